// What the history writes out: a game's record file, the CSV export and the
// Excel export, through the model and `tornei-cli export`.
#include "csvexport.h"
#include "gamestore.h"
#include "historygames.h"
#include "json.h"
#include "jsonparser.h"
#include "record.h"
#include "recordfile.h"
#include "recordformat.h"
#include "storereports.h"
#include "xlsxexport.h"
#include "zipwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <ctime>

using namespace tornei;
using namespace tornei::testing;

namespace {

// One member of a zip file (an .xlsx is a zip of XML), through unzip.
QByteArray unzipped(const QString &zip, const QString &member)
{
    QProcess process;
    process.start(QStringLiteral("unzip"), {QStringLiteral("-p"), zip, member});
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    return process.readAllStandardOutput();
}

// A cell of a worksheet as a spreadsheet program reads it: its style, its
// type (t) and its value, a shared string's text resolved and Excel's
// _xHHHH_ escapes undone.
struct Cell
{
    int style = 0;
    QString type;
    QString value;
};

QString unescapeX(const QString &text)
{
    static const QRegularExpression escape(QStringLiteral("_x([0-9A-Fa-f]{4})_"));
    QString out;
    qsizetype from = 0;
    for (QRegularExpressionMatchIterator it = escape.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(from, m.capturedStart() - from) + QChar(m.captured(1).toUShort(nullptr, 16));
        from = m.capturedEnd();
    }
    return out + text.mid(from);
}

QString columnName(int column)
{
    QString name;
    for (int n = column; n > 0; n = (n - 1) / 26)
        name.prepend(QLatin1Char(static_cast<char>('A' + (n - 1) % 26)));
    return name;
}

// Every cell of a worksheet by its reference ("B2"): a cell with no r
// attribute follows the one before it, a row with none the row before.
QHash<QString, Cell> readCells(const QByteArray &sheet, const QByteArray &sharedStrings)
{
    QStringList strings;
    QXmlStreamReader sst(sharedStrings);
    while (!sst.atEnd()) {
        sst.readNext();
        if (sst.isStartElement() && sst.name() == QLatin1String("si"))
            strings << unescapeX(sst.readElementText(QXmlStreamReader::IncludeChildElements));
    }
    QHash<QString, Cell> cells;
    QXmlStreamReader xml(sheet);
    int row = 0;
    int column = 0;
    QString ref;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const QXmlStreamAttributes attributes = xml.attributes();
        if (xml.name() == QLatin1String("row")) {
            row = attributes.hasAttribute(QLatin1String("r")) ? attributes.value(QLatin1String("r")).toInt() : row + 1;
            column = 0;
        } else if (xml.name() == QLatin1String("c")) {
            const QString r = attributes.value(QLatin1String("r")).toString();
            const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^([A-Z]+)(\\d+)$")).match(r);
            if (m.hasMatch()) {
                column = 0;
                for (const QChar c : m.captured(1))
                    column = column * 26 + (c.unicode() - 'A' + 1);
            } else {
                ++column;
            }
            ref = columnName(column) + QString::number(row);
            cells[ref] = Cell{attributes.value(QLatin1String("s")).toInt(), attributes.value(QLatin1String("t")).toString(), {}};
        } else if (xml.name() == QLatin1String("v")) {
            Cell &cell = cells[ref];
            cell.value = xml.readElementText();
            if (cell.type == QLatin1String("s"))
                cell.value = strings.value(cell.value.toInt());
        }
    }
    return xml.hasError() ? QHash<QString, Cell>{} : cells;
}

// RFC 4180 fields of a CSV text (CRLF line ends), for reading our export back.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n')) {
            row << field;
            field.clear();
            rows << row;
            row.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return rows;
}

} // namespace

class TestHistoryExport : public QObject, public HistoryGames
{
    Q_OBJECT

private slots:
    void init() { create(); }
    void cleanup() { destroy(); }
    void recordFile();
    void csv();
    void xlsx();
    void xlsxAsASpreadsheetLibraryReadsIt();
};

