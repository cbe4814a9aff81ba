// Opening a database (GameStore::open): the checks of a file before SQLite
// touches it, how its maker is recognised, and the steps from a path to an
// open, current database. Part of GameStore (see gamestore_p.h).
#include "databasefiles.h"
#include "gamestore_p.h"
#include "migrations.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QThread>
#include <QtEndian>
#include <sys/statvfs.h>

namespace tornei {

using namespace storage;

namespace {

// The first 100 bytes of a file, or an empty array when it cannot be read.
QByteArray fileHeader(const QString &path, QString *problem)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = file.errorString();
        return {};
    }
    return file.read(100);
}

bool onReadOnlyFileSystem(const QString &path)
{
    struct statvfs info;
    return ::statvfs(QFile::encodeName(path).constData(), &info) == 0 && (info.f_flag & ST_RDONLY) != 0;
}

// Whether the disk holding `path` has less room than SQLite's working files need.
bool nearlyFull(const QString &path)
{
    struct statvfs info;
    return ::statvfs(QFile::encodeName(path).constData(), &info) == 0
           && static_cast<quint64>(info.f_bavail) * info.f_frsize < 64 * 1024;
}

bool isBusy(const StoreError &error)
{
    return (error.sqliteCode & 0xff) == 5 || (error.sqliteCode & 0xff) == 6;
}

// A write the disk refused: full (13), or an I/O error (10), which is what a -shm file that
// cannot grow gives.
bool cannotWrite(const StoreError &error)
{
    const int code = error.sqliteCode & 0xff;
    return code == 13 || code == 10;
}

} // namespace

std::optional<GameStore::OpenResult> GameStore::Private::checkHeader(const QString &absolute, StoreError *error)
{
    const QString shown = QDir::toNativeSeparators(absolute);
    // Recognised from the header before SQLite touches the file: a file that
    // is not ours, damaged or newer must stay exactly as it is. Unless SQLite
    // has it open in this process already (another connection, which
    // recognised it): reading it ourselves would drop that connection's locks.
    if (DatabaseFiles::isInUse(absolute))
        return std::nullopt;
    QString problem;
    const QByteArray header = fileHeader(absolute, &problem);
    if (!problem.isEmpty()) {
        setError(error, plainError(tr("Cannot read the database %1: %2").arg(shown, problem)));
        return OpenResult::Failed;
    }
    if (!isSqliteHeader(header)) {
        setError(error, StoreError{tr("The file %1 is not a Tornei database, or it is damaged. It was left as it "
                                      "is: restore a backup or start a new database.")
                                       .arg(shown),
                                   26});
        return OpenResult::Damaged;
    }
    const qint32 version = qFromBigEndian<qint32>(header.constData() + 60);
    const qint32 applicationId = qFromBigEndian<qint32>(header.constData() + 68);
    if (applicationId != 0 && applicationId != Migrations::ApplicationId) {
        setError(error, plainError(tr("The file %1 is a database of another program (application id %2), not "
                                      "a Tornei database. It was left as it is.")
                                       .arg(shown)
                                       .arg(applicationId)));
        return OpenResult::Failed;
    }
    if (version < 0 || (applicationId == 0 && version > 2) || (applicationId != 0 && version < 3)) {
        // Versions from 3 on carry our application id; before, only 1 and 2 existed.
        setError(error, plainError(tr("The file %1 is not a Tornei database: its version number %2 is not one "
                                      "that Tornei Companion ever wrote. It was left as it is.")
                                       .arg(shown)
                                       .arg(version)));
        return OpenResult::Failed;
    }
    if (version > Migrations::Current) {
        setError(error, plainError(tr("The database %1 was made by a newer version of Tornei Companion (database "
                                      "version %2; this version reads up to %3). It was left as it is: update "
                                      "the app to open it.")
                                       .arg(shown)
                                       .arg(version)
                                       .arg(Migrations::Current)));
        return OpenResult::NewerVersion;
    }
    return std::nullopt;
}

