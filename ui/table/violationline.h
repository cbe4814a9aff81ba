#pragma once

#include "fitlabel.h"

namespace tornei {

class Replay;

// The line under the table naming the violations of the round on it, in red,
// until its summary is shown: the red message that announced one is gone
// with the next card. Hidden when there are none; the tooltip has each one's
// whole text. Finds nothing itself: the replay has them.
class ViolationLine : public FitLabel
{
    Q_OBJECT

public:
    explicit ViolationLine(QWidget *parent = nullptr);

    // Names the violations of `round` (none for a round < 0).
    void showRound(const Replay &replay, int round);
    void clearRound();
};

} // namespace tornei
