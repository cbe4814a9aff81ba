#include "storewatcher.h"

#include "gamestore.h"

#include <QTimer>

namespace tornei {

StoreWatcher::StoreWatcher(GameStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_timer(new QTimer(this))
{
    if (m_store)
        m_seen = m_store->dataVersion();
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (check())
            emit changedElsewhere();
    });
}

void StoreWatcher::setInterval(int milliseconds)
{
    if (milliseconds <= 0) {
        m_timer->stop();
        return;
    }
    m_timer->start(milliseconds);
}

bool StoreWatcher::check()
{
    if (!m_store)
        return false;
    // A store that cannot be read now tells nothing: its next readable count does. A
    // database closed and opened again is a new connection with a count of its own,
    // and what it holds may have changed meanwhile: that counts as a change too.
    const std::optional<qint64> now = m_store->dataVersion();
    if (!now || now == m_seen)
        return false;
    m_seen = now;
    return true;
}

} // namespace tornei
