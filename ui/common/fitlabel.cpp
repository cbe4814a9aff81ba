#include "fitlabel.h"

#include "plaintext.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QTextLayout>
#include <QToolTip>

#include <cmath>

namespace tornei {

FitLabel::FitLabel(qreal minimumPointSize, QWidget *parent)
    : QLabel(parent)
    , m_minimum(minimumPointSize)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setTextFormat(Qt::PlainText);
}

void FitLabel::setLines(int lines)
{
    m_lines = std::max(lines, 1);
    updateGeometry();
    update();
}

void FitLabel::setGrows(bool grows)
{
    m_grows = grows;
    QSizePolicy policy = sizePolicy();
    policy.setHeightForWidth(grows);
    setSizePolicy(policy);
    updateGeometry();
}

QRect FitLabel::textRect() const
{
    return contentsRect().adjusted(margin(), margin(), -margin(), -margin());
}

int FitLabel::lineHeight(const QFont &font)
{
    // A Latin font's own line can be shorter than the Japanese font drawn in
    // its place for kana and kanji, which appear in names in any language.
    QTextLayout sample(QStringLiteral("Ágy漢あ"), font);
    sample.beginLayout();
    QTextLine line = sample.createLine();
    sample.endLayout();
    return std::max(QFontMetrics(font).height(), static_cast<int>(std::ceil(line.height())));
}

int FitLabel::layOut(QTextLayout &layout, const QFont &font, int width) const
{
    if (width < 0)
        width = textRect().width();
    // The text's own line breaks, as a layout reads them.
    layout.setText(QString(text()).replace(QLatin1Char('\n'), QChar::LineSeparator));
    layout.setFont(font);
    QTextOption option(alignment());
    option.setWrapMode(m_lines > 1 ? QTextOption::WrapAtWordBoundaryOrAnywhere : QTextOption::NoWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    int count = 0;
    qreal widest = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        widest = std::max(widest, line.naturalTextWidth());
        ++count;
    }
    layout.endLayout();
    // One line that does not fit counts as more than the label holds.
    if (m_lines == 1 && widest > width)
        return 2;
    return count;
}

int FitLabel::linesAt(int width) const
{
    if (!m_grows || text().isEmpty() || width <= 0)
        return m_lines;
    QFont smallest = font();
    smallest.setPointSizeF(std::min(smallest.pointSizeF(), m_minimum));
    QTextLayout layout;
    return std::max(m_lines, layOut(layout, smallest, width));
}

QFont FitLabel::fittedFont() const
{
    return fitted().font;
}

const FitLabel::Fitted &FitLabel::fitted() const
{
    // Laid out again only when what it depends on changed: each try shapes the whole text, and a
    // label is painted far more often than its text changes.
    const QString key = text() + QChar(0) + font().key() + QChar(0)
                        + QString::number(textRect().width()) + QLatin1Char(' ') + QString::number(m_lines)
                        + QLatin1Char(' ') + QString::number(int(m_grows)) + QLatin1Char(' ')
                        + QString::number(int(alignment()));
    if (m_fitted && m_fitted->key == key)
        return *m_fitted;
    Fitted result;
    result.key = key;
    QFont f = font();
    QTextLayout layout;
    // Half a point at a time: small steps keep the size as large as it can be.
    while (f.pointSizeF() - 0.5 >= m_minimum && layOut(layout, f) > m_lines)
        f.setPointSizeF(f.pointSizeF() - 0.5);
    result.font = f;
    result.shown = shownText(f);
    result.lineHeight = lineHeight(f);
    m_fitted = result;
    return *m_fitted;
}

bool FitLabel::isElided() const
{
    QTextLayout layout;
    return !text().isEmpty() && layOut(layout, fittedFont()) > linesAt(textRect().width());
}

QString FitLabel::shownText() const
{
    return fitted().shown;
}

QString FitLabel::shownText(const QFont &f) const
{
    const QFontMetrics metrics(f);
    const int width = textRect().width();
    if (m_lines == 1)
        return metrics.elidedText(text(), Qt::ElideRight, width);
    QTextLayout layout;
    const int count = layOut(layout, f);
    const int lines = linesAt(width);
    QStringList shown;
    for (int i = 0; i < std::min(count, lines); ++i) {
        const QTextLine line = layout.lineAt(i);
        QString part = text().mid(line.textStart(), line.textLength());
        if (i == lines - 1 && count > lines)
            part = metrics.elidedText(text().mid(line.textStart()).replace(QLatin1Char('\n'), QLatin1Char(' ')),
                                      Qt::ElideRight, width);
        // A line break of the text itself ends its line, and is not drawn.
        while (part.endsWith(QLatin1Char('\n')) || part.endsWith(QChar::LineSeparator))
            part.chop(1);
        shown << part;
    }
    return shown.join(QLatin1Char('\n'));
}

QSize FitLabel::sizeHint() const
{
    const QMargins m = contentsMargins();
    const int extra = 2 * margin();
    return {QFontMetrics(font()).horizontalAdvance(text()) + m.left() + m.right() + extra,
            m_lines * lineHeight(font()) + m.top() + m.bottom() + extra};
}

QSize FitLabel::minimumSizeHint() const
{
    return {0, hasHeightForWidth() ? heightForWidth(width()) : sizeHint().height()};
}

bool FitLabel::hasHeightForWidth() const
{
    return m_grows;
}

int FitLabel::heightForWidth(int width) const
{
    if (!m_grows)
        return sizeHint().height();
    const QMargins m = contentsMargins();
    const int extra = 2 * margin();
    const int lines = linesAt(width - m.left() - m.right() - extra);
    // The extra lines in the smallest font: only they are needed to read it whole.
    QFont smallest = font();
    smallest.setPointSizeF(std::min(smallest.pointSizeF(), m_minimum));
    return m_lines * lineHeight(font()) + (lines - m_lines) * lineHeight(smallest) + m.top() + m.bottom() + extra;
}

void FitLabel::paintEvent(QPaintEvent *event)
{
    QFrame::paintEvent(event); // the frame; the text is drawn here
    QPainter painter(this);
    const Fitted &fit = fitted();
    painter.setFont(fit.font);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, foregroundRole()));
    const QStringList shown = fit.shown.split(QLatin1Char('\n'));
    const int height = fit.lineHeight;
    QRect rect = textRect();
    // Vertically as alignment() says, the lines as one block.
    const int block = static_cast<int>(shown.size()) * height;
    if (alignment() & Qt::AlignVCenter)
        rect.setTop(rect.top() + (rect.height() - block) / 2);
    else if (alignment() & Qt::AlignBottom)
        rect.setTop(rect.bottom() - block);
    for (const QString &line : shown) {
        painter.drawText(QRect(rect.left(), rect.top(), rect.width(), height),
                         static_cast<int>((alignment() & Qt::AlignHorizontal_Mask) | Qt::AlignVCenter | Qt::TextSingleLine),
                         line);
        rect.setTop(rect.top() + height);
    }
}

void FitLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QLabel::changeEvent(event);
}

bool FitLabel::event(QEvent *event)
{
    // The whole text when it had to be cut, unless a tooltip of its own was set.
    if (event->type() == QEvent::ToolTip && toolTip().isEmpty() && isElided()) {
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), PlainText::toolTip(text()), this);
        return true;
    }
    return QLabel::event(event);
}

} // namespace tornei
