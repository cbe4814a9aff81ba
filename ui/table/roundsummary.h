#pragma once

#include "replay.h"

#include <QCoreApplication>
#include <QString>

namespace tornei {

// The HTML of the summaries the table reads between rounds and at the end:
// a round's scores with the running totals and its card count, and the
// final ranking. Reads a replay; knows nothing of widgets or storage.
class RoundSummary
{
    Q_DECLARE_TR_FUNCTIONS(tornei::RoundSummary)

public:
    // Round r (0-based): tricks, correct predictions by rank, bonus, score and total so far, and
    // (unless `violations` is false) the violations the round's cards prove.
    static QString roundHtml(const Replay &replay, int r, bool violations = true);
    // The places and totals, then the last round's summary.
    static QString gameEndHtml(const Replay &replay);
    // Every card of round r accounted for: in hands, on the dummy's board, turned up.
    static QString cardCountHtml(const Replay &replay, int r);
    // The violations of round r (of the whole game when r is -1), one paragraph each; empty when none.
    static QString violationsHtml(const Replay &replay, int r);
};

} // namespace tornei
