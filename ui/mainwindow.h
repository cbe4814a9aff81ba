#pragma once

#include <QMainWindow>

namespace tornei {

// The application's main window.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace tornei
