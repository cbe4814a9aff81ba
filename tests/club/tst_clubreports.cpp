// `tornei-cli --server SERVER games` and `stats` against a real server of the
// test's own: games sent through ClubGames::submit (with the results the rules
// engine made of them) are listed and summed by the server exactly as the
// local commands list and sum the same games in a local database; a revision
// replaces a game's results, a voided or excluded game is left out of the
// statistics, a merged player counts as the one they were merged into, and a
// table cannot write the results of another table's game.
#include "clirun.h"
#include "clubconnection.h"
#include "clubfixture.h"
#include "clubgames.h"
#include "clubschema.h"
#include "gamerecords.h"
#include "pgcluster.h"
#include "playername.h"
#include "randomgame.h"
#include "recordformat.h"
#include "storeerror.h"
#include "testfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace tornei;
using namespace tornei::testing;

namespace {

// A game as the club sent it: its id, the server players of its seats, its record now.
struct ClubGameSent
{
    QString id;
    std::array<QString, SeatCount> players;
    Record record;
    int revision = 1;
};

// `games --json` without what only the place that stored a game knows (when it got there).
QJsonArray withoutTimes(const QString &json)
{
    QJsonArray games = QJsonDocument::fromJson(json.toUtf8()).array();
    for (qsizetype i = 0; i < games.size(); ++i) {
        QJsonObject game = games[i].toObject();
        game.remove(QStringLiteral("created"));
        game.remove(QStringLiteral("updated"));
        games[i] = game;
    }
    return games;
}

} // namespace

class TestClubReports : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void serverReportsAreTheLocalOnes();
    void keptRatingsFollowEveryChange();
    void gamesOfOneInstantRateAlikeHereAndThere();
    void onlyTheServiceWritesAGamesResults();
    void unreachableOrRefusedIsSaidSo();
    void usageErrors();

private:
    QString server(const QString &login = QStringLiteral("table1")) const
    {
        return m_cluster->server(QStringLiteral("club%1").arg(m_database), login);
    }
    QString sql(const QString &statement, const QString &user = QStringLiteral("postgres"),
                const QString &password = QString()) const;
    QString addPlayer(const QString &name);
    ClubGameSent game(QRandomGenerator &rng, const QStringList &names, bool finished, int day);
    // Sends `game` as `login`; revision 1 is a new game.
    void submit(const QString &login, const ClubGameSent &game);
    // Waits until the club's service has rated every change.
    void ratingsKept();
    // The same games imported into a new local database, in this order.
    QString localDatabase(const std::vector<Record> &records);
    // `stats --json` of the server equals a laptop's holding `games`' records (under `rename`'s names).
    void statisticsAreTheLocalOnes(const std::vector<ClubGameSent> &games, const std::map<QString, QString> &rename = {});

    ClubCluster m_cluster;
    QTemporaryDir m_dir;
    int m_database = 0;
    int m_local = 0;
    std::map<QString, QString> m_players; // name -> server id
};

void TestClubReports::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QString why;
    m_cluster = startClubCluster({QStringLiteral("table1"), QStringLiteral("table2")}, {QStringLiteral("director")}, &why);
    QVERIFY2(m_cluster, qPrintable(why));
}

void TestClubReports::cleanupTestCase()
{
    m_cluster.reset();
}

void TestClubReports::init()
{
    const QString name = QStringLiteral("club%1").arg(++m_database);
    QString why;
    QVERIFY2(makeClubDatabase(*m_cluster, name, &why), qPrintable(why));
    m_players.clear();
}

QString TestClubReports::sql(const QString &statement, const QString &user, const QString &password) const
{
    QString output;
    if (!m_cluster->psql(statement, &output, QStringLiteral("club%1").arg(m_database), user, password))
        qWarning("psql failed: %s", qPrintable(output));
    return output;
}

QString TestClubReports::addPlayer(const QString &name)
{
    QString key = PlayerName::matchKey(name);
    key.replace(QLatin1Char('\''), QStringLiteral("''"));
    const QString id = sql(QStringLiteral("SELECT tornei_club.add_player('%1', '%2')")
                               .arg(QString(name).replace(QLatin1Char('\''), QStringLiteral("''")), key),
                           QStringLiteral("table1"), QStringLiteral("pw"));
    m_players[name] = id;
    return id;
}

