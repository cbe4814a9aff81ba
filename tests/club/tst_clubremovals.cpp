// Games deleted at a laptop, against a real club server of the test's own: a
// table's delete waits on the server as a request until a director applies
// it, a director's voids the game at once, and either way every laptop and
// the server's statistics follow; a removal sent twice is one request; the
// deleting laptop keeps the game deleted until a newer revision comes down.
#include "clirun.h"
#include "clubconnection.h"
#include "clubfixture.h"
#include "clubgames.h"
#include "clubschema.h"
#include "clubsync.h"
#include "gamestore.h"
#include "pgcluster.h"
#include "storedgames.h"
#include "storeerror.h"

#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace tornei;
using namespace tornei::testing;

namespace {

// One statement on a laptop's file through a connection of its own (what
// another program could do): its first column, one value per row, or
// nullopt when it fails.
std::optional<QStringList> onFile(const QString &path, const QString &sql)
{
    const QString name = QStringLiteral("raw-") + QUuid::createUuid().toString();
    std::optional<QStringList> values;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QSqlQuery query(db);
        if (db.open() && query.exec(sql)) {
            values.emplace();
            while (query.next())
                values->push_back(query.value(0).toString());
        } else {
            qWarning("%s", qPrintable(query.lastError().text()));
        }
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return values;
}

} // namespace

class TestClubRemovals : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void aTablesDeleteWaitsForTheDirector();
    void aDirectorsDeleteVoidsAtOnce();
    void aRemovalSentTwiceIsOneRequest();
    void aGameNeverSentJustLeaves();
    void aNewerRevisionBringsTheGameBack();
    void theCommandLineSays();

private:
    std::optional<ClubSyncReport> sync(GameStore &store, const QString &login);
    std::unique_ptr<GameStore> laptop(const QString &name);
    QString path(const QString &name) const
    {
        return m_dir.filePath(QStringLiteral("%1-%2.sqlite").arg(name).arg(m_database));
    }
    QString database() const { return QStringLiteral("club%1").arg(m_database); }
    QString serverString(const QString &login) const { return m_cluster->server(database(), login); }
    QString sql(const QString &statement, const QString &login = QStringLiteral("postgres"));
    // A laptop with three of the club's games, synced; `uids` their club ids.
    std::unique_ptr<GameStore> laptopWithGames(const QString &name, const QString &login);
    // The game of laptop `name` whose club id is `uid` (0: none), and the club ids of its games.
    qint64 gameWithUid(const QString &name, const QString &uid) const;
    QStringList uids(const QString &name) const;
    // `stats --json` of a laptop and of the server.
    QString localStats(const QString &name) const;
    QString serverStats() const;

    ClubCluster m_cluster;
    QTemporaryDir m_dir;
    int m_database = 0;
    QRandomGenerator m_rng{20261124};
};

void TestClubRemovals::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QVERIFY(m_dir.isValid());
    QString why;
    m_cluster = startClubCluster({QStringLiteral("table1"), QStringLiteral("table2")}, {QStringLiteral("director")},
                                 &why);
    QVERIFY2(m_cluster, qPrintable(why));
}

void TestClubRemovals::cleanupTestCase()
{
    m_cluster.reset();
}

void TestClubRemovals::init()
{
    ++m_database;
    QString why;
    QVERIFY2(makeClubDatabase(*m_cluster, database(), &why), qPrintable(why));
}

std::optional<ClubSyncReport> TestClubRemovals::sync(GameStore &store, const QString &login)
{
    ClubConnection connection;
    StoreError error;
    if (!connection.open(serverString(login), &error)) {
        qWarning("%s", qPrintable(error.message));
        return std::nullopt;
    }
    std::optional<ClubSyncReport> report = syncWithClub(store, connection.db(), &error, 2);
    if (!report)
        qWarning("sync failed: %s", qPrintable(error.message));
    return report;
}

std::unique_ptr<GameStore> TestClubRemovals::laptop(const QString &name)
{
    auto store = std::make_unique<GameStore>();
    StoreError error;
    if (store->open(path(name), &error) != GameStore::OpenResult::Ok)
        qWarning("%s", qPrintable(error.message));
    return store;
}

QString TestClubRemovals::sql(const QString &statement, const QString &login)
{
    QString out;
    if (!m_cluster->psql(statement, &out, database(), login, QStringLiteral("pw")))
        qWarning("psql failed: %s", qPrintable(out));
    return out.trimmed();
}