// One way to write a game's record file, for the game end, the history and
// `tornei-cli export`.
void TestHistoryExport::recordFile()
{
    StoreError error;
    const std::optional<Record> stored = m_store->records().load(m_h[5], &error);
    QVERIFY2(stored, qPrintable(error.message));
    const QString path = m_dir->filePath(QStringLiteral("game.json"));
    QString why;
    bool trimmed = true;
    QVERIFY2(RecordFile::write(*stored, path, &why, &trimmed), qPrintable(why));
    QVERIFY(!trimmed);
    RecordError readError;
    std::optional<Record> written = RecordFormat::read(readAll(path), &readError);
    QVERIFY2(written, qPrintable(readError.toString()));
    QCOMPARE(*written, GameRecords::exportable(*stored));
    QVERIFY(written->excluded);

    // A last round whose dummy layout is only partly entered is left out, and said so.
    Record partial = *stored;
    Round next;
    next.dummyLayout = {Card::fromIndex(0), Card::fromIndex(1), Card::fromIndex(2)};
    partial.rounds.push_back(next);
    QVERIFY2(RecordFile::write(partial, path, &why, &trimmed), qPrintable(why));
    QVERIFY(trimmed);
    written = RecordFormat::read(readAll(path), &readError);
    QVERIFY2(written, qPrintable(readError.toString()));
    QCOMPARE(written->rounds.size(), stored->rounds.size());

    // Never the open database or SQLite's files beside it (the file is only
    // looked at, never opened: that would drop the store's locks).
    const qint64 size = QFileInfo(m_path).size();
    for (const QString &target : {m_path, m_path + QStringLiteral("-wal"), m_path + QStringLiteral("-journal")}) {
        QVERIFY(!RecordFile::write(*stored, target, &why, &trimmed));
        QVERIFY2(why.contains(QDir::toNativeSeparators(QFileInfo(target).absoluteFilePath())), qPrintable(why));
    }
    QCOMPARE(QFileInfo(m_path).size(), size);
    QCOMPARE(m_store->games().all(&error).size(), std::size_t(5));

    // A file that cannot be written: the sentence names it.
    const QString missing = m_dir->filePath(QStringLiteral("missing/game.json"));
    QVERIFY(!RecordFile::write(*stored, missing, &why));
    QVERIFY2(why.startsWith(QDir::toNativeSeparators(missing) + QStringLiteral(": cannot write: ")), qPrintable(why));
    QVERIFY(!QFileInfo::exists(missing));
}

