#include "clubplayers.h"

#include "clubconnection.h"
#include "storeerror.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace tornei {

namespace {

// Runs a prepared query with `values`; false (with the server's reason) on error.
bool run(QSqlQuery &query, const QString &sql, const QVariantList &values, StoreError *error)
{
    // prepare() must succeed: QPSQL would otherwise send a malformed EXECUTE.
    if (query.prepare(sql)) {
        for (const QVariant &value : values)
            query.addBindValue(value);
        if (query.exec())
            return true;
    }
    if (error)
        *error = ClubConnection::serverError(query.lastError());
    return false;
}

} // namespace

const char *const ClubPlayers::Chain = "WITH RECURSIVE chain (id, root) AS ("
                                       " SELECT id, id FROM tornei_club.players WHERE merged_into IS NULL"
                                       " UNION ALL SELECT p.id, c.root FROM tornei_club.players p"
                                       " JOIN chain c ON p.merged_into = c.id) ";

ClubPlayers::ClubPlayers(QSqlDatabase &db) : m_db(db) {}

std::optional<bool> ClubPlayers::change(const QString &id, const QString &name, const QString &nameKey,
                                        const QString &into, StoreError *error)
{
    QSqlQuery query(m_db);
    const QVariant none(QMetaType::fromType<QString>());
    if (!run(query, QStringLiteral("SELECT tornei_club.change_player(?::uuid, ?, ?, ?::uuid)"),
             {id, into.isEmpty() ? QVariant(name) : none, into.isEmpty() ? QVariant(nameKey) : none,
              into.isEmpty() ? none : QVariant(into)},
             error) ||
        !query.next())
        return std::nullopt;
    return query.value(0).toString() == QLatin1String("applied");
}

std::optional<QString> ClubPlayers::confirm(const QString &id, const QString &name, const QString &nameKey,
                                            StoreError *error)
{
    // A player the club already knows by this id (one downloaded before) is that player; any other
    // is the club's player of that name, or a new one with an id the server makes.
    QSqlQuery query(m_db);
    if (!run(query, QStringLiteral("SELECT id FROM tornei_club.players WHERE id = ?::uuid"), {id}, error))
        return std::nullopt;
    if (query.next())
        return query.value(0).toString();
    if (!run(query, QStringLiteral("SELECT tornei_club.add_player(?, ?)"), {name, nameKey}, error) || !query.next()) {
        if (error && !error->isError())
            *error = StoreError{tr("The club server did not take the player %1.").arg(name)};
        return std::nullopt;
    }
    return query.value(0).toString();
}

std::optional<std::vector<ClubPlayer>> ClubPlayers::changedSince(const ClubCursor &after, int limit,
                                                                 StoreError *error)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!run(query,
             QStringLiteral("SELECT id, name, merged_into, xid::text::bigint, changed FROM tornei_club.players"
                            " WHERE (xid, changed) > (?::text::xid8, ?)"
                            " AND xid < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY xid, changed LIMIT ?"),
             {QString::number(after.xid), after.change, limit}, error))
        return std::nullopt;
    std::vector<ClubPlayer> players;
    while (query.next()) {
        players.push_back(ClubPlayer{query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
                                     ClubCursor{query.value(3).toLongLong(), query.value(4).toLongLong()}});
    }
    if (query.lastError().isValid()) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    return players;
}

} // namespace tornei
