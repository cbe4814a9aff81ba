#pragma once

// What the rules engine derives from a record for the store's derived
// tables (see GameResults). Internal to the store.

#include "record.h"
#include "replay.h"
#include "seatindex.h"
#include "statistics.h"

#include <QString>
#include <QVariant>
#include <array>
#include <optional>
#include <vector>

namespace tornei::storage {

// The saved player of each seat (none for the dummy's seat).
using PlayerIds = std::array<std::optional<qint64>, SeatCount>;

// What the rules engine derives from a record for the store: the rows of
// round_results (every seat of every round) and game_results (each seat with
// a saved player), and the game's own derived columns. Computed from one
// replay, written by GameResults::insertResults.
struct DerivedGame
{
    struct RoundRow
    {
        int round = 0;
        int seat = 0;
        bool complete = false;
        int score = 0;
        int tricksWon = 0;
        SeatArray correct{}; // per rank
        bool zeroTrickBonus = false;
        SeatArray made{}; // predictions made per rank, complete tricks
    };
    // A seat's complete rounds summed, with the replay's total and winners.
    struct SeatRow
    {
        int seat = 0;
        int total = 0;
        bool winner = false;
        bool sharedWin = false;
        int completeRounds = 0;
        int roundScore = 0;
        SeatArray made{};
        SeatArray correct{};
        std::array<int, TricksPerRound + 1> roundsWon{};
        PredictionMatrix matrix; // complete tricks
    };
    std::vector<RoundRow> rounds;
    std::vector<SeatRow> seats;
    bool finished = false;
    int roundsPlayed = 0;
    QString playersKey;
    QString winnerKey;
    int violations = 0; // Replay::violations()
    QString shape; // shapeJson()
    // From the record's `started`; null without one (the creation's then).
    QVariant startedUtc{QMetaType::fromType<QString>()};
    QVariant startedDate{QMetaType::fromType<QString>()};
    QVariant startedOffset{QMetaType::fromType<int>()};
};

// Which seats have a saved player (game_results holds a row for each).
using SeatFlags = std::array<bool, SeatCount>;
DerivedGame derive(const Record &record, const Replay &replay, const SeatFlags &saved);
// The player seats of a record (all of them get a saved player when it is stored).
inline SeatFlags seatsWithPlayers(const Record &record)
{
    SeatFlags flags{};
    for (int s = 0; s < SeatCount; ++s)
        flags[at(s)] = record.isPlayer(s);
    return flags;
}

} // namespace tornei::storage
