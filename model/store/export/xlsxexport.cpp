#include "xlsxexport.h"

#include "safefile.h"

#include "gamestore.h"
#include "roundstable.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <algorithm>
#include <xlsxwriter.h>

namespace tornei {

namespace {

// Excel measures a column in widths of the digit 0: East Asian wide
// characters take about two.
double textWidth(const QString &text)
{
    double width = 0;
    for (const char32_t c : text.toUcs4()) {
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
                          (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
                          (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
                          (c >= 0xFFE0 && c <= 0xFFE6) || c >= 0x1F300;
        width += wide ? 2 : 1;
    }
    return width;
}

// The characters of a number as text.
int digits(qint64 value)
{
    int n = value < 0 ? 2 : 1;
    for (quint64 rest = value < 0 ? 0 - static_cast<quint64>(value) : static_cast<quint64>(value); rest >= 10;
         rest /= 10)
        ++n;
    return n;
}

constexpr double DateWidth = 16;      // "2026-11-21 19:30"
constexpr double MaxColumnWidth = 60; // a very long name wraps the view no further
constexpr double Padding = 2;

} // namespace

bool XlsxExport::writeFile(const GameStore &store, const std::vector<qint64> &games, const QString &path,
                           StoreError *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = StoreError{tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason), 0};
        return false;
    };
    if (const QString refusal = SafeFile::refusal(path); !refusal.isEmpty()) {
        if (error)
            *error = StoreError{refusal};
        return false;
    }
    // Written beside the target, then put in its place: a failed export
    // leaves no half file and whatever was there before.
    SafeFile part(path);
    QString why;
    if (!part.open(&why))
        return fail(why);
    // The library writes the (empty) file by name; should the export fail,
    // the SafeFile's end removes what it left.
    const QByteArray partName = QFile::encodeName(part.temporaryPath());

    // Constant memory: rows go to disk as they are written, so 10,000 games
    // take no more memory than one; names are then inline text in each cell.
    lxw_workbook_options options{};
    options.constant_memory = LXW_TRUE;
    lxw_workbook *workbook = workbook_new_opt(partName.constData(), &options);
    if (!workbook)
        return fail(tr("the spreadsheet could not be started"));
    lxw_worksheet *sheet = workbook_add_worksheet(workbook, tr("Rounds").left(31).toUtf8().constData());
    // Titles and the small counts centred, so a count never runs into the
    // name beside it.
    lxw_format *bold = workbook_add_format(workbook);
    format_set_bold(bold);
    format_set_align(bold, LXW_ALIGN_CENTER);
    lxw_format *count = workbook_add_format(workbook);
    format_set_align(count, LXW_ALIGN_CENTER);
    lxw_format *date = workbook_add_format(workbook);
    format_set_num_format(date, "yyyy-mm-dd hh:mm");
    if (!sheet || !bold || !count || !date) {
        workbook_close(workbook);
        return fail(tr("the spreadsheet could not be started"));
    }

    const QStringList header = RoundsTable::header();
    std::vector<double> widths;
    for (qsizetype c = 0; c < header.size(); ++c) {
        worksheet_write_string(sheet, 0, static_cast<lxw_col_t>(c), header[c].toUtf8().constData(), bold);
        widths.push_back(textWidth(header[c]));
    }
    lxw_row_t row = 0;
    lxw_error written = LXW_NO_ERROR;
    struct Text
    {
        QByteArray utf8;
        double width = 0;
    };
    QHash<QString, Text> texts;
    QDateTime lastDate;
    lxw_datetime lastValue{};
    const bool ok = RoundsTable::forEachRow(
        store, games,
        [&](const RoundsTable::Row &cells) {
            if (row + 1 >= LXW_ROW_MAX) {
                written = LXW_ERROR_WORKSHEET_INDEX_OUT_OF_RANGE;
                return false;
            }
            ++row;
            for (std::size_t c = 0; c < cells.size(); ++c) {
                const RoundsTable::Cell &cell = cells[c];
                const auto col = static_cast<lxw_col_t>(c);
                switch (cell.type) {
                case RoundsTable::Cell::Type::Number:
                    written = worksheet_write_number(sheet, row, col, static_cast<double>(cell.number), count);
                    // Digits, and a sign: one width each.
                    widths[c] = std::max(widths[c], static_cast<double>(digits(cell.number)));
                    break;
                case RoundsTable::Cell::Type::Text: {
                    // Names repeat on every row: each is encoded and measured once.
                    auto it = texts.constFind(cell.text);
                    if (it == texts.constEnd())
                        it = texts.insert(cell.text, Text{cell.text.toUtf8(), textWidth(cell.text)});
                    written = worksheet_write_string(sheet, row, col, it->utf8.constData(), nullptr);
                    widths[c] = std::max(widths[c], it->width);
                    break;
                }
                case RoundsTable::Cell::Type::DateTime: {
                    // The viewer's own clock, as the app shows it; worked out
                    // once for the rows of a game.
                    if (cell.dateTime != lastDate) {
                        lastDate = cell.dateTime;
                        const QDateTime local = cell.dateTime.toLocalTime();
                        lastValue = lxw_datetime{local.date().year(),   local.date().month(),
                                                 local.date().day(),    local.time().hour(),
                                                 local.time().minute(), static_cast<double>(local.time().second())};
                    }
                    written = worksheet_write_datetime(sheet, row, col, &lastValue, date);
                    widths[c] = std::max(widths[c], DateWidth);
                    break;
                }
                }
                if (written != LXW_NO_ERROR)
                    return false;
            }
            return true;
        },
        error);
    if (!ok) {
        workbook_close(workbook);
        if (written != LXW_NO_ERROR)
            return fail(QString::fromUtf8(lxw_strerror(written)));
        return false;
    }
    for (std::size_t c = 0; c < widths.size(); ++c)
        worksheet_set_column(sheet, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c),
                             std::min(widths[c] + Padding, MaxColumnWidth), nullptr);
    worksheet_freeze_panes(sheet, 1, 0);
    // Printed (or saved as PDF) across the page, every page under the titles.
    worksheet_set_landscape(sheet);
    worksheet_fit_to_pages(sheet, 1, 0);
    worksheet_repeat_rows(sheet, 0, 0);
    worksheet_autofilter(sheet, 0, 0, row, static_cast<lxw_col_t>(header.size() - 1));
    const lxw_error closed = workbook_close(workbook);
    if (closed != LXW_NO_ERROR)
        return fail(QString::fromUtf8(lxw_strerror(closed)));
    // A whole workbook ends with the zip's directory, which is written last.
    if (!part.commit(&why, [](const QByteArray &bytes) {
            return bytes.size() >= 22 && bytes.mid(bytes.size() - 22, 4) == QByteArrayLiteral("PK\x05\x06");
        }))
        return fail(why);
    return true;
}

} // namespace tornei
