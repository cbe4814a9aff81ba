// The database file against damage and strangers: damaged pages of every
// kind found when a game is read and by the whole check, restore checking
// its source as an open does, read-only folders and files as a user who may
// not write, what an interrupted backup leaves, and a file emptied or cut
// short with its backups beside it.
#include "gamestore.h"
#include "migrations.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace tornei;

namespace {



// The pages of a table or index, from SQLite's dbstat table, on a
// connection of its own (closed before the file is damaged).
QList<int> pagesOf(const QString &path, const QString &name, const QString &type)
{
    QList<int> pages;
    const QString connection = QStringLiteral("pages");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            query.prepare(QStringLiteral("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = ? ORDER BY pageno"));
            query.addBindValue(name);
            query.addBindValue(type);
            if (query.exec()) {
                while (query.next())
                    pages << query.value(0).toInt();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return pages;
}

// A leaf page that says it holds half its cells: the other half vanishes
// without an error from an ordinary read (only a check of the page sees it).
void halveCells(QByteArray &file, int page)
{
    const qsizetype start = static_cast<qsizetype>(page - 1) * pageSize(file) + (page == 1 ? 100 : 0);
    const int cells = (static_cast<unsigned char>(file[start + 3]) << 8) | static_cast<unsigned char>(file[start + 4]);
    const int kept = cells / 2;
    file[start + 3] = static_cast<char>(kept >> 8);
    file[start + 4] = static_cast<char>(kept & 0xff);
}

void scramble(QByteArray &file, int page)
{
    const qsizetype size = pageSize(file);
    const qsizetype start = static_cast<qsizetype>(page - 1) * size;
    for (qsizetype i = 0; i < size; ++i)
        file[start + i] = static_cast<char>(0xA5 ^ (i & 0x3f));
}

#ifdef TORNEI_CLI
int cli(const QStringList &args, QByteArray *err = nullptr, const QString &asUser = QString())
{
    QProcess process;
    if (asUser.isEmpty()) {
        process.start(QStringLiteral(TORNEI_CLI), args);
    } else {
        process.start(QStringLiteral("runuser"),
                      QStringList{QStringLiteral("-u"), asUser, QStringLiteral("--"), QStringLiteral(TORNEI_CLI)} +
                          args);
    }
    process.waitForFinished(120000);
    if (err)
        *err = process.readAllStandardError();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}
#endif

// Runs `statements` on the SQLite file `file` through a connection of its own (another program's
// tables, a version number changed).
bool runSql(const QString &file, const QStringList &statements)
{
    const QString connection = QStringLiteral("other");
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(file);
        ok = db.open();
        for (const QString &statement : statements) {
            QSqlQuery query(db);
            ok = ok && query.exec(statement);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return ok;
}

// A damage message says "damaged" once, in one sentence, and ends one.
void checkDamageMessage(const QString &message)
{
    QVERIFY2(message.count(QStringLiteral("damaged")) == 1, qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("..")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("(The ")), qPrintable(message));
}

} // namespace

class TestStoreFiles : public QObject
{
    Q_OBJECT

private slots:
    void damageFoundAtRead_data();
    void damageFoundAtRead();
    void restoreChecksItsSource();
    void readOnlyFolderAndFile_data();
    void readOnlyFolderAndFile();
    void interruptedBackupLeavesNothing();
    void emptyOrCutShortFileIsDamage();
    void emptyFileAloneIsNew();
    void missingDatabaseIsNotMade();
    void backupMakesNoFolder();
    void aFailedDailyBackupIsSaid();
    void restoreReplacesOnlyOursUnused();
    void backupAndImportRefuseADamagedFile();

private:
    QRandomGenerator m_rng{20261123};
    // A closed database of 30 finished games, and the records stored.
    std::vector<Record> makeDatabase(const QString &path);
};

std::vector<Record> TestStoreFiles::makeDatabase(const QString &path)
{
    std::vector<Record> records;
    GameStore store;
    if (store.open(path) != GameStore::OpenResult::Ok)
        return records;
    for (int i = 0; i < 30; ++i) {
        Record record = RandomGame::play(m_rng, 3 + i % 2);
        record.started = QStringLiteral("2026-11-%1T19:30:00+09:00").arg(1 + i % 20, 2, 10, QLatin1Char('0'));
        if (store.records().importOne(record))
            records.push_back(record);
    }
    return records;
}

void TestStoreFiles::damageFoundAtRead_data()
{
    QTest::addColumn<QString>("object");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("silent"); // rows vanish without an error from a read
    QTest::newRow("entries, cells lost") << QStringLiteral("entries") << QStringLiteral("leaf") << true;
    QTest::newRow("entries, page overwritten") << QStringLiteral("entries") << QStringLiteral("leaf") << false;
    QTest::newRow("round results, cells lost") << QStringLiteral("round_results") << QStringLiteral("leaf") << true;
    QTest::newRow("game results, page overwritten")
        << QStringLiteral("game_results") << QStringLiteral("leaf") << false;
    QTest::newRow("an index, page overwritten")
        << QStringLiteral("game_results_by_player") << QStringLiteral("leaf") << false;
    QTest::newRow("the last page") << QString() << QString() << false;
}

void TestStoreFiles::damageFoundAtRead()
{
    QFETCH(QString, object);
    QFETCH(QString, kind);
    QFETCH(bool, silent);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.sqlite"));
    const std::vector<Record> records = makeDatabase(path);
    QCOMPARE(records.size(), std::size_t(30));
    QVERIFY(Backups::checkFile(path, false));
    QByteArray bytes = readAll(path);
    int page = static_cast<int>(bytes.size() / pageSize(bytes));
    if (!object.isEmpty()) {
        const QList<int> pages = pagesOf(path, object, kind);
        QVERIFY2(!pages.isEmpty(), qPrintable(object));
        page = pages.at(pages.size() / 2);
    }
    if (silent)
        halveCells(bytes, page);
    else
        scramble(bytes, page);
    QVERIFY(writeAll(path, bytes));

    // Every game read is what was stored, or a damage error: never a game
    // that quietly lacks cards.
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    int damaged = 0;
    for (std::size_t i = 0; i < records.size(); ++i) {
        StoreError readError;
        const std::optional<Record> back = store.records().load(static_cast<qint64>(i + 1), &readError);
        if (back) {
            QVERIFY2(*back == records[i], qPrintable(QStringLiteral("game %1").arg(i + 1)));
        } else {
            QVERIFY2(GameStore::isDamage(readError), qPrintable(readError.message));
            ++damaged;
        }
    }
    if (object == QLatin1String("entries"))
        QVERIFY(damaged > 0);
    store.close();

    // The whole check finds every kind, and says so once.
    QVERIFY(!Backups::checkFile(path, true, &error));
    QVERIFY(GameStore::isDamage(error));
    checkDamageMessage(error.message);
    QVERIFY(error.message.contains(QDir::toNativeSeparators(path)));
    QVERIFY(Backups::list(path).isEmpty());
    QCOMPARE(readAll(path), bytes);

#ifdef TORNEI_CLI
    // Every command that reports or exports games says the damage, whatever
    // kind it is, and fails.
    for (const QStringList &command :
         {QStringList{QStringLiteral("export"), QStringLiteral("--all"), dir.filePath(QStringLiteral("out"))},
          QStringList{QStringLiteral("games")}, QStringList{QStringLiteral("stats"), QStringLiteral("--json")},
          QStringList{QStringLiteral("export"), QStringLiteral("--csv"), dir.filePath(QStringLiteral("out.csv"))}}) {
        QByteArray err;
        QCOMPARE(cli(QStringList{QStringLiteral("--db"), path} + command, &err), 1);
        checkDamageMessage(QString::fromUtf8(err));
    }
    QCOMPARE(readAll(path), bytes);
#endif
}

void TestStoreFiles::restoreChecksItsSource()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.sqlite"));
    QCOMPARE(makeDatabase(path).size(), std::size_t(30));
    const QByteArray database = readAll(path);
    const QString notes = dir.filePath(QStringLiteral("notes.sqlite"));
    QVERIFY(runSql(notes, {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"),
                        QStringLiteral("INSERT INTO notes (text) VALUES ('mine')")}));
    const QString disguised = dir.filePath(QStringLiteral("disguised.sqlite"));
    QVERIFY(runSql(disguised, {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"),
                            QStringLiteral("PRAGMA application_id = %1").arg(Migrations::ApplicationId),
                            QStringLiteral("PRAGMA user_version = %1").arg(Migrations::Current)}));
    const QString newer = dir.filePath(QStringLiteral("newer.sqlite"));
    QVERIFY(QFile::copy(path, newer));
    QVERIFY(runSql(newer, {QStringLiteral("PRAGMA user_version = %1").arg(Migrations::Current + 1)}));
    const QString damaged = dir.filePath(QStringLiteral("damaged.sqlite"));
    {
        QByteArray bytes = database;
        const QList<int> pages = pagesOf(path, QStringLiteral("entries"), QStringLiteral("leaf"));
        QVERIFY(!pages.isEmpty());
        halveCells(bytes, pages.first());
        QVERIFY(writeAll(damaged, bytes));
    }
    const QString text = dir.filePath(QStringLiteral("text.sqlite"));
    QVERIFY(writeAll(text, QByteArray("not a database at all\n").repeated(20)));

