// The store's update from the database release 0.1.0 wrote (the only
// older version it updates), its refusal of every other, and its daily
// backups and copies.
#include "backups.h"
#include "gamerecords.h"
#include "gamesetup.h"
#include "gamestore.h"
#include "migrations.h"
#include "randomgame.h"
#include "record.h"
#include "replay.h"
#include "storedgames.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

class TestStoreUpgrade : public QObject
{
    Q_OBJECT

private slots:
    void fromRelease010();
    void release010AsImported();
    void failedUpgradeLeavesFile();
    void unreleasedVersionRefused_data();
    void unreleasedVersionRefused();
    void newerVersionRefused();
    void foreignFileRefused();
    void outdatedRoundsIndexFollowsRules();
    void dailyBackupsKeepTen();
    void backupTo();

private:
    QRandomGenerator m_rng{20261121};
};

namespace {

// The examples the 0.1.0 file was made from, in the order imported (see tests/data/README.md).
const QStringList Release010Examples = {
    QStringLiteral("0001-legal-stopped.json"), QStringLiteral("0003-legal-complete.json"),
    QStringLiteral("0005-legal-complete.json"), QStringLiteral("0006-fault-revoke.json"),
    QStringLiteral("0019-fault-dummy.json")};
// The game 0.1.0 left out of the statistics.
constexpr qint64 Release010Excluded = 3;

// A writable copy of the database release 0.1.0 wrote, in `dir`.
QString copyOf010(const QTemporaryDir &dir, const QString &name = QStringLiteral("old.sqlite"))
{
    const QString path = dir.filePath(name);
    if (!writeAll(path, readAll(QStringLiteral(TORNEI_TEST_DATA "/store/tornei-0.1.0.sqlite"))))
        return {};
    return path;
}

// A game's row as kept, for comparing before and after.
struct KeptGame
{
    QString sha256;
    QString created;
    QString updated;
    bool finished = false;
    bool excluded = false;
    bool operator==(const KeptGame &) const = default;
};

std::map<qint64, KeptGame> keptGames(const QString &path)
{
    std::map<qint64, KeptGame> games;
    RawDb raw(path);
    QSqlQuery query(raw.db());
    if (!query.exec(
            QStringLiteral("SELECT id, record_sha256, created_utc, updated_utc, finished, excluded FROM games")))
        return games;
    while (query.next()) {
        games[query.value(0).toLongLong()] = {query.value(1).toString(), query.value(2).toString(),
                                              query.value(3).toString(), query.value(4).toBool(),
                                              query.value(5).toBool()};
    }
    return games;
}

// Every table, index, view and trigger with its SQL, in the order made.
QStringList schemaOf(const QString &path)
{
    QStringList rows;
    RawDb raw(path);
    QSqlQuery query(raw.db());
    if (!query.exec(QStringLiteral("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY rowid")))
        return {QStringLiteral("unreadable")};
    while (query.next()) {
        rows << QStringLiteral("%1 %2 %3 %4")
                    .arg(query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
                         query.value(3).toString());
    }
    return rows;
}

// tornei-cli's JSON output of `args`, its exit code in `code`.
QJsonValue cliJson(const QStringList &args, int *code)
{
    QProcess process;
    process.start(QStringLiteral(TORNEI_CLI), args);
    if (!process.waitForFinished(120000)) {
        *code = -1;
        return {};
    }
    *code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    const QJsonDocument doc = QJsonDocument::fromJson(process.readAllStandardOutput());
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

// Without what differs between an update and an import: when each was stored,
// and the date an undated 0.1.0 game takes from its creation.
QJsonValue withoutDates(const QJsonValue &value)
{
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &item : value.toArray())
            out.append(withoutDates(item));
        return out;
    }
    if (!value.isObject())
        return value;
    QJsonObject out;
    const QJsonObject in = value.toObject();
    for (auto it = in.begin(); it != in.end(); ++it) {
        if (it.key() != QLatin1String("created") && it.key() != QLatin1String("started") &&
            it.key() != QLatin1String("updated"))
            out.insert(it.key(), withoutDates(it.value()));
    }
    return out;
}

