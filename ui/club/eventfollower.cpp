#include "eventfollower.h"

#include "clubeventlistener.h"

namespace tornei {

namespace {

// How long a burst of notices (a table saving card by card) is gathered
// before the event is read: one read, still within a second.
constexpr int GatherMilliseconds = 300;
constexpr int RelistenMilliseconds = 5000;

} // namespace

EventFollower::EventFollower(QObject *parent)
    : QObject(parent)
    , m_listener(new ClubEventListener(this))
{
    m_gather.setSingleShot(true);
    m_gather.setInterval(GatherMilliseconds);
    connect(&m_gather, &QTimer::timeout, this, &EventFollower::changed);
    m_relisten.setSingleShot(true);
    m_relisten.setInterval(RelistenMilliseconds);
    connect(&m_relisten, &QTimer::timeout, this, [this] {
        listen();
        if (m_listener->isListening())
            emit changed(); // what changed while nobody listened
    });
    connect(m_listener, &ClubEventListener::eventChanged, this, [this](qint64 event) {
        if (m_event == event)
            m_gather.start();
    });
    connect(m_listener, &ClubEventListener::lost, this, [this] { m_relisten.start(); });
}

void EventFollower::setServer(const QString &server)
{
    m_server = server;
    listen();
}

void EventFollower::listen()
{
    m_listener->stop();
    if (!m_server.isEmpty() && !m_listener->listen(m_server))
        m_relisten.start();
}

} // namespace tornei
