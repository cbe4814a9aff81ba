#include "clubschema.h"

#include "clubconnection.h"
#include "storeerror.h"

#include <QFile>
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

// A text of many statements, one by one. QPSQL sends a text as one simple
// query, which runs every statement in it, but exec() reports only the first
// one's outcome: a later statement's error would surface, unexplained, as
// "current transaction is aborted" at the next query. Semicolons inside
// quotes, dollar-quoted bodies and comments do not end a statement.
QStringList statements(const QString &sql)
{
    QStringList result;
    QString current;
    qsizetype i = 0;
    const qsizetype n = sql.size();
    const auto take = [&](qsizetype end) {
        current += QStringView(sql).mid(i, end - i);
        i = end;
    };
    while (i < n) {
        const QChar c = sql.at(i);
        if (c == QLatin1Char('-') && i + 1 < n && sql.at(i + 1) == QLatin1Char('-')) {
            const qsizetype end = sql.indexOf(QLatin1Char('\n'), i);
            i = end < 0 ? n : end; // a comment is left out
        } else if (c == QLatin1Char('\'')) {
            qsizetype end = i + 1;
            while (end < n && sql.at(end) != QLatin1Char('\''))
                ++end; // a doubled quote is two strings side by side: the same split
            take(qMin(end + 1, n));
        } else if (c == QLatin1Char('$')) {
            qsizetype tagEnd = i + 1;
            while (tagEnd < n && (sql.at(tagEnd).isLetterOrNumber() || sql.at(tagEnd) == QLatin1Char('_')))
                ++tagEnd;
            if (tagEnd < n && sql.at(tagEnd) == QLatin1Char('$')) {
                const QString tag = sql.mid(i, tagEnd + 1 - i);
                const qsizetype close = sql.indexOf(tag, tagEnd + 1);
                take(close < 0 ? n : close + tag.size());
            } else {
                take(i + 1);
            }
        } else if (c == QLatin1Char(';')) {
            if (!current.trimmed().isEmpty())
                result << current.trimmed();
            current.clear();
            ++i;
        } else {
            take(i + 1);
        }
    }
    if (!current.trimmed().isEmpty())
        result << current.trimmed();
    return result;
}

bool runAll(QSqlDatabase &db, const QString &sql, StoreError *error)
{
    for (const QString &statement : statements(sql)) {
        if (!run(db, statement, error))
            return false;
    }
    return true;
}

// The whole schema of a new club (club.sql, built in as a resource).
QString wholeSchema()
{
    QFile file(QStringLiteral(":/club/club.sql"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the club's schema (:/club/club.sql) is not built in");
    return QString::fromUtf8(file.readAll());
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

QList<ClubSchema::Step> ClubSchema::steps()
{
    return {};
}

std::optional<ClubSchema::Result> ClubSchema::initialize(QSqlDatabase &db, StoreError *error)
{
    return initialize(db, Current, steps(), error);
}

std::optional<ClubSchema::Result> ClubSchema::initialize(QSqlDatabase &db, int current, const QList<Step> &steps,
                                                         StoreError *error)
{
    if (!run(db, QStringLiteral("BEGIN"), error))
        return std::nullopt;
    const auto fail = [&db]() -> std::optional<Result> {
        ClubConnection::rollback(db);
        return std::nullopt;
    };
    if (!run(db, QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(InitLock), error))
        return fail();
    const std::optional<int> found = version(db, error);
    if (!found)
        return fail();
    Result result;
    result.from = *found;
    result.to = current;
    if (*found > current) {
        if (error) {
            //: %1 is the schema's version on the server, %2 the newest this app knows.
            *error = StoreError{tr("The club's tables on this server are of a newer version (%1) than this app knows "
                                   "(%2): they are left untouched. Update the app.")
                                    .arg(*found)
                                    .arg(current)};
        }
        return fail();
    }
    if (*found == current) {
        run(db, QStringLiteral("ROLLBACK"), nullptr);
        return result;
    }
    // A new club gets the whole schema, as of the version club.sql writes;
    // the steps after it, if any, follow as for an older club.
    int from = *found;
    if (from == 0) {
        if (!runAll(db, wholeSchema(), error))
            return fail();
        const std::optional<int> made = version(db, error);
        if (!made)
            return fail();
        from = *made;
    }
    bool stepped = false;
    for (const Step &step : steps) {
        if (step.version <= from || step.version > current)
            continue;
        if (!runAll(db, step.sql, error))
            return fail();
        stepped = true;
    }
    if (stepped && !run(db,
                        QStringLiteral("UPDATE %1.about SET value = '%2' WHERE key = 'version'")
                            .arg(QLatin1String(Schema))
                            .arg(current),
                        error))
        return fail();
    if (!run(db, QStringLiteral("COMMIT"), error))
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
