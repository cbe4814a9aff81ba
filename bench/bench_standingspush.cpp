// A club event's standings pushed to the laptops watching them: 200 players
// at 50 tables for 2 rounds on a PostgreSQL server of its own, 8 laptops
// (processes of this program) listening for the event's notices. Each table's
// game is sent and attached in turn; each laptop, on the notice, reads the
// event's standings again (what the standings window does, less its 0.3 s
// gathering of bursts) and says when it has them. Prints the time from the
// table's send to each laptop's standings, and to the last laptop's, p50 and
// p99, beside the send alone and one standings read with nothing else going on.
#include "clubconnection.h"
#include "clubeventlistener.h"
#include "clubevents.h"
#include "clubfixture.h"
#include "percentile.h"
#include "pgcluster.h"
#include "randomgame.h"
#include "seating.h"
#include "storeerror.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <memory>
#include <vector>

using namespace tornei;
using namespace tornei::testing;

namespace {

constexpr int Players = 200;
constexpr int Rounds = 2;
constexpr int Laptops = 8;

// Nanoseconds on the clock every process on the machine shares.
qint64 now()
{
    timespec t{};
    clock_gettime(CLOCK_REALTIME, &t);
    return qint64{t.tv_sec} * 1000000000 + t.tv_nsec;
}

// A laptop: on each notice of the event, its standings read again, then
// "<clock> <players>" on a line of its own.
int laptop(const QString &server, qint64 event)
{
    ClubConnection connection;
    StoreError error;
    if (!connection.open(server, &error)) {
        std::fprintf(stderr, "laptop: %s\n", qPrintable(error.message));
        return 1;
    }
    ClubEvents events(connection.db());
    ClubEventListener listener;
    QObject::connect(&listener, &ClubEventListener::eventChanged, [&](qint64 changed) {
        if (changed != event)
            return;
        const std::optional<EventResults> standings = events.standings(event, &error);
        std::printf("%lld %zu\n", static_cast<long long>(now()), standings ? standings->players.size() : 0);
        std::fflush(stdout);
    });
    if (!listener.listen(server)) {
        std::fprintf(stderr, "laptop: cannot listen\n");
        return 1;
    }
    std::printf("ready\n");
    std::fflush(stdout);
    return QCoreApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    qputenv("PGPASSWORD", "pw");
    const QStringList args = app.arguments();
    if (args.size() == 4 && args[1] == QLatin1String("--laptop"))
        return laptop(args[2], args[3].toLongLong());

    QString why;
    ClubCluster cluster = startClubCluster({QStringLiteral("table1")}, {QStringLiteral("director")}, &why);
    if (!cluster || !makeClubDatabase(*cluster, QStringLiteral("club"), &why)) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        return 1;
    }
    const QString director = cluster->server(QStringLiteral("club"), QStringLiteral("director"));
    const QString table = cluster->server(QStringLiteral("club"), QStringLiteral("table1"));
    StoreError error;
    ClubConnection directing;
    if (!directing.open(director, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    ClubEvents directorEvents(directing.db());
    QStringList names;
    for (int i = 0; i < Players; ++i)
        names << QStringLiteral("Player %1").arg(i + 1, 3, 10, QLatin1Char('0'));
    const std::optional<ClubEvent> event =
        directorEvents.create(QStringLiteral("Big event"), QDate(2026, 11, 27), Rounds, names, &error);
    if (!event) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    std::vector<int> present(Players);
    for (int i = 0; i < Players; ++i)
        present[static_cast<std::size_t>(i)] = i;
    std::vector<SeatedRound> seated;
    for (int round = 1; round <= Rounds; ++round) {
        seated.push_back(seatRound(present, seated, Rounds));
        if (!directorEvents.saveSeating(event->id, round, seated.back(), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error.message));
            return 1;
        }
    }

    std::vector<std::unique_ptr<QProcess>> laptops;
    for (int i = 0; i < Laptops; ++i) {
        auto process = std::make_unique<QProcess>();
        process->start(QCoreApplication::applicationFilePath(),
                       {QStringLiteral("--laptop"), table, QString::number(event->id)});
        if (!process->waitForReadyRead(30000) || !process->readLine().startsWith("ready")) {
            std::fprintf(stderr, "a laptop did not start: %s\n", process->readAllStandardError().constData());
            return 1;
        }
        laptops.push_back(std::move(process));
    }

    ClubConnection sending;
    if (!sending.open(table, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    ClubEvents tableEvents(sending.db());
    QRandomGenerator rng(20261127);
    std::vector<double> each;
    std::vector<double> last;
    std::vector<double> sends;
    for (int round = 1; round <= Rounds; ++round) {
        const SeatedRound &seating = seated[static_cast<std::size_t>(round - 1)];
        for (std::size_t t = 0; t < seating.tables.size(); ++t) {
            Record record = RandomGame::play(rng, 4);
            for (int s = 0; s < SeatCount; ++s)
                record.seats[static_cast<std::size_t>(s)] = names[seating.tables[t].seats[static_cast<std::size_t>(s)]];
            record.firstDealer = seating.tables[t].firstDealer;
            const qint64 sent = now();
            if (!tableEvents.submitAndAttach(event->id, round, static_cast<int>(t) + 1, record, &error)) {
                std::fprintf(stderr, "send: %s\n", qPrintable(error.message));
                return 1;
            }
            sends.push_back(static_cast<double>(now() - sent) / 1e6);
            double slowest = 0;
            for (const std::unique_ptr<QProcess> &process : laptops) {
                while (!process->canReadLine()) {
                    if (!process->waitForReadyRead(30000)) {
                        std::fprintf(stderr, "a laptop fell silent\n");
                        return 1;
                    }
                }
                const double ms = static_cast<double>(process->readLine().split(' ').value(0).toLongLong() - sent) / 1e6;
                each.push_back(ms);
                slowest = std::max(slowest, ms);
            }
            last.push_back(slowest);
        }
    }
    QElapsedTimer timer;
    std::vector<double> reads;
    for (int i = 0; i < 9; ++i) {
        timer.start();
        directorEvents.standings(event->id, &error);
        reads.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    for (const std::unique_ptr<QProcess> &process : laptops) {
        process->kill();
        process->waitForFinished();
    }
    std::printf("A club event's standings pushed to %d laptops: %d players at %zu tables, %zu games sent "
                "(a real local server; milliseconds)\n",
                Laptops, Players, seated.front().tables.size(), last.size());
    std::printf("  from a table's send to a laptop's standings read again   p50 %7.1f   p99 %7.1f\n",
                percentile(each, 0.5), percentile(each, 0.99));
    std::printf("  from a table's send to the last laptop's                 p50 %7.1f   p99 %7.1f\n",
                percentile(last, 0.5), percentile(last, 0.99));
    std::printf("  the send and attach alone (part of the above)            p50 %7.1f   p99 %7.1f\n",
                percentile(sends, 0.5), percentile(sends, 0.99));
    std::printf("  one standings read, nothing else going on                p50 %7.1f\n", percentile(reads, 0.5));
    return 0;
}
