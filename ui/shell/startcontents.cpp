#include "startcontents.h"

namespace tornei {

StartContents StartContents::read(const GameStore &store)
{
    StartContents contents;
    // Unreadable, the lists stay empty: the recent list says why (readFailed).
    contents.unfinished = store.games().unfinished(nullptr, Listed);
    contents.unfinishedCount = store.games().unfinishedCount();
    HistoryQuery recent; // a new HistoryModel's
    recent.limit = RecentListed;
    contents.recent = HistoryModel::read(store, recent);
    return contents;
}

} // namespace tornei