    for (const QString &source : {notes, disguised, newer, damaged, text, path}) {
        StoreError error;
        QString aside;
        QVERIFY2(!Backups::restore(source, path, &error, &aside), qPrintable(source));
        QVERIFY2(error.message.contains(QStringLiteral("nothing was restored"), Qt::CaseInsensitive) ||
                     error.message.contains(QStringLiteral("Nothing was restored")),
                 qPrintable(error.message));
        QVERIFY(!error.message.contains(QStringLiteral("..")));
        QVERIFY(aside.isEmpty());
        QCOMPARE(readAll(path), database);
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("club.sqlite.*")}, QDir::Files), QStringList());
    }
#ifdef TORNEI_CLI
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("restore"), notes}), 1);
    QCOMPARE(readAll(path), database);
    // A good copy of ours is restored, the replaced file kept aside.
    const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("backup"), copy}), 0);
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("restore"), copy}), 0);
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("club.sqlite.replaced-*")}, QDir::Files).size(), 1);
#endif
}

void TestStoreFiles::readOnlyFolderAndFile_data()
{
    QTest::addColumn<bool>("folder");
    QTest::newRow("read-only folder") << true;
    QTest::newRow("read-only file") << false;
}

void TestStoreFiles::readOnlyFolderAndFile()
{
    QFETCH(bool, folder);
#ifndef TORNEI_CLI
    QSKIP("built without the path of tornei-cli");
#else
    // Root may write anywhere: the tool runs as an ordinary user.
    if (::geteuid() != 0)
        QSKIP("needs root to run the tool as another user");
    if (QStandardPaths::findExecutable(QStringLiteral("runuser")).isEmpty())
        QSKIP("runuser (util-linux) is missing");
    const QString user = QStringLiteral("nobody");
    // A build in a folder only its owner may enter (mktemp -d) cannot be run as anyone else.
    if (QProcess::execute(QStringLiteral("runuser"), {QStringLiteral("-u"), user, QStringLiteral("--"),
                                                      QStringLiteral("test"), QStringLiteral("-x"),
                                                      QStringLiteral(TORNEI_CLI)}) != 0)
        QSKIP("the tool cannot be run as nobody from where it was built");
    QTemporaryDir dir;
    QVERIFY(::chmod(QFile::encodeName(dir.path()).constData(), 0755) == 0);
    const QString place = dir.filePath(QStringLiteral("club"));
    QVERIFY(QDir().mkpath(place));
    const QString path = QDir(place).filePath(QStringLiteral("club.sqlite"));
    QCOMPARE(makeDatabase(path).size(), std::size_t(30));
    QVERIFY(::chmod(QFile::encodeName(path).constData(), folder ? 0644 : 0444) == 0);
    QVERIFY(::chmod(QFile::encodeName(place).constData(), folder ? 0555 : 0777) == 0);
    const QString out = dir.filePath(QStringLiteral("out"));
    QVERIFY(QDir().mkpath(out));
    QVERIFY(::chmod(QFile::encodeName(out).constData(), 0777) == 0);
    const QByteArray before = readAll(path);
    const QStringList beside = QDir(place).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    QCOMPARE(beside, QStringList{QStringLiteral("club.sqlite")});

    QByteArray err;
    const QStringList db{QStringLiteral("--db"), path};
    QCOMPARE(cli(db + QStringList{QStringLiteral("games"), QStringLiteral("--json")}, &err, user), 0);
    QCOMPARE(cli(db + QStringList{QStringLiteral("stats")}, &err, user), 0);
    QCOMPARE(cli(db + QStringList{QStringLiteral("export"), QStringLiteral("--all"), out}, &err, user), 0);
    QCOMPARE(QDir(out).entryList(QDir::Files).size(), 30);
    // A change is refused, saying why; nothing is written, nothing left beside it.
    const QString fresh = QDir(out).filePath(QStringLiteral("fresh.json"));
    QVERIFY(writeAll(fresh, RecordFormat::write(RandomGame::play(m_rng, 4))));
    QCOMPARE(cli(db + QStringList{QStringLiteral("import"), fresh}, &err, user), 1);
    QVERIFY2(err.contains("read-only"), err.constData());
    QCOMPARE(readAll(path), before);
    QCOMPARE(QDir(place).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot), beside);
    QVERIFY(::chmod(QFile::encodeName(place).constData(), 0755) == 0);
