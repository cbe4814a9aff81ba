#pragma once

#include "derivedgame.h"
#include "record.h"
#include "storeerror.h"

#include <QCoreApplication>

namespace tornei {

class StoredRecords;
struct StoreConnection;

// The derived tables of the games (round_results, game_results and the
// games' own derived columns), rebuilt by the rules engine from a game's
// record in the transaction that changes it: never a copy that can disagree
// with a replay. The players' figures (player_figures, head_to_head) follow
// every change of game_results by themselves, through the database's
// triggers (Migrations). Internal to the store; the caller holds the
// transaction.
class GameResults
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameStore)

public:
    GameResults(StoreConnection &connection, const StoredRecords &reader);

    // Rebuilds one game's derived rows and columns from its record; `touch`
    // marks it updated now. `sha256`: the record's checksum when the caller
    // has just taken it (StoredRecords::load), else it is taken here.
    bool refresh(qint64 game, const Record &record, bool touch, StoreError *error, const QString &sha256 = {});
    // Writes a game's round_results and game_results rows.
    bool insertResults(qint64 game, const storage::DerivedGame &derived, const storage::PlayerIds &players,
                       bool excluded, StoreError *error);
    // Rebuilds, in one transaction, every game whose cached results were
    // computed by another version of the rules (Replay::RulesVersion).
    bool refreshOutdated(StoreError *error);

private:
    StoreConnection &m_connection;
    const StoredRecords &m_reader;
};

} // namespace tornei
