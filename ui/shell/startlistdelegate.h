#pragma once

#include <QCache>
#include <QFont>
#include <QStyledItemDelegate>

class QTextLayout;

namespace tornei {

// Draws the start page's lists as QStyledItemDelegate does, with less text
// laid out: a cell's one line is shaped once and drawn from that shaping
// (QStyledItemDelegate shapes it three times to paint it: for its size, to
// elide it and to draw it), and a row's size is measured once for its text
// and font. Anything else (icons, check boxes, wrapped text) is left to
// QStyledItemDelegate. Both are kept by what they depend on, so a changed
// text, font or width is laid out again.
class StartListDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit StartListDelegate(QObject *parent = nullptr);
    ~StartListDelegate() override;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    struct Line;
    const Line &line(const QStyleOptionViewItem &option, int width) const;
    const QString &fontKey(const QFont &font) const;

    mutable QCache<QString, Line> m_lines;
    mutable QCache<QString, QSize> m_sizes;
    mutable QFont m_keyFont; // the font of m_fontKey
    mutable QString m_fontKey;
};

} // namespace tornei
