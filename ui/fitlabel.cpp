#include "fitlabel.h"

#include "plaintext.h"

#include <QEvent>
#include <QPainter>
#include <QHelpEvent>
#include <QToolTip>

namespace tornei {

FitLabel::FitLabel(qreal minimumPointSize, QWidget *parent)
    : QLabel(parent)
    , m_minimum(minimumPointSize)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setTextFormat(Qt::PlainText);
}

QFont FitLabel::fittedFont() const
{
    QFont f = font();
    const int width = contentsRect().width();
    // Half a point at a time: small steps keep the size as large as it can be.
    while (f.pointSizeF() - 0.5 >= m_minimum && QFontMetrics(f).horizontalAdvance(text()) > width)
        f.setPointSizeF(f.pointSizeF() - 0.5);
    return f;
}

QString FitLabel::shownText() const
{
    return QFontMetrics(fittedFont()).elidedText(text(), Qt::ElideRight, contentsRect().width());
}

QSize FitLabel::sizeHint() const
{
    const QFontMetrics metrics(font());
    const QMargins m = contentsMargins();
    return {metrics.horizontalAdvance(text()) + m.left() + m.right(), metrics.height() + m.top() + m.bottom()};
}

QSize FitLabel::minimumSizeHint() const
{
    return {0, sizeHint().height()};
}

void FitLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setFont(fittedFont());
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, foregroundRole()));
    painter.drawText(contentsRect(), static_cast<int>(alignment() | Qt::TextSingleLine), shownText());
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
