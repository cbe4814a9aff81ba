#include "tableactionrow.h"

#include "entrytext.h"
#include "gamedocument.h"
#include "plaintext.h"
#include "tabletexts.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QSignalBlocker>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>

namespace tornei {

TableActionRow::TableActionRow(QWidget *parent)
    : QWidget(parent)
{
    m_undo = new QToolButton(this);
    m_redo = new QToolButton(this);
    m_undo->setObjectName(QStringLiteral("undoButton"));
    m_redo->setObjectName(QStringLiteral("redoButton"));
    for (QToolButton *b : {m_undo, m_redo}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::NoFocus);
    }
    m_dummyPrediction = new QPushButton(this);
    m_dummyPrediction->setObjectName(QStringLiteral("dummyPredictionButton"));
    m_dummyPrediction->setCheckable(true);
    m_dummyPrediction->setFocusPolicy(Qt::NoFocus);
    m_editRound = new QPushButton(this);
    m_editRound->setObjectName(QStringLiteral("editRoundButton"));
    m_editRound->setFocusPolicy(Qt::NoFocus);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setFocusPolicy(Qt::NoFocus);
    m_home = new QPushButton(this);
    m_home->setObjectName(QStringLiteral("homeButton"));
    auto *actionRow = new QHBoxLayout(this);
    actionRow->setContentsMargins(0, 0, 0, 0);
    actionRow->addWidget(m_editRound);
    actionRow->addWidget(m_cancel);
    actionRow->addWidget(m_dummyPrediction);
    m_swap = new QPushButton(this);
    m_swap->setObjectName(QStringLiteral("swapButton"));
    m_swap->setFocusPolicy(Qt::NoFocus);
    m_summary = new QPushButton(this);
    m_summary->setObjectName(QStringLiteral("roundSummaryButton"));
    m_summary->setFocusPolicy(Qt::NoFocus);
    actionRow->addWidget(m_swap);
    actionRow->addWidget(m_summary);
    actionRow->addStretch();
    // Undo and Redo beside the cards they take back, leaving the header its room.
    actionRow->addWidget(m_undo);
    actionRow->addWidget(m_redo);
    actionRow->addWidget(m_home);
    // Kept at one button's height whichever buttons it shows.
    setFixedHeight(std::max(m_home->sizeHint().height(), m_undo->sizeHint().height()));
    retranslate();
}

void TableActionRow::refresh(const GameDocument &document, int shownRound, bool canEditShownRound,
                             bool offerSummary, bool finalScoresNext)
{
    const Replay &replay = document.session()->replay();
    const std::optional<Slot> correcting = document.correcting();
    const QUndoStack *undo = document.undoStack();
    m_undo->setEnabled(undo->canUndo());
    m_redo->setEnabled(undo->canRedo());
    // The buttons name the step in a few words (room is made for the longest); the tooltip has all of it.
    const QString undoText =
        undo->canUndo() ? TableTexts::tr("↶ Undo %1").arg(undo->undoText()) : TableTexts::tr("↶ Undo");
    const QString redoText =
        undo->canRedo() ? TableTexts::tr("↷ Redo %1").arg(undo->redoText()) : TableTexts::tr("↷ Redo");
    m_undo->setText(PlainText::buttonText(undoText));
    m_redo->setText(PlainText::buttonText(redoText));
    const int index = undo->index();
    const QString undoFull =
        undo->canUndo() ? TableTexts::tr("↶ Undo %1").arg(undo->command(index - 1)->text()) : undoText;
    const QString redoFull =
        undo->canRedo() ? TableTexts::tr("↷ Redo %1").arg(undo->command(index)->text()) : redoText;
    //: Tooltip: what undo will take back, and its key.
    m_undo->setToolTip(PlainText::toolTip(TableTexts::tr("%1 (Ctrl+Z)").arg(undoFull)));
    m_redo->setToolTip(PlainText::toolTip(TableTexts::tr("%1 (Ctrl+Shift+Z)").arg(redoFull)));
    const std::optional<Slot> openDummy = replay.openDummyPrediction();
    // Offered for the card the pile turned up after the trick just played, and not once the game
    // is over: a table that let one go does not record them, and Ctrl+D still enters a late one.
    const bool turnedNow = openDummy && !replay.next().gameOver
                           && openDummy->index + 1 == replay.round(openDummy->round).completeTricks;
    m_dummyPrediction->setVisible(turnedNow && !correcting);
    if (openDummy) {
        m_dummyPrediction->setText(
            TableTexts::tr("Dummy's turned-up card after trick %1 (Ctrl+D)").arg(openDummy->index + 1));
    }
    {
        const QSignalBlocker blocker(m_dummyPrediction);
        m_dummyPrediction->setChecked(document.isDummyArmed());
    }
    m_editRound->setVisible(canEditShownRound);
    m_editRound->setText(TableTexts::tr("Edit round %1").arg(shownRound + 1));
    m_cancel->setVisible(correcting.has_value());
    // Esc is said here, beside the prompt it ends, rather than in it.
    m_cancel->setText(document.isSwapping() ? TableTexts::tr("Cancel swap (Esc)")
                                            : TableTexts::tr("Cancel correction (Esc)"));
    // The dummy's card is never swapped: the card it really played comes off its board.
    m_swap->setVisible(correcting.has_value() && !document.isSwapping()
                       && GameFlow::isSwappable(document.session()->record(), *correcting));
    m_summary->setVisible(offerSummary);
    m_summary->setText(finalScoresNext ? TableTexts::tr("Final scores (Ctrl+R)")
                                       : TableTexts::tr("Round summary (Ctrl+R)"));
}

void TableActionRow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TableActionRow::retranslate()
{
    // Undo and Redo keep one width whatever they will take back: the longest step they can name.
    for (QToolButton *button : {m_undo, m_redo}) {
        const QString form = button == m_undo ? TableTexts::tr("↶ Undo %1") : TableTexts::tr("↷ Redo %1");
        int widest = 0;
        for (const QString &brief : EntryText::widestBrief().split(QLatin1Char('\n')))
            widest = std::max(widest, button->fontMetrics().horizontalAdvance(form.arg(brief)));
        const int chrome = button->sizeHint().width() - button->fontMetrics().horizontalAdvance(button->text());
        button->setFixedWidth(widest + chrome);
    }
    m_swap->setText(TableTexts::tr("Swap with another card…"));
    m_swap->setToolTip(TableTexts::tr("Then click the card on the table that belongs where this one is"));
    m_home->setText(TableTexts::tr("Back to the start screen"));
    m_editRound->setToolTip(TableTexts::tr("Then click the card to correct, or press Ctrl+E and its number"));
}

} // namespace tornei
