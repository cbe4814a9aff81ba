// tornei: the table companion's window.
#include "appsettings.h"
#include "gamestore.h"
#include "mainwindow.h"
#include "safefile.h"
#include "startwarmup.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstring>
#include <memory>
#include <optional>

namespace {

// --help and --version print and quit: they need no display.
bool printsOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char *option : {"-h", "--help", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    const bool showsWindow = !printsOnly(argc, argv);
    // A kill during an export leaves no half-written file beside its target.
    tornei::SafeFile::removeTemporaryOnSignal();
    std::optional<tornei::StartWarmUp> warmUp;
    if (showsWindow)
        warmUp.emplace();
    const std::unique_ptr<QCoreApplication> app(showsWindow ? new QApplication(argc, argv)
                                                       : new QCoreApplication(argc, argv));
    QCoreApplication::setApplicationName(QStringLiteral("tornei"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TORNEI_VERSION));
    tornei::AppSettings::language().apply(tornei::AppSettings::languageChoice());

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Table companion for the card game Tornei."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption db(QStringLiteral("db"),
                                QCoreApplication::translate("main", "Use the database at PATH."),
                                QCoreApplication::translate("main", "PATH"));
    parser.addOption(db);
    const QCommandLineOption server(
        QStringLiteral("server"),
        QCoreApplication::translate("main", "Sync with the club's server SERVER (a PostgreSQL connection string) "
                                            "instead of the one in Settings."),
        QCoreApplication::translate("main", "SERVER"));
    parser.addOption(server);
    parser.process(*app);
    if (!warmUp)
        return 0; // --help or --version: printed, and process() quit
    // Once the options are read: a wrong one ends the process at once, which
    // the warm-up's thread must not be using Qt through. The database is
    // opened and the start page read on that thread while the window is made.
    const QString path = parser.isSet(db) ? parser.value(db) : tornei::GameStore::defaultPath();
    auto store = std::make_unique<tornei::GameStore>();
    tornei::WindowWarmUp windowWarmUp(*warmUp, *store, path);

    QGuiApplication::setApplicationDisplayName(QStringLiteral("Tornei Companion"));
    QGuiApplication::setDesktopFileName(QStringLiteral(TORNEI_APP_ID));
    QGuiApplication::setWindowIcon(tornei::MainWindow::appIcon());
    tornei::MainWindow mainWindow(std::move(store));
    if (parser.isSet(server))
        mainWindow.useClubServer(parser.value(server));
    if (!mainWindow.openDatabase(path, windowWarmUp.opened()))
        return 1;
    mainWindow.show();
    return QApplication::exec();
}
