// The round and game summaries on the table, and the message under it, at a
// laptop's 1366×768 in both languages: a summary takes the room the table
// has for it, wraps rather than scrolling sideways, and a correction's long
// message is read whole.
#include "cardpicker.h"
#include "fitlabel.h"
#include "gameendpage.h"
#include "language.h"
#include "mainwindow.h"
#include "randomgame.h"
#include "replay.h"
#include "seatindex.h"
#include "tablepage.h"
#include "trickview.h"

#include <QApplication>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <algorithm>
#include <optional>

using namespace tornei;

namespace {

// Names as long as a club's get: they widen the summary's first column.
QStringList longNames(const QString &language)
{
    if (language == QLatin1String("ja"))
        return {QStringLiteral("アレクサンドラ"), QStringLiteral("ベンジャミン"), QStringLiteral("シャルロット"),
                QStringLiteral("ドミニク")};
    return {QStringLiteral("Alexandra"), QStringLiteral("Benjamin"), QStringLiteral("Charlotte"),
            QStringLiteral("Dominique")};
}

Record seated(Record record, const QStringList &names)
{
    for (int s = 0; s < SeatCount; ++s) {
        if (record.isPlayer(s))
            record.seats[static_cast<std::size_t>(s)] = names[s];
    }
    return record;
}

// The gap between the summary's bottom and the prompt's top, in the page.
int roomBelow(TablePage *table, const QWidget *summary)
{
    const QWidget *prompt = table->findChild<QWidget *>(QStringLiteral("prompt"));
    const int bottom = summary->mapTo(table, QPoint(0, summary->height())).y();
    return prompt->mapTo(table, QPoint(0, 0)).y() - bottom;
}

} // namespace

class TestTableSummary : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void summariesUseTheRoom_data();
    void summariesUseTheRoom();
    void longCorrectionMessageWraps_data();
    void longCorrectionMessageWraps();
    void longMessageAtTheGameEndLeavesTheTrickItsRoom_data();
    void longMessageAtTheGameEndLeavesTheTrickItsRoom();

private:
    bool openWindow();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    Language m_language;
};

void TestTableSummary::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1366, 768);
}

void TestTableSummary::cleanup()
{
    m_window.reset();
    m_dir.reset();
    m_language.apply(QStringLiteral("en"));
}

bool TestTableSummary::openWindow()
{
    if (!m_window->openDatabase(m_dir->filePath(QStringLiteral("t.sqlite")), false))
        return false;
    m_window->show();
    return QTest::qWaitForWindowExposed(m_window.get());
}

void TestTableSummary::summariesUseTheRoom_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("players");
    for (const char *language : {"en", "ja"}) {
        for (int players : {3, 4})
            QTest::addRow("%s, %d players", language, players) << QString::fromLatin1(language) << players;
    }
}

void TestTableSummary::summariesUseTheRoom()
{
    QFETCH(QString, language);
    QFETCH(int, players);
    m_language.apply(language);
    QVERIFY(openWindow());
    QRandomGenerator rng(players == 3 ? 7u : 8u);
    const Record script = seated(RandomGame::play(rng, players), longNames(language));
    QVERIFY(m_window->startGame(script));
    TablePage *table = m_window->tablePage();
    auto *summary = table->findChild<QTextBrowser *>(QStringLiteral("summary"));
    QVERIFY(summary);
    const auto whole = [&](const QString &where) {
        QCoreApplication::processEvents();
        QVERIFY2(summary->isVisible(), qPrintable(where));
        if (const QString shots = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR"); !shots.isEmpty())
            m_window->grab().save(QStringLiteral("%1/%2-%3p-%4.png").arg(shots, language).arg(players).arg(where));

        // Nothing of it beside or below the box.
        QVERIFY2(summary->horizontalScrollBar()->maximum() == 0 || !summary->horizontalScrollBar()->isVisible(),
                 qPrintable(where));
        QVERIFY2(summary->document()->size().width() <= summary->viewport()->width() + 2, qPrintable(where));
        QVERIFY2(summary->verticalScrollBar()->maximum() == 0, qPrintable(where));
        // No empty strip between the summary and the prompt under it.
        QVERIFY2(roomBelow(table, summary) <= 8, qPrintable(QStringLiteral("%1: %2 px below the summary")
                                                                .arg(where)
                                                                .arg(roomBelow(table, summary))));
    };
    bool roundShown = false;
    const int dummy = script.dummySeat();
    for (const Entry &e : Replay(script).entries()) {
        if (e.slot.kind == EntryKind::Joust && e.slot.seat == dummy)
            continue;
        if (e.slot.kind == EntryKind::DummyPrediction)
            table->setDummyPredictionArmed(true);
        table->enterCard(e.card);
        if (table->heldResult() && table->roundSummaryButton()->isVisible())
            table->showRoundSummary();
        if (!roundShown && table->isShowingSummary() && !table->session()->replay().next().gameOver) {
            whole(QStringLiteral("round summary"));
            roundShown = true;
        }
    }
    QVERIFY(roundShown);
    QVERIFY(table->session()->replay().isComplete());
    // Back from the game's end to the table: its summary has the picker's room too.
    emit m_window->gameEndPage()->backToTableRequested();
    QVERIFY(table->isVisible());
    QVERIFY(table->isShowingSummary());
    whole(QStringLiteral("game summary"));
    QVERIFY2(summary->height() > m_window->height() * 6 / 10, qPrintable(QString::number(summary->height())));
}

void TestTableSummary::longCorrectionMessageWraps_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("pastItsLines"); // needs more lines than its strip has
    QTest::newRow("en") << QStringLiteral("en") << false;
    QTest::newRow("ja") << QStringLiteral("ja") << true;
}

