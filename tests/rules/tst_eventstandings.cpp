// A club event's standings rule (EventStandings), against standings worked
// by hand: tables of three and four weigh the same, ties share points and
// ranks, the average round score breaks ties of points, and only finished
// games that are not voided count.
#include "eventstandings.h"

#include <QTest>

using namespace tornei;

namespace {

constexpr int D = EventGameResult::Dummy;

EventGameResult game(std::array<int, SeatCount> players, std::array<int, SeatCount> totals,
                     std::array<int, SeatCount> roundScores = {}, std::array<int, SeatCount> rounds = {})
{
    EventGameResult g;
    g.players = players;
    g.totals = totals;
    g.roundScores = roundScores;
    g.rounds = rounds;
    g.finished = true;
    return g;
}

// "name rank points games wins total" per line, in the order given.
QStringList lines(const std::vector<EventStanding> &standings)
{
    QStringList out;
    for (const EventStanding &s : standings) {
        out << QStringLiteral("%1 %2 %3 %4 %5 %6")
                   .arg(s.name)
                   .arg(s.rank)
                   .arg(s.points())
                   .arg(s.games)
                   .arg(s.wins)
                   .arg(s.total);
    }
    return out;
}

} // namespace

class TestEventStandings : public QObject
{
    Q_OBJECT

private slots:
    void tableOfFour();
    void tableOfThreeWeighsTheSame();
    void anEventWithSharedRanks();
    void onlyFinishedGamesNotVoidedCount();
    void everyoneEqual();
};

