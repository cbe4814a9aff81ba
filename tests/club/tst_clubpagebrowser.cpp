// A club night's page in a real browser (tests/club/browser/clubpage.py,
// headless Chromium through chromedriver and Selenium): this sets the night
// up, gives the script what `event seat` and `event standings --json` print
// and the command that sends the next game, and checks that it passed.
// Screenshots go to TORNEI_SCREENSHOTS, or beside the test.
#include "clubnight.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

class TestClubPageBrowser : public QObject
{
    Q_OBJECT

private slots:
    void aPhoneFollowsTheNight();
};

void TestClubPageBrowser::aPhoneFollowsTheNight()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    for (const char *needed : {"/usr/bin/chromium", "/usr/bin/chromedriver", TORNEI_PYTHON}) {
        if (!QFileInfo::exists(QLatin1String(needed)))
            QSKIP(qPrintable(QStringLiteral("%1 is not installed: ./dev test installs it").arg(QLatin1String(needed))));
    }
    ClubNightFixture night;
    QString why;
    QVERIFY2(night.start(&why), qPrintable(why));
    const QString url = night.pageUrl();
    QVERIFY(!url.isEmpty());

    QTemporaryDir dir;
    const auto save = [&](const QString &name, const QStringList &args) {
        const CliRun run = night.cli(QStringLiteral("table1"), args);
        QFile file(dir.filePath(name));
        if (run.exitCode != 0 || !file.open(QIODevice::WriteOnly))
            return QString();
        file.write(run.out.toUtf8());
        return file.fileName();
    };
    const QString seating = save(QStringLiteral("seating.json"),
                                 {QStringLiteral("event"), QStringLiteral("seat"), QStringLiteral("1"),
                                  QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--json")});
    const QStringList standingsArgs = {QStringLiteral("event"), QStringLiteral("standings"), QStringLiteral("1"),
                                       QStringLiteral("--json")};
    const QString standings = save(QStringLiteral("standings.json"), standingsArgs);
    QVERIFY(!seating.isEmpty() && !standings.isEmpty());
    // Table 2 finishes its game (Emi 14, Fumi 16, Gen 20 in the example's seats), sent and attached.
    const QString game =
        night.file(ClubNightFixture::example("0011-legal-complete.json",
                                             {QString(), night.players[4], night.players[5], night.players[6]}),
                   QStringLiteral("table2-finished"));
    const auto command = [&](const QString &login, const QStringList &args) {
        QJsonArray array{QStringLiteral(TORNEI_CLI), QStringLiteral("--server"), night.server(login)};
        for (const QString &arg : args)
            array.append(arg);
        return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
    };
    const QString send =
        command(QStringLiteral("table2"),
                {QStringLiteral("import"), QStringLiteral("--event"), QStringLiteral("1"), QStringLiteral("--round"),
                 QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("2"), game});
    const QString screenshots = qEnvironmentVariableIsSet("TORNEI_SCREENSHOTS")
                                    ? qEnvironmentVariable("TORNEI_SCREENSHOTS")
                                    : QDir::current().filePath(QStringLiteral("clubpage-screenshots"));

    QProcess browser;
    // Chromium leaves its singleton's folder in TMPDIR: in the test's own folder, it goes with it.
    QProcessEnvironment environment = PgCluster::withPassword(QStringLiteral("pw"));
    environment.insert(QStringLiteral("TMPDIR"), dir.path());
    browser.setProcessEnvironment(environment);
    browser.setProcessChannelMode(QProcess::MergedChannels);
    browser.start(QStringLiteral(TORNEI_PYTHON),
                  {QStringLiteral(TORNEI_BROWSER_SCRIPT), QStringLiteral("--url"), url, QStringLiteral("--seating"),
                   seating, QStringLiteral("--standings"), standings, QStringLiteral("--send"), send,
                   QStringLiteral("--standings-after"), command(QStringLiteral("table1"), standingsArgs),
                   QStringLiteral("--screenshots"), screenshots});
    QVERIFY(browser.waitForFinished(240000));
    const QString said = QString::fromUtf8(browser.readAll());
    QVERIFY2(browser.exitStatus() == QProcess::NormalExit && browser.exitCode() == 0, qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("PASS")), qPrintable(said));
}

QTEST_GUILESS_MAIN(TestClubPageBrowser)
#include "tst_clubpagebrowser.moc"
