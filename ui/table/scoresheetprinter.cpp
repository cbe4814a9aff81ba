#include "scoresheetprinter.h"
#include "filedialogs.h"

#include "chartexport.h"
#include "charts.h"
#include "recordformat.h"
#include "safefile.h"
#include "scoresheetmodel.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>
#include <QStandardPaths>

#include <algorithm>

namespace tornei {

namespace {

// Paper is white whatever the screen's theme.
QPalette paperPalette()
{
    QPalette palette;
    for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase})
        palette.setColor(role, Qt::white);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text})
        palette.setColor(role, Qt::black);
    return palette;
}

QFont sized(const QFont &base, qreal points, bool bold = false)
{
    QFont font = base;
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

// Fills pages top to bottom and starts a new one when something does not fit.
class PageFlow
{
public:
    PageFlow(QPagedPaintDevice *device, QPainter *painter)
        : m_device(device)
        , m_painter(painter)
    {
        const QRect paint = device->pageLayout().paintRectPixels(device->logicalDpiX());
        // The painter's origin is the paint rectangle's corner.
        m_page = QRect(QPoint(0, 0), paint.size());
        m_footer = QFontMetrics(sized(painter->font(), 8), device).height() * 2;
        drawFooter();
    }

    QRect page() const { return m_page; }
    int y() const { return m_y; }
    int left() const { return m_page.bottom() - m_footer - m_y; }
    int pages() const { return m_pages; }
    void advance(int height) { m_y += height; }

    // Makes room for `height` on this page, or moves to a new one; true when a page was started.
    bool ensure(int height)
    {
        if (height <= left() || m_y == 0)
            return false;
        m_device->newPage();
        ++m_pages;
        m_y = 0;
        drawFooter();
        return true;
    }

private:
    void drawFooter()
    {
        m_painter->save();
        m_painter->setFont(sized(m_painter->font(), 8));
        m_painter->setPen(Qt::darkGray);
        const QRect footer(m_page.left(), m_page.bottom() - m_footer / 2, m_page.width(), m_footer / 2);
        //: The footer of every printed page.
        m_painter->drawText(footer, Qt::AlignRight | Qt::AlignVCenter,
                            ScoreSheetPrinter::tr("Tornei Companion · page %1").arg(m_pages));
        m_painter->restore();
    }

    QPagedPaintDevice *m_device;
    QPainter *m_painter;
    QRect m_page;
    int m_footer = 0;
    int m_y = 0;
    int m_pages = 1;
};

} // namespace

ScoreSheetPrinter::ScoreSheetPrinter(const Replay &replay)
    : m_replay(replay)
{
    if (const std::optional<QString> &started = replay.record().started)
        m_played = RecordFormat::parseStarted(*started).value_or(QDateTime());
}

QString ScoreSheetPrinter::playedText() const
{
    if (!m_played.isValid())
        return {};
    // The viewer's clock, as every screen shows it.
    const QDateTime local = m_played.toLocalTime();
    const QLocale locale;
    //: The date line of a printed score sheet: %1 the date, %2 the time.
    return tr("Played %1, %2")
        .arg(locale.toString(local.date(), QLocale::LongFormat), locale.toString(local.time(), QLocale::ShortFormat));
}

QString ScoreSheetPrinter::legend()
{
    //: The legend under a printed score sheet; the marks are those of its cells.
    return tr("Each cell: the round's points, then ● tricks won and ✓ correct predictions; +3 is the zero-trick "
              "bonus (no trick won in a complete round). A round in italics is not complete. ★ marks the winner's "
              "total.");
}

QPageSize::PageSizeId ScoreSheetPrinter::defaultPaper(const QLocale &locale)
{
    return locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
}

