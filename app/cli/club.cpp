#include "club.h"

#include "clubconnection.h"
#include "clubschema.h"
#include "clubservice.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QSocketNotifier>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace tornei::cli {

namespace {

// SIGTERM and SIGINT end `club serve` between two batches: the handler only
// writes a byte, which the event loop reads.
int stopPipe[2] = {-1, -1};

void stopOnSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(stopPipe[1], &byte, 1);
}

int serve(const QString &server)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, stopPipe) != 0) {
        Command::err(Club::tr("Cannot watch for the signal that stops the service.") + QLatin1Char('\n'));
        return 1;
    }
    QSocketNotifier stop(stopPipe[0], QSocketNotifier::Read);
    QObject::connect(&stop, &QSocketNotifier::activated, QCoreApplication::instance(), &QCoreApplication::quit);
    struct sigaction action = {};
    action.sa_handler = stopOnSignal;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGTERM, &action, nullptr);
    ::sigaction(SIGINT, &action, nullptr);

    ClubServiceRunner runner(server);
    const auto stamp = [] { return QDateTime::currentDateTime().toString(Qt::ISODate) + QLatin1Char(' '); };
    QObject::connect(&runner, &ClubServiceRunner::handled, [&](int count) {
        //: %n is how many submissions the service read
        Command::out(stamp() + Club::tr("Read %n submission(s).", nullptr, count) + QLatin1Char('\n'));
    });
    QObject::connect(&runner, &ClubServiceRunner::failed, [&](const QString &message) {
        //: %1 says what went wrong
        Command::err(stamp() + Club::tr("%1 Trying again in a few seconds.").arg(message) + QLatin1Char('\n'));
    });
    StoreError error;
    if (!runner.start(&error)) {
        Command::err(error.message + QLatin1Char('\n'));
        return 1;
    }
    //: %1 names the server
    Command::out(stamp() + Club::tr("The club's service is running on %1; SIGTERM or Ctrl+C stops it.")
                               .arg(ClubConnection::describe(server)) +
                 QLatin1Char('\n'));
    QCoreApplication::exec();
    Command::out(stamp() + Club::tr("The club's service stopped.") + QLatin1Char('\n'));
    return 0;
}

} // namespace

Club::Club()
    : Command(QStringLiteral("club"), tr("set up a club's PostgreSQL server: `init` makes its tables and roles, or "
                                         "brings them up to date; `serve` runs the club's service"))
{
    addArgument(QStringLiteral("action"),
                tr("what to do: init makes or updates the tables and roles; serve runs the club's service, which "
                   "reads every game submitted and writes what the club counts, until stopped"),
                QStringLiteral("init|serve"));
    addArgument(QStringLiteral("server"),
                tr("a PostgreSQL connection string or URI, e.g. postgresql://admin@host/club (the password comes "
                   "from ~/.pgpass or PGPASSWORD)"),
                QStringLiteral("SERVER"));
}

int Club::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    if (args.size() != 2 || (args[0] != QLatin1String("init") && args[0] != QLatin1String("serve")))
        return usage(tr("club takes init or serve, and a SERVER. See --help."));
    if (args[0] == QLatin1String("serve"))
        return serve(args[1]);
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