ClubGameSent TestClubReports::game(QRandomGenerator &rng, const QStringList &names, bool finished, int day)
{
    ClubGameSent sent;
    sent.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    sent.record = finished ? RandomGame::play(rng, static_cast<int>(names.size()))
                           : RandomGame::playStopped(rng, static_cast<int>(names.size()));
    // Each game played on a day of its own, so both lists order them the same way.
    sent.record.started = QStringLiteral("2026-03-%1T19:30:00+09:00").arg(day, 2, 10, QLatin1Char('0'));
    // The fourth just after midnight at the table: still the 3rd in UTC, the 4th in a range.
    if (day == 4)
        sent.record.started = QStringLiteral("2026-03-04T00:30:00+09:00");
    int next = 0;
    for (int s = 0; s < SeatCount; ++s) {
        if (!sent.record.isPlayer(s))
            continue;
        const QString &name = names[next++];
        sent.record.seats[static_cast<std::size_t>(s)] = name;
        sent.players[static_cast<std::size_t>(s)] = m_players.at(name);
    }
    return sent;
}

void TestClubReports::submit(const QString &login, const ClubGameSent &game)
{
    ClubConnection connection;
    StoreError error;
    QVERIFY2(connection.open(server(login), &error), qPrintable(error.message));
    const QByteArray bytes = RecordFormat::write(game.record);
    const std::optional<ClubReceipt> sent =
        ClubGames(connection.db()).submit(game.id, game.revision - 1, {}, bytes, GameRecords::hash(game.record),
                                          game.players, &error);
    QVERIFY2(sent, qPrintable(error.message));
    QCOMPARE(sent->outcome, game.revision == 1 ? ClubReceipt::Outcome::Added : ClubReceipt::Outcome::Revised);
    QCOMPARE(sent->revision, game.revision);
    ratingsKept();
}

void TestClubReports::ratingsKept()
{
    // The club's service rates what changed right after it wrote the game.
    QTRY_COMPARE_WITH_TIMEOUT(sql(QStringLiteral("SELECT count(*) FROM tornei_club.rating_changes")),
                              QStringLiteral("0"), 60000);
}

QString TestClubReports::localDatabase(const std::vector<Record> &records)
{
    const QString folder = m_dir.path() + QStringLiteral("/local%1").arg(++m_local);
    QDir().mkpath(folder);
    const QString database = folder + QStringLiteral("/games.db");
    QStringList args = {QStringLiteral("--db"), database, QStringLiteral("import")};
    for (std::size_t i = 0; i < records.size(); ++i) {
        const QString file = folder + QStringLiteral("/game%1.json").arg(i);
        writeAll(file, RecordFormat::write(records[i]));
        args << file;
    }
    const CliRun imported = runCli(args);
    if (imported.exitCode != 0)
        qWarning("import failed: %s", qPrintable(imported.err));
    return database;
}

