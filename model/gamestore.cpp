#include "databasefiles.h"
#include "gamestore_p.h"
#include "migrations.h"

#include <QAtomicInteger>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QStandardPaths>
#include <QThread>
#include <QUrl>
#include <QtEndian>
#include <sys/statvfs.h>

namespace tornei {

using namespace storage;

namespace {

QString uniqueConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("tornei-store-%1").arg(++counter);
}

} // namespace

QString GameStore::Private::databaseName(const QString &path, const QString &vfs, Access access)
{
    if (vfs.isEmpty() && access == Access::ReadWrite)
        return path;
    QStringList parameters;
    if (access != Access::ReadWrite)
        parameters << QStringLiteral("mode=ro");
    if (access == Access::Immutable)
        parameters << QStringLiteral("immutable=1");
    if (!vfs.isEmpty())
        parameters << QStringLiteral("vfs=") + QString::fromLatin1(QUrl::toPercentEncoding(vfs));
    return QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded) + QLatin1Char('?') +
           parameters.join(QLatin1Char('&'));
}

bool GameStore::Private::connect(QSqlDatabase &db, const QString &path, const QString &vfs, Access access,
                                 StoreError *error)
{
    db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), uniqueConnectionName());
    if (!db.isValid()) {
        setError(error, plainError(tr("The SQLite driver of Qt is missing (package libqt6sql6-sqlite).")));
        disconnect(db);
        return false;
    }
    db.setDatabaseName(databaseName(path, vfs, access));
    QStringList options;
    if (access != Access::ReadWrite || !vfs.isEmpty())
        options << QStringLiteral("QSQLITE_OPEN_URI");
    if (access != Access::ReadWrite)
        options << QStringLiteral("QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options.join(QLatin1Char(';')));
    DatabaseFiles::opened(db.connectionName(), path);
    if (!db.open()) {
        StoreError e = StoreError::fromSql(db.lastError());
        e.message = tr("Cannot open the database %1: %2").arg(QDir::toNativeSeparators(path), e.message);
        setError(error, e);
        disconnect(db);
        return false;
    }
    return true;
}

void GameStore::Private::disconnect(QSqlDatabase &db)
{
    const QString name = db.connectionName();
    db.close();
    db = QSqlDatabase();
    if (!name.isEmpty()) {
        QSqlDatabase::removeDatabase(name);
        DatabaseFiles::closed(name);
    }
}

bool GameStore::Private::run(const QString &sql, StoreError *error) const
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    setError(error, StoreError::fromSql(query.lastError()));
    return false;
}

QSqlQuery *GameStore::Private::cached(const QString &sql, StoreError *error) const
{
    auto found = statements.find(sql);
    if (found == statements.end()) {
        QSqlQuery query(db);
        if (!prepare(query, sql, error))
            return nullptr;
        found = statements.insert(sql, std::move(query));
    }
    return &found.value();
}

SqliteStatement *GameStore::Private::native(const char *sql, StoreError *error) const
{
    auto found = nativeStatements.find(sql);
    if (found == nativeStatements.end()) {
        sqlite3 *handle = nullptr;
        const QVariant driverHandle = db.isOpen() ? db.driver()->handle() : QVariant();
        if (driverHandle.isValid() && qstrcmp(driverHandle.typeName(), "sqlite3*") == 0)
            handle = *static_cast<sqlite3 *const *>(driverHandle.constData());
        auto statement = std::make_unique<SqliteStatement>(handle, QByteArray(sql));
        if (!statement->isValid()) {
            setError(error, statement->prepareError());
            return nullptr;
        }
        found = nativeStatements.emplace(sql, std::move(statement)).first;
    }
    return found->second.get();
}

bool GameStore::Private::prepare(QSqlQuery &query, const QString &sql, StoreError *error) const
{
    if (query.prepare(sql))
        return true;
    setError(error, StoreError::fromSql(query.lastError()));
    return false;
}

