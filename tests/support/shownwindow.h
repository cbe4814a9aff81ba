#pragma once
// The main window as a widget test starts it: on a new database in a
// temporary folder, at a laptop screen's size, shown.
#include "mainwindow.h"

#include <QTemporaryDir>
#include <QTest>

class ShownWindow
{
public:
    ShownWindow() { m_window.resize(1366, 740); }

    // Opens the database and shows the window, once it is on screen; false
    // when either fails.
    [[nodiscard]] bool open()
    {
        if (!m_window.openDatabase(m_dir.filePath(QStringLiteral("t.sqlite")), false))
            return false;
        m_window.show();
        return QTest::qWaitForWindowExposed(&m_window);
    }
    tornei::MainWindow &window() { return m_window; }

private:
    QTemporaryDir m_dir;
    tornei::MainWindow m_window;
};
