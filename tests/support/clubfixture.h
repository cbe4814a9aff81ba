#pragma once
// A club's server for tests: its roles and logins, and a database with the
// club's tables made as `tornei-cli club init` makes them.
#include "clubconnection.h"
#include "clubschema.h"
#include "pgcluster.h"
#include "storeerror.h"

#include <QStringList>

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

} // namespace tornei::testing
