#pragma once

#include <QCoreApplication>
#include <QString>
#include <functional>

class QSqlDatabase;

namespace tornei {

struct StoreError;

// The schema of the game database: this version's tables, made whole from
// schema.sql, and the one way an older file comes to them, from what release
// 0.1.0 wrote (recorded in PRAGMA user_version). Knows the tables, not the
// rules: what needs the engine (the entries' packing, the players' keys, the
// derived rows) is done by the caller in the same transaction.
class Migrations
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Migrations)

public:
    // The version this build writes.
    static constexpr int Current = 14;
    // The version of release 0.1.0, the only older one a file is updated from;
    // the versions between were never released.
    static constexpr int Released010 = 2;
    // PRAGMA application_id of our databases (from version 3; "Trn1"): a file
    // is recognised as ours before anything writes to it.
    static constexpr int ApplicationId = 0x54726e31;

    // Creates this version's tables in an empty database and sets its numbers.
    static bool create(QSqlDatabase &db, StoreError *error);
    // Brings a 0.1.0 file to this version's tables, keeping its players and
    // games: `convertEntries` turns the cards of the old table, left as
    // entries_v2, into the new one and drops it. The caller holds the
    // transaction, and then rebuilds every game's derived rows.
    static bool upgradeFrom010(QSqlDatabase &db, const std::function<bool(StoreError *)> &convertEntries,
                               StoreError *error);
    static int userVersion(QSqlDatabase &db, StoreError *error);
    // The tables of a database with their columns, one "name(column, ...)"
    // each, sorted: what says a file is ours beside its numbers.
    static QStringList tableShapes(QSqlDatabase &db, StoreError *error);
    // The same for the tables of `version` (Current or Released010; empty for
    // any other).
    static QStringList expectedTableShapes(int version);
    // Whether a file of `version` (with our tables, or our id) was made by a
    // build between two releases, which this one does not read.
    static bool isUnreleased(int version);
};

} // namespace tornei
