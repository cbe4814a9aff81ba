// Records read from files, stored as new games (GameRecords::importOne,
// importBatch) and found again by their identity: every check is made,
// reading only, before the first write.
#include "derivedgame.h"
#include "entrycodes.h"
#include "gamerecords.h"
#include "gameresults.h"
#include "importplan.h"
#include "playerdirectory.h"
#include "recordformat.h"
#include "recordshape.h"
#include "replay.h"
#include "sqlitestatement.h"
#include "storeconnection.h"

namespace tornei {

using namespace storage;

std::optional<qint64> GameRecords::findDuplicate(const Record &record, StoreError *error) const
{
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return std::nullopt;
    }
    Record normalized = record;
    normalized.seats = normalizedSeats(record.seats);
    const std::optional<qint64> found = findDuplicate(hash(normalized), error);
    if (found || normalized == record)
        return found;
    return findDuplicate(hash(record), error);
}

std::optional<qint64> GameRecords::findDuplicate(const QString &digest, StoreError *error) const
{
    SqliteStatement *find = m_connection.native(
        "SELECT id FROM games WHERE (substr(record_sha256, 1, 16) = substr(?1, 1, 16) AND record_sha256 = ?1)"
        " OR (substr(source_sha256, 1, 16) = substr(?1, 1, 16) AND source_sha256 = ?1) ORDER BY id LIMIT 1",
        error);
    if (!find)
        return std::nullopt;
    find->bind(0, digest);
    std::optional<qint64> id;
    if (!find->fetchInteger(&id, error))
        return std::nullopt;
    return id;
}

std::optional<qint64> GameRecords::importOne(const Record &record, StoreError *error)
{
    std::optional<qint64> id;
    const bool ok = m_connection.transaction(error, [&](StoreError *e) {
        const std::optional<ImportPlan> plan = planImport(record, e);
        id = plan ? writeImport(*plan, e) : std::nullopt;
        return id.has_value();
    });
    return ok ? id : std::nullopt;
}

bool GameRecords::importBatch(const std::vector<Record> &records, std::vector<std::optional<qint64>> *ids,
                              std::vector<StoreError> *refusals, StoreError *error)
{
    std::vector<std::optional<qint64>> newIds(records.size());
    std::vector<StoreError> reasons(records.size());
    const QString stamp = RecordFormat::startedNow();
    const bool ok = m_connection.transaction(error, [&](StoreError *e) {
        for (std::size_t i = 0; i < records.size(); ++i) {
            // A refused record has written nothing (planImport only reads),
            // so no savepoint is needed to take it back; a failure of the
            // database itself ends the batch, and the transaction keeps nothing.
            const std::optional<ImportPlan> plan = planImport(records[i], &reasons[i], stamp);
            if (!plan) {
                if (reasons[i].sqliteCode != 0) {
                    *e = reasons[i];
                    return false;
                }
                continue;
            }
            newIds[i] = writeImport(*plan, e);
            if (!newIds[i])
                return false;
        }
        return true;
    });
    if (!ok) {
        newIds.assign(records.size(), std::nullopt);
        reasons.assign(records.size(), StoreError{});
    }
    if (ids)
        *ids = std::move(newIds);
    if (refusals)
        *refusals = std::move(reasons);
    return ok;
}

namespace {

// Why what the store keeps of a record (seats, first dealer and date as
// text, the entries packed in the order of entry, the shape) would not
// rebuild exactly that record, the way load() reads it back; empty when it
// does.
QString whyNotKeptAsIs(const Record &record, const std::vector<Entry> &entries, const QString &shape)
{
    if (static_cast<qint64>(entries.size()) >= SeqMask)
        return GameRecords::tr("it holds more cards than a game can");
    Record stored;
    // Names are checked to be plain text (no lone surrogates), so they come
    // back from SQLite unchanged; the date is text as written.
    stored.seats = record.seats;
    stored.firstDealer = record.firstDealer;
    if (record.started)
        stored.started = QString::fromUtf8(record.started->toUtf8());
    stored.excluded = record.excluded;
    for (const Entry &entry : entries) {
        const std::optional<Entry> unpacked = unpackEntry(packEntry(entry));
        if (!unpacked || !stored.place(unpacked->slot, unpacked->card))
            return GameRecords::tr("a card cannot be kept in the order it was played");
    }
    if (!applyShape(stored, shape))
        return GameRecords::tr("its extra (x-) keys cannot be kept as they are");
    if (!(stored == record))
        return GameRecords::tr("reading it back would not give the same record");
    return QString();
}

bool hasExtensions(const Record &record)
{
    if (!record.extensions.empty())
        return true;
    for (const Round &round : record.rounds) {
        if (!round.extensions.empty())
            return true;
        for (const Trick &trick : round.tricks) {
            if (!trick.extensions.empty())
                return true;
        }
    }
    return false;
}

} // namespace

