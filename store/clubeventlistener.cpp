#include "clubeventlistener.h"

#include "clubconnection.h"
#include "clubevents.h"

#include <QSocketNotifier>
#include <libpq-fe.h>
#include <set>

namespace tornei {

ClubEventListener::ClubEventListener(QObject *parent)
    : QObject(parent)
{}

ClubEventListener::~ClubEventListener()
{
    stop();
}

bool ClubEventListener::listen(const QString &server)
{
    stop();
    const std::optional<ClubConnection::Parameters> given = ClubConnection::parameters(server);
    if (!given)
        return false;
    m_connection = PQconnectdbParams(given->names.data(), given->values.data(), 0);
    PQsetNoticeProcessor(
        m_connection, [](void *, const char *) {}, nullptr);
    const QByteArray command = QByteArrayLiteral("LISTEN ") + ClubEvents::Channel;
    PGresult *result = PQstatus(m_connection) == CONNECTION_OK ? PQexec(m_connection, command.constData()) : nullptr;
    const bool listening = result && PQresultStatus(result) == PGRES_COMMAND_OK;
    PQclear(result);
    if (!listening) {
        stop();
        return false;
    }
    m_notifier = new QSocketNotifier(PQsocket(m_connection), QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &ClubEventListener::read);
    return true;
}

void ClubEventListener::stop()
{
    delete m_notifier;
    m_notifier = nullptr;
    if (m_connection)
        PQfinish(m_connection);
    m_connection = nullptr;
}

void ClubEventListener::read()
{
    if (!PQconsumeInput(m_connection) || PQstatus(m_connection) != CONNECTION_OK) {
        stop();
        emit lost();
        return;
    }
    // Several notices of one event read at once are one piece of news.
    std::set<qint64> events;
    while (PGnotify *notice = PQnotifies(m_connection)) {
        bool ok = false;
        const qint64 event = QByteArray(notice->extra).toLongLong(&ok);
        if (ok)
            events.insert(event);
        PQfreemem(notice);
    }
    for (qint64 event : events)
        emit eventChanged(event);
}

} // namespace tornei
