#pragma once

#include <QCoreApplication>
#include <QFileDialog>
#include <QString>
#include <QStringList>

class QWidget;

namespace tornei {

// The app's file dialogs. Each is Qt's own dialog with an icon provider that
// never opens a file: Qt's default one reads every listed file to guess its
// type, and a native dialog may do the same inside our process. Opening and
// closing the database (or its -wal or -shm) that way drops SQLite's locks on
// it (see DatabaseFiles). A chosen file that is the open database is refused.
class FileDialogs
{
    Q_DECLARE_TR_FUNCTIONS(tornei::FileDialogs)

public:
    // A configured dialog, not yet shown (what the functions below run).
    static QFileDialog *make(QWidget *parent, const QString &caption, const QString &path, const QString &filter,
                             QFileDialog::FileMode mode, QFileDialog::AcceptMode accept);

    // A file to write; empty when cancelled. `selectedFilter` as QFileDialog's.
    static QString saveFileName(QWidget *parent, const QString &caption, const QString &path, const QString &filter,
                                QString *selectedFilter = nullptr, QFileDialog::Options options = {});
    // Existing files to read; empty when cancelled.
    static QStringList openFileNames(QWidget *parent, const QString &caption, const QString &dir,
                                     const QString &filter);
    // A folder; empty when cancelled.
    static QString existingDirectory(QWidget *parent, const QString &caption, const QString &dir = QString());
};

} // namespace tornei
