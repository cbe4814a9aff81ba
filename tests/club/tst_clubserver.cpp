// The club's PostgreSQL server, set up by `tornei-cli club init` against a
// real server of the test's own: its tables made once and then found up to
// date, a schema of the same name that is not ours or is newer refused and
// left as it was, and what a table's login may do enforced by the server
// itself, tried through psql: a table's removal of a game is only a request
// for a director. Version 5 and version 7 clubs' tables are brought up to date.
#include "clirun.h"
#include "pgcluster.h"

#include <QTest>

using namespace tornei::testing;

namespace {

CliRun cli(const QStringList &args, const QString &password = QString())
{
    return runCli(args, password);
}

// What takes a club's tables back to version 7: no events, and a table's
// games and their results its own to revise whatever they belong to.
// Version 12 only changed how the records are compressed.
QString undoVersion12()
{
    QString sql;
    for (const char *table : {"games", "disputes", "set_aside"})
        sql += QStringLiteral(" ALTER TABLE tornei_club.%1 ALTER COLUMN record SET COMPRESSION default;")
                   .arg(QLatin1String(table));
    return sql;
}

QString undoVersion10()
{
    return QStringLiteral("DROP FUNCTION tornei_club.resolve_dispute(uuid, text[], text, text, jsonb);"
                          " DROP TABLE tornei_club.set_aside;");
}

QString undoVersion9()
{
    return QStringLiteral(
        "DROP TRIGGER game_seats_added_rating ON tornei_club.game_seats;"
        " DROP TRIGGER game_seats_removed_rating ON tornei_club.game_seats;"
        " DROP TRIGGER game_summaries_added_rating ON tornei_club.game_summaries;"
        " DROP TRIGGER game_summaries_removed_rating ON tornei_club.game_summaries;"
        " DROP TRIGGER games_rating ON tornei_club.games; DROP TRIGGER players_merged_rating ON tornei_club.players;"
        " DROP FUNCTION tornei_club.rating_seats_changed(), tornei_club.rating_summaries_changed(),"
        " tornei_club.rating_game_changed(), tornei_club.rating_player_merged(),"
        " tornei_club.keep_ratings(bigint, bigint, uuid[], uuid[], double precision[], double precision[]),"
        " tornei_club.add_event_players(bigint, uuid[]);"
        " DROP TABLE tornei_club.rating_steps, tornei_club.player_ratings, tornei_club.rating_changes;"
        " ALTER TABLE tornei_club.event_audit DROP CONSTRAINT event_audit_action_check;"
        " ALTER TABLE tornei_club.event_audit ADD CONSTRAINT event_audit_action_check CHECK (action IN ('create',"
        " 'seat', 'attach', 'close', 'reopen', 'void', 'unvoid', 'revise'));");
}

QString undoVersion8()
{
    QString sql = QStringLiteral(
        "DROP TRIGGER games_event_changed ON tornei_club.games; DROP FUNCTION tornei_club.event_game_changed();"
        " ALTER POLICY tables_revise_their_own ON tornei_club.games"
        " USING (submitted_by = current_user AND NOT voided) WITH CHECK (submitted_by = current_user);");
    for (const char *table : {"game_summaries", "game_seats"}) {
        const QString theirs = QStringLiteral("EXISTS (SELECT 1 FROM tornei_club.games g WHERE g.id = game"
                                              " AND g.submitted_by = current_user AND NOT g.voided)");
        sql += QStringLiteral(" ALTER POLICY tables_add_their_own ON tornei_club.%1 WITH CHECK (%2);"
                              " ALTER POLICY tables_remove_their_own ON tornei_club.%1 USING (%2);")
                   .arg(QLatin1String(table), theirs);
    }
    return sql + QStringLiteral(
                     " DROP FUNCTION tornei_club.caller_role(), tornei_club.require_director(text),"
                     " tornei_club.player_root(uuid), tornei_club.lock_event(bigint, boolean),"
                     " tornei_club.create_event(text, date, integer, uuid[]),"
                     " tornei_club.seat_round(bigint, integer, jsonb),"
                     " tornei_club.attach_game(bigint, integer, integer, uuid), tornei_club.close_event(bigint, text),"
                     " tornei_club.reopen_event(bigint, text), tornei_club.void_event_game(bigint, uuid, text);"
                     " DROP TABLE tornei_club.event_audit, tornei_club.event_games, tornei_club.event_sitouts,"
                     " tornei_club.event_tables, tornei_club.event_players, tornei_club.events;");
}

// What the club's schema is made of: tables, functions (and what they do), policies (and what they allow), grants.
const QString Shape = QStringLiteral(
    "SELECT (SELECT string_agg(c.relname || ':' || c.relkind::text || ':' || coalesce(c.relacl::text, ''), ' '"
    " ORDER BY c.relname) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
    " WHERE n.nspname = 'tornei_club') || ' | ' ||"
    " (SELECT string_agg(p.proname || ':' || p.prosecdef || ':' || coalesce(p.proacl::text, '') || ':' || "
    "md5(p.prosrc),"
    " ' '"
    " ORDER BY p.proname, p.oid::regprocedure::text) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace"
    " WHERE n.nspname = 'tornei_club') || ' | ' ||"
    " (SELECT string_agg(tablename || ':' || policyname, ' ' ORDER BY tablename, policyname) FROM pg_policies"
    " WHERE schemaname = 'tornei_club') || ' | ' ||"
    " (SELECT string_agg(t.tgname, ' ' ORDER BY t.tgname) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid"
    " JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'tornei_club' AND NOT t.tgisinternal) || ' | ' ||"
    " (SELECT string_agg(k.conname, ' ' ORDER BY k.conname) FROM pg_constraint k"
    " JOIN pg_namespace n ON n.oid = k.connamespace WHERE n.nspname = 'tornei_club') || ' | ' ||"
    " coalesce((SELECT string_agg(c.relname || '.' || a.attname || ':' || a.attcompression::text, ' '"
    " ORDER BY c.relname, a.attname) FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid"
    " JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'tornei_club' AND a.attcompression <> ''), '')");

} // namespace

