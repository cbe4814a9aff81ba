#pragma once

#include "backups.h"
#include "cluboutbox.h"
#include "eventcopies.h"
#include "gamehistory.h"
#include "gamerecords.h"
#include "playerdirectory.h"
#include "statisticsqueries.h"
#include "storeerror.h"

#include <QCoreApplication>
#include <QString>
#include <memory>
#include <optional>

namespace tornei {

class GameResults;
class StoredRecords;
class StoreEvents;
struct StoreConnection;

// Every game a table has entered, in one SQLite database: the file (opening,
// its update, closing, read-only, its check) and one connection, which the
// store's parts share, one concern each: a game's cards (records()), the
// list and history of the games (games()), the players' statistics
// (statistics()), the saved players (players()), the backups (backups()),
// what goes to and comes from a club's server (club()) and its club events
// (eventCopies()).
// Each change is one committed transaction before the call returns true; the
// per-round results table is rebuilt by the rules engine in that same
// transaction. Knows nothing of widgets.
class GameStore
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameStore)

public:
    enum class OpenResult {
        Ok,
        NewerVersion, // made by a newer app: refused, file untouched
        Damaged,      // not a database, or SQLite finds it damaged: refused, file untouched
        Failed,       // cannot open or create (permissions, missing directory, another program's file...)
        Busy,         // another program held the database longer than the busy timeout: untouched
    };

    GameStore();
    ~GameStore();
    GameStore(const GameStore &) = delete;
    GameStore &operator=(const GameStore &) = delete;

    // tornei.sqlite in QStandardPaths::AppDataLocation.
    static QString defaultPath();

    // May be called on another thread than the one the store was made on
    // (the window's store opens while the window is made): the store is then
    // used from its own thread once open() has returned.
    OpenResult open(const QString &path, StoreError *error = nullptr);
    // Works out, once per process, what a first open needs whatever the file:
    // the schema's table shapes. Any thread, before the application object
    // too: the app calls it on a second one while its window is made. An open
    // that comes first simply does it itself. The start page reads no record,
    // so the crypto library's set-up for a record's checksum (1.1 ms) is left
    // to the first game read or played.
    static void warmUp();
    // Closing the last connection leaves one complete file (no -wal, no -shm).
    void close();
    bool isOpen() const;
    // Opened read-only (a read-only file, folder or disk): games can be read,
    // every change is refused with readOnlyReason().
    bool isReadOnly() const;
    QString readOnlyReason() const;
    // Every page and index of the file checked (PRAGMA integrity_check; a
    // second at 10,000 games), not the games against their checksums or the
    // kept figures: that is the whole check (FileCheck), after every start
    // of the app and before the daily backup. Open checks only after an
    // unclean shutdown, and every backup checks first.
    bool checkIntegrity(StoreError *error = nullptr) const;
    // The same for the tables the lists and statistics read (the games, the
    // players, the results per game and the figures and ratings kept from
    // them) and their indexes: what a report needs whole, without the cards
    // and the per-round results, which are most of the file.
    bool checkReportTables(StoreError *error = nullptr) const;
    QString path() const;
    // What changes, whoever changes it (see StoreEvents): owned by the store,
    // kept across close() and open().
    StoreEvents *events() const;

    // The store's parts, each on the store's one connection.
    GameRecords &records() { return m_records; }
    const GameRecords &records() const { return m_records; }
    GameHistory &games() { return m_games; }
    const GameHistory &games() const { return m_games; }
    const StatisticsQueries &statistics() const { return m_statistics; }
    PlayerDirectory &players() { return m_players; }
    const PlayerDirectory &players() const { return m_players; }
    // What is still to send to a club's server, and what it said.
    ClubOutbox &club() { return m_club; }
    const ClubOutbox &club() const { return m_club; }
    // The club's events as the last sync copied them, and games played at their tables.
    EventCopies &eventCopies() { return m_eventCopies; }
    const EventCopies &eventCopies() const { return m_eventCopies; }
    Backups &backups() { return m_backups; }
    const Backups &backups() const { return m_backups; }

    // The sentence that reports a damaged database, the same wherever the
    // damage was found (`error` is what found it).
    static QString damageMessage(const QString &dbPath, const StoreError &error);
    // Whether an error says the file itself is damaged.
    static bool isDamage(const StoreError &error);

    // How long a write waits for another program holding the database (ms).
    void setBusyTimeout(int milliseconds);
    // Opens files through a registered SQLite VFS (fault injection in tests);
    // takes effect at the next open().
    void setVfs(const QString &name);
    int schemaVersion() const;

private:
    class Opening;

    // Declared in the order they are made: each part gets the connection
    // and the parts it works with.
    std::unique_ptr<StoreConnection> m_connection;
    QString m_path;
    QString m_vfs;
    int m_busyTimeout = 5000;
    int m_version = 0;
    std::unique_ptr<StoredRecords> m_reader;
    std::unique_ptr<GameResults> m_results;
    PlayerDirectory m_players;
    GameRecords m_records;
    GameHistory m_games;
    StatisticsQueries m_statistics;
    Backups m_backups;
    ClubOutbox m_club;
    EventCopies m_eventCopies;
};

} // namespace tornei
