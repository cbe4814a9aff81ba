// The History screen through its real widgets against a database of a few
// hundred imported games, so that the table really fetches page by page.
#include "chartview.h"
#include "gamehistorypage.h"
#include "gamestore.h"
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
#include <set>

using namespace tornei;

namespace {

// The viewer sits in Tokyo (a POSIX rule: no time zone files needed), set
// before any Qt object reads the zone. Every time is shown in the viewer's
// zone, whatever offset a record carries.
void viewerInTokyo()
{
    qputenv("TZ", "JST-9");
    tzset();
}
Q_CONSTRUCTOR_FUNCTION(viewerInTokyo)

constexpr int GameCount = 300;
const QStringList Names = {QStringLiteral("Aki"),    QStringLiteral("Ben"),  QStringLiteral("Chie"),
                           QStringLiteral("Daisuke"), QStringLiteral("Emi"), QStringLiteral("Fumio"),
                           QStringLiteral("Goro"),   QStringLiteral("Hana")};

// One imported game as the test knows it.
struct Known
{
    qint64 id = 0;
    Record record;
    QDate date;      // the day it was played, at the table
    bool finished = false;
};

// The tester would fetch more from its own modelReset handler, which runs
// before it notes that the reset is over, and then reports the rows that
// fetch inserts as inserted during a reset: the tests fetch for themselves.
void testModel(QAbstractItemModelTester &tester)
{
    tester.setUseFetchMore(false);
}

void fetchAll(HistoryModel *model)
{
    while (model->canFetchMore({}))
        model->fetchMore({});
}

std::set<qint64> shownIds(HistoryModel *model)
{
    fetchAll(model);
    std::set<qint64> ids;
    for (int row = 0; row < model->rowCount(); ++row)
        ids.insert(model->game(row).id);
    return ids;
}

void clickHeader(QTableView *view, int column)
{
    QHeaderView *header = view->horizontalHeader();
    const QPoint point(header->sectionViewportPosition(column) + header->sectionSize(column) / 2, header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, point);
}

} // namespace

class TestHistoryPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void modelFetchesLazily();
    void searchPlayersAndSortThroughWidgets();
    void sizeStateAndDateFilters();
    void scrollingFetchesMore();
    void excludeAndInclude();
    void deleteAsksFirst();
    void severalGamesChangeTogether();
    void exportRecordsAndCsv();
    void selectAllActsOnEveryGame();
    void selectAllActsOnTheFilteredGames();
    void selectAllCountsAsTheLanguageWrites();
    void datesInTheViewersZone();
    void continueAndReviewFromTheWindow();
    void screenshots_data();
    void screenshots();

private:
    std::set<qint64> expected(const std::function<bool(const Known &)> &keep) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<GameStore> m_store;
    std::vector<Known> m_games;
    Language m_language;
};

void TestHistoryPage::init()
{
    m_language.apply(QStringLiteral("en"));
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<GameStore>();
    QCOMPARE(m_store->open(m_dir->filePath(QStringLiteral("h.sqlite"))), GameStore::OpenResult::Ok);
    QRandomGenerator rng(20261123u);
    std::vector<Record> records;
    m_games.clear();
    const QDateTime first(QDate(2026, 1, 1), QTime(20, 0), Qt::OffsetFromUTC, 9 * 3600);
    for (int i = 0; i < GameCount; ++i) {
        const int players = 3 + static_cast<int>(rng.bounded(2));
        Record record = (i % 5 == 4) ? RandomGame::playStopped(rng, players) : RandomGame::play(rng, players);
        QStringList pool = Names;
        for (int s = 0; s < SeatCount; ++s) {
            if (record.isPlayer(s))
                record.seats[at(s)] = pool.takeAt(static_cast<qsizetype>(rng.bounded(static_cast<quint32>(pool.size()))));
        }
        const QDateTime when = first.addDays(i);
        record.started = when.toString(Qt::ISODate);
        records.push_back(record);
        m_games.push_back({0, record, when.date(), Replay(record).isComplete()});
    }
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    StoreError error;
    QVERIFY2(m_store->records().importBatch(records, &ids, &refusals, &error), qPrintable(error.message));
    for (std::size_t i = 0; i < ids.size(); ++i) {
        QVERIFY2(ids[i].has_value(), qPrintable(refusals[i].message));
        m_games[i].id = *ids[i];
    }
}

void TestHistoryPage::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

