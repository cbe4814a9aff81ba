#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

class QSqlDatabase;

namespace tornei {

struct StoreError;

// The club's tables on its PostgreSQL server, in a schema of their own
// (tornei_club): made whole from club.sql (a resource) on a server that has
// none, and brought up to date from an older released version by
// forward-only steps (its version kept in tornei_club.about). What a login may do is the
// server's to enforce, through two group roles the schema grants to: a
// table's laptop (tornei_table) reads everything, adds games and players, and
// revises only the games it submitted; a director (tornei_director) may also
// void or change any game and rename or merge players (a table's delete, rename
// or merge waits as a request for one). Row-level security
// binds both, since neither owns the tables (their owner is whoever ran
// `tornei-cli club init`). Beside each game, the results its laptop's rules
// engine made of it (ClubResults), and each player's sums kept up to date by
// the server, from which it reports (ClubReports). Club events (ClubEvents)
// are changed only through functions that check who calls.
class ClubSchema
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubSchema)

public:
    // The version this build writes.
    static constexpr int Current = 1;
    static constexpr const char *Schema = "tornei_club";
    // Said in tornei_club.about: the schema is ours, and which version it is.
    static constexpr const char *Application = "tornei-club";
    static constexpr const char *TableRole = "tornei_table";
    static constexpr const char *DirectorRole = "tornei_director";

    // What brings the schema from the version before `version` to it: SQL
    // statements (several in one text), run in the upgrade's transaction.
    struct Step
    {
        int version = 0;
        QString sql;
    };
    // The steps from each released version to the next, oldest first. Only a
    // released version gets one: none yet.
    static QList<Step> steps();

    enum class Outcome { Created, Upgraded, UpToDate };
    struct Result
    {
        Outcome outcome = Outcome::UpToDate;
        int from = 0; // the version found (0: none)
        int to = 0;
    };

    // The version of the club's schema on this server: 0 when there is none;
    // nullopt (with the reason) when a schema of that name is not ours, or it
    // cannot be read.
    static std::optional<int> version(QSqlDatabase &db, StoreError *error = nullptr);

    // The club's id when this server's schema is the one this build uses
    // (for a sync); nullopt with the reason (none yet, older, newer, not ours).
    static std::optional<QString> clubFor(QSqlDatabase &db, StoreError *error = nullptr);

    // Creates the schema and the two roles, or brings an older schema up to
    // date, in one transaction; refused, with nothing changed, when the
    // schema is not ours or is newer than this build.
    static std::optional<Result> initialize(QSqlDatabase &db, StoreError *error = nullptr);
    // The same, to `current` through the given steps (tests try the upgrade
    // mechanism with steps of their own).
    static std::optional<Result> initialize(QSqlDatabase &db, int current, const QList<Step> &steps,
                                            StoreError *error = nullptr);
};

} // namespace tornei
