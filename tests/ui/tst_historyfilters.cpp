// Finding games on the History screen through its real widgets against a
// database of a few hundred imported games, so that the table really fetches
// page by page: search, players, sizes, states and dates, sorting, and each
// time in the viewer's zone.
#include "chartview.h"
#include "gamehistorypage.h"
#include "gamestore.h"
#include "historydatabase.h"
#include "historymodel.h"
#include "language.h"
#include "mainwindow.h"
#include "modaldialogs.h"
#include "playerlistmodel.h"
#include "playerspage.h"
#include "pressbutton.h"
#include "randomgame.h"
#include "recordformat.h"
#include "replay.h"
#include "reviewpage.h"
#include "seatindex.h"
#include "startpage.h"
#include "statistics.h"
#include "tablepage.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <ctime>
#include <functional>
#include <map>
#include <set>

using namespace tornei;

namespace {

// The tester would fetch more from its own modelReset handler, which runs
// before it notes that the reset is over, and then reports the rows that
// fetch inserts as inserted during a reset: the tests fetch for themselves.
void testModel(QAbstractItemModelTester &tester)
{
    tester.setUseFetchMore(false);
}

} // namespace

class TestHistoryFilters : public QObject, protected HistoryDatabase
{
    Q_OBJECT

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }
    void modelFetchesLazily();
    void searchPlayersAndSortThroughWidgets();
    void sizeStateAndDateFilters();
    void scrollingFetchesMore();
    void filterScrollsToTheTop();
    void datesInTheViewersZone();
    void sortByMeanRatingThroughTheHeader();
    void meanRatingWhileRatingsWait();
};

void TestHistoryFilters::modelFetchesLazily()
{
    HistoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    testModel(tester);
    model.setStore(m_store.get());
    QCOMPARE(model.totalCount(), GameCount);
    QCOMPARE(model.rowCount(), HistoryModel::PageSize);
    QVERIFY(model.canFetchMore({}));
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 2 * HistoryModel::PageSize);
    fetchAll(&model);
    QCOMPARE(model.rowCount(), GameCount);
    QVERIFY(!model.canFetchMore({}));
    // Newest first: the last imported game was played last.
    QCOMPARE(model.game(0).id, m_games.back().id);
    QCOMPARE(model.game(GameCount - 1).id, m_games.front().id);
    // Every stored game once.
    QCOMPARE(shownIds(&model), expected([](const Known &) { return true; }));
    // Sorting reads again from the top, in SQL.
    model.sort(HistoryModel::DateColumn, Qt::AscendingOrder);
    QCOMPARE(model.rowCount(), GameCount); // keeps as many rows as were fetched
    QCOMPARE(model.game(0).id, m_games.front().id);
    const QModelIndex date = model.index(0, HistoryModel::DateColumn);
    // The date and time at the table, as the language writes them.
    QCOMPARE(date.data().toString(), QStringLiteral("1/1/26 8:00 PM"));
    // The totals as the rules engine gives them.
    const Replay replay(m_games.front().record);
    QStringList parts;
    for (int s = 0; s < SeatCount; ++s) {
        if (m_games.front().record.isPlayer(s))
            parts << QStringLiteral("%1 %2").arg(*m_games.front().record.seats[at(s)]).arg(replay.totals()[at(s)]);
    }
    QCOMPARE(model.index(0, HistoryModel::PlayersColumn).data().toString(), parts.join(QStringLiteral(" · ")));
}

