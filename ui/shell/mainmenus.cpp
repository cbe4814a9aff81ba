#include "mainmenus.h"

#include <QAction>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>

namespace tornei {

MainMenus::MainMenus(QMenuBar *bar)
{
    m_gameMenu = bar->addMenu(QString());
    m_new = m_gameMenu->addAction(QString());
    m_new->setShortcut(QKeySequence::New);
    m_start = m_gameMenu->addAction(QString());
    m_history = m_gameMenu->addAction(QString());
    m_history->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_players = m_gameMenu->addAction(QString());
    m_players->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_standings = m_gameMenu->addAction(QString());
    m_clubTable = m_gameMenu->addAction(QString());
    m_director = m_gameMenu->addAction(QString());
    m_gameMenu->addSeparator();
    m_import = m_gameMenu->addAction(QString());
    m_share = m_gameMenu->addAction(QString());
    m_gameMenu->addSeparator();
    m_settings = m_gameMenu->addAction(QString());
    m_gameMenu->addSeparator();
    m_quit = m_gameMenu->addAction(QString());
    m_quit->setShortcut(QKeySequence::Quit);
    m_viewMenu = bar->addMenu(QString());
    m_side = m_viewMenu->addAction(QString());
    m_side->setCheckable(true);
    m_side->setChecked(true);
    m_side->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_helpMenu = bar->addMenu(QString());
    m_help = m_helpMenu->addAction(QString());
    m_help->setShortcut(QKeySequence::HelpContents);
    m_about = m_helpMenu->addAction(QString());
}

void MainMenus::retranslate()
{
    m_gameMenu->setTitle(tr("&Game"));
    m_new->setText(tr("&New game…"));
    m_start->setText(tr("&Start screen"));
    m_history->setText(tr("&History"));
    m_players->setText(tr("&Players"));
    m_standings->setText(tr("&Club event standings"));
    m_clubTable->setText(tr("This laptop is a club event's &table…"));
    m_director->setText(tr("Club event &director…"));
    m_settings->setText(tr("S&ettings…"));
    m_quit->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_side->setText(tr("Score sheet and violations panel"));
    m_helpMenu->setTitle(tr("&Help"));
    m_help->setText(tr("&Help"));
    m_about->setText(tr("&About Tornei Companion"));
    m_import->setText(tr("&Import records…"));
    m_share->setText(tr("Share on the local net&work…"));
}

} // namespace tornei
