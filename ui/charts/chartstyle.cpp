#include "chartstyle.h"

#include "suitstyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QValueAxis>

namespace tornei {

namespace {

constexpr std::size_t PlayerColours = 12;

// 0 for the first twelve players, then 1, 2, 3 for each round of colours after.
int playerVariant(int index)
{
    return index / PlayerColours % 4;
}

} // namespace

QChart *ChartStyle::newChart(const QPalette &palette, const QString &title)
{
    auto *chart = new QChart;
    // The theme resets every colour, so it goes first and the palette after.
    chart->setTheme(SuitStyle::isDark(palette) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundRoundness(0);
    chart->setTitle(title);
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setTitleBrush(palette.color(QPalette::Text));
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

void ChartStyle::styleAxis(QAbstractAxis *axis, const QPalette &palette, const QString &title)
{
    const QColor text = palette.color(QPalette::Text);
    QColor grid = text;
    grid.setAlphaF(0.18f);
    QColor line = text;
    line.setAlphaF(0.5f);
    axis->setTitleText(title);
    axis->setTitleBrush(text);
    axis->setLabelsBrush(text);
    axis->setGridLineColor(grid);
    axis->setLinePenColor(line);
    axis->setMinorGridLineColor(grid);
}

void ChartStyle::setAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y)
{
    // Qt Charts makes a vertical axis as wide as its widest tick label, then draws its title in
    // that room less the width of "...": beside single-digit labels a Japanese title is cut to
    // "...". A figure space before each label keeps them wider than that. Localized numbers
    // take text around the number; their integer format is written "%.0d".
    const auto integers = [](QAbstractAxis *axis, const QString &before) {
        auto *value = qobject_cast<QValueAxis *>(axis);
        if (value && value->labelFormat() == QLatin1String("%d"))
            value->setLabelFormat(before + QStringLiteral("%.0d"));
    };
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    integers(x, QString());
    integers(y, QStringLiteral("&nbsp;&nbsp;&nbsp;"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

void ChartStyle::setLinePen(QLineSeries *series, const QColor &colour, qreal width, Qt::PenStyle style)
{
    QPen pen(colour);
    pen.setWidthF(width);
    pen.setStyle(style);
    series->setPen(pen);
    series->setColor(colour);
}

QColor ChartStyle::playerColour(int index, const QPalette &palette)
{
    static const QColor light[PlayerColours] = {
        QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73), QColor(0xcc, 0x79, 0xa7),
        QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9), QColor(0x33, 0x22, 0x88), QColor(0x99, 0x99, 0x33),
        QColor(0x88, 0x22, 0x55), QColor(0x11, 0x77, 0x33), QColor(0xaa, 0x44, 0x99), QColor(0x66, 0x11, 0x00)};
    static const QColor dark[PlayerColours] = {
        QColor(0x56, 0xb4, 0xe9), QColor(0xf0, 0x8a, 0x4b), QColor(0x3c, 0xd0, 0xa0), QColor(0xe8, 0xa0, 0xc8),
        QColor(0xf0, 0xc4, 0x42), QColor(0xa8, 0xd8, 0xf5), QColor(0x99, 0x88, 0xff), QColor(0xb0, 0xb0, 0x40),
        QColor(0xe0, 0x60, 0x7a), QColor(0x77, 0xc9, 0x4a), QColor(0xc7, 0x7d, 0xe0), QColor(0xb0, 0x78, 0x50)};
    const auto i = static_cast<std::size_t>(index) % PlayerColours;
    return SuitStyle::isDark(palette) ? dark[i] : light[i];
}

Qt::PenStyle ChartStyle::playerPenStyle(int index)
{
    static constexpr Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return styles[playerVariant(index)];
}

QBrush ChartStyle::playerBrush(int index, const QPalette &palette)
{
    const QColor colour = playerColour(index, palette);
    const int variant = playerVariant(index);
    if (variant == 0)
        return QBrush(colour);
    QPixmap tile(8, 8);
    tile.fill(colour);
    QPainter painter(&tile);
    painter.setPen(QPen(palette.color(QPalette::Base), 1.5));
    if (variant == 1 || variant == 2)
        painter.drawLine(QPointF(0, 8), QPointF(8, 0));
    if (variant == 2 || variant == 3)
        painter.drawLine(QPointF(0, 0), QPointF(8, 8));
    painter.end();
    QBrush brush(colour);
    brush.setTexture(tile);
    return brush;
}

} // namespace tornei
