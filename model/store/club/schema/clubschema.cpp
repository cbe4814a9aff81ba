#include "clubschema.h"

#include "clubconnection.h"
#include "clubresultkeys.h"
#include "clubschemav1.h"
#include "clubschemav10.h"
#include "clubschemav11.h"
#include "clubschemav12.h"
#include "clubschemav2.h"
#include "clubschemav3.h"
#include "clubschemav4.h"
#include "clubschemav5.h"
#include "clubschemav6.h"
#include "clubschemav8.h"
#include "clubschemav9.h"
#include "storeerror.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace tornei {

namespace {

// Held for the transaction, so that two `club init` at once do not both create.
constexpr qint64 InitLock = 0x546f726e6569; // "Tornei"

bool run(QSqlDatabase &db, const QString &sql, StoreError *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    if (error)
        *error = ClubConnection::serverError(query.lastError());
    return false;
}

// One value of the first row, or nullopt on error (an invalid QVariant without a row).
std::optional<QVariant> value(QSqlDatabase &db, const QString &sql, StoreError *error)
{
    QSqlQuery query(db);
    if (!query.exec(sql)) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    return query.next() ? query.value(0) : QVariant();
}

QStringList step(int version)
{
    switch (version) {
    case 1:
        return clubschema::stepToV1();
    case 2:
        return clubschema::stepToV2();
    case 3:
        return clubschema::stepToV3();
    case 4:
        return clubschema::stepToV4();
    case 5:
        return clubschema::stepToV5();
    case 6:
        return clubschema::stepToV6();
    case 7:
        return clubschema::resultKeysPerStatement();
    case 8:
        return clubschema::stepToV8();
    case 9:
        return clubschema::stepToV9();
    case 10:
        return clubschema::stepToV10();
    case 11:
        return clubschema::stepToV11();
    case 12:
        return clubschema::stepToV12();
    default:
        return {};
    }
}

// The two group roles are the cluster's, not the schema's: made when missing.
QString createRoles()
{
    return QStringLiteral("DO $$ BEGIN"
                          " IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN CREATE ROLE %1 NOLOGIN; END IF;"
                          " IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%2') THEN CREATE ROLE %2 NOLOGIN; END IF;"
                          " END $$")
        .arg(QLatin1String(ClubSchema::TableRole), QLatin1String(ClubSchema::DirectorRole));
}

} // namespace

std::optional<int> ClubSchema::version(QSqlDatabase &db, StoreError *error)
{
    const std::optional<QVariant> schema =
        value(db, QStringLiteral("SELECT 1 FROM pg_namespace WHERE nspname = '%1'").arg(QLatin1String(Schema)), error);
    if (!schema)
        return std::nullopt;
    if (!schema->isValid())
        return 0;
    const auto foreign = [&] {
        if (error) {
            //: %1 is the schema's name (tornei_club).
            *error = StoreError{tr("This database already has a schema named %1 that this app did not make: it is "
                                   "left untouched. Use another database for the club, or remove that schema.")
                                    .arg(QLatin1String(Schema))};
        }
        return std::nullopt;
    };
    const std::optional<QVariant> about =
        value(db, QStringLiteral("SELECT to_regclass('%1.about') IS NOT NULL").arg(QLatin1String(Schema)), error);
    if (!about)
        return std::nullopt;
    if (!about->toBool())
        return foreign();
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT key, value FROM %1.about WHERE key IN ('application', 'version')")
                        .arg(QLatin1String(Schema)))) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    QString application;
    int found = -1;
    while (query.next()) {
        if (query.value(0).toString() == QLatin1String("application"))
            application = query.value(1).toString();
        else
            found = query.value(1).toString().toInt();
    }
    if (application != QLatin1String(Application) || found < 1)
        return foreign();
    return found;
}

std::optional<ClubSchema::Result> ClubSchema::initialize(QSqlDatabase &db, StoreError *error)
{
    if (!run(db, QStringLiteral("BEGIN"), error))
        return std::nullopt;
    const auto fail = [&db]() -> std::optional<Result> {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return std::nullopt;
    };
    if (!run(db, QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(InitLock), error))
        return fail();
    const std::optional<int> found = version(db, error);
    if (!found)
        return fail();
    Result result;
    result.from = *found;
    result.to = Current;
    if (*found > Current) {
        if (error) {
            //: %1 is the schema's version on the server, %2 the newest this app knows.
            *error = StoreError{tr("The club's tables on this server are of a newer version (%1) than this app knows "
                                   "(%2): they are left untouched. Update the app.")
                                    .arg(*found)
                                    .arg(Current)};
        }
        return fail();
    }
    if (*found == Current) {
        run(db, QStringLiteral("ROLLBACK"), nullptr);
        return result;
    }
    if (!run(db, createRoles(), error))
        return fail();
    for (int v = *found + 1; v <= Current; ++v) {
        for (const QString &sql : step(v)) {
            if (!run(db, sql, error))
                return fail();
        }
    }
    if (!run(db,
             QStringLiteral("INSERT INTO %1.about VALUES ('version', '%2')"
                            " ON CONFLICT (key) DO UPDATE SET value = excluded.value")
                 .arg(QLatin1String(Schema))
                 .arg(Current),
             error) ||
        !run(db, QStringLiteral("COMMIT"), error))
        return fail();
    result.outcome = *found == 0 ? Outcome::Created : Outcome::Upgraded;
    return result;
}

std::optional<QString> ClubSchema::clubFor(QSqlDatabase &db, StoreError *error)
{
    const std::optional<int> found = version(db, error);
    if (!found)
        return std::nullopt;
    if (*found != Current) {
        if (error) {
            if (*found == 0) {
                *error = StoreError{tr("This server has no club's tables yet: run \"tornei-cli club init\" on it first.")};
            } else if (*found > Current) {
                //: %1 is the schema's version on the server, %2 the newest this app knows.
                *error = StoreError{tr("The club's tables on this server are of a newer version (%1) than this app "
                                       "knows (%2). Update the app.")
                                        .arg(*found)
                                        .arg(Current)};
            } else {
                //: %1 is the schema's version on the server, %2 the one this app needs.
                *error = StoreError{tr("The club's tables on this server are of an older version (%1) than this app "
                                       "needs (%2): run \"tornei-cli club init\" on it to update them.")
                                        .arg(*found)
                                        .arg(Current)};
            }
        }
        return std::nullopt;
    }
    const std::optional<QVariant> club =
        value(db, QStringLiteral("SELECT value FROM %1.about WHERE key = 'club'").arg(QLatin1String(Schema)), error);
    if (!club)
        return std::nullopt;
    return club->toString();
}

} // namespace tornei
