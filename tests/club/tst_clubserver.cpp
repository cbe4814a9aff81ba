// The club's PostgreSQL server, set up by `tornei-cli club init` against a
// real server of the test's own: its tables made once and then found up to
// date, a schema of the same name that is not ours or is newer refused and
// left as it was, and what a table's login may do enforced by the server
// itself, tried through psql: a table's removal of a game is only a request
// for a director. An older club's tables are brought up to date by the
// steps after their version, in one transaction.
#include "clirun.h"
#include "clubconnection.h"
#include "clubschema.h"
#include "pgcluster.h"
#include "storeerror.h"

#include <QTest>
#include <QUuid>

using namespace tornei;
using namespace tornei::testing;

namespace {

CliRun cli(const QStringList &args, const QString &password = QString())
{
    return runCli(args, password);
}

} // namespace

// The version of the club's tables this build makes.
constexpr int ClubVersion = 1;

class TestClubServer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void initMakesTablesOnceThenFindsThemUpToDate();
    void foreignSchemaIsRefusedAndLeftAlone();
    void newerSchemaIsRefusedAndLeftAlone();
    void tableLoginCannotChangeAnotherTablesGame();
    void tableLoginOnlyAsksToRemoveAGame();
    void stepsBringAnOlderSchemaUpToDate();
    void passwordsOnlyThroughLibpq();
    void unreachableServerIsSaidSo();

private:
    QString sql(const QString &statement, const QString &user = QStringLiteral("postgres"),
                const QString &password = QString());
    bool sqlFails(const QString &statement, const QString &user, const QString &password, QString *why);

    std::unique_ptr<PgCluster> m_cluster;
};

void TestClubServer::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
}

void TestClubServer::init()
{
    m_cluster = std::make_unique<PgCluster>();
    QString why;
    QVERIFY2(m_cluster->start(&why), qPrintable(why));
}

void TestClubServer::cleanup()
{
    m_cluster.reset();
}

QString TestClubServer::sql(const QString &statement, const QString &user, const QString &password)
{
    QString output;
    if (!m_cluster->psql(statement, &output, QStringLiteral("postgres"), user, password))
        qWarning("psql failed: %s", qPrintable(output));
    return output;
}

bool TestClubServer::sqlFails(const QString &statement, const QString &user, const QString &password, QString *why)
{
    return !m_cluster->psql(statement, why, QStringLiteral("postgres"), user, password);
}

void TestClubServer::initMakesTablesOnceThenFindsThemUpToDate()
{
    const CliRun first = cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()});
    QCOMPARE(first.exitCode, 0);
    QVERIFY2(first.out.startsWith(QStringLiteral("Made the club's tables (version %1) on postgres on ").arg(ClubVersion)),
             qPrintable(first.out));
    QCOMPARE(sql(QStringLiteral("SELECT value FROM tornei_club.about WHERE key = 'version'")),
             QString::number(ClubVersion));
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(tablename || ':' || tableowner || ':' || rowsecurity, ' ' ORDER BY"
                                " tablename) FROM pg_tables WHERE schemaname = 'tornei_club'")),
             QStringLiteral("about:postgres:false disputes:postgres:true event_audit:postgres:true"
                            " event_games:postgres:true event_pages:postgres:true event_players:postgres:true"
                            " event_sitouts:postgres:true"
                            " event_tables:postgres:true events:postgres:true game_requests:postgres:true"
                            " game_seats:postgres:true game_summaries:postgres:true games:postgres:true"
                            " inbox:postgres:true player_figures:postgres:false player_names:postgres:true player_pairs:postgres:false"
                            " player_ratings:postgres:true player_requests:postgres:true players:postgres:true"
                            " rating_changes:postgres:true rating_steps:postgres:true service_locks:postgres:true"
                            " set_aside:postgres:true"));
    // The group roles cannot log in: logins are made members of them.
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(rolname || ':' || rolcanlogin, ' ' ORDER BY rolname) FROM pg_roles"
                                " WHERE rolname LIKE 'tornei%'")),
             QStringLiteral("tornei_director:false tornei_service:false tornei_table:false"));
    // Records are compressed with LZ4, not pglz.
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(c.relname || ':' || a.attcompression::text, ' ' ORDER BY c.relname)"
                                " FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n"
                                " ON n.oid = c.relnamespace WHERE n.nspname = 'tornei_club' AND a.attname = 'record'"
                                " AND c.relkind = 'r'")),
             QStringLiteral("disputes:l games:l inbox:l set_aside:l"));
    sql(QStringLiteral("INSERT INTO tornei_club.games (id, revision, record, record_sha256, submitted_by, number)"
                       " VALUES (gen_random_uuid(), 1, repeat('{\"rounds\": []}', 1000), repeat('b', 64), 'x', 1)"));
    QCOMPARE(sql(QStringLiteral("SELECT pg_column_compression(record) FROM tornei_club.games")), QStringLiteral("lz4"));

    const CliRun again = cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.out.startsWith(QStringLiteral("The club's tables are up to date (version %1)").arg(ClubVersion)),
             qPrintable(again.out));
    QVERIFY(again.err.isEmpty());

    // The URI form names the same server.
    const CliRun uri = cli({QStringLiteral("club"), QStringLiteral("init"),
                         QStringLiteral("postgresql://postgres@/postgres?host=%1&port=%2")
                             .arg(m_cluster->socketDir())
                             .arg(PgCluster::Port)});
    QCOMPARE(uri.exitCode, 0);
    QVERIFY2(uri.out.startsWith(QStringLiteral("The club's tables are up to date")), qPrintable(uri.out + uri.err));

    const CliRun wrong = cli({QStringLiteral("club"), QStringLiteral("sync"), m_cluster->server()});
    QCOMPARE(wrong.exitCode, 2);
    const CliRun missing = cli({QStringLiteral("club"), QStringLiteral("init")});
    QCOMPARE(missing.exitCode, 2);
}

