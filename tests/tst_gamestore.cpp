// The game store: round trips, resume, players, migrations, refusals of
// files it must not touch, and the results table against a fresh replay.
#include "gamesetup.h"
#include "gamestore.h"
#include "migrations.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "replay.h"
#include "seatindex.h"
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

namespace {



// A second, raw connection to look at the tables the store wrote.
class RawDb
{
public:
    explicit RawDb(const QString &path)
        : m_name(QStringLiteral("raw-%1").arg(++s_count))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.open();
    }
    ~RawDb()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    QVariant value(const QString &sql) const
    {
        QSqlQuery query(db());
        if (!query.exec(sql) || !query.next())
            return {};
        return query.value(0);
    }
    bool exec(const QString &sql) const
    {
        QSqlQuery query(db());
        return query.exec(sql);
    }
    // round_results of a game as "round seat complete score tricks c1 c2 c3 c4 bonus" lines.
    QStringList results(qint64 game) const
    {
        QStringList rows;
        QSqlQuery query(db());
        query.exec(QStringLiteral("SELECT round, seat, complete, score, tricks_won, correct_rank1, correct_rank2,"
                                  " correct_rank3, correct_rank4, zero_trick_bonus FROM round_results WHERE game = %1"
                                  " ORDER BY round, seat")
                       .arg(game));
        while (query.next()) {
            QStringList fields;
            for (int i = 0; i < 10; ++i)
                fields << query.value(i).toString();
            rows << fields.join(QLatin1Char(' '));
        }
        return rows;
    }

private:
    static inline int s_count = 0;
    QString m_name;
};

QStringList expectedResults(const Record &record)
{
    const Replay replay(record);
    QStringList rows;
    for (int r = 0; r < static_cast<int>(replay.rounds().size()); ++r) {
        const RoundResult &result = replay.round(r);
        for (int s = 0; s < SeatCount; ++s) {
            QStringList fields{QString::number(r), QString::number(s), QString::number(result.complete ? 1 : 0),
                               QString::number(result.scores[at(s)]), QString::number(result.tricksWon[at(s)])};
            for (int rank = 0; rank < 4; ++rank)
                fields << QString::number(result.correctByRank[at(s)][at(rank)]);
            fields << QString::number(result.zeroTrickBonus[at(s)] ? 1 : 0);
            rows << fields.join(QLatin1Char(' '));
        }
    }
    return rows;
}

std::optional<qint64> enterGame(GameStore &store, const Record &record, StoreError *error)
{
    const std::optional<qint64> game = store.records().create(setupOf(record), error);
    if (!game)
        return std::nullopt;
    for (const Entry &entry : Replay(record).entries()) {
        if (!store.records().applyEdit(*game, EntryEdit::appending({entry}), error))
            return std::nullopt;
    }
    return game;
}

Record fourPlayers()
{
    Record record;
    record.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dai")};
    record.firstDealer = 1;
    record.started = QStringLiteral("2026-11-21T19:30:00+09:00");
    return record;
}

// A random legal game. RandomGame::play cannot deal 4 players (it takes the
// dummy's pile past the end of the deck), so 4-player games come from the
// legal examples of the specification, cut at a random entry when stopped.
Record playGame(QRandomGenerator &rng, int players, bool stopped = false)
{
    // Dated, as every stored game is (an undated one is dated when stored).
    const auto dated = [](Record record) {
        record.started = QStringLiteral("2026-11-21T19:30:00+09:00");
        return record;
    };
    if (players == 3)
        return dated(stopped ? RandomGame::playStopped(rng, players) : RandomGame::play(rng, players));
    static const char *complete[] = {"0003", "0022", "0025", "0032", "0043", "0047"};
    const QString prefix = QLatin1String(complete[rng.bounded(6)]);
    const QDir examples(QStringLiteral(TORNEI_TEST_DATA "/examples"));
    const QStringList names = examples.entryList({prefix + QStringLiteral("-legal-complete.json")});
    RecordError error;
    const std::optional<Record> record = RecordFormat::read(readAll(examples.filePath(names.value(0))), &error);
    if (!record || !stopped)
        return dated(record.value_or(fourPlayers()));
    const std::vector<Entry> entries = Replay(*record).entries();
    Record cut = setupOf(*record);
    const auto keep = rng.bounded(static_cast<quint32>(entries.size()));
    for (quint32 i = 0; i < keep; ++i)
        cut.place(entries[i].slot, entries[i].card);
    return dated(cut);
}

// The saved player of a game's seat, as the history has it.
std::optional<qint64> seatPlayer(const GameStore &store, qint64 game, int seat)
{
    HistoryQuery query;
    query.limit = 0;
    for (const HistoryRow &row : store.games().page(query).rows) {
        if (row.id == game)
            return row.players[at(seat)];
    }
    return std::nullopt;
}

} // namespace

class TestGameStore : public QObject
{
    Q_OBJECT

private slots:
    void defaultPath();
    void cannotCreate();
    void otherProgramsDatabaseUntouched_data();
    void otherProgramsDatabaseUntouched();
    void roundTrip_data();
    void roundTrip();
    void undoAndReplace();
    void refusedEntryWritesNothing();
    void resumeAfterReopen();
    void partialLayout();
    void renameAndMerge();
    void namesMatchOneSavedPlayer_data();
    void namesMatchOneSavedPlayer();
    void namesStoredInNfc();
    void nameRulesInTheStore();
    void namesComeBackExactly();
    void upgradeKeepsPlayersApart();
    void deleteRemovesRows();
    void excludedFlag();
    void exclusionTravelsWithTheRecord();
    void severalGamesAllOrNothing();
    void importLosslessAndDuplicates();
    void importBatchRefusalsWriteNothing();
    void importRefusesOnStrayEntryRows();
    void migrations_data();
    void migrations();
    void newerVersionUntouched();
    void damagedUntouched_data();
    void damagedUntouched();
    void dailyBackupsKeepTen();
    void backupTo();
    void cliImportExport();

private:
    QRandomGenerator m_rng{20261121};
};

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
                       QStringLiteral("CREATE TABLE game_results (id INTEGER PRIMARY KEY)"), ourId,
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

