// The store when writing fails: a full disk, a read-only place, another
// program holding the database. Each time the call says so clearly, nothing
// already stored is harmed, and the same call works once the fault is gone.
// Faults come from an SQLite VFS (support/faultvfs, always available) and,
// when the test may mount file systems, from a small tmpfs and a read-only
// bind mount.
#include "faultvfs.h"
#include "gamesetup.h"
#include "gamestore.h"
#include "randomgame.h"
#include "record.h"
#include "replay.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <sqlite3.h>
#include <unistd.h>

using namespace tornei;

namespace {

// --- helpers ---

// The set-up of a record's game, dated: the date is kept as given, so the stored game is this record.
Record datedSetupOf(const Record &record)
{
    Record setup = setupOf(record);
    setup.started = QStringLiteral("2026-11-21T19:30:00+09:00");
    return setup;
}

Record prefix(const Record &full, std::size_t count)
{
    Record record = datedSetupOf(full);
    const std::vector<Entry> entries = Replay(full).entries();
    for (std::size_t i = 0; i < count && i < entries.size(); ++i)
        record.place(entries[i].slot, entries[i].card);
    return record;
}

bool run(const QString &program, const QStringList &args)
{
    QProcess process;
    process.start(program, args);
    return process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

// Whether this process may mount file systems (root with mount(8) at hand).
bool canMount(const QString &probeDir)
{
    if (geteuid() != 0)
        return false;
    if (!run(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                       QStringLiteral("size=64k"), QStringLiteral("tmpfs"), probeDir}))
        return false;
    run(QStringLiteral("umount"), {probeDir});
    return true;
}

QString integrity(const QString &path)
{
    const QString name = QStringLiteral("integrity");
    QString result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next())
                result = query.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace

class TestStoreFaults : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void writeFault_data();
    void writeFault();
    void lockedByAnotherProgram();
    void realDiskFull();
    void fullDiskStillReads();
    void realReadOnlyMount();

private:
    QRandomGenerator m_rng{77};
};

void TestStoreFaults::initTestCase()
{
    QVERIFY(FaultVfs::install());
}

void TestStoreFaults::cleanup()
{
    FaultVfs::set(FaultVfs::Fault::None);
}

void TestStoreFaults::writeFault_data()
{
    QTest::addColumn<int>("fault");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("words");
    QTest::newRow("disk full") << int(FaultVfs::Fault::DiskFull) << SQLITE_FULL << QStringLiteral("disk is full");
    QTest::newRow("read-only") << int(FaultVfs::Fault::ReadOnly) << SQLITE_READONLY << QStringLiteral("read-only");
}

