#include "clubreports.h"

#include "clubconnection.h"
#include "clubplayers.h"
#include "clubratings.h"
#include "clubreadtransaction.h"
#include "playername.h"
#include "rating.h"
#include "seatindex.h"
#include "storeerror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <map>

namespace tornei {

namespace {

// Milliseconds since the epoch of a timestamptz expression.
QString millis(const QString &expression)
{
    return QStringLiteral("round(extract(epoch FROM %1) * 1000)::bigint").arg(expression);
}

// A game of a range (DateRange): its `started` as written (game_summaries,
// `s`) falls on one of the two bound dates or between them; a game without
// one is in none. The date as written is the date at the table, as the
// laptops' started_date keeps it.
constexpr const char *SeasonCondition = " AND s.started_text IS NOT NULL AND left(s.started_text, 10) BETWEEN ? AND ?";

void bindRange(QSqlQuery &query, const DateRange &range)
{
    if (range.bounded()) {
        query.addBindValue(range.fromIso());
        query.addBindValue(range.toIso());
    }
}

// Unicode code-point order (UTF-8 byte order), as the local statistics sort names.
bool codePointLess(const QString &a, const QString &b)
{
    return a.toUtf8() < b.toUtf8();
}

QJsonArray jsonArray(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).array();
}

PlayerStatistics emptyFigures(const QString &name)
{
    PlayerStatistics stats;
    stats.name = name;
    for (int rank = 0; rank < 4; ++rank)
        stats.predictions[at(rank)].rank = rank + 1;
    return stats;
}

} // namespace

ClubReports::ClubReports(QSqlDatabase &db) : m_db(db) {}

QString ClubReports::gamesSql()
{
    const QString created = QStringLiteral("COALESCE(g.created_at, g.submitted_at)");
    const QString played = QStringLiteral("COALESCE(s.started_utc, %1)").arg(created);
    return QStringLiteral("SELECT g.number, %1, %2, s.started_text, %3, s.started_offset, s.first_dealer,"
                          " s.finished, s.excluded, s.rounds_played, array_to_json(s.seat_names)::text,"
                          " array_to_json(s.totals)::text, array_to_json(s.winners)::text,"
                          " x.players FROM tornei_club.games g JOIN tornei_club.game_summaries s ON s.game = g.id"
                          // "seat player seat player ...": one pass over the seats, not a query per game
                          " LEFT JOIN (SELECT game, string_agg(seat || ' ' || player, ' ') AS players"
                          " FROM tornei_club.game_seats WHERE player IS NOT NULL GROUP BY game) x ON x.game = g.id"
                          " WHERE NOT g.voided ORDER BY %4 DESC, g.number DESC")
        .arg(millis(created), millis(QStringLiteral("g.submitted_at")), millis(played), played);
}

std::optional<std::vector<GameSummary>> ClubReports::games(StoreError *error)
{
    const auto failed = [error](const QSqlQuery &query) -> std::optional<std::vector<GameSummary>> {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    };
    ClubReadTransaction read(m_db);
    if (!read.begin(error))
        return std::nullopt;
    // The current name of every player, by id.
    std::map<QString, QString> names;
    {
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        if (!query.exec(QLatin1String(ClubPlayers::Chain) + QStringLiteral("SELECT c.id::text, r.name FROM chain c"
                                                              " JOIN tornei_club.players r ON r.id = c.root")))
            return failed(query);
        while (query.next())
            names[query.value(0).toString()] = query.value(1).toString();
    }
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(gamesSql()))
        return failed(query);
    std::vector<GameSummary> games;
    while (query.next()) {
        GameSummary game;
        game.id = query.value(0).toLongLong();
        game.created = QDateTime::fromMSecsSinceEpoch(query.value(1).toLongLong(), Qt::UTC);
        game.updated = QDateTime::fromMSecsSinceEpoch(query.value(2).toLongLong(), Qt::UTC);
        game.startedText = query.value(3).toString();
        // In its own UTC offset; without a date of its own, the local time of when the server first had it.
        const QDateTime instant = QDateTime::fromMSecsSinceEpoch(query.value(4).toLongLong(), Qt::UTC);
        game.started =
            query.value(5).isNull() ? instant.toLocalTime() : instant.toOffsetFromUtc(query.value(5).toInt());
        game.firstDealer = query.value(6).toInt();
        game.finished = query.value(7).toBool();
        game.excludedFromStatistics = query.value(8).toBool();
        game.roundsPlayed = query.value(9).toInt();
        const QJsonArray seatNames = jsonArray(query.value(10));
        const QJsonArray totals = jsonArray(query.value(11));
        for (int s = 0; s < SeatCount && s < seatNames.size(); ++s) {
            if (!seatNames[s].isNull())
                game.seats[at(s)] = seatNames[s].toString();
            if (s < totals.size())
                game.totals[at(s)] = totals[s].toInt();
        }
        for (const QJsonValue winner : jsonArray(query.value(12)))
            game.winners.push_back(winner.toInt());
        // A seat's player as the server names them now.
        const QStringList seated = query.value(13).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (qsizetype i = 0; i + 1 < seated.size(); i += 2) {
            const int s = seated[i].toInt();
            const auto name = names.find(seated[i + 1]);
            if (s >= 0 && s < SeatCount && game.seats[at(s)] && name != names.end())
                game.seats[at(s)] = name->second;
        }
        games.push_back(std::move(game));
    }
    if (query.lastError().isValid())
        return failed(query);
    return games;
}