// The version of the club's tables this build makes.
constexpr int ClubVersion = 12;

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
    void version5IsUpgraded();
    void version7IsUpgraded();
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
                            " event_games:postgres:true event_players:postgres:true event_sitouts:postgres:true"
                            " event_tables:postgres:true events:postgres:true game_requests:postgres:true"
                            " game_seats:postgres:true game_summaries:postgres:true"
                            " games:postgres:true player_figures:postgres:false player_pairs:postgres:false"
                            " player_ratings:postgres:true player_requests:postgres:true players:postgres:true"
                            " rating_changes:postgres:true rating_steps:postgres:true set_aside:postgres:true"));
    // The group roles cannot log in: logins are made members of them.
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(rolname || ':' || rolcanlogin, ' ' ORDER BY rolname) FROM pg_roles"
                                " WHERE rolname LIKE 'tornei%'")),
             QStringLiteral("tornei_director:false tornei_table:false"));
    // Records are compressed with LZ4, not pglz.
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(c.relname || ':' || a.attcompression::text, ' ' ORDER BY c.relname)"
                                " FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n"
                                " ON n.oid = c.relnamespace WHERE n.nspname = 'tornei_club' AND a.attname = 'record'"
                                " AND c.relkind = 'r'")),
             QStringLiteral("disputes:l games:l set_aside:l"));
    sql(QStringLiteral("INSERT INTO tornei_club.games (id, revision, record, record_sha256) VALUES"
                       " (gen_random_uuid(), 1, repeat('{\"rounds\": []}', 1000), repeat('b', 64))"));
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
    QCOMPARE(sql(QStringLiteral("INSERT INTO tornei_club.games (id, revision, record, record_sha256) VALUES"
                                " ('%1', 1, 'cards of table 1', repeat('a', 64)) RETURNING submitted_by")
                     .arg(game),
                 QStringLiteral("table1"), QStringLiteral("one")),
             QStringLiteral("table1"));

    // Table 2 sees the game but cannot change, void, delete, take over or pass off a game as table 1's.
    QCOMPARE(sql(QStringLiteral("SELECT record FROM tornei_club.games"), QStringLiteral("table2"), QStringLiteral("two")),
             QStringLiteral("cards of table 1"));
    QCOMPARE(sql(QStringLiteral("UPDATE tornei_club.games SET record = 'forged', revision = 2 RETURNING id"),
                 QStringLiteral("table2"), QStringLiteral("two")),
             QString()); // no row of table 1's is there to update
    QString why;
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
    QVERIFY2(why.contains(QStringLiteral("row-level security")), qPrintable(why));
    QVERIFY(sqlFails(QStringLiteral("ALTER TABLE tornei_club.games DISABLE ROW LEVEL SECURITY"),
                     QStringLiteral("table2"), QStringLiteral("two"), &why));
    QVERIFY(sqlFails(QStringLiteral("UPDATE tornei_club.about SET value = '1'"), QStringLiteral("table2"),
                     QStringLiteral("two"), &why));
    QCOMPARE(sql(QStringLiteral("SELECT record || ' ' || revision || ' ' || voided FROM tornei_club.games")),
             QStringLiteral("cards of table 1 1 false"));

    // Table 1 revises its own game; the director voids it.
    QCOMPARE(sql(QStringLiteral("UPDATE tornei_club.games SET record = 'corrected', revision = 2 RETURNING revision"),
                 QStringLiteral("table1"), QStringLiteral("one")),
             QStringLiteral("2"));
    QCOMPARE(sql(QStringLiteral("UPDATE tornei_club.games SET voided = true RETURNING voided"), QStringLiteral("director"),
                 QStringLiteral("chief")),
             QStringLiteral("t"));
    // A voided game is the director's: its table cannot revise it any more.
    QCOMPARE(sql(QStringLiteral("UPDATE tornei_club.games SET revision = 3 RETURNING revision"),
                 QStringLiteral("table1"), QStringLiteral("one")),
             QString());

    // A table cannot rename or merge players: it asks, and only a director applies what it asked.
    const QString player = QStringLiteral("1f1c1d5e-8b7a-4c55-9d2e-0a1b2c3d4e5f");
    sql(QStringLiteral("INSERT INTO tornei_club.players (id, name, name_key) VALUES ('%1', 'Ben', 'ben')").arg(player),
        QStringLiteral("table1"), QStringLiteral("one"));
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
    sql(QStringLiteral("INSERT INTO tornei_club.games (id, revision, record, record_sha256) VALUES"
                       " ('%1', 1, 'cards of table 1', repeat('a', 64))")
            .arg(game),
        QStringLiteral("table1"), QStringLiteral("one"));
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
    QVERIFY2(why.contains(QStringLiteral("row-level security")), qPrintable(why));
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

