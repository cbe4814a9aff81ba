// A laptop as a table of a club event, against a server of the test's own:
// the director creates and seats the event with tornei-cli and ClubEvents;
// the laptop's sync copies it; with the server gone the laptop still knows
// its table's game, plays it through a GameSession, and the next sync
// attaches it to its table (`event standings` counts it). An attach sent
// again changes nothing; one the server refuses is kept with its reason and
// not sent again until a director changes the event.
#include "clirun.h"
#include "clubconnection.h"
#include "clubeventfeed.h"
#include "clubevents.h"
#include "clubfixture.h"
#include "clubsync.h"
#include "gamesession.h"
#include "gamestore.h"
#include "pgcluster.h"
#include "randomgame.h"
#include "replay.h"
#include "seatindex.h"
#include "storedgames.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

namespace {

constexpr int D = SeatedTable::Dummy;

SeatedTable table(std::array<int, SeatCount> seats, int firstDealer)
{
    SeatedTable t;
    t.seats = seats;
    t.firstDealer = firstDealer;
    return t;
}

// A table of three (positions `a`, `b`, `c` clockwise) with the dummy where `game` has it, and its first dealer.
SeatedTable tableFor(const Record &game, int a, int b, int c)
{
    std::array<int, SeatCount> seats{};
    const int players[] = {a, b, c};
    int next = 0;
    for (int s = 0; s < SeatCount; ++s)
        seats[at(s)] = game.isPlayer(s) ? players[next++] : D;
    return table(seats, game.firstDealer);
}

} // namespace

class TestClubTables : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void aTablePlaysItsGameOfflineAndItIsAttached();
    void anAttachSentTwiceIsOneAttach();
    void aRefusedAttachIsReportedAndNotRetried();
    void aChangeCommittedLateIsCopiedToo();

private:
    QString server(const QString &login) const { return m_cluster->server(m_database, login); }
    QString sql(const QString &statement) const;
    CliRun cli(const QString &login, const QStringList &args) const
    {
        return runCli(QStringList{QStringLiteral("--server"), server(login)} + args);
    }
    // Event 1: seven players, two rounds, today.
    void makeEvent();
    // A sync of `store` as table1; its report.
    std::optional<ClubSyncReport> sync(GameStore &store, StoreError *error);
    // The game of round `round` at table `table`, played card by card here as the table screen enters it.
    qint64 playAtTable(GameStore &store, const QString &club, int round, int table, const Record &played);
    QString club();

    ClubCluster m_cluster;
    QString m_database;
    int m_databases = 0;
    QTemporaryDir m_dir;
    QRandomGenerator m_rng{20261124};
    const QStringList m_players = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Cho"),
                                   QStringLiteral("Dai"), QStringLiteral("Emi"), QStringLiteral("Fumi"),
                                   QStringLiteral("Gen")};
};

void TestClubTables::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QVERIFY(m_dir.isValid());
    QString why;
    m_cluster = startClubCluster({QStringLiteral("table1")}, {QStringLiteral("director")}, &why);
    QVERIFY2(m_cluster, qPrintable(why));
}

void TestClubTables::init()
{
    if (!m_cluster->isRunning()) {
        QString why;
        QVERIFY2(m_cluster->resume(&why), qPrintable(why));
    }
    m_database = QStringLiteral("club%1").arg(++m_databases);
    QString why;
    QVERIFY2(makeClubDatabase(*m_cluster, m_database, &why), qPrintable(why));
}

QString TestClubTables::sql(const QString &statement) const
{
    QString output;
    if (!m_cluster->psql(statement, &output, m_database))
        qWarning("psql failed: %s", qPrintable(output));
    return output;
}

QString TestClubTables::club()
{
    ClubConnection connection;
    if (!connection.open(server(QStringLiteral("table1"))))
        return {};
    return ClubSchema::clubFor(connection.db()).value_or(QString());
}

