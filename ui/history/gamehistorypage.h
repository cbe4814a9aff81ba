#pragma once

#include "gamestore.h"
#include "historyactions.h"
#include "historyquery.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTableView;
class QToolButton;

namespace tornei {

class GameStore;
class HistoryModel;
class StoreFollower;

// The History screen: every stored game in a lazily fetched table, its
// filters (names, players, dates, size, state, statistics) and which games
// the actions act on (review and continue here; export, exclude or include
// and delete through HistoryActions). Changes the store only through
// GameStore's calls; leaves playing and reviewing a game to the screens that
// do it.
class GameHistoryPage : public QWidget
{
    Q_OBJECT

public:
    explicit GameHistoryPage(QWidget *parent = nullptr);

    // The store to show and change (not owned); reads its games and players
    // again, keeping the filters, and again whenever the store changes.
    void setStore(GameStore *store);
    // Whether the store is kept in sync with a club's server (the delete says what the club is asked).
    void setClubServer(bool set) { m_actions.setClubServer(set); }

    HistoryModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *searchEdit() const { return m_search; }
    QToolButton *playersButton() const { return m_players; }
    QMenu *playersMenu() const { return m_playersMenu; }
    QComboBox *sizeBox() const { return m_size; }
    QComboBox *stateBox() const { return m_state; }
    QComboBox *statisticsBox() const { return m_statistics; }
    QCheckBox *fromCheck() const { return m_fromCheck; }
    QCheckBox *toCheck() const { return m_toCheck; }
    QDateEdit *fromEdit() const { return m_from; }
    QDateEdit *toEdit() const { return m_to; }
    QPushButton *reviewButton() const { return m_review; }
    QPushButton *continueButton() const { return m_continue; }
    QPushButton *exportButton() const { return m_export; }
    QPushButton *csvButton() const { return m_csv; }
    QPushButton *excludeButton() const { return m_exclude; }
    QPushButton *deleteButton() const { return m_delete; }

    // The filter the widgets describe.
    HistoryFilter filter() const;
    // The ids of the selected rows, in table order (only the fetched rows,
    // even when every game is selected).
    std::vector<qint64> selectedGames() const;
    // Whether the user selected all (Ctrl+A): the actions then act on every
    // game the filter matches, fetched or not, as the store lists them when
    // the action runs. Any other change of the selection ends it.
    bool allGamesSelected() const { return m_allSelected; }
    // How many games the actions would act on.
    int selectedCount() const;

    // The actions on the chosen games, after any question has been answered
    // (the buttons ask first, then call these).
    HistoryActions &actions() { return m_actions; }
    bool deleteGames(const std::vector<qint64> &games);

signals:
    void reviewRequested(qint64 game);
    // The database was found damaged while this page read it.
    void storeDamaged(const tornei::StoreError &error);
    void continueRequested(qint64 game);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void applyFilter();
    void fillPlayers();
    void updatePlayersText();
    void updateActions();
    void updateCount();
    void clearFilters();
    void askExport();
    void askCsv();
    void toggleExcluded();
    void askDelete();
    // The games the actions act on: the selected rows, or every game the
    // filter matches when all are selected (read from the store now);
    // nullopt when the store cannot say (the reason is shown).
    std::optional<std::vector<qint64>> chosenGames();
    // Whether every chosen game is excluded from the statistics.
    bool chosenAllExcluded() const;
    void selectAllGames();
    void selectionChanged();
    // Keeps every fetched row selected while all games are.
    void selectFetched(int first, int last);
    void modelReset();
    // Reads the players and games again after a change to the store, keeping the selection and place.
    void reload();

    GameStore *m_store = nullptr;
    StoreFollower *m_follower = nullptr;
    HistoryModel *m_model = nullptr;
    HistoryActions m_actions;
    bool m_filling = false;
    bool m_allSelected = false;
    HistoryFilter m_allFilter; // the filter whose games are all selected
    bool m_selecting = false;  // the page selects rows itself
    QLabel *m_title = nullptr;
    QLabel *m_count = nullptr;
    QLineEdit *m_search = nullptr;
    QToolButton *m_players = nullptr;
    QMenu *m_playersMenu = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QComboBox *m_size = nullptr;
    QLabel *m_stateLabel = nullptr;
    QComboBox *m_state = nullptr;
    QLabel *m_statisticsLabel = nullptr;
    QComboBox *m_statistics = nullptr;
    QCheckBox *m_fromCheck = nullptr;
    QDateEdit *m_from = nullptr;
    QCheckBox *m_toCheck = nullptr;
    QDateEdit *m_to = nullptr;
    QPushButton *m_clear = nullptr;
    QTableView *m_view = nullptr;
    QPushButton *m_review = nullptr;
    QPushButton *m_continue = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_csv = nullptr;
    QPushButton *m_exclude = nullptr;
    QPushButton *m_delete = nullptr;
};

} // namespace tornei
