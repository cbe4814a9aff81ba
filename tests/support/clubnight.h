#pragma once
// A club night for the page's tests: a club server of the test's own with an
// event of seven players, round 1 seated by hand (a table of four, one of
// three with the dummy), table 1's finished game attached and table 2's game
// under way (synced, not attached), and `tornei-cli club serve --http`
// serving its page.
#include "clirun.h"
#include "clubconnection.h"
#include "clubevents.h"
#include "clubfixture.h"
#include "clubgames.h"
#include "recordformat.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>

namespace tornei::testing {

#ifdef TORNEI_CLI
class ClubNightFixture
{
public:
    // Ben's name carries markup: the page must show it as text.
    QStringList players = {QStringLiteral("Aki"), QStringLiteral("<b>Ben</b>"), QStringLiteral("Cho"),
                           QStringLiteral("Dai"), QStringLiteral("Emi"),        QStringLiteral("Fumi"),
                           QStringLiteral("Gen")};

    ~ClubNightFixture()
    {
        stopService();
    }

    // Everything up to a running page; false with the reason.
    bool start(QString *why, int perAddress = 32)
    {
        if (!m_dir.isValid()) {
            *why = QStringLiteral("no temporary folder");
            return false;
        }
        m_cluster =
            startClubCluster({QStringLiteral("table1"), QStringLiteral("table2")}, {QStringLiteral("director")}, why);
        if (!m_cluster || !makeClubDatabase(*m_cluster, QStringLiteral("club"), why))
            return false;
        const CliRun made =
            cli(QStringLiteral("director"),
                {QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Friday <i>night</i>"),
                 QStringLiteral("--players"), players.join(QLatin1Char(',')), QStringLiteral("--rounds"),
                 QStringLiteral("2"), QStringLiteral("--date"), QStringLiteral("2026-11-27")});
        if (made.exitCode != 0) {
            *why = made.err;
            return false;
        }
        ClubConnection director;
        StoreError error;
        if (!director.open(server(QStringLiteral("director")), &error) ||
            !ClubEvents(director.db()).saveSeating(1, 1, seating(), &error)) {
            *why = error.message;
            return false;
        }
        // Table 1: a finished game of four, attached (Aki 37, Ben 30, Cho 23, Dai 21).
        const CliRun first =
            cli(QStringLiteral("table1"),
                {QStringLiteral("import"), QStringLiteral("--event"), QStringLiteral("1"), QStringLiteral("--round"),
                 QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("1"),
                 file(example("0003-legal-complete.json", {players[0], players[1], players[2], players[3]}),
                      QStringLiteral("table1"))});
        if (first.exitCode != 0) {
            *why = first.out + first.err;
            return false;
        }
        // Table 2: three tricks into its first round, as its laptop synced it.
        if (!submit(example("0001-legal-stopped.json", {QString(), players[4], players[5], players[6]}), why))
            return false;
        return startService(why, perAddress);
    }

    // Round 1: Aki, Ben, Cho, Dai at table 1; the dummy, Emi, Fumi, Gen at table 2.
    static SeatedRound seating()
    {
        SeatedTable one;
        one.seats = {0, 1, 2, 3};
        SeatedTable two;
        two.seats = {SeatedTable::Dummy, 4, 5, 6};
        two.firstDealer = 2;
        return SeatedRound{{one, two}, {}};
    }

    // An example of the specification with its seats renamed (empty: the dummy's).
    static Record example(const char *name, const QStringList &seats)
    {
        QFile file(QStringLiteral(TORNEI_TEST_DATA "/examples/") + QLatin1String(name));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        RecordError error;
        Record record = RecordFormat::read(file.readAll(), &error).value_or(Record{});
        for (int s = 0; s < SeatCount; ++s)
            record.seats[static_cast<std::size_t>(s)] =
                seats[s].isEmpty() ? std::nullopt : std::optional<QString>(seats[s]);
        record.started = QStringLiteral("2026-11-27T19:00:00+09:00");
        return record;
    }

