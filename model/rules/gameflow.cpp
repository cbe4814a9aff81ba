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
    if (replay.record().isDummyJoust(slot)) {
        setRefusal(refusal,
                   tr("The dummy's card follows from its board and the cards before it: correct those instead."));
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
    return replacing(replay, {Entry{slot, card}}, refusal);
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
    // one trick at a time: each of its cards changes the board for the next.
    const int dummy = record.dummySeat();
    const int round = changes.front().slot.round;
    for (int guard = 0; dummy >= 0 && guard < TricksPerRound; ++guard) {
        const Replay after(record);
        if (round >= static_cast<int>(after.rounds().size()))
            break;
        const RoundResult &result = after.round(round);
        std::optional<Entry> follow;
        for (int t = 0; t < static_cast<int>(result.tricks.size()) && !follow; ++t) {
            const CardSlot played = record.rounds[at(round)].tricks[at(t)].jousts[at(dummy)];
            const std::optional<DummyPlay> &rule = result.tricks[at(t)].dummyPlay;
            if (played && rule && rule->card != *played)
                follow = Entry{Slot{EntryKind::Joust, round, t, dummy}, rule->card};
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
