// The app's screens beside other writers of its database: games imported by
// tornei-cli while the window is open appear in History and Players without
// a reopen; a screen reads again only when something changed; a new game and
// its new players are one change.
#include "gamehistorypage.h"
#include "gamestore.h"
#include "historymodel.h"
#include "mainwindow.h"
#include "modaldialogs.h"
#include "playerlistmodel.h"
#include "playerspage.h"
#include "randomgame.h"
#include "recordformat.h"
#include "startpage.h"
#include "storeevents.h"
#include "testfiles.h"

#include <QMessageBox>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace tornei;

namespace {

bool listsPlayer(const PlayersPage *page, const QString &name)
{
    const PlayerListModel *model = page->playerModel();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->player(row).name == name)
            return true;
    }
    return false;
}

Record named(Record record, const QStringList &names)
{
    int i = 0;
    for (auto &seat : record.seats) {
        if (seat)
            seat = names.at(i++);
    }
    return record;
}

} // namespace

class TestLiveStore : public QObject
{
    Q_OBJECT

private slots:
    void importedBesideTheOpenWindowAppears();
    void shownAgainReadsNothingUnchanged();
    void newGameIsOneChange();
    void refusedNewGameLeavesNoPlayers();

private:
    // Starts tornei-cli importing `records` into the database at `db`; the caller waits on the window.
    bool startImport(QProcess &cli, const QString &db, const QString &folder, const std::vector<Record> &records);
};

bool TestLiveStore::startImport(QProcess &cli, const QString &db, const QString &folder,
                                const std::vector<Record> &records)
{
    QStringList args{QStringLiteral("--db"), db, QStringLiteral("import")};
    for (std::size_t i = 0; i < records.size(); ++i) {
        const QString file = QStringLiteral("%1/import-%2.json").arg(folder).arg(i);
        if (!writeAll(file, RecordFormat::write(records[i])))
            return false;
        args << file;
    }
    cli.start(QStringLiteral(TORNEI_CLI), args);
    return cli.waitForStarted();
}

void TestLiveStore::importedBesideTheOpenWindowAppears()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("t.sqlite"));
    QRandomGenerator rng(1600u);
    MainWindow window;
    QVERIFY(window.openDatabase(db, false));
    QVERIFY(window.store()->records().importOne(
        named(RandomGame::play(rng, 4),
              {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dan")})));
    window.show();
    window.showPlayers();
    QVERIFY(!listsPlayer(window.playersPage(), QStringLiteral("Eri")));
    window.showHistory();
    QCOMPARE(window.historyPage()->model()->totalCount(), 1);

    // History is shown while another program imports two games, one with a new player.
    QProcess cli;
    QVERIFY(startImport(cli, db, dir.path(),
                        {named(RandomGame::play(rng, 4), {QStringLiteral("Aki"), QStringLiteral("Ben"),
                                                          QStringLiteral("Chie"), QStringLiteral("Eri")}),
                         named(RandomGame::play(rng, 3), {QStringLiteral("Ben"), QStringLiteral("Chie"),
                                                          QStringLiteral("Dan")})}));
    QTRY_COMPARE(window.historyPage()->model()->totalCount(), 3);
    QTRY_COMPARE(cli.state(), QProcess::NotRunning);
    QCOMPARE(cli.exitCode(), 0);
    QCOMPARE(window.historyPage()->view()->model()->rowCount(), 3);
    // Players, hidden meanwhile, shows the new player once shown.
    window.showPlayers();
    QVERIFY(listsPlayer(window.playersPage(), QStringLiteral("Eri")));

    // And with Players shown, another import appears there and on History.
    QProcess again;
    QVERIFY(startImport(again, db, dir.path(),
                        {named(RandomGame::play(rng, 4), {QStringLiteral("Fumi"), QStringLiteral("Ben"),
                                                          QStringLiteral("Chie"), QStringLiteral("Eri")})}));
    QTRY_VERIFY(listsPlayer(window.playersPage(), QStringLiteral("Fumi")));
    QTRY_COMPARE(again.state(), QProcess::NotRunning);
    QCOMPARE(again.exitCode(), 0);
    window.showHistory();
    QCOMPARE(window.historyPage()->model()->totalCount(), 4);
    window.showStart();
    QCOMPARE(window.startPage()->recentModel()->totalCount(), 4);
}

void TestLiveStore::shownAgainReadsNothingUnchanged()
{
    QTemporaryDir dir;
    QRandomGenerator rng(1601u);
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    QVERIFY(window.store()->records().importOne(RandomGame::play(rng, 4)));
    window.show();
    window.showHistory();
    window.showPlayers();
    window.showStart();
    QSignalSpy historyRead(window.historyPage()->model(), &HistoryModel::modelReset);
    QSignalSpy playersRead(window.playersPage()->playerModel(), &PlayerListModel::modelReset);
    QSignalSpy startRead(window.startPage()->recentModel(), &HistoryModel::modelReset);
    window.showHistory();
    window.showPlayers();
    window.showStart();
    QCOMPARE(historyRead.count(), 0);
    QCOMPARE(playersRead.count(), 0);
    QCOMPARE(startRead.count(), 0);

    // A change while they are hidden: each reads once, when shown.
    QVERIFY(window.store()->records().importOne(RandomGame::play(rng, 3)));
    QCOMPARE(startRead.count(), 1); // the shown one at once
    QCOMPARE(historyRead.count(), 0);
    QCOMPARE(playersRead.count(), 0);
    QVERIFY(window.store()->records().importOne(RandomGame::play(rng, 4)));
    window.showHistory();
    QCOMPARE(historyRead.count(), 1);
    QCOMPARE(window.historyPage()->model()->totalCount(), 3);
    window.showPlayers();
    QCOMPARE(playersRead.count(), 1);
    window.showHistory();
    QCOMPARE(historyRead.count(), 1);
}

void TestLiveStore::newGameIsOneChange()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    QVERIFY(window.store()->players().add(QStringLiteral("Aki")));
    window.show();
    QSignalSpy changed(window.store()->events(), &StoreEvents::changed);
    QSignalSpy playersAdded(window.store()->events(), &StoreEvents::playersAdded);
    Record setup;
    setup.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dan")};
    QVERIFY(window.startGame(setup));
    // The game and its three new players: one transaction.
    QCOMPARE(changed.count(), 1);
    QCOMPARE(playersAdded.count(), 1);
    QCOMPARE(playersAdded.at(0).at(0).value<QList<qint64>>().size(), 3);
    QCOMPARE(window.store()->players().all().size(), std::size_t(4));
}

void TestLiveStore::refusedNewGameLeavesNoPlayers()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.show();
    // Three players and the first dealer on the empty seat: the game is refused, and with it its players.
    Record setup;
    setup.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), std::nullopt};
    setup.firstDealer = 3;
    bool told = false;
    whenModal([&told](QWidget *box) {
        told = qobject_cast<QMessageBox *>(box) != nullptr;
        box->close();
    });
    QVERIFY(!window.startGame(setup));
    QVERIFY(told);
    QVERIFY(window.store()->players().all().empty());
    QVERIFY(window.store()->games().all().empty());
}

QTEST_MAIN(TestLiveStore)
#include "tst_livestore.moc"
