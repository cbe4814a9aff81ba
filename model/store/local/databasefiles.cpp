#include "databasefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <sys/stat.h>

namespace tornei {

namespace {

struct OpenDatabase
{
    QString path; // absolute
    dev_t device = 0;
    ino_t inode = 0;
    bool identified = false; // device and inode known
};

QMutex mutex;
QHash<QString, OpenDatabase> &open()
{
    static QHash<QString, OpenDatabase> databases;
    return databases;
}

// stat(), which reads the inode and never opens the file.
bool identify(const QString &path, dev_t *device, ino_t *inode)
{
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return false;
    *device = info.st_dev;
    *inode = info.st_ino;
    return true;
}

// The database a path names: itself, or the file its SQLite suffix belongs to.
QStringList candidates(const QString &absolute)
{
    QStringList names{absolute};
    for (const QLatin1String suffix : {QLatin1String("-wal"), QLatin1String("-shm"), QLatin1String("-journal")}) {
        if (absolute.endsWith(suffix))
            names << absolute.chopped(suffix.size());
    }
    return names;
}

} // namespace

void DatabaseFiles::opened(const QString &connection, const QString &databasePath)
{
    OpenDatabase entry;
    entry.path = QFileInfo(databasePath).absoluteFilePath();
    entry.identified = identify(entry.path, &entry.device, &entry.inode);
    const QMutexLocker lock(&mutex);
    open().insert(connection, entry);
}

void DatabaseFiles::closed(const QString &connection)
{
    const QMutexLocker lock(&mutex);
    open().remove(connection);
}

bool DatabaseFiles::isInUse(const QString &path)
{
    if (path.isEmpty())
        return false;
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    const QStringList names = candidates(absolute);
    const QMutexLocker lock(&mutex);
    for (OpenDatabase &database : open()) {
        // Identified late when the file was made by the connection itself.
        if (!database.identified)
            database.identified = identify(database.path, &database.device, &database.inode);
        for (const QString &name : names) {
            if (name == database.path)
                return true;
            dev_t device = 0;
            ino_t inode = 0;
            // Another name for the same file (a link, another spelling of the folder).
            if (database.identified && identify(name, &device, &inode) && device == database.device &&
                inode == database.inode)
                return true;
        }
    }
    return false;
}

QString DatabaseFiles::refusal(const QString &path)
{
    if (!isInUse(path))
        return QString();
    return tr("%1 is the games database (or one of its files), which is open: choose another file.")
        .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()));
}

} // namespace tornei
