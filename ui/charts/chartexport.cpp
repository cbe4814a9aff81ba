#include "chartexport.h"
#include "filedialogs.h"
#include "safefile.h"

#include <QBuffer>
#include <QChart>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImageWriter>
#include <QMessageBox>
#include <QPainter>
#include <QStandardPaths>
#include <QSvgGenerator>

#include <algorithm>
#include <memory>

namespace tornei {

namespace {

// A chart laid out at a size of its own, in a scene of its own, ready to be
// drawn onto any painter without a window.
class OffscreenChart
{
public:
    OffscreenChart(const ChartBuilder &builder, const QPalette &palette, QSizeF size)
        : m_chart(builder(palette))
        , m_size(size)
    {
        m_scene.addItem(m_chart); // the scene owns the chart from here
        m_chart->setGeometry(QRectF(QPointF(0, 0), size));
        // The layout would wait for the event loop, which an export does not run.
        if (m_chart->layout())
            m_chart->layout()->activate();
    }

    QColor background() const { return m_chart->backgroundBrush().color(); }

    void render(QPainter *painter, const QRectF &target)
    {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setRenderHint(QPainter::TextAntialiasing);
        m_scene.render(painter, target, QRectF(QPointF(0, 0), m_size), Qt::KeepAspectRatio);
        painter->restore();
    }

private:
    QGraphicsScene m_scene;
    QChart *m_chart;
    QSizeF m_size;
};

} // namespace

QImage ChartExport::renderImage(const ChartBuilder &builder, const QPalette &palette, QSize size)
{
    OffscreenChart chart(builder, palette, size);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(chart.background());
    QPainter painter(&image);
    chart.render(&painter, QRectF(QPointF(0, 0), size));
    painter.end();
    return image;
}

void ChartExport::render(const ChartBuilder &builder, const QPalette &palette, QPainter *painter,
                         const QRectF &target)
{
    // Lay the chart out in screen pixels (1/96 inch) of the target's physical
    // size and scale it onto the target: fonts and lines then keep their
    // sizes in points at a printer's resolution.
    const int dpi = painter->device() ? painter->device()->logicalDpiX() : 96;
    const qreal width = std::max<qreal>(300, target.width() * 96.0 / std::max(1, dpi));
    const QSizeF size(width, width * target.height() / std::max<qreal>(1, target.width()));
    OffscreenChart chart(builder, palette, size);
    chart.render(painter, target);
}

bool ChartExport::savePng(const ChartBuilder &builder, const QPalette &palette, const QString &path, QSize size,
                          QString *error)
{
    if (const QString refusal = SafeFile::refusal(path); !refusal.isEmpty()) {
        if (error)
            *error = refusal;
        return false;
    }
    // Encoded in memory, then written whole (SafeFile).
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(renderImage(builder, palette, size))) {
        if (error)
            *error = writer.errorString();
        return false;
    }
    QString why;
    if (!SafeFile::write(path, buffer.data(), &why)) {
        if (error)
            *error = why;
        return false;
    }
    return true;
}

bool ChartExport::saveSvg(const ChartBuilder &builder, const QPalette &palette, const QString &path, QSize size,
                          QString *error)
{
    if (const QString refusal = SafeFile::refusal(path); !refusal.isEmpty()) {
        if (error)
            *error = refusal;
        return false;
    }
    // Write to a buffer first: QSvgGenerator does not report a failed write.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(96); // the pixel of CSS: browsers show it at the intended size
        generator.setTitle(tr("Tornei Companion chart"));
        OffscreenChart chart(builder, palette, size);
        QPainter painter(&generator);
        painter.fillRect(QRect(QPoint(0, 0), size), chart.background());
        chart.render(&painter, QRectF(QPointF(0, 0), size));
        painter.end();
    }
    QString why;
    if (!SafeFile::write(path, buffer.data(), &why)) {
        if (error)
            *error = why;
        return false;
    }
    return true;
}

bool ChartExport::save(const ChartBuilder &builder, const QPalette &palette, const QString &path, QSize size,
                       QString *error)
{
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0)
        return saveSvg(builder, palette, path, size, error);
    return savePng(builder, palette, path, size, error);
}

void ChartExport::saveWithDialog(QWidget *parent, const ChartBuilder &builder, const QString &baseName)
{
    const QString png = tr("PNG image (*.png)");
    const QString svg = tr("SVG drawing (*.svg)");
    QString filter = png;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString path = FileDialogs::saveFileName(parent, tr("Save chart"),
                                                QDir(dir).filePath(baseName + QStringLiteral(".png")),
                                                png + QStringLiteral(";;") + svg, &filter);
    if (path.isEmpty())
        return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        path += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString error;
    const QPalette palette = parent ? parent->palette() : QPalette();
    if (!save(builder, palette, path, DefaultSize, &error))
        QMessageBox::warning(parent, tr("Save chart"),
                             tr("The chart could not be saved to %1: %2").arg(QDir::toNativeSeparators(path), error));
}

} // namespace tornei