PreparedImport GameRecords::prepareImport(const Record &record, const QString &stamp, const QString &knownHash)
{
    PreparedImport prepared;
    ImportPlan plan;
    // Names are stored in NFC. The file's own hash is of its record with
    // them so: the same game written with decomposed names is found again.
    plan.record = record;
    plan.record.seats = normalizedSeats(record.seats);
    plan.sourceHash = !knownHash.isEmpty() && plan.record.seats == record.seats ? knownHash : hash(plan.record);
    prepared.sourceHash = plan.sourceHash;
    prepared.givenHash = plan.record == record ? plan.sourceHash : hash(record);
    // A record without a date is dated by its import; the file's own hash
    // (source_sha256) still finds it again.
    if (!plan.record.started)
        plan.record.started = stamp.isEmpty() ? RecordFormat::startedNow() : stamp;
    if (!checkSeats(plan.record, &prepared.refusal))
        return prepared;
    // A record read within the reader's limits can be written out far larger (its x- values laid
    // out a value a line): a game that could never be exported and read back, nor brought down
    // from a club by another laptop. Only x- values can grow so; the rest of a game is small.
    if (hasExtensions(plan.record)) {
        const qint64 written = RecordFormat::write(exportable(plan.record)).size();
        if (written > RecordFormat::MaxFileBytes) {
            //: %1 and %2 are sizes in bytes
            prepared.refusal = plainError(tr("Written out, this record would take %1 bytes, more than a record file "
                                             "may (%2), so it was not imported.")
                                              .arg(written)
                                              .arg(RecordFormat::MaxFileBytes));
            return prepared;
        }
    }
    plan.recordHash = record.started ? plan.sourceHash : hash(plan.record);
    // One replay gives the entries, the derived rows and the game's columns.
    const Replay replay(plan.record);
    plan.entries = replay.entries();
    plan.derived = derive(plan.record, replay, seatsWithPlayers(plan.record));
    // The stored form must give back exactly this record. Checked here, on
    // the values about to be written, rather than by reading the game back:
    // SQLite gives back integers and text as they were bound, and the one
    // thing the database itself could add (stray rows in the game's range of
    // entry rowids) is counted after the write.
    if (const QString why = whyNotKeptAsIs(plan.record, plan.entries, plan.derived.shape); !why.isEmpty()) {
        //: %1 says why
        prepared.refusal = plainError(tr("This record cannot be stored without changing it (%1), so it was not "
                                         "imported.")
                                          .arg(why));
        return prepared;
    }
    prepared.plan = std::move(plan);
    return prepared;
}

std::optional<ImportPlan> GameRecords::planImport(const PreparedImport &prepared, StoreError *e) const
{
    for (const QString &digest : {prepared.sourceHash, prepared.givenHash}) {
        StoreError lookup;
        if (const std::optional<qint64> duplicate = findDuplicate(digest, &lookup)) {
            *e = plainError(tr("This game is already stored (game %1); it was not imported again.").arg(*duplicate));
            return std::nullopt;
        }
        if (lookup.isError()) {
            *e = lookup;
            return std::nullopt;
        }
    }
    if (!prepared.plan)
        *e = prepared.refusal;
    return prepared.plan;
}

std::optional<ImportPlan> GameRecords::planImport(const Record &record, StoreError *e, const QString &stamp) const
{
    return planImport(prepareImport(record, stamp), e);
}

std::optional<qint64> GameRecords::writeImport(const ImportPlan &plan, StoreError *e)
{
    const std::optional<PlayerIds> players = m_players.seatPlayers(plan.record, e);
    if (!players)
        return std::nullopt;
    const std::optional<qint64> id =
        insertGame(plan.record, *players, plan.derived, plan.recordHash, plan.sourceHash, e);
    if (!id || !insertEntries(*id, plan.entries, 1, e))
        return std::nullopt;
    SqliteStatement *count = m_connection.native("SELECT count(*) FROM entries WHERE id BETWEEN ? AND ?", e);
    if (!count)
        return std::nullopt;
    count->bind(0, firstRow(*id));
    count->bind(1, lastRow(*id));
    std::optional<qint64> rows;
    if (!count->fetchInteger(&rows, e))
        return std::nullopt;
    if (rows != static_cast<qint64>(plan.entries.size())) {
        // Rows in the range of a game just made: left by no game of ours.
        *e = StoreError{tr("The cards of a new game overlap cards already stored; the database is damaged."), 11};
        return std::nullopt;
    }
    return id;
}

bool GameRecords::replaceRecord(qint64 game, const Record &given, StoreError *e)
{
    Record record = given;
    record.seats = normalizedSeats(given.seats);
    if (!checkSeats(record, e))
        return false;
    const Replay replay(record);
    const std::vector<Entry> entries = replay.entries();
    if (const QString why = whyNotKeptAsIs(record, entries, derive(record, replay, seatsWithPlayers(record)).shape);
        !why.isEmpty()) {
        //: %1 says why
        *e = plainError(tr("This record cannot be stored without changing it (%1), so it was not imported.").arg(why));
        return false;
    }
    const std::optional<PlayerIds> players = m_players.seatPlayers(record, e);
    if (!players)
        return false;
    SqliteStatement *removeEntries = m_connection.native("DELETE FROM entries WHERE id BETWEEN ? AND ?", e);
    if (!removeEntries)
        return false;
    removeEntries->bind(0, firstRow(game));
    removeEntries->bind(1, lastRow(game));
    if (!removeEntries->run(e) || !insertEntries(game, entries, 1, e))
        return false;
    SqliteStatement *update = m_connection.native(
        "UPDATE games SET seat0_player = ?, seat1_player = ?, seat2_player = ?, seat3_player = ?, seat0_name = ?,"
        " seat1_name = ?, seat2_name = ?, seat3_name = ?, first_dealer = ?, excluded = ? WHERE id = ?",
        e);
    if (!update)
        return false;
    int column = 0;
    for (int s = 0; s < SeatCount; ++s) {
        if ((*players)[at(s)])
            update->bind(column++, *(*players)[at(s)]);
        else
            update->bindNull(column++);
    }
    for (int s = 0; s < SeatCount; ++s) {
        if (record.seats[at(s)])
            update->bind(column++, *record.seats[at(s)]);
        else
            update->bindNull(column++);
    }
    update->bind(column++, record.firstDealer);
    update->bind(column++, record.excluded ? 1 : 0);
    update->bind(column++, game);
    if (!update->run(e) || !m_results.refresh(game, record, true, e))
        return false;
    m_connection.pending.gamesChanged.push_back(game);
    return true;
}

} // namespace tornei
