#pragma once
// A PostgreSQL server of a test's own: a cluster made in a temporary folder,
// listening only on a Unix socket there, stopped and removed with the object.
// The server refuses to run as root, so as root (as CI runs) its programs run
// as the `postgres` user the server package makes. Debian keeps them in
// /usr/lib/postgresql/<version>/bin, off PATH.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <csignal>
#include <memory>
#include <unistd.h>

class PgCluster
{
public:
    static constexpr int Port = 5432; // the socket's name only: the folder is ours

    // The newest server installed, or empty.
    static QString binDir()
    {
        QStringList versions = QDir(QStringLiteral("/usr/lib/postgresql")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        std::sort(versions.begin(), versions.end(), [](const QString &a, const QString &b) { return a.toInt() > b.toInt(); });
        for (const QString &version : versions) {
            const QString bin = QStringLiteral("/usr/lib/postgresql/%1/bin").arg(version);
            if (QFile::exists(bin + QStringLiteral("/initdb")))
                return bin;
        }
        return {};
    }

    PgCluster() = default;
    PgCluster(const PgCluster &) = delete;
    PgCluster &operator=(const PgCluster &) = delete;
    ~PgCluster()
    {
        stop();
        if (m_watcher > 0)
            ::kill(static_cast<pid_t>(m_watcher), SIGKILL);
    }

    // Makes and starts the cluster; false with the reason when it cannot.
    // Local connections: the superuser `postgres` without a password, every
    // other role with its password (scram-sha-256). `settings` are the
    // server's own (name=value), beside those every test's server has.
    bool start(QString *why, const QStringList &settings = {})
    {
        m_settings = settings;
        m_bin = binDir();
        if (m_bin.isEmpty()) {
            *why = QStringLiteral("no PostgreSQL server installed (./dev test installs it)");
            return false;
        }
        m_dir = std::make_unique<QTemporaryDir>();
        if (!m_dir->isValid()) {
            *why = QStringLiteral("no temporary folder");
            return false;
        }
        if (geteuid() == 0 && !run(QStringLiteral("chown"), {QStringLiteral("postgres:postgres"), m_dir->path()}, why, false))
            return false;
        if (!run(m_bin + QStringLiteral("/initdb"),
                 {QStringLiteral("-D"), data(), QStringLiteral("-U"), QStringLiteral("postgres"),
                  QStringLiteral("--no-sync"), QStringLiteral("-E"), QStringLiteral("UTF8"),
                  QStringLiteral("--locale=C.UTF-8"), QStringLiteral("--auth-local=trust")},
                 why))
            return false;
        QFile hba(data() + QStringLiteral("/pg_hba.conf"));
        if (!hba.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            *why = QStringLiteral("cannot write pg_hba.conf");
            return false;
        }
        hba.write("local all postgres trust\nlocal all all scram-sha-256\n");
        hba.close();
        return startServer(why) && watch(why);
    }

    // Stops the server at once (as a crash would); start it again with resume().
    void stop()
    {
        if (m_running) {
            QString ignored;
            run(m_bin + QStringLiteral("/pg_ctl"),
                {QStringLiteral("-D"), data(), QStringLiteral("-m"), QStringLiteral("immediate"), QStringLiteral("-w"),
                 QStringLiteral("stop")},
                &ignored);
            m_running = false;
        }
    }
    bool resume(QString *why) { return startServer(why); }
    // Begins a smart shutdown and returns at once: while a session stays open the server runs on,
    // refusing new connections ("the database system is shutting down"). stop() ends it.
    bool beginSmartStop(QString *why) const
    {
        return run(m_bin + QStringLiteral("/pg_ctl"),
                   {QStringLiteral("-D"), data(), QStringLiteral("-m"), QStringLiteral("smart"), QStringLiteral("-W"),
                    QStringLiteral("stop")},
                   why);
    }
    bool isRunning() const { return m_running; }

    // The folder of the socket (a libpq host).
    QString socketDir() const { return m_dir->path(); }
    // A libpq connection string to `database` as `user`.
    QString server(const QString &database = QStringLiteral("postgres"), const QString &user = QStringLiteral("postgres")) const
    {
        return QStringLiteral("host=%1 port=%2 dbname=%3 user=%4").arg(socketDir()).arg(Port).arg(database, user);
    }

    // This process's environment with PGPASSWORD set to `password` (none when empty), for a client.
    static QProcessEnvironment withPassword(const QString &password)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("PGPASSWORD"));
        if (!password.isEmpty())
            env.insert(QStringLiteral("PGPASSWORD"), password);
        return env;
    }

    // Runs SQL through psql as `user` (ON_ERROR_STOP); false with psql's
    // error in *output. The password, if any, goes through PGPASSWORD.
    bool psql(const QString &sql, QString *output, const QString &database = QStringLiteral("postgres"),
              const QString &user = QStringLiteral("postgres"), const QString &password = QString()) const
    {
        QProcess process;
        process.setProcessEnvironment(withPassword(password));
        process.start(m_bin + QStringLiteral("/psql"),
                      {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"), QStringLiteral("-t"),
                       QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-c"), sql,
                       server(database, user)});
        if (!process.waitForFinished(60000)) {
            *output = QStringLiteral("psql did not finish");
            return false;
        }
        *output = QString::fromUtf8(process.exitCode() == 0 ? process.readAllStandardOutput()
                                                              : process.readAllStandardError())
                      .trimmed();
        return process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    }

