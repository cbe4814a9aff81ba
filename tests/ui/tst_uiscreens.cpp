// Every screen of the app, in English and Japanese, at the laptop size the
// table uses: each must fit 1366×768, no text on the table screen may be cut
// off, and a picture of each is saved to $TORNEI_SCREENSHOT_DIR when it is set.
#include "cardpicker.h"
#include "clipping.h"
#include "darkpalette.h"
#include "fitlabel.h"
#include "gameendpage.h"
#include "gamehistorypage.h"
#include "gamesession.h"
#include "historymodel.h"
#include "language.h"
#include "mainwindow.h"
#include "newgamepage.h"
#include "pressbutton.h"
#include "randomgame.h"
#include "reviewpage.h"
#include "shownwindow.h"
#include "startpage.h"
#include "tablepage.h"
#include "trickview.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QScopeGuard>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QScrollBar>
#include <QTextBrowser>
#include <QUndoStack>

using namespace tornei;

class TestUiScreens : public QObject
{
    Q_OBJECT

private slots:
    void screens_data();
    void screens();
    void everyTextFits_data();
    void everyTextFits();

private:
    void shoot(QWidget *window, const QString &language, const QString &name);
    // The window as it is now: nothing cut anywhere in it.
    void checkFits(MainWindow *window, const QString &where);
    void checkNothingClipped(TablePage *table, const QString &where);
};

namespace {

// The players' seats of `record` given these names, seat by seat.
void seat(Record &record, const QStringList &names)
{
    for (int s = 0; s < SeatCount; ++s) {
        if (record.isPlayer(s))
            record.seats[static_cast<std::size_t>(s)] = names[s];
    }
}

} // namespace

void TestUiScreens::checkNothingClipped(TablePage *table, const QString &where)
{
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
    const QString dir = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        // Saved first, so that a screen found wanting can be looked at.
        QDir().mkpath(dir);
        QVERIFY(picture.save(QDir(dir).filePath(QStringLiteral("%1-%2.png").arg(language, name))));
    }
    if (auto *main = qobject_cast<MainWindow *>(window))
        checkFits(main, QStringLiteral("%1-%2").arg(language, name));
}

void TestUiScreens::checkFits(MainWindow *window, const QString &where)
{
    QCoreApplication::processEvents();
    const QStringList cut = Clipping::cutTexts(window, where);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    for (const QTableView *view : window->findChildren<QTableView *>()) {
        const QStringList cells = Clipping::cutCells(view, where);
        QVERIFY2(cells.isEmpty(), qPrintable(cells.join(QLatin1Char('\n'))));
    }
    if (window->tablePage() && window->tablePage()->isVisible())
        checkNothingClipped(window->tablePage(), where);
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
    if (dark)
        QApplication::setPalette(darkPalette());
    const auto restore = qScopeGuard([&] { QApplication::setPalette(original); });

    QRandomGenerator rng(players == 3 ? 7u : 8u);
    Record script = RandomGame::play(rng, players);
    if (language == QLatin1String("ja")) {
        // Japanese names, to see them drawn too.
        seat(script, {QStringLiteral("あき"), QStringLiteral("ベン"), QStringLiteral("千恵"), QStringLiteral("大輔")});
    }
    ShownWindow shown;
    QVERIFY(shown.open());
    MainWindow &window = shown.window();
    // A new database: the welcome, and no game listed.
    QVERIFY(window.startPage()->isWelcomeShown());
    QCOMPARE(window.startPage()->recentModel()->rowCount(), 0);
    QCOMPARE(window.startPage()->unfinishedList()->count(), 0);
    if (players == 3)
        shoot(&window, tag, QStringLiteral("1-start-empty"));

    window.showNewGame();
    NewGamePage *setup = window.newGamePage();
    // The form before anyone is named: its placeholders in sight.
    Record blank = script;
    for (int s = 0; s < SeatCount; ++s) {
        if (blank.isPlayer(s))
            blank.seats[static_cast<std::size_t>(s)] = QString();
    }
    setup->setSetup(blank);
    QCOMPARE(setup->playerCount(), players);
    for (int s = 0; s < SeatCount; ++s)
        QCOMPARE(setup->seatName(s), QString());
    shoot(&window, tag, QStringLiteral("2-new-game-blank"));
    setup->setSetup(script);
    for (int s = 0; s < SeatCount; ++s)
        QCOMPARE(setup->seatName(s), script.isPlayer(s) ? script.seatName(s) : QString());
    QVERIFY2(setup->problem().isEmpty(), qPrintable(setup->problem()));
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
    // The last round's summary is on the table; Ctrl+R asks for the final scores.
    QVERIFY(table->roundSummaryButton()->isVisible());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_R, Qt::ControlModifier);
    // The game-end page names the winners and every player's total, best first.
    const Replay played(script);
    const std::vector<Standing> standings = played.standings();
    GameEndPage *end = window.gameEndPage();
    QVERIFY(end->isVisible());
    qsizetype from = 0;
    for (const Standing &s : standings) {
        if (s.winner)
            QVERIFY2(end->headlineText().contains(s.name), qPrintable(end->headlineText()));
        else
            QVERIFY2(!end->headlineText().contains(s.name), qPrintable(end->headlineText()));
        const qsizetype name = end->standingsText().indexOf(s.name.toHtmlEscaped(), from);
        QVERIFY2(name >= from, qPrintable(s.name));
        from = end->standingsText().indexOf(QString::number(s.total), name);
        QVERIFY2(from > name, qPrintable(s.name + QLatin1Char(' ') + QString::number(s.total)));
    }
    shoot(&window, tag, QStringLiteral("8-game-end"));
    // Its review opens at the game's last trick, said in words: who won it, with which card.
    QVERIFY(pressButton(end, QStringLiteral("reviewButton")));
    ReviewPage *review = window.reviewPage();
    QVERIFY(review->isVisible());
    const int lastRound = played.roundsInGame() - 1;
    QCOMPARE(review->shownRound(), lastRound);
    QCOMPARE(review->shownTrick(), TricksPerRound - 1);
    const TrickResult &last = played.round(lastRound).tricks.back();
    const CardSlot winning = script.rounds.back().tricks.back().jousts[static_cast<std::size_t>(last.winner)];
    QVERIFY2(review->trickText().contains(cardLabel(*winning)), qPrintable(review->trickText()));
    if (last.winner != dummy)
        QVERIFY2(review->trickText().contains(script.seatName(last.winner)), qPrintable(review->trickText()));
    QVERIFY(pressButton(review, QStringLiteral("backButton")));
    QVERIFY(end->isVisible());
    // The game-end page came first.
    QVERIFY(pressButton(window.gameEndPage(), QStringLiteral("backToTableButton")));
    table->sidePanel()->setCurrentIndex(0);
    table->showTrick(1, 4);
    QCOMPARE(table->trickView()->shownRound(), 1);
    QCOMPARE(table->trickView()->shownTrick(), 4);
    shoot(&window, tag, QStringLiteral("9-past-trick-and-score-sheet"));
    window.showStart();
    // The start page lists the finished game with its winners.
    QCOMPARE(window.startPage()->unfinishedList()->count(), 0);
    const QAbstractItemModel *recent = window.startPage()->recentModel();
    QCOMPARE(recent->rowCount(), 1);
    const QString winnerCell = recent->index(0, HistoryModel::WinnerColumn).data().toString();
    for (const Standing &s : standings) {
        if (s.winner)
            QVERIFY2(winnerCell.contains(s.name), qPrintable(winnerCell));
    }
    shoot(&window, tag, QStringLiteral("10-start-history"));
    // The whole History: every column as wide as any date or winner it can show.
    window.showHistory();
    QVERIFY(window.historyPage()->isVisible());
    shoot(&window, tag, QStringLiteral("11-history"));
    translators.apply(QStringLiteral("en"));
}

