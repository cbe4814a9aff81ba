// A director's choice between two revisions of a game, against a club server
// of the test's own: a table's revision made on an older one waits as a
// dispute; `disputes` lists both revisions, `resolve` keeps one with a
// reason, the other is set aside on the server (never deleted), the laptops
// follow at their next sync and the club's statistics are a laptop's. Only a
// director may choose, even through plain SQL; a choice made on revisions
// that changed since they were read, or in a closed event, is refused.
#include "clirun.h"
#include "clubconnection.h"
#include "clubdisputes.h"
#include "clubevents.h"
#include "clubfixture.h"
#include "clubsync.h"
#include "gamerecords.h"
#include "gamestore.h"
#include "pgcluster.h"
#include "recordformat.h"
#include "storedgames.h"
#include "storeerror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

class TestClubDisputes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void aDirectorTakesTheWaitingRevision();
    void aDirectorKeepsTheClubsRevisionOfAnEventsGame();
    void aChoiceOnRevisionsThatChangedIsRefused();
    void aDirectorsCorrectionCarriesItsReason();

private:
    QString server(const QString &login) const
    {
        return m_cluster->server(QStringLiteral("club%1").arg(m_database), login);
    }
    CliRun cli(const QString &login, const QStringList &args) const
    {
        return runCli(QStringList{QStringLiteral("--server"), server(login)} + args);
    }
    QString sql(const QString &statement, const QString &login = QStringLiteral("postgres"));
    std::optional<ClubSyncReport> sync(GameStore &store, const QString &login);
    std::unique_ptr<GameStore> laptop(const QString &name);
    // A game sent by table1's laptop and synced down at table2's; then both
    // take back cards of it, differently, and sync: table2's revision waits.
    struct Dispute
    {
        qint64 atOne = 0;
        qint64 atTwo = 0;
        QString original; // the game as both had it before
        Record first;     // the club's revision
        Record second;    // the one that waits
    };
    std::optional<Dispute> makeDispute(GameStore &one, GameStore &two, const std::function<void(qint64)> &between = {});
    // An event of the players of the club's one game, made by the director, with the game attached to its
    // table; the event's id (0 when it failed).
    qint64 attachToAnEvent(const Record &record);

    ClubCluster m_cluster;
    QTemporaryDir m_dir;
    int m_database = 0;
    QRandomGenerator m_rng{20261124};
};

void TestClubDisputes::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QVERIFY(m_dir.isValid());
    QString why;
    m_cluster = startClubCluster({QStringLiteral("table1"), QStringLiteral("table2"), QStringLiteral("table3")},
                                 {QStringLiteral("director")}, &why);
    QVERIFY2(m_cluster, qPrintable(why));
}

void TestClubDisputes::cleanupTestCase()
{
    m_cluster.reset();
}

void TestClubDisputes::init()
{
    QString why;
    QVERIFY2(makeClubDatabase(*m_cluster, QStringLiteral("club%1").arg(++m_database), &why), qPrintable(why));
}

QString TestClubDisputes::sql(const QString &statement, const QString &login)
{
    QString out;
    if (!m_cluster->psql(statement, &out, QStringLiteral("club%1").arg(m_database), login))
        qWarning("psql: %s", qPrintable(out));
    return out.trimmed();
}

std::optional<ClubSyncReport> TestClubDisputes::sync(GameStore &store, const QString &login)
{
    ClubConnection connection;
    StoreError error;
    if (!connection.open(server(login), &error)) {
        qWarning("%s", qPrintable(error.message));
        return std::nullopt;
    }
    std::optional<ClubSyncReport> report = syncWithClub(store, connection.db(), &error);
    if (!report)
        qWarning("sync failed: %s", qPrintable(error.message));
    return report;
}

std::unique_ptr<GameStore> TestClubDisputes::laptop(const QString &name)
{
    auto store = std::make_unique<GameStore>();
    StoreError error;
    if (store->open(m_dir.filePath(QStringLiteral("%1-%2.sqlite").arg(name).arg(m_database)), &error) !=
        GameStore::OpenResult::Ok)
        qWarning("%s", qPrintable(error.message));
    return store;
}