void TestGameStore::defaultPath()
{
    QCoreApplication::setApplicationName(QStringLiteral("tornei"));
    QCoreApplication::setOrganizationName(QString());
    QVERIFY(GameStore::defaultPath().endsWith(QStringLiteral("/tornei/tornei.sqlite")));
    QCOMPARE(QFileInfo(GameStore::defaultPath()).fileName(), QStringLiteral("tornei.sqlite"));
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

void TestGameStore::renameAndMerge()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    Record a = fourPlayers();
    Record b = fourPlayers();
    b.seats[3] = QStringLiteral("  dai-san ");
    const std::optional<qint64> ga = store.records().create(a);
    const std::optional<qint64> gb = store.records().create(b);
    QVERIFY(ga && gb);
    StoreError error;
    // Names are unique ignoring case and surrounding spaces.
    QVERIFY(!store.players().add(QStringLiteral(" aKI "), &error));
    QVERIFY(error.message.contains(QStringLiteral("Aki")));
    QCOMPARE(store.players().all().size(), std::size_t(5));
    const auto idOf = [&](const QString &name) {
        for (const PlayerProfile &p : store.players().all()) {
            if (PlayerName::matchKey(p.name) == PlayerName::matchKey(name))
                return p.id;
        }
        return qint64(0);
    };
    // Rename reaches every game.
    QVERIFY(store.players().rename(idOf(QStringLiteral("Ben")), QStringLiteral("Benjamin"), &error));
    QCOMPARE(*store.records().load(*ga)->seats[1], QStringLiteral("Benjamin"));
    QCOMPARE(*store.records().load(*gb)->seats[1], QStringLiteral("Benjamin"));
    QVERIFY(!store.players().rename(idOf(QStringLiteral("Chie")), QStringLiteral("AKI"), &error));
    // Merging players who sat at the same table is refused.
    QVERIFY(!store.players().merge(idOf(QStringLiteral("Aki")), idOf(QStringLiteral("Chie")), &error));
    QCOMPARE(store.players().all().size(), std::size_t(5));
    // Merging "dai-san" into "Dai" keeps both games.
    QVERIFY2(store.players().merge(idOf(QStringLiteral("dai-san")), idOf(QStringLiteral("Dai")), &error),
             qPrintable(error.message));
    QCOMPARE(store.players().all().size(), std::size_t(4));
    QCOMPARE(store.games().all().size(), std::size_t(2));
    QCOMPARE(*store.records().load(*gb)->seats[3], QStringLiteral("Dai"));
    QCOMPARE(*store.records().load(*ga)->seats[3], QStringLiteral("Dai"));
}

void TestGameStore::namesMatchOneSavedPlayer_data()
{
    QTest::addColumn<QString>("saved");
    QTest::addColumn<QString>("typed");
    QTest::newRow("full width") << QStringLiteral("AKI") << QStringLiteral("\uFF21\uFF2B\uFF29");
    QTest::newRow("full width, mixed case") << QStringLiteral("Aki") << QStringLiteral("\uFF41\uFF2B\uFF49");
    QTest::newRow("sharp s") << QStringLiteral("Stra\u00DFe") << QStringLiteral("STRASSE");
    QTest::newRow("sharp s the other way") << QStringLiteral("STRASSE") << QStringLiteral("stra\u00DFe");
    QTest::newRow("decomposed") << QStringLiteral("Am\u00E9lie") << QStringLiteral("Ame\u0301lie");
    QTest::newRow("composed") << QStringLiteral("Ame\u0301lie") << QStringLiteral("AM\u00C9LIE");
    QTest::newRow("half-width katakana") << QStringLiteral("\u30AC\u30AF") << QStringLiteral("\uFF76\uFF9E\uFF78");
}

// A name matches one saved player whatever its case, width or composition:
// found by it, a game with it counts for that player, and no second player
// of that name can be added.
void TestGameStore::namesMatchOneSavedPlayer()
{
    QFETCH(QString, saved);
    QFETCH(QString, typed);
    QTemporaryDir dir;
    GameStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite"))), GameStore::OpenResult::Ok);
    Record first = fourPlayers();
    first.seats[0] = saved;
    StoreError error;
    QVERIFY2(store.records().create(first, &error), qPrintable(error.message));
    const std::optional<qint64> player = store.players().find(saved);
    QVERIFY(player);
    QCOMPARE(store.players().find(typed), player);
    Record second = fourPlayers();
    second.seats[0] = typed;
    const std::optional<qint64> game = store.records().create(second, &error);
    QVERIFY2(game, qPrintable(error.message));
    QCOMPARE(store.players().all().size(), std::size_t(4));
    QCOMPARE(seatPlayer(store, *game, 0), player);
    QVERIFY(!store.players().add(typed, &error));
    QVERIFY2(error.message.contains(QStringLiteral("already a player")), qPrintable(error.message));
    // Two seats of one game with them are refused as one name.
    Record both = fourPlayers();
    both.seats[0] = saved;
    both.seats[2] = typed;
    QVERIFY(!store.records().create(both, &error));
    QVERIFY2(error.message.contains(QStringLiteral("already the name of seat 0")), qPrintable(error.message));
    QVERIFY(!store.records().importOne(both, &error));
    QCOMPARE(store.games().all().size(), std::size_t(2));
}

