#pragma once

#include "entryedit.h"
#include "replay.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace tornei {

// A card of the dummy's that an action played or changed.
struct DummyChange
{
    Slot slot;
    CardSlot before; // nullopt: the dummy had not played there yet
    Card after;

    bool operator==(const DummyChange &) const = default;
};

// One user action worked out against the record before it: the edit that
// stores it, the edit that takes it back, and the dummy's cards it made follow.
struct GameAction
{
    EntryEdit redo;
    EntryEdit undo;
    std::vector<DummyChange> dummy;
};

// The game flow: what entering, correcting or swapping cards does to a game,
// including every card of the dummy's that follows from it, as one edit the
// store applies in one transaction. Works on a replay only: knows nothing of
// storage, undo or widgets.
class GameFlow
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameFlow)

public:
    // Enters a card into `slot` (the next entry or the optional dummy
    // prediction), then the dummy's cards it makes the dummy play at once.
    // On the dummy's own turn the card is not used: the dummy plays by its rule.
    static std::optional<GameAction> enter(const Replay &replay, const Slot &slot, Card card, QString *refusal);
    // The dummy's pending cards (a game left between a card and the dummy's answer to it).
    static std::optional<GameAction> playDummy(const Replay &replay);
    // Replaces an entered card, and every later card of the dummy's that the change alters. The
    // dummy's own card may be replaced by the card the table really played: it is kept as a dummy
    // misplay, and the dummy's later cards follow from what was played.
    static std::optional<GameAction> correct(const Replay &replay, const Slot &slot, Card card, QString *refusal);
    // Exchanges the cards of two entered slots of one round, and the dummy's cards that follow.
    static std::optional<GameAction> swap(const Replay &replay, const Slot &first, const Slot &second,
                                          QString *refusal);
    // Whether the dummy's card at `slot` is recorded against its rule (a dummy misplay).
    static bool isDummyMisplay(const Replay &replay, const Slot &slot);
    // Whether a slot's card may take part in a swap (not the dummy's jousts, which follow from its board).
    static bool isSwappable(const Record &record, const Slot &slot);
    // Correcting `slot` to `card` when `card` lies elsewhere in the round is a swap: the other slot, if so.
    static std::optional<Slot> swapPartner(const Replay &replay, const Slot &slot, Card card);
    // The entries of a stored game as undo steps, as they were entered: a dummy's card goes with
    // the card that made it play.
    static std::vector<std::vector<Entry>> undoSteps(const Record &record, const std::vector<Entry> &entries);
    // The dummy's turn after a correction or swap. When the change makes another seat lead the
    // trick the dummy has just led (its card the last of `entries`, the game's entries in the order
    // entered), that card is taken back with it. When the change hands the dummy the next card (it
    // now wins the trick before), the dummy plays it in the same action, as after a card entered:
    // the table's next card is never taken for a prompt to play it.
    static void settleDummyTurn(const Record &before, const std::vector<Entry> &entries, GameAction &action);
    // The revokes and dummy misplays in `after` that `before` did not have.
    static std::vector<Violation> newFaults(const Replay &before, const Replay &after);

private:
    static std::optional<GameAction> replacing(const Replay &replay, const std::vector<Entry> &changes,
                                               QString *refusal);
    static void appendDummyPlays(Record &record, GameAction &action);
};

} // namespace tornei
