#include "databasefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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

// The names a path goes by: as given, and with every link followed and the
// folder spelled canonically (also when the file itself does not exist).
QStringList spellings(const QString &path)
{
    QStringList names{QDir::cleanPath(QFileInfo(path).absoluteFilePath())};
    QString current = names.constFirst();
    for (int hops = 0; hops < 40; ++hops) {
        const QFileInfo info(current);
        if (!info.isSymLink())
            break;
        current = QDir::cleanPath(info.absoluteDir().filePath(info.symLinkTarget()));
        names << current;
    }
    const QFileInfo last(current);
    const QString folder = QFileInfo(last.absolutePath()).canonicalFilePath();
    if (!folder.isEmpty())
        names << QDir(folder).filePath(last.fileName());
    names.removeDuplicates();
    return names;
}

// The files SQLite keeps for the database at `path`, under each name.
QStringList databaseFiles(const QString &path)
{
    QStringList files;
    for (const QString &name : spellings(path)) {
        for (const QLatin1String suffix :
             {QLatin1String(""), QLatin1String("-wal"), QLatin1String("-shm"), QLatin1String("-journal")})
            files << name + suffix;
    }
    files.removeDuplicates();
    return files;
}

// Whether `path` is one of the files of the database at `database`.
bool isFileOf(const QStringList &targetNames, bool targetExists, dev_t targetDevice, ino_t targetInode,
              const QString &database)
{
    for (const QString &file : databaseFiles(database)) {
        if (targetNames.contains(file))
            return true;
        dev_t device = 0;
        ino_t inode = 0;
        if (targetExists && identify(file, &device, &inode) && device == targetDevice && inode == targetInode)
            return true;
    }
    return false;
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

bool DatabaseFiles::isInUse(const QString &path, const QString &database)
{
    if (path.isEmpty())
        return false;
    const QStringList names = spellings(path);
    dev_t targetDevice = 0;
    ino_t targetInode = 0;
    const bool exists = identify(path, &targetDevice, &targetInode);
    if (!database.isEmpty() && isFileOf(names, exists, targetDevice, targetInode, database))
        return true;
    QList<OpenDatabase> databases;
    {
        const QMutexLocker lock(&mutex);
        for (OpenDatabase &entry : open()) {
            // Identified late when the file was made by the connection itself.
            if (!entry.identified)
                entry.identified = identify(entry.path, &entry.device, &entry.inode);
            databases << entry;
        }
    }
    for (const OpenDatabase &entry : databases) {
        // The file as it was opened, should it have been renamed since.
        if (exists && entry.identified && entry.device == targetDevice && entry.inode == targetInode)
            return true;
        if (isFileOf(names, exists, targetDevice, targetInode, entry.path))
            return true;
    }
    return false;
}

bool DatabaseFiles::isOpenElsewhere(const QString &path)
{
    if (isInUse(path))
        return false;
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0)
        return false;
    // SQLite's unix locks: the pending byte at 1 GiB, then the reserved byte and 510 shared ones.
    struct flock lock = {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = 0x40000000;
    lock.l_len = 512;
    const bool held = ::fcntl(fd, F_GETLK, &lock) == 0 && lock.l_type != F_UNLCK;
    ::close(fd);
    return held;
}

QString DatabaseFiles::refusal(const QString &path, const QString &database)
{
    if (isInUse(path))
        return tr("%1 is the games database (or one of its files), which is open: choose another file.")
            .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()));
    if (!database.isEmpty() && isInUse(path, database))
        //: %1 is the file refused, %2 the database it belongs to
        return tr("%1 is one of the files of the database %2: choose another file.")
            .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()),
                 QDir::toNativeSeparators(QFileInfo(database).absoluteFilePath()));
    return QString();
}

} // namespace tornei
