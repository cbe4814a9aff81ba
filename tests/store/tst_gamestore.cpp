// The game store: opening and creating its file, refusals of files it must
// not touch, round trips, undo and resume, and the results table against a
// fresh replay.
#include "gamesetup.h"
#include "gamestore.h"
#include "migrations.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "replay.h"
#include "seatindex.h"
#include "storedgames.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

class TestGameStore : public QObject
{
    Q_OBJECT

private slots:
    void defaultPath();
    void cannotCreate();
    void theTablesExpectedAreTheSchemas();
    void otherProgramsDatabaseUntouched_data();
    void otherProgramsDatabaseUntouched();
    void roundTrip_data();
    void roundTrip();
    void undoAndReplace();
    void refusedEntryWritesNothing();
    void resumeAfterReopen();
    void partialLayout();
    void newerVersionUntouched();
    void damagedUntouched_data();
    void damagedUntouched();
    void aLongLogIsCopiedIntoTheFile();

private:
    QRandomGenerator m_rng{20261121};
};

void TestGameStore::defaultPath()
{
    QCoreApplication::setApplicationName(QStringLiteral("tornei"));
    QCoreApplication::setOrganizationName(QString());
    QVERIFY(GameStore::defaultPath().endsWith(QStringLiteral("/tornei/tornei.sqlite")));
    QCOMPARE(QFileInfo(GameStore::defaultPath()).fileName(), QStringLiteral("tornei.sqlite"));
}

void TestGameStore::cannotCreate()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("plain-file"));
    QVERIFY(writeAll(file, "not a folder"));
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(file + QStringLiteral("/sub/t.sqlite"), &error), GameStore::OpenResult::Failed);
    QVERIFY(error.message.contains(QStringLiteral("plain-file")));
    QVERIFY(!store.isOpen());
    QVERIFY(!store.records().applyEdit(1, EntryEdit::appending({Entry{}}), &error));
    QVERIFY(error.isError());
}

// A file is recognised by its tables and columns, worked out from the
// schema's CREATE TABLE statements alone: the same as the whole schema makes.
void TestGameStore::theTablesExpectedAreTheSchemas()
{
    const QStringList expected = Migrations::expectedTableShapes(Migrations::Current);
    QStringList tables;
    for (const QString &shape : expected)
        tables << shape.section(QLatin1Char('('), 0, 0);
    for (const char *table : {"entries", "games", "players", "game_results", "player_figures", "head_to_head"})
        QVERIFY2(tables.contains(QLatin1String(table)), table);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("whole"));
        db.setDatabaseName(QStringLiteral(":memory:"));
        QVERIFY(db.open());
        StoreError error;
        QVERIFY(Migrations::create(db, &error));
        QCOMPARE(Migrations::tableShapes(db, &error), expected);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("whole"));
}

