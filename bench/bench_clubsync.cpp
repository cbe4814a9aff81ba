// A club event's sync against a real PostgreSQL server of its own: 10,000
// games sent up by 8 laptops at once (each its own thread, database and
// login; only the sending half of a sync) into the club's inbox, until the
// club's service (a thread of its own, as `club serve` runs) has derived
// every one, then all of them brought down
// into an empty laptop, in games per second, beside a local import of the
// same records (as `tornei-cli import` does); beside them, a plain COPY of the same rows (id,
// revision, record, checksum) into a table of the same shape through psql,
// the floor of any upload, with PostgreSQL's default compression of the
// records and with LZ4, the club's. Then a sync with nothing new (its queries on the server counted),
// and one card's commit at the table, p50/p99, alone, while a laptop's sync
// writes what comes down into the same file, and alone again with the games
// it brought in the file. Prints figures; asserts
// nothing. `bench_clubsync [GAMES]` (default 10,000). With
// TORNEI_BENCH_STATEMENTS=1 it also prints where the server spent the upload's
// time: its statements, those inside our functions and triggers included
// (pg_stat_statements), which costs the server a little time itself.
#include "clubconnection.h"
#include "clubfixture.h"
#include "clubsync.h"
#include "gamestore.h"
#include "percentile.h"
#include "pgcluster.h"
#include "randomgame.h"
#include "recordformat.h"
#include "replay.h"
#include "storedgames.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QUuid>

#include <algorithm>
#include <atomic>
#include <cstdio>

using namespace tornei;
using namespace tornei::testing;

namespace {

constexpr int Laptops = 8;

double seconds(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e9;
}

// One sync of the database at `path` as `login` (only its sending half when `sendOnly`);
// false with the reason on stderr.
bool syncOnce(const QString &path, const QString &server, ClubSyncReport *report = nullptr, bool sendOnly = false)
{
    GameStore store;
    StoreError error;
    if (store.open(path, &error) != GameStore::OpenResult::Ok) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return false;
    }
    ClubConnection connection;
    if (!connection.open(server, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return false;
    }
    ClubSync sync(store, connection.db());
    const std::optional<ClubSyncReport> done = sendOnly ? sync.send(&error) : sync.run(&error);
    if (!done) {
        std::fprintf(stderr, "sync: %s\n", qPrintable(error.message));
        return false;
    }
    if (report)
        *report = *done;
    return true;
}

// The server's count of statements run since the last reset (pg_stat_statements is not there:
// the transactions committed and rolled back of the database stand for them).
qint64 transactions(const PgCluster &cluster)
{
    QString out;
    cluster.psql(QStringLiteral("SELECT pg_stat_force_next_flush(); SELECT xact_commit + xact_rollback FROM "
                                "pg_stat_database WHERE datname = 'club'"),
                 &out, QStringLiteral("club"));
    return out.trimmed().section(QLatin1Char('\n'), -1).trimmed().toLongLong();
}

// Card commits at a table: games entered card by card, `pause` ms apart (a
// quick hand enters a card every second or so); milliseconds per card.
std::vector<double> enterCards(GameStore &store, QRandomGenerator &rng, int cards, int pause = 0)
{
    std::vector<double> ms;
    while (static_cast<int>(ms.size()) < cards) {
        const Record game = playGame(rng, 3);
        const std::optional<qint64> id = store.records().create(setupOf(game));
        if (!id)
            break;
        for (const Entry &entry : Replay(game).entries()) {
            QElapsedTimer timer;
            timer.start();
            if (!store.records().applyEdit(*id, EntryEdit::appending({entry})))
                return ms;
            ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            if (static_cast<int>(ms.size()) >= cards)
                break;
            QThread::msleep(static_cast<unsigned long>(pause));
        }
    }
    return ms;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int games = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 10000;
    if (PgCluster::binDir().isEmpty()) {
        std::fprintf(stderr, "no PostgreSQL server installed (./dev test installs it)\n");
        return 1;
    }
    PgCluster cluster;
    // The club's service (makeClubDatabase) stops before its server does.
    const auto servicesFirst = qScopeGuard(stopServices);
    QString why;
    const bool statements = qEnvironmentVariableIntValue("TORNEI_BENCH_STATEMENTS") != 0;
    if (!cluster.start(&why, statements ? QStringList{QStringLiteral("shared_preload_libraries=pg_stat_statements"),
                                                     QStringLiteral("pg_stat_statements.track=all")}
                                        : QStringList{})) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        return 1;
    }
    QString out;
    QStringList tables;
    for (int i = 0; i <= Laptops; ++i)
        tables << QStringLiteral("table%1").arg(i);
    if (!addClubLogins(cluster, tables, {}, &out) || !makeClubDatabase(cluster, QStringLiteral("club"), &out)) {
        std::fprintf(stderr, "%s\n", qPrintable(out));
        return 1;
    }
    const auto server = [&](int table) { return cluster.server(QStringLiteral("club"), QStringLiteral("table%1").arg(table)); };

