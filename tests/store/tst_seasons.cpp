// The statistics of a season (a range of dates, DateRange) against figures
// worked by hand from the published examples' expected score output, with
// games inside and outside the range and one without a date of its own;
// the ratings of a range against RatingModel applied by hand to only its
// games; `tornei-cli stats --from/--to`, its usage errors, and the league
// table (`stats --league`, LeagueTable).
#include "examplerecords.h"
#include "gamerecords.h"
#include "gamestore.h"
#include "json.h"
#include "jsonparser.h"
#include "leaguetable.h"
#include "rating.h"
#include "storereports.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

namespace {

struct CliResult
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

// tornei-cli with its settings (the league's minimum) read from `config` when given.
CliResult runCli(const QStringList &args, const QString &config = QString())
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!config.isEmpty())
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(TORNEI_CLI), args);
    process.waitForFinished(120000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

const DateRange Season2026{QDate(2026, 1, 1), QDate(2026, 12, 31)};

} // namespace

class TestSeasons : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void figuresOfASeason();
    void ratingsOfASeason();
    void chartsOfASeason();
    void openEnds();
    void cliRange();
    void cliUsageErrors();
    void leagueTable();
    void cliLeague();

private:
    qint64 id(const QString &name) const { return *m_store->players().find(name); }

    QTemporaryDir *m_dir = nullptr;
    QString m_path;
    std::optional<GameStore> m_store;
};

