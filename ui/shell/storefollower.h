#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

class QWidget;

namespace tornei {

class GameStore;
class StoreEvents;

// Keeps a screen in step with its store: when the store says something
// changed (here or in another program), the screen's reload runs at once if
// the screen is shown, or once when it is next shown. A screen is never read
// again merely because it is shown, only because something changed.
class StoreFollower : public QObject
{
    Q_OBJECT

public:
    // `reload` reads what `screen` shows again.
    StoreFollower(QWidget *screen, std::function<void()> reload);

    // Follows this store's changes from now on (nullptr: none). Does not
    // reload: whoever gives the store reads it.
    void follow(const GameStore *store);
    // Whether a change waits for the screen to be shown.
    bool isStale() const { return m_stale; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onChanged();

    QWidget *m_screen = nullptr;
    std::function<void()> m_reload;
    QPointer<StoreEvents> m_events; // gone with its store
    bool m_stale = false;
};

} // namespace tornei
