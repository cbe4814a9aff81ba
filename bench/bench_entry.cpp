// Enters whole games through the table screen's widgets, by mouse and by
// keyboard, and prints the input events needed per trick and per card and
// the time from an input to the screen updated with the entry stored
// (p50/p99). Keys are typed as one stream, as a person would: a card goes
// as soon as it is complete, and a pending "s1" goes with the next key.
#include "cardpicker.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "newgamepage.h"
#include "randomgame.h"
#include "tablepage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <cstdio>

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

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(i, values.size() - 1)];
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
    QLineEdit *typed = table->picker()->typedEntry();
    auto *dummyButton = table->findChild<QPushButton *>(QStringLiteral("dummyPredictionButton"));

    int *pendingCount = nullptr; // where a card still waiting for its next key is counted
    for (const Entry &entry : Replay(script).entries()) {
        if (entry.slot.kind == EntryKind::Joust && !script.isPlayer(entry.slot.seat))
            continue;
        if (entry.slot.kind == EntryKind::DummyPrediction && !withDummyPredictions)
            continue;
        int inputs = 0;
        QElapsedTimer timer;
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
        if (mouse) {
            QToolButton *button = table->picker()->button(entry.card);
            timer.start();
            QTest::mouseClick(button, Qt::LeftButton);
            ++inputs;
        } else {
            // The last key completes the card (or, for a 1, the next card's first key does).
            const QString text = entry.card.code().toLower();
            QTest::keyClicks(typed, text.chopped(1));
            timer.start();
            QTest::keyClick(typed, text.back().toLatin1());
            inputs += static_cast<int>(text.size());
            pending = entry.card.number == 1;
        }
        QCoreApplication::processEvents(); // the repaint
        if (!pending)
            figures.latencies.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
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
        QTest::keyClick(typed, Qt::Key_Return); // the very last card, a 1, is ended by Enter
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
        }
    }
    return ok ? 0 : 1;
}
