#pragma once

// Words as drawn, against the room their widget has: every visible label,
// button, placeholder and table cell under a widget that would be cut off.
// Header-only, as it needs Qt Widgets and the support library does not.
#include "fitlabel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QStringList>
#include <QStyle>
#include <QStyleOptionFrame>
#include <QTableView>
#include <QTextDocument>

#include <cmath>

namespace tornei::Clipping {

// The width `text` takes in `metrics`, line by line.
inline int widest(const QFontMetrics &metrics, const QString &text)
{
    int width = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        width = std::max(width, metrics.horizontalAdvance(line));
    return width;
}

// Each cell of the rows in sight within its column (a view's delegate cuts what does not fit).
inline QStringList cutCells(const QTableView *view, const QString &where)
{
    QStringList cut;
    const QAbstractItemModel *model = view->model();
    if (!model || !view->isVisible())
        return cut;
    for (int c = 0; c < model->columnCount(); ++c) {
        if (view->isColumnHidden(c))
            continue;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex index = model->index(r, c);
            const QRect rect = view->visualRect(index);
            if (!rect.intersects(view->viewport()->rect()))
                continue;
            QFont font = view->font();
            if (const QVariant f = index.data(Qt::FontRole); f.isValid())
                font = f.value<QFont>();
            int need = widest(QFontMetrics(font), index.data().toString());
            if (need == 0)
                continue;
            // The item view style's text margins, one on each side, and an icon where there is one.
            need += 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
            if (!index.data(Qt::DecorationRole).isNull())
                need += view->iconSize().isValid() ? view->iconSize().width() + 4
                                                   : view->style()->pixelMetric(QStyle::PM_SmallIconSize) + 4;
            if (need > view->columnWidth(c)) {
                cut << QStringLiteral("%1: %2 cell \"%3\" needs %4 px, has %5")
                           .arg(where, view->objectName(), index.data().toString())
                           .arg(need)
                           .arg(view->columnWidth(c));
            }
        }
    }
    for (int c = 0; c < model->columnCount(); ++c) {
        if (view->isColumnHidden(c) || !view->horizontalHeader()->isVisible())
            continue;
        const QString title = model->headerData(c, Qt::Horizontal).toString();
        // A section's label has the style's header margin on each side.
        const int need = widest(view->horizontalHeader()->fontMetrics(), title)
                         + 2 * view->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, view->horizontalHeader()) + 2;
        if (need > view->columnWidth(c)) {
            cut << QStringLiteral("%1: %2 column \"%3\" needs %4 px, has %5")
                       .arg(where, view->objectName(), title)
                       .arg(need)
                       .arg(view->columnWidth(c));
        }
    }
    return cut;
}

// A text with a mnemonic as drawn: "&&" is one "&", a single "&" only underlines the next letter.
inline QString shown(QString text)
{
    return text.replace(QLatin1String("&&"), QLatin1String("\x01"))
        .remove(QLatin1Char('&'))
        .replace(QLatin1Char('\x01'), QLatin1Char('&'));
}

// Every text in sight under `root` that is cut off, one line each saying where.
inline QStringList cutTexts(const QWidget *root, const QString &where)
{
    QStringList cut;
    const auto say = [&](const QWidget *w, const QString &text, int need, int room) {
        cut << QStringLiteral("%1: %2 \"%3\" needs %4 px, has %5").arg(where, w->objectName(), text).arg(need).arg(room);
    };
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        if (auto *fit = qobject_cast<const FitLabel *>(label)) {
            // Shrunk to fit if need be, but never cut.
            if (fit->isElided())
                say(fit, fit->text(), -1, fit->contentsRect().width());
        } else if (label->wordWrap()) {
            if (label->heightForWidth(label->width()) > label->height())
                say(label, label->text(), label->heightForWidth(label->width()), label->height());
        } else if (label->textFormat() == Qt::PlainText
                   || (label->textFormat() == Qt::AutoText && !Qt::mightBeRichText(label->text()))) {
            const int room = label->contentsRect().width() - 2 * label->margin() - label->indent();
            // A label with a buddy draws its mnemonic's "&" as an underline.
            const int need = widest(label->fontMetrics(), label->buddy() ? shown(label->text()) : label->text());
            if (need > room)
                say(label, label->text(), need, room);
        } else {
            // Rich text, laid out as the label does.
            QTextDocument document;
            document.setDefaultFont(label->font());
            document.setDocumentMargin(0);
            document.setHtml(label->text());
            const int need = static_cast<int>(std::ceil(document.idealWidth()));
            const int room = label->contentsRect().width() - 2 * label->margin() - label->indent();
            if (need > room)
                say(label, label->text(), need, room);
        }
    }
    for (const QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
        if (!button->isVisible() || button->text().isEmpty())
            continue;
        const QString text = shown(button->text());
        const int need = widest(button->fontMetrics(), text);
        if (need > button->contentsRect().width())
            say(button, text, need, button->contentsRect().width());
    }
    for (const QLineEdit *edit : root->findChildren<QLineEdit *>()) {
        if (!edit->isVisible() || !edit->text().isEmpty() || edit->placeholderText().isEmpty())
            continue;
        QStyleOptionFrame option;
        option.initFrom(edit);
        option.lineWidth = edit->hasFrame() ? edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, edit) : 0;
        const QRect contents = edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, edit);
        const QMargins margins = edit->textMargins();
        // QLineEdit keeps two pixels free on each side of its text.
        const int room = contents.width() - margins.left() - margins.right() - 4;
        const int need = edit->fontMetrics().horizontalAdvance(edit->placeholderText());
        if (need > room)
            say(edit, edit->placeholderText(), need, room);
    }
    return cut;
}

} // namespace tornei::Clipping
