// How fast and how well a club event is seated: every round by seatRound
// with the rounds before it, as the event goes. Prints the time to seat 200
// players for 12 rounds (median of several runs) and, for a few sizes, the
// repeat pairings reached beside the fewest possible (a counting bound).
// `--all` prints the repeats for every size 3..60 over 1..12 rounds.
#include "seatingcheck.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>

using namespace tornei;
using namespace tornei::testing;

namespace {

double medianMillis(std::vector<qint64> nanos)
{
    std::sort(nanos.begin(), nanos.end());
    return static_cast<double>(nanos[nanos.size() / 2]) / 1e6;
}

// Seats an event, printing its time, repeats and bound on one line.
void report(int players, int rounds, int runs)
{
    std::vector<qint64> times;
    std::vector<SeatedRound> event;
    QElapsedTimer timer;
    for (int run = 0; run < runs; ++run) {
        timer.start();
        event = seatEvent(players, rounds);
        times.push_back(timer.nsecsElapsed());
    }
    std::printf("  %3d players %2d rounds  %9.2f ms  repeats %4d  bound %4d\n", players, rounds, medianMillis(times),
                repeatsOf(event), repeatBound(players, rounds));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (app.arguments().contains(QStringLiteral("--all"))) {
        std::printf("repeats/bound by players (rows) and rounds 1..12 (columns)\n");
        for (int players = 3; players <= 60; ++players) {
            std::printf("%3d", players);
            for (int rounds = 1; rounds <= 12; ++rounds) {
                const std::vector<SeatedRound> event = seatEvent(players, rounds);
                std::printf(" %3d/%-3d", repeatsOf(event), repeatBound(players, rounds));
            }
            std::printf("\n");
        }
        return 0;
    }

    std::printf("bench_seating: each round seated by seatRound with the earlier rounds, median of 7 runs\n");
    report(200, 12, 7);
    std::printf("repeat pairings reached beside the counting bound:\n");
    for (const auto &[players, rounds] : std::vector<std::pair<int, int>>{
             {8, 2}, {9, 4}, {13, 5}, {13, 12}, {16, 5}, {30, 8}, {30, 12}, {60, 12}, {200, 12}})
        report(players, rounds, 3);
    std::printf("(the bound counts meetings against pairs; 8 players in 2 rounds cannot have fewer than 4 repeats:\n"
                " each table of the second round takes two players from each table of the first, or three from one)\n");
    return 0;
}