void TestHistoryFilters::searchPlayersAndSortThroughWidgets()
{
    GameHistoryPage page;
    QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    testModel(tester);
    page.resize(1366, 700);
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));

    // Type in the search box.
    QTest::keyClicks(page.searchEdit(), QStringLiteral("ak"));
    const auto hasSeat = [](const Known &g, const QString &part) {
        return std::any_of(g.record.seats.begin(), g.record.seats.end(), [&](const std::optional<QString> &seat) {
            return seat && seat->contains(part, Qt::CaseInsensitive);
        });
    };
    const std::set<qint64> withAki = expected([&](const Known &g) { return hasSeat(g, QStringLiteral("ak")); });
    QVERIFY(withAki.size() > 50 && withAki.size() < 250);
    QCOMPARE(page.model()->totalCount(), static_cast<int>(withAki.size()));
    QCOMPARE(shownIds(page.model()), withAki);

    // Pick a player in the players filter: games in which Ben sat too.
    QAction *ben = nullptr;
    QStringList menuNames;
    for (QAction *action : page.playersMenu()->actions()) {
        menuNames << action->text();
        if (action->text() == QLatin1String("Ben"))
            ben = action;
    }
    QStringList sorted = Names;
    QCOMPARE(menuNames, sorted); // the names as a reader sorts them
    QVERIFY(ben);
    ben->trigger();
    QCOMPARE(page.playersButton()->text(), QStringLiteral("Players: Ben"));
    const std::set<qint64> akiAndBen = expected([&](const Known &g) {
        return hasSeat(g, QStringLiteral("ak")) && hasSeat(g, QStringLiteral("ben"));
    });
    QVERIFY(!akiAndBen.empty());
    QCOMPARE(shownIds(page.model()), akiAndBen);

    // Click the date header: oldest first.
    clickHeader(page.view(), HistoryModel::DateColumn);
    QCOMPARE(page.model()->sortOrder(), Qt::AscendingOrder);
    qint64 oldest = 0;
    for (const Known &g : m_games) {
        if (akiAndBen.count(g.id)) {
            oldest = g.id;
            break;
        }
    }
    QCOMPARE(page.model()->game(0).id, oldest);
    // Click the size header: 3-player games first.
    clickHeader(page.view(), HistoryModel::PlayerCountColumn);
    QCOMPARE(page.model()->sortColumn(), HistoryColumn::PlayerCount);
    fetchAll(page.model());
    const int threes = static_cast<int>(
        std::count_if(m_games.begin(), m_games.end(),
                      [&](const Known &g) { return akiAndBen.count(g.id) && g.record.playerCount() == 3; }));
    for (int row = 0; row < page.model()->rowCount(); ++row)
        QCOMPARE(page.model()->game(row).playerCount, row < threes ? 3 : 4);

    // Clearing the search keeps the player filter.
    page.searchEdit()->clear();
    QCOMPARE(shownIds(page.model()), expected([&](const Known &g) { return hasSeat(g, QStringLiteral("ben")); }));
}

void TestHistoryFilters::sortByMeanRatingThroughTheHeader()
{
    GameHistoryPage page;
    page.resize(1366, 700);
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    // Each game's mean of its players' ratings as they are now (a player without a counted game at 0).
    std::map<QString, double> rating;
    for (const PlayerStatistics &player : m_store->statistics().all())
        rating[player.name] = player.games > 0 ? player.rating.ordinal() : 0.0;
    std::map<qint64, double> mean;
    for (const Known &g : m_games) {
        double sum = 0;
        int players = 0;
        for (const std::optional<QString> &seat : g.record.seats) {
            if (seat) {
                sum += rating[*seat];
                ++players;
            }
        }
        mean[g.id] = sum / players;
    }

    QVERIFY(!page.view()->isColumnHidden(HistoryModel::RatingColumn));
    clickHeader(page.view(), HistoryModel::RatingColumn);
    QCOMPARE(page.model()->sortColumn(), HistoryColumn::Rating);
    for (const Qt::SortOrder order : {page.model()->sortOrder(), Qt::SortOrder(1 - page.model()->sortOrder())}) {
        if (order != page.model()->sortOrder())
            clickHeader(page.view(), HistoryModel::RatingColumn);
        QCOMPARE(page.model()->sortOrder(), order);
        fetchAll(page.model());
        QCOMPARE(page.model()->rowCount(), GameCount);
        for (int row = 0; row < page.model()->rowCount(); ++row) {
            const qint64 game = page.model()->game(row).id;
            QCOMPARE(page.model()->index(row, HistoryModel::RatingColumn).data().toString(),
                     QLocale().toString(mean[game], 'f', 2));
            if (row > 0) {
                const double before = mean[page.model()->game(row - 1).id];
                QVERIFY2(order == Qt::AscendingOrder ? before <= mean[game] + 1e-9 : before >= mean[game] - 1e-9,
                         qPrintable(QStringLiteral("row %1").arg(row)));
            }
        }
    }
    // Not merely the order of the dates.
    std::vector<qint64> byDate;
    for (const Known &g : m_games)
        byDate.push_back(g.id);
    std::vector<qint64> shown;
    for (int row = 0; row < page.model()->rowCount(); ++row)
        shown.push_back(page.model()->game(row).id);
    QVERIFY(shown != byDate);
    std::reverse(byDate.begin(), byDate.end());
    QVERIFY(shown != byDate);
}

void TestHistoryFilters::sizeStateAndDateFilters()
{
    GameHistoryPage page;
    QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    testModel(tester);
    page.setStore(m_store.get());
    page.sizeBox()->setCurrentIndex(1); // 3 players
    QCOMPARE(shownIds(page.model()), expected([](const Known &g) { return g.record.playerCount() == 3; }));
    page.stateBox()->setCurrentIndex(2); // in play
    QCOMPARE(shownIds(page.model()),
             expected([](const Known &g) { return g.record.playerCount() == 3 && !g.finished; }));
    page.sizeBox()->setCurrentIndex(0);
    page.stateBox()->setCurrentIndex(1); // finished
    QCOMPARE(shownIds(page.model()), expected([](const Known &g) { return g.finished; }));
    page.stateBox()->setCurrentIndex(0);

    // March 2026, both ends included: the games of days 59 to 89.
    page.fromEdit()->setDate(QDate(2026, 3, 1));
    page.toEdit()->setDate(QDate(2026, 3, 31));
    page.fromCheck()->setChecked(true);
    page.toCheck()->setChecked(true);
    const std::set<qint64> march =
        expected([](const Known &g) { return g.date >= QDate(2026, 3, 1) && g.date <= QDate(2026, 3, 31); });
    QCOMPARE(march.size(), std::size_t{31});
    QCOMPARE(shownIds(page.model()), march);
    QCOMPARE(page.findChild<QLabel *>(QStringLiteral("historyCount"))->text(), QStringLiteral("31 games"));
}

