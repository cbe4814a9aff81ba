// tornei: the table companion's window.
#include "appsettings.h"
#include "gamestore.h"
#include "mainwindow.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tornei"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TORNEI_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Tornei Companion"));
    QGuiApplication::setDesktopFileName(QStringLiteral(TORNEI_APP_ID));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tornei.svg")));
    tornei::AppSettings::language().apply(tornei::AppSettings::languageChoice());

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Table companion for the card game Tornei."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption db(QStringLiteral("db"),
                                QCoreApplication::translate("main", "Use the database at PATH."),
                                QCoreApplication::translate("main", "PATH"));
    parser.addOption(db);
    parser.process(app);

    tornei::MainWindow window;
    if (!window.openDatabase(parser.isSet(db) ? parser.value(db) : tornei::GameStore::defaultPath()))
        return 1;
    window.show();
    return app.exec();
}
