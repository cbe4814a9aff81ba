#include "stats.h"

#include "clubconnection.h"
#include "clubreports.h"
#include "gamestore.h"
#include "leaguetable.h"
#include "storereports.h"

#include <QCommandLineParser>
#include <QLocale>
#include <QRegularExpression>
#include <QSettings>

namespace tornei::cli {

Stats::Stats()
    : DatabaseCommand(QStringLiteral("stats"),
                      tr("print the players' statistics (finished games not left out of them)"))
{
    addOption(
        QCommandLineOption(QStringLiteral("player"), tr("stats: only this saved player."), QStringLiteral("NAME")));
    addOption(QCommandLineOption(QStringLiteral("from"),
                                 tr("stats: only games played on or after this date (YYYY-MM-DD, the date the record "
                                    "writes; every figure, the rating too, as over those games alone)."),
                                 QStringLiteral("DATE")));
    addOption(QCommandLineOption(QStringLiteral("to"),
                                 tr("stats: only games played on or before this date (YYYY-MM-DD; games without a "
                                    "date of their own are in no range)."),
                                 QStringLiteral("DATE")));
    addOption(QCommandLineOption(QStringLiteral("league"),
                                 tr("stats: the league table, every player ranked by rating (equal ratings share a "
                                    "rank).")));
    addOption(QCommandLineOption(QStringLiteral("min-games"),
                                 tr("stats --league: players with fewer games follow, unranked (default: the app's "
                                    "setting, else 1)."),
                                 QStringLiteral("N")));
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of a table.")));
    addOption(serverOption());
}

namespace {

// A date as YYYY-MM-DD exactly; nullopt otherwise.
std::optional<QDate> isoDate(const QString &text)
{
    static const QRegularExpression shape(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
    if (!shape.match(text).hasMatch())
        return std::nullopt;
    const QDate date = QDate::fromString(text, Qt::ISODate);
    return date.isValid() ? std::optional(date) : std::nullopt;
}

} // namespace

std::optional<DateRange> Stats::range(const QCommandLineParser &parser)
{
    DateRange range;
    for (const QString &end : {QStringLiteral("from"), QStringLiteral("to")}) {
        if (!parser.isSet(end))
            continue;
        const std::optional<QDate> date = isoDate(parser.value(end));
        if (!date) {
            //: %1 the option (--from or --to), %2 what was given
            usage(tr("--%1 takes a date as YYYY-MM-DD, not \"%2\". See --help.").arg(end, parser.value(end)));
            return std::nullopt;
        }
        (end == QLatin1String("from") ? range.from : range.to) = date;
    }
    if (range.from && range.to && *range.from > *range.to) {
        usage(tr("--from must not be after --to. See --help."));
        return std::nullopt;
    }
    return range;
}

std::optional<std::vector<PlayerStatistics>> Stats::figures(const QCommandLineParser &parser, const DateRange &range,
                                                            int *status) const
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
            std::optional<std::vector<PlayerStatistics>> all = reports.statistics(range, &error);
            if (!all)
                err(error.message + QLatin1Char('\n'));
            return all;
        }
        bool found = false;
        std::optional<PlayerStatistics> one = reports.player(player, range, &found, &error);
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
    if (!openStore(store, database(parser), Reads::Reports, Missing::Refused))
        return std::nullopt;
    if (player.isEmpty()) {
        players = store.statistics().all(range, &error);
    } else {
        const std::optional<qint64> id = store.players().find(player, &error);
        if (!id && !error.isError())
            return noSuchPlayer();
        if (id) {
            if (std::optional<PlayerStatistics> one = store.statistics().player(*id, range, &error))
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
    const std::optional<DateRange> range = this->range(parser);
    if (!range)
        return 2;
    const bool league = parser.isSet(QStringLiteral("league"));
    if (league && parser.isSet(QStringLiteral("player")))
        return usage(tr("--league lists every player: it cannot be given with --player. See --help."));
    if (!league && parser.isSet(QStringLiteral("min-games")))
        return usage(tr("--min-games goes only with --league. See --help."));
    // The club's minimum as the app keeps it (Settings), unless given here.
    int minimumGames = QSettings(QStringLiteral("tornei"), QStringLiteral("tornei"))
                           .value(QLatin1String(LeagueTable::MinimumGamesKey), LeagueTable::DefaultMinimumGames)
                           .toInt();
    if (parser.isSet(QStringLiteral("min-games"))) {
        bool number = false;
        minimumGames = parser.value(QStringLiteral("min-games")).toInt(&number);
        if (!number || minimumGames < 0)
            return usage(tr("--min-games takes a whole number of games, 0 or more. See --help."));
    }
    int status = 0;
    const std::optional<std::vector<PlayerStatistics>> players = figures(parser, *range, &status);
    if (!players)
        return status;
    const bool json = parser.isSet(QStringLiteral("json"));
    if (league) {
        const std::vector<LeagueRow> rows = LeagueTable::rank(*players, minimumGames);
        out(json ? QString::fromUtf8(StoreReports::leagueJson(rows, minimumGames).serialize(2)) + QLatin1Char('\n')
                 : leagueText(rows, minimumGames));
        return 0;
    }
    out(json ? QString::fromUtf8(StoreReports::statsJson(*players).serialize(2)) + QLatin1Char('\n') : text(*players));
    return 0;
}

QString Stats::leagueText(const std::vector<LeagueRow> &rows, int minimumGames)
{
    if (rows.empty())
        return tr("No finished games in the statistics yet.") + QLatin1Char('\n');
    const QLocale locale;
    QString text;
    bool unranked = false;
    for (const LeagueRow &row : rows) {
        const PlayerStatistics &p = row.player;
        if (!row.rank && !unranked) {
            unranked = true;
            //: Heading of the players the league table does not rank
            text += tr("Fewer than %n game(s), not ranked:", nullptr, minimumGames) + QLatin1Char('\n');
        }
        //: One line of the league table: %1 the player's rank ("" when unranked), %2 name, %3 rating (μ − 3σ),
        //: then the counted games, %4 win rate in percent, %5 average total of a game
        text += tr("%1 %2: rating %3, %n game(s), win rate %4%, average per game %5", nullptr, p.games)
                    .arg(row.rank ? QString::number(*row.rank).rightJustified(3) + QLatin1Char('.')
                                  : QString(4, QLatin1Char(' ')),
                         p.name, locale.toString(p.rating.ordinal(), 'f', 2), locale.toString(p.winRate(), 'f', 2),
                         locale.toString(p.averageGameScore, 'f', 2)) +
                QLatin1Char('\n');
    }
    return text;
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
