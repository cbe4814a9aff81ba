// One table's game shared by `tornei-cli share`: the snapshot is the game as
// played, read from the database (the trick on the table worked by hand),
// the page is its own files only under a strict policy, a wrong token or
// method is refused, a card committed by another program (the app) is
// pushed to a WebSocket, the game followed moves with what the app says on
// the standard input, and the end of that input ends the page.
#include "pagephone.h"
#include "playedgame.h"
#include "sessionfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

namespace {

QJsonObject json(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

// `tornei-cli share` on a database, as the app runs it.
class Share
{
public:
    bool start(const QString &database, const QStringList &more = {})
    {
        m_process.start(QStringLiteral(TORNEI_CLI),
                        QStringList{QStringLiteral("--db"), database, QStringLiteral("share"), QStringLiteral("--http"),
                                    QStringLiteral("127.0.0.1:0"), QStringLiteral("--json")} +
                            more);
        if (!m_process.waitForStarted(30000))
            return false;
        QDeadlineTimer deadline(60000);
        while (!m_process.canReadLine() && !deadline.hasExpired() && m_process.state() == QProcess::Running)
            m_process.waitForReadyRead(100);
        const QJsonObject line = json(m_process.readLine());
        url = line.value(QStringLiteral("url")).toString();
        game = line.value(QStringLiteral("game")).toInteger();
        return !url.isEmpty();
    }
    ~Share()
    {
        m_process.terminate();
        m_process.waitForFinished(10000);
    }
    QProcess &process() { return m_process; }

    QString url;
    qint64 game = 0;

private:
    QProcess m_process;
};

} // namespace

class TestTableGamePage : public QObject
{
    Q_OBJECT

private slots:
    void theSnapshotIsTheGameAsPlayed();
    void thePageIsItsOwnFilesOnly();
    void wrongTokensAndMethodsAreRefused();
    void aCardEnteredIsPushed();
    void theGameFollowedIsTheAppsAndItsInputEndsThePage();
};

void TestTableGamePage::theSnapshotIsTheGameAsPlayed()
{
    Fixture f;
    QVERIFY(f.ok());
    for (const char *c : Layout)
        QVERIFY(f.enter(c));
    QVERIFY(f.enter("W14"));
    QVERIFY(f.enter("W2"));
    Share share;
    QVERIFY(share.start(f.path()));
    QCOMPARE(share.game, f.session().gameId());
    QVERIFY(QRegularExpression(QStringLiteral("^http://127\\.0\\.0\\.1:\\d+/table/[A-Za-z0-9_-]{22}/$"))
                .match(share.url)
                .hasMatch());
    const PageAnswer answer = pageRequest("GET", share.url + QStringLiteral("snapshot.json"));
    QCOMPARE(answer.status, 200);
    const QJsonObject snapshot = json(answer.body);
    QCOMPARE(snapshot.value(QStringLiteral("id")).toInteger(), f.session().gameId());
    const QJsonObject game = snapshot.value(QStringLiteral("game")).toObject();
    QCOMPARE(game.value(QStringLiteral("seats")).toArray(),
             (QJsonArray{QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QJsonValue()}));
    // The dummy led its strongest suit's top card, W6; Aki and Ben followed: Chie plays next.
    const QJsonObject current = game.value(QStringLiteral("current")).toObject();
    QCOMPARE(current.value(QStringLiteral("round")).toInt(), 1);
    QCOMPARE(current.value(QStringLiteral("trick")).toInt(), 1);
    QCOMPARE(current.value(QStringLiteral("leader")).toInt(), Dummy);
    QCOMPARE(playedCards(snapshot),
             (QStringList{QStringLiteral("3:W6"), QStringLiteral("0:W14"), QStringLiteral("1:W2")}));
    // The rest as the rules library derives it from the stored record.
    QCOMPARE(QJsonDocument(game).toJson(QJsonDocument::Compact),
             QJsonDocument::fromJson(PlayedGame::json(f.stored()).serialize(-1)).toJson(QJsonDocument::Compact));
}

void TestTableGamePage::thePageIsItsOwnFilesOnly()
{
    Fixture f;
    QVERIFY(f.ok());
    Share share;
    QVERIFY(share.start(f.path()));
    const PageAnswer page = pageRequest("GET", share.url);
    QCOMPARE(page.status, 200);
    QVERIFY(page.header("content-type").startsWith("text/html"));
    QVERIFY(page.header("content-security-policy").contains("default-src 'none'"));
    QVERIFY(page.header("content-security-policy").contains("script-src 'self'"));
    QCOMPARE(page.header("x-content-type-options"), QByteArray("nosniff"));
    QCOMPARE(page.header("cache-control"), QByteArray("no-store"));
    QVERIFY(page.body.contains("table.js"));
    for (const char *file : {"table.js", "live.js", "game.js", "strings.js", "page.css"}) {
        const PageAnswer answer = pageRequest("GET", share.url + QLatin1String(file));
        QCOMPARE(answer.status, 200);
        QVERIFY(!answer.body.isEmpty());
    }
    // The club nights' page is not served here.
    QCOMPARE(pageRequest("GET", share.url + QStringLiteral("night.js")).status, 404);
}

void TestTableGamePage::wrongTokensAndMethodsAreRefused()
{
    Fixture f;
    QVERIFY(f.ok());
    Share share;
    QVERIFY(share.start(f.path()));
    QString other = share.url;
    other.replace(QRegularExpression(QStringLiteral("/table/[^/]+/")), QStringLiteral("/table/guessed/"));
    QCOMPARE(pageRequest("GET", other).status, 404);
    QCOMPARE(pageRequest("GET", other + QStringLiteral("snapshot.json")).status, 404);
    QCOMPARE(pageRequest("POST", share.url + QStringLiteral("snapshot.json")).status, 405);
    QCOMPARE(pageRequest("DELETE", share.url).status, 405);
    QCOMPARE(pageRequest("GET", share.url + QStringLiteral("../../etc/passwd")).status, 404);
    const QString root = share.url.left(share.url.indexOf(QStringLiteral("/table/")));
    QCOMPARE(pageRequest("GET", root + QStringLiteral("/")).status, 404);
    // A WebSocket with a made-up token is closed.
    PagePhone stranger(other);
    QTRY_VERIFY_WITH_TIMEOUT(stranger.socket.state() == QAbstractSocket::UnconnectedState &&
                                 stranger.socket.closeCode() == QWebSocketProtocol::CloseCodePolicyViolated,
                             30000);
    QVERIFY(stranger.messages.isEmpty());
}

void TestTableGamePage::aCardEnteredIsPushed()
{
    Fixture f;
    QVERIFY(f.ok());
    for (const char *c : Layout)
        QVERIFY(f.enter(c));
    Share share;
    QVERIFY(share.start(f.path()));
    PagePhone phone(share.url);
    QVERIFY(phone.waitFor([](const QJsonObject &s) { return playedCards(s) == QStringList{QStringLiteral("3:W6")}; }));
    // Entered at the table (here, another program's commit, as the app's is to tornei-cli).
    QVERIFY(f.enter("W14"));
    QVERIFY(phone.waitFor([](const QJsonObject &s) {
        return playedCards(s) == QStringList{QStringLiteral("3:W6"), QStringLiteral("0:W14")};
    }));
    const qsizetype before = phone.messages.size();
    QVERIFY(f.enter("W2"));
    QVERIFY(f.enter("F9"));
    QVERIFY(phone.waitFor([](const QJsonObject &s) { return playedCards(s).size() == 4; }));
    // Each snapshot sent differs from the one before: nothing is sent twice.
    for (qsizetype i = 1; i < phone.messages.size(); ++i)
        QVERIFY(phone.messages[i] != phone.messages[i - 1]);
    QVERIFY(phone.messages.size() > before);
}

void TestTableGamePage::theGameFollowedIsTheAppsAndItsInputEndsThePage()
{
    Fixture f;
    QVERIFY(f.ok());
    const qint64 first = f.session().gameId();
    for (const char *c : Layout)
        QVERIFY(f.enter(c));
    Share share;
    QVERIFY(share.start(f.path(), {QStringLiteral("--follow-input")}));
    QCOMPARE(share.game, first);
    PagePhone phone(share.url);
    QVERIFY(phone.waitFor([&](const QJsonObject &s) { return s.value(QStringLiteral("id")).toInteger() == first; }));
    // A newer game: with no game named, the newest is followed.
    Record next = setup();
    next.seats = {QStringLiteral("Dai"), QStringLiteral("Emi"), QStringLiteral("Fumi"), QStringLiteral("Gen")};
    next.started = QStringLiteral("2099-01-01T20:00:00+09:00");
    const std::optional<qint64> second = f.store().records().create(next);
    QVERIFY(second);
    QVERIFY(phone.waitFor([&](const QJsonObject &s) { return s.value(QStringLiteral("id")).toInteger() == *second; }));
    QCOMPARE(phone.messages.last()
                 .value(QStringLiteral("game"))
                 .toObject()
                 .value(QStringLiteral("seats"))
                 .toArray()
                 .first()
                 .toString(),
             QStringLiteral("Dai"));
    // The app goes back to the first game: it says so, and the page shows it.
    share.process().write(QByteArray::number(first) + '\n');
    QVERIFY(phone.waitFor([&](const QJsonObject &s) { return s.value(QStringLiteral("id")).toInteger() == first; }));
    // A line that is not a game id changes nothing.
    share.process().write("nonsense\n");
    // The app closed (or died): the end of its input ends the page at once.
    share.process().closeWriteChannel();
    QVERIFY(share.process().waitForFinished(30000));
    QCOMPARE(share.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(share.process().exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(phone.socket.state() == QAbstractSocket::UnconnectedState, 30000);
}

QTEST_GUILESS_MAIN(TestTableGamePage)
#include "tst_tablegamepage.moc"
