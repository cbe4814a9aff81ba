#include "safefile.h"

#include "databasefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QDateTime>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tornei {

namespace {

QByteArray native(const QString &path)
{
    return QFile::encodeName(path);
}

// The whole of a file open on fd.
bool readAll(int fd, QByteArray *bytes, int *error)
{
    bytes->clear();
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            *error = errno;
            return false;
        }
        if (n == 0)
            return true;
        bytes->append(buffer, n);
    }
}

// A path with its links followed to the file they name, even when that file
// does not exist yet: writing through a link writes the file it names.
QString followLinks(const QString &path)
{
    QString current = QFileInfo(path).absoluteFilePath();
    for (int hops = 0; hops < 40; ++hops) {
        const QFileInfo info(current);
        if (!info.isSymLink())
            break;
        current = QDir::cleanPath(info.absoluteDir().filePath(info.symLinkTarget()));
    }
    return current;
}

// A link the kernel would not follow for this user (fs.protected_symlinks): one in a folder anyone
// may write and only its owners may rename in (sticky, as /tmp), made by neither this user nor the
// folder's owner. Its target is followed here, not by open(2), which would have refused it: so that
// nobody plants a link where another user writes and makes them replace a file of their choosing.
bool plantedLink(const QString &link)
{
    struct stat own;
    struct stat folder;
    if (::lstat(native(link).constData(), &own) != 0 || !S_ISLNK(own.st_mode) ||
        ::stat(native(QFileInfo(link).absolutePath()).constData(), &folder) != 0)
        return false;
    const bool shared = (folder.st_mode & S_ISVTX) && (folder.st_mode & S_IWOTH);
    return shared && own.st_uid != ::geteuid() && own.st_uid != folder.st_uid;
}

// The temporary files being written, for a signal handler to remove: each
// slot a path of at most PATH_MAX bytes, claimed by an atomic flag. A handler
// may run on any thread at any moment, so it only reads what is published and
// calls unlink(2).
constexpr int Slots = 16;
struct Pending
{
    std::atomic<int> state{0}; // 0 free, 1 being filled, 2 published
    char path[PATH_MAX + 16] = {};
};
Pending pending[Slots];

int publish(const QByteArray &path)
{
    if (path.size() > PATH_MAX)
        return -1;
    for (int i = 0; i < Slots; ++i) {
        int free = 0;
        if (pending[i].state.compare_exchange_strong(free, 1)) {
            std::memcpy(pending[i].path, path.constData(), static_cast<size_t>(path.size()));
            pending[i].path[path.size()] = '\0';
            pending[i].state.store(2);
            return i;
        }
    }
    return -1; // more at once than slots: such a file is left to the next write's clean-up
}

void withdraw(int slot)
{
    if (slot >= 0)
        pending[slot].state.store(0);
}

struct sigaction before[3];
constexpr int Caught[3] = {SIGINT, SIGTERM, SIGHUP};

extern "C" void removePending(int signal)
{
    for (Pending &p : pending) {
        if (p.state.load() != 2)
            continue;
        ::unlink(p.path);
        // SQLite's journal beside a file it writes.
        char journal[sizeof p.path + 8];
        const size_t length = std::strlen(p.path);
        std::memcpy(journal, p.path, length);
        std::memcpy(journal + length, "-journal", 9);
        ::unlink(journal);
    }
    for (int i = 0; i < 3; ++i) {
        if (Caught[i] != signal)
            continue;
        if (before[i].sa_handler != SIG_DFL && before[i].sa_handler != SIG_IGN &&
            !(before[i].sa_flags & SA_SIGINFO)) {
            before[i].sa_handler(signal);
            return;
        }
        ::sigaction(signal, &before[i], nullptr);
        ::raise(signal);
    }
}

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

} // namespace

bool SafeFile::writeAll(int fd, const char *data, qint64 size, int *error)
{
    // A full disk shows as a short write or ENOSPC, never as success.
    while (size > 0) {
        const ssize_t n = ::write(fd, data, static_cast<size_t>(std::min<qint64>(size, 1 << 20)));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            *error = errno;
            return false;
        }
        if (n == 0) {
            *error = ENOSPC;
            return false;
        }
        data += n;
        size -= n;
    }
    return true;
}

