#include "storeconnection.h"

#include "playerratings.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>

#include <QDeadlineTimer>
#include <QSqlDriver>
#include <QVariant>
#include <sqlite3.h>

namespace tornei {

namespace {

bool failed(StoreError *error, const QSqlError &sqlError)
{
    if (error)
        *error = StoreError::fromSql(sqlError);
    return false;
}

} // namespace

bool StoreConnection::run(const QString &sql, StoreError *error) const
{
    QSqlQuery query(db);
    return query.exec(sql) || failed(error, query.lastError());
}

std::optional<qint64> StoreConnection::dataVersion(StoreError *error) const
{
    if (!db.isOpen()) {
        if (error)
            *error = StoreError::noDatabase();
        return std::nullopt;
    }
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA data_version")) || !query.next()) {
        failed(error, query.lastError());
        return std::nullopt;
    }
    const qint64 version = query.value(0).toLongLong();
    query.finish(); // no read transaction left open
    return version;
}

bool StoreConnection::prepare(QSqlQuery &query, const QString &sql, StoreError *error) const
{
    return query.prepare(sql) || failed(error, query.lastError());
}

QSqlQuery *StoreConnection::runKept(const QString &sql, const QVariantList &values, StoreError *error) const
{
    QSqlQuery *query = cached(sql, error);
    if (!query)
        return nullptr;
    for (int i = 0; i < values.size(); ++i)
        query->bindValue(i, values.at(i));
    return exec(*query, error) ? query : nullptr;
}

std::optional<QVariant> StoreConnection::keptValue(const QString &sql, const QVariantList &values,
                                                   StoreError *error) const
{
    QSqlQuery *query = runKept(sql, values, error);
    if (!query)
        return std::nullopt;
    const QVariant found = query->next() ? query->value(0) : QVariant();
    query->finish();
    return found;
}

bool StoreConnection::exec(QSqlQuery &query, StoreError *error) const
{
    return query.exec() || failed(error, query.lastError());
}

QSqlQuery *StoreConnection::cached(const QString &sql, StoreError *error) const
{
    auto found = m_statements.find(sql);
    if (found == m_statements.end()) {
        QSqlQuery query(db);
        if (!prepare(query, sql, error))
            return nullptr;
        found = m_statements.insert(sql, std::move(query));
    }
    return &found.value();
}

namespace {

int askAgainSoon(void *limit, int tries)
{
    // Timed from the first try of this wait (`tries` counts from 0 for each).
    thread_local std::chrono::steady_clock::time_point since;
    const auto now = std::chrono::steady_clock::now();
    if (tries == 0)
        since = now;
    const auto waited = now - since;
    if (waited >= std::chrono::milliseconds(reinterpret_cast<std::intptr_t>(limit)))
        return 0;
    // Short sleeps at first: what holds the lock is most often another
    // connection's single write (a sync's game, a card), over in a fraction
    // of a millisecond, and a card must not wait a whole millisecond more.
    // Then longer ones, for a long write or another process's transaction.
    std::this_thread::sleep_for(waited < std::chrono::milliseconds(20) ? std::chrono::microseconds(50)
                                                                       : std::chrono::milliseconds(1));
    return 1;
}

// SQLite's own automatic checkpoint: at 1,000 pages of log.
constexpr int AutomaticCheckpointPages = 1000;

// SQLite's WAL hook, in place of its own (sqlite3WalDefaultHook), which a
// hook replaces: notes the log's length, and copies the log into the file
// once it is long, as that one did.
int noteLog(void *pages, sqlite3 *handle, const char *database, int length)
{
    *static_cast<int *>(pages) = length;
    if (length >= AutomaticCheckpointPages)
        sqlite3_wal_checkpoint(handle, database);
    return SQLITE_OK;
}

} // namespace

namespace {

std::atomic<int> waitingWriters{0};

} // namespace

bool StoreConnection::writerWaiting()
{
    return waitingWriters.load(std::memory_order_relaxed) > 0;
}

