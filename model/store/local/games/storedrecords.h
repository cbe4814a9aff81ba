#pragma once

#include "record.h"
#include "storeerror.h"

#include <QCoreApplication>
#include <optional>
#include <vector>

namespace tornei {

struct StoreConnection;

// Reads a game's record back from a connection, checked against the
// checksum stored with it: every part of the store that reads a game (to
// show it, change it, export it or check the whole file) reads it here.
// Internal to the store; writes nothing.
class StoredRecords
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameStore)

public:
    explicit StoredRecords(const StoreConnection &connection);

    // A game's record as stored. Verify::Identity checks it against the
    // checksum stored with it (a damaged file can lose cards without an
    // error from SQLite); only a step that rewrites the checksum from a
    // record it has just changed itself (a rename, an update) skips it.
    enum class Verify { Identity, None };
    std::optional<Record> load(qint64 game, StoreError *error, Verify verify = Verify::Identity) const;
    // The same, checked when `checked` is given, which then holds what it
    // was checked against: the record as its checksum was taken of
    // (GameRecords::canonical()) and the checksum. Null: Verify::None.
    struct Checked
    {
        QByteArray canonical;
        QString sha256;
    };
    std::optional<Record> load(qint64 game, StoreError *error, Checked *checked) const;
    // The same in two steps: read() takes what is stored, on the
    // connection's thread; finish() makes the record of it (its shape) and
    // checks it, on any thread (an export reads the next games meanwhile).
    struct Stored
    {
        qint64 game = 0;
        Record record; // the cards and players, not yet shaped
        QString shape;
        QString sha256;
    };
    std::optional<Stored> read(qint64 game, StoreError *error) const;
    static std::optional<Record> finish(Stored stored, StoreError *error, Checked *checked);
    // Checks every game's record against its checksum (see load()).
    bool verifyGames(const std::vector<qint64> &games, StoreError *error) const;
    // A game's entries in the order they were entered.
    std::optional<std::vector<Entry>> loadEntries(qint64 game, StoreError *error) const;

private:
    const StoreConnection &m_connection;
};

} // namespace tornei
