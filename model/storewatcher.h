#pragma once

#include <QObject>

#include <optional>

class QTimer;

namespace tornei {

class GameStore;

// Notices that another connection (another window, or another program such
// as tornei-cli) has committed to the store's database, through SQLite's
// data_version: cheap enough to ask on a short timer and before every edit.
// Says only that something changed, not what: whoever follows it reloads
// what it shows. Knows nothing of games or widgets.
class StoreWatcher : public QObject
{
    Q_OBJECT

public:
    // Takes the database as it is now as seen.
    explicit StoreWatcher(GameStore *store, QObject *parent = nullptr);

    // Asks every `milliseconds` and emits changedElsewhere() on a change; 0 stops.
    void setInterval(int milliseconds);
    // Whether another connection committed since the last check (or since the
    // watcher began); the change then counts as seen. Does not emit.
    bool check();

signals:
    void changedElsewhere();

private:
    GameStore *m_store = nullptr;
    std::optional<qint64> m_seen;
    QTimer *m_timer = nullptr;
};

} // namespace tornei