void TestHistoryExport::csv()
{
    StoreError error;
    // The first dealer of 0003 is seat 0.
    const std::optional<qint64> game =
        m_store->records().importOne(example(QStringLiteral("0003-legal-complete.json"),
                                             {QStringLiteral("佐藤"), QStringLiteral("Ben \"B\", Jr"),
                                              QStringLiteral("Aki"), QStringLiteral("Chie")},
                                             QStringLiteral("2026-04-01T20:00:00+09:00")),
                                     &error);
    QVERIFY2(game, qPrintable(error.message));
    const std::optional<QByteArray> bytes = CsvExport::write(*m_store, {*game}, &error);
    QVERIFY2(bytes, qPrintable(error.message));
    QVERIFY(bytes->startsWith("\xEF\xBB\xBF"));
    QVERIFY(bytes->contains("\"Ben \"\"B\"\", Jr\""));
    QVERIFY(!bytes->mid(3).replace("\r\n", "").contains('\n'));
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(bytes->mid(3)));
    QCOMPARE(rows.size(), 1 + 4 * 4); // header, 4 players x 4 rounds
    QCOMPARE(rows[0].size(), 21 + 3 * 7);
    QCOMPARE(rows[0].mid(0, 21), (QStringList{"Date", "Game", "Finished", "Excluded", "Round", "Complete round", "Dealer",
                                   "Player", "Seat", "Tricks won", "Predicted 1st", "Predicted 2nd", "Predicted 3rd",
                                   "Predicted 4th", "Correct 1st", "Correct 2nd", "Correct 3rd", "Correct 4th",
                                   "Zero-trick bonus", "Round score", "Game total"}));
    // Round 1 of 0003: scores 13 12 11 7, tricks 2 1 4 0, seat 0 correct 1 1 2 0.
    QCOMPARE(rows[1].mid(0, 21), (QStringList{QStringLiteral("2026-04-01T20:00:00+09:00"), QString::number(*game), "1", "0", "1",
                                   "1", QStringLiteral("佐藤"), QStringLiteral("佐藤"), "1", "2", "1", "2", "2", "2", "1", "1", "2",
                                   "0", "0", "13", "37"}));
    // Then each trick: whether the player led it, the rank predicted, the rank got.
    QCOMPARE(rows[0].mid(21, 6), (QStringList{"Trick 1 led", "Trick 1 predicted", "Trick 1 rank", "Trick 2 led",
                                              "Trick 2 predicted", "Trick 2 rank"}));
    QCOMPARE(rows[0].last(), QStringLiteral("Trick 7 rank"));
    // Seat 0 in round 1 of 0003 (seat 1 leads the first trick): S, W, C, S, F, F, C predicted;
    // got 3rd, 1st, 3rd, 3rd, 2nd, 1st, 3rd; led tricks 3 and 7.
    QCOMPARE(rows[1].mid(21), (QStringList{"0", "3", "3", "0", "1", "1", "1", "4", "3", "0", "3", "3", "0", "2", "2",
                                           "0", "2", "1", "1", "4", "3"}));
    QCOMPARE(rows[2][7], QStringLiteral("Ben \"B\", Jr"));
    QCOMPARE(rows[2][19], QStringLiteral("12"));
    QCOMPARE(rows[2][20], QStringLiteral("30"));
    // Chie won no trick in round 1: 3 points of bonus, in her 7.
    QCOMPARE(rows[4][7], QStringLiteral("Chie"));
    QCOMPARE(rows[4][9], QStringLiteral("0"));
    QCOMPARE(rows[4][18], QStringLiteral("3"));
    QCOMPARE(rows[4][19], QStringLiteral("7"));
    QCOMPARE(rows[3][18], QStringLiteral("0"));
    QCOMPARE(rows[16][4], QStringLiteral("4"));
    // Each player predicts once per complete trick: 7 a complete round.
    for (int r = 1; r < rows.size(); ++r) {
        int predicted = 0;
        for (int rank = 0; rank < 4; ++rank)
            predicted += rows[r][10 + rank].toInt();
        QCOMPARE(predicted, 7);
    }

    // An excluded or unfinished game says so on every row; an incomplete round too.
    const std::optional<QByteArray> excluded = CsvExport::write(*m_store, {m_h[5]}, &error);
    QVERIFY2(excluded, qPrintable(error.message));
    const QList<QStringList> excludedRows = parseCsv(QString::fromUtf8(excluded->mid(3)));
    QCOMPARE(excludedRows.size(), 1 + 3 * 3);
    for (int r = 1; r < excludedRows.size(); ++r) {
        QCOMPARE(excludedRows[r][2], QStringLiteral("1"));
        QCOMPARE(excludedRows[r][3], QStringLiteral("1"));
        QCOMPARE(excludedRows[r][5], QStringLiteral("1"));
    }
    const std::optional<qint64> stopped = m_store->records().importOne(
        example(QStringLiteral("0001-legal-stopped.json"),
                {std::nullopt, QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Dai")},
                QStringLiteral("2026-04-02T20:00:00+09:00")),
        &error);
    QVERIFY2(stopped, qPrintable(error.message));
    const std::optional<QByteArray> unfinished = CsvExport::write(*m_store, {*stopped}, &error);
    QVERIFY2(unfinished, qPrintable(error.message));
    const QList<QStringList> unfinishedRows = parseCsv(QString::fromUtf8(unfinished->mid(3)));
    QVERIFY(unfinishedRows.size() > 1);
    for (int r = 1; r < unfinishedRows.size(); ++r)
        QCOMPARE(unfinishedRows[r][2], QStringLiteral("0"));
    QCOMPARE(unfinishedRows.back()[5], QStringLiteral("0"));
    QCOMPARE(unfinishedRows.back()[18], QStringLiteral("0"));
    QVERIFY(m_store->games().remove({*stopped}));

    // The command line writes the same file; every game without ids.
    m_store->close();
    const QString file = m_dir->filePath(QStringLiteral("one.csv"));
    QCOMPARE(runCli({QStringLiteral("--db"), m_path, QStringLiteral("--lang"), QStringLiteral("en"),
                     QStringLiteral("export"), QStringLiteral("--csv"), file, QString::number(*game)}),
             0);
    QCOMPARE(readAll(file), *bytes);
    // A game named twice: its rows once.
    QCOMPARE(runCli({QStringLiteral("--db"), m_path, QStringLiteral("--lang"), QStringLiteral("en"),
                     QStringLiteral("export"), QStringLiteral("--csv"), file, QString::number(*game),
                     QString::number(*game)}),
             0);
    QCOMPARE(readAll(file), *bytes);
    const QString all = m_dir->filePath(QStringLiteral("all.csv"));
    QCOMPARE(runCli({QStringLiteral("--db"), m_path, QStringLiteral("export"), QStringLiteral("--csv"), all}), 0);
    // h4 (4 rounds x 4), h5 (3 x 3) and the new game (16): the others have no rounds.
    QCOMPARE(parseCsv(QString::fromUtf8(readAll(all).mid(3))).size(), 1 + 16 + 9 + 16);
    QCOMPARE(runCli({QStringLiteral("--db"), m_path, QStringLiteral("export"), QStringLiteral("--csv"), all,
                     QStringLiteral("x")}),
             2);
}

