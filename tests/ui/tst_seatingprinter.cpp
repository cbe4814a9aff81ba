// The seating of a round printed on one page, whatever the event's size:
// 5, 13, 30 and 200 players on A4 and on Letter, the type shrinking to fit,
// every name, the dummy's seats, the first dealers and who sits out on it;
// the night's web page as a QR code a reader reads, with its address.
#include "clubevents.h"
#include "language.h"
#include "qrreader.h"
#include "seatingprinter.h"
#include "seating.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <algorithm>

using namespace tornei;

namespace {

// A round of `players` seated as an event seats it; names long enough to wrap on a crowded sheet.
SeatingSheet sheetOf(int players)
{
    std::vector<int> present;
    QStringList names;
    for (int p = 0; p < players; ++p) {
        present.push_back(p);
        names << (p % 3 == 0 ? QStringLiteral("佐藤 花子 %1").arg(p) : QStringLiteral("Player Number %1").arg(p));
    }
    EventSeating seating;
    seating.round = 2;
    seating.players = names;
    seating.seated = seatRound(present, {}, 4);
    return SeatingSheet::from(seating, QStringLiteral("Friday night"), QDate(2026, 11, 27));
}

// Pages in a PDF file as QPdfWriter writes them.
int pdfPages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QRegularExpression page(QStringLiteral("/Type\\s*/Page\\b"));
    return static_cast<int>(QString::fromLatin1(file.readAll()).count(page));
}

} // namespace

class TestSeatingPrinter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_language.apply(QStringLiteral("en")); }
    void onePage_data();
    void onePage();
    void marksTheDummyTheDealerAndWhoSitsOut();
    void nightsPage_data();
    void nightsPage();

private:
    Language m_language;
};

void TestSeatingPrinter::onePage_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("paper");
    for (int players : {5, 13, 30, 200}) {
        for (const QPageSize::PageSizeId paper : {QPageSize::A4, QPageSize::Letter}) {
            QTest::addRow("%d players, %s", players, paper == QPageSize::A4 ? "A4" : "Letter")
                << players << static_cast<int>(paper);
        }
    }
}

void TestSeatingPrinter::onePage()
{
    QFETCH(int, players);
    QFETCH(int, paper);
    const SeatingSheet sheet = sheetOf(players);
    int seated = static_cast<int>(sheet.sittingOut.size());
    for (const SeatingSheet::Table &table : sheet.tables)
        seated += static_cast<int>(std::count_if(table.names.begin(), table.names.end(),
                                                 [](const QString &name) { return !name.isEmpty(); }));
    QCOMPARE(seated, players);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("seating.pdf"));
    SeatingPrinter printer(sheet);
    QString error;
    QVERIFY2(printer.writePdf(path, static_cast<QPageSize::PageSizeId>(paper), &error), qPrintable(error));
    QCOMPARE(pdfPages(path), 1);

    // Laid out for that page, in the largest type that fits: one page, with every name on it.
    QPdfWriter writer(dir.filePath(QStringLiteral("layout.pdf")));
    writer.setPageSize(QPageSize(static_cast<QPageSize::PageSizeId>(paper)));
    double points = 0;
    const std::unique_ptr<QTextDocument> document = printer.layout(&writer, &points);
    QCOMPARE(document->pageCount(), 1);
    QVERIFY(document->idealWidth() <= document->pageSize().width());
    const QString text = document->toPlainText();
    for (const SeatingSheet::Table &table : sheet.tables) {
        for (const QString &name : table.names) {
            if (!name.isEmpty())
                QVERIFY2(text.contains(name), qPrintable(name));
        }
    }
    // Large for a small event; smaller, still legible, for 200 players.
    if (players <= 13)
        QVERIFY2(points >= 20, qPrintable(QString::number(points)));
    if (players == 200) {
        QVERIFY2(points < 20, qPrintable(QString::number(points)));
        QVERIFY2(points >= 6, qPrintable(QString::number(points)));
    }
    // The same sheet in the largest type would not fit: it really shrank to fit, no more.
    if (players == 200) {
        QTextDocument large;
        large.documentLayout()->setPaintDevice(&writer);
        large.setDocumentMargin(0);
        large.setPageSize(document->pageSize());
        large.setHtml(printer.html(28, 4));
        QVERIFY(large.pageCount() > 1);
    }
}

void TestSeatingPrinter::marksTheDummyTheDealerAndWhoSitsOut()
{
    SeatingSheet sheet;
    sheet.event = QStringLiteral("Friday night");
    sheet.round = 3;
    sheet.tables.push_back({1, {QStringLiteral("Aki"), QStringLiteral("Ben"), QString(), QStringLiteral("Cho")}, 1});
    sheet.sittingOut = {QStringLiteral("Dai")};
    QTextDocument document;
    document.setHtml(SeatingPrinter(sheet).html(20, 2));
    const QString text = document.toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Friday night — round 3")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Table 1")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2  ▶ Ben")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("▶ Aki")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("(dummy)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Sitting out: Dai")), qPrintable(text));
}

void TestSeatingPrinter::nightsPage_data()
{
    QTest::addColumn<int>("players");
    QTest::addRow("13 players") << 13;
    QTest::addRow("200 players") << 200;
}

void TestSeatingPrinter::nightsPage()
{
    QFETCH(int, players);
    const QString address = QStringLiteral("http://192.168.1.20:8080/night/00112233445566778899aabbccddeeff/");
    SeatingSheet sheet = sheetOf(players);
    const QString follow = QStringLiteral("Follow the night: %1").arg(address);
    {
        QTextDocument unknown;
        unknown.setHtml(SeatingPrinter(sheet).html(12, 4));
        QVERIFY(!unknown.toPlainText().contains(QStringLiteral("Follow the night")));
        QVERIFY(!SeatingPrinter(sheet).html(12, 4).contains(SeatingPrinter::CodeImage));
    }
    sheet.pageAddress = address;
    const SeatingPrinter printer(sheet);
    QVERIFY(printer.html(12, 4).contains(SeatingPrinter::CodeImage));

    // Still one page, the address under the code.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("seating.pdf"));
    QString error;
    QVERIFY2(printer.writePdf(path, QPageSize::A4, &error), qPrintable(error));
    QCOMPARE(pdfPages(path), 1);
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    // The code kept lossless (no JPEG's blur between its modules).
    QVERIFY(!pdf.readAll().contains("/DCTDecode"));
    QPdfWriter writer(dir.filePath(QStringLiteral("layout.pdf")));
    writer.setPageSize(QPageSize(QPageSize::A4));
    const std::unique_ptr<QTextDocument> document = printer.layout(&writer);
    QCOMPARE(document->pageCount(), 1);
    const QString text = document->toPlainText();
    QVERIFY2(text.contains(follow), qPrintable(text.right(200)));
    QVERIFY(text.indexOf(follow) > text.indexOf(sheet.tables.back().names[0]));

    // The page as printed, at 150 dpi: a phone's reader finds the address in it.
    const qreal scale = 150.0 / writer.logicalDpiX();
    QImage page((document->pageSize() * scale).toSize(), QImage::Format_RGB32);
    page.fill(Qt::white);
    {
        QPainter painter(&page);
        painter.scale(scale, scale);
        document->drawContents(&painter);
    }
    QCOMPARE(testing::readQrCode(page, &error), address);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

QTEST_MAIN(TestSeatingPrinter)
#include "tst_seatingprinter.moc"