void TestClubReports::serverReportsAreTheLocalOnes()
{
    QRandomGenerator rng(20261124);
    for (const char *name : {"Ann", "Anne", "Bob", "千代", "Dmitri", "Éva"})
        addPlayer(QString::fromUtf8(name));
    // Ann and Anne never play together: Anne is merged into Ann at the end.
    const QStringList tables[] = {
        {QStringLiteral("Ann"), QStringLiteral("Bob"), QString::fromUtf8("千代"), QStringLiteral("Dmitri")},
        {QStringLiteral("Anne"), QStringLiteral("Bob"), QString::fromUtf8("Éva")},
        {QString::fromUtf8("Éva"), QStringLiteral("Dmitri"), QStringLiteral("Ann")},
        {QStringLiteral("Bob"), QString::fromUtf8("千代"), QStringLiteral("Anne"), QString::fromUtf8("Éva")},
    };
    std::vector<ClubGameSent> games;
    for (int i = 0; i < 12; ++i) {
        games.push_back(game(rng, tables[i % 4], i % 5 != 4, i + 1));
        submit(i % 2 ? QStringLiteral("table2") : QStringLiteral("table1"), games.back());
    }
    // Game 3 is left out of the statistics by the club.
    games[2].record.excluded = true;
    games[2].revision = 2;
    submit(QStringLiteral("table1"), games[2]);
    // Game 6 is corrected: other cards, same players. Its first results must not count any more.
    const QString firstTotals =
        sql(QStringLiteral("SELECT string_agg(total::text, ' ' ORDER BY seat) FROM tornei_club.game_seats"
                           " WHERE game = '%1'")
                .arg(games[5].id));
    ClubGameSent corrected = game(rng, tables[5 % 4], true, 6);
    corrected.id = games[5].id;
    corrected.revision = 2;
    games[5] = corrected;
    submit(QStringLiteral("table2"), games[5]);
    const QString revisedTotals =
        sql(QStringLiteral("SELECT string_agg(total::text, ' ' ORDER BY seat) FROM tornei_club.game_seats"
                           " WHERE game = '%1'")
                .arg(games[5].id));
    QVERIFY(!revisedTotals.isEmpty());
    QVERIFY2(firstTotals != revisedTotals, qPrintable(firstTotals)); // the random deal differs
    // A thirteenth game, finished and counted, then voided by the director.
    const ClubGameSent voided = game(rng, tables[0], true, 20);
    submit(QStringLiteral("table1"), voided);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.player_figures WHERE games > 0")),
             QStringLiteral("6"));
    const QString annBefore = sql(
        QStringLiteral("SELECT games FROM tornei_club.player_figures WHERE player = '%1'").arg(m_players.at("Ann")));
    QCOMPARE(sql(QStringLiteral("SELECT tornei_club.remove_game('%1')").arg(voided.id), QStringLiteral("director"),
                 QStringLiteral("pw")),
             QStringLiteral("voided"));
    QCOMPARE(sql(QStringLiteral("SELECT games + 1 FROM tornei_club.player_figures WHERE player = '%1'")
                     .arg(m_players.at("Ann"))),
             annBefore);
    // Anne turns out to be Ann: the director merges them, and Ann is renamed on the server.
    sql(QStringLiteral("UPDATE tornei_club.players SET merged_into = '%1' WHERE id = '%2';"
                       " UPDATE tornei_club.players SET name = 'Ann Lee', name_key = 'ann lee' WHERE id = '%1'")
            .arg(m_players.at("Ann"), m_players.at("Anne")),
        QStringLiteral("director"), QStringLiteral("pw"));

    // The same games at one laptop, under the names the server gives their players now.
    std::vector<Record> records;
    for (const ClubGameSent &sent : games) {
        Record record = sent.record;
        for (auto &seat : record.seats) {
            if (seat && (*seat == QLatin1String("Ann") || *seat == QLatin1String("Anne")))
                seat = QStringLiteral("Ann Lee");
        }
        records.push_back(record);
    }
    const QString database = localDatabase(records);
    const QStringList local = {QStringLiteral("--db"), database};
    const QStringList club = {QStringLiteral("--server"), server()};

    const QStringList commands[] = {
        {QStringLiteral("games")},
        {QStringLiteral("stats")},
        {QStringLiteral("stats"), QStringLiteral("--json")},
        {QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("ann lee")},
        {QStringLiteral("stats"), QStringLiteral("--player"), QString::fromUtf8("千代"), QStringLiteral("--json")},
        // A season: every figure and the ratings over its games alone.
        {QStringLiteral("stats"), QStringLiteral("--from"), QStringLiteral("2026-03-04"), QStringLiteral("--to"),
         QStringLiteral("2026-03-09")},
        {QStringLiteral("stats"), QStringLiteral("--json"), QStringLiteral("--from"), QStringLiteral("2026-03-04"),
         QStringLiteral("--to"), QStringLiteral("2026-03-09")},
        {QStringLiteral("stats"), QStringLiteral("--json"), QStringLiteral("--from"), QStringLiteral("2026-03-07")},
        {QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("ann lee"), QStringLiteral("--to"),
         QStringLiteral("2026-03-05"), QStringLiteral("--json")},
        {QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("Dmitri"), QStringLiteral("--from"),
         QStringLiteral("2026-04-01")},
        {QStringLiteral("stats"), QStringLiteral("--league"), QStringLiteral("--min-games"), QStringLiteral("3"),
         QStringLiteral("--from"), QStringLiteral("2026-03-03"), QStringLiteral("--json")},
        {QStringLiteral("stats"), QStringLiteral("--league"), QStringLiteral("--min-games"), QStringLiteral("3"),
         QStringLiteral("--to"), QStringLiteral("2026-03-10")},
    };
    for (const QStringList &command : commands) {
        const CliRun here = runCli(local + command);
        const CliRun there = runCli(club + command);
        QCOMPARE(here.exitCode, 0);
        QVERIFY2(there.exitCode == 0, qPrintable(there.err));
        QCOMPARE(there.out, here.out);
    }
    // The whole JSON, but for when each place first and last stored a game.
    const CliRun here = runCli(local + QStringList{QStringLiteral("games"), QStringLiteral("--json")});
    const CliRun there = runCli(club + QStringList{QStringLiteral("games"), QStringLiteral("--json")});
    QVERIFY2(there.exitCode == 0, qPrintable(there.err));
    QCOMPARE(withoutTimes(there.out), withoutTimes(here.out));
    QCOMPARE(withoutTimes(there.out).size(), 12);
    // The statistics are not empty, and leave out the excluded game and the voided one.
    const QJsonArray players =
        QJsonDocument::fromJson(runCli(club + QStringList{QStringLiteral("stats"), QStringLiteral("--json")}).out.toUtf8())
            .object()
            .value(QStringLiteral("players"))
            .toArray();
    QCOMPARE(players.size(), 5);
    int counted = 0;
    for (const QJsonValue player : players)
        counted += player.toObject().value(QStringLiteral("games")).toInt();
    // Games 5 and 10 are unfinished, game 3 excluded: 9 counted games of 4, 3, 3 and 4 seats.
    int seats = 0;
    for (int i = 0; i < 12; ++i) {
        if (i % 5 != 4 && i != 2)
            seats += static_cast<int>(tables[i % 4].size());
    }
    QCOMPARE(counted, seats);
    // Each player's prediction matrix: a row per rank predicted summing to its
    // `made`, the diagonal its `correct`, as the laptop's (compared above).
    int tricks = 0;
    for (const QJsonValue player : players) {
        const QJsonObject figures = player.toObject();
        const QJsonArray matrix = figures.value(QStringLiteral("predictionMatrix")).toArray();
        const QJsonArray predictions = figures.value(QStringLiteral("predictions")).toArray();
        QCOMPARE(matrix.size(), 4);
        for (int r = 0; r < 4; ++r) {
            const QJsonArray row = matrix[r].toArray();
            int made = 0;
            for (const QJsonValue count : row)
                made += count.toInt();
            QCOMPARE(made, predictions[r].toObject().value(QStringLiteral("made")).toInt());
            QCOMPARE(row[r].toInt(), predictions[r].toObject().value(QStringLiteral("correct")).toInt());
            tricks += made;
        }
    }
    // 7 complete tricks a round, a round per player, a prediction per player and trick.
    int predictions = 0;
    for (int i = 0; i < 12; ++i) {
        if (i % 5 != 4 && i != 2)
            predictions += 7 * static_cast<int>(tables[i % 4].size() * tables[i % 4].size());
    }
    QCOMPARE(tricks, predictions);
    // From the 4th to the 9th: games 4 to 9 but the unfinished 5th.
    const QJsonArray season =
        QJsonDocument::fromJson(runCli(club + QStringList{QStringLiteral("stats"), QStringLiteral("--json"),
                                                          QStringLiteral("--from"), QStringLiteral("2026-03-04"),
                                                          QStringLiteral("--to"), QStringLiteral("2026-03-09")})
                                    .out.toUtf8())
            .object()
            .value(QStringLiteral("players"))
            .toArray();
    int inSeason = 0;
    for (const QJsonValue player : season)
        inSeason += player.toObject().value(QStringLiteral("games")).toInt();
    QCOMPARE(inSeason, 4 + 3 + 3 + 4 + 4);

    // No such player, as locally.
    const CliRun nobody = runCli(club + QStringList{QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("Zed")});
    QCOMPARE(nobody.exitCode, 1);
    QCOMPARE(nobody.err, runCli(local + QStringList{QStringLiteral("stats"), QStringLiteral("--player"),
                                                 QStringLiteral("Zed")})
                             .err);
}

