// How a laptop sends its games to the club's server and reads them back,
// against a real server of the test's own: each call is safe to repeat, a
// revision made on an older copy is kept as a dispute rather than written
// over, the same record sent under two ids is one game, and one table's
// revision of another table's game is never taken as it is.
#include "clubconnection.h"
#include "clubfixture.h"
#include "clubgames.h"
#include "clubschema.h"
#include "gamerecords.h"
#include "recordformat.h"
#include "pgcluster.h"
#include "storeerror.h"

#include <QCryptographicHash>
#include <QSqlDatabase>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

namespace {

// A whole game's record, the same for the same `key`, as a laptop writes it.
QByteArray game(const char *key)
{
    QRandomGenerator rng(qHash(QByteArray(key)));
    return RecordFormat::write(GameRecords::exportable(clubGame(rng, 0)));
}

QString sha(const QByteArray &record)
{
    return QString::fromLatin1(QCryptographicHash::hash(record, QCryptographicHash::Sha256).toHex());
}

constexpr const char *GameA = "11111111-2222-4333-8444-555555555555";
constexpr const char *GameB = "66666666-7777-4888-8999-aaaaaaaaaaaa";

} // namespace

class TestClubGames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void sendingAgainChangesNothing();
    void aLostAnswerIsNotADispute();
    void anOlderBaseIsADispute();
    void theSameRecordIsOneGame();
    void anotherTablesGameIsNotRevised();
    void twoTablesAtOnce();
    void changesAreReadInOrder();

private:
    // A connection as `login` (a member of tornei_table, password "pw").
    std::unique_ptr<ClubConnection> connect(const QString &login);

    ClubCluster m_cluster;
    int m_database = 0;
};

void TestClubGames::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QString why;
    m_cluster = startClubCluster({QStringLiteral("table1"), QStringLiteral("table2")}, {}, &why);
    QVERIFY2(m_cluster, qPrintable(why));
}

void TestClubGames::cleanupTestCase()
{
    m_cluster.reset();
}

void TestClubGames::init()
{
    // A club of its own for each test: a new database, its tables made as `club init` makes them.
    const QString name = QStringLiteral("club%1").arg(++m_database);
    QString why;
    QVERIFY2(makeClubDatabase(*m_cluster, name, &why), qPrintable(why));
}

std::unique_ptr<ClubConnection> TestClubGames::connect(const QString &login)
{
    auto connection = std::make_unique<ClubConnection>();
    StoreError error;
    if (!connection->open(m_cluster->server(QStringLiteral("club%1").arg(m_database), login), &error))
        qWarning("%s", qPrintable(error.message));
    return connection;
}

void TestClubGames::sendingAgainChangesNothing()
{
    const auto table1 = connect(QStringLiteral("table1"));
    QVERIFY(table1->isOpen());
    ClubGames games(table1->db());
    const QByteArray record = game("{\"format\": \"tornei-record\", \"cards\": 1}");
    StoreError error;
    std::optional<ClubReceipt> sent = games.submit(QLatin1String(GameA), 0, {}, record, sha(record), {}, &error);
    QVERIFY2(sent, qPrintable(error.message));
    QCOMPARE(sent->outcome, ClubReceipt::Outcome::Added);
    QCOMPARE(sent->revision, 1);
    QCOMPARE(sent->game, QLatin1String(GameA));
    for (int base : {0, 1}) {
        sent = games.submit(QLatin1String(GameA), base, {}, record, sha(record), {}, &error);
        QVERIFY2(sent, qPrintable(error.message));
        QCOMPARE(sent->outcome, ClubReceipt::Outcome::Unchanged);
        QCOMPARE(sent->revision, 1);
    }
    const QByteArray next = game("{\"format\": \"tornei-record\", \"cards\": 2}");
    sent = games.submit(QLatin1String(GameA), 1, {}, next, sha(next), {}, &error);
    QCOMPARE(sent->outcome, ClubReceipt::Outcome::Revised);
    QCOMPARE(sent->revision, 2);
    sent = games.submit(QLatin1String(GameA), 1, {}, next, sha(next), {}, &error);
    QCOMPARE(sent->outcome, ClubReceipt::Outcome::Unchanged);
    QCOMPARE(sent->revision, 2);
    const auto changed = games.changedSince({}, 100, &error);
    QVERIFY2(changed, qPrintable(error.message));
    QCOMPARE(changed->size(), std::size_t(1));
    QCOMPARE(changed->front().record, next);
    QCOMPARE(changed->front().submittedBy, QStringLiteral("table1"));
    QVERIFY(!changed->front().disputed);
}

