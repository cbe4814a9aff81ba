// The main window's database: a damaged file left untouched, the daily backup
// and the check for damage made beside the open window, kept figures rebuilt,
// the store opened and the start page read on the start's warm-up thread
// while the window is made.
#include "cardpicker.h"
#include "gameendpage.h"
#include "gamesession.h"
#include "gamestore.h"
#include "historymodel.h"
#include "language.h"
#include "mainwindow.h"
#include "modaldialogs.h"
#include "newgamepage.h"
#include "pressbutton.h"
#include "randomgame.h"
#include "recordformat.h"
#include "reports.h"
#include "scoresheetmodel.h"
#include "seatindex.h"
#include "startpage.h"
#include "startwarmup.h"
#include "storedgames.h"
#include "suitstyle.h"
#include "tablepage.h"
#include "trickview.h"
#include "violationlist.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>
#include <QUndoStack>

#include <set>

using namespace tornei;

class TestWindowDatabase : public QObject
{
    Q_OBJECT

private slots:
    void damagedDatabaseIsLeftUntouched();
    void dailyBackupBesideTheWindow();
    void damageFoundBesideTheWindow();
    void rebuiltFiguresSaidBesideTheWindow();
    void failedDailyBackupSaidBesideTheWindow();
    void emptyFileWithBackupsOffersTheLatest();
    void storeOpenedWhileTheWindowIsMade();
    void storeRefusedWhileTheWindowIsMade();
    void startPageReadWhileTheWindowIsMade();
};

namespace {

// Qt's warnings while a test runs: an object used from another thread than
// its own (a timer, a database connection) is said only so.
QStringList &warnings()
{
    static QStringList said;
    return said;
}

// A window made as the app's main() makes it, its store opened on the
// start's warm-up thread meanwhile, and what that open gave.
struct StartedWindow
{
    explicit StartedWindow(const QString &path)
        : windowWarmUp(warmUp, *store, path)
        , window(std::move(store))
        , opened(windowWarmUp.opened())
    {}

    StartWarmUp warmUp;
    std::unique_ptr<GameStore> store = std::make_unique<GameStore>();
    WindowWarmUp windowWarmUp;
    MainWindow window;
    OpenedStore opened;
};

// What a start page lists: the unfinished games' lines and every recent game's cells, as shown.
QStringList startTexts(StartPage *page)
{
    QStringList texts;
    for (int row = 0; row < page->unfinishedList()->count(); ++row)
        texts << page->unfinishedList()->item(row)->text();
    const HistoryModel *recent = page->recentModel();
    texts << QString::number(recent->totalCount());
    for (int row = 0; row < recent->rowCount(); ++row) {
        for (int column = 0; column < recent->columnCount(); ++column)
            texts << recent->index(row, column).data().toString();
    }
    return texts;
}

void keepWarning(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // The offscreen platform's own word on every window shown is no fault of the window's.
    if (type != QtDebugMsg && type != QtInfoMsg && !message.contains(QLatin1String("propagateSizeHints")))
        warnings() << message;
}

// The window opened on `path`: what the message beside it says once the start's checks are done
// (accepted), with `games` games in the store meanwhile: the table goes on.
QString messageBesideTheWindow(const QString &path, std::size_t games)
{
    QString said;
    whenModal([&](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        said = box->text();
        box->accept();
    });
    MainWindow window;
    if (!window.openDatabase(path, false))
        return QStringLiteral("not opened");
    if (!QTest::qWaitFor([&] { return !said.isEmpty(); }, 20000))
        return QStringLiteral("nothing said");
    if (window.store()->games().all().size() != games)
        return QStringLiteral("%1 games, not %2").arg(window.store()->games().all().size()).arg(games);
    return said;
}

} // namespace

void TestWindowDatabase::damagedDatabaseIsLeftUntouched()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    QByteArray junk("this is not a database, ");
    junk = junk.repeated(200);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(junk);
    }
    MainWindow window;
    QVERIFY(!window.openDatabase(path, false));
    QVERIFY(!window.store()->isOpen());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), junk);
}

