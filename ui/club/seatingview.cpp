#include "seatingview.h"

#include <QEvent>
#include <QPainter>

namespace tornei {

SeatingView::SeatingView(QWidget *parent)
    : QWidget(parent)
{
    setMinimumSize(260, 220);
}

void SeatingView::setSeating(const std::array<QString, SeatCount> &names, int dummySeat, int firstDealer)
{
    m_names = names;
    m_dummy = dummySeat;
    m_dealer = firstDealer;
    update();
}

void SeatingView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

void SeatingView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QRectF area = rect().adjusted(10, 10, -10, -10);
    const QPointF c = area.center();
    const qreal rx = qMin<qreal>(area.width() * 0.2, 110.0);
    const qreal ry = qMin<qreal>(area.height() * 0.2, 80.0);
    painter.setPen(QPen(pal.color(QPalette::Mid), 2));
    painter.setBrush(pal.color(QPalette::AlternateBase));
    painter.drawEllipse(c, rx, ry);
    painter.setPen(pal.color(QPalette::WindowText));
    QFont small = font();
    small.setPointSizeF(10);
    painter.setFont(small);
    painter.drawText(QRectF(c.x() - rx, c.y() - ry, 2 * rx, 2 * ry), Qt::AlignCenter | Qt::TextWordWrap,
                     tr("clockwise ↻\nplay passes to the left"));

    const qreal side = qMin<qreal>(area.width() / 2 - 92, rx + 100);
    const qreal upDown = qMin<qreal>(area.height() / 2 - 24, ry + 34);
    const std::array<QPointF, SeatCount> anchors = {
        QPointF(c.x(), c.y() + upDown), QPointF(c.x() - side, c.y()), QPointF(c.x(), c.y() - upDown),
        QPointF(c.x() + side, c.y())};
    QFont nameFont = font();
    nameFont.setPointSizeF(13);
    nameFont.setBold(true);
    for (int s = 0; s < SeatCount; ++s) {
        QString name = s == m_dummy ? tr("Dummy") : m_names[static_cast<std::size_t>(s)].trimmed();
        if (name.isEmpty())
            name = tr("Seat %1 (empty)").arg(s + 1);
        QString role = tr("Seat %1").arg(s + 1);
        if (s == m_dealer && s != m_dummy)
            role = tr("Seat %1 · first dealer").arg(s + 1);
        const QRectF box(anchors[static_cast<std::size_t>(s)].x() - 90, anchors[static_cast<std::size_t>(s)].y() - 22,
                         180, 44);
        painter.setPen(QPen(s == m_dealer && s != m_dummy ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid),
                            s == m_dealer ? 3 : 1));
        painter.setBrush(pal.color(QPalette::Base));
        painter.drawRoundedRect(box, 8, 8);
        painter.setPen(pal.color(QPalette::Text));
        painter.setFont(nameFont);
        painter.drawText(box.adjusted(4, 2, -4, -20), Qt::AlignCenter, name);
        painter.setFont(small);
        painter.drawText(box.adjusted(4, 22, -4, -2), Qt::AlignCenter, role);
    }
}

} // namespace tornei
