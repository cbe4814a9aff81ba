// Opening a database (GameStore::open): the checks of a file before SQLite
// touches it, how its maker is recognised, and the steps from a path to an
// open, current database. Part of GameStore.
#include "cluboutbox.h"
#include "gameresults.h"
#include "gamestore.h"
#include "migrations.h"
#include "storeconnection.h"
#include "storedrecords.h"
#include "storefile.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <sys/statvfs.h>

namespace tornei {

using namespace storage;

namespace {

// Games rated per transaction when a file is opened with games waiting to be rated.
constexpr int RatedAtOpening = 500;

bool onReadOnlyFileSystem(const QString &path)
{
    struct statvfs info;
    return ::statvfs(QFile::encodeName(path).constData(), &info) == 0 && (info.f_flag & ST_RDONLY) != 0;
}

// Whether the disk holding `path` has less room than SQLite's working files need.
bool nearlyFull(const QString &path)
{
    struct statvfs info;
    return ::statvfs(QFile::encodeName(path).constData(), &info) == 0 &&
           static_cast<quint64>(info.f_bavail) * info.f_frsize < 64 * 1024;
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

// Opening a database, one named step after another; each step either lets
// the next one go on (nullopt) or ends the opening with the result open()
// returns, having said why. Nothing here writes to a file that is not ours,
// damaged or newer.
class GameStore::Opening
{
public:
    Opening(GameStore &store, const QString &path, StoreError *error)
        : m_store(store)
        , m_connection(*store.m_connection)
        , m_error(error)
        , m_info(path)
        , m_absolute(m_info.absoluteFilePath())
        , m_shown(QDir::toNativeSeparators(m_absolute))
        , m_existed(m_info.exists() && m_info.size() > 0)
        , m_empty(m_info.exists() && m_info.size() == 0)
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
        if (m_connection.readOnly) {
            // Only read: nothing below may write.
            if (const Step result = refuseUnreadableVersion())
                return *result;
            m_store.m_version = m_version;
            return OpenResult::Ok;
        }
        for (Step (Opening::*step)() : {&Opening::createTables, &Opening::checkAfterCrash, &Opening::useWriteAheadLog,
                                        &Opening::update, &Opening::rebuildOutdated, &Opening::rateWaiting}) {
            if (const Step result = (this->*step)())
                return *result;
        }
        m_store.m_version = m_version;
        return OpenResult::Ok;
    }

private:
    using Step = std::optional<OpenResult>;

    // The folder made, the way of reading chosen (read-only where we may
    // not write), and the file's header checked before SQLite opens it.
    Step choosePlace()
    {
        // An empty file with backups beside it is a database that lost its
        // contents (cut to nothing by a copy, a sync or a full disk), not a
        // new one: made new, it would look like a database without games
        // while the backups hold them. Only where nothing else is there is it
        // a new database.
        if (m_empty && Backups::lostItsGames(m_absolute, m_error))
            return OpenResult::Damaged;
        if (!m_existed && !QDir().mkpath(m_info.absolutePath())) {
            setError(m_error, plainError(tr("Cannot create the folder %1 for the database.")
                                             .arg(QDir::toNativeSeparators(m_info.absolutePath()))));
            return OpenResult::Failed;
        }
        // Where nobody can write, the file is only read, without locks; where we
        // may not write, it is read through SQLite's read-only mode.
        m_readOnlyFs = onReadOnlyFileSystem(m_existed ? m_absolute : m_info.absolutePath());
        m_readOnly =
            m_readOnlyFs || (m_existed && (!m_info.isWritable() || !QFileInfo(m_info.absolutePath()).isWritable()));
        if (!m_existed && m_readOnly) {
            setError(m_error, plainError(tr("Cannot create the database %1: its folder is read-only.").arg(m_shown)));
            return OpenResult::Failed;
        }
        if (m_existed) {
            if (const std::optional<OpenResult> refused = StoreFile::checkHeader(m_absolute, m_error))
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
        const StoreFile::Access access =
            m_readOnlyFs || (m_readOnly && !logNow)
                ? StoreFile::Access::Immutable
                : (m_readOnly ? StoreFile::Access::ReadOnly : StoreFile::Access::ReadWrite);
        if (!StoreFile::connect(m_connection.db, m_absolute, m_store.m_vfs, access, &m_failure)) {
            setError(m_error, m_failure);
            return OpenResult::Failed;
        }
        m_store.m_path = m_absolute;
        m_connection.readOnly = m_readOnly;
        m_connection.readOnlyReason =
            m_readOnlyFs ? tr("it is on a read-only disk") : tr("the file or its folder is read-only");
        // On a full disk, a database nobody else has open is read with the only lock on
        // it (see recogniseOwner()) before SQLite tries, and fails, to make its -shm file.
        m_full = m_existed && !m_readOnly && nearlyFull(m_info.absolutePath());
        m_setUp = setUp(m_full, m_full ? 0 : m_store.m_busyTimeout);
        return std::nullopt;
    }

    // Who made the file, read even where a full disk or a working file that
    // cannot be written stands in the way (then only to read it).
    Step recogniseOwner()
    {
        m_who = m_setUp ? readOwner() : std::nullopt;
        if (m_full && m_who &&
            m_connection.run(QStringLiteral("PRAGMA busy_timeout = %1").arg(m_store.m_busyTimeout), &m_failure)) {
            m_connection.readOnly = true;
            m_connection.readOnlyReason = tr("the disk is full");
        } else if (m_full) {
            // Another program has it open (its -shm is there): read it as usual.
            m_who.reset();
            StoreFile::disconnect(m_connection.db);
            if (!StoreFile::connect(m_connection.db, m_absolute, m_store.m_vfs, StoreFile::Access::ReadWrite,
                                    &m_failure))
                return fail(OpenResult::Failed, m_failure);
            if (setUp(false, m_store.m_busyTimeout))
                m_who = readOwner();
        }
        if (!m_who && !m_connection.readOnly && m_existed && cannotWrite(m_failure)) {
            // Every reader of a WAL database needs room for its -shm file: on a full disk a
            // database nobody has open cannot even be read. With the only lock on the file,
            // SQLite keeps that index in memory instead; nothing is written then.
            const StoreError first = m_failure;
            StoreFile::disconnect(m_connection.db);
            if (!StoreFile::connect(m_connection.db, m_absolute, m_store.m_vfs, StoreFile::Access::ReadWrite,
                                    &m_failure))
                return fail(OpenResult::Failed, first);
            m_connection.readOnly = true;
            m_connection.readOnlyReason = nearlyFull(m_info.absolutePath())
                                              ? tr("the disk is full")
                                              : tr("its working files (-wal, -shm) cannot be written");
            if (!setUp(true, m_store.m_busyTimeout))
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
        if (m_who.value_or(StoreFile::Owner::Foreign) == StoreFile::Owner::Foreign)
            return foreign();
        if (m_who == StoreFile::Owner::Unreleased)
            return fail(OpenResult::Failed, plainError(StoreFile::unreleasedMessage(m_shown, m_version)));
        if (m_version > Migrations::Current) {
            return fail(OpenResult::NewerVersion,
                        plainError(tr("The database %1 was made by a newer version of Tornei Companion. It was left "
                                      "as it is: update the app to open it.")
                                       .arg(m_shown)));
        }
        return std::nullopt;
    }

    // A file only read must need no update: a 0.1.0 file is left as it is,
    // with this message, rather than read through tables it does not have.
    Step refuseUnreadableVersion()
    {
        if (m_who != StoreFile::Owner::Ours || m_version != Migrations::Current) {
            return fail(OpenResult::Failed,
                        plainError(tr("The database %1 is read-only (%2) and needs an update to version %3 that "
                                      "cannot be written. It was left as it is.")
                                       .arg(m_shown, m_connection.readOnlyReason)
                                       .arg(Migrations::Current)));
        }
        return std::nullopt;
    }

    // The tables of a new (empty) file.
    Step createTables()
    {
        if (m_who != StoreFile::Owner::Empty)
            return std::nullopt;
        // Several programs may create the same new file at once: the one that
        // gets the write lock first creates the tables, the others find them.
        bool foreignNow = false;
        const bool ok = m_connection.transaction(&m_failure, [&](StoreError *e) {
            const std::optional<StoreFile::Owner> now = StoreFile::recognise(m_connection.db, &m_version, e);
            if (!now)
                return false;
            if (*now == StoreFile::Owner::Foreign) {
                foreignNow = true;
                return false;
            }
            if (*now == StoreFile::Owner::Empty) {
                if (!Migrations::create(m_connection.db, e))
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

    // After an unclean shutdown (a log left behind), every page and index is checked.
    Step checkAfterCrash()
    {
        if (!m_walExisted || StoreFile::integrityCheck(m_connection, &m_failure))
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
        const QDeadlineTimer deadline(qMax(m_store.m_busyTimeout, 100));
        for (;;) {
            QString mode;
            {
                QSqlQuery wal(m_connection.db);
                if (wal.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && wal.next())
                    mode = wal.value(0).toString();
                else
                    m_failure = StoreError::fromSql(wal.lastError());
            }
            if (mode.isEmpty()) {
                QSqlQuery current(m_connection.db);
                if (current.exec(QStringLiteral("PRAGMA journal_mode")) && current.next())
                    mode = current.value(0).toString();
            }
            if (mode.compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0)
                return std::nullopt;
            if (!isBusy(m_failure) || deadline.hasExpired()) {
                if (m_failure.isError())
                    return fail(OpenResult::Failed, m_failure);
                return fail(
                    OpenResult::Failed,
                    plainError(
                        tr("The database %1 cannot use write-ahead logging (journal mode %2).").arg(m_shown, mode)));
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
                const QStringList all = Backups::list(m_absolute);
                const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1);
                m_store.m_backups.m_dailyDue = all.isEmpty() || QFileInfo(all.first()).lastModified().toUTC() < dayAgo;
            }
            return std::nullopt;
        }
        if (!Backups::make(m_connection, m_store.m_path, QStringLiteral("before-v%1").arg(Migrations::Current),
                           &m_failure)) {
            if (isBusy(m_failure) || isDamage(m_failure))
                return fail(OpenResult::Failed, m_failure);
            m_failure.message = tr("The database needs an update, but no backup could be made first, so it was "
                                   "not changed: %1")
                                    .arg(m_failure.message);
            return fail(OpenResult::Failed, m_failure);
        }
        const bool upgraded = m_connection.transaction(&m_failure, [&](StoreError *e) { return migrate(e); });
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
        const int from = Migrations::userVersion(m_connection.db, e);
        if (from < 0)
            return false;
        if (from >= Migrations::Current)
            return true;
        // Only a 0.1.0 file gets here (recogniseOwner() and refuseOthers()).
        if (from != Migrations::Released010) {
            *e = plainError(StoreFile::unreleasedMessage(m_shown, from));
            return false;
        }
        const auto convertEntries = [this](StoreError *ce) {
            return m_store.m_records.convertOldEntries(ce);
        };
        if (!Migrations::upgradeFrom010(m_connection.db, convertEntries, e))
            return false;
        // Players are matched by this version's keys.
        if (!m_store.m_players.rekeyPlayers(e))
            return false;
        // Derived data is rebuilt from the entries by this version's engine.
        std::vector<qint64> ids;
        {
            QSqlQuery query(m_connection.db);
            if (!query.exec(QStringLiteral("SELECT id FROM games"))) {
                *e = StoreError::fromSql(query.lastError());
                return false;
            }
            while (query.next())
                ids.push_back(query.value(0).toLongLong());
        }
        for (qint64 id : ids) {
            // As an import would: the game's rows, totals, figures and checksum
            // made by this version's engine (the ratings follow from them).
            const std::optional<Record> record = m_store.m_reader->load(id, e, StoredRecords::Verify::None);
            if (!record || !m_store.m_results->refresh(id, *record, false, e))
                return false;
        }
        return true;
    }

    // Games a sync stored and could not rate before it was stopped (see
    // ClubOutbox::deferRatings) are rated now, a part per transaction, so
    // that the ratings are read from the file again. Left waiting if that
    // fails: they are rated from the games when read until then.
    Step rateWaiting()
    {
        for (;;) {
            StoreError ignored;
            const std::optional<bool> done = m_store.club().rateDeferred(RatedAtOpening, &ignored);
            if (!done || *done)
                return std::nullopt;
        }
    }

    // Results cached by an older version of the rules are rebuilt now.
    Step rebuildOutdated()
    {
        if (!m_store.m_results->refreshOutdated(&m_failure))
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
                            .arg(qMax(1, m_store.m_busyTimeout / 1000));
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
            if (!m_connection.run(pragma, &m_failure))
                return false;
        }
        return true;
    }

    // One read transaction: a creator or an update in another program is
    // seen whole or not at all.
    std::optional<StoreFile::Owner> readOwner()
    {
        if (!m_connection.run(QStringLiteral("BEGIN"), &m_failure))
            return std::nullopt;
        const std::optional<StoreFile::Owner> found = StoreFile::recognise(m_connection.db, &m_version, &m_failure);
        m_connection.run(QStringLiteral("COMMIT"), nullptr);
        return found;
    }

    GameStore &m_store;
    StoreConnection &m_connection;
    StoreError *m_error;
    const QFileInfo m_info;
    const QString m_absolute;
    const QString m_shown; // the path as the user reads it
    const bool m_existed;
    const bool m_empty; // a file of 0 bytes
    const bool m_walExisted;
    bool m_readOnlyFs = false;
    bool m_readOnly = false;
    bool m_full = false; // an existing file on a nearly full disk
    bool m_setUp = false;
    StoreError m_failure;
    int m_version = 0;
    std::optional<StoreFile::Owner> m_who;
};

void GameStore::warmUp()
{
    Migrations::expectedTableShapes(Migrations::Current);
}

GameStore::OpenResult GameStore::open(const QString &path, StoreError *error)
{
    const OpenResult result = Opening(*this, path, error).run();
    if (result == OpenResult::Ok) {
        m_connection->waitWhileBusy(m_busyTimeout);
        m_connection->followLog();
    }
    // Opened on another thread than the store's own (the window's store is
    // opened while the window is made): the connection is used from the
    // store's thread from now on, and Qt's driver object goes with it.
    QThread *owner = m_connection->events->thread();
    if (QSqlDriver *driver = m_connection->db.driver(); driver && driver->thread() != owner)
        driver->moveToThread(owner);
    m_connection->events->restart();
    return result;
}

} // namespace tornei
