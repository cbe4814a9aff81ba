// Club events on the club's server, against a server of the test's own: a
// event of seven players seated by hand, its games imported at their tables
// by tornei-cli (one refused at the wrong table, by the app and by the
// server itself), a void, a close that freezes it, and the standings
// compared with figures worked by hand. What a table's login may do is the
// server's to enforce: a director's action is refused even through plain SQL.
#include "clirun.h"
#include "clubconnection.h"
#include "clubeventlistener.h"
#include "clubevents.h"
#include "clubfixture.h"
#include "clubgames.h"
#include "pgcluster.h"
#include "recordformat.h"
#include "seatingcheck.h"
#include "storeerror.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace tornei;
using namespace tornei::testing;

namespace {

constexpr int D = SeatedTable::Dummy;

// An example of the specification (complete, legal) with its seats renamed
// ("" for the dummy's), dated `minute` minutes into the event.
Record example(const char *name, const QStringList &seats, int minute)
{
    QFile file(QStringLiteral(TORNEI_TEST_DATA "/examples/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    RecordError error;
    Record record = RecordFormat::read(file.readAll(), &error).value_or(Record{});
    for (int s = 0; s < SeatCount; ++s)
        record.seats[static_cast<std::size_t>(s)] =
            seats[s].isEmpty() ? std::nullopt : std::optional<QString>(seats[s]);
    record.started = QStringLiteral("2026-11-27T19:%1:00+09:00").arg(minute, 2, 10, QLatin1Char('0'));
    return record;
}

SeatedTable table(std::array<int, SeatCount> seats, int firstDealer)
{
    SeatedTable t;
    t.seats = seats;
    t.firstDealer = firstDealer;
    return t;
}

} // namespace

class TestClubEvents : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aClubEvent();
    void aTableLoginIsRefusedADirectorsActions();
    void aLostServerIsSaidInOneSentence();
    void theServerChecksTheSeatsItself();
    void changesAreAnnounced();
    void eventsSeatedByTheServer();
    void lateArrivalsAreSeatedNextRound();

private:
    QString server(const QString &login) const { return m_cluster->server(m_database, login); }
    QString sql(const QString &statement) const;
    CliRun cli(const QString &login, const QStringList &args) const
    {
        return runCli(QStringList{QStringLiteral("--server"), server(login)} + args);
    }
    // The game as a file to import.
    QString file(const Record &record, const QString &name);
    // Event 1 of `m_database`: 7 players, 2 rounds, as the director made it.
    qint64 makeEvent();
    CliRun import(const QString &login, qint64 event, int round, int table, const QString &path) const;

    ClubCluster m_cluster;
    QString m_database;
    int m_databases = 0;
    QTemporaryDir m_dir;
    QStringList m_players = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Cho"),
                             QStringLiteral("Dai"), QStringLiteral("Emi"), QStringLiteral("Fumi"),
                             QStringLiteral("Gen")};
};

void TestClubEvents::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QVERIFY(m_dir.isValid());
    QString why;
    m_cluster =
        startClubCluster({QStringLiteral("table1"), QStringLiteral("table2")}, {QStringLiteral("director")}, &why);
    QVERIFY2(m_cluster, qPrintable(why));
}

void TestClubEvents::init()
{
    m_database = QStringLiteral("club%1").arg(++m_databases);
    QString why;
    QVERIFY2(makeClubDatabase(*m_cluster, m_database, &why), qPrintable(why));
}

void TestClubEvents::cleanup()
{
    m_database.clear();
}

QString TestClubEvents::sql(const QString &statement) const
{
    QString output;
    if (!m_cluster->psql(statement, &output, m_database))
        qWarning("psql failed: %s", qPrintable(output));
    return output;
}

