#include "suitstyle.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

namespace tornei {

bool SuitStyle::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor SuitStyle::colour(Suit suit, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (suit) {
    case Suit::Wyvern:
        return dark ? QColor(0xff, 0x7a, 0x6e) : QColor(0xb0, 0x1e, 0x14);
    case Suit::Fleur:
        return dark ? QColor(0x7e, 0xb6, 0xff) : QColor(0x14, 0x4f, 0xb0);
    case Suit::Shamrock:
        return dark ? QColor(0x6e, 0xd8, 0x7a) : QColor(0x15, 0x7a, 0x2a);
    case Suit::Cross:
        return dark ? QColor(0xd6, 0xa2, 0xff) : QColor(0x6a, 0x2c, 0x9a);
    }
    return palette.color(QPalette::WindowText);
}

QImage SuitStyle::symbol(Suit suit, const QColor &ink, const QSize &pixelSize)
{
    static const char *const files[] = {":/icons/suit-wyvern.svg", ":/icons/suit-fleurdelis.svg",
                                        ":/icons/suit-shamrock.svg", ":/icons/suit-cross.svg"};
    // Card faces repaint often: keep each rendered size and colour.
    static QHash<QString, QImage> cache;
    const QString key = QStringLiteral("%1/%2/%3x%4")
                            .arg(static_cast<int>(suit))
                            .arg(ink.rgba())
                            .arg(pixelSize.width())
                            .arg(pixelSize.height());
    if (const auto it = cache.constFind(key); it != cache.constEnd())
        return *it;
    QImage image(pixelSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    QSvgRenderer renderer(QString::fromLatin1(files[static_cast<int>(suit)]));
    renderer.render(&painter);
    // The art's own colour is the light theme's; take the palette's instead.
    painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
    painter.fillRect(image.rect(), ink);
    painter.end();
    cache.insert(key, image);
    return image;
}

void SuitStyle::drawCard(QPainter &painter, const QRectF &rect, const QPalette &palette, Face face,
                         const CardSlot &card, bool highlighted)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal radius = rect.width() * 0.1;
    QPen pen(highlighted ? palette.color(QPalette::Highlight) : palette.color(QPalette::Mid));
    pen.setWidthF(highlighted ? 4.0 : 1.5);
    if (face == Face::Empty) {
        pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(rect, radius, radius);
        painter.restore();
        return;
    }
    if (face == Face::Down || !card) {
        painter.setPen(pen);
        QColor back = palette.color(QPalette::Mid);
        painter.setBrush(QBrush(back, Qt::BDiagPattern));
        painter.drawRoundedRect(rect, radius, radius);
        painter.restore();
        return;
    }
    const QColor ink = colour(card->suit, palette);
    painter.setPen(pen);
    painter.setBrush(palette.color(QPalette::Base));
    painter.drawRoundedRect(rect, radius, radius);
    QPen border(ink);
    border.setWidthF(3.0);
    painter.setPen(border);
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), radius * 0.7, radius * 0.7);
    painter.setPen(ink);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(qMax(10, int(qMin(rect.height() * 0.3, rect.width() * 0.36))));
    painter.setFont(font);
    const QRectF top(rect.left(), rect.top() + rect.height() * 0.08, rect.width(), rect.height() * 0.45);
    const qreal side = qMin(top.width(), top.height()) * 0.9;
    const QRectF symbolRect(top.center().x() - side / 2, top.center().y() - side / 2, side, side);
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    painter.drawImage(symbolRect, symbol(card->suit, ink, (symbolRect.size() * ratio).toSize().expandedTo(QSize(1, 1))));
    const QRectF bottom(rect.left(), rect.top() + rect.height() * 0.48, rect.width(), rect.height() * 0.45);
    painter.drawText(bottom, Qt::AlignCenter, suitLetter(card->suit) + QString::number(card->number));
    painter.restore();
}

} // namespace tornei
