#pragma once

#include <QtGlobal>

#include <utility>
#include <vector>

namespace tornei {

// What changed, by id: what one transaction of this connection changed, or
// what other connections changed since the store last looked (StoreSnapshot).
struct StoreChange
{
    std::vector<qint64> gamesAdded;
    std::vector<qint64> gamesChanged; // their cards, names or date
    std::vector<qint64> gamesRemoved;
    std::vector<qint64> gamesExcluded; // from the statistics
    std::vector<qint64> gamesIncluded; // in the statistics again
    std::vector<qint64> playersAdded;
    std::vector<qint64> playersRenamed;
    std::vector<std::pair<qint64, qint64>> playersMerged; // (from, into)
    // The games a sync left waiting to be rated (ClubOutbox::rateDeferred)
    // are all rated now: the ratings are read from the file again. Said by
    // this connection only; another's commit is said as a whole
    // (StoreEvents::changedElsewhere()).
    bool ratingsCaughtUp = false;

    bool isEmpty() const;
};

} // namespace tornei