QString TestClubEvents::file(const Record &record, const QString &name)
{
    const QString path = m_dir.filePath(m_database + QLatin1Char('-') + name + QStringLiteral(".json"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(RecordFormat::write(record)) < 0)
        return {};
    return path;
}

CliRun TestClubEvents::import(const QString &login, qint64 event, int round, int table, const QString &path) const
{
    return cli(login,
               {QStringLiteral("import"), QStringLiteral("--event"), QString::number(event), QStringLiteral("--round"),
                QString::number(round), QStringLiteral("--table"), QString::number(table), path});
}

qint64 TestClubEvents::makeEvent()
{
    const CliRun made =
        cli(QStringLiteral("director"),
            {QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Friday night"),
             QStringLiteral("--players"), m_players.join(QLatin1Char(',')), QStringLiteral("--rounds"),
             QStringLiteral("2"), QStringLiteral("--date"), QStringLiteral("2026-11-27"), QStringLiteral("--json")});
    if (made.exitCode != 0)
        qWarning("event create: %s", qPrintable(made.err));
    return QJsonDocument::fromJson(made.out.toUtf8()).object().value(QStringLiteral("event")).toInteger();
}

void TestClubEvents::aClubEvent()
{
    // Aki is a player of the club already, under another case: the event takes the club's player.
    sql(QStringLiteral(
        "INSERT INTO tornei_club.players (id, name, name_key) VALUES (gen_random_uuid(), 'Aki', 'aki')"));
    m_players[0] = QStringLiteral("aki");
    const CliRun made =
        cli(QStringLiteral("director"),
            {QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Friday night"),
             QStringLiteral("--players"), m_players.join(QLatin1Char(',')), QStringLiteral("--rounds"),
             QStringLiteral("2"), QStringLiteral("--date"), QStringLiteral("2026-11-27"), QStringLiteral("--json")});
    QCOMPARE(made.exitCode, 0);
    QCOMPARE(made.out, QStringLiteral("{\n  \"event\": 1,\n  \"name\": \"Friday night\",\n  \"date\": \"2026-11-27\",\n"
                                      "  \"rounds\": 2,\n  \"players\": [\n    \"Aki\",\n    \"Ben\",\n    \"Cho\",\n"
                                      "    \"Dai\",\n    \"Emi\",\n    \"Fumi\",\n    \"Gen\"\n  ]\n}\n"));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.players")), QStringLiteral("7"));
    const qint64 event = 1;

    // The seating, made by hand: round 1 a table of four and one of three;
    // round 2 two tables of three, Aki sitting out.
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    ClubEvents events(director.db());
    const SeatedRound first{{table({0, 1, 2, 3}, 0), table({4, 5, 6, D}, 2)}, {}};
    const SeatedRound second{{table({1, D, 4, 6}, 0), table({D, 2, 3, 5}, 3)}, {0}};
    QVERIFY2(events.saveSeating(event, 1, first, &error), qPrintable(error.message));
    QVERIFY2(events.saveSeating(event, 2, SeatedRound{{table({0, 1, 2, D}, 0)}, {3}}, &error),
             qPrintable(error.message));
    QVERIFY2(events.saveSeating(event, 2, second, &error), qPrintable(error.message)); // seated again before a game
    const std::optional<EventSeating> read = events.seating(event, 2, &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->seated, second);
    QCOMPARE(read->players,
             (QStringList{QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Cho"), QStringLiteral("Dai"),
                          QStringLiteral("Emi"), QStringLiteral("Fumi"), QStringLiteral("Gen")}));
    QVERIFY(!events.saveSeating(event, 3, first, &error)); // the event has two rounds
    const CliRun seat =
        cli(QStringLiteral("table1"), {QStringLiteral("event"), QStringLiteral("seat"), QStringLiteral("1"),
                                       QStringLiteral("--round"), QStringLiteral("2"), QStringLiteral("--json")});
    QCOMPARE(seat.exitCode, 0);
    QCOMPARE(
        QJsonDocument::fromJson(seat.out.toUtf8()).toJson(QJsonDocument::Compact),
        QByteArray(R"({"round":2,"sittingOut":["Aki"],"tables":[{"firstDealer":0,"seats":["Ben",null,"Emi","Gen"],)"
                   R"("table":1},{"firstDealer":3,"seats":[null,"Cho","Dai","Fumi"],"table":2}]})"));
    QVERIFY2(seat.out.startsWith(QStringLiteral("{\n  \"round\": 2,\n  \"tables\": [\n    {\n      \"table\": 1,\n"
                                                "      \"seats\": [\n")),
             qPrintable(seat.out));

    // The games, each at its table (totals from the examples' own scores).
    // Round 1, table 1: Aki 37, Ben 30, Cho 23, Dai 21 (4 rounds each).
    // Round 1, table 2: Emi 14, Fumi 16, Gen 20 (3 rounds each).
    // Round 2, table 1: Ben 13, Emi 22, Gen 14; table 2: Cho 9, Dai 16, Fumi 19 (3 rounds each).
    const QString r1t1 =
        file(example("0003-legal-complete.json", {"aki", "Ben", "Cho", "Dai"}, 0), QStringLiteral("r1t1"));
    const QString r1t2 =
        file(example("0005-legal-complete.json", {"Emi", "Fumi", "Gen", ""}, 1), QStringLiteral("r1t2"));
    const QString r2t1 =
        file(example("0020-legal-complete.json", {"Ben", "", "Emi", "Gen"}, 30), QStringLiteral("r2t1"));
    const QString r2t2 =
        file(example("0011-legal-complete.json", {"", "Cho", "Dai", "Fumi"}, 31), QStringLiteral("r2t2"));
    const CliRun first1 = import(QStringLiteral("table1"), event, 1, 1, r1t1);
    QCOMPARE(first1.exitCode, 0);
    QVERIFY2(first1.out.endsWith(QStringLiteral(": sent as game #1, at table 1 of round 1 of event 1\n")),
             qPrintable(first1.out + first1.err));
    QCOMPARE(import(QStringLiteral("table2"), event, 1, 2, r1t2).exitCode, 0);
    // Round 1 has games now: it is not seated again.
    QVERIFY(!events.saveSeating(event, 1, first, &error));
    QVERIFY2(error.message.contains(QStringLiteral("cannot be seated again")), qPrintable(error.message));

    // Round 2's first table's game brought to the second table: refused, nothing sent.
    const CliRun wrong = import(QStringLiteral("table1"), event, 2, 2, r2t1);
    QCOMPARE(wrong.exitCode, 1);
    QVERIFY2(wrong.err.contains(QStringLiteral("Seat 0 of the game is Ben, where table 2 of round 2 has the dummy")),
             qPrintable(wrong.err));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) || ' ' || (SELECT count(*) FROM tornei_club.event_games)"
                                " FROM tornei_club.games")),
             QStringLiteral("2 2"));
    QCOMPARE(import(QStringLiteral("table1"), event, 2, 1, r2t1).exitCode, 0);
    QCOMPARE(import(QStringLiteral("table2"), event, 2, 2, r2t2).exitCode, 0);
    // The same file again is the same game, at the same table: nothing changes.
    QCOMPARE(import(QStringLiteral("table2"), event, 2, 2, r2t2).exitCode, 0);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.event_games")), QStringLiteral("4"));

    // Before the void, Fumi has 1/2 (round 1) + 1 (best of round 2's second table).
    const CliRun live = cli(QStringLiteral("table1"), {QStringLiteral("event"), QStringLiteral("standings"),
                                                       QStringLiteral("1"), QStringLiteral("--json")});
    QCOMPARE(live.exitCode, 0);
    QVERIFY2(live.out.contains(QStringLiteral("\"name\": \"Fumi\",\n      \"rank\": 1,\n      \"points\": 1.5,")),
             qPrintable(live.out));

    // The director voids round 2's second game: it leaves the standings, and the audit has why.
    const CliRun voided =
        cli(QStringLiteral("director"),
            {QStringLiteral("event"), QStringLiteral("void"), QStringLiteral("1"), QStringLiteral("--game"),
             QStringLiteral("4"), QStringLiteral("--reason"), QStringLiteral("cards misdealt")});
    QCOMPARE(voided.exitCode, 0);
    QCOMPARE(voided.out, QStringLiteral("Game 4 of event 1 is voided.\n"));

    // Worked by hand: round 1 table 1 gives Aki 3/3, Ben 2/3, Cho 1/3, Dai 0;
    // table 2 Gen 2/2, Fumi 1/2, Emi 0; round 2 table 1 Emi 2/2, Gen 1/2,
    // Ben 0. Gen 3/2; Aki 1 (37/4 = 9.25 a round) above Emi 1 (36/6 = 6);
    // Ben 2/3 (43/7); Fumi 1/2 (16/3); Cho 1/3 (23/4); Dai 0 (21/4).
    const QString expected =
        QStringLiteral(R"({"event":1,"final":false,"players":[)"
                       R"({"averageRoundScore":5.67,"games":2,"name":"Gen","points":1.5,"rank":1,"wins":1},)"
                       R"({"averageRoundScore":9.25,"games":1,"name":"Aki","points":1,"rank":2,"wins":1},)"
                       R"({"averageRoundScore":6,"games":2,"name":"Emi","points":1,"rank":3,"wins":1},)"
                       R"({"averageRoundScore":6.14,"games":2,"name":"Ben","points":0.67,"rank":4,"wins":0},)"
                       R"({"averageRoundScore":5.33,"games":1,"name":"Fumi","points":0.5,"rank":5,"wins":0},)"
                       R"({"averageRoundScore":5.75,"games":1,"name":"Cho","points":0.33,"rank":6,"wins":0},)"
                       R"({"averageRoundScore":5.25,"games":1,"name":"Dai","points":0,"rank":7,"wins":0}]})");
    const CliRun standings = cli(QStringLiteral("table2"), {QStringLiteral("event"), QStringLiteral("standings"),
                                                            QStringLiteral("1"), QStringLiteral("--json")});
    QCOMPARE(standings.exitCode, 0);
    QCOMPARE(QString::fromUtf8(QJsonDocument::fromJson(standings.out.toUtf8()).toJson(QJsonDocument::Compact)),
             expected);
    QVERIFY2(standings.out.startsWith(QStringLiteral("{\n  \"event\": 1,\n  \"final\": false,\n  \"players\": [\n"
                                                     "    {\n      \"name\": \"Gen\",\n      \"rank\": 1,\n"
                                                     "      \"points\": 1.5,\n      \"games\": 2,\n      \"wins\": 1,\n"
                                                     "      \"averageRoundScore\": 5.67\n    },\n")),
             qPrintable(standings.out));
    QVERIFY2(standings.out.contains(QStringLiteral("\"averageRoundScore\": 6.0\n")), qPrintable(standings.out));

    // Closed: final standings; no game attached, voided or seated until it is reopened.
    const CliRun closed =
        cli(QStringLiteral("director"), {QStringLiteral("event"), QStringLiteral("close"), QStringLiteral("1"),
                                         QStringLiteral("--reason"), QStringLiteral("last table done")});
    QCOMPARE(closed.exitCode, 0);
    const QString again =
        file(example("0011-legal-complete.json", {"", "Cho", "Dai", "Fumi"}, 45), QStringLiteral("again"));
    const CliRun late = import(QStringLiteral("table2"), event, 2, 2, again);
    QCOMPARE(late.exitCode, 1);
    QVERIFY2(late.err.contains(QStringLiteral("event 1 is closed")), qPrintable(late.err));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.games")), QStringLiteral("4"));
    QVERIFY(!events.voidGame(event, QStringLiteral("3"), QStringLiteral("late"), &error));
    QVERIFY2(error.message.contains(QStringLiteral("closed")), qPrintable(error.message));
    QVERIFY(!events.saveSeating(event, 2, second, &error));
    // Not even a director's void done by hand.
    QSqlQuery byHand(director.db());
    QVERIFY(!byHand.exec(QStringLiteral("UPDATE tornei_club.games SET voided = true WHERE number = 3")));
    QCOMPARE(byHand.lastError().nativeErrorCode(), QStringLiteral("42501"));
    const CliRun final =
        cli(QStringLiteral("table2"), {QStringLiteral("event"), QStringLiteral("standings"), QStringLiteral("1")});
    QCOMPARE(final.exitCode, 0);
    QVERIFY2(final.out.startsWith(QStringLiteral("Event 1, final standings:\n"
                                                 "Rank  Player  Points  Games  Wins  Total  Avg round\n"
                                                 "   1  Gen       1.50      2     1     34       5.67\n"
                                                 "   2  Aki       1.00      1     1     37       9.25\n")),
             qPrintable(final.out));

    // Reopened, the corrected game goes to its table.
    QCOMPARE(cli(QStringLiteral("director"), {QStringLiteral("event"), QStringLiteral("reopen"), QStringLiteral("1")})
                 .exitCode,
             0);
    QCOMPARE(import(QStringLiteral("table2"), event, 2, 2, again).exitCode, 0);
    const std::optional<EventResults> results = events.standings(event, &error);
    QVERIFY2(results, qPrintable(error.message));
    QVERIFY(!results->final);
    // Fumi 1/2 + 1 again, and 35/6 a round: above Gen's 3/2 at 34/6.
    QCOMPARE(results->players.front().name, QStringLiteral("Fumi"));
    QCOMPARE(results->players.front().pointsTwelfths, 18);
    QCOMPARE(results->players[1].name, QStringLiteral("Gen"));
    const std::optional<std::vector<EventAuditEntry>> audit = events.audit(event, &error);
    QVERIFY2(audit, qPrintable(error.message));
    QStringList said;
    for (const EventAuditEntry &entry : *audit)
        said << QStringLiteral("%1 %2 %3 %4 %5")
                    .arg(entry.login, entry.role, entry.action)
                    .arg(entry.game)
                    .arg(entry.reason);
    QCOMPARE(said, (QStringList{QStringLiteral("director director create 0 "),
                                QStringLiteral("director director seat 0 round 1"),
                                QStringLiteral("director director seat 0 round 2"),
                                QStringLiteral("director director seat 0 round 2"),
                                QStringLiteral("table1 table attach 1 round 1, table 1"),
                                QStringLiteral("table2 table attach 2 round 1, table 2"),
                                QStringLiteral("table1 table attach 3 round 2, table 1"),
                                QStringLiteral("table2 table attach 4 round 2, table 2"),
                                QStringLiteral("director director void 4 cards misdealt"),
                                QStringLiteral("director director close 0 last table done"),
                                QStringLiteral("director director reopen 0 "),
                                // Numbers taken by the refused sends are not given again.
                                QStringLiteral("table2 table attach %1 round 2, table 2")
                                    .arg(sql(QStringLiteral("SELECT max(number) FROM tornei_club.games")))}));
}