std::set<qint64> TestHistoryPage::expected(const std::function<bool(const Known &)> &keep) const
{
    std::set<qint64> ids;
    for (const Known &game : m_games) {
        if (keep(game))
            ids.insert(game.id);
    }
    return ids;
}

void TestHistoryPage::modelFetchesLazily()
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

void TestHistoryPage::searchPlayersAndSortThroughWidgets()
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

void TestHistoryPage::sizeStateAndDateFilters()
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

void TestHistoryPage::scrollingFetchesMore()
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

void TestHistoryPage::excludeAndInclude()
{
    GameHistoryPage page;
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.view()->selectRow(2);
    const qint64 id = page.model()->game(2).id;
    QVERIFY(!m_store->games().summary(id)->excludedFromStatistics);
    QCOMPARE(page.excludeButton()->text(), QStringLiteral("E&xclude from statistics"));
    QTest::mouseClick(page.excludeButton(), Qt::LeftButton);
    QVERIFY(m_store->games().summary(id)->excludedFromStatistics);
    // Still listed, marked, and still selected.
    QCOMPARE(page.model()->game(2).id, id);
    QCOMPARE(page.model()->index(2, HistoryModel::StatisticsColumn).data().toString(), QStringLiteral("Excluded"));
    QCOMPARE(page.selectedGames(), std::vector<qint64>{id});
    QCOMPARE(page.excludeButton()->text(), QStringLiteral("&Include in statistics"));
    // Only excluded games.
    page.statisticsBox()->setCurrentIndex(2);
    QCOMPARE(shownIds(page.model()), std::set<qint64>{id});
    page.view()->selectRow(0);
    QTest::mouseClick(page.excludeButton(), Qt::LeftButton);
    QVERIFY(!m_store->games().summary(id)->excludedFromStatistics);
}

