#include "club.h"

#include "clubconnection.h"
#include "clubschema.h"

#include <QCommandLineParser>

namespace tornei::cli {

Club::Club()
    : Command(QStringLiteral("club"), tr("set up a club's PostgreSQL server: `init` makes its tables and roles, or "
                                         "brings them up to date"))
{
    addArgument(QStringLiteral("action"), tr("what to do: init makes or updates the tables and roles"), QStringLiteral("init"));
    addArgument(QStringLiteral("server"),
                tr("a PostgreSQL connection string or URI, e.g. postgresql://admin@host/club (the password comes "
                   "from ~/.pgpass or PGPASSWORD)"),
                QStringLiteral("SERVER"));
}

int Club::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    if (args.size() != 2 || args[0] != QLatin1String("init"))
        return usage(tr("club takes init and a SERVER. See --help."));
    ClubConnection connection;
    StoreError error;
    if (!connection.open(args[1], &error)) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    const std::optional<ClubSchema::Result> result = ClubSchema::initialize(connection.db(), &error);
    if (!result) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    const QString server = ClubConnection::describe(args[1]);
    switch (result->outcome) {
    case ClubSchema::Outcome::Created:
        //: %1 is the schema's version, %2 names the server.
        out(tr("Made the club's tables (version %1) on %2.").arg(result->to).arg(server) + QLatin1Char('\n'));
        break;
    case ClubSchema::Outcome::Upgraded:
        //: %1 and %2 are schema versions, %3 names the server.
        out(tr("Brought the club's tables from version %1 to %2 on %3.").arg(result->from).arg(result->to).arg(server) +
            QLatin1Char('\n'));
        break;
    case ClubSchema::Outcome::UpToDate:
        //: %1 is the schema's version, %2 names the server.
        out(tr("The club's tables are up to date (version %1) on %2.").arg(result->to).arg(server) + QLatin1Char('\n'));
        break;
    }
    return 0;
}

} // namespace tornei::cli
