#pragma once

#include "clubexchange.h"

#include "clubgames.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

class QSqlDatabase;

namespace tornei {

struct StoreError;

// The club's players on its server, through one open connection
// (ClubConnection): matched by name the first time a laptop sends one, by
// id from then on.
class ClubPlayers
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubPlayers)

public:
    // A WITH clause (SQL) naming `chain (id, root)`: each of the club's
    // players and the player they count as now, merged_into followed to a
    // player not merged.
    static const char *const Chain;

    explicit ClubPlayers(QSqlDatabase &db);

    // The club's id of a laptop's player: `id` itself when the server has it
    // (downloaded before), else the id of the club's player of the same name
    // (`nameKey`: PlayerName::matchKey), else the id the server gave the new player.
    std::optional<QString> confirm(const QString &id, const QString &name, const QString &nameKey,
                                   StoreError *error = nullptr);

    // A rename (`name`, with its `nameKey`) or a merge (`into`) of the club's
    // player `id` made at a laptop: applied when this login is a director's
    // (a rename to a name the club has is a merge into that player), else
    // kept on the server as a request for a director. True when applied.
    std::optional<bool> change(const QString &id, const QString &name, const QString &nameKey, const QString &into,
                               StoreError *error = nullptr);

    // The players whose changes come after `after`, at most `limit` (as ClubGames::changedSince).
    std::optional<std::vector<ClubPlayer>> changedSince(const ClubCursor &after, int limit,
                                                        StoreError *error = nullptr);

private:
    QSqlDatabase &m_db;
};

} // namespace tornei
