#pragma once

#include "rating.h"

#include <QString>
#include <functional>
#include <map>
#include <optional>
#include <vector>

class QSqlDatabase;
class QSqlQuery;

namespace tornei {

struct StoreError;

// The players' ratings the club's server keeps (club.sql), as a
// laptop keeps its own (PlayerRatings): a step per counted game and player,
// and everyone's latest. The server has no rules: sending games only notes
// which games changed (an insert, never an update, so tables sending at once
// never wait on each other), and whoever reads the ratings next rates the
// games from the earliest changed one on and keeps the steps
// (tornei_club.keep_ratings). Only that tail is read and rated: one game
// sent is one game rated.
class ClubRatings
{
public:
    explicit ClubRatings(QSqlDatabase &db);

    // Rates what changed since the ratings were kept and keeps it; true
    // when nothing is left to rate (or another login kept it meanwhile).
    // Its own transactions: call it outside any.
    bool catchUp(StoreError *error = nullptr);

    // Inside a read: every player's kept rating by their id (a player not
    // merged); none, with *current false, when changes wait to be rated.
    std::optional<std::map<QString, Rating>> kept(bool *current, StoreError *error = nullptr);

    // Rates the games of `query`'s rows (the game's id, the player's, the
    // player's total; a game's rows together, the games in order), from and
    // into `ratings` by the players' ids; `rated` is told of each game as it
    // is rated. False when the query failed (its lastError() says why).
    using Rated = std::function<void(const QString &game, const std::vector<QString> &players,
                                     const std::vector<Rating *> &ratings)>;
    static bool rateRows(QSqlQuery &query, std::map<QString, Rating> &ratings, const Rated &rated = {});

private:
    // The query of the seats to rate from the earliest changed game on, in
    // order; the earliest change (its time and game) bound twice.
    static QString changedSeatsSql();
    // One pass: 1 kept or nothing to do, 0 another login kept first, -1 failed.
    int catchUpOnce(StoreError *error);

    QSqlDatabase &m_db;
};

} // namespace tornei
