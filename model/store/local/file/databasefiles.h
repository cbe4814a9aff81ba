#pragma once

#include <QCoreApplication>
#include <QString>

namespace tornei {

// The files of every database this process has open through SQLite, and the
// rule that nothing else in the process opens them. POSIX locks belong to
// the process, not to a descriptor: closing any descriptor of a file drops
// every lock the process holds on it, SQLite's included, and another program
// may then take the database for unused and remove its log under us. So a
// file dialog, an export or a header check never opens these files.
class DatabaseFiles
{
    Q_DECLARE_TR_FUNCTIONS(tornei::DatabaseFiles)

public:
    // Kept by GameStore for each SQLite connection it makes (by the
    // connection's name), and dropped when the connection closes.
    static void opened(const QString &connection, const QString &databasePath);
    static void closed(const QString &connection);

    // Whether `path` is an open database of this process (or `database`,
    // open or not) or one of SQLite's files beside it (-wal, -shm,
    // -journal), whether or not that exists yet: by name, through any link,
    // and by device and inode (a hard link) where the file exists.
    static bool isInUse(const QString &path, const QString &database = QString());
    // Whether another process has the SQLite database at `path` open: each
    // connection of a database in WAL mode (ours always are) holds a read
    // lock on its shared bytes for as long as it is open, idle or not. Never
    // asked of a file this process has open (isInUse): the look opens it.
    static bool isOpenElsewhere(const QString &path);
    // Why `path` may not be written or read as another file (a translated
    // sentence), or an empty string when it may.
    static QString refusal(const QString &path, const QString &database = QString());
};

} // namespace tornei