void TestStoreFaults::writeFault()
{
    QFETCH(int, fault);
    QFETCH(int, code);
    QFETCH(QString, words);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("f.sqlite"));
    const Record full = RandomGame::play(m_rng, 3);
    const std::vector<Entry> entries = Replay(full).entries();
    const std::size_t before = 40;

    GameStore store;
    store.setVfs(QString::fromLatin1(FaultVfs::Name));
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    const std::optional<qint64> game = store.records().create(datedSetupOf(full), &error);
    QVERIFY2(game, qPrintable(error.message));
    for (std::size_t i = 0; i < before; ++i)
        QVERIFY2(store.records().applyEdit(*game, EntryEdit::appending({entries[i]}), &error),
                 qPrintable(error.message));

    FaultVfs::set(static_cast<FaultVfs::Fault>(fault));
    // Every kind of write fails clearly and changes nothing.
    error = {};
    QVERIFY(!store.records().applyEdit(*game, EntryEdit::appending({entries[before]}), &error));
    QCOMPARE(error.sqliteCode & 0xff, code);
    QVERIFY2(error.message.contains(words), qPrintable(error.message));
    error = {};
    QVERIFY(!store.records().applyEdit(*game, EntryEdit::takingBack({entries[before - 1]}), &error));
    QCOMPARE(error.sqliteCode & 0xff, code);
    error = {};
    Record setup;
    setup.seats = full.seats;
    setup.firstDealer = full.firstDealer;
    QVERIFY(!store.records().create(setup, &error));
    QCOMPARE(error.sqliteCode & 0xff, code);
    QVERIFY(!store.records().importOne(full, &error));
    QVERIFY(!store.games().remove({*game}, &error));
    // What was stored is still there, and still readable.
    QCOMPARE(store.records().entries(*game).size(), before);
    QVERIFY(*store.records().load(*game) == prefix(full, before));
    QCOMPARE(store.games().all().size(), std::size_t(1));

    // The fault goes away: the same call works, and the game goes on.
    FaultVfs::set(FaultVfs::Fault::None);
    for (std::size_t i = before; i < entries.size(); ++i)
        QVERIFY2(store.records().applyEdit(*game, EntryEdit::appending({entries[i]}), &error),
                 qPrintable(error.message));
    store.close();

    GameStore plain;
    QCOMPARE(plain.open(path, &error), GameStore::OpenResult::Ok);
    Record dated = full;
    dated.started = datedSetupOf(full).started;
    QVERIFY(*plain.records().load(*game) == dated);
    QVERIFY(plain.games().summary(*game)->finished);
    QVERIFY(plain.games().summary(*game)->totals == Replay(full).totals());
    plain.close();
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

