#pragma once
// A club event's standings: who is ahead after the games of an event, by
// the event's own rule. Knows the games' totals and round scores by seat and
// which of the event's players sat there (by index in the event's list),
// nothing of the server, of records or of names beyond sorting by them.
#include "record.h"

#include <QString>
#include <QStringList>
#include <array>
#include <vector>

namespace tornei {

// One game of the event as the standings see it.
struct EventGameResult
{
    static constexpr int Dummy = -1;
    // The event's player in each seat, or Dummy.
    std::array<int, SeatCount> players{Dummy, Dummy, Dummy, Dummy};
    std::array<int, SeatCount> totals{};      // the game's totals
    std::array<int, SeatCount> roundScores{}; // the seat's round scores summed over its complete rounds
    std::array<int, SeatCount> rounds{};      // the seat's complete rounds
    bool finished = false;
    bool voided = false;
};

// One player's line of the standings. Points are kept exactly, in twelfths
// (a game gives a player a multiple of 1/4 at a table of three and of 1/6 at
// a table of four), so that ties are ties.
struct EventStanding
{
    int player = 0; // index in the event's list
    QString name;
    int rank = 0; // 1 for the first; players equal on points and average share one (1, 1, 3)
    qint64 pointsTwelfths = 0;
    int games = 0;
    int wins = 0;     // the highest total of a game, shared or not
    qint64 total = 0; // the games' totals summed
    qint64 roundScore = 0;
    int rounds = 0; // complete rounds played in those games

    double points() const { return static_cast<double>(pointsTwelfths) / 12.0; }
};

// The rule: every finished game of the event that is not voided gives each
// player at its table (opponents with a lower total + 1/2 x opponents with
// the same total) / (players at the table - 1), so that tables of three and
// of four weigh the same; the dummy is no player. Players are ranked by
// these points summed, then by their average round score over those games
// (round scores summed / complete rounds, compared exactly); players equal
// on both share a rank.
class EventStandings
{
public:
    // Every player of `names` (the event's list, in its order), with no game
    // when they played none; sorted by rank, then name in code-point order.
    static std::vector<EventStanding> compute(const QStringList &names, const std::vector<EventGameResult> &games);
};

} // namespace tornei
