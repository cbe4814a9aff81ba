// The table screen when its store cannot write (typed cards are held back
// or refused, never lost or moved) and when another window or program
// writes to the same database (the table follows it).
#include "cardpicker.h"
#include "faultvfs.h"
#include "gamesession.h"
#include "gamesetup.h"
#include "gamestore.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "storeevents.h"
#include "suitstyle.h"
#include "tablepage.h"

#include <QApplication>
#include <QDir>
#include <QScopeGuard>
#include <QFile>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <unistd.h>

using namespace tornei;

namespace {

// The script's first `count` entries on the game as it was created.
Record prefix(const Record &created, const Record &script, std::size_t count)
{
    Record record = created;
    const std::vector<Entry> entries = Replay(script).entries();
    for (std::size_t i = 0; i < count && i < entries.size(); ++i)
        record.place(entries[i].slot, entries[i].card);
    return record;
}

// Types a card as a person would, a space after it.
void type(TablePage &page, Card card)
{
    QTest::keyClicks(page.picker()->typedEntry(), card.code().toLower() + QLatin1Char(' '));
}

// A table page on a game of `store`, shown in a window of its own.
std::unique_ptr<TablePage> openTable(GameStore &store, qint64 game)
{
    StoreError error;
    std::unique_ptr<GameSession> session = GameSession::load(&store, game, &error);
    if (!session)
        return nullptr;
    auto page = std::make_unique<TablePage>();
    page->setSession(std::move(session));
    page->resize(1366, 740);
    page->show();
    return page;
}

// A game set up through the fault-injecting VFS, with its table page open.
struct FaultyTable
{
    QTemporaryDir dir;
    GameStore store;
    StoreError error;
    std::optional<qint64> game;
    Record created;
    std::unique_ptr<TablePage> page; // closed before the store

    bool open(const Record &script)
    {
        store.setVfs(QString::fromLatin1(FaultVfs::Name));
        if (store.open(dir.filePath(QStringLiteral("t.sqlite")), &error) != GameStore::OpenResult::Ok)
            return false;
        game = store.records().create(setupOf(script), &error);
        if (!game)
            return false;
        created = *store.records().load(*game);
        page = openTable(store, *game);
        return page != nullptr;
    }
};

bool run(const QString &program, const QStringList &args)
{
    QProcess process;
    process.start(program, args);
    return process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

} // namespace

class TestTableStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void cardsTypedWhileWritesFailAreNotLost();
    void discardDropsOnlyThePendingCard();
    void realFullDisk();
    void secondWindowFollowsTheFirst();
    void otherProgramWritingElsewhereChangesNothing();
};

void TestTableStore::initTestCase()
{
    QVERIFY(FaultVfs::install());
}

void TestTableStore::cleanup()
{
    FaultVfs::set(FaultVfs::Fault::None);
}

void TestTableStore::cardsTypedWhileWritesFailAreNotLost()
{
    QRandomGenerator rng(501);
    const Record script = RandomGame::play(rng, 4);
    const std::vector<Entry> entries = Replay(script).entries();
    FaultyTable table;
    QVERIFY2(table.open(script), qPrintable(table.error.message));
    GameStore &store = table.store;
    const std::optional<qint64> game = table.game;
    const Record created = table.created;
    std::unique_ptr<TablePage> &page = table.page;
    const std::size_t stored = 9;
    for (std::size_t i = 0; i < stored; ++i)
        type(*page, entries[i].card);
    QCOMPARE(page->session()->record(), prefix(created, script, stored));

    // The disk fills: four cards typed quickly, one after the other.
    FaultVfs::set(FaultVfs::Fault::DiskFull);
    for (std::size_t i = stored; i < stored + 4; ++i)
        type(*page, entries[i].card);
    QCOMPARE(page->session()->record(), prefix(created, script, stored));
    QCOMPARE(*store.records().load(*game), prefix(created, script, stored));
    // The first is held for Retry; the last is refused, and the message names both.
    QVERIFY(page->hasPendingAction());
    QVERIFY(page->retryButton()->isVisible());
    QVERIFY(page->discardButton()->isVisible());
    const QString message = page->messageText();
    QVERIFY2(message.contains(cardLabel(entries[stored].card)), qPrintable(message));
    QVERIFY2(message.contains(cardLabel(entries[stored + 3].card)), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("disk is full")), qPrintable(message)); // and why
    // Nothing else is done meanwhile either.
    page->undo();
    QCOMPARE(*store.records().load(*game), prefix(created, script, stored));

    // Retry while the disk is still full: still pending, still nothing stored.
    QTest::mouseClick(page->retryButton(), Qt::LeftButton);
    QVERIFY(page->hasPendingAction());
    QCOMPARE(*store.records().load(*game), prefix(created, script, stored));

    // Space again: Retry stores exactly the first card, in its own place.
    FaultVfs::set(FaultVfs::Fault::None);
    QTest::mouseClick(page->retryButton(), Qt::LeftButton);
    QVERIFY(!page->hasPendingAction());
    QVERIFY(!page->retryButton()->isVisible());
    QCOMPARE(page->session()->record(), prefix(created, script, stored + 1));
    QCOMPARE(*store.records().load(*game), prefix(created, script, stored + 1));
    // The refused cards, typed again, land in their places.
    for (std::size_t i = stored + 1; i < stored + 4; ++i)
        type(*page, entries[i].card);
    QCOMPARE(*store.records().load(*game), prefix(created, script, stored + 4));
    QCOMPARE(page->session()->record(), prefix(created, script, stored + 4));
}