void TestClubEvents::aTableLoginIsRefusedADirectorsActions()
{
    const qint64 event = makeEvent();
    QCOMPARE(event, 1);
    // Through the app: exit 1 with the server's refusal said.
    for (const QStringList &args :
         {QStringList{QStringLiteral("close"), QStringLiteral("1")},
          QStringList{QStringLiteral("reopen"), QStringLiteral("1")},
          QStringList{QStringLiteral("void"), QStringLiteral("1"), QStringLiteral("--game"), QStringLiteral("1"),
                      QStringLiteral("--reason"), QStringLiteral("x")},
          QStringList{QStringLiteral("create"), QStringLiteral("Mine"), QStringLiteral("--players"),
                      QStringLiteral("A,B,C"), QStringLiteral("--rounds"), QStringLiteral("1")},
          QStringList{QStringLiteral("add"), QStringLiteral("1"), QStringLiteral("--players"), QStringLiteral("Zed")}}) {
        const CliRun run = cli(QStringLiteral("table1"), QStringList{QStringLiteral("event")} + args);
        QCOMPARE(run.exitCode, 1);
        // Only the reason, in one sentence: nothing of the driver's before it.
        QVERIFY2(run.err.startsWith(QStringLiteral("The club server refused: this login may not do that (")),
                 qPrintable(run.err));
        QVERIFY2(run.err.endsWith(QStringLiteral(").\n")) && run.err.count(QLatin1Char('\n')) == 1,
                 qPrintable(run.err));
    }
    QCOMPARE(sql(QStringLiteral("SELECT count(*) || ' ' || bool_or(closed) FROM tornei_club.events")),
             QStringLiteral("1 false"));
    // Through plain SQL: the server itself refuses (SQLSTATE 42501).
    ClubConnection table;
    StoreError error;
    QVERIFY2(table.open(server(QStringLiteral("table1")), &error), qPrintable(error.message));
    for (const char *statement :
         {"SELECT tornei_club.close_event(1, 'mine now')", "SELECT tornei_club.reopen_event(1, NULL)",
          "SELECT tornei_club.seat_round(1, 1, '{\"tables\": [{\"seats\": [0, 1, 2, 3], \"firstDealer\": 0}]}')",
          "SELECT tornei_club.void_event_game(1, gen_random_uuid(), 'x')",
          "SELECT tornei_club.create_event('x', current_date, 1, '{}')", "UPDATE tornei_club.events SET closed = true",
          "SELECT tornei_club.add_event_players(1, ARRAY[(SELECT id FROM tornei_club.players LIMIT 1)])",
          "INSERT INTO tornei_club.events (name, date, rounds) VALUES ('x', current_date, 1)",
          "DELETE FROM tornei_club.event_players",
          "INSERT INTO tornei_club.event_audit (event, role, action) VALUES (1, 'director', 'close')",
          "SELECT tornei_club.lock_event(1, false)"}) {
        QSqlQuery query(table.db());
        QVERIFY2(!query.exec(QLatin1String(statement)), statement);
        QVERIFY2(query.lastError().nativeErrorCode() == QLatin1String("42501"),
                 qPrintable(QLatin1String(statement) + QLatin1Char(' ') + query.lastError().text()));
    }
    // What a table may do: read.
    QSqlQuery read(table.db());
    QVERIFY(read.exec(QStringLiteral("SELECT name FROM tornei_club.events")) && read.next());
    QCOMPARE(read.value(0).toString(), QStringLiteral("Friday night"));
    QCOMPARE(sql(QStringLiteral("SELECT closed FROM tornei_club.events")), QStringLiteral("f"));
}

