// How long the app takes to show its window with a 10,000-game database,
// against a bare Qt window, both in fresh processes of this same executable
// (the same libraries to load), on the display there is or offscreen without
// one (`xvfb-run build/bench/bench_startup` for a real X server): the time
// from starting the process to its exit right after the window is first
// shown and its events processed. The median of several runs of each, back
// to back and as a person starts it, on a machine idle a moment before.
#include "gamestore.h"
#include "mainwindow.h"
#include "randomgame.h"
#include "startwarmup.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QWidget>
#include <algorithm>
#include <cstdio>
#include <utility>

using namespace tornei;

namespace {

// The child: one window shown, then exit.
int showAndQuit(int argc, char *argv[], const QString &mode, const QString &db)
{
    if (mode == QLatin1String("tornei")) {
        // As the app's main() does.
        StartWarmUp warmUp;
        QApplication app(argc, argv);
        auto store = std::make_unique<GameStore>();
        WindowWarmUp windowWarmUp(warmUp, *store, db);
        MainWindow window(std::move(store));
        if (!window.openDatabase(db, windowWarmUp.opened(), false))
            return 1;
        window.show();
        QCoreApplication::processEvents();
        return 0;
    }
    QApplication app(argc, argv);
    QWidget window;
    window.resize(1366, 740);
    window.show();
    QCoreApplication::processEvents();
    return 0;
}

// The children draw on the display there is (under Xvfb: a real X server),
// or offscreen without one.
QProcessEnvironment childEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")) && !env.contains(QStringLiteral("DISPLAY")) &&
        !env.contains(QStringLiteral("WAYLAND_DISPLAY")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}

QString platformOf(const QProcessEnvironment &env)
{
    if (env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        return env.value(QStringLiteral("QT_QPA_PLATFORM"));
    return env.contains(QStringLiteral("WAYLAND_DISPLAY")) ? QStringLiteral("wayland") : QStringLiteral("xcb");
}

// Wall time of one child in `mode`, in milliseconds; -1 on failure.
double timeChild(const QString &mode, const QString &db)
{
    QProcess child;
    child.setProcessEnvironment(childEnvironment());
    QElapsedTimer timer;
    timer.start();
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child"), mode, db});
    if (!child.waitForFinished(120000) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
        std::fprintf(stderr, "%s child failed: %s\n", qPrintable(mode), child.readAllStandardError().constData());
        return -1;
    }
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

double median(std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

struct Medians
{
    double bare = -1;
    double tornei = -1;
};

// Back to back: every bare window, then every app's window, each started as
// soon as the one before has gone.
Medians backToBack(const QString &db, int runs)
{
    std::vector<double> bare;
    std::vector<double> tornei;
    for (auto [mode, times] : {std::pair{QStringLiteral("bare"), &bare}, std::pair{QStringLiteral("tornei"), &tornei}}) {
        for (int i = 0; i < runs; ++i) {
            times->push_back(timeChild(mode, db));
            if (times->back() < 0)
                return {};
        }
    }
    return {median(bare), median(tornei)};
}

// As a person starts the app: on a machine left idle a moment, the two in
// turn. Back to back, each kind after its own kind, the bare window gains
// more than the app's (on the 2-core machine of bench/RESULTS.md, 30-31 ms
// against 38 ms after a pause, the app's 48-52 ms against 56-60 ms).
Medians settled(const QString &db, int runs)
{
    std::vector<double> bare;
    std::vector<double> tornei;
    for (int i = 0; i < runs; ++i) {
        for (auto [mode, times] : {std::pair{QStringLiteral("bare"), &bare}, std::pair{QStringLiteral("tornei"), &tornei}}) {
            QThread::msleep(100);
            times->push_back(timeChild(mode, db));
            if (times->back() < 0)
                return {};
        }
    }
    return {median(bare), median(tornei)};
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc == 4 && QByteArray(argv[1]) == "--child")
        return showAndQuit(argc, argv, QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));

    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int count = args.size() > 1 ? args[1].toInt() : 10000;
    const int runs = args.size() > 2 ? args[2].toInt() : 7;
    if (count < 0 || runs <= 0) {
        std::fprintf(stderr, "usage: bench_startup [GAMES [RUNS]]   (the database goes in a temporary folder)\n");
        return 2;
    }
    QTemporaryDir dir;
    // TORNEI_BENCH_KEEP=1 keeps the database for a closer look.
    dir.setAutoRemove(qEnvironmentVariableIntValue("TORNEI_BENCH_KEEP") == 0);
    const QString db = dir.filePath(QStringLiteral("startup.sqlite"));
    {
        QRandomGenerator rng(20261123);
        std::vector<Record> games;
        for (int i = 0; i < count; ++i)
            games.push_back(i % 4 == 3 ? RandomGame::playStopped(rng, 3) : RandomGame::play(rng, 3));
        GameStore store;
        StoreError error;
        if (store.open(db, &error) != GameStore::OpenResult::Ok ||
            !store.records().importBatch(games, nullptr, nullptr, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error.message));
            return 1;
        }
        // Today's backup made now: the app makes it in the background once
        // its window is shown, and waits for it when it quits, which would
        // add to the first run's time.
        if (!store.backups().makeNow(&error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error.message));
            return 1;
        }
    }
    // Opening the store alone, in this process: independent of history size.
    std::vector<double> opens;
    for (int i = 0; i < runs; ++i) {
        GameStore store;
        QElapsedTimer timer;
        timer.start();
        if (store.open(db) != GameStore::OpenResult::Ok)
            return 1;
        opens.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(opens.begin(), opens.end());
    std::printf("GameStore::open with %d games, median of %d: %.1f ms\n", count, runs, opens[opens.size() / 2]);
    const QString platform = platformOf(childEnvironment());
    const double mib = static_cast<double>(QFileInfo(db).size()) / 1048576.0;
    for (const auto &[how, medians] : {std::pair{"back to back", backToBack(db, runs)},
                                      std::pair{"each after 0.1 s idle, in turn", settled(db, runs)}}) {
        if (medians.bare < 0 || medians.tornei < 0)
            return 1;
        std::printf("window shown (%s, %s), median of %d runs: bare Qt window %.0f ms; tornei with %d games (%.1f MiB) "
                    "%.0f ms; ratio %.2f (target <= 1.5)\n",
                    qPrintable(platform), how, runs, medians.bare, count, mib, medians.tornei,
                    medians.tornei / medians.bare);
    }
    if (!dir.autoRemove())
        std::printf("database kept: %s\n", qPrintable(db));
    return 0;
}
