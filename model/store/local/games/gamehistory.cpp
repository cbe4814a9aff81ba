#include "gamehistory.h"

#include "gamecolumns.h"
#include "playername.h"
#include "playerratings.h"
#include "rating.h"
#include "storeconnection.h"

#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <map>

namespace tornei {

using namespace storage;

GameHistory::GameHistory(StoreConnection &connection)
    : m_connection(connection)
{}

// The replay's totals and winners of the given games, from game_results.
bool GameHistory::results(const std::vector<qint64> &games, const std::function<void(qint64, int, int, bool)> &row,
                          StoreError *error) const
{
    for (std::size_t first = 0; first < games.size(); first += 500) {
        QStringList ids;
        for (std::size_t i = first; i < std::min(games.size(), first + 500); ++i)
            ids << QString::number(games[i]);
        QSqlQuery query(m_connection.db);
        query.setForwardOnly(true);
        if (!m_connection.prepare(
                query,
                QStringLiteral("SELECT game, seat, total, winner FROM game_results WHERE game IN (%1)")
                    .arg(ids.join(QLatin1Char(','))),
                error))
            return false;
        if (!m_connection.exec(query, error))
            return false;
        while (query.next()) {
            const int seat = query.value(1).toInt();
            if (seat >= 0 && seat < SeatCount)
                row(query.value(0).toLongLong(), seat, query.value(2).toInt(), query.value(3).toBool());
        }
        if (query.lastError().isValid()) {
            setError(error, StoreError::fromSql(query.lastError()));
            return false;
        }
    }
    return true;
}

std::vector<GameSummary> GameHistory::summaries(const QString &where, const std::optional<qint64> &game,
                                                StoreError *error, const QString &orderAndLimit) const
{
    std::vector<GameSummary> result;
    if (!m_connection.db.isOpen()) {
        setError(error, StoreError::noDatabase());
        return result;
    }
    // One read transaction: the games and their results from the same moment.
    if (!m_connection.run(QStringLiteral("BEGIN"), error))
        return result;
    const auto finish = [this] {
        m_connection.run(QStringLiteral("COMMIT"), nullptr);
    };
    std::map<qint64, std::size_t> rows;
    std::vector<qint64> ids;
    {
        QSqlQuery query(m_connection.db);
        query.setForwardOnly(true);
        QString sql = QStringLiteral("SELECT id, created_utc, updated_utc, %1, first_dealer, finished, excluded,"
                                     " rounds_played, started_text, started_utc, started_offset FROM games")
                          .arg(seatColumns("name"));
        if (!where.isEmpty())
            sql += QStringLiteral(" WHERE ") + where;
        sql += orderAndLimit.isEmpty() ? QStringLiteral(" ORDER BY started_utc DESC, id DESC") : orderAndLimit;
        if (!m_connection.prepare(query, sql, error)) {
            finish();
            return {};
        }
        if (game)
            query.addBindValue(*game);
        if (!m_connection.exec(query, error)) {
            finish();
            return {};
        }
        while (query.next()) {
            GameSummary summary;
            summary.id = query.value(0).toLongLong();
            summary.created = QDateTime::fromString(query.value(1).toString(), Qt::ISODateWithMs);
            summary.updated = QDateTime::fromString(query.value(2).toString(), Qt::ISODateWithMs);
            for (int s = 0; s < SeatCount; ++s) {
                const QVariant name = query.value(3 + s);
                if (!name.isNull())
                    summary.seats[at(s)] = name.toString();
            }
            summary.firstDealer = query.value(3 + SeatCount).toInt();
            summary.finished = query.value(4 + SeatCount).toBool();
            summary.excludedFromStatistics = query.value(5 + SeatCount).toBool();
            summary.roundsPlayed = query.value(6 + SeatCount).toInt();
            summary.startedText = query.value(7 + SeatCount).toString();
            summary.started = playedAt(query.value(8 + SeatCount), query.value(9 + SeatCount));
            rows[summary.id] = result.size();
            ids.push_back(summary.id);
            result.push_back(summary);
        }
        if (query.lastError().isValid()) {
            setError(error, StoreError::fromSql(query.lastError()));
            finish();
            return {};
        }
    }
    const bool ok = results(
        ids,
        [&](qint64 id, int seat, int total, bool winner) {
            GameSummary &summary = result[rows[id]];
            summary.totals[at(seat)] = total;
            if (winner)
                summary.winners.push_back(seat);
        },
        error);
    finish();
    if (!ok)
        return {};
    for (GameSummary &summary : result)
        std::sort(summary.winners.begin(), summary.winners.end());
    return result;
}

namespace {

// The WHERE clause (with its bound values) and the ORDER BY of a history query.
struct HistorySql
{
    QString where;
    QVariantList values;
    QString order;
};

// The first moment of a day in the viewer's time zone, as started_utc writes
// instants: the dates a filter names are the ones the screens show.
QString dayStartUtc(const QDate &day)
{
    return day.startOfDay().toUTC().toString(Qt::ISODateWithMs);
}

// The mean of a game's players' ratings as they are now (a player not yet
// rated at a new player's, the dummy left out), read from `source`; NULL in a
// file that does not keep them.
QString meanRatingSql(GameHistory::RatingsSource source)
{
    if (source == GameHistory::RatingsSource::None)
        return QStringLiteral("NULL");
    return QStringLiteral("(SELECT avg(coalesce(r.mu - 3 * r.sigma, %1)) FROM players p"
                          " LEFT JOIN %2 r ON r.player = p.id"
                          " WHERE p.id IN (g.seat0_player, g.seat1_player, g.seat2_player, g.seat3_player))")
        .arg(RatingModel().initial().ordinal())
        .arg(source == GameHistory::RatingsSource::Kept ? QStringLiteral("main.player_ratings")
                                                        : QStringLiteral("temp.history_ratings"));
}

HistorySql historySql(const HistoryQuery &query, GameHistory::RatingsSource ratings)
{
    HistorySql sql;
    const HistoryFilter &filter = query.filter;
    QStringList conditions;
    QVariantList &values = sql.values;
    for (qint64 player : filter.players) {
        conditions << QStringLiteral("g.id IN (SELECT game FROM game_results WHERE player = ?)");
        values << player;
    }
    if (filter.from) {
        conditions << QStringLiteral("g.started_utc >= ?");
        values << dayStartUtc(*filter.from);
    }
    if (filter.to) {
        conditions << QStringLiteral("g.started_utc < ?");
        values << dayStartUtc(filter.to->addDays(1));
    }
    if (filter.playerCount) {
        conditions << QStringLiteral("g.player_count = ?");
        values << *filter.playerCount;
    }
    if (filter.finished) {
        conditions << QStringLiteral("g.finished = ?");
        values << (*filter.finished ? 1 : 0);
    }
    if (filter.excluded) {
        conditions << QStringLiteral("g.excluded = ?");
        values << (*filter.excluded ? 1 : 0);
    }
    if (!filter.nameSearch.isEmpty()) {
        conditions << QStringLiteral("instr(g.players_key, ?) > 0");
        values << PlayerName::matchKey(filter.nameSearch);
    }
    sql.where = conditions.isEmpty() ? QString() : QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    const bool ascending = query.sortOrder == Qt::AscendingOrder;
    const QString direction = ascending ? QStringLiteral("ASC") : QStringLiteral("DESC");
    switch (query.sortColumn) {
    case HistoryColumn::Date:
        sql.order = QStringLiteral("g.started_utc %1, g.id %1").arg(direction);
        break;
    case HistoryColumn::Id:
        sql.order = QStringLiteral("g.id %1").arg(direction);
        break;
    case HistoryColumn::Rating:
        sql.order = QStringLiteral("%1 %2, g.started_utc DESC, g.id DESC").arg(meanRatingSql(ratings), direction);
        break;
    case HistoryColumn::Players:
    case HistoryColumn::PlayerCount:
    case HistoryColumn::Winner:
    case HistoryColumn::Finished:
    case HistoryColumn::Excluded:
    case HistoryColumn::RoundsPlayed: {
        static const std::map<HistoryColumn, const char *> columns{
            {HistoryColumn::Players, "g.players_key"}, {HistoryColumn::PlayerCount, "g.player_count"},
            {HistoryColumn::Winner, "g.winner_key"},   {HistoryColumn::Finished, "g.finished"},
            {HistoryColumn::Excluded, "g.excluded"},   {HistoryColumn::RoundsPlayed, "g.rounds_played"},
        };
        sql.order = QStringLiteral("%1 %2, g.started_utc DESC, g.id DESC")
                        .arg(QLatin1String(columns.at(query.sortColumn)), direction);
        break;
    }
    }
    return sql;
}

} // namespace

HistoryPage GameHistory::page(const HistoryQuery &query, StoreError *error) const
{
    HistoryPage page;
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return page;
    }
    if (!m_connection.run(QStringLiteral("BEGIN"), error))
        return page;
    const auto finish = [this] {
        m_connection.run(QStringLiteral("COMMIT"), nullptr);
    };
    // Read in the same transaction as the games, so that they are the ratings of those games.
    const std::optional<RatingsSource> ratings = ratingsSource(error);
    if (!ratings) {
        finish();
        return {};
    }
    const HistorySql filterSql = historySql(query, *ratings);
    const QString &where = filterSql.where;
    const QVariantList &values = filterSql.values;
    const QString &order = filterSql.order;
    const auto bind = [&](QSqlQuery &q) {
        for (const QVariant &value : values)
            q.addBindValue(value);
    };
    {
        QSqlQuery count(m_connection.db);
        if (!m_connection.prepare(count, QStringLiteral("SELECT count(*) FROM games g") + where, error)) {
            finish();
            return {};
        }
        bind(count);
        if (!m_connection.exec(count, error) || !count.next()) {
            if (count.lastError().isValid())
                setError(error, StoreError::fromSql(count.lastError()));
            finish();
            return {};
        }
        page.totalCount = count.value(0).toInt();
    }
    std::map<qint64, std::size_t> rows;
    std::vector<qint64> ids;
    {
        QSqlQuery select(m_connection.db);
        QString sql =
            QStringLiteral("SELECT g.id, g.started_text, g.started_utc, %1, %2, g.finished, g.excluded,"
                           " g.player_count, g.rounds_played, g.started_offset, %3, g.violations FROM games g")
                .arg(seatColumns("name").replace(QLatin1String("seat"), QLatin1String("g.seat")),
                     seatColumns("player").replace(QLatin1String("seat"), QLatin1String("g.seat")),
                     meanRatingSql(*ratings)) +
            where + QStringLiteral(" ORDER BY ") + order;
        if (query.limit > 0)
            sql += QStringLiteral(" LIMIT %1 OFFSET %2").arg(query.limit).arg(std::max(0, query.offset));
        else if (query.offset > 0)
            sql += QStringLiteral(" LIMIT -1 OFFSET %1").arg(query.offset);
        if (!m_connection.prepare(select, sql, error)) {
            finish();
            return {};
        }
        bind(select);
        if (!m_connection.exec(select, error)) {
            finish();
            return {};
        }
        while (select.next()) {
            HistoryRow row;
            row.id = select.value(0).toLongLong();
            row.startedText = select.value(1).toString();
            row.started = playedAt(select.value(2), select.value(7 + 2 * SeatCount));
            for (int s = 0; s < SeatCount; ++s) {
                if (!select.value(3 + s).isNull())
                    row.seats[at(s)] = select.value(3 + s).toString();
                if (!select.value(3 + SeatCount + s).isNull())
                    row.players[at(s)] = select.value(3 + SeatCount + s).toLongLong();
            }
            row.finished = select.value(3 + 2 * SeatCount).toBool();
            row.excluded = select.value(4 + 2 * SeatCount).toBool();
            row.playerCount = select.value(5 + 2 * SeatCount).toInt();
            row.roundsPlayed = select.value(6 + 2 * SeatCount).toInt();
            if (!select.value(8 + 2 * SeatCount).isNull())
                row.meanRating = select.value(8 + 2 * SeatCount).toDouble();
            row.violations = select.value(9 + 2 * SeatCount).toInt();
            rows[row.id] = page.rows.size();
            ids.push_back(row.id);
            page.rows.push_back(std::move(row));
        }
        if (select.lastError().isValid()) {
            setError(error, StoreError::fromSql(select.lastError()));
            finish();
            return {};
        }
    }
    const bool ok = results(
        ids,
        [&](qint64 id, int seat, int total, bool winner) {
            HistoryRow &row = page.rows[rows[id]];
            row.totals[at(seat)] = total;
            if (winner)
                row.winners.push_back(seat);
        },
        error);
    finish();
    if (!ok)
        return {};
    for (HistoryRow &row : page.rows)
        std::sort(row.winners.begin(), row.winners.end());
    return page;
}

