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
    // The same not yet checked, with the checksum stored with it, for check()
    // later, on any thread.
    std::optional<Record> loadUnchecked(qint64 game, QString *storedHash, StoreError *error) const;
    // Whether a record read back is the one its checksum was taken of (see
    // load()); `checked` as there. Uses no connection.
    static bool check(qint64 game, const Record &record, const QString &storedHash, Checked *checked,
                      StoreError *error);
    // Checks every game's record against its checksum (see load()).
    bool verifyGames(const std::vector<qint64> &games, StoreError *error) const;
    // A game's entries in the order they were entered.
    std::optional<std::vector<Entry>> loadEntries(qint64 game, StoreError *error) const;

private:
    const StoreConnection &m_connection;
};

} // namespace tornei