QString SafeFile::reason(int error)
{
    switch (error) {
    case ENOSPC:
    case EDQUOT:
        return tr("the disk is full");
    case EROFS:
        return tr("the disk is read-only");
    case EACCES:
    case EPERM:
        return tr("you may not write in that folder");
    case ENOENT:
    case ENOTDIR:
        return tr("the folder does not exist");
    case ENAMETOOLONG:
        return tr("the name is too long");
    case EEXIST:
        return tr("a file of that name already exists");
    case EIO:
        return tr("the disk reported an error");
    default:
        return qt_error_string(error);
    }
}

QString SafeFile::refusal(const QString &path, const QString &database)
{
    if (path.isEmpty())
        return tr("No file name was given.");
    if (const QString refused = DatabaseFiles::refusal(path, database); !refused.isEmpty())
        return refused;
    QString link = QFileInfo(path).absoluteFilePath();
    for (int hops = 0; hops < 40 && QFileInfo(link).isSymLink(); ++hops) {
        if (plantedLink(link))
            //: %1 is a symbolic link in a folder such as /tmp, made by another user
            return tr("%1 is a link another user made in a shared folder: choose another file.").arg(shown(link));
        const QFileInfo info(link);
        link = QDir::cleanPath(info.absoluteDir().filePath(info.symLinkTarget()));
    }
    const QString target = followLinks(path);
    struct stat info;
    if (::stat(native(target).constData(), &info) != 0)
        return QString();
    if (S_ISDIR(info.st_mode))
        //: %1 is the path of a folder given where a file was expected
        return tr("%1 is a folder: give a file name.").arg(shown(QFileInfo(path).absoluteFilePath()));
    if (!S_ISREG(info.st_mode))
        //: %1 is a path that names a device, a pipe or a socket
        return tr("%1 is not a regular file (a device, a pipe or a socket): choose another file.")
            .arg(shown(QFileInfo(path).absoluteFilePath()));
    // Renaming over a file needs only its folder's permission: one made read-only, or one this
    // user may not write, is not replaced behind its owner's back (root included).
    if ((info.st_mode & 0222) == 0 || ::access(native(target).constData(), W_OK) != 0)
        //: %1 is an existing file that cannot be written
        return tr("%1 is read-only: choose another file, or make it writable first.")
            .arg(shown(QFileInfo(path).absoluteFilePath()));
    return QString();
}

SafeFile::SafeFile(QString target, QString database)
    : m_given(std::move(target))
    , m_target(followLinks(m_given))
    , m_database(std::move(database))
{}

SafeFile::~SafeFile()
{
    discard();
}

void SafeFile::removeTemporaryOnSignal()
{
    for (int i = 0; i < 3; ++i) {
        struct sigaction current;
        if (::sigaction(Caught[i], nullptr, &current) != 0 || current.sa_handler == SIG_IGN ||
            current.sa_handler == removePending)
            continue;
        before[i] = current;
        struct sigaction mine = {};
        mine.sa_handler = removePending;
        sigemptyset(&mine.sa_mask);
        ::sigaction(Caught[i], &mine, nullptr);
    }
}

void SafeFile::setTemporary(const QString &path)
{
    withdraw(m_slot);
    m_slot = -1;
    m_temporary = path;
    if (!path.isEmpty())
        m_slot = publish(native(path));
}

bool SafeFile::open(QString *why)
{
    discard();
    if (const QString refused = refusal(m_given, m_database); !refused.isEmpty()) {
        *why = refused;
        return false;
    }
    struct stat info;
    m_exists = ::stat(native(m_target).constData(), &info) == 0;
    const QFileInfo target(m_target);
    // The temporary file is the target's name and ".part" (".XXXXXX.part" beside another write to the
    // same target under way), the target's name cut short when that and a journal's "-journal"
    // after it would not fit in a name (255 bytes).
    QString stem = target.fileName();
    while (QFile::encodeName(stem).size() > 255 - 12 - 8)
        stem.chop(stem.size() >= 2 && stem.back().isLowSurrogate() ? 2 : 1);
    const QString first = target.absoluteDir().filePath(stem + QStringLiteral(".part"));
    // Left by a write to this target that was killed outright (a signal removes its own): one still
    // being written by another program is younger, and left to it. One name looked at, not the
    // folder read: `export --all` writes thousands of files into one folder.
    struct stat left;
    if (::lstat(native(first).constData(), &left) == 0 && S_ISREG(left.st_mode) &&
        left.st_mtime < QDateTime::currentSecsSinceEpoch() - 600) {
        ::unlink(native(first).constData());
        ::unlink(native(first + QStringLiteral("-journal")).constData());
    }
    static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    for (int attempt = 0; attempt < 100; ++attempt) {
        QString name = first;
        if (attempt > 0) {
            QString tag;
            for (int i = 0; i < 6; ++i)
                tag += QLatin1Char(letters[QRandomGenerator::global()->bounded(62)]);
            name = target.absoluteDir().filePath(stem + QLatin1Char('.') + tag + QStringLiteral(".part"));
        }
        // A new file gets the permissions any new file gets (0666 less the
        // umask); a replaced one keeps its own.
        const int fd = ::open(native(name).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0) {
            if (errno == EEXIST)
                continue;
            *why = reason(errno);
            return false;
        }
        setTemporary(name);
        if (m_exists)
            ::fchmod(fd, info.st_mode & 07777);
        // Closed at once: the library that writes it opens it by name, and
        // a descriptor closed later would drop that library's locks.
        ::close(fd);
        return true;
    }
    *why = reason(EEXIST);
    return false;
}

