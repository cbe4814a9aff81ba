#include "gamestore_p.h"

#include "migrations.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QStandardPaths>
#include <QUrl>
#include <QtEndian>

namespace tornei {

using namespace storage;

namespace {

QString uniqueConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("tornei-store-%1").arg(++counter);
}

} // namespace

QString GameStore::Private::databaseName(const QString &path, const QString &vfs, bool inspect)
{
    if (vfs.isEmpty() && !inspect)
        return path;
    QStringList parameters;
    // immutable: read without locks, without creating -wal or -shm files;
    // the file cannot change.
    if (inspect)
        parameters << QStringLiteral("mode=ro") << QStringLiteral("immutable=1");
    if (!vfs.isEmpty())
        parameters << QStringLiteral("vfs=") + QString::fromLatin1(QUrl::toPercentEncoding(vfs));
    return QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded) + QLatin1Char('?') +
           parameters.join(QLatin1Char('&'));
}

bool GameStore::Private::connect(QSqlDatabase &db, const QString &path, const QString &vfs, bool inspect,
                                 StoreError *error)
{
    db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), uniqueConnectionName());
    if (!db.isValid()) {
        setError(error, plainError(tr("The SQLite driver of Qt is missing (package libqt6sql6-sqlite).")));
        disconnect(db);
        return false;
    }
    db.setDatabaseName(databaseName(path, vfs, inspect));
    QStringList options;
    if (inspect || !vfs.isEmpty())
        options << QStringLiteral("QSQLITE_OPEN_URI");
    if (inspect)
        options << QStringLiteral("QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!db.open()) {
        StoreError e = errorFrom(db.lastError());
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
    if (!name.isEmpty())
        QSqlDatabase::removeDatabase(name);
}

bool GameStore::Private::run(const QString &sql, StoreError *error) const
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    setError(error, errorFrom(query.lastError()));
    return false;
}

bool GameStore::Private::prepare(QSqlQuery &query, const QString &sql, StoreError *error) const
{
    if (query.prepare(sql))
        return true;
    setError(error, errorFrom(query.lastError()));
    return false;
}

bool GameStore::Private::exec(QSqlQuery &query, StoreError *error) const
{
    if (query.exec())
        return true;
    setError(error, errorFrom(query.lastError()));
    return false;
}

bool GameStore::Private::quickCheck(StoreError *error) const
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA quick_check"))) {
        setError(error, errorFrom(query.lastError()));
        return false;
    }
    QStringList problems;
    while (query.next())
        problems << query.value(0).toString();
    if (query.lastError().isValid()) {
        setError(error, errorFrom(query.lastError()));
        return false;
    }
    if (problems == QStringList{QStringLiteral("ok")})
        return true;
    setError(error, StoreError{problems.join(QLatin1Char('\n')), 11});
    return false;
}

GameStore::GameStore()
    : d(std::make_unique<Private>())
{}

GameStore::~GameStore()
{
    close();
}

QString GameStore::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("tornei.sqlite"));
}

StoreError GameStore::errorFrom(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    switch (ok ? code & 0xff : -1) {
    case 13: // SQLITE_FULL
        return {tr("The disk is full: the change was not saved. Free some space and try again."), code};
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return {tr("The database is being used by another program: the change was not saved. "
                   "Close the other program or wait a moment, then try again."),
                code};
    case 8: // SQLITE_READONLY
        return {tr("The database cannot be written (the file or its folder is read-only): the change was not saved."),
                code};
    case 10: // SQLITE_IOERR
        return {tr("The disk could not be read or written (%1): the change was not saved.").arg(detail), code};
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return {tr("The database file is damaged (%1).").arg(detail), code};
    case 14: // SQLITE_CANTOPEN
        return {tr("The database file cannot be opened (%1).").arg(detail), code};
    default:
        break;
    }
    //: %1 is SQLite's own description of the problem
    return {tr("The database reported an error: %1").arg(detail.isEmpty() ? tr("unknown error") : detail),
            ok ? code : 0};
}

