#include "clubconnection.h"

#include "libpq.h"

#include <QAtomicInteger>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <memory>
#include <vector>

namespace tornei {

namespace {

void fail(StoreError *error, const QSqlError &sqlError)
{
    if (error)
        *error = ClubConnection::serverError(sqlError);
}

QString keywordValue(const ClubConnection::Keywords &keywords, const QString &keyword)
{
    for (const auto &[key, value] : keywords) {
        if (key == keyword)
            return value;
    }
    return {};
}

// A value as libpq reads it in a key=value string.
QString quoted(QString value)
{
    value.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    value.replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}

} // namespace

ClubConnection::ClubConnection()
{
    static QAtomicInteger<int> next;
    m_name = QStringLiteral("tornei-club-%1").arg(next.fetchAndAddRelaxed(1));
}

ClubConnection::~ClubConnection()
{
    close();
}

std::optional<ClubConnection::Keywords> ClubConnection::parse(const QString &server, StoreError *error)
{
    // Every way to the server starts here: libpq is loaded on the first.
    QString missing;
    if (!pq::load(&missing)) {
        if (error)
            *error = StoreError{missing};
        return std::nullopt;
    }
    char *message = nullptr;
    const std::unique_ptr<PQconninfoOption, decltype(pq::PQconninfoFree)> options(
        pq::PQconninfoParse(server.trimmed().toUtf8().constData(), &message), pq::PQconninfoFree);
    if (!options) {
        const QString reason = message ? QString::fromUtf8(message).trimmed() : tr("out of memory");
        pq::PQfreemem(message);
        if (error) {
            //: %1 is what libpq found wrong, e.g. 'missing "=" after "club"'.
            *error = StoreError{tr("The club server is not named as PostgreSQL expects: %1. Give a URI such as "
                                   "postgresql://user@host/club or settings such as \"host=... dbname=club\".")
                                    .arg(reason),
                                0, reason};
        }
        return std::nullopt;
    }
    Keywords keywords;
    for (const PQconninfoOption *option = options.get(); option->keyword; ++option) {
        if (!option->val)
            continue;
        const QString keyword = QString::fromUtf8(option->keyword);
        const QString value = QString::fromUtf8(option->val);
        if (keyword == QLatin1String("password")) {
            if (error) {
                *error = StoreError{tr("The club server's name holds a password: the app never keeps one. Put the "
                                       "password in ~/.pgpass (or PGPASSWORD, or a service file) and name the server "
                                       "without it.")};
            }
            return std::nullopt;
        }
        // Qt's driver turns every ';' of the options into a space.
        if (value.contains(QLatin1Char(';'))) {
            if (error) {
                //: %1 is a libpq keyword, e.g. sslrootcert.
                *error = StoreError{tr("The club server's setting %1 holds a ';', which cannot be passed on.").arg(keyword)};
            }
            return std::nullopt;
        }
        keywords.append({keyword, value});
    }
    return keywords;
}

QString ClubConnection::describe(const QString &server)
{
    const std::optional<Keywords> keywords = parse(server);
    if (!keywords)
        return server.trimmed();
    QString host = keywordValue(*keywords, QStringLiteral("host"));
    if (host.isEmpty())
        host = keywordValue(*keywords, QStringLiteral("hostaddr"));
    if (host.isEmpty())
        host = QStringLiteral("localhost");
    const QString user = keywordValue(*keywords, QStringLiteral("user"));
    QString database = keywordValue(*keywords, QStringLiteral("dbname"));
    if (database.isEmpty())
        database = keywordValue(*keywords, QStringLiteral("service"));
    //: How a club server is named in messages: %1 the host (or socket folder),
    //: %2 the database.
    QString text = tr("%1, database %2").arg(host, database.isEmpty() ? tr("(default)") : database);
    if (!user.isEmpty()) {
        //: %1 the login, %2 the server as named above.
        text = tr("%1 on %2").arg(user, text);
    }
    return text;
}

bool ClubConnection::open(const QString &server, StoreError *error)
{
    close();
    std::optional<Keywords> keywords = parse(server, error);
    if (!keywords)
        return false;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        if (error) {
            *error = StoreError{tr("The PostgreSQL driver of Qt is not installed (Debian package libqt6sql6-psql): "
                                   "the club server cannot be reached.")};
        }
        return false;
    }
    if (keywordValue(*keywords, QStringLiteral("connect_timeout")).isEmpty())
        keywords->append({QStringLiteral("connect_timeout"), QString::number(ConnectTimeout)});
    if (keywordValue(*keywords, QStringLiteral("application_name")).isEmpty())
        keywords->append({QStringLiteral("application_name"), QStringLiteral("tornei")});
    // Our statements are short and many: the server compiling one with LLVM (its cost estimate
    // over jit_above_cost) took longer than running it.
    bool hasOptions = false;
    for (auto &[keyword, value] : *keywords) {
        if (keyword == QLatin1String("options")) {
            value += QStringLiteral(" -c jit=off");
            hasOptions = true;
        }
    }
    if (!hasOptions)
        keywords->append({QStringLiteral("options"), QStringLiteral("-c jit=off")});
    QStringList options;
    for (const auto &[keyword, value] : *keywords)
        options << keyword + QLatin1Char('=') + quoted(value);
    m_db = std::make_unique<QSqlDatabase>(QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name));
    m_db->setConnectOptions(options.join(QLatin1Char(';')));
    if (!m_db->open()) {
        const QSqlError failure = m_db->lastError();
        const QString reason = (failure.databaseText().isEmpty() ? failure.driverText() : failure.databaseText()).trimmed();
        close();
        if (error) {
            //: %1 names the server (user, host, database), %2 is PostgreSQL's own reason.
            *error = StoreError{tr("Cannot connect to the club server (%1): %2").arg(describe(server), reason), 0, reason};
        }
        return false;
    }
    // The server's notices (its shutdown's "terminating connection" among
    // them) are not the user's: libpq would print them on stderr, before the
    // error that says what happened.
    if (PGconn *connection = handle(*m_db))
        pq::PQsetNoticeProcessor(connection, [](void *, const char *) {}, nullptr);
    m_server = server;
    return true;
}

