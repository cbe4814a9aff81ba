// Everyone's statistics from the club's server at 10,000 and 100,000 games
// (40 players, three or four seats a game): `tornei-cli --server SERVER stats` (a
// process of its own, connecting included), the same through ClubReports in
// this process, and the same two queries through psql with its own timing;
// beside them, the GROUP BY over every seat that the kept sums spare, and what
// keeping them costs a game sent through ClubGames::submit. The games'
// results are filled by SQL (generate_series), the sums rebuilt from them as
// the triggers keep them. Prints figures; asserts nothing.
#include "clubconnection.h"
#include "clubgames.h"
#include "clubratings.h"
#include "clubreports.h"
#include "clubschema.h"
#include "pgcluster.h"
#include "randomgame.h"
#include "recordformat.h"
#include "storeerror.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QUuid>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace tornei;

namespace {

constexpr int Players = 40;

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Milliseconds of `work`, the median of `runs`.
double timed(int runs, const std::function<void()> &work)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    return median(ms);
}

bool psql(const PgCluster &cluster, const QString &sql, QString *out)
{
    if (!cluster.psql(sql, out, QStringLiteral("club"))) {
        std::fprintf(stderr, "psql failed: %s\n", qPrintable(*out));
        return false;
    }
    return true;
}

// The server's own time for `sql` (psql's \timing), the median of `runs`.
double psqlTime(const PgCluster &cluster, const QString &sql, int runs)
{
    std::vector<double> ms;
    static const QRegularExpression time(QStringLiteral("Time: ([0-9.]+) ms"));
    for (int i = 0; i < runs; ++i) {
        QProcess process;
        process.start(PgCluster::binDir() + QStringLiteral("/psql"),
                      {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"), QStringLiteral("-t"),
                       QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("-c"),
                       QStringLiteral("\\timing on"), QStringLiteral("-c"), sql,
                       cluster.server(QStringLiteral("club"))});
        process.waitForFinished(-1);
        const QRegularExpressionMatch match = time.match(QString::fromUtf8(process.readAllStandardOutput()));
        if (!match.hasMatch()) {
            std::fprintf(stderr, "psql: %s\n", process.readAllStandardError().constData());
            return -1;
        }
        ms.push_back(match.captured(1).toDouble());
    }
    return median(ms);
}

// Games [from, to) with their results: 3 or 4 seats (every fifth game has 3),
// players spread over the club, totals and figures varied, every tenth game
// unfinished. The results' triggers off (the sums and the checks that
// results name what the club has); the sums rebuilt after.
bool fill(const PgCluster &cluster, int from, int to)
{
    QString out;
    const QString range = QStringLiteral("generate_series(%1, %2) AS n").arg(from).arg(to - 1);
    return psql(cluster,
                QStringLiteral(
                    "ALTER TABLE tornei_club.game_seats DISABLE TRIGGER USER;"
                    "ALTER TABLE tornei_club.game_summaries DISABLE TRIGGER USER;"
                    "INSERT INTO tornei_club.games (id, revision, record, record_sha256, submitted_by, created_at)"
                    " SELECT ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 1, 'bench',"
                    " md5(n::text) || md5(n::text || 'x'), 'table1', now() FROM %1;"
                    "INSERT INTO tornei_club.game_summaries SELECT"
                    " ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, NULL,"
                    " timestamptz '2020-01-01' + n * interval '10 minutes', 32400, n %% 4, 4 - (n %% 5 = 0)::int,"
                    " 7, n %% 10 <> 0, false, ARRAY['a', 'b', 'c', 'd'], ARRAY[1, 2, 3, 4], ARRAY[n %% 4] FROM %1;"
                    "INSERT INTO tornei_club.game_seats SELECT"
                    " ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, s,"
                    " ('00000000-0000-4000-9000-' || lpad(to_hex((n * 7 + s * 11) %% %2), 12, '0'))::uuid,"
                    " (n * 13 + s * 7) %% 40, s = n %% 4, false, n %% 10 <> 0, 7, (n * 13 + s * 7) %% 40,"
                    " 3, 3, 2, 2, 1, 1, 1, 1, 1, 2, 2, 1, 1, 0, 0, 0"
                    " FROM %1, generate_series(0, 3) AS s WHERE s < 4 - (n %% 5 = 0)::int;"
                    "ALTER TABLE tornei_club.game_seats ENABLE TRIGGER USER;"
                    "ALTER TABLE tornei_club.game_summaries ENABLE TRIGGER USER;"
                    // The games to rate, as the triggers would have noted them.
                    "INSERT INTO tornei_club.rating_changes (at, record_sha256, game)"
                    " SELECT s.started_utc, g.record_sha256, s.game FROM tornei_club.game_summaries s"
                    " JOIN tornei_club.games g ON g.id = s.game JOIN %1 ON s.game ="
                    " ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid;"
                    "TRUNCATE tornei_club.player_figures, tornei_club.player_pairs;"
                    "INSERT INTO tornei_club.player_figures SELECT s.player, count(*), sum(s.winner::int),"
                    " sum(s.shared_win::int), sum(s.total), sum(s.complete_rounds), sum(s.round_score),"
                    " sum(s.made_rank1), sum(s.made_rank2), sum(s.made_rank3), sum(s.made_rank4),"
                    " sum(s.correct_rank1), sum(s.correct_rank2), sum(s.correct_rank3), sum(s.correct_rank4),"
                    " sum(s.rounds_won0), sum(s.rounds_won1), sum(s.rounds_won2), sum(s.rounds_won3),"
                    " sum(s.rounds_won4), sum(s.rounds_won5), sum(s.rounds_won6), sum(s.rounds_won7)"
                    " FROM tornei_club.game_seats s JOIN tornei_club.games g ON g.id = s.game"
                    " WHERE s.counted AND NOT g.voided AND s.player IS NOT NULL GROUP BY s.player;"
                    "INSERT INTO tornei_club.player_pairs SELECT a.player, b.player, count(*),"
                    " count(*) FILTER (WHERE a.total > b.total), count(*) FILTER (WHERE a.total < b.total),"
                    " count(*) FILTER (WHERE a.total = b.total) FROM tornei_club.game_seats a"
                    " JOIN tornei_club.game_seats b ON b.game = a.game AND b.seat <> a.seat"
                    " JOIN tornei_club.games g ON g.id = a.game WHERE a.counted AND NOT g.voided"
                    " AND a.player IS NOT NULL AND b.player IS NOT NULL GROUP BY a.player, b.player")
                    .arg(range)
                    .arg(Players)
                    .replace(QStringLiteral("%%"), QStringLiteral("%")),
                &out) &&
           psql(cluster, QStringLiteral("VACUUM ANALYZE"), &out);
}