// Names go in as NFC, from a new game, an import or a rename: the composed
// and the decomposed "Amélie" are one text, and one game.
void TestGameStore::namesStoredInNfc()
{
    const QString composed = QStringLiteral("Am\u00E9lie");
    const QString decomposed = QStringLiteral("Ame\u0301lie");
    QTemporaryDir dir;
    GameStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite"))), GameStore::OpenResult::Ok);
    StoreError error;
    Record setup = fourPlayers();
    setup.seats[0] = decomposed;
    const std::optional<qint64> created = store.records().create(setup, &error);
    QVERIFY2(created, qPrintable(error.message));
    QCOMPARE(*store.records().load(*created)->seats[0], composed);

    Record played = playGame(m_rng, 4);
    played.seats[3] = decomposed;
    const std::optional<qint64> imported = store.records().importOne(played, &error);
    QVERIFY2(imported, qPrintable(error.message));
    QCOMPARE(*store.records().load(*imported)->seats[3], composed);
    QStringList names;
    for (const PlayerProfile &p : store.players().all())
        names << p.name;
    QCOMPARE(names.count(composed), 1);
    QCOMPARE(names.count(decomposed), 0);
    // The same game written either way is found again.
    Record recomposed = played;
    recomposed.seats[3] = composed;
    QCOMPARE(store.records().findDuplicate(recomposed), imported);
    QCOMPARE(store.records().findDuplicate(played), imported);
    QVERIFY(!store.records().importOne(recomposed, &error));
    QVERIFY(!store.records().importOne(played, &error));

    const std::optional<qint64> player = store.players().find(composed);
    QVERIFY(player);
    QVERIFY2(store.players().rename(*player, QStringLiteral("Zoe\u0308"), &error), qPrintable(error.message));
    QCOMPARE(*store.records().load(*created)->seats[0], QStringLiteral("Zo\u00EB"));
    bool found = false;
    for (const PlayerProfile &p : store.players().all())
        found = found || p.name == QStringLiteral("Zo\u00EB");
    QVERIFY(found);
}

// The store refuses what a record may not hold, whichever way it comes in.
void TestGameStore::nameRulesInTheStore()
{
    QTemporaryDir dir;
    GameStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite"))), GameStore::OpenResult::Ok);
    StoreError error;
    QVERIFY2(store.records().create(fourPlayers(), &error), qPrintable(error.message));
    const std::optional<qint64> aki = store.players().find(QStringLiteral("Aki"));
    QVERIFY(aki);
    for (const QString &bad : {QStringLiteral("Aki\uFFFE"), QStringLiteral("\u3164"), QStringLiteral("\u2800"),
                               QStringLiteral("Aki\u200B")}) {
        QVERIFY(!store.players().add(bad, &error));
        QVERIFY(!store.players().rename(*aki, bad, &error));
        Record setup = fourPlayers();
        setup.seats[0] = bad;
        QVERIFY(!store.records().create(setup, &error));
        QVERIFY(!store.records().importOne(setup, &error));
    }
    QCOMPARE(store.players().all().size(), std::size_t(4));
    QCOMPARE(store.games().all().size(), std::size_t(1));
    QCOMPARE(*store.records().load(1)->seats[0], QStringLiteral("Aki"));
}

// What the store accepts comes back exactly, in the database and in the
// exported record.
void TestGameStore::namesComeBackExactly()
{
    QTemporaryDir dir;
    GameStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite"))), GameStore::OpenResult::Ok);
    const QStringList names = {
        QString::fromUcs4(U"\U0001F600").repeated(100),
        QString::fromUcs4(U"\U0001F468\u200D\U0001F469\u200D\U0001F467 \U0001F1EF\U0001F1F5"),
        QString::fromUcs4(U"\u845B\U000E0100\u98FE \U00020B9F"),
        QStringLiteral("\uE000\uFFFD\u00A0<b>&amp;</b>"),
        QStringLiteral("\u2764\uFE0F\u0308"),
        QStringLiteral("\u0928\u093F\u0915\u094D\u0937\u093F\u0924"),
    };
    StoreError error;
    for (const QString &name : names) {
        Record record = playGame(m_rng, 4);
        record.seats[1] = name;
        QCOMPARE(PlayerName::normalized(name), name);
        const std::optional<qint64> game = store.records().importOne(record, &error);
        QVERIFY2(game, qPrintable(name + QStringLiteral(": ") + error.message));
        const std::optional<Record> back = store.records().load(*game);
        QCOMPARE(*back->seats[1], name);
        RecordError readError;
        const std::optional<Record> exported =
            RecordFormat::read(RecordFormat::write(GameRecords::exportable(*back)), &readError);
        QVERIFY2(exported, qPrintable(readError.toString()));
        QCOMPARE(*exported->seats[1], name);
        const std::optional<qint64> player = store.players().find(name);
        QVERIFY(player);
        QCOMPARE(seatPlayer(store, *game, 1), player);
    }
}

