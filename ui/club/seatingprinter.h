#pragma once

#include "record.h"

#include <QCoreApplication>
#include <QDate>
#include <QPageSize>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <vector>

class QPagedPaintDevice;
class QTextDocument;
class QWidget;

namespace tornei {

struct EventSeating;

// A round of a club event as it is seated, to pin up: each table with the
// names in its seats (empty for the dummy's), who deals first, and who sits out.
struct SeatingSheet
{
    struct Table
    {
        int number = 0;
        std::array<QString, SeatCount> names; // empty: the dummy's seat
        int firstDealer = 0;
    };
    QString event;
    QDate date;
    int round = 0;
    std::vector<Table> tables;
    QStringList sittingOut;
    QString pageAddress; // the night's web page, printed with its QR code; empty when not known

    static SeatingSheet from(const EventSeating &seating, const QString &event, const QDate &date);
};

// The seating of a round on ONE page, to pin up: the tables side by side,
// as many to a row as lets the type be largest while every table fits on
// the page (down to 5 points; 200 players print at about 8), laid out from the device's
// own page rectangle and resolution (any paper, any printer, PDF); under
// them, when known, the night's web page as a QR code and its address. Knows
// nothing of the server or of screens but for the dialogs it opens.
class SeatingPrinter
{
    Q_DECLARE_TR_FUNCTIONS(tornei::SeatingPrinter)

public:
    explicit SeatingPrinter(const SeatingSheet &sheet);

    // The sheet as rich text with its body in `points`-point type, `columns`
    // tables to a row; the page's QR code is the image CodeImage, which
    // layout() gives the document.
    QString html(double points, int columns) const;
    static const QString CodeImage;
    // The sheet laid out for the device's page, in the largest type that
    // keeps it on one page; `points` gets that size.
    std::unique_ptr<QTextDocument> layout(QPagedPaintDevice *device, double *points = nullptr) const;
    // Paints the sheet onto a device whose page layout is set; the number of pages painted (1, or 0 on failure).
    int print(QPagedPaintDevice *device) const;
    // Writes a PDF on `paper`; false, with the reason, when the file cannot be written.
    bool writePdf(const QString &path, QPageSize::PageSizeId paper, QString *error = nullptr) const;

    static void printWithDialog(QWidget *parent, const SeatingSheet &sheet);
    static void savePdfWithDialog(QWidget *parent, const SeatingSheet &sheet);

private:
    QString tableCell(const SeatingSheet::Table &table) const;

    SeatingSheet m_sheet;
};

} // namespace tornei
