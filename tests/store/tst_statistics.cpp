// Player statistics against figures worked by hand from the published
// examples' expected score output (tests/data/examples/*.expected.json) and
// their prediction cards, through the store and through `tornei-cli stats`.
#include "csvexport.h"
#include "examplerecords.h"
#include "gamestore.h"
#include "json.h"
#include "jsonparser.h"
#include "record.h"
#include "recordformat.h"
#include "storereports.h"

#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>

using namespace tornei;
using namespace tornei::testing;

namespace {

struct Expected
{
    QString name;
    int games, wins, sharedWins;
    double averageGameScore, averageRoundScore;
    int completeRounds;
    std::array<int, 4> made, correct;
    std::array<int, TricksPerRound + 1> tricks;
};

} // namespace

class TestStatistics : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void players();
    void meanToHundredths();
    void headToHeadAndBest();
    void bestGameOnATie();
    void excludingChangesStatistics();
    void winsAmongAGroup();
    void rulesVersionRebuild();
    void rates();
    void statsJson();
    void cliJson();
    void cliPlayer();
    void csvReproducesStatistics();
    void rangeOfEveryGame();
    void predictionMatrix();

private:
    QTemporaryDir *m_dir = nullptr;
    QString m_path;
    std::optional<GameStore> m_store;
    qint64 m_excluded = 0;
};

// Counted games: G1 = 0003 (Aki 37, Ben 30, Chie 23, Dai 21) and G2 = 0015
// (Aki 18, "Bee" 17, Chie 18, the dummy: Aki and Chie share the win), Bee
// merged into Ben afterwards. Not counted: G3 = 0001, unfinished, and
// G4 = 0022, finished but excluded.
void TestStatistics::meanToHundredths()
{
    // From the exact fraction, half away from zero.
    QCOMPARE(tornei::meanToHundredths(943, 40), 23.58); // 23.575; the double 23.575 lies below it
    QCOMPARE(tornei::meanToHundredths(55, 7), 7.86);
    QCOMPARE(tornei::meanToHundredths(1, 8), 0.13);     // 0.125
    QCOMPARE(tornei::meanToHundredths(1, 3), 0.33);
    QCOMPARE(tornei::meanToHundredths(-1, 8), -0.13);
    QCOMPARE(tornei::meanToHundredths(7, 0), 0.0);
}

void TestStatistics::init()
{
    m_dir = new QTemporaryDir;
    m_path = m_dir->filePath(QStringLiteral("s.sqlite"));
    m_store.emplace();
    QCOMPARE(m_store->open(m_path), GameStore::OpenResult::Ok);
    const QString aki = QStringLiteral("Aki"), ben = QStringLiteral("Ben"), chie = QStringLiteral("Chie"),
                  dai = QStringLiteral("Dai");
    StoreError error;
    QVERIFY2(m_store->records().importOne(example(QStringLiteral("0003-legal-complete.json"), {aki, ben, chie, dai},
                                                  QStringLiteral("2026-01-10T20:00:00+09:00")),
                                          &error),
             qPrintable(error.message));
    QVERIFY2(m_store->records().importOne(example(QStringLiteral("0015-legal-onlysuit.json"),
                                                  {aki, QStringLiteral("Bee"), chie, std::nullopt},
                                                  QStringLiteral("2026-02-01T19:00:00Z")),
                                          &error),
             qPrintable(error.message));
    QVERIFY2(
        m_store->records().importOne(example(QStringLiteral("0001-legal-stopped.json"), {std::nullopt, aki, ben, dai},
                                             QStringLiteral("2026-02-02T19:00:00Z")),
                                     &error),
        qPrintable(error.message));
    const std::optional<qint64> excluded =
        m_store->records().importOne(example(QStringLiteral("0022-legal-complete.json"), {aki, ben, chie, dai},
                                             QStringLiteral("2026-02-03T19:00:00Z")),
                                     &error);
    QVERIFY2(excluded, qPrintable(error.message));
    m_excluded = *excluded;
    QVERIFY(m_store->games().setExcluded({m_excluded}, true));
    const std::optional<qint64> bee = m_store->players().find(QStringLiteral("bee"));
    const std::optional<qint64> benId = m_store->players().find(QStringLiteral(" BEN "));
    QVERIFY(bee && benId);
    QVERIFY2(m_store->players().merge(*bee, *benId, &error), qPrintable(error.message));
    QVERIFY(m_store->players().add(QStringLiteral("Eve"))); // no game at all
}

void TestStatistics::cleanup()
{
    m_store.reset();
    delete m_dir;
    m_dir = nullptr;
}