void TestHistoryPage::deleteAsksFirst()
{
    GameHistoryPage page;
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.view()->selectRow(0);
    page.view()->selectionModel()->select(page.model()->index(1, 0),
                                          QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const std::vector<qint64> chosen = page.selectedGames();
    QCOMPARE(chosen.size(), std::size_t{2});

    // Cancelled: nothing changes.
    QString question;
    whenModal([&](QWidget *box) {
        question = qobject_cast<QMessageBox *>(box)->text();
        clickButton(box, QStringLiteral("Cancel"));
    });
    QTest::mouseClick(page.deleteButton(), Qt::LeftButton);
    QVERIFY2(question.startsWith(QStringLiteral("Delete 2 game")), qPrintable(question));
    QVERIFY(m_store->games().summary(chosen[0]).has_value());
    QCOMPARE(page.model()->totalCount(), GameCount);

    // Confirmed: both are gone.
    whenModal([](QWidget *box) { clickButton(box, QStringLiteral("Delete")); });
    QTest::mouseClick(page.deleteButton(), Qt::LeftButton);
    QVERIFY(!m_store->games().summary(chosen[0]).has_value());
    QVERIFY(!m_store->games().summary(chosen[1]).has_value());
    QCOMPARE(page.model()->totalCount(), GameCount - 2);
    QCOMPARE(static_cast<int>(m_store->games().all().size()), GameCount - 2);
    QCOMPARE(page.model()->rowOfGame(chosen[0]), -1);
}

// Excluding or deleting several selected games is one change of the store:
// when it fails at one game, none of them changes.
void TestHistoryPage::severalGamesChangeTogether()
{
    GameHistoryPage page;
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.view()->selectRow(0);
    for (int row : {1, 2})
        page.view()->selectionModel()->select(page.model()->index(row, 0),
                                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const std::vector<qint64> chosen = page.selectedGames();
    QCOMPARE(chosen.size(), std::size_t{3});
    for (qint64 id : chosen)
        QVERIFY(!m_store->games().summary(id)->excludedFromStatistics);

    // Another connection makes the store fail at the last of the three games
    // it takes (in id order), once the other two are changed.
    const QString connection = QStringLiteral("fault");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(m_store->path());
        QVERIFY(db.open());
        const qint64 last = *std::max_element(chosen.begin(), chosen.end());
        const QString fails = QStringLiteral(" WHEN %1.id = %2 BEGIN SELECT RAISE(ABORT, 'injected failure'); END");
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TRIGGER last_fails BEFORE UPDATE OF excluded ON games") +
                                   fails.arg(QStringLiteral("new")).arg(last)));
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TRIGGER last_stays BEFORE DELETE ON games") +
                                   fails.arg(QStringLiteral("old")).arg(last)));
    }
    const auto cleanup = qScopeGuard([&] {
        QSqlDatabase::database(connection, false).close();
        QSqlDatabase::removeDatabase(connection);
    });
    // Answers every question with Delete and every message with OK, noting the messages.
    QStringList messages;
    QTimer answers;
    answers.setInterval(10);
    connect(&answers, &QTimer::timeout, &answers, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        for (QPushButton *button : box->findChildren<QPushButton *>()) {
            if (button->text().remove(QLatin1Char('&')) == QStringLiteral("Delete")) {
                button->click();
                return;
            }
        }
        messages << box->text();
        box->accept();
    });
    answers.start();

    QTest::mouseClick(page.excludeButton(), Qt::LeftButton);
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages[0].contains(QStringLiteral("injected failure")), qPrintable(messages[0]));
    for (qint64 id : chosen)
        QVERIFY(!m_store->games().summary(id)->excludedFromStatistics);
    for (int row = 0; row < 3; ++row)
        QCOMPARE(page.model()->index(row, HistoryModel::StatisticsColumn).data().toString(), QStringLiteral("Counted"));
    QCOMPARE(page.selectedGames(), chosen);

    QTest::mouseClick(page.deleteButton(), Qt::LeftButton);
    QCOMPARE(messages.size(), 2);
    QVERIFY2(messages[1].contains(QStringLiteral("injected failure")), qPrintable(messages[1]));
    for (qint64 id : chosen)
        QVERIFY(m_store->games().summary(id).has_value());
    QCOMPARE(page.model()->totalCount(), GameCount);
    QCOMPARE(page.selectedGames(), chosen);

    // Without the fault, the three change together.
    QVERIFY(QSqlQuery(QSqlDatabase::database(connection, false)).exec(QStringLiteral("DROP TRIGGER last_fails")));
    QVERIFY(QSqlQuery(QSqlDatabase::database(connection, false)).exec(QStringLiteral("DROP TRIGGER last_stays")));
    QTest::mouseClick(page.excludeButton(), Qt::LeftButton);
    QCOMPARE(messages.size(), 2);
    for (qint64 id : chosen)
        QVERIFY(m_store->games().summary(id)->excludedFromStatistics);
    QCOMPARE(page.selectedGames(), chosen);
    QTest::mouseClick(page.deleteButton(), Qt::LeftButton);
    QCOMPARE(messages.size(), 2);
    for (qint64 id : chosen)
        QVERIFY(!m_store->games().summary(id).has_value());
    QCOMPARE(page.model()->totalCount(), GameCount - 3);
}

void TestHistoryPage::exportRecordsAndCsv()
{
    GameHistoryPage page;
    page.setStore(m_store.get());
    const std::vector<qint64> games = {page.model()->game(0).id, page.model()->game(5).id};
    QTemporaryDir out;
    QVERIFY(page.actions().exportRecords(games, out.path()));
    for (qint64 id : games) {
        QFile file(QDir(out.path()).filePath(QStringLiteral("game-%1.json").arg(id)));
        QVERIFY(file.open(QIODevice::ReadOnly));
        RecordError error;
        const std::optional<Record> read = RecordFormat::read(file.readAll(), &error);
        QVERIFY2(read.has_value(), qPrintable(error.toString()));
        QCOMPARE(*read, GameRecords::exportable(*m_store->records().load(id)));
    }
    const QString csv = out.filePath(QStringLiteral("games.csv"));
    QVERIFY(page.actions().exportCsv(games, csv));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF")); // a spreadsheet reads the names as UTF-8
    // A header, then one line per player per round of the two games.
    int expectedLines = 1;
    for (qint64 id : games) {
        const Record record = *m_store->records().load(id);
        expectedLines += record.playerCount() * static_cast<int>(record.rounds.size());
    }
    QCOMPARE(static_cast<int>(bytes.count("\r\n")), expectedLines);
    // The same rows as an Excel workbook (a zip).
    const QString xlsx = out.filePath(QStringLiteral("games.xlsx"));
    QVERIFY(page.actions().exportXlsx(games, xlsx));
    QFile workbook(xlsx);
    QVERIFY(workbook.open(QIODevice::ReadOnly));
    QVERIFY(workbook.read(2) == "PK");
}

