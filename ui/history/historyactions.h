#pragma once

#include "gamestore.h"

#include <QCoreApplication>

#include <functional>
#include <vector>

class QWidget;

namespace tornei {

// What the History screen does to the games chosen in it: writes their
// records into a folder or their rounds into a spreadsheet, excludes them
// from the statistics or includes them again, deletes them; asking first
// where a file goes, whether to replace files or to delete for good. Changes
// the store only through GameStore's calls and says what went wrong in a
// message box, except damage, which it hands on (the window says it, with a
// backup offered). Knows nothing of the screen's selection or filters. Its
// words are the History screen's, translated as they always were.
class HistoryActions
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameHistoryPage)

public:
    // Dialogs and message boxes open over `parent`; damage found goes to `damaged`.
    HistoryActions(QWidget *parent, std::function<void(const StoreError &)> damaged);

    // The store to act on (not owned); none makes every action fail.
    void setStore(GameStore *store) { m_store = store; }
    // Whether the database is kept in sync with a club's server: a delete then asks it to remove the club's games too.
    void setClubServer(bool set) { m_clubServer = set; }

    // The buttons: each asks first, then calls the action below.
    void askExportRecords(const std::vector<qint64> &games);
    // Asks where, as Excel or CSV (chosen by the file type), and exports.
    void askExportSpreadsheet(const std::vector<qint64> &games);
    // Whether the user confirmed deleting the games for good.
    bool confirmDelete(const std::vector<qint64> &games);

    // The actions, after any question has been answered.
    bool exportRecords(const std::vector<qint64> &games, const QString &folder);
    bool exportCsv(const std::vector<qint64> &games, const QString &path);
    bool exportXlsx(const std::vector<qint64> &games, const QString &path);
    // One store transaction for all the games: all change or none.
    bool setExcluded(const std::vector<qint64> &games, bool excluded);
    // `failed` runs before a failure is said (the caller puts back what it changed for it).
    bool deleteGames(const std::vector<qint64> &games, const std::function<void()> &failed = {});

    void showStoreError(const StoreError &error);
    void showError(const QString &message);

private:
    QWidget *m_parent = nullptr;
    GameStore *m_store = nullptr;
    bool m_clubServer = false;
    std::function<void(const StoreError &)> m_damaged;
};

} // namespace tornei
