// A club night's page, served by `tornei-cli club serve --http` against a
// server of the test's own: the snapshot equals what `event seat` and
// `event standings` print, a table's game under way comes from the record
// the club holds, the page's headers forbid anything but its own files, a
// token that opens no event is 404 (a renewed one too), anything but GET
// 405, an oversized request and too many connections from one address are
// refused, and a WebSocket pushes the night again when a game comes.
#include "clubnight.h"
#include "pagephone.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <QWebSocket>

using namespace tornei;
using namespace tornei::testing;

namespace {

QJsonObject json(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

// What a raw connection gets back for `bytes` before it is closed (at most a few seconds).
QByteArray rawAnswer(quint16 port, const QByteArray &bytes)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(10000))
        return "not connected";
    socket.write(bytes);
    QByteArray got;
    QDeadlineTimer deadline(20000);
    while (!deadline.hasExpired() && socket.state() == QAbstractSocket::ConnectedState) {
        socket.waitForReadyRead(100);
        got += socket.readAll();
        if (got.contains("\r\n\r\n"))
            break;
    }
    return got + socket.readAll();
}

} // namespace

class TestClubPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theSnapshotIsWhatTheCliShows();
    void aGameUnderWayComesFromItsRecord();
    void thePageIsItsOwnFilesOnly();
    void onlyADirectorReadsTheToken();
    void wrongTokensAndMethodsAreRefused();
    void oversizedRequestsAreRefused();
    void oneAddressCannotTakeEveryConnection();
    void aChangeIsPushed();
    void aRenewedTokenEndsTheOldAddress();

private:
    QString cliJson(const QStringList &args)
    {
        const CliRun run = m_night.cli(QStringLiteral("table1"), args);
        return QString::fromUtf8(QJsonDocument::fromJson(run.out.toUtf8()).toJson(QJsonDocument::Compact));
    }

    ClubNightFixture m_night;
    QString m_url;
};

void TestClubPage::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QString why;
    QVERIFY2(m_night.start(&why, 4), qPrintable(why));
    m_url = m_night.pageUrl();
    QVERIFY2(m_url.startsWith(QStringLiteral("http://127.0.0.1:%1/night/").arg(m_night.port)), qPrintable(m_url));
    QVERIFY(m_url.endsWith(QLatin1Char('/')));
    // 128 bits or more, as hex.
    QVERIFY(QRegularExpression(QStringLiteral("/night/[0-9a-f]{32,}/$")).match(m_url).hasMatch());
}

void TestClubPage::theSnapshotIsWhatTheCliShows()
{
    const PageAnswer answer = pageRequest("GET", m_url + QStringLiteral("snapshot.json"));
    QCOMPARE(answer.status, 200);
    QVERIFY(answer.header("Content-Type").startsWith("application/json"));
    const QJsonObject snapshot = json(answer.body);
    QCOMPARE(snapshot.value(QStringLiteral("round")).toInt(), 1);
    const QJsonObject event = snapshot.value(QStringLiteral("event")).toObject();
    QCOMPARE(event.value(QStringLiteral("name")).toString(), QStringLiteral("Friday <i>night</i>"));
    QCOMPARE(event.value(QStringLiteral("closed")).toBool(), false);
    const auto compact = [](const QJsonValue &value) {
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    };
    QCOMPARE(compact(snapshot.value(QStringLiteral("seating"))),
             cliJson({QStringLiteral("event"), QStringLiteral("seat"), QStringLiteral("1"), QStringLiteral("--round"),
                      QStringLiteral("1"), QStringLiteral("--json")}));
    QCOMPARE(
        compact(snapshot.value(QStringLiteral("standings"))),
        cliJson({QStringLiteral("event"), QStringLiteral("standings"), QStringLiteral("1"), QStringLiteral("--json")}));
    // The markup in a name is data: a string in the JSON, as given.
    QCOMPARE(snapshot.value(QStringLiteral("seating"))
                 .toObject()
                 .value(QStringLiteral("tables"))
                 .toArray()[0]
                 .toObject()
                 .value(QStringLiteral("seats"))
                 .toArray()[1]
                 .toString(),
             QStringLiteral("<b>Ben</b>"));
    // Table 1's finished game among the night's results: Aki 37, Ben 30, Cho 23, Dai 21.
    const QJsonArray results = snapshot.value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), 1);
    const QJsonObject result = results[0].toObject();
    QCOMPARE(result.value(QStringLiteral("table")).toInt(), 1);
    QCOMPARE(result.value(QStringLiteral("totals")).toArray(), (QJsonArray{37, 30, 23, 21}));
    QCOMPARE(result.value(QStringLiteral("winners")).toArray(), QJsonArray{0});
    QCOMPARE(result.value(QStringLiteral("seats")).toArray()[1].toString(), QStringLiteral("<b>Ben</b>"));
}

