#include "clubsyncer.h"

#include "clubconnection.h"
#include "clublistener.h"
#include "gamestore.h"
#include "storeevents.h"

#include <QLocale>
#include <QStringList>
#include <QThread>
#include <QTimer>

namespace tornei {

namespace {

constexpr int EveryMinute = 60 * 1000;
constexpr int SoonAfterAChange = 1500; // ms: a burst of entries goes up as one sync
constexpr int SoonAfterNews = 250;     // ms: another laptop's batch comes down as one sync

} // namespace

// The sync thread's own connections, kept open from one sync to the next.
struct ClubSyncer::WorkerState
{
    GameStore store;
    ClubConnection server;
    ClubListener listener; // news of other laptops' games between syncs
    QString path;
    QString serverString;
};

ClubSyncer::ClubSyncer(QObject *parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_worker(new QObject)
    , m_every(new QTimer(this))
    , m_soon(new QTimer(this))
    , m_news(new QTimer(this))
{
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    // Not lowered below the table (runBelowTheTable): a sync holds the file's
    // write lock, and a lowered thread holding it while the processor is
    // busy keeps a card waiting far longer than it would take the processor.
    m_thread->start();
    m_every->setInterval(EveryMinute);
    m_soon->setSingleShot(true);
    m_soon->setInterval(SoonAfterAChange);
    connect(m_every, &QTimer::timeout, this, &ClubSyncer::syncNow);
    connect(m_soon, &QTimer::timeout, this, &ClubSyncer::syncNow);
    m_news->setSingleShot(true);
    m_news->setInterval(SoonAfterNews);
    connect(m_news, &QTimer::timeout, this, &ClubSyncer::syncNow);
}

ClubSyncer::~ClubSyncer()
{
    // The connections are closed on the thread that made them, after any sync under way.
    QMetaObject::invokeMethod(
        m_worker, [this] { delete m_workerState; }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
}

void ClubSyncer::setInterval(int milliseconds)
{
    m_every->setInterval(milliseconds);
}

void ClubSyncer::setStore(GameStore *store)
{
    if (m_events)
        disconnect(m_events, nullptr, this, nullptr);
    m_store = store && store->isOpen() && !store->isReadOnly() ? store : nullptr;
    m_path = m_store ? m_store->path() : QString();
    m_events = m_store ? m_store->events() : nullptr;
    if (m_store) {
        // Every change here goes up soon; what a sync brings down is counted again.
        connect(m_store->events(), &StoreEvents::changed, this, [this] {
            // Nothing to count or send without a server: a table alone pays nothing per card.
            if (m_server.isEmpty())
                return;
            countLocal();
            emit statusChanged();
            m_soon->start();
        });
    }
    m_lastSynced = {};
    m_offlineSince = {};
    start();
}

void ClubSyncer::setServer(const QString &server)
{
    if (server.trimmed() == m_server)
        return;
    m_server = server.trimmed();
    m_lastSynced = {};
    m_offlineSince = {};
    start();
}

void ClubSyncer::start()
{
    countLocal();
    if (m_server.isEmpty() || !m_store) {
        m_every->stop();
        m_soon->stop();
        m_news->stop();
        QMetaObject::invokeMethod(m_worker, [this] {
            if (m_workerState)
                m_workerState->listener.stop();
        });
        m_state = State::Off;
        emit statusChanged();
        return;
    }
    m_state = State::Syncing;
    m_reason.clear();
    m_every->start();
    emit statusChanged();
    syncNow();
}

void ClubSyncer::syncNow()
{
    if (m_server.isEmpty() || m_path.isEmpty())
        return;
    if (m_running) {
        m_again = true;
        return;
    }
    m_running = true;
    m_again = false;
    const QString path = m_path;
    const QString server = m_server;
    QMetaObject::invokeMethod(m_worker, [this, path, server] {
        // Made on this thread, which alone uses it: a store's timers and connections are its thread's.
        if (!m_workerState) {
            m_workerState = new WorkerState;
            m_workerState->store.events()->setInterval(0); // it only writes
            // What another laptop sent comes down now; a dropped connection shows as offline now.
            connect(&m_workerState->listener, &ClubListener::changed, this, [this] { m_news->start(); });
            connect(&m_workerState->listener, &ClubListener::lost, this, &ClubSyncer::syncNow);
        }
        WorkerState *state = m_workerState;
        StoreError error;
        std::optional<ClubSyncReport> report;
        if (state->path != path || !state->store.isOpen()) {
            state->store.close();
            state->path.clear();
            if (state->store.open(path, &error) == GameStore::OpenResult::Ok)
                state->path = path;
        }
        if (!state->path.isEmpty()) {
            const bool kept = state->serverString == server && state->server.isOpen();
            if (!kept) {
                state->serverString.clear();
                state->listener.stop();
                if (state->server.open(server, &error))
                    state->serverString = server;
            }
            if (!state->serverString.isEmpty()) {
                report = ClubSync(state->store, state->server.db()).run(&error);
                // The connection kept from the last sync may have gone with
                // a server restarted since: once more on a new one before
                // anything is said (a sync sends nothing twice).
                if (!report && kept) {
                    state->server.close();
                    state->listener.stop();
                    if (state->server.open(server, &error))
                        report = ClubSync(state->store, state->server.db()).run(&error);
                }
                // Connected again next time: the failure may have been the connection's.
                if (!report) {
                    state->server.close();
                    state->listener.stop();
                } else if (!state->listener.isListening()) {
                    state->listener.listen(server, state->server.backendPid());
                }
            }
        }
        const bool reachable = report || ClubConnection::answers(server);
        QMetaObject::invokeMethod(this, [this, report, error, reachable] { finished(report, error, reachable); });
    });
}

void ClubSyncer::finished(const std::optional<ClubSyncReport> &report, const StoreError &error, bool reachable)
{
    m_running = false;
    if (m_server.isEmpty() || !m_store)
        return;
    const QDateTime now = QDateTime::currentDateTime();
    if (report) {
        m_state = State::Synced;
        m_lastSynced = now;
        m_offlineSince = {};
        m_reason.clear();
        m_details.clear();
    } else if (!reachable) {
        if (m_state != State::Offline)
            m_offlineSince = now;
        m_state = State::Offline;
        m_reason = error.message;
        m_details = error.message;
    } else {
        m_state = State::Refused;
        // The server's own words when it gave some (the whole sentence is the tooltip).
        m_reason = error.detail.isEmpty() ? error.message : error.detail.section(QLatin1Char('\n'), 0, 0);
        m_details = error.message;
    }
    countLocal();
    emit statusChanged();
    if (m_again)
        syncNow();
}

void ClubSyncer::countLocal()
{
    if (!m_store || !m_store->isOpen())
        return;
    m_waiting = m_store->club().waiting().value_or(m_waiting);
    m_awaiting = m_store->club().awaiting().value_or(m_awaiting);
    m_disputed = m_store->club().disputed().value_or(m_disputed);
    if (std::optional<std::vector<ClubOutbox::RefusedGame>> refused = m_store->club().refused())
        m_refusedGames = std::move(*refused);
    if (std::optional<std::vector<RefusedAttachment>> refused = m_store->eventCopies().refusals())
        m_refusedAttachments = std::move(*refused);
}

QString ClubSyncer::statusText() const
{
    const QLocale locale;
    const auto time = [&](const QDateTime &when) { return locale.toString(when.time(), QLocale::ShortFormat); };
    QString text;
    switch (m_state) {
    case State::Off:
        return QString();
    case State::Syncing:
        text = tr("Club: syncing…");
        break;
    case State::Synced:
        //: %1 is the time of the last sync
        text = m_waiting > 0 ? tr("Club: %n game(s) waiting to be sent", nullptr, m_waiting)
                             : tr("Club: synced at %1").arg(time(m_lastSynced));
        break;
    case State::Offline:
        //: %1 is the time since when the server could not be reached
        text = tr("Club: offline since %1").arg(time(m_offlineSince));
        if (m_waiting > 0)
            text += QStringLiteral(" · ") + tr("%n game(s) waiting", nullptr, m_waiting);
        break;
    case State::Refused:
        //: %1 is why the server refused (its own words)
        text = tr("Club: refused (%1)").arg(m_reason);
        break;
    }
    if (m_awaiting > 0)
        text += QStringLiteral(" · ") + tr("%n game(s) sent, waiting for the club", nullptr, m_awaiting);
    if (m_disputed > 0)
        text += QStringLiteral(" · ") + tr("%n game(s) disputed", nullptr, m_disputed);
    if (!m_refusedGames.empty())
        text += QStringLiteral(" · ") + tr("%n game(s) refused by the club", nullptr, int(m_refusedGames.size()));
    if (!m_refusedAttachments.empty()) {
        const RefusedAttachment &last = m_refusedAttachments.back();
        //: %1 is the table's number, %2 the round, %3 why the club server refused (its own words, in English)
        text += QStringLiteral(" · ") +
                tr("table %1, round %2 not attached: %3").arg(last.table).arg(last.round).arg(last.reason);
    }
    return text;
}

QString ClubSyncer::details() const
{
    QStringList lines;
    if (!m_details.isEmpty())
        lines << m_details;
    for (const ClubOutbox::RefusedGame &refused : m_refusedGames) {
        //: %1 is the game's number here, %2 why the club's service refused it (its own words)
        lines << tr("Game %1 was refused by the club: %2").arg(refused.game).arg(refused.reason);
    }
    for (const RefusedAttachment &refused : m_refusedAttachments) {
        //: %1 the event's number, %2 the table's, %3 the round, %4 why the club server refused (its own words)
        lines << tr("Event %1, table %2, round %3: the club server would not attach the game (%4).")
                     .arg(refused.event)
                     .arg(refused.table)
                     .arg(refused.round)
                     .arg(refused.reason);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace tornei