// A version 3 file: players whose names only now fold alike (AKI and ＡＫＩ,
// Straße and STRASSE) stay two players after the update; a name means the
// older of them, the same one every time.
void TestGameStore::upgradeKeepsPlayersApart()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.sqlite"));
    const QString fullWidth = QStringLiteral("\uFF21\uFF2B\uFF29");
    const QStringList firstSeats = {QStringLiteral("Aki"), QStringLiteral("Eri"), QStringLiteral("Stra\u00DFe"),
                                    QStringLiteral("Fumi")};
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        for (const QString &name : firstSeats) {
            Record setup = fourPlayers();
            setup.seats[0] = name;
            QVERIFY(store.records().create(setup));
        }
    }
    {
        // Made as version 3 would have made it: its keys folded case only.
        RawDb raw(path);
        for (const auto &[from, to] : {std::pair{QStringLiteral("Eri"), fullWidth},
                                       std::pair{QStringLiteral("Fumi"), QStringLiteral("STRASSE")}}) {
            QSqlQuery rename(raw.db());
            rename.prepare(QStringLiteral("UPDATE players SET name = ? WHERE name = ?"));
            rename.addBindValue(to);
            rename.addBindValue(from);
            QVERIFY(rename.exec());
            Record record = fourPlayers();
            record.seats[0] = to;
            QSqlQuery game(raw.db());
            game.prepare(QStringLiteral("UPDATE games SET seat0_name = ?, record_sha256 = ? WHERE seat0_name = ?"));
            game.addBindValue(to);
            game.addBindValue(GameRecords::hash(record));
            game.addBindValue(from);
            QVERIFY(game.exec());
        }
        QSqlQuery all(raw.db());
        QVERIFY(all.exec(QStringLiteral("SELECT id, name FROM players")));
        while (all.next()) {
            QSqlQuery key(raw.db());
            key.prepare(QStringLiteral("UPDATE players SET name_key = ? WHERE id = ?"));
            key.addBindValue(all.value(1).toString().trimmed().toCaseFolded());
            key.addBindValue(all.value(0));
            QVERIFY(key.exec());
        }
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 3")));
    }
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    QCOMPARE(store.schemaVersion(), Migrations::Current);
    QVERIFY(Backups::list(path).first().contains(QStringLiteral("before-v%1").arg(Migrations::Current)));
    // Nobody merged: seven players, each game with its own.
    QCOMPARE(store.players().all().size(), std::size_t(7));
    const auto playerOf = [&](qint64 game) { return seatPlayer(store, game, 0); };
    QCOMPARE(*store.records().load(2)->seats[0], fullWidth);
    QVERIFY(playerOf(1) != playerOf(2));
    QVERIFY(playerOf(3) != playerOf(4));
    // A name means the older player, every way it is written.
    for (const QString &name : {QStringLiteral("aki"), QStringLiteral("AKI"), fullWidth})
        QCOMPARE(store.players().find(name), playerOf(1));
    for (const QString &name : {QStringLiteral("strasse"), QStringLiteral("STRASSE"), QStringLiteral("Stra\u00DFe")})
        QCOMPARE(store.players().find(name), playerOf(3));
    Record next = fourPlayers();
    next.seats[0] = QStringLiteral("\uFF41\uFF4B\uFF49");
    const std::optional<qint64> game = store.records().create(next, &error);
    QVERIFY2(game, qPrintable(error.message));
    QCOMPARE(playerOf(*game), playerOf(1));
    QVERIFY(!store.players().add(QStringLiteral("Aki"), &error));
    // The newer one can be renamed away, or merged into the older.
    QVERIFY2(store.players().rename(*playerOf(4), QStringLiteral("Strasser"), &error), qPrintable(error.message));
    QCOMPARE(store.players().find(QStringLiteral("STRASSER")), playerOf(4));
    QVERIFY2(store.players().merge(*playerOf(2), *playerOf(1), &error), qPrintable(error.message));
    QCOMPARE(store.players().all().size(), std::size_t(6));
    QCOMPARE(store.players().find(fullWidth), playerOf(1));
}

void TestGameStore::deleteRemovesRows()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const std::optional<qint64> kept = enterGame(store, playGame(m_rng, 4), nullptr);
    const std::optional<qint64> gone = enterGame(store, playGame(m_rng, 3), nullptr);
    QVERIFY(kept && gone);
    QVERIFY(store.games().remove({*gone}));
    StoreError error;
    QVERIFY(!store.games().remove({*gone}, &error));
    QVERIFY(!store.records().load(*gone, &error));
    QCOMPARE(store.games().all().size(), std::size_t(1));
    store.close();
    RawDb raw(path);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM entries WHERE id >> 24 = %1").arg(*gone)).toInt(), 0);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM round_results WHERE game = %1").arg(*gone)).toInt(), 0);
    QVERIFY(raw.value(QStringLiteral("SELECT count(*) FROM entries WHERE id >> 24 = %1").arg(*kept)).toInt() > 0);
}

void TestGameStore::excludedFlag()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const std::optional<qint64> game = store.records().create(fourPlayers());
    QVERIFY(game);
    QVERIFY(!store.games().summary(*game)->excludedFromStatistics);
    QVERIFY(store.games().setExcluded({*game}, true));
    store.close();
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    QVERIFY(store.games().summary(*game)->excludedFromStatistics);
    QVERIFY(store.games().setExcluded({*game}, false));
    QVERIFY(!store.games().summary(*game)->excludedFromStatistics);
    QVERIFY(!store.games().setExcluded({*game + 1}, true));
}

// An excluded game exported and imported elsewhere is still excluded; the
// exclusion is not part of the game's identity.
void TestGameStore::exclusionTravelsWithTheRecord()
{
    QTemporaryDir dir;
    const Record played = playGame(m_rng, 3);
    GameStore home;
    QCOMPARE(home.open(dir.filePath(QStringLiteral("home.sqlite"))), GameStore::OpenResult::Ok);
    const std::optional<qint64> game = home.records().importOne(played);
    QVERIFY(game);
    QVERIFY(!home.records().load(*game)->excluded);
    QVERIFY(home.games().setExcluded({*game}, true));
    const Record exported = GameRecords::exportable(*home.records().load(*game));
    QVERIFY(exported.excluded);
    const QByteArray file = RecordFormat::write(exported);
    QVERIFY(file.contains("\"excluded\": true"));
    // Same cards, same game.
    QCOMPARE(GameRecords::hash(exported), GameRecords::hash(played));
    QCOMPARE(home.records().findDuplicate(exported), game);
    QVERIFY(!home.records().importOne(exported));
    QCOMPARE(home.games().all().size(), std::size_t(1));

    GameStore club;
    const QString clubPath = dir.filePath(QStringLiteral("club.sqlite"));
    QCOMPARE(club.open(clubPath), GameStore::OpenResult::Ok);
    const std::optional<Record> read = RecordFormat::read(file, nullptr);
    QVERIFY(read && read->excluded);
    StoreError error;
    const std::optional<qint64> imported = club.records().importOne(*read, &error);
    QVERIFY2(imported, qPrintable(error.message));
    QVERIFY(club.games().summary(*imported)->excludedFromStatistics);
    QVERIFY(club.statistics().all().empty());
    QCOMPARE(RecordFormat::write(*club.records().load(*imported)), file);
    {
        RawDb raw(clubPath);
        QCOMPARE(raw.value(QStringLiteral("SELECT record_sha256 FROM games WHERE id = %1").arg(*imported)).toString(),
                 GameRecords::hash(played));
        QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM game_results WHERE counted")).toInt(), 0);
    }
    // The game without the flag is the same game: refused.
    QVERIFY(!club.records().importOne(played, &error));
    QVERIFY(error.message.contains(QString::number(*imported)));
    // Included again, it counts, and its record no longer says excluded.
    QVERIFY(club.games().setExcluded({*imported}, false));
    QVERIFY(!club.records().load(*imported)->excluded);
    QVERIFY(!club.statistics().all().empty());
    QCOMPARE(RecordFormat::write(*club.records().load(*imported)), RecordFormat::write(played));
}

