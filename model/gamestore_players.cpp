#include "gamestore_p.h"

#include <QSqlError>
#include <algorithm>

namespace tornei {

using namespace storage;

std::optional<qint64> GameStore::Private::playerFor(const QString &name, StoreError *error)
{
    const QString key = RecordFormat::normalizedName(name);
    SqliteStatement *find = native("SELECT id FROM players WHERE name_key = ?", error);
    if (!find)
        return std::nullopt;
    find->bind(0, key);
    std::optional<qint64> id;
    if (!find->fetchInteger(&id, error))
        return std::nullopt;
    if (id)
        return id;
    SqliteStatement *insert = native("INSERT INTO players (name, name_key) VALUES (?, ?)", error);
    if (!insert)
        return std::nullopt;
    insert->bind(0, name.trimmed());
    insert->bind(1, key);
    if (!insert->run(error))
        return std::nullopt;
    return insert->lastInsertRowid();
}

std::vector<qint64> GameStore::Private::gamesOfPlayer(qint64 player, StoreError *error) const
{
    std::vector<qint64> games;
    QSqlQuery query(db);
    if (!prepare(query,
                 QStringLiteral("SELECT id FROM games WHERE seat0_player = ? OR seat1_player = ?"
                                " OR seat2_player = ? OR seat3_player = ?"),
                 error))
        return games;
    for (int s = 0; s < SeatCount; ++s)
        query.addBindValue(player);
    if (!exec(query, error))
        return games;
    while (query.next())
        games.push_back(query.value(0).toLongLong());
    return games;
}

std::vector<PlayerProfile> GameStore::players(StoreError *error) const
{
    std::vector<PlayerProfile> result;
    if (!isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return result;
    }
    QSqlQuery query(d->db);
    if (!query.exec(QStringLiteral("SELECT id, name FROM players ORDER BY name_key, id"))) {
        setError(error, errorFrom(query.lastError()));
        return result;
    }
    while (query.next())
        result.push_back(PlayerProfile{query.value(0).toLongLong(), query.value(1).toString()});
    return result;
}

std::optional<qint64> GameStore::addPlayer(const QString &name, StoreError *error)
{
    if (name.trimmed().isEmpty()) {
        setError(error, plainError(tr("A player's name must not be blank.")));
        return std::nullopt;
    }
    std::optional<qint64> id;
    const bool ok = d->transaction(error, [&](StoreError *e) {
        QSqlQuery find(d->db);
        if (!d->prepare(find, QStringLiteral("SELECT name FROM players WHERE name_key = ?"), e))
            return false;
        find.addBindValue(RecordFormat::normalizedName(name));
        if (!d->exec(find, e))
            return false;
        if (find.next()) {
            *e = plainError(tr("There is already a player named \"%1\".").arg(find.value(0).toString()));
            return false;
        }
        find.finish();
        id = d->playerFor(name, e);
        return id.has_value();
    });
    return ok ? id : std::nullopt;
}

bool GameStore::renamePlayer(qint64 player, const QString &name, StoreError *error)
{
    if (name.trimmed().isEmpty()) {
        setError(error, plainError(tr("A player's name must not be blank.")));
        return false;
    }
    return d->transaction(error, [&](StoreError *e) {
        const QString key = RecordFormat::normalizedName(name);
        {
            QSqlQuery find(d->db);
            if (!d->prepare(find, QStringLiteral("SELECT id, name FROM players WHERE name_key = ? AND id <> ?"), e))
                return false;
            find.addBindValue(key);
            find.addBindValue(player);
            if (!d->exec(find, e))
                return false;
            if (find.next()) {
                *e = plainError(tr("There is already a player named \"%1\"; merge the two players instead.")
                                    .arg(find.value(1).toString()));
                return false;
            }
        }
        // Checked before the names change, as the checksums are then rewritten.
        const std::vector<qint64> games = d->gamesOfPlayer(player, e);
        if (e->isError() || !d->verifyGames(games, e))
            return false;
        QSqlQuery update(d->db);
        if (!d->prepare(update, QStringLiteral("UPDATE players SET name = ?, name_key = ? WHERE id = ?"), e))
            return false;
        update.addBindValue(name.trimmed());
        update.addBindValue(key);
        update.addBindValue(player);
        if (!d->exec(update, e))
            return false;
        if (update.numRowsAffected() != 1) {
            *e = plainError(tr("There is no such player."));
            return false;
        }
        for (int s = 0; s < SeatCount; ++s) {
            QSqlQuery seat(d->db);
            if (!d->prepare(seat, QStringLiteral("UPDATE games SET seat%1_name = ? WHERE seat%1_player = ?").arg(s), e))
                return false;
            seat.addBindValue(name.trimmed());
            seat.addBindValue(player);
            if (!d->exec(seat, e))
                return false;
        }
        for (qint64 game : games) {
            const std::optional<Record> record = d->load(game, e, Private::Verify::None);
            if (!record || !d->refresh(game, *record, false, e))
                return false;
        }
        return !e->isError();
    });
}

bool GameStore::mergePlayers(qint64 from, qint64 into, StoreError *error)
{
    if (from == into) {
        setError(error, plainError(tr("A player cannot be merged into themselves.")));
        return false;
    }
    return d->transaction(error, [&](StoreError *e) {
        QString fromName;
        QString intoName;
        for (auto [id, name] : {std::pair{from, &fromName}, std::pair{into, &intoName}}) {
            QSqlQuery find(d->db);
            if (!d->prepare(find, QStringLiteral("SELECT name FROM players WHERE id = ?"), e))
                return false;
            find.addBindValue(id);
            if (!d->exec(find, e))
                return false;
            if (!find.next()) {
                *e = plainError(tr("There is no such player."));
                return false;
            }
            *name = find.value(0).toString();
        }
        const std::vector<qint64> fromGames = d->gamesOfPlayer(from, e);
        const std::vector<qint64> intoGames = d->gamesOfPlayer(into, e);
        // Checked before the names change, as the checksums are then rewritten.
        if (e->isError() || !d->verifyGames(fromGames, e))
            return false;
        for (qint64 game : fromGames) {
            if (std::find(intoGames.begin(), intoGames.end(), game) != intoGames.end()) {
                *e = plainError(tr("%1 and %2 sat at the same table in game %3, so they are different players and "
                                   "cannot be merged.")
                                    .arg(fromName, intoName)
                                    .arg(game));
                return false;
            }
        }
        for (int s = 0; s < SeatCount; ++s) {
            QSqlQuery seat(d->db);
            if (!d->prepare(
                    seat,
                    QStringLiteral("UPDATE games SET seat%1_player = ?, seat%1_name = ? WHERE seat%1_player = ?")
                        .arg(s),
                    e))
                return false;
            seat.addBindValue(into);
            seat.addBindValue(intoName);
            seat.addBindValue(from);
            if (!d->exec(seat, e))
                return false;
        }
        QSqlQuery remove(d->db);
        if (!d->prepare(remove, QStringLiteral("DELETE FROM players WHERE id = ?"), e))
            return false;
        remove.addBindValue(from);
        if (!d->exec(remove, e))
            return false;
        for (qint64 game : fromGames) {
            const std::optional<Record> record = d->load(game, e, Private::Verify::None);
            if (!record || !d->refresh(game, *record, false, e))
                return false;
        }
        return true;
    });
}

std::optional<qint64> GameStore::findPlayer(const QString &name, StoreError *error) const
{
    if (!isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return std::nullopt;
    }
    QSqlQuery find(d->db);
    if (!d->prepare(find, QStringLiteral("SELECT id FROM players WHERE name_key = ?"), error))
        return std::nullopt;
    find.addBindValue(RecordFormat::normalizedName(name));
    if (!d->exec(find, error))
        return std::nullopt;
    if (find.next())
        return find.value(0).toLongLong();
    return std::nullopt;
}

} // namespace tornei