void TestWindowDatabase::dailyBackupBesideTheWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QRandomGenerator rng(7);
        QVERIFY(store.records().importOne(RandomGame::play(rng, 3)));
    }
    QVERIFY(Backups::list(path).isEmpty());
    {
        MainWindow window;
        QVERIFY(window.openDatabase(path, false));
        QVERIFY(window.store()->backups().dailyDue());
        // The window is usable at once; the backup follows on its own connection.
        QTRY_COMPARE(Backups::list(path).size(), 1);
        QCOMPARE(window.store()->games().all().size(), std::size_t(1));
    }
    // Quitting right after opening does not wait for the check: it is
    // stopped where it is, before its backup (or, on a fast machine, it was
    // done already); never half a backup. The next start makes it.
    for (const QString &backup : Backups::list(path))
        QVERIFY(QFile::remove(backup));
    {
        MainWindow window;
        QVERIFY(window.openDatabase(path, false));
    }
    QVERIFY(Backups::list(path).size() <= 1);
    QVERIFY(QDir(Backups::directory(path)).entryList({QStringLiteral("*.part")}, QDir::Files).isEmpty());
    {
        MainWindow window;
        QVERIFY(window.openDatabase(path, false));
        QTRY_COMPARE(Backups::list(path).size(), 1);
    }
}

void TestWindowDatabase::damageFoundBesideTheWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QRandomGenerator rng(8);
        for (int i = 0; i < 20; ++i)
            QVERIFY(store.records().importOne(RandomGame::play(rng, 3)));
        QVERIFY(store.backups().makeNow());
    }
    // A page deep in the file, past the schema's pages (its triggers fill
    // several), which opening does not read.
    QByteArray bytes;
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        bytes = file.readAll();
    }
    const int pageSize = (static_cast<unsigned char>(bytes[16]) << 8) | static_cast<unsigned char>(bytes[17]);
    const qsizetype page = testing::middleCardPage(path);
    QVERIFY(page > 0);
    for (qsizetype i = 0; i < pageSize; ++i)
        bytes[page * pageSize + i] = static_cast<char>(0xA5 ^ (i & 0x3f));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    // After every start, not only when a backup is due, the whole file is
    // checked beside the window; the damage is said as at open, with the
    // latest backup offered.
    QVERIFY(!Backups::list(path).isEmpty());
    QString said;
    whenModal([&](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        said = box->text();
        for (QPushButton *button : box->findChildren<QPushButton *>()) {
            if (button->text().startsWith(QStringLiteral("Restore the latest backup")))
                button->click();
        }
    });
    MainWindow window;
    QVERIFY(window.openDatabase(path, false));
    QTRY_VERIFY_WITH_TIMEOUT(!said.isEmpty(), 20000);
    QVERIFY2(said.contains(QStringLiteral("damaged")), qPrintable(said));
    QTRY_COMPARE(window.store()->games().all().size(), std::size_t(20));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("t.sqlite.replaced-*")}, QDir::Files).size(), 1);
}

void TestWindowDatabase::rebuiltFiguresSaidBesideTheWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QRandomGenerator rng(10);
        for (int i = 0; i < 8; ++i)
            QVERIFY(store.records().importOne(RandomGame::play(rng, 3)));
        QVERIFY(store.backups().makeNow());
    }
    // One cell of a player's kept prediction matrix changed behind the
    // store's back; the games are whole.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("UPDATE player_figures SET lead_p1_g1 = lead_p1_g1 + 1 "
                                          "WHERE player = (SELECT min(player) FROM player_figures)")));
        QCOMPARE(query.numRowsAffected(), 1);
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    // The check a second after the start finds it, rebuilds the figures and
    // says so; the table goes on.
    const QString said = messageBesideTheWindow(path, 8);
    QVERIFY2(said.contains(QStringLiteral("players' figures")) && said.contains(QStringLiteral("rebuilt")),
             qPrintable(said));
    StoreError error;
    QString notice;
    QVERIFY2(Backups::checkFile(path, false, &error, &notice), qPrintable(error.message));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
}

