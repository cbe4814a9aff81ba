#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <functional>
#include <map>
#include <vector>

class QHttpServer;
class QWebSocket;

namespace tornei {

class LimitedTcpServer;

// Read-only web pages that follow something live, served with Qt's HTTP
// server: /SECTION/TOKEN/ is a page (its static files beside it),
// /SECTION/TOKEN/snapshot.json what it shows, and a WebSocket at
// /SECTION/TOKEN/live pushes the snapshot again after each refresh() that
// changed it, so a phone follows without reloading. What a token opens and
// what its page shows come from the owner's two functions. GET only
// (anything else 405), a token that opens nothing 404, every response with a
// strict Content-Security-Policy; connections are limited in all and per
// address, and a request's size, the time it takes to arrive and how long a
// connection sits idle, so that one phone cannot take the page from the
// others. The club nights' pages (ClubPageServer) and one table's game
// (TableGamePage) are served this way.
class PageServer : public QObject
{
    Q_OBJECT

public:
    struct Limits
    {
        int connections = 512;           // open at once, in all
        int perAddress = 32;             // from one address (0: none; behind a proxy every phone is the proxy)
        qint64 requestBytes = 8 * 1024;  // what a connection may send before its answer
        int requestMilliseconds = 10000; // how long a request may take to arrive
        int idleMilliseconds = 60000;    // how long a connection may send nothing (a WebSocket aside)
    };

    // A page's files: the name after /SECTION/TOKEN/ ("" for the page
    // itself), the resource that holds it and its content type.
    struct File
    {
        QString resource;
        QByteArray type;
    };

    // The page `token` opens: > 0 a page's key, 0 none (a stale or made-up
    // token), -1 when it cannot be said now (503).
    using PageOf = std::function<qint64(const QString &token)>;
    // A page's snapshot, serialized JSON; empty when it cannot be said now.
    using Snapshot = std::function<QByteArray(qint64 page)>;

    PageServer(const QString &section, std::map<QString, File> files, PageOf pageOf, Snapshot snapshot,
               QObject *parent = nullptr);
    ~PageServer() override;

    void setLimits(const Limits &limits) { m_limits = limits; }

    // Listens on `address`:`port` (0: any free port); false with the reason.
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const { return m_port; }
    // http://HOST:PORT as listened on.
    QString address() const;

    // What the pages show may have changed: snapshots are made again as
    // asked, each live page whose token still opens it gets its new one (if
    // it differs from the last it got) and the others are closed.
    void refresh();
    // Pages following live now.
    int liveCount() const;

signals:
    void liveCountChanged(int count);

private:
    struct Live
    {
        QWebSocket *socket = nullptr;
        QString token;
        QByteArray sent; // the snapshot it has
    };

    QByteArray snapshotOf(qint64 page);
    void addLive();
    void send(Live &live, const QByteArray &json);

    QString m_section;
    std::map<QString, File> m_files;
    PageOf m_pageOf;
    Snapshot m_snapshot;
    Limits m_limits;
    QHttpServer *m_http = nullptr;
    LimitedTcpServer *m_tcp = nullptr;
    QHostAddress m_host;
    quint16 m_port = 0;
    std::map<qint64, QByteArray> m_snapshots; // by page, until the next refresh()
    std::map<qint64, std::vector<Live>> m_live;
};

} // namespace tornei
