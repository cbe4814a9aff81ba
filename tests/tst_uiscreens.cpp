// Every screen of the app, in English and Japanese, at the laptop size the
// table uses: each must fit 1366×768, no text on the table screen may be cut
// off, and a picture of each is saved to $TORNEI_SCREENSHOT_DIR when it is set.
#include "cardpicker.h"
#include "gameendpage.h"
#include "fitlabel.h"
#include "gamesession.h"
#include "language.h"
#include "mainwindow.h"
#include "newgamepage.h"
#include "randomgame.h"
#include "tablepage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QScopeGuard>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QScrollBar>
#include <QTextBrowser>

using namespace tornei;

class TestUiScreens : public QObject
{
    Q_OBJECT

private slots:
    void screens_data();
    void screens();

private:
    void shoot(QWidget *window, const QString &language, const QString &name);
    void checkNothingClipped(TablePage *table, const QString &where);
};

void TestUiScreens::checkNothingClipped(TablePage *table, const QString &where)
{
    // Words as drawn, against the room their widget has.
    for (QLabel *label : table->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        const QString what = QStringLiteral("%1: %2 \"%3\"").arg(where, label->objectName(), label->text());
        if (auto *fit = qobject_cast<FitLabel *>(label)) {
            // Shrunk to fit if need be, but never cut at this size.
            QVERIFY2(!fit->isElided(), qPrintable(what));
            QVERIFY2(QFontMetrics(fit->fittedFont()).horizontalAdvance(fit->shownText()) <= fit->contentsRect().width(),
                     qPrintable(what));
        } else if (label->wordWrap()) {
            QVERIFY2(label->heightForWidth(label->width()) <= label->height(), qPrintable(what));
        } else {
            const int room = label->contentsRect().width() - 2 * label->margin() - label->indent();
            QVERIFY2(label->fontMetrics().horizontalAdvance(label->text()) <= room,
                     qPrintable(what + QStringLiteral(" needs %1, has %2").arg(label->fontMetrics().horizontalAdvance(label->text())).arg(room)));
        }
    }
    for (QAbstractButton *button : table->findChildren<QAbstractButton *>()) {
        if (!button->isVisible() || button->text().isEmpty())
            continue;
        QString text = button->text();
        text.remove(QLatin1Char('&'));
        QVERIFY2(button->fontMetrics().horizontalAdvance(text) <= button->contentsRect().width(),
                 qPrintable(QStringLiteral("%1: %2 \"%3\"").arg(where, button->objectName(), text)));
    }
    // Each line of the score sheet within its column, and the rows' names within their header.
    QTableView *sheet = table->scoreSheetView();
    if (sheet->isVisible()) {
        const QAbstractItemModel *model = sheet->model();
        for (int c = 0; c < model->columnCount(); ++c) {
            for (int r = 0; r < model->rowCount(); ++r) {
                const QModelIndex index = model->index(r, c);
                QFont font = sheet->font();
                if (const QVariant f = index.data(Qt::FontRole); f.isValid())
                    font = f.value<QFont>();
                for (const QString &line : index.data().toString().split(QLatin1Char('\n'))) {
                    QVERIFY2(QFontMetrics(font).horizontalAdvance(line) + 6 <= sheet->columnWidth(c),
                             qPrintable(QStringLiteral("%1: score sheet \"%2\" in %3 px").arg(where, line).arg(sheet->columnWidth(c))));
                }
            }
        }
        for (int r = 0; r < model->rowCount(); ++r) {
            for (const QString &line : model->headerData(r, Qt::Vertical).toString().split(QLatin1Char('\n'))) {
                QVERIFY2(sheet->verticalHeader()->fontMetrics().horizontalAdvance(line) + 6 <= sheet->verticalHeader()->width(),
                         qPrintable(QStringLiteral("%1: score sheet row \"%2\"").arg(where, line)));
            }
        }
    }
}

void TestUiScreens::shoot(QWidget *window, const QString &language, const QString &name)
{
    QCoreApplication::processEvents();
    const QPixmap picture = window->grab();
    QVERIFY(!picture.isNull());
    QVERIFY(window->minimumSizeHint().width() <= 1366);
    QVERIFY2(window->minimumSizeHint().height() <= 740, qPrintable(QString::number(window->minimumSizeHint().height())));
    if (auto *main = qobject_cast<MainWindow *>(window); main && main->tablePage() && main->tablePage()->isVisible()) {
        checkNothingClipped(main->tablePage(), QStringLiteral("%1-%2").arg(language, name));
        if (QTest::currentTestFailed())
            return;
    }
    const QString dir = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QVERIFY(picture.save(QDir(dir).filePath(QStringLiteral("%1-%2.png").arg(language, name))));
}

void TestUiScreens::screens_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("dark");
    QTest::newRow("en, 3 players") << QStringLiteral("en") << 3 << false;
    QTest::newRow("ja, 3 players") << QStringLiteral("ja") << 3 << false;
    QTest::newRow("en, 4 players") << QStringLiteral("en") << 4 << false;
    QTest::newRow("ja, 4 players") << QStringLiteral("ja") << 4 << false;
    QTest::newRow("en, 4 players, dark") << QStringLiteral("en") << 4 << true;
}