#endif
}

void TestStoreFiles::interruptedBackupLeavesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.sqlite"));
    QCOMPARE(makeDatabase(path).size(), std::size_t(30));
    // What a kill during a backup leaves: the part and SQLite's journal of it.
    const QDir backups(Backups::directory(path));
    QVERIFY(QDir().mkpath(backups.path()));
    const QStringList left{QStringLiteral("club-20261101-000000-000-daily.sqlite.part"),
                           QStringLiteral("club-20261101-000000-000-daily.sqlite.part-journal"),
                           QStringLiteral("club-20261102-000000-000-daily.sqlite.part-journal")};
    for (const QString &name : left) {
        QVERIFY(writeAll(backups.filePath(name), "partial"));
        QFile file(backups.filePath(name));
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
    }
    // One being written right now by another program is left to it.
    const QString young = backups.filePath(QStringLiteral("club-20261103-000000-000-daily.sqlite.part-journal"));
    QVERIFY(writeAll(young, "in progress"));
    QVERIFY(Backups::checkFile(path, true));
    QStringList now = backups.entryList(QDir::Files);
    QCOMPARE(now.size(), 2);
    QVERIFY(now.contains(QFileInfo(young).fileName()));
    QVERIFY(Backups::list(path).size() == 1);
}

void TestStoreFiles::emptyOrCutShortFileIsDamage()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.sqlite"));
    QCOMPARE(makeDatabase(path).size(), std::size_t(30));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QVERIFY(store.backups().makeNow());
    }
    const QByteArray database = readAll(path);
    const QStringList backups = Backups::list(path);
    QVERIFY(!backups.isEmpty());
    const QString latest = QDir::toNativeSeparators(backups.first());

    // Emptied: damage while the backups hold the games, never a new database.
    QVERIFY(writeAll(path, QByteArray()));
    {
        GameStore store;
        StoreError error;
        QCOMPARE(store.open(path, &error), GameStore::OpenResult::Damaged);
        QVERIFY2(error.message.contains(QStringLiteral("empty (0 bytes)")), qPrintable(error.message));
        QVERIFY2(error.message.contains(latest), qPrintable(error.message));
        QVERIFY(GameStore::isDamage(error));
        QVERIFY(!store.isOpen());
    }
    QCOMPARE(QFileInfo(path).size(), 0);