void TestClubServer::foreignSchemaIsRefusedAndLeftAlone()
{
    sql(QStringLiteral("CREATE SCHEMA tornei_club; CREATE TABLE tornei_club.notes (body text);"
                       " INSERT INTO tornei_club.notes VALUES ('theirs')"));
    const CliRun run = cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("did not make")), qPrintable(run.err));
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(tablename, ' ') FROM pg_tables WHERE schemaname = 'tornei_club'")),
             QStringLiteral("notes"));
    QCOMPARE(sql(QStringLiteral("SELECT body FROM tornei_club.notes")), QStringLiteral("theirs"));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM pg_roles WHERE rolname LIKE 'tornei%'")), QStringLiteral("0"));
}

void TestClubServer::newerSchemaIsRefusedAndLeftAlone()
{
    QCOMPARE(cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()}).exitCode, 0);
    const QString newer = QString::number(ClubVersion + 1);
    sql(QStringLiteral("UPDATE tornei_club.about SET value = '%1' WHERE key = 'version'").arg(newer));
    const QString before = sql(QStringLiteral("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON"
                                              " n.oid = c.relnamespace WHERE n.nspname = 'tornei_club'"));
    const CliRun run = cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("newer version (%1)").arg(newer)), qPrintable(run.err));
    QCOMPARE(sql(QStringLiteral("SELECT value FROM tornei_club.about WHERE key = 'version'")), newer);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON"
                                " n.oid = c.relnamespace WHERE n.nspname = 'tornei_club'")),
             before);
}

