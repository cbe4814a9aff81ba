#pragma once

#include <QList>
#include <QObject>

#include <optional>
#include <utility>
#include <vector>

class QTimer;

namespace tornei {

class GameStore;

// What one committed transaction changed, by id.
struct StoreChange
{
    std::vector<qint64> gamesAdded;
    std::vector<qint64> gamesChanged; // their cards
    std::vector<qint64> gamesRemoved;
    std::vector<qint64> gamesExcluded; // from the statistics
    std::vector<qint64> gamesIncluded; // in the statistics again
    std::vector<qint64> playersAdded;
    std::vector<qint64> playersRenamed;
    std::vector<std::pair<qint64, qint64>> playersMerged; // (from, into)

    bool isEmpty() const;
};

// What a store says when its database changes, whoever changed it. This
// connection's own changes are said after each commit, with the ids; another
// connection's (another window, tornei-cli beside the app, a sync) are noticed
// through SQLite's data_version, asked on a short timer and whenever
// checkElsewhere() is called (before an edit), and said as changedElsewhere():
// what changed is not known then, so whoever follows reloads what it shows.
// changed() follows every one of them, for those that reload whatever changed.
// Owned by its GameStore; knows nothing of widgets.
class StoreEvents : public QObject
{
    Q_OBJECT

public:
    static constexpr int DefaultInterval = 300; // ms

    explicit StoreEvents(const GameStore *store, QObject *parent = nullptr);

    // How often another connection's commits are looked for while the store
    // is open (ms); 0 stops looking on the timer (checkElsewhere() still does).
    void setInterval(int milliseconds);
    int interval() const { return m_interval; }

    // Whether another connection committed since the last look; if so,
    // emits changedElsewhere() and changed() before returning true.
    bool checkElsewhere();

    // Emits the signals of a committed change (the store calls it after each
    // of its commits; nothing is emitted for an empty change).
    void announce(const StoreChange &change);
    // The store was opened (or closed): its data as it is now counts as
    // seen, and the timer runs while it is open.
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
    // `from`'s games are now `into`'s, and `from` is gone.
    void playersMerged(qint64 from, qint64 into);
    // Another connection committed: anything may have changed.
    void changedElsewhere();
    // After each of the signals above (once per commit or per change noticed).
    void changed();

private:
    const GameStore *m_store = nullptr;
    std::optional<qint64> m_seen;
    int m_interval = DefaultInterval;
    QTimer *m_timer = nullptr;
};

} // namespace tornei