void TestHistoryFilters::scrollingFetchesMore()
{
    GameHistoryPage page;
    page.resize(1366, 700);
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QCOMPARE(page.model()->rowCount(), HistoryModel::PageSize);
    // Scrolling to the end of what is fetched makes the view ask for more.
    page.view()->verticalScrollBar()->setValue(page.view()->verticalScrollBar()->maximum());
    QTRY_COMPARE(page.model()->rowCount(), 2 * HistoryModel::PageSize);
}

// A new filter shows its games from the first (the newest), whatever the
// place scrolled to under the old one.
void TestHistoryFilters::filterScrollsToTheTop()
{
    GameHistoryPage page;
    page.resize(1366, 700);
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    fetchAll(page.model());
    QScrollBar *bar = page.view()->verticalScrollBar();
    bar->setValue(bar->maximum() / 2);
    QVERIFY(bar->value() > 0);
    QAction *ben = nullptr;
    for (QAction *action : page.playersMenu()->actions()) {
        if (action->text() == QLatin1String("Ben"))
            ben = action;
    }
    QVERIFY(ben);
    ben->trigger();
    QVERIFY(page.model()->rowCount() > 30); // more than a screenful: there is somewhere to scroll
    QVERIFY(bar->maximum() > 0);
    QCOMPARE(bar->value(), 0);
    QCOMPARE(page.view()->rowAt(0), 0);
    // Any other filter too.
    bar->setValue(bar->maximum());
    QVERIFY(bar->value() > 0);
    page.sizeBox()->setCurrentIndex(page.sizeBox()->findData(4));
    QCOMPARE(bar->value(), 0);
    QCOMPARE(page.view()->rowAt(0), 0);
}