void TestClubTables::makeEvent()
{
    const CliRun made =
        cli(QStringLiteral("director"),
            {QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Friday night"),
             QStringLiteral("--players"), m_players.join(QLatin1Char(',')), QStringLiteral("--rounds"),
             QStringLiteral("2"), QStringLiteral("--date"), QDate::currentDate().toString(Qt::ISODate)});
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
}

std::optional<ClubSyncReport> TestClubTables::sync(GameStore &store, StoreError *error)
{
    ClubConnection connection;
    if (!connection.open(server(QStringLiteral("table1")), error))
        return std::nullopt;
    return syncWithClub(store, connection.db(), error);
}

qint64 TestClubTables::playAtTable(GameStore &store, const QString &clubId, int round, int tableNo,
                                   const Record &played)
{
    const TableTurn turn = store.eventCopies().turn(clubId, 1, tableNo);
    if (turn.kind != TableTurn::Kind::Play || turn.round != round)
        return 0;
    StoreError error;
    const std::optional<qint64> game =
        store.eventCopies().startTableGame(clubId, 1, turn.round, tableNo, turn.setup, &error);
    if (!game)
        return 0;
    std::unique_ptr<GameSession> session = GameSession::load(&store, *game, &error);
    if (!session)
        return 0;
    for (const Entry &entry : Replay(played).entries()) {
        if (!session->apply(EntryEdit::appending({entry}), &error))
            return 0;
    }
    return session->replay().isComplete() ? *game : 0;
}

void TestClubTables::aTablePlaysItsGameOfflineAndItIsAttached()
{
    makeEvent();
    // Round 1: table 1 is Aki, Cho and Emi, seated as the game to be played has its dummy and first dealer.
    const Record played = RandomGame::play(m_rng, 3);
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    ClubEvents events(director.db());
    QVERIFY2(events.saveSeating(1, 1, SeatedRound{{tableFor(played, 0, 2, 4), table({1, 3, 5, 6}, 1)}, {}}, &error),
             qPrintable(error.message));

    GameStore store;
    QCOMPARE(store.open(m_dir.filePath(m_database + QStringLiteral(".sqlite"))), GameStore::OpenResult::Ok);
    std::optional<ClubSyncReport> report = sync(store, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->eventsReceived, 1);
    // Nothing changed: nothing is copied again.
    report = sync(store, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->eventsReceived, 0);
    const QString clubId = club();
    const std::optional<std::vector<CopiedEvent>> copies = store.eventCopies().events();
    QVERIFY(copies && copies->size() == 1);
    QCOMPARE(copies->front().name, QStringLiteral("Friday night"));
    QCOMPARE(copies->front().club, clubId);
    QCOMPARE(copies->front().tables, 2);

    // The network is lost: the laptop still knows its table's game, its players in their seats.
    m_cluster->stop();
    QVERIFY(!sync(store, &error));
    TableTurn turn = store.eventCopies().turn(clubId, 1, 1);
    QCOMPARE(turn.kind, TableTurn::Kind::Play);
    QCOMPARE(turn.round, 1);
    QCOMPARE(turn.setup.dummySeat(), played.dummySeat());
    QCOMPARE(turn.setup.firstDealer, played.firstDealer);
    QStringList seated;
    for (const std::optional<QString> &seat : turn.setup.seats) {
        if (seat)
            seated << *seat;
    }
    QCOMPARE(seated, (QStringList{QStringLiteral("Aki"), QStringLiteral("Cho"), QStringLiteral("Emi")}));
    const Record table2 = store.eventCopies().turn(clubId, 1, 2).setup;
    QCOMPARE(table2.seats[0], std::optional<QString>(QStringLiteral("Ben")));
    QCOMPARE(table2.firstDealer, 1);
    QCOMPARE(store.eventCopies().turn(clubId, 1, 3).kind, TableTurn::Kind::Waiting); // no table 3 in round 1

    const qint64 game = playAtTable(store, clubId, 1, 1, played);
    QVERIFY(game);
    // Played here, not sent yet: the table waits for round 2's seating.
    turn = store.eventCopies().turn(clubId, 1, 1);
    QCOMPARE(turn.kind, TableTurn::Kind::Waiting);
    QCOMPARE(turn.round, 2);

    QString why;
    QVERIFY2(m_cluster->resume(&why), qPrintable(why));
    report = sync(store, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->gamesSent, 1);
    QCOMPARE(report->gamesAttached, 1);
    QCOMPARE(report->attachesRefused, 0);
    QVERIFY(report->refusedAttachments.empty());
    QCOMPARE(sql(QStringLiteral("SELECT x.round || ' ' || x.table_no || ' ' || x.attached_by FROM"
                                " tornei_club.event_games x JOIN tornei_club.games g ON g.id = x.game")),
             QStringLiteral("1 1 table1"));
    // The standings count the game for its three players.
    const CliRun standings = cli(QStringLiteral("director"), {QStringLiteral("event"), QStringLiteral("standings"),
                                                              QStringLiteral("1"), QStringLiteral("--json")});
    QCOMPARE(standings.exitCode, 0);
    QStringList counted;
    for (const QJsonValue &line :
         QJsonDocument::fromJson(standings.out.toUtf8()).object().value(QStringLiteral("players")).toArray()) {
        if (line.toObject().value(QStringLiteral("games")).toInt() == 1)
            counted << line.toObject().value(QStringLiteral("name")).toString();
    }
    counted.sort();
    QCOMPARE(counted, (QStringList{QStringLiteral("Aki"), QStringLiteral("Cho"), QStringLiteral("Emi")}));

    // The next sync copies the attached game down; nothing is sent again.
    report = sync(store, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->eventsReceived, 1);
    QCOMPARE(report->gamesAttached, 0);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.event_audit WHERE action = 'attach'")),
             QStringLiteral("1"));
    // Round 2 seated: the table's next game.
    ClubConnection again; // the director's first connection went with the server
    QVERIFY2(again.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    QVERIFY2(ClubEvents(again.db())
                 .saveSeating(1, 2, SeatedRound{{table({4, 6, 0, D}, 2), table({1, 2, 3, 5}, 0)}, {}}, &error),
             qPrintable(error.message));
    QVERIFY2(sync(store, &error), qPrintable(error.message));
    turn = store.eventCopies().turn(clubId, 1, 1);
    QCOMPARE(turn.kind, TableTurn::Kind::Play);
    QCOMPARE(turn.round, 2);
    QCOMPARE(turn.setup.seats[0], std::optional<QString>(QStringLiteral("Emi")));
    QCOMPARE(turn.setup.dummySeat(), 3);
    QCOMPARE(turn.setup.firstDealer, 2);
}

