#pragma once

#include "storechange.h"

#include <QList>
#include <QObject>

#include <memory>
#include <optional>

class QTimer;

namespace tornei {

struct StoreConnection;
class StoreSnapshot;

// What a store says when its database changes, whoever changed it. This
// connection's own changes are said after each commit, with the ids; another
// connection's (another window, tornei-cli beside the app, a sync) are noticed
// through SQLite's data_version, asked on a short timer and whenever
// checkElsewhere() is called (before an edit). What they changed is found by
// comparing the database with a snapshot of it (StoreSnapshot) and said
// through the same signals, then changedElsewhere(). The snapshot is taken at
// the first look after the store opens: a commit made elsewhere before it is
// said only as changedElsewhere(). changed() follows every one of them, for
// those that reload whatever changed. Owned by its store's connection; knows
// nothing of widgets.
class StoreEvents : public QObject
{
    Q_OBJECT

public:
    static constexpr int DefaultInterval = 300; // ms

    explicit StoreEvents(const StoreConnection *connection, QObject *parent = nullptr);
    ~StoreEvents() override;

    // How often another connection's commits are looked for while the store
    // is open (ms); 0 stops looking on the timer (checkElsewhere() still does).
    void setInterval(int milliseconds);
    int interval() const { return m_interval; }

    // Whether another connection committed since the last look; if so,
    // emits what it changed, changedElsewhere() and changed() before
    // returning true.
    bool checkElsewhere();

    // Emits the signals of a committed change (the store calls it after each
    // of its commits; nothing is emitted for an empty change).
    void announce(const StoreChange &change);
    // The store was opened (or closed): its data as it is now counts as
    // seen, and the timer runs while it is open. Called on another thread
    // (a store opened there for this one), the timer follows on this
    // object's own thread once its events are processed.
    void restart();

signals:
    void gamesAdded(const QList<qint64> &games);
    void gamesChanged(const QList<qint64> &games);
    void gamesRemoved(const QList<qint64> &games);
    // Excluded from the statistics (`excluded`), or included again.
    void gamesExcluded(const QList<qint64> &games, bool excluded);
    void playersAdded(const QList<qint64> &players);
    // The games of a renamed player show the new name too.
    void playerRenamed(qint64 player);
    // `from`'s games are now `into`'s, and `from` is gone. Merged elsewhere,
    // `into` is 0 when nothing tells who (`from` had no game).
    void playersMerged(qint64 from, qint64 into);
    // The games a sync left waiting to be rated are all rated (see
    // StoreChange::ratingsCaughtUp): what shows ratings reads them again.
    void ratingsCaughtUp();
    // Another connection committed: after the signals of what it changed.
    void changedElsewhere();
    // After each of the signals above (once per commit or per change noticed).
    void changed();

private:
    bool isOpen() const;
    // Runs the timer while the store is open, stops it when closed.
    void followOpen();
    void emitChange(const StoreChange &change);

    const StoreConnection *m_connection = nullptr;
    std::optional<qint64> m_seen;
    std::unique_ptr<StoreSnapshot> m_snapshot; // the database when m_seen was read
    int m_interval = DefaultInterval;
    QTimer *m_timer = nullptr;
};

} // namespace tornei