void TestClubReports::onlyTheServiceWritesAGamesResults()
{
    addPlayer(QStringLiteral("Ann"));
    addPlayer(QStringLiteral("Bob"));
    addPlayer(QStringLiteral("Cy"));
    QRandomGenerator rng(7);
    const ClubGameSent sent = game(rng, {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cy")}, true, 1);
    submit(QStringLiteral("table1"), sent);
    const QString before = sql(QStringLiteral("SELECT string_agg(seat || ':' || total, ' ' ORDER BY seat)"
                                              " FROM tornei_club.game_seats"));
    QVERIFY(!before.isEmpty());
    const QString figures = sql(QStringLiteral("SELECT string_agg(games || ':' || total, ' ' ORDER BY player)"
                                               " FROM tornei_club.player_figures"));

    QString why;
    const auto table2Fails = [&](const QString &statement) {
        return !m_cluster->psql(statement, &why, QStringLiteral("club%1").arg(m_database), QStringLiteral("table2"),
                                QStringLiteral("pw"));
    };
    QVERIFY(table2Fails(QStringLiteral("INSERT INTO tornei_club.game_seats SELECT * FROM tornei_club.game_seats"
                                       " WHERE seat = 0")));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QVERIFY(table2Fails(QStringLiteral("UPDATE tornei_club.game_seats SET total = 999")));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QVERIFY(table2Fails(QStringLiteral("UPDATE tornei_club.player_figures SET games = 999")));
    QVERIFY(table2Fails(QStringLiteral("INSERT INTO tornei_club.player_pairs VALUES"
                                       " (gen_random_uuid(), gen_random_uuid(), 1, 1, 0, 0)")));
    // Deleting results, or rewriting them through write_results, is refused: only the club's service writes them.
    QString out;
    QVERIFY(table2Fails(QStringLiteral("DELETE FROM tornei_club.game_seats; DELETE FROM tornei_club.game_summaries")));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QVERIFY(table2Fails(QStringLiteral("SELECT tornei_club.write_results('%1', '{\"summary\": {\"first_dealer\": 0,"
                                       " \"player_count\": 3, \"rounds_played\": 0, \"finished\": true,"
                                       " \"excluded\": false, \"seat_names\": [], \"totals\": [], \"winners\": []},"
                                       " \"seats\": []}')")
                            .arg(sent.id)));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(seat || ':' || total, ' ' ORDER BY seat) FROM tornei_club.game_seats")),
             before);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.game_summaries")), QStringLiteral("1"));
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(games || ':' || total, ' ' ORDER BY player)"
                                " FROM tornei_club.player_figures")),
             figures);
    // Nor its own table, nor the director.
    for (const QString &login : {QStringLiteral("table1"), QStringLiteral("director")}) {
        QVERIFY(!m_cluster->psql(QStringLiteral("DELETE FROM tornei_club.game_seats WHERE seat = 0"), &out,
                                 QStringLiteral("club%1").arg(m_database), login, QStringLiteral("pw")));
    }
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.game_seats")), QStringLiteral("3"));
}