std::optional<TestClubDisputes::Dispute> TestClubDisputes::makeDispute(GameStore &one, GameStore &two,
                                                                       const std::function<void(qint64)> &between)
{
    Dispute made;
    const Record whole = clubGame(m_rng, 0);
    const std::vector<Entry> entries = Replay(whole).entries();
    const std::optional<qint64> atOne = one.records().importOne(whole);
    if (!atOne || !sync(one, QStringLiteral("table1")) || !sync(two, QStringLiteral("table2")))
        return std::nullopt;
    made.atOne = *atOne;
    made.atTwo = two.games().ids(HistoryQuery{}).front();
    made.original = GameRecords::hash(*one.records().load(made.atOne));
    if (between)
        between(made.atOne);
    if (!one.records().applyEdit(made.atOne, EntryEdit::takingBack({entries.back()})) ||
        !two.records().applyEdit(made.atTwo,
                                 EntryEdit::takingBack({entries[entries.size() - 2], entries[entries.size() - 1]})))
        return std::nullopt;
    made.first = *one.records().load(made.atOne);
    made.second = *two.records().load(made.atTwo);
    const std::optional<ClubSyncReport> up = sync(one, QStringLiteral("table1"));
    const std::optional<ClubSyncReport> late = sync(two, QStringLiteral("table2"));
    if (!up || !late || late->disputesSent != 1)
        return std::nullopt;
    return made;
}

qint64 TestClubDisputes::attachToAnEvent(const Record &record)
{
    QStringList players;
    SeatedTable table;
    for (int s = 0; s < SeatCount; ++s) {
        if (record.isPlayer(s)) {
            table.seats[static_cast<std::size_t>(s)] = static_cast<int>(players.size());
            players << *record.seats[static_cast<std::size_t>(s)];
        }
    }
    table.firstDealer = record.isPlayer(record.firstDealer) ? record.firstDealer : record.dummySeat() == 0 ? 1 : 0;
    ClubConnection director;
    StoreError error;
    if (!director.open(server(QStringLiteral("director")), &error)) {
        qWarning("%s", qPrintable(error.message));
        return 0;
    }
    ClubEvents events(director.db());
    const std::optional<ClubEvent> made =
        events.create(QStringLiteral("Tuesday"), QDate(2026, 11, 24), 1, players, &error);
    if (!made || !events.saveSeating(made->id, 1, SeatedRound{{table}, {}}, &error) ||
        !events.attach(made->id, 1, 1, sql(QStringLiteral("SELECT id FROM tornei_club.games")), &error)) {
        qWarning("%s", qPrintable(error.message));
        return 0;
    }
    return made->id;
}

