// Enters whole games through the table screen's widgets, by mouse and by
// keyboard, and prints the input events needed per trick and per card and
// the time from an input to the screen updated with the entry stored
// (p50/p99). Keys are typed as one stream, as a person would: a card goes
// as soon as it is complete, and a pending "s1" goes with the next key.
// Then which widgets were painted and laid out again per card, on average.
#include "cardpicker.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "newgamepage.h"
#include "percentile.h"
#include "randomgame.h"
#include "tablepage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPaintEvent>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <cstdio>
#include <map>
#include <numeric>

using namespace tornei;

namespace {

struct Figures
{
    int trickInputs = 0;  // inputs for jousts and predictions of players
    int tricks = 0;
    int layoutInputs = 0; // inputs for the dummy's face-up cards
    int rounds = 0;
    int optionalInputs = 0; // the dummy's turned-up prediction cards (optional)
    int cards = 0;          // cards entered by hand, the optional ones included
    int requiredCards = 0;  // the same without the dummy's turned-up prediction cards
    std::vector<double> latencies; // ms
};

// Counts the paint and layout events each widget gets while it is on: what one
// card repaints and lays out again. Widgets are named by class and object name.
class EventCounter : public QObject
{
public:
    bool on = false;
    std::map<QString, int> paints;
    std::map<QString, qint64> pixels; // the area painted
    std::map<QString, int> layouts;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (on && watched->isWidgetType()
            && (event->type() == QEvent::Paint || event->type() == QEvent::LayoutRequest)) {
            QString name = QString::fromLatin1(watched->metaObject()->className());
            if (!watched->objectName().isEmpty())
                name += QLatin1Char('#') + watched->objectName();
            if (event->type() == QEvent::LayoutRequest) {
                ++layouts[name];
                return false;
            }
            ++paints[name];
            for (const QRect &r : static_cast<QPaintEvent *>(event)->region())
                pixels[name] += qint64(r.width()) * r.height();
        }
        return false;
    }
};

EventCounter *counter = nullptr;