void TestStatistics::players()
{
    StoreError error;
    const std::vector<PlayerStatistics> all = m_store->statistics().all(&error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    // Worked from the expected rounds: totals, round scores, tricks won and
    // correct predictions per rank, and the suits of each player's prediction cards.
    // Averages in hundredths: 55 / 7 = 7.857… is 7.86.
    const std::vector<Expected> expected{
        {QStringLiteral("Aki"), 2, 2, 1, 27.5, 7.86, 7, {14, 11, 10, 14}, {4, 6, 3, 3}, {0, 2, 3, 2, 0, 0, 0, 0}},
        {QStringLiteral("Ben"), 2, 0, 0, 23.5, 6.71, 7, {9, 12, 11, 17}, {1, 2, 4, 6}, {1, 2, 3, 0, 1, 0, 0, 0}},
        {QStringLiteral("Chie"), 2, 1, 1, 20.5, 5.86, 7, {13, 9, 15, 12}, {3, 3, 2, 2}, {1, 3, 0, 2, 1, 0, 0, 0}},
        {QStringLiteral("Dai"), 1, 0, 0, 21.0, 5.25, 4, {10, 4, 7, 7}, {1, 1, 1, 2}, {1, 1, 1, 1, 0, 0, 0, 0}},
    };
    QCOMPARE(all.size(), expected.size()); // Eve has no counted game
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const PlayerStatistics &p = all[i];
        const Expected &e = expected[i];
        QCOMPARE(p.name, e.name);
        QCOMPARE(p.games, e.games);
        QCOMPARE(p.wins, e.wins);
        QCOMPARE(p.sharedWins, e.sharedWins);
        QCOMPARE(p.averageGameScore, e.averageGameScore);
        QVERIFY(qFuzzyCompare(p.averageRoundScore, e.averageRoundScore));
        QCOMPARE(p.completeRounds, e.completeRounds);
        for (int rank = 0; rank < 4; ++rank) {
            QCOMPARE(p.predictions[std::size_t(rank)].rank, rank + 1);
            QCOMPARE(p.predictions[std::size_t(rank)].made, e.made[std::size_t(rank)]);
            QCOMPARE(p.predictions[std::size_t(rank)].correct, e.correct[std::size_t(rank)]);
        }
        QCOMPARE(p.tricksWonPerRound, e.tricks);
        QCOMPARE(p.zeroTrickRounds, e.tricks[0]);
    }
    const std::optional<PlayerStatistics> eve =
        m_store->statistics().player(*m_store->players().find(QStringLiteral("Eve")));
    QVERIFY(eve);
    QCOMPARE(eve->games, 0);
    QCOMPARE(eve->averageGameScore, 0.0);
    QVERIFY(!eve->bestGame);
    QVERIFY(!m_store->statistics().player(9999, &error));
    QVERIFY(error.isError());
}

void TestStatistics::headToHeadAndBest()
{
    const std::optional<PlayerStatistics> aki =
        m_store->statistics().player(*m_store->players().find(QStringLiteral("Aki")));
    QVERIFY(aki);
    QCOMPARE(aki->headToHead.size(), std::size_t(3));
    const auto check = [](const HeadToHead &h, const QString &name, int games, int above, int below, int equal) {
        QCOMPARE(h.opponentName, name);
        QCOMPARE(h.games, games);
        QCOMPARE(h.above, above);
        QCOMPARE(h.below, below);
        QCOMPARE(h.equal, equal);
    };
    check(aki->headToHead[0], QStringLiteral("Ben"), 2, 2, 0, 0);  // 37-30, 18-17
    check(aki->headToHead[1], QStringLiteral("Chie"), 2, 1, 0, 1); // 37-23, 18-18
    check(aki->headToHead[2], QStringLiteral("Dai"), 1, 1, 0, 0);  // 37-21
    const std::optional<PlayerStatistics> chie =
        m_store->statistics().player(*m_store->players().find(QStringLiteral("Chie")));
    check(chie->headToHead[0], QStringLiteral("Aki"), 2, 0, 1, 1);
    check(chie->headToHead[1], QStringLiteral("Ben"), 2, 1, 1, 0); // 23-30, 18-17
    check(chie->headToHead[2], QStringLiteral("Dai"), 1, 1, 0, 0);
    // Best game and scores over time, oldest first.
    QCOMPARE(aki->bestScore, 37);
    StoreError error;
    const std::vector<ScorePoint> scores = m_store->statistics().scoresOverTime(aki->player, &error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    QCOMPARE(scores.size(), std::size_t(2));
    QCOMPARE(aki->bestGame, scores[0].game);
    QCOMPARE(scores[0].total, 37);
    QCOMPARE(scores[0].started, QDateTime(QDate(2026, 1, 10), QTime(11, 0), Qt::UTC));
    QCOMPARE(scores[0].started.offsetFromUtc(), 9 * 3600);
    QCOMPARE(scores[1].total, 18);
    // Everyone's statistics hold the same head to head and best game as each one's.
    for (const PlayerStatistics &p : m_store->statistics().all(&error)) {
        const std::optional<PlayerStatistics> one = m_store->statistics().player(p.player, &error);
        QVERIFY(one);
        QCOMPARE(p.bestGame, one->bestGame);
        QCOMPARE(p.bestScore, one->bestScore);
        QCOMPARE(p.headToHead.size(), one->headToHead.size());
        for (std::size_t i = 0; i < p.headToHead.size(); ++i) {
            QCOMPARE(p.headToHead[i].opponent, one->headToHead[i].opponent);
            QCOMPARE(p.headToHead[i].games, one->headToHead[i].games);
            QCOMPARE(p.headToHead[i].above, one->headToHead[i].above);
            QCOMPARE(p.headToHead[i].below, one->headToHead[i].below);
            QCOMPARE(p.headToHead[i].equal, one->headToHead[i].equal);
        }
    }
    QVERIFY(m_store->statistics().scoresOverTime(*m_store->players().find(QStringLiteral("Eve"))).empty());
}

// The same game played twice (Aki 37 both times): the best game is the one
// played first, whatever the order of the ids.
void TestStatistics::bestGameOnATie()
{
    QTemporaryDir dir;
    GameStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("tie.sqlite"))), GameStore::OpenResult::Ok);
    const std::array<std::optional<QString>, SeatCount> seats{QStringLiteral("Aki"), QStringLiteral("Ben"),
                                                              QStringLiteral("Chie"), QStringLiteral("Dai")};
    StoreError error;
    const std::optional<qint64> later = store.records().importOne(
        example(QStringLiteral("0003-legal-complete.json"), seats, QStringLiteral("2026-03-01T20:00:00+09:00")),
        &error);
    const std::optional<qint64> earlier = store.records().importOne(
        example(QStringLiteral("0003-legal-complete.json"), seats, QStringLiteral("2026-02-01T20:00:00+09:00")),
        &error);
    QVERIFY2(later && earlier && *later < *earlier, qPrintable(error.message));
    const std::vector<PlayerStatistics> all = store.statistics().all(&error);
    QCOMPARE(all.size(), std::size_t(4));
    QCOMPARE(all[0].name, QStringLiteral("Aki"));
    QCOMPARE(all[0].bestScore, 37);
    QCOMPARE(all[0].bestGame, earlier);
    QCOMPARE(all[3].bestScore, 21); // Dai
    QCOMPARE(all[3].bestGame, earlier);
    QCOMPARE(store.statistics().player(all[0].player)->bestGame, earlier);
    // So over a range, whose best game is found from its seats.
    const DateRange both{QDate(2026, 2, 1), QDate(2026, 3, 1)};
    QCOMPARE(store.statistics().all(both)[0].bestGame, earlier);
    QCOMPARE(store.statistics().player(all[3].player, both)->bestGame, earlier);
    QCOMPARE(store.statistics().all(DateRange{QDate(2026, 3, 1), std::nullopt})[0].bestGame, later);
}