std::vector<qint64> GameHistory::ids(const HistoryQuery &query, StoreError *error) const
{
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return {};
    }
    // Only an order by the mean rating needs the ratings: then they and the
    // games are read in one transaction.
    const bool byRating = query.sortColumn == HistoryColumn::Rating;
    if (byRating && !m_connection.run(QStringLiteral("BEGIN"), error))
        return {};
    const auto finish = qScopeGuard([&] {
        if (byRating)
            m_connection.run(QStringLiteral("COMMIT"), nullptr);
    });
    const std::optional<RatingsSource> ratings = byRating ? ratingsSource(error) : RatingsSource::None;
    if (!ratings)
        return {};
    const HistorySql sql = historySql(query, *ratings);
    QSqlQuery select(m_connection.db);
    select.setForwardOnly(true);
    if (!m_connection.prepare(
            select, QStringLiteral("SELECT g.id FROM games g") + sql.where + QStringLiteral(" ORDER BY ") + sql.order,
            error))
        return {};
    for (const QVariant &value : sql.values)
        select.addBindValue(value);
    if (!m_connection.exec(select, error))
        return {};
    std::vector<qint64> ids;
    while (select.next())
        ids.push_back(select.value(0).toLongLong());
    if (select.lastError().isValid()) {
        setError(error, StoreError::fromSql(select.lastError()));
        return {};
    }
    select.finish();
    return ids;
}