// One card's inputs and the repaint they cause, with the events counted: the
// time from its last input to the screen updated, in ms. A function of its
// own so that a profiler can count it alone:
// valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*inputAndRepaint*'
[[gnu::noinline]] double inputAndRepaint(TablePage *table, Card card, bool mouse, int &inputs, bool &pending)
{
    QElapsedTimer timer;
    counter->on = true;
    if (mouse) {
        QToolButton *button = table->picker()->button(card);
        timer.start();
        QTest::mouseClick(button, Qt::LeftButton);
        ++inputs;
    } else {
        // The last key completes the card (or, for a 1, the next card's first key does).
        QLineEdit *typed = table->picker()->typedEntry();
        const QString text = card.code().toLower();
        QTest::keyClicks(typed, text.chopped(1));
        timer.start();
        QTest::keyClick(typed, text.back().toLatin1());
        inputs += static_cast<int>(text.size());
        pending = card.number == 1;
    }
    QCoreApplication::processEvents(); // the repaint
    counter->on = false;
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

bool playGame(int players, bool mouse, quint32 seed, bool withDummyPredictions, Figures &figures)
{
    QRandomGenerator rng(seed);
    const Record script = RandomGame::play(rng, players);
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1366, 740);
    if (!window.openDatabase(dir.filePath(QStringLiteral("bench.sqlite")), false))
        return false;
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    QApplication::setActiveWindow(&window);
    window.showNewGame();
    NewGamePage *setup = window.newGamePage();
    setup->setSetup(script);
    if (!window.startGame(setup->setup()))
        return false;
    TablePage *table = window.tablePage();
    auto *dummyButton = table->findChild<QPushButton *>(QStringLiteral("dummyPredictionButton"));

    int *pendingCount = nullptr; // where a card still waiting for its next key is counted
    for (const Entry &entry : Replay(script).entries()) {
        if (entry.slot.kind == EntryKind::Joust && !script.isPlayer(entry.slot.seat))
            continue;
        if (entry.slot.kind == EntryKind::DummyPrediction && !withDummyPredictions)
            continue;
        int inputs = 0;
        QCoreApplication::processEvents(); // nothing of the card before counts as its own
        if (entry.slot.kind == EntryKind::DummyPrediction) {
            if (mouse)
                QTest::mouseClick(dummyButton, Qt::LeftButton);
            else // wherever the focus is; it also sends a pending "s1" on its way
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_D, Qt::ControlModifier);
            ++inputs;
            pendingCount = nullptr;
            QCoreApplication::processEvents();
        }
        bool pending = false;
        const double latency = inputAndRepaint(table, entry.card, mouse, inputs, pending);
        if (!pending)
            figures.latencies.push_back(latency);
        int *count = nullptr;
        switch (entry.slot.kind) {
        case EntryKind::DummyLayout:
            count = &figures.layoutInputs;
            break;
        case EntryKind::DummyPrediction:
            count = &figures.optionalInputs;
            break;
        default:
            count = &figures.trickInputs;
        }
        *count += inputs;
        ++figures.cards;
        if (entry.slot.kind != EntryKind::DummyPrediction)
            ++figures.requiredCards;
        if (!pending && table->session()->record().cardAt(entry.slot) != CardSlot(entry.card)) {
            std::fprintf(stderr, "entry refused: %s\n", qPrintable(table->messageText()));
            return false;
        }
        pendingCount = pending ? count : nullptr;
    }
    if (pendingCount) {
        QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Return); // the very last card, a 1, is ended by Enter
        ++*pendingCount;
    }
    figures.tricks += players * TricksPerRound;
    figures.rounds += players;
    return table->session()->replay().isComplete();
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int games = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 2;
    EventCounter events;
    counter = &events;
    app.installEventFilter(&events);
    int allCards = 0;
    std::printf("%-22s %14s %16s %16s %12s %12s %10s %10s\n", "game", "inputs/trick", "layout/round",
                "dummy-pred/rnd", "inputs/card", "req. /card", "p50 ms", "p99 ms");
    bool ok = true;
    for (int players : {3, 4}) {
        for (bool mouse : {true, false}) {
            Figures figures;
            for (int g = 0; g < games; ++g)
                ok = playGame(players, mouse, 1000u + static_cast<quint32>(g), players == 3, figures) && ok;
            const QString name = QStringLiteral("%1 players, %2").arg(players).arg(mouse ? "mouse" : "keyboard");
            const int all = figures.trickInputs + figures.layoutInputs + figures.optionalInputs;
            const int required = figures.trickInputs + figures.layoutInputs;
            std::printf("%-22s %14.2f %16.2f %16.2f %12.2f %12.2f %10.2f %10.2f\n", qPrintable(name),
                        double(figures.trickInputs) / std::max(1, figures.tricks),
                        double(figures.layoutInputs) / std::max(1, figures.rounds),
                        double(figures.optionalInputs) / std::max(1, figures.rounds),
                        double(all) / std::max(1, figures.cards), double(required) / std::max(1, figures.requiredCards),
                        percentile(figures.latencies, 0.5), percentile(figures.latencies, 0.99));
            allCards += figures.cards;
        }
    }
    // A pending "s1" is counted with the card that completes it.
    const double cards = std::max(1, allCards);
    qint64 area = 0;
    for (const auto &[name, count] : events.pixels)
        area += count;
    std::printf("\nwidgets painted per card (%d cards), with the area painted in thousands of pixels: %.2f, %.0f kpx in all\n",
                allCards, double(std::accumulate(events.paints.begin(), events.paints.end(), 0,
                                                 [](int sum, const auto &p) { return sum + p.second; })) / cards,
                double(area) / 1000 / cards);
    std::vector<std::pair<qint64, QString>> painted;
    for (const auto &[name, count] : events.pixels)
        painted.emplace_back(count, name);
    std::sort(painted.rbegin(), painted.rend());
    for (const auto &[pixels, name] : painted) {
        if (double(events.paints[name]) / cards >= 0.005)
            std::printf("  %8.2f %8.1f kpx  %s\n", double(events.paints[name]) / cards, double(pixels) / 1000 / cards,
                        qPrintable(name));
    }
    std::printf("\nlayout requests per card:\n");
    for (const auto &[name, count] : events.layouts) {
        if (double(count) / cards >= 0.005)
            std::printf("  %8.2f  %s\n", double(count) / cards, qPrintable(name));
    }
    return ok ? 0 : 1;
}
