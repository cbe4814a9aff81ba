#pragma once

#include "clubgames.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

class QSqlDatabase;

namespace tornei {

struct StoreError;

// A player as the club's server holds them.
struct ClubPlayer
{
    QString id;
    QString name;
    QString mergedInto; // the player they are now, when a director merged them (empty otherwise)
    ClubCursor changed; // their last change
};

// The club's players on its server, through one open connection
// (ClubConnection): matched by name the first time a laptop sends one, by
// id from then on.
class ClubPlayers
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubPlayers)

public:
    explicit ClubPlayers(QSqlDatabase &db);

    // The club's id of a laptop's player: `id` itself when the server has it
    // (sent before), else the id of the club's player of the same name
    // (`nameKey`: PlayerName::matchKey), else `id` once added under it.
    std::optional<QString> confirm(const QString &id, const QString &name, const QString &nameKey,
                                   StoreError *error = nullptr);

    // The players whose changes come after `after`, at most `limit` (as ClubGames::changedSince).
    std::optional<std::vector<ClubPlayer>> changedSince(const ClubCursor &after, int limit,
                                                        StoreError *error = nullptr);

private:
    QSqlDatabase &m_db;
};

} // namespace tornei
