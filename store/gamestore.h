#pragma once

#include "entryedit.h"
#include "historyquery.h"
#include "record.h"
#include "replay.h"
#include "statistics.h"
#include "storeerror.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace tornei {

class StoreEvents;

struct PlayerProfile
{
    qint64 id = 0;
    QString name;
};

struct GameSummary
{
    qint64 id = 0;
    QDateTime created;
    QDateTime updated;
    // When it was played, in its own UTC offset (the record's `started`;
    // without one, when it was created, local time), and the text as written
    // (empty without one).
    QDateTime started;
    QString startedText;
    std::array<std::optional<QString>, SeatCount> seats;
    int firstDealer = 0;
    bool finished = false;
    bool excludedFromStatistics = false;
    SeatArray totals{};
    std::vector<int> winners;
    int roundsPlayed = 0;
};

// Every game a table has entered, in one SQLite database. Each change is one
// committed transaction before the call returns true; the per-round results
// table is rebuilt by the rules engine in that same transaction. Knows
// nothing of widgets.
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

    OpenResult open(const QString &path, StoreError *error = nullptr);
    // Closing the last connection leaves one complete file (no -wal, no -shm).
    void close();
    bool isOpen() const;
    // Opened read-only (a read-only file, folder or disk): games can be read,
    // every change is refused with readOnlyReason().
    bool isReadOnly() const;
    QString readOnlyReason() const;
    // The whole file checked (PRAGMA quick_check; seconds on a large file).
    // Open checks only after an unclean shutdown, and every backup checks first.
    bool checkIntegrity(StoreError *error = nullptr) const;
    QString path() const;
    // What changes, whoever changes it (see StoreEvents): owned by the store,
    // kept across close() and open().
    StoreEvents *events() const;

    // A new game from a record's seats and first dealer (its rounds are entered later).
    std::optional<qint64> createGame(const Record &setup, StoreError *error = nullptr);
    // One user action on a game's cards, in one transaction (see EntryEdit).
    bool applyEdit(qint64 game, const EntryEdit &edit, StoreError *error = nullptr);
    std::optional<Record> loadRecord(qint64 game, StoreError *error = nullptr) const;
    // The entries of a game in the order they were entered.
    std::vector<Entry> entries(qint64 game, StoreError *error = nullptr) const;

    std::vector<GameSummary> games(StoreError *error = nullptr) const;
    // The unfinished games, newest first (by when they were played); the `limit` newest when given.
    std::vector<GameSummary> unfinishedGames(StoreError *error = nullptr, std::optional<int> limit = std::nullopt) const;
    int unfinishedGameCount(StoreError *error = nullptr) const;
    // Several games in one transaction: all of them, or none when one cannot
    // be changed (e.g. there is no such game).
    bool deleteGames(const std::vector<qint64> &games, StoreError *error = nullptr);
    bool setExcludedFromStatistics(const std::vector<qint64> &games, bool excluded, StoreError *error = nullptr);

    std::vector<PlayerProfile> players(StoreError *error = nullptr) const;
    std::optional<qint64> addPlayer(const QString &name, StoreError *error = nullptr);
    bool renamePlayer(qint64 player, const QString &name, StoreError *error = nullptr);
    // Moves every game of `from` to `into` and removes `from`.
    bool mergePlayers(qint64 from, qint64 into, StoreError *error = nullptr);

    // One page of the history, filtered and sorted (see HistoryQuery), read
    // from the derived tables in one read transaction.
    HistoryPage history(const HistoryQuery &query, StoreError *error = nullptr) const;
    // Every game the query's filter matches, in its order (offset and limit
    // ignored): what an action on "all the games listed" acts on.
    std::vector<qint64> historyIds(const HistoryQuery &query, StoreError *error = nullptr) const;
    // The statistics of every saved player with at least one counted game,
    // ordered by name in code-point order (see PlayerStatistics).
    std::vector<PlayerStatistics> statistics(StoreError *error = nullptr) const;
    // One saved player's statistics (zeros without a counted game); nullopt
    // (with the reason) when there is no such player.
    std::optional<PlayerStatistics> playerStatistics(qint64 player, StoreError *error = nullptr) const;
    // Every counted game of a saved player, oldest first (by when it was
    // played, then id); asked only where a chart shows them.
    std::vector<ScorePoint> scoresOverTime(qint64 player, StoreError *error = nullptr) const;
    // The wins in the games played only among these saved players (see GroupWins).
    GroupWins groupWins(const std::vector<qint64> &players, StoreError *error = nullptr) const;
    // The saved player with this name (matched ignoring case and surrounding
    // white space, as seats are), if any.
    std::optional<qint64> findPlayer(const QString &name, StoreError *error = nullptr) const;

    // One game's summary, or nullopt (with the reason) when there is none.
    std::optional<GameSummary> game(qint64 game, StoreError *error = nullptr) const;

    // Stores a whole record (read from a file) as a new game, entries in the
    // canonical order. Refused when the same game is already stored: games are
    // identified by recordHash(). Records with rule violations are kept as
    // they are (the checker reports them); the shape must be valid.
    std::optional<qint64> importRecord(const Record &record, StoreError *error = nullptr);
    // Many records in one transaction: the ids of the new games, nullopt where
    // a record was refused (the reason in `refusals`, same index; a refused
    // record writes nothing). False, with nothing written, when the
    // transaction itself fails.
    bool importRecords(const std::vector<Record> &records, std::vector<std::optional<qint64>> *ids,
                       std::vector<StoreError> *refusals, StoreError *error = nullptr);
    // The stored game with the same canonical record, if any.
    std::optional<qint64> findDuplicate(const Record &record, StoreError *error = nullptr) const;

    // What a tornei-record file can hold of a game: a 3-player round whose
    // dummy layout is only partly entered (the app enters the 7 cards one by
    // one, before any trick) is left out, since a record needs the whole
    // layout. `trimmed` says whether that happened.
    static Record exportable(const Record &record, bool *trimmed = nullptr);
    // Lower-case hex SHA-256 of RecordFormat::write(exportable(record)) with
    // `excluded` left out: the identity of a game for duplicate detection.
    static QString recordHash(const Record &record);

    // Automatic backups: beside the database in backups/, one a day at open
    // and one before every update of the schema, the newest kept.
    static constexpr int BackupsKept = 10;
    static QString backupDirectory(const QString &dbPath);
    // The backups of a database, newest first.
    static QStringList backups(const QString &dbPath);
    // Puts a backup in place of the database (which must not be open); the
    // replaced file is kept aside as <name>.replaced-<UTC timestamp>.
    static bool restoreBackup(const QString &backup, const QString &dbPath, StoreError *error = nullptr,
                              QString *replacedAs = nullptr);
    // A consistent copy of a database (VACUUM INTO); dest must not exist.
    static bool backupTo(const QString &dbPath, const QString &dest, StoreError *error = nullptr);
    // A backup of the open database into backups/ now.
    bool backupNow(StoreError *error = nullptr);
    // Whether the open database is due its daily backup (it existed, and the
    // newest backup is a day old). open() does not make it, as it reads the
    // whole file: the app makes it in the background, the CLI at once.
    bool dailyBackupDue() const;
    // The whole check of the database at dbPath: every page and every game
    // against the checksum stored with it, on a connection of its own so that
    // it may run in another thread while the store is used; then, when
    // `dailyBackup`, the day's backup. A damaged file gets no backup (the
    // good ones are kept) and an error saying what is damaged.
    static bool checkFile(const QString &dbPath, bool dailyBackup, StoreError *error = nullptr);
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
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace tornei
