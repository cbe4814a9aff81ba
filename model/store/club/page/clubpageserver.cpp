#include "clubpageserver.h"

#include "clubconnection.h"
#include "clublistener.h"
#include "clubnight.h"
#include "storeerror.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QPointer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace tornei {

namespace {

// Only the page's own files, scripts and styles: names and texts come as data and are set as text.
const QByteArray SecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
                                  "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// The page's files (resources under :/clubpage/) and their types.
const std::map<QString, QByteArray> &pageFiles()
{
    static const std::map<QString, QByteArray> files = {
        {QStringLiteral(""), "text/html; charset=utf-8"},
        {QStringLiteral("night.js"), "text/javascript; charset=utf-8"},
        {QStringLiteral("strings.js"), "text/javascript; charset=utf-8"},
        {QStringLiteral("game.js"), "text/javascript; charset=utf-8"},
        {QStringLiteral("night.css"), "text/css; charset=utf-8"},
    };
    return files;
}

QByteArray resource(const QString &name)
{
    QFile file(QStringLiteral(":/clubpage/") + (name.isEmpty() ? QStringLiteral("night.html") : name));
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

// A TCP server that refuses connections beyond the limits before Qt's HTTP
// server sees them, and drops a connection whose request grows too large or
// takes too long to arrive. Sockets are counted while open: one that became
// a WebSocket is counted until it closes.
class LimitedTcpServer : public QTcpServer
{
public:
    explicit LimitedTcpServer(const ClubPageServer::Limits &limits, QObject *parent)
        : QTcpServer(parent)
        , m_limits(limits)
    {
        m_sweep.setInterval(1000);
        QObject::connect(&m_sweep, &QTimer::timeout, this, [this] { sweep(); });
        m_sweep.start();
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
        m_open.push_back(Open{socket, peer, 0, {}, {}});
        Open &open = m_open.back();
        // Connected before Qt's server reads: sees each chunk before it is taken. Qt's server
        // disconnects it when the socket becomes a WebSocket, whose own limits then apply.
        open.reading = QObject::connect(socket, &QTcpSocket::readyRead, this, [this, socket] { received(socket); });
        QObject::connect(socket, &QTcpSocket::bytesWritten, this, [this, socket] {
            for (Open &o : m_open) {
                if (o.socket == socket)
                    o.pending = 0;
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

    // Forgets closed sockets; closes those whose request is taking too long.
    void sweep()
    {
        std::erase_if(m_open, [](const Open &open) {
            return !open.socket || open.socket->state() == QAbstractSocket::UnconnectedState;
        });
        for (Open &open : m_open) {
            if (open.reading && open.pending > 0 && open.since.isValid() &&
                open.since.elapsed() > m_limits.requestMilliseconds)
                open.socket->abort();
        }
    }

    ClubPageServer::Limits m_limits;
    std::vector<Open> m_open;
    QTimer m_sweep;
};

ClubPageServer::ClubPageServer(const QString &server, QObject *parent)
    : QObject(parent)
    , m_server(server)
{}

ClubPageServer::~ClubPageServer() = default;

bool ClubPageServer::connectToServer(StoreError *error)
{
    m_listeners.clear();
    m_connection = std::make_unique<ClubConnection>();
    if (!m_connection->open(m_server, error)) {
        m_connection.reset();
        return false;
    }
    // A game derived (tornei_club) or an event's seating, attachments, closing or page (tornei_club_event).
    for (const char *channel : {ClubListener::Channel, "tornei_club_event"}) {
        auto listener = std::make_unique<ClubListener>(channel, nullptr);
        QObject::connect(listener.get(), &ClubListener::changed, this, [this] { m_refresh->start(); });
        QObject::connect(listener.get(), &ClubListener::lost, this, [this] { m_connection.reset(); });
        listener->listen(m_server, 0);
        m_listeners.push_back(std::move(listener));
    }
    // What changed while it was away.
    m_refresh->start();
    return true;
}

bool ClubPageServer::start(const QHostAddress &address, quint16 port, const QString &publicAddress, StoreError *error)
{
    m_refresh = new QTimer(this);
    m_refresh->setSingleShot(true);
    // Notices come in bursts (a batch, its ratings): one snapshot after them.
    m_refresh->setInterval(50);
    QObject::connect(m_refresh, &QTimer::timeout, this, &ClubPageServer::refresh);
    if (!connectToServer(error))
        return false;
    // A server that went away: connected again, and the phones brought up to date, within a few seconds.
    auto *reconnect = new QTimer(this);
    reconnect->setInterval(5000);
    QObject::connect(reconnect, &QTimer::timeout, this, [this] {
        StoreError lost;
        if (!m_connection && !connectToServer(&lost))
            emit failed(lost.message);
    });
    reconnect->start();

    m_http = new QHttpServer(this);
    const auto page = [this](const QString &token, const QString &file, const QHttpServerRequest &request) {
        if (request.method() != QHttpServerRequest::Method::Get)
            return status(QHttpServerResponse::StatusCode::MethodNotAllowed);
        const auto type = pageFiles().find(file);
        if (type == pageFiles().end() && file != QLatin1String("snapshot.json"))
            return status(QHttpServerResponse::StatusCode::NotFound);
        const qint64 event = eventOf(token);
        if (event < 0)
            return status(QHttpServerResponse::StatusCode::ServiceUnavailable);
        if (event == 0)
            return status(QHttpServerResponse::StatusCode::NotFound);
        if (type == pageFiles().end()) {
            QByteArray json = snapshot(event);
            if (json.isEmpty())
                return status(QHttpServerResponse::StatusCode::ServiceUnavailable);
            return QHttpServerResponse("application/json", std::move(json));
        }
        return QHttpServerResponse(type->second, resource(file));
    };
    // Qt's server hands a WebSocket upgrade over (newWebSocketConnection) only when a route takes the request and
    // answers nothing; the token is checked once it is a WebSocket (addLive). A plain GET here is answered.
    m_http->route(QStringLiteral("/night/<arg>/live"),
                  [](const QString &, const QHttpServerRequest &request, QHttpServerResponder &&responder) {
                      if (request.value("Upgrade").compare("websocket", Qt::CaseInsensitive) == 0)
                          return;
                      QHttpServerResponse response = status(request.method() == QHttpServerRequest::Method::Get
                                                                ? QHttpServerResponse::StatusCode::NotFound
                                                                : QHttpServerResponse::StatusCode::MethodNotAllowed);
                      secure(response);
                      response.write(std::move(responder));
                  });
    m_http->route(QStringLiteral("/night/<arg>/"), [page](const QString &token, const QHttpServerRequest &request) {
        return page(token, QString(), request);
    });
    m_http->route(QStringLiteral("/night/<arg>/<arg>"), page);
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
    QObject::connect(m_http, &QHttpServer::newWebSocketConnection, this, &ClubPageServer::addLive);

    m_tcp = new LimitedTcpServer(m_limits, this);
    if (!m_tcp->listen(address, port)) {
        if (error) {
            //: %1 is the address and port, %2 the system's reason
            *error = StoreError{
                tr("Cannot serve the pages on %1: %2")
                    .arg(address.toString() + QLatin1Char(':') + QString::number(port), m_tcp->errorString())};
        }
        return false;
    }
    m_http->bind(m_tcp);
    m_port = m_tcp->serverPort();
    QString host = address.toString();
    if (address.protocol() == QAbstractSocket::IPv6Protocol)
        host = QLatin1Char('[') + host + QLatin1Char(']');
    m_address = publicAddress.isEmpty() ? QStringLiteral("http://%1:%2").arg(host).arg(m_port) : publicAddress;
    while (m_address.endsWith(QLatin1Char('/')))
        m_address.chop(1);
    QSqlQuery query(m_connection->db());
    if (!query.prepare(QStringLiteral("SELECT tornei_club.set_page_address(?)"))) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return false;
    }
    query.addBindValue(m_address);
    if (!query.exec()) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return false;
    }
    return true;
}

qint64 ClubPageServer::eventOf(const QString &token)
{
    StoreError error;
    if (!m_connection && !connectToServer(&error)) {
        emit failed(error.message);
        return -1;
    }
    const std::optional<qint64> event = ClubNight(m_connection->db()).eventOf(token, &error);
    if (!event) {
        emit failed(error.message);
        m_connection.reset();
        return -1;
    }
    return *event;
}

QByteArray ClubPageServer::snapshot(qint64 event)
{
    const auto kept = m_snapshots.find(event);
    if (kept != m_snapshots.end())
        return kept->second;
    StoreError error;
    if (!m_connection && !connectToServer(&error)) {
        emit failed(error.message);
        return {};
    }
    const std::optional<JsonValue> json = ClubNight(m_connection->db()).snapshot(event, &error);
    if (!json) {
        emit failed(error.message);
        m_connection.reset();
        return {};
    }
    return m_snapshots[event] = json->serialize(-1);
}

void ClubPageServer::addLive()
{
    while (m_http->hasPendingWebSocketConnections()) {
        QWebSocket *socket = m_http->nextPendingWebSocketConnection().release();
        socket->setParent(this);
        QObject::connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
        // The page only listens: anything it sends is too much.
        socket->setMaxAllowedIncomingFrameSize(256);
        socket->setMaxAllowedIncomingMessageSize(256);
        const QStringList path = socket->requestUrl().path().split(QLatin1Char('/'));
        const QString token = path.size() == 4 && path[1] == QLatin1String("night") && path[3] == QLatin1String("live")
                                  ? path[2]
                                  : QString();
        const qint64 event = eventOf(token);
        if (event <= 0) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
            continue;
        }
        std::vector<Live> &live = m_live[event];
        live.push_back(Live{socket, token});
        QObject::connect(socket, &QObject::destroyed, this, [this, event, socket] {
            std::vector<Live> &list = m_live[event];
            std::erase_if(list, [socket](const Live &l) { return l.socket == socket; });
            if (list.empty())
                m_live.erase(event);
        });
        const QByteArray json = snapshot(event);
        if (!json.isEmpty())
            socket->sendTextMessage(QString::fromUtf8(json));
    }
}

void ClubPageServer::refresh()
{
    m_snapshots.clear();
    std::map<QString, qint64> events; // by token, read once however many phones hold it
    for (auto &[event, live] : m_live) {
        // A renewed token: the old address's phones are closed.
        for (const Live &l : std::vector<Live>(live)) {
            const auto known = events.find(l.token);
            const qint64 now = known != events.end() ? known->second : (events[l.token] = eventOf(l.token));
            if (now >= 0 && now != event)
                l.socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
        }
        const QByteArray json = snapshot(event);
        if (json.isEmpty())
            continue;
        const QString text = QString::fromUtf8(json);
        for (const Live &l : live) {
            if (l.socket->state() == QAbstractSocket::ConnectedState)
                l.socket->sendTextMessage(text);
        }
    }
}

} // namespace tornei
