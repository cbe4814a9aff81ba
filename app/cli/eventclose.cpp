#include "eventclose.h"

#include "clubconnection.h"
#include "clubevents.h"

#include <QCommandLineParser>

namespace tornei::cli {

EventClose::EventClose(bool reopen)
    : ServerCommand(reopen ? QStringLiteral("event reopen") : QStringLiteral("event close"),
                    reopen ? tr("a director lets a closed event go on: games may be attached and voided, rounds "
                                "seated again")
                           : tr("a director closes an event: its standings are final, and no game is attached or "
                                "voided, no round seated, until it is reopened"))
    , m_reopen(reopen)
{
    addArgument(QStringLiteral("event"), tr("the event's number"), QStringLiteral("EVENT"));
    addOption(QCommandLineOption(QStringLiteral("reason"), tr("Why, for the event's audit."), QStringLiteral("TEXT")));
}

int EventClose::run(const QCommandLineParser &parser)
{
    ClubConnection connection;
    int status = 0;
    const qint64 event = openEvent(parser, connection, &status);
    if (!event)
        return status;
    StoreError error;
    ClubEvents events(connection.db());
    const QString reason = parser.value(QStringLiteral("reason"));
    const std::optional<ClubEvents::Change> change =
        m_reopen ? events.reopen(event, reason, &error) : events.close(event, reason, &error);
    if (!change) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    const bool done = *change == ClubEvents::Change::Done;
    if (m_reopen)
        out((done ? tr("Event %1 is open again.") : tr("Event %1 was open already.")).arg(event) + QLatin1Char('\n'));
    else
        out((done ? tr("Event %1 is closed: its standings are final.") : tr("Event %1 was closed already."))
                .arg(event) +
            QLatin1Char('\n'));
    return 0;
}

} // namespace tornei::cli
