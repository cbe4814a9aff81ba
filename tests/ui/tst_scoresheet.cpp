// The score sheet's model, filled card by card and following a game session.
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

class TestScoreSheet : public QObject
{
    Q_OBJECT

private slots:
    void scoreSheetModel();
};

void TestScoreSheet::scoreSheetModel()
{
    ScoreSheetModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QRandomGenerator rng(91);
    const Record script = RandomGame::play(rng, 3);
    Record growing = script;
    growing.rounds.clear();
    for (const Entry &e : Replay(script).entries()) {
        growing.place(e.slot, e.card);
        model.setReplay(std::make_shared<const Replay>(growing));
    }
    const Replay full(script);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), 3);
    for (int c = 0; c < model.columnCount(); ++c) {
        const int seat = model.seatOfColumn(c);
        QCOMPARE(model.index(3, c).data(Qt::UserRole).toInt(), full.totals()[at(seat)]);
        for (int r = 0; r < 3; ++r)
            QCOMPARE(model.index(r, c).data(Qt::UserRole).toInt(), full.round(r).scores[at(seat)]);
        QCOMPARE(model.headerData(c, Qt::Horizontal).toString(), script.seatName(seat));
    }
    model.retranslate();
    model.clear();
    QCOMPARE(model.rowCount(), 0);

    // Following a session: each stored change reaches the sheet and the
    // violations without the page passing it on, and taking a card back too.
    Record setup = script;
    setup.rounds.clear();
    GameSession session(nullptr, 1, setup, {});
    ViolationList violations;
    model.follow(&session);
    violations.follow(&session);
    QCOMPARE(model.rowCount(), 4);
    const std::vector<Entry> entries = Replay(script).entries();
    StoreError error;
    for (const Entry &e : entries)
        QVERIFY(session.apply(EntryEdit{{}, {}, {e}}, &error));
    QCOMPARE(model.index(3, 0).data(Qt::UserRole).toInt(), full.totals()[at(model.seatOfColumn(0))]);
    QCOMPARE(violations.count(), static_cast<int>(full.violations().size()));
    QVERIFY(session.apply(EntryEdit{{entries.back()}, {}, {}}, &error));
    QCOMPARE(model.index(3, 0).data(Qt::UserRole).toInt(),
             Replay(session.record()).totals()[at(model.seatOfColumn(0))]);
    model.follow(nullptr);
    QVERIFY(session.apply(EntryEdit{{}, {}, {entries.back()}}, &error));
    QCOMPARE(model.rowCount(), 0);
}

QTEST_MAIN(TestScoreSheet)
#include "tst_scoresheet.moc"