void TestTableStore::discardDropsOnlyThePendingCard()
{
    QRandomGenerator rng(502);
    const Record script = RandomGame::play(rng, 4);
    const std::vector<Entry> entries = Replay(script).entries();
    FaultyTable table;
    QVERIFY2(table.open(script), qPrintable(table.error.message));
    GameStore &store = table.store;
    const std::optional<qint64> game = table.game;
    const Record created = table.created;
    std::unique_ptr<TablePage> &page = table.page;
    type(*page, entries[0].card);
    FaultVfs::set(FaultVfs::Fault::ReadOnly);
    // A wrong card for the first place fails to save; the right one typed next is refused.
    const Card wrong = entries[1].card;
    type(*page, wrong);
    type(*page, entries[2].card);
    QVERIFY(page->hasPendingAction());
    FaultVfs::set(FaultVfs::Fault::None);
    QTest::mouseClick(page->discardButton(), Qt::LeftButton);
    QVERIFY(!page->hasPendingAction());
    QVERIFY(!page->discardButton()->isVisible());
    QCOMPARE(*store.records().load(*game), prefix(created, script, 1));
    QVERIFY2(page->messageText().contains(cardLabel(wrong)), qPrintable(page->messageText()));
    for (std::size_t i = 1; i < 5; ++i)
        type(*page, entries[i].card);
    QCOMPARE(*store.records().load(*game), prefix(created, script, 5));
}

void TestTableStore::realFullDisk()
{
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (geteuid() != 0
        || !run(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                          QStringLiteral("size=2m"), QStringLiteral("tmpfs"), mountPoint}))
        QSKIP("mounting a tmpfs needs root and mount(8); the fault VFS covers a full disk");
    const auto unmount = qScopeGuard([&] { run(QStringLiteral("umount"), {mountPoint}); });
    QRandomGenerator rng(505);
    const Record script = RandomGame::play(rng, 4);
    const std::vector<Entry> entries = Replay(script).entries();
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(QDir(mountPoint).filePath(QStringLiteral("t.sqlite")), &error), GameStore::OpenResult::Ok);
    const std::optional<qint64> game = store.records().create(setupOf(script), &error);
    QVERIFY2(game, qPrintable(error.message));
    const Record created = *store.records().load(*game);
    std::unique_ptr<TablePage> page = openTable(store, *game);
    QVERIFY(page);
    for (std::size_t i = 0; i < 4; ++i)
        type(*page, entries[i].card);
    QFile fill(QDir(mountPoint).filePath(QStringLiteral("filler")));
    QVERIFY(fill.open(QIODevice::WriteOnly));
    const QByteArray block(4096, 'x');
    while (fill.write(block) == block.size() && fill.flush()) {
    }
    fill.close();
    for (std::size_t i = 4; i < 8; ++i)
        type(*page, entries[i].card);
    QVERIFY(page->hasPendingAction());
    QVERIFY2(page->messageText().contains(QStringLiteral("disk is full")), qPrintable(page->messageText()));
    QCOMPARE(*store.records().load(*game), prefix(created, script, 4));
    QVERIFY(fill.remove());
    QTest::mouseClick(page->retryButton(), Qt::LeftButton);
    QVERIFY(!page->hasPendingAction());
    QCOMPARE(*store.records().load(*game), prefix(created, script, 5));
    for (std::size_t i = 5; i < 8; ++i)
        type(*page, entries[i].card);
    QCOMPARE(*store.records().load(*game), prefix(created, script, 8));
    page.reset();
    store.close();
}

