// The table's game shared on the local network from the app (Game > Share
// on the local network): off until started in its dialog, which then shows
// the page's address and its QR code; a phone (a WebSocket here) follows the
// cards as they are entered through the table's widgets and the next game
// once it is begun; an address that cannot be listened on says why; and the
// page ends with the app.
#include "localnetworks.h"
#include "pagephone.h"
#include "qrcode.h"
#include "qrreader.h"
#include "sharedialog.h"
#include "tablefixture.h"
#include "tableshare.h"

#include <QAction>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTcpSocket>

using namespace tornei;
using namespace tornei::testing;

namespace {

QAction *shareAction(MainWindow &window)
{
    return menuAction(window, MainWindow::tr("Share on the local net&work…"));
}

} // namespace

class TestTableShare : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aPhoneFollowsTheTable();
    void anAddressThatCannotBeUsedSaysWhy();
    void theNetworksListTheLoopbackLast();

private:
    QTemporaryDir m_settings;
};

void TestTableShare::initTestCase()
{
    // Whatever the window remembers goes to settings of the test's own.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestTableShare::aPhoneFollowsTheTable()
{
    QTemporaryDir dir;
    auto window = std::make_unique<MainWindow>();
    QVERIFY(window->openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window->tableShare()->setProgram(QStringLiteral(TORNEI_CLI));
    activate(*window);
    startGameLike(*window, handSetup());
    TablePage *table = window->tablePage();
    QVERIFY(table->session());
    // The dummy's board by hand: it leads W6 at once.
    for (int i = 0; i < 7; ++i)
        enterByHand(table, Entry{Slot{EntryKind::DummyLayout, 0, i, 3}, cardOf(HandCards[i])}, Input::Keyboard);
    QCOMPARE(table->session()->entries().size(), std::size_t(8));

    // Off until asked for.
    QVERIFY(!window->tableShare()->isRunning());
    QAction *share = shareAction(*window);
    QVERIFY(share);
    share->trigger();
    ShareDialog *dialog = window->shareDialog();
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(!dialog->qrCode()->isVisible());
    QComboBox *networks = dialog->networkChoice();
    const int loopback = networks->findData(QStringLiteral("127.0.0.1"));
    QVERIFY(loopback >= 0);
    QCOMPARE(loopback, networks->count() - 1); // the room's networks come first
    networks->setCurrentIndex(loopback);
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!window->tableShare()->url().isEmpty(), 60000);
    const QString url = window->tableShare()->url();
    QVERIFY2(url.startsWith(QStringLiteral("http://127.0.0.1:")) && url.contains(QStringLiteral("/table/")),
             qPrintable(url));
    QCOMPARE(dialog->addressLabel()->text(), url);
    QVERIFY(dialog->qrCode()->isVisible());
    QCOMPARE(dialog->qrCode()->text(), url);
    // What a phone's camera reads off the dialog is the address.
    QString why;
    QCOMPARE(readQrCode(dialog->qrCode()->grab().toImage(), &why), url);
    QVERIFY(!dialog->networkChoice()->isEnabled());

    PagePhone phone(url);
    QVERIFY(phone.waitFor([](const QJsonObject &s) { return playedCards(s) == QStringList{QStringLiteral("3:W6")}; }));
    QTRY_COMPARE_WITH_TIMEOUT(window->tableShare()->phones(), 1, 30000);
    QVERIFY(dialog->statusLabel()->text().contains(QLatin1Char('1')));
    // Aki and Ben play, typed at the table.
    dialog->close();
    window->activateWindow();
    enterByHand(table, Entry{Slot{EntryKind::Joust, 0, 0, 0}, cardOf("W14")}, Input::Keyboard);
    enterByHand(table, Entry{Slot{EntryKind::Joust, 0, 0, 1}, cardOf("W2")}, Input::Mouse);
    QVERIFY(phone.waitFor([](const QJsonObject &s) {
        return playedCards(s) == QStringList{QStringLiteral("3:W6"), QStringLiteral("0:W14"), QStringLiteral("1:W2")};
    }));
    QCOMPARE(phone.messages.last().value(QStringLiteral("id")).toInteger(), table->session()->gameId());

    // A new game at the table: the page moves to it once its first card is stored.
    const qint64 first = table->session()->gameId();
    Record next = handSetup();
    next.seats = {QStringLiteral("Dai"), QStringLiteral("Emi"), QStringLiteral("Fumi"), std::nullopt};
    startGameLike(*window, next);
    table = window->tablePage();
    table->enterCard(cardOf("C1"));
    QVERIFY(table->session()->gameId() != first);
    QVERIFY(phone.waitFor(
        [&](const QJsonObject &s) { return s.value(QStringLiteral("id")).toInteger() == table->session()->gameId(); }));
    QCOMPARE(phone.messages.last()
                 .value(QStringLiteral("game"))
                 .toObject()
                 .value(QStringLiteral("seats"))
                 .toArray()
                 .first()
                 .toString(),
             QStringLiteral("Dai"));
    // Back to the first game (continued from the start page): the page follows.
    QVERIFY(window->continueGame(first));
    QVERIFY(phone.waitFor([&](const QJsonObject &s) { return s.value(QStringLiteral("id")).toInteger() == first; }));

    // The app closes: the page is gone with it.
    const quint16 port = static_cast<quint16>(QUrl(url).port());
    window.reset();
    QTRY_VERIFY_WITH_TIMEOUT(phone.socket.state() == QAbstractSocket::UnconnectedState, 30000);
    QTcpSocket after;
    after.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(!after.waitForConnected(2000));
}

void TestTableShare::anAddressThatCannotBeUsedSaysWhy()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.tableShare()->setProgram(QStringLiteral(TORNEI_CLI));
    QAction *share = shareAction(window);
    QVERIFY(share);
    share->trigger();
    ShareDialog *dialog = window.shareDialog();
    // An address of no network of this computer (TEST-NET-3).
    dialog->networkChoice()->addItem(QStringLiteral("elsewhere"), QStringLiteral("203.0.113.7"));
    dialog->networkChoice()->setCurrentIndex(dialog->networkChoice()->count() - 1);
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!window.tableShare()->isRunning(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->statusLabel()->text().contains(QStringLiteral("203.0.113.7")), 60000);
    QVERIFY(window.tableShare()->url().isEmpty());
    QVERIFY(!dialog->qrCode()->isVisible());
    QVERIFY(dialog->networkChoice()->isEnabled());
}

void TestTableShare::theNetworksListTheLoopbackLast()
{
    const std::vector<LocalNetwork> networks = LocalNetworks::list();
    QVERIFY(!networks.empty());
    QVERIFY(networks.back().loopback);
    QCOMPARE(LocalNetworks::describe(networks.back()),
             LocalNetworks::tr("This computer only — %1").arg(networks.back().address));
    for (std::size_t i = 0; i + 1 < networks.size(); ++i)
        QVERIFY(!networks[i].loopback);
}

QTEST_MAIN(TestTableShare)
#include "tst_tableshare.moc"