std::optional<GameStore::Private::Owner> GameStore::Private::recognise(QSqlDatabase &db, int *version,
                                                                       StoreError *error)
{
    // Ours when every number and every table says so: the application id
    // (from version 3), the version, and the tables with the columns that
    // version has. A file that merely carries our id is another program's.
    *version = Migrations::userVersion(db, error);
    if (*version < 0 && error && error->isError())
        return std::nullopt;
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA application_id")) || !query.next()) {
        setError(error, StoreError::fromSql(query.lastError()));
        return std::nullopt;
    }
    const int applicationId = query.value(0).toInt();
    query.finish();
    StoreError failure;
    const QStringList tables = Migrations::tableShapes(db, &failure);
    if (failure.isError()) {
        setError(error, failure);
        return std::nullopt;
    }
    if (tables.isEmpty() && *version == 0 && applicationId == 0)
        return Owner::Empty;
    if (applicationId != 0 && applicationId != Migrations::ApplicationId)
        return Owner::Foreign;
    if ((applicationId == 0) != (*version == 1 || *version == 2))
        return Owner::Foreign;
    // A newer version's tables are not known here: its id and number say it.
    if (*version > Migrations::Current)
        return Owner::Ours;
    return tables == Migrations::expectedTableShapes(*version) ? Owner::Ours : Owner::Foreign;
}

// Opening a database, one named step after another; each step either lets
// the next one go on (nullopt) or ends the opening with the result open()
// returns, having said why. Nothing here writes to a file that is not ours,
// damaged or newer.
class GameStore::Opening
{
public:
    Opening(GameStore &store, const QString &path, StoreError *error)
        : m_store(store)
        , d(store.d.get())
        , m_error(error)
        , m_info(path)
        , m_absolute(m_info.absoluteFilePath())
        , m_shown(QDir::toNativeSeparators(m_absolute))
        , m_existed(m_info.exists() && m_info.size() > 0)
        // A write-ahead log we did not leave: a crash, or another program has
        // the file open. Either way the whole file is checked once.
        , m_walExisted(QFileInfo(m_absolute + QStringLiteral("-wal")).size() > 0)
    {}

    OpenResult run()
    {
        m_store.close();
        for (Step (Opening::*step)() :
             {&Opening::choosePlace, &Opening::connect, &Opening::recogniseOwner, &Opening::refuseOthers}) {
            if (const Step result = (this->*step)())
                return *result;
        }
        if (d->readOnly) {
            // Only read: nothing below may write.
            if (const Step result = refuseUnreadableVersion())
                return *result;
            d->version = m_version;
            return OpenResult::Ok;
        }
        for (Step (Opening::*step)() : {&Opening::createTables, &Opening::checkAfterCrash,
                                        &Opening::useWriteAheadLog, &Opening::update, &Opening::rebuildOutdated}) {
            if (const Step result = (this->*step)())
                return *result;
        }
        d->version = m_version;
        return OpenResult::Ok;
    }

private:
    using Step = std::optional<OpenResult>;

    // The folder made, the way of reading chosen (read-only where we may
    // not write), and the file's header checked before SQLite opens it.
    Step choosePlace()
    {
        if (!m_existed && !QDir().mkpath(m_info.absolutePath())) {
            setError(m_error, plainError(tr("Cannot create the folder %1 for the database.")
                                             .arg(QDir::toNativeSeparators(m_info.absolutePath()))));
            return OpenResult::Failed;
        }
        // Where nobody can write, the file is only read, without locks; where we
        // may not write, it is read through SQLite's read-only mode.
        m_readOnlyFs = onReadOnlyFileSystem(m_existed ? m_absolute : m_info.absolutePath());
        m_readOnly = m_readOnlyFs ||
                     (m_existed && (!m_info.isWritable() || !QFileInfo(m_info.absolutePath()).isWritable()));
        if (!m_existed && m_readOnly) {
            setError(m_error, plainError(tr("Cannot create the database %1: its folder is read-only.").arg(m_shown)));
            return OpenResult::Failed;
        }
        if (m_existed) {
            if (const std::optional<OpenResult> refused = Private::checkHeader(m_absolute, m_error))
                return *refused;
        }
        return std::nullopt;
    }

