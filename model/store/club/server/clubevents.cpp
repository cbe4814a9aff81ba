#include "clubevents.h"
#include "clubconnection.h"
#include "clubgames.h"
#include "clubplayers.h"
#include "gamerecords.h"
#include "json.h"
#include "playername.h"
#include "recordformat.h"
#include "seatindex.h"
#include "storeerror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace tornei {

namespace {

// ", position of seat 0's player, ..." of an event table `t`: each seat's
// player as their index in the event's list (NULL for the dummy's seat).
QString seatPositions()
{
    QString positions;
    for (int s = 0; s < SeatCount; ++s) {
        positions += QStringLiteral(", (SELECT p.position FROM tornei_club.event_players p"
                                    " WHERE p.event = t.event AND p.player = t.seat%1)")
                         .arg(s);
    }
    return positions;
}

} // namespace

StoreError ClubEvents::refusal(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    const QString reason = ClubConnection::serverReason(error);
    if (code == QLatin1String("42501")) {
        //: %1 is the club server's own reason, in English.
        return StoreError{tr("The club server refused: this login may not do that (%1).").arg(reason), 0, reason};
    }
    for (const char *refused : {"P0002", "55000", "22023", "23514", "23505"}) {
        if (code == QLatin1String(refused)) {
            //: %1 is the club server's own reason, in English.
            return StoreError{tr("The club server refused: %1.").arg(reason), 0, reason};
        }
    }
    return ClubConnection::serverError(error);
}

ClubEvents::ClubEvents(QSqlDatabase &db)
    : m_db(db)
{}

std::optional<QString> ClubEvents::call(const QString &sql, const QVariantList &values, StoreError *error)
{
    QSqlQuery query(m_db);
    // prepare() must succeed: QPSQL would otherwise send a malformed EXECUTE.
    if (query.prepare(sql)) {
        for (const QVariant &value : values)
            query.addBindValue(value);
        if (query.exec())
            return query.next() ? query.value(0).toString() : QString();
    }
    if (error)
        *error = refusal(query.lastError());
    m_refused = std::make_shared<QSqlQuery>(std::move(query));
    return std::nullopt;
}

bool ClubEvents::begin(bool readOnly, StoreError *error)
{
    QSqlQuery query(m_db);
    if (query.exec(readOnly ? QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                            : QStringLiteral("BEGIN")))
        return true;
    if (error)
        *error = ClubConnection::serverError(query.lastError());
    return false;
}

bool ClubEvents::commit(StoreError *error)
{
    QSqlQuery query(m_db);
    if (query.exec(QStringLiteral("COMMIT")))
        return true;
    if (error)
        *error = refusal(query.lastError());
    rollback();
    return false;
}

void ClubEvents::rollback()
{
    // A lost connection has no transaction left to end (and QSqlQuery would print that it is not open).
    if (m_db.isOpen())
        ClubConnection::rollback(m_db);
    m_refused.reset();
}

std::optional<QStringList> ClubEvents::clubIds(const QStringList &players, StoreError *error)
{
    for (const QString &player : players) {
        const QString problem = PlayerName::problem(PlayerName::normalized(player.trimmed()));
        if (!problem.isEmpty()) {
            if (error)
                //: %1 is a player's name as given, %2 what is wrong with it.
                *error = StoreError{tr("\"%1\" cannot be a player's name: %2").arg(player, problem)};
            return std::nullopt;
        }
    }
    ClubPlayers club(m_db);
    QStringList ids;
    for (const QString &player : players) {
        const QString stored = PlayerName::normalized(player.trimmed());
        // A name the club has is its player; a new one is added, as a laptop's sync adds one.
        const std::optional<QString> id = club.confirm(QUuid::createUuid().toString(QUuid::WithoutBraces), stored,
                                                       PlayerName::matchKey(stored), error);
        if (!id)
            return std::nullopt;
        ids << *id;
    }
    return ids;
}

