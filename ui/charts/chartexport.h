#pragma once

#include "charts.h"

#include <QCoreApplication>
#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>

class QPainter;
class QWidget;

namespace tornei {

// Saving and drawing charts away from the screen: a PNG rendered into an
// image of a fixed size (never a screen grab, so the file does not depend on
// the display's scale), an SVG drawn as vectors, or onto any painter (print,
// PDF). Each export builds its own chart from the builder, so the chart on
// screen is left as it is. Knows nothing of what a chart shows.
class ChartExport
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ChartExport)

public:
    ChartExport() = delete;

    static constexpr QSize DefaultSize{1200, 800};

    static QImage renderImage(const ChartBuilder &builder, const QPalette &palette, QSize size = DefaultSize);
    // Draws the chart into `target` (in the painter's coordinates).
    static void render(const ChartBuilder &builder, const QPalette &palette, QPainter *painter, const QRectF &target);

    // False, with a readable reason, when the file cannot be written.
    static bool savePng(const ChartBuilder &builder, const QPalette &palette, const QString &path,
                        QSize size = DefaultSize, QString *error = nullptr);
    static bool saveSvg(const ChartBuilder &builder, const QPalette &palette, const QString &path,
                        QSize size = DefaultSize, QString *error = nullptr);
    // Saves by the file name's suffix (.png or .svg).
    static bool save(const ChartBuilder &builder, const QPalette &palette, const QString &path,
                     QSize size = DefaultSize, QString *error = nullptr);

    // The "Save chart…" action: asks for a PNG or SVG file name (starting
    // from `baseName`) and saves; says why in a message box when it fails.
    static void saveWithDialog(QWidget *parent, const ChartBuilder &builder, const QString &baseName);
};

} // namespace tornei
