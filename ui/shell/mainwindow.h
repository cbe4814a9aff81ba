#pragma once

#include "gamestore.h"
#include "startcontents.h"

#include <QIcon>
#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

class QLabel;
class QStackedWidget;
class QThread;

namespace tornei {

class ClubSyncer;
class ClubTableMode;
class DirectorWindow;
class FileCheck;
class GameEndPage;
class GameHistoryPage;
class GameSession;
class MainMenus;
class NewGamePage;
class PlayersPage;
class ReviewPage;
class ShareDialog;
class StandingsWindow;
class StartPage;
class StoreFollower;
class TablePage;
class TableShare;

// The application's main window: the start screen, the new-game set-up,
// the table screen, the history, players and review screens, and the open
// database they share. Owns the store;
// leaves the rules to the model and each screen's details to its page.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    // With the store given, which may still be opening on another thread
    // while the window is made: nothing here reads it before openDatabase().
    explicit MainWindow(std::unique_ptr<GameStore> store, QWidget *parent = nullptr);
    ~MainWindow() override;

    // The app's icon, for every window: the drawing at 16, 32, 64 and 128
    // pixels, the sizes Qt sends a window's icon to an X11 desktop in, so
    // that no SVG is rendered as the first window shows.
    static QIcon appIcon();

    // Opens a database; when it cannot be used, says why and offers a way
    // on (another file, or the latest backup), never writing to the bad
    // file. False when no database is open in the end.
    bool openDatabase(const QString &path, bool interactive = true);
    // The same, once the window's store has been opened at `path` already
    // (by WindowWarmUp): goes on from there, with the start page read then.
    bool openDatabase(const QString &path, OpenedStore opened, bool interactive = true);
    GameStore *store() const { return m_store.get(); }
    // The club's server for this run, whatever Settings says (the --server
    // option); without it, Settings' server is used.
    void useClubServer(const QString &server);
    ClubSyncer *clubSyncer() const { return m_club; }
    // Which table of a club event this laptop is, and what it plays next.
    ClubTableMode *clubTableMode() const { return m_tableMode; }
    TableShare *tableShare() const { return m_share; }
    ShareDialog *shareDialog() const;

    StartPage *startPage() const { return m_start; }
    // Made when first asked for.
    NewGamePage *newGamePage();
    TablePage *tablePage();
    GameHistoryPage *historyPage();
    PlayersPage *playersPage();
    ReviewPage *reviewPage();
    GameEndPage *gameEndPage();

    void showStart();
    // The new-game set-up; at a club event's table, its game of the current
    // round filled in (or the game under way continued).
    void showNewGame();
    // Creates a game from a set-up (saving new players) and opens its table;
    // set up as the club event's table sits, it is that table's game.
    bool startGame(const Record &setup);
    bool continueGame(qint64 game);
    // A finished game at the table, at a trick, to correct a card of it (its end is not shown again).
    bool correctGame(qint64 game, int round, int trick);
    // The table for a game set up like `setup`, stored once its first card is entered.
    bool startRematch(const Record &setup);
    // Imports tornei-record files into the store and says on the start page what was imported or refused.
    void importFiles(const QStringList &files);
    void showHistory();
    void showPlayers();
    // Looks back at a stored game from its last trick; "Back" returns to the page shown before.
    bool showReview(qint64 game);
    // The end of the table's game: standings, chart and what to do next.
    void showGameEnd();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void openSettings();
    void importRecords();
    // The stored game, or null with the reason shown.
    std::unique_ptr<GameSession> loadSession(qint64 game);
    // At the table; a finished game goes on to its end unless showEnd is false.
    void openSession(std::unique_ptr<GameSession> session, bool showEnd = true);
    // "Page — Tornei Companion", or the players at the table.
    void updateTitle();
    void openHelp();
    void openAbout();
    // The club event's standings in a window of their own (a projector's screen).
    void openStandings();
    // A club event's director's window: its tables, games, actions and audit.
    void openDirector();
    void openShare();
    // The game the shared page shows: the table's, once it is stored (0 before: the newest).
    void followSharedGame();
    void showStoreError(const StoreError &error);
    // The loop of openDatabase(), entered with what an open already gave, or
    // a damage found (by the daily backup), instead of opening the file first.
    bool openDatabase(const QString &path, bool interactive, std::optional<OpenedStore> tried);
    // The whole check of the open database (and the daily backup when due),
    // in a thread after every start; damage found is reported as at open,
    // kept figures rebuilt are said. A check stopped by a quit goes on next
    // time from the game it had reached.
    void startCheck();
    // Stops the check under way (within milliseconds) and waits for its thread.
    void stopCheck();
    // Says damage as opening the file would have, with a backup offered;
    // false (nothing done) when the error is not damage.
    bool reportDamage(const StoreError &error);
    void reportDamageLater(const StoreError &error);
    void onSessionChanged();
    void onFinishedGameShown();
    // Undo or Redo pressed on the game-end screen: done at the table, which shows it.
    void stepFromGameEnd(void (TablePage::*step)());
    // Shows or hides the read-only banner for the open store.
    void updateReadOnlyBanner();
    // Gives the screens the store just opened (or none): each reads it, then
    // follows its changes; the start page's contents when already read.
    void followStore(std::optional<StartContents> start = std::nullopt);
    void updateClubStatus();
    // The start page's unfinished and recent games, read from the store.
    void fillStart();
    void fillStart(StartContents contents);

    std::unique_ptr<GameStore> m_store;
    ClubSyncer *m_club = nullptr;
    ClubTableMode *m_tableMode = nullptr;
    QLabel *m_clubStatus = nullptr;
    std::optional<QString> m_clubServer; // given for this run
    QPointer<StandingsWindow> m_standings;
    QPointer<DirectorWindow> m_director;
    TableShare *m_share = nullptr; // the table's game on the local network, while shared
    QPointer<ShareDialog> m_shareDialog;
    QThread *m_check = nullptr; // the check (and daily backup) being made
    std::shared_ptr<FileCheck> m_checkRun; // what m_check runs, to stop it
    QLabel *m_readOnlyBanner = nullptr;
    QStackedWidget *m_pages = nullptr;
    StartPage *m_start = nullptr;
    StoreFollower *m_startFollower = nullptr;
    NewGamePage *m_newGame = nullptr;
    TablePage *m_table = nullptr;
    GameHistoryPage *m_history = nullptr;
    PlayersPage *m_players = nullptr;
    ReviewPage *m_review = nullptr;
    GameEndPage *m_gameEnd = nullptr;
    QWidget *m_reviewReturn = nullptr;
    bool m_gameEndShown = false; // the table's finished game has moved on to its end
    std::unique_ptr<MainMenus> m_menus;
};

} // namespace tornei
