// The writer that tst_killtest kills: it enters random whole games through
// the store, one entry per transaction, and reports each entry on stdout only
// after the store has committed it. Started again after a kill, it first
// resumes the unfinished game where the store says it stopped.
//
//   killtest_child DB SEED
//   stdout: "G <game> <seed>" once a game exists, "E <game> <n>" once its
//   entry n (0-based, in Replay::entries() order) is committed.
#include "gamestore.h"
#include "randomgame.h"
#include "replay.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <cstdio>

using namespace tornei;

namespace {

// Each game is generated again from the seed kept in its record.
const QString SeedKey = QStringLiteral("x-killtest-seed");

Record gameFor(quint32 seed)
{
    QRandomGenerator rng(seed);
    return RandomGame::play(rng, 3);
}

int fail(const QString &message, int status)
{
    std::fprintf(stderr, "%s\n", qPrintable(message));
    return status;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3)
        return fail(QStringLiteral("usage: killtest_child DB SEED"), 2);
    QRandomGenerator seeds(args[2].toUInt());
    GameStore store;
    StoreError error;
    if (store.open(args[1], &error) != GameStore::OpenResult::Ok)
        return fail(error.message, 3);
    for (;;) {
        const std::vector<GameSummary> unfinished = store.games().unfinished(&error);
        if (error.isError())
            return fail(error.message, 3);
        qint64 game = 0;
        quint32 seed = 0;
        std::size_t done = 0;
        if (!unfinished.empty()) {
            game = unfinished.front().id;
            const std::optional<Record> record = store.records().load(game, &error);
            if (!record)
                return fail(error.message, 3);
            for (const auto &[key, value] : record->extensions) {
                if (key == SeedKey)
                    seed = static_cast<quint32>(value.toInteger());
            }
            done = store.records().entries(game, &error).size();
            const std::vector<Entry> expected = Replay(gameFor(seed)).entries();
            const std::vector<Entry> stored = store.records().entries(game, &error);
            if (done > expected.size() || !std::equal(stored.begin(), stored.end(), expected.begin()))
                return fail(QStringLiteral("game %1 does not hold what was entered").arg(game), 4);
        } else {
            seed = seeds.generate();
            Record setup;
            const Record full = gameFor(seed);
            setup.seats = full.seats;
            setup.firstDealer = full.firstDealer;
            setup.extensions.emplace_back(SeedKey, JsonValue::integer(seed));
            const std::optional<qint64> id = store.records().create(setup, &error);
            if (!id)
                return fail(error.message, 5);
            game = *id;
        }
        std::printf("G %lld %u\n", static_cast<long long>(game), seed);
        std::fflush(stdout);
        const std::vector<Entry> entries = Replay(gameFor(seed)).entries();
        for (std::size_t i = done; i < entries.size(); ++i) {
            if (!store.records().applyEdit(game, EntryEdit::appending({entries[i]}), &error))
                return fail(error.message, 5);
            std::printf("E %lld %zu\n", static_cast<long long>(game), i);
            std::fflush(stdout);
        }
    }
}