void TestClubReports::unreachableOrRefusedIsSaidSo()
{
    const CliRun wrong = runCli({QStringLiteral("--server"), server(), QStringLiteral("games")}, QStringLiteral("wrong"));
    QCOMPARE(wrong.exitCode, 1);
    QVERIFY2(wrong.err.startsWith(QStringLiteral("Cannot connect to the club server (table1 on ")), qPrintable(wrong.err));
    QVERIFY2(wrong.err.contains(QStringLiteral("password authentication failed")), qPrintable(wrong.err));
    QVERIFY(wrong.out.isEmpty());

    const QString nowhere =
        server().replace(QStringLiteral("port=%1").arg(PgCluster::Port), QStringLiteral("port=1"));
    const CliRun unreachable = runCli({QStringLiteral("--server"), nowhere, QStringLiteral("stats"), QStringLiteral("--json")});
    QCOMPARE(unreachable.exitCode, 1);
    QVERIFY2(unreachable.err.startsWith(QStringLiteral("Cannot connect to the club server")), qPrintable(unreachable.err));
    QVERIFY2(unreachable.err.contains(QStringLiteral("No such file or directory")), qPrintable(unreachable.err));
    QVERIFY(unreachable.out.isEmpty());

    // A server without the club's tables (or older ones) says so through PostgreSQL's words.
    const CliRun bare = runCli({QStringLiteral("--server"), m_cluster->server(), QStringLiteral("games")});
    QCOMPARE(bare.exitCode, 1);
    QVERIFY2(bare.err.contains(QStringLiteral("tornei_club")), qPrintable(bare.err));
}

