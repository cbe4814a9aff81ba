#pragma once

#include "gamestore.h"
#include "statistics.h"

#include <QWidget>

#include <map>

class QCommandLinkButton;
class QLabel;
class QListView;
class QPushButton;
class QTabWidget;
class QTableView;

namespace tornei {

class ChartView;
class GameStore;
class HeadToHeadModel;
class LeagueTableModel;
class PlayerListModel;
class PlayerProfilePanel;
class SeasonBar;
class StoreFollower;

// The Players screen: the saved players, each one's profile (shown by
// PlayerProfilePanel: games, wins, averages, predictions by rank, tricks per
// round, best game, head-to-head with the closest rival), renaming and
// merging players, the charts comparing chosen players, and the league
// table; every figure over the season chosen (SeasonBar). Changes the
// store only through GameStore's calls; knows nothing of how figures are
// computed (the store does that) or drawn (Charts does that).
class PlayersPage : public QWidget
{
    Q_OBJECT

public:
    explicit PlayersPage(QWidget *parent = nullptr);

    // The store to show and change (not owned); reads it again, and again
    // whenever the store changes (once shown, when hidden).
    void setStore(GameStore *store);
    // Reads the players and their figures again.
    void reload();

    // Shows a player's profile.
    void showPlayer(qint64 player);
    std::optional<qint64> currentPlayer() const;

    // Renames or merges (after any question has been answered: the buttons
    // ask first, then call these); says what went wrong in a message box.
    bool renamePlayer(qint64 player, const QString &name);
    bool mergePlayers(qint64 from, qint64 into);

    // The season every figure, the profile, the charts and the league table are limited to.
    DateRange range() const { return m_range; }
    SeasonBar *seasonBar() const { return m_season; }
    LeagueTableModel *leagueModel() const { return m_leagueModel; }
    QTableView *leagueView() const { return m_league; }

    PlayerListModel *playerModel() const { return m_playerModel; }
    PlayerListModel *chosenModel() const { return m_chosenModel; }
    HeadToHeadModel *headToHeadModel() const;
    QListView *playerList() const { return m_players; }
    QTabWidget *tabs() const { return m_tabs; }
    QTabWidget *chartTabs() const { return m_chartTabs; }
    QPushButton *renameButton() const { return m_rename; }
    QPushButton *mergeButton() const { return m_merge; }
    QCommandLinkButton *bestGameButton() const;
    QLabel *rivalLabel() const;
    // The profile's figure shown for `key` ("games", "wins", "sharedWins",
    // "winRate", "averageGame", "averageRound", "zeroTrickRounds",
    // "tricksPerRound", "predicted1".."predicted4", "correct1".."correct4").
    QString figure(const QString &key) const;
    // The chart tabs' charts: 0 scores over time, 1 predictions by rank,
    // 2 win share, 3 tricks per round, 4 rating over time.
    ChartView *chart(int index) const { return m_charts[static_cast<std::size_t>(index)]; }
    PlayerProfilePanel *profile() const { return m_profile; }

signals:
    void reviewRequested(qint64 game);
    // The database was found damaged while this page read it.
    void storeDamaged(const tornei::StoreError &error);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillProfile();
    void fillLeague();
    void updateCharts();
    void askRename();
    void askMerge();
    PlayerStatistics statisticsOf(qint64 player) const;
    void showError(const QString &message);
    void showStoreError(const StoreError &error);

    GameStore *m_store = nullptr;
    StoreFollower *m_follower = nullptr;
    bool m_reloading = false; // reload() fills the lists, then the profile and charts once
    DateRange m_range;
    std::map<qint64, PlayerStatistics> m_statistics;
    std::vector<ScorePoint> m_scores; // the shown player's counted games, oldest first
    std::vector<RatingPoint> m_ratings; // the shown player's rating after each of them
    PlayerListModel *m_playerModel = nullptr;
    PlayerListModel *m_chosenModel = nullptr;
    QLabel *m_title = nullptr;
    QListView *m_players = nullptr;
    QPushButton *m_rename = nullptr;
    QPushButton *m_merge = nullptr;
    QTabWidget *m_tabs = nullptr;
    PlayerProfilePanel *m_profile = nullptr;
    QLabel *m_chosenLabel = nullptr;
    QListView *m_chosen = nullptr;
    QTabWidget *m_chartTabs = nullptr;
    std::array<ChartView *, 5> m_charts{};
    QPushButton *m_saveChart = nullptr;
    SeasonBar *m_season = nullptr;
    LeagueTableModel *m_leagueModel = nullptr;
    QLabel *m_leagueNote = nullptr;
    QTableView *m_league = nullptr;
};

} // namespace tornei
