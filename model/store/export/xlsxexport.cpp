#include "xlsxexport.h"

#include "safefile.h"
#include "zipwriter.h"

#include "gamestore.h"
#include "roundstable.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

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
constexpr qint64 MaxRows = 1048576;   // Excel's
constexpr std::size_t MaxCellBytes = 64; // the longest <c> element a cell below is written as

// The width Excel keeps for a column `width` digits wide in its default
// font (Calibri 11: 7 pixels a digit and 5 of margin), in 256ths.
double storedWidth(double width)
{
    const double pixels = width < 1 ? std::floor(width * 12 + 0.5) : std::floor(width * 7 + 0.5) + 5;
    return std::floor(pixels / 7 * 256) / 256;
}

// Text as XML character data: markup escaped; controls but tab and line
// feed, which XML 1.0 cannot hold, as Excel's own _xHHHH_ escape (as the
// workbooks written before did), and an underscore that would start such an
// escape as _x005F_, so the text reads back as written; NUL, an unpaired
// surrogate, U+FFFE and U+FFFF, which no escape brings back, left out.
QByteArray xmlText(const QString &text)
{
    const auto isHex = [](QChar c) { return c.isDigit() || (c >= u'A' && c <= u'F') || (c >= u'a' && c <= u'f'); };
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            out += c;
            out += text[++i];
            continue;
        }
        const char16_t u = c.unicode();
        if (c.isSurrogate() || u == 0 || u == 0xFFFE || u == 0xFFFF)
            continue;
        if (u == u'&')
            out += QLatin1String("&amp;");
        else if (u == u'<')
            out += QLatin1String("&lt;");
        else if (u == u'>')
            out += QLatin1String("&gt;");
        else if (u == u'"')
            out += QLatin1String("&quot;");
        else if (u < 0x20 && u != u'\t' && u != u'\n')
            out += QStringLiteral("_x%1_").arg(static_cast<uint>(u), 4, 16, QLatin1Char('0')).toUpper();
        else if (u == u'_' && i + 6 < text.size() && text[i + 1] == u'x' && isHex(text[i + 2]) &&
                 isHex(text[i + 3]) && isHex(text[i + 4]) && isHex(text[i + 5]) && text[i + 6] == u'_')
            out += QLatin1String("_x005F_");
        else
            out += c;
    }
    return out.toUtf8();
}

// "A" for the first column, "AP" for the 42nd.
QByteArray columnName(std::size_t column)
{
    QByteArray name;
    for (std::size_t n = column + 1; n > 0; n = (n - 1) / 26)
        name.prepend(static_cast<char>('A' + (n - 1) % 26));
    return name;
}

// What Excel allows of a sheet's name: 31 characters, none of []:*?/\ or a
// control, no quote at either end.
QString sheetName(const QString &text)
{
    QString name;
    for (const QChar c : text) {
        if (!QStringLiteral("[]:*?/\\").contains(c) && c.unicode() >= 0x20)
            name += c;
    }
    name.truncate(name.size() > 31 && name[30].isHighSurrogate() ? 30 : 31);
    while (name.startsWith(QLatin1Char('\'')))
        name.remove(0, 1);
    while (name.endsWith(QLatin1Char('\'')))
        name.chop(1);
    return name.isEmpty() ? QStringLiteral("Sheet1") : name;
}

// The sheet's name as a formula names it: quoted unless plain letters,
// digits, '_' and '.'.
QString quotedSheetName(const QString &name)
{
    const bool plain = std::all_of(name.begin(), name.end(), [](QChar c) {
        return (c.unicode() < 0x80 && c.isLetterOrNumber()) || c == u'_' || c == u'.';
    });
    if (plain)
        return name;
    QString quoted = name;
    quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

template <std::size_t N>
char *put(char *at, const char (&text)[N])
{
    std::memcpy(at, text, N - 1);
    return at + N - 1;
}

char *put(char *at, const QByteArray &bytes)
{
    std::memcpy(at, bytes.constData(), static_cast<std::size_t>(bytes.size()));
    return at + bytes.size();
}

char *putNumber(char *at, qint64 value)
{
    return std::to_chars(at, at + 20, value).ptr;
}

// The styles the cells name by index: 0 the default (names), 1 a centred
// count, 2 a date, 3 a bold centred title. Counts name theirs: a cell with
// no style is the sheet's default in Excel but the document's in
// LibreOffice, so centring the default would centre only in Excel.
const char *const StylesXml =
    R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>)"
    "\n"
    R"(<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">)"
    R"(<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/></numFmts>)"
    R"(<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>)"
    R"(<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>)"
    R"(<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>)"
    R"(<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>)"
    R"(<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>)"
    R"(<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>)"
    R"(<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment horizontal="center"/></xf>)"
    R"(<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>)"
    R"(<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment horizontal="center"/></xf>)"
    R"(</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>)";