std::optional<ClubEvent> ClubEvents::create(const QString &name, const QDate &date, int rounds,
                                            const QStringList &players, StoreError *error)
{
    const QString title = name.trimmed();
    if (title.isEmpty()) {
        if (error)
            *error = StoreError{tr("An event needs a name.")};
        return std::nullopt;
    }
    // Shown on every laptop and printed on the night's sheets: written as a player's name may be.
    if (const QString problem = PlayerName::problem(title); !problem.isEmpty()) {
        if (error) {
            //: %1 says what is wrong, in the words used for a player's name, e.g. "a player's name must not be
            //: longer than 100 characters".
            *error = StoreError{tr("That cannot be an event's name: it is held to the rules of a player's name, "
                                   "and %1.")
                                    .arg(problem)};
        }
        return std::nullopt;
    }
    if (!begin(false, error))
        return std::nullopt;
    const std::optional<QStringList> ids = clubIds(players, error);
    const std::optional<QString> created =
        ids ? call(QStringLiteral("SELECT tornei_club.create_event(?, ?::date, ?, ?::uuid[])"),
                   {title, date.toString(Qt::ISODate), rounds, QStringLiteral("{%1}").arg(ids->join(QLatin1Char(',')))},
                   error)
            : std::nullopt;
    if (!created) {
        rollback();
        return std::nullopt;
    }
    if (!commit(error))
        return std::nullopt;
    return event(created->toLongLong(), error);
}

std::optional<ClubEvent> ClubEvents::addPlayers(qint64 event, const QStringList &players, StoreError *error)
{
    if (!begin(false, error))
        return std::nullopt;
    const std::optional<QStringList> ids = clubIds(players, error);
    const std::optional<QString> added =
        ids ? call(QStringLiteral("SELECT tornei_club.add_event_players(?, ?::uuid[])"),
                   {event, QStringLiteral("{%1}").arg(ids->join(QLatin1Char(',')))}, error)
            : std::nullopt;
    if (!added) {
        rollback();
        return std::nullopt;
    }
    if (!commit(error))
        return std::nullopt;
    return this->event(event, error);
}

std::optional<ClubEvent> ClubEvents::event(qint64 id, StoreError *error)
{
    if (!begin(true, error))
        return std::nullopt;
    std::optional<ClubEvent> found = read(id, error);
    rollback();
    return found;
}

std::optional<std::vector<ClubEvent>> ClubEvents::list(StoreError *error)
{
    if (!begin(true, error))
        return std::nullopt;
    QSqlQuery query(m_db);
    std::vector<ClubEvent> events;
    if (!query.exec(QStringLiteral("SELECT id, name, date::text, rounds, closed FROM tornei_club.events"
                                   " ORDER BY date DESC, id DESC"))) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        rollback();
        return std::nullopt;
    }
    while (query.next()) {
        ClubEvent event;
        event.id = query.value(0).toLongLong();
        event.name = query.value(1).toString();
        event.date = QDate::fromString(query.value(2).toString(), Qt::ISODate);
        event.rounds = query.value(3).toInt();
        event.closed = query.value(4).toBool();
        events.push_back(event);
    }
    rollback();
    return events;
}

std::optional<ClubEvent> ClubEvents::read(qint64 id, StoreError *error)
{
    QSqlQuery query(m_db);
    const auto failed = [&]() -> std::optional<ClubEvent> {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    };
    if (!query.prepare(QStringLiteral("SELECT name, date::text, rounds, closed FROM tornei_club.events WHERE id = ?")))
        return failed();
    query.addBindValue(id);
    if (!query.exec())
        return failed();
    if (!query.next()) {
        if (error)
            *error = StoreError{tr("The club has no event %1.").arg(id)};
        return std::nullopt;
    }
    ClubEvent event;
    event.id = id;
    event.name = query.value(0).toString();
    event.date = QDate::fromString(query.value(1).toString(), Qt::ISODate);
    event.rounds = query.value(2).toInt();
    event.closed = query.value(3).toBool();
    if (!query.prepare(QStringLiteral("SELECT p.player::text, coalesce(p.name, r.name) FROM tornei_club.event_players p"
                                      " JOIN tornei_club.players r ON r.id = tornei_club.player_root(p.player)"
                                      " WHERE p.event = ? ORDER BY p.position")))
        return failed();
    query.addBindValue(id);
    if (!query.exec())
        return failed();
    while (query.next()) {
        event.playerIds << query.value(0).toString();
        event.players << query.value(1).toString();
    }
    return event;
}

