#include "tablesummaryview.h"

#include "replay.h"
#include "roundsummary.h"

#include <QTextDocument>

namespace tornei {

TableSummaryView::TableSummaryView(QWidget *parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("summary"));
    setFocusPolicy(Qt::NoFocus);
}

void TableSummaryView::showSummary(const Replay &replay)
{
    const Record &record = replay.record();
    QString html;
    if (replay.next().gameOver)
        html = RoundSummary::gameEndHtml(replay);
    else if (!record.rounds.empty())
        html = RoundSummary::roundHtml(replay, static_cast<int>(record.rounds.size()) - 1);
    setHtml(html);
    fit();
}

void TableSummaryView::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    // Its size decides the summary's font.
    fit();
}

void TableSummaryView::fit()
{
    // As large as reads across the table, and small enough that nothing of it hides behind a scroll bar.
    QTextDocument *page = document();
    page->setTextWidth(viewport()->width());
    // The table's own font, whatever a style may give text editors.
    QFont f = parentWidget() ? parentWidget()->font() : font();
    for (qreal size = 14; size >= 9; size -= 0.5) {
        f.setPointSizeF(size);
        page->setDefaultFont(f);
        if (page->size().height() <= viewport()->height())
            break;
    }
}

} // namespace tornei
