#include "club.h"

#include "clubconnection.h"
#include "clubpageserver.h"
#include "clubschema.h"
#include "clubservice.h"
#include "serving.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>

#include <memory>

namespace tornei::cli {

namespace {

int serve(const QString &server, const QCommandLineParser &parser)
{
    // SIGTERM and SIGINT end it between two batches.
    const StopOnSignal stop;
    if (!stop.isReady()) {
        Command::err(Club::tr("Cannot watch for the signal that stops the service.") + QLatin1Char('\n'));
        return 1;
    }

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
    // The club nights' pages, beside the service, on a connection of their own.
    std::unique_ptr<ClubPageServer> pages;
    if (parser.isSet(QStringLiteral("http"))) {
        const auto listen = httpAddress(parser.value(QStringLiteral("http")));
        pages = std::make_unique<ClubPageServer>(server);
        ClubPageServer::Limits limits;
        if (parser.isSet(QStringLiteral("http-per-address")))
            limits.perAddress = parser.value(QStringLiteral("http-per-address")).toInt();
        pages->setLimits(limits);
        if (!listen || !pages->start(listen->first, listen->second, parser.value(QStringLiteral("page-address")),
                                     &error)) {
            Command::err((listen ? error.message : Club::tr("--http takes HOST:PORT, e.g. 127.0.0.1:8080.")) +
                         QLatin1Char('\n'));
            return 1;
        }
        QObject::connect(pages.get(), &ClubPageServer::failed, [&](const QString &message) {
            Command::err(stamp() + message + QLatin1Char('\n'));
        });
        //: %1 is where the pages are, e.g. http://127.0.0.1:8080
        Command::out(stamp() + Club::tr("The club nights' pages are served at %1 (port %2).")
                                   .arg(pages->address())
                                   .arg(pages->port()) +
                     QLatin1Char('\n'));
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
    addOption(QCommandLineOption(QStringLiteral("http"),
                                 tr("serve: also serve the club nights' web pages at this address and port (port 0: "
                                    "any free one)"),
                                 QStringLiteral("HOST:PORT")));
    addOption(QCommandLineOption(QStringLiteral("page-address"),
                                 tr("serve: the pages' address as phones reach it, when not http://HOST:PORT (behind "
                                    "a reverse proxy, e.g. https://club.example/tornei)"),
                                 QStringLiteral("URL")));
    addOption(QCommandLineOption(QStringLiteral("http-per-address"),
                                 tr("serve: connections one address may hold open (default 32; 0: no limit, behind a "
                                    "reverse proxy that limits them)"),
                                 QStringLiteral("N")));
}

int Club::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    if (args.size() != 2 || (args[0] != QLatin1String("init") && args[0] != QLatin1String("serve")))
        return usage(tr("club takes init or serve, and a SERVER. See --help."));
    if (args[0] == QLatin1String("serve")) {
        // Checked before anything starts: a limit misread would be no limit.
        bool number = true;
        if (parser.isSet(QStringLiteral("http-per-address")) &&
            (parser.value(QStringLiteral("http-per-address")).toInt(&number) < 0 || !number))
            return usage(tr("--http-per-address takes a number of connections (0: no limit). See --help."));
        return serve(args[1], parser);
    }
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
