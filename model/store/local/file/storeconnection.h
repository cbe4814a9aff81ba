#pragma once

#include "sqlitestatement.h"
#include "storeerror.h"
#include "storeevents.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <memory>
#include <optional>
#include <unordered_map>
#include <utility>

namespace tornei {

// The one SQLite connection every part of the store works through: its
// statements, prepared once and kept; its write transactions; and, once each
// of them is committed, what it changed, said through StoreEvents. Knows
// nothing of games, players or how the file was opened.
struct StoreConnection
{
    QSqlDatabase db;
    bool readOnly = false;
    QString readOnlyReason;
    // Says what each commit changed (none on a connection of its own for a check or a backup).
    std::unique_ptr<StoreEvents> events;
    // What the transaction under way has changed, said once it is committed.
    StoreChange pending;
    // While set, this connection's commits leave the players' ratings to be
    // rated later (PlayerRatings::catchUp with a limit): a sync storing many
    // games, each of which could move the ratings of every game after it.
    bool deferRatings = false;

    bool isOpen() const { return db.isValid() && db.isOpen(); }

    // A statement prepared once per connection and kept (preparing costs more
    // than running the small statements an import repeats); nullptr on error.
    // Finish a SELECT after use so it keeps no read transaction open.
    QSqlQuery *cached(const QString &sql, StoreError *error) const;
    // A kept statement run with `values` bound in order; nullptr on error. A
    // SELECT's caller reads its rows, then finish()es it.
    QSqlQuery *runKept(const QString &sql, const QVariantList &values, StoreError *error) const;
    // The first column of a kept statement's first row (an invalid QVariant
    // without a row); nullopt on error.
    std::optional<QVariant> keptValue(const QString &sql, const QVariantList &values, StoreError *error) const;
    // The same through SQLite's own interface, for the statements an import
    // runs per row or per game; `sql` is a string literal (kept by its
    // address).
    SqliteStatement *native(const char *sql, StoreError *error) const;
    // Drops the kept statements: before the connection closes.
    void clearStatements();

    bool run(const QString &sql, StoreError *error) const;
    // How long SQLite's log was after this connection's last commit, in
    // pages (0 before its first). Followed once the file is open
    // (followLog()), with SQLite's own copy of a long log into the file (at
    // 1,000 pages, by the commit that reaches them) kept as it was.
    int logPages() const { return m_logPages; }
    void followLog();
    // How a statement waits for another connection's write lock, up to
    // `milliseconds`: it asks again every millisecond. SQLite's own wait
    // (busy_timeout) sleeps longer and longer between tries, so a table
    // entering a card could wait seconds behind a sync writing many short
    // transactions one after another; this way it waits at most about one.
    void waitWhileBusy(int milliseconds) const;
    // Whether a write transaction of this process (any connection, any
    // thread) is waiting for SQLite's write lock right now.
    static bool writerWaiting();
    // A long background job (a sync storing games) lets the table go first:
    // waits, up to `milliseconds`, until no writer of this process is
    // waiting. SQLite's lock is not fair: a writer that commits and begins
    // again at once can keep a waiting one out for several transactions.
    static void giveWay(int milliseconds);
    // SQLite's PRAGMA data_version: it changes when another connection (here
    // or in another program) has committed, never for this one's own
    // changes. nullopt (with the reason) when it cannot be read.
    std::optional<qint64> dataVersion(StoreError *error = nullptr) const;
    bool exec(QSqlQuery &query, StoreError *error) const;
    bool prepare(QSqlQuery &query, const QString &sql, StoreError *error) const;
    // Runs `body` (bool(StoreError *)) in one write transaction: committed
    // when it returns true, else rolled back with its error; what it recorded
    // in `pending` is said after the commit.
    template <typename Body> bool transaction(StoreError *error, Body body);

private:
    // Brings what the database keeps derived from the games in other ways
    // than their own rows (the players' ratings) up to date with what the
    // transaction changed, before it commits.
    bool followChanges(StoreError *error) const;
    // Where the ratings are noted to be rated again from ("started|uid"),
    // empty when they are up to date or not kept; nullopt on error.
    std::optional<QByteArray> ratingsMark(StoreError *error) const;
    // BEGIN IMMEDIATE, counted as waiting (writerWaiting()) until it returns.
    bool beginWriting(StoreError *error) const;

    int m_logPages = 0;
    mutable bool m_keepsRatings = false;
    mutable QByteArray m_ratingsMarkAtBegin;
    mutable QHash<QString, QSqlQuery> m_statements;
    mutable std::unordered_map<const char *, std::unique_ptr<SqliteStatement>> m_nativeStatements;
};

template <typename Body> bool StoreConnection::transaction(StoreError *error, Body body)
{
    const auto fail = [error](const StoreError &e) {
        if (error)
            *error = e;
        return false;
    };
    if (!db.isOpen())
        return fail(StoreError::noDatabase());
    if (readOnly) {
        return fail(StoreError{QCoreApplication::translate(
                                   "tornei::GameStore", "The database is open read-only (%1): nothing can be changed.")
                                   .arg(readOnlyReason),
                               8});
    }
    // Deferred BEGIN can fail at the first write whatever the busy timeout;
    // IMMEDIATE takes the write lock up front.
    if (!beginWriting(error))
        return false;
    const std::optional<QByteArray> mark = ratingsMark(error);
    if (!mark) {
        run(QStringLiteral("ROLLBACK"), nullptr);
        return false;
    }
    m_ratingsMarkAtBegin = *mark;
    pending = StoreChange{};
    StoreError failure;
    if (!body(&failure) || !followChanges(&failure)) {
        pending = StoreChange{};
        run(QStringLiteral("ROLLBACK"), nullptr);
        return fail(failure);
    }
    QSqlQuery commit(db);
    if (!commit.exec(QStringLiteral("COMMIT"))) {
        const StoreError e = StoreError::fromSql(commit.lastError());
        commit.finish();
        pending = StoreChange{};
        run(QStringLiteral("ROLLBACK"), nullptr);
        return fail(e);
    }
    // Said after the commit: whoever follows may read (or write) at once.
    const StoreChange done = std::exchange(pending, StoreChange{});
    if (events)
        events->announce(done);
    return true;
}

} // namespace tornei
