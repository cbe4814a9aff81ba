#include "clubgames.h"

#include "clubconnection.h"
#include "clubplayers.h"
#include "clubresults.h"
#include "json.h"
#include "recordformat.h"
#include "seatindex.h"
#include "storeerror.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <libpq-fe.h>

#include <memory>

namespace tornei {

namespace {

bool failed(StoreError *error, const QSqlError &sqlError)
{
    if (error)
        *error = ClubConnection::serverError(sqlError);
    return false;
}

std::optional<ClubReceipt::Outcome> outcomeNamed(const QString &name)
{
    using Outcome = ClubReceipt::Outcome;
    static const std::pair<const char *, Outcome> names[] = {
        {"added", Outcome::Added},         {"revised", Outcome::Revised},   {"unchanged", Outcome::Unchanged},
        {"same-game", Outcome::SameGame}, {"disputed", Outcome::Disputed},
    };
    for (const auto &[text, outcome] : names) {
        if (name == QLatin1String(text))
            return outcome;
    }
    return std::nullopt;
}

// A game's columns as ClubGames::games() reads them, the seats' players as
// "seat=player,..." (each the player they count as now).
QString gameColumns()
{
    return QLatin1String(ClubPlayers::Chain) +
           QStringLiteral("SELECT g.id, g.revision, g.record, g.record_sha256, g.submitted_by, g.voided,"
                   " EXISTS (SELECT 1 FROM tornei_club.disputes d WHERE d.game = g.id), g.xid::text::bigint, g.changed,"
                   " (SELECT string_agg(s.seat || '=' || c.root, ',') FROM tornei_club.game_seats s"
                   " JOIN chain c ON c.id = s.player WHERE s.game = g.id)"
                   " FROM tornei_club.games g");
}

} // namespace

ClubGames::ClubGames(QSqlDatabase &db) : m_db(db) {}

std::optional<ClubReceipt> ClubGames::submit(const QString &id, int base, const QString &previousSha,
                                             const QByteArray &record, const QString &recordSha256,
                                             const std::array<QString, SeatCount> &seatPlayers, StoreError *error)
{
    const std::optional<std::vector<ClubReceipt>> receipts =
        submit(std::vector<ClubSubmission>{{id, base, previousSha, record, recordSha256, seatPlayers}}, error);
    if (!receipts)
        return std::nullopt;
    return receipts->front();
}

std::optional<std::vector<ClubReceipt>> ClubGames::submit(const std::vector<ClubSubmission> &games, StoreError *error)
{
    return submitBatch(batch(games), games.size(), error);
}

QByteArray ClubGames::batch(const std::vector<ClubSubmission> &games)
{
    // One JSON array, a game per object (see submit_games in club.sql).
    QByteArray batch = "[";
    for (const ClubSubmission &game : games) {
        if (batch.size() > 1)
            batch += ',';
        batch += "{\"id\":";
        JsonValue::writeString(batch, game.id);
        batch += ",\"base\":" + QByteArray::number(game.base) + ",\"previous\":";
        if (game.previousSha.isEmpty())
            batch += "null";
        else
            JsonValue::writeString(batch, game.previousSha);
        batch += ",\"sha\":";
        JsonValue::writeString(batch, game.recordSha256);
        batch += ",\"record\":";
        JsonValue::writeUtf8String(batch, game.record);
        batch += ",\"results\":";
        // The rules engine's results of the record; none for a record it cannot read.
        if (game.parsed) {
            batch += ClubResults::json(*game.parsed, game.seatPlayers);
        } else {
            RecordError unreadable;
            const std::optional<Record> parsed = RecordFormat::read(game.record, &unreadable);
            batch += parsed ? ClubResults::json(*parsed, game.seatPlayers) : QByteArray("null");
        }
        batch += '}';
    }
    batch += ']';
    return batch;
}

std::optional<std::vector<ClubReceipt>> ClubGames::submitBatch(const QByteArray &batch, std::size_t count,
                                                               StoreError *error)
{
    // Straight through libpq on QPSQL's own connection (so in its transaction): the batch goes as a
    // parameter of one statement, where QPSQL would quote it into the text of an EXECUTE, which the
    // server then has to read character by character, after a PREPARE of its own.
    const QVariant handle = m_db.isOpen() ? m_db.driver()->handle() : QVariant();
    // QPSQL's handle is a PGconn (whose struct is pg_conn).
    PGconn *connection = handle.isValid() && (qstrcmp(handle.typeName(), "pg_conn*") == 0 ||
                                              qstrcmp(handle.typeName(), "PGconn*") == 0)
                             ? *static_cast<PGconn *const *>(handle.constData())
                             : nullptr;
    if (!connection) {
        failed(error, QSqlError(tr("Not connected to the club server."), QString(), QSqlError::ConnectionError));
        return std::nullopt;
    }
    const char *values[] = {batch.constData()};
    const int lengths[] = {static_cast<int>(batch.size())};
    const int formats[] = {0};
    const std::unique_ptr<PGresult, decltype(&PQclear)> result(
        PQexecParams(connection, "SELECT outcome, game, revision FROM tornei_club.submit_games($1::jsonb)", 1, nullptr,
                     values, lengths, formats, 0),
        &PQclear);
    if (PQresultStatus(result.get()) != PGRES_TUPLES_OK) {
        const char *state = PQresultErrorField(result.get(), PG_DIAG_SQLSTATE);
        failed(error, QSqlError(QString(), QString::fromUtf8(result ? PQresultErrorMessage(result.get()) : PQerrorMessage(connection)),
                                QSqlError::StatementError,
                                QString::fromLatin1(state ? state : "")));
        return std::nullopt;
    }
    const int rows = PQntuples(result.get());
    std::vector<ClubReceipt> receipts;
    receipts.reserve(count);
    for (int row = 0; row < rows; ++row) {
        const QString name = QString::fromUtf8(PQgetvalue(result.get(), row, 0));
        const std::optional<ClubReceipt::Outcome> outcome = outcomeNamed(name);
        if (!outcome) {
            if (error)
                *error = StoreError{tr("The club server answered in a way this app does not know (%1).").arg(name)};
            return std::nullopt;
        }
        receipts.push_back(ClubReceipt{*outcome, QString::fromUtf8(PQgetvalue(result.get(), row, 1)),
                                       QByteArray(PQgetvalue(result.get(), row, 2)).toInt()});
    }
    if (receipts.size() != count) {
        if (error) {
            //: %1 is how many games were sent, %2 how many answers came back.
            *error = StoreError{tr("The club server answered %2 of the %1 games sent.").arg(count).arg(receipts.size())};
        }
        return std::nullopt;
    }
    return receipts;
}

bool ClubGames::giveReasons(const std::vector<std::pair<QString, QString>> &reasons, StoreError *error)
{
    std::vector<JsonValue::Member> members;
    for (const auto &[game, reason] : reasons)
        members.push_back({game, JsonValue::string(reason)});
    QSqlQuery query(m_db);
    if (!query.prepare(QStringLiteral("SELECT set_config('tornei_club.reasons', ?, true)")))
        return failed(error, query.lastError());
    query.addBindValue(QString::fromUtf8(JsonValue::object(std::move(members)).serialize()));
    return query.exec() || failed(error, query.lastError());
}

std::optional<std::vector<ClubGame>> ClubGames::changedSince(const ClubCursor &after, int limit, StoreError *error)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(gameColumns() + QStringLiteral(" WHERE (g.xid, g.changed) > (?::text::xid8, ?)"
                                                    " AND g.xid < pg_snapshot_xmin(pg_current_snapshot())"
                                                    " ORDER BY g.xid, g.changed LIMIT ?"))) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    query.addBindValue(QString::number(after.xid));
    query.addBindValue(after.change);
    query.addBindValue(limit);
    return games(query, error);
}

