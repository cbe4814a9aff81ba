// What the checks of a database cost, on a copy of DB (made by bench_history
// or bench_store with TORNEI_BENCH_KEEP=1): SQLite's quick_check and
// integrity_check through the raw sqlite3 API, the checks before a command
// that reads games (GameStore::checkIntegrity, checkReportTables), and the whole check after a
// start (FileCheck: pages, checksums, kept figures); then a one-game import
// by another connection while the whole check runs, and how soon the check
// stops when asked. stdout is flushed as each figure is known.
#include "filecheck.h"
#include "gamestore.h"
#include "randomgame.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>
#include <atomic>
#include <cstdio>
#include <sqlite3.h>

using namespace tornei;

namespace {

double millis(qint64 nanos)
{
    return static_cast<double>(nanos) / 1e6;
}

double rawPragma(const QString &path, const char *pragma)
{
    QElapsedTimer timer;
    timer.start();
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(qPrintable(path), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK)
        sqlite3_exec(db, pragma, nullptr, nullptr, nullptr);
    sqlite3_close(db);
    return millis(timer.nsecsElapsed());
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    const QStringList args = app.arguments();
    if (args.size() != 2 || !QFile::exists(args[1])) {
        std::fprintf(stderr, "usage: bench_checks DB   (a copy is checked, in a temporary folder)\n");
        return 2;
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("checked.sqlite"));
    if (!QFile::copy(args[1], path)) {
        std::fprintf(stderr, "cannot copy %s\n", qPrintable(args[1]));
        return 1;
    }
    GameStore store;
    StoreError error;
    if (store.open(path, &error) != GameStore::OpenResult::Ok) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    {
        sqlite3 *db = nullptr;
        sqlite3_stmt *count = nullptr;
        if (sqlite3_open_v2(qPrintable(path), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK &&
            sqlite3_prepare_v2(db, "SELECT count(*) FROM games", -1, &count, nullptr) == SQLITE_OK &&
            sqlite3_step(count) == SQLITE_ROW)
            std::printf("%lld games\n", static_cast<long long>(sqlite3_column_int64(count, 0)));
        sqlite3_finalize(count);
        sqlite3_close(db);
    }
    // The pragmas read a file the store has open (its log folded in at open).
    std::printf("%-52s %8.1f ms\n", "raw sqlite3: PRAGMA quick_check", rawPragma(path, "PRAGMA quick_check"));
    std::printf("%-52s %8.1f ms\n", "raw sqlite3: PRAGMA integrity_check", rawPragma(path, "PRAGMA integrity_check"));
    QElapsedTimer timer;
    timer.start();
    const bool whole = store.checkIntegrity(&error);
    std::printf("%-52s %8.1f ms%s\n", "the check before export (integrity_check)",
                millis(timer.nsecsElapsed()), whole ? "" : " (damage!)");
    timer.restart();
    const bool reportsWhole = store.checkReportTables(&error);
    std::printf("%-52s %8.1f ms%s\n", "the check before games/stats (their tables)", millis(timer.nsecsElapsed()),
                reportsWhole ? "" : " (damage!)");
    // TORNEI_BENCH_QUICK=1: the checks before a command alone (the whole
    // check takes minutes at 100,000 games on a busy machine).
    if (qEnvironmentVariableIntValue("TORNEI_BENCH_QUICK") != 0)
        return 0;
    timer.restart();
    FileCheck check(path);
    const FileCheck::Result result = check.run(false, &error);
    std::printf("%-52s %8.1f ms%s\n", "the whole check (pages, checksums, kept figures)", millis(timer.nsecsElapsed()),
                result == FileCheck::Result::Whole ? "" : qPrintable(QStringLiteral(" (%1)").arg(error.message)));

    // Another program imports one game while the whole check reads: it must
    // not wait for the check.
    QRandomGenerator rng(7);
    Record game = RandomGame::play(rng, 3);
    std::atomic<bool> checking{true};
    FileCheck during(path);
    QThread *thread = QThread::create([&] {
        during.run(false, nullptr);
        checking = false;
    });
    thread->start();
    QThread::msleep(200);
    timer.restart();
    GameStore other;
    bool imported = other.open(path, &error) == GameStore::OpenResult::Ok &&
                    other.records().importOne(game, &error).has_value();
    other.close();
    const double importMs = millis(timer.nsecsElapsed());
    const bool stillChecking = checking;
    std::printf("%-52s %8.1f ms%s%s\n", "a one-game import (open, import, close) meanwhile", importMs,
                imported ? "" : " (failed!)", stillChecking ? ", the check still running" : ", after the check");
    timer.restart();
    during.stop();
    thread->wait();
    std::printf("%-52s %8.1f ms\n", "the check stopped, its thread ended", millis(timer.nsecsElapsed()));
    delete thread;

    // Asked to stop 50 ms after its start, while SQLite walks the pages (one
    // step of its machine, which only an interrupt ends).
    FileCheck early(path);
    thread = QThread::create([&] { early.run(false, nullptr); });
    thread->start();
    QThread::msleep(50);
    timer.restart();
    early.stop();
    thread->wait();
    std::printf("%-52s %8.1f ms\n", "stopped 50 ms after its start, its thread ended", millis(timer.nsecsElapsed()));
    std::fflush(stdout);
    delete thread;
    return imported ? 0 : 1;
}
