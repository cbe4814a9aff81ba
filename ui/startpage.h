#pragma once

#include "gamestore.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QTreeWidget;

namespace tornei {

// The first screen: continue an unfinished game, start a new one, the
// history of stored games, settings, help and about. Shows the summaries
// it is given; knows nothing of storage itself.
class StartPage : public QWidget
{
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);

    void setGames(const std::vector<GameSummary> &unfinished, const std::vector<GameSummary> &all);
    void setDatabaseText(const QString &text);
    QListWidget *unfinishedList() const { return m_unfinished; }
    QTreeWidget *historyTree() const { return m_history; }
    QPushButton *newGameButton() const { return m_newGame; }
    QPushButton *continueButton() const { return m_continue; }

signals:
    void newGameRequested();
    void continueRequested(qint64 game);
    void settingsRequested();
    void helpRequested();
    void aboutRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();
    static QString players(const GameSummary &game);

    std::vector<GameSummary> m_unfinishedGames;
    std::vector<GameSummary> m_allGames;
    QLabel *m_title = nullptr;
    QLabel *m_unfinishedLabel = nullptr;
    QLabel *m_historyLabel = nullptr;
    QLabel *m_database = nullptr;
    QListWidget *m_unfinished = nullptr;
    QTreeWidget *m_history = nullptr;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_continue = nullptr;
    QPushButton *m_settings = nullptr;
    QPushButton *m_help = nullptr;
    QPushButton *m_about = nullptr;
};

} // namespace tornei