#ifdef TORNEI_CLI
    const QString dest = dir.filePath(QStringLiteral("copy.sqlite"));
    const QString record = dir.filePath(QStringLiteral("game.json"));
    QRandomGenerator rng(35);
    QVERIFY(writeAll(record, RecordFormat::write(RandomGame::play(rng, 3))));
    for (const QStringList &command :
         {QStringList{QStringLiteral("games")}, QStringList{QStringLiteral("stats")},
          QStringList{QStringLiteral("import"), record}, QStringList{QStringLiteral("backup"), dest},
          QStringList{QStringLiteral("export"), QStringLiteral("--csv"), dir.filePath(QStringLiteral("all.csv"))}}) {
        QByteArray err;
        QCOMPARE(cli(QStringList{QStringLiteral("--db"), path} + command, &err), 1);
        const QString said = QString::fromUtf8(err);
        QVERIFY2(said.contains(QStringLiteral("empty (0 bytes)")), qPrintable(said));
        QVERIFY2(said.contains(
                     QStringLiteral("tornei-cli --db %1 restore %2").arg(QDir::toNativeSeparators(path), latest)),
                 qPrintable(said));
        QCOMPARE(QFileInfo(path).size(), 0);
        QVERIFY(!QFileInfo::exists(dest));
    }
    // What it names puts the games back; the empty file is kept aside.
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("restore"), backups.first()}), 0);
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QCOMPARE(store.games().all().size(), std::size_t(30));
    }