void TestClubServer::tableLoginCannotChangeAnotherTablesGame()
{
    QCOMPARE(cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()}).exitCode, 0);
    // What the README tells a club's admin to run.
    sql(QStringLiteral("CREATE ROLE table1 LOGIN PASSWORD 'one' IN ROLE tornei_table;"
                       " CREATE ROLE table2 LOGIN PASSWORD 'two' IN ROLE tornei_table;"
                       " CREATE ROLE director LOGIN PASSWORD 'chief' IN ROLE tornei_director"));
    const QString game = QStringLiteral("6f1c1d5e-8b7a-4c55-9d2e-0a1b2c3d4e5f");
    // Table 1's game, as the club's service writes it (the only login that may).
    sql(QStringLiteral("INSERT INTO tornei_club.games (id, revision, record, record_sha256, submitted_by, number)"
                       " VALUES ('%1', 1, 'cards of table 1', repeat('a', 64), 'table1', 1)")
            .arg(game));

    // Table 2 sees the game but cannot change, void, delete, take over or pass off a game as table 1's.
    QCOMPARE(sql(QStringLiteral("SELECT record FROM tornei_club.games"), QStringLiteral("table2"), QStringLiteral("two")),
             QStringLiteral("cards of table 1"));
    QString why;
    QVERIFY(sqlFails(QStringLiteral("UPDATE tornei_club.games SET record = 'forged', revision = 2 RETURNING id"),
                     QStringLiteral("table2"), QStringLiteral("two"), &why));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QVERIFY(sqlFails(QStringLiteral("UPDATE tornei_club.games SET voided = true"), QStringLiteral("table2"),
                     QStringLiteral("two"), &why));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QVERIFY(sqlFails(QStringLiteral("UPDATE tornei_club.games SET submitted_by = 'table2'"), QStringLiteral("table2"),
                     QStringLiteral("two"), &why));
    QVERIFY(sqlFails(QStringLiteral("DELETE FROM tornei_club.games"), QStringLiteral("table2"), QStringLiteral("two"),
                     &why));
    QVERIFY(sqlFails(QStringLiteral("INSERT INTO tornei_club.games (id, revision, record, record_sha256, submitted_by)"
                                    " VALUES (gen_random_uuid(), 1, 'x', repeat('b', 64), 'table1')"),
                     QStringLiteral("table2"), QStringLiteral("two"), &why));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QVERIFY(sqlFails(QStringLiteral("ALTER TABLE tornei_club.games DISABLE ROW LEVEL SECURITY"),
                     QStringLiteral("table2"), QStringLiteral("two"), &why));
    QVERIFY(sqlFails(QStringLiteral("UPDATE tornei_club.about SET value = '1'"), QStringLiteral("table2"),
                     QStringLiteral("two"), &why));
    QCOMPARE(sql(QStringLiteral("SELECT record || ' ' || revision || ' ' || voided FROM tornei_club.games")),
             QStringLiteral("cards of table 1 1 false"));

    // Not even its own table nor a director writes the game: they submit revisions, which the club's
    // service reads (tst_clubservice); a director voids it through the server's function.
    QVERIFY(sqlFails(QStringLiteral("UPDATE tornei_club.games SET record = 'corrected', revision = 2"),
                     QStringLiteral("table1"), QStringLiteral("one"), &why));
    QVERIFY(sqlFails(QStringLiteral("UPDATE tornei_club.games SET voided = true"), QStringLiteral("director"),
                     QStringLiteral("chief"), &why));
    QCOMPARE(sql(QStringLiteral("SELECT tornei_club.remove_game('%1')").arg(game), QStringLiteral("director"),
                 QStringLiteral("chief")),
             QStringLiteral("voided"));

    // A table cannot rename or merge players: it asks, and only a director applies what it asked.
    const QString player =
        sql(QStringLiteral("SELECT tornei_club.add_player('Ben', 'ben')"), QStringLiteral("table1"), QStringLiteral("one"));
    QVERIFY(!QUuid::fromString(player).isNull());
    QVERIFY(sqlFails(QStringLiteral("UPDATE tornei_club.players SET name = 'Benji'"), QStringLiteral("table1"),
                     QStringLiteral("one"), &why));
    QCOMPARE(sql(QStringLiteral("SELECT tornei_club.change_player('%1', 'Benji', 'benji', NULL)").arg(player),
                 QStringLiteral("table1"), QStringLiteral("one")),
             QStringLiteral("requested"));
    QVERIFY(sqlFails(QStringLiteral("SELECT tornei_club.apply_player_request(id) FROM tornei_club.player_requests"),
                     QStringLiteral("table1"), QStringLiteral("one"), &why));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QCOMPARE(sql(QStringLiteral("SELECT name FROM tornei_club.players")), QStringLiteral("Ben"));
    QCOMPARE(sql(QStringLiteral("SELECT tornei_club.apply_player_request(id) FROM tornei_club.player_requests"),
                 QStringLiteral("director"), QStringLiteral("chief")),
             QStringLiteral("applied"));
    QCOMPARE(sql(QStringLiteral("SELECT name FROM tornei_club.players")), QStringLiteral("Benji"));
}

