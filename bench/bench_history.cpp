// What the history and statistics screens cost on a large database: 10,000
// finished games among 40 players, stored through the real import, then the
// first history page with its count, a filter by one player, a sort by date,
// one player's profile, the statistics of everyone (beside the scan of every
// game they were read from before the figures were kept), the ratings made
// again from the oldest game and for one new game, and the process's peak
// memory. Where one query stands for the operation, the same SQL run through
// the raw sqlite3 C API is timed beside it, so the overhead of the store
// (Qt Sql, building the result) is visible.
#include "gamestore.h"
#include "randomgame.h"
#include "record.h"
#include "storeevents.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <sqlite3.h>

using namespace tornei;

namespace {

double millis(qint64 nanos)
{
    return static_cast<double>(nanos) / 1e6;
}

// The first run (cold caches) and the best of five.
std::pair<double, double> timed(const std::function<void()> &body)
{
    QElapsedTimer timer;
    timer.start();
    body();
    const double first = millis(timer.nsecsElapsed());
    double best = first;
    for (int i = 0; i < 5; ++i) {
        timer.restart();
        body();
        best = std::min(best, millis(timer.nsecsElapsed()));
    }
    return {first, best};
}

// Runs one statement to its end through the C API; returns the rows.
int rawQuery(sqlite3 *db, const char *sql, const std::vector<sqlite3_int64> &binds = {})
{
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &statement, nullptr) != SQLITE_OK) {
        std::fprintf(stderr, "raw: %s\n", sqlite3_errmsg(db));
        return -1;
    }
    for (std::size_t i = 0; i < binds.size(); ++i)
        sqlite3_bind_int64(statement, static_cast<int>(i + 1), binds[i]);
    int rows = 0;
    while (sqlite3_step(statement) == SQLITE_ROW)
        ++rows;
    sqlite3_finalize(statement);
    return rows;
}

QByteArray peakMemory()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return "unknown";
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed();
    }
    return "unknown";
}