#endif

    // Cut short (a copy or a disk that stopped half way): damage too, left as it is.
    for (const qsizetype kept : {database.size() / 2, database.size() - 1, qsizetype(4096)}) {
        const QByteArray cut = database.left(kept);
        QVERIFY(writeAll(path, cut));
        {
            GameStore store;
            StoreError error;
            QCOMPARE(store.open(path, &error), GameStore::OpenResult::Damaged);
            QVERIFY2(error.message.contains(QStringLiteral("cut short")), qPrintable(error.message));
        }
#ifdef TORNEI_CLI
        QByteArray err;
        QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("games")}, &err), 1);
        QVERIFY2(QString::fromUtf8(err).contains(QStringLiteral("tornei-cli --db")), err.constData());
#endif
        QCOMPARE(readAll(path), cut);
    }
}

void TestStoreFiles::emptyFileAloneIsNew()
{
    // Nothing else there: an empty file is a new database, and a command says so.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.sqlite"));
    QVERIFY(writeAll(path, QByteArray()));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QCOMPARE(store.games().all().size(), std::size_t(0));
    }
#ifdef TORNEI_CLI
    QVERIFY(writeAll(path, QByteArray()));
    QByteArray err;
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("games")}, &err), 0);
    QVERIFY2(QString::fromUtf8(err).contains(QStringLiteral("empty file with no backups")), err.constData());
    QVERIFY(QFileInfo(path).size() > 0);
#endif
}

