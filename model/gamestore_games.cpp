#include "gamestore_p.h"

#include <QSqlError>
#include <algorithm>
#include <limits>
#include <map>

namespace tornei {

using namespace storage;

std::vector<GameSummary> GameStore::Private::summaries(const QString &where, const std::optional<qint64> &game,
                                                       StoreError *error) const
{
    std::vector<GameSummary> result;
    if (!db.isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return result;
    }
    // One read transaction: the games and their results from the same moment.
    if (!run(QStringLiteral("BEGIN"), error))
        return result;
    const auto finish = [this] {
        run(QStringLiteral("COMMIT"), nullptr);
    };
    std::map<qint64, std::size_t> rows;
    {
        QSqlQuery query(db);
        QString sql =
            QStringLiteral("SELECT id, created_utc, updated_utc, %1, first_dealer, finished, excluded FROM games")
                .arg(seatColumns("name"));
        if (!where.isEmpty())
            sql += QStringLiteral(" WHERE ") + where;
        sql += QStringLiteral(" ORDER BY created_utc DESC, id DESC");
        if (!prepare(query, sql, error)) {
            finish();
            return {};
        }
        if (game)
            query.addBindValue(*game);
        if (!exec(query, error)) {
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
            rows[summary.id] = result.size();
            result.push_back(summary);
        }
        if (query.lastError().isValid()) {
            setError(error, errorFrom(query.lastError()));
            finish();
            return {};
        }
    }
    QSqlQuery totals(db);
    QString sql = QStringLiteral("SELECT game, seat, SUM(score), SUM(complete) FROM round_results");
    if (game)
        sql += QStringLiteral(" WHERE game = ?");
    sql += QStringLiteral(" GROUP BY game, seat");
    if (!prepare(totals, sql, error)) {
        finish();
        return {};
    }
    if (game)
        totals.addBindValue(*game);
    if (!exec(totals, error)) {
        finish();
        return {};
    }
    while (totals.next()) {
        const auto row = rows.find(totals.value(0).toLongLong());
        const int seat = totals.value(1).toInt();
        if (row == rows.end() || seat < 0 || seat >= SeatCount)
            continue;
        GameSummary &summary = result[row->second];
        summary.totals[at(seat)] = totals.value(2).toInt();
        summary.roundsPlayed = std::max(summary.roundsPlayed, totals.value(3).toInt());
    }
    totals.finish();
    finish();
    for (GameSummary &summary : result) {
        int best = std::numeric_limits<int>::min();
        for (int s = 0; s < SeatCount; ++s) {
            if (summary.seats[at(s)])
                best = std::max(best, summary.totals[at(s)]);
        }
        for (int s = 0; s < SeatCount; ++s) {
            if (summary.seats[at(s)] && summary.totals[at(s)] == best)
                summary.winners.push_back(s);
        }
    }
    return result;
}

std::vector<GameSummary> GameStore::games(StoreError *error) const
{
    return d->summaries(QString(), std::nullopt, error);
}

std::vector<GameSummary> GameStore::unfinishedGames(StoreError *error) const
{
    return d->summaries(QStringLiteral("finished = 0"), std::nullopt, error);
}

std::optional<GameSummary> GameStore::game(qint64 game, StoreError *error) const
{
    StoreError failure;
    const std::vector<GameSummary> found = d->summaries(QStringLiteral("id = ?"), game, &failure);
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

bool GameStore::deleteGame(qint64 game, StoreError *error)
{
    return d->transaction(error, [&](StoreError *e) {
        QSqlQuery remove(d->db);
        if (!d->prepare(remove, QStringLiteral("DELETE FROM games WHERE id = ?"), e))
            return false;
        remove.addBindValue(game);
        if (!d->exec(remove, e))
            return false;
        if (remove.numRowsAffected() != 1) {
            *e = plainError(tr("There is no game %1 in this database.").arg(game));
            return false;
        }
        return true;
    });
}

bool GameStore::setExcludedFromStatistics(qint64 game, bool excluded, StoreError *error)
{
    return d->transaction(error, [&](StoreError *e) {
        QSqlQuery update(d->db);
        if (!d->prepare(update, QStringLiteral("UPDATE games SET excluded = ? WHERE id = ?"), e))
            return false;
        update.addBindValue(excluded ? 1 : 0);
        update.addBindValue(game);
        if (!d->exec(update, e))
            return false;
        if (update.numRowsAffected() != 1) {
            *e = plainError(tr("There is no game %1 in this database.").arg(game));
            return false;
        }
        return true;
    });
}

} // namespace tornei