void TestClubGames::aLostAnswerIsNotADispute()
{
    const auto table1 = connect(QStringLiteral("table1"));
    ClubGames games(table1->db());
    const QByteArray one = game("{\"cards\": 1}"), two = game("{\"cards\": 2}"), three = game("{\"cards\": 3}");
    QCOMPARE(games.submit(QLatin1String(GameA), 0, {}, one, sha(one), {})->outcome, ClubReceipt::Outcome::Added);
    // Revision 2 reached the server, but its answer was lost: the laptop still thinks it revises 1.
    QCOMPARE(games.submit(QLatin1String(GameA), 1, {}, two, sha(two), {})->outcome, ClubReceipt::Outcome::Revised);
    // A card later it sends again, naming what it sent without hearing back.
    const std::optional<ClubReceipt> sent = games.submit(QLatin1String(GameA), 1, sha(two), three, sha(three), {});
    QCOMPARE(sent->outcome, ClubReceipt::Outcome::Revised);
    QCOMPARE(sent->revision, 3);
    QVERIFY(!games.changedSince({}, 10)->front().disputed);
}

void TestClubGames::anOlderBaseIsADispute()
{
    const auto table1 = connect(QStringLiteral("table1"));
    ClubGames games(table1->db());
    const QByteArray one = game("{\"cards\": 1}"), two = game("{\"cards\": 2}"), other = game("{\"cards\": \"other\"}");
    games.submit(QLatin1String(GameA), 0, {}, one, sha(one), {});
    games.submit(QLatin1String(GameA), 1, {}, two, sha(two), {});
    const ClubCursor before = games.changedSince({}, 10)->front().changed;
    const std::optional<ClubReceipt> sent = games.submit(QLatin1String(GameA), 1, {}, other, sha(other), {});
    QCOMPARE(sent->outcome, ClubReceipt::Outcome::Disputed);
    QCOMPARE(sent->revision, 2);
    // Both revisions kept; every laptop learns of the dispute with the game's next change number.
    const std::vector<ClubGame> changed = *games.changedSince(before, 10);
    QCOMPARE(changed.size(), std::size_t(1));
    QCOMPARE(changed.front().record, two);
    QVERIFY(changed.front().disputed);
    QString out;
    QVERIFY(m_cluster->psql(QStringLiteral("SELECT record || ' ' || base_revision || ' ' || submitted_by FROM"
                                           " tornei_club.disputes"),
                            &out, QStringLiteral("club%1").arg(m_database)));
    QCOMPARE(out, QString::fromUtf8(other) + QStringLiteral(" 1 table1"));
    // Sent again, the same dispute: kept once.
    QCOMPARE(games.submit(QLatin1String(GameA), 1, {}, other, sha(other), {})->outcome, ClubReceipt::Outcome::Disputed);
    QVERIFY(m_cluster->psql(QStringLiteral("SELECT count(*) FROM tornei_club.disputes"), &out,
                            QStringLiteral("club%1").arg(m_database)));
    QCOMPARE(out, QStringLiteral("1"));
}