void SafeFile::discard()
{
    if (m_temporary.isEmpty())
        return;
    ::unlink(native(m_temporary).constData());
    ::unlink(native(m_temporary + QStringLiteral("-journal")).constData());
    setTemporary(QString());
}

bool SafeFile::commit(QString *why, const std::function<bool(const QByteArray &)> &verify)
{
    return commitTo(why, verify, true);
}

bool SafeFile::commitAsNew(QString *why)
{
    return commitTo(why, {}, false);
}

bool SafeFile::commitTo(QString *why, const std::function<bool(const QByteArray &)> &verify, bool replace)
{
    if (m_temporary.isEmpty()) {
        *why = reason(ENOENT);
        return false;
    }
    const auto fail = [&](int error) {
        *why = reason(error);
        discard();
        return false;
    };
    const int fd = ::open(native(m_temporary).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return fail(errno);
    // On the disk before it takes the target's name: a crash then leaves the
    // old file or the new one, never a new name over missing blocks.
    if (::fsync(fd) != 0) {
        const int error = errno;
        ::close(fd);
        return fail(error);
    }
    if (verify) {
        QByteArray bytes;
        int error = 0;
        if (!readAll(fd, &bytes, &error)) {
            ::close(fd);
            return fail(error);
        }
        if (!verify(bytes)) {
            ::close(fd);
            *why = tr("the file on the disk is not what was written");
            discard();
            return false;
        }
    }
    if (::close(fd) != 0)
        return fail(errno);
    if (replace) {
        if (::rename(native(m_temporary).constData(), native(m_target).constData()) != 0)
            return fail(errno);
    } else if (::renameat2(AT_FDCWD, native(m_temporary).constData(), AT_FDCWD, native(m_target).constData(),
                           RENAME_NOREPLACE) != 0) {
        // A file system without it: a second name, which is never made over a file either.
        if (errno != EINVAL || ::link(native(m_temporary).constData(), native(m_target).constData()) != 0)
            return fail(errno);
        ::unlink(native(m_temporary).constData());
    }
    setTemporary(QString());
    // The rename itself on the disk.
    const int dir = ::open(native(QFileInfo(m_target).absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return true;
}

bool SafeFile::write(const QString &path, const QByteArray &bytes, QString *why, Check check,
                     const QString &database)
{
    SafeFile file(path, database);
    if (!file.open(why))
        return false;
    const int fd = ::open(native(file.temporaryPath()).constData(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd < 0) {
        *why = reason(errno);
        return false;
    }
    int error = 0;
    bool ok = writeAll(fd, bytes.constData(), bytes.size(), &error);
    struct stat info;
    if (ok && ::fstat(fd, &info) != 0) {
        error = errno;
        ok = false;
    }
    if (::close(fd) != 0 && ok) {
        error = errno;
        ok = false;
    }
    if (!ok) {
        *why = reason(error);
        return false;
    }
    if (info.st_size != bytes.size()) {
        //: %1 and %2 are numbers of bytes
        *why = tr("only %1 of %2 bytes reached the disk").arg(info.st_size).arg(bytes.size());
        return false;
    }
    if (check == Check::Size)
        return file.commit(why);
    return file.commit(why, [&bytes](const QByteArray &read) { return read == bytes; });
}

} // namespace tornei
