#include "gamestore.h"

#include "gameresults.h"
#include "storedrecords.h"
#include "storeconnection.h"
#include "storeevents.h"
#include "storefile.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace tornei {

using namespace storage;

GameStore::GameStore()
    : m_connection(std::make_unique<StoreConnection>())
    , m_reader(std::make_unique<StoredRecords>(*m_connection))
    , m_results(std::make_unique<GameResults>(*m_connection, *m_reader))
    , m_players(*m_connection, *this, *m_reader, *m_results)
    , m_records(*m_connection, *m_reader, *m_results, m_players)
    , m_games(*m_connection)
    , m_statistics(*m_connection)
    , m_backups(*m_connection, *this)
    , m_club(*m_connection, *m_reader, m_records, m_players)
    , m_eventCopies(*m_connection, m_records)
{
    m_connection->events = std::make_unique<StoreEvents>(m_connection.get());
}

StoreEvents *GameStore::events() const
{
    return m_connection->events.get();
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
    if (m_connection->db.isValid()) {
        // A clean quit leaves one complete file: the log is copied into it
        // (SQLite removes -wal and -shm when the last connection closes).
        m_connection->clearStatements();
        // Without waiting: a truncating checkpoint waits for every reader
        // (another program's whole check may read for seconds), and a log
        // left behind is part of the file all the same; the last connection
        // to close folds it in.
        if (!m_connection->readOnly && m_connection->db.isOpen()) {
            m_connection->waitWhileBusy(0);
            m_connection->run(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"), nullptr);
        }
        StoreFile::disconnect(m_connection->db);
    }
    m_path.clear();
    m_version = 0;
    m_connection->readOnly = false;
    m_connection->readOnlyReason.clear();
    m_backups.m_dailyDue = false;
    m_connection->events->restart();
}

bool GameStore::isReadOnly() const
{
    return isOpen() && m_connection->readOnly;
}

QString GameStore::readOnlyReason() const
{
    return isReadOnly() ? m_connection->readOnlyReason : QString();
}

bool GameStore::checkIntegrity(StoreError *error) const
{
    if (!isOpen()) {
        setError(error, StoreError::noDatabase());
        return false;
    }
    StoreError failure;
    // SQLite's whole check, indexes against their tables: it costs little
    // more than its quick check, which reads every page as well (see
    // bench/RESULTS.md), and a damaged index answers wrongly without an error.
    if (StoreFile::integrityCheck(*m_connection, &failure))
        return true;
    if (isDamage(failure))
        failure.message = damageMessage(m_path, failure);
    setError(error, failure);
    return false;
}

bool GameStore::checkReportTables(StoreError *error) const
{
    if (!isOpen()) {
        setError(error, StoreError::noDatabase());
        return false;
    }
    StoreError failure;
    for (const char *table : {"games", "players", "game_results", "player_figures", "head_to_head",
                              "player_ratings", "rating_steps", "ratings_from", "club_games"}) {
        if (!StoreFile::integrityCheck(*m_connection, &failure, QString::fromLatin1(table))) {
            if (isDamage(failure))
                failure.message = damageMessage(m_path, failure);
            setError(error, failure);
            return false;
        }
    }
    return true;
}

bool GameStore::isOpen() const
{
    return m_connection->db.isValid() && m_connection->db.isOpen();
}

QString GameStore::path() const
{
    return m_path;
}


int GameStore::schemaVersion() const
{
    return m_version;
}

void GameStore::setBusyTimeout(int milliseconds)
{
    m_busyTimeout = milliseconds;
    if (isOpen())
        m_connection->waitWhileBusy(milliseconds);
}

void GameStore::setVfs(const QString &name)
{
    m_vfs = name;
}

} // namespace tornei
