#pragma once

#include "gamestore.h"
#include "storeerror.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace tornei {

struct StoreConnection;

// The database file itself, apart from any game in it: how a connection
// opens it, who made it, and whether SQLite finds it whole. Shared by the
// opening of the store, its check and its backups, which may each open a
// connection of their own. Internal to the store.
class StoreFile
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameStore)

public:
    // How a connection opens the file: ReadOnly never writes (a file or folder
    // we may not write); Immutable also takes no locks and ignores any -wal,
    // which is only right where nobody can write (a read-only file system, a
    // backup being checked).
    enum class Access { ReadWrite, ReadOnly, Immutable };
    static QString databaseName(const QString &path, const QString &vfs, Access access);
    static bool connect(QSqlDatabase &db, const QString &path, const QString &vfs, Access access, StoreError *error);
    static void disconnect(QSqlDatabase &db);

    // What the tables of a file say about who made it. Unreleased: ours, made
    // by a build between two releases, which this one does not read.
    enum class Owner { Empty, Ours, Unreleased, Foreign };
    // Read in the caller's transaction; nullopt, with the error, when the
    // file cannot be read.
    static std::optional<Owner> recognise(QSqlDatabase &db, int *version, StoreError *error);
    // The checks of a file's first 100 bytes, made before SQLite opens it:
    // nullopt when nothing speaks against it, else the result and the reason.
    static std::optional<GameStore::OpenResult> checkHeader(const QString &absolute, StoreError *error);
    // Why a file of an unreleased version (Migrations::isUnreleased) is left as it is.
    static QString unreleasedMessage(const QString &shown, int version);
    // Every page and every index against its table (PRAGMA integrity_check;
    // not quick_check, which a damaged index passes); with a `table`, that
    // table and its indexes alone.
    static bool integrityCheck(const StoreConnection &connection, StoreError *error, const QString &table = {});

    // One of SQLite's checks (a PRAGMA giving "ok" or the problems found).
    static bool pageCheck(const StoreConnection &connection, const QString &pragma, StoreError *error);

    static bool isSqliteHeader(const QByteArray &header)
    {
        return header.size() >= 100 && header.startsWith(QByteArrayLiteral("SQLite format 3\0"));
    }
};

} // namespace tornei
