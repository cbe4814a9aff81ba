// Syncs killed with SIGKILL at random moments, against a real club server of
// the test's own: `tornei-cli sync` (with the server stopped and restarted at
// other moments), and the app itself while it syncs in the background. Then
// one sync to the end: every game is on the server once, at its first
// revision, every laptop holds them all, and the statistics of each laptop
// and of the server are the same.
#include "clubfixture.h"
#include "gamestore.h"
#include "pgcluster.h"
#include "storedgames.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <map>

using namespace tornei;
using namespace tornei::testing;

class TestClubKills : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void aKilledCommandLineSyncLosesAndDoublesNothing();
    void anAppKilledWhileItSyncsLosesAndDoublesNothing();

private:
    QString serverString(const QString &login) const
    {
        return m_cluster->server(QStringLiteral("club%1").arg(m_database), login);
    }
    int serverCount(const QString &sql);
    // New games at both laptops, `count` in all: two thirds at the first,
    // the rest at the second, and one of the first's at both.
    bool play(const QString &onePath, const QString &twoPath, int count);
    bool startSync(QProcess &child, const QString &db, const QString &login);
    // Both laptops synced to the end, then all of them compared with the server.
    void checkWholeClub(const QString &onePath, const QString &twoPath, int games);

    ClubCluster m_cluster;
    QTemporaryDir m_dir;
    int m_database = 0;
    int m_minute = 0;
    QRandomGenerator m_rng{20261124};
};

void TestClubKills::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QVERIFY(m_dir.isValid());
    QString why;
    m_cluster = startClubCluster({QStringLiteral("table1"), QStringLiteral("table2")}, {}, &why);
    QVERIFY2(m_cluster, qPrintable(why));
}

void TestClubKills::cleanupTestCase()
{
    m_cluster.reset();
}

void TestClubKills::init()
{
    const QString name = QStringLiteral("club%1").arg(++m_database);
    QString why;
    QVERIFY2(makeClubDatabase(*m_cluster, name, &why), qPrintable(why));
}

int TestClubKills::serverCount(const QString &sql)
{
    QString out;
    if (!m_cluster->psql(sql, &out, QStringLiteral("club%1").arg(m_database)))
        qWarning("%s", qPrintable(out));
    return out.trimmed().toInt();
}

bool TestClubKills::play(const QString &onePath, const QString &twoPath, int count)
{
    GameStore one;
    GameStore two;
    if (one.open(onePath) != GameStore::OpenResult::Ok || two.open(twoPath) != GameStore::OpenResult::Ok)
        return false;
    std::vector<Record> mine;
    std::vector<Record> theirs;
    for (int i = 0; i < count; ++i)
        (i % 3 == 0 ? theirs : mine).push_back(clubGame(m_rng, m_minute++));
    theirs.push_back(mine.front());
    return one.records().importBatch(mine, nullptr, nullptr) && two.records().importBatch(theirs, nullptr, nullptr);
}

bool TestClubKills::startSync(QProcess &child, const QString &db, const QString &login)
{
    child.setProcessChannelMode(QProcess::SeparateChannels);
    child.start(QStringLiteral(TORNEI_CLI), {QStringLiteral("--db"), db, QStringLiteral("sync"), serverString(login)});
    return child.waitForStarted();
}

void TestClubKills::checkWholeClub(const QString &onePath, const QString &twoPath, int games)
{
    // Twice round: the first laptop's last sync brings the second's last games.
    for (int pass = 0; pass < 2; ++pass) {
        for (const auto &[path, login] :
             {std::pair{onePath, QStringLiteral("table1")}, std::pair{twoPath, QStringLiteral("table2")}}) {
            QProcess child;
            QVERIFY(startSync(child, path, login));
            QVERIFY(child.waitForFinished(60000));
            QVERIFY2(child.exitCode() == 0, child.readAllStandardError().constData());
            // The service derives at its own pace (slowly under a sanitizer): what this laptop sent is on
            // the server before the other laptop comes for it.
            QTRY_COMPARE_WITH_TIMEOUT(
                serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.inbox WHERE state = 'waiting'")), 0,
                60000);
        }
    }
    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.games")), games);
    QCOMPARE(serverCount(QStringLiteral("SELECT count(DISTINCT record_sha256) FROM tornei_club.games")), games);
    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.games WHERE revision > 1")), 0);
    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.disputes")), 0);
    GameStore one;
    GameStore two;
    QCOMPARE(one.open(onePath), GameStore::OpenResult::Ok);
    QCOMPARE(two.open(twoPath), GameStore::OpenResult::Ok);
    const std::map<QString, int> all = identities(one);
    QCOMPARE(all.size(), std::size_t(games));
    for (const auto &[identity, count] : all)
        QCOMPARE(count, 1);
    QCOMPARE(identities(two), all);
    QCOMPARE(*one.club().waiting(), 0);
    QCOMPARE(*two.club().waiting(), 0);
    const auto stats = [&](const QStringList &where) {
        QProcess child;
        child.start(QStringLiteral(TORNEI_CLI), where + QStringList{QStringLiteral("stats"), QStringLiteral("--json")});
        child.waitForFinished(60000);
        return child.exitCode() == 0 ? child.readAllStandardOutput() : child.readAllStandardError();
    };
    const QByteArray atOne = stats({QStringLiteral("--db"), onePath});
    QVERIFY2(atOne.startsWith("{"), atOne.constData());
    QCOMPARE(stats({QStringLiteral("--db"), twoPath}), atOne);
    QCOMPARE(stats({QStringLiteral("--server"), serverString(QStringLiteral("table1"))}), atOne);
}