private:
    QString data() const { return m_dir->path() + QStringLiteral("/data"); }

    bool startServer(QString *why)
    {
        m_running = run(m_bin + QStringLiteral("/pg_ctl"),
                        {QStringLiteral("-D"), data(), QStringLiteral("-l"), m_dir->path() + QStringLiteral("/log"),
                         QStringLiteral("-w"), QStringLiteral("-o"),
                         QStringLiteral("-k %1 -p %2 -c listen_addresses='' -c fsync=off").arg(m_dir->path()).arg(Port) +
                             (m_settings.isEmpty() ? QString() : QStringLiteral(" -c ") + m_settings.join(QStringLiteral(" -c "))),
                         QStringLiteral("start")},
                        why);
        return m_running;
    }

    // A test that crashes or is killed never stops its server: a watcher
    // does, when this process has gone, and removes the folder.
    bool watch(QString *why)
    {
        const QString asServer = geteuid() == 0 ? QStringLiteral("runuser -u postgres -- ") : QString();
        const QString script = QStringLiteral(
            "while [ -d /proc/$1 ]; do sleep 1; done;"
            " if [ -f \"$3/postmaster.pid\" ]; then %1\"$2\" -D \"$3\" -m immediate -w stop >/dev/null 2>&1; fi;"
            " rm -rf \"$4\"")
                                   .arg(asServer);
        QProcess watcher;
        watcher.setProgram(QStringLiteral("sh"));
        watcher.setArguments({QStringLiteral("-c"), script, QStringLiteral("pgcluster-watch"), QString::number(getpid()),
                              m_bin + QStringLiteral("/pg_ctl"), data(), m_dir->path()});
        watcher.setStandardInputFile(QProcess::nullDevice());
        watcher.setStandardOutputFile(QProcess::nullDevice());
        watcher.setStandardErrorFile(QProcess::nullDevice());
        if (!watcher.startDetached(&m_watcher)) {
            *why = QStringLiteral("cannot start the cluster's watcher");
            return false;
        }
        return true;
    }

    // Runs a server program, as `postgres` when we are root.
    bool run(const QString &program, QStringList arguments, QString *why, bool asServer = true) const
    {
        QString command = program;
        if (asServer && geteuid() == 0) {
            arguments.prepend(program);
            arguments.prepend(QStringLiteral("--"));
            arguments.prepend(QStringLiteral("postgres"));
            arguments.prepend(QStringLiteral("-u"));
            command = QStringLiteral("runuser");
        }
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(command, arguments);
        if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit ||
            process.exitCode() != 0) {
            *why = QStringLiteral("%1 failed: %2").arg(program, QString::fromLocal8Bit(process.readAll()));
            return false;
        }
        return true;
    }

    QString m_bin;
    QStringList m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    bool m_running = false;
    qint64 m_watcher = 0;
};