bool GameStore::Private::exec(QSqlQuery &query, StoreError *error) const
{
    if (query.exec())
        return true;
    setError(error, StoreError::fromSql(query.lastError()));
    return false;
}

bool GameStore::Private::quickCheck(StoreError *error) const
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA quick_check"))) {
        setError(error, StoreError::fromSql(query.lastError()));
        return false;
    }
    QStringList problems;
    while (query.next()) {
        // The report's heading names the schema ("*** in database main ***").
        for (const QString &line : query.value(0).toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            if (!line.startsWith(QLatin1String("*** ")))
                problems << line.trimmed();
        }
    }
    if (query.lastError().isValid()) {
        setError(error, StoreError::fromSql(query.lastError()));
        return false;
    }
    if (problems == QStringList{QStringLiteral("ok")})
        return true;
    // SQLite's own words; the first problems are enough to say where.
    const QString found = problems.mid(0, 3).join(QStringLiteral("; "));
    setError(error, StoreError{tr("SQLite found damage: %1.").arg(found), 11, found});
    return false;
}

bool GameStore::Private::verifyAll(StoreError *error) const
{
    if (!quickCheck(error))
        return false;
    if (!run(QStringLiteral("BEGIN"), error))
        return false;
    const auto done = qScopeGuard([this] { run(QStringLiteral("COMMIT"), nullptr); });
    std::vector<qint64> games;
    {
        QSqlQuery query(db);
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
    return verifyGames(games, error);
}

GameStore::GameStore()
    : d(std::make_unique<Private>())
{
    d->events = std::make_unique<StoreEvents>(this);
}

StoreEvents *GameStore::events() const
{
    return d->events.get();
}

GameStore::~GameStore()
{
    close();
}

QString GameStore::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("tornei.sqlite"));
}

QString GameStore::damageMessage(const QString &dbPath, const StoreError &error)
{
    const QString found = error.detail.isEmpty() ? error.clause() : error.detail;
    //: %1 is the database file, %2 what was found damaged
    return tr("The database %1 is damaged (%2). It was left as it is: restore a backup or start a new database.")
        .arg(QDir::toNativeSeparators(QFileInfo(dbPath).absoluteFilePath()), found);
}

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

bool GameStore::isDamage(const StoreError &error)
{
    return (error.sqliteCode & 0xff) == 11 || (error.sqliteCode & 0xff) == 26;
}

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

GameStore::OpenResult GameStore::open(const QString &path, StoreError *error)
{
    const OpenResult result = openFile(path, error);
    d->events->restart();
    return result;
}

