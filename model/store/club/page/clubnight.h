#pragma once

#include "json.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

class QSqlDatabase;

namespace tornei {

struct StoreError;

// What a club night's page shows, read from the club's server as one JSON
// snapshot: the event, the seating of its latest seated round and the
// standings (as `event seat --json` and `event standings --json` print them,
// ClubEventJson), each of that round's tables with its game as played so far
// (PlayedGame, from the record the server holds), and the night's finished
// games. A table's game is the one attached to it or, before it is attached
// (a laptop attaches it once finished), the newest game the club has of the
// table's players in the table's seats since the event was made: the page
// shows what the tables have synced.
//
// {"event": {"id", "name", "date", "rounds", "closed"}, "round": K,
//  "seating": {...} | null, "standings": {...},
//  "tables": [{"table": 1, "number": 12, "attached": false, "game": {...} | null}],
//  "results": [{"round", "table", "number", "seats": [...], "totals": [...], "winners": [seat, ...]}]}
class ClubNight
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubNight)

public:
    explicit ClubNight(QSqlDatabase &db);

    // The event whose page `token` opens; 0 when none does (a stale or
    // made-up token); nullopt when the server cannot say.
    std::optional<qint64> eventOf(const QString &token, StoreError *error = nullptr);
    std::optional<JsonValue> snapshot(qint64 event, StoreError *error = nullptr);

private:
    QSqlDatabase &m_db;
};

} // namespace tornei
