#pragma once

#include "pageserver.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <memory>
#include <vector>

class QTimer;

namespace tornei {

class ClubConnection;
class ClubListener;
struct StoreError;

// The club nights' pages, served by the club's service (`club serve --http`)
// as a PageServer: /night/TOKEN/ is an event's page, what it shows is its
// ClubNight snapshot, pushed again whenever the server notifies a change of
// the club's games or events. A token opens the event whose page it is
// (tornei_club.event_pages, which only the service's login reads).
class ClubPageServer : public QObject
{
    Q_OBJECT

public:
    using Limits = PageServer::Limits;

    // `server`: the service's login (it reads the pages' tokens).
    explicit ClubPageServer(const QString &server, QObject *parent = nullptr);
    ~ClubPageServer() override;

    void setLimits(const Limits &limits) { m_pages->setLimits(limits); }

    // Connects, listens on `address`:`port` (0: any free port) and tells the
    // server the pages' address (`publicAddress`, or http://HOST:PORT), for
    // `event page`; false with the reason.
    bool start(const QHostAddress &address, quint16 port, const QString &publicAddress, StoreError *error);
    quint16 port() const { return m_pages->port(); }
    // Where the pages are, as said to the server: "http://127.0.0.1:8080".
    QString address() const { return m_address; }

signals:
    // A failure it will retry (the server went away).
    void failed(const QString &message);

private:
    bool connectToServer(StoreError *error);
    // The event `token` opens: 0 for none, -1 when the server cannot say.
    qint64 eventOf(const QString &token);
    // The event's snapshot, serialized; empty when the server cannot say.
    QByteArray snapshot(qint64 event);

    QString m_server;
    PageServer *m_pages = nullptr;
    std::unique_ptr<ClubConnection> m_connection;
    std::vector<std::unique_ptr<ClubListener>> m_listeners;
    QTimer *m_refresh = nullptr;
    QString m_address;
};

} // namespace tornei
