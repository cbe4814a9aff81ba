#pragma once

#include "json.h"

namespace tornei {

struct Record;

// A game as it has been played so far, as JSON for a page that follows it
// (the club night's page, and any view of one table's game): one shape,
// derived by replaying the record, never stored.
//
// {"players": 3, "seats": ["Aki", "Ben", null, "Chie"], "dummySeat": 2,
//  "firstDealer": 0, "roundsInGame": 3, "finished": false,
//  "rounds": [{"round": 1, "dealer": 0, "complete": true, "tricks": 7,
//              "scores": [5, 2, null, 8], "running": [5, 2, null, 8]}],
//  "totals": [5, 2, null, 8], "leaders": [3],
//  "current": {"round": 2, "trick": 3, "leader": 1,
//              "played": [{"seat": 1, "card": "F7"}, {"seat": 2, "card": "F9"}],
//              "dummy": {"layout": ["W12", ...], "remaining": ["W12", ...]}}}
//
// Seats in record order (null: the dummy's); `leaders` the seats with the
// highest total so far (the winners once finished); `current` the round
// under way (null once finished): the trick on the table, who leads it and
// the joust cards played in it so far, and in a 3-player game the dummy's
// face-up cards as dealt and those still on its board.
namespace PlayedGame {

JsonValue json(const Record &record);

} // namespace PlayedGame

} // namespace tornei
