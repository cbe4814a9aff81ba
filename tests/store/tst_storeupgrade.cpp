// The store's schema migrations from every older version, and its daily
// backups and copies.
#include "gamesetup.h"
#include "gamestore.h"
#include "migrations.h"
#include "playerfigures.h"
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

class TestStoreUpgrade : public QObject
{
    Q_OBJECT

private slots:
    void migrations_data();
    void migrations();
    void dailyBackupsKeepTen();
    void backupTo();
    void playerFiguresFromVersion4();
    void clubRemovalsFromVersion7();
    void eventCopiesFromVersion9();
    void revisionReasonsFromVersion10();

private:
    QRandomGenerator m_rng{20261121};
};

void TestStoreUpgrade::migrations_data()
{
    QTest::addColumn<int>("version");
    // Files with the entries' old table; a version 3 file differs from this
    // version's only in its players' keys (upgradeKeepsPlayersApart).
    for (int v = 1; v < 3; ++v)
        QTest::addRow("from version %d", v) << v;
}

void TestStoreUpgrade::migrations()
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

void TestStoreUpgrade::backupTo()
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

// A version 4 file's games: the update sums every player's figures and head
// to head from its game_results as they are, and the store then keeps them;
// a version 4 file only read has them summed when asked.
void TestStoreUpgrade::playerFiguresFromVersion4()
{
    QTemporaryDir dir;
    const QString source = dir.filePath(QStringLiteral("source.sqlite"));
    const QString path = dir.filePath(QStringLiteral("v4.sqlite"));
    QStringList shownBefore;
    {
        // Games among five players, one left out, one merge, one unfinished.
        GameStore store;
        QCOMPARE(store.open(source), GameStore::OpenResult::Ok);
        const QStringList names{QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"),
                                QStringLiteral("Dai"), QStringLiteral("Eri")};
        std::vector<Record> games;
        for (int i = 0; i < 12; ++i) {
            Record record = playGame(m_rng, 3, i == 5);
            int next = i;
            for (auto &seat : record.seats) {
                if (seat)
                    seat = names[next++ % 5];
            }
            record.started = QStringLiteral("2026-05-%1T19:00:00Z").arg(10 + i);
            games.push_back(record);
        }
        std::vector<std::optional<qint64>> ids;
        QVERIFY(store.records().importBatch(games, &ids, nullptr));
        QVERIFY(store.games().setExcluded({*ids[3]}, true));
        for (const PlayerStatistics &s : store.statistics().all())
            shownBefore << QStringLiteral("%1 %2 %3 %4 %5 %6")
                               .arg(s.name)
                               .arg(s.games)
                               .arg(s.wins)
                               .arg(s.averageGameScore)
                               .arg(s.bestGame.value_or(-1))
                               .arg(s.headToHead.size());
    }
    {
        // The same rows in a file made as version 4 made it.
        RawDb raw(path);
        QSqlDatabase db = raw.db();
        StoreError error;
        QVERIFY(raw.exec(QStringLiteral("PRAGMA journal_mode = WAL")));
        QVERIFY2(Migrations::create(db, 4, &error), qPrintable(error.message));
        QVERIFY(raw.exec(QStringLiteral("ATTACH DATABASE '%1' AS source").arg(source)));
        for (const char *table : {"players", "games", "entries", "round_results", "game_results"}) {
            // The columns version 4 had (later versions add some).
            QStringList columns;
            QSqlQuery info(db);
            QVERIFY(info.exec(QStringLiteral("SELECT name FROM pragma_table_info('%1')").arg(QLatin1String(table))));
            while (info.next())
                columns << info.value(0).toString();
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO main.%1 (%2) SELECT %2 FROM source.%1")
                                 .arg(QLatin1String(table), columns.join(QStringLiteral(", ")))));
        }
        QVERIFY(raw.exec(QStringLiteral("DETACH DATABASE source")));
        QVERIFY(raw.value(QStringLiteral("SELECT count(*) FROM game_results WHERE counted = 1")).toInt() > 20);
        // Only read, the figures are summed into temporary tables.
        QVERIFY2(Migrations::derivePlayerFigures(db, &error), qPrintable(error.message));
        QVERIFY(!figuresFromScratch(db).isEmpty());
        QCOMPARE(keptFigures(db), figuresFromScratch(db));
        QVERIFY(raw.exec(QStringLiteral("DROP TABLE temp.player_figures")));
        QVERIFY(raw.exec(QStringLiteral("DROP TABLE temp.head_to_head")));
        // The step alone fills them from the rows there are.
        QVERIFY(raw.exec(QStringLiteral("BEGIN")));
        QVERIFY2(Migrations::upgrade(db, 4, 5, &error), qPrintable(error.message));
        QCOMPARE(keptFigures(db), figuresFromScratch(db));
        QVERIFY(raw.exec(QStringLiteral("ROLLBACK")));
        QCOMPARE(Migrations::userVersion(db, nullptr), 4);
    }
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    QCOMPARE(store.schemaVersion(), Migrations::Current);
    QStringList shownAfter;
    for (const PlayerStatistics &s : store.statistics().all())
        shownAfter << QStringLiteral("%1 %2 %3 %4 %5 %6")
                          .arg(s.name)
                          .arg(s.games)
                          .arg(s.wins)
                          .arg(s.averageGameScore)
                          .arg(s.bestGame.value_or(-1))
                          .arg(s.headToHead.size());
    QCOMPARE(shownAfter, shownBefore);
    // Kept from then on.
    QVERIFY(store.games().setExcluded({4}, false));
    RawDb raw(path);
    QCOMPARE(keptFigures(raw.db()), figuresFromScratch(raw.db()));
}

