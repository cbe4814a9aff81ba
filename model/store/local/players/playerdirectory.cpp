#include "playerdirectory.h"

#include "derivedgame.h"
#include "gameresults.h"
#include "gamestore.h"
#include "playername.h"
#include "storedrecords.h"
#include "storeconnection.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

namespace tornei {

using namespace storage;

PlayerDirectory::PlayerDirectory(StoreConnection &connection, const GameStore &store, const StoredRecords &reader,
                                 GameResults &results)
    : m_connection(connection)
    , m_store(store)
    , m_reader(reader)
    , m_results(results)
{}

// Every player whose name has `key` (PlayerName::matchKey): the one keyed
// by it, and those whose names came to fold alike only under newer rules,
// kept apart as "key<U+001F>id" (see rekeyPlayers);
// the oldest first, so a name always means the same one of them.
std::optional<qint64> PlayerDirectory::playerFor(const QString &name, StoreError *error)
{
    const QString stored = PlayerName::normalized(name.trimmed());
    const QString key = PlayerName::matchKey(stored);
    SqliteStatement *find = m_connection.native(
        "SELECT id FROM players WHERE name_key = ?1 OR (name_key > ?1 || char(31) AND name_key < ?1 || char(32))"
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
    SqliteStatement *insert = m_connection.native("INSERT INTO players (name, name_key) VALUES (?, ?)", error);
    if (!insert)
        return std::nullopt;
    insert->bind(0, stored);
    insert->bind(1, key);
    if (!insert->run(error))
        return std::nullopt;
    const qint64 added = insert->lastInsertRowid();
    m_connection.pending.playersAdded.push_back(added);
    return added;
}

std::optional<PlayerIds> PlayerDirectory::seatPlayers(const Record &record, StoreError *error)
{
    PlayerIds ids;
    for (int s = 0; s < SeatCount; ++s) {
        const auto &name = record.seats[at(s)];
        if (!name)
            continue;
        ids[at(s)] = playerFor(*name, error);
        if (!ids[at(s)])
            return std::nullopt;
    }
    return ids;
}

std::optional<PlayerProfile> PlayerDirectory::playerNamed(const QString &name, qint64 except, StoreError *error) const
{
    const QString key = PlayerName::matchKey(name);
    if (m_store.schemaVersion() < 4) {
        // A read-only file of version 3: its keys follow older rules, so the
        // names themselves are compared (a club has hundreds of players).
        QSqlQuery all(m_connection.db);
        if (!m_connection.prepare(all, QStringLiteral("SELECT id, name FROM players ORDER BY id"), error) ||
            !m_connection.exec(all, error))
            return std::nullopt;
        while (all.next()) {
            const PlayerProfile player{all.value(0).toLongLong(), all.value(1).toString()};
            if (player.id != except && PlayerName::matchKey(player.name) == key)
                return player;
        }
        return std::nullopt;
    }
    QSqlQuery find(m_connection.db);
    if (!m_connection.prepare(
            find,
            QStringLiteral("SELECT id, name FROM players WHERE (name_key = ? OR (name_key > ? || char(31)"
                           " AND name_key < ? || char(32))) AND id <> ? ORDER BY id LIMIT 1"),
            error))
        return std::nullopt;
    find.addBindValue(key);
    find.addBindValue(key);
    find.addBindValue(key);
    find.addBindValue(except);
    if (!m_connection.exec(find, error) || !find.next())
        return std::nullopt;
    return PlayerProfile{find.value(0).toLongLong(), find.value(1).toString()};
}

bool PlayerDirectory::rekeyPlayers(StoreError *error)
{
    std::vector<std::pair<qint64, QString>> players;
    {
        QSqlQuery query(m_connection.db);
        if (!m_connection.prepare(query, QStringLiteral("SELECT id, name FROM players ORDER BY id"), error) ||
            !m_connection.exec(query, error))
            return false;
        while (query.next())
            players.emplace_back(query.value(0).toLongLong(), query.value(1).toString());
    }
    // Cleared first: the old keys must not stand in the way of the new ones.
    if (!m_connection.run(QStringLiteral("UPDATE players SET name_key = char(31) || id"), error))
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
        QSqlQuery update(m_connection.db);
        if (!m_connection.prepare(update, QStringLiteral("UPDATE players SET name_key = ? WHERE id = ?"), error))
            return false;
        update.addBindValue(key);
        update.addBindValue(id);
        if (!m_connection.exec(update, error))
            return false;
    }
    return true;
}

std::vector<qint64> PlayerDirectory::gamesOfPlayer(qint64 player, StoreError *error) const
{
    std::vector<qint64> games;
    QSqlQuery query(m_connection.db);
    if (!m_connection.prepare(query,
                              QStringLiteral("SELECT id FROM games WHERE seat0_player = ? OR seat1_player = ?"
                                             " OR seat2_player = ? OR seat3_player = ?"),
                              error))
        return games;
    for (int s = 0; s < SeatCount; ++s)
        query.addBindValue(player);
    if (!m_connection.exec(query, error))
        return games;
    while (query.next())
        games.push_back(query.value(0).toLongLong());
    return games;
}

std::vector<PlayerProfile> PlayerDirectory::all(StoreError *error) const
{
    std::vector<PlayerProfile> result;
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return result;
    }
    QSqlQuery query(m_connection.db);
    if (!query.exec(QStringLiteral("SELECT id, name FROM players ORDER BY name_key, id"))) {
        setError(error, StoreError::fromSql(query.lastError()));
        return result;
    }
    while (query.next())
        result.push_back(PlayerProfile{query.value(0).toLongLong(), query.value(1).toString()});
    return result;
}

