// The limits that keep one phone (or a stranger) from taking a page from the
// others: connections in all and from one address, a request's size and the
// time it may take to arrive, each tried against a PageServer with small
// limits; then the defaults (512 in all, 32 from one address, 10 s) against
// `tornei-cli share`, with connections from 17 loopback addresses.
#include "pageserver.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <vector>

using namespace tornei;

namespace {

constexpr qint64 ThePage = 7;

std::unique_ptr<PageServer> server(const PageServer::Limits &limits)
{
    auto pages = std::make_unique<PageServer>(
        QStringLiteral("p"), std::map<QString, PageServer::File>{},
        [](const QString &token) { return token == QLatin1String("key") ? ThePage : 0; },
        [](qint64) { return QByteArray("{\"shown\":true}"); });
    pages->setLimits(limits);
    QString why;
    if (!pages->listen(QHostAddress::LocalHost, 0, &why))
        return nullptr;
    return pages;
}

// A connection from `from`, connected (the event loop runs meanwhile, so an in-process server accepts it).
std::unique_ptr<QTcpSocket> connectFrom(const QString &from, quint16 port)
{
    auto socket = std::make_unique<QTcpSocket>();
    if (!socket->bind(QHostAddress(from), 0))
        return nullptr;
    socket->connectToHost(QHostAddress::LocalHost, port);
    QDeadlineTimer deadline(10000);
    while ((socket->state() == QAbstractSocket::HostLookupState ||
            socket->state() == QAbstractSocket::ConnectingState || socket->state() == QAbstractSocket::BoundState) &&
           !deadline.hasExpired())
        QTest::qWait(1);
    return socket->state() == QAbstractSocket::ConnectedState ? std::move(socket) : nullptr;
}

const QByteArray Request = "GET /p/key/snapshot.json HTTP/1.1\r\nHost: x\r\n\r\n";

// What `socket` gets back for `bytes`: the answer (a JSON body), or "" when it is closed (within 20 s) without one.
QByteArray answer(QTcpSocket &socket, const QByteArray &bytes)
{
    socket.write(bytes);
    QByteArray got;
    QDeadlineTimer deadline(20000);
    while (!deadline.hasExpired() && socket.state() == QAbstractSocket::ConnectedState &&
           !(got.contains("\r\n\r\n") && got.endsWith('}'))) {
        QTest::qWait(5);
        got += socket.readAll();
    }
    return got + socket.readAll();
}

// Whether `socket` is closed by the other side within `ms` (the event loop runs meanwhile).
bool closedWithin(QTcpSocket &socket, int ms)
{
    QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired() && socket.state() == QAbstractSocket::ConnectedState)
        QTest::qWait(5);
    return socket.state() != QAbstractSocket::ConnectedState;
}

} // namespace

class TestPageServer : public QObject
{
    Q_OBJECT

private slots:
    void connectionsInAllAreLimited();
    void oneAddressIsLimited();
    void aSlowRequestIsDropped();
    void anOversizedRequestIsDropped();
    void anIdleConnectionIsDropped();
    void aLivePageThatSendsIsDropped();
    void theDefaultsHoldAgainstTheSharedPage();
};

void TestPageServer::connectionsInAllAreLimited()
{
    PageServer::Limits limits;
    limits.connections = 4;
    limits.perAddress = 0;
    const auto pages = server(limits);
    QVERIFY(pages);
    std::vector<std::unique_ptr<QTcpSocket>> held;
    for (int i = 0; i < 4; ++i) {
        held.push_back(connectFrom(QStringLiteral("127.0.0.1"), pages->port()));
        QVERIFY(held.back());
    }
    // The fifth is closed at once, unanswered.
    auto fifth = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    if (fifth)
        QVERIFY(answer(*fifth, Request).isEmpty());
    // One of the four answered, then closed by its phone: room for another.
    QVERIFY(answer(*held[0], Request).contains("200 OK"));
    held[0]->disconnectFromHost();
    held[0].reset();
    QTest::qWait(50);
    auto again = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    QVERIFY(again);
    QVERIFY(answer(*again, Request).contains("{\"shown\":true}"));
}

void TestPageServer::oneAddressIsLimited()
{
    PageServer::Limits limits;
    limits.perAddress = 2;
    const auto pages = server(limits);
    QVERIFY(pages);
    auto a = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    auto b = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    QVERIFY(a && b);
    auto third = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    if (third)
        QVERIFY(answer(*third, Request).isEmpty());
    // Another phone (another address) is served all the same.
    auto other = connectFrom(QStringLiteral("127.0.0.2"), pages->port());
    QVERIFY(other);
    QVERIFY(answer(*other, Request).contains("200 OK"));
}

void TestPageServer::aSlowRequestIsDropped()
{
    PageServer::Limits limits;
    limits.requestMilliseconds = 300;
    const auto pages = server(limits);
    QVERIFY(pages);
    // Half a request, then nothing: dropped once its time is up (checked every second).
    auto slow = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    QVERIFY(slow);
    slow->write("GET /p/key/snapshot.json HTTP/1.1\r\nHo");
    QVERIFY(closedWithin(*slow, 10000));
    // Meanwhile a whole request is answered.
    auto quick = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    QVERIFY(quick);
    QVERIFY(answer(*quick, Request).contains("200 OK"));
}