void TestStatistics::excludingChangesStatistics()
{
    // Counting G4 (0022: Aki 23, Ben 18, Chie 27, Dai 43) gives Dai a win.
    QVERIFY(m_store->games().setExcluded({m_excluded}, false));
    const std::optional<PlayerStatistics> dai =
        m_store->statistics().player(*m_store->players().find(QStringLiteral("Dai")));
    QCOMPARE(dai->games, 2);
    QCOMPARE(dai->wins, 1);
    QCOMPARE(dai->averageGameScore, 32.0);
    QCOMPARE(dai->bestScore, 43);
    QCOMPARE(dai->bestGame, std::optional<qint64>(m_excluded));
    QVERIFY(m_store->games().setExcluded({m_excluded}, true));
    QCOMPARE(m_store->statistics().player(*m_store->players().find(QStringLiteral("Dai")))->games, 1);
}

void TestStatistics::winsAmongAGroup()
{
    const qint64 aki = *m_store->players().find(QStringLiteral("Aki")),
                 ben = *m_store->players().find(QStringLiteral("Ben")),
                 chie = *m_store->players().find(QStringLiteral("Chie")),
                 dai = *m_store->players().find(QStringLiteral("Dai"));
    const auto check = [](const GroupWins::Player &p, qint64 player, int wins, int sharedWins, double share) {
        QCOMPARE(p.player, player);
        QCOMPARE(p.wins, wins);
        QCOMPARE(p.sharedWins, sharedWins);
        QCOMPARE(p.share, share);
    };
    StoreError error;
    // Aki, Ben and Chie alone: only G2 (G1 and the excluded G4 had Dai too);
    // Aki and Chie tied for its win, half each.
    GroupWins three = m_store->statistics().groupWins({chie, aki, ben}, &error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    QCOMPARE(three.games, 1);
    QCOMPARE(three.players.size(), std::size_t(3));
    check(three.players[0], chie, 1, 1, 0.5);
    check(three.players[1], aki, 1, 1, 0.5);
    check(three.players[2], ben, 0, 0, 0.0);
    // All four: G1 (Aki 37 alone) and G2; not the unfinished G3 nor the excluded G4.
    const GroupWins four = m_store->statistics().groupWins({aki, ben, chie, dai}, &error);
    QCOMPARE(four.games, 2);
    check(four.players[0], aki, 2, 1, 1.5);
    check(four.players[1], ben, 0, 0, 0.0);
    check(four.players[2], chie, 1, 1, 0.5);
    check(four.players[3], dai, 0, 0, 0.0);
    // Aki, Ben and Dai sat alone only in the unfinished G3; two players never.
    QCOMPARE(m_store->statistics().groupWins({aki, ben, dai}, &error).games, 0);
    const GroupWins two = m_store->statistics().groupWins({aki, chie}, &error);
    QCOMPARE(two.games, 0);
    check(two.players[0], aki, 0, 0, 0.0);
    QCOMPARE(m_store->statistics().groupWins({}, &error).games, 0);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    // The table that played most among itself: G1's four (G1, and G2 of
    // three of them), not G2's three (G2 alone).
    std::vector<qint64> fourIds{aki, ben, chie, dai};
    std::sort(fourIds.begin(), fourIds.end());
    QCOMPARE(m_store->statistics().busiestTable(DateRange{}, &error), fourIds);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    // Counting G4 (Dai 43 alone) adds it to the four's games.
    QVERIFY(m_store->games().setExcluded({m_excluded}, false));
    const GroupWins counted = m_store->statistics().groupWins({aki, ben, chie, dai}, &error);
    QCOMPARE(counted.games, 3);
    check(counted.players[3], dai, 1, 0, 1.0);
    check(counted.players[0], aki, 2, 1, 1.5);
}

void TestStatistics::rulesVersionRebuild()
{
    const std::vector<PlayerStatistics> before = m_store->statistics().all();
    m_store->close();
    {
        // Results cached by an older engine, and per-game rows lost with them.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(m_path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("UPDATE round_results SET rules_version = 0, score = 0")));
        QVERIFY(query.exec(QStringLiteral("DELETE FROM game_results")));
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    QCOMPARE(m_store->open(m_path), GameStore::OpenResult::Ok);
    const std::vector<PlayerStatistics> after = m_store->statistics().all();
    QCOMPARE(after.size(), before.size());
    for (std::size_t i = 0; i < after.size(); ++i) {
        QCOMPARE(after[i].name, before[i].name);
        QCOMPARE(after[i].wins, before[i].wins);
        QCOMPARE(after[i].averageRoundScore, before[i].averageRoundScore);
        QCOMPARE(after[i].headToHead.size(), before[i].headToHead.size());
    }
}

namespace {

// The statistics of the fixture's games as `tornei-cli stats --json` prints them;
// the ratings as openskill.js 4.1 (β = 25/6, τ = 25/300) rates G1, then G2.
QByteArray expectedJson()
{
    return R"({"players": [
 {"name": "Aki", "games": 2, "wins": 2, "sharedWins": 1, "averageGameScore": 27.5, "averageRoundScore": 7.86,
  "predictions": [{"rank": 1, "made": 14, "correct": 4}, {"rank": 2, "made": 11, "correct": 6},
                  {"rank": 3, "made": 10, "correct": 3}, {"rank": 4, "made": 14, "correct": 3}],
  "predictionMatrix": [[4, 7, 1, 2], [2, 6, 0, 3], [5, 2, 3, 0], [3, 4, 4, 3]],
  "zeroTrickRounds": 0, "tricksWonPerRound": [0, 2, 3, 2, 0, 0, 0, 0],
  "headToHead": [{"opponent": "Ben", "games": 2, "above": 2, "below": 0, "equal": 0},
                 {"opponent": "Chie", "games": 2, "above": 1, "below": 0, "equal": 1},
                 {"opponent": "Dai", "games": 1, "above": 1, "below": 0, "equal": 0}],
  "rating": {"mu": 28.379624924611917, "sigma": 8.128447954212373, "ordinal": 3.9942810619747995}},
 {"name": "Ben", "games": 2, "wins": 0, "sharedWins": 0, "averageGameScore": 23.5, "averageRoundScore": 6.71,
  "predictions": [{"rank": 1, "made": 9, "correct": 1}, {"rank": 2, "made": 12, "correct": 2},
                  {"rank": 3, "made": 11, "correct": 4}, {"rank": 4, "made": 17, "correct": 6}],
  "predictionMatrix": [[1, 3, 4, 1], [4, 2, 3, 3], [2, 2, 4, 3], [5, 2, 4, 6]],
  "zeroTrickRounds": 1, "tricksWonPerRound": [1, 2, 3, 0, 1, 0, 0, 0],
  "headToHead": [{"opponent": "Aki", "games": 2, "above": 0, "below": 2, "equal": 0},
                 {"opponent": "Chie", "games": 2, "above": 1, "below": 1, "equal": 0},
                 {"opponent": "Dai", "games": 1, "above": 1, "below": 0, "equal": 0}],
  "rating": {"mu": 25.135828419597054, "sigma": 8.054595167424587, "ordinal": 0.972042917323293}},
 {"name": "Chie", "games": 2, "wins": 1, "sharedWins": 1, "averageGameScore": 20.5, "averageRoundScore": 5.86,
  "predictions": [{"rank": 1, "made": 13, "correct": 3}, {"rank": 2, "made": 9, "correct": 3},
                  {"rank": 3, "made": 15, "correct": 2}, {"rank": 4, "made": 12, "correct": 2}],
  "predictionMatrix": [[3, 2, 4, 4], [2, 3, 1, 3], [4, 5, 2, 4], [4, 0, 6, 2]],
  "zeroTrickRounds": 1, "tricksWonPerRound": [1, 3, 0, 2, 1, 0, 0, 0],
  "headToHead": [{"opponent": "Aki", "games": 2, "above": 0, "below": 1, "equal": 1},
                 {"opponent": "Ben", "games": 2, "above": 1, "below": 1, "equal": 0},
                 {"opponent": "Dai", "games": 1, "above": 1, "below": 0, "equal": 0}],
  "rating": {"mu": 25.51434498987062, "sigma": 7.972212482949381, "ordinal": 1.5977075410224764}},
 {"name": "Dai", "games": 1, "wins": 0, "sharedWins": 0, "averageGameScore": 21.0, "averageRoundScore": 5.25,
  "predictions": [{"rank": 1, "made": 10, "correct": 1}, {"rank": 2, "made": 4, "correct": 1},
                  {"rank": 3, "made": 7, "correct": 1}, {"rank": 4, "made": 7, "correct": 2}],
  "predictionMatrix": [[1, 3, 1, 5], [1, 1, 1, 1], [3, 1, 1, 2], [1, 2, 2, 2]],
  "zeroTrickRounds": 1, "tricksWonPerRound": [1, 1, 1, 1, 0, 0, 0, 0],
  "headToHead": [{"opponent": "Aki", "games": 1, "above": 0, "below": 1, "equal": 0},
                 {"opponent": "Ben", "games": 1, "above": 0, "below": 1, "equal": 0},
                 {"opponent": "Chie", "games": 1, "above": 0, "below": 1, "equal": 0}],
  "rating": {"mu": 20.962412806387245, "sigma": 8.084127880168786, "ordinal": -3.2899708341191136}}
]})";
}

