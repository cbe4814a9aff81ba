#include "tabletexts.h"

#include "gamedocument.h"
#include "seatindex.h"

namespace tornei {

QString TableTexts::where(const Replay &replay, int round, int trick)
{
    const Record &record = replay.record();
    if (trick < 0) {
        return tr("Round %1 of %2 · Dealer %3 · Dummy's board")
            .arg(QString::number(round + 1), QString::number(replay.roundsInGame()),
                 record.seatName(replay.dealerOf(round)));
    }
    // In one arg(): a name holding "%4" stays as it is.
    return tr("Round %1 of %2 · Dealer %3 · Trick %4 of %5")
        .arg(QString::number(round + 1), QString::number(replay.roundsInGame()),
             record.seatName(replay.dealerOf(round)), QString::number(trick + 1), QString::number(TricksPerRound));
}

QString TableTexts::header(const Replay &replay, int shownRound, int shownTrick, bool browsing, bool summary)
{
    const Record &record = replay.record();
    const NextEntry &next = replay.next();
    const int round = next.gameOver ? static_cast<int>(record.rounds.size()) - 1 : next.slot.round;
    const int trick = next.gameOver || next.slot.kind == EntryKind::DummyLayout ? -1 : next.slot.index;
    const QString now = next.gameOver ? tr("Game over") : where(replay, round, trick);
    // Browsed back to the trick the game is at: it is simply where the game is.
    if (browsing && !next.gameOver && shownRound == round && shownTrick == trick)
        return now;
    if (browsing) {
        //: Header while an earlier trick is shown: %1 round, %2 trick, %3 where the game is now.
        return tr("Showing round %1, trick %2 · now: %3").arg(shownRound + 1).arg(shownTrick + 1).arg(now);
    }
    if (!summary && (next.gameOver || shownRound != round || (trick >= 0 && shownTrick != trick))) {
        // A finished trick still on the table (a round's last one, even the game's) is the one described.
        return where(replay, shownRound, shownTrick);
    }
    return now;
}

QString TableTexts::prompt(const GameDocument &document, const std::optional<Slot> &slot)
{
    const NextEntry &next = document.session()->replay().next();
    if (!slot)
        return tr("The game is over.");
    if (next.byDummy && *slot == next.slot && next.dummyPlay)
        return tr("The dummy plays %1 — press Retry or any card to play it").arg(cardLabel(next.dummyPlay->card));
    return slotPrompt(document, *slot);
}

QString TableTexts::slotPrompt(const GameDocument &document, const Slot &slot)
{
    const Replay &replay = document.session()->replay();
    const Record &record = document.session()->record();
    const QString name = record.seatName(slot.seat);
    if (document.correcting() == slot) {
        if (document.isSwapping()) {
            //: %1 is a card, e.g. "W5".
            return tr("Swapping %1: click or pick the card it trades places with")
                .arg(cardLabel(*record.cardAt(slot)));
        }
        if (record.isDummyJoust(slot)) {
            const TrickResult &trick = replay.round(slot.round).tricks[at(slot.index)];
            const QString rule = trick.dummyPlay ? cardLabel(trick.dummyPlay->card) : QString();
            if (GameFlow::isDummyMisplay(replay, slot)) {
                //: %1 is a trick number, %2 the card the dummy's rule gives; picking it takes the misplay back.
                return tr("Trick %1, dummy's card: pick the card really played, or its rule's %2")
                    .arg(slot.index + 1)
                    .arg(rule);
            }
            //: %1 is a trick number; the card picked is kept as a dummy misplay.
            return tr("Trick %1, dummy's card: pick the card really played (a dummy misplay)").arg(slot.index + 1);
        }
        if (slot.kind == EntryKind::Prediction) {
            //: %1 names the card, e.g. "Ben's prediction card in trick 2".
            return tr("Correcting %1: pick the new card").arg(replay.describeSlot(slot));
        }
        //: %1 says which card, e.g. "played by Ben in trick 2".
        return tr("Correcting the card %1: pick the new card").arg(replay.describeSlot(slot));
    }
    switch (slot.kind) {
    case EntryKind::DummyLayout:
        //: %1 is the dealer's name; %2 counts 1 to 7.
        return tr("%1 deals: enter the dummy's face-up card %2 of 7, in the order dealt")
            .arg(record.seatName(replay.dealerOf(slot.round)), QString::number(slot.index + 1));
    case EntryKind::DummyPrediction:
        return tr("Dummy: enter the prediction card turned up after trick %1 (optional)").arg(slot.index + 1);
    case EntryKind::Prediction:
        return tr("%1: turn up your prediction card").arg(name);
    case EntryKind::Joust: {
        if (!record.isPlayer(slot.seat))
            return tr("The dummy plays its card now");
        std::optional<Suit> led;
        if (slot.round < static_cast<int>(replay.rounds().size())
            && slot.index < static_cast<int>(replay.round(slot.round).tricks.size()))
            led = replay.round(slot.round).tricks[at(slot.index)].ledSuit;
        if (!led)
            return tr("%1: lead with your joust card — you are the leader").arg(name);
        //: %1 player, %2 suit name.
        return tr("%1: play your joust card — %2 was led: follow it if you can").arg(name, suitName(*led));
    }
    }
    return {};
}

QString TableTexts::dummyNote(const Replay &replay, int round, int trick)
{
    const Record &record = replay.record();
    const int dummy = record.dummySeat();
    if (dummy < 0 || round >= static_cast<int>(replay.rounds().size())
        || trick >= static_cast<int>(replay.round(round).tricks.size()))
        return {};
    const TrickResult &shown = replay.round(round).tricks[at(trick)];
    const CardSlot played = record.rounds[at(round)].tricks[at(trick)].jousts[at(dummy)];
    if (played && shown.dummyPlay && shown.dummyPlay->card == *played) {
        // The reason names the pile the card came from: said once.
        return Replay::explainDummy(*shown.dummyPlay, shown.ledSuit);
    }
    if (played && shown.dummyPlay) {
        //: %1 is the card the dummy played, %2 the card its rule gives, %3 the rule's reason.
        return tr("⚠ The dummy played %1 instead of %2 — recorded as a dummy misplay. %3")
            .arg(cardLabel(*played), cardLabel(shown.dummyPlay->card),
                 Replay::explainRule(*shown.dummyPlay, shown.leader != dummy ? shown.ledSuit : std::nullopt));
    }
    return {};
}

} // namespace tornei
