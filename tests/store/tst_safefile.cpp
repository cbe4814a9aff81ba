// Files written for the user are whole or absent: on a full disk (a small
// tmpfs the test mounts, when it may), onto a folder, a device or a pipe,
// and onto any of the database's files through any link, for every writer
// of the store and for backups; record files are read only when they are
// regular files; restore leaves a read-only database alone.
#include "backups.h"
#include "csvexport.h"
#include "gamestore.h"
#include "recordfile.h"
#include "recordformat.h"
#include "safefile.h"
#include "storedgames.h"
#include "xlsxexport.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace tornei;
using namespace tornei::testing;

namespace {

bool run(const QString &program, const QStringList &args)
{
    QProcess process;
    process.start(program, args);
    return process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

// Mounts a tmpfs of `size` at `mountPoint`; false when this process may not.
bool mountTmpfs(const QString &mountPoint, const QString &size)
{
    if (geteuid() != 0 || !QDir().mkpath(mountPoint))
        return false;
    return run(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                         QStringLiteral("size=") + size, QStringLiteral("tmpfs"), mountPoint});
}

// Fills the disk at `dir` until at most about `leave` bytes are free.
void fill(const QString &dir, qint64 leave)
{
    QFile filler(QDir(dir).filePath(QStringLiteral("filler")));
    QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered));
    const QByteArray block(4096, 'f');
    for (;;) {
        struct statvfs info;
        QCOMPARE(::statvfs(QFile::encodeName(dir).constData(), &info), 0);
        if (static_cast<qint64>(info.f_bavail) * static_cast<qint64>(info.f_frsize) <= leave)
            break;
        if (filler.write(block) != block.size())
            break;
    }
}

QStringList leftovers(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("*.part"), QStringLiteral("*.part-journal")},
                               QDir::Files | QDir::Hidden);
}

} // namespace