QString ClubReports::figuresSql(bool onePlayer)
{
    // Sums over the figures kept per player, grouped by who each one counts as now.
    QString sql = QLatin1String(ClubPlayers::Chain) +
                  QStringLiteral("SELECT c.root::text, r.name, sum(f.games)::bigint, sum(f.wins)::bigint,"
                                 " sum(f.shared_wins)::bigint, sum(f.total)::bigint, sum(f.complete_rounds)::bigint,"
                                 " sum(f.round_score)::bigint");
    for (int rank = 1; rank <= 4; ++rank)
        sql += QStringLiteral(", sum(f.made_rank%1)::bigint, sum(f.correct_rank%1)::bigint").arg(rank);
    for (int k = 0; k <= TricksPerRound; ++k)
        sql += QStringLiteral(", sum(f.rounds_won%1)::bigint").arg(k);
    for (const QString &column : predictionMatrixColumns())
        sql += QStringLiteral(", sum(f.%1)::bigint").arg(column);
    return sql +
           QStringLiteral(" FROM tornei_club.player_figures f JOIN chain c ON c.id = f.player"
                          " JOIN tornei_club.players r ON r.id = c.root") +
           (onePlayer ? QStringLiteral(" WHERE c.root = ?::uuid") : QString()) +
           QStringLiteral(" GROUP BY c.root, r.name HAVING sum(f.games) > 0");
}

QString ClubReports::pairsSql(bool onePlayer)
{
    // The same for the games two players both played; a player never meets themself through a merge.
    return QLatin1String(ClubPlayers::Chain) +
           QStringLiteral("SELECT a.root::text, o.name, sum(p.games)::bigint, sum(p.above)::bigint,"
                          " sum(p.below)::bigint, sum(p.equal)::bigint FROM tornei_club.player_pairs p"
                          " JOIN chain a ON a.id = p.player JOIN chain b ON b.id = p.opponent"
                          " JOIN tornei_club.players o ON o.id = b.root WHERE a.root <> b.root") +
           (onePlayer ? QStringLiteral(" AND a.root = ?::uuid") : QString()) +
           QStringLiteral(" GROUP BY a.root, b.root, o.name HAVING sum(p.games) > 0");
}

QString ClubReports::ratingsSql(bool ranged)
{
    // Every counted seat in the order the games were played, then by the
    // rating_key (as a laptop orders the same games).
    return QLatin1String(ClubPlayers::Chain) +
           QStringLiteral("SELECT x.game::text, c.root::text, x.total FROM tornei_club.game_seats x"
                          " JOIN tornei_club.games g ON g.id = x.game"
                          " JOIN tornei_club.game_summaries s ON s.game = g.id JOIN chain c ON c.id = x.player"
                          " WHERE x.counted AND NOT g.voided") +
           (ranged ? QLatin1String(SeasonCondition) : QLatin1String("")) +
           QStringLiteral(" ORDER BY COALESCE(s.started_utc, g.created_at, g.submitted_at), s.rating_key, x.seat");
}