int runCli(const QStringList &args, QByteArray *out, QByteArray *err = nullptr)
{
    QProcess process;
    process.start(QStringLiteral(TORNEI_CLI), args);
    process.waitForFinished(120000);
    *out = process.readAllStandardOutput();
    if (err)
        *err = process.readAllStandardError();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

} // namespace

// The rates the Players screen shows, from the statistics with their rounding.
void TestStatistics::rates()
{
    const std::vector<PlayerStatistics> players = m_store->statistics().all();
    QCOMPARE(players.size(), std::size_t(4));
    const PlayerStatistics &aki = players[0];
    const PlayerStatistics &ben = players[1];
    const PlayerStatistics &chie = players[2];
    QCOMPARE(aki.winRate(), 100.0); // 2 of 2
    QCOMPARE(chie.winRate(), 50.0); // 1 of 2
    QCOMPARE(ben.winRate(), 0.0);
    // Tricks: Aki 2x1 + 3x2 + 2x3 = 14 in 7 rounds; Ben 2x1 + 3x2 + 1x4 = 12 in 7 rounds = 1.714…
    QCOMPARE(aki.tricksPerRound(), 2.0);
    QCOMPARE(ben.tricksPerRound(), 1.71);
    // Predictions: Aki's rank 1, 4 of 14 = 28.571…%; rank 2, 6 of 11 = 54.545…%.
    QCOMPARE(aki.predictions[0].rate(), 28.57);
    QCOMPARE(aki.predictions[1].rate(), 54.55);
    QCOMPARE(ben.predictions[0].rate(), 11.11); // 1 of 9
    // Nothing to count from: 0.
    QCOMPARE(PlayerStatistics().winRate(), 0.0);
    QCOMPARE(PlayerStatistics().tricksPerRound(), 0.0);
    QCOMPARE(PredictionFigures().rate(), 0.0);
    // From the exact value, half a hundredth away from zero: 1 of 16 is 6.25%,
    // 1 of 800 (0.125%) gives 0.13, 1 of 1600 (0.0625%) gives 0.06.
    QCOMPARE((PredictionFigures{1, 16, 1}.rate()), 6.25);
    QCOMPARE((PredictionFigures{1, 800, 1}.rate()), 0.13);
    QCOMPARE((PredictionFigures{1, 1600, 1}.rate()), 0.06);
}