    // Each laptop's evening: its share of the games, among 40 players.
    QTemporaryDir dir;
    QRandomGenerator rng(20261124);
    std::vector<QString> paths;
    std::vector<QByteArray> records;
    for (int laptop = 0; laptop < Laptops; ++laptop) {
        paths.push_back(dir.filePath(QStringLiteral("laptop%1.sqlite").arg(laptop)));
        std::vector<Record> mine;
        for (int i = laptop; i < games; i += Laptops) {
            Record record = playGame(rng, 3);
            int seat = 0;
            for (auto &name : record.seats) {
                if (name)
                    name = QStringLiteral("Player %1").arg((i * 7 + seat++ * 13) % 40 + 1);
            }
            record.started = QStringLiteral("2026-%1-%2T19:%3:00+09:00")
                                 .arg(1 + i / 2800 % 12, 2, 10, QLatin1Char('0'))
                                 .arg(1 + i / 100 % 28, 2, 10, QLatin1Char('0'))
                                 .arg(i % 60, 2, 10, QLatin1Char('0'));
            mine.push_back(record);
            records.push_back(RecordFormat::write(record));
        }
        GameStore store;
        if (store.open(paths.back()) != GameStore::OpenResult::Ok || !store.records().importBatch(mine, nullptr, nullptr)) {
            std::fprintf(stderr, "cannot fill %s\n", qPrintable(paths.back()));
            return 1;
        }
    }
    std::printf("club sync, %d games from %d laptops, PostgreSQL on a Unix socket\n", games, Laptops);

