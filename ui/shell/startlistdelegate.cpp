#include "startlistdelegate.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>

#include <memory>

namespace tornei {

namespace {

constexpr int KeptLines = 512;
constexpr int KeptSizes = 1024;

QStyle *styleOf(const QStyleOptionViewItem &option)
{
    return option.widget ? option.widget->style() : QApplication::style();
}

} // namespace

// A cell's text laid out in one line as the style draws it (elided when it
// does not fit), with the height of the whole text, which places it.
struct StartListDelegate::Line
{
    QTextLayout layout;
    int height = 0;
};

StartListDelegate::StartListDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
    , m_lines(KeptLines)
    , m_sizes(KeptSizes)
{}

StartListDelegate::~StartListDelegate() = default;

// QFont::key() is made anew at each call (about 7,000 instructions); a list's cells share one or two fonts.
const QString &StartListDelegate::fontKey(const QFont &font) const
{
    if (font != m_keyFont || m_fontKey.isEmpty()) {
        m_keyFont = font;
        m_fontKey = font.key();
    }
    return m_fontKey;
}

// What QCommonStyle does to draw an item view's text that is not wrapped:
// lay it out in the cell less a margin on each side, place it by the height
// of its layout, and elide the line that does not fit.
const StartListDelegate::Line &StartListDelegate::line(const QStyleOptionViewItem &option, int width) const
{
    const Qt::Alignment alignment = QStyle::visualAlignment(option.direction, option.displayAlignment);
    const QString key = option.text + QChar(0x1f) + fontKey(option.font) + QChar(0x1f) +
                        QString::number(width) + QChar(0x1f) + QString::number(int(alignment)) + QChar(0x1f) +
                        QString::number(int(option.direction)) + QChar(0x1f) + QString::number(int(option.textElideMode));
    if (const Line *known = m_lines.object(key))
        return *known;
    QTextOption textOption;
    textOption.setWrapMode(QTextOption::ManualWrap);
    textOption.setTextDirection(option.direction);
    textOption.setAlignment(alignment);
    const auto layOut = [&](QTextLayout &layout) {
        layout.setTextOption(textOption);
        layout.beginLayout();
        QTextLine textLine = layout.createLine();
        if (textLine.isValid()) {
            textLine.setLineWidth(width);
            textLine.setPosition(QPointF(0, 0));
        }
        layout.endLayout();
        return textLine;
    };
    auto made = std::make_unique<Line>();
    made->layout.setCacheEnabled(true); // drawn from this shaping, not shaped again
    made->layout.setText(option.text);
    made->layout.setFont(option.font);
    const QTextLine whole = layOut(made->layout);
    made->height = made->layout.boundingRect().size().toSize().height();
    if (whole.isValid() && whole.naturalTextWidth() > width) {
        const QString elided = QFontMetrics(option.font).elidedText(option.text, option.textElideMode, width);
        made->layout.setText(elided);
        layOut(made->layout);
    }
    Line *kept = made.release();
    m_lines.insert(key, kept);
    return *kept;
}

void StartListDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    // The one case drawn here: a line of text filling its cell, as both lists show (a text with
    // length variants, split by U+009C, is elided by QFontMetrics its own way).
    constexpr auto others = QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration |
                            QStyleOptionViewItem::WrapText;
    if ((opt.features & others) || (opt.state & QStyle::State_Editing) || !opt.showDecorationSelected ||
        opt.text.isEmpty() || opt.text.contains(QChar::LineSeparator) || opt.text.contains(QChar(0x9c)) ||
        opt.rect.height() <= 0) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget *widget = opt.widget;
    QStyle *style = styleOf(opt);
    // The background and selection as the style draws them, without the text;
    // then the text, then the focus frame over it, in the style's order.
    QStyleOptionViewItem bare = opt;
    bare.text.clear();
    bare.features &= ~QStyleOptionViewItem::HasDisplay;
    bare.state &= ~QStyle::State_HasFocus;
    style->drawControl(QStyle::CE_ItemViewItem, &bare, painter, widget);

    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect textRect = opt.rect.adjusted(margin, 0, -margin, 0);
    const Line &text = line(opt, textRect.width());
    const QRect placed = QStyle::alignedRect(Qt::LayoutDirectionAuto, opt.displayAlignment,
                                             QSize(textRect.width(), text.height), textRect);
    const bool enabled = opt.state & QStyle::State_Enabled;
    const bool selected = opt.state & QStyle::State_Selected;
    QPalette::ColorGroup group = enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
        group = QPalette::Inactive;
    painter->save();
    painter->setClipRect(opt.rect);
    painter->setPen(opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
    text.layout.draw(painter, QPointF(textRect.x(), placed.top()));
    if (opt.state & QStyle::State_HasFocus) {
        QStyleOptionFocusRect focus;
        focus.QStyleOption::operator=(opt);
        bare.state |= QStyle::State_HasFocus;
        focus.rect = style->subElementRect(QStyle::SE_ItemViewItemFocusRect, &bare, widget);
        focus.state |= QStyle::State_KeyboardFocusChange | QStyle::State_Item;
        focus.backgroundColor = opt.palette.color(enabled ? QPalette::Normal : QPalette::Disabled,
                                                  selected ? QPalette::Highlight : QPalette::Window);
        style->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, painter, widget);
    }
    painter->restore();
}

QSize StartListDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QVariant given = index.data(Qt::SizeHintRole);
    if (given.isValid())
        return given.toSize();
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (opt.features & (QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration))
        return QStyledItemDelegate::sizeHint(option, index);
    // What the style's measure depends on for a text alone; the width only when it wraps.
    const QString key = opt.text + QChar(0x1f) + fontKey(opt.font) + QChar(0x1f) +
                        QString::number(int(opt.features)) + QChar(0x1f) +
                        QString::number((opt.features & QStyleOptionViewItem::WrapText) ? opt.rect.width() : -1) +
                        QChar(0x1f) + QString::number(int(opt.direction)) + QChar(0x1f) +
                        QString::number(quintptr(styleOf(opt)));
    if (const QSize *known = m_sizes.object(key))
        return *known;
    const QSize measured = QStyledItemDelegate::sizeHint(option, index);
    m_sizes.insert(key, new QSize(measured));
    return measured;
}

} // namespace tornei
