#include "gamestore_p.h"

#include <QSet>
#include <QSqlError>
#include <algorithm>

namespace tornei {

using namespace storage;

// Every player whose name has `key` (PlayerName::matchKey): the one keyed
// by it, and those whose names came to fold alike only under newer rules,
// kept apart as "key<U+001F>id" (see GameStore::Private::rekeyPlayers);
// the oldest first, so a name always means the same one of them.
std::optional<qint64> GameStore::Private::playerFor(const QString &name, StoreError *error)
{
    const QString stored = PlayerName::normalized(name.trimmed());
    const QString key = PlayerName::matchKey(stored);
    SqliteStatement *find =
        native("SELECT id FROM players WHERE name_key = ?1 OR (name_key > ?1 || char(31) AND name_key < ?1 || char(32))"
               " ORDER BY id LIMIT 1",
               error);
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
    insert->bind(0, stored);
    insert->bind(1, key);
    if (!insert->run(error))
        return std::nullopt;
    const qint64 added = insert->lastInsertRowid();
    pending.playersAdded.push_back(added);
    return added;
}

std::optional<PlayerProfile> GameStore::Private::playerNamed(const QString &name, qint64 except,
                                                             StoreError *error) const
{
    const QString key = PlayerName::matchKey(name);
    if (version < 4) {
        // A read-only file of version 3: its keys follow older rules, so the
        // names themselves are compared (a club has hundreds of players).
        QSqlQuery all(db);
        if (!prepare(all, QStringLiteral("SELECT id, name FROM players ORDER BY id"), error) || !exec(all, error))
            return std::nullopt;
        while (all.next()) {
            const PlayerProfile player{all.value(0).toLongLong(), all.value(1).toString()};
            if (player.id != except && PlayerName::matchKey(player.name) == key)
                return player;
        }
        return std::nullopt;
    }
    QSqlQuery find(db);
    if (!prepare(find,
                 QStringLiteral("SELECT id, name FROM players WHERE (name_key = ? OR (name_key > ? || char(31)"
                                " AND name_key < ? || char(32))) AND id <> ? ORDER BY id LIMIT 1"),
                 error))
        return std::nullopt;
    find.addBindValue(key);
    find.addBindValue(key);
    find.addBindValue(key);
    find.addBindValue(except);
    if (!exec(find, error) || !find.next())
        return std::nullopt;
    return PlayerProfile{find.value(0).toLongLong(), find.value(1).toString()};
}

bool GameStore::Private::rekeyPlayers(StoreError *error)
{
    std::vector<std::pair<qint64, QString>> players;
    {
        QSqlQuery query(db);
        if (!prepare(query, QStringLiteral("SELECT id, name FROM players ORDER BY id"), error) || !exec(query, error))
            return false;
        while (query.next())
            players.emplace_back(query.value(0).toLongLong(), query.value(1).toString());
    }
    // Cleared first: the old keys must not stand in the way of the new ones.
    if (!run(QStringLiteral("UPDATE players SET name_key = char(31) || id"), error))
        return false;
    QSet<QString> taken;
    for (const auto &[id, name] : players) {
        // Two players that were apart stay apart: the newer one is keyed
        // aside, and the name means the older one until they are merged.
        QString key = PlayerName::matchKey(name);
        if (taken.contains(key))
            key += QChar(0x1f) + QString::number(id);
        else
            taken.insert(key);
        QSqlQuery update(db);
        if (!prepare(update, QStringLiteral("UPDATE players SET name_key = ? WHERE id = ?"), error))
            return false;
        update.addBindValue(key);
        update.addBindValue(id);
        if (!exec(update, error))
            return false;
    }
    return true;
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
        setError(error, StoreError::noDatabase());
        return result;
    }
    QSqlQuery query(d->db);
    if (!query.exec(QStringLiteral("SELECT id, name FROM players ORDER BY name_key, id"))) {
        setError(error, StoreError::fromSql(query.lastError()));
        return result;
    }
    while (query.next())
        result.push_back(PlayerProfile{query.value(0).toLongLong(), query.value(1).toString()});
    return result;
}

std::optional<qint64> GameStore::addPlayer(const QString &name, StoreError *error)
{
    if (const QString problem = PlayerName::problem(name); !problem.isEmpty()) {
        //: %1 says what is wrong with the name, as "a player's name must not be blank"
        setError(error, plainError(tr("This name cannot be used: %1.").arg(problem)));
        return std::nullopt;
    }
    std::optional<qint64> id;
    const bool ok = d->transaction(error, [&](StoreError *e) {
        if (const std::optional<PlayerProfile> same = d->playerNamed(name, 0, e)) {
            *e = plainError(tr("There is already a player named \"%1\".").arg(same->name));
            return false;
        }
        if (e->isError())
            return false;
        id = d->playerFor(name, e);
        return id.has_value();
    });
    return ok ? id : std::nullopt;
}

bool GameStore::renamePlayer(qint64 player, const QString &name, StoreError *error)
{
    if (const QString problem = PlayerName::problem(name); !problem.isEmpty()) {
        setError(error, plainError(tr("This name cannot be used: %1.").arg(problem)));
        return false;
    }
    const QString stored = PlayerName::normalized(name.trimmed());
    return d->transaction(error, [&](StoreError *e) {
        if (const std::optional<PlayerProfile> same = d->playerNamed(stored, player, e)) {
            *e = plainError(
                tr("There is already a player named \"%1\"; merge the two players instead.").arg(same->name));
            return false;
        }
        // Checked before the names change, as the checksums are then rewritten.
        const std::vector<qint64> games = d->gamesOfPlayer(player, e);
        if (e->isError() || !d->verifyGames(games, e))
            return false;
        QSqlQuery update(d->db);
        if (!d->prepare(update, QStringLiteral("UPDATE players SET name = ?, name_key = ? WHERE id = ?"), e))
            return false;
        update.addBindValue(stored);
        update.addBindValue(PlayerName::matchKey(stored));
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
            seat.addBindValue(stored);
            seat.addBindValue(player);
            if (!d->exec(seat, e))
                return false;
        }
        for (qint64 game : games) {
            const std::optional<Record> record = d->load(game, e, Private::Verify::None);
            if (!record || !d->refresh(game, *record, false, e))
                return false;
        }
        d->pending.playersRenamed.push_back(player);
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
                                    .arg(fromName, intoName, QString::number(game)));
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
        d->pending.playersMerged.emplace_back(from, into);
        return true;
    });
}

std::optional<qint64> GameStore::findPlayer(const QString &name, StoreError *error) const
{
    if (!isOpen()) {
        setError(error, StoreError::noDatabase());
        return std::nullopt;
    }
    const std::optional<PlayerProfile> found = d->playerNamed(name, 0, error);
    return found ? std::optional<qint64>(found->id) : std::nullopt;
}

} // namespace tornei
