#pragma once

#include "charts.h"

#include <QChartView>

class QAction;

namespace tornei {

// Shows one chart from a builder and builds it again when the language or
// the theme changes; its context menu (and saveAction()) saves the chart as
// PNG or SVG. Owns the chart it shows; knows nothing of what it shows.
class ChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ChartView(QWidget *parent = nullptr);

    // Shows the chart: built now when the view is visible, else when it is
    // first shown (a hidden tab costs nothing); `baseName` is the suggested
    // file name when saving ("scores" gives scores.png).
    void setBuilder(ChartBuilder builder, const QString &baseName);
    void clearChart();
    // No chart, a sentence instead (saying why there is none).
    void showMessage(const QString &text);
    QString message() const { return m_message; }
    bool hasChart() const { return static_cast<bool>(m_builder); }
    const ChartBuilder &builder() const { return m_builder; }
    // The chart as it is shown, built first if it waits for the view to be shown.
    QChart *currentChart();

    // "Save chart…", enabled while a chart is shown.
    QAction *saveAction() const { return m_saveAction; }
    void saveChart();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void rebuild();
    void build();

    ChartBuilder m_builder;
    bool m_stale = false; // the builder changed while the view was hidden
    QString m_baseName;
    QString m_message;
    QAction *m_saveAction = nullptr;
};

} // namespace tornei
