#include "migrations.h"

#include "sqlitestatement.h"
#include "storeerror.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
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
QByteArray schemaScript()
{
    QFile file(QStringLiteral(":/tornei/store/schema.sql"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

sqlite3 *handleOf(QSqlDatabase &db)
{
    const QVariant handle = db.isOpen() ? db.driver()->handle() : QVariant();
    return handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0
               ? *static_cast<sqlite3 *const *>(handle.constData())
               : nullptr;
}

bool execute(QSqlDatabase &db, const QByteArray &script, StoreError *error)
{
    sqlite3 *sqlite = handleOf(db);
    if (!sqlite) {
        setError(error, plainError(Migrations::tr("The database is not open.")));
        return false;
    }
    char *message = nullptr;
    const int code = sqlite3_exec(sqlite, script.constData(), nullptr, nullptr, &message);
    if (code == SQLITE_OK)
        return true;
    setError(error, StoreError{QString::fromUtf8(message ? message : sqlite3_errstr(code)), code});
    sqlite3_free(message);
    return false;
}

bool runSchema(QSqlDatabase &db, StoreError *error)
{
    const QByteArray script = schemaScript();
    if (script.isEmpty()) {
        setError(error, plainError(Migrations::tr("The database schema is missing from this build.")));
        return false;
    }
    return execute(db, script, error);
}

// The CREATE TABLE statements of the schema alone: the tables' shapes without
// the triggers, most of the script's text, which SQLite would parse for nothing.
QByteArray tablesOnly(const QByteArray &script)
{
    QByteArray tables;
    qsizetype start = 0;
    for (qsizetype end = script.indexOf(';'); end >= 0; end = script.indexOf(';', end + 1)) {
        QByteArray statement = script.mid(start, end + 1 - start);
        // A ';' inside a trigger's body, or a comment, ends no statement.
        if (!sqlite3_complete(statement.constData()))
            continue;
        start = end + 1;
        QByteArray code;
        for (const QByteArray &line : statement.split('\n')) {
            if (!line.trimmed().startsWith("--"))
                code += line + '\n';
        }
        if (code.trimmed().toUpper().startsWith("CREATE TABLE"))
            tables += code;
    }
    return tables;
}

// Every table's columns in one statement, "name(column, ...)" each, sorted
// by name; what Migrations::tableShapes() says.
QStringList shapesOf(sqlite3 *db, StoreError *error)
{
    SqliteStatement query(db,
                          QByteArrayLiteral("SELECT t.name, c.name FROM sqlite_schema t, pragma_table_info(t.name) c "
                                            "WHERE t.type = 'table' AND t.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
                                            "ORDER BY t.name, c.cid"));
    if (!query.isValid()) {
        setError(error, query.prepareError());
        return {};
    }
    QStringList shapes;
    QByteArray table;
    QByteArray columns;
    const auto flush = [&] {
        if (!table.isEmpty())
            shapes << QString::fromUtf8(table + '(' + columns + ')');
    };
    const bool read = query.forEachRow(
        [&](const SqliteStatement &row) {
            const QByteArrayView name = row.bytes(0);
            if (name != table) {
                flush();
                table = name.toByteArray();
                columns.clear();
            } else {
                columns += ", ";
            }
            columns += row.bytes(1);
            return true;
        },
        error);
    if (!read)
        return {};
    flush();
    return shapes;
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
    sqlite3 *sqlite = handleOf(db);
    if (!sqlite) {
        setError(error, plainError(tr("The database is not open.")));
        return {};
    }
    return shapesOf(sqlite, error);
}

QStringList Migrations::expectedTableShapes(int version)
{
    if (version == Released010)
        return Released010Shapes;
    if (version != Current)
        return {};
    // Made once from the schema's own statements, in memory, through SQLite
    // alone: any thread may ask first, before the application object exists.
    static const QStringList made = [] {
        QStringList shapes;
        sqlite3 *memory = nullptr;
        if (sqlite3_open_v2(":memory:", &memory, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK &&
            sqlite3_exec(memory, tablesOnly(schemaScript()).constData(), nullptr, nullptr, nullptr) == SQLITE_OK)
            shapes = shapesOf(memory, nullptr);
        sqlite3_close(memory);
        return shapes;
    }();
    return made;
}

} // namespace tornei
