// The history query (filters, sorts, paging, counts), dated games through
// import, export and `tornei-cli games --json`, record files, and the CSV export.
#include "csvexport.h"
#include "gamestore.h"
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

namespace {

// The viewer sits in Tokyo (a POSIX rule: no time zone files needed): the
// date filter takes the viewer's dates, as the screens show them.
void viewerInTokyo()
{
    qputenv("TZ", "JST-9");
    tzset();
}
Q_CONSTRUCTOR_FUNCTION(viewerInTokyo)

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

Record example(const QString &name, const std::array<std::optional<QString>, SeatCount> &seats, const QString &started)
{
    RecordError error;
    std::optional<Record> record =
        RecordFormat::read(readAll(QStringLiteral(TORNEI_TEST_DATA "/examples/") + name), &error);
    if (!record)
        return {};
    record->seats = seats;
    record->started = started;
    return *record;
}

Record setup(const std::array<std::optional<QString>, SeatCount> &seats, const QString &started)
{
    Record record;
    record.seats = seats;
    record.firstDealer = 1;
    record.started = started;
    return record;
}

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

int runCli(const QStringList &args, QByteArray *out = nullptr, QByteArray *err = nullptr)
{
    QProcess process;
    process.start(QStringLiteral(TORNEI_CLI), args);
    process.waitForFinished(120000);
    if (out)
        *out = process.readAllStandardOutput();
    if (err)
        *err = process.readAllStandardError();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
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

class TestHistory : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void filters_data();
    void filters();
    void sorts_data();
    void sorts();
    void paging();
    void rows();
    void startedValues_data();
    void startedValues();
    void startedRoundTrip();
    void gamesJson();
    void recordFile();
    void csv();
    void xlsx();

private:
    QList<qint64> ids(const HistoryQuery &query, int *total = nullptr);

    QTemporaryDir *m_dir = nullptr;
    QString m_path;
    std::optional<GameStore> m_store;
    qint64 m_h[6] = {};
};

// h1 Aki Ben Chie Dai, set up 2026-03-01 10:00 +09:00 (01:00 UTC), no rounds
// h2 Ben Chie Émile (3 players), 2026-02-28 23:30 -05:00 (03-01 04:30 UTC), no rounds
// h3 Zoë Aki 佐藤 (3 players), 2026-01-15 12:00 Z, no rounds
// h4 0003 as Dai Ben Aki Chie, 2025-12-31 23:00 +01:00 (22:00 UTC): 37 30 23 21, finished
// h5 0015 as Chie Ben Aki + dummy, 2026-03-02 08:00 +09:00 (03-01 23:00 UTC): 18 17 18, shared win, excluded
void TestHistory::init()
{
    m_dir = new QTemporaryDir;
    m_path = m_dir->filePath(QStringLiteral("h.sqlite"));
    m_store.emplace();
    QCOMPARE(m_store->open(m_path), GameStore::OpenResult::Ok);
    const QString aki = QStringLiteral("Aki"), ben = QStringLiteral("Ben"), chie = QStringLiteral("Chie"),
                  dai = QStringLiteral("Dai");
    StoreError error;
    const std::optional<qint64> h1 =
        m_store->records().create(setup({aki, ben, chie, dai}, QStringLiteral("2026-03-01T10:00:00+09:00")), &error);
    const std::optional<qint64> h2 = m_store->records().create(
        setup({ben, chie, QStringLiteral("Émile"), std::nullopt}, QStringLiteral("2026-02-28T23:30:00-05:00")), &error);
    const std::optional<qint64> h3 =
        m_store->records().create(setup({QStringLiteral("Zoë"), aki, QStringLiteral("佐藤"), std::nullopt},
                                        QStringLiteral("2026-01-15T12:00:00Z")),
                                  &error);
    const std::optional<qint64> h4 =
        m_store->records().importOne(example(QStringLiteral("0003-legal-complete.json"), {dai, ben, aki, chie},
                                             QStringLiteral("2025-12-31T23:00:00+01:00")),
                                     &error);
    const std::optional<qint64> h5 =
        m_store->records().importOne(example(QStringLiteral("0015-legal-onlysuit.json"), {chie, ben, aki, std::nullopt},
                                             QStringLiteral("2026-03-02T08:00:00+09:00")),
                                     &error);
    QVERIFY2(h1 && h2 && h3 && h4 && h5, qPrintable(error.message));
    m_h[1] = *h1;
    m_h[2] = *h2;
    m_h[3] = *h3;
    m_h[4] = *h4;
    m_h[5] = *h5;
    QVERIFY(m_store->games().setExcluded({*h5}, true));
}

void TestHistory::cleanup()
{
    m_store.reset();
    delete m_dir;
    m_dir = nullptr;
}

QList<qint64> TestHistory::ids(const HistoryQuery &query, int *total)
{
    StoreError error;
    const HistoryPage page = m_store->games().page(query, &error);
    if (error.isError())
        qWarning() << error.message;
    if (total)
        *total = page.totalCount;
    QList<qint64> result;
    for (const HistoryRow &row : page.rows)
        result << row.id;
    return result;
}

void TestHistory::filters_data()
{
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("playerCount");
    QTest::addColumn<int>("finished"); // -1: any
    QTest::addColumn<int>("excluded"); // -1: any
    QTest::addColumn<QString>("search");
    QTest::addColumn<QList<int>>("expected"); // newest first

    const QStringList none;
    QTest::newRow("everything") << none << QString() << QString() << 0 << -1 << -1 << QString()
                                << QList<int>{5, 2, 1, 3, 4};
    QTest::newRow("Aki") << QStringList{QStringLiteral("Aki")} << QString() << QString() << 0 << -1 << -1 << QString()
                         << QList<int>{5, 1, 3, 4};
    QTest::newRow("Aki and Ben") << QStringList{QStringLiteral("Aki"), QStringLiteral("Ben")} << QString() << QString()
                                 << 0 << -1 << -1 << QString() << QList<int>{5, 1, 4};
    QTest::newRow("Émile and Aki") << QStringList{QStringLiteral("Émile"), QStringLiteral("Aki")} << QString()
                                   << QString() << 0 << -1 << -1 << QString() << QList<int>{};
    // The viewer's date (Tokyo): h2, played on 28 February where it was
    // played, is 1 March 13:30 here; h4, New Year's Eve at the table, is
    // 1 January 07:00 here; h5 is 2 March 08:00.
    QTest::newRow("1 March") << none << QStringLiteral("2026-03-01") << QStringLiteral("2026-03-01") << 0 << -1 << -1
                             << QString() << QList<int>{2, 1};
    QTest::newRow("28 February") << none << QStringLiteral("2026-02-28") << QStringLiteral("2026-02-28") << 0 << -1
                                 << -1 << QString() << QList<int>{};
    QTest::newRow("from January") << none << QStringLiteral("2026-01-01") << QString() << 0 << -1 << -1 << QString()
                                  << QList<int>{5, 2, 1, 3, 4};
    QTest::newRow("until 2025") << none << QString() << QStringLiteral("2025-12-31") << 0 << -1 << -1 << QString()
                                << QList<int>{};
    QTest::newRow("until 1 January") << none << QString() << QStringLiteral("2026-01-01") << 0 << -1 << -1 << QString()
                                     << QList<int>{4};
    QTest::newRow("from 2 March") << none << QStringLiteral("2026-03-02") << QString() << 0 << -1 << -1 << QString()
                                  << QList<int>{5};
    QTest::newRow("3 players") << none << QString() << QString() << 3 << -1 << -1 << QString()
                               << QList<int>{5, 2, 3};
    QTest::newRow("finished") << none << QString() << QString() << 0 << 1 << -1 << QString() << QList<int>{5, 4};
    QTest::newRow("unfinished") << none << QString() << QString() << 0 << 0 << -1 << QString()
                                << QList<int>{2, 1, 3};
    QTest::newRow("excluded") << none << QString() << QString() << 0 << -1 << 1 << QString() << QList<int>{5};
    QTest::newRow("finished, counted") << none << QString() << QString() << 0 << 1 << 0 << QString()
                                       << QList<int>{4};
    QTest::newRow("search AKI") << none << QString() << QString() << 0 << -1 << -1 << QStringLiteral("AKI")
                                << QList<int>{5, 1, 3, 4};
    QTest::newRow("search ÉMI") << none << QString() << QString() << 0 << -1 << -1 << QStringLiteral("éMI")
                                << QList<int>{2};
    QTest::newRow("search 佐") << none << QString() << QString() << 0 << -1 << -1 << QStringLiteral("佐")
                              << QList<int>{3};
    QTest::newRow("search across names") << none << QString() << QString() << 0 << -1 << -1 << QStringLiteral("kiben")
                                         << QList<int>{};
    QTest::newRow("Ben, 4 players, search chie")
        << QStringList{QStringLiteral("Ben")} << QString() << QString() << 4 << -1 << -1 << QStringLiteral("chie")
        << QList<int>{1, 4};
}

void TestHistory::filters()
{
    QFETCH(QStringList, players);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, playerCount);
    QFETCH(int, finished);
    QFETCH(int, excluded);
    QFETCH(QString, search);
    QFETCH(QList<int>, expected);
    HistoryQuery query;
    for (const QString &name : players) {
        const std::optional<qint64> id = m_store->players().find(name);
        QVERIFY(id);
        query.filter.players.push_back(*id);
    }
    if (!from.isEmpty())
        query.filter.from = QDate::fromString(from, Qt::ISODate);
    if (!to.isEmpty())
        query.filter.to = QDate::fromString(to, Qt::ISODate);
    if (playerCount)
        query.filter.playerCount = playerCount;
    if (finished >= 0)
        query.filter.finished = finished == 1;
    if (excluded >= 0)
        query.filter.excluded = excluded == 1;
    query.filter.nameSearch = search;
    QList<qint64> want;
    for (int h : expected)
        want << m_h[h];
    int total = -1;
    QCOMPARE(ids(query, &total), want);
    QCOMPARE(total, want.size());
}