    // The connection, with its pragmas.
    Step connect()
    {
        // A file we may not write, with no log beside it, is read as it is, with
        // no lock and no -shm: SQLite cannot make one in a read-only folder, and
        // one made beside a read-only file would be left behind. With a log (a
        // program that may write is using it) SQLite's read-only mode reads that
        // program's log too.
        const bool logNow = QFileInfo::exists(m_absolute + QStringLiteral("-wal"));
        const Private::Access access = m_readOnlyFs || (m_readOnly && !logNow)
                                           ? Private::Access::Immutable
                                           : (m_readOnly ? Private::Access::ReadOnly : Private::Access::ReadWrite);
        if (!Private::connect(d->db, m_absolute, d->vfs, access, &m_failure)) {
            setError(m_error, m_failure);
            return OpenResult::Failed;
        }
        d->path = m_absolute;
        d->readOnly = m_readOnly;
        d->readOnlyReason = m_readOnlyFs ? tr("it is on a read-only disk") : tr("the file or its folder is read-only");
        // On a full disk, a database nobody else has open is read with the only lock on
        // it (see recogniseOwner()) before SQLite tries, and fails, to make its -shm file.
        m_full = m_existed && !m_readOnly && nearlyFull(m_info.absolutePath());
        m_setUp = setUp(m_full, m_full ? 0 : d->busyTimeout);
        return std::nullopt;
    }

    // Who made the file, read even where a full disk or a working file that
    // cannot be written stands in the way (then only to read it).
    Step recogniseOwner()
    {
        m_who = m_setUp ? readOwner() : std::nullopt;
        if (m_full && m_who && d->run(QStringLiteral("PRAGMA busy_timeout = %1").arg(d->busyTimeout), &m_failure)) {
            d->readOnly = true;
            d->readOnlyReason = tr("the disk is full");
        } else if (m_full) {
            // Another program has it open (its -shm is there): read it as usual.
            m_who.reset();
            Private::disconnect(d->db);
            if (!Private::connect(d->db, m_absolute, d->vfs, Private::Access::ReadWrite, &m_failure))
                return fail(OpenResult::Failed, m_failure);
            if (setUp(false, d->busyTimeout))
                m_who = readOwner();
        }
        if (!m_who && !d->readOnly && m_existed && cannotWrite(m_failure)) {
            // Every reader of a WAL database needs room for its -shm file: on a full disk a
            // database nobody has open cannot even be read. With the only lock on the file,
            // SQLite keeps that index in memory instead; nothing is written then.
            const StoreError first = m_failure;
            Private::disconnect(d->db);
            if (!Private::connect(d->db, m_absolute, d->vfs, Private::Access::ReadWrite, &m_failure))
                return fail(OpenResult::Failed, first);
            d->readOnly = true;
            d->readOnlyReason = nearlyFull(m_info.absolutePath())
                                    ? tr("the disk is full")
                                    : tr("its working files (-wal, -shm) cannot be written");
            if (!setUp(true, d->busyTimeout))
                return fail(OpenResult::Failed, first);
            m_who = readOwner();
            if (!m_who)
                return fail(OpenResult::Failed, isBusy(m_failure) ? m_failure : first);
        }
        if (!m_who)
            return fail(OpenResult::Failed, m_failure);
        return std::nullopt;
    }

    // Another program's database, or a newer version's, is left as it is.
    Step refuseOthers()
    {
        if (m_who.value_or(Private::Owner::Foreign) == Private::Owner::Foreign)
            return foreign();
        if (m_version > Migrations::Current) {
            return fail(OpenResult::NewerVersion,
                        plainError(tr("The database %1 was made by a newer version of Tornei Companion. It was left "
                                      "as it is: update the app to open it.")
                                       .arg(m_shown)));
        }
        return std::nullopt;
    }

    // A file only read must need no update.
    Step refuseUnreadableVersion()
    {
        if (m_who != Private::Owner::Ours || m_version < Migrations::OldestReadable) {
            return fail(OpenResult::Failed,
                        plainError(tr("The database %1 is read-only (%2) and needs an update to version %3 that "
                                      "cannot be written. It was left as it is.")
                                       .arg(m_shown, d->readOnlyReason)
                                       .arg(Migrations::Current)));
        }
        return std::nullopt;
    }