void TestWindowDatabase::failedDailyBackupSaidBesideTheWindow()
{
    // The backups' folder cannot be made (a file has its name): said, and the table goes on.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QRandomGenerator rng(11);
        for (int i = 0; i < 3; ++i)
            QVERIFY(store.records().importOne(RandomGame::play(rng, 3)));
    }
    QVERIFY(QDir(Backups::directory(path)).removeRecursively());
    {
        QFile file(Backups::directory(path));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("not a folder") == 12);
    }
    const QString said = messageBesideTheWindow(path, 3);
    QVERIFY2(said.contains(QStringLiteral("No backup of the database was made today")), qPrintable(said));
}

void TestWindowDatabase::emptyFileWithBackupsOffersTheLatest()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QRandomGenerator rng(9);
        for (int i = 0; i < 5; ++i)
            QVERIFY(store.records().importOne(RandomGame::play(rng, 3)));
        QVERIFY(store.backups().makeNow());
    }
    // Cut to nothing: with backups beside it, damage, not a new database.
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    }
    {
        MainWindow window;
        QVERIFY(!window.openDatabase(path, false));
        QCOMPARE(QFileInfo(path).size(), 0);
    }
    QString said;
    QStringList buttons;
    whenModal([&](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        said = box->text();
        for (QPushButton *button : box->findChildren<QPushButton *>())
            buttons << button->text();
        for (QPushButton *button : box->findChildren<QPushButton *>()) {
            if (button->text().startsWith(QStringLiteral("Restore the latest backup")))
                button->click();
        }
    });
    MainWindow window;
    QVERIFY(window.openDatabase(path, true));
    QVERIFY2(said.contains(QStringLiteral("empty (0 bytes)")), qPrintable(said));
    QVERIFY2(buttons.join(QLatin1Char('|')).contains(QStringLiteral("Restore the latest backup")),
             qPrintable(buttons.join(QLatin1Char('|'))));
    QCOMPARE(window.store()->games().all().size(), std::size_t(5));
    // The empty file is kept aside, as any damaged file a backup replaces.
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("t.sqlite.replaced-*")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QCOMPARE(QFileInfo(dir.filePath(aside.first())).size(), 0);
}

void TestWindowDatabase::storeOpenedWhileTheWindowIsMade()
{
    QTemporaryDir dir;
    // A folder not made yet, as at a first start: the warm-up makes it.
    const QString path = dir.filePath(QStringLiteral("new folder/t.sqlite"));
    QRandomGenerator rng(29);
    warnings().clear();
    const QtMessageHandler previous = qInstallMessageHandler(keepWarning);
    const auto restore = qScopeGuard([previous] { qInstallMessageHandler(previous); });
    {
        StartedWindow started(path);
        MainWindow &window = started.window;
        QCOMPARE(started.opened.result, GameStore::OpenResult::Ok);
        QVERIFY(window.openDatabase(path, std::move(started.opened), false));
        QVERIFY(window.store()->isOpen());
        QCOMPARE(window.store()->path(), QFileInfo(path).absoluteFilePath());
        // Its connection is this thread's now, as Qt sees it too.
        QCOMPARE(QSqlDatabase::connectionNames().size(), 1);
        QVERIFY(QSqlDatabase::database(QSqlDatabase::connectionNames().constFirst(), false).isOpen());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.startPage()->recentModel()->totalCount(), 0);

        // Another program's game, noticed on the window's own thread.
        GameStore other;
        QCOMPARE(other.open(path), GameStore::OpenResult::Ok);
        QVERIFY(other.records().importBatch({RandomGame::play(rng, 3)}, nullptr, nullptr, nullptr));
        QTRY_COMPARE(window.startPage()->recentModel()->totalCount(), 1);
        // The window's store writes from its thread.
        StoreError written;
        QVERIFY2(window.store()->records().importBatch({RandomGame::play(rng, 4)}, nullptr, nullptr, &written),
                 qPrintable(written.message));
        QTRY_COMPARE(window.startPage()->recentModel()->totalCount(), 2);
        other.close();
    }
    QVERIFY2(warnings().isEmpty(), qPrintable(warnings().join(QLatin1Char('\n'))));
    GameStore again;
    QCOMPARE(again.open(path), GameStore::OpenResult::Ok);
    QCOMPARE(again.games().all().size(), size_t(2));
}

