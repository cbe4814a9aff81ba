#include "eventadd.h"

#include "clubconnection.h"
#include "clubevents.h"
#include "eventcreate.h"

#include <QCommandLineParser>

namespace tornei::cli {

EventAdd::EventAdd()
    : ServerCommand(QStringLiteral("event add"),
                    tr("a director adds players who came late to an open event; the rounds not seated yet seat them"))
{
    addArgument(QStringLiteral("event"), tr("the event's number"), QStringLiteral("EVENT"));
    addOption(QCommandLineOption(QStringLiteral("players"), tr("The players, separated by commas."),
                                 QStringLiteral("A,B,...")));
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of text.")));
}

int EventAdd::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    const qint64 event = args.size() == 1 ? eventId(args[0]) : 0;
    QStringList players;
    for (const QString &player : parser.value(QStringLiteral("players")).split(QLatin1Char(','))) {
        if (!player.trimmed().isEmpty())
            players << player.trimmed();
    }
    if (!event || players.isEmpty())
        return usage(tr("event add takes one EVENT (its number) and --players. See --help."));
    ClubConnection connection;
    int status = 0;
    if (!openServer(parser, connection, &status))
        return status;
    StoreError error;
    ClubEvents events(connection.db());
    const std::optional<ClubEvent> before = events.event(event, &error);
    const std::optional<ClubEvent> found = before ? events.addPlayers(event, players, &error) : std::nullopt;
    if (!found) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        out(EventCreate::json(*found));
        return 0;
    }
    const QString all = found->players.join(QStringLiteral(", "));
    if (found->players.size() == before->players.size()) {
        //: %1 the event's number, %2 its players in order
        out(tr("Every player named is in event %1 already; its players are %2.").arg(found->id).arg(all) +
            QLatin1Char('\n'));
        return 0;
    }
    //: %1 the event's number, %2 its players in order
    out(tr("Event %1's players are now %2.").arg(found->id).arg(all) + QLatin1Char('\n'));
    return 0;
}

} // namespace tornei::cli