// In 2026 (the dates at the table): G1 = 0003 at 00:30 +09:00 on 1 January
// (still 31 December in UTC): Aki 37, Ben 30, Chie 23, Dai 21; G2 = 0015 on
// 1 February: Aki 18, Ben 17, Chie 18 and the dummy, Aki and Chie sharing the
// win. Before: G3 = 0022 at 23:59 -05:00 on 31 December 2025 (already 2026 in
// UTC): Aki 23, Ben 18, Chie 27, Dai 43. Without a date of its own (stored
// before dates were kept): G4 = 0022 again, Dai's 43 again.
void TestSeasons::init()
{
    m_dir = new QTemporaryDir;
    m_path = m_dir->filePath(QStringLiteral("s.sqlite"));
    m_store.emplace();
    QCOMPARE(m_store->open(m_path), GameStore::OpenResult::Ok);
    const QString aki = QStringLiteral("Aki"), ben = QStringLiteral("Ben"), chie = QStringLiteral("Chie"),
                  dai = QStringLiteral("Dai");
    StoreError error;
    QVERIFY2(m_store->records().importOne(example(QStringLiteral("0022-legal-complete.json"), {aki, ben, chie, dai},
                                                  QStringLiteral("2025-12-31T23:59:00-05:00")),
                                          &error),
             qPrintable(error.message));
    QVERIFY2(m_store->records().importOne(example(QStringLiteral("0003-legal-complete.json"), {aki, ben, chie, dai},
                                                  QStringLiteral("2026-01-01T00:30:00+09:00")),
                                          &error),
             qPrintable(error.message));
    QVERIFY2(
        m_store->records().importOne(example(QStringLiteral("0015-legal-onlysuit.json"), {aki, ben, chie, std::nullopt},
                                             QStringLiteral("2026-02-01T19:00:00Z")),
                                     &error),
        qPrintable(error.message));
    Record old = example(QStringLiteral("0022-legal-complete.json"), {aki, ben, chie, dai},
                         QStringLiteral("2026-03-01T19:00:00Z"));
    const std::optional<qint64> undated = m_store->records().importOne(old, &error);
    QVERIFY2(undated, qPrintable(error.message));
    m_store->close();
    {
        // As a game stored before dates were kept: dated by its creation alone.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("undate"));
        db.setDatabaseName(m_path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        old.started.reset();
        QVERIFY(query.exec(QStringLiteral("UPDATE games SET started_text = NULL, started_offset = NULL,"
                                          " started_utc = '2026-03-01T19:00:00.000Z', started_date = '2026-03-01',"
                                          " record_sha256 = '%1' WHERE id = %2")
                               .arg(GameRecords::hash(old))
                               .arg(*undated)));
        QCOMPARE(query.numRowsAffected(), 1);
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("undate"));
    QCOMPARE(m_store->open(m_path), GameStore::OpenResult::Ok);
}

void TestSeasons::cleanup()
{
    m_store.reset();
    delete m_dir;
    m_dir = nullptr;
}

void TestSeasons::figuresOfASeason()
{
    StoreError error;
    // Every game: four for Aki, Ben, Chie and Dai; Dai won G3 and G4.
    const std::vector<PlayerStatistics> ever = m_store->statistics().all(&error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    QCOMPARE(ever.size(), std::size_t(4));
    QCOMPARE(ever[3].games, 3);
    QCOMPARE(ever[3].wins, 2);

    // 2026: G1 and G2 only, the figures of G1 and G2 worked from the expected rounds.
    const std::vector<PlayerStatistics> season = m_store->statistics().all(Season2026, &error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    QCOMPARE(season.size(), std::size_t(4));
    struct Expected
    {
        QString name;
        int games, wins, sharedWins;
        double averageGameScore, averageRoundScore;
        int completeRounds;
        std::array<int, 4> made, correct;
        std::array<int, TricksPerRound + 1> tricks;
    };
    const std::vector<Expected> expected{
        {QStringLiteral("Aki"), 2, 2, 1, 27.5, 7.86, 7, {14, 11, 10, 14}, {4, 6, 3, 3}, {0, 2, 3, 2, 0, 0, 0, 0}},
        {QStringLiteral("Ben"), 2, 0, 0, 23.5, 6.71, 7, {9, 12, 11, 17}, {1, 2, 4, 6}, {1, 2, 3, 0, 1, 0, 0, 0}},
        {QStringLiteral("Chie"), 2, 1, 1, 20.5, 5.86, 7, {13, 9, 15, 12}, {3, 3, 2, 2}, {1, 3, 0, 2, 1, 0, 0, 0}},
        {QStringLiteral("Dai"), 1, 0, 0, 21.0, 5.25, 4, {10, 4, 7, 7}, {1, 1, 1, 2}, {1, 1, 1, 1, 0, 0, 0, 0}},
    };
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const PlayerStatistics &p = season[i];
        const Expected &e = expected[i];
        QCOMPARE(p.name, e.name);
        QCOMPARE(p.games, e.games);
        QCOMPARE(p.wins, e.wins);
        QCOMPARE(p.sharedWins, e.sharedWins);
        QCOMPARE(p.averageGameScore, e.averageGameScore);
        QCOMPARE(p.averageRoundScore, e.averageRoundScore);
        QCOMPARE(p.completeRounds, e.completeRounds);
        for (std::size_t rank = 0; rank < 4; ++rank) {
            QCOMPARE(p.predictions[rank].rank, int(rank) + 1);
            QCOMPARE(p.predictions[rank].made, e.made[rank]);
            QCOMPARE(p.predictions[rank].correct, e.correct[rank]);
        }
        QCOMPARE(p.tricksWonPerRound, e.tricks);
        QCOMPARE(p.zeroTrickRounds, e.tricks[0]);
    }
    // Head to head and the best game, of the season's games alone.
    const PlayerStatistics &aki = season[0];
    QCOMPARE(aki.headToHead.size(), std::size_t(3));
    QCOMPARE(aki.headToHead[0].opponentName, QStringLiteral("Ben"));
    QCOMPARE(aki.headToHead[0].games, 2); // 37-30, 18-17
    QCOMPARE(aki.headToHead[0].above, 2);
    QCOMPARE(aki.headToHead[1].opponentName, QStringLiteral("Chie"));
    QCOMPARE(aki.headToHead[1].above, 1); // 37-23
    QCOMPARE(aki.headToHead[1].equal, 1); // 18-18
    QCOMPARE(aki.headToHead[1].below, 0);
    QCOMPARE(aki.headToHead[2].opponentName, QStringLiteral("Dai"));
    QCOMPARE(aki.headToHead[2].games, 1);
    QCOMPARE(aki.headToHead[2].above, 1);
    QCOMPARE(aki.bestScore, 37);
    QCOMPARE(season[3].bestScore, 21); // not G3's 43
    QCOMPARE(season[3].headToHead[0].below, 1);
    QCOMPARE(season[3].headToHead[0].above, 0);

    // One player, as in the list; a saved player without a game in the range has zeros.
    const std::optional<PlayerStatistics> dai = m_store->statistics().player(id(QStringLiteral("Dai")), Season2026);
    QVERIFY(dai);
    QCOMPARE(dai->games, 1);
    QCOMPARE(dai->bestGame, season[3].bestGame);
    QCOMPARE(dai->headToHead.size(), std::size_t(3));
    const DateRange march{QDate(2026, 3, 1), QDate(2026, 3, 31)};
    const std::optional<PlayerStatistics> nobody = m_store->statistics().player(id(QStringLiteral("Dai")), march);
    QVERIFY(nobody);
    QCOMPARE(nobody->games, 0);
    QCOMPARE(nobody->name, QStringLiteral("Dai"));
    QVERIFY(!nobody->bestGame);
    // The undated game (created on 1 March) is in no range with a bound.
    QVERIFY(m_store->statistics().all(march, &error).empty());
    QVERIFY(m_store->statistics().all(DateRange{QDate(2026, 1, 1), std::nullopt}, &error).size() == 4);
    QCOMPARE(m_store->statistics().all(DateRange{QDate(2026, 1, 1), std::nullopt}, &error)[3].games, 1);
}

void TestSeasons::ratingsOfASeason()
{
    // RatingModel by hand over G1 then G2, everyone starting afresh.
    const RatingModel model;
    Rating aki = model.initial(), ben = model.initial(), chie = model.initial(), dai = model.initial();
    {
        Rating *players[] = {&aki, &ben, &chie, &dai};
        const int totals[] = {37, 30, 23, 21};
        model.rateGame(players, totals);
    }
    {
        Rating *players[] = {&aki, &ben, &chie};
        const int totals[] = {18, 17, 18};
        model.rateGame(players, totals);
    }
    StoreError error;
    const std::vector<PlayerStatistics> season = m_store->statistics().all(Season2026, &error);
    QCOMPARE(season.size(), std::size_t(4));
    const Rating expected[] = {aki, ben, chie, dai};
    for (std::size_t i = 0; i < 4; ++i) {
        QCOMPARE(season[i].rating.mu, expected[i].mu);
        QCOMPARE(season[i].rating.sigma, expected[i].sigma);
    }
    // Not the ratings over every game.
    QVERIFY(m_store->statistics().all(&error)[0].rating.mu != aki.mu);
    // Aki's rating after each game of the season.
    const std::vector<RatingPoint> steps =
        m_store->statistics().ratingOverTime(id(QStringLiteral("Aki")), Season2026, &error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    QCOMPARE(steps.size(), std::size_t(2));
    QCOMPARE(steps[0].started, QDateTime(QDate(2025, 12, 31), QTime(15, 30), Qt::UTC));
    QCOMPARE(steps[1].rating.mu, aki.mu);
    QCOMPARE(m_store->statistics().ratingOverTime(id(QStringLiteral("Aki")), &error).size(), std::size_t(4));
}

void TestSeasons::chartsOfASeason()
{
    StoreError error;
    const std::vector<ScorePoint> scores =
        m_store->statistics().scoresOverTime(id(QStringLiteral("Dai")), Season2026, &error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    QCOMPARE(scores.size(), std::size_t(1));
    QCOMPARE(scores[0].total, 21);
    QCOMPARE(m_store->statistics().scoresOverTime(id(QStringLiteral("Dai")), &error).size(), std::size_t(3));
    // The four alone: G1 and G2 in 2026 (Aki alone, then Aki and Chie); G3 and G4 too over every game.
    const std::vector<qint64> four{id(QStringLiteral("Aki")), id(QStringLiteral("Ben")), id(QStringLiteral("Chie")),
                                   id(QStringLiteral("Dai"))};
    const GroupWins season = m_store->statistics().groupWins(four, Season2026, &error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    QCOMPARE(season.games, 2);
    QCOMPARE(season.players[0].wins, 2);
    QCOMPARE(season.players[0].share, 1.5);
    QCOMPARE(season.players[3].wins, 0);
    const GroupWins ever = m_store->statistics().groupWins(four, &error);
    QCOMPARE(ever.games, 4);
    QCOMPARE(ever.players[3].wins, 2);
}

void TestSeasons::openEnds()
{
    StoreError error;
    // Up to 31 December 2025: G3 alone (its date at the table), Dai's win.
    const std::vector<PlayerStatistics> before =
        m_store->statistics().all(DateRange{std::nullopt, QDate(2025, 12, 31)}, &error);
    QCOMPARE(before.size(), std::size_t(4));
    QCOMPARE(before[3].games, 1);
    QCOMPARE(before[3].wins, 1);
    QCOMPARE(before[3].averageGameScore, 43.0);
    // One day: both ends on it.
    const std::vector<PlayerStatistics> newYear =
        m_store->statistics().all(DateRange{QDate(2026, 1, 1), QDate(2026, 1, 1)}, &error);
    QCOMPARE(newYear.size(), std::size_t(4));
    QCOMPARE(newYear[0].averageGameScore, 37.0);
    QVERIFY(m_store->statistics().all(DateRange{QDate(2026, 1, 2), QDate(2026, 1, 31)}, &error).empty());
    QVERIFY2(!error.isError(), qPrintable(error.message));
}

void TestSeasons::cliRange()
{
    const std::vector<PlayerStatistics> season = m_store->statistics().all(Season2026);
    m_store->close();
    const QStringList db{QStringLiteral("--db"), m_path};
    const CliResult json =
        runCli(db + QStringList{QStringLiteral("stats"), QStringLiteral("--json"), QStringLiteral("--from"),
                                QStringLiteral("2026-01-01"), QStringLiteral("--to"), QStringLiteral("2026-12-31")});
    QVERIFY2(json.status == 0, json.err.constData());
    QCOMPARE(json.out, StoreReports::statsJson(season).serialize(2) + '\n');
    JsonParseError parseError;
    const JsonValue parsed = parseJson(json.out, &parseError);
    QVERIFY(parseError.ok());
    QCOMPARE(parsed.find(QStringLiteral("players"))->items()[3].find(QStringLiteral("games"))->toInteger(), 1);
    // One player, with --to only.
    const CliResult dai =
        runCli(db + QStringList{QStringLiteral("stats"), QStringLiteral("--player"), QStringLiteral("dai"),
                                QStringLiteral("--to"), QStringLiteral("2025-12-31"), QStringLiteral("--lang"),
                                QStringLiteral("en")});
    QCOMPARE(dai.status, 0);
    QVERIFY2(dai.out.startsWith("Dai: 1 game, 1 win (0 shared)\n  average per game 43.00"), dai.out.constData());
    // Every game: as without a range.
    const CliResult all = runCli(db + QStringList{QStringLiteral("stats")});
    QVERIFY(all.out.startsWith("Aki: 4 games"));
}

void TestSeasons::cliUsageErrors()
{
    m_store->close();
    const QStringList db{QStringLiteral("--db"), m_path};
    const QStringList wrong[] = {
        {QStringLiteral("--from"), QStringLiteral("2026-13-01")},
        {QStringLiteral("--from"), QStringLiteral("2026-1-1")},
        {QStringLiteral("--to"), QStringLiteral("yesterday")},
        {QStringLiteral("--to"), QStringLiteral("2026-02-30")},
        {QStringLiteral("--from"), QStringLiteral("2026-02-01"), QStringLiteral("--to"), QStringLiteral("2026-01-31")},
        {QStringLiteral("--min-games"), QStringLiteral("2")},
        {QStringLiteral("--league"), QStringLiteral("--min-games"), QStringLiteral("two")},
        {QStringLiteral("--league"), QStringLiteral("--player"), QStringLiteral("Aki")},
    };
    for (const QStringList &args : wrong) {
        const CliResult run =
            runCli(db + QStringList{QStringLiteral("stats"), QStringLiteral("--lang"), QStringLiteral("en")} + args);
        QVERIFY2(run.status == 2, qPrintable(args.join(QLatin1Char(' '))));
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains("See --help."), run.err.constData());
    }
    QVERIFY(runCli(db + QStringList{QStringLiteral("stats"), QStringLiteral("--from"), QStringLiteral("2026-1-1"),
                                    QStringLiteral("--lang"), QStringLiteral("en")})
                .err.contains("--from takes a date as YYYY-MM-DD"));
    QVERIFY(runCli(db + QStringList{QStringLiteral("stats"), QStringLiteral("--from"), QStringLiteral("2026-02-01"),
                                    QStringLiteral("--to"), QStringLiteral("2026-01-31"), QStringLiteral("--lang"),
                                    QStringLiteral("en")})
                .err.contains("--from must not be after --to"));
}

void TestSeasons::leagueTable()
{
    const auto player = [](const QString &name, int games, double mu, double sigma) {
        PlayerStatistics p;
        p.name = name;
        p.games = games;
        p.rating = Rating{mu, sigma};
        return p;
    };
    // Cy and Bo tie (ordinal 10) and share 2nd place, listed by name; Ed has too few games.
    const std::vector<LeagueRow> rows =
        LeagueTable::rank({player(QStringLiteral("Cy"), 3, 16, 2), player(QStringLiteral("Ed"), 1, 40, 1),
                           player(QStringLiteral("Al"), 5, 20, 1), player(QStringLiteral("Bo"), 4, 13, 1),
                           player(QStringLiteral("Di"), 2, 10, 1), player(QStringLiteral("Fa"), 1, 20, 5)},
                          2);
    const QStringList names{QStringLiteral("Al"), QStringLiteral("Bo"), QStringLiteral("Cy"),
                            QStringLiteral("Di"), QStringLiteral("Ed"), QStringLiteral("Fa")};
    const std::vector<std::optional<int>> ranks{1, 2, 2, 4, std::nullopt, std::nullopt};
    QCOMPARE(rows.size(), std::size_t(6));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QCOMPARE(rows[i].player.name, names[qsizetype(i)]);
        QCOMPARE(rows[i].rank, ranks[i]);
    }
    // No minimum: everyone ranked, Ed first.
    QCOMPARE(LeagueTable::rank({player(QStringLiteral("Al"), 5, 20, 1), player(QStringLiteral("Ed"), 1, 40, 1)}, 0)[0]
                 .player.name,
             QStringLiteral("Ed"));
}

void TestSeasons::cliLeague()
{
    m_store->close();
    const QStringList db{QStringLiteral("--db"), m_path};
    const QStringList season{QStringLiteral("--from"), QStringLiteral("2026-01-01"), QStringLiteral("--to"),
                             QStringLiteral("2026-12-31")};
    // Ordinals over 2026 (as the ratings test rates them): Aki 3.99, Chie 1.60, Ben 0.97, Dai -3.29.
    const CliResult json =
        runCli(db +
               QStringList{QStringLiteral("stats"), QStringLiteral("--league"), QStringLiteral("--min-games"),
                           QStringLiteral("2"), QStringLiteral("--json")} +
               season);
    QVERIFY2(json.status == 0, json.err.constData());
    JsonParseError parseError;
    const JsonValue table = parseJson(json.out, &parseError);
    QVERIFY2(parseError.ok(), json.out.constData());
    QCOMPARE(table.find(QStringLiteral("minGames"))->toInteger(), 2);
    const std::vector<JsonValue> &rows = table.find(QStringLiteral("players"))->items();
    QCOMPARE(rows.size(), std::size_t(4));
    const QStringList names{QStringLiteral("Aki"), QStringLiteral("Chie"), QStringLiteral("Ben"),
                            QStringLiteral("Dai")};
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QCOMPARE(rows[i].find(QStringLiteral("name"))->toString(), names[qsizetype(i)]);
        if (i < 3)
            QCOMPARE(rows[i].find(QStringLiteral("rank"))->toInteger(), qint64(i) + 1);
        else
            QVERIFY(rows[i].find(QStringLiteral("rank"))->isNull());
    }
    QCOMPARE(rows[0].find(QStringLiteral("winRate"))->toDouble(), 100.0);
    QCOMPARE(rows[1].find(QStringLiteral("averageGameScore"))->toDouble(), 20.5);
    QCOMPARE(rows[0].find(QStringLiteral("rating"))->find(QStringLiteral("ordinal"))->toDouble(), 3.9942810619747995);

    // The text, in English.
    const CliResult text =
        runCli(db +
               QStringList{QStringLiteral("stats"), QStringLiteral("--league"), QStringLiteral("--min-games"),
                           QStringLiteral("2"), QStringLiteral("--lang"), QStringLiteral("en")} +
               season);
    QCOMPARE(text.status, 0);
    // The plural forms come from the English catalogue; a string not in it yet shows its source's "(s)".
    QByteArray lines = text.out;
    lines.replace("2 game(s)", "2 games").replace("1 game(s)", "1 game");
    QCOMPARE(lines, QByteArray("  1. Aki: rating 3.99, 2 games, win rate 100.00%, average per game 27.50\n"
                               "  2. Chie: rating 1.60, 2 games, win rate 50.00%, average per game 20.50\n"
                               "  3. Ben: rating 0.97, 2 games, win rate 0.00%, average per game 23.50\n"
                               "Fewer than 2 games, not ranked:\n"
                               "     Dai: rating -3.29, 1 game, win rate 0.00%, average per game 21.00\n"));

    // The minimum the app's settings keep, when --min-games is not given.
    QTemporaryDir config;
    {
        QSettings settings(config.filePath(QStringLiteral("tornei/tornei.conf")), QSettings::IniFormat);
        settings.setValue(QLatin1String(LeagueTable::MinimumGamesKey), 2);
    }
    const CliResult set =
        runCli(db + QStringList{QStringLiteral("stats"), QStringLiteral("--league"), QStringLiteral("--json")} + season,
               config.path());
    QCOMPARE(set.status, 0);
    QCOMPARE(set.out, json.out);
    // Without one: 1, everyone ranked.
    QTemporaryDir empty;
    const CliResult unset =
        runCli(db + QStringList{QStringLiteral("stats"), QStringLiteral("--league"), QStringLiteral("--json")} + season,
               empty.path());
    QVERIFY(unset.out.contains("\"minGames\": 1"));
    QVERIFY(!unset.out.contains("\"rank\": null"));
}

QTEST_GUILESS_MAIN(TestSeasons)
#include "tst_seasons.moc"