// What the kept sums spare: everyone's figures summed over every counted seat.
QString groupBySql()
{
    return QStringLiteral("SELECT s.player, count(*), sum(s.winner::int), sum(s.shared_win::int), sum(s.total),"
                          " sum(s.complete_rounds), sum(s.round_score), sum(s.made_rank1), sum(s.made_rank2),"
                          " sum(s.made_rank3), sum(s.made_rank4), sum(s.correct_rank1), sum(s.correct_rank2),"
                          " sum(s.correct_rank3), sum(s.correct_rank4), sum(s.rounds_won0), sum(s.rounds_won1),"
                          " sum(s.rounds_won2), sum(s.rounds_won3), sum(s.rounds_won4), sum(s.rounds_won5),"
                          " sum(s.rounds_won6), sum(s.rounds_won7) FROM tornei_club.game_seats s"
                          " JOIN tornei_club.games g ON g.id = s.game WHERE s.counted AND NOT g.voided"
                          " GROUP BY s.player");
}

void report(const PgCluster &cluster, int games, const QString &server)
{
    ClubConnection connection;
    StoreError error;
    if (!connection.open(server, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return;
    }
    // The ratings kept: the games just filled rated on top of those rated before, then all of them again.
    ClubRatings ratings(connection.db());
    QElapsedTimer timer;
    timer.start();
    if (!ratings.catchUp(&error))
        std::fprintf(stderr, "ratings: %s\n", qPrintable(error.message));
    const double added = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    QString out;
    psql(cluster,
         QStringLiteral("TRUNCATE tornei_club.rating_steps, tornei_club.player_ratings;"
                        " INSERT INTO tornei_club.rating_changes (at, record_sha256, game)"
                        " SELECT COALESCE(s.started_utc, g.created_at, g.submitted_at), g.record_sha256, g.id"
                        " FROM tornei_club.games g JOIN tornei_club.game_summaries s ON s.game = g.id"),
         &out);
    const double seatsRead = psqlTime(cluster, ClubReports::ratingsSql(), 1);
    timer.restart();
    if (!ratings.catchUp(&error))
        std::fprintf(stderr, "ratings: %s\n", qPrintable(error.message));
    const double scratch = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    psql(cluster, QStringLiteral("VACUUM ANALYZE"), &out);

    ClubReports reports(connection.db());
    std::size_t players = 0;
    const double inProcess = timed(9, [&] {
        if (const std::optional<std::vector<PlayerStatistics>> all = reports.statistics(&error))
            players = all->size();
    });
    const auto cli = [&](const QStringList &command) {
        return timed(5, [&] {
            QProcess process;
            process.setProcessEnvironment(PgCluster::withPassword(QStringLiteral("pw")));
            process.setStandardOutputFile(QProcess::nullDevice());
            process.start(QStringLiteral(TORNEI_CLI), QStringList{QStringLiteral("--server"), server} + command);
            process.waitForFinished(-1);
        });
    };
    std::size_t listed = 0;
    const double gamesInProcess = timed(3, [&] {
        if (const std::optional<std::vector<GameSummary>> all = reports.games(&error))
            listed = all->size();
    });
    const double statsCli = cli({QStringLiteral("stats"), QStringLiteral("--json")});
    const double gamesCli = cli({QStringLiteral("games"), QStringLiteral("--json")});
    const double figures = psqlTime(cluster, ClubReports::figuresSql(false), 9);
    const double pairs = psqlTime(cluster, ClubReports::pairsSql(false), 9);
    const double groupBy = psqlTime(cluster, groupBySql(), 5);
    const double gamesSql = psqlTime(cluster, ClubReports::gamesSql(), 3);
    std::printf("%7d games, %zu players with figures:\n", games, players);
    std::printf("  ratings of the games just filled, kept (catch-up)  %8.1f ms\n", added);
    std::printf("  ratings of every game from scratch, kept           %8.1f ms\n", scratch);
    std::printf("  its read of every counted seat, through psql       %8.1f ms\n", seatsRead);
    std::printf("  tornei-cli --server stats --json (whole process) %8.1f ms\n", statsCli);
    std::printf("  ClubReports::statistics() in this process       %8.1f ms\n", inProcess);
    std::printf("  its two queries through psql (server time)       %8.1f ms  (%.1f + %.1f)\n", figures + pairs,
                figures, pairs);
    std::printf("  GROUP BY over every seat instead, through psql   %8.1f ms\n", groupBy);
    std::printf("  tornei-cli --server games --json (whole process) %8.1f ms\n", gamesCli);
    std::printf("  ClubReports::games() in this process (%zu games) %8.1f ms\n", listed, gamesInProcess);
    std::printf("  its query through psql (server time)             %8.1f ms\n", gamesSql);

    // What keeping the sums costs a game sent: real games through submit().
    QRandomGenerator rng(games);
    std::array<QString, SeatCount> seats;
    for (int s = 0; s < SeatCount; ++s)
        seats[static_cast<std::size_t>(s)] = QStringLiteral("00000000-0000-4000-9000-%1").arg(s * 3, 12, 10, QLatin1Char('0'));
    ClubGames sender(connection.db());
    const double submit = timed(21, [&] {
        const QByteArray record = RecordFormat::write(RandomGame::play(rng, 4));
        const QString sha =
            QString::fromLatin1(QCryptographicHash::hash(record, QCryptographicHash::Sha256).toHex());
        if (!sender.submit(QUuid::createUuid().toString(QUuid::WithoutBraces), 0, {}, record, sha, seats, &error))
            std::fprintf(stderr, "submit: %s\n", qPrintable(error.message));
    });
    std::printf("  ClubGames::submit of one finished game (sums kept) %6.1f ms\n", submit);
    // A game sent, then everyone's statistics: the one game rated and kept, then the read.
    std::vector<double> reads;
    for (int i = 0; i < 9; ++i) {
        const QByteArray record = RecordFormat::write(RandomGame::play(rng, 4));
        const QString sha =
            QString::fromLatin1(QCryptographicHash::hash(record, QCryptographicHash::Sha256).toHex());
        sender.submit(QUuid::createUuid().toString(QUuid::WithoutBraces), 0, {}, record, sha, seats, &error);
        QElapsedTimer read;
        read.start();
        reports.statistics(&error);
        reads.push_back(static_cast<double>(read.nsecsElapsed()) / 1e6);
    }
    const double oneMore = median(reads);
    std::printf("  statistics() just after a game is sent (it rated)  %6.1f ms\n", oneMore);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    PgCluster cluster;
    QString why;
    if (!cluster.start(&why)) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        return 1;
    }
    QString out;
    if (!cluster.psql(QStringLiteral("CREATE DATABASE club"), &out)) {
        std::fprintf(stderr, "%s\n", qPrintable(out));
        return 1;
    }
    {
        ClubConnection admin;
        StoreError error;
        if (!admin.open(cluster.server(QStringLiteral("club")), &error) || !ClubSchema::initialize(admin.db(), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error.message));
            return 1;
        }
    }
    if (!psql(cluster,
              QStringLiteral("CREATE ROLE table1 LOGIN PASSWORD 'pw' IN ROLE tornei_table;"
                             " INSERT INTO tornei_club.players (id, name, name_key, added_by)"
                             " SELECT ('00000000-0000-4000-9000-' || lpad(to_hex(n), 12, '0'))::uuid,"
                             " 'Player ' || n, 'player ' || n, 'table1' FROM generate_series(0, %1) AS n;"
                             " UPDATE tornei_club.players SET merged_into = '00000000-0000-4000-9000-000000000001'"
                             " WHERE name = 'Player 39'")
                  .arg(Players - 1),
              &out))
        return 1;
    const QString server = cluster.server(QStringLiteral("club"), QStringLiteral("table1"));
    qputenv("PGPASSWORD", "pw"); // for the connection in this process
    std::printf("The club's statistics on a PostgreSQL server of its own (medians; 1 merged player):\n");
    int filled = 0;
    for (int games : {10000, 100000}) {
        QElapsedTimer timer;
        timer.start();
        if (!fill(cluster, filled, games))
            return 1;
        std::printf("(filled %d games' results in %.1f s)\n", games - filled,
                    static_cast<double>(timer.elapsed()) / 1000.0);
        filled = games;
        report(cluster, games, server);
    }
    return 0;
}