void TestHistory::sorts_data()
{
    QTest::addColumn<HistoryColumn>("column");
    QTest::addColumn<bool>("ascending");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("date, newest first") << HistoryColumn::Date << false << QList<int>{5, 2, 1, 3, 4};
    QTest::newRow("date, oldest first") << HistoryColumn::Date << true << QList<int>{4, 3, 1, 2, 5};
    // aki ben chie dai < ben chie émile < chie ben aki < dai ben aki chie < zoë aki 佐藤
    QTest::newRow("players") << HistoryColumn::Players << true << QList<int>{1, 2, 5, 4, 3};
    QTest::newRow("players, descending") << HistoryColumn::Players << false << QList<int>{3, 4, 5, 2, 1};
    // Ties by date, newest first.
    QTest::newRow("player count") << HistoryColumn::PlayerCount << true << QList<int>{5, 2, 3, 1, 4};
    // The first winner: while nothing is scored every player leads, so seat 0.
    QTest::newRow("winner") << HistoryColumn::Winner << true << QList<int>{1, 2, 5, 4, 3};
    QTest::newRow("finished first") << HistoryColumn::Finished << false << QList<int>{5, 4, 2, 1, 3};
    QTest::newRow("excluded first") << HistoryColumn::Excluded << false << QList<int>{5, 2, 1, 3, 4};
    QTest::newRow("rounds played") << HistoryColumn::RoundsPlayed << false << QList<int>{4, 5, 2, 1, 3};
    QTest::newRow("id") << HistoryColumn::Id << true << QList<int>{1, 2, 3, 4, 5};
}

