// What storage costs: importing 10,000 games (one committed transaction each,
// as `tornei-cli import` does) and the latency of committing one entered card
// with synchronous=FULL, which is what the table waits for after each card.
#include "gamestore.h"
#include "randomgame.h"
#include "record.h"
#include "replay.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>

using namespace tornei;

namespace {

double millis(qint64 nanos)
{
    return static_cast<double>(nanos) / 1e6;
}

qint64 sizeOnDisk(const QString &path)
{
    qint64 total = 0;
    for (const char *suffix : {"", "-wal", "-shm"})
        total += QFileInfo(path + QLatin1String(suffix)).size();
    return total;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int count = args.size() > 1 ? args[1].toInt() : 10000;
    const int latencyGames = args.size() > 2 ? args[2].toInt() : 10;
    if (count <= 0 || latencyGames <= 0) {
        std::fprintf(stderr,
                     "usage: bench_store [GAMES [LATENCY_GAMES]]   (the database goes in a temporary folder)\n");
        return 2;
    }
    QTemporaryDir dir;
    if (!dir.isValid()) {
        std::fprintf(stderr, "cannot make a temporary folder\n");
        return 1;
    }

    // Three players (the generator deals three), finished and stopped part-way.
    QRandomGenerator rng(20261121);
    std::vector<Record> games;
    games.reserve(static_cast<std::size_t>(count));
    std::size_t entries = 0;
    for (int i = 0; i < count; ++i) {
        games.push_back(i % 4 == 3 ? RandomGame::playStopped(rng, 3) : RandomGame::play(rng, 3));
        entries += Replay(games.back()).entries().size();
    }

    const QString importPath = dir.filePath(QStringLiteral("import.sqlite"));
    GameStore store;
    StoreError error;
    if (store.open(importPath, &error) != GameStore::OpenResult::Ok) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    int imported = 0;
    int duplicates = 0;
    for (const Record &record : games) {
        if (store.importRecord(record, &error))
            ++imported;
        else if (store.findDuplicate(record))
            ++duplicates;
        else {
            std::fprintf(stderr, "import failed: %s\n", qPrintable(error.message));
            return 1;
        }
    }
    const qint64 importNanos = timer.nsecsElapsed();
    timer.restart();
    const std::size_t listed = store.games(&error).size();
    const qint64 listNanos = timer.nsecsElapsed();
    store.close();

    // The same games in one transaction, as `tornei-cli import` does with many files.
    const QString batchPath = dir.filePath(QStringLiteral("batch.sqlite"));
    if (store.open(batchPath, &error) != GameStore::OpenResult::Ok) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    timer.restart();
    std::vector<std::optional<qint64>> ids;
    if (!store.importRecords(games, &ids, nullptr, &error)) {
        std::fprintf(stderr, "import failed: %s\n", qPrintable(error.message));
        return 1;
    }
    const qint64 batchNanos = timer.nsecsElapsed();
    const auto batched = std::count_if(ids.begin(), ids.end(), [](const auto &id) { return id.has_value(); });
    store.close();
    std::printf(
        "import, one transaction per game: %d games (%zu entries, %d duplicates refused) in %.1f s: %.0f games/s\n",
        imported, entries, duplicates, millis(importNanos) / 1000.0, imported * 1e9 / static_cast<double>(importNanos));
    std::printf("database size: %.1f MiB (%.0f bytes per game)\n",
                static_cast<double>(sizeOnDisk(importPath)) / 1048576.0,
                static_cast<double>(sizeOnDisk(importPath)) / std::max(imported, 1));
    std::printf("import, one transaction for all: %lld games in %.1f s: %.0f games/s\n",
                static_cast<long long>(batched), millis(batchNanos) / 1000.0,
                static_cast<double>(batched) * 1e9 / static_cast<double>(batchNanos));
    std::printf("list of %zu games with totals: %.1f ms\n", listed, millis(listNanos));

    // One transaction per card, as the table enters them.
    const QString latencyPath = dir.filePath(QStringLiteral("latency.sqlite"));
    if (store.open(latencyPath, &error) != GameStore::OpenResult::Ok) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    std::vector<qint64> latencies;
    for (int g = 0; g < latencyGames; ++g) {
        const Record full = RandomGame::play(rng, 3);
        Record setup;
        setup.seats = full.seats;
        setup.firstDealer = full.firstDealer;
        const std::optional<qint64> game = store.createGame(setup, &error);
        if (!game) {
            std::fprintf(stderr, "%s\n", qPrintable(error.message));
            return 1;
        }
        for (const Entry &entry : Replay(full).entries()) {
            timer.restart();
            if (!store.appendEntry(*game, entry, &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error.message));
                return 1;
            }
            latencies.push_back(timer.nsecsElapsed());
        }
    }
    std::sort(latencies.begin(), latencies.end());
    const auto percentile = [&](double p) {
        return millis(latencies[static_cast<std::size_t>(p * static_cast<double>(latencies.size() - 1))]);
    };
    std::printf("entry commit (synchronous=FULL), %zu entries: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                latencies.size(), percentile(0.50), percentile(0.99), millis(latencies.back()));
    return 0;
}
