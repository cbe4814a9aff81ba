#pragma once

#include "derivedgame.h"
#include "record.h"

#include <QByteArray>
#include <QString>
#include <array>

namespace tornei {

// What the rules engine makes of a record, as the club's server keeps it
// beside the game (club.sql: game_summaries and game_seats), worked out by
// the club's service from the record alone (ClubService). The figures are
// the local store's own (storage::derive), so a report over the server's
// games says what the same report over a local database of the same games
// says.
class ClubResults
{
public:
    // The record's derived rows (the rules' replay), every player's seat with its row.
    static storage::DerivedGame derive(const Record &record);
    // The whole as JSON: {"summary": summary(), "seats": [{"seat", "player", ...}, ...]}, with
    // `seatPlayers` (server player ids in seat order, empty for none) as the seats' players.
    static QByteArray json(const Record &record, const storage::DerivedGame &derived,
                           const std::array<QString, SeatCount> &seatPlayers);
    // The game_summaries row as a JSON object (without its game).
    static QByteArray summary(const Record &record, const storage::DerivedGame &derived);
    // The game_seats rows of `game`, each as an element of a tornei_club.game_seats[] in the
    // server's text form ("(game,seat,player,...)"), separated by commas.
    static QByteArray seatRows(const Record &record, const storage::DerivedGame &derived,
                               const std::array<QString, SeatCount> &seatPlayers, const QString &game);
};

} // namespace tornei
