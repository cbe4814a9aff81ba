#include "roundstable.h"

#include "card.h"
#include "gamestore.h"
#include "replay.h"
#include "seatindex.h"

#include <unordered_map>

namespace tornei {

namespace {

RoundsTable::Cell number(qint64 value)
{
    return RoundsTable::Cell{RoundsTable::Cell::Type::Number, value, {}, {}};
}

RoundsTable::Cell text(const QString &value)
{
    return RoundsTable::Cell{RoundsTable::Cell::Type::Text, 0, value, {}};
}

} // namespace

QStringList RoundsTable::header()
{
    QStringList columns{
        tr("Date"),
        tr("Game"),
        //: Column: 1 when the game is finished, 0 otherwise
        tr("Finished"),
        //: Column: 1 when the game is left out of the statistics, 0 otherwise
        tr("Excluded"),
        tr("Round"),
        //: Column: 1 when all 7 tricks of the round are complete, 0 otherwise
        tr("Complete round"),
        tr("Dealer"),
        tr("Player"),
        tr("Seat"),
        tr("Tricks won"),
        //: Column: predictions of 1st made in the round's complete tricks
        tr("Predicted 1st"),
        tr("Predicted 2nd"),
        tr("Predicted 3rd"),
        tr("Predicted 4th"),
        tr("Correct 1st"),
        tr("Correct 2nd"),
        tr("Correct 3rd"),
        tr("Correct 4th"),
        //: Column: the points of the zero-trick bonus in this round (0 or 3)
        tr("Zero-trick bonus"),
        tr("Round score"),
        tr("Game total"),
    };
    // Each trick of the round, for the prediction matrix: empty cells for a
    // trick that is not complete.
    for (int trick = 1; trick <= TricksPerRound; ++trick) {
        //: Column: 1 when the player led trick %1 of the round, 0 otherwise
        columns << tr("Trick %1 led").arg(trick)
                //: Column: the rank (1-4) the player's prediction card named in trick %1
                << tr("Trick %1 predicted").arg(trick)
                //: Column: the rank (1-4) the player's joust card got in trick %1
                << tr("Trick %1 rank").arg(trick);
    }
    return columns;
}

bool RoundsTable::forEachRow(const GameStore &store, const std::vector<qint64> &games,
                             const std::function<bool(const Row &)> &row, StoreError *error)
{
    std::vector<qint64> ids = games;
    if (ids.empty()) {
        HistoryQuery all;
        all.sortOrder = Qt::AscendingOrder;
        all.limit = 0;
        StoreError failure;
        const HistoryPage page = store.games().page(all, &failure);
        if (failure.isError()) {
            if (error)
                *error = failure;
            return false;
        }
        for (const HistoryRow &listed : page.rows)
            ids.push_back(listed.id);
    }
    // Every game's summary in one query rather than one query a game.
    std::unordered_map<qint64, GameSummary> summaries;
    {
        StoreError failure;
        std::vector<GameSummary> all = store.games().all(&failure);
        if (failure.isError()) {
            if (error)
                *error = failure;
            return false;
        }
        summaries.reserve(all.size());
        for (GameSummary &game : all)
            summaries.emplace(game.id, std::move(game));
    }
    Row cells;
    cells.reserve(static_cast<std::size_t>(header().size()));
    for (qint64 id : ids) {
        const auto found = summaries.find(id);
        // A game not listed: its own query says why (no such game).
        const std::optional<GameSummary> summary =
            found != summaries.end() ? std::optional<GameSummary>(found->second) : store.games().summary(id, error);
        if (!summary)
            return false;
        const std::optional<Record> record = store.records().load(id, error);
        if (!record)
            return false;
        const Replay replay(*record);
        const Cell date{Cell::Type::DateTime, 0,
                        summary->startedText.isEmpty() ? summary->started.toString(Qt::ISODate) : summary->startedText,
                        summary->started};
        for (int r = 0; r < static_cast<int>(replay.rounds().size()); ++r) {
            const RoundResult &round = replay.round(r);
            // Predictions made, per seat and rank, in complete tricks (as the statistics count them).
            std::array<SeatArray, SeatCount> made{};
            for (std::size_t t = 0; t < round.tricks.size(); ++t) {
                if (!round.tricks[t].complete)
                    continue;
                const Trick &trick = record->rounds[at(r)].tricks[t];
                for (int s = 0; s < SeatCount; ++s) {
                    if (record->isPlayer(s) && trick.predictions[at(s)])
                        ++made[at(s)][at(trick.predictions[at(s)]->predictedRank() - 1)];
                }
            }
            for (int s = 0; s < SeatCount; ++s) {
                if (!record->isPlayer(s))
                    continue;
                // One row's cells, filled again for each row rather than made anew.
                cells.clear();
                cells.push_back(date);
                cells.push_back(number(id));
                cells.push_back(number(summary->finished ? 1 : 0));
                cells.push_back(number(summary->excludedFromStatistics ? 1 : 0));
                cells.push_back(number(r + 1));
                cells.push_back(number(round.complete ? 1 : 0));
                cells.push_back(text(record->seatName(round.dealer)));
                cells.push_back(text(record->seatName(s)));
                cells.push_back(number(s + 1));
                cells.push_back(number(round.tricksWon[at(s)]));
                for (int rank = 0; rank < 4; ++rank)
                    cells.push_back(number(made[at(s)][at(rank)]));
                for (int rank = 0; rank < 4; ++rank)
                    cells.push_back(number(round.correctByRank[at(s)][at(rank)]));
                cells.push_back(number(round.zeroTrickBonus[at(s)] ? ZeroTrickBonusPoints : 0));
                cells.push_back(number(round.scores[at(s)]));
                cells.push_back(number(replay.totals()[at(s)]));
                for (int t = 0; t < TricksPerRound; ++t) {
                    const bool complete = t < static_cast<int>(round.tricks.size()) && round.tricks[at(t)].complete;
                    const Trick *trick = complete ? &record->rounds[at(r)].tricks[at(t)] : nullptr;
                    if (!trick || !trick->predictions[at(s)]) {
                        cells.insert(cells.end(), 3, Cell{Cell::Type::Text, 0, {}, {}});
                        continue;
                    }
                    cells.push_back(number(round.tricks[at(t)].leader == s ? 1 : 0));
                    cells.push_back(number(trick->predictions[at(s)]->predictedRank()));
                    cells.push_back(number(round.tricks[at(t)].rank[at(s)]));
                }
                if (!row(cells))
                    return false;
            }
        }
    }
    return true;
}

} // namespace tornei
