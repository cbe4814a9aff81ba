// The History and Players screens over a large database: imports GAMES random
// games (12 player names, 3 and 4 players, some unfinished), then times what
// a person waits for: the history's first page, a name search, a re-sort, a
// scroll to the next page, and the Players screen's statistics. Prints the
// figures; with --keep PATH the database is written there to open in the app.
// Last, the app's own window opens the database and shows the start, History
// and Players screens (run it with QT_QPA_PLATFORM=offscreen without a display).
#include "benchargs.h"
#include "chartexport.h"
#include "charts.h"
#include "gamestore.h"
#include "gamehistorypage.h"
#include "historymodel.h"
#include "mainwindow.h"
#include "randomgame.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>

using namespace tornei;

namespace {

double millis(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const std::optional<BenchArgs> args = BenchArgs::parse(app.arguments(), "bench_screens");
    if (!args)
        return 2;
    const int count = args->games;
    const QString keep = args->keep;
    QTemporaryDir dir;
    const QString path = keep.isEmpty() ? dir.filePath(QStringLiteral("history.sqlite")) : keep;
    GameStore store;
    StoreError error;
    if (store.open(path, &error) != GameStore::OpenResult::Ok) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    const QStringList names = {"Aki", "Ben", "Chie", "Daisuke", "Emi", "Fumio", "Goro", "Hana", "Ines", "Jun", "Kaito",
                               "Lena"};
    QRandomGenerator rng(20261123u);
    std::vector<Record> records;
    const QDateTime first(QDate(2020, 1, 1), QTime(19, 0), Qt::OffsetFromUTC, 9 * 3600);
    for (int i = 0; i < count; ++i) {
        const int players = 3 + static_cast<int>(rng.bounded(2));
        Record record = i % 10 == 9 ? RandomGame::playStopped(rng, players) : RandomGame::play(rng, players);
        QStringList pool = names;
        for (int s = 0; s < SeatCount; ++s) {
            if (record.isPlayer(s))
                record.seats[static_cast<std::size_t>(s)] =
                    pool.takeAt(static_cast<qsizetype>(rng.bounded(static_cast<quint32>(pool.size()))));
        }
        record.started = first.addSecs(3600LL * 5 * i).toString(Qt::ISODate);
        records.push_back(std::move(record));
    }
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    QElapsedTimer timer;
    timer.start();
    if (!store.records().importBatch(records, &ids, &refusals, &error)) {
        std::fprintf(stderr, "import failed: %s\n", qPrintable(error.message));
        return 1;
    }
    std::printf("imported %d games in %.0f ms\n", count, millis(timer));

    HistoryModel model;
    timer.restart();
    model.setStore(&store);
    std::printf("history, first page (%d of %d games): %.1f ms\n", model.rowCount(), model.totalCount(),
                millis(timer));
    timer.restart();
    model.fetchMore({});
    std::printf("history, next page: %.1f ms\n", millis(timer));
    timer.restart();
    model.sort(HistoryModel::PlayersColumn, Qt::AscendingOrder);
    std::printf("history, sorted by players (%d rows read again): %.1f ms\n", model.rowCount(), millis(timer));
    HistoryFilter filter;
    filter.nameSearch = QStringLiteral("ai");
    timer.restart();
    model.setFilter(filter);
    std::printf("history, name search (%d matches): %.1f ms\n", model.totalCount(), millis(timer));
    filter.nameSearch.clear();
    filter.players = {*store.players().find(QStringLiteral("Aki")), *store.players().find(QStringLiteral("Ben"))};
    filter.from = QDate(2021, 1, 1);
    filter.to = QDate(2021, 12, 31);
    timer.restart();
    model.setFilter(filter);
    std::printf("history, two players and a year (%d matches): %.1f ms\n", model.totalCount(), millis(timer));
    timer.restart();
    const std::vector<PlayerStatistics> statistics = store.statistics().all(&error);
    std::printf("players screen, statistics of %zu players: %.1f ms\n", statistics.size(), millis(timer));

    // Each chart built from these figures and drawn at the export size (1200 x 800).
    const QPalette palette = QApplication::palette();
    const std::size_t group = std::min<std::size_t>(statistics.size(), 4);
    PredictionRateData predictions;
    TrickDistributionData tricks;
    std::vector<qint64> chosen;
    for (std::size_t i = 0; i < group; ++i) {
        const PlayerStatistics &p = statistics[i];
        PlayerPredictions rates{p.name, {}};
        for (std::size_t r = 0; r < 4; ++r)
            rates.byRank[r] = RankPredictions{p.predictions[r].made, p.predictions[r].correct};
        predictions.push_back(rates);
        tricks.push_back(PlayerTrickCounts{p.name, p.tricksWonPerRound});
        chosen.push_back(p.player);
    }
    timer.restart();
    const GroupWins groupWins = store.statistics().groupWins(chosen, &error);
    std::printf("win share among %zu players (%d games only among them): %.1f ms\n", chosen.size(), groupWins.games,
                millis(timer));
    WinShareData wins{groupWins.games, {}};
    for (std::size_t i = 0; i < groupWins.players.size(); ++i)
        wins.players.push_back(PlayerWins{statistics[i].name, groupWins.players[i].wins,
                                          groupWins.players[i].sharedWins, groupWins.players[i].share});
    ScoreHistoryData history;
    if (!statistics.empty()) {
        history.player = statistics.front().name;
        for (const ScorePoint &point : store.statistics().scoresOverTime(statistics.front().player, &error))
            history.games.push_back(DatedScore{point.started, point.total});
    }
    std::printf("(scores over time of %s: %zu games)\n", qPrintable(history.player), history.games.size());
    const GameScoreData gameScores = Charts::gameScoreData(Replay(records.front()));
    const std::vector<std::pair<const char *, ChartBuilder>> charts = {
        {"game's cumulative score", [&](const QPalette &p) { return Charts::gameScores(gameScores, p); }},
        {"one player's scores over time", [&](const QPalette &p) { return Charts::scoreHistory(history, p); }},
        {"prediction rates, 4 players", [&](const QPalette &p) { return Charts::predictionRates(predictions, p); }},
        {"win share, 4 players", [&](const QPalette &p) { return Charts::winShare(wins, p); }},
        {"tricks per round, 4 players", [&](const QPalette &p) { return Charts::trickDistribution(tricks, p); }},
    };
    for (const auto &[name, builder] : charts) {
        timer.restart();
        const QImage image = ChartExport::renderImage(builder, palette);
        std::printf("chart drawn, %s: %.1f ms\n", name, image.isNull() ? -1.0 : millis(timer));
    }
    store.close();
    timer.restart();
    if (store.open(path, &error) != GameStore::OpenResult::Ok)
        return 1;
    std::printf("store: open (with its checks): %.1f ms\n", millis(timer));
    timer.restart();
    const std::size_t unfinished = store.games().unfinished(&error, 50).size();
    std::printf("store: the %zu unfinished games played last, of %d, for the start screen: %.1f ms\n", unfinished,
                store.games().unfinishedCount(&error), millis(timer));
    store.close();

    MainWindow window;
    timer.restart();
    if (!window.openDatabase(path, false))
        return 1;
    window.show();
    QApplication::processEvents();
    std::printf("app: database opened, start screen shown: %.1f ms\n", millis(timer));
    // TORNEI_SCREENSHOT_DIR=DIR saves each screen as it is shown, to look at.
    const QString shots = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR");
    const auto shoot = [&](const char *name) {
        if (!shots.isEmpty())
            window.grab().save(QDir(shots).filePath(QLatin1String(name) + QStringLiteral(".png")));
    };
    shoot("10000-start");
    timer.restart();
    window.showHistory();
    QApplication::processEvents();
    std::printf("app: History screen shown (%d of %d games fetched): %.1f ms\n",
                window.historyPage()->model()->rowCount(), window.historyPage()->model()->totalCount(), millis(timer));
    shoot("10000-history");
    timer.restart();
    window.showPlayers();
    QApplication::processEvents();
    std::printf("app: Players screen shown: %.1f ms\n", millis(timer));
    shoot("10000-players");
    if (!keep.isEmpty())
        std::printf("database kept at %s\n", qPrintable(keep));
    return 0;
}
