#include "stats.h"

#include "clubconnection.h"
#include "clubreports.h"
#include "gamestore.h"
#include "storereports.h"

#include <QCommandLineParser>
#include <QLocale>

namespace tornei::cli {

Stats::Stats()
    : DatabaseCommand(QStringLiteral("stats"),
                      tr("print the players' statistics (finished games not left out of them)"))
{
    addOption(
        QCommandLineOption(QStringLiteral("player"), tr("stats: only this saved player."), QStringLiteral("NAME")));
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of a table.")));
    addOption(serverOption());
}

std::optional<std::vector<PlayerStatistics>> Stats::figures(const QCommandLineParser &parser, int *status) const
{
    *status = 1;
    bool usageError = false;
    StoreError error;
    std::vector<PlayerStatistics> players;
    const QString player = parser.value(QStringLiteral("player"));
    const auto noSuchPlayer = [&] {
        err(tr("There is no player named \"%1\".").arg(player) + QLatin1Char('\n'));
        return std::nullopt;
    };
    if (const std::optional<QString> server = this->server(parser, &usageError)) {
        if (usageError) {
            *status = usage(tr("--server and --db cannot be given together. See --help."));
            return std::nullopt;
        }
        ClubConnection connection;
        if (!openServer(connection, *server))
            return std::nullopt;
        ClubReports reports(connection.db());
        if (player.isEmpty()) {
            std::optional<std::vector<PlayerStatistics>> all = reports.statistics(&error);
            if (!all)
                err(error.message + QLatin1Char('\n'));
            return all;
        }
        bool found = false;
        std::optional<PlayerStatistics> one = reports.player(player, &found, &error);
        if (!one && !found && !error.isError())
            return noSuchPlayer();
        if (!one) {
            err(error.message + QLatin1Char('\n'));
            return std::nullopt;
        }
        players.push_back(std::move(*one));
        return players;
    }
    GameStore store;
    if (!openStore(store, database(parser), true))
        return std::nullopt;
    if (player.isEmpty()) {
        players = store.statistics().all(&error);
    } else {
        const std::optional<qint64> id = store.players().find(player, &error);
        if (!id && !error.isError())
            return noSuchPlayer();
        if (id) {
            if (std::optional<PlayerStatistics> one = store.statistics().player(*id, &error))
                players.push_back(std::move(*one));
        }
    }
    if (error.isError()) {
        storeFailed(store, error);
        return std::nullopt;
    }
    return players;
}

int Stats::run(const QCommandLineParser &parser)
{
    if (!parser.positionalArguments().isEmpty())
        return usage(tr("stats takes no argument. See --help."));
    int status = 0;
    const std::optional<std::vector<PlayerStatistics>> players = figures(parser, &status);
    if (!players)
        return status;
    out(parser.isSet(QStringLiteral("json"))
            ? QString::fromUtf8(StoreReports::statsJson(*players).serialize(2)) + QLatin1Char('\n')
            : text(*players));
    return 0;
}

QString Stats::text(const std::vector<PlayerStatistics> &players)
{
    if (players.empty())
        return tr("No finished games in the statistics yet.") + QLatin1Char('\n');
    const QLocale locale;
    QString text;
    for (const PlayerStatistics &p : players) {
        //: Statistics of one player: %1 name, then the number of counted games
        text += tr("%1: %n game(s)", nullptr, p.games).arg(p.name)
                //: Wins of a player, %1 of them shared
                + tr(", %n win(s) (%1 shared)", nullptr, p.wins).arg(p.sharedWins) + QLatin1Char('\n');
        //: %1 average total of a game, %2 average score of a round
        text += QStringLiteral("  ") +
                tr("average per game %1, per round %2")
                    .arg(locale.toString(p.averageGameScore, 'f', 2), locale.toString(p.averageRoundScore, 'f', 2)) +
                QLatin1Char('\n');
        QStringList predictions;
        for (const PredictionFigures &f : p.predictions)
            //: Predictions of one rank: %1 rank, %2 correct, %3 made
            predictions << tr("%1: %2 of %3").arg(f.rank).arg(f.correct).arg(f.made);
        //: Separator between the figures of the ranks
        text += QStringLiteral("  ") + tr("correct predictions by rank: %1").arg(predictions.join(tr(", "))) +
                QLatin1Char('\n');
        QStringList tricks;
        for (int count : p.tricksWonPerRound)
            tricks << QString::number(count);
        text += QStringLiteral("  ") + tr("rounds with 0 to 7 tricks won: %1").arg(tricks.join(QStringLiteral(" "))) +
                QLatin1Char('\n');
        for (const HeadToHead &h : p.headToHead)
            //: Head to head: %1 opponent, then the games both played and how often the total was above, below, equal
            text += QStringLiteral("  ") +
                    tr("against %1: %n game(s), above %2, below %3, equal %4", nullptr, h.games)
                        .arg(h.opponentName)
                        .arg(h.above)
                        .arg(h.below)
                        .arg(h.equal) +
                    QLatin1Char('\n');
    }
    return text;
}

} // namespace tornei::cli