// Excluding, including or deleting several games is one transaction: a
// failure at any of them leaves every one as it was.
void TestGameStore::severalGamesAllOrNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    std::vector<qint64> ids;
    for (int i = 0; i < 4; ++i) {
        const std::optional<qint64> id = enterGame(store, playGame(m_rng, 3 + i % 2), nullptr);
        QVERIFY(id);
        ids.push_back(*id);
    }
    RawDb raw(path);
    const auto counted = [&] {
        return raw.value(QStringLiteral("SELECT count(*) FROM game_results WHERE counted = 1")).toInt();
    };
    const auto excludedGames = [&] {
        return raw.value(QStringLiteral("SELECT count(*) FROM games WHERE excluded = 1")).toInt();
    };
    const int seats = raw.value(QStringLiteral("SELECT count(*) FROM game_results")).toInt();
    QCOMPARE(seats, 3 + 4 + 3 + 4);
    QCOMPARE(counted(), seats);
    std::vector<std::size_t> entries;
    for (qint64 id : ids)
        entries.push_back(store.records().entries(id).size());

    // A game that is not there, named among others: nothing changes.
    StoreError error;
    QVERIFY(!store.games().setExcluded({ids[0], ids[3] + 100, ids[1]}, true, &error));
    QCOMPARE(error.message, QStringLiteral("There is no game %1 in this database.").arg(ids[3] + 100));
    QCOMPARE(excludedGames(), 0);
    QVERIFY(!store.games().remove({ids[1], ids[3] + 100}, &error));
    QCOMPARE(store.games().all().size(), std::size_t(4));

    // A failure injected at the third game, once the first two are changed
    // (the store takes the games in id order).
    QVERIFY(QSqlQuery(raw.db()).exec(
        QStringLiteral("CREATE TRIGGER third_fails BEFORE UPDATE OF excluded ON games WHEN new.id = %1"
                       " BEGIN SELECT RAISE(ABORT, 'injected failure'); END")
            .arg(ids[2])));
    QVERIFY(QSqlQuery(raw.db()).exec(QStringLiteral("CREATE TRIGGER third_stays BEFORE DELETE ON games WHEN old.id = %1"
                                                    " BEGIN SELECT RAISE(ABORT, 'injected failure'); END")
                                         .arg(ids[2])));
    error = {};
    QVERIFY(!store.games().setExcluded({ids[3], ids[0], ids[2], ids[1]}, true, &error));
    QVERIFY2(error.message.contains(QStringLiteral("injected failure")), qPrintable(error.message));
    QCOMPARE(excludedGames(), 0);
    QCOMPARE(counted(), seats);
    for (qint64 id : ids)
        QVERIFY(!store.games().summary(id)->excludedFromStatistics);
    error = {};
    QVERIFY(!store.games().remove({ids[3], ids[0], ids[2], ids[1]}, &error));
    QVERIFY2(error.message.contains(QStringLiteral("injected failure")), qPrintable(error.message));
    QCOMPARE(store.games().all().size(), std::size_t(4));
    for (std::size_t i = 0; i < ids.size(); ++i)
        QCOMPARE(store.records().entries(ids[i]).size(), entries[i]);

    // Without the fault, the same calls change every game named.
    QVERIFY(QSqlQuery(raw.db()).exec(QStringLiteral("DROP TRIGGER third_fails")));
    QVERIFY(QSqlQuery(raw.db()).exec(QStringLiteral("DROP TRIGGER third_stays")));
    QVERIFY2(store.games().setExcluded({ids[2], ids[0], ids[1], ids[0]}, true, &error), qPrintable(error.message));
    QCOMPARE(excludedGames(), 3);
    QCOMPARE(counted(), 4); // only ids[3], a 4-player game
    QVERIFY(store.games().setExcluded({ids[0], ids[1]}, false, &error));
    QCOMPARE(excludedGames(), 1);
    QCOMPARE(counted(), 3 + 4 + 4);
    QVERIFY2(store.games().remove({ids[3], ids[0], ids[2]}, &error), qPrintable(error.message));
    QCOMPARE(store.games().all().size(), std::size_t(1));
    QCOMPARE(store.games().all().front().id, ids[1]);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM game_results")).toInt(), 4);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM entries WHERE id >> 24 = %1").arg(ids[0])).toInt(), 0);
}

