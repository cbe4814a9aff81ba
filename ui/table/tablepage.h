#pragma once

#include "gamedocument.h"
#include "scoresheetpanel.h"
#include "tableactionrow.h"
#include "tablenotes.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QMenu;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QToolButton;
class QUndoStack;

namespace tornei {

class CardPicker;
class FitLabel;
class ScoreSheetModel;
class TableSummaryView;
class TrickView;
class ViolationLine;
class ViolationList;

// The table screen of one game: the prompt naming the seat and the kind of
// card to enter, the picture of the trick, the card picker, undo and redo,
// corrections and swaps of past cards, the round and game summaries, the
// score sheet and the violations. Shows a GameDocument, which owns the game
// and decides every action: each click or key is one call to it, and the
// screen follows its signals. Keeps only what is shown: which trick is in
// sight and the finished trick held until the table moves on. Its parts
// show the rest: TableNotes the last message, TableActionRow the buttons,
// ScoreSheetPanel the side panel, TableTexts the words.
class TablePage : public QWidget
{
    Q_OBJECT

public:
    explicit TablePage(QWidget *parent = nullptr);
    ~TablePage() override;

    void setSession(std::unique_ptr<GameSession> session);
    GameDocument *document() const { return m_document.get(); }
    GameSession *session() const;
    QUndoStack *undoStack() const;

    // Enters a card for the prompted slot (or the slot being corrected), as a click or a typed card would.
    void enterCard(Card card);
    // Starts correcting an entered card; false (with the reason shown) when it cannot be corrected now.
    bool startCorrection(const Slot &slot);
    void cancelCorrection();
    // Starts correcting the dummy's card of the trick in sight (Ctrl+M): the card the table
    // really played is recorded as a dummy misplay.
    void correctDummyCard();
    // Ctrl+E: a menu of the cards entered in the trick in sight, each with a number key; the one
    // chosen is corrected (or, while swapping, swapped), as a click on it would. The menu shown,
    // or null with the reason said.
    QMenu *chooseCardToCorrect();
    // While correcting: the next card clicked on the table (or picked) is swapped with the one corrected.
    void startSwap();
    // Swaps the cards of two entered slots of one round as one step.
    void swapCards(const Slot &first, const Slot &second);
    // Undo and redo of one step; a refused undo leaves the step to undo again.
    void undo();
    void redo();
    // Opens the summary of the round whose last trick is still shown; at the game's end, the last
    // round's summary from any trick shown, and from there the final scores.
    void showRoundSummary();
    // Back from the game's end page: the last round's summary again, the final scores one Ctrl+R on.
    void returnFromGameEnd();
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
    bool isSwapping() const;
    QPushButton *swapButton() const { return m_actions->swapButton(); }
    QPushButton *roundSummaryButton() const { return m_actions->summaryButton(); }
    CardPicker *picker() const { return m_picker; }
    TrickView *trickView() const { return m_trickView; }
    QTableView *scoreSheetView() const { return m_side->scoreSheetView(); }
    ScoreSheetModel *scoreSheet() const { return m_side->scoreSheet(); }
    ViolationList *violationsList() const { return m_side->violationsList(); }
    QTabWidget *sidePanel() const { return m_side; }
    QPushButton *retryButton() const { return m_notes->retryButton(); }
    QPushButton *discardButton() const { return m_notes->discardButton(); }
    // Whether an action the store could not save waits for Retry or Discard.
    bool hasPendingAction() const;
    // See GameDocument::followOtherWriters().
    bool followOtherWriters(const QString &note = QString());

signals:
    void backToStartRequested();
    // The whole game is entered and its last trick has been seen.
    void finishedGameShown();
    // The final scores asked for (Ctrl+R or its button) at the game's end.
    void finalScoresRequested();
    // The database was found damaged while the game was read or written.
    void storeDamaged(const tornei::StoreError &error);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void refresh();
    void refreshPicker(const std::optional<Slot> &target);
    // The keyboard focus where the next key belongs: the typed card, or the table itself.
    void takeKeys();
    void showError(const QString &message);
    void setMessage(const QString &message, bool isError);
    // Esc: ends a swap, a correction or the armed dummy's card, else shows the current trick.
    void stepBack();
    void onSlotClicked(const Slot &slot);
    void moveView(int delta);
    std::pair<int, int> currentView() const;
    // The trick to show while a slot is corrected: the slot's own, or one beside which it is drawn.
    std::pair<int, int> viewOf(const Slot &slot) const;

    std::unique_ptr<GameDocument> m_document;
    std::optional<std::pair<int, int>> m_view;
    // A finished trick kept on screen, and the session revision it belongs to.
    std::optional<std::pair<int, int>> m_held;
    int m_heldRevision = -1;
    // Once the game is over the table shows its last round's summary, as after every round,
    // until the final scores are asked for (Ctrl+R); then the game's end comes.
    bool m_finalScoresAsked = false;
    FitLabel *m_header = nullptr;
    QToolButton *m_prevButton = nullptr;
    QToolButton *m_nextButton = nullptr;
    QToolButton *m_currentButton = nullptr;
    QStackedWidget *m_centre = nullptr;
    TrickView *m_trickView = nullptr;
    TableSummaryView *m_summary = nullptr;
    ViolationLine *m_violationLine = nullptr;
    TableNotes *m_notes = nullptr;
    FitLabel *m_prompt = nullptr;
    QLabel *m_typedEcho = nullptr;
    TableActionRow *m_actions = nullptr;
    CardPicker *m_picker = nullptr;
    QSplitter *m_splitter = nullptr;
    ScoreSheetPanel *m_side = nullptr;
};

} // namespace tornei
