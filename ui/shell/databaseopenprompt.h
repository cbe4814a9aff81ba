#pragma once

#include "gamestore.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace tornei {

// What the window says when a database cannot be used, and what it offers
// next: try again (busy), restore the latest backup (damaged, never over a
// database that is merely busy or not ours), use a new database at another
// place, or quit. Never writes to the file it could not use. Its words are
// the main window's, translated as they always were.
class DatabaseOpenPrompt
{
    Q_DECLARE_TR_FUNCTIONS(tornei::MainWindow)

public:
    DatabaseOpenPrompt() = delete;

    enum class Next {
        TryAgain, // the same file (after a backup was restored, or with the same question again)
        UseOther, // the file chosen instead
        Quit,
    };

    // Why `path` cannot be used: the store's own sentence, or a general one for `result`.
    static QString reason(GameStore::OpenResult result, const QString &path, const StoreError &error);
    // Asks over `parent`; `chosen` gets the file chosen instead for UseOther.
    static Next ask(QWidget *parent, GameStore::OpenResult result, const QString &why, const QString &path,
                    QString *chosen);
};

} // namespace tornei
