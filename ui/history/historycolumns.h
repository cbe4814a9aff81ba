#pragma once

class QTableView;

namespace tornei {

class HistoryModel;

// The columns of a list of games sized for everything they can show (any
// date, every saved player as the winner), not only for the rows in sight:
// the players' column takes what is left. Sized again when the games, the
// language or the font change. Knows nothing of the store.
class HistoryColumns
{
public:
    static void follow(QTableView *view, HistoryModel *model);
    static void fit(QTableView *view, const HistoryModel *model);
};

} // namespace tornei
