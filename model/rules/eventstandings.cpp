#include "eventstandings.h"

#include "seatindex.h"

#include <algorithm>

namespace tornei {

namespace {

// a's average round score against b's, exactly: <0, 0 or >0. No rounds averages 0.
int compareAverages(const EventStanding &a, const EventStanding &b)
{
    const qint64 left = a.roundScore * std::max(b.rounds, 1);
    const qint64 right = b.roundScore * std::max(a.rounds, 1);
    return left < right ? -1 : (left > right ? 1 : 0);
}

// Whether a stands above b (points, then average); false for equals.
bool above(const EventStanding &a, const EventStanding &b)
{
    if (a.pointsTwelfths != b.pointsTwelfths)
        return a.pointsTwelfths > b.pointsTwelfths;
    return compareAverages(a, b) > 0;
}

} // namespace

std::vector<EventStanding> EventStandings::compute(const QStringList &names, const std::vector<EventGameResult> &games)
{
    std::vector<EventStanding> standings;
    for (qsizetype i = 0; i < names.size(); ++i) {
        EventStanding line;
        line.player = static_cast<int>(i);
        line.name = names[i];
        standings.push_back(line);
    }
    const auto known = [&](int player) {
        return player >= 0 && player < static_cast<int>(standings.size());
    };
    for (const EventGameResult &game : games) {
        if (!game.finished || game.voided)
            continue;
        int players = 0;
        int highest = 0;
        for (int s = 0; s < SeatCount; ++s) {
            if (game.players[at(s)] == EventGameResult::Dummy)
                continue;
            highest = players == 0 ? game.totals[at(s)] : std::max(highest, game.totals[at(s)]);
            ++players;
        }
        for (int s = 0; s < SeatCount; ++s) {
            const int player = game.players[at(s)];
            if (player == EventGameResult::Dummy || !known(player))
                continue;
            EventStanding &line = standings[static_cast<std::size_t>(player)];
            int lower = 0;
            int equal = 0;
            for (int o = 0; o < SeatCount; ++o) {
                if (o == s || game.players[at(o)] == EventGameResult::Dummy)
                    continue;
                lower += game.totals[at(o)] < game.totals[at(s)] ? 1 : 0;
                equal += game.totals[at(o)] == game.totals[at(s)] ? 1 : 0;
            }
            // (lower + equal / 2) / (players - 1), in twelfths: tables have 3 or 4 players, so 6 / (players - 1) is
            // whole.
            if (players > 1)
                line.pointsTwelfths += static_cast<qint64>(2 * lower + equal) * (6 / (players - 1));
            ++line.games;
            line.wins += game.totals[at(s)] == highest ? 1 : 0;
            line.total += game.totals[at(s)];
            line.roundScore += game.roundScores[at(s)];
            line.rounds += game.rounds[at(s)];
        }
    }
    std::vector<EventStanding> ordered = standings;
    std::sort(ordered.begin(), ordered.end(), [](const EventStanding &a, const EventStanding &b) {
        if (above(a, b) || above(b, a))
            return above(a, b);
        return a.name.toUtf8() < b.name.toUtf8();
    });
    for (std::size_t i = 0; i < ordered.size(); ++i) {
        const bool shared = i > 0 && !above(ordered[i - 1], ordered[i]);
        ordered[i].rank = shared ? ordered[i - 1].rank : static_cast<int>(i) + 1;
    }
    return ordered;
}

} // namespace tornei
