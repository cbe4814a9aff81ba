#pragma once
// A 3-player round worked out by hand in which the table turned up another
// card for the dummy than its rule gives, and the players followed the card
// really played: the record as played, and the record the app makes when it
// plays the dummy by its rule while the players' cards are entered.
#include "gameflow.h"
#include "recordformat.h"
#include "replay.h"

#include <QString>
#include <optional>

namespace tornei::misplay {

// Aki, Ben, Chie and the dummy (seat 3); Chie deals, so the dummy leads trick 1.
// Its board, in the order dealt: W2 S4 C3 F5 W9 S10 C8, so the piles W [W2 W9],
// F [F5], S [S4 S10], C [C3 C8] (top last). Its rule leads W9 (the top of its
// strongest suit); the table turned up S10 instead, and everyone followed Shamrock.
//
// Trick by trick, as played (jousts Aki Ben Chie dummy; ranks; predictions):
//  1 dummy leads S10: S12 S2 S13 S10 -> Chie 1st, Aki 2nd, dummy 3rd, Ben 4th.
//    Aki F1 (2nd ✓ 3), Ben C1 (4th ✓ 2), Chie W1 (1st ✓ 2). Chie wins.
//  2 Chie leads F10: F12 F3 F10, dummy follows F5 -> Aki 1st, Chie 2nd, dummy 3rd, Ben 4th.
//    Aki W3 (✓ 2), Ben W4 (1st ✗), Chie F2 (✓ 3). Aki wins.
//  3 Aki leads C14: C14 C5 C6, dummy C8 -> Aki 1st, dummy 2nd, Chie 3rd, Ben 4th.
//    Aki W5 (✓ 2), Ben C7 (✓ 2), Chie S1 (✓ 3). Aki wins.
//  4 Aki leads S5: S5 S6 S7, dummy S4 -> Chie 1st, Ben 2nd, Aki 3rd, dummy 4th.
//    Aki S3 (✓ 3), Ben F6 (✓ 3), Chie F7 (2nd ✗). Chie wins.
//  5 Chie leads C9: C10 C11 C9, dummy C3 -> Ben 1st, Aki 2nd, Chie 3rd, dummy 4th.
//    Aki F8 (✓ 3), Ben W6 (✓ 2), Chie C12 (4th ✗). Ben wins.
//  6 Ben leads W7: W8 W7, Chie F9 (she has no Wyvern left), dummy W9 -> dummy 1st, Aki 2nd,
//    Ben 3rd, Chie 4th. Aki F11 (✓ 3), Ben S8 (✓ 3), Chie C13 (✓ 2). The dummy wins.
//  7 dummy leads W2: W10 W11, Chie F13 -> Ben 1st, Aki 2nd, dummy 3rd, Chie 4th.
//    Aki S9 (3rd ✗), Ben W12 (✓ 2), Chie C2 (✓ 2). Ben wins.
// Tricks: Aki 2, Ben 2, Chie 2, dummy 1 (no zero-trick bonus).
// Predictions: Aki 3+2+2+3+3+3 = 16, Ben 2+2+3+2+3+2 = 14, Chie 2+3+3+2+2 = 12.
// Round (and game so far): Aki 18, Ben 16, Chie 14. No revoke: one dummy misplay, trick 1 (W9 required).
inline const char *const PlayedJson = R"({
  "format": "tornei-record", "version": 1,
  "seats": ["Aki", "Ben", "Chie", null], "firstDealer": 2,
  "rounds": [{
    "dummyLayout": ["W2", "S4", "C3", "F5", "W9", "S10", "C8"],
    "tricks": [
      {"jousts": ["S12", "S2", "S13", "S10"], "predictions": ["F1", "C1", "W1", null]},
      {"jousts": ["F12", "F3", "F10", "F5"], "predictions": ["W3", "W4", "F2", null]},
      {"jousts": ["C14", "C5", "C6", "C8"], "predictions": ["W5", "C7", "S1", null]},
      {"jousts": ["S5", "S6", "S7", "S4"], "predictions": ["S3", "F6", "F7", null]},
      {"jousts": ["C10", "C11", "C9", "C3"], "predictions": ["F8", "W6", "C12", null]},
      {"jousts": ["W8", "W7", "F9", "W9"], "predictions": ["F11", "S8", "C13", null]},
      {"jousts": ["W10", "W11", "F13", "W2"], "predictions": ["S9", "W12", "C2", null]}
    ]
  }]
})";

constexpr int DummySeat = 3;
inline constexpr SeatArray Totals{18, 16, 14, 0};

inline Record played()
{
    RecordError error;
    return RecordFormat::read(QByteArray(PlayedJson), &error).value_or(Record());
}

// The dummy's card in trick `trick` (0-based) of the first round.
inline Slot dummyCard(int trick)
{
    return Slot{EntryKind::Joust, 0, trick, DummySeat};
}

// The game as set up, before any card.
inline Record setup()
{
    Record record = played();
    record.rounds.clear();
    return record;
}

// The players' cards of `round` entered in the order the table is asked for them, the dummy
// playing by its rule each time: what the app holds when nobody says the dummy played otherwise.
inline Record byRule(const Record &real)
{
    Record record = setup();
    for (int guard = 0; guard < 200; ++guard) {
        const Replay replay(record);
        const NextEntry &next = replay.next();
        if (next.gameOver || next.slot.round > 0)
            break;
        const CardSlot card = real.cardAt(next.slot);
        QString why;
        const std::optional<GameAction> action = GameFlow::enter(replay, next.slot, card.value_or(Card{}), &why);
        if (!action)
            return {};
        for (const Entry &entry : action->redo.append)
            record.place(entry.slot, entry.card);
    }
    return record;
}

} // namespace tornei::misplay
