// The new-game page: duplicate names refused, seats and the dummy moved,
// names matched to saved players as the store matches them, and the keys
// that go from seat to seat and start the game.
#include "cardpicker.h"
#include "gameendpage.h"
#include "gamesession.h"
#include "gamestore.h"
#include "language.h"
#include "mainwindow.h"
#include "modaldialogs.h"
#include "newgamepage.h"
#include "pressbutton.h"
#include "randomgame.h"
#include "recordformat.h"
#include "reports.h"
#include "scoresheetmodel.h"
#include "seatindex.h"
#include "startpage.h"
#include "suitstyle.h"
#include "tablefixture.h"
#include "tablepage.h"
#include "trickview.h"
#include "violationlist.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QFile>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>
#include <QUndoStack>

using namespace tornei;

class TestNewGamePage : public QObject
{
    Q_OBJECT

private slots:
    void newGameRefusesDuplicateNames();
    void newGameMatchesNamesLikeTheStore();
    void startingClosesTheCompletionList();
    void enterGoesFromSeatToSeat();
};

namespace {

// Where the window system sends a key: to an open popup (a completion list) first.
QWidget *keyTarget()
{
    if (QWidget *popup = QApplication::activePopupWidget())
        return popup;
    return QApplication::focusWidget();
}

void typeKeys(const QString &keys)
{
    for (const QChar c : keys)
        QTest::keyClick(keyTarget(), c.toLatin1());
}

QComboBox *seatBox(NewGamePage *page, int seat)
{
    return page->findChild<QComboBox *>(QStringLiteral("seatName%1").arg(seat));
}

bool completionShown(QComboBox *box)
{
    return box->completer()->popup()->isVisible();
}

} // namespace

void TestNewGamePage::newGameRefusesDuplicateNames()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.show();
    window.showNewGame();
    NewGamePage *page = window.newGamePage();
    // The dummy moved onto the first dealer's seat is said at once, before the names still to come.
    page->setPlayerCount(3);
    page->setDummySeat(0);
    QCOMPARE(page->problem(), QStringLiteral("The dummy never deals: choose a player as the first dealer."));
    page->setPlayerCount(4);
    page->setSeatName(0, QStringLiteral("Ben"));
    page->setSeatName(1, QStringLiteral("Aki"));
    page->setSeatName(2, QStringLiteral(" bEN "));
    page->setSeatName(3, QStringLiteral("Chie"));
    QVERIFY(!page->problem().isEmpty());
    QVERIFY(!page->startButton()->isEnabled());
    page->setSeatName(2, QStringLiteral("Dai"));
    QVERIFY(page->problem().isEmpty());
    page->setPlayerCount(3);
    page->setDummySeat(0);
    page->setFirstDealer(0);
    QVERIFY(!page->problem().isEmpty()); // the dummy never deals
    page->setFirstDealer(1);
    page->moveUp(1); // Aki to seat 1, the dummy to seat 2
    QCOMPARE(page->seatName(0), QStringLiteral("Aki"));
    QCOMPARE(page->setup().dummySeat(), 1);
    QCOMPARE(page->setup().firstDealer, 0);
    QVERIFY(page->problem().isEmpty());
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    QVERIFY(window.tablePage()->session());
    QCOMPARE(window.store()->players().all().size(), std::size_t(3));
}

// The new-game form offers a saved player for a name typed in another case
// or width, refuses two seats with one name in two spellings, and the game
// counts for the saved player.
void TestNewGamePage::newGameMatchesNamesLikeTheStore()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    activate(window);
    Record first = handSetup();
    first.seats[1] = QStringLiteral("Stra\u00DFe");
    startGameLike(window, first);
    QVERIFY(window.tablePage()->session());
    window.showNewGame();
    NewGamePage *page = window.newGamePage();
    auto *seat = page->findChild<QComboBox *>(QStringLiteral("seatName0"));
    QCompleter *completer = seat->completer();
    for (const auto &[typed, saved] : {std::pair{QStringLiteral("\uFF21\uFF2B"), QStringLiteral("Aki")},
                                       std::pair{QStringLiteral("STRASS"), QStringLiteral("Stra\u00DFe")},
                                       std::pair{QStringLiteral("chi"), QStringLiteral("Chie")}}) {
        completer->setCompletionPrefix(typed);
        QCOMPARE(completer->completionCount(), 1);
        QCOMPARE(completer->currentCompletion(), saved);
    }
    page->setPlayerCount(4);
    page->setSeatName(0, QStringLiteral("Am\u00E9lie"));
    page->setSeatName(1, QStringLiteral("\uFF21\uFF2B\uFF29"));
    page->setSeatName(2, QStringLiteral("Ame\u0301lie"));
    page->setSeatName(3, QStringLiteral("STRASSE"));
    QVERIFY(!page->problem().isEmpty());
    page->setSeatName(2, QStringLiteral("\u3164"));
    QVERIFY(!page->problem().isEmpty());
    page->setSeatName(2, QStringLiteral("Ben"));
    QVERIFY2(page->problem().isEmpty(), qPrintable(page->problem()));
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    QVERIFY(window.tablePage()->session());
    // Aki, Ben, Chie, Straße and Amélie: ＡＫＩ and STRASSE are the saved ones.
    QCOMPARE(window.store()->players().all().size(), std::size_t(5));
}

