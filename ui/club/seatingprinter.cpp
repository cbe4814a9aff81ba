#include "seatingprinter.h"

#include "clubevents.h"
#include "filedialogs.h"
#include "qrcode.h"
#include "safefile.h"
#include "scoresheetprinter.h"
#include "seatindex.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>
#include <QStandardPaths>
#include <QTextDocument>
#include <QTextObjectInterface>

#include <algorithm>

namespace tornei {

namespace {

// The largest body type tried, and the smallest a sheet is shrunk to.
constexpr double LargestPoints = 28.0;
constexpr double SmallestPoints = 5.0;
// The page's QR code, in CSS pixels (a 96th of an inch): 3.2 cm, which a
// phone reads at arm's length; whatever the type size, so it never shrinks.
constexpr int CodePixels = 120;

} // namespace

const QString SeatingPrinter::CodeImage = QStringLiteral("tornei-page-code");

namespace {

// Draws the sheet's images: the page's QR code as shapes, whole and sharp
// at any resolution (an image would go into a PDF as a blurred JPEG).
class CodeObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    CodeObject(const QString &address, QObject *parent) : QObject(parent), m_code(address) {}

    QSizeF intrinsicSize(QTextDocument *document, int, const QTextFormat &format) override
    {
        // Sized in CSS pixels, as Qt sizes an <img> on a device of its own.
        const QPaintDevice *device = document->documentLayout()->paintDevice();
        const qreal scale = device ? device->logicalDpiX() / 96.0 : 1.0;
        const QTextImageFormat image = format.toImageFormat();
        return QSizeF(image.width(), image.height()) * scale;
    }
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format) override
    {
        if (format.toImageFormat().name() == SeatingPrinter::CodeImage)
            m_code.paint(*painter, rect);
    }

private:
    QrCode m_code;
};

} // namespace

SeatingSheet SeatingSheet::from(const EventSeating &seating, const QString &event, const QDate &date)
{
    SeatingSheet sheet;
    sheet.event = event;
    sheet.date = date;
    sheet.round = seating.round;
    int number = 0;
    for (const SeatedTable &seated : seating.seated.tables) {
        Table table;
        table.number = ++number;
        table.firstDealer = seated.firstDealer;
        for (int s = 0; s < SeatCount; ++s) {
            const int player = seated.seats[at(s)];
            if (player != SeatedTable::Dummy)
                table.names[at(s)] = seating.players.value(player);
        }
        sheet.tables.push_back(table);
    }
    for (int player : seating.seated.sittingOut)
        sheet.sittingOut << seating.players.value(player);
    return sheet;
}

SeatingPrinter::SeatingPrinter(const SeatingSheet &sheet)
    : m_sheet(sheet)
{
}

QString SeatingPrinter::tableCell(const SeatingSheet::Table &table) const
{
    const QLocale locale;
    //: The head of a table on the printed seating, e.g. "Table 12".
    QString cell = QStringLiteral("<b>%1</b>").arg(tr("Table %1").arg(locale.toString(table.number)).toHtmlEscaped());
    for (int s = 0; s < SeatCount; ++s) {
        const QString &name = table.names[at(s)];
        QString player = name.isEmpty()
                             //: In a seat of the printed seating: the dummy sits there.
                             ? QStringLiteral("<i>%1</i>").arg(tr("(dummy)").toHtmlEscaped())
                             : name.toHtmlEscaped();
        if (s == table.firstDealer)
            player = QStringLiteral("<b>▶ %1</b>").arg(player);
        cell += QStringLiteral("<br>%1&nbsp;&nbsp;%2").arg(locale.toString(s + 1), player);
    }
    return cell;
}

QString SeatingPrinter::html(double points, int columns) const
{
    columns = std::max(1, columns);
    const int padding = std::max(1, static_cast<int>(points * 0.4));
    // The tables side by side, `columns` to a row, each its number and its
    // seats one under another; a name is never broken across lines (the
    // type shrinks instead).
    QString rows;
    const int count = static_cast<int>(m_sheet.tables.size());
    for (int first = 0; first < count; first += columns) {
        rows += QStringLiteral("<tr>");
        for (int t = first; t < first + columns; ++t) {
            rows += t < count ? QStringLiteral("<td style=\"white-space: nowrap\">%1</td>")
                                    .arg(tableCell(m_sheet.tables[static_cast<std::size_t>(t)]))
                              : QStringLiteral("<td></td>");
        }
        rows += QStringLiteral("</tr>\n");
    }
    const QLocale locale;
    //: The printed seating's title: %1 is the club event, %2 the round's number.
    const QString title = tr("%1 — round %2").arg(m_sheet.event).arg(m_sheet.round);
    QString under;
    if (m_sheet.date.isValid())
        under = locale.toString(m_sheet.date, QLocale::LongFormat) + QStringLiteral(" · ");
    //: Under the printed seating's title: what the mark before a name means.
    under += tr("▶ deals first");
    QString out;
    if (!m_sheet.sittingOut.isEmpty()) {
        //: Under the printed seating: %1 lists the players who sit this round out.
        const QString names = m_sheet.sittingOut.join(tr(", "));
        out = QStringLiteral("<p>%1</p>").arg(tr("Sitting out: %1").arg(names).toHtmlEscaped());
    }
    if (!m_sheet.pageAddress.isEmpty()) {
        //: Beside the standings (and under the printed seating): %1 is the address of the club night's web page.
        const QString follow = tr("Follow the night: %1").arg(m_sheet.pageAddress);
        out += QStringLiteral("<p><img src=\"%1\" width=\"%2\" height=\"%2\"><br>%3</p>")
                   .arg(CodeImage)
                   .arg(CodePixels)
                   .arg(follow.toHtmlEscaped());
    }
    return QStringLiteral("<html><body style=\"font-size: %1pt\"><h1 style=\"font-size: %2pt\">%3</h1>"
                          "<p>%4</p><table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"%5\""
                          " style=\"border-collapse: collapse\">\n%6</table>%7</body></html>")
        .arg(points, 0, 'f', 1)
        .arg(points * 1.3, 0, 'f', 1)
        .arg(title.toHtmlEscaped(), under.toHtmlEscaped())
        .arg(padding)
        .arg(rows, out);
}

