// ClubEvents: the games at an event's tables and who is asking, for a director's window.
#include "clubconnection.h"
#include "clubevents.h"
#include "seatindex.h"
#include "storeerror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace tornei {

std::optional<std::vector<EventGame>> ClubEvents::games(qint64 event, StoreError *error)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    const auto failed = [&]() -> std::optional<std::vector<EventGame>> {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    };
    if (!query.prepare(QStringLiteral(
            "SELECT x.round, x.table_no, x.game::text, g.number, g.voided,"
            " EXISTS (SELECT 1 FROM tornei_club.disputes d WHERE d.game = x.game), s.game IS NOT NULL,"
            " coalesce(s.finished, false), array_to_json(s.totals)::text"
            " FROM tornei_club.event_games x JOIN tornei_club.games g ON g.id = x.game"
            " LEFT JOIN tornei_club.game_summaries s ON s.game = x.game"
            " WHERE x.event = ? ORDER BY x.round, x.table_no, g.number")))
        return failed();
    query.addBindValue(event);
    if (!query.exec())
        return failed();
    std::vector<EventGame> games;
    while (query.next()) {
        EventGame game;
        game.round = query.value(0).toInt();
        game.table = query.value(1).toInt();
        game.id = query.value(2).toString();
        game.number = query.value(3).toLongLong();
        game.voided = query.value(4).toBool();
        game.disputed = query.value(5).toBool();
        game.started = query.value(6).toBool();
        game.finished = query.value(7).toBool();
        const QJsonArray totals = QJsonDocument::fromJson(query.value(8).toString().toUtf8()).array();
        for (int s = 0; s < SeatCount && s < totals.size(); ++s)
            game.totals[at(s)] = totals[s].toInt();
        games.push_back(game);
    }
    if (query.lastError().isValid())
        return failed();
    return games;
}

std::optional<QString> ClubEvents::callerRole(StoreError *error)
{
    QSqlQuery query(m_db);
    if (query.exec(QStringLiteral("SELECT tornei_club.caller_role()")) && query.next())
        return query.value(0).toString();
    if (error)
        *error = ClubConnection::serverError(query.lastError());
    return std::nullopt;
}

} // namespace tornei
