// The club's service killed while a club's history comes up: 8 laptops (each
// its own thread, database and login) send their share of the games a slice
// at a time while `tornei-cli club serve` is killed with SIGKILL and started
// again 20 times, with a second service beside it for part of the time. Then
// every game must be on the server exactly once (its count and its distinct
// record checksums), none left waiting in the inbox, none rejected (every
// record is a valid game), and the server's `stats --json` and
// `stats --league --json` byte for byte those of a fresh local database that
// imported the same records. Prints the time and games per second; exit
// status 1 when a check fails, so it also serves as a check.
// `bench_clubkills [GAMES]` (default 2,000).
#include "clubconnection.h"
#include "clubschema.h"
#include "clubsync.h"
#include "gamestore.h"
#include "pgcluster.h"
#include "randomgame.h"
#include "storeerror.h"

#include "clubfixture.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>

#include <atomic>
#include <cstdio>

using namespace tornei;
using namespace tornei::testing;

namespace {

constexpr int Laptops = 8;
constexpr int Kills = 20;
// Each laptop's share goes up in this many slices, one every other kill.
constexpr int Slices = Kills / 2;

double seconds(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e9;
}

// `tornei-cli club serve` as the club's service.
bool startService(QProcess &service, const QString &server)
{
    service.setProgram(QStringLiteral(TORNEI_CLI));
    service.setArguments({QStringLiteral("club"), QStringLiteral("serve"), server});
    service.setStandardOutputFile(QProcess::nullDevice());
    service.setStandardErrorFile(QProcess::nullDevice());
    service.start();
    return service.waitForStarted();
}

void killService(QProcess &service)
{
    service.kill(); // SIGKILL
    service.waitForFinished();
}

// A tornei-cli command's output, or nullopt with its error on stderr.
std::optional<QByteArray> cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(TORNEI_CLI), arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        std::fprintf(stderr, "tornei-cli %s: %s\n", qPrintable(arguments.join(QLatin1Char(' '))),
                     process.readAllStandardError().constData());
        return std::nullopt;
    }
    return process.readAllStandardOutput();
}