void TestTableStore::secondWindowFollowsTheFirst()
{
    QRandomGenerator rng(503);
    const Record script = RandomGame::play(rng, 4);
    const std::vector<Entry> entries = Replay(script).entries();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore first;
    GameStore second;
    StoreError error;
    QCOMPARE(first.open(path, &error), GameStore::OpenResult::Ok);
    QCOMPARE(second.open(path, &error), GameStore::OpenResult::Ok);
    const std::optional<qint64> game = first.records().create(setupOf(script), &error);
    QVERIFY2(game, qPrintable(error.message));
    const Record created = *first.records().load(*game);
    std::unique_ptr<TablePage> one = openTable(first, *game);
    std::unique_ptr<TablePage> two = openTable(second, *game);
    QVERIFY(one && two);
    QVERIFY(two->session()->record() == prefix(created, script, 0));

    for (std::size_t i = 0; i < 3; ++i)
        one->enterCard(entries[i].card);
    QCOMPARE(*first.records().load(*game), prefix(created, script, 3));

    // The second window still shows the game as it was: its card is not put on that, the game is
    // shown as it is now and the user told.
    two->enterCard(entries[0].card);
    QCOMPARE(two->session()->record(), prefix(created, script, 3));
    QCOMPARE(*second.records().load(*game), prefix(created, script, 3));
    QVERIFY2(two->messageText().contains(QStringLiteral("changed in another window")), qPrintable(two->messageText()));
    QVERIFY(!two->hasPendingAction());
    // Undo follows what is stored: it would take back the last card entered in the other window.
    QCOMPARE(two->undoStack()->count(), 3);

    // Its next card lands in the right place, and the first window follows on its own.
    two->enterCard(entries[3].card);
    QCOMPARE(*second.records().load(*game), prefix(created, script, 4));
    QCOMPARE(two->session()->record(), prefix(created, script, 4));
    QTRY_COMPARE(one->session()->record(), prefix(created, script, 4));
    QVERIFY2(one->messageText().contains(QStringLiteral("changed in another window")), qPrintable(one->messageText()));
    one->enterCard(entries[4].card);
    QCOMPARE(*first.records().load(*game), prefix(created, script, 5));

    // Undo in the stale window takes back nothing of the other's: it reloads first.
    two->undo();
    QCOMPARE(*second.records().load(*game), prefix(created, script, 5));
    QCOMPARE(two->session()->record(), prefix(created, script, 5));
    two->undo();
    QCOMPARE(*second.records().load(*game), prefix(created, script, 4));
}

void TestTableStore::otherProgramWritingElsewhereChangesNothing()
{
    QRandomGenerator rng(504);
    const Record script = RandomGame::play(rng, 3);
    const std::vector<Entry> entries = Replay(script).entries();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    const std::optional<qint64> game = store.records().create(setupOf(script), &error);
    QVERIFY2(game, qPrintable(error.message));
    const Record created = *store.records().load(*game);
    std::unique_ptr<TablePage> page = openTable(store, *game);
    QVERIFY(page);
    page->enterCard(entries[0].card);

    // tornei-cli stores another game: the store notices the other program, and the page, which
    // follows it, keeps its game as it was and says nothing.
    StoreEvents *events = store.events();
    QVERIFY(!events->checkElsewhere());
    QSignalSpy changed(events, &StoreEvents::changedElsewhere);
    events->setInterval(20);
    Record other = RandomGame::play(rng, 4);
    other.started = QStringLiteral("2026-11-21T19:30:00+09:00");
    QFile file(dir.filePath(QStringLiteral("other.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(RecordFormat::write(other));
    file.close();
    QVERIFY(run(QStringLiteral(TORNEI_CLI), {QStringLiteral("--db"), path, QStringLiteral("import"), file.fileName()}));
    QVERIFY(changed.count() > 0 || changed.wait());
    QVERIFY(!events->checkElsewhere());
    QVERIFY(!page->followOtherWriters());
    QVERIFY(page->messageText().isEmpty());
    QCOMPARE(page->session()->record(), prefix(created, script, 1));
    page->enterCard(entries[1].card);
    QCOMPARE(*store.records().load(*game), prefix(created, script, 2));
    QCOMPARE(store.games().all().size(), std::size_t(2));
}

QTEST_MAIN(TestTableStore)
#include "tst_tablestore.moc"