void TestClubServer::version5IsUpgraded()
{
    const QString &shape = Shape;
    QCOMPARE(cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()}).exitCode, 0);
    const QString fresh = sql(shape);
    QVERIFY2(fresh.contains(QStringLiteral("remove_game")) && fresh.contains(QStringLiteral("results_refer")),
             qPrintable(fresh));
    // The club's tables as version 5 left them, with a game in them.
    QString undoResultKeys;
    for (const char *table : {"game_seats", "game_summaries"}) {
        for (const char *event : {"insert", "update"})
            undoResultKeys += QStringLiteral("DROP TRIGGER %1_refer_%2 ON tornei_club.%1;").arg(QLatin1String(table), QLatin1String(event));
    }
    for (const char *table : {"games", "players"}) {
        for (const char *event : {"delete", "update"}) {
            undoResultKeys +=
                QStringLiteral("DROP TRIGGER %1_results_referred_%2 ON tornei_club.%1;").arg(QLatin1String(table), QLatin1String(event));
        }
    }
    sql(undoVersion12() + undoVersion10() + undoVersion9() + undoVersion8() + undoResultKeys +
        QStringLiteral(
            " DROP FUNCTION tornei_club.results_refer(); DROP FUNCTION tornei_club.results_referred();"
            " ALTER TABLE tornei_club.game_seats ADD CONSTRAINT game_seats_game_fkey FOREIGN KEY (game)"
            " REFERENCES tornei_club.games (id), ADD CONSTRAINT game_seats_player_fkey FOREIGN KEY (player)"
            " REFERENCES tornei_club.players (id);"
            " ALTER TABLE tornei_club.game_summaries ADD CONSTRAINT game_summaries_game_fkey FOREIGN KEY (game)"
            " REFERENCES tornei_club.games (id);"
            " DROP FUNCTION tornei_club.apply_game_request(bigint); DROP FUNCTION tornei_club.remove_game(uuid);"
            " DROP TABLE tornei_club.game_requests;"
            " UPDATE tornei_club.about SET value = '5' WHERE key = 'version';"
            " CREATE ROLE director LOGIN PASSWORD 'chief' IN ROLE tornei_director;"
            " INSERT INTO tornei_club.games (id, revision, record, record_sha256) VALUES"
            " ('6f1c1d5e-8b7a-4c55-9d2e-0a1b2c3d4e5f', 1, 'cards', repeat('a', 64))"));
    const CliRun upgrade = cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()});
    QCOMPARE(upgrade.exitCode, 0);
    QVERIFY2(upgrade.out.startsWith(QStringLiteral("Brought the club's tables from version 5 to %1 on ").arg(ClubVersion)),
             qPrintable(upgrade.out + upgrade.err));
    QCOMPARE(sql(QStringLiteral("SELECT value FROM tornei_club.about WHERE key = 'version'")), QString::number(ClubVersion));
    QCOMPARE(sql(shape), fresh);
    QCOMPARE(sql(QStringLiteral("SELECT tornei_club.remove_game(id) FROM tornei_club.games"), QStringLiteral("director"),
                 QStringLiteral("chief")),
             QStringLiteral("voided"));
}