// Each time in the viewer's time zone (Tokyo here), on the History and start
// screens alike, so that newest first reads newest first; the start screen
// names the round a game plays next.
void TestHistoryFilters::datesInTheViewersZone()
{
    QRandomGenerator rng(11u);
    // C: finished, 2026-11-01 20:00 -05:00 = 11-02 01:00 UTC = 11-02 10:00 in Tokyo.
    Record c = RandomGame::play(rng, 4);
    c.started = QStringLiteral("2026-11-01T20:00:00-05:00");
    // A: round 1 complete, round 2 not begun; 04:31 in Tokyo's own offset.
    Record a = RandomGame::play(rng, 4);
    a.rounds.resize(1);
    a.started = QStringLiteral("2026-11-02T04:31:00+09:00");
    // B: in round 2; 2026-11-01 18:10 UTC = 11-02 03:10 in Tokyo.
    Record b = RandomGame::play(rng, 4);
    b.rounds.resize(2);
    b.rounds[1].tricks.resize(3);
    b.started = QStringLiteral("2026-11-01T18:10:00+00:00");
    // D: nothing entered yet.
    Record d = RandomGame::play(rng, 3);
    d.rounds.clear();
    d.started = QStringLiteral("2026-10-30T12:00:00+09:00");
    for (Record *record : {&a, &b, &c, &d}) {
        int s = 0;
        for (auto &seat : record->seats) {
            if (seat)
                seat = Names[s++];
        }
    }
    QVERIFY(Replay(c).isComplete());
    QVERIFY(!Replay(a).isComplete() && !Replay(b).isComplete());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("z.sqlite"));
    qint64 idA = 0, idB = 0, idC = 0, idD = 0;
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        // Imported last, yet the oldest game: the import's own time shows nowhere.
        for (auto [record, id] : {std::pair{&c, &idC}, std::pair{&a, &idA}, std::pair{&b, &idB}, std::pair{&d, &idD}}) {
            StoreError error;
            const std::optional<qint64> stored = store.records().importOne(*record, &error);
            QVERIFY2(stored, qPrintable(error.message));
            *id = *stored;
        }
    }
    const QStringList shown = {QStringLiteral("11/2/26 10:00 AM"), QStringLiteral("11/2/26 4:31 AM"),
                               QStringLiteral("11/2/26 3:10 AM"), QStringLiteral("10/30/26 12:00 PM")};
    const std::vector<qint64> newestFirst = {idC, idA, idB, idD};
    const auto checkDates = [&](HistoryModel *model) {
        QCOMPARE(model->rowCount(), 4);
        for (int row = 0; row < 4; ++row) {
            QCOMPARE(model->game(row).id, newestFirst[at(row)]);
            const QString text = model->index(row, HistoryModel::DateColumn).data().toString();
            QCOMPARE(text, shown[row]);
            QCOMPARE(text, QLocale().toString(model->game(row).started.toLocalTime(), QLocale::ShortFormat));
        }
    };

    MainWindow window;
    window.resize(1366, 740);
    QVERIFY(window.openDatabase(path, false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    checkDates(window.startPage()->recentModel());
    // Unfinished games, newest first, with the round each plays next.
    QListWidget *unfinished = window.startPage()->unfinishedList();
    QCOMPARE(unfinished->count(), 3);
    QCOMPARE(unfinished->item(0)->data(Qt::UserRole).toLongLong(), idA);
    QCOMPARE(unfinished->item(0)->text(), QStringLiteral("Aki, Ben, Chie, Daisuke — round 2 — 11/2/26 4:31 AM"));
    QCOMPARE(unfinished->item(1)->text(), QStringLiteral("Aki, Ben, Chie, Daisuke — round 2 — 11/2/26 3:10 AM"));
    QCOMPARE(unfinished->item(2)->text(), QStringLiteral("Aki, Ben, Chie — round 1 — 10/30/26 12:00 PM"));

    window.showHistory();
    GameHistoryPage *page = window.historyPage();
    checkDates(page->model());
    // Where the table's clock differed, the tooltip gives its time too.
    const QString tip = page->model()->index(2, HistoryModel::DateColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("(at the table: 11/1/26 6:10 PM UTC)")), qPrintable(tip));
    QVERIFY(!page->model()->index(1, HistoryModel::DateColumn).data(Qt::ToolTipRole).toString().contains(
        QStringLiteral("at the table")));
    // The date filter takes the viewer's dates, as shown.
    page->fromEdit()->setDate(QDate(2026, 11, 2));
    page->toEdit()->setDate(QDate(2026, 11, 2));
    page->fromCheck()->setChecked(true);
    page->toCheck()->setChecked(true);
    QCOMPARE(shownIds(page->model()), (std::set<qint64>{idA, idB, idC}));
    page->fromEdit()->setDate(QDate(2026, 11, 1));
    page->toEdit()->setDate(QDate(2026, 11, 1));
    QCOMPARE(shownIds(page->model()), std::set<qint64>{});
}

// A sync stores a game older than every other and leaves the ratings to be
// rated a part at a time: meanwhile the column shows, and sorts by, the means
// it has once they are rated, and the screen reads them again when the last
// part is rated.
void TestHistoryFilters::meanRatingWhileRatingsWait()
{
    QRandomGenerator rng(20261125u);
    Record earliest = RandomGame::play(rng, 4);
    for (int s = 0; s < SeatCount; ++s)
        earliest.seats[at(s)] = Names[s];
    earliest.started = QDateTime(QDate(2025, 12, 1), QTime(20, 0), Qt::OffsetFromUTC, 9 * 3600).toString(Qt::ISODate);
    m_store->club().deferRatings(true);
    QVERIFY(m_store->records().importOne(earliest));
    m_store->club().deferRatings(false);

    GameHistoryPage page;
    page.resize(1366, 700);
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    // Each row's game and mean, in the order shown.
    const auto shown = [](HistoryModel *model) {
        fetchAll(model);
        QStringList rows;
        for (int row = 0; row < model->rowCount(); ++row)
            rows << QStringLiteral("%1 %2")
                        .arg(model->game(row).id)
                        .arg(model->index(row, HistoryModel::RatingColumn).data().toString());
        return rows;
    };
    clickHeader(page.view(), HistoryModel::RatingColumn);
    QCOMPARE(page.model()->sortColumn(), HistoryColumn::Rating);
    const QStringList waiting = shown(page.model());
    QCOMPARE(waiting.size(), GameCount + 1);

    QSignalSpy reread(page.model(), &QAbstractItemModel::modelReset);
    for (;;) {
        const std::optional<bool> done = m_store->club().rateDeferred(50);
        QVERIFY(done);
        if (*done)
            break;
    }
    QCOMPARE(reread.count(), 1);
    QCOMPARE(shown(page.model()), waiting);

    // A screen opened once all are rated shows the same.
    GameHistoryPage rated;
    rated.resize(1366, 700);
    rated.setStore(m_store.get());
    rated.model()->sort(HistoryModel::RatingColumn, page.model()->sortOrder());
    QCOMPARE(shown(rated.model()), waiting);
}

QTEST_MAIN(TestHistoryFilters)
#include "tst_historyfilters.moc"