int ScoreSheetPrinter::print(QPagedPaintDevice *device) const
{
    QPainter painter;
    if (!painter.begin(device))
        return 0;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QFont base = painter.font();
    PageFlow flow(device, &painter);
    const QRect page = flow.page();
    const int gap = QFontMetrics(sized(base, 10), device).height();

    // Title and result.
    painter.setFont(sized(base, 18, true));
    const QString title = tr("Tornei score sheet");
    QRect box = painter.boundingRect(QRect(0, flow.y(), page.width(), page.height()), Qt::TextWordWrap, title);
    painter.drawText(box, Qt::TextWordWrap, title);
    flow.advance(box.height() + gap / 2);
    if (const QString played = playedText(); !played.isEmpty()) {
        painter.setFont(sized(base, 11));
        box = painter.boundingRect(QRect(0, flow.y(), page.width(), page.height()), Qt::TextWordWrap, played);
        painter.drawText(box, Qt::TextWordWrap, played);
        flow.advance(box.height() + gap / 2);
    }

    QString result;
    const std::vector<Standing> standings = m_replay.standings();
    QStringList winners;
    for (const Standing &s : standings) {
        if (s.winner)
            winners << s.name;
    }
    if (!m_replay.isComplete()) {
        int complete = 0;
        for (const RoundResult &r : m_replay.rounds())
            complete += r.complete ? 1 : 0;
        result = tr("Not finished: %1 of %2 rounds complete.").arg(complete).arg(m_replay.roundsInGame());
    } else if (winners.size() > 1) {
        //: %1 lists the players who share the win.
        result = tr("Shared win: %1").arg(winners.join(tr(" and ")));
    } else if (!winners.isEmpty()) {
        result = tr("Winner: %1").arg(winners.first());
    }
    QStringList placeLines;
    for (const Standing &s : standings) {
        //: A line of the printed standings: place, name, total.
        placeLines << tr("%1. %2 — %3 points%4")
                          .arg(QString::number(s.place), s.name, QString::number(s.total),
                               s.shared ? tr(" (shared)") : QString());
    }
    const QString summary = result + QLatin1Char('\n') + placeLines.join(QLatin1Char('\n'));
    painter.setFont(sized(base, 11));
    box = painter.boundingRect(QRect(0, flow.y(), page.width(), page.height()), Qt::TextWordWrap, summary);
    painter.drawText(box, Qt::TextWordWrap, summary);
    flow.advance(box.height() + gap);

    // The score sheet: rounds x players, each cell with its breakdown.
    ScoreSheetModel sheet;
    sheet.setReplay(std::make_shared<const Replay>(m_replay));
    const int columns = sheet.columnCount();
    const int labelWidth = page.width() * 22 / 100;
    const int cellWidth = columns > 0 ? (page.width() - labelWidth) / columns : 0;
    const int pad = gap / 3;
    const QFont cellFont = sized(base, 10);
    const QFont boldFont = sized(base, 10, true);
    auto rowHeight = [&](const QStringList &texts, const QFont &font) {
        const QFontMetrics metrics(font, device);
        int height = 0;
        for (int i = 0; i < texts.size(); ++i) {
            const int width = (i == 0 ? labelWidth : cellWidth) - 2 * pad;
            height = std::max(height, metrics.boundingRect(QRect(0, 0, width, page.height()),
                                                           Qt::TextWordWrap | Qt::AlignCenter, texts[i])
                                          .height());
        }
        return height + 2 * pad;
    };
    auto drawRow = [&](const QStringList &texts, const QFont &font, bool shaded) {
        const int height = rowHeight(texts, font);
        painter.setFont(font);
        if (shaded)
            painter.fillRect(QRect(0, flow.y(), page.width(), height), QColor(0xee, 0xee, 0xee));
        painter.setPen(QPen(Qt::black, std::max(1, device->logicalDpiX() / 150)));
        int x = 0;
        for (int i = 0; i < texts.size(); ++i) {
            const int width = i == 0 ? labelWidth : cellWidth;
            const QRect cell(x, flow.y(), width, height);
            painter.drawRect(cell);
            painter.drawText(cell.adjusted(pad, pad, -pad, -pad),
                             Qt::TextWordWrap | (i == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter), texts[i]);
            x += width;
        }
        flow.advance(height);
    };
    QStringList header{QString()};
    for (int c = 0; c < columns; ++c)
        header << sheet.headerData(c, Qt::Horizontal).toString();
    drawRow(header, boldFont, true);
    for (int row = 0; row < sheet.rowCount(); ++row) {
        const bool total = row == sheet.rowCount() - 1;
        QStringList texts{sheet.headerData(row, Qt::Vertical).toString()};
        for (int c = 0; c < columns; ++c)
            texts << sheet.data(sheet.index(row, c)).toString();
        const QFont &font = total ? boldFont : cellFont;
        if (flow.ensure(rowHeight(texts, font)))
            drawRow(header, boldFont, true); // the players' names again on the new page
        drawRow(texts, font, total);
    }
    {
        // What the marks in the cells mean, right under them.
        const QFont legendFont = sized(base, 9);
        const int height = QFontMetrics(legendFont, device)
                               .boundingRect(QRect(0, 0, page.width(), page.height()), Qt::TextWordWrap, legend())
                               .height();
        flow.ensure(gap / 3 + height);
        flow.advance(gap / 3);
        painter.setFont(legendFont);
        painter.setPen(Qt::black);
        painter.drawText(QRect(0, flow.y(), page.width(), height), Qt::TextWordWrap, legend());
        flow.advance(height);
    }
    flow.advance(gap);

    // The score chart, on paper colours, at the page's width.
    const int chartHeight = std::min(page.width() * 55 / 100, page.height() * 45 / 100);
    flow.ensure(chartHeight);
    const GameScoreData scores = Charts::gameScoreData(m_replay);
    ChartExport::render([&scores](const QPalette &palette) { return Charts::gameScores(scores, palette); },
                        paperPalette(), &painter, QRectF(0, flow.y(), page.width(), std::min(chartHeight, flow.left())));
    flow.advance(chartHeight + gap);

    // The violations the cards prove, if any.
    if (!m_replay.violations().empty()) {
        const QFont headingFont = sized(base, 13, true);
        const QFont textFont = sized(base, 10);
        auto violationText = [this](const Violation &v) {
            return m_replay.describeInGame(v);
        };
        auto textHeight = [&](const QString &text) {
            return QFontMetrics(textFont, device)
                .boundingRect(QRect(0, 0, page.width(), page.height()), Qt::TextWordWrap, text)
                .height();
        };
        const QString heading = tr("Violations");
        const int headingHeight = QFontMetrics(headingFont, device).height();
        // The heading goes with the first violation under it.
        flow.ensure(headingHeight + gap / 3 + textHeight(violationText(m_replay.violations().front())));
        painter.setFont(headingFont);
        painter.drawText(QRect(0, flow.y(), page.width(), headingHeight), Qt::AlignLeft | Qt::AlignVCenter, heading);
        flow.advance(headingHeight + gap / 3);
        for (const Violation &v : m_replay.violations()) {
            const QString text = violationText(v);
            const int height = textHeight(text);
            flow.ensure(height);
            painter.setFont(textFont);
            painter.drawText(QRect(0, flow.y(), page.width(), height), Qt::TextWordWrap, text);
            flow.advance(height + gap / 3);
        }
    }
    painter.end();
    return flow.pages();
}

