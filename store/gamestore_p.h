#pragma once

// Shared by the files that implement GameStore, one concern each:
// gamestore.cpp (connecting, closing), gamestore_opening.cpp (opening), gamestore_records.cpp
// (a game's entries, import, identity), gamestore_results.cpp (derived
// per-round results), gamestore_games.cpp (summaries, history, delete,
// exclude), gamestore_statistics.cpp (player statistics),
// gamestore_players.cpp (players, rename, merge), gamestore_backups.cpp
// (backups and restore). Not part of the model's interface.

#include "gamestore.h"
#include "recordformat.h"
#include "seatindex.h"
#include "storeconnection.h"

#include <QDateTime>
#include <QHash>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <functional>
#include <map>
#include <memory>
#include <unordered_map>

namespace tornei {

namespace storage {

inline QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

// An entry as stored: one integer packing the slot and the card, so that a
// row of the entries table takes a few bytes. From the high bits down: kind
// (2 bits), round (2), index (3), seat (2), then the card (6, Card::index).
// The slot alone is code >> CardBits.
constexpr int CardBits = 6;

inline qint64 packSlot(const Slot &slot)
{
    return ((static_cast<qint64>(slot.kind) * SeatCount + slot.round) * 8 + slot.index) * SeatCount + slot.seat;
}

inline qint64 packEntry(const Entry &entry)
{
    return (packSlot(entry.slot) << CardBits) | entry.card.index();
}

// A row of the entries table is one integer, its rowid: the game, the
// entry's place in the order of entry (seq, from 1), and the entry itself.
// A game's rows are one range of rowids, in the order they were entered, so
// appending a card appends to the table (pages filled whole).
constexpr int SeqShift = 15;
constexpr int GameShift = 24;
constexpr qint64 EntryMask = (qint64(1) << SeqShift) - 1;
constexpr qint64 SeqMask = (qint64(1) << (GameShift - SeqShift)) - 1;

inline qint64 firstRow(qint64 game)
{
    return game << GameShift;
}

inline qint64 lastRow(qint64 game)
{
    return firstRow(game) | ((qint64(1) << GameShift) - 1);
}

inline qint64 packRow(qint64 game, qint64 seq, const Entry &entry)
{
    return firstRow(game) | (seq << SeqShift) | packEntry(entry);
}

// nullopt when the integer is not one packEntry() can give (a damaged row).
inline std::optional<Entry> unpackEntry(qint64 code)
{
    if (code < 0 || code >= (qint64(4 * SeatCount * 8 * SeatCount) << CardBits))
        return std::nullopt;
    const int card = static_cast<int>(code & ((1 << CardBits) - 1));
    qint64 slot = code >> CardBits;
    const int seat = static_cast<int>(slot % SeatCount);
    slot /= SeatCount;
    const int index = static_cast<int>(slot % 8);
    slot /= 8;
    const int round = static_cast<int>(slot % SeatCount);
    const int kind = static_cast<int>(slot / SeatCount);
    if (card >= DeckSize || index >= TricksPerRound)
        return std::nullopt;
    return Entry{Slot{static_cast<EntryKind>(kind), round, index, seat}, Card::fromIndex(card)};
}

inline bool isSqliteHeader(const QByteArray &header)
{
    return header.size() >= 100 && header.startsWith(QByteArrayLiteral("SQLite format 3\0"));
}

inline QString seatColumns(const char *suffix)
{
    QStringList columns;
    for (int s = 0; s < SeatCount; ++s)
        columns << QStringLiteral("seat%1_%2").arg(s).arg(QLatin1String(suffix));
    return columns.join(QStringLiteral(", "));
}

inline StoreError plainError(const QString &message)
{
    return StoreError{message, 0};
}

inline void setError(StoreError *error, const StoreError &value)
{
    if (error)
        *error = value;
}

// When a game was played, from the games table: the UTC instant in the
// offset it was played at (undated games: local time).
inline QDateTime playedAt(const QVariant &utc, const QVariant &offset)
{
    const QDateTime instant = QDateTime::fromString(utc.toString(), Qt::ISODateWithMs);
    return offset.isNull() ? instant.toLocalTime() : instant.toOffsetFromUtc(offset.toInt());
}

// The shape of a record its entries do not give (x- keys, trick and round
// counts), stored beside the entries so that import and export are lossless.
QString shapeJson(const Record &record);
bool applyShape(Record &record, const QString &json);

// The saved player of each seat (none for the dummy's seat).
using PlayerIds = std::array<std::optional<qint64>, SeatCount>;

// What the rules engine derives from a record for the store: the rows of
// round_results (every seat of every round) and game_results (each seat with
// a saved player), and the game's own derived columns. Computed from one
// replay, written by GameStore::Private::insertResults.
struct DerivedGame
{
    struct RoundRow
    {
        int round = 0;
        int seat = 0;
        bool complete = false;
        int score = 0;
        int tricksWon = 0;
        SeatArray correct{}; // per rank
        bool zeroTrickBonus = false;
        SeatArray made{}; // predictions made per rank, complete tricks
    };
    // A seat's complete rounds summed, with the replay's total and winners.
    struct SeatRow
    {
        int seat = 0;
        int total = 0;
        bool winner = false;
        bool sharedWin = false;
        int completeRounds = 0;
        int roundScore = 0;
        SeatArray made{};
        SeatArray correct{};
        std::array<int, TricksPerRound + 1> roundsWon{};
    };
    std::vector<RoundRow> rounds;
    std::vector<SeatRow> seats;
    bool finished = false;
    int roundsPlayed = 0;
    QString playersKey;
    QString winnerKey;
    QString shape; // shapeJson()
    // From the record's `started`; null without one (the creation's then).
    QVariant startedUtc{QMetaType::fromType<QString>()};
    QVariant startedDate{QMetaType::fromType<QString>()};
    QVariant startedOffset{QMetaType::fromType<int>()};
};

// Which seats have a saved player (game_results holds a row for each).
using SeatFlags = std::array<bool, SeatCount>;
DerivedGame derive(const Record &record, const Replay &replay, const SeatFlags &saved);
// The player seats of a record (all of them get a saved player when it is stored).
inline SeatFlags seatsWithPlayers(const Record &record)
{
    SeatFlags flags{};
    for (int s = 0; s < SeatCount; ++s)
        flags[at(s)] = record.isPlayer(s);
    return flags;
}

// A record accepted for import, with everything it will write, worked out
// (reading only) before the first write.
struct ImportPlan
{
    Record record; // dated
    QString sourceHash; // of the record as given
    QString recordHash; // of the dated record
    std::vector<Entry> entries;
    DerivedGame derived;
};

} // namespace storage

// The store's own connection (StoreConnection), with what the store keeps of
// the open file, and the work its parts share.
struct GameStore::Private : StoreConnection
{
    QString connection;
    QString path;
    QString vfs;
    int busyTimeout = 5000;
    int version = 0;
    bool dailyBackupDue = false;

