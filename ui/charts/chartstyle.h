#pragma once

#include <QBrush>
#include <QColor>
#include <QPalette>
#include <QString>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QChart;
class QLineSeries;
QT_END_NAMESPACE

namespace tornei {

// How every chart of the app looks (Charts): its frame and title, its axes,
// and one colour, line style and fill per player, the same in every chart,
// taken with the palette so that light and dark themes both read well.
// Knows nothing of what a chart shows.
class ChartStyle
{
public:
    ChartStyle() = delete;

    // An empty chart with the title, themed for the palette. Titles and
    // legends of Qt Charts are HTML: names in them are escaped.
    static QChart *newChart(const QPalette &palette, const QString &title);
    // Axis text in the palette's text colour, grid lines faint: the themes'
    // own greys are hard to read on our backgrounds.
    static void styleAxis(QAbstractAxis *axis, const QPalette &palette, const QString &title);
    // The x axis at the bottom and the y axis at the left, for every series of the chart.
    static void setAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y);
    // After addSeries(): the theme sets the pen when the series joins the chart.
    static void setLinePen(QLineSeries *series, const QColor &colour, qreal width, Qt::PenStyle style = Qt::SolidLine);

    // The player at `index` in the order given: the Okabe-Ito colours (told
    // apart with colour-blindness too) and six of Paul Tol's, so that a club
    // of twelve gets twelve colours; lighter on dark.
    static QColor playerColour(int index, const QPalette &palette);
    // Past the twelve colours, a colour comes back: the second round of
    // players gets dashed lines and hatched areas, the third dotted lines and
    // crossed hatching, so that colour is never the only difference.
    static Qt::PenStyle playerPenStyle(int index);
    // A filled area (bar, slice, legend marker): the colour, hatched in the
    // background's colour past the first twelve players.
    static QBrush playerBrush(int index, const QPalette &palette);
};

} // namespace tornei
