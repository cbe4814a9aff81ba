#include "games.h"

#include "clubconnection.h"
#include "clubreports.h"
#include "gamedate.h"
#include "gamestore.h"
#include "storereports.h"

#include <QCommandLineParser>
#include <algorithm>

namespace tornei::cli {

Games::Games()
    : DatabaseCommand(QStringLiteral("games"), tr("list the stored games: date, players, totals, winners (*)"))
{
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of a table.")));
    addOption(serverOption());
}

std::optional<std::vector<GameSummary>> Games::games(const QCommandLineParser &parser, int *status) const
{
    *status = 1;
    bool usageError = false;
    StoreError error;
    if (const std::optional<QString> server = this->server(parser, &usageError)) {
        if (usageError) {
            *status = usage(tr("--server and --db cannot be given together. See --help."));
            return std::nullopt;
        }
        ClubConnection connection;
        if (!openServer(connection, *server))
            return std::nullopt;
        std::optional<std::vector<GameSummary>> games = ClubReports(connection.db()).games(&error);
        if (!games)
            err(error.message + QLatin1Char('\n'));
        return games;
    }
    GameStore store;
    if (!openStore(store, database(parser), Reads::Reports, Missing::Refused))
        return std::nullopt;
    std::vector<GameSummary> games = store.games().all(&error);
    if (error.isError()) {
        storeFailed(store, error);
        return std::nullopt;
    }
    return games;
}

int Games::run(const QCommandLineParser &parser)
{
    if (!parser.positionalArguments().isEmpty())
        return usage(tr("games takes no argument. See --help."));
    int status = 0;
    const std::optional<std::vector<GameSummary>> found = this->games(parser, &status);
    if (!found)
        return status;
    const std::vector<GameSummary> &games = *found;
    if (parser.isSet(QStringLiteral("json"))) {
        out(QString::fromUtf8(StoreReports::gamesJson(games).serialize(2)) + QLatin1Char('\n'));
        return 0;
    }
    if (games.empty()) {
        out(tr("No games stored.") + QLatin1Char('\n'));
        return 0;
    }
    for (const GameSummary &game : games) {
        QStringList players;
        for (int s = 0; s < SeatCount; ++s) {
            const auto &name = game.seats[static_cast<std::size_t>(s)];
            if (!name)
                continue;
            const bool winner = std::find(game.winners.begin(), game.winners.end(), s) != game.winners.end();
            //: A player and their total in the list of games; %1 name, %2 points
            QString entry = tr("%1 %2").arg(*name).arg(game.totals[static_cast<std::size_t>(s)]);
            if (winner && game.finished)
                entry += QLatin1Char('*');
            players << entry;
        }
        const QString state =
            game.finished ? tr("finished") : tr("unfinished, %n round(s) complete", nullptr, game.roundsPlayed);
        //: One line of the list of games: %1 number, %2 date and time, %3 players and totals, %4 finished or not
        out(tr("#%1  %2  %3  (%4)")
                .arg(game.id)
                .arg(GameDate::text(game.started), players.join(QStringLiteral(", ")), state) +
            (game.excludedFromStatistics ? QLatin1Char(' ') + tr("[not in statistics]") : QString()) +
            QLatin1Char('\n'));
    }
    return 0;
}

} // namespace tornei::cli
