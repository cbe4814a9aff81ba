#include "chartview.h"

#include "chartexport.h"

#include <QAction>
#include <QChart>
#include <QContextMenuEvent>
#include <QEvent>
#include <QMenu>

namespace tornei {

ChartView::ChartView(QWidget *parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(320, 240);
    m_saveAction = new QAction(this);
    m_saveAction->setEnabled(false);
    connect(m_saveAction, &QAction::triggered, this, &ChartView::saveChart);
    addAction(m_saveAction);
    m_saveAction->setText(tr("Save chart…"));
}

void ChartView::setBuilder(ChartBuilder builder, const QString &baseName)
{
    m_builder = std::move(builder);
    m_baseName = baseName;
    m_message.clear();
    rebuild();
}

void ChartView::clearChart()
{
    m_builder = nullptr;
    m_message.clear();
    rebuild();
}

void ChartView::showMessage(const QString &text)
{
    m_builder = nullptr;
    m_message = text;
    rebuild();
}

void ChartView::saveChart()
{
    if (m_builder)
        ChartExport::saveWithDialog(this, m_builder, m_baseName);
}

QChart *ChartView::currentChart()
{
    if (m_stale)
        build();
    return chart();
}

void ChartView::rebuild()
{
    m_saveAction->setEnabled(static_cast<bool>(m_builder));
    // Thousands of points take a while to lay out: a hidden view waits.
    if (isVisible())
        build();
    else
        m_stale = true;
}

void ChartView::showEvent(QShowEvent *event)
{
    if (m_stale)
        build();
    QChartView::showEvent(event);
}

void ChartView::build()
{
    m_stale = false;
    QChart *old = chart();
    if (m_builder)
        setChart(m_builder(palette()));
    else
        setChart(m_message.isEmpty() ? new QChart : Charts::message(m_message, palette()));
    // The view's own background shows around the chart: match it, or a dark
    // chart sits in a light frame.
    setBackgroundBrush(chart()->backgroundBrush());
    delete old; // setChart() leaves the previous chart to us
}

void ChartView::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        m_saveAction->setText(tr("Save chart…"));
        rebuild();
        break;
    case QEvent::PaletteChange:
        rebuild();
        break;
    default:
        break;
    }
    QChartView::changeEvent(event);
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(m_saveAction);
    menu.exec(event->globalPos());
}

} // namespace tornei