class TestSafeFile : public QObject
{
    Q_OBJECT

private:
    // A store of `games` random games in `dir`.
    static void makeStore(GameStore &store, const QString &path, int games)
    {
        StoreError error;
        QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
        QRandomGenerator rng(35);
        std::vector<Record> records;
        for (int i = 0; i < games; ++i)
            records.push_back(playGame(rng, 3));
        std::vector<std::optional<qint64>> ids;
        std::vector<StoreError> refusals;
        QVERIFY2(store.records().importBatch(records, &ids, &refusals, &error), qPrintable(error.message));
    }

private slots:
    void writesWholeAndKeepsPermissions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.txt"));
        QString why;
        QVERIFY2(SafeFile::write(path, "first", &why), qPrintable(why));
        QCOMPARE(readAll(path), QByteArray("first"));
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup));
        QVERIFY2(SafeFile::write(path, "second", &why), qPrintable(why));
        QCOMPARE(readAll(path), QByteArray("second"));
        QCOMPARE(QFile::permissions(path) & 0x7077, // the owner, the group, the others
                 QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup);
        QVERIFY(leftovers(dir.path()).isEmpty());
        // Through a link: the file it names is written, the link stays.
        const QString link = dir.filePath(QStringLiteral("link.txt"));
        QVERIFY(QFile::link(path, link));
        QVERIFY2(SafeFile::write(link, "third", &why), qPrintable(why));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readAll(path), QByteArray("third"));
        // A folder that does not exist: the reason, nothing made.
        QVERIFY(!SafeFile::write(dir.filePath(QStringLiteral("none/a.txt")), "x", &why));
        QCOMPARE(why, QStringLiteral("the folder does not exist"));
    }

    // A file made read-only is not replaced: renaming over it needs only the folder's permission,
    // and root's would pass any check of the file's own.
    void keepsAReadOnlyFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("precious.txt"));
        QString why;
        QVERIFY2(SafeFile::write(path, "precious", &why), qPrintable(why));
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
        QVERIFY(!SafeFile::write(path, "other", &why));
        QVERIFY2(why.contains(QStringLiteral("read-only")), qPrintable(why));
        QCOMPARE(readAll(path), QByteArray("precious"));
        QVERIFY(leftovers(dir.path()).isEmpty());
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QVERIFY2(SafeFile::write(path, "other", &why), qPrintable(why));
        QCOMPARE(readAll(path), QByteArray("other"));
    }

    // A link another user put in a folder such as /tmp is not followed (as the kernel's
    // fs.protected_symlinks would not); one's own link is.
    void refusesALinkPlantedInASharedFolder()
    {
        if (geteuid() != 0)
            QSKIP("a link owned by another user needs root to make");
        QTemporaryDir dir;
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                      QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                      QFileDevice::ExeOther));
        const QString shared = dir.filePath(QStringLiteral("shared"));
        QVERIFY(QDir().mkdir(shared));
        QCOMPARE(::chmod(QFile::encodeName(shared).constData(), 01777), 0);
        const QString victim = dir.filePath(QStringLiteral("important.conf"));
        QString why;
        QVERIFY2(SafeFile::write(victim, "settings", &why), qPrintable(why));
        const QString planted = shared + QStringLiteral("/report.csv");
        QVERIFY(QFile::link(victim, planted));
        QCOMPARE(::lchown(QFile::encodeName(planted).constData(), 65534, 65534), 0);
        QVERIFY(!SafeFile::write(planted, "rows", &why));
        QVERIFY2(why.contains(QStringLiteral("another user")), qPrintable(why));
        QCOMPARE(readAll(victim), QByteArray("settings"));
        QVERIFY(QFileInfo(planted).isSymLink());
        QVERIFY(leftovers(shared).isEmpty());
        // Made by this user: written through, as any program writes through a link.
        QCOMPARE(::lchown(QFile::encodeName(planted).constData(), 0, 0), 0);
        QVERIFY2(SafeFile::write(planted, "rows", &why), qPrintable(why));
        QCOMPARE(readAll(victim), QByteArray("rows"));
    }

    // A write killed outright leaves its temporary file: the next write to that target removes it
    // once it is old enough not to be another program's write under way.
    void removesWhatAKilledWriteLeft()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rounds.csv"));
        const QString left = path + QStringLiteral(".part");
        const QString other = dir.filePath(QStringLiteral("other.csv.part"));
        const auto leave = [](const QString &part, qint64 age) {
            QFile file(part);
            return file.open(QIODevice::WriteOnly) && file.write("half") == 4 && file.flush() &&
                   file.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-age), QFileDevice::FileModificationTime);
        };
        QVERIFY(leave(left, 3600));
        QVERIFY(leave(other, 3600));
        QString why;
        QVERIFY2(SafeFile::write(path, "rows", &why), qPrintable(why));
        QCOMPARE(readAll(path), QByteArray("rows"));
        QVERIFY(!QFileInfo::exists(left));
        QVERIFY(QFileInfo::exists(other));
        // A young one is another write under way: left to it, and this one written beside it.
        QVERIFY(leave(left, 5));
        QVERIFY2(SafeFile::write(path, "more rows", &why), qPrintable(why));
        QCOMPARE(readAll(path), QByteArray("more rows"));
        QCOMPARE(readAll(left), QByteArray("half"));
        QCOMPARE(leftovers(dir.path()).size(), 2);
    }

    // Ended by SIGTERM while a file is being written: the temporary file goes with the process.
    void aSignalRemovesTheFileBeingWritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("book.xlsx"));
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            SafeFile::removeTemporaryOnSignal();
            SafeFile part(path);
            QString why;
            if (!part.open(&why))
                ::_exit(3);
            ::raise(SIGTERM);
            ::_exit(4); // not reached: the signal ends the process
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status));
        QCOMPARE(WTERMSIG(status), SIGTERM);
        QVERIFY2(leftovers(dir.path()).isEmpty(), qPrintable(leftovers(dir.path()).join(QLatin1Char(' '))));
        QVERIFY(!QFileInfo::exists(path));
    }

    // A backup's name taken by another file while the backup was made: that file stays.
    void aNewFileIsNeverPutOverOne()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("backup.sqlite"));
        SafeFile part(path);
        QString why;
        QVERIFY2(part.open(&why), qPrintable(why));
        QFile made(path);
        QVERIFY(made.open(QIODevice::WriteOnly) && made.write("someone else's") == 14);
        made.close();
        QVERIFY(!part.commitAsNew(&why));
        QVERIFY2(why.contains(QStringLiteral("already exists")), qPrintable(why));
        QCOMPARE(readAll(path), QByteArray("someone else's"));
        QVERIFY(leftovers(dir.path()).isEmpty());
        QVERIFY(QFile::remove(path));
        QVERIFY2(part.open(&why), qPrintable(why));
        QVERIFY2(part.commitAsNew(&why), qPrintable(why));
        QVERIFY(QFileInfo::exists(path));
        QVERIFY(leftovers(dir.path()).isEmpty());
    }

    // A name as long as a name may be: its temporary file's name is cut short to fit beside it.
    void writesTheLongestName()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QString(251, QLatin1Char('n')) + QStringLiteral(".csv"));
        QString why;
        QVERIFY2(SafeFile::write(path, "rows", &why), qPrintable(why));
        QCOMPARE(readAll(path), QByteArray("rows"));
        QVERIFY(leftovers(dir.path()).isEmpty());
    }

    void refusesWhatIsNotAFile()
    {
        QTemporaryDir dir;
        QString why;
        QVERIFY(!SafeFile::write(dir.path(), "x", &why));
        QVERIFY2(why.contains(QStringLiteral("is a folder")), qPrintable(why));
        QVERIFY(!SafeFile::write(QStringLiteral("/dev/null"), "x", &why));
        QVERIFY2(why.contains(QStringLiteral("not a regular file")), qPrintable(why));
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(!SafeFile::write(fifo, "x", &why));
        QVERIFY2(why.contains(QStringLiteral("not a regular file")), qPrintable(why));
        QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
        QVERIFY(leftovers(dir.path()).isEmpty());
    }

    // The database and its -wal, -shm and -journal, as named, through a link
    // to the file or to its folder, and through a hard link.
    void refusesTheDatabaseFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("games.sqlite"));
        GameStore store;
        makeStore(store, path, 1);
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
        const QString folderLink = dir.filePath(QStringLiteral("folder"));
        QVERIFY(QFile::link(dir.path(), folderLink));
        const QString walLink = dir.filePath(QStringLiteral("wal-link.json"));
        QVERIFY(QFile::link(path + QStringLiteral("-wal"), walLink));
        const QString journalLink = dir.filePath(QStringLiteral("journal-link.json"));
        QVERIFY(QFile::link(path + QStringLiteral("-journal"), journalLink)); // to nothing yet
        const QString hard = dir.filePath(QStringLiteral("hard.csv"));
        QCOMPARE(::link(QFile::encodeName(path).constData(), QFile::encodeName(hard).constData()), 0);
        const QStringList targets{path,
                                  path + QStringLiteral("-wal"),
                                  path + QStringLiteral("-shm"),
                                  path + QStringLiteral("-journal"),
                                  QDir(folderLink).filePath(QStringLiteral("games.sqlite-journal")),
                                  QDir(folderLink).filePath(QStringLiteral("games.sqlite-wal")),
                                  walLink,
                                  journalLink,
                                  hard};
        const QByteArray before = readAll(path);
        const std::optional<Record> record = store.records().load(1, nullptr);
        QVERIFY(record);
        for (const QString &target : targets) {
            QVERIFY2(!SafeFile::refusal(target).isEmpty(), qPrintable(target));
            QString why;
            QVERIFY2(!RecordFile::write(*record, target, &why), qPrintable(target));
            QVERIFY2(why.contains(QStringLiteral("games database")), qPrintable(why));
            StoreError error;
            QVERIFY2(!CsvExport::writeFile(store, {}, target, &error), qPrintable(target));
            QVERIFY2(!XlsxExport::writeFile(store, {}, target, &error), qPrintable(target));
            QVERIFY2(!Backups::copyTo(path, target, &error), qPrintable(target));
        }
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-journal")));
        QCOMPARE(readAll(path), before);
        QVERIFY(leftovers(dir.path()).isEmpty());
        store.close();
        // Closed, the database named as a backup's source is protected still.
        StoreError error;
        QVERIFY(!Backups::copyTo(path, path + QStringLiteral("-wal"), &error));
        QVERIFY2(error.message.contains(QStringLiteral("one of the files of the database")), qPrintable(error.message));
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
        QVERIFY(!Backups::copyTo(path, journalLink, &error));
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-journal")));
        QVERIFY(SafeFile::refusal(dir.filePath(QStringLiteral("other.csv")), path).isEmpty());
    }

    // On a full disk and on a nearly full one every writer fails with the
    // reason and leaves the old file (or none) and no temporary file.
    void fullDiskLeavesNothing()
    {
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath(QStringLiteral("small"));
        if (!mountTmpfs(mountPoint, QStringLiteral("2m")))
            QSKIP("mounting a tmpfs needs root and mount(8); not allowed here");
        const auto unmount = qScopeGuard([&] { run(QStringLiteral("umount"), {mountPoint}); });
        GameStore store;
        makeStore(store, dir.filePath(QStringLiteral("games.sqlite")), 20);
        const std::optional<Record> record = store.records().load(1, nullptr);
        QVERIFY(record);
        const std::optional<QByteArray> csv = CsvExport::write(store, {}, nullptr);
        QVERIFY(csv && csv->size() > 12 * 1024);
        const QString kept = QDir(mountPoint).filePath(QStringLiteral("kept.csv"));
        QString why;
        QVERIFY(SafeFile::write(kept, "the old file", &why));
        for (const qint64 leave : {qint64(0), qint64(12 * 1024)}) {
            QFile::remove(QDir(mountPoint).filePath(QStringLiteral("filler")));
            fill(mountPoint, leave);
            const QString csvPath = QDir(mountPoint).filePath(QStringLiteral("a.csv"));
            StoreError error;
            QVERIFY(!CsvExport::writeFile(store, {}, csvPath, &error));
            QVERIFY2(error.message.contains(QStringLiteral("the disk is full")), qPrintable(error.message));
            QVERIFY(!QFileInfo::exists(csvPath));
            QVERIFY(!CsvExport::writeFile(store, {}, kept, &error));
            QCOMPARE(readAll(kept), QByteArray("the old file"));
            QVERIFY(!XlsxExport::writeFile(store, {}, QDir(mountPoint).filePath(QStringLiteral("a.xlsx")), &error));
            QVERIFY2(error.message.contains(QStringLiteral("the disk is full")), qPrintable(error.message));
            QVERIFY(!QFileInfo::exists(QDir(mountPoint).filePath(QStringLiteral("a.xlsx"))));
            QVERIFY(!Backups::copyTo(store.path(), QDir(mountPoint).filePath(QStringLiteral("b.sqlite")), &error));
            QVERIFY2(error.message.contains(QStringLiteral("the disk is full")), qPrintable(error.message));
            QVERIFY(!QFileInfo::exists(QDir(mountPoint).filePath(QStringLiteral("b.sqlite"))));
            // A record of a few kilobytes fits what is left or it does not:
            // either way the file is whole or absent.
            const QString json = QDir(mountPoint).filePath(QStringLiteral("game.json"));
            if (RecordFile::write(*record, json, &why)) {
                RecordError readError;
                QVERIFY(RecordFormat::read(readAll(json), &readError));
                QFile::remove(json);
            } else {
                QVERIFY2(why.endsWith(QStringLiteral("cannot write: the disk is full")), qPrintable(why));
                QVERIFY(!QFileInfo::exists(json));
            }
            QVERIFY2(leftovers(mountPoint).isEmpty(), qPrintable(leftovers(mountPoint).join(QLatin1Char(' '))));
        }
    }

    // A backup of a database on a full disk leaves nothing beside it.
    void backupOnAFullDiskLeavesNoLog()
    {
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath(QStringLiteral("small"));
        if (!mountTmpfs(mountPoint, QStringLiteral("2m")))
            QSKIP("mounting a tmpfs needs root and mount(8); not allowed here");
        const auto unmount = qScopeGuard([&] { run(QStringLiteral("umount"), {mountPoint}); });
        const QString path = QDir(mountPoint).filePath(QStringLiteral("games.sqlite"));
        {
            GameStore store;
            makeStore(store, path, 20);
        }
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
        fill(mountPoint, 0);
        StoreError error;
        QVERIFY(!Backups::copyTo(path, QDir(mountPoint).filePath(QStringLiteral("b.sqlite")), &error));
        QVERIFY2(error.message.contains(QStringLiteral("the disk is full")), qPrintable(error.message));
        QCOMPARE(QDir(mountPoint).entryList(QDir::Files),
                 (QStringList{QStringLiteral("filler"), QStringLiteral("games.sqlite")}));
        QFile::remove(QDir(mountPoint).filePath(QStringLiteral("filler")));
        QVERIFY2(Backups::copyTo(path, QDir(mountPoint).filePath(QStringLiteral("b.sqlite")), &error),
                 qPrintable(error.message));
        QCOMPARE(QDir(mountPoint).entryList(QDir::Files),
                 (QStringList{QStringLiteral("b.sqlite"), QStringLiteral("games.sqlite")}));
    }

    // A backup only reads the database: one in a read-only folder is backed
    // up, and a backup into a read-only folder says why it cannot be.
    void backupOfAReadOnlyFolder()
    {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("source"));
        const QString view = dir.filePath(QStringLiteral("view"));
        QVERIFY(QDir().mkpath(source) && QDir().mkpath(view));
        {
            GameStore store;
            makeStore(store, QDir(source).filePath(QStringLiteral("games.sqlite")), 3);
        }
        if (geteuid() != 0 || !run(QStringLiteral("mount"), {QStringLiteral("--bind"), source, view}))
            QSKIP("bind mounts need root and mount(8); not allowed here");
        const auto unmount = qScopeGuard([&] { run(QStringLiteral("umount"), {view}); });
        QVERIFY(run(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("remount,bind,ro"), view}));
        const QString path = QDir(view).filePath(QStringLiteral("games.sqlite"));
        StoreError error;
        const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
        QVERIFY2(Backups::copyTo(path, copy, &error), qPrintable(error.message));
        GameStore copied;
        QCOMPARE(copied.open(copy, &error), GameStore::OpenResult::Ok);
        QCOMPARE(copied.games().all(&error).size(), std::size_t(3));
        copied.close();
        QCOMPARE(QDir(source).entryList(QDir::Files), QStringList{QStringLiteral("games.sqlite")});
        QVERIFY(!Backups::copyTo(copy, QDir(view).filePath(QStringLiteral("b.sqlite")), &error));
        QVERIFY2(error.message.endsWith(QStringLiteral(": the disk is read-only")), qPrintable(error.message));
    }

    // A pipe, a device and a folder are refused at once with the reason; the
    // size limit holds for anything.
    void readsOnlyRegularFiles()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer timer;
        timer.start();
        QString why;
        bool unopened = true;
        QVERIFY(!RecordFile::read(fifo, &why, &unopened));
        QVERIFY(timer.elapsed() < 5000);
        QVERIFY(!unopened);
        QVERIFY2(why.contains(QStringLiteral("pipe")), qPrintable(why));
        QVERIFY(!RecordFile::read(QStringLiteral("/dev/zero"), &why));
        QVERIFY2(why.contains(QStringLiteral("device")), qPrintable(why));
        QVERIFY(!RecordFile::read(dir.path(), &why));
        QVERIFY2(why.contains(QStringLiteral("folder")), qPrintable(why));
        QVERIFY(!RecordFile::read(dir.filePath(QStringLiteral("none.json")), &why, &unopened));
        QVERIFY(unopened);
        const QString big = dir.filePath(QStringLiteral("big.json"));
        QFile file(big);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(RecordFormat::MaxFileBytes + 1));
        file.close();
        QVERIFY(!RecordFile::read(big, &why));
        QVERIFY2(why.contains(QString::number(RecordFormat::MaxFileBytes)), qPrintable(why));
        const QString small = dir.filePath(QStringLiteral("small.json"));
        QVERIFY(SafeFile::write(small, "{}", &why));
        QCOMPARE(RecordFile::read(small, &why).value_or(QByteArray()), QByteArray("{}"));
    }

    // restore leaves a read-only database as it is, and says why.
    void restoreRespectsAReadOnlyDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("games.sqlite"));
        const QString backup = dir.filePath(QStringLiteral("backup.sqlite"));
        {
            GameStore store;
            makeStore(store, path, 2);
            StoreError error;
            QVERIFY2(Backups::copyTo(path, backup, &error), qPrintable(error.message));
        }
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
        const QByteArray before = readAll(path);
        const QStringList files = QDir(dir.path()).entryList(QDir::Files);
        StoreError error;
        QVERIFY(!Backups::restore(backup, path, &error));
        QVERIFY2(error.message.contains(QStringLiteral("read-only")), qPrintable(error.message));
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), files);
    }
};

QTEST_GUILESS_MAIN(TestSafeFile)
#include "tst_safefile.moc"