void TestClubPage::aGameUnderWayComesFromItsRecord()
{
    const QJsonObject snapshot = json(pageRequest("GET", m_url + QStringLiteral("snapshot.json")).body);
    const QJsonArray tables = snapshot.value(QStringLiteral("tables")).toArray();
    QCOMPARE(tables.size(), 2);
    const QJsonObject one = tables[0].toObject();
    QCOMPARE(one.value(QStringLiteral("attached")).toBool(), true);
    QCOMPARE(one.value(QStringLiteral("game")).toObject().value(QStringLiteral("finished")).toBool(), true);
    QCOMPARE(one.value(QStringLiteral("game")).toObject().value(QStringLiteral("totals")).toArray(),
             (QJsonArray{37, 30, 23, 21}));
    QCOMPARE(one.value(QStringLiteral("game")).toObject().value(QStringLiteral("leaders")).toArray(), QJsonArray{0});

    // Table 2's game as its laptop synced it, not attached yet: three tricks into round 1 (the
    // example's own figures: Emi 2, Fumi 2, Gen 3), the dummy at seat 0 having played S7, C5, W10.
    const QJsonObject two = tables[1].toObject();
    QCOMPARE(two.value(QStringLiteral("attached")).toBool(), false);
    const QJsonObject game = two.value(QStringLiteral("game")).toObject();
    QCOMPARE(game.value(QStringLiteral("finished")).toBool(), false);
    QCOMPARE(game.value(QStringLiteral("players")).toInt(), 3);
    QCOMPARE(game.value(QStringLiteral("dummySeat")).toInt(), 0);
    QCOMPARE(game.value(QStringLiteral("totals")).toArray(), (QJsonArray{QJsonValue::Null, 2, 2, 3}));
    QCOMPARE(game.value(QStringLiteral("leaders")).toArray(), QJsonArray{3});
    const QJsonArray rounds = game.value(QStringLiteral("rounds")).toArray();
    QCOMPARE(rounds.size(), 1);
    QCOMPARE(rounds[0].toObject().value(QStringLiteral("complete")).toBool(), false);
    QCOMPARE(rounds[0].toObject().value(QStringLiteral("tricks")).toInt(), 2);
    const QJsonObject current = game.value(QStringLiteral("current")).toObject();
    QCOMPARE(current.value(QStringLiteral("round")).toInt(), 1);
    QCOMPARE(current.value(QStringLiteral("trick")).toInt(), 3);
    const QJsonObject dummy = current.value(QStringLiteral("dummy")).toObject();
    QCOMPARE(dummy.value(QStringLiteral("layout")).toArray(), (QJsonArray{"S6", "C1", "C6", "S7", "C5", "F13", "W10"}));
    QStringList remaining;
    for (const QJsonValue &card : dummy.value(QStringLiteral("remaining")).toArray())
        remaining << card.toString();
    remaining.sort();
    QCOMPARE(remaining, (QStringList{"C1", "C6", "F13", "S6"}));
}

void TestClubPage::thePageIsItsOwnFilesOnly()
{
    const PageAnswer page = pageRequest("GET", m_url);
    QCOMPARE(page.status, 200);
    QVERIFY(page.header("Content-Type").startsWith("text/html"));
    const QByteArray policy = page.header("Content-Security-Policy");
    QVERIFY2(policy.startsWith("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
                               "img-src 'self' data:"),
             policy.constData());
    QCOMPARE(page.header("X-Content-Type-Options"), QByteArray("nosniff"));
    QCOMPARE(page.header("Referrer-Policy"), QByteArray("no-referrer"));
    // The page holds no data: names come only as JSON, set as text by its script.
    QVERIFY(!page.body.contains("Ben"));
    QVERIFY(!page.body.contains("http://") && !page.body.contains("https://") && !page.body.contains("//cdn"));
    QVERIFY(!page.body.contains("<script>")); // no inline script: the policy would refuse it anyway
    for (const char *file : {"night.js", "game.js", "live.js", "strings.js", "page.css"}) {
        const PageAnswer answer = pageRequest("GET", m_url + QLatin1String(file));
        QCOMPARE(answer.status, 200);
        QVERIFY(!answer.header("Content-Security-Policy").isEmpty());
        QVERIFY2(!answer.body.contains("innerHTML"), file);
        QVERIFY2(!answer.body.contains("http://") && !answer.body.contains("https://"), file);
    }
}