std::unique_ptr<GameStore> TestClubRemovals::laptopWithGames(const QString &name, const QString &login)
{
    auto store = laptop(name);
    for (int i = 0; i < 3; ++i) {
        if (!store->records().importOne(clubGame(m_rng, i)))
            qWarning("import failed");
    }
    if (!sync(*store, login))
        return nullptr;
    return store;
}

qint64 TestClubRemovals::gameWithUid(const QString &name, const QString &uid) const
{
    const std::optional<QStringList> found =
        onFile(path(name), QStringLiteral("SELECT id FROM games WHERE uid = '%1'").arg(uid));
    return found && !found->isEmpty() ? found->front().toLongLong() : 0;
}

QStringList TestClubRemovals::uids(const QString &name) const
{
    return onFile(path(name), QStringLiteral("SELECT uid FROM games ORDER BY uid")).value_or(QStringList());
}

QString TestClubRemovals::localStats(const QString &name) const
{
    const CliRun run = runCli({QStringLiteral("--db"), path(name), QStringLiteral("stats"), QStringLiteral("--json")});
    return run.exitCode == 0 ? run.out : run.err;
}

QString TestClubRemovals::serverStats() const
{
    const CliRun run =
        runCli({QStringLiteral("--server"), serverString(QStringLiteral("table1")), QStringLiteral("stats"), QStringLiteral("--json")});
    return run.exitCode == 0 ? run.out : run.err;
}

void TestClubRemovals::aTablesDeleteWaitsForTheDirector()
{
    const auto one = laptopWithGames(QStringLiteral("one"), QStringLiteral("table1"));
    QVERIFY(one);
    const auto two = laptop(QStringLiteral("two"));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    QCOMPARE(uids(QStringLiteral("two")), uids(QStringLiteral("one")));
    const QString before = serverStats();
    QCOMPARE(localStats(QStringLiteral("two")), before);

    const QString gone = uids(QStringLiteral("one")).at(1);
    QVERIFY(one->games().remove({gameWithUid(QStringLiteral("one"), gone)}));
    QCOMPARE(one->club().removals()->size(), std::size_t(1));
    const std::optional<ClubSyncReport> asked = sync(*one, QStringLiteral("table1"));
    QVERIFY(asked);
    QCOMPARE(asked->removalRequests, 1);
    QCOMPARE(asked->gamesVoided, 0);
    QCOMPARE(asked->gamesSent, 0);
    // Nothing changes on the server until a director applies the request.
    QCOMPARE(sql(QStringLiteral("SELECT game || ' ' || requested_by || ' ' || state FROM tornei_club.game_requests")),
             gone + QStringLiteral(" table1 pending"));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.games WHERE voided")), QStringLiteral("0"));
    QCOMPARE(serverStats(), before);
    QVERIFY(sync(*two, QStringLiteral("table2")));
    QCOMPARE(uids(QStringLiteral("two")).size(), 3);

    // The deleting laptop keeps it deleted: at its next sync, and when it reads the whole club again.
    const std::optional<ClubSyncReport> again = sync(*one, QStringLiteral("table1"));
    QVERIFY(again);
    QCOMPARE(again->removalRequests, 0);
    QCOMPARE(again->received.added, 0);
    QVERIFY(onFile(path(QStringLiteral("one")), QStringLiteral("DELETE FROM club_servers")));
    const std::optional<ClubSyncReport> whole = sync(*one, QStringLiteral("table1"));
    QVERIFY(whole);
    QCOMPARE(whole->received.added, 0);
    QCOMPARE(uids(QStringLiteral("one")).size(), 2);
    QVERIFY(!uids(QStringLiteral("one")).contains(gone));

    // A table cannot apply it; the director does, and every laptop follows.
    QString why;
    QVERIFY(!m_cluster->psql(QStringLiteral("SELECT tornei_club.apply_game_request(id) FROM tornei_club.game_requests"),
                             &why, database(), QStringLiteral("table2"), QStringLiteral("pw")));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QCOMPARE(sql(QStringLiteral("SELECT tornei_club.apply_game_request(id) FROM tornei_club.game_requests"),
                 QStringLiteral("director")),
             QStringLiteral("voided"));
    QCOMPARE(sql(QStringLiteral("SELECT state FROM tornei_club.game_requests")), QStringLiteral("applied"));
    QCOMPARE(sql(QStringLiteral("SELECT id FROM tornei_club.games WHERE voided")), gone);
    const std::optional<ClubSyncReport> removed = sync(*two, QStringLiteral("table2"));
    QVERIFY(removed);
    QCOMPARE(removed->received.removed, 1);
    QCOMPARE(uids(QStringLiteral("two")), uids(QStringLiteral("one")));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QCOMPARE(uids(QStringLiteral("one")).size(), 2);
    const QString after = serverStats();
    QVERIFY(after != before);
    QVERIFY2(after.contains(QStringLiteral("\"games\": 2")), qPrintable(after));
    QCOMPARE(localStats(QStringLiteral("one")), after);
    QCOMPARE(localStats(QStringLiteral("two")), after);
    // Its removal done, nothing of it stays here.
    QVERIFY(one->club().removals()->empty());
}

