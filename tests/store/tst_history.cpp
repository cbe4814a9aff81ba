// The history query (filters, sorts, paging, counts), dated games through
// import, export and `tornei-cli games --json`.
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

class TestHistory : public QObject, public HistoryGames
{
    Q_OBJECT

private slots:
    void init() { create(); }
    void cleanup() { destroy(); }
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

private:
    QList<qint64> ids(const HistoryQuery &query, int *total = nullptr);
};

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

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