GameStore::OpenResult GameStore::openFile(const QString &path, StoreError *error)
{
    close();
    const QFileInfo info(path);
    const QString absolute = info.absoluteFilePath();
    const QString shown = QDir::toNativeSeparators(absolute);
    const bool existed = info.exists() && info.size() > 0;
    // A write-ahead log we did not leave: a crash, or another program has the
    // file open. Either way the whole file is checked once.
    const bool walExisted = QFileInfo(absolute + QStringLiteral("-wal")).size() > 0;
    if (!existed && !QDir().mkpath(info.absolutePath())) {
        setError(error, plainError(tr("Cannot create the folder %1 for the database.")
                                       .arg(QDir::toNativeSeparators(info.absolutePath()))));
        return OpenResult::Failed;
    }
    // Where nobody can write, the file is only read, without locks; where we
    // may not write, it is read through SQLite's read-only mode.
    const bool readOnlyFs = onReadOnlyFileSystem(existed ? absolute : info.absolutePath());
    const bool readOnly =
        readOnlyFs || (existed && (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable()));
    if (!existed && readOnly) {
        setError(error, plainError(tr("Cannot create the database %1: its folder is read-only.").arg(shown)));
        return OpenResult::Failed;
    }
    if (existed) {
        if (const std::optional<OpenResult> refused = Private::checkHeader(absolute, error))
            return *refused;
    }

    StoreError failure;
    // A file we may not write, with no log beside it, is read as it is, with
    // no lock and no -shm: SQLite cannot make one in a read-only folder, and
    // one made beside a read-only file would be left behind. With a log (a
    // program that may write is using it) SQLite's read-only mode reads that
    // program's log too.
    const bool logNow = QFileInfo::exists(absolute + QStringLiteral("-wal"));
    const Private::Access access = readOnlyFs || (readOnly && !logNow)
                                       ? Private::Access::Immutable
                                       : (readOnly ? Private::Access::ReadOnly : Private::Access::ReadWrite);
    if (!Private::connect(d->db, absolute, d->vfs, access, &failure)) {
        setError(error, failure);
        return OpenResult::Failed;
    }
    d->path = absolute;
    d->readOnly = readOnly;
    d->readOnlyReason = readOnlyFs ? tr("it is on a read-only disk") : tr("the file or its folder is read-only");
    const auto fail = [&](OpenResult result, StoreError e) {
        if (isBusy(e)) {
            result = OpenResult::Busy;
            e.message = tr("The database %1 is being used by another program, which did not let go of it within %2 "
                           "seconds. It was not changed: try again when the other program has finished.")
                            .arg(shown)
                            .arg(qMax(1, d->busyTimeout / 1000));
        } else if (isDamage(e) && result == OpenResult::Failed) {
            result = OpenResult::Damaged;
            e.message = damageMessage(absolute, e);
        } else if (result == OpenResult::Failed && !e.message.contains(shown)) {
            e.message = tr("Cannot open the database %1: %2").arg(shown, e.message);
        }
        setError(error, e);
        close();
        return result;
    };
    // One PRAGMA per exec(); foreign_keys is ignored inside a transaction.
    // None of them writes to the file.
    const auto setUp = [&](bool exclusive, int busyTimeout) {
        QStringList pragmas{QStringLiteral("PRAGMA busy_timeout = %1").arg(busyTimeout),
                            QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("PRAGMA synchronous = FULL")};
        if (exclusive)
            pragmas.prepend(QStringLiteral("PRAGMA locking_mode = EXCLUSIVE"));
        for (const QString &pragma : pragmas) {
            if (!d->run(pragma, &failure))
                return false;
        }
        return true;
    };
    // On a full disk, a database nobody else has open is read with the only lock on
    // it (see below) before SQLite tries, and fails, to make its -shm file.
    const bool full = existed && !readOnly && nearlyFull(info.absolutePath());
    const bool setUpDone = setUp(full, full ? 0 : d->busyTimeout);

    const auto owner = [&](int *version, StoreError *e) { return Private::recognise(d->db, version, e); };
    const auto foreign = [&] {
        return fail(OpenResult::Failed,
                    plainError(tr("The file %1 is a database of another program, not a Tornei database. It was "
                                  "left as it is.")
                                   .arg(shown)));
    };

    // One read transaction: a creator or an update in another program is
    // seen whole or not at all.
    int version = 0;
    const auto readOwner = [&]() -> std::optional<Private::Owner> {
        if (!d->run(QStringLiteral("BEGIN"), &failure))
            return std::nullopt;
        const std::optional<Private::Owner> found = owner(&version, &failure);
        d->run(QStringLiteral("COMMIT"), nullptr);
        return found;
    };
    std::optional<Private::Owner> who = setUpDone ? readOwner() : std::nullopt;
    if (full && who && d->run(QStringLiteral("PRAGMA busy_timeout = %1").arg(d->busyTimeout), &failure)) {
        d->readOnly = true;
        d->readOnlyReason = tr("the disk is full");
    } else if (full) {
        // Another program has it open (its -shm is there): read it as usual.
        who.reset();
        Private::disconnect(d->db);
        if (!Private::connect(d->db, absolute, d->vfs, Private::Access::ReadWrite, &failure))
            return fail(OpenResult::Failed, failure);
        if (setUp(false, d->busyTimeout))
            who = readOwner();
    }
    if (!who && !d->readOnly && existed && cannotWrite(failure)) {
        // Every reader of a WAL database needs room for its -shm file: on a full disk a
        // database nobody has open cannot even be read. With the only lock on the file,
        // SQLite keeps that index in memory instead; nothing is written then.
        const StoreError first = failure;
        Private::disconnect(d->db);
        if (!Private::connect(d->db, absolute, d->vfs, Private::Access::ReadWrite, &failure))
            return fail(OpenResult::Failed, first);
        d->readOnly = true;
        d->readOnlyReason = nearlyFull(info.absolutePath()) ? tr("the disk is full")
                                                            : tr("its working files (-wal, -shm) cannot be written");
        if (!setUp(true, d->busyTimeout))
            return fail(OpenResult::Failed, first);
        who = readOwner();
        if (!who)
            return fail(OpenResult::Failed, isBusy(failure) ? failure : first);
    }
    if (!who)
        return fail(OpenResult::Failed, failure);
    const Private::Owner madeBy = who.value_or(Private::Owner::Foreign);
    if (madeBy == Private::Owner::Foreign)
        return foreign();
    if (version > Migrations::Current) {
        return fail(OpenResult::NewerVersion,
                    plainError(tr("The database %1 was made by a newer version of Tornei Companion. It was left as it "
                                  "is: update the app to open it.")
                                   .arg(shown)));
    }
    if (d->readOnly) {
        if (madeBy != Private::Owner::Ours || version < Migrations::OldestReadable) {
            return fail(OpenResult::Failed,
                        plainError(tr("The database %1 is read-only (%2) and needs an update to version %3 that "
                                      "cannot be written. It was left as it is.")
                                       .arg(shown, d->readOnlyReason)
                                       .arg(Migrations::Current)));
        }
        d->version = version;
        return OpenResult::Ok;
    }
    if (madeBy == Private::Owner::Empty) {
        // Several programs may create the same new file at once: the one that
        // gets the write lock first creates the tables, the others find them.
        bool foreignNow = false;
        const bool ok = d->transaction(&failure, [&](StoreError *e) {
            const std::optional<Private::Owner> now = owner(&version, e);
            if (!now)
                return false;
            if (*now == Private::Owner::Foreign) {
                foreignNow = true;
                return false;
            }
            if (*now == Private::Owner::Empty) {
                if (!Migrations::create(d->db, Migrations::Current, e))
                    return false;
                version = Migrations::Current;
            }
            return true;
        });
        if (foreignNow)
            return foreign();
        if (!ok)
            return fail(OpenResult::Failed, failure);
    }
    if (walExisted && !d->quickCheck(&failure)) {
        if (isBusy(failure) || !isDamage(failure))
            return fail(OpenResult::Failed, failure);
        failure.message = damageMessage(absolute, failure);
        return fail(OpenResult::Damaged, failure);
    }
    // Only now, with a file that is ours, the first write of an existing
    // file: the journal mode. Another program switching at the same moment
    // can make the switch report busy; what counts is the mode it leaves.
    {
        const QDeadlineTimer deadline(qMax(d->busyTimeout, 100));
        for (;;) {
            QString mode;
            {
                QSqlQuery wal(d->db);
                if (wal.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && wal.next())
                    mode = wal.value(0).toString();
                else
                    failure = StoreError::fromSql(wal.lastError());
            }
            if (mode.isEmpty()) {
                QSqlQuery current(d->db);
                if (current.exec(QStringLiteral("PRAGMA journal_mode")) && current.next())
                    mode = current.value(0).toString();
            }
            if (mode.compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0)
                break;
            if (!isBusy(failure) || deadline.hasExpired()) {
                if (failure.isError())
                    return fail(OpenResult::Failed, failure);
                return fail(
                    OpenResult::Failed,
                    plainError(
                        tr("The database %1 cannot use write-ahead logging (journal mode %2).").arg(shown, mode)));
            }
            QThread::msleep(20);
            failure = StoreError{};
        }
    }
    if (version < Migrations::Current) {
        if (!d->backup(QStringLiteral("before-v%1").arg(Migrations::Current), &failure)) {
            if (isBusy(failure) || isDamage(failure))
                return fail(OpenResult::Failed, failure);
            failure.message = tr("The database needs an update, but no backup could be made first, so it was "
                                 "not changed: %1")
                                  .arg(failure.message);
            return fail(OpenResult::Failed, failure);
        }
        const bool upgraded = d->transaction(&failure, [&](StoreError *e) {
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
        });
        if (!upgraded) {
            if (isBusy(failure))
                return fail(OpenResult::Failed, failure);
            failure.message = tr("The database could not be updated to version %1, and was left as it was: %2")
                                  .arg(Migrations::Current)
                                  .arg(failure.message);
            return fail(OpenResult::Failed, failure);
        }
        version = Migrations::Current;
    } else if (existed) {
        // Made by the caller, not here: it reads the whole file (a third of a
        // second at 10,000 games), and the app makes it in the background.
        const QStringList all = backups(absolute);
        const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1);
        d->dailyBackupDue = all.isEmpty() || QFileInfo(all.first()).lastModified().toUTC() < dayAgo;
    }
    // Results cached by an older version of the rules are rebuilt now.
    if (!d->refreshOutdated(&failure))
        return fail(OpenResult::Failed, failure);
    d->version = version;
    return OpenResult::Ok;
}