bool ClubEvents::saveSeating(qint64 event, int round, const SeatedRound &seating, StoreError *error)
{
    std::vector<JsonValue> tables;
    for (const SeatedTable &table : seating.tables) {
        std::vector<JsonValue> seats;
        for (int player : table.seats)
            seats.push_back(player == SeatedTable::Dummy ? JsonValue() : JsonValue::integer(player));
        tables.push_back(JsonValue::object({{QStringLiteral("seats"), JsonValue::array(std::move(seats))},
                                            {QStringLiteral("firstDealer"), JsonValue::integer(table.firstDealer)}}));
    }
    std::vector<JsonValue> out;
    for (int player : seating.sittingOut)
        out.push_back(JsonValue::integer(player));
    const JsonValue json = JsonValue::object({{QStringLiteral("tables"), JsonValue::array(std::move(tables))},
                                              {QStringLiteral("sittingOut"), JsonValue::array(std::move(out))}});
    return call(QStringLiteral("SELECT tornei_club.seat_round(?, ?, ?::jsonb)"),
                {event, round, QString::fromUtf8(json.serialize(-1))}, error)
        .has_value();
}

std::optional<EventSeating> ClubEvents::seating(qint64 event, int round, StoreError *error)
{
    if (!begin(true, error))
        return std::nullopt;
    const std::optional<ClubEvent> found = read(event, error);
    if (!found) {
        rollback();
        return std::nullopt;
    }
    EventSeating seating;
    seating.round = round;
    seating.players = found->players;
    QSqlQuery query(m_db);
    const auto failed = [&]() -> std::optional<EventSeating> {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        rollback();
        return std::nullopt;
    };
    const QString positions = seatPositions();
    if (!query.prepare(QStringLiteral("SELECT t.first_dealer%1 FROM tornei_club.event_tables t"
                                      " WHERE t.event = ? AND t.round = ? ORDER BY t.table_no")
                           .arg(positions)))
        return failed();
    query.addBindValue(event);
    query.addBindValue(round);
    if (!query.exec())
        return failed();
    while (query.next()) {
        SeatedTable table;
        table.firstDealer = query.value(0).toInt();
        for (int s = 0; s < SeatCount; ++s)
            table.seats[at(s)] = query.value(1 + s).isNull() ? SeatedTable::Dummy : query.value(1 + s).toInt();
        seating.seated.tables.push_back(table);
    }
    if (!query.prepare(QStringLiteral("SELECT p.position FROM tornei_club.event_sitouts o"
                                      " JOIN tornei_club.event_players p ON p.event = o.event AND p.player = o.player"
                                      " WHERE o.event = ? AND o.round = ? ORDER BY p.position")))
        return failed();
    query.addBindValue(event);
    query.addBindValue(round);
    if (!query.exec())
        return failed();
    while (query.next())
        seating.seated.sittingOut.push_back(query.value(0).toInt());
    rollback();
    return seating;
}

std::optional<ClubEvents::Change> ClubEvents::change(const QString &sql, const QVariantList &values, StoreError *error)
{
    const std::optional<QString> outcome = call(sql, values, error);
    if (!outcome)
        return std::nullopt;
    return *outcome == QLatin1String("unchanged") ? Change::Unchanged : Change::Done;
}

std::optional<ClubEvents::Change> ClubEvents::attach(qint64 event, int round, int table, const QString &game,
                                                     StoreError *error)
{
    return change(QStringLiteral("SELECT tornei_club.attach_game(?, ?, ?, ?::uuid)"), {event, round, table, game}, error);
}

