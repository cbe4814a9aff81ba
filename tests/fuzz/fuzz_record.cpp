// libFuzzer target: any bytes through RecordFormat::read; whatever it accepts
// must write back losslessly and replay, score and check without fault.
#include "record.h"
#include "recordformat.h"
#include "replay.h"
#include "reports.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace tornei;

namespace {

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_record: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    RecordError error;
    const std::optional<Record> record = RecordFormat::read(bytes, &error);
    if (!record) {
        if (error.message.isEmpty())
            fail("refused without a message");
        return 0;
    }

    const QByteArray written = RecordFormat::write(*record);
    RecordError again;
    const std::optional<Record> reread = RecordFormat::read(written, &again);
    if (!reread)
        fail("a written record does not read back");
    if (!(*reread == *record))
        fail("the round trip changed the record");
    if (RecordFormat::write(*reread) != written)
        fail("writing is not stable");

    const Replay replay(*record);
    if (Reports::scoreJson(replay).serialize(2).isEmpty() || Reports::checkJson(replay).serialize(-1).isEmpty())
        fail("empty report");
    if (Reports::scoreText(replay).isEmpty() || Reports::checkText(replay).isEmpty())
        fail("empty text report");
    for (const Violation &v : replay.violations()) {
        if (replay.describe(v).isEmpty())
            fail("a violation without a description");
    }

    // Rebuilt from its entries, the record is the same game.
    Record rebuilt = *record;
    rebuilt.rounds.clear();
    const std::vector<Entry> entries = replay.entries();
    for (const Entry &entry : entries)
        rebuilt.place(entry.slot, entry.card);
    const Replay rebuiltReplay(rebuilt);
    if (Reports::scoreJson(rebuiltReplay).serialize(-1) != Reports::scoreJson(replay).serialize(-1))
        fail("the entries do not rebuild the same scores");

    // What the table would do next, and a correction of every entered card.
    const NextEntry &next = replay.next();
    if (!next.gameOver) {
        (void)replay.refusal(next.slot, Card{Suit::Cross, 1});
        (void)replay.describeSlot(next.slot);
        if (next.dummyPlay)
            (void)Replay::explainDummy(*next.dummyPlay, std::nullopt);
    }
    for (const Entry &entry : entries) {
        (void)replay.refusal(entry.slot, entry.card);
        (void)replay.whereIs(entry.slot.round, entry.card, entry.slot);
    }
    (void)replay.openDummyPrediction();
    return 0;
}