// The server stopped under an open connection: the error says so in a
// sentence of its own, and nothing of the driver's is printed on the way.
void TestClubEvents::aLostServerIsSaidInOneSentence()
{
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    ClubEvents events(director.db());
    QVERIFY2(events.list(&error), qPrintable(error.message));
    m_cluster->stop();
    const auto resume = qScopeGuard([this] {
        QString why;
        QVERIFY2(m_cluster->resume(&why), qPrintable(why));
    });
    QTest::failOnWarning(QRegularExpression(QStringLiteral("database not open|Unable to free")));
    for (int attempt = 0; attempt < 2; ++attempt) {
        // Once as the connection breaks, once more on the connection already lost.
        QVERIFY(!events.create(QStringLiteral("Lost"), QDate(2026, 11, 28), 1, {QStringLiteral("Aki")}, &error));
        QVERIFY2(!error.message.endsWith(QStringLiteral("()")) && !error.message.endsWith(QStringLiteral("().")),
                 qPrintable(error.message));
        QVERIFY2(error.message.endsWith(QLatin1Char('.')), qPrintable(error.message));
        QVERIFY2(!error.message.contains(QLatin1Char('\n')), qPrintable(error.message));
    }
    QVERIFY2(error.message.startsWith(QStringLiteral("The c")), qPrintable(error.message));
    // A connection already closed on this side says nothing of itself: the sentence says it is lost.
    QCOMPARE(ClubConnection::serverError(QSqlError()).message, QStringLiteral("The connection to the club server was lost."));
    // QPSQL's "(SQLSTATE)" is not the user's, empty or not.
    QCOMPARE(ClubConnection::serverError(QSqlError(QStringLiteral("QPSQL: Unable to create query"),
                                                   QStringLiteral("server closed the connection unexpectedly\n\tThis "
                                                                  "probably means the server terminated abnormally\n()"),
                                                   QSqlError::StatementError))
                 .message,
             QStringLiteral("The club server reported an error: server closed the connection unexpectedly."));
}