void TestClubServer::tableLoginOnlyAsksToRemoveAGame()
{
    QCOMPARE(cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()}).exitCode, 0);
    sql(QStringLiteral("CREATE ROLE table1 LOGIN PASSWORD 'one' IN ROLE tornei_table;"
                       " CREATE ROLE table2 LOGIN PASSWORD 'two' IN ROLE tornei_table;"
                       " CREATE ROLE director LOGIN PASSWORD 'chief' IN ROLE tornei_director"));
    const QString game = QStringLiteral("6f1c1d5e-8b7a-4c55-9d2e-0a1b2c3d4e5f");
    sql(QStringLiteral("INSERT INTO tornei_club.games (id, revision, record, record_sha256, submitted_by, number)"
                       " VALUES ('%1', 1, 'cards of table 1', repeat('a', 64), 'table1', 1)")
            .arg(game));
    const QString table1 = QStringLiteral("table1");
    const QString table2 = QStringLiteral("table2");

    // Asked twice by one table and once by another (even the game's own): one request, the game as it was.
    for (const QString &table : {table2, table2, table1}) {
        QCOMPARE(sql(QStringLiteral("SELECT tornei_club.remove_game('%1')").arg(game), table,
                     table == table1 ? QStringLiteral("one") : QStringLiteral("two")),
                 QStringLiteral("requested"));
    }
    QCOMPARE(sql(QStringLiteral("SELECT requested_by || ' ' || state FROM tornei_club.game_requests")),
             QStringLiteral("table2 pending"));
    QCOMPARE(sql(QStringLiteral("SELECT voided FROM tornei_club.games")), QStringLiteral("f"));
    QCOMPARE(sql(QStringLiteral("SELECT tornei_club.remove_game(gen_random_uuid())"), table2, QStringLiteral("two")),
             QStringLiteral("unchanged"));

    // A table cannot apply, change, dismiss or forge a request, nor void the game itself.
    QString why;
    QVERIFY(sqlFails(QStringLiteral("SELECT tornei_club.apply_game_request(id) FROM tornei_club.game_requests"), table2,
                     QStringLiteral("two"), &why));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QVERIFY(sqlFails(QStringLiteral("UPDATE tornei_club.game_requests SET state = 'applied'"), table2,
                     QStringLiteral("two"), &why));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QVERIFY(sqlFails(QStringLiteral("DELETE FROM tornei_club.game_requests"), table2, QStringLiteral("two"), &why));
    QVERIFY(sqlFails(QStringLiteral("INSERT INTO tornei_club.game_requests (game, requested_by) VALUES ('%1', 'table1')")
                         .arg(game),
                     table2, QStringLiteral("two"), &why));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QVERIFY(sqlFails(QStringLiteral("INSERT INTO tornei_club.game_requests (game, state) VALUES ('%1', 'applied')")
                         .arg(game),
                     table2, QStringLiteral("two"), &why));
    QVERIFY(sqlFails(QStringLiteral("UPDATE tornei_club.games SET voided = true"), table1, QStringLiteral("one"), &why));
    QCOMPARE(sql(QStringLiteral("SELECT voided FROM tornei_club.games")), QStringLiteral("f"));
    QCOMPARE(sql(QStringLiteral("SELECT state FROM tornei_club.game_requests")), QStringLiteral("pending"));

    // The director applies it: the game is voided; once only.
    QCOMPARE(sql(QStringLiteral("SELECT tornei_club.apply_game_request(id) FROM tornei_club.game_requests"),
                 QStringLiteral("director"), QStringLiteral("chief")),
             QStringLiteral("voided"));
    QCOMPARE(sql(QStringLiteral("SELECT voided FROM tornei_club.games")), QStringLiteral("t"));
    QCOMPARE(sql(QStringLiteral("SELECT state FROM tornei_club.game_requests")), QStringLiteral("applied"));
    QCOMPARE(sql(QStringLiteral("SELECT tornei_club.apply_game_request(id) FROM tornei_club.game_requests"),
                 QStringLiteral("director"), QStringLiteral("chief")),
             QStringLiteral("none"));
    QCOMPARE(sql(QStringLiteral("SELECT tornei_club.remove_game('%1')").arg(game), QStringLiteral("director"),
                 QStringLiteral("chief")),
             QStringLiteral("unchanged"));
}

