#include "mainwindow.h"

#include <QLabel>

namespace tornei {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Tornei Companion"));
    setCentralWidget(new QLabel(tr("Tornei Companion"), this));
}

} // namespace tornei
