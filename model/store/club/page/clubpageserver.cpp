#include "clubpageserver.h"

#include "clubconnection.h"
#include "clublistener.h"
#include "clubnight.h"
#include "storeerror.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

namespace tornei {

namespace {

// The page's files: its own beside those every page shares (PageServer's, at :/page/).
std::map<QString, PageServer::File> nightFiles()
{
    const QByteArray script = "text/javascript; charset=utf-8";
    return {
        {QString(), {QStringLiteral(":/clubpage/night.html"), "text/html; charset=utf-8"}},
        {QStringLiteral("night.js"), {QStringLiteral(":/clubpage/night.js"), script}},
        {QStringLiteral("strings.js"), {QStringLiteral(":/page/strings.js"), script}},
        {QStringLiteral("game.js"), {QStringLiteral(":/page/game.js"), script}},
        {QStringLiteral("live.js"), {QStringLiteral(":/page/live.js"), script}},
        {QStringLiteral("page.css"), {QStringLiteral(":/page/page.css"), "text/css; charset=utf-8"}},
    };
}

} // namespace

ClubPageServer::ClubPageServer(const QString &server, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_pages(new PageServer(
          QStringLiteral("night"), nightFiles(), [this](const QString &token) { return eventOf(token); },
          [this](qint64 event) { return snapshot(event); }, this))
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
        QObject::connect(listener.get(), &ClubListener::changed, this, [this] {
            if (!m_refresh->isActive())
                m_refresh->start();
        });
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
    // Notices come in bursts (a batch, its ratings): one snapshot 50 ms after the first of
    // them. A notice does not put it off, so that a steady stream of them (anyone may NOTIFY
    // these channels) never holds the phones' news back.
    m_refresh->setInterval(50);
    QObject::connect(m_refresh, &QTimer::timeout, m_pages, &PageServer::refresh);
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

    QString reason;
    if (!m_pages->listen(address, port, &reason)) {
        if (error)
            *error = StoreError{reason};
        return false;
    }
    m_address = publicAddress.isEmpty() ? m_pages->address() : publicAddress;
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
    return json->serialize(-1);
}

} // namespace tornei
