#include "tablesummaryview.h"

#include "replay.h"
#include "roundsummary.h"

#include <QTextDocument>

namespace tornei {

namespace {

// How much wider than the text a table may be drawn: the pixel of its right border.
constexpr qreal BorderSlack = 2;

} // namespace

TableSummaryView::TableSummaryView(QWidget *parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("summary"));
    setFocusPolicy(Qt::NoFocus);
    // Its tables wrap to its width (fit() makes the words small enough): a table drawn a pixel
    // wider than the text's width, for its border, scrolls nothing worth a scroll bar.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void TableSummaryView::showSummary(const Replay &replay, bool lastRound)
{
    const Record &record = replay.record();
    QString html;
    if (replay.next().gameOver && !lastRound)
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
    // As large as reads across the table, and small enough that nothing of it hides behind a
    // scroll bar: neither below (its height) nor to the side (a table's words that cannot wrap).
    QTextDocument *page = document();
    page->setTextWidth(viewport()->width());
    // The table's own font, whatever a style may give text editors.
    QFont f = parentWidget() ? parentWidget()->font() : font();
    for (qreal size = 14; size >= 9; size -= 0.5) {
        f.setPointSizeF(size);
        page->setDefaultFont(f);
        const QSizeF needed = page->size();
        if (needed.height() <= viewport()->height() && needed.width() <= viewport()->width() + BorderSlack)
            break;
    }
}

} // namespace tornei