// Both laptops' `tornei-cli sync` at once, each round killed, or cut off by
// the server stopped and restarted.
void TestClubKills::aKilledCommandLineSyncLosesAndDoublesNothing()
{
    constexpr int Rounds = 12;
    constexpr int GamesPerRound = 12;
    const QString onePath = m_dir.filePath(QStringLiteral("cli-one.sqlite"));
    const QString twoPath = m_dir.filePath(QStringLiteral("cli-two.sqlite"));
    int interrupted = 0;
    for (int round = 0; round < Rounds; ++round) {
        // New games before each round, so that every sync has work to be cut short in.
        QVERIFY(play(onePath, twoPath, GamesPerRound));
        QProcess one;
        QProcess two;
        QVERIFY(startSync(one, onePath, QStringLiteral("table1")));
        QVERIFY(startSync(two, twoPath, QStringLiteral("table2")));
        QTest::qWait(static_cast<int>(m_rng.bounded(20u, 600u)));
        if (round % 3 == 2) {
            m_cluster->stop();
            QString why;
            QVERIFY2(m_cluster->resume(&why), qPrintable(why));
        } else {
            for (QProcess *child : {&one, &two}) {
                if (child->state() == QProcess::Running)
                    ::kill(static_cast<pid_t>(child->processId()), SIGKILL);
            }
        }
        for (QProcess *child : {&one, &two}) {
            if (child->state() != QProcess::NotRunning)
                QVERIFY(child->waitForFinished(30000));
            if (child->exitStatus() != QProcess::NormalExit || child->exitCode() != 0)
                ++interrupted;
        }
    }
    qInfo("%d of %d syncs interrupted", interrupted, 2 * Rounds);
    checkWholeClub(onePath, twoPath, Rounds * GamesPerRound);
}

namespace {

// How far the app's sync has gone, read from the side in the laptop's database.
struct Progress
{
    int waiting = 0; // games still to send
    int games = 0;
    int sending = 0; // games noted as being sent
};

Progress progressOf(const QString &path)
{
    QSqlDatabase db = QSqlDatabase::database(QStringLiteral("progress"), false);
    if (!db.isValid())
        db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("progress"));
    if (db.databaseName() != path || !db.isOpen()) {
        db.close();
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=1000"));
        db.open();
    }
    QSqlQuery query(db);
    Progress progress;
    if (query.exec(QStringLiteral("SELECT (SELECT count(*) FROM club_outbox), (SELECT count(*) FROM games),"
                                  " (SELECT count(*) FROM club_games WHERE sent_sha256 IS NOT NULL)")) &&
        query.next())
        progress = Progress{query.value(0).toInt(), query.value(1).toInt(), query.value(2).toInt()};
    return progress;
}

} // namespace

// The app at the first laptop, started with a server and killed while it
// syncs, each round: at a random moment between the start of its first
// send and how long a whole sync took in the first round, which is let end.
void TestClubKills::anAppKilledWhileItSyncsLosesAndDoublesNothing()
{
    constexpr int Rounds = 10;
    constexpr int GamesPerRound = 30;
    const QString onePath = m_dir.filePath(QStringLiteral("app-one.sqlite"));
    const QString twoPath = m_dir.filePath(QStringLiteral("app-two.sqlite"));
    // The app's own settings, away from the user's.
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("HOME"), home.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.path());
    qint64 wholeSync = 0;
    int cutShort = 0;
    for (int round = 0; round < Rounds; ++round) {
        QVERIFY(play(onePath, twoPath, GamesPerRound));
        // The other table sends its games, for the app to bring down.
        QProcess other;
        QVERIFY(startSync(other, twoPath, QStringLiteral("table2")));
        QVERIFY(other.waitForFinished(60000));
        QVERIFY2(other.exitCode() == 0, other.readAllStandardError().constData());

        const Progress before = progressOf(onePath);
        QProcess app;
        app.setProcessEnvironment(environment);
        app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app.start(QStringLiteral(TORNEI_APP),
                  {QStringLiteral("--db"), onePath, QStringLiteral("--server"), serverString(QStringLiteral("table1"))});
        QVERIFY(app.waitForStarted());
        QElapsedTimer clock;
        const auto begun = [&] {
            const Progress now = progressOf(onePath);
            return now.sending > 0 || now.waiting < before.waiting || now.games > before.games;
        };
        QTRY_VERIFY_WITH_TIMEOUT(begun(), 30000);
        clock.restart();
        if (round == 0) {
            const auto done = [&] {
                const Progress now = progressOf(onePath);
                return now.waiting == 0 && now.games == serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.games"));
            };
            QTRY_VERIFY_WITH_TIMEOUT(done(), 30000);
            wholeSync = clock.elapsed();
        } else {
            QTest::qWait(static_cast<int>(m_rng.bounded(quint32(wholeSync) + 1)));
        }
        QVERIFY2(app.state() == QProcess::Running, "the app stopped by itself");
        ::kill(static_cast<pid_t>(app.processId()), SIGKILL);
        QVERIFY(app.waitForFinished(30000));
        const Progress after = progressOf(onePath);
        if (after.waiting > 0 || after.games < serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.games")))
            ++cutShort;
    }
    QSqlDatabase::database(QStringLiteral("progress"), false).close();
    QSqlDatabase::removeDatabase(QStringLiteral("progress"));
    qInfo("a sync took %lld ms from its first send; %d of %d runs of the app killed before their sync ended", wholeSync, cutShort,
          Rounds - 1);
    checkWholeClub(onePath, twoPath, Rounds * GamesPerRound);
}

QTEST_GUILESS_MAIN(TestClubKills)
#include "tst_clubkills.moc"