void report(const char *what, std::pair<double, double> ours, std::pair<double, double> raw = {-1, -1})
{
    std::printf("%-44s %8.1f ms first, %8.1f ms best", what, ours.first, ours.second);
    if (raw.first >= 0)
        std::printf("   (raw sqlite3: %.1f ms first, %.1f ms best)", raw.first, raw.second);
    std::printf("\n");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int count = args.size() > 1 ? args[1].toInt() : 10000;
    const int playerCount = args.size() > 2 ? args[2].toInt() : 40;
    if (count <= 0 || playerCount < 3) {
        std::fprintf(stderr, "usage: bench_history [GAMES [PLAYERS]]   (the database goes in a temporary folder)\n");
        return 2;
    }
    QTemporaryDir dir;
    // TORNEI_BENCH_KEEP=1 keeps the database for a look with the sqlite3 shell.
    dir.setAutoRemove(qEnvironmentVariableIntValue("TORNEI_BENCH_KEEP") == 0);
    const QString path = dir.filePath(QStringLiteral("history.sqlite"));

    // Finished 3-player games (the generator deals three) among the players,
    // one every few hours over the last years.
    QRandomGenerator rng(20261123);
    std::vector<Record> games;
    games.reserve(static_cast<std::size_t>(count));
    const QDateTime start(QDate(2022, 1, 1), QTime(19, 0), Qt::OffsetFromUTC, 9 * 3600);
    for (int i = 0; i < count; ++i) {
        Record record = RandomGame::play(rng, 3);
        std::vector<int> picked;
        while (picked.size() < 3) {
            const int p = static_cast<int>(rng.bounded(static_cast<quint32>(playerCount)));
            if (std::find(picked.begin(), picked.end(), p) == picked.end())
                picked.push_back(p);
        }
        std::size_t next = 0;
        for (auto &seat : record.seats) {
            if (seat)
                seat = QStringLiteral("Player %1").arg(picked[next++] + 1, 2, 10, QLatin1Char('0'));
        }
        record.started = start.addSecs(static_cast<qint64>(i) * 4 * 3600).toString(Qt::ISODate);
        games.push_back(std::move(record));
    }
    GameStore store;
    StoreError error;
    if (store.open(path, &error) != GameStore::OpenResult::Ok) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    std::vector<std::optional<qint64>> ids;
    if (!store.records().importBatch(games, &ids, nullptr, &error)) {
        std::fprintf(stderr, "import failed: %s\n", qPrintable(error.message));
        return 1;
    }
    const auto imported = std::count_if(ids.begin(), ids.end(), [](const auto &id) { return id.has_value(); });
    std::printf("import (one transaction): %lld games among %d players in %.1f s\n", static_cast<long long>(imported),
                playerCount, millis(timer.nsecsElapsed()) / 1000.0);
    games.clear();
    games.shrink_to_fit();
    store.close();
    // Closed, so the log is in the file: what the games cost on disk.
    const qint64 bytes = QFile(path).size();
    std::printf("database size: %.1f MiB, %.0f bytes per game\n", static_cast<double>(bytes) / 1048576.0,
                static_cast<double>(bytes) / static_cast<double>(std::max<qint64>(imported, 1)));

    timer.restart();
    if (store.open(path, &error) != GameStore::OpenResult::Ok) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    std::printf("%-44s %8.1f ms\n", "open the database (first open of the day)", millis(timer.nsecsElapsed()));
    if (store.backups().dailyDue()) {
        timer.restart();
        if (!Backups::checkFile(path, true, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error.message));
            return 1;
        }
        std::printf("%-44s %8.1f ms\n", "its check and daily backup (the app: beside)", millis(timer.nsecsElapsed()));
    }
    // After every start, beside the window: every page and index, every game, every kept figure.
    timer.restart();
    if (!Backups::checkFile(path, false, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    std::printf("%-44s %8.1f ms\n", "the whole check (pages, games, kept figures)", millis(timer.nsecsElapsed()));
    {
        sqlite3 *check = nullptr;
        timer.restart();
        if (sqlite3_open_v2(qPrintable(path), &check, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK)
            sqlite3_exec(check, "PRAGMA quick_check", nullptr, nullptr, nullptr);
        sqlite3_close(check);
        std::printf("%-44s %8.1f ms\n", "  raw sqlite3: PRAGMA quick_check alone", millis(timer.nsecsElapsed()));
    }
    store.close();
    timer.restart();
    if (store.open(path, &error) != GameStore::OpenResult::Ok) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    std::printf("%-44s %8.1f ms\n", "open the database again", millis(timer.nsecsElapsed()));
    sqlite3 *raw = nullptr;
    if (sqlite3_open_v2(qPrintable(path), &raw, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        std::fprintf(stderr, "raw: cannot open\n");
        return 1;
    }
    const qint64 player = store.players().find(QStringLiteral("Player 07")).value_or(0);

    HistoryQuery firstPage;
    report("history: first page (100) + count", timed([&] { store.games().page(firstPage, &error); }), timed([&] {
               rawQuery(raw, "SELECT count(*) FROM games g");
               rawQuery(raw, "SELECT g.id, g.started_text, g.started_utc, g.seat0_name, g.seat1_name, g.seat2_name,"
                             " g.seat3_name, g.finished, g.excluded, g.player_count, g.rounds_played FROM games g"
                             " ORDER BY g.started_utc DESC, g.id DESC LIMIT 100 OFFSET 0");
           }));
    HistoryQuery byPlayer;
    byPlayer.filter.players = {player};
    report("history: filtered by one player", timed([&] { store.games().page(byPlayer, &error); }), timed([&] {
               rawQuery(raw,
                        "SELECT count(*) FROM games g WHERE g.id IN (SELECT game FROM game_results WHERE player = ?)",
                        {player});
               rawQuery(raw,
                        "SELECT g.id FROM games g WHERE g.id IN (SELECT game FROM game_results WHERE player = ?)"
                        " ORDER BY g.started_utc DESC, g.id DESC LIMIT 100",
                        {player});
           }));
    HistoryQuery oldest;
    oldest.sortOrder = Qt::AscendingOrder;
    report("history: sorted by date, oldest first", timed([&] { store.games().page(oldest, &error); }));
    HistoryQuery byPlayers;
    byPlayers.sortColumn = HistoryColumn::Players;
    report("history: sorted by players", timed([&] { store.games().page(byPlayers, &error); }));
    HistoryQuery search;
    search.filter.nameSearch = QStringLiteral("YER 1");
    report("history: name search", timed([&] { store.games().page(search, &error); }));
    report("one player's profile", timed([&] { store.statistics().player(player, &error); }));
    std::size_t listed = 0;
    report("statistics of every player", timed([&] { listed = store.statistics().all(&error).size(); }), timed([&] {
               // The figures kept per player and per pair of players.
               rawQuery(raw, "SELECT p.id, p.name, f.games, f.wins, f.shared_wins, f.total_sum, f.complete_rounds,"
                             " f.round_score, f.made_rank1, f.correct_rank1, f.made_rank2, f.correct_rank2,"
                             " f.made_rank3, f.correct_rank3, f.made_rank4, f.correct_rank4, f.rounds_won0,"
                             " f.rounds_won1, f.rounds_won2, f.rounds_won3, f.rounds_won4, f.rounds_won5,"
                             " f.rounds_won6, f.rounds_won7, f.best_total, f.best_game FROM players p"
                             " LEFT JOIN player_figures f ON f.player = p.id AND f.games > 0");
               rawQuery(raw, "SELECT h.player, h.opponent, p.name, h.games, h.above, h.below, h.equal"
                             " FROM head_to_head h LEFT JOIN players p ON p.id = h.opponent WHERE h.games > 0"
                             " ORDER BY h.player, h.opponent");
           }));
    // What the statistics read before the figures were kept: the aggregate
    // over every counted seat's per-game sums, then the pass over every
    // counted seat (head to head, best game), in raw SQL alone.
    report("  raw sqlite3: the old scan of every game", timed([&] {
               rawQuery(raw, "SELECT g.player, count(*), sum(g.winner), sum(g.shared_win), sum(g.total),"
                             " sum(g.complete_rounds), sum(g.round_score), sum(g.made_rank1), sum(g.correct_rank1),"
                             " sum(g.made_rank2), sum(g.correct_rank2), sum(g.made_rank3), sum(g.correct_rank3),"
                             " sum(g.made_rank4), sum(g.correct_rank4), sum(g.rounds_won0), sum(g.rounds_won1),"
                             " sum(g.rounds_won2), sum(g.rounds_won3), sum(g.rounds_won4), sum(g.rounds_won5),"
                             " sum(g.rounds_won6), sum(g.rounds_won7) FROM game_results g WHERE g.counted = 1"
                             " GROUP BY g.player");
               rawQuery(raw, "SELECT g.game, g.player, g.total FROM game_results g WHERE g.counted = 1"
                             " ORDER BY g.game, g.seat");
           }));
    report("games list (all summaries)", timed([&] { store.games().all(&error); }));

    // The ratings: every game rated again (the oldest game left out and
    // counted again: two write transactions, each rating every game after
    // it), beside reading the seats they are made from; then a game played
    // last, imported and rated with the ratings' steps of its players only.
    const qint64 oldestGame = ids.front().value_or(0);
    report("ratings: every game rated again, twice", timed([&] {
               store.games().setExcluded({oldestGame}, true, &error);
               store.games().setExcluded({oldestGame}, false, &error);
           }),
           timed([&] {
               rawQuery(raw, "SELECT g.started_utc, g.uid, r.game, r.player, r.total FROM game_results r"
                             " JOIN games g ON g.id = r.game WHERE r.counted = 1 ORDER BY g.started_utc, g.uid, r.seat");
           }));
    {
        QRandomGenerator more(7);
        std::vector<double> took;
        for (int i = 0; i < 6; ++i) {
            Record record = RandomGame::play(more, 3);
            int next = i;
            for (auto &seat : record.seats) {
                if (seat)
                    seat = QStringLiteral("Player %1").arg(next++ % playerCount + 1, 2, 10, QLatin1Char('0'));
            }
            record.started = start.addSecs(static_cast<qint64>(count + i) * 4 * 3600).toString(Qt::ISODate);
            timer.restart();
            store.records().importOne(record, &error);
            took.push_back(millis(timer.nsecsElapsed()));
        }
        report("ratings: a game played last, imported and rated",
               {took.front(), *std::min_element(took.begin() + 1, took.end())});
    }

    // The history sorted by the mean of its players' ratings: from the kept
    // ratings, then while a sync's games wait to be rated (stored with the
    // ratings deferred: one played after every other, as a club event's
    // games come down, then one older than every other) from the ratings
    // rated from the games, and those games rated as a sync rates them.
    HistoryQuery byRating;
    byRating.sortColumn = HistoryColumn::Rating;
    report("history: sorted by mean rating", timed([&] { store.games().page(byRating, &error); }));
    {
        QRandomGenerator waiting(11);
        const auto storeDeferred = [&](const QDateTime &started) {
            Record record = RandomGame::play(waiting, 3);
            int next = 0;
            for (auto &seat : record.seats) {
                if (seat)
                    seat = QStringLiteral("Player %1").arg(++next, 2, 10, QLatin1Char('0'));
            }
            record.started = started.toString(Qt::ISODate);
            store.club().deferRatings(true);
            store.records().importOne(record, &error);
            store.club().deferRatings(false);
        };
        storeDeferred(start.addSecs(static_cast<qint64>(count + 6) * 4 * 3600));
        report("history: mean rating, the last game waiting", timed([&] { store.games().page(byRating, &error); }));
        storeDeferred(start.addSecs(-4 * 3600));
        report("history: mean rating, the first game waiting", timed([&] { store.games().page(byRating, &error); }));
        timer.restart();
        for (std::optional<bool> done; !done || !*done;) {
            done = store.club().rateDeferred(200, &error);
            if (!done) {
                std::fprintf(stderr, "rating failed: %s\n", qPrintable(error.message));
                return 1;
            }
        }
        std::printf("%-44s %8.1f ms\n", "  the waiting games rated, 200 a transaction", millis(timer.nsecsElapsed()));
    }

    // Another program's commit, and what it changed found by comparing snapshots: the first look after
    // open takes the snapshot, then each look after a change elsewhere reads it again and compares.
    GameStore other;
    if (other.open(path, &error) != GameStore::OpenResult::Ok) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    store.events()->setInterval(0);
    report("first look for changes elsewhere (snapshot)", timed([&] { store.events()->checkElsewhere(); }));
    const qint64 someGame = ids.front().value_or(0);
    bool excluded = false;
    std::pair<double, double> noticed{-1, -1};
    for (int i = 0; i < 6; ++i) {
        excluded = !excluded;
        other.games().setExcluded({someGame}, excluded, &error);
        timer.restart();
        const bool seen = store.events()->checkElsewhere();
        const double took = millis(timer.nsecsElapsed());
        if (!seen) {
            std::fprintf(stderr, "a change elsewhere went unnoticed\n");
            return 1;
        }
        noticed = i == 0 ? std::pair{took, took} : std::pair{noticed.first, std::min(noticed.second, took)};
    }
    report("a change elsewhere noticed and compared", noticed, timed([&] {
               rawQuery(raw, "SELECT id, updated_utc, record_sha256, excluded FROM games");
               rawQuery(raw, "SELECT id, name, (SELECT game * 4 + seat FROM game_results WHERE player = players.id"
                             " LIMIT 1) FROM players");
           }));
    if (error.isError()) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    sqlite3_close(raw);
    std::printf("players in the statistics: %zu\n", listed);
    std::printf("peak memory (VmHWM): %s\n", peakMemory().constData());
    if (!dir.autoRemove())
        std::printf("database kept: %s\n", qPrintable(path));
    return 0;
}
