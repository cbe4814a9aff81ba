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
// from the results the laptops sent with the games (ClubSchema version 3).
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
    // The query the ratings are made from: every counted seat, in order.
    static QString ratingsSql();

private:
    // Rates every counted game in order: each root's rating.
    std::optional<std::map<QString, Rating>> rateRoots(StoreError *error);
    // Rates every counted game in order; out[rows[root]] gets root's rating.
    bool rate(std::vector<PlayerStatistics> &out, const std::map<QString, std::size_t> &rows, StoreError *error);
    // The figures of the player `root` (a player not merged), or of all when empty.
    bool collect(const QString &root, std::vector<PlayerStatistics> &out, StoreError *error);

    QSqlDatabase &m_db;
};

} // namespace tornei