void ClubConnection::rollback(QSqlDatabase &db)
{
    if (db.isOpen())
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
}

int ClubConnection::backendPid()
{
    if (!isOpen())
        return 0;
    QSqlQuery query(*m_db);
    return query.exec(QStringLiteral("SELECT pg_backend_pid()")) && query.next() ? query.value(0).toInt() : 0;
}

void ClubConnection::close()
{
    if (!m_db)
        return;
    m_db->close();
    m_db.reset();
    QSqlDatabase::removeDatabase(m_name);
    m_server.clear();
}

bool ClubConnection::isOpen() const
{
    return m_db && m_db->isOpen();
}

bool ClubConnection::isLost()
{
    pg_conn *connection = isOpen() ? handle(*m_db) : nullptr;
    return !connection || pq::PQstatus(connection) == CONNECTION_BAD;
}

std::optional<ClubConnection::Parameters> ClubConnection::parameters(const QString &server, StoreError *error)
{
    std::optional<Keywords> keywords = parse(server, error);
    if (!keywords)
        return std::nullopt;
    if (keywordValue(*keywords, QStringLiteral("connect_timeout")).isEmpty())
        keywords->append({QStringLiteral("connect_timeout"), QString::number(ConnectTimeout)});
    if (keywordValue(*keywords, QStringLiteral("application_name")).isEmpty())
        keywords->append({QStringLiteral("application_name"), QStringLiteral("tornei")});
    Parameters parameters;
    for (const auto &[keyword, value] : *keywords) {
        parameters.texts.push_back(keyword.toUtf8());
        parameters.texts.push_back(value.toUtf8());
    }
    for (std::size_t i = 0; i < parameters.texts.size(); i += 2) {
        parameters.names.push_back(parameters.texts[i].constData());
        parameters.values.push_back(parameters.texts[i + 1].constData());
    }
    parameters.names.push_back(nullptr);
    parameters.values.push_back(nullptr);
    return parameters;
}

bool ClubConnection::answers(const QString &server)
{
    const std::optional<Parameters> given = parameters(server);
    if (!given)
        return false;
    // PQPING_REJECT is a server not taking connections for now, not a refusal of this login.
    return pq::PQpingParams(given->names.data(), given->values.data(), 0) == PQPING_OK;
}

QString ClubConnection::serverReason(const QSqlError &error)
{
    QString reason = (error.databaseText().isEmpty() ? error.driverText() : error.databaseText()).trimmed();
    const QString code = error.nativeErrorCode();
    if (reason.endsWith(QLatin1Char('(') + code + QLatin1Char(')')))
        reason.chop(code.size() + 2);
    reason = reason.section(QLatin1Char('\n'), 0, 0).trimmed();
    for (const QLatin1String severity : {QLatin1String("ERROR:"), QLatin1String("FATAL:")}) {
        if (reason.startsWith(severity))
            reason = reason.mid(severity.size()).trimmed();
    }
    return reason;
}

