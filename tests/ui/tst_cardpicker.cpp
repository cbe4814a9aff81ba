// Cards typed, composed with an input method or refused at the table's card picker.
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

class TestCardPicker : public QObject
{
    Q_OBJECT

private slots:
    void refusalsAreShown_data();
    void refusalsAreShown();
    void typedCards_data();
    void typedCards();
    void japaneseInputMethod();
};

void TestCardPicker::refusalsAreShown_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected");
    QTest::newRow("used card") << QString() << QStringLiteral("already used");
    QTest::newRow("not a card") << QStringLiteral("x15") << QStringLiteral("not a card");
    QTest::newRow("number too high") << QStringLiteral("w15") << QStringLiteral("not a card");
}

void TestCardPicker::refusalsAreShown()
{
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    QRandomGenerator rng(31);
    const Record script = RandomGame::play(rng, 4);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    TablePage *table = window.tablePage();
    const std::vector<Entry> entries = Replay(script).entries();
    enterByHand(table, entries[0], Input::Keyboard);
    const Record before = table->session()->record();
    const QString text = typed.isEmpty() ? entries[0].card.code().toLower() : typed;
    QTest::keyClicks(table->picker()->typedEntry(), text);
    QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Return);
    QVERIFY2(table->messageText().contains(expected), qPrintable(table->messageText()));
    QCOMPARE(table->session()->record(), before);
    // The used card is greyed out, with where it went.
    QVERIFY(table->picker()->isUsed(entries[0].card));
    QVERIFY(table->picker()->button(entries[0].card)->toolTip().contains(script.seatName(entries[0].slot.seat)));
}

void TestCardPicker::typedCards_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("card");
    QTest::newRow("lower case") << QStringLiteral("w12") << QStringLiteral("W12");
    QTest::newRow("upper case") << QStringLiteral("F3") << QStringLiteral("F3");
    QTest::newRow("space") << QStringLiteral(" s 14 ") << QStringLiteral("S14");
    QTest::newRow("full width") << QStringLiteral("Ｗ１２") << QStringLiteral("W12");
    QTest::newRow("full width lower") << QStringLiteral("ｃ７") << QStringLiteral("C7");
    QTest::newRow("leading zero") << QStringLiteral("c07") << QStringLiteral("C7");
    QTest::newRow("too high") << QStringLiteral("w15") << QString();
    QTest::newRow("zero") << QStringLiteral("w0") << QString();
    QTest::newRow("no suit") << QStringLiteral("12") << QString();
    QTest::newRow("unknown suit") << QStringLiteral("x3") << QString();
}

void TestCardPicker::typedCards()
{
    QFETCH(QString, text);
    QFETCH(QString, card);
    const std::optional<Card> parsed = CardPicker::parseTyped(text);
    QCOMPARE(parsed ? parsed->code() : QString(), card);
}

void TestCardPicker::japaneseInputMethod()
{
    QRandomGenerator rng(41);
    const Record script = RandomGame::play(rng, 4);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    TablePage *table = window.tablePage();
    const Entry first = Replay(script).entries()[0];
    QString fullWidth;
    for (const QChar c : first.card.code())
        fullWidth += QChar(c.unicode() + 0xFEE0); // ASCII to full width
    QInputMethodEvent commit;
    commit.setCommitString(fullWidth);
    QApplication::sendEvent(table->picker()->typedEntry(), &commit);
    QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Return);
    QCOMPARE(table->session()->record().cardAt(first.slot), CardSlot(first.card));
}

QTEST_MAIN(TestCardPicker)
#include "tst_cardpicker.moc"
