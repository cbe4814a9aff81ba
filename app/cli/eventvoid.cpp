#include "eventvoid.h"

#include "clubconnection.h"
#include "clubevents.h"

#include <QCommandLineParser>

namespace tornei::cli {

EventVoid::EventVoid()
    : ServerCommand(QStringLiteral("event void"),
                    tr("a director voids one of an event's games: it leaves the standings (and the club's "
                       "statistics); the reason goes into the event's audit"))
{
    addArgument(QStringLiteral("event"), tr("the event's number"), QStringLiteral("EVENT"));
    addOption(QCommandLineOption(QStringLiteral("game"),
                                 tr("The game: its number on the server (as games --server shows it) or its id."),
                                 QStringLiteral("ID")));
    addOption(QCommandLineOption(QStringLiteral("reason"), tr("Why, for the event's audit."), QStringLiteral("TEXT")));
}

int EventVoid::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    const qint64 event = args.size() == 1 ? eventId(args[0]) : 0;
    const QString reason = parser.value(QStringLiteral("reason")).trimmed();
    if (!event || !parser.isSet(QStringLiteral("game")) || reason.isEmpty())
        return usage(tr("event void takes an EVENT, --game and --reason. See --help."));
    ClubConnection connection;
    int status = 0;
    if (!openServer(parser, connection, &status))
        return status;
    StoreError error;
    const QString game = parser.value(QStringLiteral("game"));
    const std::optional<ClubEvents::Change> change = ClubEvents(connection.db()).voidGame(event, game, reason, &error);
    if (!change) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    //: %1 the game as given, %2 the event's number
    out((*change == ClubEvents::Change::Done ? tr("Game %1 of event %2 is voided.")
                                             : tr("Game %1 of event %2 was voided already."))
            .arg(game)
            .arg(event) +
        QLatin1Char('\n'));
    return 0;
}

} // namespace tornei::cli
