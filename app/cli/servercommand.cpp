#include "servercommand.h"

#include "clubconnection.h"
#include "clubschema.h"

#include <QCommandLineParser>

namespace tornei::cli {

ServerCommand::ServerCommand(QString name, QString description)
    : Command(std::move(name), std::move(description))
{
    addOption(serverOption());
}

QCommandLineOption ServerCommand::serverOption()
{
    return QCommandLineOption(QStringLiteral("server"),
                              tr("The club's PostgreSQL server: a connection string or URI, as for club init."),
                              QStringLiteral("SERVER"));
}

bool ServerCommand::openServer(const QCommandLineParser &parser, ClubConnection &connection, int *status) const
{
    const std::optional<QString> server = parser.isSet(QStringLiteral("server"))
                                              ? std::optional<QString>(parser.value(QStringLiteral("server")))
                                              : m_server;
    if (!server) {
        //: %1 is the command, e.g. "event create"
        *status = usage(tr("%1 needs the club's server: --server SERVER. See --help.").arg(name()));
        return false;
    }
    StoreError error;
    *status = 1;
    if (!connection.open(*server, &error) || !ClubSchema::clubFor(connection.db(), &error)) {
        err(error.message + QLatin1Char('\n'));
        return false;
    }
    *status = 0;
    return true;
}

qint64 ServerCommand::openEvent(const QCommandLineParser &parser, ClubConnection &connection, int *status) const
{
    const QStringList args = parser.positionalArguments();
    const qint64 event = args.size() == 1 ? eventId(args[0]) : 0;
    if (!event) {
        //: %1 is the command, e.g. "event close" or "event standings"
        *status = usage(tr("%1 takes one EVENT (its number). See --help.").arg(name()));
        return 0;
    }
    return openServer(parser, connection, status) ? event : 0;
}

qint64 ServerCommand::eventId(const QString &text)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    return ok && id > 0 ? id : 0;
}

} // namespace tornei::cli
