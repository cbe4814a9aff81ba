#pragma once

#include "record.h"

#include <QRandomGenerator>

namespace tornei {

// Plays random legal games with real shuffled hands: players follow suit when
// they can (after their prediction card has left the hand) and the dummy plays
// by its rule. Used by property tests, the fuzz corpus and benchmarks.
class RandomGame
{
public:
    // A whole game of 3 or 4 players; every dummy prediction card turned up.
    static Record play(QRandomGenerator &rng, int players);
    // The same game cut after a random number of entries (in the app's entry order).
    static Record playStopped(QRandomGenerator &rng, int players);
};

} // namespace tornei