std::optional<ClubEvents::Change> ClubEvents::close(qint64 event, const QString &reason, StoreError *error)
{
    return change(QStringLiteral("SELECT tornei_club.close_event(?, ?)"), {event, reason}, error);
}

std::optional<ClubEvents::Change> ClubEvents::reopen(qint64 event, const QString &reason, StoreError *error)
{
    return change(QStringLiteral("SELECT tornei_club.reopen_event(?, ?)"), {event, reason}, error);
}

std::optional<ClubEvents::Change> ClubEvents::voidGame(qint64 event, const QString &game, const QString &reason,
                                                       StoreError *error)
{
    QString id = game.trimmed();
    if (id.startsWith(QLatin1Char('#')))
        id.remove(0, 1);
    bool isNumber = false;
    const qint64 number = id.toLongLong(&isNumber);
    const QVariant none(QMetaType::fromType<QString>());
    // The game found on the server, by its number or its id; the server says whose the void is first.
    return change(QStringLiteral("SELECT tornei_club.void_event_game(?, coalesce((SELECT g.id FROM tornei_club.games g"
                                 " WHERE g.number = ?), ?::uuid), ?)"),
                  {event, isNumber ? QVariant(number) : QVariant(qint64(-1)),
                   !isNumber && !QUuid::fromString(id).isNull() ? QVariant(id) : none, reason},
                  error);
}

std::optional<EventResults> ClubEvents::standings(qint64 event, StoreError *error)
{
    if (!begin(true, error))
        return std::nullopt;
    const std::optional<ClubEvent> found = read(event, error);
    if (!found) {
        rollback();
        return std::nullopt;
    }
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    const QString positions = seatPositions();
    // Each game attached, at its table's seats, with its totals and each seat's round figures.
    if (!query.prepare(QStringLiteral("SELECT g.voided, coalesce(s.finished, false), array_to_json(s.totals)::text,"
                                      " (SELECT string_agg(w.seat || ' ' || w.round_score || ' ' || w.complete_rounds,"
                                      " ',') FROM tornei_club.game_seats w WHERE w.game = x.game)%1"
                                      " FROM tornei_club.event_games x JOIN tornei_club.games g ON g.id = x.game"
                                      " JOIN tornei_club.event_tables t ON t.event = x.event AND t.round = x.round"
                                      " AND t.table_no = x.table_no"
                                      " LEFT JOIN tornei_club.game_summaries s ON s.game = x.game"
                                      " WHERE x.event = ? ORDER BY x.round, x.table_no, g.number")
                           .arg(positions))) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        rollback();
        return std::nullopt;
    }
    query.addBindValue(event);
    if (!query.exec()) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        rollback();
        return std::nullopt;
    }
    std::vector<EventGameResult> games;
    while (query.next()) {
        EventGameResult game;
        game.voided = query.value(0).toBool();
        game.finished = query.value(1).toBool();
        const QJsonArray totals = QJsonDocument::fromJson(query.value(2).toString().toUtf8()).array();
        for (int s = 0; s < SeatCount && s < totals.size(); ++s)
            game.totals[at(s)] = totals[s].toInt();
        for (const QString &seat : query.value(3).toString().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QStringList figures = seat.split(QLatin1Char(' '));
            const int s = figures.value(0).toInt();
            if (figures.size() == 3 && s >= 0 && s < SeatCount) {
                game.roundScores[at(s)] = figures[1].toInt();
                game.rounds[at(s)] = figures[2].toInt();
            }
        }
        for (int s = 0; s < SeatCount; ++s)
            game.players[at(s)] = query.value(4 + s).isNull() ? EventGameResult::Dummy : query.value(4 + s).toInt();
        games.push_back(game);
    }
    rollback();
    return EventResults{found->closed, EventStandings::compute(found->players, games)};
}