// A version 7 file of a club's laptop: after the update, a game the club
// has leaves a removal for it when deleted, one the club never had does not.
void TestStoreUpgrade::clubRemovalsFromVersion7()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v7.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QVERIFY(store.records().importOne(playGame(m_rng, 3)));
        QVERIFY(store.records().importOne(playGame(m_rng, 3)));
        QVERIFY(store.records().importOne(playGame(m_rng, 3)));
    }
    {
        // Game 1 came from the club (revision 2), game 2 was sent without an answer yet, game 3 never sent.
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO club_games (game, revision) VALUES (1, 2)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO club_games (game, sent_sha256) VALUES (2, 'a0a0')")));
        QVERIFY(asVersion8(raw.db()));
        QVERIFY(raw.exec(QStringLiteral("DROP TABLE club_removals")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 7")));
        QSqlDatabase db = raw.db();
        QCOMPARE(Migrations::tableShapes(db, nullptr), Migrations::expectedTableShapes(7));
    }
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    QCOMPARE(store.schemaVersion(), Migrations::Current);
    QVERIFY(Backups::list(path).first().contains(QStringLiteral("before-v%1").arg(Migrations::Current)));
    QVERIFY(store.club().removals()->empty());
    QVERIFY(store.games().remove({1, 2, 3}));
    QCOMPARE(store.club().removals()->size(), std::size_t(2));
    QCOMPARE(*store.club().waiting(), 0);
    store.close();
    RawDb raw(path);
    QSqlDatabase db = raw.db();
    QCOMPARE(Migrations::tableShapes(db, nullptr), Migrations::expectedTableShapes(Migrations::Current));
    // The revision each was deleted at: the one the club has, or may have after the unanswered send.
    QCOMPARE(raw.value(QStringLiteral("SELECT group_concat(revision || ':' || sent, ' ') FROM club_removals")).toString(),
             QStringLiteral("2:0 1:0"));
}

// A version 9 file of a club's laptop: after the update it keeps copies of
// the club's events, and a game begun at an event's table waits to be
// attached to it; deleting the game takes its attach with it.
void TestStoreUpgrade::eventCopiesFromVersion9()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v9.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QVERIFY(store.records().importOne(playGame(m_rng, 3)));
    }
    {
        RawDb raw(path);
        QVERIFY(asVersion9(raw.db()));
        QSqlDatabase db = raw.db();
        QCOMPARE(Migrations::tableShapes(db, nullptr), Migrations::expectedTableShapes(9));
    }
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    QCOMPARE(store.schemaVersion(), Migrations::Current);
    QVERIFY(Backups::list(path).first().contains(QStringLiteral("before-v%1").arg(Migrations::Current)));
    QCOMPARE(store.games().ids(HistoryQuery{}).size(), std::size_t(1));
    QVERIFY(store.eventCopies().events()->empty());
    // An event as a sync copies it: Aki, Ben and Cho at table 1 of round 1, the dummy in the last seat.
    EventCopy event;
    event.mark = {4, 12, 10};
    event.name = QStringLiteral("Friday night");
    event.date = QDate(2026, 11, 27);
    event.rounds = 1;
    event.players = {{QStringLiteral("u-aki"), QStringLiteral("Aki")},
                     {QStringLiteral("u-ben"), QStringLiteral("Ben")},
                     {QStringLiteral("u-cho"), QStringLiteral("Cho")}};
    event.tables = {{1, 1, {QStringLiteral("u-aki"), QStringLiteral("u-ben"), QStringLiteral("u-cho"), QString()}, 1}};
    QVERIFY2(store.eventCopies().keep(QStringLiteral("club"), event, &error), qPrintable(error.message));
    const TableTurn turn = store.eventCopies().turn(QStringLiteral("club"), 4, 1);
    QCOMPARE(turn.kind, TableTurn::Kind::Play);
    QCOMPARE(turn.setup.seats[1], std::optional<QString>(QStringLiteral("Ben")));
    QCOMPARE(turn.setup.dummySeat(), 3);
    QCOMPARE(turn.setup.firstDealer, 1);
    const std::optional<qint64> game =
        store.eventCopies().startTableGame(QStringLiteral("club"), 4, 1, 1, turn.setup, &error);
    QVERIFY2(game, qPrintable(error.message));
    QCOMPARE(store.eventCopies().turn(QStringLiteral("club"), 4, 1).kind, TableTurn::Kind::Continue);
    QVERIFY(store.games().remove({*game}));
    QCOMPARE(store.eventCopies().turn(QStringLiteral("club"), 4, 1).kind, TableTurn::Kind::Play);
    store.close();
    RawDb raw(path);
    QSqlDatabase db = raw.db();
    QCOMPARE(Migrations::tableShapes(db, nullptr), Migrations::expectedTableShapes(Migrations::Current));
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM club_attachments")).toInt(), 0);
}

