// Enters whole games through the table screen's widgets, by mouse and by
// keyboard, and prints the input events needed per trick and the time from
// an input to the screen updated with the entry stored (p50/p99).
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
            else
                QTest::keyClick(typed, Qt::Key_D, Qt::ControlModifier);
            ++inputs;
            QCoreApplication::processEvents();
        }
        if (mouse) {
            QToolButton *button = table->picker()->button(entry.card);
            timer.start();
            QTest::mouseClick(button, Qt::LeftButton);
            ++inputs;
        } else {
            const QString text = entry.card.code().toLower();
            QTest::keyClicks(typed, text);
            inputs += static_cast<int>(text.size());
            timer.start();
            QTest::keyClick(typed, Qt::Key_Return);
            ++inputs;
        }
        QCoreApplication::processEvents(); // the repaint
        figures.latencies.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (table->session()->record().cardAt(entry.slot) != CardSlot(entry.card)) {
            std::fprintf(stderr, "entry refused: %s\n", qPrintable(table->messageText()));
            return false;
        }
        switch (entry.slot.kind) {
        case EntryKind::DummyLayout:
            figures.layoutInputs += inputs;
            break;
        case EntryKind::DummyPrediction:
            figures.optionalInputs += inputs;
            break;
        default:
            figures.trickInputs += inputs;
        }
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
    std::printf("%-22s %14s %16s %16s %10s %10s\n", "game", "inputs/trick", "layout/round", "dummy-pred/rnd",
                "p50 ms", "p99 ms");
    bool ok = true;
    for (int players : {3, 4}) {
        for (bool mouse : {true, false}) {
            Figures figures;
            for (int g = 0; g < games; ++g)
                ok = playGame(players, mouse, 1000u + static_cast<quint32>(g), players == 3, figures) && ok;
            const QString name = QStringLiteral("%1 players, %2").arg(players).arg(mouse ? "mouse" : "keyboard");
            std::printf("%-22s %14.2f %16.2f %16.2f %10.2f %10.2f\n", qPrintable(name),
                        double(figures.trickInputs) / std::max(1, figures.tricks),
                        double(figures.layoutInputs) / std::max(1, figures.rounds),
                        double(figures.optionalInputs) / std::max(1, figures.rounds),
                        percentile(figures.latencies, 0.5), percentile(figures.latencies, 0.99));
        }
    }
    return ok ? 0 : 1;
}
