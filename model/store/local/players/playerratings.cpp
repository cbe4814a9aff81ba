#include "playerratings.h"

#include "storeconnection.h"

#include <QSet>

#include <algorithm>

namespace tornei {

namespace {

// Every counted seat from a place in the order on, in that order: the
// games (by when they were played, then by their rating_key, which
// every copy of a game agrees on), then their seats.
// The plain `started_utc >= ?1` lets the games be found through their index
// by date (games_by_started); the row value alone would scan every game.
constexpr const char *CountedFrom =
    "SELECT g.started_utc, g.rating_key, r.game, r.player, r.total FROM games g JOIN game_results r ON r.game = g.id"
    " WHERE g.started_utc >= ?1 AND (g.started_utc, g.rating_key) >= (?1, ?2) AND r.counted = 1"
    " ORDER BY g.started_utc, g.rating_key, r.seat";

// The same over the games of a range of dates as the records write them
// (DateRange); games without a date of their own are in none.
constexpr const char *CountedInRange =
    "SELECT g.started_utc, g.rating_key, r.game, r.player, r.total FROM games g JOIN game_results r ON r.game = g.id"
    " WHERE g.started_date BETWEEN ?1 AND ?2 AND g.started_text IS NOT NULL AND r.counted = 1"
    " ORDER BY g.started_utc, g.rating_key, r.seat";

struct Seat
{
    qint64 player = 0;
    int total = 0;
};

// Walks the counted games `rows` (CountedFrom or CountedInRange, bound) gives in order,
// calling game(startedUtc, ratingKey, gameId, seats) for each.
template <typename Game> bool forEachGame(SqliteStatement *rows, Game game, StoreError *error)
{
    QByteArray currentStarted;
    QByteArray currentKey;
    qint64 current = -1;
    std::vector<Seat> seats;
    bool ok = true;
    const auto flush = [&] {
        if (current >= 0 && !seats.empty())
            ok = game(currentStarted, currentKey, current, seats);
        seats.clear();
        return ok;
    };
    const bool walked = rows->forEachRow(
        [&](const SqliteStatement &row) {
            const qint64 id = row.integer(2);
            if (id != current) {
                if (!flush())
                    return false;
                current = id;
                currentStarted = row.bytes(0).toByteArray();
                currentKey = row.bytes(1).toByteArray();
            }
            seats.push_back({row.integer(3), static_cast<int>(row.integer(4))});
            return true;
        },
        error);
    return walked && flush();
}

void rate(const RatingModel &model, std::map<qint64, Rating> &ratings, const std::vector<Seat> &seats)
{
    std::vector<Rating *> players;
    std::vector<int> totals;
    for (const Seat &seat : seats) {
        players.push_back(&ratings.try_emplace(seat.player, model.initial()).first->second);
        totals.push_back(seat.total);
    }
    model.rateGame(players, totals);
}

QDateTime utc(const QString &text)
{
    QDateTime when = QDateTime::fromString(text, Qt::ISODateWithMs);
    when.setTimeSpec(Qt::UTC);
    return when;
}

} // namespace

PlayerRatings::PlayerRatings(const StoreConnection &connection)
    : m_connection(connection)
{
}

std::optional<bool> PlayerRatings::pending(StoreError *error) const
{
    const std::optional<bool> inFile = kept(error);
    if (!inFile || !*inFile)
        return inFile ? std::optional<bool>(false) : std::nullopt;
    SqliteStatement *from = m_connection.native("SELECT 1 FROM ratings_from", error);
    std::optional<qint64> found;
    if (!from || !from->fetchInteger(&found, error))
        return std::nullopt;
    return found.has_value();
}

bool PlayerRatings::noted(std::optional<Mark> *mark, StoreError *error) const
{
    SqliteStatement *from = m_connection.native("SELECT started_utc, rating_key FROM ratings_from", error);
    return from && from->forEachRow(
                       [mark](const SqliteStatement &row) {
                           mark->emplace(row.bytes(0).toByteArray(), row.bytes(1).toByteArray());
                           return true;
                       },
                       error);
}

bool PlayerRatings::catchUp(StoreError *error, int limit) const
{
    std::optional<Mark> mark;
    if (!noted(&mark, error))
        return false;
    if (!mark)
        return true;
    const QByteArray &started = mark->first;
    // rating_steps keeps the key as its bytes (see schema.sql).
    const QByteArray key = QByteArray::fromHex(mark->second);

    // Whoever had a step from there on may end with none. Every player with a
    // step has their latest in player_ratings (kept below, and nowhere else):
    // the steps from there on are found by each one's key, player first
    // (CROSS JOIN keeps that order), as rating_steps has no index by date.
    QSet<qint64> touched;
    SqliteStatement *had =
        m_connection.native("SELECT r.player FROM player_ratings p CROSS JOIN rating_steps r ON r.player = p.player"
                            " WHERE r.started_utc >= ?1 AND (r.started_utc, r.rating_key) >= (?1, ?2)",
                            error);
    if (!had)
        return false;
    had->bindUtf8(0, started);
    had->bindBlob(1, key);
    if (!had->forEachInteger([&](qint64 player) { touched.insert(player); return true; }, error))
        return false;
    SqliteStatement *drop = m_connection.native(
        "DELETE FROM rating_steps WHERE player IN (SELECT player FROM player_ratings)"
        " AND started_utc >= ?1 AND (started_utc, rating_key) >= (?1, ?2)",
        error);
    if (!drop)
        return false;
    drop->bindUtf8(0, started);
    drop->bindBlob(1, key);
    if (!drop->run(error))
        return false;

    SqliteStatement *before = m_connection.native(
        "SELECT mu, sigma FROM rating_steps WHERE player = ? ORDER BY started_utc DESC, rating_key DESC LIMIT 1", error);
    SqliteStatement *step = m_connection.native(
        "INSERT INTO rating_steps (player, started_utc, rating_key, game, mu, sigma) VALUES (?, ?, ?, ?, ?, ?)", error);
    if (!before || !step)
        return false;
    // A player's rating before their first game from there on: their last step before it.
    const auto earlier = [&](qint64 player, std::optional<Rating> *found) {
        before->bind(0, player);
        return before->forEachRow(
            [found](const SqliteStatement &row) {
                *found = Rating{row.real(0), row.real(1)};
                return true;
            },
            error);
    };

    const RatingModel model;
    std::map<qint64, Rating> ratings;
    int rated = 0;
    std::optional<Mark> next; // the first game left for later
    const auto game = [&](const QByteArray &gameStarted, const QByteArray &gameKey, qint64 id,
                          const std::vector<Seat> &seats) {
        // A part ends early, after at least one game, for a write waiting at
        // the table: it waits for this transaction alone.
        if (limit > 0 && (rated == limit || (rated > 0 && StoreConnection::writerWaiting()))) {
            next.emplace(gameStarted, gameKey);
            return false;
        }
        ++rated;
        for (const Seat &seat : seats) {
            if (ratings.count(seat.player) == 0) {
                touched.insert(seat.player);
                std::optional<Rating> last;
                if (!earlier(seat.player, &last))
                    return false;
                ratings[seat.player] = last.value_or(model.initial());
            }
        }
        rate(model, ratings, seats);
        const QByteArray keyBytes = QByteArray::fromHex(gameKey);
        for (const Seat &seat : seats) {
            const Rating &r = ratings[seat.player];
            step->bind(0, seat.player);
            step->bindUtf8(1, gameStarted);
            step->bindBlob(2, keyBytes);
            step->bind(3, id);
            step->bindReal(4, r.mu);
            step->bindReal(5, r.sigma);
            if (!step->run(error))
                return false;
        }
        return true;
    };
    SqliteStatement *rows = m_connection.native(CountedFrom, error);
    if (!rows)
        return false;
    rows->bindUtf8(0, started);
    rows->bindUtf8(1, mark->second);
    if (!forEachGame(rows, game, error) && !next)
        return false;

    SqliteStatement *keep = m_connection.native(
        "INSERT INTO player_ratings (player, mu, sigma) VALUES (?, ?, ?)"
        " ON CONFLICT (player) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
        error);
    SqliteStatement *forget = m_connection.native("DELETE FROM player_ratings WHERE player = ?", error);
    if (!keep || !forget)
        return false;
    for (qint64 player : std::as_const(touched)) {
        std::optional<Rating> latest;
        if (const auto found = ratings.find(player); found != ratings.end())
            latest = found->second;
        else if (!earlier(player, &latest))
            return false;
        if (latest) {
            keep->bind(0, player);
            keep->bindReal(1, latest->mu);
            keep->bindReal(2, latest->sigma);
            if (!keep->run(error))
                return false;
        } else {
            forget->bind(0, player);
            if (!forget->run(error))
                return false;
        }
    }
    if (!next)
        return m_connection.run(QStringLiteral("DELETE FROM ratings_from"), error);
    SqliteStatement *goOn = m_connection.native("UPDATE ratings_from SET started_utc = ?, rating_key = ?", error);
    if (!goOn)
        return false;
    goOn->bindUtf8(0, next->first);
    goOn->bindUtf8(1, next->second);
    return goOn->run(error);
}

std::optional<bool> PlayerRatings::kept(StoreError *error) const
{
    SqliteStatement *table = m_connection.native("SELECT 1 FROM main.sqlite_schema WHERE name = 'player_ratings'", error);
    std::optional<qint64> found;
    if (!table || !table->fetchInteger(&found, error))
        return std::nullopt;
    return found.has_value();
}

std::optional<bool> PlayerRatings::upToDate(StoreError *error) const
{
    const std::optional<bool> inFile = kept(error);
    const std::optional<bool> waiting = inFile && *inFile ? pending(error) : std::optional<bool>(false);
    if (!inFile || !waiting)
        return std::nullopt;
    return *inFile && !*waiting;
}

std::optional<std::map<qint64, Rating>> PlayerRatings::latest(StoreError *error) const
{
    const std::optional<bool> inFile = kept(error);
    if (!inFile)
        return std::nullopt;
    if (!*inFile)
        return computed(DateRange{}, 0, nullptr, error);
    const std::optional<bool> waiting = pending(error);
    if (!waiting)
        return std::nullopt;
    if (*waiting)
        return latestWhileWaiting(error);
    QSqlQuery *query = m_connection.cached(QStringLiteral("SELECT player, mu, sigma FROM player_ratings"), error);
    if (!query || !m_connection.exec(*query, error))
        return std::nullopt;
    std::map<qint64, Rating> ratings;
    while (query->next())
        ratings[query->value(0).toLongLong()] = Rating{query->value(1).toDouble(), query->value(2).toDouble()};
    const bool failed = query->lastError().isValid();
    if (failed && error)
        *error = StoreError::fromSql(query->lastError());
    query->finish();
    if (failed)
        return std::nullopt;
    return ratings;
}

std::optional<std::map<qint64, Rating>> PlayerRatings::latestWhileWaiting(StoreError *error) const
{
    std::optional<Mark> mark;
    if (!noted(&mark, error))
        return std::nullopt;
    if (!mark) // rated meanwhile, by another connection
        return latest(error);

    std::map<qint64, Rating> ratings;
    SqliteStatement *players = m_connection.native("SELECT id FROM players", error);
    SqliteStatement *before =
        m_connection.native("SELECT mu, sigma FROM rating_steps WHERE player = ?1 AND (started_utc, rating_key) < (?2, ?3)"
                            " ORDER BY started_utc DESC, rating_key DESC LIMIT 1",
                            error);
    if (!players || !before)
        return std::nullopt;
    std::vector<qint64> everyone;
    if (!players->forEachInteger(
            [&everyone](qint64 player) {
                everyone.push_back(player);
                return true;
            },
            error))
        return std::nullopt;
    for (qint64 player : everyone) {
        before->bind(0, player);
        before->bindUtf8(1, mark->first);
        before->bindBlob(2, QByteArray::fromHex(mark->second));
        if (!before->forEachRow(
                [&](const SqliteStatement &row) {
                    ratings[player] = Rating{row.real(0), row.real(1)};
                    return true;
                },
                error))
            return std::nullopt;
    }

    const RatingModel model;
    SqliteStatement *rows = m_connection.native(CountedFrom, error);
    if (!rows)
        return std::nullopt;
    rows->bindUtf8(0, mark->first);
    rows->bindUtf8(1, mark->second);
    const auto game = [&](const QByteArray &, const QByteArray &, qint64, const std::vector<Seat> &seats) {
        rate(model, ratings, seats);
        return true;
    };
    if (!forEachGame(rows, game, error))
        return std::nullopt;
    return ratings;
}

std::optional<std::vector<RatingPoint>> PlayerRatings::history(qint64 player, StoreError *error) const
{
    const std::optional<bool> inFile = upToDate(error);
    if (!inFile)
        return std::nullopt;
    if (!*inFile) {
        std::vector<RatingPoint> points;
        if (!computed(DateRange{}, player, &points, error))
            return std::nullopt;
        return points;
    }
    QSqlQuery *query = m_connection.cached(QStringLiteral("SELECT started_utc, game, mu, sigma, rating_key"
                                                          " FROM rating_steps WHERE player = ?"
                                                          " ORDER BY started_utc, rating_key"),
                                           error);
    if (!query)
        return std::nullopt;
    query->bindValue(0, player);
    if (!m_connection.exec(*query, error))
        return std::nullopt;
    std::vector<RatingPoint> points;
    while (query->next()) {
        points.push_back({utc(query->value(0).toString()), query->value(1).toLongLong(),
                          Rating{query->value(2).toDouble(), query->value(3).toDouble()},
                          query->value(4).toByteArray()});
    }
    const bool failed = query->lastError().isValid();
    if (failed && error)
        *error = StoreError::fromSql(query->lastError());
    query->finish();
    if (failed)
        return std::nullopt;
    return points;
}

std::optional<std::map<qint64, Rating>> PlayerRatings::latest(const DateRange &range, StoreError *error) const
{
    if (!range.bounded())
        return latest(error);
    return computed(range, 0, nullptr, error);
}

std::optional<std::vector<RatingPoint>> PlayerRatings::history(qint64 player, const DateRange &range,
                                                               StoreError *error) const
{
    if (!range.bounded())
        return history(player, error);
    std::vector<RatingPoint> points;
    if (!computed(range, player, &points, error))
        return std::nullopt;
    return points;
}

std::optional<std::map<qint64, Rating>> PlayerRatings::computed(const DateRange &range, qint64 follow,
                                                                std::vector<RatingPoint> *points,
                                                                StoreError *error) const
{
    const RatingModel model;
    std::map<qint64, Rating> ratings;
    const auto game = [&](const QByteArray &started, const QByteArray &key, qint64 id, const std::vector<Seat> &seats) {
        rate(model, ratings, seats);
        if (points && std::any_of(seats.begin(), seats.end(), [follow](const Seat &s) { return s.player == follow; }))
            points->push_back({utc(QString::fromUtf8(started)), id, ratings[follow], key});
        return true;
    };
    SqliteStatement *rows = m_connection.native(range.bounded() ? CountedInRange : CountedFrom, error);
    if (!rows)
        return std::nullopt;
    if (range.bounded()) {
        rows->bindUtf8(0, range.fromIso().toUtf8());
        rows->bindUtf8(1, range.toIso().toUtf8());
    } else {
        rows->bindUtf8(0, QByteArray(""));
        rows->bindUtf8(1, QByteArray(""));
    }
    if (!forEachGame(rows, game, error))
        return std::nullopt;
    return ratings;
}

} // namespace tornei
