#pragma once

#include "gamesession.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <set>

class QLabel;
class QListWidget;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QToolButton;
class QUndoStack;

namespace tornei {

class CardPicker;
class FitLabel;
class ScoreSheetModel;
class TrickView;

// The table screen of one game: the prompt naming the seat and the kind of
// card to enter, the picture of the trick, the card picker, undo and redo,
// corrections of past cards, the round and game summaries, the score sheet
// and the violations. Owns the game's session and its undo stack; every
// entry reaches the store before it shows as done.
class TablePage : public QWidget
{
    Q_OBJECT

public:
    explicit TablePage(QWidget *parent = nullptr);
    ~TablePage() override;

    void setSession(std::unique_ptr<GameSession> session);
    GameSession *session() const { return m_session.get(); }
    QUndoStack *undoStack() const { return m_undo; }

    // Enters a card for the prompted slot (or the slot being corrected), as a click or a typed card would.
    void enterCard(Card card);
    // Starts correcting an entered card; false (with the reason shown) when it cannot be corrected now.
    bool startCorrection(const Slot &slot);
    void cancelCorrection();
    // Arms the picker for the dummy's turned-up prediction card (optional).
    void setDummyPredictionArmed(bool armed);
    // Shows a past trick; the table returns to the current trick with the next entry.
    void showTrick(int round, int trick);
    void showCurrent();
    // Allows changes to a finished round.
    void unlockRound(int round);

    // What the screen shows, for tests and screenshots.
    QString promptText() const;
    QString messageText() const;
    QString dummyText() const;
    std::optional<Slot> target() const;
    bool isShowingSummary() const;
    CardPicker *picker() const { return m_picker; }
    TrickView *trickView() const { return m_trickView; }
    QTableView *scoreSheetView() const { return m_scoreView; }
    ScoreSheetModel *scoreSheet() const { return m_scoreModel; }
    QListWidget *violationsList() const { return m_violations; }
    QTabWidget *sidePanel() const { return m_side; }
    QPushButton *retryButton() const { return m_retry; }

signals:
    void backToStartRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void refreshPicker(const std::optional<Slot> &target);
    void refreshSummary();
    QString promptFor(const Slot &slot) const;
    // The dummy's prediction card that may still be turned up now, if any.
    std::optional<Slot> openDummyPrediction() const;
    QString entryText(const Entry &entry) const;
    // One undo step's text: the card entered, and the dummy's card it caused.
    QString entriesText(const std::vector<Entry> &entries) const;
    void showError(const QString &message, bool retry);
    void clearMessage();
    void correct(const Slot &slot, Card card);
    void playDummyNow();
    void onSlotClicked(const Slot &slot);
    void onViolationActivated();
    void moveView(int delta);
    QString roundSummaryHtml(int round) const;
    QString gameEndHtml() const;
    QString cardCountHtml(int round) const;
    std::pair<int, int> currentView() const;

    std::unique_ptr<GameSession> m_session;
    QUndoStack *m_undo = nullptr;
    std::optional<Slot> m_correcting;
    bool m_dummyArmed = false;
    std::optional<std::pair<int, int>> m_view;
    std::optional<Card> m_retryCard;
    bool m_retryDummy = false;
    std::set<int> m_unlockedRounds;
    QString m_message;
    bool m_messageIsError = false;
    bool m_pushing = false;

    FitLabel *m_header = nullptr;
    QToolButton *m_undoButton = nullptr;
    QToolButton *m_redoButton = nullptr;
    QToolButton *m_prevButton = nullptr;
    QToolButton *m_nextButton = nullptr;
    QToolButton *m_currentButton = nullptr;
    QStackedWidget *m_centre = nullptr;
    TrickView *m_trickView = nullptr;
    QTextBrowser *m_summary = nullptr;
    QWidget *m_notes = nullptr;
    QLabel *m_dummyLabel = nullptr;
    QLabel *m_messageLabel = nullptr;
    QPushButton *m_retry = nullptr;
    FitLabel *m_prompt = nullptr;
    QLabel *m_typedEcho = nullptr;
    QPushButton *m_dummyPredictionButton = nullptr;
    QPushButton *m_editRoundButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_homeButton = nullptr;
    CardPicker *m_picker = nullptr;
    QSplitter *m_splitter = nullptr;
    QTabWidget *m_side = nullptr;
    QTableView *m_scoreView = nullptr;
    ScoreSheetModel *m_scoreModel = nullptr;
    QLabel *m_scoreLegend = nullptr;
    QListWidget *m_violations = nullptr;
};

} // namespace tornei