std::optional<std::vector<ClubGame>> ClubGames::fetch(const QStringList &ids, StoreError *error)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(gameColumns() +
                       QStringLiteral(" WHERE g.id = ANY (string_to_array(?, ',')::uuid[]) ORDER BY g.number"))) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    query.addBindValue(ids.join(QLatin1Char(',')));
    return games(query, error);
}

std::optional<std::vector<ClubGame>> ClubGames::games(QSqlQuery &query, StoreError *error)
{
    if (!query.exec()) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    std::vector<ClubGame> games;
    while (query.next()) {
        ClubGame game{query.value(0).toString(), query.value(1).toInt(), query.value(2).toString().toUtf8(),
                      query.value(3).toString(), query.value(4).toString(), query.value(5).toBool(),
                      query.value(6).toBool(), ClubCursor{query.value(7).toLongLong(), query.value(8).toLongLong()}, {}};
        for (const QString &seat : query.value(9).toString().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const int s = seat.section(QLatin1Char('='), 0, 0).toInt();
            if (s >= 0 && s < SeatCount)
                game.seatPlayers[at(s)] = seat.section(QLatin1Char('='), 1);
        }
        games.push_back(std::move(game));
    }
    if (query.lastError().isValid()) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    return games;
}

bool ClubGames::begin(StoreError *error)
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("BEGIN"))) {
        failed(error, query.lastError());
        QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
        return false;
    }
    return true;
}

bool ClubGames::commit(StoreError *error)
{
    QSqlQuery query(m_db);
    if (query.exec(QStringLiteral("COMMIT")))
        return true;
    failed(error, query.lastError());
    QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    return false;
}

void ClubGames::rollback()
{
    QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
}

std::optional<ClubGames::State> ClubGames::state(const QString &id, StoreError *error)
{
    QSqlQuery query(m_db);
    if (!query.prepare(QStringLiteral("SELECT revision, encode(sha256(convert_to(record, 'UTF8')), 'hex')"
                                      " FROM tornei_club.games WHERE id = ?::uuid"))) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    query.addBindValue(id);
    if (!query.exec()) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    if (!query.next())
        return std::nullopt;
    return State{query.value(0).toInt(), query.value(1).toString()};
}

std::optional<ClubGames::Removal> ClubGames::remove(const QString &id, StoreError *error)
{
    QSqlQuery query(m_db);
    if (!query.prepare(QStringLiteral("SELECT tornei_club.remove_game(?::uuid)"))) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    query.addBindValue(id);
    if (!query.exec() || !query.next()) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    const QString outcome = query.value(0).toString();
    if (outcome == QLatin1String("voided"))
        return Removal::Voided;
    if (outcome == QLatin1String("requested"))
        return Removal::Requested;
    return Removal::Unchanged;
}

} // namespace tornei
