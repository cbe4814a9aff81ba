// Power-cut safety: a child process enters random games through the store and
// is killed with SIGKILL at random moments, hundreds of times. After every
// kill each entry the child reported (it reports only after the commit) must
// be in the database; at the end the file passes integrity_check and the
// results table equals a fresh replay of every game.
#include "gamestore.h"
#include "randomgame.h"
#include "replay.h"
#include "seatindex.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <map>
#include <signal.h>

using namespace tornei;

namespace {

constexpr int Kills = 220;

const std::vector<Entry> &entriesOf(quint32 seed)
{
    static std::map<quint32, std::vector<Entry>> cache;
    auto found = cache.find(seed);
    if (found == cache.end()) {
        QRandomGenerator rng(seed);
        found = cache.emplace(seed, Replay(RandomGame::play(rng, 3)).entries()).first;
    }
    return found->second;
}

struct Reported
{
    quint32 seed = 0;
    long long acknowledged = -1; // the highest entry index reported committed
};

} // namespace

class TestKillTest : public QObject
{
    Q_OBJECT

private slots:
    void killAtRandomMoments();
};

void TestKillTest::killAtRandomMoments()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString db = dir.filePath(QStringLiteral("kill.sqlite"));
    const quint32 seed = QRandomGenerator::securelySeeded().generate();
    qInfo("seed %u", seed);
    QRandomGenerator rng(seed);
    std::map<qint64, Reported> reported;
    int killed = 0;
    int entriesReported = 0;
    int killsWhileEntering = 0;
    while (killed < Kills) {
        QProcess child;
        child.setProcessChannelMode(QProcess::SeparateChannels);
        child.start(QStringLiteral(TORNEI_KILLTEST_CHILD), {db, QString::number(rng.generate())});
        QVERIFY(child.waitForStarted());
        QByteArray output;
        const quint32 moment = rng.bounded(4);
        if (moment == 0) {
            // Anywhere, opening and resuming included.
            QThread::msleep(rng.bounded(80u));
        } else {
            // While entering: once the first entry is reported, a little later.
            while (!output.contains("\nE ") && child.waitForReadyRead(30000))
                output += child.readAllStandardOutput();
            QVERIFY2(output.contains("\nE "), child.readAllStandardError().constData());
            ++killsWhileEntering;
            QThread::msleep(rng.bounded(moment == 1 ? 5u : moment == 2 ? 60u : 400u));
        }
        const bool running = child.state() == QProcess::Running;
        if (running)
            ::kill(static_cast<pid_t>(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(30000));
        if (!running || child.exitStatus() == QProcess::NormalExit)
            QFAIL(qPrintable(QStringLiteral("the writer stopped on its own (%1): %2")
                                 .arg(child.exitCode())
                                 .arg(QString::fromLocal8Bit(child.readAllStandardError()))));
        ++killed;

        // Only whole lines count: a line cut by the kill was not reported.
        output += child.readAllStandardOutput();
        const QList<QByteArray> lines = output.split('\n');
        std::vector<qint64> touched;
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            const QList<QByteArray> f = lines[i].split(' ');
            QCOMPARE(f.size(), 3);
            const qint64 game = f[1].toLongLong();
            if (f[0] == "G") {
                reported[game].seed = f[2].toUInt();
            } else {
                QCOMPARE(f[0], QByteArray("E"));
                QVERIFY(reported.count(game));
                reported[game].acknowledged = std::max(reported[game].acknowledged, f[2].toLongLong());
                ++entriesReported;
            }
            touched.push_back(game);
        }
        // Everything reported is there, exactly.
        GameStore store;
        StoreError error;
        QCOMPARE(store.open(db, &error), GameStore::OpenResult::Ok);
        for (qint64 game : touched) {
            const std::vector<Entry> stored = store.records().entries(game, &error);
            const std::vector<Entry> &expected = entriesOf(reported[game].seed);
            QVERIFY2(static_cast<long long>(stored.size()) > reported[game].acknowledged,
                     qPrintable(QStringLiteral("kill %1: game %2 lost committed entries").arg(killed).arg(game)));
            QVERIFY(stored.size() <= expected.size());
            QVERIFY(std::equal(stored.begin(), stored.end(), expected.begin()));
        }
    }
    qInfo("%d kills (%d while entering), %d entries reported, %zu games", killed, killsWhileEntering, entriesReported,
          reported.size());
    QVERIFY(entriesReported >= killsWhileEntering);

    // The whole file at the end.
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(db, &error), GameStore::OpenResult::Ok);
    const std::vector<GameSummary> games = store.games().all(&error);
    QVERIFY(games.size() >= reported.size());
    std::map<qint64, Record> records;
    for (const GameSummary &game : games) {
        const std::optional<Record> record = store.records().load(game.id, &error);
        QVERIFY2(record, qPrintable(error.message));
        quint32 gameSeed = 0;
        for (const auto &[key, value] : record->extensions) {
            if (key == QLatin1String("x-killtest-seed"))
                gameSeed = static_cast<quint32>(value.toInteger());
        }
        const std::vector<Entry> &expected = entriesOf(gameSeed);
        const std::vector<Entry> stored = store.records().entries(game.id);
        QVERIFY(stored.size() <= expected.size());
        QVERIFY(std::equal(stored.begin(), stored.end(), expected.begin()));
        if (reported.count(game.id))
            QVERIFY(static_cast<long long>(stored.size()) > reported[game.id].acknowledged);
        // The last dummy prediction is optional: a game can be finished before it.
        QCOMPARE(game.finished, Replay(*record).isComplete());
        records[game.id] = *record;
    }
    store.close();

    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(db);
        QVERIFY(raw.open());
        QSqlQuery query(raw);
        QVERIFY(query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("ok"));
        for (const auto &[id, record] : records) {
            const Replay replay(record);
            QVERIFY(query.exec(QStringLiteral("SELECT round, seat, score, tricks_won, correct_rank1, correct_rank2,"
                                              " correct_rank3, correct_rank4, zero_trick_bonus, complete"
                                              " FROM round_results WHERE game = %1 ORDER BY round, seat")
                                   .arg(id)));
            int rows = 0;
            while (query.next()) {
                const int r = query.value(0).toInt();
                const int s = query.value(1).toInt();
                QVERIFY(r < static_cast<int>(replay.rounds().size()));
                const RoundResult &result = replay.round(r);
                QCOMPARE(query.value(2).toInt(), result.scores[at(s)]);
                QCOMPARE(query.value(3).toInt(), result.tricksWon[at(s)]);
                for (int rank = 0; rank < 4; ++rank)
                    QCOMPARE(query.value(4 + rank).toInt(), result.correctByRank[at(s)][at(rank)]);
                QCOMPARE(query.value(8).toBool(), result.zeroTrickBonus[at(s)]);
                QCOMPARE(query.value(9).toBool(), result.complete);
                ++rows;
            }
            QCOMPARE(rows, static_cast<int>(replay.rounds().size()) * SeatCount);
        }
        query.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

QTEST_GUILESS_MAIN(TestKillTest)
#include "tst_killtest.moc"