void TestClubRemovals::aDirectorsDeleteVoidsAtOnce()
{
    const auto one = laptopWithGames(QStringLiteral("one"), QStringLiteral("table1"));
    QVERIFY(one);
    const auto two = laptop(QStringLiteral("two"));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    const QString gone = uids(QStringLiteral("two")).at(0);
    // Deleted at the laptop that received it, from a director's login.
    QVERIFY(two->games().remove({gameWithUid(QStringLiteral("two"), gone)}));
    const std::optional<ClubSyncReport> sent = sync(*two, QStringLiteral("director"));
    QVERIFY(sent);
    QCOMPARE(sent->gamesVoided, 1);
    QCOMPARE(sent->removalRequests, 0);
    QCOMPARE(sql(QStringLiteral("SELECT id FROM tornei_club.games WHERE voided")), gone);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.game_requests")), QStringLiteral("0"));
    const std::optional<ClubSyncReport> removed = sync(*one, QStringLiteral("table1"));
    QVERIFY(removed);
    QCOMPARE(removed->received.removed, 1);
    QCOMPARE(uids(QStringLiteral("one")), uids(QStringLiteral("two")));
    QCOMPARE(uids(QStringLiteral("one")).size(), 2);
    const QString stats = serverStats();
    QVERIFY2(stats.contains(QStringLiteral("\"games\": 2")), qPrintable(stats));
    QCOMPARE(localStats(QStringLiteral("one")), stats);
    QCOMPARE(localStats(QStringLiteral("two")), stats);
}

void TestClubRemovals::aRemovalSentTwiceIsOneRequest()
{
    const auto one = laptopWithGames(QStringLiteral("one"), QStringLiteral("table1"));
    QVERIFY(one);
    const QString gone = uids(QStringLiteral("one")).at(0);
    QVERIFY(one->games().remove({gameWithUid(QStringLiteral("one"), gone)}));
    QCOMPARE(sync(*one, QStringLiteral("table1"))->removalRequests, 1);
    // As after a kill between the server's commit and the laptop's note: sent again.
    QVERIFY(onFile(path(QStringLiteral("one")), QStringLiteral("UPDATE club_removals SET sent = 0")));
    QCOMPARE(one->club().removals()->size(), std::size_t(1));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.game_requests")), QStringLiteral("1"));
    QVERIFY(one->club().removals()->empty());

    // Straight to the server: a table asks once; a director voids once; an unknown game is unchanged.
    ClubConnection table;
    ClubConnection director;
    StoreError error;
    QVERIFY2(table.open(serverString(QStringLiteral("table2")), &error), qPrintable(error.message));
    QVERIFY2(director.open(serverString(QStringLiteral("director")), &error), qPrintable(error.message));
    ClubGames asTable(table.db());
    ClubGames asDirector(director.db());
    QCOMPARE(asTable.remove(gone), ClubGames::Removal::Requested);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.game_requests")), QStringLiteral("1"));
    const QString other = uids(QStringLiteral("one")).at(0);
    QCOMPARE(asDirector.remove(other), ClubGames::Removal::Voided);
    const QString changed = sql(QStringLiteral("SELECT changed FROM tornei_club.games WHERE id = '%1'").arg(other));
    QCOMPARE(asDirector.remove(other), ClubGames::Removal::Unchanged);
    QCOMPARE(asTable.remove(other), ClubGames::Removal::Unchanged);
    QCOMPARE(sql(QStringLiteral("SELECT changed FROM tornei_club.games WHERE id = '%1'").arg(other)), changed);
    const QString unknown = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QCOMPARE(asTable.remove(unknown), ClubGames::Removal::Unchanged);
    QCOMPARE(asDirector.remove(unknown), ClubGames::Removal::Unchanged);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.game_requests")), QStringLiteral("1"));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.games WHERE voided")), QStringLiteral("1"));
}

