#pragma once
// A club's server for tests: its roles and logins, and a database with the
// club's tables made as `tornei-cli club init` makes them.
#include "clubconnection.h"
#include "clubschema.h"
#include "gamestore.h"
#include "pgcluster.h"
#include "storedgames.h"
#include "storeerror.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QTimeZone>
#include <QStringList>

#include <map>
#include <memory>

namespace tornei::testing {

// The two group roles, a login for each table and director named (all with
// the password "pw", which PGPASSWORD then gives libpq).
inline bool addClubLogins(const PgCluster &cluster, const QStringList &tables, const QStringList &directors,
                          QString *why)
{
    QString sql = QStringLiteral("CREATE ROLE tornei_table NOLOGIN; CREATE ROLE tornei_director NOLOGIN;");
    for (const QString &login : tables)
        sql += QStringLiteral(" CREATE ROLE %1 LOGIN PASSWORD 'pw' IN ROLE tornei_table;").arg(login);
    for (const QString &login : directors)
        sql += QStringLiteral(" CREATE ROLE %1 LOGIN PASSWORD 'pw' IN ROLE tornei_director;").arg(login);
    if (!cluster.psql(sql, why))
        return false;
    qputenv("PGPASSWORD", "pw");
    return true;
}

// A cluster of the test's own with the club's group roles and these logins;
// null, with the reason, when it cannot be started.
inline std::unique_ptr<PgCluster> startClubCluster(const QStringList &tables, const QStringList &directors,
                                                   QString *why)
{
    auto cluster = std::make_unique<PgCluster>();
    if (!cluster->start(why) || !addClubLogins(*cluster, tables, directors, why))
        return nullptr;
    return cluster;
}

// A new database `name` holding the club's tables.
inline bool makeClubDatabase(const PgCluster &cluster, const QString &name, QString *why)
{
    if (!cluster.psql(QStringLiteral("CREATE DATABASE %1").arg(name), why))
        return false;
    ClubConnection admin;
    StoreError error;
    if (!admin.open(cluster.server(name), &error) || !ClubSchema::initialize(admin.db(), &error)) {
        *why = error.message;
        return false;
    }
    return true;
}

// A game of the club's evenings: a random 3-player game (or one cut short),
// dated `minute` minutes after 18:00 on the first evening.
inline Record clubGame(QRandomGenerator &rng, int minute, bool stopped = false)
{
    Record record = playGame(rng, 3, stopped);
    const QDateTime first(QDate(2026, 11, 21), QTime(18, 0), QTimeZone(9 * 3600));
    record.started = first.addSecs(minute * 60).toString(Qt::ISODate);
    return record;
}

// Every game of a store by its identity (the canonical record's checksum), with how many there are of it.
inline std::map<QString, int> identities(GameStore &store)
{
    std::map<QString, int> found;
    for (qint64 id : store.games().ids(HistoryQuery{})) {
        const std::optional<Record> record = store.records().load(id);
        if (record)
            ++found[GameRecords::hash(*record)];
    }
    return found;
}

} // namespace tornei::testing
