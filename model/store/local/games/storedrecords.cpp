#include "storedrecords.h"

#include "entrycodes.h"
#include "gamecolumns.h"
#include "gamerecords.h"
#include "recordshape.h"
#include "storeconnection.h"

#include <QScopeGuard>

namespace tornei {

using namespace storage;

StoredRecords::StoredRecords(const StoreConnection &connection)
    : m_connection(connection)
{}

std::optional<Record> StoredRecords::load(qint64 game, StoreError *error, Verify verify) const
{
    if (verify == Verify::None)
        return load(game, error, nullptr);
    Checked checked;
    return load(game, error, &checked);
}

std::optional<Record> StoredRecords::load(qint64 game, StoreError *error, Checked *checked) const
{
    std::optional<Stored> stored = read(game, error);
    if (!stored)
        return std::nullopt;
    return finish(std::move(*stored), error, checked);
}

std::optional<StoredRecords::Stored> StoredRecords::read(qint64 game, StoreError *error) const
{
    Stored stored{game, {}, {}, {}};
    Record &record = stored.record;
    {
        // SQLite's own interface, as for the entries: every read of a game
        // (an export reads them all) starts here.
        static_assert(SeatCount == 4);
        SqliteStatement *query = m_connection.native(
            "SELECT seat0_name, seat1_name, seat2_name, seat3_name, first_dealer, extensions, started_text, "
            "record_sha256, excluded FROM games WHERE id = ?",
            error);
        if (!query)
            return std::nullopt;
        query->bind(0, game);
        bool found = false;
        const bool ok = query->forEachRow(
            [&](const SqliteStatement &row) {
                found = true;
                for (int s = 0; s < SeatCount; ++s) {
                    if (!row.isNull(s))
                        record.seats[at(s)] = QString::fromUtf8(row.bytes(s));
                }
                record.firstDealer = static_cast<int>(row.integer(SeatCount));
                stored.shape = QString::fromUtf8(row.bytes(SeatCount + 1));
                if (!row.isNull(SeatCount + 2))
                    record.started = QString::fromUtf8(row.bytes(SeatCount + 2));
                stored.sha256 = QString::fromUtf8(row.bytes(SeatCount + 3));
                record.excluded = row.integer(SeatCount + 4) != 0;
                return true;
            },
            error);
        if (!ok)
            return std::nullopt;
        if (!found) {
            setError(error, plainError(tr("There is no game %1 in this database.").arg(game)));
            return std::nullopt;
        }
    }
    const std::optional<std::vector<Entry>> entries = loadEntries(game, error);
    if (!entries)
        return std::nullopt;
    for (const Entry &entry : *entries)
        record.place(entry.slot, entry.card);
    return stored;
}

std::optional<Record> StoredRecords::finish(Stored stored, StoreError *error, Checked *checked)
{
    Record &record = stored.record;
    const qint64 game = stored.game;
    if (!applyShape(record, stored.shape)) {
        setError(error,
                 StoreError{tr("Game %1 holds data this version cannot read; the database is damaged.").arg(game), 11});
        return std::nullopt;
    }
    if (!checked)
        return std::move(record);
    // A game is the SHA-256 of its canonical record, stored with every change:
    // what is read back must be that record, or something was lost.
    checked->canonical = GameRecords::canonical(record);
    checked->sha256 = GameRecords::sha256(checked->canonical);
    if (checked->sha256 != stored.sha256) {
        //: %1 is a game's number
        setError(error, StoreError{tr("Game %1 is not what was stored (its cards or players differ from the "
                                      "record's checksum): the database is damaged.")
                                       .arg(game),
                                   11, tr("game %1 differs from its checksum").arg(game)});
        return std::nullopt;
    }
    return std::move(record);
}

bool StoredRecords::verifyGames(const std::vector<qint64> &games, StoreError *error) const
{
    for (qint64 game : games) {
        if (!load(game, error))
            return false;
    }
    return true;
}

std::optional<std::vector<Entry>> StoredRecords::loadEntries(qint64 game, StoreError *error) const
{
    // Every card read goes through here (review, continue, export, the
    // whole check): SQLite's own interface, one integer a row.
    SqliteStatement *query = m_connection.native("SELECT id FROM entries WHERE id BETWEEN ? AND ? ORDER BY id", error);
    if (!query)
        return std::nullopt;
    query->bind(0, firstRow(game));
    query->bind(1, lastRow(game));
    std::vector<Entry> entries;
    bool unreadable = false;
    const bool ok = query->forEachInteger(
        [&](qint64 row) {
            const std::optional<Entry> entry = unpackEntry(row & EntryMask);
            if (!entry) {
                unreadable = true;
                return false;
            }
            entries.push_back(*entry);
            return true;
        },
        error);
    if (unreadable) {
        setError(error,
                 StoreError{tr("Game %1 holds an entry this version cannot read; the database is damaged.").arg(game),
                            11, tr("game %1 holds an unreadable card").arg(game)});
        return std::nullopt;
    }
    if (!ok)
        return std::nullopt;
    return entries;
}

} // namespace tornei