void StoreConnection::giveWay(int milliseconds)
{
    const QDeadlineTimer deadline(milliseconds);
    while (writerWaiting() && !deadline.hasExpired())
        std::this_thread::sleep_for(std::chrono::microseconds(100));
}

std::optional<QByteArray> StoreConnection::ratingsMark(StoreError *error) const
{
    // A file before version 9 keeps no ratings until its upgrade, which is
    // the only write it gets.
    if (!m_keepsRatings) {
        SqliteStatement *kept = native("SELECT 1 FROM sqlite_schema WHERE name = 'ratings_from'", error);
        std::optional<qint64> found;
        if (!kept || !kept->fetchInteger(&found, error))
            return std::nullopt;
        if (!found)
            return QByteArray();
        m_keepsRatings = true;
    }
    SqliteStatement *from = native("SELECT started_utc || '|' || rating_key FROM ratings_from", error);
    QByteArray mark;
    if (!from || !from->forEachRow(
                     [&mark](const SqliteStatement &row) {
                         mark = row.bytes(0).toByteArray();
                         return true;
                     },
                     error))
        return std::nullopt;
    return mark;
}

bool StoreConnection::followChanges(StoreError *error) const
{
    if (deferRatings)
        return true;
    const std::optional<QByteArray> mark = ratingsMark(error);
    if (!mark)
        return false;
    if (!m_keepsRatings)
        return true;
    // Left by a connection that deferred them (a sync storing games), and not
    // moved by this transaction: that connection rates them, a part at a time,
    // so that a card entered meanwhile never waits for all of it.
    if (!mark->isEmpty() && *mark == m_ratingsMarkAtBegin)
        return true;
    return PlayerRatings(*this).catchUp(error);
}

bool StoreConnection::beginWriting(StoreError *error) const
{
    waitingWriters.fetch_add(1, std::memory_order_relaxed);
    const bool begun = run(QStringLiteral("BEGIN IMMEDIATE"), error);
    waitingWriters.fetch_sub(1, std::memory_order_relaxed);
    return begun;
}

void StoreConnection::waitWhileBusy(int milliseconds) const
{
    const QVariant driverHandle = db.isOpen() ? db.driver()->handle() : QVariant();
    if (!driverHandle.isValid() || qstrcmp(driverHandle.typeName(), "sqlite3*") != 0)
        return;
    sqlite3 *handle = *static_cast<sqlite3 *const *>(driverHandle.constData());
    sqlite3_busy_handler(handle, milliseconds > 0 ? &askAgainSoon : nullptr,
                         reinterpret_cast<void *>(static_cast<std::intptr_t>(milliseconds)));
}

void StoreConnection::followLog()
{
    m_logPages = 0;
    const QVariant driverHandle = db.isOpen() ? db.driver()->handle() : QVariant();
    if (!driverHandle.isValid() || qstrcmp(driverHandle.typeName(), "sqlite3*") != 0)
        return;
    sqlite3_wal_hook(*static_cast<sqlite3 *const *>(driverHandle.constData()), &noteLog, &m_logPages);
}

SqliteStatement *StoreConnection::native(const char *sql, StoreError *error) const
{
    auto found = m_nativeStatements.find(sql);
    if (found == m_nativeStatements.end()) {
        sqlite3 *handle = nullptr;
        const QVariant driverHandle = db.isOpen() ? db.driver()->handle() : QVariant();
        if (driverHandle.isValid() && qstrcmp(driverHandle.typeName(), "sqlite3*") == 0)
            handle = *static_cast<sqlite3 *const *>(driverHandle.constData());
        auto statement = std::make_unique<SqliteStatement>(handle, QByteArray(sql));
        if (!statement->isValid()) {
            if (error)
                *error = statement->prepareError();
            return nullptr;
        }
        found = m_nativeStatements.emplace(sql, std::move(statement)).first;
    }
    return found->second.get();
}

void StoreConnection::clearStatements()
{
    m_statements.clear();
    m_nativeStatements.clear();
    // The next file opened may be of a version without the ratings.
    m_keepsRatings = false;
}

} // namespace tornei