void TestTableSummary::longCorrectionMessageWraps()
{
    QFETCH(QString, language);
    QFETCH(bool, pastItsLines);
    m_language.apply(language);
    QVERIFY(openWindow());
    // A 3-player game (two lines for the message under the dummy's) in
    // which a card of the first trick, corrected to another suit, makes a
    // revoke that a later trick proves.
    std::optional<std::pair<Slot, Card>> revoke;
    Record script;
    for (quint32 seed = 21; !revoke && seed < 200; ++seed) {
        QRandomGenerator rng(seed);
        script = RandomGame::play(rng, 3);
        // The two tricks entered: the cards after them are free to correct to.
        Record early = script;
        early.rounds.resize(1);
        early.rounds[0].tricks.resize(2);
        early.rounds[0].dummyPredictions.resize(std::min<std::size_t>(early.rounds[0].dummyPredictions.size(), 2));
        const Replay replay(early);
        const TrickResult &trick = replay.round(0).tricks[0];
        for (int s = 0; s < SeatCount && !revoke; ++s) {
            const auto joust = [&](int t) { return early.rounds[0].tricks[static_cast<std::size_t>(t)].jousts[at(s)]; };
            if (!early.isPlayer(s) || s == trick.leader || joust(0)->suit != *trick.ledSuit
                || joust(1)->suit != *trick.ledSuit)
                continue;
            const Slot slot{EntryKind::Joust, 0, 0, s};
            for (int i = DeckSize - 1; i >= 0 && !revoke; --i) {
                const Card c = Card::fromIndex(i);
                if (c.suit != *trick.ledSuit && !replay.whereIs(0, c, slot))
                    revoke = std::pair{slot, c};
            }
        }
    }
    QVERIFY(revoke);
    // Names as long as a club may write them, so that the message needs more than its lines.
    const QStringList names = language == QLatin1String("ja")
                                  ? QStringList{QStringLiteral("アレクサンドラ・ミハイロヴナ"),
                                                QStringLiteral("ベンジャミン・フランクリン"),
                                                QStringLiteral("シャルロット・ド・ラ・フォンテーヌ"),
                                                QStringLiteral("ドミニク")}
                                  : QStringList{QStringLiteral("Alexandra Mikhailovna"),
                                                QStringLiteral("Benjamin Alexander Franklin-Montgomery"),
                                                QStringLiteral("Charlotte de la Fontaine"),
                                                QStringLiteral("Dominique")};
    script = seated(script, names);
    Record setup;
    setup.seats = script.seats;
    setup.firstDealer = script.firstDealer;
    QVERIFY(m_window->startGame(setup));
    TablePage *table = m_window->tablePage();
    // Two tricks and the third's lead, so that the second proves the revoke.
    const int dummy = script.dummySeat();
    for (const Entry &e : Replay(script).entries()) {
        if (e.slot.round > 0 || (e.slot.kind != EntryKind::DummyLayout && e.slot.index >= 2))
            break;
        if (e.slot.kind == EntryKind::Joust && e.slot.seat == dummy)
            continue;
        if (e.slot.kind == EntryKind::DummyPrediction)
            table->setDummyPredictionArmed(true);
        table->enterCard(e.card);
    }
    const auto [revoked, offSuit] = *revoke;
    QVERIFY(table->startCorrection(revoked));
    table->enterCard(offSuit);
    QVERIFY2(!table->violationText().isEmpty(), qPrintable(table->messageText()));
    QCoreApplication::processEvents();
    if (const QString shots = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR"); !shots.isEmpty())
        m_window->grab().save(QStringLiteral("%1/%2-correction.png").arg(shots, language));
    auto *message = table->findChild<FitLabel *>(QStringLiteral("message"));
    QVERIFY(message && message->isVisible());
    // Every word of it shown; in Japanese on more lines than its strip has, even in its smallest font.
    const QStringList lines = message->shownText().split(QLatin1Char('\n'));
    QCOMPARE(lines.size() > message->lines(), pastItsLines);
    QVERIFY2(!message->isElided(), qPrintable(message->shownText()));
    const auto letters = [](QString text) { return text.remove(QLatin1Char(' ')).remove(QLatin1Char('\n')); };
    QCOMPARE(letters(lines.join(QString())), letters(message->text()));
    // Drawn within the label.
    const int lineHeight = QFontMetrics(message->fittedFont()).height();
    QVERIFY2(lines.size() * lineHeight <= message->contentsRect().height(),
             qPrintable(QStringLiteral("%1 lines in %2 px").arg(lines.size()).arg(message->contentsRect().height())));
    // The buttons and the picker under it have not moved: the table above gave the room.
    const QWidget *prompt = table->findChild<QWidget *>(QStringLiteral("prompt"));
    QVERIFY(message->mapTo(table, QPoint(0, message->height())).y() <= prompt->mapTo(table, QPoint(0, 0)).y());
    QVERIFY(table->picker()->mapTo(table, QPoint(0, table->picker()->height())).y() <= table->height());
}

void TestTableSummary::longMessageAtTheGameEndLeavesTheTrickItsRoom_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
}