// Ctrl+A selects every game the filter matches, not only the fetched rows:
// the count, the question and the actions name and take all of them.
void TestHistoryPage::selectAllActsOnEveryGame()
{
    GameHistoryPage page;
    page.resize(1366, 700);
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QCOMPARE(page.model()->rowCount(), HistoryModel::PageSize);
    page.view()->setFocus();
    QTest::keySequence(page.view(), QKeySequence::SelectAll);
    QVERIFY(page.allGamesSelected());
    QCOMPARE(page.selectedCount(), GameCount);
    // (Plurals as the English catalogue writes them: "game(s)" until it has them.)
    const QString count = page.findChild<QLabel *>(QStringLiteral("historyCount"))->text();
    QVERIFY2(count.startsWith(QStringLiteral("300 game")) && count.endsWith(QStringLiteral(", all selected")),
             qPrintable(count));
    QVERIFY(!page.reviewButton()->isEnabled());
    // Rows fetched later are selected too.
    page.model()->fetchMore({});
    QCOMPARE(page.view()->selectionModel()->selectedRows().size(), 2 * HistoryModel::PageSize);
    QVERIFY(page.allGamesSelected());

    // CSV: every game's rounds, through the same dialog the user sees.
    QTemporaryDir out;
    const QString csv = out.filePath(QStringLiteral("all.csv"));
    whenModal([&](QWidget *dialog) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        QVERIFY(files);
        files->selectFile(csv);
        static_cast<QDialog *>(files)->accept(); // QFileDialog::accept, which checks the name
    });
    QTest::mouseClick(page.csvButton(), Qt::LeftButton);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    int expectedLines = 1;
    for (const Known &game : m_games)
        expectedLines += game.record.playerCount() * static_cast<int>(game.record.rounds.size());
    QCOMPARE(static_cast<int>(file.readAll().count("\r\n")), expectedLines);

    // Exclude, then include, every game.
    const auto excludedCount = [&] {
        HistoryQuery query;
        query.filter.excluded = true;
        query.limit = 1;
        return m_store->games().page(query).totalCount;
    };
    QTest::mouseClick(page.excludeButton(), Qt::LeftButton);
    QCOMPARE(excludedCount(), GameCount);
    QVERIFY(page.allGamesSelected());
    QCOMPARE(page.excludeButton()->text(), QStringLiteral("&Include in statistics"));
    QTest::mouseClick(page.excludeButton(), Qt::LeftButton);
    QCOMPARE(excludedCount(), 0);

    // The question names every game; cancelled, nothing changes.
    QString question;
    whenModal([&](QWidget *box) {
        question = qobject_cast<QMessageBox *>(box)->text();
        clickButton(box, QStringLiteral("Cancel"));
    });
    QTest::mouseClick(page.deleteButton(), Qt::LeftButton);
    QVERIFY2(question.startsWith(QStringLiteral("Delete 300 game")), qPrintable(question));
    QCOMPARE(static_cast<int>(m_store->games().all().size()), GameCount);
    whenModal([](QWidget *box) { clickButton(box, QStringLiteral("Delete")); });
    QTest::mouseClick(page.deleteButton(), Qt::LeftButton);
    QVERIFY(m_store->games().all().empty());
    QCOMPARE(page.model()->totalCount(), 0);
    QVERIFY(!page.allGamesSelected());
    QVERIFY(!page.deleteButton()->isEnabled());
}

