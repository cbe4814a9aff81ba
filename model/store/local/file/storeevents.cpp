#include "storeevents.h"

#include "storeconnection.h"
#include "storesnapshot.h"

#include <QThread>
#include <QTimer>

namespace tornei {

namespace {

QList<qint64> listOf(const std::vector<qint64> &ids)
{
    return QList<qint64>(ids.begin(), ids.end());
}

} // namespace

bool StoreChange::isEmpty() const
{
    return gamesAdded.empty() && gamesChanged.empty() && gamesRemoved.empty() && gamesExcluded.empty() &&
           gamesIncluded.empty() && playersAdded.empty() && playersRenamed.empty() && playersMerged.empty() &&
           !ratingsCaughtUp;
}

StoreEvents::StoreEvents(const StoreConnection *connection, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_timer(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, &StoreEvents::checkElsewhere);
}

StoreEvents::~StoreEvents() = default;

bool StoreEvents::isOpen() const
{
    return m_connection && m_connection->db.isOpen();
}

void StoreEvents::setInterval(int milliseconds)
{
    m_interval = qMax(0, milliseconds);
    restart();
}

void StoreEvents::restart()
{
    m_seen = isOpen() ? m_connection->dataVersion() : std::nullopt;
    m_snapshot.reset();
    if (QThread::currentThread() == thread())
        followOpen();
    else
        QMetaObject::invokeMethod(this, &StoreEvents::followOpen, Qt::QueuedConnection);
}

void StoreEvents::followOpen()
{
    if (m_interval > 0 && isOpen())
        m_timer->start(m_interval);
    else
        m_timer->stop();
}

bool StoreEvents::checkElsewhere()
{
    if (!isOpen())
        return false;
    // A store that cannot be read now tells nothing: its next readable count does.
    const std::optional<qint64> now = m_connection->dataVersion();
    if (!now)
        return false;
    if (now == m_seen) {
        // Taken while nothing has changed elsewhere, not at open: a program that only writes never pays for it.
        if (!m_snapshot) {
            if (auto snapshot = StoreSnapshot::read(*m_connection))
                m_snapshot = std::make_unique<StoreSnapshot>(std::move(*snapshot));
        }
        return false;
    }
    // Unread at open, it may have changed since: counted as a change.
    m_seen = now;
    std::optional<StoreSnapshot> after = StoreSnapshot::read(*m_connection);
    if (m_snapshot && after)
        emitChange(after->changesSince(*m_snapshot, *m_connection));
    m_snapshot = after ? std::make_unique<StoreSnapshot>(std::move(*after)) : nullptr;
    emit changedElsewhere();
    emit changed();
    return true;
}

void StoreEvents::announce(const StoreChange &change)
{
    if (change.isEmpty())
        return;
    if (m_snapshot)
        m_snapshot->follow(change, *m_connection);
    emitChange(change);
    emit changed();
}

void StoreEvents::emitChange(const StoreChange &change)
{
    if (!change.gamesAdded.empty())
        emit gamesAdded(listOf(change.gamesAdded));
    if (!change.gamesChanged.empty())
        emit gamesChanged(listOf(change.gamesChanged));
    if (!change.gamesRemoved.empty())
        emit gamesRemoved(listOf(change.gamesRemoved));
    if (!change.gamesExcluded.empty())
        emit gamesExcluded(listOf(change.gamesExcluded), true);
    if (!change.gamesIncluded.empty())
        emit gamesExcluded(listOf(change.gamesIncluded), false);
    if (!change.playersAdded.empty())
        emit playersAdded(listOf(change.playersAdded));
    for (qint64 player : change.playersRenamed)
        emit playerRenamed(player);
    for (const auto &[from, into] : change.playersMerged)
        emit playersMerged(from, into);
    if (change.ratingsCaughtUp)
        emit ratingsCaughtUp();
}

} // namespace tornei
