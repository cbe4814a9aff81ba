#pragma once

#include <QWidget>

class QPushButton;
class QToolButton;

namespace tornei {

class GameDocument;

// The row of buttons under the table's prompt: edit a finished round, cancel
// a correction or a swap, the dummy's turned-up card, swap, the round's
// summary, undo and redo (named by the step they take back), and the way
// back to the start. Shows only the buttons that apply now and keeps one
// height whichever it shows, so nothing under a finger moves between two
// cards. Acts on nothing: the page connects the buttons.
class TableActionRow : public QWidget
{
    Q_OBJECT

public:
    explicit TableActionRow(QWidget *parent = nullptr);

    // Shows what applies to the document now: `shownRound` is the round in sight, editable when
    // `canEditShownRound`; the summary is offered when a round has just ended.
    // finalScoresNext: the summary button leads from the game's last round summary to its final scores.
    void refresh(const GameDocument &document, int shownRound, bool canEditShownRound, bool offerSummary,
                 bool finalScoresNext);

    QToolButton *undoButton() const { return m_undo; }
    QToolButton *redoButton() const { return m_redo; }
    QPushButton *dummyPredictionButton() const { return m_dummyPrediction; }
    QPushButton *editRoundButton() const { return m_editRound; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *swapButton() const { return m_swap; }
    QPushButton *summaryButton() const { return m_summary; }
    QPushButton *homeButton() const { return m_home; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QToolButton *m_undo = nullptr;
    QToolButton *m_redo = nullptr;
    QPushButton *m_dummyPrediction = nullptr;
    QPushButton *m_editRound = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_swap = nullptr;
    QPushButton *m_summary = nullptr;
    QPushButton *m_home = nullptr;
};

} // namespace tornei