void TestStoreFiles::missingDatabaseIsNotMade()
{
#ifdef TORNEI_CLI
    // A mistyped --db: a command that only reads says so and leaves no new database behind.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("typo.sqlite"));
    const QString csv = dir.filePath(QStringLiteral("rounds.csv"));
    const QString all = dir.filePath(QStringLiteral("all"));
    for (const QStringList &command :
         {QStringList{QStringLiteral("games")}, QStringList{QStringLiteral("games"), QStringLiteral("--json")},
          QStringList{QStringLiteral("stats")}, QStringList{QStringLiteral("stats"), QStringLiteral("--league")},
          QStringList{QStringLiteral("export"), QStringLiteral("--csv"), csv},
          QStringList{QStringLiteral("export"), QStringLiteral("--all"), all}}) {
        QByteArray err;
        QCOMPARE(cli(QStringList{QStringLiteral("--db"), path} + command, &err), 1);
        QVERIFY2(QString::fromUtf8(err).contains(QStringLiteral("There is no database at")), err.constData());
        QVERIFY2(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty(),
                 qPrintable(command.join(QLatin1Char(' '))));
    }
    // One that stores games makes it.
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("import"),
                  QStringLiteral(TORNEI_TEST_DATA "/examples/0003-legal-complete.json")}),
             0);
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("games")}), 0);
#endif
}

void TestStoreFiles::backupMakesNoFolder()
{
#ifdef TORNEI_CLI
    // A folder that is not there is said, as an export says it, and nothing is left behind.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.sqlite"));
    QCOMPARE(makeDatabase(path).size(), std::size_t(30));
    QByteArray said;
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("backup"), dir.filePath(QStringLiteral("new/sub/b.sqlite"))},
                 &said),
             1);
    QVERIFY2(QString::fromUtf8(said).contains(QStringLiteral("the folder does not exist")), said.constData());
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("new"))));
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("backup"), dir.filePath(QStringLiteral("b.sqlite"))}), 0);
#endif
}

void TestStoreFiles::aFailedDailyBackupIsSaid()
{
#ifdef TORNEI_CLI
    // The backups' folder cannot be made (a file has its name): the command goes on, and says so.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.sqlite"));
    QCOMPARE(makeDatabase(path).size(), std::size_t(30));
    QVERIFY(QDir(dir.filePath(QStringLiteral("backups"))).removeRecursively());
    QVERIFY(writeAll(dir.filePath(QStringLiteral("backups")), "not a folder"));
    QByteArray err;
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("games")}, &err), 0);
    QVERIFY2(QString::fromUtf8(err).contains(QStringLiteral("No backup was made today")), err.constData());
    QCOMPARE(readAll(dir.filePath(QStringLiteral("backups"))), QByteArray("not a folder"));
#endif
}

void TestStoreFiles::restoreReplacesOnlyOursUnused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.sqlite"));
    QCOMPARE(makeDatabase(path).size(), std::size_t(30));
    const QString backup = dir.filePath(QStringLiteral("backup.sqlite"));
    StoreError error;
    QVERIFY2(Backups::copyTo(path, backup, &error), qPrintable(error.message));
    const auto refused = [&](const QString &target, const QString &said) {
        const QByteArray before = readAll(target);
        QString aside;
        StoreError why;
        if (Backups::restore(backup, target, &why, &aside))
            return QStringLiteral("restored");
        if (!why.message.contains(said) || !aside.isEmpty() || readAll(target) != before ||
            !QDir(dir.path()).entryList({QFileInfo(target).fileName() + QStringLiteral(".*")}, QDir::Files).isEmpty())
            return why.message;
        return QString();
    };
    // Another program's file, and a newer version's, are left as they are.
    const QString notes = dir.filePath(QStringLiteral("notes.sqlite"));
    QVERIFY(runSql(notes, {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"),
                           QStringLiteral("INSERT INTO notes (text) VALUES ('mine')")}));
    QCOMPARE(refused(notes, QStringLiteral("another program's")), QString());
    const QString newer = dir.filePath(QStringLiteral("newer.sqlite"));
    QVERIFY(QFile::copy(path, newer));
    QVERIFY(runSql(newer, {QStringLiteral("PRAGMA user_version = %1").arg(Migrations::Current + 1)}));
    QCOMPARE(refused(newer, QStringLiteral("newer version")), QString());
    // A link to the database: put in its place, the backup would leave the database as it was.
    const QString link = dir.filePath(QStringLiteral("link.sqlite"));
    QVERIFY(QFile::link(path, link));
    QCOMPARE(refused(link, QStringLiteral("is a link to")), QString());
    QVERIFY(QFileInfo(link).isSymLink());
    // A database another program has open would go on being written under the name it is moved to.
    QProcess holder;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TORNEI_TEST_HOLD"), path);
    holder.setProcessEnvironment(env);
    holder.start(QCoreApplication::applicationFilePath(), QStringList());
    QVERIFY(holder.waitForReadyRead(30000));
    QCOMPARE(holder.readAllStandardOutput(), QByteArray("open\n"));
    QCOMPARE(refused(path, QStringLiteral("in use by another program")), QString());
    holder.closeWriteChannel();
    QVERIFY(holder.waitForFinished(30000));
    QCOMPARE(holder.exitCode(), 0);
    // Once it is closed: restored, the replaced file kept aside.
    const QByteArray replaced = readAll(path);
    QString aside;
    QVERIFY2(Backups::restore(backup, path, &error, &aside), qPrintable(error.message));
    QCOMPARE(readAll(aside), replaced);
    QCOMPARE(readAll(path), readAll(backup));
    QVERIFY(!QFileInfo::exists(path + QStringLiteral(".restoring")));
}

