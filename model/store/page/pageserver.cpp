#include "pageserver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace tornei {

namespace {

// Only the page's own files, scripts and styles: names and texts come as data and are set as text.
const QByteArray SecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
                                  "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

QByteArray resource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QHttpServerResponse status(QHttpServerResponse::StatusCode code)
{
    QHttpServerResponse response("text/plain; charset=utf-8", QByteArray::number(static_cast<int>(code)) + '\n', code);
    if (code == QHttpServerResponse::StatusCode::MethodNotAllowed)
        response.setHeader("Allow", "GET");
    return response;
}

void secure(QHttpServerResponse &response)
{
    response.setHeader("Content-Security-Policy", SecurityPolicy);
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("Referrer-Policy", "no-referrer");
    // The address is the page's key: no copy of it or of what it shows is kept on the way.
    response.setHeader("Cache-Control", "no-store");
}

} // namespace

// What may wait to go out to a live page's phone (its snapshots, a few KB each; the pongs to its
// pings) before it is cut off as one that does not read.
constexpr qint64 LiveQueuedBytes = 1024 * 1024;

// A TCP server that refuses connections beyond the limits before Qt's HTTP
// server sees them, and drops a connection whose request grows too large or
// takes too long to arrive, or that sends none for long. Sockets are counted
// while open: one that became a WebSocket is counted until it closes.
class LimitedTcpServer : public QTcpServer
{
public:
    explicit LimitedTcpServer(const PageServer::Limits &limits, QObject *parent)
        : QTcpServer(parent)
        , m_limits(limits)
    {
        m_sweep.setInterval(1000);
        QObject::connect(&m_sweep, &QTimer::timeout, this, [this] { sweep(); });
        m_sweep.start();
    }

    // The connection that became the WebSocket `live` (Qt's server keeps it, and stops telling it
    // apart): cut off once too much waits to go out to it.
    void watchLive(const QWebSocket &live)
    {
        for (const Open &open : m_open) {
            QTcpSocket *tcp = open.socket;
            if (!tcp || tcp->peerPort() != live.peerPort() || !tcp->peerAddress().isEqual(live.peerAddress()))
                continue;
            QObject::connect(tcp, &QTcpSocket::readyRead, tcp, [tcp] {
                if (tcp->bytesToWrite() > LiveQueuedBytes)
                    tcp->abort();
            });
        }
    }

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        sweep();
        const QHostAddress peer = socket->peerAddress();
        int fromPeer = 0;
        for (const Open &open : m_open)
            fromPeer += open.peer.isEqual(peer) ? 1 : 0;
        if (static_cast<int>(m_open.size()) >= m_limits.connections ||
            (m_limits.perAddress > 0 && fromPeer >= m_limits.perAddress)) {
            socket->abort();
            socket->deleteLater();
            return;
        }
        m_open.push_back(Open{socket, peer, 0, {}, {}, {}});
        Open &open = m_open.back();
        open.idle.start();
        // Connected before Qt's server reads: sees each chunk before it is taken. Qt's server
        // disconnects it when the socket becomes a WebSocket, whose own limits then apply.
        open.reading = QObject::connect(socket, &QTcpSocket::readyRead, this, [this, socket] { received(socket); });
        QObject::connect(socket, &QTcpSocket::bytesWritten, this, [this, socket] {
            for (Open &o : m_open) {
                if (o.socket == socket) {
                    o.pending = 0;
                    o.idle.start();
                }
            }
        });
        addPendingConnection(socket);
    }

private:
    struct Open
    {
        QPointer<QTcpSocket> socket;
        QHostAddress peer;
        qint64 pending = 0;  // bytes received since the last answer
        QElapsedTimer since; // since the first of them
        QElapsedTimer idle;  // since the connection was made or last answered
        QMetaObject::Connection reading;
    };

    void received(QTcpSocket *socket)
    {
        for (Open &open : m_open) {
            if (open.socket != socket)
                continue;
            if (open.pending == 0)
                open.since.start();
            open.pending += socket->bytesAvailable();
            if (open.pending > m_limits.requestBytes)
                socket->abort();
        }
    }

    // Forgets closed sockets; closes those whose request is taking too long, and those that have
    // sent nothing for long (held open idle, each keeps a place another phone may need).
    void sweep()
    {
        std::erase_if(m_open, [](const Open &open) {
            return !open.socket || open.socket->state() == QAbstractSocket::UnconnectedState;
        });
        for (Open &open : m_open) {
            if (!open.reading)
                continue;
            if ((open.pending > 0 && open.since.isValid() && open.since.elapsed() > m_limits.requestMilliseconds) ||
                (open.pending == 0 && open.socket->bytesToWrite() == 0 &&
                 open.idle.elapsed() > m_limits.idleMilliseconds))
                open.socket->abort();
        }
    }

    PageServer::Limits m_limits;
    std::vector<Open> m_open;
    QTimer m_sweep;
};

PageServer::PageServer(const QString &section, std::map<QString, File> files, PageOf pageOf, Snapshot snapshot,
                       QObject *parent)
    : QObject(parent)
    , m_section(section)
    , m_files(std::move(files))
    , m_pageOf(std::move(pageOf))
    , m_snapshot(std::move(snapshot))
{}

PageServer::~PageServer() = default;