void TestGameStore::importLosslessAndDuplicates()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    // x- keys at every level, an explicit empty dummyPredictions and a fault.
    const QByteArray json = R"({
  "format": "tornei-record", "version": 1,
  "seats": ["Aki", null, "Ben", "Chie"], "firstDealer": 2, "started": "2026-11-21T19:30:00.5+09:00",
  "x-app": {"note": [1, 2.5, "three"]},
  "rounds": [{
    "dummyLayout": ["W5", "F3", "W9", "C2", "S14", "F1", "W7"],
    "dummyPredictions": [],
    "x-round": true,
    "tricks": [{"jousts": ["F13", null, null, null], "predictions": [null, null, null, null], "x-trick": null}]
  }],
  "x-last": "end"
})";
    RecordError readError;
    const std::optional<Record> record = RecordFormat::read(json, &readError);
    QVERIFY2(record, qPrintable(readError.toString()));
    StoreError error;
    const std::optional<qint64> game = store.records().importOne(*record, &error);
    QVERIFY2(game, qPrintable(error.message));
    QCOMPARE(RecordFormat::write(*store.records().load(*game)), RecordFormat::write(*record));
    QVERIFY(*store.records().load(*game) == *record);
    QCOMPARE(store.records().findDuplicate(*record), game);
    QVERIFY(!store.records().importOne(*record, &error));
    QVERIFY(error.message.contains(QString::number(*game)));
    QCOMPARE(store.games().all().size(), std::size_t(1));

    // Every example record (legal or not) survives the store unchanged.
    const QDir examples(QStringLiteral(TORNEI_TEST_DATA "/examples"));
    int imported = 0;
    for (const QFileInfo &file : examples.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (file.fileName().endsWith(QStringLiteral(".expected.json")))
            continue;
        const std::optional<Record> example = RecordFormat::read(readAll(file.filePath()), &readError);
        if (!example)
            continue;
        if (store.records().findDuplicate(*example))
            continue;
        const std::optional<qint64> id = store.records().importOne(*example, &error);
        QVERIFY2(id, qPrintable(file.fileName() + QStringLiteral(": ") + error.message));
        // Undated examples are dated by the import.
        Record dated = *example;
        dated.started = store.records().load(*id)->started;
        QVERIFY(dated.started);
        QVERIFY2(*store.records().load(*id) == dated, qPrintable(file.fileName()));
        ++imported;
    }
    QVERIFY(imported > 10);
}

void TestGameStore::importBatchRefusalsWriteNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const Record first = playGame(m_rng, 3);
    const Record second = playGame(m_rng, 4);
    Record undated = playGame(m_rng, 3);
    undated.started.reset();
    // New names, one of them blank: refused before any player is added.
    Record badSeats = playGame(m_rng, 3);
    const std::array<QString, 3> names{QStringLiteral("Zephyrine"), QStringLiteral("  "), QStringLiteral("Quillon")};
    int blankSeat = -1;
    for (int s = 0, n = 0; s < SeatCount; ++s) {
        if (badSeats.isPlayer(s)) {
            badSeats.seats[at(s)] = names[at(n)];
            if (n++ == 1)
                blankSeat = s;
        }
    }
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    StoreError error;
    QVERIFY2(store.records().importBatch({first, first, badSeats, second, undated}, &ids, &refusals, &error),
             qPrintable(error.message));
    QCOMPARE(ids, (std::vector<std::optional<qint64>>{1, std::nullopt, std::nullopt, 2, 3}));
    QCOMPARE(refusals[1].message,
             QStringLiteral("This game is already stored (game 1); it was not imported again."));
    QCOMPARE(refusals[2].message, QStringLiteral("Seat %1: a player's name must not be blank").arg(blankSeat));
    QCOMPARE(refusals[1].sqliteCode, 0);
    QVERIFY(!refusals[0].isError() && !refusals[3].isError() && !refusals[4].isError());
    QCOMPARE(store.games().all().size(), std::size_t(3));
    for (const PlayerProfile &player : store.players().all())
        QVERIFY2(player.name != names[0] && player.name != names[2], qPrintable(player.name));
    QVERIFY(*store.records().load(1) == first);
    QVERIFY(*store.records().load(2) == second);
    // The undated record is found by its own hash and by the dated one.
    const std::optional<Record> dated = store.records().load(3);
    QVERIFY(dated && dated->started);
    QCOMPARE(store.records().findDuplicate(undated), std::optional<qint64>(3));
    QCOMPARE(store.records().findDuplicate(*dated), std::optional<qint64>(3));
    // The derived rows: a row per seat and round, one per player seat (4 players, 4 rounds).
    store.close();
    RawDb raw(path);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM round_results WHERE game = 2")).toInt(),
             SeatCount * static_cast<int>(Replay(second).rounds().size()));
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM game_results WHERE game = 2")).toInt(), 4);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM game_results WHERE game = 3")).toInt(), 3);
}

void TestGameStore::importRefusesOnStrayEntryRows()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    QVERIFY(store.records().importOne(playGame(m_rng, 3)));
    store.close();
    {
        // A row in the range of entries of the next game (2), left by no game.
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO entries (id) VALUES (%1)").arg((qint64(2) << 24) | (1 << 15))));
    }
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    StoreError error;
    QVERIFY(!store.records().importOne(playGame(m_rng, 3), &error));
    QCOMPARE(error.sqliteCode, 11);
    QVERIFY2(error.message.contains(QStringLiteral("damaged")), qPrintable(error.message));
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    error = {};
    QVERIFY(!store.records().importBatch({playGame(m_rng, 3), playGame(m_rng, 4)}, &ids, &refusals, &error));
    QCOMPARE(error.sqliteCode, 11);
    QCOMPARE(ids, (std::vector<std::optional<qint64>>{std::nullopt, std::nullopt}));
    QCOMPARE(store.games().all().size(), std::size_t(1));
}

void TestGameStore::migrations_data()
{
    QTest::addColumn<int>("version");
    // Files with the entries' old table; a version 3 file differs from this
    // version's only in its players' keys (upgradeKeepsPlayersApart).
    for (int v = 1; v < 3; ++v)
        QTest::addRow("from version %d", v) << v;
}

