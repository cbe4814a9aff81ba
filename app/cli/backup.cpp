#include "backup.h"

#include "gamestore.h"

#include <QCommandLineParser>
#include <QDir>

namespace tornei::cli {

Backup::Backup()
    : DatabaseCommand(QStringLiteral("backup"), tr("write a consistent copy of the database to DEST"))
{
    addArgument(QStringLiteral("dest"), tr("the file to write"), QStringLiteral("DEST"));
}

int Backup::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    if (args.size() != 1)
        return usage(tr("backup takes exactly one DEST. See --help."));
    const QString db = database(parser);
    StoreError error;
    if (!Backups::copyTo(db, args[0], &error)) {
        err(error.message + QLatin1Char('\n'));
        if (GameStore::isDamage(error))
            sayLatestBackup(db);
        return 1;
    }
    out(tr("Backed up %1 to %2").arg(QDir::toNativeSeparators(db), QDir::toNativeSeparators(args[0])) +
        QLatin1Char('\n'));
    return 0;
}

} // namespace tornei::cli
