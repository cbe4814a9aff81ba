#pragma once

#include "record.h"
#include "replay.h"

#include <QDate>
#include <QDateTime>
#include <QString>
#include <array>
#include <optional>
#include <vector>

namespace tornei {

// Which games of the history to show. Every set condition must hold.
struct HistoryFilter
{
    // Saved players (PlayerProfile::id): games in which EVERY one of them sat.
    std::vector<qint64> players;
    // Played on or after / on or before this date, inclusive. The date is the
    // viewer's, as every screen shows it: the day in the local time zone in
    // which `started` falls (games without a written date: their creation).
    std::optional<QDate> from;
    std::optional<QDate> to;
    std::optional<int> playerCount; // 3 or 4
    std::optional<bool> finished;
    std::optional<bool> excluded; // left out of the statistics
    // A substring of any seat name, compared by PlayerName::matchKey (case
    // and width folded); empty: no condition.
    QString nameSearch;

    bool operator==(const HistoryFilter &) const = default;
};

// The columns the history can be sorted by.
enum class HistoryColumn {
    Date,    // when the game was played (UTC instant), then id
    Players, // the seat names in seat order, case-insensitively
    PlayerCount,
    Winner, // the first winner's name (seat order), case-insensitively
    Finished,
    Excluded,
    RoundsPlayed,
    Id,
    // The mean of its players' current ratings (HistoryRow::meanRating).
    Rating,
};

// One page of the history: filter, order, then offset/limit. Ties in the
// sort column are broken by the date, newest first, then the id, so pages
// never overlap.
struct HistoryQuery
{
    HistoryFilter filter;
    HistoryColumn sortColumn = HistoryColumn::Date;
    Qt::SortOrder sortOrder = Qt::DescendingOrder;
    int offset = 0;
    int limit = 100; // <= 0: every matching game
};

// One game as the history lists it; all of it comes from the derived tables
// kept by the store, none from replaying.
struct HistoryRow
{
    qint64 id = 0;
    // When the game was played, in the UTC offset it was played at (the
    // record's `started`); games without one: when they were created, local
    // time. Shown through GameDate, in the viewer's time zone.
    QDateTime started;
    // The record's `started` as written, empty when the game has none.
    QString startedText;
    std::array<std::optional<QString>, SeatCount> seats;  // nullopt: the dummy's seat
    std::array<std::optional<qint64>, SeatCount> players; // saved player of each seat
    SeatArray totals{};                                   // per seat, from the rules engine's replay (0 for the dummy)
    std::vector<int> winners;                             // seats with the highest total, ascending (from the replay)
    bool finished = false;
    bool excluded = false; // left out of the statistics
    int playerCount = 0;
    int roundsPlayed = 0; // complete rounds
    int violations = 0;   // rules the record breaks (the replay's violations)
    // The mean of its players' ratings as they are now (μ − 3σ, a player
    // without a counted game at a new player's), the dummy left out: how
    // strong the table is by today's figures, those the Players screen
    // shows (while games wait to be rated, as they will be once rated).
    // Nullopt in a file that does not keep the ratings.
    std::optional<double> meanRating;
};

struct HistoryPage
{
    std::vector<HistoryRow> rows;
    int totalCount = 0; // games matching the filter, whatever the offset and limit
};

} // namespace tornei
