#include "statisticsqueries.h"

#include "seatindex.h"
#include "storeconnection.h"

#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <map>

namespace tornei {

using namespace storage;

StatisticsQueries::StatisticsQueries(const StoreConnection &connection)
    : m_connection(connection)
{}

namespace {

// Unicode code-point order (UTF-8 byte order), the same on every system.
bool codePointLess(const QString &a, const QString &b)
{
    return a.toUtf8() < b.toUtf8();
}

// A range's counted seats, with when their game was played: the scan that
// takes the place of the kept sums (which are every game's) for a range.
// Binds the range's two ends.
QString seasonSeats()
{
    return QStringLiteral("WITH season AS MATERIALIZED (SELECT r.*, g.started_utc AS started_utc, g.rating_key AS rating_key"
                          " FROM game_results r JOIN games g ON g.id = r.game"
                          " WHERE g.started_date BETWEEN ? AND ? AND g.started_text IS NOT NULL AND r.counted = 1)");
}

// player_figures, as a range's seats sum them (see schema.sql).
QString seasonFiguresSql()
{
    QString sums =
        QStringLiteral("SELECT player, count(*) AS games, sum(winner) AS wins, sum(shared_win) AS shared_wins,"
                       " sum(total) AS total_sum, sum(complete_rounds) AS complete_rounds,"
                       " sum(round_score) AS round_score");
    for (int rank = 1; rank <= 4; ++rank)
        sums += QStringLiteral(", sum(made_rank%1) AS made_rank%1, sum(correct_rank%1) AS correct_rank%1").arg(rank);
    for (int k = 0; k <= TricksPerRound; ++k)
        sums += QStringLiteral(", sum(rounds_won%1) AS rounds_won%1").arg(k);
    for (const QString &column : predictionMatrixColumns())
        sums += QStringLiteral(", sum(%1) AS %1").arg(column);
    sums += QStringLiteral(" FROM season GROUP BY player");
    // The best game: the highest total, the earliest played on a tie (then the
    // lowest rating_key, as player_figures); one pass over the seats.
    return seasonSeats() +
           QStringLiteral(", season_sums AS (%1),"
                          " season_best AS (SELECT player, total AS best_total, game AS best_game, row_number() OVER"
                          " (PARTITION BY player ORDER BY total DESC, started_utc, rating_key) AS place FROM season),"
                          " season_figures AS (SELECT m.*, b.best_total, b.best_game FROM season_sums m"
                          " JOIN season_best b ON b.player = m.player AND b.place = 1) ")
               .arg(sums);
}

// head_to_head, as a range's seats count it.
QString seasonPairsSql()
{
    return seasonSeats() +
           QStringLiteral(", season_pairs AS (SELECT a.player AS player, b.player AS opponent, count(*) AS games,"
                          " sum(a.total > b.total) AS above, sum(a.total < b.total) AS below,"
                          " sum(a.total = b.total) AS equal FROM season a JOIN season b"
                          " ON b.game = a.game AND b.seat <> a.seat GROUP BY a.player, b.player) ");
}

} // namespace

// The figures are kept per player (player_figures) and per pair of players
// (head_to_head) by the database itself, in the transaction that changes a
// game's results (schema.sql): a row per player and per pair to read, however
// many games there are. `player` limits it to one. A bounded range sums
// its games' rows instead, and rates them (PlayerRatings).
bool StatisticsQueries::collect(std::optional<qint64> player, const DateRange &range,
                                std::map<qint64, PlayerStatistics> &out, StoreError *error) const
{
    const auto query = [&](QSqlQuery &q, const QString &sql) {
        q.setForwardOnly(true); // read once: no cache of every row
        if (!m_connection.prepare(q, sql, error))
            return false;
        if (range.bounded()) {
            q.addBindValue(range.fromIso());
            q.addBindValue(range.toIso());
        }
        if (player)
            q.addBindValue(*player);
        return m_connection.exec(q, error);
    };
    const auto failed = [&](const QSqlQuery &q) {
        if (!q.lastError().isValid())
            return false;
        setError(error, StoreError::fromSql(q.lastError()));
        return true;
    };
    {
        QString sql = range.bounded() ? seasonFiguresSql() : QString();
        sql += QStringLiteral("SELECT p.id, p.name, f.games, f.wins, f.shared_wins, f.total_sum,"
                              " f.complete_rounds, f.round_score");
        for (int rank = 1; rank <= 4; ++rank)
            sql += QStringLiteral(", f.made_rank%1, f.correct_rank%1").arg(rank);
        for (int k = 0; k <= TricksPerRound; ++k)
            sql += QStringLiteral(", f.rounds_won%1").arg(k);
        sql += QStringLiteral(", f.best_total, f.best_game");
        for (const QString &column : predictionMatrixColumns())
            sql += QStringLiteral(", f.") + column;
        sql += QStringLiteral(" FROM players p LEFT JOIN %1 f"
                              " ON f.player = p.id AND f.games > 0")
                   .arg(range.bounded() ? QStringLiteral("season_figures") : QStringLiteral("player_figures"));
        if (player)
            sql += QStringLiteral(" WHERE p.id = ?");
        QSqlQuery figures(m_connection.db);
        if (!query(figures, sql))
            return false;
        while (figures.next()) {
            PlayerStatistics &stats = out[figures.value(0).toLongLong()];
            stats.player = figures.value(0).toLongLong();
            stats.name = figures.value(1).toString();
            for (int rank = 0; rank < 4; ++rank)
                stats.predictions[at(rank)].rank = rank + 1;
            if (figures.value(2).isNull())
                continue; // no counted game
            stats.games = figures.value(2).toInt();
            stats.wins = figures.value(3).toInt();
            stats.sharedWins = figures.value(4).toInt();
            stats.averageGameScore = meanToHundredths(figures.value(5).toLongLong(), stats.games);
            stats.completeRounds = figures.value(6).toInt();
            stats.averageRoundScore = meanToHundredths(figures.value(7).toLongLong(), stats.completeRounds);
            for (int rank = 0; rank < 4; ++rank) {
                stats.predictions[at(rank)].made = figures.value(8 + 2 * rank).toInt();
                stats.predictions[at(rank)].correct = figures.value(9 + 2 * rank).toInt();
            }
            for (int k = 0; k <= TricksPerRound; ++k)
                stats.tricksWonPerRound[at(k)] = figures.value(16 + k).toInt();
            stats.zeroTrickRounds = stats.tricksWonPerRound[0];
            const int best = 16 + TricksPerRound + 1;
            stats.bestScore = figures.value(best).toInt();
            stats.bestGame = figures.value(best + 1).toLongLong();
            readPredictionMatrix(figures, best + 2, stats.predictionMatrix);
        }
        if (failed(figures))
            return false;
    }
    {
        // In opponent order, as the list is then sorted by name.
        QSqlQuery pairs(m_connection.db);
        if (!query(pairs,
                   (range.bounded() ? seasonPairsSql() : QString()) +
                       QStringLiteral("SELECT h.player, h.opponent, p.name, h.games, h.above, h.below, h.equal"
                                      " FROM %1 h LEFT JOIN players p ON p.id = h.opponent"
                                      " WHERE h.games > 0")
                           .arg(range.bounded() ? QStringLiteral("season_pairs") : QStringLiteral("head_to_head")) +
                       (player ? QStringLiteral(" AND h.player = ?") : QString()) +
                       QStringLiteral(" ORDER BY h.player, h.opponent")))
            return false;
        while (pairs.next()) {
            const auto found = out.find(pairs.value(0).toLongLong());
            if (found == out.end())
                continue;
            HeadToHead h;
            h.opponent = pairs.value(1).toLongLong();
            h.opponentName = pairs.value(2).toString();
            h.games = pairs.value(3).toInt();
            h.above = pairs.value(4).toInt();
            h.below = pairs.value(5).toInt();
            h.equal = pairs.value(6).toInt();
            found->second.headToHead.push_back(h);
        }
        if (failed(pairs))
            return false;
    }
    const std::optional<std::map<qint64, Rating>> ratings = PlayerRatings(m_connection).latest(range, error);
    if (!ratings)
        return false;
    for (auto &[id, stats] : out) {
        if (const auto rated = ratings->find(id); rated != ratings->end())
            stats.rating = rated->second;
        std::sort(stats.headToHead.begin(), stats.headToHead.end(), [](const HeadToHead &a, const HeadToHead &b) {
            return codePointLess(a.opponentName, b.opponentName);
        });
    }
    return true;
}

std::vector<PlayerStatistics> StatisticsQueries::all(StoreError *error) const
{
    return all(DateRange{}, error);
}

std::vector<PlayerStatistics> StatisticsQueries::all(const DateRange &range, StoreError *error) const
{
    std::vector<PlayerStatistics> result;
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return result;
    }
    if (!m_connection.run(QStringLiteral("BEGIN"), error))
        return result;
    std::map<qint64, PlayerStatistics> all;
    const bool ok = collect(std::nullopt, range, all, error);
    m_connection.run(QStringLiteral("COMMIT"), nullptr);
    if (!ok)
        return result;
    for (auto &[id, stats] : all) {
        if (stats.games > 0)
            result.push_back(std::move(stats));
    }
    std::sort(result.begin(), result.end(),
              [](const PlayerStatistics &a, const PlayerStatistics &b) { return codePointLess(a.name, b.name); });
    return result;
}