QString ClubReports::seasonFiguresSql(bool onePlayer)
{
    QString sql = QLatin1String(ClubPlayers::Chain) +
                  QStringLiteral("SELECT c.root::text, r.name, count(*)::bigint, sum(x.winner::int)::bigint,"
                                 " sum(x.shared_win::int)::bigint, sum(x.total)::bigint,"
                                 " sum(x.complete_rounds)::bigint, sum(x.round_score)::bigint");
    for (int rank = 1; rank <= 4; ++rank)
        sql += QStringLiteral(", sum(x.made_rank%1)::bigint, sum(x.correct_rank%1)::bigint").arg(rank);
    for (int k = 0; k <= TricksPerRound; ++k)
        sql += QStringLiteral(", sum(x.rounds_won%1)::bigint").arg(k);
    for (const QString &column : predictionMatrixColumns())
        sql += QStringLiteral(", sum(x.%1)::bigint").arg(column);
    return sql +
           QStringLiteral(" FROM tornei_club.game_seats x JOIN tornei_club.games g ON g.id = x.game"
                          " JOIN tornei_club.game_summaries s ON s.game = g.id JOIN chain c ON c.id = x.player"
                          " JOIN tornei_club.players r ON r.id = c.root WHERE x.counted AND NOT g.voided") +
           QLatin1String(SeasonCondition) + (onePlayer ? QStringLiteral(" AND c.root = ?::uuid") : QString()) +
           QStringLiteral(" GROUP BY c.root, r.name");
}

QString ClubReports::seasonPairsSql(bool onePlayer)
{
    return QLatin1String(ClubPlayers::Chain) +
           QStringLiteral(
               "SELECT a.root::text, o.name, count(*)::bigint, sum((x.total > y.total)::int)::bigint,"
               " sum((x.total < y.total)::int)::bigint, sum((x.total = y.total)::int)::bigint"
               " FROM tornei_club.game_seats x"
               " JOIN tornei_club.game_seats y ON y.game = x.game AND y.seat <> x.seat AND y.counted"
               " JOIN tornei_club.games g ON g.id = x.game JOIN tornei_club.game_summaries s ON s.game = g.id"
               " JOIN chain a ON a.id = x.player JOIN chain b ON b.id = y.player"
               " JOIN tornei_club.players o ON o.id = b.root"
               " WHERE x.counted AND NOT g.voided AND a.root <> b.root") +
           QLatin1String(SeasonCondition) + (onePlayer ? QStringLiteral(" AND a.root = ?::uuid") : QString()) +
           QStringLiteral(" GROUP BY a.root, b.root, o.name");
}

std::optional<std::map<QString, Rating>> ClubReports::rateRoots(const DateRange &range, StoreError *error)
{
    // All time: the ratings the server keeps, unless games came since they were.
    if (!range.bounded()) {
        bool current = false;
        std::optional<std::map<QString, Rating>> kept = ClubRatings(m_db).kept(&current, error);
        if (!kept || current)
            return kept;
    }
    // A season's, or games sent since the ratings were kept: every game rated here, from the first.
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    // Every game is read as ever; a range binds its two dates.
    const auto readRange = [&] {
        if (!query.prepare(ratingsSql(true)))
            return false;
        bindRange(query, range);
        return query.exec();
    };
    std::map<QString, Rating> ratings;
    if (!(range.bounded() ? readRange() : query.exec(ratingsSql())) || !ClubRatings::rateRows(query, ratings)) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    return ratings;
}

bool ClubReports::rate(std::vector<PlayerStatistics> &out, const std::map<QString, std::size_t> &rows,
                       const DateRange &range, StoreError *error)
{
    const std::optional<std::map<QString, Rating>> ratings = rateRoots(range, error);
    if (!ratings)
        return false;
    for (const auto &[root, row] : rows) {
        if (const auto rated = ratings->find(root); rated != ratings->end())
            out[row].rating = rated->second;
    }
    return true;
}

std::optional<std::map<QString, Rating>> ClubReports::ratings(StoreError *error)
{
    ClubReadTransaction read(m_db);
    if (!read.begin(error))
        return std::nullopt;
    const std::optional<std::map<QString, Rating>> roots = rateRoots(DateRange{}, error);
    if (!roots)
        return std::nullopt;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(QLatin1String(ClubPlayers::Chain) +
                    QStringLiteral("SELECT c.id::text, c.root::text FROM chain c"))) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    std::map<QString, Rating> ratings;
    while (query.next()) {
        if (const auto rated = roots->find(query.value(1).toString()); rated != roots->end())
            ratings[query.value(0).toString()] = rated->second;
    }
    if (query.lastError().isValid()) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    return ratings;
}

