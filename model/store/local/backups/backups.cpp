#include "backups.h"

#include "databasefiles.h"
#include "filecheck.h"
#include "gamestore.h"
#include "migrations.h"
#include "safefile.h"
#include "storeconnection.h"
#include "storedrecords.h"
#include "storefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace tornei {

using namespace storage;

namespace {

QString backupName(const QString &dbPath, const QString &reason)
{
    const QFileInfo info(dbPath);
    QString name = info.completeBaseName() + QLatin1Char('-') +
                   QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    if (!reason.isEmpty())
        name += QLatin1Char('-') + reason;
    return QDir(Backups::directory(dbPath)).filePath(name + QStringLiteral(".sqlite"));
}

// Whether the file's header is a SQLite database's with this application's id.
bool isOurDatabase(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = file.read(72);
    if (header.size() < 72 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return false;
    const auto byte = [&header](int i) { return static_cast<quint32>(static_cast<unsigned char>(header[i])); };
    const quint32 id = byte(68) << 24 | byte(69) << 16 | byte(70) << 8 | byte(71);
    return id == static_cast<quint32>(Migrations::ApplicationId);
}

// Why VACUUM INTO could not write a backup, in the words a file write uses.
QString backupFailure(const StoreError &failure)
{
    // SQLITE_FULL, SQLITE_CANTOPEN, SQLITE_READONLY
    switch (failure.sqliteCode & 0xff) {
    case 13:
        return SafeFile::reason(ENOSPC);
    case 14:
    case 8:
        return SafeFile::reason(EACCES);
    default:
        return failure.detail.isEmpty() ? failure.message : failure.detail;
    }
}

// Whose the file at `path` is, read as it is on the disk (with the log a program using it keeps
// beside it), on `probe`, which stays open for more reads until closeProbe().
std::optional<StoreFile::Owner> recogniseAsItIs(StoreConnection &probe, const QString &path, int *version,
                                                StoreError *error)
{
    const StoreFile::Access access = QFileInfo::exists(path + QStringLiteral("-wal")) ? StoreFile::Access::ReadOnly
                                                                                     : StoreFile::Access::Immutable;
    if (!StoreFile::connect(probe.db, path, QString(), access, error) || !probe.run(QStringLiteral("BEGIN"), error))
        return std::nullopt;
    const std::optional<StoreFile::Owner> owner = StoreFile::recognise(probe.db, version, error);
    probe.run(QStringLiteral("COMMIT"), nullptr);
    return owner;
}

void closeProbe(StoreConnection &probe)
{
    probe.clearStatements();
    if (probe.db.isValid())
        StoreFile::disconnect(probe.db);
}

} // namespace

Backups::Backups(StoreConnection &connection, const GameStore &store)
    : m_connection(connection)
    , m_store(store)
{}

bool Backups::make(const StoreConnection &connection, const QString &path, const QString &reason, StoreError *error,
                   bool checked)
{
    // A backup of a damaged file would push a good backup out.
    if (!checked && !StoreFile::integrityCheck(connection, error))
        return false;
    const QString dir = directory(path);
    if (!QDir().mkpath(dir)) {
        setError(error, plainError(tr("Cannot create the backup folder %1.").arg(QDir::toNativeSeparators(dir))));
        return false;
    }
    const QString target = backupName(path, reason);
    // Written under another name first (SafeFile): a backup interrupted
    // half-way must never be taken for a backup.
    SafeFile part(target, path);
    QString why;
    // Left by a backup that was interrupted (the app killed, the disk full);
    // one another program is writing right now is younger, and left to it.
    const QDir backupDir(dir);
    const QDateTime staleBefore = QDateTime::currentDateTimeUtc().addSecs(-600);
    // SQLite writes a -journal beside the temporary file while it makes it.
    const QString base = QFileInfo(path).completeBaseName();
    for (const QFileInfo &stale :
         backupDir.entryInfoList({base + QStringLiteral("-*.sqlite.part"), base + QStringLiteral("-*.sqlite.part-journal"),
                                  base + QStringLiteral("-*.sqlite.*.part"),
                                  base + QStringLiteral("-*.sqlite.*.part-journal")},
                                 QDir::Files)) {
        if (stale.lastModified().toUTC() < staleBefore)
            QFile::remove(stale.absoluteFilePath());
    }
    if (!part.open(&why)) {
        //: %1 is the backup's file, %2 why it cannot be written
        setError(error, plainError(tr("Cannot write the backup %1: %2").arg(QDir::toNativeSeparators(target), why)));
        return false;
    }
    QSqlQuery query(connection.db);
    if (!connection.prepare(query, QStringLiteral("VACUUM INTO ?"), error))
        return false;
    query.addBindValue(part.temporaryPath());
    StoreError failure;
    if (!connection.exec(query, &failure)) {
        failure.message = tr("Cannot write the backup %1: %2").arg(QDir::toNativeSeparators(target), backupFailure(failure));
        setError(error, failure);
        return false;
    }
    query.finish();
    if (!part.commit(&why)) {
        setError(error, plainError(tr("Cannot write the backup %1: %2").arg(QDir::toNativeSeparators(target), why)));
        return false;
    }
    // The oldest go beyond the newest Kept, but never the one made before an upgrade (the version
    // before it, which a later backup cannot give back), nor a file under such a name that is not
    // one of ours by its header (the user's own).
    qsizetype kept = 0;
    for (const QString &backup : list(path)) {
        if (QFileInfo(backup).completeBaseName().contains(QLatin1String("-before-v")) || !isOurDatabase(backup))
            continue;
        if (++kept > Kept)
            QFile::remove(backup);
    }
    return true;
}

bool Backups::verifyAll(const StoreConnection &connection, StoreError *error)
{
    if (!StoreFile::integrityCheck(connection, error))
        return false;
    if (!connection.run(QStringLiteral("BEGIN"), error))
        return false;
    const auto done = qScopeGuard([&connection] { connection.run(QStringLiteral("COMMIT"), nullptr); });
    std::vector<qint64> games;
    {
        QSqlQuery query(connection.db);
        if (!query.exec(QStringLiteral("SELECT id FROM games ORDER BY id"))) {
            setError(error, StoreError::fromSql(query.lastError()));
            return false;
        }
        while (query.next())
            games.push_back(query.value(0).toLongLong());
        if (query.lastError().isValid()) {
            setError(error, StoreError::fromSql(query.lastError()));
            return false;
        }
    }
    return StoredRecords(connection).verifyGames(games, error);
}

QString Backups::directory(const QString &dbPath)
{
    return QFileInfo(dbPath).absoluteDir().filePath(QStringLiteral("backups"));
}

QStringList Backups::list(const QString &dbPath)
{
    const QDir dir(directory(dbPath));
    const QString base = QFileInfo(dbPath).completeBaseName();
    QFileInfoList found = dir.entryInfoList({base + QStringLiteral("-*.sqlite")}, QDir::Files);
    std::sort(found.begin(), found.end(), [](const QFileInfo &a, const QFileInfo &b) {
        const QDateTime ta = a.lastModified();
        const QDateTime tb = b.lastModified();
        return ta != tb ? ta > tb : a.fileName() > b.fileName();
    });
    QStringList result;
    for (const QFileInfo &info : found)
        result << info.absoluteFilePath();
    return result;
}

bool Backups::lostItsGames(const QString &dbPath, StoreError *error)
{
    const QFileInfo info(dbPath);
    if (!info.isFile() || info.size() != 0)
        return false;
    const QStringList backups = list(dbPath);
    if (backups.isEmpty())
        return false;
    //: %1 is the database file, %2 the latest backup
    setError(error, StoreError{tr("The database %1 is empty (0 bytes), but it has backups: it lost its games. It was "
                                  "left as it is: restore the latest backup, %2.")
                                   .arg(QDir::toNativeSeparators(info.absoluteFilePath()),
                                        QDir::toNativeSeparators(backups.first())),
                               26});
    return true;
}

bool Backups::copyTo(const QString &dbPath, const QString &dest, StoreError *error)
{
    if (const QString refusal = SafeFile::refusal(dest, dbPath); !refusal.isEmpty()) {
        setError(error, plainError(refusal));
        return false;
    }
    if (lostItsGames(dbPath, error))
        return false;
    if (!QFileInfo(dbPath).isFile() || QFileInfo(dbPath).size() == 0) {
        setError(error, plainError(tr("There is no database at %1.").arg(QDir::toNativeSeparators(dbPath))));
        return false;
    }
    // Read only if it is a database of ours SQLite may touch: another program's file, a newer
    // version's or one cut short is said as an open says it.
    if (StoreError refused; StoreFile::checkHeader(QFileInfo(dbPath).absoluteFilePath(), &refused)) {
        setError(error, StoreError{tr("No backup was written. %1").arg(refused.message), refused.sqliteCode,
                                   refused.detail});
        return false;
    }
    if (QFileInfo::exists(dest) || QFileInfo(dest).isSymLink()) {
        setError(
            error,
            plainError(
                tr("%1 already exists; choose a new file name for the backup.").arg(QDir::toNativeSeparators(dest))));
        return false;
    }
    // A folder that is not there is not made (as for an export): a failed backup leaves nothing.
    const QString shownDest = QDir::toNativeSeparators(QFileInfo(dest).absoluteFilePath());
    SafeFile part(QFileInfo(dest).absoluteFilePath(), dbPath);
    QString why;
    if (!part.open(&why)) {
        setError(error, plainError(tr("Cannot write the backup %1: %2").arg(shownDest, why)));
        return false;
    }
    // A backup only reads the database. When a program has it open (its
    // -wal is there), read-only beside that program. Else no log is made for
    // the backup to leave behind: in a folder that cannot be written nothing
    // else can change the file, and it is read as it is on the disk; in one
    // that can, it is locked for the copy's time, which keeps the log index
    // in memory (no -shm) and removes the empty -wal at the end, also when
    // the disk is full.
    const QString source = QFileInfo(dbPath).absoluteFilePath();
    const bool logged = QFileInfo::exists(source + QStringLiteral("-wal"));
    const bool folderWritable = ::access(QFile::encodeName(QFileInfo(source).absolutePath()).constData(), W_OK) == 0;
    const StoreFile::Access access =
        logged ? StoreFile::Access::ReadOnly
               : (folderWritable ? StoreFile::Access::ReadWrite : StoreFile::Access::Immutable);
    StoreConnection copy;
    if (!StoreFile::connect(copy.db, source, QString(), access, error))
        return false;
    StoreError failure;
    bool ok = copy.run(QStringLiteral("PRAGMA busy_timeout = 5000"), &failure) &&
              (access != StoreFile::Access::ReadWrite ||
               copy.run(QStringLiteral("PRAGMA locking_mode = EXCLUSIVE"), &failure));
    // Checked as an export checks it: a copy of another program's tables or of a damaged file
    // would be a backup that cannot be restored.
    if (ok && (ok = copy.run(QStringLiteral("BEGIN"), &failure))) {
        int version = 0;
        const std::optional<StoreFile::Owner> owner = StoreFile::recognise(copy.db, &version, &failure);
        copy.run(QStringLiteral("COMMIT"), nullptr);
        ok = owner.has_value();
        if (!ok && GameStore::isDamage(failure))
            failure.message = GameStore::damageMessage(source, failure);
        if (ok && *owner == StoreFile::Owner::Foreign) {
            failure = plainError(tr("%1 is not a Tornei database (its tables are another program's); no backup was "
                                    "written.")
                                     .arg(QDir::toNativeSeparators(source)));
            ok = false;
        } else if (ok && *owner == StoreFile::Owner::Unreleased) {
            failure = plainError(StoreFile::unreleasedMessage(QDir::toNativeSeparators(source), version));
            ok = false;
        }
    }
    if (ok && !StoreFile::integrityCheck(copy, &failure)) {
        failure.message = GameStore::damageMessage(source, failure);
        ok = false;
    }
    if (ok) {
        QSqlQuery query(copy.db);
        ok = copy.prepare(query, QStringLiteral("VACUUM INTO ?"), &failure);
        if (ok) {
            query.addBindValue(part.temporaryPath());
            ok = copy.exec(query, &failure);
            if (!ok)
                failure.message = tr("Cannot write the backup %1: %2").arg(shownDest, backupFailure(failure));
        }
    }
    copy.clearStatements();
    StoreFile::disconnect(copy.db);
    // Never over a file that took the name while the backup was made.
    if (ok && !part.commitAsNew(&why)) {
        failure = plainError(tr("Cannot write the backup %1: %2").arg(shownDest, why));
        ok = false;
    }
    if (!ok)
        setError(error, failure);
    return ok;
}

bool Backups::dailyDue() const
{
    return m_store.isOpen() && m_dailyDue;
}

bool Backups::checkFile(const QString &dbPath, bool dailyBackup, StoreError *error, QString *notice)
{
    FileCheck check(dbPath);
    const FileCheck::Result result = check.run(dailyBackup, error);
    if (notice)
        *notice = check.notice();
    return result == FileCheck::Result::Whole || result == FileCheck::Result::Rebuilt;
}

bool Backups::makeNow(StoreError *error)
{
    if (!m_store.isOpen()) {
        setError(error, StoreError::noDatabase());
        return false;
    }
    return make(m_connection, m_store.path(), QStringLiteral("manual"), error);
}

bool Backups::restore(const QString &backup, const QString &dbPath, StoreError *error, QString *replacedAs)
{
    // The backup must be a healthy database of ours that this version can
    // open, checked as thoroughly as an open checks, before anything moves.
    const QString source = QFileInfo(backup).absoluteFilePath();
    const QString shownSource = QDir::toNativeSeparators(source);
    if (!QFileInfo(source).isFile()) {
        setError(error, plainError(tr("%1 is not a file; nothing was restored.").arg(shownSource)));
        return false;
    }
    if (source == QFileInfo(dbPath).absoluteFilePath() || DatabaseFiles::isInUse(source)) {
        setError(error, plainError(tr("%1 is the database itself; nothing was restored.").arg(shownSource)));
        return false;
    }
    StoreError refusal;
    if (StoreFile::checkHeader(source, &refusal)) {
        //: %1 says why the file cannot be used
        setError(error,
                 StoreError{tr("Nothing was restored. %1").arg(refusal.message), refusal.sqliteCode, refusal.detail});
        return false;
    }
    {
        StoreConnection probe;
        StoreError failure;
        // Nothing writes to a backup.
        int version = 0;
        const std::optional<StoreFile::Owner> owner = recogniseAsItIs(probe, source, &version, &failure);
        bool ok = owner.has_value();
        const bool ours = ok && *owner == StoreFile::Owner::Ours;
        if (ours && version <= Migrations::Current)
            ok = version == Migrations::Current ? verifyAll(probe, &failure) : StoreFile::integrityCheck(probe, &failure);
        closeProbe(probe);
        if (ok && *owner == StoreFile::Owner::Unreleased) {
            setError(error, plainError(tr("%1 was made by a development build of Tornei Companion that was never "
                                          "released; nothing was restored.")
                                           .arg(shownSource)));
            return false;
        }
        if (ok && !ours) {
            setError(error, plainError(tr("%1 is not a Tornei database (its tables are another program's); nothing "
                                          "was restored.")
                                           .arg(shownSource)));
            return false;
        }
        if (ok && version > Migrations::Current) {
            setError(
                error,
                plainError(
                    tr("%1 was made by a newer version of Tornei Companion; nothing was restored.").arg(shownSource)));
            return false;
        }
        if (!ok) {
            const QString found = failure.detail.isEmpty() ? failure.clause() : failure.detail;
            //: %1 is the file, %2 what was found
            setError(error, StoreError{tr("%1 cannot be used (%2); nothing was restored.").arg(shownSource, found),
                                       failure.sqliteCode, failure.detail});
            return false;
        }
    }
    const QString target = QFileInfo(dbPath).absoluteFilePath();
    const QString shownTarget = QDir::toNativeSeparators(target);
    // A program using the database would go on writing to the file moved aside.
    const auto inUse = [&] {
        if (!DatabaseFiles::isInUse(target) && !DatabaseFiles::isOpenElsewhere(target))
            return false;
        setError(error, plainError(tr("%1 is in use by another program (Tornei Companion or tornei-cli): close it "
                                      "there first; nothing was restored.")
                                       .arg(shownTarget)));
        return true;
    };
    if (inUse())
        return false;
    // Put in place of a link, the backup would replace the link and leave the database it names as it was.
    if (QFileInfo(target).isSymLink()) {
        //: %1 is a symbolic link given as the database, %2 the file it names
        setError(error, plainError(tr("%1 is a link to %2: restore into that file itself; nothing was restored.")
                                       .arg(shownTarget, QDir::toNativeSeparators(QFileInfo(target).symLinkTarget()))));
        return false;
    }
    // What is replaced must be a database of ours, or one too damaged to tell: never another
    // program's file, nor a newer version's.
    if (QFileInfo::exists(target)) {
        StoreError refused;
        const std::optional<GameStore::OpenResult> header = StoreFile::checkHeader(target, &refused);
        if (header && *header != GameStore::OpenResult::Damaged) {
            setError(error, StoreError{tr("Nothing was restored. %1").arg(refused.message), refused.sqliteCode,
                                       refused.detail});
            return false;
        }
        if (!header) {
            StoreConnection probe;
            int version = 0;
            const std::optional<StoreFile::Owner> owner = recogniseAsItIs(probe, target, &version, nullptr);
            closeProbe(probe);
            if (owner == StoreFile::Owner::Foreign) {
                setError(error, plainError(tr("%1 is not a Tornei database (its tables are another program's); "
                                              "nothing was restored.")
                                               .arg(shownTarget)));
                return false;
            }
            if (owner == StoreFile::Owner::Unreleased) {
                setError(error, plainError(tr("Nothing was restored. %1").arg(StoreFile::unreleasedMessage(shownTarget, version))));
                return false;
            }
        }
    }
    // A database made read-only was made so on purpose (an archived season):
    // replacing it in its folder would undo that, whoever runs the command.
    if (QFileInfo::exists(target) &&
        !(QFileInfo(target).permissions() & (QFileDevice::WriteOwner | QFileDevice::WriteGroup | QFileDevice::WriteOther))) {
        setError(error, plainError(tr("%1 is read-only; nothing was restored. Make it writable first to replace it.")
                                       .arg(QDir::toNativeSeparators(target))));
        return false;
    }
    if (!QDir().mkpath(QFileInfo(target).absolutePath())) {
        setError(
            error,
            plainError(
                tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(QFileInfo(target).absolutePath()))));
        return false;
    }
    const QString incoming = target + QStringLiteral(".restoring");
    QFile::remove(incoming);
    // The copy on the disk, whole, before it takes the database's name.
    const auto synced = [&] {
        QFile copied(incoming);
        if (!copied.open(QIODevice::ReadOnly) || copied.size() != QFileInfo(source).size())
            return false;
        return ::fsync(copied.handle()) == 0;
    };
    if (!QFile::copy(backup, incoming) || !synced()) {
        QFile::remove(incoming);
        setError(error, plainError(tr("Cannot copy %1 beside the database (is the disk full or read-only?).")
                                       .arg(QDir::toNativeSeparators(backup))));
        return false;
    }
    // Opened meanwhile, while the backup was copied?
    if (inUse()) {
        QFile::remove(incoming);
        return false;
    }
    QString aside;
    if (QFileInfo::exists(target)) {
        aside = target + QStringLiteral(".replaced-") +
                QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        int n = 1;
        while (QFileInfo::exists(aside))
            aside = target + QStringLiteral(".replaced-") +
                    QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")) +
                    QStringLiteral("-%1").arg(++n);
        // The replaced file gets its second name first and keeps the first until the backup is
        // renamed over it (one step on the disk): the path never names no database, even when the
        // process dies in between (then it is still the old one).
        if (::link(QFile::encodeName(target).constData(), QFile::encodeName(aside).constData()) != 0) {
            QFile::remove(incoming);
            setError(
                error,
                plainError(tr("Cannot move %1 aside; nothing was changed.").arg(QDir::toNativeSeparators(target))));
            return false;
        }
        // Its write-ahead log goes with it under its new name: left beside the backup, it would be
        // played into it.
        for (const char *suffix : {"-wal", "-shm"}) {
            const QString side = target + QLatin1String(suffix);
            if (QFileInfo::exists(side))
                QFile::rename(side, aside + QLatin1String(suffix));
        }
    }
    if (::rename(QFile::encodeName(incoming).constData(), QFile::encodeName(target).constData()) != 0) {
        if (!aside.isEmpty()) {
            for (const char *suffix : {"-wal", "-shm"}) {
                if (QFileInfo::exists(aside + QLatin1String(suffix)))
                    QFile::rename(aside + QLatin1String(suffix), target + QLatin1String(suffix));
            }
            ::unlink(QFile::encodeName(aside).constData()); // the old file's second name alone
        }
        QFile::remove(incoming);
        setError(error, plainError(tr("Cannot put the backup in place of %1; nothing was changed.")
                                       .arg(QDir::toNativeSeparators(target))));
        return false;
    }
    // The renames themselves on the disk.
    if (const int dir = ::open(QFile::encodeName(QFileInfo(target).absolutePath()).constData(),
                               O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    if (replacedAs)
        *replacedAs = aside;
    return true;
}

} // namespace tornei