void TestWindowDatabase::storeRefusedWhileTheWindowIsMade()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    const QByteArray junk = QByteArray("this is not a database, ").repeated(200);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(junk);
    }
    MainWindow plain;
    QVERIFY(!plain.openDatabase(path, false));

    StartedWindow started(path);
    MainWindow &window = started.window;
    QCOMPARE(started.opened.result, GameStore::OpenResult::Damaged);
    QVERIFY(!started.opened.start);
    QVERIFY(!window.openDatabase(path, std::move(started.opened), false));
    QVERIFY(!window.store()->isOpen());
    // Said as the window says it when it opens the file itself.
    QVERIFY(!window.startPage()->databaseLabel()->text().isEmpty());
    QCOMPARE(window.startPage()->databaseLabel()->text(), plain.startPage()->databaseLabel()->text());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), junk);
}

void TestWindowDatabase::startPageReadWhileTheWindowIsMade()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    QRandomGenerator rng(31);
    {
        // More recent games than a page, and more unfinished ones than are listed.
        std::vector<Record> games;
        for (int i = 0; i < 160; ++i)
            games.push_back(i % 2 == 0 ? RandomGame::playStopped(rng, 3) : RandomGame::play(rng, 4));
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QVERIFY(store.records().importBatch(games, nullptr, nullptr, nullptr));
    }
    MainWindow plain;
    QVERIFY(plain.openDatabase(path, false));
    const QStringList shown = startTexts(plain.startPage());
    QCOMPARE(plain.startPage()->unfinishedList()->count(), StartContents::Listed);
    QCOMPARE(plain.startPage()->recentModel()->rowCount(), StartContents::RecentListed);
    {
        // The rest as the list scrolls, from where the first rows end.
        MainWindow scrolled;
        QVERIFY(scrolled.openDatabase(path, false));
        HistoryModel *recent = scrolled.startPage()->recentModel();
        QVERIFY(recent->canFetchMore({}));
        recent->fetchMore({});
        QCOMPARE(recent->rowCount(), StartContents::RecentListed + HistoryModel::PageSize);
        std::set<qint64> ids;
        for (int row = 0; row < recent->rowCount(); ++row)
            ids.insert(recent->game(row).id);
        QCOMPARE(static_cast<int>(ids.size()), recent->rowCount());
    }

    StartedWindow started(path);
    MainWindow &window = started.window;
    QCOMPARE(started.opened.result, GameStore::OpenResult::Ok);
    // Read beside the window, before it was given the store.
    QVERIFY(started.opened.start);
    QCOMPARE(started.opened.start->unfinished.size(), std::size_t(StartContents::Listed));
    QCOMPARE(started.opened.start->recent.page.totalCount, 160);
    // A game saved by another program after that read and before the window shows it.
    GameStore other;
    QCOMPARE(other.open(path), GameStore::OpenResult::Ok);
    QVERIFY(other.records().importBatch({RandomGame::play(rng, 3)}, nullptr, nullptr, nullptr));
    QVERIFY(window.openDatabase(path, std::move(started.opened), false));
    // Shown as read then, as a window that reads its start page itself showed it.
    QCOMPARE(startTexts(window.startPage()), shown);
    // The game saved meanwhile is not missed.
    HistoryModel *recent = window.startPage()->recentModel();
    window.show();
    plain.show();
    QTRY_COMPARE(recent->totalCount(), 161);
    QTRY_COMPARE(plain.startPage()->recentModel()->totalCount(), 161);
    QCOMPARE(startTexts(window.startPage()), startTexts(plain.startPage()));
    // The next page is fetched as a plain window fetches it.
    QVERIFY(recent->canFetchMore(QModelIndex()));
    recent->fetchMore(QModelIndex());
    plain.startPage()->recentModel()->fetchMore(QModelIndex());
    QCOMPARE(recent->rowCount(), StartContents::RecentListed + HistoryModel::PageSize);
    QCOMPARE(startTexts(window.startPage()), startTexts(plain.startPage()));
}

QTEST_MAIN(TestWindowDatabase)
#include "tst_windowdatabase.moc"