std::optional<qint64> PlayerDirectory::add(const QString &name, StoreError *error)
{
    if (const QString problem = PlayerName::problem(name); !problem.isEmpty()) {
        //: %1 says what is wrong with the name, as "a player's name must not be blank"
        setError(error, plainError(tr("This name cannot be used: %1.").arg(problem)));
        return std::nullopt;
    }
    std::optional<qint64> id;
    const bool ok = m_connection.transaction(error, [&](StoreError *e) {
        if (const std::optional<PlayerProfile> same = playerNamed(name, 0, e)) {
            *e = plainError(tr("There is already a player named \"%1\".").arg(same->name));
            return false;
        }
        if (e->isError())
            return false;
        id = playerFor(name, e);
        return id.has_value();
    });
    return ok ? id : std::nullopt;
}

bool PlayerDirectory::rename(qint64 player, const QString &name, StoreError *error)
{
    if (const QString problem = PlayerName::problem(name); !problem.isEmpty()) {
        setError(error, plainError(tr("This name cannot be used: %1.").arg(problem)));
        return false;
    }
    const QString stored = PlayerName::normalized(name.trimmed());
    return m_connection.transaction(error, [&](StoreError *e) {
        return renameTo(player, stored, e) && noteForClub(player, stored, 0, e);
    });
}

bool PlayerDirectory::noteForClub(qint64 player, const QString &name, qint64 into, StoreError *e)
{
    // Only a player the club knows: one it does not yet goes up as they are now.
    QSqlQuery note(m_connection.db);
    if (!m_connection.prepare(note, QStringLiteral("INSERT INTO club_player_outbox (player_uid, name, into_player)"
                                                   " SELECT p.uid, ?, ? FROM players p WHERE p.id = ?"
                                                   " AND EXISTS (SELECT 1 FROM club_players c WHERE c.player = p.id)"),
                              e))
        return false;
    note.addBindValue(into ? QVariant(QMetaType::fromType<QString>()) : QVariant(name));
    note.addBindValue(into ? QVariant(into) : QVariant(QMetaType::fromType<qint64>()));
    note.addBindValue(player);
    return m_connection.exec(note, e);
}

