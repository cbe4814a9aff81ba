#pragma once

#include "rating.h"
#include "statistics.h"
#include "storeerror.h"

#include <QByteArray>
#include <QDateTime>
#include <QStringList>
#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace tornei {

struct StoreConnection;

// One step of a player's rating: after a counted game.
struct RatingPoint
{
    QDateTime started; // when the game was played, in UTC
    qint64 game = 0;
    Rating rating;
    QByteArray ratingKey; // the game's order among games of the same instant (GameRecords::ratingKey)
};

// The players' ratings (RatingModel) over the counted games, applied in the
// order they were played (`started`, then GameRecords::ratingKey, the same in
// every copy of a game, so that games of the same instant are rated alike
// everywhere), kept in the database: each counted game's step for each of its players (rating_steps)
// and everyone's latest (player_ratings). Triggers note the earliest game
// whose counted results, date or record changed (ratings_from); before every
// commit catchUp() rates again from that game on, in the same transaction,
// so a game added last costs one game's rating, and a corrected old game the
// games after it.
class PlayerRatings
{
public:
    explicit PlayerRatings(const StoreConnection &connection);


    // Rates the games from the earliest one noted; does nothing when none is.
    // Called in every write transaction, before its commit. With a `limit`,
    // rates that many games at most, fewer when another connection waits to
    // write, and notes the next one to go on from (a connection that
    // deferred the ratings goes on, a part per commit).
    bool catchUp(StoreError *error, int limit = 0) const;
    // Whether games wait to be rated (a connection deferred them); the
    // ratings read meanwhile are rated from the games, as kept ones would be.
    std::optional<bool> pending(StoreError *error = nullptr) const;
    // Everyone's latest rating, by player; a player without a counted game
    // has none (RatingModel::initial()). A file only read at a version
    // before the ratings were kept has them rated now from its games; one
    // with games waiting to be rated, from the first of those on.
    std::optional<std::map<qint64, Rating>> latest(StoreError *error = nullptr) const;
    // A player's rating after each of their counted games, oldest first.
    std::optional<std::vector<RatingPoint>> history(qint64 player, StoreError *error = nullptr) const;
    // The same over the games of a range alone (see DateRange), rated now in
    // memory: everyone starts at RatingModel::initial() at their first game
    // of it. An unbounded range gives latest() and history() above.
    std::optional<std::map<qint64, Rating>> latest(const DateRange &range, StoreError *error = nullptr) const;
    std::optional<std::vector<RatingPoint>> history(qint64 player, const DateRange &range,
                                                    StoreError *error = nullptr) const;
    // Whether the file keeps them (version 9 on); nullopt on error.
    std::optional<bool> kept(StoreError *error = nullptr) const;
private:
    // A game's place in the order of play: its started_utc and rating_key (hex).
    using Mark = std::pair<QByteArray, QByteArray>;
    // Where the ratings are noted to be rated again from, if anywhere
    // (ratings_from); false on error.
    bool noted(std::optional<Mark> *mark, StoreError *error) const;
    // Whether the kept ratings may be read as they are: kept in the file,
    // and no game waits to be rated.
    std::optional<bool> upToDate(StoreError *error) const;
    // Everyone's latest while games wait to be rated: the kept steps before
    // the first of them stand (catchUp() keeps them), and the games from
    // there on are rated now, so a sync's games played last cost only theirs.
    std::optional<std::map<qint64, Rating>> latestWhileWaiting(StoreError *error) const;
    // Every game (of `range`) rated now, in order, from game_results alone;
    // `points` (when given) gets `follow`'s steps.
    std::optional<std::map<qint64, Rating>> computed(const DateRange &range, qint64 follow,
                                                     std::vector<RatingPoint> *points, StoreError *error) const;

    const StoreConnection &m_connection;
};

} // namespace tornei