void TestHistory::sorts()
{
    QFETCH(HistoryColumn, column);
    QFETCH(bool, ascending);
    QFETCH(QList<int>, expected);
    HistoryQuery query;
    query.sortColumn = column;
    query.sortOrder = ascending ? Qt::AscendingOrder : Qt::DescendingOrder;
    QList<qint64> want;
    for (int h : expected)
        want << m_h[h];
    QCOMPARE(ids(query), want);
}

void TestHistory::paging()
{
    HistoryQuery query;
    query.limit = 2;
    int total = 0;
    QCOMPARE(ids(query, &total), (QList<qint64>{m_h[5], m_h[2]}));
    QCOMPARE(total, 5);
    query.offset = 2;
    QCOMPARE(ids(query, &total), (QList<qint64>{m_h[1], m_h[3]}));
    QCOMPARE(total, 5);
    query.offset = 4;
    QCOMPARE(ids(query, &total), (QList<qint64>{m_h[4]}));
    query.offset = 6;
    QCOMPARE(ids(query, &total), QList<qint64>{});
    QCOMPARE(total, 5);
    // A filtered page counts the filtered games.
    query.offset = 0;
    query.limit = 1;
    query.filter.finished = false;
    QCOMPARE(ids(query, &total), QList<qint64>{m_h[2]});
    QCOMPARE(total, 3);
}

