#pragma once

#include "gamestore.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QTableView;

namespace tornei {

class HistoryModel;

// The first screen: continue an unfinished game, start a new one, the
// recent games (a lazily fetched view of the history), the way to the
// History and Players screens, settings, help and about. Shows the
// summaries and the history model it is given; knows nothing of storage
// itself.
class StartPage : public QWidget
{
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);

    // The unfinished games listed (the newest) and how many there are in all.
    void setGames(const std::vector<GameSummary> &unfinished, int unfinishedCount);
    // The games listed as recent (owned by the page; its owner gives it the store).
    HistoryModel *recentModel() const { return m_recentModel; }
    // A sentence shown where the database's path goes (why none is open).
    void setDatabaseText(const QString &text);
    // The open database's path, said in the language in use.
    void setDatabasePath(const QString &path);
    // What the last import did; empty hides it.
    void setNotice(const QString &text);
    // Whether games can be started or imported (not in a read-only database).
    void setWritable(bool writable);
    // True while the page has no games to list and says what to do first.
    bool isWelcomeShown() const;
    QLabel *welcomeLabel() const { return m_welcomeText; }
    QLabel *languageLabel() const { return m_languageHint; }
    QLabel *databaseLabel() const { return m_database; }
    QLabel *noticeLabel() const { return m_notice; }
    QPushButton *welcomeNewGameButton() const { return m_welcomeNew; }
    QPushButton *importButton() const { return m_import; }
    QListWidget *unfinishedList() const { return m_unfinished; }
    QTableView *recentView() const { return m_recent; }
    QPushButton *historyButton() const { return m_historyButton; }
    QPushButton *playersButton() const { return m_playersButton; }
    QPushButton *newGameButton() const { return m_newGame; }
    QPushButton *continueButton() const { return m_continue; }

signals:
    void newGameRequested();
    void continueRequested(qint64 game);
    void settingsRequested();
    void helpRequested();
    void aboutRequested();
    void historyRequested();
    void playersRequested();
    void reviewRequested(qint64 game);
    void importRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();
    // The welcome in place of the lists while there are no games.
    void updateWelcome();
    static QString players(const GameSummary &game);
    // The round a game is playing, or plays next once its last round is over (from 1).
    static int nextRound(const GameSummary &game);

    std::vector<GameSummary> m_unfinishedGames;
    int m_unfinishedCount = 0;
    bool m_gamesKnown = false; // setGames() was called
    QLabel *m_title = nullptr;
    QLabel *m_unfinishedLabel = nullptr;
    QLabel *m_historyLabel = nullptr;
    QLabel *m_database = nullptr;
    QString m_databasePath; // empty when m_database says something else
    QLabel *m_notice = nullptr;
    QWidget *m_lists = nullptr;
    QWidget *m_welcome = nullptr;
    QLabel *m_welcomeText = nullptr;
    QLabel *m_languageHint = nullptr;
    QPushButton *m_welcomeNew = nullptr;
    QPushButton *m_import = nullptr;
    QListWidget *m_unfinished = nullptr;
    HistoryModel *m_recentModel = nullptr;
    QTableView *m_recent = nullptr;
    QPushButton *m_historyButton = nullptr;
    QPushButton *m_playersButton = nullptr;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_continue = nullptr;
    QPushButton *m_settings = nullptr;
    QPushButton *m_help = nullptr;
    QPushButton *m_about = nullptr;
};

} // namespace tornei