void TestClubRemovals::aGameNeverSentJustLeaves()
{
    const auto one = laptopWithGames(QStringLiteral("one"), QStringLiteral("table1"));
    QVERIFY(one);
    QVERIFY(one->records().importOne(clubGame(m_rng, 10)));
    QCOMPARE(*one->club().waiting(), 1);
    const std::optional<QStringList> fresh =
        onFile(path(QStringLiteral("one")), QStringLiteral("SELECT id FROM games ORDER BY id DESC LIMIT 1"));
    QVERIFY(fresh && fresh->size() == 1);
    QVERIFY(one->games().remove({fresh->front().toLongLong()}));
    // Neither a removal nor its upload is left to send.
    QVERIFY(one->club().removals()->empty());
    QCOMPARE(*one->club().waiting(), 0);
    const std::optional<ClubSyncReport> report = sync(*one, QStringLiteral("table1"));
    QVERIFY(report);
    QCOMPARE(report->gamesSent, 0);
    QCOMPARE(report->removalRequests, 0);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.games")), QStringLiteral("3"));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.game_requests")), QStringLiteral("0"));
}

void TestClubRemovals::aNewerRevisionBringsTheGameBack()
{
    const auto one = laptopWithGames(QStringLiteral("one"), QStringLiteral("table1"));
    QVERIFY(one);
    const QString gone = uids(QStringLiteral("one")).at(2);
    QVERIFY(one->games().remove({gameWithUid(QStringLiteral("one"), gone)}));
    QCOMPARE(sync(*one, QStringLiteral("table1"))->removalRequests, 1);
    // A newer revision of the game instead of its removal (as the club's service writes one): the laptop
    // has it again.
    QCOMPARE(sql(QStringLiteral("UPDATE tornei_club.games SET revision = revision + 1 WHERE id = '%1' RETURNING revision")
                     .arg(gone)),
             QStringLiteral("2"));
    const std::optional<ClubSyncReport> back = sync(*one, QStringLiteral("table1"));
    QVERIFY(back);
    QCOMPARE(back->received.added, 1);
    QVERIFY(uids(QStringLiteral("one")).contains(gone));
    QVERIFY(one->club().removals()->empty());
    QCOMPARE(*one->club().waiting(), 0);
}

void TestClubRemovals::theCommandLineSays()
{
    {
        const auto one = laptopWithGames(QStringLiteral("one"), QStringLiteral("table1"));
        QVERIFY(one);
        const QStringList games = uids(QStringLiteral("one"));
        QVERIFY(one->games().remove({gameWithUid(QStringLiteral("one"), games.at(0))}));
        QVERIFY(one->games().remove({gameWithUid(QStringLiteral("one"), games.at(1))}));
    }
    const QString db = path(QStringLiteral("one"));
    // The first removal a table's request, then the second one voided by a director... in one sync each.
    QVERIFY(onFile(db, QStringLiteral("UPDATE club_removals SET sent = 1 WHERE rowid = (SELECT max(rowid) FROM club_removals)")));
    const CliRun asked = runCli({QStringLiteral("--db"), db, QStringLiteral("sync"), serverString(QStringLiteral("table1"))});
    QCOMPARE(asked.exitCode, 0);
    QVERIFY2(asked.out.contains(QStringLiteral("\n1 game deleted here waits for the director to remove it on the server.\n")),
             qPrintable(asked.out));
    QVERIFY2(!asked.out.contains(QStringLiteral("voided on the server")), qPrintable(asked.out));
    QVERIFY(onFile(db, QStringLiteral("UPDATE club_removals SET sent = 0 WHERE rowid = (SELECT max(rowid) FROM club_removals)")));
    const CliRun voided = runCli({QStringLiteral("--db"), db, QStringLiteral("sync"), serverString(QStringLiteral("director")),
                            QStringLiteral("--json")});
    QCOMPARE(voided.exitCode, 0);
    QVERIFY2(voided.out.contains(QStringLiteral("\"playerRequests\": 0,\n    \"gamesVoided\": 1,\n"
                                                "    \"removalRequests\": 0,\n")),
             qPrintable(voided.out));
    const CliRun quiet = runCli({QStringLiteral("--db"), db, QStringLiteral("sync"), serverString(QStringLiteral("table1"))});
    QCOMPARE(quiet.exitCode, 0);
    QVERIFY2(!quiet.out.contains(QStringLiteral("deleted here")), qPrintable(quiet.out));
}

QTEST_GUILESS_MAIN(TestClubRemovals)
#include "tst_clubremovals.moc"
