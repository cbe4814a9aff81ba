#include "clubgames.h"

#include "clubconnection.h"
#include "clubplayers.h"
#include "json.h"
#include "recordformat.h"
#include "seatindex.h"
#include "storeerror.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QDeadlineTimer>
#include <QThread>


#include <algorithm>
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

// A text[] in the server's binary form (array_recv): a dimension, no nulls,
// each element its length and bytes; integers big-endian.
QByteArray textArray(const std::vector<QByteArray> &items)
{
    constexpr quint32 TextOid = 25;
    QByteArray out;
    const auto put = [&out](quint32 value) {
        const char bytes[4] = {static_cast<char>(value >> 24), static_cast<char>(value >> 16),
                               static_cast<char>(value >> 8), static_cast<char>(value)};
        out.append(bytes, 4);
    };
    put(1);
    put(0);
    put(TextOid);
    put(static_cast<quint32>(items.size()));
    put(1);
    for (const QByteArray &item : items) {
        put(static_cast<quint32>(item.size()));
        out += item;
    }
    return out;
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

std::optional<std::vector<qint64>> ClubGames::send(const std::vector<ClubSubmission> &games, StoreError *error)
{
    // The games as one JSON array, a game per object, and their records beside it as a text array
    // (see submit_games in club.sql).
    QByteArray batch = "[";
    std::vector<QByteArray> records;
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
        batch += ",\"players\":[";
        for (int s = 0; s < SeatCount; ++s) {
            if (s > 0)
                batch += ',';
            if (game.seatPlayers[at(s)].isEmpty())
                batch += "null";
            else
                JsonValue::writeString(batch, game.seatPlayers[at(s)]);
        }
        batch += "],\"reason\":";
        if (game.reason.isEmpty())
            batch += "null";
        else
            JsonValue::writeString(batch, game.reason);
        batch += '}';
        records.push_back(game.record);
    }
    batch += ']';
    const auto rows = ClubConnection::execute(m_db, "SELECT game, ticket FROM tornei_club.submit_games($1::jsonb, $2::text[])",
                                              {batch, textArray(records)}, error, {false, true});
    if (!rows)
        return std::nullopt;
    if (rows->size() != games.size()) {
        if (error) {
            //: %1 is how many games were sent, %2 how many answers came back.
            *error = StoreError{tr("The club server answered %2 of the %1 games sent.").arg(games.size()).arg(rows->size())};
        }
        return std::nullopt;
    }
    std::vector<qint64> tickets;
    for (const std::vector<QByteArray> &row : *rows)
        tickets.push_back(row[1].toLongLong());
    return tickets;
}

namespace {

// An inbox row's answer: its state, outcome, game, revision and rejection, as text.
std::optional<ClubAnswer> answerOf(const std::vector<QByteArray> &row, StoreError *error)
{
    ClubAnswer answer;
    const QByteArray &state = row[0];
    if (state.isNull())
        return answer;
    if (state == "waiting") {
        answer.state = ClubAnswer::State::Waiting;
    } else if (state == "rejected") {
        answer.state = ClubAnswer::State::Rejected;
        answer.rejection = QString::fromUtf8(row[4]);
    } else {
        const std::optional<ClubReceipt::Outcome> outcome = outcomeNamed(QString::fromUtf8(row[1]));
        if (!outcome) {
            if (error) {
                *error = StoreError{
                    ClubGames::tr("The club server answered in a way this app does not know (%1).")
                        .arg(QString::fromUtf8(row[1]))};
            }
            return std::nullopt;
        }
        answer.state = ClubAnswer::State::Done;
        answer.receipt = ClubReceipt{*outcome, QString::fromUtf8(row[2]), row[3].toInt()};
    }
    return answer;
}

} // namespace

std::optional<std::vector<ClubAnswer>> ClubGames::answers(const std::vector<std::pair<QString, QString>> &sent,
                                                          StoreError *error)
{
    if (sent.empty())
        return std::vector<ClubAnswer>{};
    QByteArray games;
    QByteArray shas;
    for (const auto &[game, sha] : sent) {
        games += (games.isEmpty() ? "" : ",") + game.toLatin1();
        shas += (shas.isEmpty() ? "" : ",") + sha.toLatin1();
    }
    const auto rows = ClubConnection::execute(
        m_db,
        "SELECT i.state, i.outcome, i.result_game, i.result_revision, i.rejection"
        " FROM unnest(string_to_array($1, ',')::uuid[], string_to_array($2, ',')) WITH ORDINALITY AS s(game, sha, n)"
        // By this login's submission of that text, too: the game may have taken the club's id since.
        " LEFT JOIN LATERAL (SELECT * FROM tornei_club.inbox x WHERE x.sent_sha256 = s.sha"
        " AND (x.game = s.game OR x.submitted_by = session_user) ORDER BY x.id DESC LIMIT 1) i ON true ORDER BY s.n",
        {games, shas}, error);
    if (!rows)
        return std::nullopt;
    std::vector<ClubAnswer> answers;
    for (const std::vector<QByteArray> &row : *rows) {
        std::optional<ClubAnswer> answer = answerOf(row, error);
        if (!answer)
            return std::nullopt;
        answers.push_back(std::move(*answer));
    }
    return answers;
}

