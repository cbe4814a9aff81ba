// The message under the table at a laptop's 1366×768 in both languages: a
// correction's long message is read whole.
#include "cardpicker.h"
#include "fitlabel.h"
#include "language.h"
#include "mainwindow.h"
#include "randomgame.h"
#include "replay.h"
#include "seatindex.h"
#include "tablepage.h"

#include <QApplication>
#include <QPushButton>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>

using namespace tornei;

namespace {

Record seated(Record record, const QStringList &names)
{
    for (int s = 0; s < SeatCount; ++s) {
        if (record.isPlayer(s))
            record.seats[static_cast<std::size_t>(s)] = names[s];
    }
    return record;
}

} // namespace

class TestTableSummary : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void longCorrectionMessageWraps_data();
    void longCorrectionMessageWraps();

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

QTEST_MAIN(TestTableSummary)
#include "tst_tablesummary.moc"