    // The tables of a new (empty) file.
    Step createTables()
    {
        if (m_who != Private::Owner::Empty)
            return std::nullopt;
        // Several programs may create the same new file at once: the one that
        // gets the write lock first creates the tables, the others find them.
        bool foreignNow = false;
        const bool ok = d->transaction(&m_failure, [&](StoreError *e) {
            const std::optional<Private::Owner> now = Private::recognise(d->db, &m_version, e);
            if (!now)
                return false;
            if (*now == Private::Owner::Foreign) {
                foreignNow = true;
                return false;
            }
            if (*now == Private::Owner::Empty) {
                if (!Migrations::create(d->db, Migrations::Current, e))
                    return false;
                m_version = Migrations::Current;
            }
            return true;
        });
        if (foreignNow)
            return foreign();
        if (!ok)
            return fail(OpenResult::Failed, m_failure);
        return std::nullopt;
    }

    // After an unclean shutdown (a log left behind), every page is checked.
    Step checkAfterCrash()
    {
        if (!m_walExisted || d->quickCheck(&m_failure))
            return std::nullopt;
        if (isBusy(m_failure) || !isDamage(m_failure))
            return fail(OpenResult::Failed, m_failure);
        m_failure.message = damageMessage(m_absolute, m_failure);
        return fail(OpenResult::Damaged, m_failure);
    }

    // Only now, with a file that is ours, the first write of an existing
    // file: the journal mode. Another program switching at the same moment
    // can make the switch report busy; what counts is the mode it leaves.
    Step useWriteAheadLog()
    {
        const QDeadlineTimer deadline(qMax(d->busyTimeout, 100));
        for (;;) {
            QString mode;
            {
                QSqlQuery wal(d->db);
                if (wal.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && wal.next())
                    mode = wal.value(0).toString();
                else
                    m_failure = StoreError::fromSql(wal.lastError());
            }
            if (mode.isEmpty()) {
                QSqlQuery current(d->db);
                if (current.exec(QStringLiteral("PRAGMA journal_mode")) && current.next())
                    mode = current.value(0).toString();
            }
            if (mode.compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0)
                return std::nullopt;
            if (!isBusy(m_failure) || deadline.hasExpired()) {
                if (m_failure.isError())
                    return fail(OpenResult::Failed, m_failure);
                return fail(OpenResult::Failed,
                            plainError(tr("The database %1 cannot use write-ahead logging (journal mode %2).")
                                           .arg(m_shown, mode)));
            }
            QThread::msleep(20);
            m_failure = StoreError{};
        }
    }

