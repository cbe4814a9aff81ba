#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QSqlDatabase;
class QTimer;

namespace tornei {

class ClubConnection;
class ClubListener;
struct StoreError;

// The club's own derivation (`tornei-cli club serve`): the only writer of
// what the club counts. Tables and directors submit records to the inbox
// (club.sql); the service takes the waiting ones in order, reads each with
// the app's record reader (its limits included) as a local import does,
// makes it canonical, computes its identity, replays it with the rules
// library, and writes the game, its seats and summary and its number
// (tornei_club.derive_games), or rejects it with a reason the sender's next
// sync shows. Then it brings the kept ratings up to date. Nothing a laptop
// sends beside a record (a checksum, figures) is taken on trust: a claim that
// disagrees with the record is a rejection.
class ClubService
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubService)

public:
    // `db`: an open connection of a login in tornei_service. `readAhead`, another
    // one of the same login, reads the submissions after a batch while the
    // server writes the batch on `db` (so that the server reads them on
    // another core); without it they are read in the batch's transaction.
    explicit ClubService(QSqlDatabase &db, QSqlDatabase *readAhead = nullptr);
    ~ClubService();
    ClubService(const ClubService &) = delete;
    ClubService &operator=(const ClubService &) = delete;

    // Works through up to `limit` waiting submissions in one transaction:
    // how many it handled (0 when none waits); nullopt on error, when
    // nothing of that transaction is kept.
    std::optional<int> handleWaiting(int limit, StoreError *error = nullptr);
    // handleWaiting() until none waits, then, when it found none waiting at
    // all, the ratings: how many it handled. Rating from the earliest game
    // that changed waits for a quiet moment: rated after every batch while
    // eight laptops send, the same games were rated again and again. A
    // submission the server refuses to write (a constraint no check here
    // foresaw), which would stop the inbox for good, is found by taking its
    // batch again one at a time, and rejected with the server's words.
    std::optional<int> drain(StoreError *error = nullptr);

    // Submissions per transaction (a batch of a laptop's sync is 200).
    static constexpr int BatchSize = 200;

private:
    struct ReadAhead;

    // Marks the submission m_refused rejected, for the reason the server gave.
    bool reject(const StoreError &refusal, StoreError *error);

    QSqlDatabase &m_db;
    QSqlDatabase *m_readAhead;
    std::unique_ptr<ReadAhead> m_ahead;
    qint64 m_refused = 0; // the ticket of a submission written alone that the server refused

};

// The service running until stopped: drains the inbox when woken by a
// submission (LISTEN tornei_club_inbox) and every few seconds, and connects
// again when the server goes away, so that nothing sent waits longer than
// the server is down.
class ClubServiceRunner : public QObject
{
    Q_OBJECT

public:
    explicit ClubServiceRunner(const QString &server, QObject *parent = nullptr);
    ~ClubServiceRunner() override;

    // Connects and works through what waits; false (with the reason) when
    // the first connection fails or its login is not the service's.
    bool start(StoreError *error);

signals:
    // Each drain: how many submissions it handled.
    void handled(int count);
    // A failure it will retry (the server went away, a statement failed).
    void failed(const QString &message);

private:
    void work();
    bool connect(StoreError *error);

    QString m_server;
    std::unique_ptr<ClubConnection> m_connection;
    std::unique_ptr<ClubConnection> m_readAhead; // none when it could not connect
    std::unique_ptr<ClubListener> m_listener;
    QTimer *m_timer = nullptr;
};

} // namespace tornei