void TestGameStore::migrations()
{
    QFETCH(int, version);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.sqlite"));
    // Games stored before records were dated stay undated.
    // Cards only: those versions kept no date and no x- keys.
    const auto cardsOnly = [](const Record &played) {
        Record plain = setupOf(played);
        plain.started.reset();
        for (const Entry &entry : Replay(played).entries())
            plain.place(entry.slot, entry.card);
        return plain;
    };
    const Record record = cardsOnly(playGame(m_rng, 3, true));
    const Record finished = cardsOnly(playGame(m_rng, 4));
    {
        // A file as that version made it, with two games in it.
        RawDb raw(path);
        QSqlDatabase db = raw.db();
        StoreError error;
        QVERIFY(raw.exec(QStringLiteral("PRAGMA journal_mode = WAL")));
        QVERIFY2(Migrations::create(db, version, &error), qPrintable(error.message));
        QCOMPARE(Migrations::userVersion(db, nullptr), version);
        int gameId = 0;
        for (const Record &r : {record, finished}) {
            ++gameId;
            QStringList ids;
            QStringList names;
            for (int s = 0; s < SeatCount; ++s) {
                const auto &name = r.seats[at(s)];
                if (name) {
                    QSqlQuery insert(db);
                    insert.prepare(QStringLiteral("INSERT OR IGNORE INTO players (name, name_key) VALUES (?, ?)"));
                    insert.addBindValue(*name);
                    insert.addBindValue(PlayerName::matchKey(*name));
                    QVERIFY(insert.exec());
                    ids << QStringLiteral("(SELECT id FROM players WHERE name_key = '%1')")
                               .arg(PlayerName::matchKey(*name));
                    names << QStringLiteral("'%1'").arg(*name);
                } else {
                    ids << QStringLiteral("NULL");
                    names << QStringLiteral("NULL");
                }
            }
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO games (id, seat0_player, seat1_player, seat2_player,"
                                            " seat3_player, seat0_name, seat1_name, seat2_name, seat3_name,"
                                            " first_dealer, created_utc, updated_utc, finished)"
                                            " VALUES (%1, %2, %3, %4, '2025-01-02T03:04:05.000Z',"
                                            " '2025-01-02T03:04:05.000Z', 0)")
                                 .arg(gameId)
                                 .arg(ids.join(QLatin1Char(',')), names.join(QLatin1Char(',')))
                                 .arg(r.firstDealer)));
            int seq = 0;
            for (const Entry &entry : Replay(r).entries()) {
                static const char *kinds[] = {"layout", "joust", "prediction", "dummy-prediction"};
                QVERIFY(raw.exec(QStringLiteral("INSERT INTO entries VALUES (%1, %2, '%3', %4, %5, %6, '%7')")
                                     .arg(gameId)
                                     .arg(++seq)
                                     .arg(QLatin1String(kinds[static_cast<int>(entry.slot.kind)]))
                                     .arg(entry.slot.round)
                                     .arg(entry.slot.index)
                                     .arg(entry.slot.seat)
                                     .arg(entry.card.code())));
            }
        }
    }
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    QCOMPARE(store.schemaVersion(), Migrations::Current);
    for (const auto &[game, expected] : {std::pair{1, &record}, std::pair{2, &finished}}) {
        const std::optional<Record> back = store.records().load(game, &error);
        QVERIFY2(back, qPrintable(error.message));
        QVERIFY(*back == *expected);
    }
    QCOMPARE(store.games().summary(2)->finished, true);
    QCOMPARE(store.games().summary(1)->finished, Replay(record).isComplete());
    QVERIFY(!store.games().summary(1)->excludedFromStatistics);
    QCOMPARE(store.records().findDuplicate(finished), std::optional<qint64>(2));
    const QStringList backups = Backups::list(path);
    QCOMPARE(backups.size(), 1);
    QVERIFY(backups.first().contains(QStringLiteral("before-v%1").arg(Migrations::Current)));
    {
        // The backup is the old file, still at its version.
        RawDb old(backups.first());
        QCOMPARE(old.value(QStringLiteral("PRAGMA user_version")).toInt(), version);
    }
    // The store keeps working after the update.
    const std::optional<qint64> more = enterGame(store, playGame(m_rng, 3), &error);
    QVERIFY2(more, qPrintable(error.message));
    store.close();
    RawDb raw(path);
    QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")).toInt(), Migrations::Current);
    QCOMPARE(raw.value(QStringLiteral("PRAGMA application_id")).toInt(), Migrations::ApplicationId);
    // Every card converted to the compact layout, the old table gone.
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM sqlite_schema WHERE name = 'entries_v2'")).toInt(), 0);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM entries WHERE id >> 24 <= 2")).toInt(),
             static_cast<int>(Replay(record).entries().size() + Replay(finished).entries().size()));
    QCOMPARE(raw.results(1), expectedResults(record));
    QCOMPARE(raw.results(2), expectedResults(finished));
    // The per-round cache made anew in its compact form: no rowid, no index of
    // its key beside it, only the (normally empty) index of outdated rounds.
    QVERIFY(raw.value(QStringLiteral("SELECT sql FROM sqlite_schema WHERE name = 'round_results'"))
                .toString()
                .endsWith(QStringLiteral("WITHOUT ROWID")));
    QCOMPARE(raw.value(QStringLiteral("SELECT group_concat(name) FROM sqlite_schema"
                                      " WHERE type = 'index' AND tbl_name = 'round_results'"))
                 .toString(),
             QStringLiteral("round_results_outdated"));
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
        // A b-tree page in the middle of the file, overwritten.
        const int pageSize = (static_cast<unsigned char>(bytes[16]) << 8) | static_cast<unsigned char>(bytes[17]);
        const qsizetype pages = bytes.size() / pageSize;
        QVERIFY(pages > 8);
        const qsizetype page = pages / 2;
        for (qsizetype i = 0; i < pageSize; ++i)
            bytes[page * pageSize + i] = static_cast<char>(0xA5 ^ (i & 0x3f));
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