void TestGameStore::otherProgramsDatabaseUntouched_data()
{
    QTest::addColumn<QStringList>("statements");
    QTest::addColumn<QString>("message");
    const QString table = QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)");
    const QString row = QStringLiteral("INSERT INTO notes (text) VALUES ('keep me')");
    QTest::newRow("tables of its own") << QStringList{table, row} << QStringLiteral("another program");
    QTest::newRow("version 1, other tables")
        << QStringList{table, row, QStringLiteral("PRAGMA user_version = 1")} << QStringLiteral("another program");
    QTest::newRow("version 2, our table names, other columns")
        << QStringList{QStringLiteral("CREATE TABLE players (id INTEGER PRIMARY KEY)"),
                       QStringLiteral("CREATE TABLE games (id INTEGER PRIMARY KEY)"),
                       QStringLiteral("CREATE TABLE entries (id INTEGER PRIMARY KEY)"),
                       QStringLiteral("CREATE TABLE round_results (id INTEGER PRIMARY KEY)"),
                       QStringLiteral("PRAGMA user_version = 2")}
        << QStringLiteral("another program");
    QTest::newRow("another application id") << QStringList{table, row, QStringLiteral("PRAGMA application_id = 1234"),
                                                           QStringLiteral("PRAGMA user_version = 3")}
                                            << QStringLiteral("application id 1234");
    // Our application id alone does not make a file ours.
    const QString ourId = QStringLiteral("PRAGMA application_id = %1").arg(Migrations::ApplicationId);
    QTest::newRow("our application id, other tables")
        << QStringList{table, row, ourId, QStringLiteral("PRAGMA user_version = %1").arg(Migrations::Current)}
        << QStringLiteral("another program");
    QTest::newRow("our application id, an older version")
        << QStringList{table, row, ourId, QStringLiteral("PRAGMA user_version = 2")}
        << QStringLiteral("version number 2 is not one");
    QTest::newRow("our application id and table names, other columns")
        << QStringList{QStringLiteral("CREATE TABLE players (id INTEGER PRIMARY KEY)"),
                       QStringLiteral("CREATE TABLE games (id INTEGER PRIMARY KEY)"),
                       QStringLiteral("CREATE TABLE entries (id INTEGER PRIMARY KEY)"),
                       QStringLiteral("CREATE TABLE round_results (id INTEGER PRIMARY KEY)"),
                       QStringLiteral("CREATE TABLE game_results (id INTEGER PRIMARY KEY)"),
                       ourId,
                       QStringLiteral("PRAGMA user_version = %1").arg(Migrations::Current)}
        << QStringLiteral("another program");
    QTest::newRow("an absurd version") << QStringList{table, row, QStringLiteral("PRAGMA user_version = 912345")}
                                       << QStringLiteral("version number 912345 is not one");
    QTest::newRow("a negative version") << QStringList{table, row, QStringLiteral("PRAGMA user_version = -5")}
                                        << QStringLiteral("version number -5 is not one");
    QTest::newRow("write-ahead log, version 1") << QStringList{QStringLiteral("PRAGMA journal_mode = WAL"), table, row,
                                                               QStringLiteral("PRAGMA user_version = 1")}
                                                << QStringLiteral("another program");
}

void TestGameStore::otherProgramsDatabaseUntouched()
{
    QFETCH(QStringList, statements);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("other.sqlite"));
    {
        RawDb raw(path);
        for (const QString &sql : statements)
            QVERIFY2(raw.exec(sql), qPrintable(sql));
    }
    const QByteArray before = readAll(path);
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Failed);
    QVERIFY2(error.message.contains(message), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("left as it is")), qPrintable(error.message));
    QVERIFY(!store.isOpen());
    // Byte for byte, and nothing beside it: no log, no backups folder.
    QCOMPARE(readAll(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("other.sqlite")});
}

void TestGameStore::roundTrip_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("stopped");
    QTest::newRow("3 players, whole game") << 3 << false;
    QTest::newRow("4 players, whole game") << 4 << false;
    QTest::newRow("3 players, stopped") << 3 << true;
    QTest::newRow("4 players, stopped") << 4 << true;
}