std::optional<std::vector<EventAuditEntry>> ClubEvents::audit(qint64 event, StoreError *error)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(
            QStringLiteral("SELECT round(extract(epoch FROM a.at) * 1000)::bigint, a.login, a.role, a.action,"
                           " g.number, a.reason FROM tornei_club.event_audit a"
                           " LEFT JOIN tornei_club.games g ON g.id = a.game WHERE a.event = ? ORDER BY a.id"))) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    query.addBindValue(event);
    if (!query.exec()) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    std::vector<EventAuditEntry> entries;
    while (query.next()) {
        entries.push_back({QDateTime::fromMSecsSinceEpoch(query.value(0).toLongLong(), Qt::UTC),
                           query.value(1).toString(), query.value(2).toString(), query.value(3).toString(),
                           query.value(4).toLongLong(), query.value(5).toString()});
    }
    return entries;
}

// ClubEvents: the games at an event's tables and who is asking, for a director's window.

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

// ClubEvents: the event's page.

QString ClubEvents::newPageToken()
{
    std::array<quint32, 4> bits{};
    QRandomGenerator::system()->fillRange(bits.data(), bits.size());
    QString token;
    for (quint32 word : bits)
        token += QStringLiteral("%1").arg(word, 8, 16, QLatin1Char('0'));
    return token;
}

std::optional<QString> ClubEvents::pageToken(qint64 event, bool renew, StoreError *error)
{
    return call(QStringLiteral("SELECT tornei_club.event_page(?, ?, ?)"), {event, newPageToken(), renew}, error);
}

std::optional<QString> ClubEvents::pageAddress(StoreError *error)
{
    QSqlQuery query(m_db);
    if (query.exec(QStringLiteral("SELECT coalesce((SELECT value FROM tornei_club.about WHERE key = 'page_address'),"
                                  " '')")) &&
        query.next())
        return query.value(0).toString();
    if (error)
        *error = ClubConnection::serverError(query.lastError());
    return std::nullopt;
}

QString ClubEvents::pagePath(const QString &token)
{
    return QStringLiteral("/night/%1/").arg(token);
}

QString ClubEvents::pageUrl(const QString &address, const QString &token)
{
    return address.isEmpty() ? QString() : address + pagePath(token);
}

std::optional<QString> ClubEvents::shownPageUrl(qint64 event, StoreError *error)
{
    const std::optional<QString> role = callerRole(error);
    if (!role)
        return std::nullopt;
    if (*role != QLatin1String("director"))
        return QString();
    const std::optional<QString> address = pageAddress(error);
    if (!address || address->isEmpty())
        return address;
    const std::optional<QString> token = pageToken(event, false, error);
    if (!token)
        return std::nullopt;
    return pageUrl(*address, *token);
}

// ClubEvents: a game sent to the club and attached to its table in one go.

std::optional<std::array<QString, SeatCount>> ClubEvents::seatsAt(qint64 event, int round, int table,
                                                                  const Record &record, StoreError *error)
{
    QSqlQuery query(m_db);
    const auto failed = [&]() -> std::optional<std::array<QString, SeatCount>> {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    };
    // The table's players as they count now, with their names.
    QString seats;
    for (int s = 0; s < SeatCount; ++s) {
        seats +=
            QStringLiteral("%1tornei_club.player_root(t.seat%2)::text,"
                           " (SELECT p.name FROM tornei_club.players p WHERE p.id = tornei_club.player_root(t.seat%2))")
                .arg(s == 0 ? QString() : QStringLiteral(", "))
                .arg(s);
    }
    if (!query.prepare(QStringLiteral("SELECT %1 FROM tornei_club.event_tables t"
                                      " WHERE t.event = ? AND t.round = ? AND t.table_no = ?")
                           .arg(seats)))
        return failed();
    query.addBindValue(event);
    query.addBindValue(round);
    query.addBindValue(table);
    if (!query.exec())
        return failed();
    std::array<QString, SeatCount> wanted;
    std::array<QString, SeatCount> wantedNames;
    // Without such a table the server's own refusal says why (not seated, no such table).
    const bool known = query.next();
    for (int s = 0; known && s < SeatCount; ++s) {
        wanted[at(s)] = query.value(2 * s).toString();
        wantedNames[at(s)] = query.value(2 * s + 1).toString();
    }
    std::array<QString, SeatCount> players;
    for (int s = 0; s < SeatCount; ++s) {
        const std::optional<QString> &name = record.seats[at(s)];
        QString found;
        QString foundName = name ? *name : QString();
        if (name) {
            // Names match as a laptop's sync matches them, to the player that name is now.
            const QString stored = PlayerName::normalized(name->trimmed());
            if (!query.prepare(QStringLiteral("SELECT tornei_club.player_root(id)::text FROM tornei_club.players"
                                              " WHERE name_key = ? AND merged_into IS NULL")))
                return failed();
            query.addBindValue(PlayerName::matchKey(stored));
            if (!query.exec())
                return failed();
            if (query.next())
                found = query.value(0).toString();
        }
        players[at(s)] = found;
        if (!known || (name && !found.isEmpty() && found == wanted[at(s)]) || (!name && wanted[at(s)].isEmpty()))
            continue;
        if (error) {
            const QString dummy = tr("the dummy");
            //: %1 seat number (0-3), %2 who sits there in the game, %3 table, %4 round, %5 who the table has there
            *error = StoreError{tr("Seat %1 of the game is %2, where table %3 of round %4 has %5: nothing was sent.")
                                    .arg(s)
                                    .arg(name ? foundName : dummy)
                                    .arg(table)
                                    .arg(round)
                                    .arg(wanted[at(s)].isEmpty() ? dummy : wantedNames[at(s)])};
        }
        return std::nullopt;
    }
    return players;
}

