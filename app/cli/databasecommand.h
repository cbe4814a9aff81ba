#pragma once

#include "command.h"

namespace tornei {
class ClubConnection;
class GameStore;
struct StoreError;
} // namespace tornei

namespace tornei::cli {

// A command that works on the game database: takes --db (the tool's own
// --db, given before the command, is its default), opens the store as every
// such command must, and says store errors the same way.
class DatabaseCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    // The database named before the command, the default for its --db.
    void setDatabase(const QString &path) { m_database = path; }
    // The club server named before the command (--server), for a command
    // that can report from one instead of the database.
    void setServer(const QString &server) { m_server = server; }
    virtual bool readsServer() const { return false; }

protected:
    DatabaseCommand(QString name, QString description);

    static QCommandLineOption databaseOption();
    // The database this run works on.
    QString database(const QCommandLineParser &parser) const;
    // --server SERVER, for the commands that take it (readsServer()).
    static QCommandLineOption serverOption();
    // The club server this run reports from (--server, given here or before
    // the command), or nullopt for the database; *usageError set when --db
    // is given too.
    std::optional<QString> server(const QCommandLineParser &parser, bool *usageError) const;
    // Opens the club server; its error (libpq's reason) on stderr otherwise.
    static bool openServer(ClubConnection &connection, const QString &server);
    // What a command reads, and so must find whole before it answers.
    enum class Reads {
        Reports,  // lists and statistics: the games, players, results and kept figures
        Records,  // every card of the games (export, share), or what a change writes beside
                  // (import, sync: written into a damaged file, it would only add to the damage): the whole file
    };
    // Opens `path`, after the once-a-day whole check and backup. A command
    // that reads games first has SQLite's integrity check (every page and
    // every index against its table) run on what it reads: a damaged file
    // gives an error, never a wrong answer. Not quick_check, which costs
    // nearly as much and passes a damaged index (a game listed under
    // another date); a report checks only its tables, a few times faster
    // than the whole file (bench/RESULTS.md).
    //
    // A command that only reads (`missing` Refused) says so when there is no
    // file at `path` and makes none: a mistyped --db would otherwise leave a
    // new, empty database behind. One that stores games makes it.
    enum class Missing {
        Made,
        Refused,
    };
    static bool openStore(GameStore &store, const QString &path, Reads reads, Missing missing);
    // A store error on stderr; damage said as when opening the file.
    static void storeFailed(const GameStore &store, const StoreError &error);
    // After damage is said: the latest backup of the database at `path`, if
    // any, and the command that puts it in place.
    static void sayLatestBackup(const QString &path);

private:
    std::optional<QString> m_database;
    std::optional<QString> m_server;
};

} // namespace tornei::cli
