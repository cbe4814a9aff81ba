#include "clublistener.h"

#include "clubconnection.h"
#include "libpq.h"

#include <QSocketNotifier>

namespace tornei {

ClubListener::ClubListener(QObject *parent) : QObject(parent) {}

ClubListener::ClubListener(const char *channel, QObject *parent)
    : QObject(parent)
    , m_channel(channel)
{
}

ClubListener::~ClubListener()
{
    stop();
}

bool ClubListener::listen(const QString &server, int ownBackend)
{
    stop();
    const std::optional<ClubConnection::Parameters> given = ClubConnection::parameters(server);
    if (!given)
        return false;
    m_connection = pq::PQconnectdbParams(given->names.data(), given->values.data(), 0);
    // The server's notices (its shutdown's, say) are not for the table's terminal.
    pq::PQsetNoticeProcessor(m_connection, [](void *, const char *) {}, nullptr);
    const QByteArray command = QByteArrayLiteral("LISTEN ") + m_channel;
    PGresult *result = pq::PQstatus(m_connection) == CONNECTION_OK ? pq::PQexec(m_connection, command.constData()) : nullptr;
    const bool listening = result && pq::PQresultStatus(result) == PGRES_COMMAND_OK;
    pq::PQclear(result);
    if (!listening) {
        stop();
        return false;
    }
    m_ownBackend = ownBackend;
    m_notifier = new QSocketNotifier(pq::PQsocket(m_connection), QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &ClubListener::read);
    return true;
}

void ClubListener::stop()
{
    // The notifier goes before its socket is closed.
    delete m_notifier;
    m_notifier = nullptr;
    if (m_connection)
        pq::PQfinish(m_connection);
    m_connection = nullptr;
}

void ClubListener::read()
{
    // A dropped connection reads as the end of its socket: stop watching it,
    // or the event loop would be woken for it again and again.
    if (!pq::PQconsumeInput(m_connection) || pq::PQstatus(m_connection) != CONNECTION_OK) {
        stop();
        emit lost();
        return;
    }
    QList<QByteArray> news;
    while (PGnotify *notice = pq::PQnotifies(m_connection)) {
        if (notice->be_pid != m_ownBackend)
            news << QByteArray(notice->extra);
        pq::PQfreemem(notice);
    }
    if (news.isEmpty())
        return;
    emit changed();
    emit notified(news);
}

} // namespace tornei