void TestUiScreens::everyTextFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("players");
    QTest::newRow("en, 3 players") << QStringLiteral("en") << 3;
    QTest::newRow("ja, 3 players") << QStringLiteral("ja") << 3;
    QTest::newRow("en, 4 players") << QStringLiteral("en") << 4;
    QTest::newRow("ja, 4 players") << QStringLiteral("ja") << 4;
}

void TestUiScreens::everyTextFits()
{
    // Every prompt of a whole game, and the messages and modes a table meets on its way: a card refused,
    // a mistyped card, an earlier trick looked at, a correction, a swap, a correction that proves a
    // revoke (its message beside the dummy's reason), and what Redo then names.
    QFETCH(QString, language);
    QFETCH(int, players);
    Language translators;
    translators.apply(language);
    const auto english = qScopeGuard([&] { translators.apply(QStringLiteral("en")); });
    const QString tag = QStringLiteral("%1-%2p-all").arg(language).arg(players);

    // A game with a player's card in the first two tricks that followed the led suit, where a later
    // trick of the first three shows that suit again from the same hand: corrected to a card of
    // another suit still unplayed when trick 4 begins, it becomes a revoke.
    Record script;
    std::optional<std::pair<Slot, Card>> revoke;
    for (quint32 seed = 21; !revoke && seed < 200; ++seed) {
        QRandomGenerator rng(seed);
        script = RandomGame::play(rng, players);
        Record early = script;
        early.rounds.resize(1);
        early.rounds[0].tricks.resize(3);
        early.rounds[0].dummyPredictions.resize(std::min<std::size_t>(early.rounds[0].dummyPredictions.size(), 3));
        const Replay replay(early);
        for (int t = 0; t < 2 && !revoke; ++t) {
            const TrickResult &trick = replay.round(0).tricks[static_cast<std::size_t>(t)];
            for (int s = 0; s < SeatCount && !revoke; ++s) {
                const auto jousts = [&](int u) { return early.rounds[0].tricks[static_cast<std::size_t>(u)].jousts[static_cast<std::size_t>(s)]; };
                if (!early.isPlayer(s) || s == trick.leader || !jousts(t) || jousts(t)->suit != *trick.ledSuit)
                    continue;
                if (!(jousts(t + 1) && jousts(t + 1)->suit == *trick.ledSuit) && !(jousts(2) && jousts(2)->suit == *trick.ledSuit))
                    continue;
                const Slot slot{EntryKind::Joust, 0, t, s};
                for (int i = DeckSize - 1; i >= 0 && !revoke; --i) {
                    const Card c = Card::fromIndex(i);
                    if (c.suit != *trick.ledSuit && !replay.whereIs(0, c, slot))
                        revoke = std::pair{slot, c};
                }
            }
        }
    }
    QVERIFY2(revoke, "no game with a card whose correction makes a revoke");
    // Names of the length a club sees (at four players the score sheet's names are written smaller to
    // fit a quarter of the side panel each; six kana are a little too many there).
    const QStringList names = language == QLatin1String("ja")
                                  ? QStringList{QStringLiteral("あきこ"),
                                                players == 3 ? QStringLiteral("ベンジャミン") : QStringLiteral("ベンジー"),
                                                QStringLiteral("千恵美"), QStringLiteral("大輔")}
                                  : QStringList{QStringLiteral("Alexandra"), QStringLiteral("Benjamin"),
                                                QStringLiteral("Charlotte"), QStringLiteral("Dominique")};
    seat(script, names);
    ShownWindow shown;
    QVERIFY(shown.open());
    MainWindow &window = shown.window();
    window.showNewGame();
    window.newGamePage()->setSetup(script);
    QVERIFY(window.startGame(window.newGamePage()->setup()));
    TablePage *table = window.tablePage();
    int step = 0;
    const auto check = [&](const QString &what) {
        checkFits(&window, QStringLiteral("%1 %2 (step %3)").arg(tag, what).arg(step));
    };

    const std::vector<Entry> entries = Replay(script).entries();
    const int dummy = script.dummySeat();
    bool detours = false;
    for (const Entry &e : entries) {
        if (e.slot.kind == EntryKind::Joust && e.slot.seat == dummy)
            continue;
        if (!detours && e.slot.round == 0 && e.slot.kind == EntryKind::Joust && e.slot.index == 3) {
            detours = true;
            const Replay &replay = table->session()->replay();
            const Record &record = table->session()->record();
            // A card already played, refused.
            table->enterCard(*record.rounds[0].tricks[0].jousts[static_cast<std::size_t>(replay.round(0).tricks[0].leader)]);
            QVERIFY(!table->messageText().isEmpty());
            check(QStringLiteral("refused"));
            QTest::keyClicks(table->findChild<CardPicker *>()->typedEntry(), QStringLiteral("w15"));
            QVERIFY(!table->messageText().isEmpty());
            check(QStringLiteral("mistyped"));
            table->showTrick(0, 1);
            check(QStringLiteral("earlier trick"));
            shoot(&window, tag, QStringLiteral("1-earlier-trick"));

            const auto [revoked, offSuit] = *revoke;
            QVERIFY(table->startCorrection(revoked));
            check(QStringLiteral("correcting"));
            shoot(&window, tag, QStringLiteral("2-correcting"));
            table->startSwap();
            QVERIFY(table->isSwapping());
            check(QStringLiteral("swapping"));
            shoot(&window, tag, QStringLiteral("3-swapping"));
            table->startCorrection(revoked);
            table->enterCard(offSuit);
            QVERIFY2(!table->violationText().isEmpty(), qPrintable(table->messageText()));
            QVERIFY2(table->messageText().contains(QStringLiteral("⚠")), qPrintable(table->messageText()));
            check(QStringLiteral("revoke by correction"));
            shoot(&window, tag, QStringLiteral("4-revoke-by-correction"));
            table->undo();
            QVERIFY(table->undoStack()->canRedo());
            check(QStringLiteral("redo a correction"));
            shoot(&window, tag, QStringLiteral("5-redo-correction"));

            // Two players' cards of one trick swapped, and the swap taken back.
            std::vector<Slot> swappable;
            for (int s = 0; s < SeatCount; ++s) {
                if (record.isPlayer(s))
                    swappable.push_back(Slot{EntryKind::Joust, 0, 1, s});
            }
            table->swapCards(swappable[0], swappable[1]);
            check(QStringLiteral("swapped"));
            table->undo();
            QVERIFY(table->undoStack()->canRedo());
            check(QStringLiteral("redo a swap"));
            shoot(&window, tag, QStringLiteral("6-redo-swap"));
            table->showCurrent();
        }
        if (e.slot.kind == EntryKind::DummyPrediction)
            table->setDummyPredictionArmed(true);
        ++step;
        check(QStringLiteral("before ") + e.card.code());
        table->enterCard(e.card);
        QCOMPARE(table->session()->record().cardAt(e.slot), CardSlot(e.card));
        check(QStringLiteral("after ") + e.card.code());
        if (table->heldResult() && table->roundSummaryButton()->isVisible()) {
            table->showRoundSummary();
            check(QStringLiteral("summary"));
        }
    }
    QVERIFY(detours);
    // A finished round looked at again, with its Edit button.
    table->showTrick(0, 6);
    check(QStringLiteral("finished round"));
}

QTEST_MAIN(TestUiScreens)
#include "tst_uiscreens.moc"