    // An older version's file: backed up, then updated in one transaction.
    // A current one: whether its daily backup is due.
    Step update()
    {
        if (m_version >= Migrations::Current) {
            if (m_existed) {
                // Made by the caller, not here: it reads the whole file (a third of a
                // second at 10,000 games), and the app makes it in the background.
                const QStringList all = backups(m_absolute);
                const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1);
                d->dailyBackupDue = all.isEmpty() || QFileInfo(all.first()).lastModified().toUTC() < dayAgo;
            }
            return std::nullopt;
        }
        if (!d->backup(QStringLiteral("before-v%1").arg(Migrations::Current), &m_failure)) {
            if (isBusy(m_failure) || isDamage(m_failure))
                return fail(OpenResult::Failed, m_failure);
            m_failure.message = tr("The database needs an update, but no backup could be made first, so it was "
                                   "not changed: %1")
                                    .arg(m_failure.message);
            return fail(OpenResult::Failed, m_failure);
        }
        const bool upgraded = d->transaction(&m_failure, [&](StoreError *e) { return migrate(e); });
        if (!upgraded) {
            if (isBusy(m_failure))
                return fail(OpenResult::Failed, m_failure);
            m_failure.message = tr("The database could not be updated to version %1, and was left as it was: %2")
                                    .arg(Migrations::Current)
                                    .arg(m_failure.message);
            return fail(OpenResult::Failed, m_failure);
        }
        m_version = Migrations::Current;
        return std::nullopt;
    }

    // The update itself, inside its transaction.
    bool migrate(StoreError *e)
    {
        // Another program may have updated the file meanwhile.
        const int from = Migrations::userVersion(d->db, e);
        if (from < 0)
            return false;
        if (from >= Migrations::Current)
            return true;
        if (!Migrations::upgrade(d->db, from, Migrations::Current, e))
            return false;
        if (from < 3 && !d->convertOldEntries(e))
            return false;
        if (!d->rekeyPlayers(e))
            return false;
        // Derived data is rebuilt from the entries by this version's engine.
        std::vector<qint64> ids;
        {
            QSqlQuery query(d->db);
            if (!query.exec(QStringLiteral("SELECT id FROM games"))) {
                *e = StoreError::fromSql(query.lastError());
                return false;
            }
            while (query.next())
                ids.push_back(query.value(0).toLongLong());
        }
        for (qint64 id : ids) {
            // Old versions kept no checksum: it is written now.
            const std::optional<Record> record = d->load(id, e, Private::Verify::None);
            if (!record || !d->refresh(id, *record, false, e))
                return false;
        }
        return true;
    }

    // Results cached by an older version of the rules are rebuilt now.
    Step rebuildOutdated()
    {
        if (!d->refreshOutdated(&m_failure))
            return fail(OpenResult::Failed, m_failure);
        return std::nullopt;
    }

    // Says why (busy, damaged, or the failure in a sentence naming the file) and closes.
    OpenResult fail(OpenResult result, StoreError e)
    {
        if (isBusy(e)) {
            result = OpenResult::Busy;
            e.message = tr("The database %1 is being used by another program, which did not let go of it within %2 "
                           "seconds. It was not changed: try again when the other program has finished.")
                            .arg(m_shown)
                            .arg(qMax(1, d->busyTimeout / 1000));
        } else if (isDamage(e) && result == OpenResult::Failed) {
            result = OpenResult::Damaged;
            e.message = damageMessage(m_absolute, e);
        } else if (result == OpenResult::Failed && !e.message.contains(m_shown)) {
            e.message = tr("Cannot open the database %1: %2").arg(m_shown, e.message);
        }
        setError(m_error, e);
        m_store.close();
        return result;
    }

    OpenResult foreign()
    {
        return fail(OpenResult::Failed,
                    plainError(tr("The file %1 is a database of another program, not a Tornei database. It was "
                                  "left as it is.")
                                   .arg(m_shown)));
    }

    // One PRAGMA per exec(); foreign_keys is ignored inside a transaction.
    // None of them writes to the file.
    bool setUp(bool exclusive, int busyTimeout)
    {
        QStringList pragmas{QStringLiteral("PRAGMA busy_timeout = %1").arg(busyTimeout),
                            QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("PRAGMA synchronous = FULL")};
        if (exclusive)
            pragmas.prepend(QStringLiteral("PRAGMA locking_mode = EXCLUSIVE"));
        for (const QString &pragma : pragmas) {
            if (!d->run(pragma, &m_failure))
                return false;
        }
        return true;
    }

    // One read transaction: a creator or an update in another program is
    // seen whole or not at all.
    std::optional<Private::Owner> readOwner()
    {
        if (!d->run(QStringLiteral("BEGIN"), &m_failure))
            return std::nullopt;
        const std::optional<Private::Owner> found = Private::recognise(d->db, &m_version, &m_failure);
        d->run(QStringLiteral("COMMIT"), nullptr);
        return found;
    }

    GameStore &m_store;
    Private *d;
    StoreError *m_error;
    const QFileInfo m_info;
    const QString m_absolute;
    const QString m_shown; // the path as the user reads it
    const bool m_existed;
    const bool m_walExisted;
    bool m_readOnlyFs = false;
    bool m_readOnly = false;
    bool m_full = false; // an existing file on a nearly full disk
    bool m_setUp = false;
    StoreError m_failure;
    int m_version = 0;
    std::optional<Private::Owner> m_who;
};

GameStore::OpenResult GameStore::open(const QString &path, StoreError *error)
{
    const OpenResult result = Opening(*this, path, error).run();
    d->events->restart();
    return result;
}

} // namespace tornei