void TestGameStore::roundTrip()
{
    QFETCH(int, players);
    QFETCH(bool, stopped);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    const Record record = playGame(m_rng, players, stopped);
    qint64 game = 0;
    {
        GameStore store;
        StoreError error;
        QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
        QCOMPARE(store.schemaVersion(), Migrations::Current);
        const std::optional<qint64> id = enterGame(store, record, &error);
        QVERIFY2(id, qPrintable(error.message));
        game = *id;
        const std::optional<Record> loaded = store.records().load(game, &error);
        QVERIFY(loaded);
        QCOMPARE(RecordFormat::write(*loaded), RecordFormat::write(record));
        QVERIFY(*loaded == record);
        QVERIFY(store.records().entries(game) == Replay(record).entries());
        const std::optional<GameSummary> summary = store.games().summary(game);
        QVERIFY(summary);
        QCOMPARE(summary->finished, Replay(record).isComplete());
        QVERIFY(summary->totals == Replay(record).totals());
        QVERIFY(summary->winners == Replay(record).winners());
    }
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const std::optional<Record> loaded = store.records().load(game);
    QVERIFY(loaded && *loaded == record);
    store.close();
    RawDb raw(path);
    QCOMPARE(raw.value(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    QCOMPARE(raw.results(game), expectedResults(record));
    QCOMPARE(raw.value(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
}

void TestGameStore::undoAndReplace()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const Record full = playGame(m_rng, 3);
    const std::vector<Entry> all = Replay(full).entries();
    const std::optional<qint64> game = store.records().create(setupOf(full));
    QVERIFY(game);
    const std::size_t entered = 30;
    for (std::size_t i = 0; i < entered; ++i)
        QVERIFY(store.records().applyEdit(*game, EntryEdit::appending({all[i]})));

    // Undo twice: the record is the first entered - 2 entries.
    QVERIFY(store.records().applyEdit(*game, EntryEdit::takingBack({all[entered - 1]})));
    QVERIFY(store.records().applyEdit(*game, EntryEdit::takingBack({all[entered - 2]})));
    Record expected = setupOf(full);
    for (std::size_t i = 0; i + 2 < entered; ++i)
        expected.place(all[i].slot, all[i].card);
    QVERIFY(*store.records().load(*game) == expected);
    QCOMPARE(store.records().entries(*game).size(), entered - 2);

    // A correction the engine accepts goes in; one it refuses changes nothing.
    const Slot slot = all[entered - 3].slot;
    std::optional<Card> legal;
    std::optional<Card> illegal;
    const Replay replay(expected);
    for (int i = 0; i < DeckSize; ++i) {
        const Card card = Card::fromIndex(i);
        if (card == all[entered - 3].card)
            continue;
        if (replay.refusal(slot, card))
            illegal = illegal ? illegal : card;
        else
            legal = legal ? legal : card;
    }
    QVERIFY(illegal);
    StoreError error;
    QVERIFY(!store.records().applyEdit(*game, EntryEdit::replacing({Entry{slot, *illegal}}), &error));
    QVERIFY(error.isError());
    QVERIFY(*store.records().load(*game) == expected);
    if (legal) {
        QVERIFY2(store.records().applyEdit(*game, EntryEdit::replacing({Entry{slot, *legal}}), &error),
                 qPrintable(error.message));
        expected.place(slot, *legal);
        QVERIFY(*store.records().load(*game) == expected);
    }
    // Several corrections at once: a refused one leaves the others out too.
    if (legal) {
        const Record current = *store.records().load(*game);
        QVERIFY(!store.records().applyEdit(
            *game, EntryEdit::replacing({Entry{slot, all[entered - 3].card}, Entry{all[0].slot, all[1].card}}),
            &error));
        QVERIFY(*store.records().load(*game) == current);
        QVERIFY2(store.records().applyEdit(*game, EntryEdit::replacing({Entry{slot, all[entered - 3].card}}), &error),
                 qPrintable(error.message));
        expected.place(slot, all[entered - 3].card);
        QVERIFY(*store.records().load(*game) == expected);
    }
    // Undo everything.
    while (!store.records().entries(*game).empty())
        QVERIFY(store.records().applyEdit(*game, EntryEdit::takingBack({store.records().entries(*game).back()})));
    QVERIFY(!store.records().applyEdit(*game, EntryEdit::takingBack({all[0]}), &error));
    QVERIFY(*store.records().load(*game) == setupOf(full));
    store.close();
    RawDb raw(path);
    QCOMPARE(raw.results(*game), expectedResults(setupOf(full)));
}

void TestGameStore::refusedEntryWritesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const Record full = playGame(m_rng, 4);
    const std::vector<Entry> all = Replay(full).entries();
    const std::optional<qint64> game = store.records().create(setupOf(full));
    QVERIFY(game);
    QVERIFY(store.records().applyEdit(*game, EntryEdit::appending({all[0]})));
    StoreError error;
    // A joust of trick 5 before trick 1 is complete.
    QVERIFY(!store.records().applyEdit(
        *game, EntryEdit::appending({Entry{Slot{EntryKind::Joust, 0, 4, 0}, all[1].card}}), &error));
    QVERIFY(error.isError());
    // The same card twice.
    error = {};
    QVERIFY(!store.records().applyEdit(*game, EntryEdit::appending({Entry{all[1].slot, all[0].card}}), &error));
    QVERIFY(error.isError());
    // A slot already holding a card.
    error = {};
    QVERIFY(!store.records().applyEdit(*game, EntryEdit::appending({all[0]}), &error));
    QVERIFY(error.isError());
    QCOMPARE(store.records().entries(*game).size(), std::size_t(1));
    // And a game that does not exist.
    QVERIFY(!store.records().applyEdit(*game + 100, EntryEdit::appending({all[0]}), &error));
}

void TestGameStore::resumeAfterReopen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    std::vector<std::pair<qint64, Record>> unfinished;
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QVERIFY(enterGame(store, playGame(m_rng, 4), nullptr));
        for (int players : {3, 4, 3}) {
            Record stopped = playGame(m_rng, players, true);
            if (Replay(stopped).isComplete())
                continue;
            const std::optional<qint64> id = enterGame(store, stopped, nullptr);
            QVERIFY(id);
            unfinished.emplace_back(*id, stopped);
        }
        const std::optional<qint64> fresh = store.records().create(fourPlayers());
        QVERIFY(fresh);
        unfinished.emplace_back(*fresh, fourPlayers());
    }
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const std::vector<GameSummary> open = store.games().unfinished();
    QCOMPARE(open.size(), unfinished.size());
    QCOMPARE(store.games().all().size(), unfinished.size() + 1);
    QCOMPARE(store.games().unfinishedCount(), static_cast<int>(unfinished.size()));
    // The start screen's cut list: the newest game comes first.
    const std::vector<GameSummary> last = store.games().unfinished(nullptr, 1);
    QCOMPARE(last.size(), std::size_t(1));
    QCOMPARE(last.front().id, unfinished.back().first);
    for (const auto &[gameId, record] : unfinished) {
        const qint64 id = gameId;
        const auto found = std::find_if(open.begin(), open.end(), [id](const GameSummary &g) { return g.id == id; });
        QVERIFY(found != open.end());
        QVERIFY(!found->finished);
        QVERIFY(*store.records().load(id) == record);
        // It continues where it stopped.
        QCOMPARE(Replay(*store.records().load(id)).next().slot, Replay(record).next().slot);
    }
}