std::optional<GameHistory::RatingsSource> GameHistory::ratingsSource(StoreError *error) const
{
    if (!ratingsKept())
        return RatingsSource::None;
    const PlayerRatings ratings(m_connection);
    const std::optional<bool> waiting = ratings.pending(error);
    if (!waiting)
        return std::nullopt;
    if (!*waiting)
        return RatingsSource::Kept;
    // Games wait to be rated (a sync stores them, a part rated at a time):
    // the kept ratings are those of some of the games only. The ratings are
    // rated now from the games, as every other reader has them meanwhile
    // (PlayerRatings::latest()), and the means are taken from those by the
    // same SQL: the same figures, and the same order, as once all are rated.
    const std::optional<std::map<qint64, Rating>> now = ratings.latest(error);
    if (!now)
        return std::nullopt;
    if (!m_connection.run(QStringLiteral("CREATE TEMP TABLE IF NOT EXISTS history_ratings"
                                         " (player INTEGER PRIMARY KEY, mu REAL NOT NULL, sigma REAL NOT NULL)"),
                          error))
        return std::nullopt;
    SqliteStatement *clear = m_connection.native("DELETE FROM temp.history_ratings", error);
    SqliteStatement *add =
        m_connection.native("INSERT INTO temp.history_ratings (player, mu, sigma) VALUES (?, ?, ?)", error);
    if (!clear || !add || !clear->run(error))
        return std::nullopt;
    for (const auto &[player, rating] : *now) {
        add->bind(0, player);
        add->bindReal(1, rating.mu);
        add->bindReal(2, rating.sigma);
        if (!add->run(error))
            return std::nullopt;
    }
    return RatingsSource::Computed;
}

