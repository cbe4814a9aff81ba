#include "sync.h"

#include "clubconnection.h"
#include "clubsync.h"
#include "gamestore.h"
#include "json.h"

#include <QCommandLineParser>

namespace tornei::cli {

Sync::Sync()
    : DatabaseCommand(QStringLiteral("sync"),
                      tr("send the games and players a club's server lacks, and bring down what it has"))
{
    addArgument(QStringLiteral("server"),
                tr("a PostgreSQL connection string or URI, e.g. postgresql://table3@host/club (the password comes "
                   "from ~/.pgpass or PGPASSWORD)"),
                QStringLiteral("SERVER"));
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of text.")));
}

int Sync::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    if (args.size() != 1)
        return usage(tr("sync takes one SERVER. See --help."));
    // Read before the database is opened: a string that cannot be used changes nothing.
    StoreError error;
    if (!ClubConnection::parse(args[0], &error)) {
        err(error.message + QLatin1Char('\n'));
        return 2;
    }
    GameStore store;
    if (!openStore(store, database(parser), Reads::Records, Missing::Made))
        return 1;
    if (store.isReadOnly()) {
        err(tr("The database is open read-only (%1): it cannot be synced.").arg(store.readOnlyReason()) +
            QLatin1Char('\n'));
        return 1;
    }
    ClubConnection connection;
    if (!connection.open(args[0], &error)) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    std::optional<ClubSyncReport> report = ClubSync(store, connection.db()).run(&error);
    // The connection dropped under it (a server restarted, an administrator's pg_terminate_backend):
    // once more on a new one before anything is said (a sync sends nothing twice).
    if (!report && connection.isLost()) {
        ClubConnection again;
        if (again.open(args[0], &error))
            report = ClubSync(store, again.db()).run(&error);
    }
    if (!report) {
        if (GameStore::isDamage(error))
            storeFailed(store, error);
        else
            err(error.message + QLatin1Char('\n'));
        return 1;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        std::vector<JsonValue> refused;
        for (const QString &reason : report->received.refused)
            refused.push_back(JsonValue::string(reason));
        std::vector<JsonValue> refusedByClub;
        for (const ClubOutbox::RefusedGame &game : report->refused) {
            refusedByClub.push_back(JsonValue::object({{QStringLiteral("game"), JsonValue::integer(game.game)},
                                                       {QStringLiteral("reason"), JsonValue::string(game.reason)}}));
        }
        const JsonValue json = JsonValue::object({
            {QStringLiteral("sent"),
             JsonValue::object({
                 {QStringLiteral("players"), JsonValue::integer(report->playersSent)},
                 {QStringLiteral("submitted"), JsonValue::integer(report->gamesSubmitted)},
                 {QStringLiteral("games"), JsonValue::integer(report->gamesSent)},
                 {QStringLiteral("alreadyThere"), JsonValue::integer(report->alreadyThere)},
                 {QStringLiteral("disputes"), JsonValue::integer(report->disputesSent)},
                 {QStringLiteral("refusedByClub"), JsonValue::integer(report->gamesRefused)},
                 {QStringLiteral("playerChanges"), JsonValue::integer(report->playerChangesApplied)},
                 {QStringLiteral("playerRequests"), JsonValue::integer(report->playerChangesRequested)},
                 {QStringLiteral("gamesVoided"), JsonValue::integer(report->gamesVoided)},
                 {QStringLiteral("removalRequests"), JsonValue::integer(report->removalRequests)},
                 {QStringLiteral("removalsRefused"), JsonValue::integer(report->removalsRefused)},
                 {QStringLiteral("attached"), JsonValue::integer(report->gamesAttached)},
                 {QStringLiteral("attachesRefused"), JsonValue::integer(report->attachesRefused)},
             })},
            {QStringLiteral("received"), JsonValue::object({
                                             {QStringLiteral("players"), JsonValue::integer(report->playersReceived)},
                                             {QStringLiteral("games"), JsonValue::integer(report->received.added)},
                                             {QStringLiteral("revised"), JsonValue::integer(report->received.replaced)},
                                             {QStringLiteral("voided"), JsonValue::integer(report->received.removed)},
                                             {QStringLiteral("refused"), JsonValue::array(std::move(refused))},
                                             {QStringLiteral("events"), JsonValue::integer(report->eventsReceived)},
                                         })},
            {QStringLiteral("waiting"), JsonValue::integer(report->waiting)},
            {QStringLiteral("waitingForClub"), JsonValue::integer(report->awaitingClub)},
            {QStringLiteral("disputed"), JsonValue::integer(report->disputed)},
            {QStringLiteral("refusedByClub"), JsonValue::array(std::move(refusedByClub))},
        });
        out(QString::fromUtf8(json.serialize(2)) + QLatin1Char('\n'));
        return 0;
    }
    const QString server = ClubConnection::describe(args[0]);
    //: %1 names the server
    out(tr("Synced with %1.").arg(server) + QLatin1Char('\n'));
    if (report->gamesSubmitted > 0) {
        out(tr("%n game(s) sent to the club's inbox.", nullptr, report->gamesSubmitted) + QLatin1Char('\n'));
    }
    out(tr("Taken by the club: %n game(s)", nullptr, report->gamesSent) + QStringLiteral(", ") +
        tr("%n already there", nullptr, report->alreadyThere) + QStringLiteral(", ") +
        tr("%n new player(s).", nullptr, report->playersSent) + QLatin1Char('\n'));
    out(tr("Received: %n new game(s)", nullptr, report->received.added) + QStringLiteral(", ") +
        tr("%n revised", nullptr, report->received.replaced) + QStringLiteral(", ") +
        tr("%n voided by the director.", nullptr, report->received.removed) + QLatin1Char('\n'));
    if (report->playerChangesApplied > 0) {
        out(tr("%n rename(s) or merge(s) of players made here are the club's now.", nullptr,
               report->playerChangesApplied) +
            QLatin1Char('\n'));
    }
    if (report->playerChangesRequested > 0) {
        out(tr("%n rename(s) or merge(s) of players made here wait for the director on the server.", nullptr,
               report->playerChangesRequested) +
            QLatin1Char('\n'));
    }
    if (report->gamesVoided > 0) {
        out(tr("%n game(s) deleted here are voided on the server now.", nullptr, report->gamesVoided) +
            QLatin1Char('\n'));
    }
    if (report->removalRequests > 0) {
        out(tr("%n game(s) deleted here wait for the director to remove them on the server.", nullptr,
               report->removalRequests) +
            QLatin1Char('\n'));
    }
    for (const QString &reason : report->received.refused)
        out(reason + QLatin1Char('\n'));
    if (report->eventsReceived > 0) {
        out(tr("%n club event(s) copied here, new or changed on the server.", nullptr, report->eventsReceived) +
            QLatin1Char('\n'));
    }
    if (report->gamesAttached > 0) {
        out(tr("%n game(s) played here attached to their event's table.", nullptr, report->gamesAttached) +
            QLatin1Char('\n'));
    }
    if (report->attachesRefused > 0) {
        out(tr("%n game(s) played here refused at their event's table: the app says why, and tries again once "
               "the director changes the event.",
               nullptr, report->attachesRefused) +
            QLatin1Char('\n'));
    }
    if (report->disputesSent > 0) {
        out(tr("%n game(s) changed here were changed on the server too: both are kept for the director.", nullptr,
               report->disputesSent) +
            QLatin1Char('\n'));
    }
    if (report->disputed > 0)
        out(tr("%n game(s) disputed, waiting for the director.", nullptr, report->disputed) + QLatin1Char('\n'));
    if (report->waiting > 0)
        out(tr("%n game(s) changed during the sync wait for the next one.", nullptr, report->waiting) + QLatin1Char('\n'));
    if (report->awaitingClub > 0) {
        out(tr("%n game(s) sent, waiting for the club's service to read them.", nullptr, report->awaitingClub) +
            QLatin1Char('\n'));
    }
    if (report->removalsRefused > 0) {
        out(tr("%n game(s) deleted here belong to a closed club event: the server keeps them until a director "
               "reopens it.",
               nullptr, report->removalsRefused) +
            QLatin1Char('\n'));
    }
    for (const ClubOutbox::RefusedGame &game : report->refused) {
        //: %1 is the game's number here, %2 the club's reason
        out(tr("Game %1 was refused by the club: %2").arg(game.game).arg(game.reason) + QLatin1Char('\n'));
    }
    return 0;
}

} // namespace tornei::cli