void TestHistory::rows()
{
    HistoryQuery query;
    query.sortColumn = HistoryColumn::Id;
    query.sortOrder = Qt::AscendingOrder;
    const HistoryPage page = m_store->games().page(query);
    QCOMPARE(page.rows.size(), std::size_t(5));
    const HistoryRow &h1 = page.rows[0];
    QCOMPARE(h1.startedText, QStringLiteral("2026-03-01T10:00:00+09:00"));
    QCOMPARE(h1.started.offsetFromUtc(), 9 * 3600);
    QCOMPARE(h1.started.toUTC(), QDateTime(QDate(2026, 3, 1), QTime(1, 0), Qt::UTC));
    QCOMPARE(h1.playerCount, 4);
    QCOMPARE(h1.roundsPlayed, 0);
    QVERIFY(!h1.finished);
    QCOMPARE(h1.players[0], m_store->players().find(QStringLiteral("Aki")));
    const HistoryRow &h4 = page.rows[3];
    QCOMPARE(h4.seats[0], std::optional<QString>(QStringLiteral("Dai")));
    QCOMPARE(h4.totals, (SeatArray{37, 30, 23, 21}));
    QCOMPARE(h4.winners, std::vector<int>{0});
    QVERIFY(h4.finished);
    QVERIFY(!h4.excluded);
    QCOMPARE(h4.roundsPlayed, 4);
    const HistoryRow &h5 = page.rows[4];
    QCOMPARE(h5.totals, (SeatArray{18, 17, 18, 0}));
    QCOMPARE(h5.winners, (std::vector<int>{0, 2}));
    QCOMPARE(h5.playerCount, 3);
    QVERIFY(!h5.seats[3]);
    QVERIFY(!h5.players[3]);
    QVERIFY(h5.excluded);
    // The same figures in the summaries.
    const std::optional<GameSummary> summary = m_store->games().summary(m_h[5]);
    QCOMPARE(summary->winners, (std::vector<int>{0, 2}));
    QCOMPARE(summary->totals, h5.totals);
    QCOMPARE(summary->startedText, QStringLiteral("2026-03-02T08:00:00+09:00"));
}

void TestHistory::startedValues_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("offset") << QByteArray("\"2026-11-21T19:30:00+09:00\"") << true;
    QTest::newRow("Z") << QByteArray("\"2026-11-21T10:30:00Z\"") << true;
    QTest::newRow("lower case t and z") << QByteArray("\"2026-11-21t10:30:00z\"") << true;
    QTest::newRow("fraction") << QByteArray("\"2026-11-21T19:30:00.123456-03:30\"") << true;
    QTest::newRow("unknown offset") << QByteArray("\"2026-11-21T19:30:00-00:00\"") << true;
    QTest::newRow("29 February 2028") << QByteArray("\"2028-02-29T00:00:00Z\"") << true;
    QTest::newRow("no seconds") << QByteArray("\"2026-11-21T19:30+09:00\"") << false;
    QTest::newRow("no offset") << QByteArray("\"2026-11-21T19:30:00\"") << false;
    QTest::newRow("space") << QByteArray("\"2026-11-21 19:30:00+09:00\"") << false;
    QTest::newRow("date only") << QByteArray("\"2026-11-21\"") << false;
    QTest::newRow("30 February") << QByteArray("\"2026-02-30T10:00:00Z\"") << false;
    QTest::newRow("hour 24") << QByteArray("\"2026-11-21T24:00:00Z\"") << false;
    QTest::newRow("leap second") << QByteArray("\"2026-12-31T23:59:60Z\"") << false;
    QTest::newRow("offset hour 24") << QByteArray("\"2026-11-21T19:30:00+24:00\"") << false;
    QTest::newRow("short offset") << QByteArray("\"2026-11-21T19:30:00+0900\"") << false;
    QTest::newRow("empty fraction") << QByteArray("\"2026-11-21T19:30:00.Z\"") << false;
    QTest::newRow("other digits") << QByteArray("\"２０２６-11-21T19:30:00Z\"") << false;
    QTest::newRow("number") << QByteArray("1763721000") << false;
    QTest::newRow("null") << QByteArray("null") << false;
}