// A version 10 file of a director's laptop: after the update it keeps the
// reason of a correction until the sync sends it; deleting the game takes
// the reason with it.
void TestStoreUpgrade::revisionReasonsFromVersion10()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v10.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QVERIFY(store.records().importOne(playGame(m_rng, 3)));
    }
    {
        RawDb raw(path);
        QVERIFY(asVersion10(raw.db()));
        QSqlDatabase db = raw.db();
        QCOMPARE(Migrations::tableShapes(db, nullptr), Migrations::expectedTableShapes(10));
    }
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    QCOMPARE(store.schemaVersion(), 11);
    QCOMPARE(Migrations::Current, 11);
    QVERIFY(Backups::list(path).first().contains(QStringLiteral("before-v11")));
    const qint64 game = store.games().ids(HistoryQuery{}).front();
    QCOMPARE(store.club().reason(game), std::optional<QString>(QString()));
    QVERIFY(store.club().giveReason(game, QStringLiteral("  A trick was scored for the wrong seat ")));
    QCOMPARE(store.club().reason(game),
             std::optional<QString>(QStringLiteral("A trick was scored for the wrong seat")));
    QVERIFY(store.club().giveReason(game, QString()));
    QCOMPARE(store.club().reason(game), std::optional<QString>(QString()));
    QVERIFY(store.club().giveReason(game, QStringLiteral("Seat 2 revoked")));
    QVERIFY(store.games().remove({game}));
    store.close();
    RawDb raw(path);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM club_revision_reasons")).toInt(), 0);
    QSqlDatabase db = raw.db();
    QCOMPARE(Migrations::tableShapes(db, nullptr), Migrations::expectedTableShapes(11));
}

QTEST_GUILESS_MAIN(TestStoreUpgrade)
#include "tst_storeupgrade.moc"
