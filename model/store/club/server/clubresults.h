#pragma once

#include "derivedgame.h"
#include "record.h"

#include <QByteArray>
#include <QString>
#include <array>

namespace tornei {

// What the rules engine makes of a record, as the club's server keeps it
// beside the game (club.sql: game_summaries and game_seats): the
// server has no rules engine, so the laptop that sends a game sends these
// with it. The figures are the local store's own (storage::derive), so a
// report over the server's games says what the same report over a local
// database of the same games says.
class ClubResults
{
public:
    // The jsonb that submit_game() takes: {"summary": {...}, "seats": [...]},
    // with `seatPlayers` (server player ids in seat order, empty for none) as
    // the seats' players.
    static QByteArray json(const Record &record, const std::array<QString, SeatCount> &seatPlayers);
    // The same from the record's derived rows already worked out (an import's plan).
    static QByteArray json(const Record &record, const storage::DerivedGame &derived,
                           const std::array<QString, SeatCount> &seatPlayers);
};

} // namespace tornei