    // Up: every laptop at once, sending only (what comes down is measured below).
    std::atomic<int> failures = 0;
    QElapsedTimer up;
    up.start();
    std::vector<QThread *> threads;
    for (int laptop = 0; laptop < Laptops; ++laptop) {
        threads.push_back(QThread::create([&, laptop] {
            if (!syncOnce(paths[static_cast<std::size_t>(laptop)], server(laptop + 1), nullptr, true))
                ++failures;
        }));
        threads.back()->start();
    }
    for (QThread *thread : threads) {
        thread->wait();
        delete thread;
    }
    const double inboxSeconds = seconds(up);
    // Then until the club's service (running beside the server, makeClubDatabase) has derived every game:
    // until the last submission is answered (the service takes them in order), asked on one connection
    // (a psql started every few milliseconds, or a count of the waiting rows, took the service's processor).
    {
        ClubConnection watcher;
        StoreError error;
        if (!watcher.open(cluster.server(QStringLiteral("club")), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error.message));
            return 1;
        }
        QSqlQuery query(watcher.db());
        bool failed = false;
        const auto value = [&](const QString &sql) {
            failed = failed || !query.exec(sql) || !query.next();
            const QVariant v = failed ? QVariant() : query.value(0);
            query.finish();
            return v;
        };
        const qint64 last = value(QStringLiteral("SELECT max(id) FROM tornei_club.inbox")).toLongLong();
        while (!failed && value(QStringLiteral("SELECT state FROM tornei_club.inbox WHERE id = %1").arg(last)) ==
                              QStringLiteral("waiting"))
            QThread::msleep(10);
        while (!failed &&
               value(QStringLiteral("SELECT count(*) FROM tornei_club.inbox WHERE state = 'waiting'")).toInt() > 0)
            QThread::msleep(10);
        if (failed) {
            std::fprintf(stderr, "%s\n", qPrintable(query.lastError().text()));
            return 1;
        }
    }
    const double upSeconds = seconds(up);
    cluster.psql(QStringLiteral("SELECT count(*) FROM tornei_club.games"), &out, QStringLiteral("club"));
    std::printf("  into the club's inbox:        %8.0f games/s  (%.1f s)\n", games / inboxSeconds, inboxSeconds);
    std::printf("  up, 8 laptops at once, derived by the service: %8.0f games/s  (%.1f s; %s games on the server%s)\n",
                games / upSeconds, upSeconds, qPrintable(out.trimmed()), failures ? ", SOME SYNCS FAILED" : "");
    if (statements) {
        cluster.psql(QStringLiteral(
                         "CREATE EXTENSION IF NOT EXISTS pg_stat_statements;"
                         " SELECT format('%s ms %s calls %s rows %s MB of WAL: %s', round(total_exec_time)::text,"
                         " calls, rows, round(wal_bytes / 1e6, 1), left(regexp_replace(query, '\\s+', ' ', 'g'), 110))"
                         " FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 25"),
                     &out, QStringLiteral("club"));
        std::printf("  the server's statements during the upload, by time (nested ones counted in their callers too):\n");
        for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            std::printf("    %s\n", qPrintable(line));
    }

    // The floor: the same rows COPYed into a table of the same shape.
    {
        QFile csv(dir.filePath(QStringLiteral("games.csv")));
        csv.open(QIODevice::WriteOnly);
        for (const QByteArray &record : records) {
            QByteArray quoted = record;
            quoted.replace('"', "\"\"");
            csv.write(QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1() + ",1,\"" + quoted + "\"," +
                      QCryptographicHash::hash(record, QCryptographicHash::Sha256).toHex() + "\n");
        }
        csv.close();
        // Into a plain table (PostgreSQL's default compression, pglz), then into
        // one whose records are compressed with LZ4, as the club's are.
        for (const char *compression : {"", " COMPRESSION lz4"}) {
            const QString table = *compression ? QStringLiteral("copied_lz4") : QStringLiteral("copied");
            cluster.psql(QStringLiteral("CREATE TABLE %1 (id uuid PRIMARY KEY, revision integer NOT NULL,"
                                        " record text%2 NOT NULL, record_sha256 text NOT NULL)")
                             .arg(table, QLatin1String(compression)),
                         &out, QStringLiteral("club"));
            QElapsedTimer copy;
            copy.start();
            const bool copied =
                cluster.psql(QStringLiteral("\\copy %1 FROM '%2' WITH (FORMAT csv)").arg(table, csv.fileName()), &out,
                             QStringLiteral("club"));
            const double copySeconds = seconds(copy);
            std::printf("  %-32s%8.0f games/s  (%.2f s%s); up is %.1fx its time\n",
                        *compression ? "... records compressed with LZ4:" : "COPY of the same rows (psql):",
                        games / copySeconds, copySeconds, copied ? "" : ", FAILED", upSeconds / copySeconds);
        }
    }

    // Down: an empty laptop brings the whole club.
    const QString empty = dir.filePath(QStringLiteral("empty.sqlite"));
    {
        GameStore store;
        store.open(empty);
    }
    QElapsedTimer down;
    down.start();
    ClubSyncReport report;
    const bool downOk = syncOnce(empty, server(0), &report);
    const double downSeconds = seconds(down);
    std::printf("  down into an empty laptop:    %8.0f games/s  (%.1f s; %d games%s)\n", report.received.added / downSeconds,
                downSeconds, report.received.added, downOk ? "" : ", FAILED");

    // Beside it, the same records imported into an empty database as `tornei-cli import` does: read, then
    // stored in one transaction.
    {
        GameStore store;
        store.open(dir.filePath(QStringLiteral("import.sqlite")));
        QElapsedTimer timer;
        timer.start();
        std::vector<Record> read;
        for (const QByteArray &record : records) {
            RecordError error;
            if (std::optional<Record> r = RecordFormat::read(record, &error))
                read.push_back(std::move(*r));
        }
        std::vector<std::optional<qint64>> ids;
        const bool imported = store.records().importBatch(read, &ids, nullptr);
        const double importSeconds = seconds(timer);
        const auto count = std::count_if(ids.begin(), ids.end(), [](const auto &id) { return id.has_value(); });
        std::printf("  a local import of them:       %8.0f games/s  (%.1f s; %d games%s); down is %.2fx its time\n",
                    static_cast<double>(count) / importSeconds, importSeconds, static_cast<int>(count),
                    imported ? "" : ", FAILED", downSeconds / importSeconds);
    }

    // Nothing new: how long, and what it asks of the server.
    {
        std::vector<double> ms;
        qint64 before = transactions(cluster);
        for (int i = 0; i < 5; ++i) {
            QElapsedTimer timer;
            timer.start();
            syncOnce(empty, server(0));
            ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        }
        const qint64 after = transactions(cluster);
        std::printf("  a sync with nothing new:      %8.1f ms median (opening the database and connecting included);"
                    " %.1f server transactions each\n",
                    percentile(ms, 0.5), static_cast<double>(after - before) / 5.0);
    }

    // The table while a sync writes into the same file.
    {
        const QString table = dir.filePath(QStringLiteral("table.sqlite"));
        GameStore store;
        store.open(table);
        QRandomGenerator cards(5);
        const std::vector<double> alone = enterCards(store, cards, 1000, 10);
        std::atomic<bool> syncing = true;
        std::atomic<bool> synced = false;
        QThread *sync = QThread::create([&] {
            synced = syncOnce(table, server(0));
            syncing = false;
        });
        sync->start();
        std::vector<double> during;
        while (syncing) {
            const std::vector<double> more = enterCards(store, cards, 20, 10);
            during.insert(during.end(), more.begin(), more.end());
        }
        sync->wait();
        delete sync;
        // Alone again, with the club's games in the file: the table as it is after the sync.
        const std::vector<double> after = enterCards(store, cards, 1000, 10);
        std::printf("  a card's commit (one every 10 ms), alone: p50 %6.1f ms  p99 %6.1f ms  (%zu cards)\n", percentile(alone, 0.5),
                    percentile(alone, 0.99), alone.size());
        std::printf("  ... while %d games come down:    p50 %6.1f ms  p99 %6.1f ms  (%zu cards%s)\n", games,
                    percentile(during, 0.5), percentile(during, 0.99), during.size(), synced ? "" : "; THE SYNC FAILED");
        std::printf("  ... alone, with them in the file: p50 %6.1f ms  p99 %6.1f ms  (%zu cards)\n",
                    percentile(after, 0.5), percentile(after, 0.99), after.size());
    }
    return failures == 0 && downOk ? 0 : 1;
}