std::optional<PlayerStatistics> StatisticsQueries::player(qint64 player, StoreError *error) const
{
    return this->player(player, DateRange{}, error);
}

std::optional<PlayerStatistics> StatisticsQueries::player(qint64 player, const DateRange &range,
                                                          StoreError *error) const
{
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return std::nullopt;
    }
    if (!m_connection.run(QStringLiteral("BEGIN"), error))
        return std::nullopt;
    std::map<qint64, PlayerStatistics> one;
    const bool ok = collect(player, range, one, error);
    m_connection.run(QStringLiteral("COMMIT"), nullptr);
    if (!ok)
        return std::nullopt;
    if (one.empty()) {
        setError(error, plainError(tr("There is no such player.")));
        return std::nullopt;
    }
    return one.begin()->second;
}

std::vector<ScorePoint> StatisticsQueries::scoresOverTime(qint64 player, StoreError *error) const
{
    return scoresOverTime(player, DateRange{}, error);
}

std::vector<ScorePoint> StatisticsQueries::scoresOverTime(qint64 player, const DateRange &range,
                                                          StoreError *error) const
{
    std::vector<ScorePoint> points;
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return points;
    }
    QSqlQuery q(m_connection.db);
    q.setForwardOnly(true);
    if (!m_connection.prepare(q,
                              QStringLiteral("SELECT g.game, g.total, s.started_offset,"
                                             // milliseconds since the epoch: cheaper than parsing the text per row
                                             " strftime('%s', s.started_utc) * 1000 + substr(s.started_utc, 21, 3)"
                                             " FROM game_results g JOIN games s ON s.id = g.game"
                                             " WHERE g.player = ? AND g.counted = 1") +
                                  (range.bounded() ? QStringLiteral(" AND s.started_date BETWEEN ? AND ?"
                                                                    " AND s.started_text IS NOT NULL")
                                                   : QString()) +
                                  QStringLiteral(" ORDER BY s.started_utc, s.rating_key"),
                              error))
        return points;
    q.addBindValue(player);
    if (range.bounded()) {
        q.addBindValue(range.fromIso());
        q.addBindValue(range.toIso());
    }
    if (!m_connection.exec(q, error))
        return points;
    while (q.next()) {
        ScorePoint point;
        point.game = q.value(0).toLongLong();
        point.total = q.value(1).toInt();
        const qint64 ms = q.value(3).toLongLong();
        point.started = q.value(2).isNull() ? QDateTime::fromMSecsSinceEpoch(ms)
                                            : QDateTime::fromMSecsSinceEpoch(ms, Qt::OffsetFromUTC, q.value(2).toInt());
        points.push_back(point);
    }
    if (q.lastError().isValid()) {
        setError(error, StoreError::fromSql(q.lastError()));
        points.clear();
    }
    return points;
}

