#include "recordfile.h"

#include "databasefiles.h"
#include "safefile.h"
#include "gamestore.h"
#include "record.h"
#include "recordformat.h"

#include <QDir>
#include <QFile>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tornei {

bool RecordFile::write(const Record &record, const QString &path, QString *error, bool *trimmed)
{
    const Record exported = GameRecords::exportable(record, trimmed);
    if (const QString refusal = SafeFile::refusal(path); !refusal.isEmpty()) {
        if (error)
            *error = refusal;
        return false;
    }
    QString why;
    if (!SafeFile::write(path, RecordFormat::write(exported), &why)) {
        if (error)
            //: %1 is a file, %2 why it could not be written
            *error = tr("%1: cannot write: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    }
    return true;
}

std::optional<QByteArray> RecordFile::read(const QString &path, QString *why, bool *unopened)
{
    if (unopened)
        *unopened = false;
    // Never our own database: opening and closing it here would drop SQLite's locks.
    if (const QString refusal = DatabaseFiles::refusal(path); !refusal.isEmpty()) {
        *why = refusal;
        return std::nullopt;
    }
    // Opened without waiting (a FIFO with no writer would block the open),
    // then asked what it is: the answer is about the file read, whatever
    // replaced the name in between.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        if (unopened)
            *unopened = true;
        *why = qt_error_string(errno);
        return std::nullopt;
    }
    struct stat info;
    if (::fstat(fd, &info) != 0) {
        *why = qt_error_string(errno);
        ::close(fd);
        return std::nullopt;
    }
    if (!S_ISREG(info.st_mode)) {
        ::close(fd);
        *why = S_ISDIR(info.st_mode)  ? tr("it is a folder, not a file")
               : S_ISFIFO(info.st_mode) ? tr("it is a pipe, not a file: a record is read from a file only")
                                        : tr("it is a device or a socket, not a file: a record is read from a file only");
        return std::nullopt;
    }
    // Checked before reading: a huge file is refused without loading it.
    if (info.st_size > RecordFormat::MaxFileBytes) {
        ::close(fd);
        *why = RecordFormat::tooLargeMessage(info.st_size);
        return std::nullopt;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    // At most one byte past the limit, should the file have grown since.
    QByteArray bytes;
    const qint64 most = RecordFormat::MaxFileBytes + 1;
    bytes.resize(most);
    qint64 got = 0;
    while (got < most) {
        const ssize_t n = ::read(fd, bytes.data() + got, static_cast<size_t>(most - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            *why = qt_error_string(errno);
            ::close(fd);
            return std::nullopt;
        }
        if (n == 0)
            break;
        got += n;
    }
    ::close(fd);
    bytes.truncate(got);
    if (got > RecordFormat::MaxFileBytes) {
        *why = RecordFormat::tooLargeMessage(got);
        return std::nullopt;
    }
    return bytes;
}

} // namespace tornei