    QString file(const Record &record, const QString &name)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".json"));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(RecordFormat::write(record)) < 0)
            return {};
        return path;
    }

    // A table's laptop sending a game as its sync does, the seats' players the club's (not attached).
    bool submit(const Record &record, QString *why,
                const QString &id = QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        ClubConnection table;
        StoreError error;
        if (!table.open(server(QStringLiteral("table2")), &error)) {
            *why = error.message;
            return false;
        }
        std::array<QString, SeatCount> ids;
        for (int s = 0; s < SeatCount; ++s) {
            if (!record.isPlayer(s))
                continue;
            QSqlQuery query(table.db());
            query.prepare(QStringLiteral("SELECT id::text FROM tornei_club.players WHERE name = ?"));
            query.addBindValue(*record.seats[static_cast<std::size_t>(s)]);
            if (!query.exec() || !query.next()) {
                *why = QStringLiteral("no player ") + *record.seats[static_cast<std::size_t>(s)];
                return false;
            }
            ids[static_cast<std::size_t>(s)] = query.value(0).toString();
        }
        if (!ClubGames(table.db()).submit(id, 0, QString(), RecordFormat::write(record), QString(), ids, &error)) {
            *why = error.message;
            return false;
        }
        return true;
    }

    bool startService(QString *why, int perAddress)
    {
        m_service.setProcessEnvironment(PgCluster::withPassword(QStringLiteral("pw")));
        if (qEnvironmentVariableIsSet("TORNEI_SERVICE_LOG"))
            m_service.setStandardErrorFile(qEnvironmentVariable("TORNEI_SERVICE_LOG"));
        m_service.start(QStringLiteral(TORNEI_CLI),
                        {QStringLiteral("club"), QStringLiteral("serve"), server(ServiceLogin),
                         QStringLiteral("--http"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--http-per-address"),
                         QString::number(perAddress)});
        static const QRegularExpression served(QStringLiteral("\\(port (\\d+)\\)"));
        QByteArray said;
        QDeadlineTimer deadline(60000);
        while (!deadline.hasExpired() && m_service.state() != QProcess::NotRunning) {
            m_service.waitForReadyRead(100);
            said += m_service.readAllStandardOutput();
            const QRegularExpressionMatch match = served.match(QString::fromUtf8(said));
            if (match.hasMatch()) {
                port = match.captured(1).toUShort();
                return true;
            }
        }
        *why = QString::fromUtf8(said + m_service.readAllStandardError());
        return false;
    }

    void stopService()
    {
        if (m_service.state() == QProcess::NotRunning)
            return;
        m_service.terminate();
        if (!m_service.waitForFinished(30000))
            m_service.kill();
    }

    // The page's address as `event page` gives it to the director.
    QString pageUrl(bool renew = false) const
    {
        QStringList args = {QStringLiteral("event"), QStringLiteral("page"), QStringLiteral("1"),
                            QStringLiteral("--json")};
        if (renew)
            args << QStringLiteral("--renew");
        const CliRun run = cli(QStringLiteral("director"), args);
        return QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("url")).toString();
    }

    QString server(const QString &login) const { return m_cluster->server(QStringLiteral("club"), login); }
    CliRun cli(const QString &login, const QStringList &args) const
    {
        return runCli(QStringList{QStringLiteral("--server"), server(login)} + args);
    }
    QString sql(const QString &statement, const QString &login = QStringLiteral("postgres")) const
    {
        QString output;
        m_cluster->psql(statement, &output, QStringLiteral("club"), login,
                        login == QLatin1String("postgres") ? QString() : QStringLiteral("pw"));
        return output;
    }

    quint16 port = 0;

private:
    ClubCluster m_cluster;
    QTemporaryDir m_dir;
    QProcess m_service;
};
#endif

} // namespace tornei::testing
