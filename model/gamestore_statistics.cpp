#include "gamestore_p.h"

#include <QSqlError>
#include <algorithm>
#include <map>

namespace tornei {

using namespace storage;

namespace {

// Unicode code-point order (UTF-8 byte order), the same on every system.
bool codePointLess(const QString &a, const QString &b)
{
    return a.toUtf8() < b.toUtf8();
}

} // namespace

// Every figure is one aggregate query over the derived tables (game_results,
// round_results), filtered by their indexes; `player` limits it to one.
bool GameStore::Private::collectStatistics(std::optional<qint64> player, std::map<qint64, PlayerStatistics> &out,
                                           StoreError *error) const
{
    const QString onePlayer = player ? QStringLiteral(" AND g.player = ?") : QString();
    const auto query = [&](QSqlQuery &q, const QString &sql) {
        q.setForwardOnly(true); // read once: no cache of every row
        if (!prepare(q, sql, error))
            return false;
        if (player)
            q.addBindValue(*player);
        return exec(q, error);
    };
    const auto failed = [&](const QSqlQuery &q) {
        if (!q.lastError().isValid())
            return false;
        setError(error, GameStore::errorFrom(q.lastError()));
        return true;
    };
    {
        QSqlQuery names(db);
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
        QSqlQuery games(db);
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
            stats.averageGameScore = stats.games ? games.value(4).toDouble() / stats.games : 0.0;
            stats.completeRounds = games.value(5).toInt();
            stats.averageRoundScore = stats.completeRounds ? games.value(6).toDouble() / stats.completeRounds : 0.0;
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
        QSqlQuery points(db);
        if (!query(points, QStringLiteral("SELECT g.player, g.game, g.total, s.started_offset,"
                                          // milliseconds since the epoch: cheaper than parsing the text per row
                                          " strftime('%s', s.started_utc) * 1000 + substr(s.started_utc, 21, 3)"
                                          " FROM game_results g JOIN games s ON s.id = g.game WHERE g.counted = 1") +
                               onePlayer + QStringLiteral(" ORDER BY g.player, s.started_utc, g.game")))
            return false;
        while (points.next()) {
            const auto found = out.find(points.value(0).toLongLong());
            if (found == out.end())
                continue;
            PlayerStatistics &stats = found->second;
            ScorePoint point;
            point.game = points.value(1).toLongLong();
            point.total = points.value(2).toInt();
            const qint64 ms = points.value(4).toLongLong();
            point.started = points.value(3).isNull()
                                ? QDateTime::fromMSecsSinceEpoch(ms)
                                : QDateTime::fromMSecsSinceEpoch(ms, Qt::OffsetFromUTC, points.value(3).toInt());
            if (!stats.bestGame || point.total > stats.bestScore) {
                stats.bestGame = point.game;
                stats.bestScore = point.total;
            }
            stats.scoresOverTime.push_back(point);
        }
        if (failed(points))
            return false;
    }
    {
        QSqlQuery versus(db);
        if (!query(versus, QStringLiteral("SELECT g.player, o.player, count(*), sum(g.total > o.total),"
                                          " sum(g.total < o.total), sum(g.total = o.total)"
                                          " FROM game_results g JOIN game_results o ON o.game = g.game"
                                          " AND o.seat <> g.seat WHERE g.counted = 1") +
                               onePlayer + QStringLiteral(" GROUP BY g.player, o.player")))
            return false;
        while (versus.next()) {
            const auto found = out.find(versus.value(0).toLongLong());
            if (found == out.end())
                continue;
            HeadToHead h;
            h.opponent = versus.value(1).toLongLong();
            h.games = versus.value(2).toInt();
            h.above = versus.value(3).toInt();
            h.below = versus.value(4).toInt();
            h.equal = versus.value(5).toInt();
            found->second.headToHead.push_back(h);
        }
        if (failed(versus))
            return false;
    }
    // Opponents' saved names (for one player, they are not among `out`).
    std::map<qint64, QString> names;
    {
        QSqlQuery all(db);
        if (!prepare(all, QStringLiteral("SELECT id, name FROM players"), error) || !exec(all, error))
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

std::vector<PlayerStatistics> GameStore::statistics(StoreError *error) const
{
    std::vector<PlayerStatistics> result;
    if (!isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return result;
    }
    if (!d->run(QStringLiteral("BEGIN"), error))
        return result;
    std::map<qint64, PlayerStatistics> all;
    const bool ok = d->collectStatistics(std::nullopt, all, error);
    d->run(QStringLiteral("COMMIT"), nullptr);
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

std::optional<PlayerStatistics> GameStore::playerStatistics(qint64 player, StoreError *error) const
{
    if (!isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return std::nullopt;
    }
    if (!d->run(QStringLiteral("BEGIN"), error))
        return std::nullopt;
    std::map<qint64, PlayerStatistics> one;
    const bool ok = d->collectStatistics(player, one, error);
    d->run(QStringLiteral("COMMIT"), nullptr);
    if (!ok)
        return std::nullopt;
    if (one.empty()) {
        setError(error, plainError(tr("There is no such player.")));
        return std::nullopt;
    }
    return one.begin()->second;
}

} // namespace tornei
