// One table's game shared by `tornei-cli share`, in a real browser
// (tests/page/browser/tablepage.py, headless Chromium through chromedriver
// and Selenium): this holds the game (Aki, "<b>Ben</b>" and 千恵 with the
// dummy), enters its cards one at a time as the table does while the page
// is open, tells the script what the page must then show, and checks that
// it passed. Screenshots go to TORNEI_SCREENSHOTS, or beside the test.
#include "sessionfixture.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

using namespace tornei;

class TestTablePageBrowser : public QObject
{
    Q_OBJECT

private slots:
    void aPhoneFollowsTheTable();
};

void TestTablePageBrowser::aPhoneFollowsTheTable()
{
    for (const char *needed : {"/usr/bin/chromium", "/usr/bin/chromedriver", TORNEI_PYTHON}) {
        if (!QFileInfo::exists(QLatin1String(needed)))
            QSKIP(qPrintable(QStringLiteral("%1 is not installed: ./dev test installs it").arg(QLatin1String(needed))));
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    Record record = setup();
    record.seats[Ben] = QStringLiteral("<b>Ben</b>");
    record.seats[Chie] = QStringLiteral("千恵");
    const std::optional<qint64> game = store.records().create(record);
    QVERIFY(game);
    std::unique_ptr<GameSession> session = GameSession::load(&store, *game, nullptr);
    QVERIFY(session);
    const auto enter = [&](const char *code) {
        QString why;
        const std::optional<GameAction> action =
            GameFlow::enter(session->replay(), session->replay().next().slot, card(code), &why);
        StoreError error;
        return action && session->apply(action->redo, &error);
    };
    for (const char *c : Layout)
        QVERIFY(enter(c));

    QProcess share;
    share.start(QStringLiteral(TORNEI_CLI),
                {QStringLiteral("--db"), path, QStringLiteral("share"), QStringLiteral("--http"),
                 QStringLiteral("127.0.0.1:0"), QStringLiteral("--json")});
    QVERIFY(share.waitForStarted(30000));
    QDeadlineTimer started(60000);
    while (!share.canReadLine() && !started.hasExpired() && share.state() == QProcess::Running)
        share.waitForReadyRead(100);
    const QString url = QJsonDocument::fromJson(share.readLine()).object().value(QStringLiteral("url")).toString();
    QVERIFY(!url.isEmpty());

    const QString screenshots = qEnvironmentVariableIsSet("TORNEI_SCREENSHOTS")
                                    ? qEnvironmentVariable("TORNEI_SCREENSHOTS")
                                    : QDir::current().filePath(QStringLiteral("tablepage-screenshots"));
    QProcess browser;
    // Chromium leaves its singleton's folder in TMPDIR: in the test's own folder, it goes with it.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("TMPDIR"), dir.path());
    browser.setProcessEnvironment(environment);
    browser.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    const QJsonArray players{QStringLiteral("Aki"), QStringLiteral("<b>Ben</b>"), QStringLiteral("千恵")};
    browser.start(QStringLiteral(TORNEI_PYTHON),
                  {QStringLiteral(TORNEI_BROWSER_SCRIPT), QStringLiteral("--url"), url, QStringLiteral("--players"),
                   QString::fromUtf8(QJsonDocument(players).toJson(QJsonDocument::Compact)),
                   QStringLiteral("--screenshots"), screenshots});
    QString said;
    // Waits for the script to ask for the next card; false when it ended instead.
    const auto ready = [&] {
        QDeadlineTimer deadline(240000);
        while (!deadline.hasExpired()) {
            while (browser.canReadLine()) {
                const QString line = QString::fromUtf8(browser.readLine());
                said += line;
                if (line.startsWith(QLatin1String("READY")))
                    return true;
            }
            if (browser.state() == QProcess::NotRunning)
                return false;
            browser.waitForReadyRead(100);
        }
        return false;
    };
    const auto expect = [&](const QJsonObject &shown) {
        browser.write(QJsonDocument(shown).toJson(QJsonDocument::Compact) + '\n');
    };
    // The steps of trick 1 and the lead of trick 2, worked by hand (tst_gamesession): the dummy
    // leads W6; Aki W14, Ben W2, Chie F9; Aki's W14 wins, so Aki leads trick 2 with F2.
    struct Step
    {
        std::vector<const char *> cards;
        QJsonArray played;
        QString trick;
    };
    const std::vector<Step> steps = {
        {{"W14"}, {QStringLiteral("W6"), QStringLiteral("W14")}, QStringLiteral("Trick 1: NPC leads")},
        {{"W2"}, {QStringLiteral("W6"), QStringLiteral("W14"), QStringLiteral("W2")}, {}},
        {{"F9", "W1", "S1", "C3"}, {}, QStringLiteral("Trick 2: Aki leads")},
        {{"F2"}, {QStringLiteral("F2")}, QStringLiteral("Trick 2: Aki leads")},
    };
    for (const Step &step : steps) {
        QVERIFY2(ready(), qPrintable(said));
        for (const char *c : step.cards)
            QVERIFY(enter(c));
        QJsonObject shown{{QStringLiteral("played"), step.played}};
        if (!step.trick.isEmpty())
            shown.insert(QStringLiteral("trick"), step.trick);
        expect(shown);
    }
    QVERIFY2(ready(), qPrintable(said));
    expect(QJsonObject{{QStringLiteral("done"), true}});
    QVERIFY(browser.waitForFinished(240000));
    said += QString::fromUtf8(browser.readAll());
    QVERIFY2(browser.exitStatus() == QProcess::NormalExit && browser.exitCode() == 0, qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("PASS")), qPrintable(said));
    share.terminate();
    QVERIFY(share.waitForFinished(10000));
}

QTEST_GUILESS_MAIN(TestTablePageBrowser)
#include "tst_tablepagebrowser.moc"