void TestClubDisputes::aDirectorTakesTheWaitingRevision()
{
    const auto one = laptop(QStringLiteral("one"));
    const auto two = laptop(QStringLiteral("two"));
    const std::optional<Dispute> dispute = makeDispute(*one, *two);
    QVERIFY(dispute);
    const QString firstSha = GameRecords::hash(dispute->first);
    const QString secondSha = GameRecords::hash(dispute->second);

    // Every login sees both revisions, numbered as resolve takes them: the club's first.
    const CliRun listed = cli(QStringLiteral("table1"), {QStringLiteral("disputes"), QStringLiteral("--json")});
    QCOMPARE(listed.exitCode, 0);
    const QJsonArray games =
        QJsonDocument::fromJson(listed.out.toUtf8()).object()[QStringLiteral("disputes")].toArray();
    QCOMPARE(games.size(), 1);
    const QJsonObject game = games[0].toObject();
    const int number = game[QStringLiteral("number")].toInt();
    QVERIFY(game[QStringLiteral("event")].isNull());
    const QJsonArray revisions = game[QStringLiteral("revisions")].toArray();
    QCOMPARE(revisions.size(), 2);
    QCOMPARE(revisions[0][QStringLiteral("sha256")].toString(), firstSha);
    QCOMPARE(revisions[0][QStringLiteral("submittedBy")].toString(), QStringLiteral("table1"));
    QVERIFY(revisions[0][QStringLiteral("current")].toBool());
    QVERIFY(revisions[0][QStringLiteral("firstDifference")].isNull());
    QCOMPARE(revisions[1][QStringLiteral("sha256")].toString(), secondSha);
    QCOMPARE(revisions[1][QStringLiteral("submittedBy")].toString(), QStringLiteral("table2"));
    QCOMPARE(revisions[1][QStringLiteral("cards")].toInt(), revisions[0][QStringLiteral("cards")].toInt() - 1);
    // The second took back one card more: it ends where the first still has a card.
    QCOMPARE(revisions[1][QStringLiteral("firstDifference")].toInt(),
             revisions[1][QStringLiteral("cards")].toInt() + 1);
    const CliRun text = cli(QStringLiteral("table2"), {QStringLiteral("disputes")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QStringLiteral("Game #%1").arg(number)) &&
                 text.out.contains(QStringLiteral("2. waiting, sent by table2")),
             qPrintable(text.out));

    // Only a director chooses, and with a reason.
    const QStringList choose = {QStringLiteral("resolve"),  QString::number(number),
                                QStringLiteral("--keep"),   QStringLiteral("2"),
                                QStringLiteral("--reason"), QStringLiteral("Table 2 took back the misplayed card")};
    const CliRun refused = cli(QStringLiteral("table1"), choose);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(QStringLiteral("may not do that")), qPrintable(refused.err));
    QString why;
    QVERIFY(!m_cluster->psql(QStringLiteral("SELECT tornei_club.resolve_dispute(id, ARRAY[record_sha256, '%1'], '%1',"
                                            " 'mine') FROM tornei_club.games")
                                 .arg(secondSha),
                             &why, QStringLiteral("club%1").arg(m_database), QStringLiteral("table2"),
                             QStringLiteral("pw")));
    QVERIFY2(why.contains(QStringLiteral("only a director")) || why.contains(QStringLiteral("permission denied")),
             qPrintable(why));
    QCOMPARE(cli(QStringLiteral("director"), choose.mid(0, 4)).exitCode, 2);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.disputes")), QStringLiteral("1"));

    const CliRun resolved = cli(QStringLiteral("director"), choose + QStringList{QStringLiteral("--json")});
    QCOMPARE(resolved.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(resolved.out.toUtf8()).object()[QStringLiteral("setAside")].toInt(), 1);
    // The waiting revision is the game's next one, with its results; the club's is set aside, not lost.
    QCOMPARE(
        sql(QStringLiteral("SELECT revision || ' ' || record_sha256 || ' ' || submitted_by FROM tornei_club.games")),
        QStringLiteral("3 %1 table1").arg(secondSha));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.disputes")), QStringLiteral("0"));
    QCOMPARE(sql(QStringLiteral("SELECT record_sha256 || ' ' || submitted_by || ' ' || set_aside_by || ' ' || reason"
                                " FROM tornei_club.set_aside")),
             QStringLiteral("%1 table1 director Table 2 took back the misplayed card").arg(firstSha));
    QCOMPARE(RecordFormat::read(sql(QStringLiteral("SELECT record FROM tornei_club.set_aside")).toUtf8(), nullptr)
                 .has_value(),
             true);
    const SeatArray totals = Replay(dispute->second).totals();
    QStringList expected;
    for (int s = 0; s < SeatCount; ++s)
        expected << (dispute->second.isPlayer(s) ? QString::number(totals[static_cast<std::size_t>(s)])
                                                 : QStringLiteral("NULL"));
    QCOMPARE(sql(QStringLiteral("SELECT array_to_string(totals, ',', 'NULL') FROM tornei_club.game_summaries")),
             expected.join(QLatin1Char(',')));
    QCOMPARE(cli(QStringLiteral("director"), choose).exitCode, 1); // nothing waits any more

    // Both laptops take it at their next sync, and nothing is disputed any more.
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    for (GameStore *store : {one.get(), two.get()}) {
        QCOMPARE(identities(*store), (std::map<QString, int>{{secondSha, 1}}));
        QVERIFY(store->club().disputedGames()->empty());
        QCOMPARE(*store->club().waiting(), 0);
    }
    // The server's statistics are a laptop's, ratings and all.
    const CliRun local =
        runCli({QStringLiteral("--db"), m_dir.filePath(QStringLiteral("one-%1.sqlite").arg(m_database)),
                QStringLiteral("stats"), QStringLiteral("--json")});
    const CliRun club = cli(QStringLiteral("table2"), {QStringLiteral("stats"), QStringLiteral("--json")});
    QCOMPARE(local.exitCode, 0);
    QCOMPARE(club.out, local.out);
}

