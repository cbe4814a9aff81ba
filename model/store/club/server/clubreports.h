#pragma once

#include "gamehistory.h"
#include "statistics.h"

#include <QCoreApplication>
#include <map>
#include <optional>
#include <vector>

class QSqlDatabase;

namespace tornei {

struct StoreError;

// `tornei-cli --server SERVER games` and `stats`: the same lists the local
// store gives (GameHistory::all, StatisticsQueries), computed by the club's
// server over every game it holds that is not voided (its live revision),
// from the results the laptops sent with the games (club.sql).
// A game's id is its server number, which never changes. A player merged
// into another counts as the one they were merged into, under that one's
// current name. Only reads.
class ClubReports
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubReports)

public:
    explicit ClubReports(QSqlDatabase &db);

    // Newest first (by when they were played, then number), as GameHistory::all.
    std::optional<std::vector<GameSummary>> games(StoreError *error = nullptr);
    // Every player with at least one counted game, by name in code-point order.
    std::optional<std::vector<PlayerStatistics>> statistics(StoreError *error = nullptr);
    // The player named `name` (as names match: PlayerName::matchKey), zeros
    // without a counted game; nullopt with *found false when there is none.
    std::optional<PlayerStatistics> player(const QString &name, bool *found, StoreError *error = nullptr);
    // The same over the games of a range of dates alone (DateRange): summed
    // and rated from the games' seats, with the range in the SQL, as a
    // database holding only those games gives them.
    std::optional<std::vector<PlayerStatistics>> statistics(const DateRange &range, StoreError *error = nullptr);
    std::optional<PlayerStatistics> player(const QString &name, const DateRange &range, bool *found,
                                           StoreError *error = nullptr);

    // Every player's rating as the statistics give it, by each of the club's
    // ids (a merged player's id gives the rating of the one they count as
    // now); a player without a counted game has none.
    std::optional<std::map<QString, Rating>> ratings(StoreError *error = nullptr);

    // The two queries everyone's statistics are (a player's, with one bound id
    // for `onePlayer`): the players' sums, then the pairs' (head to head).
    static QString figuresSql(bool onePlayer);
    // The query the list of games is.
    static QString gamesSql();
    static QString pairsSql(bool onePlayer);
    // The query the ratings are made from: every counted seat, in order
    // (`ranged`: of the games between two bound dates).
    static QString ratingsSql(bool ranged = false);
    // figuresSql and pairsSql over the games between two bound dates, from their seats.
    static QString seasonFiguresSql(bool onePlayer);
    static QString seasonPairsSql(bool onePlayer);

private:
    // Rates every counted game (of `range`) in order: each root's rating;
    // all time, the server's kept ratings when they are up to date.
    std::optional<std::map<QString, Rating>> rateRoots(const DateRange &range, StoreError *error);
    // out[rows[root]] gets root's rating over `range`.
    bool rate(std::vector<PlayerStatistics> &out, const std::map<QString, std::size_t> &rows, const DateRange &range,
              StoreError *error);
    // The figures of the player `root` (a player not merged), or of all when empty, over `range`.
    bool collect(const QString &root, const DateRange &range, std::vector<PlayerStatistics> &out, StoreError *error);

    QSqlDatabase &m_db;
};

} // namespace tornei
