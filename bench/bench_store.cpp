// What storage costs: importing 10,000 games (one committed transaction each,
// as `tornei-cli import` does), against a plain loop of the SQLite C API
// inserting the same rows into the same schema; the size on disk of finished
// 4-player games; and the latency of committing one entered card with
// synchronous=FULL, which is what the table waits for after each card.
#include "gamestore.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "replay.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <sqlite3.h>

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

// The rows of the store's tables (every table an import writes), read back
// with the C API, to be inserted again by a plain loop: the floor of what
// any import could cost.
struct RawRows
{
    QStringList schema; // CREATE statements of the tables and indexes
    struct Table
    {
        QByteArray name;
        int columns = 0;
        std::vector<std::vector<sqlite3_value *>> rows;
    };
    std::vector<Table> tables; // players first, then games and what refers to them
    ~RawRows()
    {
        for (Table &table : tables)
            for (auto &row : table.rows)
                for (sqlite3_value *v : row)
                    sqlite3_value_free(v);
    }
};

bool readRows(const QString &path, RawRows *out)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
        return false;
    sqlite3_stmt *stmt = nullptr;
    sqlite3_prepare_v2(db, "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY type = 'table' DESC, rowid", -1, &stmt,
                       nullptr);
    while (sqlite3_step(stmt) == SQLITE_ROW)
        out->schema << QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, 0)));
    sqlite3_finalize(stmt);
    for (const char *name : {"players", "games", "entries", "round_results", "game_results"}) {
        RawRows::Table table;
        table.name = name;
        sqlite3_prepare_v2(db, (QByteArray("SELECT * FROM ") + name + " ORDER BY 1").constData(), -1, &stmt, nullptr);
        table.columns = sqlite3_column_count(stmt);
        while (sqlite3_step(stmt) == SQLITE_ROW) {
            std::vector<sqlite3_value *> row;
            for (int c = 0; c < table.columns; ++c)
                row.push_back(sqlite3_value_dup(sqlite3_column_value(stmt, c)));
            table.rows.push_back(std::move(row));
        }
        sqlite3_finalize(stmt);
        out->tables.push_back(std::move(table));
    }
    sqlite3_close(db);
    return true;
}

// Inserts the rows into a new file with the same schema, WAL and
// synchronous=FULL like the store: one transaction per game, or one for all.
// Nanoseconds, or -1.
qint64 rawInsert(const QString &path, const RawRows &rows, bool perGame)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open(QFile::encodeName(path).constData(), &db) != SQLITE_OK)
        return -1;
    sqlite3_exec(db, "PRAGMA journal_mode = WAL", nullptr, nullptr, nullptr);
    sqlite3_exec(db, "PRAGMA synchronous = FULL", nullptr, nullptr, nullptr);
    for (const QString &sql : rows.schema)
        sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, nullptr);
    std::vector<sqlite3_stmt *> inserts;
    for (const RawRows::Table &table : rows.tables) {
        QByteArray sql = "INSERT INTO " + table.name + " VALUES (?";
        for (int c = 1; c < table.columns; ++c)
            sql += ", ?";
        sql += ")";
        sqlite3_stmt *stmt = nullptr;
        sqlite3_prepare_v2(db, sql.constData(), -1, &stmt, nullptr);
        inserts.push_back(stmt);
    }
    const auto insert = [&](std::size_t t, const std::vector<sqlite3_value *> &row) {
        sqlite3_stmt *stmt = inserts[t];
        for (std::size_t c = 0; c < row.size(); ++c)
            sqlite3_bind_value(stmt, static_cast<int>(c + 1), row[c]);
        const bool ok = sqlite3_step(stmt) == SQLITE_DONE;
        sqlite3_reset(stmt);
        return ok;
    };
    QElapsedTimer timer;
    timer.start();
    bool ok = true;
    // Players as the games bring them; each game with its entries and results.
    std::size_t entry = 0;
    std::size_t result = 0;
    std::size_t seat = 0;
    const auto &games = rows.tables[1].rows;
    const auto &entries = rows.tables[2].rows;
    const auto &results = rows.tables[3].rows;
    const auto &seats = rows.tables[4].rows;
    if (!perGame)
        sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
    for (const auto &player : rows.tables[0].rows)
        ok = ok && insert(0, player);
    for (const auto &game : games) {
        const sqlite3_int64 id = sqlite3_value_int64(game[0]);
        if (perGame)
            sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
        ok = ok && insert(1, game);
        // An entry's rowid holds its game above bit 24 (storage::packRow).
        for (; entry < entries.size() && (sqlite3_value_int64(entries[entry][0]) >> 24) == id; ++entry)
            ok = ok && insert(2, entries[entry]);
        for (; result < results.size() && sqlite3_value_int64(results[result][0]) == id; ++result)
            ok = ok && insert(3, results[result]);
        for (; seat < seats.size() && sqlite3_value_int64(seats[seat][0]) == id; ++seat)
            ok = ok && insert(4, seats[seat]);
        if (perGame)
            ok = ok && sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK;
    }
    if (!perGame)
        ok = ok && sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK;
    const qint64 nanos = timer.nsecsElapsed();
    for (sqlite3_stmt *stmt : inserts)
        sqlite3_finalize(stmt);
    sqlite3_close(db);
    return ok && entry == entries.size() && result == results.size() && seat == seats.size() ? nanos : -1;
}