// Killed after the server attached the game and before the laptop heard
// it: the next sync sends it again, and the server answers it as unchanged.
void TestClubTables::anAttachSentTwiceIsOneAttach()
{
    makeEvent();
    const Record played = RandomGame::play(m_rng, 3);
    ClubConnection director;
    StoreError error;
    QVERIFY(director.open(server(QStringLiteral("director")), &error));
    QVERIFY(
        ClubEvents(director.db()).saveSeating(1, 1, SeatedRound{{tableFor(played, 6, 5, 4)}, {0, 1, 2, 3}}, &error));
    GameStore store;
    QCOMPARE(store.open(m_dir.filePath(m_database + QStringLiteral(".sqlite"))), GameStore::OpenResult::Ok);
    QVERIFY2(sync(store, &error), qPrintable(error.message));
    const QString clubId = club();
    const qint64 game = playAtTable(store, clubId, 1, 1, played);
    QVERIFY(game);
    // The game goes up alone (the sending half, again once the club's service has read it, so that
    // it is attached), then its attach reaches the server unanswered.
    {
        ClubConnection connection;
        QVERIFY(connection.open(server(QStringLiteral("table1")), &error));
        QVERIFY(ClubSync(store, connection.db()).send(&error));
        QVERIFY(inboxRead(connection.db()));
        QVERIFY(ClubSync(store, connection.db()).send(&error));
    }
    const std::optional<std::vector<PendingAttachment>> pending = store.eventCopies().pending(clubId);
    QVERIFY(pending && pending->size() == 0); // sent by the sending half already
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.event_games")), QStringLiteral("1"));
    // As if the laptop never heard back.
    {
        RawDb raw(store.path());
        QVERIFY(raw.exec(QStringLiteral("UPDATE club_attachments SET state = 0")));
    }
    const std::optional<ClubSyncReport> report = sync(store, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->gamesAttached, 1);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.event_games")), QStringLiteral("1"));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.event_audit WHERE action = 'attach'")),
             QStringLiteral("1"));
    QCOMPARE(store.eventCopies().pending(clubId)->size(), std::size_t(0));
}