void TestPageServer::anOversizedRequestIsDropped()
{
    PageServer::Limits limits;
    limits.requestBytes = 1024;
    const auto pages = server(limits);
    QVERIFY(pages);
    auto huge = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    QVERIFY(huge);
    const QByteArray request =
        "GET /p/key/snapshot.json HTTP/1.1\r\nHost: x\r\nX-Pad: " + QByteArray(4096, 'a') + "\r\n\r\n";
    QVERIFY(!answer(*huge, request).contains("200 OK"));
    QVERIFY(closedWithin(*huge, 10000));
    auto small = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    QVERIFY(small);
    QVERIFY(answer(*small, Request).contains("200 OK"));
}

void TestPageServer::anIdleConnectionIsDropped()
{
    PageServer::Limits limits;
    limits.idleMilliseconds = 500;
    const auto pages = server(limits);
    QVERIFY(pages);
    // Nothing sent: dropped once its time is up (checked every second), as one left idle after its answer.
    auto idle = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    QVERIFY(idle);
    QVERIFY(closedWithin(*idle, 10000));
    auto answered = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    QVERIFY(answered);
    QVERIFY(answer(*answered, Request).contains("200 OK"));
    QVERIFY(closedWithin(*answered, 10000));
}

// A live page only listens: one that pings again and again (each ping answered with a pong the
// server holds until it is read) is closed before the pongs fill the memory.
void TestPageServer::aLivePageThatSendsIsDropped()
{
    const auto pages = server(PageServer::Limits{});
    QVERIFY(pages);
    auto live = connectFrom(QStringLiteral("127.0.0.1"), pages->port());
    QVERIFY(live);
    live->setReadBufferSize(4096);
    live->setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, 4096);
    live->write("GET /p/key/live HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
    QByteArray got;
    QDeadlineTimer deadline(10000);
    while (!got.contains("\r\n\r\n") && !deadline.hasExpired() && live->state() == QAbstractSocket::ConnectedState) {
        QTest::qWait(5);
        got += live->read(4096);
    }
    QVERIFY2(got.startsWith("HTTP/1.1 101"), got.constData());
    // Masked pings of 125 bytes, under the size any one frame may have, never reading the pongs:
    // 5 MB of them.
    QByteArray ping("\x89\xfd\x01\x02\x03\x04");
    for (int i = 0; i < 125; ++i)
        ping += static_cast<char>('a' ^ "\x01\x02\x03\x04"[i % 4]);
    for (int i = 0; i < 40000 && live->state() == QAbstractSocket::ConnectedState; ++i) {
        live->write(ping);
        if (i % 100 == 0)
            QTest::qWait(1);
    }
    QVERIFY(closedWithin(*live, 10000));
}

void TestPageServer::theDefaultsHoldAgainstTheSharedPage()
{
    QTemporaryDir dir;
    QProcess share;
    share.start(QStringLiteral(TORNEI_CLI),
                {QStringLiteral("--db"), dir.filePath(QStringLiteral("t.sqlite")), QStringLiteral("share"),
                 QStringLiteral("--http"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--json")});
    QVERIFY(share.waitForStarted(30000));
    QDeadlineTimer deadline(60000);
    while (!share.canReadLine() && !deadline.hasExpired() && share.state() == QProcess::Running)
        share.waitForReadyRead(100);
    const QUrl url(QJsonDocument::fromJson(share.readLine()).object().value(QStringLiteral("url")).toString());
    QVERIFY(url.isValid());
    const quint16 port = static_cast<quint16>(url.port());
    const QByteArray request = "GET " + url.path().toUtf8() + "snapshot.json HTTP/1.1\r\nHost: x\r\n\r\n";

    // 32 from one address: the 33rd is closed unanswered.
    std::vector<std::unique_ptr<QTcpSocket>> held;
    const auto fill = [&](const QString &from, int count) {
        for (int i = 0; i < count; ++i) {
            auto socket = connectFrom(from, port);
            if (!socket)
                return false;
            held.push_back(std::move(socket));
        }
        return true;
    };
    QVERIFY(fill(QStringLiteral("127.0.0.1"), 32));
    if (auto extra = connectFrom(QStringLiteral("127.0.0.1"), port))
        QVERIFY(answer(*extra, request).isEmpty());
    // 512 in all, from 16 addresses: the 513th, from a 17th address, is closed unanswered too.
    for (int a = 2; a <= 16; ++a)
        QVERIFY(fill(QStringLiteral("127.0.0.%1").arg(a), 32));
    QCOMPARE(held.size(), std::size_t(512));
    if (auto extra = connectFrom(QStringLiteral("127.0.0.17"), port))
        QVERIFY(answer(*extra, request).isEmpty());
    // Every one held is served still.
    QVERIFY(answer(*held[5], request).contains("200 OK"));
    QVERIFY(answer(*held[500], request).contains("200 OK"));
    // Half a request from one of them: dropped after 10 s, not before 5.
    QElapsedTimer waited;
    waited.start();
    held[7]->write("GET / HTTP/1.1\r\nHo");
    QVERIFY(closedWithin(*held[7], 30000));
    QVERIFY2(waited.elapsed() >= 5000, qPrintable(QString::number(waited.elapsed())));
    held.clear();
    share.terminate();
    QVERIFY(share.waitForFinished(10000));
}

QTEST_GUILESS_MAIN(TestPageServer)
#include "tst_pageserver.moc"
