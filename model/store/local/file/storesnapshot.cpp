#include "storesnapshot.h"

#include "record.h"
#include "storeconnection.h"

#include <QScopeGuard>

#include <algorithm>

namespace tornei {

namespace {

constexpr const char *AllGames = "SELECT id, updated_utc, record_sha256, excluded FROM games";
constexpr const char *OneGame = "SELECT id, updated_utc, record_sha256, excluded FROM games WHERE id = ?";
// A player's seat is any one of their rows of game_results (by its index on player).
constexpr const char *AllPlayers =
    "SELECT id, name, (SELECT game * 4 + seat FROM game_results WHERE player = players.id LIMIT 1) FROM players";
constexpr const char *SeatHolder = "SELECT player FROM game_results WHERE game = ? AND seat = ?";
static_assert(SeatCount == 4);

quint64 revisionOf(const SqliteStatement &row)
{
    // When it last changed (touched by every edit of its cards) and its record's checksum (changed by
    // a rename or a merge too): a change of either is a change of the game.
    return quint64(qHash(row.bytes(1), 0)) * 31 + quint64(qHash(row.bytes(2), 1));
}

std::vector<qint64> sorted(std::vector<qint64> ids)
{
    std::sort(ids.begin(), ids.end());
    return ids;
}

} // namespace

std::optional<StoreSnapshot> StoreSnapshot::read(const StoreConnection &connection, StoreError *error)
{
    // One read transaction, so that the games and the players agree.
    const bool began = connection.run(QStringLiteral("BEGIN"), nullptr);
    const auto end = qScopeGuard([&] {
        if (began)
            connection.run(QStringLiteral("COMMIT"), nullptr);
    });
    StoreSnapshot snapshot;
    SqliteStatement *games = connection.native(AllGames, error);
    if (!games || !games->forEachRow(
                      [&](const SqliteStatement &row) {
                          snapshot.m_games.insert(row.integer(0), GameMark{revisionOf(row), row.integer(3) != 0});
                          return true;
                      },
                      error))
        return std::nullopt;
    if (!snapshot.readPlayers(connection, error))
        return std::nullopt;
    return snapshot;
}

StoreChange StoreSnapshot::changesSince(const StoreSnapshot &before, const StoreConnection &connection) const
{
    StoreChange change;
    for (auto it = m_games.cbegin(); it != m_games.cend(); ++it) {
        const auto old = before.m_games.constFind(it.key());
        if (old == before.m_games.cend()) {
            change.gamesAdded.push_back(it.key());
            continue;
        }
        if (old->revision != it->revision)
            change.gamesChanged.push_back(it.key());
        if (old->excluded != it->excluded)
            (it->excluded ? change.gamesExcluded : change.gamesIncluded).push_back(it.key());
    }
    for (auto it = before.m_games.cbegin(); it != before.m_games.cend(); ++it) {
        if (!m_games.contains(it.key()))
            change.gamesRemoved.push_back(it.key());
    }
    for (auto it = m_players.cbegin(); it != m_players.cend(); ++it) {
        const auto old = before.m_players.constFind(it.key());
        if (old == before.m_players.cend())
            change.playersAdded.push_back(it.key());
        else if (old->name != it->name)
            change.playersRenamed.push_back(it.key());
    }
    // A player who is gone was merged (players are never removed otherwise) into whoever holds their seat
    // now; 0 when nothing tells: they held no seat, or that game is gone too.
    SqliteStatement *holder = connection.native(SeatHolder, nullptr);
    for (auto it = before.m_players.cbegin(); it != before.m_players.cend(); ++it) {
        if (m_players.contains(it.key()))
            continue;
        std::optional<qint64> into;
        if (holder && it->seat > 0) {
            holder->bind(0, it->seat / SeatCount);
            holder->bind(1, it->seat % SeatCount);
            if (!holder->fetchInteger(&into, nullptr))
                into.reset();
        }
        change.playersMerged.emplace_back(it.key(), into.value_or(0));
    }
    // Hash order is no order: ids are said in ascending order, as a commit of this connection says them.
    for (std::vector<qint64> *ids : {&change.gamesAdded, &change.gamesChanged, &change.gamesRemoved,
                                     &change.gamesExcluded, &change.gamesIncluded, &change.playersAdded,
                                     &change.playersRenamed})
        *ids = sorted(std::move(*ids));
    std::sort(change.playersMerged.begin(), change.playersMerged.end());
    return change;
}

void StoreSnapshot::follow(const StoreChange &change, const StoreConnection &connection)
{
    for (qint64 game : change.gamesRemoved)
        m_games.remove(game);
    for (const auto &ids : {change.gamesAdded, change.gamesChanged, change.gamesExcluded, change.gamesIncluded}) {
        for (qint64 game : ids)
            readGame(connection, game, nullptr);
    }
    // A player's seat is read again when games come or go, as it may be in one of them.
    if (!change.gamesAdded.empty() || !change.gamesRemoved.empty() || !change.playersAdded.empty() ||
        !change.playersRenamed.empty() || !change.playersMerged.empty())
        readPlayers(connection, nullptr);
}

bool StoreSnapshot::readGame(const StoreConnection &connection, qint64 game, StoreError *error)
{
    SqliteStatement *statement = connection.native(OneGame, error);
    if (!statement)
        return false;
    statement->bind(0, game);
    bool found = false;
    const bool read = statement->forEachRow(
        [&](const SqliteStatement &row) {
            m_games.insert(game, GameMark{revisionOf(row), row.integer(3) != 0});
            found = true;
            return true;
        },
        error);
    if (read && !found)
        m_games.remove(game);
    return read;
}

bool StoreSnapshot::readPlayers(const StoreConnection &connection, StoreError *error)
{
    SqliteStatement *statement = connection.native(AllPlayers, error);
    if (!statement)
        return false;
    QHash<qint64, PlayerMark> players;
    if (!statement->forEachRow(
            [&](const SqliteStatement &row) {
                players.insert(row.integer(0), PlayerMark{QString::fromUtf8(row.bytes(1)), row.integer(2)});
                return true;
            },
            error))
        return false;
    m_players = std::move(players);
    return true;
}

} // namespace tornei