    // How a connection opens the file: ReadOnly never writes (a file or folder
    // we may not write); Immutable also takes no locks and ignores any -wal,
    // which is only right where nobody can write (a read-only file system, a
    // backup being checked).
    enum class Access { ReadWrite, ReadOnly, Immutable };
    static QString databaseName(const QString &path, const QString &vfs, Access access);
    static bool connect(QSqlDatabase &db, const QString &path, const QString &vfs, Access access, StoreError *error);
    static void disconnect(QSqlDatabase &db);

    // What the tables of a file say about who made it.
    enum class Owner { Empty, Ours, Foreign };
    // Read in the caller's transaction; nullopt, with the error, when the
    // file cannot be read.
    static std::optional<Owner> recognise(QSqlDatabase &db, int *version, StoreError *error);
    // The checks of a file's first 100 bytes, made before SQLite opens it:
    // nullopt when nothing speaks against it, else the result and the reason.
    static std::optional<OpenResult> checkHeader(const QString &absolute, StoreError *error);

    bool quickCheck(StoreError *error) const;
    // Converts the entries of a version 2 file (entries_v2) to this layout.
    bool convertOldEntries(StoreError *error);
    // A game's record as stored. Verify::Identity checks it against the
    // checksum stored with it (a damaged file can lose cards without an
    // error from SQLite); only a step that rewrites the checksum from a
    // record it has just changed itself (a rename, an update) skips it.
    enum class Verify { Identity, None };
    std::optional<Record> load(qint64 game, StoreError *error, Verify verify = Verify::Identity) const;
    // Checks every game's record against its checksum (see load()).
    bool verifyGames(const std::vector<qint64> &games, StoreError *error) const;
    // A game's entries in the order they were entered.
    std::optional<std::vector<Entry>> loadEntries(qint64 game, StoreError *error) const;
    bool refresh(qint64 game, const Record &record, bool touch, StoreError *error);
    // Writes a game's round_results and game_results rows.
    bool insertResults(qint64 game, const storage::DerivedGame &derived, const storage::PlayerIds &players,
                       bool excluded, StoreError *error);
    // Rebuilds, in one transaction, every game whose cached results were
    // computed by another version of the rules (Replay::RulesVersion).
    bool refreshOutdated(StoreError *error);
    // The saved player a name means (by PlayerName::matchKey), added when
    // there is none; a new player's name is kept in NFC.
    std::optional<qint64> playerFor(const QString &name, StoreError *error);
    // The saved player a name means, other than `except`; nullopt when there
    // is none or on error (then `error` says so).
    std::optional<PlayerProfile> playerNamed(const QString &name, qint64 except, StoreError *error) const;
    // Gives every player the key of this version's PlayerName::matchKey.
    // Players whose names now fold alike are not merged: the oldest gets the
    // key, the others the key followed by U+001F and their id, so that each
    // stays a player of their own and a name means the oldest.
    bool rekeyPlayers(StoreError *error);
    // Whether a record's seats and first dealer can be stored (the reason when not).
    static bool checkSeats(const Record &record, StoreError *error);
    // The saved players of a record's seats, found or added.
    std::optional<storage::PlayerIds> seatPlayers(const Record &record, StoreError *error);
    // A new game row with its derived rows (not its entries).
    std::optional<qint64> insertGame(const Record &record, const storage::PlayerIds &players,
                                     const storage::DerivedGame &derived, const QString &recordHash,
                                     const QString &sourceHash, StoreError *error);
    bool insertEntries(qint64 game, const std::vector<Entry> &entries, int firstSeq, StoreError *error);
    // Calls row(game, seat, total, winner) for every player seat of the games.
    bool results(const std::vector<qint64> &games, const std::function<void(qint64, int, int, bool)> &row,
                 StoreError *error) const;
    // The games matching `where` (with `game` bound), newest first unless
    // `orderAndLimit` says otherwise.
    std::vector<GameSummary> summaries(const QString &where, const std::optional<qint64> &game, StoreError *error,
                                       const QString &orderAndLimit = QString()) const;
    // The statistics of one saved player, or of all, by player id.
    bool collectStatistics(std::optional<qint64> player, std::map<qint64, PlayerStatistics> &out,
                           StoreError *error) const;
    std::vector<qint64> gamesOfPlayer(qint64 player, StoreError *error) const;
    // A backup into backups/ (VACUUM INTO), after a check of every page
    // unless the caller has just made one.
    bool backup(const QString &reason, StoreError *error, bool checked = false);
    // Every page (PRAGMA quick_check) and every game against its checksum,
    // in one read transaction.
    bool verifyAll(StoreError *error) const;
    std::optional<qint64> findDuplicate(const QString &hash, StoreError *error) const;
    // An import in two steps: the checks (duplicate, seats, a lossless stored
    // form), which write nothing and refuse with a plain error, then the
    // writes, whose failure is the database's.
    std::optional<storage::ImportPlan> planImport(const Record &record, StoreError *error) const;
    std::optional<qint64> writeImport(const storage::ImportPlan &plan, StoreError *error);
};

} // namespace tornei