// Ctrl+Enter with a completion list open: the list closes with the form and
// the first card typed at the table is the table's.
void TestNewGamePage::startingClosesTheCompletionList()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    activate(window);
    startGameLike(window, handSetup()); // Aki, Ben and Chie are saved players now
    window.showNewGame();
    NewGamePage *page = window.newGamePage();
    page->setSetup(handSetup());
    QComboBox *seat = seatBox(page, 0);
    seat->setEditText(QString());
    seat->setFocus();
    typeKeys(QStringLiteral("Aki"));
    QVERIFY(completionShown(seat));
    QVERIFY2(page->problem().isEmpty(), qPrintable(page->problem()));

    QTest::keyClick(keyTarget(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(window.tablePage()->isVisible());
    QVERIFY(!page->isVisible());
    QVERIFY(!completionShown(seat));
    QCOMPARE(QApplication::activePopupWidget(), nullptr);
    QLineEdit *typed = window.tablePage()->picker()->typedEntry();
    QCOMPARE(QApplication::focusWidget(), typed);
    QVERIFY(window.tablePage()->session()->entries().empty());
    typeKeys(QStringLiteral("c1"));
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QCOMPARE(window.tablePage()->session()->entries().size(), std::size_t(1));
    QCOMPARE(window.tablePage()->session()->entries().front().card, cardOf("C1"));
    QCOMPARE(page->seatName(0), QStringLiteral("Aki"));

    // Keys typed while the closed list still held the keyboard (on X11, until
    // its closing reaches the server) come to the list: they are the table's.
    QWidget *list = seat->completer()->popup();
    for (const char c : {'c', '2'}) {
        QTest::keyClick(list, c);
        QCOMPARE(page->seatName(0), QStringLiteral("Aki"));
    }
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(window.tablePage()->session()->entries().size(), std::size_t(2));
    QCOMPARE(window.tablePage()->session()->entries().back().card, cardOf("C2"));
    QCOMPARE(page->seatName(0), QStringLiteral("Aki"));
}

// Enter in a name goes to the next seat with a player, after taking the
// completion when its list is open; after the last seat, to a seat still
// empty or to Start, where one more Enter starts the game.
void TestNewGamePage::enterGoesFromSeatToSeat()
{
    NewGamePage page;
    page.setKnownPlayers({QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie")});
    activate(page);
    QSignalSpy started(&page, &NewGamePage::startRequested);
    page.setPlayerCount(4);
    QCOMPARE(QApplication::focusWidget(), seatBox(&page, 0));

    typeKeys(QStringLiteral("Dai"));
    QVERIFY(!completionShown(seatBox(&page, 0)));
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), seatBox(&page, 1));

    // The list open: Enter takes the completion chosen in it and moves on.
    typeKeys(QStringLiteral("ch"));
    QVERIFY(completionShown(seatBox(&page, 1)));
    QTest::keyClick(keyTarget(), Qt::Key_Down);
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QVERIFY(!completionShown(seatBox(&page, 1)));
    QCOMPARE(page.seatName(1), QStringLiteral("Chie"));
    QCOMPARE(QApplication::focusWidget(), seatBox(&page, 2));

    // None chosen: Enter keeps the name as typed, a new player's, and moves on.
    typeKeys(QStringLiteral("Ak"));
    QVERIFY(completionShown(seatBox(&page, 2)));
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QVERIFY(!completionShown(seatBox(&page, 2)));
    QCOMPARE(page.seatName(2), QStringLiteral("Ak"));
    QCOMPARE(QApplication::focusWidget(), seatBox(&page, 3));
    seatBox(&page, 2)->setEditText(QString());
    seatBox(&page, 2)->setFocus();

    // Seat 3 left empty: from the last seat back to it.
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), seatBox(&page, 3));
    typeKeys(QStringLiteral("Eri"));
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), seatBox(&page, 2));
    typeKeys(QStringLiteral("Fumi"));
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), seatBox(&page, 3));
    QCOMPARE(started.size(), 0);
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(page.startButton()));
    QCOMPARE(started.size(), 0);
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QCOMPARE(started.size(), 1);
    QCOMPARE(started.front().front().value<Record>().seats[1], std::optional<QString>(QStringLiteral("Chie")));

    // Three players, the dummy in seat 2: Enter passes over its seat.
    page.setPlayerCount(3);
    page.setDummySeat(1);
    seatBox(&page, 0)->setFocus();
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), seatBox(&page, 2));
}

QTEST_MAIN(TestNewGamePage)
#include "tst_newgamepage.moc"
