#include "eventcopies.h"

#include "gamerecords.h"
#include "playername.h"
#include "seatindex.h"
#include "storeconnection.h"

#include <QSqlQuery>

namespace tornei {

namespace {

QVariant orNull(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

const QString EventColumns = QStringLiteral(
    "SELECT e.club, e.id, e.name, e.date, e.rounds, e.closed,"
    " coalesce((SELECT max(t.table_no) FROM club_event_tables t WHERE t.club = e.club AND t.event = e.id), 0)"
    " FROM club_events e");

CopiedEvent readCopiedEvent(const QSqlQuery &query)
{
    return CopiedEvent{query.value(0).toString(), query.value(1).toLongLong(),
                     query.value(2).toString(), QDate::fromString(query.value(3).toString(), Qt::ISODate),
                     query.value(4).toInt(),    query.value(5).toBool(),
                     query.value(6).toInt()};
}

} // namespace

EventCopies::EventCopies(StoreConnection &connection, GameRecords &records)
    : m_connection(connection)
    , m_records(records)
{}

std::optional<std::map<qint64, qint64>> EventCopies::marks(const QString &club, StoreError *error) const
{
    QSqlQuery *query =
        m_connection.runKept(QStringLiteral("SELECT id, last_audit FROM club_events WHERE club = ?"), {club}, error);
    if (!query)
        return std::nullopt;
    std::map<qint64, qint64> marks;
    while (query->next())
        marks[query->value(0).toLongLong()] = query->value(1).toLongLong();
    query->finish();
    return marks;
}

bool EventCopies::keep(const QString &club, const EventCopy &copy, StoreError *error)
{
    const qint64 event = copy.mark.event;
    return m_connection.transaction(error, [&](StoreError *e) {
        // The rows under the event go with it (ON DELETE CASCADE).
        if (!m_connection.runKept(QStringLiteral("DELETE FROM club_events WHERE club = ? AND id = ?"), {club, event},
                                  e) ||
            !m_connection.runKept(
                QStringLiteral("INSERT INTO club_events (club, id, name, date, rounds, closed, last_audit,"
                               " director_audit) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                {club, event, copy.name, copy.date.toString(Qt::ISODate), copy.rounds, copy.closed ? 1 : 0,
                 copy.mark.audits, copy.mark.directorAudits},
                e))
            return false;
        for (std::size_t i = 0; i < copy.players.size(); ++i) {
            if (!m_connection.runKept(
                    QStringLiteral("INSERT INTO club_event_players (club, event, position, player_uid, name)"
                                   " VALUES (?, ?, ?, ?, ?)"),
                    {club, event, static_cast<int>(i), copy.players[i].uid, copy.players[i].name}, e))
                return false;
        }
        for (const EventCopy::Table &table : copy.tables) {
            if (!m_connection.runKept(
                    QStringLiteral(
                        "INSERT INTO club_event_tables (club, event, round, table_no, seat0_uid,"
                        " seat1_uid, seat2_uid, seat3_uid, first_dealer) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                    {club, event, table.round, table.table, orNull(table.seats[0]), orNull(table.seats[1]),
                     orNull(table.seats[2]), orNull(table.seats[3]), table.firstDealer},
                    e))
                return false;
        }
        for (const EventCopy::SitOut &out : copy.sitouts) {
            if (!m_connection.runKept(
                    QStringLiteral("INSERT OR IGNORE INTO club_event_sitouts (club, event, round, player_uid)"
                                   " VALUES (?, ?, ?, ?)"),
                    {club, event, out.round, out.player}, e))
                return false;
        }
        for (const EventCopy::Game &game : copy.games) {
            if (!m_connection.runKept(
                    QStringLiteral("INSERT INTO club_event_games (club, event, round, table_no, game_uid, voided,"
                                   " finished) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                    {club, event, game.round, game.table, game.game, game.voided ? 1 : 0, game.finished ? 1 : 0}, e))
                return false;
        }
        // A director changed the event since these were refused (reopened it, voided a game, seated again).
        return m_connection.runKept(
                   QStringLiteral("UPDATE club_attachments SET state = 0, reason = NULL, refused_at = NULL"
                                  " WHERE club = ? AND event = ? AND state = 2 AND refused_at < ?"),
                   {club, event, copy.mark.directorAudits}, e) != nullptr;
    });
}

std::optional<std::vector<CopiedEvent>> EventCopies::events(StoreError *error) const
{
    QSqlQuery *query =
        m_connection.runKept(EventColumns + QStringLiteral(" ORDER BY (e.closed = 0 AND e.date = ?) DESC, e.closed,"
                                                           " e.date DESC, e.id DESC"),
                             {QDate::currentDate().toString(Qt::ISODate)}, error);
    if (!query)
        return std::nullopt;
    std::vector<CopiedEvent> events;
    while (query->next())
        events.push_back(readCopiedEvent(*query));
    query->finish();
    return events;
}

std::optional<CopiedEvent> EventCopies::find(const QString &club, qint64 event, StoreError *error) const
{
    QSqlQuery *query =
        m_connection.runKept(EventColumns + QStringLiteral(" WHERE e.club = ? AND e.id = ?"), {club, event}, error);
    if (!query)
        return std::nullopt;
    std::optional<CopiedEvent> found;
    if (query->next())
        found = readCopiedEvent(*query);
    query->finish();
    return found;
}

TableTurn EventCopies::turn(const QString &club, qint64 event, int table, StoreError *error) const
{
    TableTurn turn;
    StoreError failure;
    const std::optional<CopiedEvent> found = find(club, event, &failure);
    if (!found) {
        if (error)
            *error = failure;
        return turn;
    }
    if (found->closed) {
        turn.kind = TableTurn::Kind::Closed;
        return turn;
    }
    const auto failed = [&] {
        if (error)
            *error = failure;
        return TableTurn{};
    };
    for (int round = 1; round <= found->rounds; ++round) {
        turn.round = round;
        const std::optional<QVariant> seated = m_connection.keptValue(
            QStringLiteral("SELECT count(*) FROM club_event_tables WHERE club = ? AND event = ? AND round = ?"),
            {club, event, round}, &failure);
        if (!seated)
            return failed();
        if (seated->toInt() == 0) {
            turn.kind = TableTurn::Kind::Waiting;
            return turn;
        }
        QSqlQuery *seats =
            m_connection.runKept(QStringLiteral("SELECT seat0_uid, seat1_uid, seat2_uid, seat3_uid, first_dealer"
                                                " FROM club_event_tables WHERE club = ? AND event = ? AND round = ?"
                                                " AND table_no = ?"),
                                 {club, event, round, table}, &failure);
        if (!seats)
            return failed();
        if (!seats->next()) {
            seats->finish();
            continue; // this table is not used in that round
        }
        std::array<QString, SeatCount> uids;
        for (int s = 0; s < SeatCount; ++s)
            uids[at(s)] = seats->value(s).toString();
        const int firstDealer = seats->value(SeatCount).toInt();
        seats->finish();
        // Played: finished on the server, or here (waiting to go up, maybe with no network).
        const std::optional<QVariant> played = m_connection.keptValue(
            QStringLiteral("SELECT EXISTS (SELECT 1 FROM club_event_games x WHERE x.club = ? AND x.event = ?"
                           " AND x.round = ? AND x.table_no = ? AND NOT x.voided AND x.finished)"
                           " OR EXISTS (SELECT 1 FROM club_attachments a JOIN games g ON g.id = a.game"
                           " WHERE a.club = ? AND a.event = ? AND a.round = ? AND a.table_no = ?"
                           " AND a.state <> 2 AND g.finished)"),
            {club, event, round, table, club, event, round, table}, &failure);
        if (!played)
            return failed();
        if (played->toBool())
            continue;
        const std::optional<QVariant> underWay =
            m_connection.keptValue(QStringLiteral("SELECT a.game FROM club_attachments a JOIN games g ON g.id = a.game"
                                                  " WHERE a.club = ? AND a.event = ? AND a.round = ? AND a.table_no = ?"
                                                  " AND a.state <> 2 AND NOT g.finished ORDER BY a.game DESC LIMIT 1"),
                                   {club, event, round, table}, &failure);
        if (!underWay)
            return failed();
        if (underWay->isValid()) {
            turn.kind = TableTurn::Kind::Continue;
            turn.game = underWay->toLongLong();
            return turn;
        }
        // Each seat's player by the name this laptop has for them now, else as the copy has it.
        for (int s = 0; s < SeatCount; ++s) {
            if (uids[at(s)].isEmpty())
                continue;
            const std::optional<QVariant> name = m_connection.keptValue(
                QStringLiteral("SELECT coalesce((SELECT name FROM players WHERE uid = ?),"
                               " (SELECT name FROM club_event_players WHERE club = ? AND event = ?"
                               " AND player_uid = ?))"),
                {uids[at(s)], club, event, uids[at(s)]}, &failure);
            if (!name)
                return failed();
            turn.setup.seats[at(s)] = name->toString();
        }
        turn.setup.firstDealer = firstDealer;
        turn.kind = TableTurn::Kind::Play;
        return turn;
    }
    turn.kind = TableTurn::Kind::Done;
    return turn;
}

bool EventCopies::sameSeats(const Record &setup, const Record &table)
{
    for (int s = 0; s < SeatCount; ++s) {
        const std::optional<QString> &a = setup.seats[at(s)];
        const std::optional<QString> &b = table.seats[at(s)];
        if (a.has_value() != b.has_value() || (a && PlayerName::matchKey(*a) != PlayerName::matchKey(*b)))
            return false;
    }
    return true;
}

std::optional<qint64> EventCopies::startTableGame(const QString &club, qint64 event, int round, int table,
                                                 const Record &setup, StoreError *error)
{
    return m_records.create(setup, error, [&](qint64 game, StoreError *e) {
        return m_connection.runKept(
                   QStringLiteral(
                       "INSERT INTO club_attachments (game, club, event, round, table_no) VALUES (?, ?, ?, ?, ?)"),
                   {game, club, event, round, table}, e) != nullptr;
    });
}

std::optional<std::vector<PendingAttachment>> EventCopies::pending(const QString &club, StoreError *error) const
{
    // Sent once the server has the finished game as it is here (the club's service has read what was sent):
    // attached, it is the director's to change.
    QSqlQuery *query = m_connection.runKept(
        QStringLiteral("SELECT a.game, g.uid, a.event, a.round, a.table_no FROM club_attachments a"
                       " JOIN games g ON g.id = a.game JOIN club_games c ON c.game = a.game"
                       " WHERE a.club = ? AND a.state = 0 AND g.finished AND c.revision > 0 AND NOT c.disputed"
                       " AND c.sent_sha256 IS NULL"
                       " AND NOT EXISTS (SELECT 1 FROM club_outbox o WHERE o.game = a.game) ORDER BY a.game"),
        {club}, error);
    if (!query)
        return std::nullopt;
    std::vector<PendingAttachment> games;
    while (query->next()) {
        games.push_back({query->value(0).toLongLong(), query->value(1).toString(), query->value(2).toLongLong(),
                         query->value(3).toInt(), query->value(4).toInt()});
    }
    query->finish();
    return games;
}

bool EventCopies::attached(qint64 game, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        return m_connection.runKept(
                   QStringLiteral("UPDATE club_attachments SET state = 1, reason = NULL, refused_at = NULL"
                                  " WHERE game = ?"),
                   {game}, e) != nullptr;
    });
}

bool EventCopies::refused(qint64 game, const QString &reason, qint64 directorAudits, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        return m_connection.runKept(
                   QStringLiteral("UPDATE club_attachments SET state = 2, reason = ?, refused_at = ? WHERE game = ?"),
                   {reason, directorAudits, game}, e) != nullptr;
    });
}

std::optional<std::vector<RefusedAttachment>> EventCopies::refusals(StoreError *error) const
{
    QSqlQuery *query =
        m_connection.runKept(QStringLiteral("SELECT game, event, round, table_no, reason FROM club_attachments"
                                            " WHERE state = 2 ORDER BY game"),
                             {}, error);
    if (!query)
        return std::nullopt;
    std::vector<RefusedAttachment> refused;
    while (query->next()) {
        refused.push_back({query->value(0).toLongLong(), query->value(1).toLongLong(), query->value(2).toInt(),
                           query->value(3).toInt(), query->value(4).toString()});
    }
    query->finish();
    return refused;
}

} // namespace tornei