void TestClubDisputes::aDirectorKeepsTheClubsRevisionOfAnEventsGame()
{
    const auto one = laptop(QStringLiteral("one"));
    const auto two = laptop(QStringLiteral("two"));
    qint64 event = 0;
    // Once the game is on the server, the director makes an event of its players and attaches it.
    const std::optional<Dispute> dispute =
        makeDispute(*one, *two, [&](qint64 game) { event = attachToAnEvent(*one->records().load(game)); });
    QVERIFY(dispute);
    const QString firstSha = GameRecords::hash(dispute->first);
    const QString secondSha = GameRecords::hash(dispute->second);
    // table1's own revision of an event's game waits too: the game is the director's.
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.disputes")), QStringLiteral("2"));

    ClubConnection director;
    StoreError error;
    QVERIFY(director.open(server(QStringLiteral("director")), &error));
    ClubDisputes disputes(director.db());
    const std::optional<ClubDispute> read =
        disputes.of(sql(QStringLiteral("SELECT id FROM tornei_club.games")), &error);
    QVERIFY2(read, qPrintable(error.message));
    QCOMPARE(read->event, event);
    QCOMPARE(read->round, 1);
    QCOMPARE(read->table, 1);
    QCOMPARE(read->revisions.size(), std::size_t(3));
    QVERIFY(!disputes.resolve(*read, 1, QStringLiteral("  "), &error));

    // A closed event is frozen: the choice waits for the director to reopen it.
    ClubEvents events(director.db());
    QVERIFY(events.close(event, QString(), &error));
    QVERIFY(!disputes.resolve(*read, 1, QStringLiteral("Both tables agreed on the first count"), &error));
    QVERIFY2(error.message.contains(QStringLiteral("closed")), qPrintable(error.message));
    QVERIFY(events.reopen(event, QString(), &error));
    const std::optional<ClubDisputes::Outcome> kept =
        disputes.resolve(*read, 1, QStringLiteral("Both tables agreed on the first count"), &error);
    QVERIFY2(kept, qPrintable(error.message));
    QCOMPARE(*kept, ClubDisputes::Outcome::Kept);
    const QString original = dispute->original;
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.set_aside WHERE kept_sha256 = record_sha256")),
             QStringLiteral("0"));
    QCOMPARE(sql(QStringLiteral("SELECT string_agg(record_sha256, ' ' ORDER BY id) FROM tornei_club.set_aside")),
             firstSha + QLatin1Char(' ') + secondSha);
    // The event's audit says who chose, and why; every login reads it.
    const std::optional<std::vector<EventAuditEntry>> audit = events.audit(event, &error);
    QVERIFY(audit);
    QCOMPARE(audit->back().action, QStringLiteral("resolve"));
    QCOMPARE(audit->back().login, QStringLiteral("director"));
    QCOMPARE(audit->back().reason, QStringLiteral("Both tables agreed on the first count"));

    // Both laptops come back to the club's revision, undisputed.
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    for (GameStore *store : {one.get(), two.get()}) {
        QCOMPARE(identities(*store), (std::map<QString, int>{{original, 1}}));
        QVERIFY(store->club().disputedGames()->empty());
    }
}