void TestClubServer::stepsBringAnOlderSchemaUpToDate()
{
    ClubConnection connection;
    StoreError error;
    QVERIFY2(connection.open(m_cluster->server(), &error), qPrintable(error.message));
    const std::optional<ClubSchema::Result> made = ClubSchema::initialize(connection.db(), &error);
    QVERIFY2(made, qPrintable(error.message));
    QVERIFY(made->outcome == ClubSchema::Outcome::Created);
    QCOMPARE(made->to, ClubSchema::Current);
    QCOMPARE(made->to, ClubVersion);

    // A build one version on: the step to it, and neither those before (run
    // already) nor those after it.
    const int next = ClubSchema::Current + 1;
    const ClubSchema::Step done{ClubSchema::Current, QStringLiteral("SELECT 1 / 0")};
    const ClubSchema::Step later{next + 1, QStringLiteral("SELECT 1 / 0")};
    const QString version = QStringLiteral("SELECT value FROM tornei_club.about WHERE key = 'version'");

    // A step that fails leaves the tables as they were.
    const ClubSchema::Step broken{next, QStringLiteral("CREATE TABLE tornei_club.notes (body text); SELECT 1 / 0")};
    QVERIFY(!ClubSchema::initialize(connection.db(), next, {done, broken, later}, &error));
    QVERIFY2(error.message.contains(QStringLiteral("division by zero")), qPrintable(error.message));
    QCOMPARE(sql(version), QString::number(ClubVersion));
    QCOMPARE(sql(QStringLiteral("SELECT to_regclass('tornei_club.notes') IS NULL")), QStringLiteral("t"));

    const ClubSchema::Step step{next, QStringLiteral("CREATE TABLE tornei_club.notes (body text);"
                                                     " INSERT INTO tornei_club.notes VALUES ('stepped')")};
    const std::optional<ClubSchema::Result> upgraded =
        ClubSchema::initialize(connection.db(), next, {done, step, later}, &error);
    QVERIFY2(upgraded, qPrintable(error.message));
    QVERIFY(upgraded->outcome == ClubSchema::Outcome::Upgraded);
    QCOMPARE(upgraded->from, ClubVersion);
    QCOMPARE(upgraded->to, next);
    QCOMPARE(sql(version), QString::number(next));
    QCOMPARE(sql(QStringLiteral("SELECT body FROM tornei_club.notes")), QStringLiteral("stepped"));
    const std::optional<ClubSchema::Result> again =
        ClubSchema::initialize(connection.db(), next, {done, step, later}, &error);
    QVERIFY2(again, qPrintable(error.message));
    QVERIFY(again->outcome == ClubSchema::Outcome::UpToDate);

    // This build finds them newer than it knows, and leaves them so.
    const CliRun run = cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("newer version (%1)").arg(next)), qPrintable(run.err));
    QCOMPARE(sql(version), QString::number(next));

    // A new club gets the whole schema, then the steps after its version.
    sql(QStringLiteral("CREATE DATABASE second"));
    ClubConnection second;
    QVERIFY2(second.open(m_cluster->server(QStringLiteral("second")), &error), qPrintable(error.message));
    const std::optional<ClubSchema::Result> fresh = ClubSchema::initialize(second.db(), next, {done, step, later}, &error);
    QVERIFY2(fresh, qPrintable(error.message));
    QVERIFY(fresh->outcome == ClubSchema::Outcome::Created);
    QCOMPARE(fresh->to, next);
    QString output;
    QVERIFY(m_cluster->psql(QStringLiteral("SELECT (SELECT value FROM tornei_club.about WHERE key = 'version') || ' '"
                                           " || (SELECT body FROM tornei_club.notes)"),
                            &output, QStringLiteral("second")));
    QCOMPARE(output, QStringLiteral("%1 stepped").arg(next));
}

void TestClubServer::passwordsOnlyThroughLibpq()
{
    QCOMPARE(cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()}).exitCode, 0);
    sql(QStringLiteral("CREATE ROLE admin LOGIN PASSWORD 'right' IN ROLE tornei_director"));
    const QString server = m_cluster->server(QStringLiteral("postgres"), QStringLiteral("admin"));

    const CliRun inName = cli({QStringLiteral("club"), QStringLiteral("init"), server + QStringLiteral(" password=right")});
    QCOMPARE(inName.exitCode, 1);
    QVERIFY2(inName.err.contains(QStringLiteral("never keeps one")), qPrintable(inName.err));

    const CliRun wrong = cli({QStringLiteral("club"), QStringLiteral("init"), server}, QStringLiteral("wrong"));
    QCOMPARE(wrong.exitCode, 1);
    QVERIFY2(wrong.err.startsWith(QStringLiteral("Cannot connect to the club server (admin on ")), qPrintable(wrong.err));
    QVERIFY2(wrong.err.contains(QStringLiteral("password authentication failed")), qPrintable(wrong.err));

    const CliRun right = cli({QStringLiteral("club"), QStringLiteral("init"), server}, QStringLiteral("right"));
    QCOMPARE(right.exitCode, 0);
    QVERIFY2(right.out.contains(QStringLiteral("up to date")), qPrintable(right.out + right.err));
}

void TestClubServer::unreachableServerIsSaidSo()
{
    // A folder with no server's socket in it, and a port nothing listens on.
    const QString server = m_cluster->server().replace(QStringLiteral("port=%1").arg(PgCluster::Port),
                                                       QStringLiteral("port=1"));
    const CliRun run = cli({QStringLiteral("club"), QStringLiteral("init"), server});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith(QStringLiteral("Cannot connect to the club server")), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestClubServer)
#include "tst_clubserver.moc"