void TestClubTables::aRefusedAttachIsReportedAndNotRetried()
{
    makeEvent();
    const Record played = RandomGame::play(m_rng, 3);
    ClubConnection director;
    StoreError error;
    QVERIFY(director.open(server(QStringLiteral("director")), &error));
    ClubEvents events(director.db());
    const SeatedRound seated{{tableFor(played, 0, 1, 2), table({3, 4, 5, 6}, 0)}, {}};
    QVERIFY(events.saveSeating(1, 1, seated, &error));
    GameStore store;
    QCOMPARE(store.open(m_dir.filePath(m_database + QStringLiteral(".sqlite"))), GameStore::OpenResult::Ok);
    QVERIFY2(sync(store, &error), qPrintable(error.message));
    const QString clubId = club();
    // Played as the laptop's copy seats it, while the director seats the round again: other players.
    const qint64 game = playAtTable(store, clubId, 1, 1, played);
    QVERIFY(game);
    QVERIFY(events.saveSeating(1, 1, SeatedRound{{table({3, 4, 5, 6}, 0), tableFor(played, 0, 1, 2)}, {}}, &error));
    std::optional<ClubSyncReport> report = sync(store, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->gamesSent, 1);
    QCOMPARE(report->gamesAttached, 0);
    QCOMPARE(report->attachesRefused, 1);
    QCOMPARE(report->refusedAttachments.size(), std::size_t(1));
    QCOMPARE(report->refusedAttachments[0].game, game);
    QCOMPARE(report->refusedAttachments[0].table, 1);
    QVERIFY2(report->refusedAttachments[0].reason.startsWith(QStringLiteral("seat ")),
             qPrintable(report->refusedAttachments[0].reason));
    QVERIFY2(report->refusedAttachments[0].reason.contains(QStringLiteral("where table 1 of round 1 has Dai")),
             qPrintable(report->refusedAttachments[0].reason));
    // Not sent again: the refusal stands until a director changes the event.
    for (int i = 0; i < 2; ++i) {
        report = sync(store, &error);
        QVERIFY2(report, qPrintable(error.message));
        QCOMPARE(report->attachesRefused, 0);
        QCOMPARE(report->gamesAttached, 0);
        QCOMPARE(report->refusedAttachments.size(), std::size_t(1));
    }
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.event_games")), QStringLiteral("0"));
    // The game stays safe here, and the table's copy shows the round's new seating.
    QVERIFY(store.records().load(game));
    QCOMPARE(store.eventCopies().turn(clubId, 1, 1).setup.seats[0], std::optional<QString>(QStringLiteral("Dai")));
    // The director seats it back as it was played: tried again, and attached.
    QVERIFY(events.saveSeating(1, 1, seated, &error));
    report = sync(store, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->gamesAttached, 1);
    QVERIFY(report->refusedAttachments.empty());
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.event_games")), QStringLiteral("1"));

    // A closed event refuses: said, and kept.
    const Record second = RandomGame::play(m_rng, 3);
    QVERIFY(events.saveSeating(1, 2, SeatedRound{{tableFor(second, 6, 5, 4)}, {0, 1, 2, 3}}, &error));
    QVERIFY2(sync(store, &error), qPrintable(error.message));
    QVERIFY(playAtTable(store, clubId, 2, 1, second));
    QVERIFY(events.close(1, QStringLiteral("done"), &error));
    report = sync(store, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->attachesRefused, 1);
    QVERIFY2(report->refusedAttachments[0].reason.contains(QStringLiteral("is closed")),
             qPrintable(report->refusedAttachments[0].reason));
    report = sync(store, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->attachesRefused, 0);
    QCOMPARE(report->refusedAttachments.size(), std::size_t(1));
    // Reopened: attached.
    QVERIFY(events.reopen(1, QStringLiteral("one more"), &error));
    report = sync(store, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->gamesAttached, 1);
    QVERIFY(report->refusedAttachments.empty());
}

