#include "qrcode.h"

#include <QPaintEvent>
#include <QPainter>
#include <QRectF>

#include <qrencode.h>

#include <cmath>
#include <memory>

namespace tornei {

QrCode::QrCode(const QString &text)
{
    if (text.isEmpty())
        return;
    const QByteArray bytes = text.toUtf8();
    // Byte mode on the exact bytes (QRcode_encodeData takes a NUL as data
    // too); version 0 lets the library choose the smallest that holds them.
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeData(static_cast<int>(bytes.size()), reinterpret_cast<const unsigned char *>(bytes.constData()),
                          0, QR_ECLEVEL_M),
        &QRcode_free);
    if (!code || code->width <= 0)
        return;
    m_size = code->width;
    m_dark.resize(m_size * m_size);
    // The lowest bit of each module's byte says dark; the others are the library's own.
    for (int i = 0; i < m_size * m_size; ++i)
        m_dark[i] = code->data[i] & 1;
}

bool QrCode::dark(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_size || y >= m_size)
        return false;
    return m_dark[y * m_size + x];
}

void QrCode::paint(QPainter &painter, const QRectF &target) const
{
    if (isNull() || target.isEmpty())
        return;
    const int side = sideWithQuietZone();
    qreal module = std::min(target.width(), target.height()) / side;
    // Whole pixels when a module is at least one: every module the same
    // size and no seam between two dark ones.
    const bool whole = module >= 1.0;
    if (whole)
        module = std::floor(module);
    const qreal extent = module * side;
    QPointF origin(target.center().x() - extent / 2, target.center().y() - extent / 2);
    if (whole)
        origin = QPointF(std::round(origin.x()), std::round(origin.y()));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    painter.fillRect(QRectF(origin, QSizeF(extent, extent)), Qt::white);
    painter.setBrush(Qt::black);
    const QPointF first = origin + QPointF(QuietZone * module, QuietZone * module);
    // One rectangle per run of dark modules in a row: fewer shapes, and none
    // that meet edge to edge within a row.
    for (int y = 0; y < m_size; ++y) {
        for (int x = 0; x < m_size;) {
            if (!dark(x, y)) {
                ++x;
                continue;
            }
            int end = x;
            while (end < m_size && dark(end, y))
                ++end;
            painter.drawRect(QRectF(first.x() + x * module, first.y() + y * module, (end - x) * module, module));
            x = end;
        }
    }
    painter.restore();
}

QImage QrCode::image(int pixelsPerModule) const
{
    if (isNull() || pixelsPerModule < 1)
        return {};
    const int pixels = sideWithQuietZone() * pixelsPerModule;
    QImage image(pixels, pixels, QImage::Format_Grayscale8);
    image.fill(Qt::white);
    QPainter painter(&image);
    paint(painter, QRectF(0, 0, pixels, pixels));
    return image;
}

QrCodeView::QrCodeView(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void QrCodeView::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_code = QrCode(text);
    setAccessibleName(text);
    updateGeometry();
    update();
}

QSize QrCodeView::sizeHint() const
{
    // Four pixels to a module: a phone reads it from across a table.
    const int side = m_code.sideWithQuietZone() * 4;
    return {side, side};
}

QSize QrCodeView::minimumSizeHint() const
{
    // A pixel to a module is the least a camera can tell apart.
    const int side = m_code.sideWithQuietZone();
    return {side, side};
}

bool QrCodeView::hasHeightForWidth() const
{
    return true;
}

int QrCodeView::heightForWidth(int width) const
{
    return m_code.isNull() ? 0 : width;
}

void QrCodeView::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event);
    if (m_code.isNull())
        return;
    QPainter painter(this);
    m_code.paint(painter, QRectF(contentsRect()));
}

} // namespace tornei
