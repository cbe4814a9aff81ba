// Exports of GAMES random games (default 10,000): CSV and XLSX through the
// store's writers (every file synced and checked), beside a raw dump of the
// rounds' rows with the sqlite3 shell (sqlite3 -csv), the floor to compare
// with. With --keep PATH the database is written there (and reused when it
// exists) for a profiler.
#include "benchargs.h"
#include "csvexport.h"
#include "gamestore.h"
#include "randomgame.h"
#include "xlsxexport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <cstdio>

using namespace tornei;

namespace {

double millis(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const std::optional<BenchArgs> args = BenchArgs::parse(app.arguments(), "bench_export");
    if (!args)
        return 2;
    const int count = args->games;
    const QString keep = args->keep;
    QTemporaryDir dir;
    const QString path = keep.isEmpty() ? dir.filePath(QStringLiteral("export.sqlite")) : keep;
    const bool reuse = QFileInfo::exists(path);
    GameStore store;
    StoreError error;
    if (store.open(path, &error) != GameStore::OpenResult::Ok) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    if (!reuse) {
        const QStringList names = {"Aki", "Ben", "Chie", "Daisuke", "Emi", "Fumio", "Goro", "Hana", "Ines", "Jun"};
        QRandomGenerator rng(20261127u);
        std::vector<Record> records;
        const QDateTime first(QDate(2020, 1, 1), QTime(19, 0), Qt::OffsetFromUTC, 9 * 3600);
        for (int i = 0; i < count; ++i) {
            const int players = 3 + static_cast<int>(rng.bounded(2));
            Record record = RandomGame::play(rng, players);
            QStringList pool = names;
            for (int s = 0; s < SeatCount; ++s) {
                if (record.isPlayer(s))
                    record.seats[static_cast<std::size_t>(s)] =
                        pool.takeAt(static_cast<qsizetype>(rng.bounded(static_cast<quint32>(pool.size()))));
            }
            record.started = first.addSecs(3600LL * 5 * i).toString(Qt::ISODate);
            records.push_back(std::move(record));
        }
        std::vector<std::optional<qint64>> ids;
        std::vector<StoreError> refusals;
        if (!store.records().importBatch(records, &ids, &refusals, &error)) {
            std::fprintf(stderr, "import failed: %s\n", qPrintable(error.message));
            return 1;
        }
    }
    QElapsedTimer timer;
    timer.start();
    QProcess sqlite;
    sqlite.setStandardOutputFile(dir.filePath(QStringLiteral("raw.csv")));
    sqlite.start(QStringLiteral("sqlite3"),
                 {QStringLiteral("-csv"), QStringLiteral("-header"), path,
                  QStringLiteral("SELECT g.started_text, r.* FROM round_results r JOIN games g ON g.id = r.game "
                                 "ORDER BY g.started_utc, r.game, r.round, r.seat")});
    if (!sqlite.waitForFinished(-1) || sqlite.exitCode() != 0) {
        std::fprintf(stderr, "sqlite3 failed (is the sqlite3 shell installed?)\n");
        return 1;
    }
    const double raw = millis(timer);
    timer.restart();
    if (!CsvExport::writeFile(store, {}, dir.filePath(QStringLiteral("rounds.csv")), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    const double csv = millis(timer);
    timer.restart();
    if (!XlsxExport::writeFile(store, {}, dir.filePath(QStringLiteral("rounds.xlsx")), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    const double xlsx = millis(timer);
    // What every export starts from: each game's record read and checked
    // against its SHA-256.
    timer.restart();
    const std::vector<GameSummary> games = store.games().all(&error);
    for (const GameSummary &game : games) {
        if (!store.records().load(game.id, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error.message));
            return 1;
        }
    }
    const double load = millis(timer);
    std::printf("%d games, %lld CSV bytes\n", count,
                static_cast<long long>(QFileInfo(dir.filePath(QStringLiteral("rounds.csv"))).size()));
    std::printf("sqlite3 -csv of round_results: %8.0f ms\n", raw);
    std::printf("export --csv:                   %8.0f ms (%.1fx)\n", csv, csv / raw);
    std::printf("export --xlsx:                  %8.0f ms (%.1fx)\n", xlsx, xlsx / raw);
    std::printf("records read and checked:       %8.0f ms (%.1fx)\n", load, load / raw);
    return 0;
}
