#include "clubratings.h"

#include "clubconnection.h"
#include "clubplayers.h"
#include "clubreadtransaction.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <algorithm>
#include <vector>

namespace tornei {

namespace {

// The earliest changed game, where the ratings are rated again from: bound
// as two values, so that the server plans for them (one game's tail is a few
// rows of an index, not a scan).
const char *const EarliestChange = "(?::timestamptz, ?::text)";

// An array literal of PostgreSQL's ('{a,b,c}') of texts that need no quoting.
QString arrayLiteral(const QStringList &items)
{
    return QLatin1Char('{') + items.join(QLatin1Char(',')) + QLatin1Char('}');
}

// The step of a game for one player.
struct Step
{
    QString game;
    QString player;
    Rating rating;
};

} // namespace

ClubRatings::ClubRatings(QSqlDatabase &db) : m_db(db) {}

QString ClubRatings::changedSeatsSql()
{
    // The games at or after the earliest change are those rated there before
    // and those changed since: a game in neither was not counted then and is
    // no different now.
    return QLatin1String(ClubPlayers::Chain) +
           QStringLiteral(", candidates AS (SELECT r.game FROM tornei_club.rating_steps r"
                          " WHERE (r.at, r.rating_key) >= %1"
                          " UNION SELECT c.game FROM tornei_club.rating_changes c)"
                          " SELECT g.id::text, c.root::text, x.total FROM candidates"
                          " JOIN tornei_club.games g ON g.id = candidates.game"
                          " JOIN tornei_club.game_summaries s ON s.game = g.id"
                          " JOIN tornei_club.game_seats x ON x.game = g.id JOIN chain c ON c.id = x.player"
                          " WHERE x.counted AND NOT g.voided"
                          " AND (COALESCE(s.started_utc, g.created_at, g.submitted_at), s.rating_key) >= %1"
                          " ORDER BY COALESCE(s.started_utc, g.created_at, g.submitted_at), s.rating_key, x.seat")
               .arg(QLatin1String(EarliestChange));
}

bool ClubRatings::catchUp(StoreError *error)
{
    // Another login keeping the same changes first makes a pass give up; the next one sees what it kept.
    for (int pass = 0; pass < 3; ++pass) {
        const int done = catchUpOnce(error);
        if (done != 0)
            return done > 0;
    }
    return false;
}

int ClubRatings::catchUpOnce(StoreError *error)
{
    const auto failed = [error](const QSqlQuery &query) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return -1;
    };
    qint64 through = 0;
    qint64 seen = 0;
    std::map<QString, Rating> ratings;
    std::vector<Step> steps;
    {
        ClubReadTransaction read(m_db);
        if (!read.begin(error))
            return -1;
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        if (!query.exec(QStringLiteral("SELECT coalesce(max(id), 0), count(*) FROM tornei_club.rating_changes")) ||
            !query.next())
            return failed(query);
        through = query.value(0).toLongLong();
        seen = query.value(1).toLongLong();
        if (seen == 0)
            return 1;
        // As text, which reads back as the same instant in this session.
        if (!query.exec(QStringLiteral("SELECT c.at::text, c.rating_key FROM tornei_club.rating_changes c"
                                       " ORDER BY c.at, c.rating_key LIMIT 1")) ||
            !query.next())
            return failed(query);
        const QVariantList earliest = {query.value(0), query.value(1)};
        const auto bindEarliest = [&](int times) {
            for (int i = 0; i < times; ++i) {
                for (const QVariant &value : earliest)
                    query.addBindValue(value);
            }
        };
        // Everyone's rating just before the earliest change: their latest, or their last step before it.
        if (!query.prepare(QStringLiteral("SELECT p.player::text, p.mu, p.sigma FROM tornei_club.player_ratings p"
                                          " WHERE (p.at, p.rating_key) < %1"
                                          " UNION ALL SELECT p.player::text, l.mu, l.sigma"
                                          " FROM tornei_club.player_ratings p CROSS JOIN LATERAL"
                                          " (SELECT r.mu, r.sigma FROM tornei_club.rating_steps r WHERE r.player = p.player"
                                          " AND (r.at, r.rating_key) < %1 ORDER BY r.at DESC, r.rating_key DESC LIMIT 1) l"
                                          " WHERE (p.at, p.rating_key) >= %1")
                               .arg(QLatin1String(EarliestChange))))
            return failed(query);
        bindEarliest(3);
        if (!query.exec())
            return failed(query);
        while (query.next())
            ratings[query.value(0).toString()] = Rating{query.value(1).toDouble(), query.value(2).toDouble()};
        if (query.lastError().isValid())
            return failed(query);
        if (!query.prepare(changedSeatsSql()))
            return failed(query);
        bindEarliest(2);
        if (!query.exec())
            return failed(query);
        const auto kept = [&](const QString &game, const std::vector<QString> &ids, const std::vector<Rating *> &rated) {
            // A player seated twice in one game (two names merged since) has one step: the last.
            for (std::size_t i = 0; i < ids.size(); ++i) {
                if (std::find(ids.begin() + static_cast<std::ptrdiff_t>(i) + 1, ids.end(), ids[i]) == ids.end())
                    steps.push_back(Step{game, ids[i], *rated[i]});
            }
        };
        if (!rateRows(query, ratings, kept))
            return failed(query);
    }
    QStringList games;
    QStringList players;
    QStringList mus;
    QStringList sigmas;
    for (const Step &step : steps) {
        games << step.game;
        players << step.player;
        // 17 significant digits read back as the same double.
        mus << QString::number(step.rating.mu, 'g', 17);
        sigmas << QString::number(step.rating.sigma, 'g', 17);
    }
    QSqlQuery keep(m_db);
    if (!keep.prepare(QStringLiteral("SELECT tornei_club.keep_ratings(?, ?, ?::uuid[], ?::uuid[],"
                                     " ?::double precision[], ?::double precision[])")))
        return failed(keep);
    keep.addBindValue(through);
    keep.addBindValue(seen);
    keep.addBindValue(arrayLiteral(games));
    keep.addBindValue(arrayLiteral(players));
    keep.addBindValue(arrayLiteral(mus));
    keep.addBindValue(arrayLiteral(sigmas));
    if (!keep.exec() || !keep.next())
        return failed(keep);
    return keep.value(0).toString() == QLatin1String("stale") ? 0 : 1;
}