void TestHistory::startedValues()
{
    QFETCH(QByteArray, value);
    QFETCH(bool, accepted);
    const QByteArray json = R"({"format": "tornei-record", "version": 1, "seats": ["A", "B", "C", "D"],)"
                            R"( "firstDealer": 0, "started": )" +
                            value + R"(, "rounds": []})";
    RecordError error;
    const std::optional<Record> record = RecordFormat::read(json, &error);
    QCOMPARE(record.has_value(), accepted);
    if (accepted) {
        QCOMPARE(record->started, std::optional<QString>(QString::fromUtf8(value.mid(1, value.size() - 2))));
        // Written back exactly as it was.
        QVERIFY(RecordFormat::write(*record).contains("\"started\": " + value));
    } else {
        QCOMPARE(error.path, QStringLiteral("started"));
    }
}

void TestHistory::startedRoundTrip()
{
    m_store->close();
    const QString db = m_dir->filePath(QStringLiteral("cli.sqlite"));
    const QString dated = m_dir->filePath(QStringLiteral("dated.json"));
    const QString undated = m_dir->filePath(QStringLiteral("undated.json"));
    QByteArray text = readAll(QStringLiteral(TORNEI_TEST_DATA "/examples/0005-legal-complete.json"));
    QVERIFY(!text.contains("\"started\""));
    QVERIFY(writeAll(undated, text));
    QByteArray datedText = text;
    datedText.replace("\"firstDealer\": 2,", "\"firstDealer\": 2, \"started\": \"2025-06-01T18:05:09.5+02:00\",");
    QVERIFY(datedText.contains("started"));
    QVERIFY(writeAll(dated, datedText));
    const QStringList withDb{QStringLiteral("--db"), db};

    // With a date: kept as written; the same game on another date is another game.
    QCOMPARE(runCli(withDb + QStringList{QStringLiteral("import"), dated}), 0);
    QCOMPARE(runCli(withDb + QStringList{QStringLiteral("import"), dated}), 1);
    const QString out1 = m_dir->filePath(QStringLiteral("out1.json"));
    QCOMPARE(runCli(withDb + QStringList{QStringLiteral("export"), QStringLiteral("1"), out1}), 0);
    RecordError error;
    QVERIFY(*RecordFormat::read(readAll(out1), &error) == *RecordFormat::read(datedText, &error));
    QVERIFY(readAll(out1).contains("\"started\": \"2025-06-01T18:05:09.5+02:00\""));

    // Without: dated by the import; importing the same file again is refused.
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    QCOMPARE(runCli(withDb + QStringList{QStringLiteral("import"), undated}), 0);
    const QDateTime after = QDateTime::currentDateTimeUtc().addSecs(1);
    QCOMPARE(runCli(withDb + QStringList{QStringLiteral("import"), undated}), 1);
    const QString out2 = m_dir->filePath(QStringLiteral("out2.json"));
    QCOMPARE(runCli(withDb + QStringList{QStringLiteral("export"), QStringLiteral("2"), out2}), 0);
    const std::optional<Record> exported = RecordFormat::read(readAll(out2), &error);
    QVERIFY(exported && exported->started);
    const QDateTime importedAt = *RecordFormat::parseStarted(*exported->started);
    QVERIFY(importedAt >= before && importedAt <= after);
    // The exported (dated) record is the stored game too.
    QCOMPARE(runCli(withDb + QStringList{QStringLiteral("import"), out2}), 1);

    // games --json shows it.
    QByteArray listing;
    QCOMPARE(runCli(withDb + QStringList{QStringLiteral("games"), QStringLiteral("--json")}, &listing), 0);
    JsonParseError parseError;
    const JsonValue games = parseJson(listing, &parseError);
    QVERIFY(parseError.ok());
    QCOMPARE(games.items().size(), std::size_t(2));
    QStringList started;
    for (const JsonValue &game : games.items())
        started << game.find(QStringLiteral("started"))->toString();
    QVERIFY(started.contains(QStringLiteral("2025-06-01T18:05:09.5+02:00")));
    QVERIFY(started.contains(*exported->started));

    // A bad date is an input error with its JSON path; nothing is stored.
    const QString bad = m_dir->filePath(QStringLiteral("bad.json"));
    QByteArray badText = text;
    badText.replace("\"firstDealer\": 2,", "\"firstDealer\": 2, \"started\": \"yesterday\",");
    QVERIFY(writeAll(bad, badText));
    QByteArray err;
    QCOMPARE(runCli(withDb + QStringList{QStringLiteral("import"), bad}, nullptr, &err), 2);
    QVERIFY2(err.startsWith("started: "), err.constData());
}