std::unique_ptr<QTextDocument> SeatingPrinter::layout(QPagedPaintDevice *device, double *points) const
{
    auto document = std::make_unique<QTextDocument>();
    document->documentLayout()->setPaintDevice(device);
    document->setDocumentMargin(0);
    const QRect page = device->pageLayout().paintRectPixels(device->logicalDpiX());
    document->setPageSize(QSizeF(page.size()));
    document->documentLayout()->registerHandler(QTextFormat::ImageObject,
                                                new CodeObject(m_sheet.pageAddress, document.get()));
    const auto fits = [&](double size, int columns) {
        QFont font = document->defaultFont();
        font.setPointSizeF(size);
        document->setDefaultFont(font);
        document->setHtml(html(size, columns));
        return document->pageCount() <= 1 && document->idealWidth() <= page.width();
    };
    // For each number of tables to a row, the largest type that keeps the
    // sheet on one page, as wide as the page (halving the range a few
    // times); the arrangement whose type is largest wins.
    const int most = std::clamp(static_cast<int>(m_sheet.tables.size()), 1, 8);
    double best = SmallestPoints;
    int bestColumns = most;
    for (int columns = 1; columns <= most; ++columns) {
        if (fits(LargestPoints, columns)) {
            best = LargestPoints;
            bestColumns = columns;
            break;
        }
        double low = SmallestPoints;
        double high = LargestPoints;
        if (!fits(low, columns))
            continue;
        while (high - low > 0.25) {
            const double middle = (low + high) / 2;
            (fits(middle, columns) ? low : high) = middle;
        }
        if (low > best) {
            best = low;
            bestColumns = columns;
        }
    }
    fits(best, bestColumns);
    if (points)
        *points = best;
    return document;
}

int SeatingPrinter::print(QPagedPaintDevice *device) const
{
    const std::unique_ptr<QTextDocument> document = layout(device);
    QPainter painter;
    if (!painter.begin(device))
        return 0;
    painter.setRenderHint(QPainter::TextAntialiasing);
    document->drawContents(&painter, QRectF(QPointF(0, 0), document->pageSize()));
    painter.end();
    return 1;
}

bool SeatingPrinter::writePdf(const QString &path, QPageSize::PageSizeId paper, QString *error) const
{
    if (const QString refusal = SafeFile::refusal(path); !refusal.isEmpty()) {
        if (error)
            *error = refusal;
        return false;
    }
    // Made in memory, then written whole (SafeFile): QPdfWriter does not
    // report a failed write.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    int printed = 0;
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(paper));
        writer.setTitle(tr("%1 — round %2").arg(m_sheet.event).arg(m_sheet.round));
        writer.setCreator(QStringLiteral("Tornei Companion"));
        printed = print(&writer);
    }
    QString why;
    if (printed == 0 || !SafeFile::write(path, buffer.data(), &why)) {
        if (error)
            *error = printed == 0 ? tr("The file %1 cannot be written.").arg(QDir::toNativeSeparators(path))
                                  //: %1 is a file, %2 why it could not be written
                                  : tr("The file %1 cannot be written: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    }
    return true;
}

void SeatingPrinter::printWithDialog(QWidget *parent, const SeatingSheet &sheet)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(ScoreSheetPrinter::defaultPaper(QLocale())));
    printer.setDocName(tr("%1 — round %2").arg(sheet.event).arg(sheet.round));
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (SeatingPrinter(sheet).print(&printer) == 0)
        QMessageBox::warning(parent, tr("Print"), tr("The seating could not be printed."));
}

void SeatingPrinter::savePdfWithDialog(QWidget *parent, const SeatingSheet &sheet)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    //: The file name offered for a saved seating; %1 is the club event, %2 the round.
    const QString name =
        tr("%1 round %2 seating").arg(sheet.event).arg(sheet.round).replace(QLatin1Char('/'), QLatin1Char('-')) +
        QStringLiteral(".pdf");
    QString path = FileDialogs::saveFileName(parent, tr("Save the seating as PDF"), QDir(dir).filePath(name),
                                             tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QString error;
    if (!SeatingPrinter(sheet).writePdf(path, ScoreSheetPrinter::defaultPaper(QLocale()), &error))
        QMessageBox::warning(parent, tr("Save as PDF"), error);
}

} // namespace tornei

#include "seatingprinter.moc"