// A change of an event that took its audit id before another one and
// committed after it: the laptop's copy still follows it.
void TestClubTables::aChangeCommittedLateIsCopiedToo()
{
    makeEvent();
    const Record three = RandomGame::play(m_rng, 3);
    const Record four = RandomGame::play(m_rng, 4);
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    ClubEvents events(director.db());
    QVERIFY(events.saveSeating(1, 1, SeatedRound{{tableFor(three, 0, 2, 4), table({1, 3, 5, 6}, four.firstDealer)}, {}},
                               &error));
    const QString path = m_dir.filePath(m_database + QStringLiteral(".sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    QVERIFY2(sync(store, &error), qPrintable(error.message));
    QVERIFY(playAtTable(store, club(), 1, 1, three));
    QVERIFY(playAtTable(store, club(), 1, 2, four));
    std::optional<ClubSyncReport> report = sync(store, &error);
    QVERIFY2(report && report->gamesAttached == 2, qPrintable(error.message));

    // Two voids of the two games at once, by the tables' owner (the games' trigger, which does not lock
    // the event, writes the audit): the first takes the lower audit id and commits after the second.
    ClubConnection first;
    QVERIFY2(first.open(server(QStringLiteral("postgres")), &error), qPrintable(error.message));
    QSqlQuery open(first.db());
    QVERIFY(open.exec(QStringLiteral("BEGIN")));
    QVERIFY(open.exec(QStringLiteral("UPDATE tornei_club.games g SET voided = true FROM tornei_club.event_games x"
                                     " WHERE x.game = g.id AND x.table_no = 1")));
    ClubConnection owner;
    QVERIFY2(owner.open(server(QStringLiteral("postgres")), &error), qPrintable(error.message));
    QSqlQuery second(owner.db());
    QVERIFY(second.exec(QStringLiteral("UPDATE tornei_club.games g SET voided = true FROM tornei_club.event_games x"
                                       " WHERE x.game = g.id AND x.table_no = 2")));
    const auto voided = [&path] {
        RawDb raw(path);
        return raw
            .value(QStringLiteral("SELECT group_concat(table_no || ':' || voided, ' ') FROM"
                                  " (SELECT table_no, voided FROM club_event_games ORDER BY table_no)"))
            .toString();
    };
    report = sync(store, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->eventsReceived, 1);
    QCOMPARE(voided(), QStringLiteral("1:0 2:1"));
    QVERIFY(open.exec(QStringLiteral("COMMIT")));
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(action || coalesce(x.table_no::text, ''), ' ' ORDER BY a.id)"
                                " FROM tornei_club.event_audit a LEFT JOIN tornei_club.event_games x"
                                " ON x.game = a.game AND a.action = 'void'"))
                 .trimmed(),
             QStringLiteral("create seat attach attach void1 void2"));
    // tornei-cli's sync says it copied the event again.
    const CliRun synced = runCli({QStringLiteral("--db"), path, QStringLiteral("sync"),
                                  server(QStringLiteral("table1")), QStringLiteral("--json")});
    QCOMPARE(synced.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(synced.out.toUtf8())
                 .object()[QStringLiteral("received")][QStringLiteral("events")]
                 .toInt(),
             1);
    QCOMPARE(voided(), QStringLiteral("1:1 2:1"));
    const CliRun again =
        runCli({QStringLiteral("--db"), path, QStringLiteral("sync"), server(QStringLiteral("table1"))});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(!again.out.contains(QStringLiteral("club event")), qPrintable(again.out));
}

QTEST_GUILESS_MAIN(TestClubTables)
#include "tst_clubtables.moc"
