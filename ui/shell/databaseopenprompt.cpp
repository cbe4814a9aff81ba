#include "databaseopenprompt.h"

#include "filedialogs.h"
#include "plaintext.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace tornei {

QString DatabaseOpenPrompt::reason(GameStore::OpenResult result, const QString &path, const StoreError &error)
{
    // The store's own sentence says what and where; the general one
    // only stands in when it has none.
    if (!error.message.isEmpty())
        return error.message;
    switch (result) {
    case GameStore::OpenResult::NewerVersion:
        return tr("The database %1 was made by a newer version of Tornei Companion. It has been left untouched: "
                  "open it with the newer version, or use a new database at another place.")
            .arg(QDir::toNativeSeparators(path));
    case GameStore::OpenResult::Busy:
        return tr("The database %1 is in use by another program right now.").arg(QDir::toNativeSeparators(path));
    case GameStore::OpenResult::Damaged:
        return tr("The database %1 is damaged and cannot be read. It has been left untouched. You can use a new "
                  "database at another place and keep the damaged file for recovery.")
            .arg(QDir::toNativeSeparators(path));
    default:
        return tr("The database %1 cannot be opened or created.").arg(QDir::toNativeSeparators(path));
    }
}

DatabaseOpenPrompt::Next DatabaseOpenPrompt::ask(QWidget *parent, GameStore::OpenResult result, const QString &why,
                                                 const QString &path, QString *chosen)
{
    QMessageBox box(QMessageBox::Warning, tr("Tornei Companion"), why, QMessageBox::NoButton, parent);
    box.setTextFormat(Qt::PlainText);
    // A backup is offered only for a file SQLite itself found damaged,
    // never over a database that is merely busy or not ours.
    const QStringList backups = result == GameStore::OpenResult::Damaged ? Backups::list(path) : QStringList();
    QPushButton *retry =
        result == GameStore::OpenResult::Busy ? box.addButton(tr("Try again"), QMessageBox::AcceptRole) : nullptr;
    QPushButton *restore = nullptr;
    if (!backups.isEmpty()) {
        //: %1 is the date of the backup file.
        restore = box.addButton(tr("Restore the latest backup (%1)")
                                    .arg(QLocale().toString(QFileInfo(backups.first()).lastModified(),
                                                            QLocale::ShortFormat)),
                                QMessageBox::AcceptRole);
        box.setInformativeText(tr("Restoring keeps the damaged file beside it, renamed."));
    }
    QPushButton *another = box.addButton(tr("Use a new database at another place…"), QMessageBox::AcceptRole);
    box.addButton(tr("Quit"), QMessageBox::RejectRole);
    box.exec();
    if (retry && box.clickedButton() == retry)
        return Next::TryAgain;
    if (restore && box.clickedButton() == restore) {
        StoreError restoreError;
        QString replacedAs;
        if (!Backups::restore(backups.first(), path, &restoreError, &replacedAs)) {
            PlainText::warning(parent, tr("Tornei Companion"),
                               tr("The backup could not be restored: %1").arg(restoreError.message));
        }
        return Next::TryAgain;
    }
    if (box.clickedButton() != another)
        return Next::Quit;
    const QString file = FileDialogs::saveFileName(
        parent, tr("New database"), QFileInfo(path).absolutePath() + QStringLiteral("/tornei-new.sqlite"),
        tr("Tornei databases (*.sqlite)"), nullptr, QFileDialog::DontConfirmOverwrite);
    if (file.isEmpty())
        return Next::Quit;
    if (QFileInfo(file).absoluteFilePath() == QFileInfo(path).absoluteFilePath())
        return Next::TryAgain; // the same bad file again: ask again
    *chosen = file;
    return Next::UseOther;
}

} // namespace tornei
