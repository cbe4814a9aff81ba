// QR codes read back by a real reader (zbarimg, from zbar-tools, which
// ./dev test installs): an ASCII address, a long one and a Japanese text
// come back exactly as given, from the image and from the widget; the
// modules are whole pixels, black on white, with the quiet zone.
#include "qrcode.h"
#include "qrreader.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace tornei;

namespace {

QString decoded(const QImage &image, QString *why)
{
    return testing::readQrCode(image, why);
}

const QString LongUrl = QStringLiteral("https://club.example.org:8443/night/") + QString(32, QLatin1Char('a')) +
                        QStringLiteral("/?from=projector&lang=ja&round=3&view=standings&note=") +
                        QString(100, QLatin1Char('x'));

} // namespace

class TestQrCode : public QObject
{
    Q_OBJECT

private slots:
    void readsBack_data();
    void readsBack();
    void modules();
    void crisp();
    void view();
};

void TestQrCode::readsBack_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("address") << QStringLiteral("http://192.168.1.20:8080/night/0123456789abcdef0123456789abcdef/");
    QTest::newRow("long address") << LongUrl;
    QTest::newRow("Japanese") << QStringLiteral("金曜の例会: 第2回戦の席順はこちら");
}

void TestQrCode::readsBack()
{
    QFETCH(QString, text);
    const QrCode code(text);
    QVERIFY(!code.isNull());
    QString why;
    for (int pixels : {2, 5}) {
        const QString read = decoded(code.image(pixels), &why);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(read, text);
    }
}

void TestQrCode::modules()
{
    // "HELLO" in byte mode at level M fits version 1: 21 modules a side.
    const QrCode code(QStringLiteral("HELLO"));
    QCOMPARE(code.size(), 21);
    QCOMPARE(code.sideWithQuietZone(), 29);
    // The three finder patterns: a dark ring, a light ring, a dark 3×3 core.
    for (const QPoint corner : {QPoint(0, 0), QPoint(14, 0), QPoint(0, 14)}) {
        QVERIFY(code.dark(corner.x(), corner.y()));
        QVERIFY(code.dark(corner.x() + 6, corner.y() + 6));
        QVERIFY(!code.dark(corner.x() + 1, corner.y() + 1));
        QVERIFY(!code.dark(corner.x() + 5, corner.y() + 1));
        QVERIFY(code.dark(corner.x() + 3, corner.y() + 3));
    }
    // The separator beside the top-left finder and the dark module by the bottom-left one.
    QVERIFY(!code.dark(7, 0));
    QVERIFY(code.dark(8, 13));
    QVERIFY(!code.dark(-1, 0));
    QVERIFY(!code.dark(21, 0));
    // The longer the text, the larger the code; none for no text.
    QVERIFY(QrCode(LongUrl).size() > code.size());
    QVERIFY(QrCode().isNull());
    QVERIFY(QrCode(QString()).isNull());
    QVERIFY(QrCode(QString()).image(4).isNull());
}

void TestQrCode::crisp()
{
    const QrCode code(QStringLiteral("HELLO"));
    // Three pixels to a module: 87 pixels of code and quiet zone.
    const QImage image = code.image(3);
    QCOMPARE(image.size(), QSize(87, 87));
    for (int y = 0; y < 87; ++y) {
        for (int x = 0; x < 87; ++x) {
            const int mx = x / 3 - QrCode::QuietZone;
            const int my = y / 3 - QrCode::QuietZone;
            QCOMPARE(qGray(image.pixel(x, y)), code.dark(mx, my) ? 0 : 255);
        }
    }
    // In a 100×90 target: 3-pixel modules (90 / 29, whole), centred: 87 pixels from (7, 2) (6.5 and 1.5 rounded).
    QImage target(100, 90, QImage::Format_RGB32);
    target.fill(Qt::red);
    {
        QPainter painter(&target);
        code.paint(painter, QRectF(0, 0, 100, 90));
    }
    QCOMPARE(target.pixel(6, 45), QColor(Qt::red).rgb());
    QCOMPARE(target.pixel(7, 45), QColor(Qt::white).rgb());
    QCOMPARE(target.pixel(93, 45), QColor(Qt::white).rgb());
    QCOMPARE(target.pixel(94, 45), QColor(Qt::red).rgb());
    QCOMPARE(target.pixel(50, 1), QColor(Qt::red).rgb());
    QCOMPARE(target.pixel(50, 2), QColor(Qt::white).rgb());
    QCOMPARE(target.pixel(50, 88), QColor(Qt::white).rgb());
    QCOMPARE(target.pixel(50, 89), QColor(Qt::red).rgb());
    // The top-left finder's corner module: pixels 19..21 across and 14..16 down.
    QCOMPARE(target.pixel(19, 14), QColor(Qt::black).rgb());
    QCOMPARE(target.pixel(21, 16), QColor(Qt::black).rgb());
    QCOMPARE(target.pixel(18, 14), QColor(Qt::white).rgb());
}

void TestQrCode::view()
{
    QrCodeView view;
    QCOMPARE(view.sizeHint(), QSize(0, 0));
    const QString address = QStringLiteral("http://club.example:8080/night/00112233445566778899aabbccddeeff/");
    view.setText(address);
    QCOMPARE(view.text(), address);
    QCOMPARE(view.accessibleName(), address);
    QVERIFY(view.hasHeightForWidth());
    QCOMPARE(view.heightForWidth(240), 240);
    const int side = view.code().sideWithQuietZone();
    QCOMPARE(view.sizeHint(), QSize(side * 4, side * 4));
    QCOMPARE(view.minimumSizeHint(), QSize(side, side));
    // As large as the widget lets it, and read back from the screen.
    view.resize(300, 220);
    QString why;
    QCOMPARE(decoded(view.grab().toImage(), &why), address);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    view.setText(QString());
    QVERIFY(view.code().isNull());
    QCOMPARE(view.sizeHint(), QSize(0, 0));
}

QTEST_MAIN(TestQrCode)
#include "tst_qrcode.moc"