// The JSON of `games`, built by the model.
void TestHistory::gamesJson()
{
    StoreError error;
    const std::vector<GameSummary> games = m_store->games().all(&error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    const JsonValue json = StoreReports::gamesJson(games);
    QCOMPARE(json.items().size(), std::size_t(5));
    const auto find = [&](qint64 id) -> const JsonValue * {
        for (const JsonValue &game : json.items()) {
            if (game.find(QStringLiteral("id"))->toInteger() == id)
                return &game;
        }
        return nullptr;
    };
    const auto utc = [](const QDateTime &t) { return t.toUTC().toString(Qt::ISODate).toUtf8(); };
    const GameSummary &h5 = *std::find_if(games.begin(), games.end(), [&](const GameSummary &g) { return g.id == m_h[5]; });
    const Record h5Record = *m_store->records().load(m_h[5]);
    // 0015 as Chie Ben Aki and the dummy: 18 17 18, a shared win, finished, left out of the statistics.
    const QByteArray want = "{\"id\":" + QByteArray::number(m_h[5]) + ",\"created\":\"" + utc(h5.created)
                            + "\",\"started\":\"2026-03-02T08:00:00+09:00\",\"updated\":\"" + utc(h5.updated)
                            + "\",\"seats\":[\"Chie\",\"Ben\",\"Aki\",null],\"firstDealer\":"
                            + QByteArray::number(h5Record.firstDealer) + ",\"roundsPlayed\":"
                            + QByteArray::number(h5Record.rounds.size())
                            + ",\"totals\":[18,17,18,null],\"winners\":[0,2],\"finished\":true,"
                              "\"excludedFromStatistics\":true}";
    QVERIFY(find(m_h[5]));
    QCOMPARE(find(m_h[5])->serialize(-1), want);
    // A game without a card: not finished, counted, four zeros.
    const JsonValue *h1 = find(m_h[1]);
    QVERIFY(h1);
    QCOMPARE(h1->find(QStringLiteral("started"))->toString(), QStringLiteral("2026-03-01T10:00:00+09:00"));
    QCOMPARE(h1->find(QStringLiteral("roundsPlayed"))->toInteger(), qint64(0));
    QCOMPARE(h1->find(QStringLiteral("totals"))->serialize(-1), QByteArray("[0,0,0,0]"));
    QCOMPARE(h1->find(QStringLiteral("finished"))->serialize(-1), QByteArray("false"));
    QCOMPARE(h1->find(QStringLiteral("excludedFromStatistics"))->serialize(-1), QByteArray("false"));
    QCOMPARE(StoreReports::gamesJson({}).serialize(2), QByteArray("[]"));
}

// One way to write a game's record file, for the game end, the history and
// `tornei-cli export`.
void TestHistory::recordFile()
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

void TestHistory::csv()
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
    QCOMPARE(rows[0].size(), 21);
    QCOMPARE(rows[0], (QStringList{"Date", "Game", "Finished", "Excluded", "Round", "Complete round", "Dealer",
                                   "Player", "Seat", "Tricks won", "Predicted 1st", "Predicted 2nd", "Predicted 3rd",
                                   "Predicted 4th", "Correct 1st", "Correct 2nd", "Correct 3rd", "Correct 4th",
                                   "Zero-trick bonus", "Round score", "Game total"}));
    // Round 1 of 0003: scores 13 12 11 7, tricks 2 1 4 0, seat 0 correct 1 1 2 0.
    QCOMPARE(rows[1], (QStringList{QStringLiteral("2026-04-01T20:00:00+09:00"), QString::number(*game), "1", "0", "1",
                                   "1", QStringLiteral("佐藤"), QStringLiteral("佐藤"), "1", "2", "1", "2", "2", "2", "1", "1", "2",
                                   "0", "0", "13", "37"}));
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
void TestHistory::xlsx()
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
    QVERIFY2(all.contains(QStringLiteral("<dimension ref=\"A1:U%1\"/>").arg(1 + 16 + 9 + 16)), qPrintable(all.left(300)));
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

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