void TestEventStandings::tableOfFour()
{
    // 30 beats three (3/3 = 1); each 20 beats the 10 and ties the other 20
    // ((1 + 1/2) / 3 = 1/2); 10 beats nobody.
    const auto s = EventStandings::compute(
        {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Cho"), QStringLiteral("Dai")},
        {game({0, 1, 2, 3}, {30, 20, 20, 10})});
    QCOMPARE(lines(s), (QStringList{QStringLiteral("Aki 1 1 1 1 30"), QStringLiteral("Ben 2 0.5 1 0 20"),
                                    QStringLiteral("Cho 2 0.5 1 0 20"), QStringLiteral("Dai 4 0 1 0 10")}));
    QCOMPARE(s[1].pointsTwelfths, 6);
}

void TestEventStandings::tableOfThreeWeighsTheSame()
{
    // The dummy is no player: 2 opponents each. 15 beats the 5 and ties the
    // other 15: (1 + 1/2) / 2 = 3/4; both 15s win (a shared highest).
    const auto s = EventStandings::compute({QStringLiteral("Emi"), QStringLiteral("Fumi"), QStringLiteral("Gen")},
                                           {game({0, D, 1, 2}, {15, 99, 15, 5})});
    QCOMPARE(lines(s), (QStringList{QStringLiteral("Emi 1 0.75 1 1 15"), QStringLiteral("Fumi 1 0.75 1 1 15"),
                                    QStringLiteral("Gen 3 0 1 0 5")}));
    // The best of three gets what the best of four gets.
    const auto alone = EventStandings::compute({QStringLiteral("X"), QStringLiteral("Y"), QStringLiteral("Z")},
                                               {game({D, 0, 1, 2}, {0, 9, 3, 1})});
    QCOMPARE(alone.front().name, QStringLiteral("X"));
    QCOMPARE(alone.front().pointsTwelfths, 12);
    QCOMPARE(alone[1].pointsTwelfths, 6);
}

void TestEventStandings::anEventWithSharedRanks()
{
    const QStringList names = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Cho"),
                               QStringLiteral("Dai"), QStringLiteral("Emi"), QStringLiteral("Fumi"),
                               QStringLiteral("Gen"), QStringLiteral("Hana")};
    // Round 1: Aki, Ben, Cho, Dai at four; Emi, Fumi, Gen at three; Hana absent.
    // Points: Aki 1, Ben 1/2, Cho 1/2, Dai 0; Emi 3/4, Fumi 3/4, Gen 0; Hana 0 (no game).
    // Round scores / rounds: Ben 12/4 = 3, Cho 13/4 = 3.25 (Cho above Ben);
    // Emi 20/4 = 5 and Fumi 15/3 = 5 (the same: one rank); Gen 1/3 above
    // Hana's 0 (no rounds) above Dai's -2/4.
    const std::vector<EventGameResult> games = {
        game({0, 1, 2, 3}, {30, 20, 20, 10}, {40, 12, 13, -2}, {4, 4, 4, 4}),
        game({4, D, 5, 6}, {15, 0, 15, 5}, {20, 0, 15, 1}, {4, 0, 3, 3}),
    };
    const auto s = EventStandings::compute(names, games);
    QCOMPARE(lines(s), (QStringList{QStringLiteral("Aki 1 1 1 1 30"), QStringLiteral("Emi 2 0.75 1 1 15"),
                                    QStringLiteral("Fumi 2 0.75 1 1 15"), QStringLiteral("Cho 4 0.5 1 0 20"),
                                    QStringLiteral("Ben 5 0.5 1 0 20"), QStringLiteral("Gen 6 0 1 0 5"),
                                    QStringLiteral("Hana 7 0 0 0 0"), QStringLiteral("Dai 8 0 1 0 10")}));
    QCOMPARE(s[3].roundScore, 13);
    QCOMPARE(s[3].rounds, 4);
    QCOMPARE(s[6].rounds, 0);

    // Round 2 adds to round 1: Hana, Gen and Dai at three, Hana beating
    // both (2/2 = 1), Gen and Dai tied at 8 below her ((0 + 1/2) / 2 = 1/4
    // each); Aki, Ben, Cho and Emi at four, every total equal ((3/2) / 3 =
    // 1/2 each, and each a win).
    auto event = games;
    event.push_back(game({7, 6, 3, D}, {12, 8, 8, 0}, {6, 4, 4, 0}, {3, 3, 3, 0}));
    event.push_back(game({0, 1, 2, 4}, {7, 7, 7, 7}, {1, 1, 1, 1}, {1, 1, 1, 1}));
    const auto after = EventStandings::compute(names, event);
    // Aki 3/2; Emi 5/4; then three at 1, by average: Cho 14/5, Ben 13/5,
    // Hana 6/3; Fumi 3/4; then two at 1/4: Gen 5/6 above Dai 2/7.
    QCOMPARE(lines(after), (QStringList{QStringLiteral("Aki 1 1.5 2 2 37"), QStringLiteral("Emi 2 1.25 2 2 22"),
                                        QStringLiteral("Cho 3 1 2 1 27"), QStringLiteral("Ben 4 1 2 1 27"),
                                        QStringLiteral("Hana 5 1 1 1 12"), QStringLiteral("Fumi 6 0.75 1 1 15"),
                                        QStringLiteral("Gen 7 0.25 2 0 13"), QStringLiteral("Dai 8 0.25 2 0 18")}));
}

void TestEventStandings::onlyFinishedGamesNotVoidedCount()
{
    EventGameResult unfinished = game({0, 1, 2, D}, {9, 1, 1, 0});
    unfinished.finished = false;
    EventGameResult voided = game({0, 1, 2, D}, {1, 9, 1, 0});
    voided.voided = true;
    const auto s = EventStandings::compute({QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Cho")},
                                           {unfinished, voided});
    // No game counts: everyone at 0, one rank, by name.
    QCOMPARE(lines(s), (QStringList{QStringLiteral("Aki 1 0 0 0 0"), QStringLiteral("Ben 1 0 0 0 0"),
                                    QStringLiteral("Cho 1 0 0 0 0")}));
}

void TestEventStandings::everyoneEqual()
{
    // Names in code-point order: uppercase before lowercase, kana after Latin.
    const auto s = EventStandings::compute({QStringLiteral("あき"), QStringLiteral("bob"), QStringLiteral("Zed")},
                                           {game({0, 1, 2, D}, {4, 4, 4, 0}, {2, 2, 2, 0}, {2, 2, 2, 0})});
    QCOMPARE(lines(s), (QStringList{QStringLiteral("Zed 1 0.5 1 1 4"), QStringLiteral("bob 1 0.5 1 1 4"),
                                    QStringLiteral("あき 1 0.5 1 1 4")}));
}

QTEST_GUILESS_MAIN(TestEventStandings)
#include "tst_eventstandings.moc"