void TestStoreFaults::lockedByAnotherProgram()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("l.sqlite"));
    const Record full = RandomGame::play(m_rng, 3);
    const std::vector<Entry> entries = Replay(full).entries();
    GameStore store;
    store.setBusyTimeout(50);
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const std::optional<qint64> game = store.records().create(datedSetupOf(full));
    QVERIFY(game);
    QVERIFY(store.records().applyEdit(*game, EntryEdit::appending({entries[0]})));
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        other.setDatabaseName(path);
        QVERIFY(other.open());
        QSqlQuery hold(other);
        QVERIFY(hold.exec(QStringLiteral("BEGIN IMMEDIATE")));
        StoreError error;
        QVERIFY(!store.records().applyEdit(*game, EntryEdit::appending({entries[1]}), &error));
        QCOMPARE(error.sqliteCode & 0xff, SQLITE_BUSY);
        QVERIFY2(error.message.contains(QStringLiteral("another program")), qPrintable(error.message));
        QCOMPARE(store.records().entries(*game).size(), std::size_t(1));
        QVERIFY(hold.exec(QStringLiteral("ROLLBACK")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    StoreError error;
    QVERIFY2(store.records().applyEdit(*game, EntryEdit::appending({entries[1]}), &error), qPrintable(error.message));
    QCOMPARE(store.records().entries(*game).size(), std::size_t(2));
}

void TestStoreFaults::realDiskFull()
{
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (!canMount(mountPoint))
        QSKIP("mounting a tmpfs needs root and mount(8); the VFS test covers a full disk");
    QVERIFY(run(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                          QStringLiteral("size=2m"), QStringLiteral("tmpfs"), mountPoint}));
    const auto unmount = qScopeGuard([&] { run(QStringLiteral("umount"), {mountPoint}); });
    const QString path = QDir(mountPoint).filePath(QStringLiteral("full.sqlite"));
    const QString filler = QDir(mountPoint).filePath(QStringLiteral("filler"));

    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    std::vector<std::pair<qint64, Record>> games;
    // One game stored before the disk fills.
    Record first = RandomGame::play(m_rng, 3);
    first.started = QStringLiteral("2026-11-21T19:30:00+09:00");
    const std::optional<qint64> firstId = store.records().importOne(first, &error);
    QVERIFY2(firstId, qPrintable(error.message));
    games.emplace_back(*firstId, first);
    {
        QFile fill(filler);
        QVERIFY(fill.open(QIODevice::WriteOnly));
        const QByteArray block(4096, 'x');
        while (fill.write(block) == block.size() && fill.flush()) {
        }
    }
    // Enter games until a commit fails.
    bool failed = false;
    bool creating = false;
    qint64 current = 0;
    std::vector<Entry> entries;
    std::size_t next = 0;
    Record full;
    while (!failed) {
        if (next == entries.size()) {
            full = RandomGame::play(m_rng, 3);
            entries = Replay(full).entries();
            next = 0;
            const std::optional<qint64> game = store.records().create(datedSetupOf(full), &error);
            if (!game) {
                failed = creating = true;
                break;
            }
            current = *game;
            games.emplace_back(current, datedSetupOf(full));
        }
        if (!store.records().applyEdit(current, EntryEdit::appending({entries[next]}), &error)) {
            failed = true;
        } else {
            games.back().second.place(entries[next].slot, entries[next].card);
            ++next;
        }
    }
    QCOMPARE(error.sqliteCode & 0xff, SQLITE_FULL);
    QVERIFY2(error.message.contains(QStringLiteral("disk is full")), qPrintable(error.message));
    for (const auto &[id, record] : games)
        QVERIFY(*store.records().load(id) == record);

    // Space comes back: the same call works.
    QVERIFY(QFile::remove(filler));
    if (creating) {
        const std::optional<qint64> game = store.records().create(datedSetupOf(full), &error);
        QVERIFY2(game, qPrintable(error.message));
        games.emplace_back(*game, datedSetupOf(full));
    } else {
        QVERIFY2(store.records().applyEdit(current, EntryEdit::appending({entries[next]}), &error),
                 qPrintable(error.message));
        games.back().second.place(entries[next].slot, entries[next].card);
    }
    store.close();
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    for (const auto &[id, record] : games)
        QVERIFY(*store.records().load(id) == record);
    store.close();
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

void TestStoreFaults::fullDiskStillReads()
{
    // A database nobody has open needs room for its -shm file to be read at all.
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (!canMount(mountPoint))
        QSKIP("mounting a tmpfs needs root and mount(8)");
    QVERIFY(run(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                          QStringLiteral("size=2m"), QStringLiteral("tmpfs"), mountPoint}));
    const auto unmount = qScopeGuard([&] { run(QStringLiteral("umount"), {mountPoint}); });
    const QString path = QDir(mountPoint).filePath(QStringLiteral("full.sqlite"));
    std::vector<Record> games;
    {
        GameStore store;
        StoreError error;
        QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
        for (int players : {3, 4}) {
            Record record = RandomGame::play(m_rng, players);
            record.started = QStringLiteral("2026-11-21T19:30:00+09:00");
            QVERIFY2(store.records().importOne(record, &error), qPrintable(error.message));
            games.push_back(record);
        }
        store.close();
    }
    {
        QFile fill(QDir(mountPoint).filePath(QStringLiteral("filler")));
        QVERIFY(fill.open(QIODevice::WriteOnly));
        const QByteArray block(4096, 'x');
        while (fill.write(block) == block.size() && fill.flush()) {
        }
    }

    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    QVERIFY(store.isReadOnly());
    QVERIFY2(store.readOnlyReason().contains(QStringLiteral("full")), qPrintable(store.readOnlyReason()));
    const std::vector<GameSummary> summaries = store.games().all(&error);
    QCOMPARE(summaries.size(), games.size());
    for (const GameSummary &summary : summaries)
        QVERIFY(store.records().load(summary.id));
    QVERIFY(!store.records().importOne(RandomGame::play(m_rng, 4), &error));
    QVERIFY2(error.message.contains(QStringLiteral("full")), qPrintable(error.message));
    store.close();
    // Nothing is left beside it.
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-shm")));
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));

    QProcess cli;
    cli.start(QStringLiteral(TORNEI_CLI), {QStringLiteral("--db"), path, QStringLiteral("games")});
    QVERIFY(cli.waitForFinished(30000));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0,
             qPrintable(QString::fromUtf8(cli.readAllStandardError())));
    QCOMPARE(out.count(QLatin1Char('\n')), static_cast<qsizetype>(games.size()));
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-shm")));

    // While another program has it open, it is read as usual, beside that program.
    QFile::remove(QDir(mountPoint).filePath(QStringLiteral("filler")));
    GameStore first;
    QCOMPARE(first.open(path, &error), GameStore::OpenResult::Ok);
    {
        QFile fill(QDir(mountPoint).filePath(QStringLiteral("filler")));
        QVERIFY(fill.open(QIODevice::WriteOnly));
        const QByteArray block(4096, 'x');
        while (fill.write(block) == block.size() && fill.flush()) {
        }
    }
    GameStore second;
    QCOMPARE(second.open(path, &error), GameStore::OpenResult::Ok);
    QCOMPARE(second.games().all(&error).size(), games.size());
    QCOMPARE(first.games().all(&error).size(), games.size());
}