void TestClubEvents::theServerChecksTheSeatsItself()
{
    const qint64 event = makeEvent();
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    QVERIFY2(ClubEvents(director.db())
                 .saveSeating(event, 1, SeatedRound{{table({0, 1, 2, 3}, 0), table({4, 5, 6, D}, 0)}, {}}, &error),
             qPrintable(error.message));
    // A table sends a game of table 1's players, through the club's own submit, then asks the server to
    // attach it to table 2: the server compares the seats itself.
    ClubConnection table1;
    QVERIFY2(table1.open(server(QStringLiteral("table1")), &error), qPrintable(error.message));
    QSqlQuery ids(table1.db());
    QVERIFY(ids.exec(QStringLiteral("SELECT p.player::text FROM tornei_club.event_players p ORDER BY p.position")));
    std::array<QString, SeatCount> players;
    for (int s = 0; s < SeatCount && ids.next(); ++s)
        players[static_cast<std::size_t>(s)] = ids.value(0).toString();
    const Record record = example("0003-legal-complete.json", {"Aki", "Ben", "Cho", "Dai"}, 5);
    const QByteArray text = RecordFormat::write(record);
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const std::optional<ClubReceipt> sent =
        ClubGames(table1.db())
            .submit(id, 0, QString(), text,
                    QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex()), players,
                    &error);
    QVERIFY2(sent && sent->outcome == ClubReceipt::Outcome::Added, qPrintable(error.message));
    ClubEvents events(table1.db());
    QVERIFY(!events.attach(event, 1, 2, id, &error));
    QVERIFY2(error.message.contains(QStringLiteral("seat 0 of the game is Aki, where table 2 of round 1 has Emi")),
             qPrintable(error.message));
    QVERIFY(!events.attach(event, 2, 1, id, &error));
    QVERIFY2(error.message.contains(QStringLiteral("round 2 of event 1 is not seated")), qPrintable(error.message));
    // Another table's login may not attach it; a director may, and the table too.
    ClubConnection table2;
    QVERIFY2(table2.open(server(QStringLiteral("table2")), &error), qPrintable(error.message));
    QVERIFY(!ClubEvents(table2.db()).attach(event, 1, 1, id, &error));
    QVERIFY2(error.message.contains(QStringLiteral("may not do that")), qPrintable(error.message));
    QCOMPARE(events.attach(event, 1, 1, id, &error), std::optional(ClubEvents::Change::Done));
    QCOMPARE(events.attach(event, 1, 1, id, &error), std::optional(ClubEvents::Change::Unchanged));

    // Attached, the game is no longer its table's to revise: a revision waits as a dispute for a director.
    Record revised = record;
    revised.started = QStringLiteral("2026-11-27T20:05:00+09:00");
    const QByteArray revisedText = RecordFormat::write(revised);
    const std::optional<ClubReceipt> revision =
        ClubGames(table1.db())
            .submit(id, 1, QString(), revisedText,
                    QString::fromLatin1(QCryptographicHash::hash(revisedText, QCryptographicHash::Sha256).toHex()),
                    players, &error);
    QVERIFY2(revision, qPrintable(error.message));
    QCOMPARE(revision->outcome, ClubReceipt::Outcome::Disputed);
    QSqlQuery seats(table1.db());
    QVERIFY(!seats.exec(QStringLiteral("DELETE FROM tornei_club.game_seats RETURNING game")) || !seats.next());
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.game_seats")), QStringLiteral("4"));
}

