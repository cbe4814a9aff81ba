#include "clubeventlistener.h"

#include "clubevents.h"
#include "clublistener.h"

#include <set>

namespace tornei {

ClubEventListener::ClubEventListener(QObject *parent)
    : QObject(parent)
    , m_listener(new ClubListener(ClubEvents::Channel, this))
{
    connect(m_listener, &ClubListener::lost, this, &ClubEventListener::lost);
    connect(m_listener, &ClubListener::notified, this, [this](const QList<QByteArray> &payloads) {
        // Several notices of one event read at once are one piece of news.
        std::set<qint64> events;
        for (const QByteArray &payload : payloads) {
            bool ok = false;
            const qint64 event = payload.toLongLong(&ok);
            if (ok)
                events.insert(event);
        }
        for (qint64 event : events)
            emit eventChanged(event);
    });
}

ClubEventListener::~ClubEventListener() = default;

bool ClubEventListener::listen(const QString &server)
{
    return m_listener->listen(server, 0);
}

void ClubEventListener::stop()
{
    m_listener->stop();
}

bool ClubEventListener::isListening() const
{
    return m_listener->isListening();
}

} // namespace tornei