const char *const XmlDeclaration = R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>)"
                                   "\n";
const char *const MainNamespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const char *const RelationshipsNamespace = "http://schemas.openxmlformats.org/package/2006/relationships";
const char *const OfficeRelationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

QByteArray contentTypes()
{
    const auto part = [](const char *name, const char *type) {
        return QByteArray(R"(<Override PartName=")") + name + R"(" ContentType="application/vnd.openxmlformats-)" +
               type + R"("/>)";
    };
    return QByteArray(XmlDeclaration) +
           R"(<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">)"
           R"(<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>)"
           R"(<Default Extension="xml" ContentType="application/xml"/>)" +
           part("/xl/workbook.xml", "officedocument.spreadsheetml.sheet.main+xml") +
           part("/xl/worksheets/sheet1.xml", "officedocument.spreadsheetml.worksheet+xml") +
           part("/xl/styles.xml", "officedocument.spreadsheetml.styles+xml") +
           part("/xl/sharedStrings.xml", "officedocument.spreadsheetml.sharedStrings+xml") +
           part("/docProps/core.xml", "package.core-properties+xml") + "</Types>";
}

// A part's relationships, numbered rId1, rId2… in order: (type, target) pairs.
QByteArray relationships(std::initializer_list<std::pair<QByteArray, QByteArray>> typesAndTargets)
{
    QByteArray xml = QByteArray(XmlDeclaration) + R"(<Relationships xmlns=")" + RelationshipsNamespace + R"(">)";
    int id = 0;
    for (const auto &[type, target] : typesAndTargets)
        xml += R"(<Relationship Id="rId)" + QByteArray::number(++id) + R"(" Type=")" + type + R"(" Target=")" +
               target + R"("/>)";
    return xml + "</Relationships>";
}

QByteArray coreProperties()
{
    const QByteArray now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toUtf8();
    return QByteArray(XmlDeclaration) +
           R"(<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties")"
           R"( xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">)"
           R"(<dcterms:created xsi:type="dcterms:W3CDTF">)" +
           now + R"(</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">)" + now +
           "</dcterms:modified></cp:coreProperties>";
}