bool PlayerDirectory::renameTo(qint64 player, const QString &stored, StoreError *e)
{
    if (const std::optional<PlayerProfile> same = playerNamed(stored, player, e)) {
        *e = plainError(
            tr("There is already a player named \"%1\"; merge the two players instead.").arg(same->name));
        return false;
    }
    // Checked before the names change, as the checksums are then rewritten.
    const std::vector<qint64> games = gamesOfPlayer(player, e);
    if (e->isError() || !m_reader.verifyGames(games, e))
        return false;
    QSqlQuery update(m_connection.db);
    if (!m_connection.prepare(update, QStringLiteral("UPDATE players SET name = ?, name_key = ? WHERE id = ?"), e))
        return false;
    update.addBindValue(stored);
    update.addBindValue(PlayerName::matchKey(stored));
    update.addBindValue(player);
    if (!m_connection.exec(update, e))
        return false;
    if (update.numRowsAffected() != 1) {
        *e = plainError(tr("There is no such player."));
        return false;
    }
    for (int s = 0; s < SeatCount; ++s) {
        QSqlQuery seat(m_connection.db);
        if (!m_connection.prepare(
                seat, QStringLiteral("UPDATE games SET seat%1_name = ? WHERE seat%1_player = ?").arg(s), e))
            return false;
        seat.addBindValue(stored);
        seat.addBindValue(player);
        if (!m_connection.exec(seat, e))
            return false;
    }
    for (qint64 game : games) {
        const std::optional<Record> record = m_reader.load(game, e, StoredRecords::Verify::None);
        if (!record || !m_results.refresh(game, *record, false, e))
            return false;
    }
    m_connection.pending.playersRenamed.push_back(player);
    return !e->isError();
}

bool PlayerDirectory::merge(qint64 from, qint64 into, StoreError *error)
{
    if (from == into) {
        setError(error, plainError(tr("A player cannot be merged into themselves.")));
        return false;
    }
    // Noted while `from` is still there to be found.
    return m_connection.transaction(error, [&](StoreError *e) {
        return noteForClub(from, QString(), into, e) && mergeInto(from, into, e);
    });
}

bool PlayerDirectory::mergeInto(qint64 from, qint64 into, StoreError *e)
{
    QString fromName;
    QString intoName;
    for (auto [id, name] : {std::pair{from, &fromName}, std::pair{into, &intoName}}) {
        QSqlQuery find(m_connection.db);
        if (!m_connection.prepare(find, QStringLiteral("SELECT name FROM players WHERE id = ?"), e))
            return false;
        find.addBindValue(id);
        if (!m_connection.exec(find, e))
            return false;
        if (!find.next()) {
            *e = plainError(tr("There is no such player."));
            return false;
        }
        *name = find.value(0).toString();
    }
    const std::vector<qint64> fromGames = gamesOfPlayer(from, e);
    const std::vector<qint64> intoGames = gamesOfPlayer(into, e);
    // Checked before the names change, as the checksums are then rewritten.
    if (e->isError() || !m_reader.verifyGames(fromGames, e))
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
        QSqlQuery seat(m_connection.db);
        if (!m_connection.prepare(
                seat,
                QStringLiteral("UPDATE games SET seat%1_player = ?, seat%1_name = ? WHERE seat%1_player = ?")
                    .arg(s),
                e))
            return false;
        seat.addBindValue(into);
        seat.addBindValue(intoName);
        seat.addBindValue(from);
        if (!m_connection.exec(seat, e))
            return false;
    }
    QSqlQuery remove(m_connection.db);
    if (!m_connection.prepare(remove, QStringLiteral("DELETE FROM players WHERE id = ?"), e))
        return false;
    remove.addBindValue(from);
    if (!m_connection.exec(remove, e))
        return false;
    for (qint64 game : fromGames) {
        const std::optional<Record> record = m_reader.load(game, e, StoredRecords::Verify::None);
        if (!record || !m_results.refresh(game, *record, false, e))
            return false;
    }
    m_connection.pending.playersMerged.emplace_back(from, into);
    return true;
}

std::optional<qint64> PlayerDirectory::find(const QString &name, StoreError *error) const
{
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return std::nullopt;
    }
    const std::optional<PlayerProfile> found = playerNamed(name, 0, error);
    return found ? std::optional<qint64>(found->id) : std::nullopt;
}

} // namespace tornei
