#pragma once

#include "storechange.h"
#include "storeerror.h"

#include <QHash>
#include <QString>

#include <optional>

namespace tornei {

struct StoreConnection;

// What a database held when last looked at, in a few bytes a game: each
// game's revision (a fingerprint of when it last changed and its record's
// checksum) and whether it is excluded, and each player's name with one seat
// they held. Another connection's commit is then told apart by comparing:
// games added, changed (cards, names, date), removed, excluded or included;
// players added, renamed, or merged into the one who now holds that seat.
class StoreSnapshot
{
public:
    // Read in one read transaction; nullopt (with the reason) when the
    // database cannot be read.
    static std::optional<StoreSnapshot> read(const StoreConnection &connection, StoreError *error = nullptr);

    // What changed from `before` to this snapshot (read from `connection`,
    // which tells who holds a merged player's seat now).
    StoreChange changesSince(const StoreSnapshot &before, const StoreConnection &connection) const;

    // Takes in what this connection itself committed, so that it is not
    // reported again as another's: read anew for the ids the change names.
    void follow(const StoreChange &change, const StoreConnection &connection);

    qsizetype gameCount() const { return m_games.size(); }

private:
    struct GameMark
    {
        quint64 revision = 0;
        bool excluded = false;
        bool operator==(const GameMark &) const = default;
    };
    struct PlayerMark
    {
        QString name;
        // One seat they held, as game * SeatCount + seat; 0 when none.
        qint64 seat = 0;
    };

    bool readGame(const StoreConnection &connection, qint64 game, StoreError *error);
    // Every player (a few hundred in a club), replacing those known.
    bool readPlayers(const StoreConnection &connection, StoreError *error);

    QHash<qint64, GameMark> m_games;
    QHash<qint64, PlayerMark> m_players;
};

} // namespace tornei