void TestClubDisputes::aChoiceOnRevisionsThatChangedIsRefused()
{
    const auto one = laptop(QStringLiteral("one"));
    const auto two = laptop(QStringLiteral("two"));
    const auto three = laptop(QStringLiteral("three"));
    const std::optional<Dispute> dispute = makeDispute(*one, *two);
    QVERIFY(dispute);
    ClubConnection director;
    StoreError error;
    QVERIFY(director.open(server(QStringLiteral("director")), &error));
    ClubDisputes disputes(director.db());
    const std::optional<std::vector<ClubDispute>> read = disputes.list(&error);
    QVERIFY(read && read->size() == 1);

    // A third table's revision arrives after the director read the two: choosing now would set aside one unseen.
    QVERIFY(sync(*three, QStringLiteral("table3")));
    const qint64 atThree = three->games().ids(HistoryQuery{}).front();
    const std::vector<Entry> entries = Replay(*three->records().load(atThree)).entries();
    QVERIFY(three->records().applyEdit(atThree, EntryEdit::takingBack({entries.end() - 3, entries.end()})));
    QVERIFY(sync(*three, QStringLiteral("table3")));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.disputes")), QStringLiteral("2"));
    const QString before = sql(QStringLiteral("SELECT revision || record_sha256 FROM tornei_club.games"));
    QVERIFY(!disputes.resolve(read->front(), 2, QStringLiteral("Table 2 is right"), &error));
    QVERIFY2(error.message.contains(QStringLiteral("read them again")), qPrintable(error.message));
    QCOMPARE(sql(QStringLiteral("SELECT revision || record_sha256 FROM tornei_club.games")), before);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.set_aside")), QStringLiteral("0"));

    // Read again, all three are there to choose from.
    const std::optional<ClubDispute> again = disputes.of(QString::number(read->front().number), &error);
    QVERIFY(again);
    QCOMPARE(again->revisions.size(), std::size_t(3));
    QCOMPARE(disputes.resolve(*again, 3, QStringLiteral("Table 3 is right"), &error), ClubDisputes::Outcome::Taken);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.set_aside")), QStringLiteral("2"));
}

void TestClubDisputes::aDirectorsCorrectionCarriesItsReason()
{
    const auto one = laptop(QStringLiteral("one"));
    const auto chief = laptop(QStringLiteral("chief"));
    const Record whole = clubGame(m_rng, 0);
    const std::optional<qint64> atOne = one->records().importOne(whole);
    QVERIFY(atOne);
    QVERIFY(sync(*one, QStringLiteral("table1")));
    const qint64 event = attachToAnEvent(*one->records().load(*atOne));
    QVERIFY(event);

    // The director gives the reason before correcting the game at the laptop; the sync sends both together.
    QVERIFY(sync(*chief, QStringLiteral("director")));
    const qint64 game = chief->games().ids(HistoryQuery{}).front();
    const QString reason = QStringLiteral("The last card was entered twice");
    QVERIFY(chief->club().giveReason(game, reason));
    QCOMPARE(chief->club().reason(game), std::optional<QString>(reason));
    const std::vector<Entry> entries = Replay(whole).entries();
    QVERIFY(chief->records().applyEdit(game, EntryEdit::takingBack({entries.back()})));
    const std::optional<ClubSyncReport> sent = sync(*chief, QStringLiteral("director"));
    QVERIFY(sent);
    QCOMPARE(sent->gamesSent, 1);
    QCOMPARE(chief->club().reason(game), std::optional<QString>(QString()));

    ClubConnection director;
    StoreError error;
    QVERIFY(director.open(server(QStringLiteral("director")), &error));
    const std::optional<std::vector<EventAuditEntry>> audit = ClubEvents(director.db()).audit(event, &error);
    QVERIFY2(audit, qPrintable(error.message));
    QCOMPARE(audit->back().action, QStringLiteral("revise"));
    QCOMPARE(audit->back().login, QStringLiteral("director"));
    QCOMPARE(audit->back().reason, reason);

    // A later correction without a reason says none: the reason went with the revision it was given for.
    QVERIFY(chief->records().applyEdit(game, EntryEdit::takingBack({entries[entries.size() - 2]})));
    QVERIFY(sync(*chief, QStringLiteral("director")));
    const std::optional<std::vector<EventAuditEntry>> later = ClubEvents(director.db()).audit(event, &error);
    QVERIFY(later);
    QCOMPARE(later->size(), audit->size() + 1);
    QCOMPARE(later->back().action, QStringLiteral("revise"));
    QVERIFY(later->back().reason.isEmpty());
}

QTEST_GUILESS_MAIN(TestClubDisputes)
#include "tst_clubdisputes.moc"
