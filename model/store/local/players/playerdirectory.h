#pragma once

#include "record.h"
#include "seatindex.h"
#include "storeerror.h"

#include <QCoreApplication>
#include <QString>
#include <array>
#include <optional>
#include <vector>

namespace tornei {

class GameResults;
class GameStore;
class StoredRecords;
struct StoreConnection;

struct PlayerProfile
{
    qint64 id = 0;
    QString name;
};

// The saved players (GameStore::players()): who they are, a name found
// the way seats are matched (PlayerName::matchKey), and a rename or merge,
// each in one transaction that rebuilds the games it touches.
class PlayerDirectory
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameStore)

public:
    PlayerDirectory(StoreConnection &connection, const GameStore &store, const StoredRecords &reader,
                    GameResults &results);
    PlayerDirectory(const PlayerDirectory &) = delete;
    PlayerDirectory &operator=(const PlayerDirectory &) = delete;

    std::vector<PlayerProfile> all(StoreError *error = nullptr) const;
    std::optional<qint64> add(const QString &name, StoreError *error = nullptr);
    bool rename(qint64 player, const QString &name, StoreError *error = nullptr);
    // Moves every game of `from` to `into` and removes `from`.
    bool merge(qint64 from, qint64 into, StoreError *error = nullptr);
    // The saved player with this name (matched ignoring case and surrounding
    // white space, as seats are), if any.
    std::optional<qint64> find(const QString &name, StoreError *error = nullptr) const;

private:
    friend class GameStore;   // an update rekeys the players
    friend class GameRecords; // a new game's seats are saved players
    friend class ClubOutbox;  // the club's renames and merges are followed

    // The saved player a name means (by PlayerName::matchKey), added when
    // there is none; a new player's name is kept in NFC.
    std::optional<qint64> playerFor(const QString &name, StoreError *error);
    // The saved players of a record's seats, found or added.
    std::optional<std::array<std::optional<qint64>, SeatCount>> seatPlayers(const Record &record, StoreError *error);
    // The saved player a name means, other than `except`; nullopt when there
    // is none or on error (then `error` says so).
    std::optional<PlayerProfile> playerNamed(const QString &name, qint64 except, StoreError *error) const;
    // Gives every player the key of this version's PlayerName::matchKey.
    // Players whose names now fold alike are not merged: the oldest gets the
    // key, the others the key followed by U+001F and their id, so that each
    // stays a player of their own and a name means the oldest.
    bool rekeyPlayers(StoreError *error);
    std::vector<qint64> gamesOfPlayer(qint64 player, StoreError *error) const;
    // rename() and merge() in the transaction under way (`stored`: the name in NFC, checked).
    bool renameTo(qint64 player, const QString &stored, StoreError *error);
    bool mergeInto(qint64 from, qint64 into, StoreError *error);
    // A rename (to `name`) or a merge (into `into`) made here, noted for the
    // club's server when it knows the player (ClubOutbox::playerChanges).
    bool noteForClub(qint64 player, const QString &name, qint64 into, StoreError *error);

    StoreConnection &m_connection;
    const GameStore &m_store;
    const StoredRecords &m_reader;
    GameResults &m_results;
};

} // namespace tornei
