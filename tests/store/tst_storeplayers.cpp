// The store's players: renames and merges, one saved player per name whatever
// its case, width or composition, names kept exactly, and players kept apart
// by an update.
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

namespace {

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

class TestStorePlayers : public QObject
{
    Q_OBJECT

private slots:
    void renameAndMerge();
    void namesMatchOneSavedPlayer_data();
    void namesMatchOneSavedPlayer();
    void namesStoredInNfc();
    void nameRulesInTheStore();
    void namesComeBackExactly();
    void upgradeKeepsPlayersApart();

private:
    QRandomGenerator m_rng{20261121};
};

void TestStorePlayers::renameAndMerge()
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

void TestStorePlayers::namesMatchOneSavedPlayer_data()
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
void TestStorePlayers::namesMatchOneSavedPlayer()
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
void TestStorePlayers::namesStoredInNfc()
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
void TestStorePlayers::nameRulesInTheStore()
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
void TestStorePlayers::namesComeBackExactly()
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

// A file of release 0.1.0: players whose names only now fold alike (Aki
// and ＡＫＩ, STRASSE and Straße; its keys folded case only) stay apart after
// the update; a name means the older of them, the same one every time.
void TestStorePlayers::upgradeKeepsPlayersApart()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.sqlite"));
    QVERIFY(writeAll(path, readAll(QStringLiteral(TORNEI_TEST_DATA "/store/tornei-0.1.0.sqlite"))));
    const QString fullWidth = QStringLiteral("\uFF21\uFF2B\uFF29");
    {
        // Games 1 to 4 have Aki, Hana, Lena and Kaito in their second seat.
        RawDb raw(path);
        for (const auto &[from, to] : {std::pair{QStringLiteral("Hana"), fullWidth},
                                       std::pair{QStringLiteral("Lena"), QStringLiteral("STRASSE")},
                                       std::pair{QStringLiteral("Kaito"), QStringLiteral("Stra\u00DFe")}}) {
            QSqlQuery rename(raw.db());
            rename.prepare(QStringLiteral("UPDATE players SET name = ?, name_key = ? WHERE name = ?"));
            rename.addBindValue(to);
            rename.addBindValue(to.toCaseFolded());
            rename.addBindValue(from);
            QVERIFY(rename.exec());
            QCOMPARE(rename.numRowsAffected(), 1);
            QSqlQuery game(raw.db());
            game.prepare(QStringLiteral("UPDATE games SET seat1_name = ? WHERE seat1_name = ?"));
            game.addBindValue(to);
            game.addBindValue(from);
            QVERIFY(game.exec());
        }
    }
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(path, &error), GameStore::OpenResult::Ok);
    QCOMPARE(store.schemaVersion(), Migrations::Current);
    QVERIFY(Backups::list(path).first().contains(QStringLiteral("before-v%1").arg(Migrations::Current)));
    // Nobody merged: ten players, each game with its own.
    QCOMPARE(store.players().all().size(), std::size_t(10));
    const auto playerOf = [&](qint64 game) {
        return seatPlayer(store, game, 1);
    };
    QCOMPARE(*store.records().load(2)->seats[1], fullWidth);
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
    QCOMPARE(seatPlayer(store, *game, 0), playerOf(1));
    QVERIFY(!store.players().add(QStringLiteral("Aki"), &error));
    // The newer one can be renamed away, or merged into the older.
    QVERIFY2(store.players().rename(*playerOf(4), QStringLiteral("Strasser"), &error), qPrintable(error.message));
    QCOMPARE(store.players().find(QStringLiteral("STRASSER")), playerOf(4));
    const std::size_t players = store.players().all().size();
    QVERIFY2(store.players().merge(*playerOf(2), *playerOf(1), &error), qPrintable(error.message));
    QCOMPARE(store.players().all().size(), players - 1);
    QCOMPARE(store.players().find(fullWidth), playerOf(1));
}

QTEST_GUILESS_MAIN(TestStorePlayers)
#include "tst_storeplayers.moc"