// The sheet's XML before its rows: what depends on all of them (the
// extent, the column widths) is known only after the last.
QByteArray sheetHead(const QByteArray &lastCell, const std::vector<double> &widths)
{
    QByteArray xml = QByteArray(XmlDeclaration) + R"(<worksheet xmlns=")" + MainNamespace + R"(" xmlns:r=")" +
                     OfficeRelationships + R"(">)" +
                     R"(<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr><dimension ref="A1:)" + lastCell + R"("/>)" +
                     R"(<sheetViews><sheetView tabSelected="1" workbookViewId="0">)"
                     R"(<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>)"
                     R"(<selection pane="bottomLeft"/></sheetView></sheetViews>)"
                     R"(<sheetFormatPr defaultRowHeight="15"/><cols>)";
    for (std::size_t c = 0; c < widths.size(); ++c) {
        char width[32];
        const char *end = std::to_chars(width, width + sizeof width, widths[c]).ptr;
        const QByteArray column = QByteArray::number(static_cast<qulonglong>(c + 1));
        xml += R"(<col min=")" + column + R"(" max=")" + column + R"(" width=")" +
               QByteArray(width, static_cast<qsizetype>(end - width)) + R"(" customWidth="1"/>)";
    }
    return xml + "</cols>";
}

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
    struct Descriptor
    {
        int fd;
        ~Descriptor()
        {
            if (fd >= 0)
                ::close(fd);
        }
    } file{::open(QFile::encodeName(part.temporaryPath()).constData(), O_WRONLY | O_TRUNC | O_CLOEXEC)};
    if (file.fd < 0)
        return fail(SafeFile::reason(errno));

    const QStringList header = RoundsTable::header();
    const std::size_t columns = static_cast<std::size_t>(header.size());
    std::vector<QByteArray> columnNames;
    for (std::size_t c = 0; c < columns; ++c)
        columnNames.push_back(columnName(c));
    // The widest head the sheet can have (the most rows, every width as long
    // as one under 100 in 256ths can be): its room is kept before the rows.
    const qsizetype headBytes =
        sheetHead(columnNames.back() + QByteArray::number(MaxRows), std::vector<double>(columns, 99.99609375)).size();

    ZipWriter zip(file.fd);
    if (!zip.add("[Content_Types].xml", contentTypes()) ||
        !zip.add("_rels/.rels",
                 relationships({{QByteArray(OfficeRelationships) + "/officeDocument", "xl/workbook.xml"},
                                {"http://schemas.openxmlformats.org/package/2006/relationships/metadata/"
                                 "core-properties",
                                 "docProps/core.xml"}})) ||
        !zip.add("docProps/core.xml", coreProperties()) || !zip.add("xl/styles.xml", StylesXml) ||
        !zip.add("xl/_rels/workbook.xml.rels",
                 relationships({{QByteArray(OfficeRelationships) + "/worksheet", "worksheets/sheet1.xml"},
                                {QByteArray(OfficeRelationships) + "/styles", "styles.xml"},
                                {QByteArray(OfficeRelationships) + "/sharedStrings", "sharedStrings.xml"}})) ||
        !zip.beginStream("xl/worksheets/sheet1.xml", headBytes))
        return fail(zip.reason());

    // Every text is written once, in the shared strings, and measured once;
    // a cell names it by its index.
    struct Shared
    {
        QByteArray index;
        double width = 0;
    };
    QHash<QString, Shared> shared;
    std::vector<QByteArray> strings;
    qint64 references = 0;
    const auto share = [&](const QString &text) -> const Shared & {
        auto it = shared.constFind(text);
        if (it == shared.constEnd()) {
            it = shared.insert(text, Shared{QByteArray::number(static_cast<qulonglong>(strings.size())),
                                            textWidth(text)});
            strings.push_back(xmlText(text));
        }
        ++references;
        return *it;
    };

    // Cells carry no reference (r="B2"): each follows the one before, and
    // only a cell after an empty one says where it is.
    qint64 row = 0;
    char rowText[24];
    std::size_t rowDigits = 0;
    const auto cellStart = [&](char *at, std::size_t column, std::size_t *next) {
        at = put(at, "<c");
        if (column != *next) {
            at = put(at, " r=\"");
            at = put(at, columnNames[column]);
            std::memcpy(at, rowText, rowDigits);
            at += rowDigits;
            *at++ = '"';
        }
        *next = column + 1;
        return at;
    };
    const auto rowStart = [&](std::size_t cells) {
        ++row;
        rowDigits = static_cast<std::size_t>(putNumber(rowText, row) - rowText);
        char *at = put(zip.room(MaxCellBytes * (cells + 1)), "<row r=\"");
        std::memcpy(at, rowText, rowDigits);
        return put(at + rowDigits, "\">");
    };

    std::vector<double> widths;
    {
        char *at = put(zip.room(16), "<sheetData>");
        zip.wrote(at);
        at = rowStart(columns);
        std::size_t next = 0;
        for (std::size_t c = 0; c < columns; ++c) {
            at = put(cellStart(at, c, &next), " s=\"3\" t=\"s\"><v>");
            const Shared &title = share(header[static_cast<qsizetype>(c)]);
            at = put(put(at, title.index), "</v></c>");
            widths.push_back(title.width);
        }
        zip.wrote(put(at, "</row>"));
    }
    QDateTime lastDate;
    QByteArray lastSerial;
    const bool ok = RoundsTable::forEachRow(
        store, games,
        [&](const RoundsTable::Row &cells) {
            if (zip.streamFailed()) {
                why = zip.reason();
                return false;
            }
            if (row >= MaxRows) {
                why = tr("a sheet holds at most %L1 rows: export fewer games").arg(MaxRows);
                return false;
            }
            char *at = rowStart(cells.size());
            std::size_t next = 0;
            for (std::size_t c = 0; c < cells.size(); ++c) {
                const RoundsTable::Cell &cell = cells[c];
                switch (cell.type) {
                case RoundsTable::Cell::Type::Number:
                    at = putNumber(put(cellStart(at, c, &next), " s=\"1\"><v>"), cell.number);
                    // Digits, and a sign: one width each.
                    widths[c] = std::max(widths[c], static_cast<double>(digits(cell.number)));
                    break;
                case RoundsTable::Cell::Type::Text: {
                    if (cell.text.isEmpty())
                        continue;
                    const Shared &text = share(cell.text);
                    at = put(put(cellStart(at, c, &next), " t=\"s\"><v>"), text.index);
                    widths[c] = std::max(widths[c], text.width);
                    break;
                }
                case RoundsTable::Cell::Type::DateTime: {
                    if (!cell.dateTime.isValid())
                        continue;
                    // Days since Excel's day 0 in the viewer's own clock, as
                    // the app shows it; worked out once for the rows of a game.
                    if (cell.dateTime != lastDate) {
                        lastDate = cell.dateTime;
                        const QDateTime local = cell.dateTime.toLocalTime();
                        qint64 days = QDate(1899, 12, 30).daysTo(local.date());
                        if (days < 61) // Excel counts a 29 February 1900
                            --days;
                        const QTime time = local.time();
                        const double serial =
                            static_cast<double>(days) +
                            (time.hour() * 3600 + time.minute() * 60 + time.second()) / 86400.0;
                        char text[32];
                        lastSerial = QByteArray(text, std::to_chars(text, text + sizeof text, serial).ptr - text);
                    }
                    at = put(put(cellStart(at, c, &next), " s=\"2\"><v>"), lastSerial);
                    widths[c] = std::max(widths[c], DateWidth);
                    break;
                }
                }
                at = put(at, "</v></c>");
            }
            zip.wrote(put(at, "</row>"));
            return true;
        },
        error);
    if (!ok)
        return why.isEmpty() ? false : fail(why);

    const QByteArray lastCell = columnNames.back() + QByteArray::number(row);
    const QByteArray tail = "</sheetData><autoFilter ref=\"A1:" + lastCell + "\"/>" +
                            R"(<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>)"
                            R"(<pageSetup orientation="landscape" fitToHeight="0"/></worksheet>)";
    zip.wrote(put(zip.room(static_cast<std::size_t>(tail.size())), tail));
    for (double &width : widths)
        width = storedWidth(std::min(width + Padding, MaxColumnWidth));
    // Spaces between elements fill the rest of the head's room.
    QByteArray head = sheetHead(lastCell, widths);
    head += QByteArray(headBytes - head.size(), ' ');
    if (!zip.endStream(head))
        return fail(zip.reason());

    QByteArray sst = QByteArray(XmlDeclaration) + R"(<sst xmlns=")" + MainNamespace + R"(" count=")" +
                     QByteArray::number(references) + R"(" uniqueCount=")" +
                     QByteArray::number(static_cast<qulonglong>(strings.size())) + R"(">)";
    for (const QByteArray &text : strings) {
        // XML's white space at either end is kept only when the text says so.
        const auto white = [](char c) { return c == ' ' || c == '\t' || c == '\n'; };
        const bool spaced = !text.isEmpty() && (white(text.front()) || white(text.back()));
        sst += (spaced ? R"(<si><t xml:space="preserve">)" : "<si><t>") + text + "</t></si>";
    }
    sst += "</sst>";
    // The autofilter's range and the titles printed on every page are names
    // the workbook defines for the sheet.
    const QString name = sheetName(tr("Rounds"));
    const QByteArray quoted = xmlText(quotedSheetName(name));
    const QByteArray workbook =
        QByteArray(XmlDeclaration) + R"(<workbook xmlns=")" + MainNamespace + R"(" xmlns:r=")" + OfficeRelationships +
        R"("><bookViews><workbookView/></bookViews><sheets><sheet name=")" + xmlText(name) +
        R"(" sheetId="1" r:id="rId1"/></sheets><definedNames>)" +
        R"(<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">)" + quoted + "!$A$1:$" +
        columnNames.back() + "$" + QByteArray::number(row) + "</definedName>" +
        R"(<definedName name="_xlnm.Print_Titles" localSheetId="0">)" + quoted +
        "!$1:$1</definedName></definedNames></workbook>";
    if (!zip.add("xl/sharedStrings.xml", sst) || !zip.add("xl/workbook.xml", workbook) || !zip.finish())
        return fail(zip.reason());
    const int fd = std::exchange(file.fd, -1);
    if (::close(fd) != 0)
        return fail(SafeFile::reason(errno));
    if (!part.commit(&why, &ZipWriter::wellFormed))
        return fail(why);
    return true;
}

} // namespace tornei