bool GameHistory::ratingsKept() const
{
    QSqlQuery query(m_connection.db);
    return query.exec(QStringLiteral("SELECT 1 FROM main.sqlite_schema WHERE name = 'player_ratings'")) && query.next();
}

std::optional<qint64> GameHistory::gameOfUid(const QString &uid, StoreError *error) const
{
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return std::nullopt;
    }
    QSqlQuery query(m_connection.db);
    if (!m_connection.prepare(query, QStringLiteral("SELECT id FROM games WHERE uid = ?"), error))
        return std::nullopt;
    query.addBindValue(uid);
    if (!m_connection.exec(query, error))
        return std::nullopt;
    if (!query.next())
        return std::nullopt;
    return query.value(0).toLongLong();
}

std::vector<GameSummary> GameHistory::all(StoreError *error) const
{
    return summaries(QString(), std::nullopt, error);
}

std::vector<GameSummary> GameHistory::unfinished(StoreError *error, std::optional<int> limit) const
{
    // Newest first, as every list of games orders them by when they were played.
    QString order = QStringLiteral(" ORDER BY started_utc DESC, id DESC");
    if (limit)
        order += QStringLiteral(" LIMIT %1").arg(std::max(0, *limit));
    return summaries(QStringLiteral("finished = 0"), std::nullopt, error, order);
}

