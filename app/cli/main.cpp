// tornei-cli: scores and checks game records, and imports, exports, lists and
// backs up the stored games; needs no display. Each command is a class of
// its own (see tool.cpp for the list).
#include "safefile.h"
#include "tool.h"
#include "version.h"

#include <QCoreApplication>

namespace {

QtMessageHandler qtHandler = nullptr;

// Qt's PostgreSQL driver says on stderr what it could not tidy up once the
// club server refused a statement or went away ("Unable to free statement",
// "QSqlQuery::exec: database not open"); the command says the reason itself.
void quietSqlDriver(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg
        && (message.startsWith(QLatin1String("Unable to free statement"))
            || message.startsWith(QLatin1String("QSqlQuery::exec: database not open"))))
        return;
    qtHandler(type, context, message);
}

} // namespace

int main(int argc, char *argv[])
{
    qtHandler = qInstallMessageHandler(quietSqlDriver);
    // Ctrl+C or a kill during an export or a backup leaves no half-written file beside its target.
    tornei::SafeFile::removeTemporaryOnSignal();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tornei")); // shares the GUI's data directory
    QCoreApplication::setApplicationVersion(QStringLiteral(TORNEI_VERSION));
    return tornei::cli::Tool().run(QCoreApplication::arguments());
}