// The refusal of a file that must stay as it is: the result, the message,
// the same bytes and nothing beside it.
void expectRefused(const QString &path, GameStore::OpenResult expected, const QString &saying)
{
    const QByteArray before = readAll(path);
    const QStringList beside = QFileInfo(path).dir().entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), expected);
    QVERIFY2(error.message.contains(saying), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("left as it is")), qPrintable(error.message));
    QVERIFY(!store.isOpen());
    QCOMPARE(readAll(path), before);
    QCOMPARE(QFileInfo(path).dir().entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot), beside);
}

} // namespace

// The file 0.1.0 wrote: updated in one transaction to this version's tables,
// exactly those a new file has, every game kept with its checksum, dates and
// cards, the old file kept as a backup.
void TestStoreUpgrade::fromRelease010()
{
    QTemporaryDir dir;
    const QString path = copyOf010(dir);
    QVERIFY(!path.isEmpty());
    const std::map<qint64, KeptGame> before = keptGames(path);
    QCOMPARE(before.size(), std::size_t(Release010Examples.size()));
    QVERIFY(before.at(Release010Excluded).excluded);
    int entriesBefore = 0;
    {
        RawDb raw(path);
        QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")).toInt(), Migrations::Released010);
        QCOMPARE(raw.value(QStringLiteral("PRAGMA application_id")).toInt(), 0);
        entriesBefore = raw.value(QStringLiteral("SELECT count(*) FROM entries")).toInt();
    }
    {
        GameStore store;
        StoreError error;
        QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
        QCOMPARE(store.schemaVersion(), Migrations::Current);
        for (const auto &[id, kept] : before) {
            // Read back against its checksum, which is the one 0.1.0 wrote.
            const std::optional<Record> record = store.records().load(id, &error);
            QVERIFY2(record, qPrintable(error.message));
            QCOMPARE(GameRecords::hash(*record), kept.sha256);
            QCOMPARE(store.games().summary(id)->finished, kept.finished);
            QCOMPARE(store.games().summary(id)->excludedFromStatistics, kept.excluded);
            QCOMPARE(store.games().summary(id)->finished, Replay(*record).isComplete());
        }
        // The store keeps working after the update.
        const std::optional<qint64> more = enterGame(store, playGame(m_rng, 3), &error);
        QVERIFY2(more, qPrintable(error.message));
        QVERIFY2(store.games().remove({*more}, &error), qPrintable(error.message));
    }
    QCOMPARE(keptGames(path), before);
    const QStringList backups = Backups::list(path);
    QCOMPARE(backups.size(), 1);
    QVERIFY(backups.first().contains(QStringLiteral("before-v%1").arg(Migrations::Current)));
    QCOMPARE(readAll(backups.first()).size(),
             readAll(QStringLiteral(TORNEI_TEST_DATA "/store/tornei-0.1.0.sqlite")).size());
    {
        RawDb old(backups.first());
        QCOMPARE(old.value(QStringLiteral("PRAGMA user_version")).toInt(), Migrations::Released010);
    }
    RawDb raw(path);
    QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")).toInt(), Migrations::Current);
    QCOMPARE(raw.value(QStringLiteral("PRAGMA application_id")).toInt(), Migrations::ApplicationId);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM entries")).toInt(), entriesBefore);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM games WHERE uid IS NULL")).toInt(), 0);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM players WHERE uid IS NULL")).toInt(), 0);
    // Every game waits to go to a club, as a new one does.
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM club_outbox")).toInt(), Release010Examples.size());
    // The same tables, indexes and triggers, in the same order, as a new file.
    const QString fresh = dir.filePath(QStringLiteral("new.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(fresh), GameStore::OpenResult::Ok);
    }
    QCOMPARE(schemaOf(path), schemaOf(fresh));
}