void TestClubEvents::changesAreAnnounced()
{
    const qint64 event = makeEvent();
    ClubEventListener listener;
    QVERIFY(listener.listen(server(QStringLiteral("table2"))));
    QSignalSpy news(&listener, &ClubEventListener::eventChanged);
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    ClubEvents events(director.db());
    QVERIFY2(events.saveSeating(event, 1, SeatedRound{{table({0, 1, 2, 3}, 0)}, {4, 5, 6}}, &error),
             qPrintable(error.message));
    QVERIFY(news.wait(10000));
    QCOMPARE(news.takeFirst().value(0).toLongLong(), event);
    const QString path =
        file(example("0003-legal-complete.json", {"Aki", "Ben", "Cho", "Dai"}, 7), QStringLiteral("announced"));
    QCOMPARE(import(QStringLiteral("table1"), event, 1, 1, path).exitCode, 0);
    QVERIFY(news.wait(10000));
    QCOMPARE(news.takeFirst().value(0).toLongLong(), event);
    // A revision by the director, and a void: each is news of the event, and only its id.
    QSqlQuery ids(director.db());
    QVERIFY(ids.exec(QStringLiteral("SELECT g.id::text, (SELECT string_agg(p.player::text, ',' ORDER BY p.position)"
                                    " FROM tornei_club.event_players p) FROM tornei_club.games g")) &&
            ids.next());
    const QString id = ids.value(0).toString();
    const QStringList players = ids.value(1).toString().split(QLatin1Char(','));
    const QByteArray revised =
        RecordFormat::write(example("0003-legal-complete.json", {"Aki", "Ben", "Cho", "Dai"}, 8));
    const std::optional<ClubReceipt> revision =
        ClubGames(director.db())
            .submit(id, 1, QString(), revised,
                    QString::fromLatin1(QCryptographicHash::hash(revised, QCryptographicHash::Sha256).toHex()),
                    {players[0], players[1], players[2], players[3]}, &error);
    QVERIFY2(revision && revision->outcome == ClubReceipt::Outcome::Revised, qPrintable(error.message));
    QVERIFY(news.wait(10000));
    QCOMPARE(news.takeFirst().value(0).toLongLong(), event);
    QVERIFY(events.voidGame(event, QStringLiteral("1"), QStringLiteral("wrong deck"), &error));
    QVERIFY(news.wait(10000));
    QCOMPARE(news.takeFirst().value(0).toLongLong(), event);
    const std::optional<std::vector<EventAuditEntry>> audit = events.audit(event, &error);
    QVERIFY2(audit && audit->size() >= 2, qPrintable(error.message));
    // Written by the service, named as whoever sent it.
    const EventAuditEntry &revise = (*audit)[audit->size() - 2];
    QCOMPARE(revise.login + QLatin1Char(' ') + revise.role + QLatin1Char(' ') + revise.action,
             QStringLiteral("director director revise"));
    QCOMPARE(audit->back().action + QLatin1Char(' ') + audit->back().reason, QStringLiteral("void wrong deck"));
}

