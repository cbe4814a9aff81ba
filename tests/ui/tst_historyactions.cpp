// Acting on games from the History screen through its real widgets: exclude,
// include, delete and export one game, several or all the filter matches,
// and continue or review a game from the window.
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
#include "startcontents.h"
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

class TestHistoryActions : public QObject, protected HistoryDatabase
{
    Q_OBJECT

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }
    void excludeAndInclude();
    void deleteAsksFirst();
    void deleteSaysWhatTheClubIsAsked();
    void severalGamesChangeTogether();
    void exportRecordsAndCsv();
    void selectAllActsOnEveryGame();
    void selectAllActsOnTheFilteredGames();
    void selectAllCountsAsTheLanguageWrites();
    void continueAndReviewFromTheWindow();
};

void TestHistoryActions::excludeAndInclude()
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

void TestHistoryActions::deleteAsksFirst()
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
// Only when a club's server is set and the club has one of the games does
// the question say that the club is asked to remove it too.
void TestHistoryActions::deleteSaysWhatTheClubIsAsked()
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
    const auto asked = [&] {
        QString said = QStringLiteral("no question");
        whenModal([&](QWidget *box) {
            said = qobject_cast<QMessageBox *>(box)->informativeText();
            clickButton(box, QStringLiteral("Cancel"));
        });
        QTest::mouseClick(page.deleteButton(), Qt::LeftButton);
        return said;
    };
    // The club has the second game (it came down from it).
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("club-mark"));
        raw.setDatabaseName(m_store->path());
        QVERIFY(raw.open());
        QVERIFY(QSqlQuery(raw).exec(QStringLiteral("INSERT INTO club_games (game, revision) VALUES (%1, 1)").arg(chosen[1])));
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("club-mark"));
    QCOMPARE(asked(), QString()); // no server set: the club is not asked
    page.setClubServer(true);
    const QString club = asked();
    QVERIFY2(club.startsWith(QStringLiteral("The club has 1 of these games: at the next sync its server is asked to "
                                            "remove it too.")),
             qPrintable(club));
    QVERIFY2(club.contains(QStringLiteral("director")), qPrintable(club));
    // Only games the club does not have: nothing of the club.
    page.view()->selectRow(0);
    QCOMPARE(page.selectedGames(), std::vector<qint64>{chosen[0]});
    QCOMPARE(asked(), QString());
    QVERIFY(m_store->games().summary(chosen[1]).has_value());
}

void TestHistoryActions::severalGamesChangeTogether()
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

void TestHistoryActions::exportRecordsAndCsv()
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
void TestHistoryActions::selectAllActsOnEveryGame()
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
        files->setDirectory(out.path());
        typeFileNames(files, QStringLiteral("all.csv"));
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
void TestHistoryActions::selectAllActsOnTheFilteredGames()
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
void TestHistoryActions::selectAllCountsAsTheLanguageWrites()
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

void TestHistoryActions::continueAndReviewFromTheWindow()
{
    m_store->close();
    MainWindow window;
    window.resize(1366, 740);
    QVERIFY(window.openDatabase(m_dir->filePath(QStringLiteral("h.sqlite")), false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The start page lists recent games without reading them all.
    QCOMPARE(window.startPage()->recentModel()->rowCount(), StartContents::RecentListed);
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

QTEST_MAIN(TestHistoryActions)
#include "tst_historyactions.moc"
