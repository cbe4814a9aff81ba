#include "clubnight.h"

#include "clubconnection.h"
#include "clubeventjson.h"
#include "clubevents.h"
#include "playedgame.h"
#include "recordformat.h"
#include "seatindex.h"
#include "storeerror.h"

#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <map>

namespace tornei {

namespace {

std::nullopt_t failed(StoreError *error, const QSqlQuery &query)
{
    if (error)
        *error = ClubConnection::serverError(query.lastError());
    return std::nullopt;
}

} // namespace

ClubNight::ClubNight(QSqlDatabase &db)
    : m_db(db)
{}

std::optional<qint64> ClubNight::eventOf(const QString &token, StoreError *error)
{
    static const QRegularExpression shape(QStringLiteral("^[0-9a-f]{32,128}$"));
    if (!shape.match(token).hasMatch())
        return 0;
    QSqlQuery query(m_db);
    if (!query.prepare(QStringLiteral("SELECT event FROM tornei_club.event_pages WHERE token = ?")))
        return failed(error, query);
    query.addBindValue(token);
    if (!query.exec())
        return failed(error, query);
    return query.next() ? query.value(0).toLongLong() : 0;
}

std::optional<JsonValue> ClubNight::snapshot(qint64 id, StoreError *error)
{
    ClubEvents events(m_db);
    const std::optional<ClubEvent> event = events.event(id, error);
    if (!event)
        return std::nullopt;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(QStringLiteral("SELECT coalesce(max(round), 0) FROM tornei_club.event_tables WHERE event = ?")))
        return failed(error, query);
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return failed(error, query);
    const int round = query.value(0).toInt();
    query.finish();

    // Every seated round's seating: the current one shown, the others name the results' seats.
    std::map<int, EventSeating> seatings;
    for (int r = 1; r <= round; ++r) {
        std::optional<EventSeating> seating = events.seating(id, r, error);
        if (!seating)
            return std::nullopt;
        seatings[r] = std::move(*seating);
    }
    const std::optional<EventResults> standings = events.standings(id, error);
    if (!standings)
        return std::nullopt;

    // Each table of the round and its game: the one attached, or the newest of its players in its seats.
    std::vector<JsonValue> tables;
    if (round > 0) {
        if (!query.prepare(QStringLiteral(
                "SELECT t.table_no, g.number, g.attached, g.record FROM tornei_club.event_tables t"
                " JOIN tornei_club.events e ON e.id = t.event"
                " LEFT JOIN LATERAL (SELECT w.number, x.game IS NOT NULL AS attached, w.record"
                "   FROM tornei_club.games w LEFT JOIN tornei_club.event_games x ON x.game = w.id"
                "   WHERE NOT w.voided AND ((x.event = t.event AND x.round = t.round AND x.table_no = t.table_no)"
                "     OR (x.game IS NULL AND w.created_at >= e.created_at AND NOT EXISTS ("
                "       SELECT 1 FROM generate_series(0, 3) s"
                "       WHERE tornei_club.player_root((ARRAY[t.seat0, t.seat1, t.seat2, t.seat3])[s + 1])"
                "         IS DISTINCT FROM (SELECT tornei_club.player_root(p.player) FROM tornei_club.game_seats p"
                "           WHERE p.game = w.id AND p.seat = s))))"
                "   ORDER BY (x.game IS NOT NULL) DESC, w.number DESC LIMIT 1) g ON true"
                " WHERE t.event = ? AND t.round = ? ORDER BY t.table_no")))
            return failed(error, query);
        query.addBindValue(id);
        query.addBindValue(round);
        if (!query.exec())
            return failed(error, query);
        while (query.next()) {
            JsonValue game;
            if (!query.value(3).isNull()) {
                RecordError readError;
                const std::optional<Record> record = RecordFormat::read(query.value(3).toString().toUtf8(), &readError);
                if (record)
                    game = PlayedGame::json(*record);
            }
            tables.push_back(JsonValue::object({
                {QStringLiteral("table"), JsonValue::integer(query.value(0).toInt())},
                {QStringLiteral("number"),
                 query.value(1).isNull() ? JsonValue() : JsonValue::integer(query.value(1).toLongLong())},
                {QStringLiteral("attached"), JsonValue::boolean(query.value(2).toBool())},
                {QStringLiteral("game"), std::move(game)},
            }));
        }
        if (query.lastError().isValid())
            return failed(error, query);
        query.finish();
    }

    // The night's finished games, named as their round seated them.
    const std::optional<std::vector<EventGame>> games = events.games(id, error);
    if (!games)
        return std::nullopt;
    std::vector<JsonValue> results;
    for (const EventGame &game : *games) {
        if (game.voided || !game.finished)
            continue;
        const auto seating = seatings.find(game.round);
        if (seating == seatings.end() || game.table < 1 ||
            game.table > static_cast<int>(seating->second.seated.tables.size()))
            continue;
        const SeatedTable &table = seating->second.seated.tables[at(game.table - 1)];
        std::vector<JsonValue> names, totals, winners;
        int best = std::numeric_limits<int>::min();
        for (int seat = 0; seat < SeatCount; ++seat) {
            if (table.seats[at(seat)] != SeatedTable::Dummy)
                best = std::max(best, game.totals[at(seat)]);
        }
        for (int seat = 0; seat < SeatCount; ++seat) {
            const int player = table.seats[at(seat)];
            const bool dummy = player == SeatedTable::Dummy;
            names.push_back(dummy ? JsonValue() : JsonValue::string(seating->second.players.value(player)));
            totals.push_back(dummy ? JsonValue() : JsonValue::integer(game.totals[at(seat)]));
            if (!dummy && game.totals[at(seat)] == best)
                winners.push_back(JsonValue::integer(seat));
        }
        results.push_back(JsonValue::object({
            {QStringLiteral("round"), JsonValue::integer(game.round)},
            {QStringLiteral("table"), JsonValue::integer(game.table)},
            {QStringLiteral("number"), JsonValue::integer(game.number)},
            {QStringLiteral("seats"), JsonValue::array(std::move(names))},
            {QStringLiteral("totals"), JsonValue::array(std::move(totals))},
            {QStringLiteral("winners"), JsonValue::array(std::move(winners))},
        }));
    }

    const auto current = seatings.find(round);
    return JsonValue::object({
        {QStringLiteral("event"),
         JsonValue::object({{QStringLiteral("id"), JsonValue::integer(id)},
                            {QStringLiteral("name"), JsonValue::string(event->name)},
                            {QStringLiteral("date"), JsonValue::string(event->date.toString(Qt::ISODate))},
                            {QStringLiteral("rounds"), JsonValue::integer(event->rounds)},
                            {QStringLiteral("closed"), JsonValue::boolean(event->closed)}})},
        {QStringLiteral("round"), JsonValue::integer(round)},
        {QStringLiteral("seating"), current == seatings.end() ? JsonValue() : ClubEventJson::seating(current->second)},
        {QStringLiteral("standings"), ClubEventJson::standings(id, *standings)},
        {QStringLiteral("tables"), JsonValue::array(std::move(tables))},
        {QStringLiteral("results"), JsonValue::array(std::move(results))},
    });
}

} // namespace tornei
