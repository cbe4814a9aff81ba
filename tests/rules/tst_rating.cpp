// The ratings against published figures: the openskill libraries' own test
// data for the Plackett–Luce model (teams of one to three players, a reversed
// order, a tie), and games of Tornei rated by openskill.js 4.1 with the same
// parameters (β = 25/6, τ = 25/300).
#include "rating.h"

#include <QTest>

#include <vector>

using namespace tornei;

namespace {

// Six significant digits at least, as `stats --json` promises: compared to 1e-9.
void near(double actual, double expected)
{
    if (std::abs(actual - expected) > 1e-9 * std::max(1.0, std::abs(expected)))
        QFAIL(qPrintable(QStringLiteral("%1 differs from %2").arg(actual, 0, 'g', 17).arg(expected, 0, 'g', 17)));
}

void check(const Rating &r, double mu, double sigma)
{
    near(r.mu, mu);
    near(r.sigma, sigma);
}

// The openskill test suite's model: a drawn μ and σ, the default β and τ.
RatingModel suiteModel()
{
    RatingModel model;
    model.mu = 31.321989232514305;
    model.sigma = 11.379964801443018;
    return model;
}

} // namespace

class TestRating : public QObject
{
    Q_OBJECT

private slots:
    void defaults();
    void suiteTeams();
    void suiteReversedRanks();
    void suiteTies();
    void fourPlayersWithATie();
    void threePlayersWithEarlierRatings();
    void aHistoryOfGames();
    void fewerThanTwoChangeNothing();
};

void TestRating::defaults()
{
    const RatingModel model;
    QCOMPARE(model.mu, 25.0);
    QCOMPARE(model.sigma, 25.0 / 3.0);
    QCOMPARE(model.beta, 25.0 / 6.0);
    QCOMPARE(model.kappa, 0.0001);
    QCOMPARE(model.tau, 25.0 / 300.0);
    QCOMPARE(model.initial().ordinal(), 0.0);
}

void TestRating::suiteTeams()
{
    const RatingModel model = suiteModel();
    std::vector<Rating> one{model.initial()};
    std::vector<Rating> two{model.initial(), model.initial()};
    const std::vector<std::span<Rating>> teams{one, two};
    const std::vector<double> ranks{1, 2};
    model.rate(teams, ranks);
    check(one[0], 36.48967347401391, 11.237778601372977);
    check(two[0], 26.154304991014694, 11.17822477763209);
    check(two[1], 26.154304991014694, 11.17822477763209);
}

void TestRating::suiteReversedRanks()
{
    const RatingModel model = suiteModel();
    std::vector<Rating> one{model.initial()};
    std::vector<Rating> two{model.initial(), model.initial()};
    const std::vector<std::span<Rating>> teams{one, two};
    const std::vector<double> ranks{2, 1};
    model.rate(teams, ranks);
    check(one[0], 30.19454401757094, 11.237778601372977);
    check(two[0], 32.44943444745767, 11.17822477763209);
}

void TestRating::suiteTies()
{
    const RatingModel model = suiteModel();
    std::vector<Rating> one{model.initial()};
    std::vector<Rating> two(2, model.initial());
    std::vector<Rating> three(3, model.initial());
    const std::vector<std::span<Rating>> teams{one, two, three};
    const std::vector<double> ranks{1, 2, 1};
    model.rate(teams, ranks);
    check(one[0], 33.21874815457553, 11.354896725884002);
    check(two[1], 30.27713112192334, 11.291328826858104);
    check(three[2], 30.470088421044046, 11.249240904583088);
}

void TestRating::fourPlayersWithATie()
{
    const RatingModel model;
    std::vector<Rating> r(4, model.initial());
    const std::vector<Rating *> players{&r[0], &r[1], &r[2], &r[3]};
    const std::vector<int> totals{40, 31, 31, 12};
    model.rateGame(players, totals);
    check(r[0], 27.795252672501135, 8.263571791259416);
    check(r[1], 24.689416369722096, 8.17961798837266);
    check(r[2], 24.689416369722096, 8.17961798837266);
    check(r[3], 22.825914588054673, 8.17961798837266);
}

void TestRating::threePlayersWithEarlierRatings()
{
    const RatingModel model;
    std::vector<Rating> r{{27.5, 6.2}, {22.1, 7.9}, {30.4, 3.3}};
    const std::vector<Rating *> players{&r[0], &r[1], &r[2]};
    const std::vector<int> totals{18, 25, 18};
    model.rateGame(players, totals);
    check(r[0], 26.63726063875613, 6.031796560189465);
    check(r[1], 25.877347277442208, 7.736594888587854);
    check(r[2], 29.98506353328977, 3.287092524042092);
}

void TestRating::aHistoryOfGames()
{
    const RatingModel model;
    enum { Aki, Ben, Chie, Dai, Emi };
    std::vector<Rating> r(5, model.initial());
    const auto game = [&](std::vector<int> who, std::vector<int> totals) {
        std::vector<Rating *> players;
        for (int p : who)
            players.push_back(&r[static_cast<std::size_t>(p)]);
        model.rateGame(players, totals);
    };
    game({Aki, Ben, Chie, Dai}, {40, 31, 22, 12});
    game({Emi, Aki, Ben}, {30, 30, 25});
    game({Chie, Dai, Emi, Ben}, {44, 35, 35, 20});
    game({Dai, Aki, Chie}, {28, 19, 33});
    game({Ben, Emi, Aki, Dai}, {26, 26, 26, 26});
    check(r[Aki], 24.12245098564189, 7.794821447167865);
    check(r[Ben], 23.002141205901232, 7.847769059506831);
    check(r[Chie], 29.957232596554313, 7.892255878257722);
    check(r[Dai], 22.559649249476436, 7.676849702311774);
    check(r[Emi], 25.252128933061062, 7.973214945512236);
    near(r[Chie].ordinal(), 6.280464961781146);
    near(r[Ben].ordinal(), -0.541165972619261);
}

void TestRating::fewerThanTwoChangeNothing()
{
    const RatingModel model;
    Rating alone = model.initial();
    const std::vector<Rating *> players{&alone};
    const std::vector<int> totals{30};
    model.rateGame(players, totals);
    QCOMPARE(alone, model.initial());
}

QTEST_APPLESS_MAIN(TestRating)
#include "tst_rating.moc"
