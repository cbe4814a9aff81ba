// The table's texts: retranslated when the language changes, named as help
// names them, and players' names shown as written, never as markup.
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
#include "tabletexts.h"
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

namespace {

// What a tooltip shows of `tip`: Qt takes text that looks like HTML for HTML.
QString shownAsToolTip(const QString &tip)
{
    QTextDocument document;
    if (Qt::mightBeRichText(tip))
        document.setHtml(tip);
    else
        document.setPlainText(tip);
    return document.toPlainText();
}

} // namespace

class TestTableTexts : public QObject
{
    Q_OBJECT

private slots:
    void languageChangeRetranslates();
    void helpNamesThePreviousButton();
    void namesShownAsWritten();
    void headerSaysWhereTheGameIs();
};

// The header names the trick shown, and where the game is when another is shown.
void TestTableTexts::headerSaysWhereTheGameIs()
{
    QRandomGenerator rng(95);
    Record record = RandomGame::play(rng, 4);
    record.rounds.resize(1);
    record.rounds[0].tricks.resize(3);
    record.rounds[0].tricks[2].predictions = {};
    const Replay replay(record);
    QCOMPARE(replay.next().slot.round, 0);
    QCOMPARE(replay.next().slot.index, 2);
    const QString now = TableTexts::header(replay, 0, 2, false, false);
    QVERIFY2(now.endsWith(QStringLiteral("Trick 3 of 7")), qPrintable(now));
    // Browsed back to the trick under way: no "showing" of the trick it is at.
    QCOMPARE(TableTexts::header(replay, 0, 2, true, false), now);
    const QString earlier = TableTexts::header(replay, 0, 0, true, false);
    QVERIFY2(earlier.startsWith(QStringLiteral("Showing round 1, trick 1")) && earlier.endsWith(now),
             qPrintable(earlier));
}

void TestTableTexts::languageChangeRetranslates()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.show();
    QRandomGenerator rng(95);
    const Record script = RandomGame::play(rng, 4);
    startGameLike(window, script);
    TablePage *table = window.tablePage();
    table->enterCard(Replay(script).entries().front().card);
    // The undo step's whole text (the buttons show its card only).
    const auto undoText = [table] { return table->undoStack()->command(table->undoStack()->index() - 1)->text(); };
    const QString englishUndo = undoText();
    ScoreSheetModel *model = table->scoreSheet();
    QSignalSpy headers(model, &QAbstractItemModel::headerDataChanged);

    // Switching the language retranslates what is on screen, undo texts included.
    Language language;
    language.apply(QStringLiteral("ja"));
    QCoreApplication::processEvents();
    QVERIFY(headers.count() >= 2);
    QVERIFY(!table->promptText().isEmpty());
    const QString japaneseUndo = undoText();
    QVERIFY2(japaneseUndo != englishUndo, qPrintable(japaneseUndo));
    QVERIFY2(japaneseUndo.contains(QStringLiteral("プレイングカード")), qPrintable(japaneseUndo));
    language.apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(undoText(), englishUndo);
}

// Help names the button to the earlier tricks as the table shows it, in both languages.
void TestTableTexts::helpNamesThePreviousButton()
{
    TablePage table;
    auto *previous = table.findChild<QToolButton *>(QStringLiteral("previousButton"));
    Language translators;
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("ja")}) {
        translators.apply(code);
        QCoreApplication::processEvents();
        QFile file(QStringLiteral(":/help/help_%1.html").arg(code));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QTextDocument help;
        help.setHtml(QString::fromUtf8(file.readAll()));
        const QString text = help.toPlainText();
        QVERIFY2(text.contains(previous->text()), qPrintable(code + QLatin1Char(' ') + previous->text()));
    }
    translators.apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
}

// A name that looks like HTML is shown as it is written, never as markup:
// in the Undo tooltip, the header, the cards' tooltips and every label.
void TestTableTexts::namesShownAsWritten()
{
    const QString big = QStringLiteral("<font color=red size=7>BIG</font>");
    Record setup = handSetup();
    setup.seats[1] = big;
    setup.seats[0] = QStringLiteral("<b>Aki</b> & Co");
    TableFixture fixture(setup);
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    QVERIFY(enterHandCards(table));
    // The last card entered is the big name's prediction card.
    auto *undo = table->findChild<QToolButton *>(QStringLiteral("undoButton"));
    QVERIFY(undo->toolTip().contains(QStringLiteral("BIG")));
    QVERIFY2(shownAsToolTip(undo->toolTip()).contains(big), qPrintable(undo->toolTip()));
    int tips = 0;
    for (const QWidget *widget : fixture.window().findChildren<QWidget *>()) {
        if (!widget->toolTip().contains(QStringLiteral("BIG")))
            continue;
        ++tips;
        QVERIFY2(shownAsToolTip(widget->toolTip()).contains(big), qPrintable(widget->toolTip()));
    }
    QVERIFY(tips > 2); // Undo, the cards played by the big name
    for (const QLabel *label : fixture.window().findChildren<QLabel *>()) {
        if (label->text().contains(QStringLiteral("<b>Aki</b>")) || label->text().contains(big))
            QVERIFY2(label->textFormat() == Qt::PlainText, qPrintable(label->text()));
    }
    const ScoreSheetModel *sheet = table->scoreSheet();
    for (int row = 0; row < sheet->rowCount(); ++row) {
        for (int column = 0; column < sheet->columnCount(); ++column) {
            const QString tip = sheet->data(sheet->index(row, column), Qt::ToolTipRole).toString();
            if (tip.contains(QStringLiteral("Aki")))
                QVERIFY2(shownAsToolTip(tip).contains(QStringLiteral("<b>Aki</b> & Co")), qPrintable(tip));
        }
    }
}

QTEST_MAIN(TestTableTexts)
#include "tst_tabletexts.moc"
