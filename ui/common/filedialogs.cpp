#include "filedialogs.h"

#include "databasefiles.h"

#include <QFileIconProvider>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeDatabase>
#include <memory>

namespace tornei {

namespace {

// Icons and type names from a file's name and kind alone (stat, never open).
class NameOnlyIconProvider : public QFileIconProvider
{
public:
    using QFileIconProvider::icon;

    QIcon icon(const QFileInfo &info) const override
    {
        if (info.isRoot())
            return QFileIconProvider::icon(IconType::Drive);
        return QFileIconProvider::icon(info.isDir() ? IconType::Folder : IconType::File);
    }

    QString type(const QFileInfo &info) const override
    {
        if (info.isDir())
            return QFileIconProvider::type(info);
        const QMimeType mime = QMimeDatabase().mimeTypeForFile(info.fileName(), QMimeDatabase::MatchExtension);
        return mime.comment().isEmpty() ? mime.name() : mime.comment();
    }
};

} // namespace

QFileDialog *FileDialogs::make(QWidget *parent, const QString &caption, const QString &path, const QString &filter,
                              QFileDialog::FileMode mode, QFileDialog::AcceptMode accept)
{
    auto *dialog = new QFileDialog(parent, caption, path, filter);
    dialog->setOption(QFileDialog::DontUseNativeDialog);
    // One for the app, never deleted: the dialog's model asks it from a
    // thread of its own that may outlive the dialog.
    static auto *const icons = new NameOnlyIconProvider;
    dialog->setIconProvider(icons);
    dialog->setFileMode(mode);
    dialog->setAcceptMode(accept);
    if (mode == QFileDialog::Directory)
        dialog->setOption(QFileDialog::ShowDirsOnly);
    return dialog;
}

QString FileDialogs::saveFileName(QWidget *parent, const QString &caption, const QString &path, const QString &filter,
                                  QString *selectedFilter, QFileDialog::Options options)
{
    QFileDialog *dialog = make(parent, caption, path, filter, QFileDialog::AnyFile, QFileDialog::AcceptSave);
    const std::unique_ptr<QFileDialog> owner(dialog);
    dialog->setOptions(dialog->options() | options);
    if (selectedFilter && !selectedFilter->isEmpty())
        dialog->selectNameFilter(*selectedFilter);
    for (;;) {
        if (dialog->exec() != QDialog::Accepted || dialog->selectedFiles().isEmpty())
            return QString();
        const QString chosen = dialog->selectedFiles().constFirst();
        const QString refusal = DatabaseFiles::refusal(chosen);
        if (refusal.isEmpty()) {
            if (selectedFilter)
                *selectedFilter = dialog->selectedNameFilter();
            return chosen;
        }
        QMessageBox::warning(parent, caption, refusal);
    }
}

QStringList FileDialogs::openFileNames(QWidget *parent, const QString &caption, const QString &dir,
                                       const QString &filter)
{
    const std::unique_ptr<QFileDialog> dialog(
        make(parent, caption, dir, filter, QFileDialog::ExistingFiles, QFileDialog::AcceptOpen));
    for (;;) {
        if (dialog->exec() != QDialog::Accepted)
            return QStringList();
        const QStringList chosen = dialog->selectedFiles();
        QString refusal;
        for (const QString &file : chosen) {
            refusal = DatabaseFiles::refusal(file);
            if (!refusal.isEmpty())
                break;
        }
        if (refusal.isEmpty())
            return chosen;
        QMessageBox::warning(parent, caption, refusal);
    }
}

QString FileDialogs::existingDirectory(QWidget *parent, const QString &caption, const QString &dir)
{
    const std::unique_ptr<QFileDialog> dialog(
        make(parent, caption, dir, QString(), QFileDialog::Directory, QFileDialog::AcceptOpen));
    if (dialog->exec() != QDialog::Accepted || dialog->selectedFiles().isEmpty())
        return QString();
    return dialog->selectedFiles().constFirst();
}

} // namespace tornei
