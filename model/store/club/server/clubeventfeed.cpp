#include "clubeventfeed.h"

#include "clubconnection.h"
#include "clubevents.h"
#include "seatindex.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace tornei {

namespace {

// An event's marks as columns of a query over events `e`: how many rows its
// audit has, and how many not of an attach. The audit is only ever added to,
// so a count moves with every change committed. Its greatest id would not:
// a change may take an id and commit after a later one.
const char *const MarkColumns =
    "(SELECT count(*) FROM tornei_club.event_audit a WHERE a.event = e.id),"
    " (SELECT count(*) FROM tornei_club.event_audit a WHERE a.event = e.id AND a.action <> 'attach')";

bool failed(StoreError *error, const QSqlError &sqlError)
{
    if (error)
        *error = ClubConnection::serverError(sqlError);
    return false;
}

// A query prepared and run with `values`; false (with the error) when it fails.
bool run(QSqlQuery &query, const QString &sql, const QVariantList &values, StoreError *error)
{
    // prepare() must succeed: QPSQL would otherwise send a malformed EXECUTE.
    if (!query.prepare(sql))
        return failed(error, query.lastError());
    for (const QVariant &value : values)
        query.addBindValue(value);
    return query.exec() || failed(error, query.lastError());
}

} // namespace

ClubEventFeed::ClubEventFeed(QSqlDatabase &db)
    : m_db(db)
{}

std::optional<std::vector<EventMark>> ClubEventFeed::marks(StoreError *error)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!run(query,
             QStringLiteral("SELECT e.id, %1 FROM tornei_club.events e ORDER BY e.id").arg(QLatin1String(MarkColumns)),
             {}, error))
        return std::nullopt;
    std::vector<EventMark> marks;
    while (query.next())
        marks.push_back({query.value(0).toLongLong(), query.value(1).toLongLong(), query.value(2).toLongLong()});
    return marks;
}

std::optional<EventCopy> ClubEventFeed::copy(qint64 event, StoreError *error)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    // One snapshot: the marks say exactly what was read.
    if (!query.exec(QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"))) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    const auto fail = [&]() -> std::optional<EventCopy> {
        ClubConnection::rollback(m_db);
        return std::nullopt;
    };
    EventCopy copy;
    if (!run(query,
             QStringLiteral("SELECT e.name, e.date::text, e.rounds, e.closed, %1 FROM tornei_club.events e"
                            " WHERE e.id = ?")
                 .arg(QLatin1String(MarkColumns)),
             {event}, error))
        return fail();
    if (!query.next()) {
        if (error)
            *error = StoreError{ClubEvents::tr("The club has no event %1.").arg(event)};
        return fail();
    }
    copy.mark = {event, query.value(4).toLongLong(), query.value(5).toLongLong()};
    copy.name = query.value(0).toString();
    copy.date = QDate::fromString(query.value(1).toString(), Qt::ISODate);
    copy.rounds = query.value(2).toInt();
    copy.closed = query.value(3).toBool();
    if (!run(query,
             QStringLiteral("SELECT r.id::text, coalesce(p.name, r.name) FROM tornei_club.event_players p"
                            " JOIN tornei_club.players r ON r.id = tornei_club.player_root(p.player)"
                            " WHERE p.event = ? ORDER BY p.position"),
             {event}, error))
        return fail();
    while (query.next())
        copy.players.push_back({query.value(0).toString(), query.value(1).toString()});
    QString seats;
    for (int s = 0; s < SeatCount; ++s)
        seats += QStringLiteral(", tornei_club.player_root(t.seat%1)::text").arg(s);
    if (!run(query,
             QStringLiteral("SELECT t.round, t.table_no, t.first_dealer%1 FROM tornei_club.event_tables t"
                            " WHERE t.event = ? ORDER BY t.round, t.table_no")
                 .arg(seats),
             {event}, error))
        return fail();
    while (query.next()) {
        EventCopy::Table table{query.value(0).toInt(), query.value(1).toInt(), {}, query.value(2).toInt()};
        for (int s = 0; s < SeatCount; ++s)
            table.seats[at(s)] = query.value(3 + s).toString();
        copy.tables.push_back(table);
    }
    if (!run(query,
             QStringLiteral("SELECT o.round, tornei_club.player_root(o.player)::text FROM tornei_club.event_sitouts o"
                            " WHERE o.event = ? ORDER BY o.round"),
             {event}, error))
        return fail();
    while (query.next())
        copy.sitouts.push_back({query.value(0).toInt(), query.value(1).toString()});
    if (!run(query,
             QStringLiteral("SELECT x.game::text, x.round, x.table_no, g.voided, coalesce(s.finished, false)"
                            " FROM tornei_club.event_games x JOIN tornei_club.games g ON g.id = x.game"
                            " LEFT JOIN tornei_club.game_summaries s ON s.game = x.game"
                            " WHERE x.event = ? ORDER BY x.round, x.table_no, g.number"),
             {event}, error))
        return fail();
    while (query.next()) {
        copy.games.push_back({query.value(0).toString(), query.value(1).toInt(), query.value(2).toInt(),
                              query.value(3).toBool(), query.value(4).toBool()});
    }
    query.finish();
    ClubConnection::rollback(m_db);
    return copy;
}

std::optional<AttachAnswer> ClubEventFeed::attach(qint64 event, int round, int table, const QString &game,
                                                  StoreError *error)
{
    QSqlQuery query(m_db);
    if (!query.prepare(QStringLiteral("SELECT tornei_club.attach_game(?, ?, ?, ?::uuid)"))) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    query.addBindValue(event);
    query.addBindValue(round);
    query.addBindValue(table);
    query.addBindValue(game);
    if (query.exec())
        return AttachAnswer{};
    const QSqlError sqlError = query.lastError();
    // The server's rules and rights: the server's answer, which sending again would not change.
    static const QStringList refusals = {QStringLiteral("42501"), QStringLiteral("P0002"), QStringLiteral("55000"),
                                         QStringLiteral("22023"), QStringLiteral("23514"), QStringLiteral("23505")};
    if (!refusals.contains(sqlError.nativeErrorCode())) {
        failed(error, sqlError);
        return std::nullopt;
    }
    AttachAnswer answer{true, ClubEvents::refusal(sqlError), 0};
    if (!run(query,
             QStringLiteral("SELECT count(*) FROM tornei_club.event_audit a"
                            " WHERE a.event = ? AND a.action <> 'attach'"),
             {event}, error) ||
        !query.next())
        return std::nullopt;
    answer.directorAudits = query.value(0).toLongLong();
    return answer;
}

} // namespace tornei
