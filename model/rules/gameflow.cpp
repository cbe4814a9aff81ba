#include "gameflow.h"

#include "seatindex.h"

#include <algorithm>

namespace tornei {

namespace {

void setRefusal(QString *refusal, const QString &text)
{
    if (refusal)
        *refusal = text;
}

} // namespace

std::optional<GameAction> GameFlow::enter(const Replay &replay, const Slot &slot, Card card, QString *refusal)
{
    const NextEntry &next = replay.next();
    if (!next.gameOver && next.byDummy && slot == next.slot)
        return playDummy(replay);
    if (const std::optional<QString> why = replay.refusal(slot, card)) {
        setRefusal(refusal, *why);
        return std::nullopt;
    }
    GameAction action;
    Record record = replay.record();
    record.place(slot, card);
    action.redo.append.push_back(Entry{slot, card});
    appendDummyPlays(record, action);
    action.undo.removeLast = action.redo.append;
    return action;
}

std::optional<GameAction> GameFlow::playDummy(const Replay &replay)
{
    GameAction action;
    Record record = replay.record();
    appendDummyPlays(record, action);
    if (action.redo.append.empty())
        return std::nullopt;
    action.undo.removeLast = action.redo.append;
    return action;
}

void GameFlow::appendDummyPlays(Record &record, GameAction &action)
{
    // A dummy that wins a trick leads the next one, so its cards can follow one another.
    for (int guard = 0; guard < SeatCount * TricksPerRound; ++guard) {
        const Replay after(record);
        const NextEntry &next = after.next();
        if (next.gameOver || !next.byDummy || !next.dummyPlay)
            break;
        const Entry entry{next.slot, next.dummyPlay->card};
        record.place(entry.slot, entry.card);
        action.redo.append.push_back(entry);
        action.dummy.push_back(DummyChange{entry.slot, std::nullopt, entry.card});
    }
}

std::optional<GameAction> GameFlow::correct(const Replay &replay, const Slot &slot, Card card, QString *refusal)
{
    const CardSlot before = replay.record().cardAt(slot);
    if (!before) {
        setRefusal(refusal, tr("There is no card there to correct."));
        return std::nullopt;
    }
    if (*before == card) {
        setRefusal(refusal, QString()); // nothing to change
        return std::nullopt;
    }
    if (const std::optional<QString> why = replay.refusal(slot, card)) {
        setRefusal(refusal, *why);
        return std::nullopt;
    }
    // A dummy's card the table played otherwise is kept as played: a dummy misplay, which the check lists.
    return replacing(replay, {Entry{slot, card}}, refusal);
}

bool GameFlow::isDummyMisplay(const Replay &replay, const Slot &slot)
{
    if (!replay.record().isDummyJoust(slot))
        return false;
    return std::any_of(replay.violations().begin(), replay.violations().end(), [&](const Violation &v) {
        return v.code == Violation::Code::DummyMisplay && v.round == slot.round && v.trick == slot.index + 1;
    });
}

bool GameFlow::isSwappable(const Record &record, const Slot &slot)
{
    return record.cardAt(slot).has_value() && !record.isDummyJoust(slot);
}

std::optional<Slot> GameFlow::swapPartner(const Replay &replay, const Slot &slot, Card card)
{
    const std::optional<Slot> used = replay.whereIs(slot.round, card, slot);
    if (used && isSwappable(replay.record(), *used))
        return used;
    return std::nullopt;
}

std::vector<std::vector<Entry>> GameFlow::undoSteps(const Record &record, const std::vector<Entry> &entries)
{
    std::vector<std::vector<Entry>> steps;
    for (const Entry &entry : entries) {
        if (record.isDummyJoust(entry.slot) && !steps.empty())
            steps.back().push_back(entry);
        else
            steps.push_back({entry});
    }
    return steps;
}

std::optional<GameAction> GameFlow::swap(const Replay &replay, const Slot &first, const Slot &second,
                                         QString *refusal)
{
    const Record &record = replay.record();
    const CardSlot a = record.cardAt(first);
    const CardSlot b = record.cardAt(second);
    if (!a || !b) {
        setRefusal(refusal, tr("There is no card there to swap."));
        return std::nullopt;
    }
    if (first == second) {
        setRefusal(refusal, tr("Pick another card to swap with."));
        return std::nullopt;
    }
    if (first.round != second.round) {
        setRefusal(refusal, tr("Only two cards of the same round can be swapped."));
        return std::nullopt;
    }
    if (!isSwappable(record, first) || !isSwappable(record, second)) {
        setRefusal(refusal, tr("The dummy's card follows from its board and the cards before it: it cannot be "
                               "swapped."));
        return std::nullopt;
    }
    Record swapped = record;
    swapped.place(first, *b);
    swapped.place(second, *a);
    const Replay check(swapped);
    for (const Entry &entry : {Entry{first, *b}, Entry{second, *a}}) {
        if (const std::optional<QString> why = check.refusal(entry.slot, entry.card)) {
            setRefusal(refusal, *why);
            return std::nullopt;
        }
    }
    return replacing(replay, {Entry{first, *b}, Entry{second, *a}}, refusal);
}

std::optional<GameAction> GameFlow::replacing(const Replay &replay, const std::vector<Entry> &changes,
                                              QString *refusal)
{
    const Record &original = replay.record();
    Record record = original;
    GameAction action;
    for (const Entry &change : changes) {
        record.place(change.slot, change.card);
        action.redo.replace.push_back(change);
    }
    // Where the change alters what the dummy must play later in the round, its card follows,
    // one trick at a time: each of its cards changes the board for the next. A dummy's card the
    // table played against its rule, recorded so before or by this change, stays as played.
    const int dummy = record.dummySeat();
    const int round = changes.front().slot.round;
    const auto kept = [&](const Slot &slot) {
        return isDummyMisplay(replay, slot)
               || std::any_of(changes.begin(), changes.end(), [&](const Entry &c) { return c.slot == slot; });
    };
    for (int guard = 0; dummy >= 0 && guard < TricksPerRound; ++guard) {
        const Replay after(record);
        if (round >= static_cast<int>(after.rounds().size()))
            break;
        const RoundResult &result = after.round(round);
        std::optional<Entry> follow;
        for (int t = 0; t < static_cast<int>(result.tricks.size()) && !follow; ++t) {
            const Slot slot{EntryKind::Joust, round, t, dummy};
            const CardSlot played = record.cardAt(slot);
            const std::optional<DummyPlay> &rule = result.tricks[at(t)].dummyPlay;
            if (played && rule && rule->card != *played && !kept(slot))
                follow = Entry{slot, rule->card};
        }
        if (!follow)
            break;
        record.place(follow->slot, follow->card);
        const auto same = [&](const Entry &e) { return e.slot == follow->slot; };
        const auto existing = std::find_if(action.redo.replace.begin(), action.redo.replace.end(), same);
        if (existing != action.redo.replace.end())
            existing->card = follow->card;
        else
            action.redo.replace.push_back(*follow);
        const auto noted = std::find_if(action.dummy.begin(), action.dummy.end(),
                                        [&](const DummyChange &d) { return d.slot == follow->slot; });
        if (noted != action.dummy.end())
            noted->after = follow->card;
        else
            action.dummy.push_back(DummyChange{follow->slot, original.cardAt(follow->slot), follow->card});
    }
    for (const Entry &change : action.redo.replace) {
        const CardSlot before = original.cardAt(change.slot);
        if (!before) {
            setRefusal(refusal, tr("There is no card there to correct."));
            return std::nullopt;
        }
        action.undo.replace.push_back(Entry{change.slot, *before});
    }
    return action;
}

void GameFlow::settleDummyTurn(const Record &before, const std::vector<Entry> &entries, GameAction &action)
{
    if (!action.redo.removeLast.empty() || !action.redo.append.empty())
        return;
    Record record = before;
    for (const Entry &change : action.redo.replace)
        record.place(change.slot, change.card);
    const Replay after(record);
    if (!entries.empty() && before.isDummyJoust(entries.back().slot)) {
        const Entry last = entries.back();
        if (last.slot.round < static_cast<int>(after.rounds().size())
            && last.slot.index < static_cast<int>(after.round(last.slot.round).tricks.size())) {
            const int leader = after.round(last.slot.round).tricks[at(last.slot.index)].leader;
            if (leader != last.slot.seat
                && !record.cardAt(Slot{EntryKind::Joust, last.slot.round, last.slot.index, leader})) {
                // The dummy led a trick it no longer leads, and nothing else of it is entered: its card
                // waits for the new leader's. Undo replaces the cards first, so the dummy leads again by
                // its rule.
                action.redo.removeLast = {last};
                action.undo.append = {last};
                return;
            }
        }
    }
    // Undo takes the dummy's new cards back first, then puts the cards changed back.
    appendDummyPlays(record, action);
    action.undo.removeLast = action.redo.append;
}

std::vector<Violation> GameFlow::newFaults(const Replay &before, const Replay &after)
{
    std::vector<Violation> faults;
    for (const Violation &v : after.violations()) {
        if (v.code != Violation::Code::Revoke && v.code != Violation::Code::DummyMisplay)
            continue;
        const bool known = std::any_of(before.violations().begin(), before.violations().end(), [&](const Violation &w) {
            return w.code == v.code && w.round == v.round && w.trick == v.trick && w.seat == v.seat;
        });
        if (!known)
            faults.push_back(v);
    }
    return faults;
}

} // namespace tornei
