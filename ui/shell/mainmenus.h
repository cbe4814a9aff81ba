#pragma once

#include <QCoreApplication>

class QAction;
class QMenu;
class QMenuBar;

namespace tornei {

// The main window's menus and their actions with their keys: Game (new
// game, start screen, history, players, the club event's standings and
// director, import, settings, quit), View (the
// table's side panel) and Help (help, about). Knows nothing of what the
// actions do: the window connects them. Its words are the main window's,
// translated as they always were.
class MainMenus
{
    Q_DECLARE_TR_FUNCTIONS(tornei::MainWindow)

public:
    // Fills `bar`, which owns the menus and actions.
    explicit MainMenus(QMenuBar *bar);

    void retranslate();

    QAction *newGameAction() const { return m_new; }
    QAction *startAction() const { return m_start; }
    QAction *historyAction() const { return m_history; }
    QAction *playersAction() const { return m_players; }
    QAction *standingsAction() const { return m_standings; }
    // Which table of a club event this laptop is.
    QAction *clubTableAction() const { return m_clubTable; }
    QAction *directorAction() const { return m_director; }
    QAction *importAction() const { return m_import; }
    // The table's game followed on phones on the local network.
    QAction *shareAction() const { return m_share; }
    QAction *settingsAction() const { return m_settings; }
    QAction *quitAction() const { return m_quit; }
    // Checkable: whether the table shows its score sheet and violations.
    QAction *sidePanelAction() const { return m_side; }
    QAction *helpAction() const { return m_help; }
    QAction *aboutAction() const { return m_about; }

private:
    QMenu *m_gameMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_new = nullptr;
    QAction *m_start = nullptr;
    QAction *m_history = nullptr;
    QAction *m_players = nullptr;
    QAction *m_standings = nullptr;
    QAction *m_clubTable = nullptr;
    QAction *m_director = nullptr;
    QAction *m_import = nullptr;
    QAction *m_share = nullptr;
    QAction *m_settings = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_side = nullptr;
    QAction *m_help = nullptr;
    QAction *m_about = nullptr;
};

} // namespace tornei