bool ClubRatings::rateRows(QSqlQuery &query, std::map<QString, Rating> &ratings, const Rated &rated)
{
    const RatingModel model;
    QString game;
    std::vector<QString> ids;
    std::vector<Rating *> players;
    std::vector<int> totals;
    const auto play = [&] {
        if (ids.empty())
            return;
        model.rateGame(players, totals);
        if (rated)
            rated(game, ids, players);
        ids.clear();
        players.clear();
        totals.clear();
    };
    while (query.next()) {
        if (query.value(0).toString() != game) {
            play();
            game = query.value(0).toString();
        }
        ids.push_back(query.value(1).toString());
        players.push_back(&ratings.try_emplace(ids.back(), model.initial()).first->second);
        totals.push_back(query.value(2).toInt());
    }
    if (query.lastError().isValid())
        return false;
    play();
    return true;
}

std::optional<std::map<QString, Rating>> ClubRatings::kept(bool *current, StoreError *error)
{
    *current = false;
    const auto failed = [error](const QSqlQuery &query) -> std::optional<std::map<QString, Rating>> {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    };
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT EXISTS (SELECT 1 FROM tornei_club.rating_changes)")) || !query.next())
        return failed(query);
    if (query.value(0).toBool())
        return std::map<QString, Rating>{};
    if (!query.exec(QStringLiteral("SELECT player::text, mu, sigma FROM tornei_club.player_ratings")))
        return failed(query);
    std::map<QString, Rating> ratings;
    while (query.next())
        ratings[query.value(0).toString()] = Rating{query.value(1).toDouble(), query.value(2).toDouble()};
    if (query.lastError().isValid())
        return failed(query);
    *current = true;
    return ratings;
}

} // namespace tornei
