#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <map>
#include <memory>
#include <vector>

class QHttpServer;
class QTimer;
class QWebSocket;

namespace tornei {

class ClubConnection;
class ClubListener;
class LimitedTcpServer;
struct StoreError;

// The club nights' pages, served by the club's service (`club serve --http`)
// with Qt's HTTP server: /night/TOKEN/ is an event's page (its static files
// beside it), /night/TOKEN/snapshot.json what it shows (ClubNight), and a
// WebSocket at /night/TOKEN/live pushes the snapshot again whenever the
// server notifies a change of the club's games or events, so a phone follows
// the night without reloading. Read-only: GET only (anything else 405), a
// token that opens no event 404, every response with a strict
// Content-Security-Policy; connections are limited in all and per address,
// and a request's size and the time it takes to arrive, so that one phone
// cannot take the page from the others.
class ClubPageServer : public QObject
{
    Q_OBJECT

public:
    struct Limits
    {
        int connections = 512;           // open at once, in all
        int perAddress = 32;             // from one address (0: none; behind a proxy every phone is the proxy)
        qint64 requestBytes = 8 * 1024;  // what a connection may send before its answer
        int requestMilliseconds = 10000; // how long a request may take to arrive
    };

    // `server`: the service's login (it reads the pages' tokens).
    explicit ClubPageServer(const QString &server, QObject *parent = nullptr);
    ~ClubPageServer() override;

    void setLimits(const Limits &limits) { m_limits = limits; }

    // Connects, listens on `address`:`port` (0: any free port) and tells the
    // server the pages' address (`publicAddress`, or http://HOST:PORT), for
    // `event page`; false with the reason.
    bool start(const QHostAddress &address, quint16 port, const QString &publicAddress, StoreError *error);
    quint16 port() const { return m_port; }
    // Where the pages are, as said to the server: "http://127.0.0.1:8080".
    QString address() const { return m_address; }

signals:
    // A failure it will retry (the server went away).
    void failed(const QString &message);

private:
    struct Live
    {
        QWebSocket *socket = nullptr;
        QString token;
    };

    bool connectToServer(StoreError *error);
    // The event `token` opens: 0 for none, -1 when the server cannot say.
    qint64 eventOf(const QString &token);
    // The event's snapshot, serialized; empty when the server cannot say.
    QByteArray snapshot(qint64 event);
    void addLive();
    void refresh();

    QString m_server;
    Limits m_limits;
    std::unique_ptr<ClubConnection> m_connection;
    std::vector<std::unique_ptr<ClubListener>> m_listeners;
    QHttpServer *m_http = nullptr;
    LimitedTcpServer *m_tcp = nullptr;
    QTimer *m_refresh = nullptr;
    quint16 m_port = 0;
    QString m_address;
    std::map<qint64, QByteArray> m_snapshots; // by event, until the next change
    std::map<qint64, std::vector<Live>> m_live;
};

} // namespace tornei
