#pragma once

#include "gameflow.h"
#include "gamesession.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <set>

class QLabel;
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
class ViolationList;

// The table screen of one game: the prompt naming the seat and the kind of
// card to enter, the picture of the trick, the card picker, undo and redo,
// corrections and swaps of past cards, the round and game summaries, the
// score sheet and the violations. Owns the game's session and its undo
// stack. Each input becomes one GameFlow action pushed as one EntryCommand
// (one transaction); the views follow the session's changed() signal. An
// action the store cannot save stays pending, exactly as entered, until
// Retry saves it or Discard drops it: meanwhile every other change is
// refused with the reason, so no card is lost or lands elsewhere. Follows
// other writers of the database: a game changed in another window is
// reloaded before anything is applied to it. Does not decide what an action
// does to the game.
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
    // While correcting: the next card clicked on the table (or picked) is swapped with the one corrected.
    void startSwap();
    // Swaps the cards of two entered slots of one round as one step.
    void swapCards(const Slot &first, const Slot &second);
    // Undo and redo of one step; a refused undo leaves the step to undo again.
    void undo();
    void redo();
    // Opens the summary of the round whose last trick is still shown.
    void showRoundSummary();
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
    // The violations of the round on the table, as named under it (empty when none).
    QString violationText() const;
    std::optional<Slot> target() const;
    bool isShowingSummary() const;
    // The finished trick kept on screen until the table moves on, if any.
    std::optional<std::pair<int, int>> heldResult() const { return m_held; }
    bool isSwapping() const { return m_swapping; }
    QPushButton *swapButton() const { return m_swapPickButton; }
    QPushButton *roundSummaryButton() const { return m_summaryButton; }
    CardPicker *picker() const { return m_picker; }
    TrickView *trickView() const { return m_trickView; }
    QTableView *scoreSheetView() const { return m_scoreView; }
    ScoreSheetModel *scoreSheet() const { return m_scoreModel; }
    ViolationList *violationsList() const { return m_violations; }
    QTabWidget *sidePanel() const { return m_side; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *discardButton() const { return m_discard; }
    // Whether an action the store could not save waits for Retry or Discard.
    bool hasPendingAction() const { return m_pending.has_value(); }
    // Asks at once whether another window or program changed the database, as
    // the page does on a timer and before every change, and follows it; true
    // when the game shown was reloaded, and `note` (what was not done because
    // of it) is said with it.
    bool followOtherWriters(const QString &note = QString());

signals:
    void backToStartRequested();
    // The whole game is entered and its last trick has been seen.
    void finishedGameShown();
    // The database was found damaged while the game was read or written.
    void storeDamaged(const tornei::StoreError &error);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void refreshPicker(const std::optional<Slot> &target);
    void refreshSummary();
    void fitSummary();
    void refreshMessage();
    // Names the violations of round `round` (none for -1) under the table.
    void refreshViolationLine(int round);
    void onSessionChanged();
    QString promptFor(const Slot &slot) const;
    // The dummy's prediction card that may still be turned up now, if any.
    std::optional<Slot> openDummyPrediction() const;
    // Pushes one action; on success sets what the message area says about it. On a
    // store error the action is pending: `what` names it, `retry` does it again.
    bool perform(const GameAction &action, std::function<QString()> text,
                 const std::function<QString(const QString &)> &failure, const QString &what,
                 std::function<void()> retry, const QString &done);
    // Enters a card into one slot (Retry puts a pending card back in the place it was meant for).
    void enterAt(const Slot &slot, Card card);
    // While an action is pending, refuses another one (`refused` names a card, or is empty) and says why.
    bool refusedWhilePending(const QString &refused);
    QString pendingNote() const;
    void retryPending();
    void discardPending();
    // Reads the game again after another connection changed the database; true when it had changed.
    // `note` says what was not done because of it, if anything.
    bool reloadGame(const QString &note = QString());
    // The stored entries as the undo history, as when the game is opened.
    void rebuildUndoHistory();
    void onStoreError(const StoreError &error);
    void showError(const QString &message);
    void setMessage(const QString &message, bool isError);
    void clearMessage();
    void correct(const Slot &slot, Card card);
    void playDummyNow();
    void onSlotClicked(const Slot &slot);
    void fitScoreSheet();
    void moveView(int delta);
    std::pair<int, int> currentView() const;
    // The trick to show while a slot is corrected: the slot's own, or one beside which it is drawn.
    std::pair<int, int> viewOf(const Slot &slot) const;

    std::unique_ptr<GameSession> m_session;
    QUndoStack *m_undo = nullptr;
    std::optional<Slot> m_correcting;
    bool m_swapping = false;
    bool m_dummyArmed = false;
    std::optional<std::pair<int, int>> m_view;
    // A finished trick kept on screen, and the session revision it belongs to.
    std::optional<std::pair<int, int>> m_held;
    bool m_acting = false; // inside perform(): the action has not yet said what stays shown
    int m_heldRevision = -1;
    std::set<int> m_unlockedRounds;
    // The message describes the session at m_messageRevision; any other change clears it.
    QString m_message;
    bool m_messageIsError = false;
    int m_messageRevision = -1;
    // An action the store could not save, kept until Retry saves it or Discard drops it.
    struct Pending
    {
        QString what;
        QString error; // why the store could not save it
        std::function<void()> retry;
    };
    std::optional<Pending> m_pending;
    std::optional<StoreError> m_storeError;

    FitLabel *m_header = nullptr;
    FitLabel *m_violationLine = nullptr;
    QToolButton *m_undoButton = nullptr;
    QToolButton *m_redoButton = nullptr;
    QToolButton *m_prevButton = nullptr;
    QToolButton *m_nextButton = nullptr;
    QToolButton *m_currentButton = nullptr;
    QStackedWidget *m_centre = nullptr;
    TrickView *m_trickView = nullptr;
    QTextBrowser *m_summary = nullptr;
    QWidget *m_notes = nullptr;
    FitLabel *m_dummyLabel = nullptr;
    FitLabel *m_messageLabel = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_discard = nullptr;
    QPushButton *m_summaryButton = nullptr;
    QPushButton *m_swapPickButton = nullptr;
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
    ViolationList *m_violations = nullptr;
};

} // namespace tornei