// What tornei-cli says of the updated file is what it says of a new file
// into which the same records were imported (and the same game excluded),
// but for when each game was stored.
void TestStoreUpgrade::release010AsImported()
{
    QTemporaryDir dir;
    const QString path = copyOf010(dir);
    QVERIFY(!path.isEmpty());
    const QString fresh = dir.filePath(QStringLiteral("fresh.sqlite"));
    QStringList files;
    for (const QString &name : Release010Examples)
        files << QStringLiteral(TORNEI_TEST_DATA "/examples/") + name;
    int code = 0;
    QProcess import;
    import.start(QStringLiteral(TORNEI_CLI),
                 QStringList{QStringLiteral("--db"), fresh, QStringLiteral("import")} + files);
    QVERIFY(import.waitForFinished(120000));
    QCOMPARE(import.exitCode(), 0);
    {
        GameStore store;
        StoreError error;
        QCOMPARE(store.open(fresh, &error), GameStore::OpenResult::Ok);
        QVERIFY2(store.games().setExcluded({Release010Excluded}, true, &error), qPrintable(error.message));
    }
    for (const QString &command : {QStringLiteral("games"), QStringLiteral("stats")}) {
        const QJsonValue updated = cliJson({QStringLiteral("--db"), path, command, QStringLiteral("--json")}, &code);
        QCOMPARE(code, 0);
        const QJsonValue imported = cliJson({QStringLiteral("--db"), fresh, command, QStringLiteral("--json")}, &code);
        QCOMPARE(code, 0);
        QVERIFY(updated.isArray() || !updated.toObject().isEmpty());
        QCOMPARE(withoutDates(updated), withoutDates(imported));
    }
}

// An update that fails midway (here at a card this version cannot read, after
// the new tables were made and the games copied) leaves the file byte for byte
// as it was.
void TestStoreUpgrade::failedUpgradeLeavesFile()
{
    QTemporaryDir dir;
    const QString path = copyOf010(dir);
    QVERIFY(!path.isEmpty());
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("UPDATE entries SET card = 'ZZ' WHERE game = 5 AND seq = 1")));
    }
    const QByteArray before = readAll(path);
    GameStore store;
    StoreError error;
    QVERIFY(store.open(path, &error) != GameStore::OpenResult::Ok);
    QVERIFY(error.isError());
    QVERIFY(!store.isOpen());
    QCOMPARE(readAll(path), before);
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")) || QFileInfo(path + QStringLiteral("-wal")).size() == 0);
    RawDb raw(path);
    QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")).toInt(), Migrations::Released010);
}

void TestStoreUpgrade::unreleasedVersionRefused_data()
{
    QTest::addColumn<int>("version");
    QTest::addColumn<bool>("fromRelease");
    // Version 1 had 0.1.0's tables and no application id; 3 to 10 had both of this version's numbers.
    QTest::newRow("version 1") << 1 << true;
    QTest::newRow("version 5") << 5 << false;
    QTest::newRow("version 10") << 10 << false;
}

// A file of a version between two releases is refused and left as it is.
void TestStoreUpgrade::unreleasedVersionRefused()
{
    QFETCH(int, version);
    QFETCH(bool, fromRelease);
    QTemporaryDir dir;
    QString path;
    if (fromRelease) {
        path = copyOf010(dir);
    } else {
        path = dir.filePath(QStringLiteral("dev.sqlite"));
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QVERIFY(enterGame(store, playGame(m_rng, 4), nullptr));
    }
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
    }
    expectRefused(path, GameStore::OpenResult::Failed, QStringLiteral("never released"));
}

void TestStoreUpgrade::newerVersionRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("newer.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    }
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(Migrations::Current + 1)));
    }
    expectRefused(path, GameStore::OpenResult::NewerVersion, QStringLiteral("newer version"));
}

void TestStoreUpgrade::foreignFileRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("other.sqlite"));
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE games (id INTEGER PRIMARY KEY, name TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO games (name) VALUES ('chess')")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 2")));
    }
    expectRefused(path, GameStore::OpenResult::Failed, QStringLiteral("another program"));
}

// schema.sql writes the rules version into the index of outdated rounds;
// GameResults asks with Replay's.
void TestStoreUpgrade::outdatedRoundsIndexFollowsRules()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    }
    RawDb raw(path);
    QVERIFY(raw.value(QStringLiteral("SELECT sql FROM sqlite_schema WHERE name = 'round_results_outdated'"))
                .toString()
                .endsWith(QStringLiteral("WHERE rules_version <> %1").arg(Replay::RulesVersion)));
}

