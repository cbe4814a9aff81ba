#pragma once
// A game's set-up as the new-game page gives it: its seats, first dealer and
// start time, and no card yet.
#include "record.h"

inline tornei::Record setupOf(const tornei::Record &record)
{
    tornei::Record setup;
    setup.seats = record.seats;
    setup.firstDealer = record.firstDealer;
    setup.started = record.started;
    return setup;
}