void TestGameStore::partialLayout()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const Record full = playGame(m_rng, 3);
    const std::vector<Entry> all = Replay(full).entries();
    const std::optional<qint64> game = store.records().create(setupOf(full));
    QVERIFY(game);
    // The whole first round, then 3 of the 7 layout cards of the second.
    std::size_t i = 0;
    while (i < all.size() && all[i].slot.round == 0)
        QVERIFY(store.records().applyEdit(*game, EntryEdit::appending({all[i++]})));
    for (int k = 0; k < 3; ++k)
        QVERIFY(store.records().applyEdit(*game, EntryEdit::appending({all[i++]})));
    const std::optional<Record> loaded = store.records().load(*game);
    QVERIFY(loaded);
    QCOMPARE(loaded->rounds.size(), std::size_t(2));
    QCOMPARE(loaded->rounds[1].dummyLayout.size(), std::size_t(3));
    bool trimmed = false;
    const Record exported = GameRecords::exportable(*loaded, &trimmed);
    QVERIFY(trimmed);
    QCOMPARE(exported.rounds.size(), std::size_t(1));
    RecordError error;
    const std::optional<Record> reread = RecordFormat::read(RecordFormat::write(exported), &error);
    QVERIFY2(reread, qPrintable(error.toString()));
    QVERIFY(*reread == exported);
    // The untrimmed record is not a valid file: that is why export trims it.
    QVERIFY(!RecordFormat::read(RecordFormat::write(*loaded), &error));
}

void TestGameStore::newerVersionUntouched()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QVERIFY(enterGame(store, playGame(m_rng, 4), nullptr));
    }
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(Migrations::Current + 1)));
    }
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
    const QByteArray before = readAll(path);
    const QStringList entriesBefore = QDir(dir.path()).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::NewerVersion);
    QVERIFY(error.message.contains(QStringLiteral("newer")));
    QVERIFY(!store.isOpen());
    QCOMPARE(readAll(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot), entriesBefore);
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-shm")));
}

