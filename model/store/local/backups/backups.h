#pragma once

#include "storeerror.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tornei {

class GameStore;
struct StoreConnection;

// The database's backups (Backups::list()) and the whole check of a
// file that comes before one: automatic backups beside the database in
// backups/, one a day and one before every update of the schema, the newest
// kept; a backup on request; a restore that checks its source first.
class Backups
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameStore)

public:
    Backups(StoreConnection &connection, const GameStore &store);
    Backups(const Backups &) = delete;
    Backups &operator=(const Backups &) = delete;

    static constexpr int Kept = 10;
    static QString directory(const QString &dbPath);
    // The backups of a database, newest first.
    static QStringList list(const QString &dbPath);
    // Whether the file at dbPath is empty (0 bytes) while backups of it are
    // beside it: a database that lost its games, not a new one. Says so in
    // `error` (damage, naming the latest backup).
    static bool lostItsGames(const QString &dbPath, StoreError *error = nullptr);
    // Puts a backup in place of the database (which must not be open); the
    // replaced file is kept aside as <name>.replaced-<UTC timestamp>.
    static bool restore(const QString &backup, const QString &dbPath, StoreError *error = nullptr,
                        QString *replacedAs = nullptr);
    // A consistent copy of a database (VACUUM INTO); dest must not exist.
    static bool copyTo(const QString &dbPath, const QString &dest, StoreError *error = nullptr);
    // The whole check of the database at dbPath (FileCheck): every page and
    // index, every game against the checksum stored with it, every kept
    // figure against the games, on connections of its own so that it may
    // run in another thread while the store is used; then, when
    // `dailyBackup`, the day's backup. A damaged file gets no backup (the
    // good ones are kept) and an error saying what is damaged. Kept figures
    // rebuilt from whole games are said in `notice` (the check passes).
    static bool checkFile(const QString &dbPath, bool dailyBackup, StoreError *error = nullptr,
                          QString *notice = nullptr);

    // A backup of the open database into backups/ now.
    bool makeNow(StoreError *error = nullptr);
    // Whether the open database is due its daily backup (it existed, and the
    // newest backup is a day old). GameStore::open() does not make it, as it
    // reads the whole file: the app makes it in the background, the CLI at once.
    bool dailyDue() const;

private:
    friend class GameStore; // opening says whether the daily backup is due, and backs up before an update
    friend class FileCheck; // the daily backup follows the whole check

    // A backup of the database at `path`, open on `connection`, into
    // backups/ (VACUUM INTO), after a check of every page unless the caller
    // has just made one.
    static bool make(const StoreConnection &connection, const QString &path, const QString &reason, StoreError *error,
                     bool checked = false);
    // Every page and index (PRAGMA integrity_check) and every game against
    // its checksum, in one read transaction: a backup about to be restored.
    static bool verifyAll(const StoreConnection &connection, StoreError *error);

    StoreConnection &m_connection;
    const GameStore &m_store;
    bool m_dailyDue = false;
};

} // namespace tornei