// "All" is all the filter matches; choosing rows afterwards is a choice of rows.
void TestHistoryPage::selectAllActsOnTheFilteredGames()
{
    GameHistoryPage page;
    page.resize(1366, 700);
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.sizeBox()->setCurrentIndex(2); // 4 players
    const std::set<qint64> fours = expected([](const Known &g) { return g.record.playerCount() == 4; });
    QVERIFY(static_cast<int>(fours.size()) > HistoryModel::PageSize);
    QVERIFY(static_cast<int>(fours.size()) < GameCount);

    page.view()->setFocus();
    QTest::keySequence(page.view(), QKeySequence::SelectAll);
    QCOMPARE(page.selectedCount(), static_cast<int>(fours.size()));
    // Clicking a row chooses that row alone.
    QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {},
                      page.view()->visualRect(page.model()->index(3, HistoryModel::PlayersColumn)).center());
    QVERIFY(!page.allGamesSelected());
    QCOMPARE(page.selectedCount(), 1);
    QCOMPARE(page.findChild<QLabel *>(QStringLiteral("historyCount"))->text(),
             QStringLiteral("%1 games").arg(fours.size()));
    // Another filter ends "all" too.
    QTest::keySequence(page.view(), QKeySequence::SelectAll);
    QVERIFY(page.allGamesSelected());
    page.stateBox()->setCurrentIndex(1); // finished
    QVERIFY(!page.allGamesSelected());
    QCOMPARE(page.selectedCount(), 0);
    page.stateBox()->setCurrentIndex(0);

    // Sorting keeps every game selected.
    QTest::keySequence(page.view(), QKeySequence::SelectAll);
    clickHeader(page.view(), HistoryModel::PlayersColumn);
    QVERIFY(page.allGamesSelected());
    QCOMPARE(page.view()->selectionModel()->selectedRows().size(), HistoryModel::PageSize);

    QString question;
    whenModal([&](QWidget *box) {
        question = qobject_cast<QMessageBox *>(box)->text();
        clickButton(box, QStringLiteral("Delete"));
    });
    QTest::mouseClick(page.deleteButton(), Qt::LeftButton);
    QVERIFY2(question.startsWith(QStringLiteral("Delete %1 game").arg(fours.size())), qPrintable(question));
    std::set<qint64> left;
    for (const GameSummary &game : m_store->games().all())
        left.insert(game.id);
    QCOMPARE(left, expected([](const Known &g) { return g.record.playerCount() == 3; }));
    page.sizeBox()->setCurrentIndex(0);
    QCOMPARE(page.model()->totalCount(), GameCount - static_cast<int>(fours.size()));
}

// The count of "all" with the language's digit grouping: 900 more games just
// set up (no cards), quick to store, make 1,200.
void TestHistoryPage::selectAllCountsAsTheLanguageWrites()
{
    std::vector<Record> records;
    const QDateTime first(QDate(2027, 1, 1), QTime(19, 0), Qt::OffsetFromUTC, 9 * 3600);
    for (int i = 0; i < 900; ++i) {
        Record record = m_games[at(i % 10)].record;
        record.rounds.clear();
        record.started = first.addSecs(60 * i).toString(Qt::ISODate);
        records.push_back(record);
    }
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    QVERIFY(m_store->records().importBatch(records, &ids, &refusals));
    GameHistoryPage page;
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTest::keySequence(page.view(), QKeySequence::SelectAll);
    QCOMPARE(page.selectedCount(), GameCount + 900);
    QString question;
    whenModal([&](QWidget *box) {
        question = qobject_cast<QMessageBox *>(box)->text();
        clickButton(box, QStringLiteral("Cancel"));
    });
    QTest::mouseClick(page.deleteButton(), Qt::LeftButton);
    QVERIFY2(question.startsWith(QStringLiteral("Delete 1,200 game")), qPrintable(question));
    QVERIFY(page.findChild<QLabel *>(QStringLiteral("historyCount"))->text().startsWith(QStringLiteral("1,200 game")));
}

// Each time in the viewer's time zone (Tokyo here), on the History and start
// screens alike, so that newest first reads newest first; the start screen
// names the round a game plays next.
void TestHistoryPage::datesInTheViewersZone()
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

