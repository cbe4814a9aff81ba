#pragma once
// A club's server for tests: its roles and logins, and a database with the
// club's tables made as `tornei-cli club init` makes them.
#include "clubconnection.h"
#include "clubschema.h"
#include "clubservice.h"
#include "clubsync.h"
#include "gamestore.h"
#include "pgcluster.h"
#include "storedgames.h"
#include "storeerror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QThread>
#include <QTimeZone>
#include <QStringList>

#include <map>
#include <memory>

namespace tornei::testing {

// The club's service's login in tests.
inline const QString ServiceLogin = QStringLiteral("service");

// The three group roles, a login for each table and director named and the
// service's (all with the password "pw", which PGPASSWORD then gives libpq).
inline bool addClubLogins(const PgCluster &cluster, const QStringList &tables, const QStringList &directors,
                          QString *why)
{
    QString sql = QStringLiteral("CREATE ROLE tornei_table NOLOGIN; CREATE ROLE tornei_director NOLOGIN;"
                                 " CREATE ROLE tornei_service NOLOGIN;"
                                 " CREATE ROLE service LOGIN PASSWORD 'pw' IN ROLE tornei_service;");
    for (const QString &login : tables)
        sql += QStringLiteral(" CREATE ROLE %1 LOGIN PASSWORD 'pw' IN ROLE tornei_table;").arg(login);
    for (const QString &login : directors)
        sql += QStringLiteral(" CREATE ROLE %1 LOGIN PASSWORD 'pw' IN ROLE tornei_director;").arg(login);
    if (!cluster.psql(sql, why))
        return false;
    qputenv("PGPASSWORD", "pw");
    return true;
}

inline void stopServices();

// A test's cluster, which stops the process's club services (startService)
// before it stops: none then finds its server gone in the middle of a call.
struct StopServicesFirst
{
    void operator()(PgCluster *cluster) const
    {
        stopServices();
        delete cluster;
    }
};
using ClubCluster = std::unique_ptr<PgCluster, StopServicesFirst>;

// A cluster of the test's own with the club's group roles and these logins;
// null, with the reason, when it cannot be started.
inline ClubCluster startClubCluster(const QStringList &tables, const QStringList &directors, QString *why)
{
    ClubCluster cluster(new PgCluster);
    if (!cluster->start(why) || !addClubLogins(*cluster, tables, directors, why))
        return nullptr;
    return cluster;
}

// The club's service for a test's database, run as `club serve` runs it, in
// a thread of its own: it works through the inbox as submissions come, and
// connects again when the server went away (a test that stops it).
class ServiceThread : public QThread
{
public:
    explicit ServiceThread(QString server) : m_server(std::move(server)) {}
    ~ServiceThread() override
    {
        requestInterruption();
        wait();
    }

protected:
    void run() override
    {
        std::unique_ptr<ClubConnection> connection;
        std::unique_ptr<ClubConnection> readAhead;
        while (!isInterruptionRequested()) {
            if (!connection) {
                connection = std::make_unique<ClubConnection>();
                if (!connection->open(m_server)) {
                    connection.reset();
                    msleep(100);
                    continue;
                }
                readAhead = std::make_unique<ClubConnection>();
                if (!readAhead->open(m_server))
                    readAhead.reset();
            }
            StoreError error;
            if (!ClubService(connection->db(), readAhead ? &readAhead->db() : nullptr).drain(&error))
                connection.reset();
            msleep(10);
        }
    }

private:
    QString m_server;
};

// Every service a test process started, stopped when it ends.
inline std::vector<std::unique_ptr<ServiceThread>> &runningServices()
{
    static std::vector<std::unique_ptr<ServiceThread>> services;
    return services;
}

// Stops every service this process started.
inline void stopServices()
{
    runningServices().clear();
}

inline void startService(const PgCluster &cluster, const QString &database)
{
    // Stopped while the application still runs: a thread's database connection cannot outlive it.
    static const bool stoppedAtExit = [] {
        qAddPostRoutine([] { runningServices().clear(); });
        return true;
    }();
    Q_UNUSED(stoppedAtExit);
    runningServices().push_back(std::make_unique<ServiceThread>(cluster.server(database, ServiceLogin)));
    runningServices().back()->start();
}

// Waits until the club's service has read every submission (at most a minute).
inline bool inboxRead(QSqlDatabase &db)
{
    QDeadlineTimer deadline(60000);
    while (!deadline.hasExpired()) {
        QSqlQuery query(db);
        if (query.exec(QStringLiteral("SELECT count(*) FROM tornei_club.inbox WHERE state = 'waiting'")) &&
            query.next() && query.value(0).toInt() == 0)
            return true;
        QThread::msleep(10);
    }
    return false;
}

// A laptop's sync as a table sees it once the club's service has read what
// it sent: a sync, the service's reading, and a second sync that learns
// what became of it; the two reports added up.
inline std::optional<ClubSyncReport> syncWithClub(GameStore &store, QSqlDatabase &db, StoreError *error,
                                                  int batch = 0)
{
    ClubSync sync(store, db);
    if (batch > 0)
        sync.setBatchSize(batch);
    std::optional<ClubSyncReport> first = sync.run(error);
    if (!first)
        return std::nullopt;
    if (!inboxRead(db)) {
        if (error)
            *error = StoreError{QStringLiteral("the club's service did not read the inbox")};
        return std::nullopt;
    }
    std::optional<ClubSyncReport> second = sync.run(error);
    if (!second)
        return std::nullopt;
    ClubSyncReport &r = *second;
    r.playersSent += first->playersSent;
    r.playerChangesApplied += first->playerChangesApplied;
    r.playerChangesRequested += first->playerChangesRequested;
    r.gamesSubmitted += first->gamesSubmitted;
    r.gamesSent += first->gamesSent;
    r.alreadyThere += first->alreadyThere;
    r.disputesSent += first->disputesSent;
    r.gamesRefused += first->gamesRefused;
    r.gamesVoided += first->gamesVoided;
    r.removalRequests += first->removalRequests;
    r.removalsRefused += first->removalsRefused;
    r.received.added += first->received.added;
    r.received.replaced += first->received.replaced;
    r.received.removed += first->received.removed;
    r.received.disputed += first->received.disputed;
    r.received.refused.insert(r.received.refused.begin(), first->received.refused.begin(),
                              first->received.refused.end());
    r.playersReceived += first->playersReceived;
    r.eventsReceived += first->eventsReceived;
    r.gamesAttached += first->gamesAttached;
    r.attachesRefused += first->attachesRefused;
    return second;
}

// A new database `name` holding the club's tables, with the club's service running for it.
inline bool makeClubDatabase(const PgCluster &cluster, const QString &name, QString *why)
{
    if (!cluster.psql(QStringLiteral("CREATE DATABASE %1").arg(name), why))
        return false;
    ClubConnection admin;
    StoreError error;
    if (!admin.open(cluster.server(name), &error) || !ClubSchema::initialize(admin.db(), &error)) {
        *why = error.message;
        return false;
    }
    startService(cluster, name);
    return true;
}

// A game of the club's evenings: a random 3-player game (or one cut short),
// dated `minute` minutes after 18:00 on the first evening.
inline Record clubGame(QRandomGenerator &rng, int minute, bool stopped = false)
{
    Record record = playGame(rng, 3, stopped);
    const QDateTime first(QDate(2026, 11, 21), QTime(18, 0), QTimeZone(9 * 3600));
    record.started = first.addSecs(minute * 60).toString(Qt::ISODate);
    return record;
}

// Every game of a store by its identity (the canonical record's checksum), with how many there are of it.
inline std::map<QString, int> identities(GameStore &store)
{
    std::map<QString, int> found;
    for (qint64 id : store.games().ids(HistoryQuery{})) {
        const std::optional<Record> record = store.records().load(id);
        if (record)
            ++found[GameRecords::hash(*record)];
    }
    return found;
}

} // namespace tornei::testing