void TestStoreFaults::realReadOnlyMount()
{
    QTemporaryDir dir;
    const QString source = dir.filePath(QStringLiteral("rw"));
    const QString view = dir.filePath(QStringLiteral("ro"));
    QVERIFY(QDir().mkpath(source) && QDir().mkpath(view));
    if (!canMount(view))
        QSKIP("bind mounts need root and mount(8); the VFS test covers a read-only place");
    const QString path = QDir(source).filePath(QStringLiteral("r.sqlite"));
    const Record full = RandomGame::play(m_rng, 3);
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QVERIFY(store.records().importOne(full));
    }
    if (!run(QStringLiteral("mount"), {QStringLiteral("--bind"), source, view}))
        QSKIP("bind mounts are not allowed here; the VFS test covers a read-only place");
    const auto unmount = qScopeGuard([&] { run(QStringLiteral("umount"), {view}); });
    if (!run(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("remount,ro,bind"), view}))
        QSKIP("a bind mount cannot be made read-only here; the VFS test covers a read-only place");
    const QString roPath = QDir(view).filePath(QStringLiteral("r.sqlite"));
    QFile original(path);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    original.close();

    const QStringList filesBefore = QDir(source).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    QCOMPARE(filesBefore, QStringList{QStringLiteral("r.sqlite")}); // a clean close leaves one file

    // Opened read-only: the games can be read, nothing can be written.
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(roPath, &error), GameStore::OpenResult::Ok);
    QVERIFY(store.isReadOnly());
    QVERIFY(store.readOnlyReason().contains(QStringLiteral("read-only disk")));
    QCOMPARE(store.games().all().size(), std::size_t(1));
    const std::optional<Record> stored = store.records().load(store.games().all().front().id);
    QVERIFY(stored && stored->started); // dated when stored
    Record expected = full;
    expected.started = stored->started;
    QVERIFY(*stored == expected);
    Record setup;
    setup.seats = full.seats;
    setup.firstDealer = full.firstDealer;
    QVERIFY(!store.records().create(setup, &error));
    QVERIFY2(error.message.contains(QStringLiteral("read-only")), qPrintable(error.message));
    QVERIFY(!store.backups().makeNow(&error));
    store.close();
    // A new database in the read-only folder cannot be made.
    QCOMPARE(store.open(QDir(view).filePath(QStringLiteral("new.sqlite")), &error), GameStore::OpenResult::Failed);
    QVERIFY(error.isError());
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(original.readAll(), before);
    original.close();
    QCOMPARE(QDir(source).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot), filesBefore);

    // Writable again: the same open works and the game is there.
    QVERIFY(run(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("remount,rw,bind"), view}));
    QCOMPARE(store.open(roPath, &error), GameStore::OpenResult::Ok);
    QVERIFY(!store.isReadOnly());
    QCOMPARE(store.games().all().size(), std::size_t(1));
}

QTEST_GUILESS_MAIN(TestStoreFaults)
#include "tst_storefaults.moc"
