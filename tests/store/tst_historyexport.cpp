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

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

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

// The <c> element of one cell (e.g. "B2") of a worksheet's XML.
QString cellXml(const QString &sheet, const QString &ref)
{
    const QRegularExpression cell(QStringLiteral("<c r=\"%1\"[^>]*>.*?</c>").arg(ref));
    return cell.match(sheet).captured(0);
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
                                              QStringLiteral("Aki"), QStringLiteral("ｱｷ😀")},
                                             QStringLiteral("2026-04-01T20:00:00+09:00")),
                                     &error);
    QVERIFY2(game, qPrintable(error.message));
    const QString path = m_dir->filePath(QStringLiteral("one.xlsx"));
    QVERIFY(writeAll(path, "an older file"));
    QVERIFY2(XlsxExport::writeFile(*m_store, {*game}, path, &error), qPrintable(error.message));
    QVERIFY(readAll(path).startsWith("PK"));
    const QString sheet = QString::fromUtf8(unzipped(path, QStringLiteral("xl/worksheets/sheet1.xml")));
    QVERIFY2(!sheet.isEmpty(), "unzip could not read the workbook");
    // The header row, as text.
    QVERIFY2(cellXml(sheet, QStringLiteral("A1")).contains(QStringLiteral(">Date<")), qPrintable(sheet.left(2000)));
    QVERIFY(cellXml(sheet, QStringLiteral("U1")).contains(QStringLiteral(">Game total<")));
    QVERIFY(cellXml(sheet, QStringLiteral("V1")).contains(QStringLiteral(">Trick 1 led<")));
    QVERIFY(cellXml(sheet, QStringLiteral("AP1")).contains(QStringLiteral(">Trick 7 rank<")));
    QVERIFY(cellXml(sheet, QStringLiteral("X2")).contains(QStringLiteral("<v>3</v>")));
    // Numbers: no type attribute (a number), the value itself.
    const QString id = cellXml(sheet, QStringLiteral("B2"));
    QVERIFY2(!id.contains(QStringLiteral(" t=\"")), qPrintable(id));
    QVERIFY2(id.contains(QStringLiteral("<v>%1</v>").arg(*game)), qPrintable(id));
    QVERIFY(cellXml(sheet, QStringLiteral("T2")).contains(QStringLiteral("<v>13</v>")));
    QVERIFY(cellXml(sheet, QStringLiteral("U2")).contains(QStringLiteral("<v>37</v>")));
    QVERIFY(cellXml(sheet, QStringLiteral("S5")).contains(QStringLiteral("<v>3</v>")));
    // Names: text, exactly as stored.
    for (const auto &[ref, name] : {std::pair{"G2", "佐藤"}, std::pair{"H2", "佐藤"}, std::pair{"H3", "Ben &lt;b&gt;&amp;amp;&lt;/b&gt;"},
                                    std::pair{"H5", "ｱｷ😀"}}) {
        const QString cell = cellXml(sheet, QLatin1String(ref));
        QVERIFY2(cell.contains(QStringLiteral(" t=\"inlineStr\"")) || cell.contains(QStringLiteral(" t=\"s\"")),
                 qPrintable(cell));
        QVERIFY2(cell.contains(QStringLiteral("<t>%1</t>").arg(QString::fromUtf8(name))), qPrintable(cell));
    }
    // The date: a serial number of days since 1899-12-30 in local time, with a date format.
    const QString date = cellXml(sheet, QStringLiteral("A2"));
    const QRegularExpressionMatch dateParts =
        QRegularExpression(QStringLiteral("<c r=\"A2\" s=\"(\\d+)\"><v>([0-9.]+)</v></c>")).match(date);
    QVERIFY2(dateParts.hasMatch(), qPrintable(date));
    const QDateTime local = QDateTime(QDate(2026, 4, 1), QTime(20, 0), Qt::OffsetFromUTC, 9 * 3600).toLocalTime();
    const double serial = static_cast<double>(QDate(1899, 12, 30).daysTo(local.date()))
                          + local.time().msecsSinceStartOfDay() / 86400000.0;
    QVERIFY2(qAbs(dateParts.captured(2).toDouble() - serial) < 1e-6, qPrintable(date));
    const QString styles = QString::fromUtf8(unzipped(path, QStringLiteral("xl/styles.xml")));
    const QString xfs = QRegularExpression(QStringLiteral("<cellXfs[^>]*>(.*?)</cellXfs>")).match(styles).captured(1);
    const QStringList formats = xfs.split(QStringLiteral("<xf "), Qt::SkipEmptyParts);
    const int style = dateParts.captured(1).toInt();
    QVERIFY(style < formats.size());
    const QString numFmtId = QRegularExpression(QStringLiteral("numFmtId=\"(\\d+)\"")).match(formats[style]).captured(1);
    QVERIFY2(styles.contains(QStringLiteral("numFmtId=\"%1\" formatCode=\"yyyy-mm-dd hh:mm\"").arg(numFmtId)),
             qPrintable(styles));
    // As wide as the names and titles: "Complete round" needs more than the default 8.43.
    QVERIFY2(sheet.contains(QStringLiteral("<col min=\"6\" max=\"6\" width=\"")), qPrintable(sheet.left(1500)));

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

QTEST_GUILESS_MAIN(TestHistoryExport)
#include "tst_historyexport.moc"