void TestClubPage::onlyADirectorReadsTheToken()
{
    const CliRun table =
        m_night.cli(QStringLiteral("table1"), {QStringLiteral("event"), QStringLiteral("page"), QStringLiteral("1")});
    QCOMPARE(table.exitCode, 1);
    QVERIFY2(table.err.contains(QStringLiteral("event_page")), qPrintable(table.err));
    // Not even by hand: a table's login cannot read the tokens, nor write them.
    QVERIFY(m_night.sql(QStringLiteral("SELECT token FROM tornei_club.event_pages"), QStringLiteral("table1"))
                .contains(QStringLiteral("permission denied")));
    QVERIFY(m_night.sql(QStringLiteral("SELECT token FROM tornei_club.event_pages"), QStringLiteral("director"))
                .contains(QStringLiteral("permission denied")));
    QVERIFY(m_night
                .sql(QStringLiteral("UPDATE tornei_club.event_pages SET token = repeat('0', 32)"),
                     QStringLiteral("director"))
                .contains(QStringLiteral("permission denied")));
    // The same token again for the director, until renewed.
    QCOMPARE(m_night.pageUrl(), m_url);
}

void TestClubPage::wrongTokensAndMethodsAreRefused()
{
    const QString base = QStringLiteral("http://127.0.0.1:%1").arg(m_night.port);
    const QString wrong = base + QStringLiteral("/night/%1/").arg(QString(32, QLatin1Char('0')));
    QCOMPARE(pageRequest("GET", wrong).status, 404);
    QCOMPARE(pageRequest("GET", wrong + QStringLiteral("snapshot.json")).status, 404);
    QCOMPARE(pageRequest("GET", base + QStringLiteral("/night/'%20OR%201=1/")).status, 404);
    QCOMPARE(pageRequest("GET", base + QStringLiteral("/")).status, 404);
    QCOMPARE(pageRequest("GET", m_url + QStringLiteral("../../etc/passwd")).status, 404);
    const PageAnswer post = pageRequest("POST", m_url + QStringLiteral("snapshot.json"));
    QCOMPARE(post.status, 405);
    QVERIFY(!post.header("Content-Security-Policy").isEmpty());
    QCOMPARE(pageRequest("POST", m_url).status, 405);
    QCOMPARE(pageRequest("DELETE", m_url).status, 405);
    QCOMPARE(pageRequest("PUT", base + QStringLiteral("/elsewhere")).status, 405);
}

void TestClubPage::oversizedRequestsAreRefused()
{
    const QByteArray path = QUrl(m_url).path().toUtf8();
    const QByteArray small = rawAnswer(m_night.port, "GET " + path + " HTTP/1.1\r\nHost: x\r\n\r\n");
    QVERIFY2(small.startsWith("HTTP/1.1 200"), small.constData());
    const QByteArray huge = rawAnswer(
        m_night.port, "GET " + path + " HTTP/1.1\r\nHost: x\r\nX-Junk: " + QByteArray(64 * 1024, 'a') + "\r\n\r\n");
    QVERIFY2(!huge.contains("200"), huge.left(200).constData());
    // A body, with a method that is refused anyway, is no way round it.
    const QByteArray body =
        rawAnswer(m_night.port, "POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Length: 65536\r\n\r\n" +
                                    QByteArray(64 * 1024, 'a'));
    QVERIFY2(!body.contains("200"), body.left(200).constData());
    // And the page still answers.
    QCOMPARE(pageRequest("GET", m_url).status, 200);
}

void TestClubPage::oneAddressCannotTakeEveryConnection()
{
    // The service runs with --http-per-address 4: four idle connections from here, then a fifth is closed at once.
    std::vector<std::unique_ptr<QTcpSocket>> held;
    for (int i = 0; i < 4; ++i) {
        held.push_back(std::make_unique<QTcpSocket>());
        held.back()->connectToHost(QHostAddress::LocalHost, m_night.port);
        QVERIFY(held.back()->waitForConnected(10000));
    }
    // Refused once the server has accepted the four, which a loaded machine may take a while to do.
    const QByteArray path = QUrl(m_url).path().toUtf8();
    QByteArray refused;
    for (QDeadlineTimer accepted(10000);; QTest::qWait(100)) {
        refused = rawAnswer(m_night.port, "GET " + path + " HTTP/1.1\r\nHost: x\r\n\r\n");
        if (!refused.startsWith("HTTP/1.1 200") || accepted.hasExpired())
            break;
    }
    QVERIFY2(!refused.startsWith("HTTP/1.1 200"), refused.constData());
    held.clear();
    // Once they are gone, the page answers again (the server notices the closed sockets).
    QDeadlineTimer deadline(30000);
    int status = 0;
    while (!deadline.hasExpired() && status != 200) {
        status = pageRequest("GET", m_url).status;
        if (status != 200)
            QTest::qWait(100);
    }
    QCOMPARE(status, 200);
}

