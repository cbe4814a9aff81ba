// tornei: the table companion's window.
#include "language.h"
#include "mainwindow.h"
#include "version.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tornei"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TORNEI_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Tornei Companion"));
    QGuiApplication::setDesktopFileName(QStringLiteral(TORNEI_APP_ID));
    tornei::Language language;
    language.apply(QString());
    tornei::MainWindow window;
    window.show();
    return app.exec();
}
