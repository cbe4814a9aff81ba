#include "databasefiles.h"
#include "gamestore_p.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QStandardPaths>
#include <QUrl>

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
    d->events = std::make_unique<StoreEvents>(d.get());
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

bool GameStore::isDamage(const StoreError &error)
{
    return (error.sqliteCode & 0xff) == 11 || (error.sqliteCode & 0xff) == 26;
}

void GameStore::close()
{
    if (d->db.isValid()) {
        // A clean quit leaves one complete file: the log is copied into it
        // (SQLite removes -wal and -shm when the last connection closes).
        d->clearStatements();
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
