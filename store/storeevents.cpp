#include "storeevents.h"

#include "gamestore.h"

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
           gamesIncluded.empty() && playersAdded.empty() && playersRenamed.empty() && playersMerged.empty();
}

StoreEvents::StoreEvents(const GameStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_timer(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, &StoreEvents::checkElsewhere);
}

void StoreEvents::setInterval(int milliseconds)
{
    m_interval = qMax(0, milliseconds);
    restart();
}

void StoreEvents::restart()
{
    m_seen = m_store && m_store->isOpen() ? m_store->dataVersion() : std::nullopt;
    if (m_interval > 0 && m_store && m_store->isOpen())
        m_timer->start(m_interval);
    else
        m_timer->stop();
}

bool StoreEvents::checkElsewhere()
{
    if (!m_store || !m_store->isOpen())
        return false;
    // A store that cannot be read now tells nothing: its next readable count does.
    const std::optional<qint64> now = m_store->dataVersion();
    if (!now || now == m_seen)
        return false;
    // Unread at open, it may have changed since: counted as a change.
    m_seen = now;
    emit changedElsewhere();
    emit changed();
    return true;
}

void StoreEvents::announce(const StoreChange &change)
{
    if (change.isEmpty())
        return;
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
    emit changed();
}

} // namespace tornei
