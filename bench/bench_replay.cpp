// How fast the rules engine replays whole games: every screen replays the
// record after each entry, and history lists replay every stored game.
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "replay.h"
#include "reports.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <cstdio>

using namespace tornei;

namespace {

double perGameMicros(qint64 nanos, std::size_t games)
{
    return static_cast<double>(nanos) / 1000.0 / static_cast<double>(games);
}

double gamesPerSecond(qint64 nanos, std::size_t games)
{
    return static_cast<double>(games) * 1e9 / static_cast<double>(nanos);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int count = args.size() > 1 ? args[1].toInt() : 10000;
    if (count <= 0) {
        std::fprintf(stderr, "usage: bench_replay [GAMES]\n");
        return 2;
    }

    // A fixed mix: 3 and 4 players, finished and stopped part-way.
    QElapsedTimer timer;
    timer.start();
    QRandomGenerator rng(20261121);
    std::vector<Record> games;
    games.reserve(static_cast<std::size_t>(count));
    std::size_t entries = 0;
    for (int i = 0; i < count; ++i) {
        const int players = i % 2 == 0 ? 3 : 4;
        games.push_back(i % 4 >= 2 ? RandomGame::playStopped(rng, players) : RandomGame::play(rng, players));
    }
    const qint64 generated = timer.nsecsElapsed();
    const std::size_t n = games.size();

    // Replay alone.
    std::size_t sink = 0;
    timer.restart();
    for (const Record &record : games) {
        const Replay replay(record);
        sink += replay.violations().size() + static_cast<std::size_t>(replay.totals()[0]);
    }
    const qint64 replayed = timer.nsecsElapsed();

    // What `tornei-cli score --json` and `check --json` do after reading.
    timer.restart();
    for (const Record &record : games) {
        const Replay replay(record);
        sink += static_cast<std::size_t>(Reports::scoreJson(replay).serialize(2).size());
        sink += static_cast<std::size_t>(Reports::checkJson(replay).serialize(2).size());
    }
    const qint64 reported = timer.nsecsElapsed();

    // Reading the record alone: every import, check and sync reads each record's text.
    std::vector<QByteArray> texts;
    texts.reserve(n);
    for (const Record &record : games)
        texts.push_back(RecordFormat::write(record));
    timer.restart();
    for (const QByteArray &text : texts)
        sink += RecordFormat::read(text, nullptr)->rounds.size();
    const qint64 read = timer.nsecsElapsed();

    // Reading the record as well, as the command-line tool does.
    timer.restart();
    for (const QByteArray &text : texts) {
        const std::optional<Record> record = RecordFormat::read(text, nullptr);
        const Replay replay(*record);
        sink += static_cast<std::size_t>(Reports::scoreJson(replay).serialize(2).size());
        sink += static_cast<std::size_t>(Reports::checkJson(replay).serialize(2).size());
    }
    const qint64 endToEnd = timer.nsecsElapsed();
    for (const Record &record : games)
        entries += Replay(record).entries().size();

    std::printf("bench_replay: %zu games (3 and 4 players, finished and stopped), %zu cards entered\n", n, entries);
    std::printf("  generate                      %10.1f ms\n", static_cast<double>(generated) / 1e6);
    std::printf("  replay                        %10.1f ms  %10.0f games/s  %8.2f us/game\n",
                static_cast<double>(replayed) / 1e6, gamesPerSecond(replayed, n), perGameMicros(replayed, n));
    std::printf("  replay + score/check JSON     %10.1f ms  %10.0f games/s  %8.2f us/game\n",
                static_cast<double>(reported) / 1e6, gamesPerSecond(reported, n), perGameMicros(reported, n));
    std::printf("  read                          %10.1f ms  %10.0f games/s  %8.2f us/game\n",
                static_cast<double>(read) / 1e6, gamesPerSecond(read, n), perGameMicros(read, n));
    std::printf("  read + replay + both JSON     %10.1f ms  %10.0f games/s  %8.2f us/game\n",
                static_cast<double>(endToEnd) / 1e6, gamesPerSecond(endToEnd, n), perGameMicros(endToEnd, n));
    std::printf("  (checksum %zu)\n", sink);
    return 0;
}
