#include "storefile.h"

#include "databasefiles.h"
#include "migrations.h"
#include "storeconnection.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
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

} // namespace

QString StoreFile::databaseName(const QString &path, const QString &vfs, Access access)
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

bool StoreFile::connect(QSqlDatabase &db, const QString &path, const QString &vfs, Access access, StoreError *error)
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

void StoreFile::disconnect(QSqlDatabase &db)
{
    const QString name = db.connectionName();
    db.close();
    db = QSqlDatabase();
    if (!name.isEmpty()) {
        QSqlDatabase::removeDatabase(name);
        DatabaseFiles::closed(name);
    }
}

bool StoreFile::integrityCheck(const StoreConnection &connection, StoreError *error, const QString &table)
{
    return pageCheck(connection,
                     table.isEmpty() ? QStringLiteral("PRAGMA integrity_check")
                                     : QStringLiteral("PRAGMA integrity_check(%1)").arg(table),
                     error);
}

bool StoreFile::pageCheck(const StoreConnection &connection, const QString &pragma, StoreError *error)
{
    QSqlQuery query(connection.db);
    if (!query.exec(pragma)) {
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

std::optional<GameStore::OpenResult> StoreFile::checkHeader(const QString &absolute, StoreError *error)
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
        return GameStore::OpenResult::Failed;
    }
    if (!isSqliteHeader(header)) {
        setError(error, StoreError{tr("The file %1 is not a Tornei database, or it is damaged. It was left as it "
                                      "is: restore a backup or start a new database.")
                                       .arg(shown),
                                   26});
        return GameStore::OpenResult::Damaged;
    }
    // A file shorter than its header says was cut short (copied or synced
    // in part, a full disk): its last pages are gone. The size in the header
    // holds when the change counter it was written with is the file's
    // (offsets 92 and 24); a page size of 1 means 65536. A log beside it may
    // still hold pages a checkpoint had not written yet, so only a file with
    // neither log is judged by its size.
    const quint32 pageSize = qFromBigEndian<quint16>(header.constData() + 16) == 1
                                 ? 65536u
                                 : qFromBigEndian<quint16>(header.constData() + 16);
    const quint32 pages = qFromBigEndian<quint32>(header.constData() + 28);
    const bool sizeHolds = pages > 0 && qFromBigEndian<quint32>(header.constData() + 92) ==
                                            qFromBigEndian<quint32>(header.constData() + 24);
    const qint64 expected = static_cast<qint64>(pageSize) * pages;
    const qint64 actual = QFileInfo(absolute).size();
    if (sizeHolds && actual < expected && QFileInfo(absolute + QStringLiteral("-wal")).size() == 0 &&
        !QFileInfo::exists(absolute + QStringLiteral("-journal"))) {
        //: %1 is the database file, %2 and %3 sizes in bytes
        setError(error, StoreError{tr("The database %1 was cut short: it has %2 bytes where its header says %3. "
                                      "It was left as it is: restore a backup or start a new database.")
                                       .arg(shown)
                                       .arg(actual)
                                       .arg(expected),
                                   11});
        return GameStore::OpenResult::Damaged;
    }
    const qint32 version = qFromBigEndian<qint32>(header.constData() + 60);
    const qint32 applicationId = qFromBigEndian<qint32>(header.constData() + 68);
    if (applicationId != 0 && applicationId != Migrations::ApplicationId) {
        setError(error, plainError(tr("The file %1 is a database of another program (application id %2), not "
                                      "a Tornei database. It was left as it is.")
                                       .arg(shown)
                                       .arg(applicationId)));
        return GameStore::OpenResult::Failed;
    }
    if (version < 0 || (applicationId == 0 && version > 2) || (applicationId != 0 && version < 3)) {
        // Versions from 3 on carry our application id; before, only 1 and 2 existed.
        setError(error, plainError(tr("The file %1 is not a Tornei database: its version number %2 is not one "
                                      "that Tornei Companion ever wrote. It was left as it is.")
                                       .arg(shown)
                                       .arg(version)));
        return GameStore::OpenResult::Failed;
    }
    if (applicationId != 0 && Migrations::isUnreleased(version)) {
        setError(error, plainError(unreleasedMessage(shown, version)));
        return GameStore::OpenResult::Failed;
    }
    if (version > Migrations::Current) {
        setError(error, plainError(tr("The database %1 was made by a newer version of Tornei Companion (database "
                                      "version %2; this version reads up to %3). It was left as it is: update "
                                      "the app to open it.")
                                       .arg(shown)
                                       .arg(version)
                                       .arg(Migrations::Current)));
        return GameStore::OpenResult::NewerVersion;
    }
    return std::nullopt;
}

std::optional<StoreFile::Owner> StoreFile::recognise(QSqlDatabase &db, int *version, StoreError *error)
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
    if (Migrations::isUnreleased(*version)) {
        // Version 1 carried no id: the names of its tables say it was ours.
        if (applicationId != 0)
            return Owner::Unreleased;
        QStringList names;
        for (const QString &shape : tables)
            names << shape.section(QLatin1Char('('), 0, 0);
        return names == QStringList{QStringLiteral("entries"), QStringLiteral("games"), QStringLiteral("players"),
                                    QStringLiteral("round_results")}
                   ? Owner::Unreleased
                   : Owner::Foreign;
    }
    return tables == Migrations::expectedTableShapes(*version) ? Owner::Ours : Owner::Foreign;
}

QString StoreFile::unreleasedMessage(const QString &shown, int version)
{
    return tr("The database %1 was made by a development build of Tornei Companion (database version %2) that "
              "was never released, and this version cannot read or update it. It was left as it is: open it "
              "with the build that made it and export its games as record files to import them here.")
        .arg(shown)
        .arg(version);
}

} // namespace tornei