std::optional<std::vector<ClubAnswer>> ClubGames::await(const std::vector<qint64> &tickets, int timeoutMs,
                                                        StoreError *error)
{
    QByteArray ids;
    for (qint64 ticket : tickets)
        ids += (ids.isEmpty() ? "" : ",") + QByteArray::number(ticket);
    QDeadlineTimer deadline(timeoutMs);
    for (int pause = 5;; pause = std::min(pause * 2, 200)) {
        const auto rows =
            ClubConnection::execute(m_db,
                                    "SELECT i.state, i.outcome, i.result_game, i.result_revision, i.rejection"
                                    " FROM unnest(string_to_array($1, ',')::bigint[]) WITH ORDINALITY AS t(id, n)"
                                    " LEFT JOIN tornei_club.inbox i ON i.id = t.id ORDER BY t.n",
                                    {ids}, error);
        if (!rows)
            return std::nullopt;
        std::vector<ClubAnswer> answers;
        bool waiting = false;
        for (const std::vector<QByteArray> &row : *rows) {
            std::optional<ClubAnswer> answer = answerOf(row, error);
            if (!answer)
                return std::nullopt;
            waiting = waiting || answer->state == ClubAnswer::State::Waiting;
            answers.push_back(std::move(*answer));
        }
        if (!waiting || deadline.hasExpired())
            return answers;
        QThread::msleep(static_cast<unsigned long>(std::min<qint64>(pause, deadline.remainingTime())));
    }
}

std::optional<std::vector<ClubReceipt>> ClubGames::submit(const std::vector<ClubSubmission> &games, StoreError *error)
{
    const std::optional<std::vector<qint64>> tickets = send(games, error);
    const std::optional<std::vector<ClubAnswer>> answers =
        tickets ? await(*tickets, ServiceTimeoutMs, error) : std::nullopt;
    if (!answers)
        return std::nullopt;
    std::vector<ClubReceipt> receipts;
    for (const ClubAnswer &answer : *answers) {
        if (answer.state == ClubAnswer::State::Rejected) {
            if (error) {
                //: %1 is the club's reason
                *error = StoreError{tr("The club refused the game: %1").arg(answer.rejection)};
            }
            return std::nullopt;
        }
        if (answer.state != ClubAnswer::State::Done) {
            if (error) {
                *error = StoreError{tr("The club's service has not read the game yet: it counts once the "
                                       "service is running (tornei-cli club serve).")};
            }
            return std::nullopt;
        }
        receipts.push_back(answer.receipt);
    }
    return receipts;
}

std::optional<ClubReceipt> ClubGames::submit(const QString &id, int base, const QString &previousSha,
                                             const QByteArray &record, const QString &recordSha256,
                                             const std::array<QString, SeatCount> &seatPlayers, StoreError *error)
{
    const std::optional<std::vector<ClubReceipt>> receipts =
        submit(std::vector<ClubSubmission>{{id, base, previousSha, record, recordSha256, seatPlayers, {}}}, error);
    if (!receipts)
        return std::nullopt;
    return receipts->front();
}

std::optional<std::vector<ClubReceipt>> ClubGames::derive(const QByteArray &batch,
                                                          const std::vector<QByteArray> &records,
                                                          const QByteArray &seats, StoreError *error)
{
    const std::size_t count = records.size();
    const auto rows = ClubConnection::execute(
        m_db,
        "SELECT outcome, game, revision FROM tornei_club.derive_games($1::jsonb, $2::text[],"
        " $3::tornei_club.game_seats[])",
        {batch, textArray(records), seats}, error, {false, true, false});
    if (!rows)
        return std::nullopt;
    std::vector<ClubReceipt> receipts;
    for (const std::vector<QByteArray> &row : *rows) {
        const std::optional<ClubReceipt::Outcome> outcome = outcomeNamed(QString::fromUtf8(row[0]));
        if (!outcome) {
            if (error)
                *error = StoreError{tr("The club server answered in a way this app does not know (%1).")
                                        .arg(QString::fromUtf8(row[0]))};
            return std::nullopt;
        }
        receipts.push_back(ClubReceipt{*outcome, QString::fromUtf8(row[1]), row[2].toInt()});
    }
    if (receipts.size() != count) {
        if (error)
            *error = StoreError{tr("The club server answered %2 of the %1 games sent.").arg(count).arg(receipts.size())};
        return std::nullopt;
    }
    return receipts;
}

std::optional<std::vector<ClubGame>> ClubGames::changedSince(const ClubCursor &after, int limit, StoreError *error)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    // At most PageBytes of records besides (the first game whatever its size): 200 records near the
    // reader's limit would be 800 MB in a laptop's memory, twice with the page read ahead.
    if (!query.prepare(gameColumns() +
                       QStringLiteral(" WHERE g.id IN (SELECT p.id FROM (SELECT q.id, row_number() OVER w AS n,"
                                      " sum(octet_length(q.record)) OVER w AS upto FROM tornei_club.games q"
                                      " WHERE (q.xid, q.changed) > (?::text::xid8, ?)"
                                      " AND q.xid < pg_snapshot_xmin(pg_current_snapshot())"
                                      " WINDOW w AS (ORDER BY q.xid, q.changed) ORDER BY q.xid, q.changed LIMIT ?) p"
                                      " WHERE p.n = 1 OR p.upto <= ?)"
                                      " ORDER BY g.xid, g.changed"))) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    query.addBindValue(QString::number(after.xid));
    query.addBindValue(after.change);
    query.addBindValue(limit);
    query.addBindValue(PageBytes);
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

std::optional<ClubGames::Removal> ClubGames::remove(const QString &id, StoreError *error)
{
    QSqlQuery query(m_db);
    if (!query.prepare(QStringLiteral("SELECT tornei_club.remove_game(?::uuid)"))) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    query.addBindValue(id);
    if (!query.exec() || !query.next()) {
        // A game of a closed event stays as it is until a director reopens the event.
        if (query.lastError().nativeErrorCode() == QLatin1String("55000"))
            return Removal::Refused;
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