bool ClubReports::collect(const QString &root, const DateRange &range, std::vector<PlayerStatistics> &out,
                          StoreError *error)
{
    const auto failed = [error](const QSqlQuery &query) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return false;
    };
    const QString sql = range.bounded() ? seasonFiguresSql(!root.isEmpty()) : figuresSql(!root.isEmpty());
    std::map<QString, std::size_t> rows;
    {
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        if (!query.prepare(sql))
            return failed(query);
        bindRange(query, range);
        if (!root.isEmpty())
            query.addBindValue(root);
        if (!query.exec())
            return failed(query);
        while (query.next()) {
            PlayerStatistics stats = emptyFigures(query.value(1).toString());
            stats.games = query.value(2).toInt();
            stats.wins = query.value(3).toInt();
            stats.sharedWins = query.value(4).toInt();
            stats.averageGameScore = meanToHundredths(query.value(5).toLongLong(), stats.games);
            stats.completeRounds = query.value(6).toInt();
            stats.averageRoundScore = meanToHundredths(query.value(7).toLongLong(), stats.completeRounds);
            for (int rank = 0; rank < 4; ++rank) {
                stats.predictions[at(rank)].made = query.value(8 + 2 * rank).toInt();
                stats.predictions[at(rank)].correct = query.value(9 + 2 * rank).toInt();
            }
            for (int k = 0; k <= TricksPerRound; ++k)
                stats.tricksWonPerRound[at(k)] = query.value(16 + k).toInt();
            stats.zeroTrickRounds = stats.tricksWonPerRound[0];
            readPredictionMatrix(query, 16 + TricksPerRound + 1, stats.predictionMatrix);
            rows[query.value(0).toString()] = out.size();
            out.push_back(std::move(stats));
        }
        if (query.lastError().isValid())
            return failed(query);
    }
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(range.bounded() ? seasonPairsSql(!root.isEmpty()) : pairsSql(!root.isEmpty())))
        return failed(query);
    bindRange(query, range);
    if (!root.isEmpty())
        query.addBindValue(root);
    if (!query.exec())
        return failed(query);
    while (query.next()) {
        const auto row = rows.find(query.value(0).toString());
        if (row == rows.end())
            continue;
        HeadToHead h;
        h.opponentName = query.value(1).toString();
        h.games = query.value(2).toInt();
        h.above = query.value(3).toInt();
        h.below = query.value(4).toInt();
        h.equal = query.value(5).toInt();
        out[row->second].headToHead.push_back(h);
    }
    if (query.lastError().isValid())
        return failed(query);
    if (!rate(out, rows, range, error))
        return false;
    for (PlayerStatistics &stats : out) {
        std::sort(stats.headToHead.begin(), stats.headToHead.end(), [](const HeadToHead &a, const HeadToHead &b) {
            return codePointLess(a.opponentName, b.opponentName);
        });
    }
    return true;
}

std::optional<std::vector<PlayerStatistics>> ClubReports::statistics(StoreError *error)
{
    return statistics(DateRange{}, error);
}

std::optional<std::vector<PlayerStatistics>> ClubReports::statistics(const DateRange &range, StoreError *error)
{
    // The kept ratings are the club's service's; while it has changes still to rate, rate() rates every game itself.
    ClubReadTransaction read(m_db);
    if (!read.begin(error))
        return std::nullopt;
    std::vector<PlayerStatistics> players;
    if (!collect(QString(), range, players, error))
        return std::nullopt;
    std::sort(players.begin(), players.end(),
              [](const PlayerStatistics &a, const PlayerStatistics &b) { return codePointLess(a.name, b.name); });
    return players;
}

std::optional<PlayerStatistics> ClubReports::player(const QString &name, bool *found, StoreError *error)
{
    return player(name, DateRange{}, found, error);
}

std::optional<PlayerStatistics> ClubReports::player(const QString &name, const DateRange &range, bool *found,
                                                    StoreError *error)
{
    *found = false;
    ClubReadTransaction read(m_db);
    if (!read.begin(error))
        return std::nullopt;
    QSqlQuery query(m_db);
    // The player not merged of that name first, else the one a merged player of that name counts as.
    if (!query.prepare(QLatin1String(ClubPlayers::Chain) +
                       QStringLiteral("SELECT c.root::text, r.name FROM tornei_club.players p"
                                      " JOIN chain c ON c.id = p.id JOIN tornei_club.players r ON r.id = c.root"
                                      " WHERE p.name_key = ? OR p.name = ?"
                                      " ORDER BY p.merged_into IS NULL DESC, p.added_at, p.id LIMIT 1"))) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    const QString stored = PlayerName::normalized(name.trimmed());
    query.addBindValue(PlayerName::matchKey(stored));
    query.addBindValue(stored);
    if (!query.exec()) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    if (!query.next())
        return std::nullopt;
    *found = true;
    const QString root = query.value(0).toString();
    std::vector<PlayerStatistics> one;
    if (!collect(root, range, one, error))
        return std::nullopt;
    return one.empty() ? emptyFigures(query.value(1).toString()) : one.front();
}

} // namespace tornei
