#include "eventstandingsreport.h"

#include "clubconnection.h"
#include "clubeventjson.h"
#include "clubevents.h"
#include "reports.h"
#include "statistics.h"
#include "storereports.h"

#include <QCommandLineParser>
#include <QLocale>

namespace tornei::cli {

namespace {

double points(const EventStanding &line)
{
    return ClubEventJson::points(line);
}

double average(const EventStanding &line)
{
    return ClubEventJson::averageRoundScore(line);
}

} // namespace

EventStandingsReport::EventStandingsReport()
    : ServerCommand(QStringLiteral("event standings"),
                    tr("an event's standings: each finished game not voided gives a player (opponents with a lower "
                       "total + half those with the same) / (players at the table - 1); ties of points go by the "
                       "average round score"))
{
    addArgument(QStringLiteral("event"), tr("the event's number"), QStringLiteral("EVENT"));
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of a table.")));
}

int EventStandingsReport::run(const QCommandLineParser &parser)
{
    ClubConnection connection;
    int status = 0;
    const qint64 event = openEvent(parser, connection, &status);
    if (!event)
        return status;
    StoreError error;
    const std::optional<EventResults> results = ClubEvents(connection.db()).standings(event, &error);
    if (!results) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        const JsonValue json = ClubEventJson::standings(event, *results);
        out(QString::fromUtf8(json.serialize(2)) + QLatin1Char('\n'));
        return 0;
    }
    const QLocale locale;
    // Headings, then a row per player: the name left-aligned, the figures right-aligned.
    std::vector<QStringList> rows = {
        {tr("Rank"), tr("Player"), tr("Points"), tr("Games"), tr("Wins"), tr("Total"), tr("Avg round")}};
    for (const EventStanding &line : results->players) {
        rows.push_back({QString::number(line.rank), line.name, locale.toString(points(line), 'f', 2),
                        QString::number(line.games), QString::number(line.wins), QString::number(line.total),
                        locale.toString(average(line), 'f', 2)});
    }
    std::vector<int> widths(rows.front().size(), 0);
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[static_cast<std::size_t>(i)] =
                std::max(widths[static_cast<std::size_t>(i)], Reports::displayWidth(row[i]));
    }
    //: %1 the event's number; the line above its standings
    QString text = (results->final ? tr("Event %1, final standings:") : tr("Event %1, standings so far:")).arg(event) +
                   QLatin1Char('\n');
    for (const QStringList &row : rows) {
        QStringList cells;
        for (qsizetype i = 0; i < row.size(); ++i) {
            const int width = widths[static_cast<std::size_t>(i)];
            cells << (i == 1 ? Reports::padRight(row[i], width) : Reports::padLeft(row[i], width));
        }
        QString line = cells.join(QStringLiteral("  "));
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        text += line + QLatin1Char('\n');
    }
    out(text);
    return 0;
}

} // namespace tornei::cli