void TestTableSummary::longMessageAtTheGameEndLeavesTheTrickItsRoom()
{
    // Back at the table once the game is over, a trick of the last round is shown and a card of
    // it corrected so that the leaders after it change: the message names every revoke that
    // makes. With nothing left to enter, the picker's empty room goes to it, not the trick's.
    QFETCH(QString, language);
    m_language.apply(language);
    QVERIFY(openWindow());
    QRandomGenerator rng(31);
    const Record script = seated(RandomGame::play(rng, 3), longNames(language));
    QVERIFY(m_window->startGame(script));
    TablePage *table = m_window->tablePage();
    const int dummy = script.dummySeat();
    // The dummy's turned-up cards left out: they are the cards free to correct to.
    for (const Entry &e : Replay(script).entries()) {
        if ((e.slot.kind == EntryKind::Joust && e.slot.seat == dummy) || e.slot.kind == EntryKind::DummyPrediction)
            continue;
        table->enterCard(e.card);
        if (table->heldResult() && table->roundSummaryButton()->isVisible())
            table->showRoundSummary();
    }
    QVERIFY(table->session()->replay().next().gameOver);
    emit m_window->gameEndPage()->backToTableRequested();
    QVERIFY(table->isVisible());
    auto *trickView = table->findChild<TrickView *>();
    auto *message = table->findChild<FitLabel *>(QStringLiteral("message"));
    QVERIFY(trickView && message);
    const int last = static_cast<int>(script.rounds.size()) - 1;
    table->unlockRound(last);
    // Of the corrections to a player's joust card, the one whose message is longest.
    std::optional<std::pair<Slot, Card>> longest;
    int mostHeight = 0;
    for (int trick = 0; trick < TricksPerRound; ++trick) {
        for (int seat = 0; seat < SeatCount; ++seat) {
            const Slot slot{EntryKind::Joust, last, trick, seat};
            if (!script.isPlayer(seat))
                continue;
            for (int i = 0; i < DeckSize; ++i) {
                const Card card = Card::fromIndex(i);
                if (script.cardAt(slot) == CardSlot(card) || table->session()->replay().whereIs(last, card, slot))
                    continue;
                QVERIFY(table->startCorrection(slot));
                table->enterCard(card);
                if (table->session()->record().cardAt(slot) != CardSlot(card)) {
                    table->cancelCorrection(); // refused, with its reason
                    continue;
                }
                const int height = message->heightForWidth(message->width());
                if (!message->text().isEmpty() && height > mostHeight) {
                    mostHeight = height;
                    longest = std::pair{slot, card};
                }
                table->undo();
                QCOMPARE(table->session()->record().rounds.back().tricks, script.rounds.back().tricks);
                // Undone, the game is over again, and its end shown.
                if (!table->isVisible())
                    emit m_window->gameEndPage()->backToTableRequested();
            }
        }
    }
    QVERIFY(longest);
    QVERIFY2(mostHeight > message->sizeHint().height(), "no correction of the last round gave a long message");
    const auto [slot, card] = *longest;
    QVERIFY(table->isVisible());
    table->showTrick(last, slot.index);
    QCoreApplication::processEvents();
    const int before = trickView->height();
    QVERIFY(table->startCorrection(slot));
    table->enterCard(card);
    QCoreApplication::processEvents();
    if (const QString shots = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR"); !shots.isEmpty())
        m_window->grab().save(QStringLiteral("%1/%2-gameend-correction.png").arg(shots, language));
    QVERIFY2(!message->isElided(), qPrintable(message->shownText()));
    QVERIFY2(trickView->height() >= before, qPrintable(QStringLiteral("the trick went from %1 to %2 px for: %3")
                                                           .arg(before)
                                                           .arg(trickView->height())
                                                           .arg(message->text())));
}

QTEST_MAIN(TestTableSummary)
#include "tst_tablesummary.moc"