int GameHistory::unfinishedCount(StoreError *error) const
{
    if (!m_connection.db.isOpen()) {
        setError(error, StoreError::noDatabase());
        return 0;
    }
    QSqlQuery query(m_connection.db);
    if (!m_connection.prepare(query, QStringLiteral("SELECT count(*) FROM games WHERE finished = 0"), error) ||
        !m_connection.exec(query, error) || !query.next())
        return 0;
    return query.value(0).toInt();
}

std::optional<GameSummary> GameHistory::summary(qint64 game, StoreError *error) const
{
    StoreError failure;
    const std::vector<GameSummary> found = summaries(QStringLiteral("id = ?"), game, &failure);
    if (failure.isError()) {
        setError(error, failure);
        return std::nullopt;
    }
    if (found.empty()) {
        setError(error, plainError(tr("There is no game %1 in this database.").arg(game)));
        return std::nullopt;
    }
    return found.front();
}

namespace {

// Each game once, in id order.
std::vector<qint64> distinct(std::vector<qint64> games)
{
    std::sort(games.begin(), games.end());
    games.erase(std::unique(games.begin(), games.end()), games.end());
    return games;
}

} // namespace

bool GameHistory::remove(const std::vector<qint64> &games, StoreError *error)
{
    const std::vector<qint64> ids = distinct(games);
    return m_connection.transaction(error, [&](StoreError *e) {
        QSqlQuery remove(m_connection.db);
        QSqlQuery forClub(m_connection.db);
        // A game the club's server has (or may have: sent, no answer yet) is
        // asked to leave it too, at the revision it has there or may have
        // now; one never sent simply leaves, its pending upload with it.
        if (!m_connection.prepare(remove, QStringLiteral("DELETE FROM games WHERE id = ?"), e) ||
            !m_connection.prepare(forClub,
                                  QStringLiteral("INSERT INTO club_removals (uid, revision)"
                                                 " SELECT g.uid, c.revision + (c.sent_sha256 IS NOT NULL)"
                                                 " FROM games g JOIN club_games c ON c.game = g.id"
                                                 " WHERE g.id = ? AND (c.revision > 0 OR c.sent_sha256 IS NOT NULL)"
                                                 " ON CONFLICT (uid) DO UPDATE SET revision = excluded.revision,"
                                                 " sent = 0"),
                                  e))
            return false;
        for (qint64 game : ids) {
            forClub.bindValue(0, game);
            if (!m_connection.exec(forClub, e))
                return false;
            remove.bindValue(0, game);
            if (!m_connection.exec(remove, e))
                return false;
            if (remove.numRowsAffected() != 1) {
                *e = plainError(tr("There is no game %1 in this database.").arg(game));
                return false;
            }
        }
        m_connection.pending.gamesRemoved = ids;
        return true;
    });
}

bool GameHistory::setExcluded(const std::vector<qint64> &games, bool excluded, StoreError *error)
{
    const std::vector<qint64> ids = distinct(games);
    return m_connection.transaction(error, [&](StoreError *e) {
        QSqlQuery update(m_connection.db);
        QSqlQuery counted(m_connection.db);
        if (!m_connection.prepare(update, QStringLiteral("UPDATE games SET excluded = ? WHERE id = ?"), e) ||
            !m_connection.prepare(
                counted,
                QStringLiteral("UPDATE game_results SET counted = (SELECT finished AND NOT excluded FROM games"
                               " WHERE id = ?) WHERE game = ?"),
                e))
            return false;
        for (qint64 game : ids) {
            update.bindValue(0, excluded ? 1 : 0);
            update.bindValue(1, game);
            if (!m_connection.exec(update, e))
                return false;
            if (update.numRowsAffected() != 1) {
                *e = plainError(tr("There is no game %1 in this database.").arg(game));
                return false;
            }
            counted.bindValue(0, game);
            counted.bindValue(1, game);
            if (!m_connection.exec(counted, e))
                return false;
        }
        (excluded ? m_connection.pending.gamesExcluded : m_connection.pending.gamesIncluded) = ids;
        return true;
    });
}

} // namespace tornei
