#pragma once

#include <QImage>
#include <QString>
#include <QVector>
#include <QWidget>

class QPainter;
class QRectF;

namespace tornei {

// A QR code of a text (UTF-8 in byte mode, error correction level M), made
// by libqrencode: its modules, painted black on white with the 4-module
// quiet zone the standard asks for. A value; knows nothing of what the text
// says or where it is shown.
class QrCode
{
public:
    QrCode() = default;
    // A null code when `text` is empty or too long for any QR code.
    explicit QrCode(const QString &text);

    bool isNull() const { return m_size == 0; }
    // Modules per side, without the quiet zone.
    int size() const { return m_size; }
    bool dark(int x, int y) const;

    // The code and its quiet zone, square and centred in `target`, as large
    // as it fits; whole-pixel modules whenever a module is at least a pixel.
    void paint(QPainter &painter, const QRectF &target) const;
    // The code and its quiet zone, `pixelsPerModule` pixels to a module.
    QImage image(int pixelsPerModule) const;

    // Modules per side of the code with its quiet zone.
    int sideWithQuietZone() const { return isNull() ? 0 : m_size + 2 * QuietZone; }

    static constexpr int QuietZone = 4;

private:
    int m_size = 0;
    QVector<bool> m_dark; // row by row
};

// Shows the QR code of a text, square, as large as the widget lets it, with
// the text as its accessible name; empty (and asking for no room) when there
// is no text. Knows nothing of what the text says.
class QrCodeView : public QWidget
{
    Q_OBJECT

public:
    explicit QrCodeView(QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const { return m_text; }
    const QrCode &code() const { return m_code; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_text;
    QrCode m_code;
};

} // namespace tornei
