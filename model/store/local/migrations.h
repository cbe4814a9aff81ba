#pragma once

#include <QCoreApplication>
#include <QString>

class QSqlDatabase;

namespace tornei {

struct StoreError;

// The schema of the game database and the forward-only steps that bring an
// older file up to date (recorded in PRAGMA user_version); the steps of what
// a laptop shares with a club's server are in clubmigrations.cpp. Knows the
// tables, not the rules: steps that need derived data ask the caller for it.
class Migrations
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Migrations)

public:
    // The version this build writes.
    static constexpr int Current = 11;
    // The oldest version a read-only file can be used at without an update:
    // version 4 changed only the players' keys, which a read-only file keeps
    // (GameStore matches its names without them); version 5 only added the
    // players' figures, which are then summed when asked (derivePlayerFigures).
    static constexpr int OldestReadable = 3;
    // PRAGMA application_id of our databases (from version 3; "Trn1"): a file
    // is recognised as ours before anything writes to it.
    static constexpr int ApplicationId = 0x54726e31;

    // Creates the tables of `version` (1..Current) in an empty database, as
    // that version of the app did; tests use it to make old files.
    static bool create(QSqlDatabase &db, int version, StoreError *error);
    // Runs the steps from `from` to `to` (each one: its DDL, then user_version).
    // The caller holds the transaction.
    static bool upgrade(QSqlDatabase &db, int from, int to, StoreError *error);
    static int userVersion(QSqlDatabase &db, StoreError *error);
    // For a file only read at a version before the players' figures were
    // kept (player_figures, head_to_head): sums them from game_results as
    // they are now into tables of the connection's temporary schema, which
    // stand in for them. Does nothing when the file has them.
    static bool derivePlayerFigures(QSqlDatabase &db, StoreError *error);
    // The tables of a database with their columns, one "name(column, ...)"
    // each, sorted: what says a file is ours beside its numbers.
    static QStringList tableShapes(QSqlDatabase &db, StoreError *error);
    // The same for the tables `create(version)` makes (empty for no such version).
    static QStringList expectedTableShapes(int version);
};

} // namespace tornei