void TestClubEvents::lateArrivalsAreSeatedNextRound()
{
    const QStringList five = m_players.mid(0, 5);
    const CliRun made =
        cli(QStringLiteral("director"), {QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Late"),
                                         QStringLiteral("--players"), five.join(QLatin1Char(',')),
                                         QStringLiteral("--rounds"), QStringLiteral("3"), QStringLiteral("--json")});
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    const auto seat = [&](int round) {
        return cli(QStringLiteral("director"), {QStringLiteral("event"), QStringLiteral("seat"), QStringLiteral("1"),
                                                QStringLiteral("--round"), QString::number(round), QStringLiteral("--json")});
    };
    const QJsonObject first = QJsonDocument::fromJson(seat(1).out.toUtf8()).object();
    QCOMPARE(first.value(QStringLiteral("tables")).toArray().size(), 1);
    QCOMPARE(first.value(QStringLiteral("sittingOut")).toArray().size(), 1);

    // Fumi comes after round 1 is seated; Aki, named again (in other case), is there already.
    const CliRun added = cli(QStringLiteral("director"),
                             {QStringLiteral("event"), QStringLiteral("add"), QStringLiteral("1"), QStringLiteral("--players"),
                              QStringLiteral("Fumi, aki"), QStringLiteral("--json")});
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    QJsonArray players;
    for (const QString &name : m_players.mid(0, 6))
        players.append(name);
    QCOMPARE(QJsonDocument::fromJson(added.out.toUtf8()).object().value(QStringLiteral("players")).toArray(), players);
    // Round 1 as it was; round 2 seats all six at two tables of three, nobody out.
    QCOMPARE(QJsonDocument::fromJson(seat(1).out.toUtf8()).object(), first);
    const QJsonObject second = QJsonDocument::fromJson(seat(2).out.toUtf8()).object();
    const QJsonArray tables = second.value(QStringLiteral("tables")).toArray();
    QCOMPARE(tables.size(), 2);
    QVERIFY(second.value(QStringLiteral("sittingOut")).toArray().isEmpty());
    QVERIFY(QJsonDocument(tables).toJson().contains("Fumi"));
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(action, ' ' ORDER BY id) FROM tornei_club.event_audit")),
             QStringLiteral("create seat add seat"));
    // Adding no one new changes nothing, and says so; a closed event takes nobody.
    const CliRun again = cli(QStringLiteral("director"), {QStringLiteral("event"), QStringLiteral("add"),
                                                         QStringLiteral("1"), QStringLiteral("--players"),
                                                         QStringLiteral("Fumi")});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.out.startsWith(QStringLiteral("Every player named is in event 1 already; its players are ")),
             qPrintable(again.out));
    QVERIFY2(again.out.contains(QStringLiteral("Fumi")), qPrintable(again.out));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.event_audit WHERE action = 'add'")), QStringLiteral("1"));
    QCOMPARE(cli(QStringLiteral("director"), {QStringLiteral("event"), QStringLiteral("close"), QStringLiteral("1")}).exitCode,
             0);
    const CliRun closed = cli(QStringLiteral("director"), {QStringLiteral("event"), QStringLiteral("add"), QStringLiteral("1"),
                                                          QStringLiteral("--players"), QStringLiteral("Gen")});
    QCOMPARE(closed.exitCode, 1);
    QVERIFY2(closed.err.contains(QStringLiteral("closed")), qPrintable(closed.err));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.event_players")), QStringLiteral("6"));
    // Usage: an event and players are needed.
    QCOMPARE(cli(QStringLiteral("director"), {QStringLiteral("event"), QStringLiteral("add"), QStringLiteral("1")}).exitCode,
             2);

    // An event's name is written as a player's may be: a tab or a name of 101 characters is refused,
    // by the command and by the server itself.
    for (const QString &name : {QStringLiteral("Club\tnight"), QString(101, QLatin1Char('x'))}) {
        const CliRun refused =
            cli(QStringLiteral("director"), {QStringLiteral("event"), QStringLiteral("create"), name,
                                             QStringLiteral("--players"), five.join(QLatin1Char(',')),
                                             QStringLiteral("--rounds"), QStringLiteral("3")});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.startsWith(QStringLiteral("That cannot be an event's name")), qPrintable(refused.err));
        QString out;
        QVERIFY(!m_cluster->psql(QStringLiteral("SELECT tornei_club.create_event('%1', current_date, 3, "
                                                "ARRAY(SELECT id FROM tornei_club.players LIMIT 3))")
                                     .arg(name),
                                 &out, m_database, QStringLiteral("director"), QStringLiteral("pw")));
        QVERIFY2(out.contains(QStringLiteral("an event's name must show something")), qPrintable(out));
    }
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.events")), QStringLiteral("1"));
}

