#include "databasecommand.h"

#include "clubconnection.h"
#include "gamestore.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

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

bool DatabaseCommand::openStore(GameStore &store, const QString &path, Reads reads, Missing missing)
{
    StoreError error;
    const QFileInfo before(path);
    if (missing == Missing::Refused && !before.exists()) {
        //: %1 is the database's path
        err(tr("There is no database at %1: no games are stored there, and none was made.")
                .arg(QDir::toNativeSeparators(before.absoluteFilePath())) +
            QLatin1Char('\n'));
        return false;
    }
    const bool wasEmpty = before.exists() && before.isFile() && before.size() == 0;
    const GameStore::OpenResult opened = store.open(path, &error);
    if (opened != GameStore::OpenResult::Ok) {
        err(error.message + QLatin1Char('\n'));
        if (opened == GameStore::OpenResult::Damaged)
            sayLatestBackup(path);
        return false;
    }
    if (wasEmpty) {
        // Never made new without a word: an empty file with nothing beside it.
        err(tr("The database %1 was an empty file with no backups beside it; it is now a new, empty database.")
                .arg(QDir::toNativeSeparators(store.path())) +
            QLatin1Char('\n'));
    }
    // A failed daily backup does not stop the command (the next open tries
    // again); a damaged file does.
    if (store.backups().dailyDue()) {
        QString notice;
        if (!Backups::checkFile(store.path(), true, &error, &notice)) {
            if (GameStore::isDamage(error)) {
                err(error.message + QLatin1Char('\n'));
                return false;
            }
            // Said, and the command goes on: the next one tries again.
            QString why = error.message;
            while (why.endsWith(QLatin1Char('.')) || why.endsWith(QChar(0x3002)))
                why.chop(1);
            //: %1 says why, a sentence without its full stop
            err(tr("%1. No backup was made today; the next command tries again.").arg(why) + QLatin1Char('\n'));
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

void DatabaseCommand::sayLatestBackup(const QString &path)
{
    // Damage is undone by a backup: the latest is named with the command that puts it back.
    const QStringList backups = Backups::list(path);
    if (backups.isEmpty())
        return;
    //: %1 is the latest backup file, %2 the database
    err(tr("The latest backup is %1. To put it in place of the database: tornei-cli --db %2 restore %1")
            .arg(QDir::toNativeSeparators(backups.first()), QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())) +
        QLatin1Char('\n'));
}

void DatabaseCommand::storeFailed(const GameStore &store, const StoreError &error)
{
    err((GameStore::isDamage(error) && !error.message.contains(QDir::toNativeSeparators(store.path()))
             ? GameStore::damageMessage(store.path(), error)
             : error.message) +
        QLatin1Char('\n'));
}

} // namespace tornei::cli