void TestStoreUpgrade::dailyBackupsKeepTen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("b.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QVERIFY(store.records().create(fourPlayers()));
    }
    QVERIFY(Backups::list(path).isEmpty()); // a new database has nothing to back up
    // Opened as the app and the CLI do: the daily backup made when due.
    const auto openForTheDay = [&path](GameStore &store) {
        if (store.open(path) != GameStore::OpenResult::Ok)
            return false;
        return !store.backups().dailyDue() || Backups::checkFile(path, true);
    };
    GameStore store;
    QVERIFY(openForTheDay(store));
    QCOMPARE(Backups::list(path).size(), 1);
    store.close();
    QVERIFY(openForTheDay(store));
    QVERIFY(!store.backups().dailyDue());
    QCOMPARE(Backups::list(path).size(), 1); // not twice a day
    store.close();
    // Beside them, the backup made before an upgrade and a file of the user's under a backup's
    // name: neither is one of the daily backups that make way for newer ones.
    const QString beforeUpgrade = QFileInfo(Backups::list(path).first()).absolutePath() +
                                  QStringLiteral("/b-20010101-000000-000-before-v%1.sqlite").arg(Migrations::Current);
    QVERIFY(QFile::copy(Backups::list(path).first(), beforeUpgrade));
    const QString notes = QFileInfo(beforeUpgrade).absolutePath() + QStringLiteral("/b-20010101-000000-000-daily.sqlite");
    {
        QFile file(notes);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("my notes") == 8);
    }
    // Age the backups a day and a bit: the next open makes a new one.
    for (int round = 0; round < 12; ++round) {
        for (const QString &backup : Backups::list(path)) {
            QFile file(backup);
            QVERIFY(file.open(QIODevice::ReadWrite));
            const QDateTime old = file.fileTime(QFileDevice::FileModificationTime).addSecs(-26 * 3600);
            QVERIFY(file.setFileTime(old, QFileDevice::FileModificationTime));
        }
        QVERIFY(openForTheDay(store));
        store.close();
    }
    // A half-written backup left by a killed program goes; one that another
    // program is writing now stays.
    const QDir folder(Backups::directory(path));
    for (const char *name : {"b-20200101-000000-000-daily.sqlite.part", "b-20990101-000000-000-daily.sqlite.part"}) {
        QFile part(folder.filePath(QLatin1String(name)));
        QVERIFY(part.open(QIODevice::WriteOnly));
        part.write("half");
    }
    {
        QFile old(folder.filePath(QStringLiteral("b-20200101-000000-000-daily.sqlite.part")));
        QVERIFY(old.open(QIODevice::ReadWrite));
        QVERIFY(old.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
    }
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    QVERIFY(store.backups().makeNow());
    store.close();
    QCOMPARE(folder.entryList({QStringLiteral("*.part")}, QDir::Files),
             QStringList{QStringLiteral("b-20990101-000000-000-daily.sqlite.part")});
    QVERIFY(QFile::remove(folder.filePath(QStringLiteral("b-20990101-000000-000-daily.sqlite.part"))));
    QVERIFY(QFileInfo::exists(beforeUpgrade));
    QVERIFY(QFileInfo::exists(notes));
    QVERIFY(QFile::remove(beforeUpgrade) && QFile::remove(notes));
    const QStringList backups = Backups::list(path);
    QCOMPARE(backups.size(), Backups::Kept);
    QVERIFY(QFileInfo(backups.first()).lastModified() > QDateTime::currentDateTime().addSecs(-3600));
    RawDb newest(backups.first());
    QCOMPARE(newest.value(QStringLiteral("SELECT count(*) FROM games")).toInt(), 1);
}

void TestStoreUpgrade::backupTo()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const Record record = playGame(m_rng, 3);
    const std::optional<qint64> game = enterGame(store, record, nullptr);
    QVERIFY(game);
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("copy")));
    const QString dest = dir.filePath(QStringLiteral("copy/s-copy.sqlite"));
    StoreError error;
    // While the store is open: the copy holds every committed entry.
    QVERIFY2(Backups::copyTo(path, dest, &error), qPrintable(error.message));
    QVERIFY(!Backups::copyTo(path, dest, &error)); // never overwrites
    GameStore copy;
    QCOMPARE(copy.open(dest), GameStore::OpenResult::Ok);
    QVERIFY(*copy.records().load(*game) == record);
}

QTEST_GUILESS_MAIN(TestStoreUpgrade)
#include "tst_storeupgrade.moc"