// The Excel export holds the CSV's rows with their types: a number cell is a
// number, the date a date serial with a date format (in local time), names
// text as written.
void TestHistoryExport::xlsx()
{
    StoreError error;
    const std::optional<qint64> game =
        m_store->records().importOne(example(QStringLiteral("0003-legal-complete.json"),
                                             {QStringLiteral("佐藤"), QStringLiteral("Ben <b>&amp;</b>"),
                                              QStringLiteral("_x0041_Aki"), QStringLiteral("ｱｷ😀")},
                                             QStringLiteral("2026-04-01T20:00:00+09:00")),
                                     &error);
    QVERIFY2(game, qPrintable(error.message));
    const QString path = m_dir->filePath(QStringLiteral("one.xlsx"));
    QVERIFY(writeAll(path, "an older file"));
    QVERIFY2(XlsxExport::writeFile(*m_store, {*game}, path, &error), qPrintable(error.message));
    const QByteArray zip = readAll(path);
    QVERIFY(zip.startsWith("PK"));
    // What the commit checks on the disk: the end record, the central
    // directory and the local headers agree; a byte more or less does not.
    QVERIFY(ZipWriter::wellFormed(zip));
    QVERIFY(!ZipWriter::wellFormed(zip.left(zip.size() - 1)));
    QVERIFY(!ZipWriter::wellFormed(QByteArray(zip).remove(100, 1)));
    QVERIFY(!ZipWriter::wellFormed(QByteArray("x") + zip));
    const QByteArray sheetBytes = unzipped(path, QStringLiteral("xl/worksheets/sheet1.xml"));
    const QString sheet = QString::fromUtf8(sheetBytes);
    QVERIFY2(!sheet.isEmpty(), "unzip could not read the workbook");
    const QByteArray sharedStrings = unzipped(path, QStringLiteral("xl/sharedStrings.xml"));
    const QHash<QString, Cell> cells = readCells(sheetBytes, sharedStrings);
    QCOMPARE(cells.size(), 42 + 16 * 42);
    // The header row, as text.
    QCOMPARE(cells[QStringLiteral("A1")].value, QStringLiteral("Date"));
    QCOMPARE(cells[QStringLiteral("U1")].value, QStringLiteral("Game total"));
    QCOMPARE(cells[QStringLiteral("V1")].value, QStringLiteral("Trick 1 led"));
    QCOMPARE(cells[QStringLiteral("AP1")].value, QStringLiteral("Trick 7 rank"));
    QCOMPARE(cells[QStringLiteral("AP1")].type, QStringLiteral("s"));
    QCOMPARE(cells[QStringLiteral("X2")].value, QStringLiteral("3"));
    // Numbers: no type attribute (a number), the value itself.
    const Cell id = cells[QStringLiteral("B2")];
    QVERIFY(id.type.isEmpty());
    QCOMPARE(id.value, QString::number(*game));
    QCOMPARE(cells[QStringLiteral("T2")].value, QStringLiteral("13"));
    QCOMPARE(cells[QStringLiteral("U2")].value, QStringLiteral("37"));
    QCOMPARE(cells[QStringLiteral("S5")].value, QStringLiteral("3"));
    QCOMPARE(cells[QStringLiteral("S4")].value, QStringLiteral("0"));
    // Names: text, exactly as stored, whatever XML or Excel would read into them.
    for (const auto &[ref, name] : {std::pair{"G2", "佐藤"}, std::pair{"H2", "佐藤"}, std::pair{"H3", "Ben <b>&amp;</b>"},
                                    std::pair{"H4", "_x0041_Aki"}, std::pair{"H5", "ｱｷ😀"}}) {
        const Cell cell = cells[QLatin1String(ref)];
        QCOMPARE(cell.type, QStringLiteral("s"));
        QCOMPARE(cell.value, QString::fromUtf8(name));
    }
    QVERIFY2(sharedStrings.contains("<t>Ben &lt;b&gt;&amp;amp;&lt;/b&gt;</t>"), sharedStrings.constData());
    // The date: a serial number of days since 1899-12-30 in local time, with a date format.
    const Cell date = cells[QStringLiteral("A2")];
    QVERIFY(date.type.isEmpty());
    const QDateTime local = QDateTime(QDate(2026, 4, 1), QTime(20, 0), Qt::OffsetFromUTC, 9 * 3600).toLocalTime();
    const double serial = static_cast<double>(QDate(1899, 12, 30).daysTo(local.date()))
                          + local.time().msecsSinceStartOfDay() / 86400000.0;
    QVERIFY2(qAbs(date.value.toDouble() - serial) < 1e-6, qPrintable(date.value));
    QCOMPARE(cells[QStringLiteral("A17")].value, date.value);
    const QString styles = QString::fromUtf8(unzipped(path, QStringLiteral("xl/styles.xml")));
    const QString xfs = QRegularExpression(QStringLiteral("<cellXfs[^>]*>(.*?)</cellXfs>")).match(styles).captured(1);
    const QStringList formats = xfs.split(QStringLiteral("<xf "), Qt::SkipEmptyParts);
    QVERIFY(date.style < formats.size());
    const QString numFmtId = QRegularExpression(QStringLiteral("numFmtId=\"(\\d+)\"")).match(formats[date.style]).captured(1);
    QVERIFY2(styles.contains(QStringLiteral("numFmtId=\"%1\" formatCode=\"yyyy-mm-dd hh:mm\"").arg(numFmtId)),
             qPrintable(styles));
    // Titles bold and centred, counts centred, names as they come.
    const QString fonts = QRegularExpression(QStringLiteral("<fonts[^>]*>(.*?)</fonts>")).match(styles).captured(1);
    const QStringList fontList = fonts.split(QStringLiteral("<font>"), Qt::SkipEmptyParts);
    const auto fontOf = [&](int style) {
        return fontList.value(QRegularExpression(QStringLiteral("fontId=\"(\\d+)\"")).match(formats[style]).captured(1).toInt());
    };
    QVERIFY(fontOf(cells[QStringLiteral("A1")].style).contains(QStringLiteral("<b/>")));
    QVERIFY(formats[cells[QStringLiteral("A1")].style].contains(QStringLiteral("horizontal=\"center\"")));
    QVERIFY(!fontOf(id.style).contains(QStringLiteral("<b/>")));
    QVERIFY(formats[id.style].contains(QStringLiteral("horizontal=\"center\"")));
    QVERIFY(!formats[cells[QStringLiteral("H3")].style].contains(QStringLiteral("<alignment")));
    // As wide as the names and titles: "Complete round" needs more than the default 8.43.
    QVERIFY2(sheet.contains(QStringLiteral("<col min=\"6\" max=\"6\" width=\"16.7109375\" customWidth=\"1\"/>")),
             qPrintable(sheet.left(1500)));
    // The header stays in view, the filter covers the table, printed across a landscape page under the titles.
    QVERIFY(sheet.contains(QStringLiteral("<pane ySplit=\"1\" topLeftCell=\"A2\" activePane=\"bottomLeft\" state=\"frozen\"/>")));
    QVERIFY(sheet.contains(QStringLiteral("<autoFilter ref=\"A1:AP17\"/>")));
    QVERIFY(sheet.contains(QStringLiteral("<pageSetUpPr fitToPage=\"1\"/>")));
    QVERIFY(sheet.contains(QStringLiteral("orientation=\"landscape\"")));
    const QString workbook = QString::fromUtf8(unzipped(path, QStringLiteral("xl/workbook.xml")));
    QVERIFY2(workbook.contains(QStringLiteral("<sheet name=\"Rounds\" sheetId=\"1\" r:id=\"rId1\"/>")), qPrintable(workbook));
    QVERIFY(workbook.contains(QStringLiteral(">Rounds!$A$1:$AP$17</definedName>")));
    QVERIFY(workbook.contains(QStringLiteral("<definedName name=\"_xlnm.Print_Titles\" localSheetId=\"0\">Rounds!$1:$1</definedName>")));

    // The command line writes the same sheet; every game without ids.
    m_store->close();
    const QString cli = m_dir->filePath(QStringLiteral("cli.xlsx"));
    QCOMPARE(runCli({QStringLiteral("--db"), m_path, QStringLiteral("--lang"), QStringLiteral("en"),
                     QStringLiteral("export"), QStringLiteral("--xlsx"), cli, QString::number(*game)}),
             0);
    QCOMPARE(QString::fromUtf8(unzipped(cli, QStringLiteral("xl/worksheets/sheet1.xml"))), sheet);
    QCOMPARE(runCli({QStringLiteral("--db"), m_path, QStringLiteral("--lang"), QStringLiteral("ja"),
                     QStringLiteral("export"), QStringLiteral("--xlsx"), cli}),
             0);
    const QString all = QString::fromUtf8(unzipped(cli, QStringLiteral("xl/worksheets/sheet1.xml")));
    // h4 (4 rounds x 4), h5 (3 x 3) and the new game (16), under a header.
    QVERIFY2(all.contains(QStringLiteral("<dimension ref=\"A1:AP%1\"/>").arg(1 + 16 + 9 + 16)), qPrintable(all.left(300)));
    // In Japanese the sheet's name is quoted where a formula names it.
    const QString allBook = QString::fromUtf8(unzipped(cli, QStringLiteral("xl/workbook.xml")));
    QVERIFY2(allBook.contains(QStringLiteral(">'%1'!$A$1:$AP$%2</definedName>")
                                  .arg(QRegularExpression(QStringLiteral("<sheet name=\"([^\"]+)\"")).match(allBook).captured(1))
                                  .arg(1 + 16 + 9 + 16)),
             qPrintable(allBook));
    QCOMPARE(runCli({QStringLiteral("--db"), m_path, QStringLiteral("export"), QStringLiteral("--xlsx"), cli,
                     QStringLiteral("--csv"), m_dir->filePath(QStringLiteral("x.csv"))}),
             2);
    // A file that cannot be written: refused with the reason, nothing left behind.
    QByteArray err;
    QCOMPARE(runCli({QStringLiteral("--db"), m_path, QStringLiteral("export"), QStringLiteral("--xlsx"),
                     m_dir->filePath(QStringLiteral("no/such/folder/x.xlsx"))},
                    nullptr, &err),
             1);
    QVERIFY(!err.isEmpty());
}