StoreError ClubConnection::serverError(const QSqlError &error)
{
    QString reason = serverReason(error);
    if (reason.endsWith(QLatin1Char('.')))
        reason.chop(1); // the sentence below ends it
    // A query on a connection already lost fails without a word from anyone.
    if (reason.isEmpty())
        return StoreError{tr("The connection to the club server was lost.")};
    //: %1 is PostgreSQL's own description of the problem.
    StoreError refused{
        QCoreApplication::translate("tornei::ClubSchema", "The club server reported an error: %1.").arg(reason), 0,
        reason};
    refused.serverState = error.nativeErrorCode();
    return refused;
}

pg_conn *ClubConnection::handle(QSqlDatabase &db)
{
    const QVariant handle = db.isOpen() ? db.driver()->handle() : QVariant();
    // QPSQL's handle is a PGconn (whose struct is pg_conn).
    return handle.isValid() &&
                   (qstrcmp(handle.typeName(), "pg_conn*") == 0 || qstrcmp(handle.typeName(), "PGconn*") == 0)
               ? *static_cast<PGconn *const *>(handle.constData())
               : nullptr;
}

std::optional<std::vector<std::vector<QByteArray>>> ClubConnection::execute(QSqlDatabase &db, const char *sql,
                                                                            const std::vector<QByteArray> &params,
                                                                            StoreError *error,
                                                                            const std::vector<bool> &binary)
{
    // Straight through libpq on QPSQL's own connection (so in its transaction): a batch goes as a
    // parameter of one statement, where QPSQL would quote it into the text of an EXECUTE, which the
    // server then has to read character by character, after a PREPARE of its own.
    return execute(handle(db), sql, params, error, binary);
}

std::optional<std::vector<std::vector<QByteArray>>> ClubConnection::execute(pg_conn *connection, const char *sql,
                                                                            const std::vector<QByteArray> &params,
                                                                            StoreError *error,
                                                                            const std::vector<bool> &binary)
{
    if (!connection) {
        fail(error, QSqlError(tr("Not connected to the club server."), QString(), QSqlError::ConnectionError));
        return std::nullopt;
    }
    // Loaded already when the connection came through ClubConnection; QPSQL's own does not say.
    QString missing;
    if (!pq::load(&missing)) {
        fail(error, QSqlError(missing, QString(), QSqlError::ConnectionError));
        return std::nullopt;
    }
    std::vector<const char *> values;
    std::vector<int> lengths;
    std::vector<int> formats;
    for (std::size_t i = 0; i < params.size(); ++i) {
        values.push_back(params[i].constData());
        lengths.push_back(static_cast<int>(params[i].size()));
        formats.push_back(i < binary.size() && binary[i] ? 1 : 0);
    }
    const std::unique_ptr<PGresult, decltype(pq::PQclear)> result(
        pq::PQexecParams(connection, sql, static_cast<int>(params.size()), nullptr, values.data(), lengths.data(),
                         formats.data(), 0),
        pq::PQclear);
    const ExecStatusType status = pq::PQresultStatus(result.get());
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) {
        const char *state = result ? pq::PQresultErrorField(result.get(), PG_DIAG_SQLSTATE) : nullptr;
        const char *primary = result ? pq::PQresultErrorField(result.get(), PG_DIAG_MESSAGE_PRIMARY) : nullptr;
        fail(error,
             QSqlError(QString(), QString::fromUtf8(primary ? primary : pq::PQerrorMessage(connection)).trimmed(),
                       QSqlError::StatementError, QString::fromLatin1(state ? state : "")));
        return std::nullopt;
    }
    std::vector<std::vector<QByteArray>> rows(static_cast<std::size_t>(pq::PQntuples(result.get())));
    const int columns = pq::PQnfields(result.get());
    for (std::size_t row = 0; row < rows.size(); ++row) {
        for (int column = 0; column < columns; ++column) {
            const int r = static_cast<int>(row);
            rows[row].push_back(
                pq::PQgetisnull(result.get(), r, column)
                    ? QByteArray()
                    : QByteArray(pq::PQgetvalue(result.get(), r, column), pq::PQgetlength(result.get(), r, column)));
        }
    }
    return rows;
}

} // namespace tornei
