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

} // namespace

// The figures are one aggregate query over game_results, then one pass over
// the counted seats in game order (head to head, best game); neither joins
// the wide games table, which only breaks ties for the best game. `player`
// limits it to one.
bool StatisticsQueries::collect(std::optional<qint64> player, std::map<qint64, PlayerStatistics> &out,
                                StoreError *error) const
{
    const QString onePlayer = player ? QStringLiteral(" AND g.player = ?") : QString();
    const auto query = [&](QSqlQuery &q, const QString &sql) {
        q.setForwardOnly(true); // read once: no cache of every row
        if (!m_connection.prepare(q, sql, error))
            return false;
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
        QSqlQuery names(m_connection.db);
        if (!query(names, QStringLiteral("SELECT p.id, p.name FROM players p") +
                              (player ? QStringLiteral(" WHERE p.id = ?") : QString())))
            return false;
        while (names.next()) {
            PlayerStatistics &stats = out[names.value(0).toLongLong()];
            stats.player = names.value(0).toLongLong();
            stats.name = names.value(1).toString();
            for (int rank = 0; rank < 4; ++rank)
                stats.predictions[static_cast<std::size_t>(rank)].rank = rank + 1;
        }
        if (failed(names))
            return false;
    }
    {
        // One row per counted game and seat holds its rounds already summed.
        QString sql = QStringLiteral("SELECT g.player, count(*), sum(g.winner), sum(g.shared_win), sum(g.total),"
                                     " sum(g.complete_rounds), sum(g.round_score)");
        for (int rank = 1; rank <= 4; ++rank)
            sql += QStringLiteral(", sum(g.made_rank%1), sum(g.correct_rank%1)").arg(rank);
        for (int k = 0; k <= TricksPerRound; ++k)
            sql += QStringLiteral(", sum(g.rounds_won%1)").arg(k);
        sql += QStringLiteral(" FROM game_results g WHERE g.counted = 1") + onePlayer +
               QStringLiteral(" GROUP BY g.player");
        QSqlQuery games(m_connection.db);
        if (!query(games, sql))
            return false;
        while (games.next()) {
            const auto found = out.find(games.value(0).toLongLong());
            if (found == out.end())
                continue;
            PlayerStatistics &stats = found->second;
            stats.games = games.value(1).toInt();
            stats.wins = games.value(2).toInt();
            stats.sharedWins = games.value(3).toInt();
            stats.averageGameScore = meanToHundredths(games.value(4).toLongLong(), stats.games);
            stats.completeRounds = games.value(5).toInt();
            stats.averageRoundScore = meanToHundredths(games.value(6).toLongLong(), stats.completeRounds);
            for (int rank = 0; rank < 4; ++rank) {
                stats.predictions[at(rank)].made = games.value(7 + 2 * rank).toInt();
                stats.predictions[at(rank)].correct = games.value(8 + 2 * rank).toInt();
            }
            for (int k = 0; k <= TricksPerRound; ++k)
                stats.tricksWonPerRound[at(k)] = games.value(15 + k).toInt();
            stats.zeroTrickRounds = stats.tricksWonPerRound[0];
        }
        if (failed(games))
            return false;
    }
    {
        // Head to head and the best game from one pass over the seats of the
        // counted games, in game order: no join with the wide games table.
        QSqlQuery seats(m_connection.db);
        if (!query(seats, player ? QStringLiteral("SELECT o.game, o.player, o.total FROM game_results g"
                                                  " JOIN game_results o ON o.game = g.game"
                                                  " WHERE g.counted = 1 AND g.player = ? ORDER BY o.game, o.seat")
                                 : QStringLiteral("SELECT g.game, g.player, g.total FROM game_results g"
                                                  " WHERE g.counted = 1 ORDER BY g.game, g.seat")))
            return false;
        struct Seat
        {
            qint64 player = 0;
            int total = 0;
            PlayerStatistics *stats = nullptr; // nullptr: not among `out`
        };
        // Per player in `out`: opponent -> figures, and the games with its highest total.
        std::map<PlayerStatistics *, std::map<qint64, HeadToHead>> versus;
        std::map<PlayerStatistics *, std::vector<qint64>> topGames;
        std::vector<Seat> game;
        qint64 current = 0;
        const auto finishGame = [&] {
            for (std::size_t i = 0; i < game.size(); ++i) {
                PlayerStatistics *stats = game[i].stats;
                if (!stats)
                    continue;
                std::vector<qint64> &top = topGames[stats];
                if (top.empty() || game[i].total > stats->bestScore) {
                    top.assign(1, current);
                    stats->bestScore = game[i].total;
                } else if (game[i].total == stats->bestScore) {
                    top.push_back(current);
                }
                std::map<qint64, HeadToHead> &mine = versus[stats];
                for (std::size_t j = 0; j < game.size(); ++j) {
                    if (j == i)
                        continue;
                    HeadToHead &h = mine[game[j].player];
                    ++h.games;
                    h.above += game[i].total > game[j].total;
                    h.below += game[i].total < game[j].total;
                    h.equal += game[i].total == game[j].total;
                }
            }
            game.clear();
        };
        while (seats.next()) {
            const qint64 id = seats.value(0).toLongLong();
            if (id != current && !game.empty())
                finishGame();
            current = id;
            const qint64 seated = seats.value(1).toLongLong();
            const auto found = out.find(seated);
            game.push_back({seated, seats.value(2).toInt(), found == out.end() ? nullptr : &found->second});
        }
        if (failed(seats))
            return false;
        if (!game.empty())
            finishGame();
        for (auto &[stats, opponents] : versus) {
            auto &list = stats->headToHead;
            list.reserve(opponents.size());
            for (auto &[opponent, h] : opponents) {
                h.opponent = opponent;
                list.push_back(h);
            }
        }
        // The earliest of the games with the highest total (by when it was
        // played, then id), asked only about those games.
        QString ids;
        for (const auto &[stats, top] : topGames) {
            for (qint64 id : top)
                ids += (ids.isEmpty() ? QStringLiteral("[") : QStringLiteral(",")) + QString::number(id);
        }
        if (!ids.isEmpty()) {
            QSqlQuery order(m_connection.db);
            order.setForwardOnly(true);
            if (!m_connection.prepare(order,
                                      QStringLiteral("SELECT id FROM games WHERE id IN (SELECT value FROM json_each(?))"
                                                     " ORDER BY started_utc, id"),
                                      error))
                return false;
            order.addBindValue(ids + QLatin1Char(']'));
            if (!m_connection.exec(order, error))
                return false;
            std::map<qint64, std::size_t> rank;
            while (order.next())
                rank.emplace(order.value(0).toLongLong(), rank.size());
            if (failed(order))
                return false;
            for (const auto &[stats, top] : topGames) {
                const auto earliest =
                    std::min_element(top.begin(), top.end(), [&](qint64 a, qint64 b) { return rank[a] < rank[b]; });
                stats->bestGame = *earliest;
            }
        }
    }
    // Opponents' saved names (for one player, they are not among `out`).
    std::map<qint64, QString> names;
    {
        QSqlQuery all(m_connection.db);
        if (!m_connection.prepare(all, QStringLiteral("SELECT id, name FROM players"), error) ||
            !m_connection.exec(all, error))
            return false;
        while (all.next())
            names[all.value(0).toLongLong()] = all.value(1).toString();
        if (failed(all))
            return false;
    }
    for (auto &[id, stats] : out) {
        for (HeadToHead &h : stats.headToHead)
            h.opponentName = names[h.opponent];
        std::sort(stats.headToHead.begin(), stats.headToHead.end(), [](const HeadToHead &a, const HeadToHead &b) {
            return codePointLess(a.opponentName, b.opponentName);
        });
    }
    return true;
}

std::vector<PlayerStatistics> StatisticsQueries::all(StoreError *error) const
{
    std::vector<PlayerStatistics> result;
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return result;
    }
    if (!m_connection.run(QStringLiteral("BEGIN"), error))
        return result;
    std::map<qint64, PlayerStatistics> all;
    const bool ok = collect(std::nullopt, all, error);
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
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return std::nullopt;
    }
    if (!m_connection.run(QStringLiteral("BEGIN"), error))
        return std::nullopt;
    std::map<qint64, PlayerStatistics> one;
    const bool ok = collect(player, one, error);
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
                                             " WHERE g.player = ? AND g.counted = 1 ORDER BY s.started_utc, g.game"),
                              error))
        return points;
    q.addBindValue(player);
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

GroupWins StatisticsQueries::groupWins(const std::vector<qint64> &players, StoreError *error) const
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
                           " WHERE g.player IN (SELECT value FROM json_each(?)) AND g.counted = 1"
                           " GROUP BY g.game"
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

} // namespace tornei