void TestStoreFiles::backupAndImportRefuseADamagedFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.sqlite"));
    QCOMPARE(makeDatabase(path).size(), std::size_t(30));
    {
        // Backed up today: the daily check is not due, so only a command's own check stands.
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        StoreError error;
        QVERIFY2(store.backups().makeNow(&error), qPrintable(error.message));
    }
    QByteArray bytes = readAll(path);
    const QList<int> pages = pagesOf(path, QStringLiteral("entries"), QStringLiteral("leaf"));
    QVERIFY(!pages.isEmpty());
    halveCells(bytes, pages.first());
    QVERIFY(writeAll(path, bytes));
    StoreError error;
    const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
    QVERIFY(!Backups::copyTo(path, copy, &error));
    checkDamageMessage(error.message);
    QVERIFY(!QFileInfo::exists(copy));
    // Another program's tables are not backed up either.
    const QString foreign = dir.filePath(QStringLiteral("foreign.sqlite"));
    QVERIFY(runSql(foreign, {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")}));
    QVERIFY(!Backups::copyTo(foreign, copy, &error));
    QVERIFY2(error.message.contains(QStringLiteral("another program's")), qPrintable(error.message));
    QVERIFY(!QFileInfo::exists(copy));
#ifdef TORNEI_CLI
    // Nothing is written into the damaged file.
    const QString fresh = dir.filePath(QStringLiteral("fresh.json"));
    QVERIFY(writeAll(fresh, RecordFormat::write(RandomGame::play(m_rng, 4))));
    QByteArray err;
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("import"), fresh}, &err), 1);
    QVERIFY2(err.contains("damage"), err.constData());
    QCOMPARE(readAll(path), bytes);
#endif
}

namespace {

// The other program of restoreReplacesOnlyOursUnused: it opens the database, reads it, says so
// and keeps it open until its input closes.
int holdOpen(const QString &path)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
    db.setDatabaseName(path);
    QSqlQuery query(db);
    if (!db.open() || !query.exec(QStringLiteral("SELECT count(*) FROM games")) || !query.next())
        return 1;
    query.finish();
    QFile out;
    QFile in;
    if (!out.open(stdout, QIODevice::WriteOnly) || out.write("open\n") != 5 || !out.flush() ||
        !in.open(stdin, QIODevice::ReadOnly))
        return 1;
    in.readAll();
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (const QByteArray held = qgetenv("TORNEI_TEST_HOLD"); !held.isEmpty()) {
        QCoreApplication app(argc, argv);
        return holdOpen(QString::fromLocal8Bit(held));
    }
    QCoreApplication app(argc, argv);
    TestStoreFiles test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_storefiles.moc"