void TestUiScreens::screens()
{
    QFETCH(QString, language);
    QFETCH(int, players);
    QFETCH(bool, dark);
    Language translators;
    translators.apply(language);
    const QString tag = QStringLiteral("%1-%2p%3").arg(language).arg(players).arg(dark ? "-dark" : "");
    const QPalette original = QApplication::palette();
    if (dark) {
        QPalette p;
        p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2e));
        p.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
        p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x20));
        p.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x38));
        p.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
        p.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3f));
        p.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
        p.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x66));
        p.setColor(QPalette::Dark, QColor(0x55, 0x55, 0x5a));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
        QApplication::setPalette(p);
    }
    const auto restore = qScopeGuard([&] { QApplication::setPalette(original); });

    QRandomGenerator rng(players == 3 ? 7u : 8u);
    Record script = RandomGame::play(rng, players);
    if (language == QLatin1String("ja")) {
        // Japanese names, to see them drawn too.
        const QStringList names = {QStringLiteral("あき"), QStringLiteral("ベン"), QStringLiteral("千恵"),
                                   QStringLiteral("大輔")};
        for (int s = 0; s < SeatCount; ++s) {
            if (script.isPlayer(s))
                script.seats[static_cast<std::size_t>(s)] = names[s];
        }
    }
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1366, 740);
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    if (players == 3)
        shoot(&window, tag, QStringLiteral("1-start-empty"));

    window.showNewGame();
    NewGamePage *setup = window.newGamePage();
    setup->setSetup(script);
    shoot(&window, tag, QStringLiteral("2-new-game"));
    QVERIFY(window.startGame(setup->setup()));
    TablePage *table = window.tablePage();

    const std::vector<Entry> entries = Replay(script).entries();
    const int dummy = script.dummySeat();
    bool layoutShot = false;
    bool midTrickShot = false;
    bool resultShot = false;
    bool summaryShot = false;
    bool dummyShot = false;
    for (const Entry &e : entries) {
        if (e.slot.kind == EntryKind::Joust && e.slot.seat == dummy)
            continue;
        if (e.slot.kind == EntryKind::DummyPrediction) {
            table->setDummyPredictionArmed(true);
        }
        table->enterCard(e.card);
        QCOMPARE(table->session()->record().cardAt(e.slot), CardSlot(e.card));
        const Record &record = table->session()->record();
        if (!layoutShot && e.slot.kind == EntryKind::DummyLayout && e.slot.index == 3) {
            shoot(&window, tag, QStringLiteral("3-layout-entry"));
            layoutShot = true;
        }
        const NextEntry &next = table->session()->replay().next();
        if (!midTrickShot && e.slot.round == 0 && e.slot.index == 2 && next.slot.kind == EntryKind::Joust
            && next.slot.index == 2 && record.rounds[0].tricks.size() == 3) {
            const auto &jousts = record.rounds[0].tricks[2].jousts;
            const int entered = static_cast<int>(std::count_if(jousts.begin(), jousts.end(), [](const CardSlot &c) {
                return c.has_value();
            }));
            if (entered >= 2 && (!script.hasDummy() || jousts[static_cast<std::size_t>(dummy)])) {
                shoot(&window, tag, QStringLiteral("4-mid-trick"));
                midTrickShot = true;
            }
        }
        if (!dummyShot && midTrickShot && e.slot.round == 0 && next.slot.kind == EntryKind::Prediction) {
            shoot(&window, tag, QStringLiteral("5-reveal"));
            dummyShot = true;
        }
        if (!resultShot && e.slot.round == 0 && e.slot.index >= 3 && e.slot.kind == EntryKind::Prediction
            && table->session()->replay().round(0).tricks[static_cast<std::size_t>(e.slot.index)].complete) {
            shoot(&window, tag, QStringLiteral("6-result"));
            resultShot = true;
        }
        if (table->heldResult() && table->roundSummaryButton()->isVisible())
            table->showRoundSummary(); // the last trick has been seen
        if (!summaryShot && table->isShowingSummary() && !next.gameOver) {
            shoot(&window, tag, QStringLiteral("7-round-summary"));
            // The whole summary in sight: nothing of it behind a scroll bar.
            const auto *summary = table->findChild<QTextBrowser *>(QStringLiteral("summary"));
            QVERIFY(summary);
            QVERIFY2(summary->verticalScrollBar()->maximum() == 0, qPrintable(tag));
            summaryShot = true;
        }
    }
    QVERIFY(layoutShot || players == 4);
    QVERIFY(midTrickShot);
    QVERIFY(resultShot);
    QVERIFY(summaryShot);
    QVERIFY(table->isShowingSummary());
    shoot(&window, tag, QStringLiteral("8-game-end"));
    emit window.gameEndPage()->backToTableRequested(); // the game-end page came first
    table->sidePanel()->setCurrentIndex(0);
    table->showTrick(1, 4);
    shoot(&window, tag, QStringLiteral("9-past-trick-and-score-sheet"));
    window.showStart();
    shoot(&window, tag, QStringLiteral("10-start-history"));
    translators.apply(QStringLiteral("en"));
}

QTEST_MAIN(TestUiScreens)
#include "tst_uiscreens.moc"