QTEST_GUILESS_MAIN(TestClubEvents)
#include "tst_clubevents.moc"

// `event seat` seats a round from the rounds before it: for events of 5, 7
// and 13 players, round after round through the CLI, the seating is the one
// seatRound gives (whose rules tst_seating counts), saved on the server and
// shown again as it is. Only a director seats; rounds are seated in order; a
// round is seated anew for the players present before its games begin.
void TestClubEvents::eventsSeatedByTheServer()
{
    for (const int count : {5, 7, 13}) {
        QStringList names;
        for (int i = 0; i < count; ++i)
            names << QStringLiteral("P%1").arg(i + 1, 2, 10, QLatin1Char('0'));
        const int rounds = 4;
        const CliRun made = cli(QStringLiteral("director"),
                                {QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Event %1").arg(count),
                                 QStringLiteral("--players"), names.join(QLatin1Char(',')), QStringLiteral("--rounds"),
                                 QString::number(rounds), QStringLiteral("--json")});
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        const QString event =
            QString::number(QJsonDocument::fromJson(made.out.toUtf8()).object().value(QStringLiteral("event")).toInteger());
        const auto seat = [&](const QString &login, int round, QStringList more = {}) {
            return cli(login, QStringList{QStringLiteral("event"), QStringLiteral("seat"), event, QStringLiteral("--round"),
                                          QString::number(round), QStringLiteral("--json")} +
                                  more);
        };
        const CliRun early = seat(QStringLiteral("director"), 2);
        QCOMPARE(early.exitCode, 1);
        QVERIFY2(early.err.contains(QStringLiteral("Round 1 is not seated yet")), qPrintable(early.err));
        QCOMPARE(seat(QStringLiteral("table1"), 1).exitCode, 1); // a table may not seat

        const std::vector<SeatedRound> expected = seatEvent(count, rounds);
        for (int round = 1; round <= rounds; ++round) {
            const CliRun seated = seat(QStringLiteral("director"), round);
            QVERIFY2(seated.exitCode == 0, qPrintable(seated.err));
            const QJsonObject json = QJsonDocument::fromJson(seated.out.toUtf8()).object();
            QCOMPARE(json.value(QStringLiteral("round")).toInt(), round);
            const SeatedRound &want = expected[static_cast<std::size_t>(round - 1)];
            const QJsonArray tables = json.value(QStringLiteral("tables")).toArray();
            QCOMPARE(tables.size(), static_cast<qsizetype>(want.tables.size()));
            for (qsizetype t = 0; t < tables.size(); ++t) {
                const QJsonObject table = tables[t].toObject();
                const SeatedTable &w = want.tables[static_cast<std::size_t>(t)];
                QCOMPARE(table.value(QStringLiteral("table")).toInt(), static_cast<int>(t) + 1);
                QCOMPARE(table.value(QStringLiteral("firstDealer")).toInt(), w.firstDealer);
                const QJsonArray seats = table.value(QStringLiteral("seats")).toArray();
                QCOMPARE(seats.size(), SeatCount);
                for (int s = 0; s < SeatCount; ++s) {
                    const int player = w.seats[static_cast<std::size_t>(s)];
                    QCOMPARE(seats[s].isNull(), player == SeatedTable::Dummy);
                    if (player != SeatedTable::Dummy)
                        QCOMPARE(seats[s].toString(), names[player]);
                }
            }
            QStringList out;
            for (const QJsonValue name : json.value(QStringLiteral("sittingOut")).toArray())
                out << name.toString();
            QStringList wantOut;
            for (int player : want.sittingOut)
                wantOut << names[player];
            QCOMPARE(out, wantOut);
            // Asked again (by a table too), the round is shown as it was seated.
            QCOMPARE(seat(QStringLiteral("table1"), round).out, seated.out);
        }
        QVERIFY(repeatsOf(expected) >= repeatBound(count, rounds));
        // Someone leaves before round 4 begins: it is seated anew without them.
        const CliRun again = seat(QStringLiteral("director"), rounds,
                                  {QStringLiteral("--present"), names.mid(1).join(QLatin1Char(','))});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY(!again.out.contains(names[0]));
        QCOMPARE(seat(QStringLiteral("director"), rounds + 1).exitCode, 1); // no such round
    }
}
