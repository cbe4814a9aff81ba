#pragma once
// tornei-cli run by a test against a club's server (TORNEI_CLI is its path).
#include "pgcluster.h"

#include <QProcess>
#include <QString>
#include <QStringList>

namespace tornei::testing {

#ifdef TORNEI_CLI
// What a run of tornei-cli gave.
struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs tornei-cli with `args` and `password` as PGPASSWORD (none when
// empty); exit code -1 when it crashed or did not end within two minutes.
inline CliRun runCli(const QStringList &args, const QString &password = QStringLiteral("pw"))
{
    QProcess process;
    process.setProcessEnvironment(PgCluster::withPassword(password));
    process.start(QStringLiteral(TORNEI_CLI), args);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}
#endif

} // namespace tornei::testing
