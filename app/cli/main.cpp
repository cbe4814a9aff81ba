// tornei-cli: scores and checks game records, and imports, exports, lists and
// backs up the stored games; needs no display. Each command is a class of
// its own (see tool.cpp for the list).
#include "tool.h"
#include "version.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tornei")); // shares the GUI's data directory
    QCoreApplication::setApplicationVersion(QStringLiteral(TORNEI_VERSION));
    return tornei::cli::Tool().run(QCoreApplication::arguments());
}