void TestGameStore::damagedUntouched_data()
{
    QTest::addColumn<bool>("garbage");
    QTest::newRow("garbage bytes") << true;
    QTest::newRow("a damaged page") << false;
}

void TestGameStore::damagedUntouched()
{
    QFETCH(bool, garbage);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        for (int i = 0; i < 20; ++i)
            QVERIFY(store.records().importOne(playGame(m_rng, 3)));
        QVERIFY(store.backups().makeNow());
    }
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
    QByteArray bytes = readAll(path);
    if (garbage) {
        bytes = QByteArray(8192, '\0');
        for (qsizetype i = 0; i < bytes.size(); ++i)
            bytes[i] = static_cast<char>(QRandomGenerator::global()->bounded(256));
    } else {
        // A page of cards in the middle of the file, overwritten.
        const int size = pageSize(bytes);
        const qsizetype page = middleCardPage(path);
        QVERIFY(page > 0);
        for (qsizetype i = 0; i < size; ++i)
            bytes[page * size + i] = static_cast<char>(0xA5 ^ (i & 0x3f));
    }
    QVERIFY(writeAll(path, bytes));
    GameStore store;
    StoreError error;
    if (!garbage) {
        // Open reads only what it needs, so a damaged page deep in the file
        // is found by the check on demand, and before the next backup.
        QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
        QVERIFY(!store.checkIntegrity(&error));
        QVERIFY2(error.message.contains(QStringLiteral("damaged")), qPrintable(error.message));
        QVERIFY(!store.backups().makeNow(&error));
        QCOMPARE(Backups::list(path).size(), 1);
        store.close();
        QCOMPARE(readAll(path), bytes);
        // The next day's open asks for a backup, which checks first: the
        // damage is reported and the good backup kept.
        for (const QString &backup : Backups::list(path)) {
            QFile file(backup);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.setFileTime(QDateTime::currentDateTime().addDays(-2), QFileDevice::FileModificationTime));
        }
        QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
        QVERIFY(store.backups().dailyDue());
        QVERIFY(!Backups::checkFile(path, true, &error));
        QVERIFY(GameStore::isDamage(error));
        QCOMPARE(Backups::list(path).size(), 1);
        store.close();
    } else {
        QCOMPARE(store.open(path, &error), GameStore::OpenResult::Damaged);
        QVERIFY(error.message.contains(QStringLiteral("damaged")));
        QVERIFY(!store.isOpen());
    }
    QCOMPARE(readAll(path), bytes);
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-shm")));

    // What the app offers: the latest backup, which restores, keeping the damaged file aside.
    const QStringList backups = Backups::list(path);
    QCOMPARE(backups.size(), 1);
    QString aside;
    QVERIFY2(Backups::restore(backups.first(), path, &error, &aside), qPrintable(error.message));
    QVERIFY(aside.contains(QStringLiteral(".replaced-")));
    QCOMPARE(readAll(aside), bytes);
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    QCOMPARE(store.games().all().size(), std::size_t(20));
    // A damaged file is never restored over a database.
    QVERIFY(!Backups::restore(aside, path, &error));
}

void TestGameStore::aLongLogIsCopiedIntoTheFile()
{
    // SQLite copies its log into the file once a commit leaves it 1,000 pages
    // long, and the next commit writes the log from its start again, so the
    // log's file never grows much past that. The store follows the log's
    // length by a hook of its own, which replaces SQLite's: it must go on doing so.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("log.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const qint64 frameSize = pageSize(readAll(path)) + 24; // each page in the log has a 24-byte header
    qint64 longest = 0;
    for (int i = 0; i < 600; ++i) {
        StoreError error;
        QVERIFY2(store.records().importOne(playGame(m_rng, 3), &error), qPrintable(error.message));
        longest = std::max(longest, QFileInfo(path + QStringLiteral("-wal")).size());
    }
    // The 600 commits wrote over 20,000 pages between them.
    QVERIFY2(longest < 1500 * frameSize, qPrintable(QString::number(longest / frameSize)));
}

QTEST_GUILESS_MAIN(TestGameStore)
#include "tst_gamestore.moc"