void GameStore::close()
{
    if (d->db.isValid()) {
        // A clean quit leaves one complete file: the log is copied into it
        // (SQLite removes -wal and -shm when the last connection closes).
        d->statements.clear();
        d->nativeStatements.clear();
        if (!d->readOnly && d->db.isOpen())
            d->run(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"), nullptr);
        Private::disconnect(d->db);
    }
    d->path.clear();
    d->version = 0;
    d->readOnly = false;
    d->readOnlyReason.clear();
    d->dailyBackupDue = false;
    d->events->restart();
}

bool GameStore::isReadOnly() const
{
    return isOpen() && d->readOnly;
}

QString GameStore::readOnlyReason() const
{
    return isReadOnly() ? d->readOnlyReason : QString();
}

bool GameStore::checkIntegrity(StoreError *error) const
{
    if (!isOpen()) {
        setError(error, StoreError::noDatabase());
        return false;
    }
    StoreError failure;
    if (d->quickCheck(&failure))
        return true;
    if (isDamage(failure))
        failure.message = damageMessage(d->path, failure);
    setError(error, failure);
    return false;
}

bool GameStore::isOpen() const
{
    return d->db.isValid() && d->db.isOpen();
}

QString GameStore::path() const
{
    return d->path;
}

std::optional<qint64> GameStore::dataVersion(StoreError *error) const
{
    if (!isOpen()) {
        setError(error, StoreError::noDatabase());
        return std::nullopt;
    }
    QSqlQuery query(d->db);
    if (!query.exec(QStringLiteral("PRAGMA data_version")) || !query.next()) {
        setError(error, StoreError::fromSql(query.lastError()));
        return std::nullopt;
    }
    const qint64 version = query.value(0).toLongLong();
    query.finish(); // no read transaction left open
    return version;
}

int GameStore::schemaVersion() const
{
    return d->version;
}

void GameStore::setBusyTimeout(int milliseconds)
{
    d->busyTimeout = milliseconds;
    if (isOpen())
        d->run(QStringLiteral("PRAGMA busy_timeout = %1").arg(milliseconds), nullptr);
}

void GameStore::setVfs(const QString &name)
{
    d->vfs = name;
}

} // namespace tornei
