#pragma once
// Made-up game scores for the chart tests, and the value axis of a built chart.
#include "chartexport.h"
#include "charts.h"
#include "chartview.h"
#include "darkpalette.h"
#include "language.h"
#include "recordformat.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QDateTimeAxis>
#include <QDir>
#include <QFile>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QImage>
#include <QPainter>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QPieSeries>
#include <QPieSlice>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolTip>
#include <QValueAxis>
#include <cmath>
#include <memory>

namespace tornei {

inline std::unique_ptr<QChart> build(const ChartBuilder &builder)
{
    return std::unique_ptr<QChart>(builder(QApplication::palette()));
}

inline QValueAxis *valueAxis(QChart *chart, Qt::Orientation orientation)
{
    const QList<QAbstractAxis *> axes = chart->axes(orientation);
    return axes.size() == 1 ? qobject_cast<QValueAxis *>(axes.first()) : nullptr;
}

inline GameScoreData gameScores()
{
    // Aki 8, 15, 20 after three rounds of four; Ben 5, 16, 18.
    return {4, {{QStringLiteral("Aki"), {8, 15, 20}}, {QStringLiteral("Ben"), {5, 16, 18}}}};
}

inline ChartBuilder gameScoreBuilder()
{
    return [](const QPalette &p) { return Charts::gameScores(gameScores(), p); };
}

} // namespace tornei