void TestClubServer::version7IsUpgraded()
{
    QCOMPARE(cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()}).exitCode, 0);
    const QString policies = QStringLiteral("SELECT string_agg(tablename || ':' || policyname || ':' || coalesce(qual, '')"
                                            " || ':' || coalesce(with_check, ''), ' | ' ORDER BY tablename, policyname)"
                                            " FROM pg_policies WHERE schemaname = 'tornei_club'");
    const QString fresh = sql(Shape);
    const QString freshPolicies = sql(policies);
    QVERIFY2(fresh.contains(QStringLiteral("attach_game")) && fresh.contains(QStringLiteral("event_audit")),
             qPrintable(fresh));
    // The club's tables as version 7 left them, with a game of table 1 in them.
    sql(undoVersion12() + undoVersion10() + undoVersion9() + undoVersion8() +
        QStringLiteral(" UPDATE tornei_club.about SET value = '7' WHERE key = 'version';"
                       " CREATE ROLE table1 LOGIN PASSWORD 'one' IN ROLE tornei_table;"));
    QVERIFY(!sql(policies).contains(QStringLiteral("event_games")));
    const QString game = QStringLiteral("6f1c1d5e-8b7a-4c55-9d2e-0a1b2c3d4e5f");
    sql(QStringLiteral("INSERT INTO tornei_club.games (id, revision, record, record_sha256) VALUES"
                       " ('%1', 1, 'cards', repeat('a', 64))")
            .arg(game),
        QStringLiteral("table1"), QStringLiteral("one"));
    const CliRun upgrade = cli({QStringLiteral("club"), QStringLiteral("init"), m_cluster->server()});
    QCOMPARE(upgrade.exitCode, 0);
    QVERIFY2(upgrade.out.startsWith(QStringLiteral("Brought the club's tables from version 7 to %1 on ").arg(ClubVersion)),
             qPrintable(upgrade.out + upgrade.err));
    QCOMPARE(sql(Shape), fresh);
    QCOMPARE(sql(policies), freshPolicies);
    // The game is still its table's to revise, as it belongs to no event.
    QCOMPARE(sql(QStringLiteral("UPDATE tornei_club.games SET record = 'corrected', revision = 2 RETURNING revision"),
                 QStringLiteral("table1"), QStringLiteral("one")),
             QStringLiteral("2"));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.events")), QStringLiteral("0"));
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
