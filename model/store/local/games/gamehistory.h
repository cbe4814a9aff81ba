#pragma once

#include "historyquery.h"
#include "replay.h"
#include "seatindex.h"
#include "storeerror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace tornei {

struct StoreConnection;

struct GameSummary
{
    qint64 id = 0;
    QDateTime created;
    QDateTime updated;
    // When it was played, in its own UTC offset (the record's `started`;
    // without one, when it was created, local time), and the text as written
    // (empty without one).
    QDateTime started;
    QString startedText;
    std::array<std::optional<QString>, SeatCount> seats;
    int firstDealer = 0;
    bool finished = false;
    bool excludedFromStatistics = false;
    SeatArray totals{};
    std::vector<int> winners;
    int roundsPlayed = 0;
};

// The games as a list (GameStore::games()): their summaries and the
// history's pages, read from the derived tables, and the changes made to
// several games at once (delete, leave out of the statistics), each in one
// transaction.
class GameHistory
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameStore)

public:
    explicit GameHistory(StoreConnection &connection);
    GameHistory(const GameHistory &) = delete;
    GameHistory &operator=(const GameHistory &) = delete;

    std::vector<GameSummary> all(StoreError *error = nullptr) const;
    // One game's summary, or nullopt (with the reason) when there is none.
    std::optional<GameSummary> summary(qint64 game, StoreError *error = nullptr) const;
    // The unfinished games, newest first (by when they were played); the `limit` newest when given.
    std::vector<GameSummary> unfinished(StoreError *error = nullptr, std::optional<int> limit = std::nullopt) const;
    int unfinishedCount(StoreError *error = nullptr) const;
    // One page of the history, filtered and sorted (see HistoryQuery), read
    // from the derived tables in one read transaction.
    HistoryPage page(const HistoryQuery &query, StoreError *error = nullptr) const;
    // Every game the query's filter matches, in its order (offset and limit
    // ignored): what an action on "all the games listed" acts on.
    std::vector<qint64> ids(const HistoryQuery &query, StoreError *error = nullptr) const;
    // The game stored here under a club-wide id (a club's game after a sync); nullopt when
    // there is none, or on error (then `error` says so).
    std::optional<qint64> gameOfUid(const QString &uid, StoreError *error = nullptr) const;
    // Several games in one transaction: all of them, or none when one cannot
    // be changed (e.g. there is no such game).
    bool remove(const std::vector<qint64> &games, StoreError *error = nullptr);
    bool setExcluded(const std::vector<qint64> &games, bool excluded, StoreError *error = nullptr);

    // Where the history's mean ratings are read from: none (a file before
    // version 9), the kept ratings, or, while games wait to be rated, the
    // ratings rated now from the games into a temporary table of this connection.
    enum class RatingsSource { None, Kept, Computed };

private:
    // Whether the file keeps the players' ratings (database version 9 on).
    bool ratingsKept() const;
    // The ratings' source for a read in the transaction under way, the
    // temporary table filled when it is the one; nullopt on error.
    std::optional<RatingsSource> ratingsSource(StoreError *error) const;
    // Calls row(game, seat, total, winner) for every player seat of the games.
    bool results(const std::vector<qint64> &games, const std::function<void(qint64, int, int, bool)> &row,
                 StoreError *error) const;
    // The games matching `where` (with `game` bound), newest first unless
    // `orderAndLimit` says otherwise.
    std::vector<GameSummary> summaries(const QString &where, const std::optional<qint64> &game, StoreError *error,
                                       const QString &orderAndLimit = QString()) const;

    StoreConnection &m_connection;
};

} // namespace tornei