void TestHistoryPage::continueAndReviewFromTheWindow()
{
    m_store->close();
    MainWindow window;
    window.resize(1366, 740);
    QVERIFY(window.openDatabase(m_dir->filePath(QStringLiteral("h.sqlite")), false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The start page lists recent games without reading them all.
    QCOMPARE(window.startPage()->recentModel()->rowCount(), HistoryModel::PageSize);
    QTest::mouseClick(window.startPage()->historyButton(), Qt::LeftButton);
    GameHistoryPage *page = window.historyPage();
    QVERIFY(page->isVisible());
    page->stateBox()->setCurrentIndex(2); // in play
    page->view()->selectRow(0);
    const qint64 unfinished = page->model()->game(0).id;
    QVERIFY(!page->model()->game(0).finished);
    QVERIFY(page->continueButton()->isEnabled());
    QTest::mouseClick(page->continueButton(), Qt::LeftButton);
    QVERIFY(window.tablePage()->isVisible());
    QCOMPARE(window.tablePage()->session()->gameId(), unfinished);

    window.showHistory();
    page->stateBox()->setCurrentIndex(1); // finished
    page->view()->selectRow(0);
    QVERIFY(!page->continueButton()->isEnabled());
    QSignalSpy review(page, &GameHistoryPage::reviewRequested);
    QTest::mouseClick(page->reviewButton(), Qt::LeftButton);
    QCOMPARE(review.size(), 1);
    QCOMPARE(review.front().front().toLongLong(), page->model()->game(0).id);
    // The window opens the game on the review page; its Back returns here.
    QVERIFY(window.reviewPage()->isVisible());
    QCOMPARE(window.reviewPage()->gameId(), page->model()->game(0).id);
    QVERIFY(pressButton(window.reviewPage(), QStringLiteral("backButton")));
    QVERIFY(page->isVisible());
}

void TestHistoryPage::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
}

// The History and Players screens (and each chart) at the laptop size, saved
// to $TORNEI_SCREENSHOT_DIR when it is set; each must fit 1366×768.
void TestHistoryPage::screenshots()
{
    QFETCH(QString, language);
    m_language.apply(language);
    const QStringList names = language == QLatin1String("ja")
                                  ? QStringList{QStringLiteral("あき"), QStringLiteral("ベン"), QStringLiteral("千恵"),
                                                QStringLiteral("大輔"), QStringLiteral("えみ"), QStringLiteral("史郎")}
                                  : QStringList{QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"),
                                                QStringLiteral("Daisuke"), QStringLiteral("Emi"), QStringLiteral("Fumio")};
    QTemporaryDir dir;
    {
        GameStore store;
        QCOMPARE(store.open(dir.filePath(QStringLiteral("s.sqlite"))), GameStore::OpenResult::Ok);
        QRandomGenerator rng(7u);
        std::vector<Record> records;
        const QDateTime first(QDate(2026, 9, 1), QTime(19, 30), Qt::OffsetFromUTC, 9 * 3600);
        for (int i = 0; i < 80; ++i) {
            const int players = 3 + static_cast<int>(rng.bounded(2));
            Record record = (i % 9 == 8) ? RandomGame::playStopped(rng, players) : RandomGame::play(rng, players);
            QStringList pool = names;
            for (int s = 0; s < SeatCount; ++s) {
                if (record.isPlayer(s))
                    record.seats[at(s)] = pool.takeAt(static_cast<qsizetype>(rng.bounded(static_cast<quint32>(pool.size()))));
            }
            record.started = first.addDays(i).addSecs(60 * 17 * (i % 7)).toString(Qt::ISODate);
            records.push_back(record);
        }
        std::vector<std::optional<qint64>> ids;
        std::vector<StoreError> refusals;
        QVERIFY(store.records().importBatch(records, &ids, &refusals));
        QVERIFY(store.games().setExcluded({*ids[75]}, true));
    }
    MainWindow window;
    window.resize(1366, 768);
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("s.sqlite")), false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString out = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR");
    const auto shoot = [&](const QString &name) {
        QCoreApplication::processEvents();
        QVERIFY(window.minimumSizeHint().width() <= 1366);
        QVERIFY(window.minimumSizeHint().height() <= 768);
        const QPixmap picture = window.grab();
        QVERIFY(!picture.isNull());
        if (out.isEmpty())
            return;
        QDir().mkpath(out);
        QVERIFY(picture.save(QDir(out).filePath(QStringLiteral("%1-%2.png").arg(language, name))));
    };
    shoot(QStringLiteral("h0-start"));
    window.showHistory();
    // The newest game, day 79: 1 September + 79 days, 19:30 + 2 × 17 minutes,
    // at the table's own time, written as the language writes dates.
    QCOMPARE(window.historyPage()->model()->index(0, HistoryModel::DateColumn).data().toString(),
             language == QLatin1String("ja") ? QStringLiteral("2026/11/19 20:04") : QStringLiteral("11/19/26 8:04 PM"));
    window.historyPage()->view()->selectRow(1);
    shoot(QStringLiteral("h1-history"));
    window.showPlayers();
    PlayersPage *players = window.playersPage();
    players->showPlayer(players->playerModel()->player(0).id);
    shoot(QStringLiteral("h2-players"));
    players->tabs()->setCurrentIndex(1);
    for (int i = 0; i < 4; ++i) {
        players->chartTabs()->setCurrentIndex(i);
        QVERIFY(players->chart(i)->hasChart());
        shoot(QStringLiteral("h3-chart%1").arg(i + 2));
    }
    m_language.apply(QStringLiteral("en"));
}

QTEST_MAIN(TestHistoryPage)
#include "tst_historypage.moc"
