#pragma once

#include "entryedit.h"
#include "record.h"
#include "recordformat.h"
#include "seatindex.h"
#include "storedrecords.h"
#include "storeerror.h"

#include <QCoreApplication>
#include <QString>
#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace tornei {

class GameResults;
class PlayerDirectory;
struct StoreConnection;

namespace storage {
struct DerivedGame;
struct ImportPlan;
struct PreparedImport;
using PlayerIds = std::array<std::optional<qint64>, SeatCount>;
} // namespace storage

// The cards of the games (GameStore::records()): a new game, each user
// action on its cards, a game read back whole, and records imported from
// files; each change in one transaction that also rebuilds the game's
// derived results (GameResults). A game is identified by the SHA-256 of its
// canonical record (hash()).
class GameRecords
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameStore)

public:
    GameRecords(StoreConnection &connection, const StoredRecords &reader, GameResults &results,
                PlayerDirectory &players);
    GameRecords(const GameRecords &) = delete;
    GameRecords &operator=(const GameRecords &) = delete;

    // A new game from a record's seats and first dealer (its rounds are entered later).
    // `alsoWrite`, when given, runs in the same transaction once the game has
    // its id (what else the game's creation must not be without).
    std::optional<qint64> create(const Record &setup, StoreError *error = nullptr,
                                 const std::function<bool(qint64, StoreError *)> &alsoWrite = {});
    // One user action on a game's cards, in one transaction (see EntryEdit).
    bool applyEdit(qint64 game, const EntryEdit &edit, StoreError *error = nullptr);
    std::optional<Record> load(qint64 game, StoreError *error = nullptr) const;
    // Several games read in one transaction, their records not yet made
    // and checked against their checksums: check() does that, on any
    // thread, before any is used (an export reads the next games meanwhile).
    using Unchecked = std::vector<StoredRecords::Stored>;
    std::optional<Unchecked> read(const std::vector<qint64> &games, StoreError *error = nullptr) const;
    // The records read, as load() gives each, or nullopt at the first that
    // is not what was stored. Uses no connection.
    static std::optional<std::vector<Record>> check(Unchecked read, StoreError *error = nullptr);
    // The entries of a game in the order they were entered.
    std::vector<Entry> entries(qint64 game, StoreError *error = nullptr) const;

    // Stores a whole record (read from a file) as a new game, entries in the
    // canonical order. Refused when the same game is already stored: games are
    // identified by hash(). Records with rule violations are kept as
    // they are (the checker reports them); the shape must be valid.
    std::optional<qint64> importOne(const Record &record, StoreError *error = nullptr);
    // Many records in one transaction: the ids of the new games, nullopt where
    // a record was refused (the reason in `refusals`, same index; a refused
    // record writes nothing). Records without a date are all dated by the
    // same instant, so that they are played at once, in the order of their
    // records' SHA-256 (as the ratings take them), whatever the order given. False, with nothing written, when the
    // transaction itself fails.
    bool importBatch(const std::vector<Record> &records, std::vector<std::optional<qint64>> *ids,
                     std::vector<StoreError> *refusals, StoreError *error = nullptr);
    // The stored game with the same canonical record, if any.
    std::optional<qint64> findDuplicate(const Record &record, StoreError *error = nullptr) const;

    // What a tornei-record file can hold of a game: a 3-player round whose
    // dummy layout is only partly entered (the app enters the 7 cards one by
    // one, before any trick) is left out, since a record needs the whole
    // layout. `trimmed` says whether that happened.
    static Record exportable(const Record &record, bool *trimmed = nullptr);
    // Lower-case hex SHA-256 of canonical(record): the identity of a game for
    // duplicate detection.
    static QString hash(const Record &record);
    // RecordFormat::write(exportable(record)) with `excluded` left out: what
    // hash() is taken of. With `names`, also where its seats' names are in it.
    static QByteArray canonical(const Record &record, RecordFormat::SeatNameSpans *names = nullptr);
    // Where a game goes among games played at the same instant when ratings take
    // them in order, in hex: the first 16 bytes of the SHA-256 of
    // canonical(record) with every seat's name left empty, then (for games of
    // the same cards) the first 8 of that of canonical(record) with each name's
    // PlayerName::matchKey: enough to tell games apart, and every rating step
    // keeps it. A name's spelling is the only thing one copy of a game may
    // write differently from another (each database writes its own spelling of
    // a player), so every copy, here, at other laptops and on the club's
    // server, has the same place.
    static QString ratingKey(const Record &record);
    // Lower-case hex SHA-256 of `bytes`, as every checksum of a record is written.
    static QString sha256(const QByteArray &bytes);
    // The identity a game has in a club: hash(), except for a record imported
    // without a date and unchanged since, which keeps the identity of the
    // file it came from (`sourceHash`): its date is the import's, so the same
    // file imported at two laptops is still one game. `recordHash`, when
    // given, is hash(record), already known.
    static QString identity(const Record &record, const QString &sourceHash, QString recordHash = {});

    // What an import checks that needs no database (the replay, the derived
    // rows, the seats and the stored form): what a sync works out before it
    // takes the write lock, and the club's service reads a submission with.
    // A record without a date is dated `stamp` (now, when empty).
    // `knownHash`: hash(record) when the caller has it already.
    static storage::PreparedImport prepareImport(const Record &record, const QString &stamp = QString(),
                                                 const QString &knownHash = QString());

private:
    friend class GameStore;  // an update converts the entries of old files
    friend class ClubOutbox; // games from the club's server are imported, or replace what is here

    using Seats = std::array<std::optional<QString>, SeatCount>;
    // The names as stored: in NFC.
    static Seats normalizedSeats(Seats seats);
    // Whether a record's seats and first dealer can be stored (the reason when not).
    static bool checkSeats(const Record &record, StoreError *error);
    // A new game row with its derived rows (not its entries).
    std::optional<qint64> insertGame(const Record &record, const storage::PlayerIds &players,
                                     const storage::DerivedGame &derived, const QString &recordHash,
                                     const QString &sourceHash, StoreError *error);
    bool insertEntries(qint64 game, const std::vector<Entry> &entries, int firstSeq, StoreError *error);
    // Converts the entries of a version 2 file (entries_v2) to this layout.
    bool convertOldEntries(StoreError *error);
    std::optional<qint64> findDuplicate(const QString &hash, StoreError *error) const;
    // An import in two steps: the checks (duplicate, seats, a lossless stored
    // form), which write nothing and refuse with a plain error, then the
    // writes, whose failure is the database's.
    // A record without a date is dated `stamp` (now, when empty).
    std::optional<storage::ImportPlan> planImport(const Record &record, StoreError *error,
                                                  const QString &stamp = QString()) const;
    // The checks in two halves: prepareImport() (public), then the lookups of a duplicate.
    std::optional<storage::ImportPlan> planImport(const storage::PreparedImport &prepared, StoreError *error) const;
    std::optional<qint64> writeImport(const storage::ImportPlan &plan, StoreError *error);
    // Replaces a game's cards, seats, first dealer, date and exclusion with a
    // whole record's (a newer revision from the club's server), in the
    // transaction under way; refused like an import when the record cannot
    // be stored as it is.
    bool replaceRecord(qint64 game, const Record &record, StoreError *error);

    StoreConnection &m_connection;
    const StoredRecords &m_reader;
    GameResults &m_results;
    PlayerDirectory &m_players;
};

} // namespace tornei
