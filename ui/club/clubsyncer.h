#pragma once

#include "clubsync.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>

class QThread;
class QTimer;

namespace tornei {

class GameStore;

// Keeps the open database in sync with the club's server, in the
// background: soon after every change, as soon as the server tells of
// another laptop's (ClubListener), and every minute. Each sync runs on a thread of its own with its own connections to
// the database and the server (ClubSync), so the table never waits for the
// network; what comes down reaches the screens as any other program's
// commit does (StoreEvents). Says how it stands for the status bar, with
// the server's reason for any game it would not attach to its event's table.
class ClubSyncer : public QObject
{
    Q_OBJECT

public:
    enum class State {
        Off,      // no server set
        Syncing,  // the first sync is under way
        Synced,   // the last sync went through
        Offline,  // the server could not be reached (since `offlineSince`)
        Refused,  // the server refused (wrong password, a newer server...): `reason`
    };

    explicit ClubSyncer(QObject *parent = nullptr);
    ~ClubSyncer() override;

    // The database to keep in sync (nullptr: none), and the server ("" for none).
    void setStore(GameStore *store);
    void setServer(const QString &server);
    QString server() const { return m_server; }

    // A sync now, or as soon as the one under way ends.
    void syncNow();

    State state() const { return m_state; }
    QString reason() const { return m_reason; }
    // The whole message of the last failure and of each refused attach (for a
    // tooltip); "" after a sync that went through with nothing refused.
    QString details() const;
    QDateTime lastSynced() const { return m_lastSynced; }
    QDateTime offlineSince() const { return m_offlineSince; }
    // Games waiting to go up, and games disputed, as the database says now.
    int waiting() const { return m_waiting; }
    int disputed() const { return m_disputed; }
    // Games played at a club event's table whose attach the server refused, with its reasons.
    const std::vector<RefusedAttachment> &refusedAttachments() const { return m_refusedAttachments; }
    // One line for the status bar, in the current language ("" when off).
    QString statusText() const;

    // Milliseconds between syncs for what other laptops send (tests shorten it).
    void setInterval(int milliseconds);

signals:
    // The state, the counts or the text changed.
    void statusChanged();

private:
    void start();
    void finished(const std::optional<ClubSyncReport> &report, const StoreError &error, bool reachable);
    void countLocal();

    QThread *m_thread = nullptr;
    QObject *m_worker = nullptr; // lives in m_thread; its state is only touched there
    struct WorkerState;
    WorkerState *m_workerState = nullptr; // made, used and deleted on m_thread only
    QTimer *m_every = nullptr;
    QTimer *m_soon = nullptr;
    QTimer *m_news = nullptr;
    QPointer<QObject> m_events;
    GameStore *m_store = nullptr;
    QString m_path;
    QString m_server;
    bool m_running = false;
    bool m_again = false;
    State m_state = State::Off;
    QString m_reason;
    QString m_details;
    QDateTime m_lastSynced;
    QDateTime m_offlineSince;
    int m_waiting = 0;
    int m_awaiting = 0; // sent, waiting for the club's service
    int m_disputed = 0;
    std::vector<ClubOutbox::RefusedGame> m_refusedGames;
    std::vector<RefusedAttachment> m_refusedAttachments;
};

} // namespace tornei