std::vector<RatingPoint> StatisticsQueries::ratingOverTime(qint64 player, StoreError *error) const
{
    return ratingOverTime(player, DateRange{}, error);
}

std::vector<RatingPoint> StatisticsQueries::ratingOverTime(qint64 player, const DateRange &range,
                                                           StoreError *error) const
{
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return {};
    }
    return PlayerRatings(m_connection).history(player, range, error).value_or(std::vector<RatingPoint>{});
}

GroupWins StatisticsQueries::groupWins(const std::vector<qint64> &players, StoreError *error) const
{
    return groupWins(players, DateRange{}, error);
}

GroupWins StatisticsQueries::groupWins(const std::vector<qint64> &players, const DateRange &range,
                                       StoreError *error) const
{
    GroupWins result;
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return result;
    }
    for (qint64 id : players)
        result.players.push_back({id, 0, 0, 0.0});
    QString ids;
    for (qint64 id : players)
        ids += (ids.isEmpty() ? QString() : QStringLiteral(",")) + QString::number(id);
    // A game is the group's when its seats of the group (found through the
    // covering index by player) are all its seats; only those games' rows
    // are read for their winners. The first row counts the games.
    QSqlQuery q(m_connection.db);
    q.setForwardOnly(true);
    if (!m_connection.prepare(
            q,
            QStringLiteral("WITH played AS MATERIALIZED ("
                           " SELECT g.game AS game FROM game_results g"
                           " WHERE g.player IN (SELECT value FROM json_each(?)) AND g.counted = 1") +
                (range.bounded() ? QStringLiteral(" AND g.game IN (SELECT id FROM games WHERE started_date"
                                                  " BETWEEN ? AND ? AND started_text IS NOT NULL)")
                                 : QString()) +
                QStringLiteral(" GROUP BY g.game"
                               " HAVING count(*) = (SELECT count(*) FROM game_results a WHERE a.game = g.game)),"
                               " tied AS (SELECT p.game AS game, sum(a.winner) AS winners"
                               " FROM played p JOIN game_results a ON a.game = p.game GROUP BY p.game)"
                               " SELECT NULL, count(*), 0, 0 FROM played"
                               " UNION ALL"
                               " SELECT w.player, count(*), sum(w.shared_win), sum(1.0 / t.winners)"
                               " FROM tied t JOIN game_results w ON w.game = t.game AND w.winner = 1"
                               " GROUP BY w.player"),
            error))
        return result;
    q.addBindValue(QStringLiteral("[%1]").arg(ids));
    if (range.bounded()) {
        q.addBindValue(range.fromIso());
        q.addBindValue(range.toIso());
    }
    if (!m_connection.exec(q, error))
        return result;
    while (q.next()) {
        if (q.value(0).isNull()) {
            result.games = q.value(1).toInt();
            continue;
        }
        const qint64 id = q.value(0).toLongLong();
        for (GroupWins::Player &p : result.players) {
            if (p.player == id) {
                p.wins = q.value(1).toInt();
                p.sharedWins = q.value(2).toInt();
                p.share = q.value(3).toDouble();
            }
        }
    }
    if (q.lastError().isValid()) {
        setError(error, StoreError::fromSql(q.lastError()));
        return GroupWins{};
    }
    return result;
}