void TestClubReports::usageErrors()
{
    const QString database = m_dir.path() + QStringLiteral("/unused.db");
    const QList<QStringList> wrong = {
        {QStringLiteral("--server"), server(), QStringLiteral("--db"), database, QStringLiteral("games")},
        {QStringLiteral("--db"), database, QStringLiteral("stats"), QStringLiteral("--server"), server()},
        {QStringLiteral("games"), QStringLiteral("--server"), server(), QStringLiteral("--db"), database},
        {QStringLiteral("--server"), server(), QStringLiteral("import"), database},
        {QStringLiteral("--server"), server(), QStringLiteral("backup"), database},
        {QStringLiteral("export"), QStringLiteral("--server"), server(), QStringLiteral("1"), database},
        {QStringLiteral("--server"), server(), QStringLiteral("games"), QStringLiteral("extra")},
    };
    for (const QStringList &args : wrong) {
        const CliRun run = runCli(args);
        QVERIFY2(run.exitCode == 2, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + run.err));
        QVERIFY(run.out.isEmpty());
        QVERIFY(!run.err.isEmpty());
    }
    QVERIFY(!QFile::exists(database));
    // Given after the command, as the command's own option, it works too.
    const CliRun after = runCli({QStringLiteral("games"), QStringLiteral("--server"), server()});
    QCOMPARE(after.exitCode, 0);
    QCOMPARE(after.out, runCli({QStringLiteral("--server"), server(), QStringLiteral("games")}).out);
}


void TestClubReports::statisticsAreTheLocalOnes(const std::vector<ClubGameSent> &games,
                                                const std::map<QString, QString> &rename)
{
    std::vector<Record> records;
    for (const ClubGameSent &sent : games) {
        Record record = sent.record;
        for (auto &seat : record.seats) {
            if (seat && rename.count(*seat))
                seat = rename.at(*seat);
        }
        records.push_back(record);
    }
    const QStringList command = {QStringLiteral("stats"), QStringLiteral("--json")};
    const CliRun here = runCli(QStringList{QStringLiteral("--db"), localDatabase(records)} + command);
    const CliRun there = runCli(QStringList{QStringLiteral("--server"), server()} + command);
    QCOMPARE(here.exitCode, 0);
    QVERIFY2(there.exitCode == 0, qPrintable(there.err));
    QVERIFY(here.out.contains(QStringLiteral("\"rating\"")));
    QCOMPARE(there.out, here.out);
    // Read, the changes are rated and kept: the next read rates nothing.
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.rating_changes")), QStringLiteral("0"));
}