// The JSON of `stats` is built by the model: the same document without the CLI.
void TestStatistics::statsJson()
{
    JsonParseError parseError;
    const JsonValue want = parseJson(expectedJson(), &parseError);
    QVERIFY(parseError.ok());
    QCOMPARE(StoreReports::statsJson(m_store->statistics().all()).serialize(2), want.serialize(2));
    QCOMPARE(StoreReports::statsJson({}).serialize(2), QByteArray("{\n  \"players\": []\n}"));
}

void TestStatistics::cliJson()
{
    m_store->close();
    QByteArray out;
    QCOMPARE(runCli({QStringLiteral("stats"), QStringLiteral("--json"), QStringLiteral("--db"), m_path}, &out), 0);
    JsonParseError parseError;
    const JsonValue want = parseJson(expectedJson(), &parseError);
    QVERIFY(parseError.ok());
    // Exactly: the same document, numbers written as the figures are.
    QCOMPARE(out, want.serialize(2) + '\n');
}

void TestStatistics::cliPlayer()
{
    m_store->close();
    QByteArray out;
    QByteArray err;
    QCOMPARE(runCli({QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("dai"), QStringLiteral("--json"),
                     QStringLiteral("--db"), m_path},
                    &out),
             0);
    JsonParseError parseError;
    const JsonValue one = parseJson(out, &parseError);
    QVERIFY(parseError.ok());
    QCOMPARE(one.find(QStringLiteral("players"))->items().size(), std::size_t(1));
    QCOMPARE(one.find(QStringLiteral("players"))->items()[0].find(QStringLiteral("name"))->toString(),
             QStringLiteral("Dai"));
    // Dai predicted 1st ten times (see predictionMatrix()): got 1st in r2t4; 2nd in r1t2, r2t1, r3t6;
    // 3rd in r3t7; 4th in r1t3, r2t5, r3t1, r3t2, r4t4.
    QCOMPARE(one.find(QStringLiteral("players"))->items()[0].find(QStringLiteral("predictionMatrix"))->serialize(-1),
             QByteArray("[[1,3,1,5],[1,1,1,1],[3,1,1,2],[1,2,2,2]]"));
    // A season of G2 alone: Aki's tricks there (see predictionMatrix()).
    QCOMPARE(runCli({QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("Aki"), QStringLiteral("--from"),
                     QStringLiteral("2026-02-01"), QStringLiteral("--json"), QStringLiteral("--db"), m_path},
                    &out),
             0);
    const JsonValue season = parseJson(out, &parseError);
    QVERIFY(parseError.ok());
    QCOMPARE(season.find(QStringLiteral("players"))->items()[0].find(QStringLiteral("predictionMatrix"))->serialize(-1),
             QByteArray("[[2,4,1,0],[0,2,0,2],[4,1,0,0],[0,2,2,1]]"));
    // A saved player without a counted game: listed, with zeros.
    QCOMPARE(runCli({QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("Eve"), QStringLiteral("--json"),
                     QStringLiteral("--db"), m_path},
                    &out),
             0);
    QVERIFY(out.contains("\"games\": 0"));
    QVERIFY(out.contains("\"averageGameScore\": 0.0"));
    QCOMPARE(runCli({QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("Nobody"),
                     QStringLiteral("--db"), m_path},
                    &out, &err),
             1);
    QVERIFY(err.contains("Nobody"));
    QCOMPARE(runCli({QStringLiteral("stats"), QStringLiteral("extra"), QStringLiteral("--db"), m_path}, &out), 2);
    // The text table, in the user's language.
    QCOMPARE(runCli({QStringLiteral("stats"), QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--db"),
                     m_path},
                    &out),
             0);
    QVERIFY(out.contains("Aki: 2 games, 2 wins (1 shared)"));
}