bool ScoreSheetPrinter::writePdf(const QString &path, QPageSize::PageSizeId paper, QString *error, int *pages) const
{
    if (pages)
        *pages = 0;
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
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setTitle(tr("Tornei score sheet"));
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
    if (pages)
        *pages = printed;
    return true;
}

void ScoreSheetPrinter::printWithDialog(QWidget *parent, const Replay &replay, const QDateTime &played)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(defaultPaper()));
    printer.setDocName(tr("Tornei score sheet"));
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    ScoreSheetPrinter sheet(replay);
    if (played.isValid())
        sheet.setPlayed(played);
    if (sheet.print(&printer) == 0)
        QMessageBox::warning(parent, tr("Print"), tr("The score sheet could not be printed."));
}

void ScoreSheetPrinter::savePdfWithDialog(QWidget *parent, const Replay &replay, const QDateTime &played)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = FileDialogs::saveFileName(parent, tr("Save the score sheet as PDF"),
                                                QDir(dir).filePath(tr("score-sheet") + QStringLiteral(".pdf")),
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QString error;
    ScoreSheetPrinter sheet(replay);
    if (played.isValid())
        sheet.setPlayed(played);
    if (!sheet.writePdf(path, defaultPaper(), &error))
        QMessageBox::warning(parent, tr("Save as PDF"), error);
}

} // namespace tornei