// Read by a program of its own (openpyxl, as a spreadsheet would): every
// cell the CSV has, a number as a number, the date as a date in local time,
// with the sheet's frozen titles, filter and print settings.
void TestHistoryExport::xlsxAsASpreadsheetLibraryReadsIt()
{
    StoreError error;
    const std::optional<qint64> game =
        m_store->records().importOne(example(QStringLiteral("0003-legal-complete.json"),
                                             {QStringLiteral("佐藤"), QStringLiteral("Ben <b>&amp;</b>"),
                                              QStringLiteral("2026-04-01"), QStringLiteral("ｱｷ😀")},
                                             QStringLiteral("2026-04-01T20:00:00+09:00")),
                                     &error);
    QVERIFY2(game, qPrintable(error.message));
    const QString path = m_dir->filePath(QStringLiteral("read.xlsx"));
    QVERIFY2(XlsxExport::writeFile(*m_store, {*game}, path, &error), qPrintable(error.message));
    const std::optional<QByteArray> csv = CsvExport::write(*m_store, {*game}, &error);
    QVERIFY2(csv, qPrintable(error.message));
    const QList<QStringList> expected = parseCsv(QString::fromUtf8(csv->mid(3)));

    // One line a row, the cells as JSON; then the sheet's settings.
    const char *script = R"(
import json, sys, datetime, openpyxl
book = openpyxl.load_workbook(sys.argv[1])
sheet = book.worksheets[0]
def cell(v):
    if isinstance(v, datetime.datetime): return {"date": v.strftime("%Y-%m-%dT%H:%M")}
    if isinstance(v, bool) or v is None: return {"other": repr(v)}
    if isinstance(v, (int, float)): return {"number": v}
    return {"text": v}
for row in sheet.iter_rows(values_only=True):
    print(json.dumps([cell(v) for v in row]))
print(json.dumps({"title": sheet.title, "freeze": sheet.freeze_panes, "filter": sheet.auto_filter.ref,
                  "titles": str(sheet.print_title_rows), "landscape": sheet.page_setup.orientation,
                  "bold": bool(sheet["A1"].font.b), "fit": bool(sheet.sheet_properties.pageSetUpPr.fitToPage)}))
)";
    QProcess python;
    python.start(QStringLiteral(TORNEI_PYTHON), {QStringLiteral("-c"), QString::fromUtf8(script), path});
    QVERIFY2(python.waitForFinished(60000), qPrintable(python.errorString()));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    QList<QByteArray> lines = python.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(lines.size(), expected.size() + 1);

    const QJsonObject settings = QJsonDocument::fromJson(lines.takeLast()).object();
    QCOMPARE(settings.value(QStringLiteral("title")).toString(), QStringLiteral("Rounds"));
    QCOMPARE(settings.value(QStringLiteral("freeze")).toString(), QStringLiteral("A2"));
    QCOMPARE(settings.value(QStringLiteral("filter")).toString(),
             QStringLiteral("A1:AP%1").arg(expected.size()));
    QCOMPARE(settings.value(QStringLiteral("titles")).toString(), QStringLiteral("$1:$1"));
    QCOMPARE(settings.value(QStringLiteral("landscape")).toString(), QStringLiteral("landscape"));
    QVERIFY(settings.value(QStringLiteral("bold")).toBool());
    QVERIFY(settings.value(QStringLiteral("fit")).toBool());

    const QString localDate = QDateTime(QDate(2026, 4, 1), QTime(20, 0), Qt::OffsetFromUTC, 9 * 3600)
                                  .toLocalTime()
                                  .toString(QStringLiteral("yyyy-MM-ddTHH:mm"));
    for (int r = 0; r < expected.size(); ++r) {
        const QJsonArray cells = QJsonDocument::fromJson(lines[r]).array();
        QCOMPARE(cells.size(), expected[r].size());
        for (int c = 0; c < cells.size(); ++c) {
            const QJsonObject cell = cells[c].toObject();
            const QString where = QStringLiteral("row %1, column %2").arg(r + 1).arg(c + 1);
            if (r > 0 && c == 0) {
                QVERIFY2(cell.value(QStringLiteral("date")).toString() == localDate, qPrintable(where));
            } else if (r > 0 && cell.contains(QStringLiteral("number"))) {
                QVERIFY2(QString::number(cell.value(QStringLiteral("number")).toInteger()) == expected[r][c],
                         qPrintable(where));
            } else {
                QVERIFY2(cell.value(QStringLiteral("text")).toString() == expected[r][c],
                         qPrintable(where + QStringLiteral(": ") + expected[r][c]));
            }
        }
    }
    // The names are text, never numbers or dates, whatever they look like.
    QCOMPARE(QJsonDocument::fromJson(lines[3]).array()[7].toObject().value(QStringLiteral("text")).toString(),
             QStringLiteral("2026-04-01"));
}

QTEST_GUILESS_MAIN(TestHistoryExport)
#include "tst_historyexport.moc"
