#include "databasecommand.h"

#include "clubconnection.h"
#include "gamestore.h"

#include <QCommandLineParser>
#include <QDir>

namespace tornei::cli {

DatabaseCommand::DatabaseCommand(QString name, QString description)
    : Command(std::move(name), std::move(description))
{
    addOption(databaseOption());
}

QCommandLineOption DatabaseCommand::databaseOption()
{
    return QCommandLineOption(QStringLiteral("db"),
                              tr("The game database (default: %1).").arg(GameStore::defaultPath()),
                              QStringLiteral("PATH"));
}

QString DatabaseCommand::database(const QCommandLineParser &parser) const
{
    if (parser.isSet(QStringLiteral("db")))
        return parser.value(QStringLiteral("db"));
    return m_database.value_or(GameStore::defaultPath());
}

QCommandLineOption DatabaseCommand::serverOption()
{
    return QCommandLineOption(QStringLiteral("server"),
                              tr("Report from the club's PostgreSQL server instead of the database: a connection "
                                 "string or URI, as for club init."),
                              QStringLiteral("SERVER"));
}

std::optional<QString> DatabaseCommand::server(const QCommandLineParser &parser, bool *usageError) const
{
    std::optional<QString> server = m_server;
    if (readsServer() && parser.isSet(QStringLiteral("server")))
        server = parser.value(QStringLiteral("server"));
    *usageError = server && (m_database || parser.isSet(QStringLiteral("db")));
    return server;
}

bool DatabaseCommand::openServer(ClubConnection &connection, const QString &server)
{
    StoreError error;
    if (connection.open(server, &error))
        return true;
    err(error.message + QLatin1Char('\n'));
    return false;
}

bool DatabaseCommand::openStore(GameStore &store, const QString &path, Reads reads)
{
    StoreError error;
    if (store.open(path, &error) != GameStore::OpenResult::Ok) {
        err(error.message + QLatin1Char('\n'));
        return false;
    }
    // A failed daily backup does not stop the command (the next open tries
    // again); a damaged file does.
    if (store.backups().dailyDue()) {
        QString notice;
        if (!Backups::checkFile(store.path(), true, &error, &notice) && GameStore::isDamage(error)) {
            err(error.message + QLatin1Char('\n'));
            return false;
        }
        // Kept figures rebuilt from whole games: said, and the command goes on.
        if (!notice.isEmpty())
            err(notice + QLatin1Char('\n'));
    } else if ((reads == Reads::Records && !store.checkIntegrity(&error)) ||
               (reads == Reads::Reports && !store.checkReportTables(&error))) {
        err(error.message + QLatin1Char('\n'));
        return false;
    }
    return true;
}

void DatabaseCommand::storeFailed(const GameStore &store, const StoreError &error)
{
    err((GameStore::isDamage(error) && !error.message.contains(QDir::toNativeSeparators(store.path()))
             ? GameStore::damageMessage(store.path(), error)
             : error.message) +
        QLatin1Char('\n'));
}

} // namespace tornei::cli