// Everything the statistics count, from the CSV alone, the way a spreadsheet
// would: the rows of finished games not excluded, complete rounds, the
// zero-trick bonus in points.
void TestStatistics::csvReproducesStatistics()
{
    StoreError error;
    const std::optional<QByteArray> csv = CsvExport::write(*m_store, {}, &error);
    QVERIFY2(csv, qPrintable(error.message));
    QStringList lines = QString::fromUtf8(csv->mid(3)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    const QStringList header = lines.takeFirst().split(QLatin1Char(','));
    const auto column = [&](const char *title) {
        const qsizetype c = header.indexOf(QLatin1String(title));
        if (c < 0)
            qWarning("no column %s", title);
        return c;
    };
    const qsizetype gameCol = column("Game"), finishedCol = column("Finished"), excludedCol = column("Excluded"),
                    completeCol = column("Complete round"), playerCol = column("Player"),
                    tricksCol = column("Tricks won"), bonusCol = column("Zero-trick bonus"),
                    scoreCol = column("Round score"), totalCol = column("Game total"),
                    madeCol = column("Predicted 1st"), correctCol = column("Correct 1st");
    QVERIFY(gameCol >= 0 && finishedCol >= 0 && excludedCol >= 0 && completeCol >= 0 && playerCol >= 0
            && tricksCol >= 0 && bonusCol >= 0 && scoreCol >= 0 && totalCol >= 0 && madeCol >= 0 && correctCol >= 0);

    struct Sums
    {
        std::map<QString, int> totals; // game: total
        int rounds = 0, roundScore = 0, zero = 0;
        std::array<int, 4> made{}, correct{};
        std::array<int, TricksPerRound + 1> tricks{};
        PredictionMatrix matrix;
    };
    // Per trick: led (1/0), the rank predicted and the rank got; empty for a trick not complete.
    const qsizetype trickCol = column("Trick 1 led");
    QVERIFY(trickCol >= 0);
    QCOMPARE(header.mid(trickCol, 3), (QStringList{"Trick 1 led", "Trick 1 predicted", "Trick 1 rank"}));
    QCOMPARE(header.last(), QStringLiteral("Trick 7 rank"));
    std::map<QString, Sums> players;
    std::map<QString, int> best; // game: highest total
    bool sawExcluded = false, sawUnfinished = false;
    for (const QString &line : lines) {
        const QStringList f = line.split(QLatin1Char(','));
        QCOMPARE(f.size(), header.size());
        sawExcluded = sawExcluded || f[excludedCol] == QLatin1String("1");
        sawUnfinished = sawUnfinished || f[finishedCol] == QLatin1String("0");
        if (f[finishedCol] != QLatin1String("1") || f[excludedCol] != QLatin1String("0"))
            continue;
        Sums &p = players[f[playerCol]];
        const int total = f[totalCol].toInt();
        p.totals[f[gameCol]] = total;
        best[f[gameCol]] = std::max(best.count(f[gameCol]) ? best[f[gameCol]] : total, total);
        for (int t = 0; t < TricksPerRound; ++t) {
            const qsizetype c = trickCol + 3 * t;
            if (f[c].isEmpty())
                continue;
            RankMatrix &m = f[c] == QLatin1String("1") ? p.matrix.leading : p.matrix.following;
            ++m[std::size_t(f[c + 1].toInt() - 1)][std::size_t(f[c + 2].toInt() - 1)];
        }
        if (f[completeCol] != QLatin1String("1"))
            continue;
        ++p.rounds;
        p.roundScore += f[scoreCol].toInt();
        ++p.tricks[std::size_t(f[tricksCol].toInt())];
        const int bonus = f[bonusCol].toInt();
        QVERIFY(bonus == 0 || bonus == ZeroTrickBonusPoints);
        p.zero += bonus == ZeroTrickBonusPoints ? 1 : 0;
        for (int rank = 0; rank < 4; ++rank) {
            p.made[std::size_t(rank)] += f[madeCol + rank].toInt();
            p.correct[std::size_t(rank)] += f[correctCol + rank].toInt();
        }
    }
    QVERIFY(sawExcluded);
    QVERIFY(sawUnfinished);
    const std::vector<PlayerStatistics> all = m_store->statistics().all(&error);
    QCOMPARE(players.size(), all.size());
    for (const PlayerStatistics &s : all) {
        QVERIFY2(players.count(s.name), qPrintable(s.name));
        const Sums &p = players[s.name];
        int wins = 0, shared = 0, sum = 0;
        for (const auto &[game, total] : p.totals) {
            sum += total;
            if (total != best[game])
                continue;
            ++wins;
            int top = 0;
            for (const auto &[other, o] : players)
                top += o.totals.count(game) && o.totals.at(game) == total ? 1 : 0;
            shared += top > 1 ? 1 : 0;
        }
        QCOMPARE(static_cast<int>(p.totals.size()), s.games);
        QCOMPARE(wins, s.wins);
        QCOMPARE(shared, s.sharedWins);
        QCOMPARE(tornei::meanToHundredths(sum, static_cast<int>(p.totals.size())), s.averageGameScore);
        QCOMPARE(p.rounds, s.completeRounds);
        QCOMPARE(tornei::meanToHundredths(p.roundScore, p.rounds), s.averageRoundScore);
        QCOMPARE(p.zero, s.zeroTrickRounds);
        QCOMPARE(p.tricks, s.tricksWonPerRound);
        for (int rank = 0; rank < 4; ++rank) {
            QCOMPARE(p.made[std::size_t(rank)], s.predictions[std::size_t(rank)].made);
            QCOMPARE(p.correct[std::size_t(rank)], s.predictions[std::size_t(rank)].correct);
        }
        QCOMPARE(p.matrix.leading, s.predictionMatrix.leading);
        QCOMPARE(p.matrix.following, s.predictionMatrix.following);
    }
}

// A range holding every (dated) game gives every figure, the ratings too, as without a range:
// the scan and the in-memory rating agree with the kept sums and steps.
void TestStatistics::rangeOfEveryGame()
{
    StoreError error;
    const DateRange every{QDate(2026, 1, 1), QDate(2026, 12, 31)};
    QCOMPARE(StoreReports::statsJson(m_store->statistics().all(every, &error)).serialize(2),
             StoreReports::statsJson(m_store->statistics().all(&error)).serialize(2));
    QVERIFY2(!error.isError(), qPrintable(error.message));
    for (const PlayerStatistics &p : m_store->statistics().all()) {
        const std::optional<PlayerStatistics> one = m_store->statistics().player(p.player, every, &error);
        QVERIFY(one);
        QCOMPARE(one->bestGame, p.bestGame);
        QCOMPARE(one->bestScore, p.bestScore);
        QCOMPARE(m_store->statistics().scoresOverTime(p.player, every).size(),
                 m_store->statistics().scoresOverTime(p.player).size());
        const std::vector<RatingPoint> ranged = m_store->statistics().ratingOverTime(p.player, every);
        const std::vector<RatingPoint> kept = m_store->statistics().ratingOverTime(p.player);
        QCOMPARE(ranged.size(), kept.size());
        for (std::size_t i = 0; i < kept.size(); ++i) {
            QCOMPARE(ranged[i].game, kept[i].game);
            QCOMPARE(ranged[i].started, kept[i].started);
            QCOMPARE(ranged[i].rating.mu, kept[i].rating.mu);
            QCOMPARE(ranged[i].rating.sigma, kept[i].rating.sigma);
        }
    }
}

namespace {

// Each row sums to the made predictions of its rank, and the diagonal is the correct ones.
void checkAgainstPredictions(const PlayerStatistics &p)
{
    const RankMatrix all = p.predictionMatrix.all();
    for (std::size_t predicted = 0; predicted < 4; ++predicted) {
        int made = 0;
        for (int count : all[predicted])
            made += count;
        QCOMPARE(made, p.predictions[predicted].made);
        QCOMPARE(all[predicted][predicted], p.predictions[predicted].correct);
    }
}

} // namespace

// The prediction matrices of the counted games, counted by hand from the
// records: each complete trick, who led it, and for each player (A Aki, B Ben
// or Bee, C Chie, D Dai) the rank predicted (the prediction card's suit) and
// the rank their joust card got, "predicted/got".
//   G1 (0003)                                   G2 (0015; the dummy's seat has none)
//   r1t1 lead Ben:  A 3/3, B 4/4, C 4/1, D 4/2   r1t1 lead Chie:  A 1/2, B 3/1, C 4/3
//   r1t2 lead Chie: A 1/1, B 3/3, C 3/4, D 1/2   r1t2 lead Bee:   A 4/3, B 2/4, C 4/1
//   r1t3 lead Aki:  A 4/3, B 2/2, C 1/1, D 1/4   r1t3 lead Chie:  A 1/1, B 4/2, C 3/4
//   r1t4 lead Chie: A 3/3, B 4/2, C 1/1, D 3/4   r1t4 lead Aki:   A 1/3, B 4/4, C 3/1
//   r1t5 lead Chie: A 2/2, B 4/1, C 1/4, D 4/3   r1t5 lead Chie:  A 3/1, B 3/4, C 1/2
//   r1t6 lead Ben:  A 2/1, B 3/3, C 2/2, D 4/4   r1t6 lead Aki:   A 2/2, B 2/4, C 3/1
//   r1t7 lead Aki:  A 4/3, B 3/2, C 2/1, D 4/4   r1t7 lead Chie:  A 2/4, B 4/3, C 3/2
//   r2t1 lead Chie: A 2/4, B 2/3, C 4/1, D 1/2   r2t1 lead dummy: A 2/2, B 2/1, C 2/4
//   r2t2 lead Chie: A 4/4, B 1/2, C 1/3, D 3/1   r2t2 lead Bee:   A 4/2, B 1/1, C 1/4
//   r2t3 lead Dai:  A 3/2, B 2/1, C 3/4, D 3/3   r2t3 lead Bee:   A 4/4, B 1/3, C 3/2
//   r2t4 lead Ben:  A 1/2, B 4/4, C 4/3, D 1/1   r2t4 lead dummy: A 4/2, B 4/1, C 2/4
//   r2t5 lead Dai:  A 2/1, B 1/2, C 1/3, D 1/4   r2t5 lead Bee:   A 4/3, B 4/4, C 2/2
//   r2t6 lead Aki:  A 3/3, B 4/1, C 4/4, D 3/2   r2t6 lead dummy: A 1/2, B 4/1, C 4/3
//   r2t7 lead Ben:  A 4/4, B 3/2, C 4/3, D 2/1   r2t7 lead Bee:   A 3/1, B 1/3, C 2/2
//   r3t1 lead Dai:  A 4/2, B 2/1, C 1/3, D 1/4   r3t1 lead Bee:   A 2/4, B 2/2, C 3/1
//   r3t2 lead Ben:  A 4/1, B 3/3, C 3/2, D 1/4   r3t2 lead Chie:  A 3/1, B 1/2, C 1/3
//   r3t3 lead Aki:  A 1/2, B 3/4, C 1/1, D 4/3   r3t3 lead Aki:   A 1/2, B 2/3, C 2/1
//   r3t4 lead Chie: A 4/1, B 3/3, C 4/4, D 4/2   r3t4 lead Chie:  A 3/2, B 1/4, C 3/1
//   r3t5 lead Aki:  A 2/2, B 4/4, C 2/3, D 4/1   r3t5 lead Chie:  A 1/2, B 3/4, C 3/3
//   r3t6 lead Dai:  A 1/1, B 4/3, C 1/4, D 1/2   r3t6 lead dummy: A 1/1, B 2/3, C 2/4
//   r3t7 lead Aki:  A 1/2, B 2/1, C 3/4, D 1/3   r3t7 lead Aki:   A 3/1, B 2/4, C 4/3
//   r4t1 lead Aki:  A 1/4, B 1/3, C 3/2, D 3/1
//   r4t2 lead Dai:  A 2/2, B 3/1, C 1/4, D 2/3
//   r4t3 lead Ben:  A 4/1, B 4/3, C 1/2, D 2/4
//   r4t4 lead Aki:  A 2/2, B 4/1, C 4/3, D 1/4
//   r4t5 lead Ben:  A 1/4, B 1/3, C 4/1, D 2/2
//   r4t6 lead Chie: A 3/1, B 4/3, C 3/2, D 3/4
//   r4t7 lead Aki:  A 4/2, B 4/4, C 3/3, D 3/1
// Aki led 9 tricks of G1 (r1t3 4/3, r1t7 4/3, r2t6 3/3, r3t3 1/2, r3t5 2/2,
// r3t7 1/2, r4t1 1/4, r4t4 2/2, r4t7 4/2) and 4 of G2 (r1t4 1/3, r1t6 2/2,
// r3t3 1/2, r3t7 3/1); the other 19 + 17 tricks are the ones he did not lead.
// G3 (unfinished) and G4 (excluded) count for nothing.
void TestStatistics::predictionMatrix()
{
    StoreError error;
    const std::vector<PlayerStatistics> all = m_store->statistics().all(&error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    QCOMPARE(all.size(), std::size_t(4));
    for (const PlayerStatistics &p : all)
        checkAgainstPredictions(p);
    const PlayerStatistics &aki = all[0];
    QCOMPARE(aki.predictionMatrix.leading, (RankMatrix{{{0, 3, 1, 1}, {0, 3, 0, 0}, {1, 0, 1, 0}, {0, 1, 2, 0}}}));
    QCOMPARE(aki.predictionMatrix.following,
             (RankMatrix{{{4, 4, 0, 1}, {2, 3, 0, 3}, {4, 2, 2, 0}, {3, 3, 2, 3}}}));
    // Ben with Bee merged into him: G1's tricks as Ben and G2's as Bee.
    const PlayerStatistics &ben = all[1];
    QCOMPARE(ben.name, QStringLiteral("Ben"));
    QCOMPARE(ben.predictionMatrix.leading, (RankMatrix{{{1, 0, 3, 0}, {0, 1, 0, 1}, {0, 1, 2, 0}, {0, 0, 1, 3}}}));
    QCOMPARE(ben.predictionMatrix.following,
             (RankMatrix{{{0, 3, 1, 1}, {4, 1, 3, 2}, {2, 1, 2, 3}, {5, 2, 3, 3}}}));
    QCOMPARE(all[3].predictionMatrix.leading, (RankMatrix{{{0, 1, 0, 2}, {0, 0, 1, 0}, {0, 0, 1, 0}, {0, 0, 0, 0}}}));

    // A season: G2 alone (G3 and G4 are not counted), then G1 alone.
    const std::optional<PlayerStatistics> february =
        m_store->statistics().player(aki.player, DateRange{QDate(2026, 2, 1), std::nullopt}, &error);
    QVERIFY(february);
    checkAgainstPredictions(*february);
    QCOMPARE(february->predictionMatrix.leading,
             (RankMatrix{{{0, 1, 1, 0}, {0, 1, 0, 0}, {1, 0, 0, 0}, {0, 0, 0, 0}}}));
    QCOMPARE(february->predictionMatrix.all(),
             (RankMatrix{{{2, 4, 1, 0}, {0, 2, 0, 2}, {4, 1, 0, 0}, {0, 2, 2, 1}}}));
    const std::optional<PlayerStatistics> january =
        m_store->statistics().player(aki.player, DateRange{std::nullopt, QDate(2026, 1, 31)}, &error);
    QVERIFY(january);
    checkAgainstPredictions(*january);
    QCOMPARE(january->predictionMatrix.leading,
             (RankMatrix{{{0, 2, 0, 1}, {0, 2, 0, 0}, {0, 0, 1, 0}, {0, 1, 2, 0}}}));

    // Counting G4 back in adds its tricks; leaving it out again takes them away.
    QVERIFY(m_store->games().setExcluded({m_excluded}, false));
    for (const PlayerStatistics &p : m_store->statistics().all())
        checkAgainstPredictions(p);
    QVERIFY(m_store->statistics().all()[0].predictionMatrix.all() != aki.predictionMatrix.all());
    QVERIFY(m_store->games().setExcluded({m_excluded}, true));
    QCOMPARE(m_store->statistics().all()[0].predictionMatrix.leading, aki.predictionMatrix.leading);
    QCOMPARE(m_store->statistics().all()[0].predictionMatrix.following, aki.predictionMatrix.following);

    // Without a counted game: zeros.
    const std::optional<qint64> eve = m_store->players().find(QStringLiteral("Eve"));
    QVERIFY(eve);
    const std::optional<PlayerStatistics> none = m_store->statistics().player(*eve, &error);
    QVERIFY(none);
    QCOMPARE(none->predictionMatrix.all(), RankMatrix{});
}

QTEST_GUILESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
