#pragma once

#include "storeerror.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QSqlDatabase;
class QSqlError;
struct pg_conn;

namespace tornei {

// A connection to a club's PostgreSQL server, named as libpq names one: a
// connection string ("host=/run/postgresql dbname=club") or a URI
// ("postgresql://table3@club.example:5432/club?sslmode=verify-full"). Every
// libpq keyword is passed on; a password is refused, as the app never keeps
// one: libpq finds it itself (~/.pgpass, PGPASSWORD, a service file).
// Connecting gives up after a few seconds unless the string says otherwise.
class ClubConnection
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubConnection)

public:
    using Keywords = QList<QPair<QString, QString>>;
    static constexpr int ConnectTimeout = 5; // seconds

    ClubConnection();
    ~ClubConnection();
    ClubConnection(const ClubConnection &) = delete;
    ClubConnection &operator=(const ClubConnection &) = delete;

    // The keywords a server string gives, in order; nullopt with the reason
    // when libpq cannot read it or it holds a password.
    static std::optional<Keywords> parse(const QString &server, StoreError *error = nullptr);
    // The server as a person names it in a message: user, host and database,
    // never a secret ("table3 on club.example, database club").
    static QString describe(const QString &server);

    // Whether a server takes connections now (it may still refuse this
    // login): one unreachable, starting, shutting down or recovering is
    // "offline", one that takes connections and refuses is not.
    static bool answers(const QString &server);

    // A server string as libpq's keyword and value arrays (null-terminated,
    // with the connect timeout), for a connection of libpq's own.
    struct Parameters
    {
        std::vector<QByteArray> texts; // what the pointers point into
        std::vector<const char *> names;
        std::vector<const char *> values;
    };
    static std::optional<Parameters> parameters(const QString &server, StoreError *error = nullptr);

    // What the server said went wrong, as a message (its own words quoted).
    static StoreError serverError(const QSqlError &error);
    // Ends the transaction under way on `db` without keeping it; nothing when
    // the server has ended the connection (nothing is left to end, and a
    // statement on a closed connection only warns).
    static void rollback(QSqlDatabase &db);
    // The server's own sentence in a QPSQL error, without the driver's
    // framing ("ERROR:", the lines after the first, the "(SQLSTATE)" it
    // appends, empty when the connection is lost); empty when there is none.
    static QString serverReason(const QSqlError &error);

    // One statement on `db` with text parameters (those marked in `binary`,
    // in the server's binary form), straight through libpq on QPSQL's own
    // connection, so in its transaction; its rows as the server's text (none
    // for a statement that returns none).
    static std::optional<std::vector<std::vector<QByteArray>>> execute(QSqlDatabase &db, const char *sql,
                                                                       const std::vector<QByteArray> &params,
                                                                       StoreError *error,
                                                                       const std::vector<bool> &binary = {});
    // The same on libpq's connection itself (`handle`), which a thread of
    // its own may use while no other does.
    static std::optional<std::vector<std::vector<QByteArray>>> execute(pg_conn *connection, const char *sql,
                                                                       const std::vector<QByteArray> &params,
                                                                       StoreError *error,
                                                                       const std::vector<bool> &binary = {});
    // QPSQL's libpq connection under `db`; null when it is not open.
    static pg_conn *handle(QSqlDatabase &db);

    bool open(const QString &server, StoreError *error = nullptr);
    void close();
    bool isOpen() const;
    // Whether the server ended the connection (a restart, an administrator's
    // pg_terminate_backend) or it broke: a new one is needed.
    bool isLost();
    // Valid while open.
    QSqlDatabase &db() { return *m_db; }
    // The server's process serving this connection (0 when unknown).
    int backendPid();
    QString server() const { return m_server; }

private:
    QString m_name;
    QString m_server;
    std::unique_ptr<QSqlDatabase> m_db;
};

} // namespace tornei
