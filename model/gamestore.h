#pragma once

#include "record.h"
#include "replay.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace tornei {

struct StoreError
{
    QString message;     // readable, translated
    int sqliteCode = 0;  // native SQLite result code when there is one (13 = disk full)
    bool isError() const { return !message.isEmpty(); }
};

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
        NewerVersion,  // made by a newer app: refused, file untouched
        Damaged,       // not a database, or fails quick_check: refused, file untouched
        Failed,        // cannot open or create (permissions, missing directory...)
    };

    GameStore();
    ~GameStore();
    GameStore(const GameStore &) = delete;
    GameStore &operator=(const GameStore &) = delete;

    // tornei.sqlite in QStandardPaths::AppDataLocation.
    static QString defaultPath();

    OpenResult open(const QString &path, StoreError *error = nullptr);
    void close();
    bool isOpen() const;
    QString path() const;

    // A new game from a record's seats and first dealer (its rounds are entered later).
    std::optional<qint64> createGame(const Record &setup, StoreError *error = nullptr);
    bool appendEntry(qint64 game, const Entry &entry, StoreError *error = nullptr);
    bool removeLastEntry(qint64 game, StoreError *error = nullptr);
    // Replaces the card in an entered slot (a correction).
    bool replaceCard(qint64 game, const Slot &slot, Card card, StoreError *error = nullptr);
    std::optional<Record> loadRecord(qint64 game, StoreError *error = nullptr) const;
    // The entries of a game in the order they were entered.
    std::vector<Entry> entries(qint64 game, StoreError *error = nullptr) const;

    std::vector<GameSummary> games(StoreError *error = nullptr) const;
    std::vector<GameSummary> unfinishedGames(StoreError *error = nullptr) const;
    bool deleteGame(qint64 game, StoreError *error = nullptr);
    bool setExcludedFromStatistics(qint64 game, bool excluded, StoreError *error = nullptr);

    std::vector<PlayerProfile> players(StoreError *error = nullptr) const;
    std::optional<qint64> addPlayer(const QString &name, StoreError *error = nullptr);
    bool renamePlayer(qint64 player, const QString &name, StoreError *error = nullptr);
    // Moves every game of `from` to `into` and removes `from`.
    bool mergePlayers(qint64 from, qint64 into, StoreError *error = nullptr);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace tornei