QString psqlValue(const PgCluster &cluster, const QString &sql)
{
    QString out;
    cluster.psql(sql, &out, QStringLiteral("club"));
    return out.trimmed();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int games = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 2000;
    if (PgCluster::binDir().isEmpty()) {
        std::fprintf(stderr, "no PostgreSQL server installed (./dev test installs it)\n");
        return 1;
    }
    PgCluster cluster;
    QString why;
    QStringList tables;
    for (int i = 1; i <= Laptops; ++i)
        tables << QStringLiteral("table%1").arg(i);
    if (!cluster.start(&why) || !addClubLogins(cluster, tables, {}, &why) ||
        !cluster.psql(QStringLiteral("CREATE DATABASE club"), &why)) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        return 1;
    }
    {
        // The club's tables, without the fixture's service thread: the service here is a process to kill.
        ClubConnection admin;
        StoreError error;
        if (!admin.open(cluster.server(QStringLiteral("club")), &error) ||
            !ClubSchema::initialize(admin.db(), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error.message));
            return 1;
        }
    }
    const QString serviceServer = cluster.server(QStringLiteral("club"), ServiceLogin);
    const auto server = [&](int table) { return cluster.server(QStringLiteral("club"), QStringLiteral("table%1").arg(table)); };

    // The club's history among 40 players, dealt to the laptops round robin.
    QTemporaryDir dir;
    QRandomGenerator rng(20261128);
    std::vector<Record> all;
    std::vector<std::vector<Record>> shares(Laptops);
    for (int i = 0; i < games; ++i) {
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
        all.push_back(record);
        shares[static_cast<std::size_t>(i % Laptops)].push_back(record);
    }
    std::vector<QString> paths;
    for (int laptop = 0; laptop < Laptops; ++laptop) {
        paths.push_back(dir.filePath(QStringLiteral("laptop%1.sqlite").arg(laptop)));
        GameStore store;
        if (store.open(paths.back()) != GameStore::OpenResult::Ok) {
            std::fprintf(stderr, "cannot make %s\n", qPrintable(paths.back()));
            return 1;
        }
    }
    std::printf("club service killed %d times while %d laptops send %d games, PostgreSQL on a Unix socket\n", Kills,
                Laptops, games);

    QProcess service;
    if (!startService(service, serviceServer)) {
        std::fprintf(stderr, "cannot start tornei-cli club serve\n");
        return 1;
    }
    std::atomic<int> killed = 0;
    std::atomic<int> failures = 0;
    std::atomic<int> refusedAtLaptops = 0;
    std::atomic<int> laptopsDone = 0;
    QElapsedTimer up;
    up.start();
    std::vector<QThread *> threads;
    for (int laptop = 0; laptop < Laptops; ++laptop) {
        threads.push_back(QThread::create([&, laptop] {
            const std::vector<Record> &share = shares[static_cast<std::size_t>(laptop)];
            GameStore store;
            ClubConnection connection;
            StoreError error;
            if (store.open(paths[static_cast<std::size_t>(laptop)], &error) != GameStore::OpenResult::Ok ||
                !connection.open(server(laptop + 1), &error)) {
                std::fprintf(stderr, "laptop %d: %s\n", laptop + 1, qPrintable(error.message));
                ++failures;
                ++laptopsDone;
                return;
            }
            ClubSync sync(store, connection.db());
            sync.setBatchSize(50);
            std::size_t imported = 0;
            for (;;) {
                // A slice played every other kill: the evening goes on while the service is killed.
                const std::size_t due =
                    std::min(share.size(), share.size() * static_cast<std::size_t>(std::min(killed / 2 + 1, Slices)) /
                                               static_cast<std::size_t>(Slices));
                if (due > imported) {
                    const std::vector<Record> slice(share.begin() + static_cast<std::ptrdiff_t>(imported),
                                                    share.begin() + static_cast<std::ptrdiff_t>(due));
                    if (!store.records().importBatch(slice, nullptr, nullptr)) {
                        std::fprintf(stderr, "laptop %d: cannot import\n", laptop + 1);
                        ++failures;
                        break;
                    }
                    imported = due;
                }
                const std::optional<ClubSyncReport> report = sync.send(&error);
                if (!report) {
                    std::fprintf(stderr, "laptop %d: %s\n", laptop + 1, qPrintable(error.message));
                    ++failures;
                    break;
                }
                if (imported == share.size() && report->waiting == 0 && report->awaitingClub == 0) {
                    refusedAtLaptops += static_cast<int>(report->refused.size());
                    break;
                }
                QThread::msleep(50);
            }
            ++laptopsDone;
        }));
        threads.back()->start();
    }

    // The kills, a random 150 to 450 ms apart; a second service beside the first from the 8th to the 14th.
    QRandomGenerator pause(7);
    QProcess second;
    int killedWhileWaiting = 0;
    for (int kill = 0; kill < Kills; ++kill) {
        QThread::msleep(static_cast<unsigned long>(pause.bounded(150, 450)));
        if (psqlValue(cluster, QStringLiteral("SELECT count(*) FROM tornei_club.inbox WHERE state = 'waiting'")) !=
                QLatin1String("0") ||
            laptopsDone < Laptops)
            ++killedWhileWaiting;
        killService(service);
        if (kill == 7 && !startService(second, serviceServer))
            ++failures;
        if (kill == 10) { // the second one killed too, and started again
            killService(second);
            startService(second, serviceServer);
        }
        if (kill == 13)
            killService(second);
        ++killed;
        if (!startService(service, serviceServer)) {
            std::fprintf(stderr, "cannot start tornei-cli club serve again\n");
            ++failures;
        }
    }
    for (QThread *thread : threads) {
        thread->wait();
        delete thread;
    }
    const double upSeconds = seconds(up);
    std::printf("  up and derived, %d kills (%d with work waiting): %8.0f games/s  (%.1f s)\n", Kills, killedWhileWaiting,
                games / upSeconds, upSeconds);

    // The checks.
    bool ok = failures == 0;
    const auto check = [&](bool passed, const QString &what) {
        std::printf("  %-58s %s\n", qPrintable(what), passed ? "ok" : "FAILED");
        ok = ok && passed;
    };
    check(failures == 0, QStringLiteral("every laptop's syncs ran"));
    const QString counts = psqlValue(cluster, QStringLiteral("SELECT count(*) || ' ' || count(DISTINCT record_sha256) ||"
                                                             " ' ' || count(*) FILTER (WHERE revision <> 1)"
                                                             " FROM tornei_club.games WHERE NOT voided"));
    check(counts == QStringLiteral("%1 %1 0").arg(games),
          QStringLiteral("games, distinct records, revised: %1 (want %2 %2 0)").arg(counts).arg(games));
    const QString inbox = psqlValue(cluster, QStringLiteral("SELECT count(*) FILTER (WHERE state = 'waiting') || ' ' ||"
                                                            " count(*) FILTER (WHERE state = 'rejected') || ' ' ||"
                                                            " count(*) FILTER (WHERE outcome = 'added') || ' ' || count(*)"
                                                            " FROM tornei_club.inbox"));
    check(inbox.section(QLatin1Char(' '), 0, 2) == QStringLiteral("0 0 %1").arg(games),
          QStringLiteral("inbox waiting, rejected, added, all: %1").arg(inbox));
    check(refusedAtLaptops == 0, QStringLiteral("refused as the laptops learnt it: %1").arg(refusedAtLaptops.load()));

    // The same records imported into a fresh local database.
    const QString fresh = dir.filePath(QStringLiteral("fresh.sqlite"));
    {
        GameStore store;
        if (store.open(fresh) != GameStore::OpenResult::Ok || !store.records().importBatch(all, nullptr, nullptr)) {
            std::fprintf(stderr, "cannot import into %s\n", qPrintable(fresh));
            return 1;
        }
    }
    const QString reader = server(1);
    for (const QStringList &command : {QStringList{QStringLiteral("stats"), QStringLiteral("--json")},
                                       QStringList{QStringLiteral("stats"), QStringLiteral("--league"), QStringLiteral("--json")}}) {
        const std::optional<QByteArray> local = cli(QStringList{QStringLiteral("--db"), fresh} + command);
        // The ratings are brought up to date once the inbox has been quiet a moment: asked again for up to a minute.
        std::optional<QByteArray> club;
        for (int attempt = 0; attempt < 600; ++attempt) {
            club = cli(QStringList{QStringLiteral("--server"), reader} + command);
            if (!club || (local && *club == *local))
                break;
            QThread::msleep(100);
        }
        check(local && club && !local->isEmpty() && *club == *local,
              QStringLiteral("--server %1 as a fresh import's (%2 bytes)")
                  .arg(command.join(QLatin1Char(' ')))
                  .arg(local ? local->size() : 0));
    }
    killService(service);
    std::printf("%s\n", ok ? "all checks passed" : "SOME CHECKS FAILED");
    return ok ? 0 : 1;
}