std::optional<qint64> ClubEvents::submitAndAttach(qint64 event, int round, int table, const Record &record,
                                                  StoreError *error)
{
    // Its seats checked against the table first, and the event open: a game that cannot be attached is not sent.
    if (!begin(true, error))
        return std::nullopt;
    const std::optional<std::array<QString, SeatCount>> players = seatsAt(event, round, table, record, error);
    std::optional<bool> closed;
    if (players) {
        QSqlQuery query(m_db);
        if (query.prepare(QStringLiteral("SELECT closed FROM tornei_club.events WHERE id = ?"))) {
            query.addBindValue(event);
            if (query.exec())
                closed = query.next() && query.value(0).toBool();
        }
        if (!closed && error)
            *error = ClubConnection::serverError(query.lastError());
    }
    rollback();
    if (!players || !closed)
        return std::nullopt;
    if (*closed) {
        if (error) {
            //: %1 is the event's number
            *error = StoreError{tr("event %1 is closed: a director reopens it first").arg(event)};
        }
        return std::nullopt;
    }
    // As a local import keeps it: the record a file can hold, dated by this import when it has no date,
    // and known by the checksum of the file it came from then, so that the same file imported at a
    // laptop too is the same game.
    Record exported = GameRecords::exportable(record);
    const QString source = GameRecords::hash(exported);
    if (!exported.started)
        exported.started = RecordFormat::startedNow();
    ClubSubmission game{QUuid::createUuid().toString(QUuid::WithoutBraces),
                        0,
                        QString(),
                        RecordFormat::write(exported),
                        GameRecords::identity(exported, source),
                        *players,
                        QString()};
    // The club's service reads it and writes the game: it is attached once the club has it.
    ClubGames games(m_db);
    const std::optional<std::vector<ClubReceipt>> receipts = games.submit(std::vector<ClubSubmission>{game}, error);
    if (!receipts)
        return std::nullopt;
    const QString id = receipts->front().game;
    if (!begin(false, error))
        return std::nullopt;
    const auto fail = [this]() -> std::optional<qint64> {
        rollback();
        return std::nullopt;
    };
    if (!attach(event, round, table, id, error))
        return fail();
    QSqlQuery query(m_db);
    if (!query.prepare(QStringLiteral("SELECT number FROM tornei_club.games WHERE id = ?::uuid"))) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return fail();
    }
    query.addBindValue(id);
    if (!query.exec() || !query.next()) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return fail();
    }
    const qint64 number = query.value(0).toLongLong();
    if (!commit(error))
        return std::nullopt;
    return number;
}

} // namespace tornei