void TestClubPage::aChangeIsPushed()
{
    QString ws = m_url;
    ws.replace(QStringLiteral("http://"), QStringLiteral("ws://"));
    QWebSocket socket;
    QList<QString> messages;
    connect(&socket, &QWebSocket::textMessageReceived, this, [&](const QString &text) { messages << text; });
    socket.open(QUrl(ws + QStringLiteral("live")));
    QTRY_COMPARE_WITH_TIMEOUT(messages.size(), 1, 30000);
    QCOMPARE(json(messages[0].toUtf8()).value(QStringLiteral("round")).toInt(), 1);

    // Table 2 finishes a game (another of three, attached): the page hears of it without asking.
    const CliRun done = m_night.cli(
        QStringLiteral("table2"),
        {QStringLiteral("import"), QStringLiteral("--event"), QStringLiteral("1"), QStringLiteral("--round"),
         QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("2"),
         m_night.file(ClubNightFixture::example("0005-legal-complete.json", {m_night.players[4], m_night.players[5],
                                                                             m_night.players[6], QString()}),
                      QStringLiteral("pushed"))});
    QCOMPARE(done.exitCode, 1); // its seats are not the table's: refused, nothing sent
    const CliRun sent = m_night.cli(
        QStringLiteral("table2"),
        {QStringLiteral("import"), QStringLiteral("--event"), QStringLiteral("1"), QStringLiteral("--round"),
         QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("2"),
         m_night.file(ClubNightFixture::example("0011-legal-complete.json", {QString(), m_night.players[4],
                                                                             m_night.players[5], m_night.players[6]}),
                      QStringLiteral("pushed2"))});
    QVERIFY2(sent.exitCode == 0, qPrintable(sent.out + sent.err));
    // The game is derived, then attached to its table in a step of its own: a page may show the one
    // before the other, and comes to both.
    const auto attached = [&] {
        if (messages.isEmpty())
            return false;
        const QJsonObject night = json(messages.last().toUtf8());
        return night.value(QStringLiteral("results")).toArray().size() == 2 &&
               night.value(QStringLiteral("tables")).toArray()[1].toObject().value(QStringLiteral("attached")).toBool();
    };
    QTRY_VERIFY_WITH_TIMEOUT(attached(), 30000);
    const QJsonObject last = json(messages.last().toUtf8());
    // And the standings pushed are the CLI's.
    QCOMPARE(
        QString::fromUtf8(
            QJsonDocument(last.value(QStringLiteral("standings")).toObject()).toJson(QJsonDocument::Compact)),
        cliJson({QStringLiteral("event"), QStringLiteral("standings"), QStringLiteral("1"), QStringLiteral("--json")}));
    socket.close();

    // A WebSocket with a token that opens nothing is closed.
    QWebSocket stranger;
    QSignalSpy closed(&stranger, &QWebSocket::disconnected);
    stranger.open(
        QUrl(QStringLiteral("ws://127.0.0.1:%1/night/%2/live").arg(m_night.port).arg(QString(32, QLatin1Char('1')))));
    QVERIFY(closed.wait(30000));
}

void TestClubPage::aRenewedTokenEndsTheOldAddress()
{
    QString ws = m_url;
    ws.replace(QStringLiteral("http://"), QStringLiteral("ws://"));
    QWebSocket socket;
    QSignalSpy opened(&socket, &QWebSocket::connected);
    QSignalSpy closed(&socket, &QWebSocket::disconnected);
    socket.open(QUrl(ws + QStringLiteral("live")));
    QVERIFY(opened.wait(30000));

    const QString renewed = m_night.pageUrl(true);
    QVERIFY(!renewed.isEmpty());
    QVERIFY(renewed != m_url);
    QCOMPARE(pageRequest("GET", m_url).status, 404);
    QCOMPARE(pageRequest("GET", renewed).status, 200);
    // The phones on the old address are told to go.
    QVERIFY(closed.count() > 0 || closed.wait(30000));
    const QString audit = m_night.sql(QStringLiteral("SELECT string_agg(action || ' ' || reason, ',' ORDER BY id)"
                                                     " FROM tornei_club.event_audit WHERE action = 'page'"));
    QCOMPARE(audit, QStringLiteral("page made,page renewed"));
    m_url = renewed;
}

QTEST_GUILESS_MAIN(TestClubPage)
#include "tst_clubpage.moc"