void TestClubReports::keptRatingsFollowEveryChange()
{
    QRandomGenerator rng(20261125);
    for (const char *name : {"Ann", "Anne", "Bob", "Cy", "Dee"})
        addPlayer(QString::fromUtf8(name));
    const QStringList tables[] = {
        {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cy"), QStringLiteral("Dee")},
        {QStringLiteral("Anne"), QStringLiteral("Bob"), QStringLiteral("Cy")},
        {QStringLiteral("Dee"), QStringLiteral("Ann"), QStringLiteral("Cy")},
    };
    std::vector<ClubGameSent> games;
    for (int i = 0; i < 6; ++i) {
        games.push_back(game(rng, tables[i % 3], true, 2 * i + 2));
        submit(QStringLiteral("table1"), games.back());
    }
    statisticsAreTheLocalOnes(games);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.rating_steps")), QStringLiteral("20"));

    // A game played after the others is rated alone: the steps of the games before it stay as they were.
    const QString stepsBefore =
        sql(QStringLiteral("SELECT string_agg(xmin::text, ' ' ORDER BY at, game, player) FROM tornei_club.rating_steps"));
    games.push_back(game(rng, tables[0], true, 20));
    submit(QStringLiteral("table2"), games.back());
    statisticsAreTheLocalOnes(games);
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(xmin::text, ' ' ORDER BY at, game, player) FROM tornei_club.rating_steps"
                                " WHERE game <> '%1'")
                     .arg(games.back().id)),
             stepsBefore);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.rating_steps")), QStringLiteral("24"));

    // A game played before all of them, and a correction of the second: everything after is rated again.
    games.push_back(game(rng, tables[1], true, 1));
    submit(QStringLiteral("table1"), games.back());
    ClubGameSent corrected = game(rng, tables[1], true, 4);
    corrected.id = games[1].id;
    corrected.revision = 2;
    games[1] = corrected;
    submit(QStringLiteral("table1"), games[1]);
    statisticsAreTheLocalOnes(games);

    // Excluded from the statistics, voided, unfinished: no longer rated.
    games[2].record.excluded = true;
    games[2].revision = 2;
    submit(QStringLiteral("table1"), games[2]);
    QCOMPARE(sql(QStringLiteral("SELECT tornei_club.remove_game('%1')").arg(games[3].id), QStringLiteral("director"),
                 QStringLiteral("pw")),
             QStringLiteral("voided"));
    ratingsKept();
    const ClubGameSent voided = games[3];
    games.erase(games.begin() + 3);
    statisticsAreTheLocalOnes(games);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.rating_steps WHERE game IN ('%1', '%2')")
                     .arg(games[2].id, voided.id)),
             QStringLiteral("0"));

    // Anne merged into Ann: her games count as Ann's from her first on, and she has no rating of her own.
    sql(QStringLiteral("UPDATE tornei_club.players SET merged_into = '%1' WHERE id = '%2'")
            .arg(m_players.at("Ann"), m_players.at("Anne")),
        QStringLiteral("director"), QStringLiteral("pw"));
    ratingsKept();
    statisticsAreTheLocalOnes(games, {{QStringLiteral("Anne"), QStringLiteral("Ann")}});
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.player_ratings WHERE player = '%1'")
                     .arg(m_players.at("Anne"))),
             QStringLiteral("0"));

    // No table or director writes the kept ratings: only the club's service keeps them.
    for (const QString &login : {QStringLiteral("table1"), QStringLiteral("director")}) {
        QVERIFY(sql(QStringLiteral("UPDATE tornei_club.player_ratings SET mu = 99"), login, QStringLiteral("pw"))
                    .contains(QStringLiteral("permission denied")));
        QVERIFY(sql(QStringLiteral("SELECT tornei_club.keep_ratings(0, 0, '{}', '{}', '{}', '{}')"), login,
                    QStringLiteral("pw"))
                    .contains(QStringLiteral("permission denied")));
    }
}

void TestClubReports::gamesOfOneInstantRateAlikeHereAndThere()
{
    // Six games played at the same minute: the server and laptops that
    // imported them in other orders rate them alike, by the records' SHA-256.
    QRandomGenerator rng(20270101);
    for (const char *name : {"Ann", "Ben", "Cid", "Dee"})
        addPlayer(QString::fromUtf8(name));
    const QStringList names = {QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid"),
                               QStringLiteral("Dee")};
    const auto sameInstant = [&](int i) {
        ClubGameSent sent = game(rng, {names[i % 4], names[(i + 1) % 4], names[(i + 2) % 4]}, true, 1);
        sent.record.started = QStringLiteral("2027-01-01T20:00:00+09:00");
        return sent;
    };
    std::vector<ClubGameSent> games;
    for (int i = 0; i < 6; ++i)
        games.push_back(sameInstant(i));
    for (int i : {3, 0, 5, 1, 4, 2})
        submit(QStringLiteral("table1"), games[static_cast<std::size_t>(i)]);
    statisticsAreTheLocalOnes(games);
    std::vector<ClubGameSent> reversed(games.rbegin(), games.rend());
    statisticsAreTheLocalOnes(reversed);
    std::swap(reversed[1], reversed[4]);
    statisticsAreTheLocalOnes(reversed);

    // A corrected record moves its game among the others of its instant, here as there.
    for (std::size_t i : {std::size_t(2), std::size_t(0)}) {
        ClubGameSent corrected = sameInstant(static_cast<int>(i));
        corrected.id = games[i].id;
        corrected.revision = games[i].revision + 1;
        games[i] = corrected;
        submit(QStringLiteral("table1"), games[i]);
        statisticsAreTheLocalOnes(games);
    }
}

QTEST_GUILESS_MAIN(TestClubReports)
#include "tst_clubreports.moc"
