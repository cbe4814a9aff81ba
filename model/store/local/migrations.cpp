#include "migrations.h"

#include "storeerror.h"

#include <QFile>
#include <QMutex>
#include <QMutexLocker>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUuid>
#include <sqlite3.h>

namespace tornei {

namespace {

using storage::plainError;
using storage::setError;

bool run(QSqlDatabase &db, const QString &sql, StoreError *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    if (error)
        *error = StoreError::fromSql(query.lastError());
    return false;
}

bool runAll(QSqlDatabase &db, const QStringList &statements, StoreError *error)
{
    for (const QString &sql : statements) {
        if (!run(db, sql, error))
            return false;
    }
    return true;
}

// The tables of release 0.1.0 (version 2), as tableShapes() lists them.
const QStringList Released010Shapes = {
    QStringLiteral("entries(game, seq, kind, round, slot_index, seat, card)"),
    QStringLiteral("games(id, seat0_player, seat1_player, seat2_player, seat3_player, seat0_name, seat1_name, "
                   "seat2_name, seat3_name, first_dealer, created_utc, updated_utc, finished, extensions, excluded, "
                   "record_sha256, source_sha256)"),
    QStringLiteral("players(id, name, name_key)"),
    QStringLiteral("round_results(game, round, seat, complete, score, tricks_won, correct_rank1, correct_rank2, "
                   "correct_rank3, correct_rank4, zero_trick_bonus)"),
};

// This version's tables, indexes, views and triggers, in one script.
bool runSchema(QSqlDatabase &db, StoreError *error)
{
    QFile file(QStringLiteral(":/tornei/store/schema.sql"));
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, plainError(Migrations::tr("The database schema is missing from this build.")));
        return false;
    }
    const QByteArray script = file.readAll();
    const QVariant handle = db.isOpen() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0) {
        setError(error, plainError(Migrations::tr("The database is not open.")));
        return false;
    }
    sqlite3 *sqlite = *static_cast<sqlite3 *const *>(handle.constData());
    char *message = nullptr;
    const int code = sqlite3_exec(sqlite, script.constData(), nullptr, nullptr, &message);
    if (code == SQLITE_OK)
        return true;
    setError(error, StoreError{QString::fromUtf8(message ? message : sqlite3_errstr(code)), code});
    sqlite3_free(message);
    return false;
}

bool setNumbers(QSqlDatabase &db, StoreError *error)
{
    return runAll(db,
                  {QStringLiteral("PRAGMA application_id = %1").arg(Migrations::ApplicationId),
                   QStringLiteral("PRAGMA user_version = %1").arg(Migrations::Current)},
                  error);
}

} // namespace

bool Migrations::create(QSqlDatabase &db, StoreError *error)
{
    return runSchema(db, error) && setNumbers(db, error);
}

bool Migrations::upgradeFrom010(QSqlDatabase &db, const std::function<bool(StoreError *)> &convertEntries,
                                StoreError *error)
{
    // The old tables step aside (their indexes dropped, so that the new ones
    // can take their names), this version's are made, and the players and
    // games are copied over with their ids: the new rows get their club ids
    // and go into the club's outbox by the schema's own triggers, as any new
    // game does. Games of 0.1.0 were not dated: they are dated by their
    // creation. A source that is the record itself is kept as '', as an
    // import keeps it. The per-round results are rebuilt from the cards by
    // the caller.
    const QStringList aside = {
        QStringLiteral("DROP INDEX games_by_update"),
        QStringLiteral("DROP INDEX games_by_record_sha256"),
        QStringLiteral("DROP INDEX games_by_source_sha256"),
        QStringLiteral("DROP INDEX games_by_seat0"),
        QStringLiteral("DROP INDEX games_by_seat1"),
        QStringLiteral("DROP INDEX games_by_seat2"),
        QStringLiteral("DROP INDEX games_by_seat3"),
        QStringLiteral("DROP INDEX round_results_by_seat"),
        QStringLiteral("DROP TABLE round_results"),
        QStringLiteral("ALTER TABLE entries RENAME TO entries_v2"),
        QStringLiteral("ALTER TABLE games RENAME TO games_v2"),
        QStringLiteral("ALTER TABLE players RENAME TO players_v2"),
    };
    const QString seats = QStringLiteral("seat0_player, seat1_player, seat2_player, seat3_player,"
                                         " seat0_name, seat1_name, seat2_name, seat3_name");
    const QStringList copied = {
        QStringLiteral(
            "INSERT INTO players (id, name, name_key) SELECT id, name, name_key FROM players_v2 ORDER BY id"),
        QStringLiteral(
            "INSERT INTO games (id, %1, first_dealer, created_utc, updated_utc, finished, extensions,"
            " excluded, record_sha256, source_sha256, started_utc, started_date)"
            " SELECT id, %1, first_dealer, created_utc, updated_utc, finished, extensions,"
            " excluded, record_sha256, CASE WHEN source_sha256 = record_sha256 THEN '' ELSE source_sha256 END,"
            " created_utc, date(created_utc, 'localtime') FROM games_v2 ORDER BY id")
            .arg(seats),
    };
    return runAll(db, aside, error) && runSchema(db, error) && runAll(db, copied, error) && convertEntries(error) &&
           runAll(db, {QStringLiteral("DROP TABLE games_v2"), QStringLiteral("DROP TABLE players_v2")}, error) &&
           setNumbers(db, error);
}

bool Migrations::isUnreleased(int version)
{
    return version > 0 && version < Current && version != Released010;
}

int Migrations::userVersion(QSqlDatabase &db, StoreError *error)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        if (error)
            *error = StoreError::fromSql(query.lastError());
        return -1;
    }
    return query.value(0).toInt();
}

QStringList Migrations::tableShapes(QSqlDatabase &db, StoreError *error)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' "
                                   "ESCAPE '\\' ORDER BY name"))) {
        if (error)
            *error = StoreError::fromSql(query.lastError());
        return {};
    }
    QStringList tables;
    while (query.next())
        tables << query.value(0).toString();
    if (query.lastError().isValid()) {
        if (error)
            *error = StoreError::fromSql(query.lastError());
        return {};
    }
    query.finish();
    QStringList shapes;
    for (const QString &table : std::as_const(tables)) {
        QSqlQuery columns(db);
        if (!columns.prepare(QStringLiteral("SELECT name FROM pragma_table_info(?) ORDER BY cid"))) {
            if (error)
                *error = StoreError::fromSql(columns.lastError());
            return {};
        }
        columns.addBindValue(table);
        if (!columns.exec()) {
            if (error)
                *error = StoreError::fromSql(columns.lastError());
            return {};
        }
        QStringList names;
        while (columns.next())
            names << columns.value(0).toString();
        shapes << table + QLatin1Char('(') + names.join(QStringLiteral(", ")) + QLatin1Char(')');
    }
    return shapes;
}

QStringList Migrations::expectedTableShapes(int version)
{
    if (version == Released010)
        return Released010Shapes;
    if (version != Current)
        return {};
    static QMutex mutex;
    static QStringList made;
    const QMutexLocker lock(&mutex);
    if (!made.isEmpty())
        return made;
    const QString connection = QStringLiteral("tornei-shapes-") + QUuid::createUuid().toString();
    {
        // Made as create() makes them, in memory.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open() && create(db, nullptr))
            made = tableShapes(db, nullptr);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return made;
}

} // namespace tornei