void TestClubGames::theSameRecordIsOneGame()
{
    const auto table1 = connect(QStringLiteral("table1"));
    const auto table2 = connect(QStringLiteral("table2"));
    const QByteArray record = game("{\"imported\": true}");
    QCOMPARE(ClubGames(table1->db()).submit(QLatin1String(GameA), 0, {}, record, sha(record), {})->outcome,
             ClubReceipt::Outcome::Added);
    const std::optional<ClubReceipt> sent =
        ClubGames(table2->db()).submit(QLatin1String(GameB), 0, {}, record, sha(record), {});
    QCOMPARE(sent->outcome, ClubReceipt::Outcome::SameGame);
    QCOMPARE(sent->game, QLatin1String(GameA));
    QCOMPARE(ClubGames(table2->db()).changedSince({}, 10)->size(), std::size_t(1));
}

void TestClubGames::anotherTablesGameIsNotRevised()
{
    const auto table1 = connect(QStringLiteral("table1"));
    const auto table2 = connect(QStringLiteral("table2"));
    const QByteArray one = game("{\"cards\": 1}"), forged = game("{\"cards\": \"table 2\"}");
    ClubGames(table1->db()).submit(QLatin1String(GameA), 0, {}, one, sha(one), {});
    // Row-level security hides the game from table 2's update: what it sends waits for a director.
    const std::optional<ClubReceipt> sent =
        ClubGames(table2->db()).submit(QLatin1String(GameA), 1, {}, forged, sha(forged), {});
    QCOMPARE(sent->outcome, ClubReceipt::Outcome::Disputed);
    const ClubGame game = ClubGames(table1->db()).changedSince({}, 10)->front();
    QCOMPARE(game.record, one);
    QCOMPARE(game.revision, 1);
    QVERIFY(game.disputed);
}

void TestClubGames::twoTablesAtOnce()
{
    // Two connections of one table revise the same revision: the club's service reads them in the order
    // they came, so the first revises and the second is a dispute.
    const auto first = connect(QStringLiteral("table1"));
    const auto second = connect(QStringLiteral("table1"));
    const QByteArray one = game("{\"cards\": 1}"), left = game("{\"cards\": \"left\"}"),
                     right = game("{\"cards\": \"right\"}");
    ClubGames(first->db()).submit(QLatin1String(GameA), 0, {}, one, sha(one), {});
    StoreError error;
    const std::optional<std::vector<qint64>> tickets = ClubGames(first->db()).send(
        {{QLatin1String(GameA), 1, {}, left, sha(left), {}, {}}}, &error);
    QVERIFY2(tickets, qPrintable(error.message));
    const std::optional<ClubReceipt> late =
        ClubGames(second->db()).submit(QLatin1String(GameA), 1, {}, right, sha(right), {});
    QCOMPARE(late->outcome, ClubReceipt::Outcome::Disputed);
    QCOMPARE(late->revision, 2);
    const std::optional<std::vector<ClubAnswer>> answers = ClubGames(first->db()).await(*tickets, 60000, &error);
    QVERIFY(answers);
    QCOMPARE(answers->front().receipt.outcome, ClubReceipt::Outcome::Revised);
}

void TestClubGames::changesAreReadInOrder()
{
    const auto table1 = connect(QStringLiteral("table1"));
    ClubGames games(table1->db());
    const QByteArray a = game("{\"a\": 1}"), b = game("{\"b\": 1}"), a2 = game("{\"a\": 2}");
    games.submit(QLatin1String(GameA), 0, {}, a, sha(a), {});
    games.submit(QLatin1String(GameB), 0, {}, b, sha(b), {});
    games.submit(QLatin1String(GameA), 1, {}, a2, sha(a2), {});
    const std::vector<ClubGame> all = *games.changedSince({}, 10);
    QCOMPARE(all.size(), std::size_t(2));
    QCOMPARE(all[0].id, QLatin1String(GameB));
    QCOMPARE(all[1].id, QLatin1String(GameA));
    QCOMPARE(all[1].revision, 2);
    const std::vector<ClubGame> first = *games.changedSince({}, 1);
    QCOMPARE(first.size(), std::size_t(1));
    QVERIFY(games.changedSince(all[1].changed, 10)->empty());
}

QTEST_GUILESS_MAIN(TestClubGames)
#include "tst_clubgames.moc"
