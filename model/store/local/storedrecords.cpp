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
    Record record;
    QString shape;
    QString storedHash;
    {
        QSqlQuery *query = m_connection.cached(
            QStringLiteral("SELECT %1, first_dealer, extensions, started_text, record_sha256, excluded FROM games "
                           "WHERE id = ?")
                .arg(seatColumns("name")),
            error);
        if (!query)
            return std::nullopt;
        const auto done = qScopeGuard([query] { query->finish(); });
        query->bindValue(0, game);
        if (!m_connection.exec(*query, error))
            return std::nullopt;
        if (!query->next()) {
            setError(error, plainError(tr("There is no game %1 in this database.").arg(game)));
            return std::nullopt;
        }
        for (int s = 0; s < SeatCount; ++s) {
            const QVariant name = query->value(s);
            if (!name.isNull())
                record.seats[at(s)] = name.toString();
        }
        record.firstDealer = query->value(SeatCount).toInt();
        shape = query->value(SeatCount + 1).toString();
        if (!query->value(SeatCount + 2).isNull())
            record.started = query->value(SeatCount + 2).toString();
        storedHash = query->value(SeatCount + 3).toString();
        record.excluded = query->value(SeatCount + 4).toBool();
    }
    const std::optional<std::vector<Entry>> entries = loadEntries(game, error);
    if (!entries)
        return std::nullopt;
    for (const Entry &entry : *entries)
        record.place(entry.slot, entry.card);
    if (!applyShape(record, shape)) {
        setError(error,
                 StoreError{tr("Game %1 holds data this version cannot read; the database is damaged.").arg(game), 11});
        return std::nullopt;
    }
    // A game is the SHA-256 of its canonical record, stored with every change:
    // what is read back must be that record, or something was lost.
    if (!checked)
        return record;
    checked->canonical = GameRecords::canonical(record);
    checked->sha256 = GameRecords::sha256(checked->canonical);
    if (checked->sha256 != storedHash) {
        //: %1 is a game's number
        setError(error, StoreError{tr("Game %1 is not what was stored (its cards or players differ from the "
                                      "record's checksum): the database is damaged.")
                                       .arg(game),
                                   11, tr("game %1 differs from its checksum").arg(game)});
        return std::nullopt;
    }
    return record;
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