void TestGameStore::dailyBackupsKeepTen()
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
    const QStringList backups = Backups::list(path);
    QCOMPARE(backups.size(), Backups::Kept);
    QVERIFY(QFileInfo(backups.first()).lastModified() > QDateTime::currentDateTime().addSecs(-3600));
    RawDb newest(backups.first());
    QCOMPARE(newest.value(QStringLiteral("SELECT count(*) FROM games")).toInt(), 1);
}

void TestGameStore::backupTo()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const Record record = playGame(m_rng, 3);
    const std::optional<qint64> game = enterGame(store, record, nullptr);
    QVERIFY(game);
    const QString dest = dir.filePath(QStringLiteral("copy/s-copy.sqlite"));
    StoreError error;
    // While the store is open: the copy holds every committed entry.
    QVERIFY2(Backups::copyTo(path, dest, &error), qPrintable(error.message));
    QVERIFY(!Backups::copyTo(path, dest, &error)); // never overwrites
    GameStore copy;
    QCOMPARE(copy.open(dest), GameStore::OpenResult::Ok);
    QVERIFY(*copy.records().load(*game) == record);
}

void TestGameStore::cliImportExport()
{
#ifndef TORNEI_CLI
    QSKIP("built without the path of tornei-cli");
#else
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("cli.sqlite"));
    const auto cli = [&](const QStringList &args, QByteArray *out = nullptr) {
        QProcess process;
        process.start(QStringLiteral(TORNEI_CLI), QStringList{QStringLiteral("--db"), db} + args);
        process.waitForFinished(120000);
        if (out)
            *out = process.readAllStandardOutput();
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    };
    // A malformed file among good ones: nothing at all is written.
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(writeAll(bad, R"({"format": "tornei-record", "version": 1, "seats": ["A", "B", "C", "D"],)"
                          R"( "firstDealer": 0, "rounds": [{"tricks": [{"jousts": ["X15", null, null, null],)"
                          R"( "predictions": [null, null, null, null]}]}]})"));
    const QString good = QStringLiteral(TORNEI_TEST_DATA "/examples/0003-legal-complete.json");
    QCOMPARE(cli({QStringLiteral("import"), good, bad}), 2);
    {
        GameStore store;
        QCOMPARE(store.open(db), GameStore::OpenResult::Ok);
        QCOMPARE(store.games().all().size(), std::size_t(0));
    }
    // Import, duplicate refused, export gives back the same record.
    QCOMPARE(cli({QStringLiteral("import"), good}), 0);
    QCOMPARE(cli({QStringLiteral("import"), good}), 1);
    const QString exported = dir.filePath(QStringLiteral("out.json"));
    QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("1"), exported}), 0);
    RecordError error;
    // The example has no date: the export carries the import's.
    std::optional<Record> back = RecordFormat::read(readAll(exported), &error);
    QVERIFY(back && back->started);
    back->started.reset();
    QVERIFY(*back == *RecordFormat::read(readAll(good), &error));
    QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("--all"), dir.filePath(QStringLiteral("all"))}), 0);
    QCOMPARE(QDir(dir.filePath(QStringLiteral("all"))).entryList(QDir::Files).size(), 1);
    QCOMPARE(readAll(dir.filePath(QStringLiteral("all/game-1.json"))), readAll(exported));
    QByteArray listing;
    QCOMPARE(cli({QStringLiteral("games"), QStringLiteral("--json")}, &listing), 0);
    QVERIFY(listing.contains("\"finished\": true"));
    // x- keys at every level survive import and export through the tool.
    const QString extended = dir.filePath(QStringLiteral("extended.json"));
    QVERIFY(writeAll(
        extended,
        R"({"format": "tornei-record", "version": 1, "seats": ["Aki", "Ben", null, "Dai"],)"
        R"( "firstDealer": 3, "started": "2025-12-31T23:59:59Z", "x-top": {"a": [1, 2]}, "rounds": [{"dummyLayout": ["W5", "F3",)"
        R"( "W9", "C2", "S14", "F1", "W7"], "x-round": "r", "tricks": [{"jousts": [null, null,)"
        R"( null, "F13"], "predictions": [null, null, null, null], "x-trick": 1.5}]}]})"));
    QByteArray imported;
    QCOMPARE(cli({QStringLiteral("import"), extended}, &imported), 0);
    QVERIFY(imported.contains("game 2"));
    const QString reexported = dir.filePath(QStringLiteral("extended-out.json"));
    QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("2"), reexported}), 0);
    QCOMPARE(readAll(reexported), RecordFormat::write(*RecordFormat::read(readAll(extended), &error)));
    QVERIFY(readAll(reexported).contains("\"x-trick\": 1.5"));
    QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("99"), exported}), 1);
    QCOMPARE(cli({QStringLiteral("export")}), 2);
    // A 50 MB file is refused on its size, before it is read: exit 2, nothing written.
    const QString huge = dir.filePath(QStringLiteral("huge.json"));
    {
        QFile file(huge);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(50 * 1024 * 1024));
    }
    QCOMPARE(cli({QStringLiteral("score"), huge}), 2);
    QCOMPARE(cli({QStringLiteral("import"), huge}), 2);
    {
        GameStore store;
        QCOMPARE(store.open(db), GameStore::OpenResult::Ok);
        QCOMPARE(store.games().all().size(), std::size_t(2));
    }
    const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
    QCOMPARE(cli({QStringLiteral("backup"), copy}), 0);
    QCOMPARE(cli({QStringLiteral("restore"), copy}), 0);
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("cli.sqlite.replaced-*")}, QDir::Files).size(), 1);
#endif
}

QTEST_GUILESS_MAIN(TestGameStore)
#include "tst_gamestore.moc"