GameStore::OpenResult GameStore::open(const QString &path, StoreError *error)
{
    close();
    const QFileInfo info(path);
    const QString absolute = info.absoluteFilePath();
    const bool existed = info.exists() && info.size() > 0;
    const bool walExisted = QFileInfo::exists(absolute + QStringLiteral("-wal"));
    if (!existed && !QDir().mkpath(info.absolutePath())) {
        setError(error, plainError(tr("Cannot create the folder %1 for the database.")
                                       .arg(QDir::toNativeSeparators(info.absolutePath()))));
        return OpenResult::Failed;
    }
    if (existed) {
        // Inspect before anything can write: a damaged file or one from a
        // newer version must be left exactly as it is.
        QFile file(absolute);
        if (!file.open(QIODevice::ReadOnly)) {
            setError(
                error,
                plainError(
                    tr("Cannot read the database %1: %2").arg(QDir::toNativeSeparators(absolute), file.errorString())));
            return OpenResult::Failed;
        }
        const QByteArray header = file.read(100);
        file.close();
        if (!isSqliteHeader(header)) {
            setError(error, StoreError{tr("The file %1 is not a Tornei database, or it is damaged. It was left as it "
                                          "is: restore a backup or start a new database.")
                                           .arg(QDir::toNativeSeparators(absolute)),
                                       26});
            return OpenResult::Damaged;
        }
        const qint32 version = qFromBigEndian<qint32>(header.constData() + 60);
        if (version > Migrations::Current) {
            setError(error, plainError(tr("The database %1 was made by a newer version of Tornei Companion (database "
                                          "version %2; this version reads up to %3). It was left as it is: update "
                                          "the app to open it.")
                                           .arg(QDir::toNativeSeparators(absolute))
                                           .arg(version)
                                           .arg(Migrations::Current)));
            return OpenResult::NewerVersion;
        }
        if (!walExisted) {
            QSqlDatabase inspect;
            StoreError failure;
            const bool opened = Private::connect(inspect, absolute, d->vfs, true, &failure);
            bool healthy = false;
            if (opened) {
                Private probe;
                probe.db = inspect;
                healthy = probe.quickCheck(&failure);
                probe.db = QSqlDatabase();
            }
            if (opened)
                Private::disconnect(inspect);
            if (!healthy) {
                setError(error,
                         StoreError{tr("The database %1 is damaged (%2). It was left as it is: restore a backup or "
                                       "start a new database.")
                                        .arg(QDir::toNativeSeparators(absolute), failure.message),
                                    failure.sqliteCode ? failure.sqliteCode : 11});
                return OpenResult::Damaged;
            }
        }
    }

    StoreError failure;
    if (!Private::connect(d->db, absolute, d->vfs, false, &failure)) {
        setError(error, failure);
        return OpenResult::Failed;
    }
    d->path = absolute;
    const auto fail = [&](OpenResult result, StoreError e) {
        if (result == OpenResult::Failed && !e.message.contains(QDir::toNativeSeparators(absolute)))
            e.message = tr("Cannot open the database %1: %2").arg(QDir::toNativeSeparators(absolute), e.message);
        setError(error, e);
        close();
        return result;
    };
    // One PRAGMA per exec(); foreign_keys is ignored inside a transaction.
    for (const QString &pragma :
         {QStringLiteral("PRAGMA busy_timeout = %1").arg(d->busyTimeout), QStringLiteral("PRAGMA foreign_keys = ON"),
          QStringLiteral("PRAGMA synchronous = FULL")}) {
        if (!d->run(pragma, &failure))
            return fail(OpenResult::Failed, failure);
    }
    // A file left with a write-ahead log could not be inspected without it.
    if (existed && walExisted && !d->quickCheck(&failure)) {
        return fail(OpenResult::Damaged,
                    StoreError{tr("The database %1 is damaged (%2). Restore a backup or start a new database.")
                                   .arg(QDir::toNativeSeparators(absolute), failure.message),
                               failure.sqliteCode ? failure.sqliteCode : 11});
    }
    int version = Migrations::userVersion(d->db, &failure);
    if (version < 0)
        return fail(OpenResult::Failed, failure);
    if (version > Migrations::Current) {
        return fail(OpenResult::NewerVersion,
                    plainError(tr("The database %1 was made by a newer version of Tornei Companion.")
                                   .arg(QDir::toNativeSeparators(absolute))));
    }
    if (version == 0) {
        QSqlQuery tables(d->db);
        if (!tables.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema")) || !tables.next())
            return fail(OpenResult::Failed, errorFrom(tables.lastError()));
        if (tables.value(0).toInt() > 0) {
            return fail(
                OpenResult::Failed,
                plainError(
                    tr("The file %1 is a database of another program.").arg(QDir::toNativeSeparators(absolute))));
        }
    }
    // Only now, with a file that is ours, the first write: the journal mode.
    {
        QSqlQuery wal(d->db);
        if (!wal.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !wal.next()) {
            StoreError e = errorFrom(wal.lastError());
            return fail(OpenResult::Failed, e);
        }
        if (wal.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
            return fail(OpenResult::Failed,
                        plainError(tr("The database %1 cannot use write-ahead logging (journal mode %2).")
                                       .arg(QDir::toNativeSeparators(absolute), wal.value(0).toString())));
        }
    }
    if (version == 0) {
        const bool created =
            d->transaction(&failure, [&](StoreError *e) { return Migrations::create(d->db, Migrations::Current, e); });
        if (!created)
            return fail(OpenResult::Failed, failure);
        version = Migrations::Current;
    } else if (version < Migrations::Current) {
        if (!d->backup(QStringLiteral("before-v%1").arg(Migrations::Current), &failure)) {
            failure.message = tr("The database needs an update, but no backup could be made first, so it was "
                                 "not changed: %1")
                                  .arg(failure.message);
            return fail(OpenResult::Failed, failure);
        }
        const int from = version;
        const bool upgraded = d->transaction(&failure, [&](StoreError *e) {
            if (!Migrations::upgrade(d->db, from, Migrations::Current, e))
                return false;
            // Derived data is rebuilt from the entries by this version's engine.
            std::vector<qint64> ids;
            {
                QSqlQuery query(d->db);
                if (!query.exec(QStringLiteral("SELECT id FROM games"))) {
                    *e = errorFrom(query.lastError());
                    return false;
                }
                while (query.next())
                    ids.push_back(query.value(0).toLongLong());
            }
            for (qint64 id : ids) {
                const std::optional<Record> record = d->load(id, e);
                if (!record || !d->refresh(id, *record, false, e))
                    return false;
            }
            return true;
        });
        if (!upgraded) {
            failure.message = tr("The database could not be updated to version %1, and was left as it was: %2")
                                  .arg(Migrations::Current)
                                  .arg(failure.message);
            return fail(OpenResult::Failed, failure);
        }
        version = Migrations::Current;
    } else if (existed) {
        const QStringList all = backups(absolute);
        const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1);
        if (all.isEmpty() || QFileInfo(all.first()).lastModified().toUTC() < dayAgo) {
            // A failed daily backup does not stop the table from playing; the
            // next open tries again.
            StoreError ignored;
            d->backup(QStringLiteral("daily"), &ignored);
        }
    }
    // Results cached by an older version of the rules are rebuilt now.
    if (!d->refreshOutdated(&failure))
        return fail(OpenResult::Failed, failure);
    d->version = version;
    return OpenResult::Ok;
}

void GameStore::close()
{
    if (d->db.isValid())
        Private::disconnect(d->db);
    d->path.clear();
    d->version = 0;
}

bool GameStore::isOpen() const
{
    return d->db.isValid() && d->db.isOpen();
}

QString GameStore::path() const
{
    return d->path;
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
