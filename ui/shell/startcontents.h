#pragma once

#include "gamestore.h"
#include "historymodel.h"

#include <optional>
#include <vector>

namespace tornei {

// What the start page shows of an open store, read in one go: by the window
// whenever the store changes, and at start on the warm-up's thread right
// after it opened the store, so that the page is read while the window is
// made (WindowWarmUp).
struct StartContents
{
    // A table rarely leaves more than a few games open; a long list is cut
    // so that the start screen opens at once whatever the history's size.
    static constexpr int Listed = 50;
    // The recent games' first page: more rows than a tall window shows (a
    // row is about 30 pixels); the rest are read as the list scrolls.
    static constexpr int RecentListed = 50;

    std::vector<GameSummary> unfinished; // the newest Listed
    int unfinishedCount = 0;
    HistoryModel::Contents recent; // the first RecentListed, as a HistoryModel reads them

    static StartContents read(const GameStore &store);
};

// An open of the window's store already made: GameStore::open's result and
// error, and when it opened, the start page read from it then.
struct OpenedStore
{
    GameStore::OpenResult result = GameStore::OpenResult::Failed;
    StoreError error;
    std::optional<StartContents> start;
};

} // namespace tornei
