#pragma once

#include "storeerror.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <mutex>

struct sqlite3;

namespace tornei {

struct StoreConnection;

// The whole check of a database file, on connections of its own so that it
// may run in another thread while the store, or another program, goes on
// writing: SQLite's integrity check (every page, every index against its
// table), every game against its checksum, and every figure the file keeps
// from the games (each game's results, the players' figures, head to head,
// the ratings) worked out again from the games by the store's own code and
// compared. Kept figures that disagree with games found whole are rebuilt
// from them, and said so; damage elsewhere is reported and left as it is.
// It only reads, in read transactions, which in write-ahead-log mode keep no
// writer waiting; stop() from any thread ends it within milliseconds.
class FileCheck
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameStore)

public:
    enum class Result {
        Whole,    // nothing found
        Rebuilt,  // kept figures disagreed with whole games and were rebuilt: notice() says which
        Damaged,  // the error says what is damaged; nothing was changed
        Stopped,  // stop() came first: nothing was found yet, nothing was changed
        Failed,   // the file could not be read (busy, gone); the error says why
    };

    explicit FileCheck(const QString &dbPath);
    FileCheck(const FileCheck &) = delete;
    FileCheck &operator=(const FileCheck &) = delete;

    // Runs the check in the calling thread; then, when `dailyBackup` and the
    // file is whole (or rebuilt), the day's backup.
    Result run(bool dailyBackup, StoreError *error = nullptr);
    // Ends a run under way within milliseconds, from any thread (the app
    // quitting); a daily backup already begun is finished first.
    void stop();
    bool stopRequested() const { return m_stop.load(); }
    // What was rebuilt, a sentence for the user (Result::Rebuilt).
    QString notice() const { return m_notice; }
    // Where the games' part of a check stopped before starts again: the
    // games up to `game` were found whole (checkedUpTo() of that run). The
    // pages and the figures, which cost a second or two at 100,000 games,
    // are checked whole every time.
    void resumeAfter(qint64 game) { m_resumeAfter = game; }
    // The last game the games' part reached: -1 when it went through them all.
    qint64 checkedUpTo() const { return m_checkedUpTo.load(); }
    // Called once while the integrity check reads the file, its read
    // transaction open: a test does what another program would meanwhile.
    void setWhileReading(std::function<void()> hook) { m_whileReading = std::move(hook); }

private:
    // Every game's record against its checksum and its results (round_results,
    // game_results, the game's own derived columns) against a replay, a slice
    // of games per read transaction; `differing` gets the games whose results
    // disagree. False with the error on damage, failure or stop.
    bool checkGames(const StoreConnection &file, std::vector<qint64> *differing, StoreError *error);
    // The players' figures, head to head and ratings worked out again from
    // one snapshot of game_results; `differing` gets the tables that disagree.
    bool checkFigures(QStringList *differing, StoreError *error);
    // The kept figures rebuilt from the records, in one write transaction.
    bool rebuild(const std::vector<qint64> &games, StoreError *error);
    // SQLite's progress handler on a connection of the check: stops a
    // statement when stop() was called.
    void watch(const StoreConnection &connection);
    static int progress(void *check);
    // The error of a statement stop() interrupted, said as such.
    bool stopped(StoreError *error) const;

    const QString m_path;
    std::atomic<bool> m_stop{false};
    std::function<void()> m_whileReading;
    bool m_reading = false;
    bool m_backingUp = false;
    std::mutex m_readingLock;
    sqlite3 *m_readingHandle = nullptr; // the connection of the page walk, while it reads
    qint64 m_resumeAfter = 0;
    std::atomic<qint64> m_checkedUpTo{0}; // read from the thread that may stop the run
    QString m_notice;
};

} // namespace tornei
