#include "historyactions.h"

#include "csvexport.h"
#include "filedialogs.h"
#include "plaintext.h"
#include "recordfile.h"
#include "xlsxexport.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace tornei {

HistoryActions::HistoryActions(QWidget *parent, std::function<void(const StoreError &)> damaged)
    : m_parent(parent)
    , m_damaged(std::move(damaged))
{
}

void HistoryActions::askExportRecords(const std::vector<qint64> &games)
{
    if (games.empty())
        return;
    const QString folder = FileDialogs::existingDirectory(m_parent, tr("Export game records into a folder"));
    if (folder.isEmpty())
        return;
    std::vector<QString> existing;
    for (qint64 game : games) {
        const QString path = QDir(folder).filePath(QStringLiteral("game-%1.json").arg(game));
        if (QFileInfo::exists(path))
            existing.push_back(path);
    }
    if (!existing.empty() && PlainText::question(m_parent, tr("Export game records"),
                                                 tr("%n file(s) of the same name already exist in %1. Replace them?",
                                                    nullptr, static_cast<int>(existing.size()))
                                                     .arg(QDir::toNativeSeparators(folder))) != QMessageBox::Yes)
        return;
    exportRecords(games, folder);
}

bool HistoryActions::exportRecords(const std::vector<qint64> &games, const QString &folder)
{
    if (!m_store)
        return false;
    QStringList trimmed;
    for (qint64 game : games) {
        StoreError error;
        const std::optional<Record> record = m_store->records().load(game, &error);
        if (!record) {
            showStoreError(error);
            return false;
        }
        bool cut = false;
        QString why;
        const bool written =
            RecordFile::write(*record, QDir(folder).filePath(QStringLiteral("game-%1.json").arg(game)), &why, &cut);
        if (cut)
            trimmed << QString::number(game);
        if (!written) {
            showError(why);
            return false;
        }
    }
    if (!trimmed.isEmpty())
        PlainText::information(m_parent, tr("Export game records"),
                               tr("In game(s) %1 the dummy's cards of the last round are only partly entered; "
                                  "that round is left out of the file.")
                                   .arg(trimmed.join(QStringLiteral(", "))));
    return true;
}

void HistoryActions::askExportSpreadsheet(const std::vector<qint64> &games)
{
    if (games.empty())
        return;
    // Excel first: it carries numbers, dates and names with their types,
    // where a CSV leaves the encoding and the types to the spreadsheet's guess.
    const QString excel = tr("Excel workbooks (*.xlsx)");
    const QString csv = tr("CSV files (*.csv)");
    QString filter = excel;
    QString path = FileDialogs::saveFileName(m_parent, tr("Export as a spreadsheet"),
                                             QDir::home().filePath(QStringLiteral("tornei.xlsx")),
                                             excel + QStringLiteral(";;") + csv, &filter);
    if (path.isEmpty())
        return;
    QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("xlsx") && suffix != QLatin1String("csv")) {
        suffix = filter == csv ? QStringLiteral("csv") : QStringLiteral("xlsx");
        path += QLatin1Char('.') + suffix;
    }
    if (suffix == QLatin1String("csv"))
        exportCsv(games, path);
    else
        exportXlsx(games, path);
}

bool HistoryActions::exportCsv(const std::vector<qint64> &games, const QString &path)
{
    // No games would mean every game to CsvExport.
    if (!m_store || games.empty())
        return false;
    StoreError error;
    if (!CsvExport::writeFile(*m_store, games, path, &error)) {
        showStoreError(error);
        return false;
    }
    return true;
}

bool HistoryActions::exportXlsx(const std::vector<qint64> &games, const QString &path)
{
    if (!m_store)
        return false;
    StoreError error;
    if (!XlsxExport::writeFile(*m_store, games, path, &error)) {
        showStoreError(error);
        return false;
    }
    return true;
}

bool HistoryActions::setExcluded(const std::vector<qint64> &games, bool excluded)
{
    if (!m_store)
        return false;
    StoreError error;
    // The store's signal reads the games again, the same ones selected: they are still listed, only marked.
    const bool ok = m_store->games().setExcluded(games, excluded, &error);
    if (!ok)
        showStoreError(error);
    return ok;
}

bool HistoryActions::confirmDelete(const std::vector<qint64> &games)
{
    if (games.empty())
        return false;
    QMessageBox box(QMessageBox::Warning, tr("Delete games"),
                    tr("Delete %Ln game(s) for good? Their cards, scores and statistics are removed from the "
                       "database. Export them first if you may want them back.",
                       nullptr, static_cast<int>(games.size())),
                    QMessageBox::NoButton, m_parent);
    box.setObjectName(QStringLiteral("confirmDelete"));
    // Only said when it is so: the club's games leave the club too (GameHistory::remove notes them).
    const std::optional<int> inClub =
        m_clubServer && m_store ? m_store->club().known(games, nullptr) : std::optional<int>(0);
    if (inClub.value_or(0) > 0) {
        //: %Ln is how many of the games to delete the club's server has. A director's or a table's login is the
        //: one set for the club's server in Settings.
        box.setInformativeText(tr("The club has %Ln of these game(s): at the next sync its server is asked to remove "
                                  "them too. With a director's login they are removed there; with a table's login "
                                  "the request waits for the club's director.",
                                  nullptr, *inClub));
    }
    QPushButton *remove = box.addButton(tr("Delete"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == remove;
}

bool HistoryActions::deleteGames(const std::vector<qint64> &games, const std::function<void()> &failed)
{
    if (!m_store)
        return false;
    StoreError error;
    const bool ok = m_store->games().remove(games, &error);
    if (!ok) {
        if (failed)
            failed();
        showStoreError(error);
    }
    return ok;
}

void HistoryActions::showStoreError(const StoreError &error)
{
    // Damage is the main window's to say, as at open, with a backup offered.
    if (GameStore::isDamage(error))
        m_damaged(error);
    else
        showError(error.message);
}

void HistoryActions::showError(const QString &message)
{
    PlainText::warning(m_parent, tr("History"), message);
}

} // namespace tornei
