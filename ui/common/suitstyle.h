#pragma once

#include <QImage>

#include "card.h"

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QRectF>

class QPainter;

namespace tornei {

// How suits and cards look everywhere: one colour and one symbol per suit,
// taken with the palette so that light and dark themes both read well.
// Knows nothing of games or seats.
class SuitStyle
{
public:
    static bool isDark(const QPalette &palette);
    static QColor colour(Suit suit, const QPalette &palette);
    // Our suit art (resources/icons/suit-*.svg) in one colour, for card faces.
    static QImage symbol(Suit suit, const QColor &ink, const QSize &pixelSize);
    // Draws a face-up card, a face-down card (no card) or an empty place.
    enum class Face { Up, Down, Empty };
    static void drawCard(QPainter &painter, const QRectF &rect, const QPalette &palette, Face face,
                         const CardSlot &card, bool highlighted);
};

} // namespace tornei