// Finished 4-player games, all different: the legal complete examples of the
// specification, seated by a changing four of twenty club members.
std::vector<Record> fourPlayerGames(int count)
{
    std::vector<Record> examples;
    const QDir dir(QStringLiteral(TORNEI_TEST_DATA "/examples"));
    for (const QString &name : dir.entryList({QStringLiteral("*-legal-complete.json")})) {
        QFile file(dir.filePath(name));
        RecordError error;
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const std::optional<Record> record = RecordFormat::read(file.readAll(), &error);
        if (record && record->playerCount() == 4 && Replay(*record).isComplete())
            examples.push_back(*record);
    }
    std::vector<Record> games;
    if (examples.empty())
        return games;
    for (int a = 0; a < 20 && static_cast<int>(games.size()) < count; ++a)
        for (int b = 0; b < 20 && static_cast<int>(games.size()) < count; ++b)
            for (int c = 0; c < 20 && static_cast<int>(games.size()) < count; ++c)
                for (int e = 0; e < 20 && static_cast<int>(games.size()) < count; ++e) {
                    if (a == b || a == c || a == e || b == c || b == e || c == e)
                        continue;
                    Record record = examples[games.size() % examples.size()];
                    int seat = 0;
                    for (int member : {a, b, c, e})
                        record.seats[static_cast<std::size_t>(seat++)] = QStringLiteral("Member %1").arg(member + 1);
                    games.push_back(record);
                }
    return games;
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
    // TORNEI_BENCH_KEEP=1 keeps the databases for a look with the sqlite3 shell.
    dir.setAutoRemove(qEnvironmentVariableIntValue("TORNEI_BENCH_KEEP") == 0);
    if (!dir.autoRemove())
        std::printf("databases kept in %s\n", qPrintable(dir.path()));

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
        if (store.records().importOne(record, &error))
            ++imported;
        else if (store.records().findDuplicate(record))
            ++duplicates;
        else {
            std::fprintf(stderr, "import failed: %s\n", qPrintable(error.message));
            return 1;
        }
    }
    const qint64 importNanos = timer.nsecsElapsed();
    timer.restart();
    const std::size_t listed = store.games().all(&error).size();
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
    if (!store.records().importBatch(games, &ids, nullptr, &error)) {
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

    // The same rows by a plain C API loop, into the same schema.
    RawRows rows;
    if (!readRows(batchPath, &rows)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(batchPath));
        return 1;
    }
    const qint64 rawPerGame = rawInsert(dir.filePath(QStringLiteral("raw-per-game.sqlite")), rows, true);
    const qint64 rawBatch = rawInsert(dir.filePath(QStringLiteral("raw-batch.sqlite")), rows, false);
    if (rawPerGame < 0 || rawBatch < 0) {
        std::fprintf(stderr, "the raw insert failed\n");
        return 1;
    }
    const double ours = imported * 1e9 / static_cast<double>(importNanos);
    const double raw = imported * 1e9 / static_cast<double>(rawPerGame);
    const double oursBatch = static_cast<double>(batched) * 1e9 / static_cast<double>(batchNanos);
    const double rawAll = static_cast<double>(batched) * 1e9 / static_cast<double>(rawBatch);
    std::printf("raw sqlite3: the rows the import wrote (players, games, entries, round_results, game_results),"
                " each bound from a copy read back, by prepared INSERTs into the same schema (WAL, synchronous=FULL)\n");
    std::printf("raw sqlite3 inserts of the same rows, one transaction per game: %.0f games/s; "
                "our import is %.2f of that (target >= 0.33)\n",
                raw, ours / raw);
    std::printf("raw sqlite3 inserts of the same rows, one transaction for all: %.0f games/s; "
                "our import is %.2f of that (target >= 0.33)\n",
                rawAll, oursBatch / rawAll);

    // Size on disk of finished 4-player games (one transaction for all, then closed).
    {
        const std::vector<Record> fours = fourPlayerGames(count);
        const QString fourPath = dir.filePath(QStringLiteral("four.sqlite"));
        if (fours.empty() || store.open(fourPath, &error) != GameStore::OpenResult::Ok ||
            !store.records().importBatch(fours, &ids, nullptr, &error)) {
            std::fprintf(stderr, "4-player import failed: %s\n", qPrintable(error.message));
            return 1;
        }
        store.close();
        std::printf("finished 4-player games: %zu in %.1f MiB, %.0f bytes per game (target <= 4096)\n", fours.size(),
                    static_cast<double>(sizeOnDisk(fourPath)) / 1048576.0,
                    static_cast<double>(sizeOnDisk(fourPath)) / static_cast<double>(fours.size()));
    }

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
        const std::optional<qint64> game = store.records().create(setup, &error);
        if (!game) {
            std::fprintf(stderr, "%s\n", qPrintable(error.message));
            return 1;
        }
        for (const Entry &entry : Replay(full).entries()) {
            timer.restart();
            if (!store.records().applyEdit(*game, EntryEdit::appending({entry}), &error)) {
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