bool PageServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    m_http = new QHttpServer(this);
    const auto page = [this](const QString &token, const QString &file, const QHttpServerRequest &request) {
        if (request.method() != QHttpServerRequest::Method::Get)
            return status(QHttpServerResponse::StatusCode::MethodNotAllowed);
        const auto found = m_files.find(file);
        if (found == m_files.end() && file != QLatin1String("snapshot.json"))
            return status(QHttpServerResponse::StatusCode::NotFound);
        const qint64 key = m_pageOf(token);
        if (key < 0)
            return status(QHttpServerResponse::StatusCode::ServiceUnavailable);
        if (key == 0)
            return status(QHttpServerResponse::StatusCode::NotFound);
        if (found == m_files.end()) {
            QByteArray json = snapshotOf(key);
            if (json.isEmpty())
                return status(QHttpServerResponse::StatusCode::ServiceUnavailable);
            return QHttpServerResponse("application/json", std::move(json));
        }
        return QHttpServerResponse(found->second.type, resource(found->second.resource));
    };
    // Qt's server hands a WebSocket upgrade over (newWebSocketConnection) only when a route takes the request and
    // answers nothing; the token is checked once it is a WebSocket (addLive). A plain GET here is answered.
    m_http->route(QStringLiteral("/%1/<arg>/live").arg(m_section),
                  [](const QString &, const QHttpServerRequest &request, QHttpServerResponder &&responder) {
                      if (request.value("Upgrade").compare("websocket", Qt::CaseInsensitive) == 0)
                          return;
                      QHttpServerResponse response = status(request.method() == QHttpServerRequest::Method::Get
                                                                ? QHttpServerResponse::StatusCode::NotFound
                                                                : QHttpServerResponse::StatusCode::MethodNotAllowed);
                      secure(response);
                      response.write(std::move(responder));
                  });
    m_http->route(
        QStringLiteral("/%1/<arg>/").arg(m_section),
        [page](const QString &token, const QHttpServerRequest &request) { return page(token, QString(), request); });
    m_http->route(QStringLiteral("/%1/<arg>/<arg>").arg(m_section), page);
    m_http->setMissingHandler([](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        QHttpServerResponse response = status(request.method() == QHttpServerRequest::Method::Get
                                                  ? QHttpServerResponse::StatusCode::NotFound
                                                  : QHttpServerResponse::StatusCode::MethodNotAllowed);
        secure(response);
        response.write(std::move(responder));
    });
    m_http->afterRequest([](QHttpServerResponse &&response) {
        secure(response);
        return std::move(response);
    });
    QObject::connect(m_http, &QHttpServer::newWebSocketConnection, this, &PageServer::addLive);

    m_tcp = new LimitedTcpServer(m_limits, this);
    if (!m_tcp->listen(address, port)) {
        if (error) {
            //: %1 is the address and port, %2 the system's reason
            *error = tr("Cannot serve the pages on %1: %2")
                         .arg(address.toString() + QLatin1Char(':') + QString::number(port), m_tcp->errorString());
        }
        return false;
    }
    m_http->bind(m_tcp);
    m_host = address;
    m_port = m_tcp->serverPort();
    return true;
}

QString PageServer::address() const
{
    QString host = m_host.toString();
    if (m_host.protocol() == QAbstractSocket::IPv6Protocol)
        host = QLatin1Char('[') + host + QLatin1Char(']');
    return QStringLiteral("http://%1:%2").arg(host).arg(m_port);
}

QByteArray PageServer::snapshotOf(qint64 page)
{
    const auto kept = m_snapshots.find(page);
    if (kept != m_snapshots.end())
        return kept->second;
    QByteArray json = m_snapshot(page);
    if (!json.isEmpty())
        m_snapshots[page] = json;
    return json;
}

int PageServer::liveCount() const
{
    int count = 0;
    for (const auto &[page, live] : m_live)
        count += static_cast<int>(live.size());
    return count;
}

void PageServer::send(Live &live, const QByteArray &json)
{
    if (json.isEmpty() || json == live.sent || live.socket->state() != QAbstractSocket::ConnectedState)
        return;
    live.socket->sendTextMessage(QString::fromUtf8(json));
    live.sent = json;
}

void PageServer::addLive()
{
    while (m_http->hasPendingWebSocketConnections()) {
        QWebSocket *socket = m_http->nextPendingWebSocketConnection().release();
        socket->setParent(this);
        QObject::connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
        // The page only listens: anything it sends is too much. Each frame is kept small; and as
        // every ping is answered with a pong held until the phone reads it, a phone that pings and
        // does not read is cut off once 1 MiB waits for it, before the pongs fill the memory.
        socket->setMaxAllowedIncomingFrameSize(256);
        socket->setMaxAllowedIncomingMessageSize(256);
        m_tcp->watchLive(*socket);
        const QStringList path = socket->requestUrl().path().split(QLatin1Char('/'));
        const QString token =
            path.size() == 4 && path[1] == m_section && path[3] == QLatin1String("live") ? path[2] : QString();
        const qint64 key = token.isEmpty() ? 0 : m_pageOf(token);
        if (key <= 0) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
            continue;
        }
        std::vector<Live> &live = m_live[key];
        live.push_back(Live{socket, token, {}});
        QObject::connect(socket, &QObject::destroyed, this, [this, key, socket] {
            std::vector<Live> &list = m_live[key];
            std::erase_if(list, [socket](const Live &l) { return l.socket == socket; });
            if (list.empty())
                m_live.erase(key);
            emit liveCountChanged(liveCount());
        });
        send(live.back(), snapshotOf(key));
        emit liveCountChanged(liveCount());
    }
}

void PageServer::refresh()
{
    m_snapshots.clear();
    std::map<QString, qint64> pages; // by token, asked once however many phones hold it
    for (auto &[key, live] : m_live) {
        // A renewed token: the old address's phones are closed.
        for (const Live &l : std::vector<Live>(live)) {
            const auto known = pages.find(l.token);
            const qint64 now = known != pages.end() ? known->second : (pages[l.token] = m_pageOf(l.token));
            if (now >= 0 && now != key)
                l.socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
        }
        const QByteArray json = snapshotOf(key);
        for (Live &l : live)
            send(l, json);
    }
}

} // namespace tornei
