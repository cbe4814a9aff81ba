#include "storefollower.h"

#include "gamestore.h"
#include "storeevents.h"

#include <QEvent>
#include <QWidget>

namespace tornei {

StoreFollower::StoreFollower(QWidget *screen, std::function<void()> reload)
    : QObject(screen)
    , m_screen(screen)
    , m_reload(std::move(reload))
{
    m_screen->installEventFilter(this);
}

void StoreFollower::follow(const GameStore *store)
{
    if (m_events)
        disconnect(m_events, nullptr, this, nullptr);
    m_events = store ? store->events() : nullptr;
    m_stale = false;
    if (m_events)
        connect(m_events, &StoreEvents::changed, this, &StoreFollower::onChanged);
}

void StoreFollower::onChanged()
{
    if (!m_screen->isVisible()) {
        m_stale = true; // read once, when shown, however many changes come meanwhile
        return;
    }
    m_stale = false;
    m_reload();
}

bool StoreFollower::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_screen && event->type() == QEvent::Show && m_stale) {
        m_stale = false;
        m_reload();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace tornei
