#include "restore.h"

#include "gamestore.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

namespace tornei::cli {

Restore::Restore()
    : DatabaseCommand(QStringLiteral("restore"),
                      tr("put a backup in place of the database; the replaced file is kept as NAME.replaced-TIMESTAMP"))
{
    addArgument(QStringLiteral("src"), tr("the backup to put in place"), QStringLiteral("SRC"));
}

int Restore::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    if (args.size() != 1)
        return usage(tr("restore takes exactly one SRC. See --help."));
    const QString db = database(parser);
    const QString &source = args[0];
    if (!QFileInfo::exists(source))
        return usage(tr("%1: no such file").arg(source));
    StoreError error;
    QString aside;
    if (!Backups::restore(source, db, &error, &aside)) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    out((aside.isEmpty()
             ? tr("Restored %1 from %2.").arg(QDir::toNativeSeparators(db), QDir::toNativeSeparators(source))
             : tr("Restored %1 from %2; the replaced database is kept as %3.")
                   .arg(QDir::toNativeSeparators(db), QDir::toNativeSeparators(source),
                        QDir::toNativeSeparators(aside))) +
        QLatin1Char('\n'));
    return 0;
}

} // namespace tornei::cli