std::vector<qint64> StatisticsQueries::busiestTable(const DateRange &range, StoreError *error) const
{
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return {};
    }
    QSqlQuery q(m_connection.db);
    q.setForwardOnly(true);
    if (!m_connection.prepare(q,
                              QStringLiteral("SELECT g.game, g.player FROM game_results g JOIN games s ON s.id = g.game"
                                             " WHERE g.counted = 1") +
                                  (range.bounded() ? QStringLiteral(" AND s.started_date BETWEEN ? AND ?"
                                                                    " AND s.started_text IS NOT NULL")
                                                   : QString()) +
                                  QStringLiteral(" ORDER BY s.started_utc, s.rating_key, g.player"),
                              error))
        return {};
    if (range.bounded()) {
        q.addBindValue(range.fromIso());
        q.addBindValue(range.toIso());
    }
    if (!m_connection.exec(q, error))
        return {};
    // Each game's players (sorted), oldest game first.
    std::vector<std::vector<qint64>> tables;
    qint64 game = -1;
    while (q.next()) {
        if (q.value(0).toLongLong() != game) {
            game = q.value(0).toLongLong();
            tables.emplace_back();
        }
        tables.back().push_back(q.value(1).toLongLong());
    }
    if (q.lastError().isValid()) {
        setError(error, StoreError::fromSql(q.lastError()));
        return {};
    }
    // A table's games: those whose players are all at it. A club's few
    // thousand games sit at a few hundred different tables.
    std::map<std::vector<qint64>, int> games;
    for (const std::vector<qint64> &table : tables)
        ++games[table];
    std::vector<qint64> best;
    int bestGames = 0;
    // Newest first, so that a later table wins a tie only by being larger.
    for (auto table = tables.rbegin(); table != tables.rend(); ++table) {
        int among = 0;
        for (const auto &[players, count] : games) {
            if (std::includes(table->begin(), table->end(), players.begin(), players.end()))
                among += count;
        }
        if (among > bestGames || (among == bestGames && table->size() > best.size())) {
            best = *table;
            bestGames = among;
        }
    }
    return best;
}

} // namespace tornei
