#include "historycolumns.h"

#include "historymodel.h"

#include <QHash>
#include <QHeaderView>
#include <QStyle>
#include <QTableView>

#include <algorithm>

namespace tornei {

void HistoryColumns::follow(QTableView *view, HistoryModel *model)
{
    QHeaderView *header = view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Fixed);
    header->setSectionResizeMode(HistoryModel::PlayersColumn, QHeaderView::Stretch);
    const auto refit = [view, model] { fit(view, model); };
    QObject::connect(model, &QAbstractItemModel::modelReset, view, refit);
    QObject::connect(model, &QAbstractItemModel::headerDataChanged, view, refit);
    // A page read further on may bring the first excluded game, in italics.
    QObject::connect(model, &QAbstractItemModel::rowsInserted, view,
                     [view, model](const QModelIndex &, int first, int last) {
                         if (model->hasExcluded(first, last))
                             fit(view, model);
                     });
    fit(view, model);
}

void HistoryColumns::fit(QTableView *view, const HistoryModel *model)
{
    QHeaderView *header = view->horizontalHeader();
    // A cell's text has the item view's margin on each side; an excluded game's is in italics, measured
    // only once such a game is read: the first italic text loads a font of its own, 1.5 ms of a start.
    const int margins = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1) + 2;
    const bool italics = model->hasExcluded();
    QFont italic = view->font();
    italic.setItalic(true);
    const QFontMetrics plain(view->font());
    const QFontMetrics slanted(italic);
    // Each text shaped once per font: a list is fitted again on every reload and retranslation, and the
    // same dates, names and winners come back each time (a start fits the start page's list three times).
    static QHash<QString, int> plainWidths;
    static QHash<QString, int> slantedWidths;
    static QString widthsFont;
    if (const QString font = view->font().key();
        font != widthsFont || plainWidths.size() > 4096 || slantedWidths.size() > 4096) {
        plainWidths.clear();
        slantedWidths.clear();
        widthsFont = font;
    }
    const auto measured = [](QHash<QString, int> &widths, const QFontMetrics &metrics, const QString &text) {
        auto found = widths.constFind(text);
        if (found == widths.constEnd())
            found = widths.insert(text, metrics.horizontalAdvance(text));
        return *found;
    };
    const auto widest = [&](const QString &text) {
        const int upright = measured(plainWidths, plain, text);
        return italics ? std::max(upright, measured(slantedWidths, slanted, text)) : upright;
    };
    for (int column = 0; column < HistoryModel::ColumnCount; ++column) {
        if (column == HistoryModel::PlayersColumn || view->isColumnHidden(column))
            continue;
        int width = header->sectionSizeHint(column);
        const QStringList texts = model->possibleTexts(column);
        for (int i = 1; i < texts.size(); ++i) // the first is the header's, measured above
            width = std::max(width, widest(texts[i]) + margins);
        // A shared win of very long names is cut (it is whole in the tooltip) rather than squeeze the players.
        if (column == HistoryModel::WinnerColumn)
            width = std::min(width, std::max(header->sectionSizeHint(column), 30 * plain.averageCharWidth()));
        view->setColumnWidth(column, width);
    }
}

} // namespace tornei
