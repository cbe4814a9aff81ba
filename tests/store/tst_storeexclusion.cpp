// Deleting and excluding stored games: the rows they leave, the exclusion
// through export and import, and several games changed all or nothing.
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

class TestStoreExclusion : public QObject
{
    Q_OBJECT

private slots:
    void deleteRemovesRows();
    void excludedFlag();
    void exclusionTravelsWithTheRecord();
    void severalGamesAllOrNothing();

private:
    QRandomGenerator m_rng{20261121};
};

void TestStoreExclusion::deleteRemovesRows()
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

void TestStoreExclusion::excludedFlag()
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
void TestStoreExclusion::exclusionTravelsWithTheRecord()
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
void TestStoreExclusion::severalGamesAllOrNothing()
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

QTEST_GUILESS_MAIN(TestStoreExclusion)
#include "tst_storeexclusion.moc"
