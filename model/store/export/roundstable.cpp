#include "roundstable.h"

#include "card.h"
#include "gamerecords.h"
#include "gamestore.h"
#include "replay.h"
#include "seatindex.h"

#include <algorithm>
#include <future>
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

constexpr std::size_t Columns = 21 + 3 * TricksPerRound; // header()'s

// The rows of one game, in order, after those in `rows`.
void gameRows(qint64 id, const GameSummary &summary, const Record &record, std::vector<RoundsTable::Row> *rows)
{
    using Cell = RoundsTable::Cell;
    const Replay replay(record);
    const Cell date{Cell::Type::DateTime, 0,
                    summary.startedText.isEmpty() ? summary.started.toString(Qt::ISODate) : summary.startedText,
                    summary.started};
    for (int r = 0; r < static_cast<int>(replay.rounds().size()); ++r) {
        const RoundResult &round = replay.round(r);
        // Predictions made, per seat and rank, in complete tricks (as the statistics count them).
        std::array<SeatArray, SeatCount> made{};
        for (std::size_t t = 0; t < round.tricks.size(); ++t) {
            if (!round.tricks[t].complete)
                continue;
            const Trick &trick = record.rounds[at(r)].tricks[t];
            for (int s = 0; s < SeatCount; ++s) {
                if (record.isPlayer(s) && trick.predictions[at(s)])
                    ++made[at(s)][at(trick.predictions[at(s)]->predictedRank() - 1)];
            }
        }
        for (int s = 0; s < SeatCount; ++s) {
            if (!record.isPlayer(s))
                continue;
            RoundsTable::Row &cells = rows->emplace_back();
            cells.reserve(Columns);
            cells.push_back(date);
            cells.push_back(number(id));
            cells.push_back(number(summary.finished ? 1 : 0));
            cells.push_back(number(summary.excludedFromStatistics ? 1 : 0));
            cells.push_back(number(r + 1));
            cells.push_back(number(round.complete ? 1 : 0));
            cells.push_back(text(record.seatName(round.dealer)));
            cells.push_back(text(record.seatName(s)));
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
                const Trick *trick = complete ? &record.rounds[at(r)].tricks[at(t)] : nullptr;
                if (!trick || !trick->predictions[at(s)]) {
                    cells.insert(cells.end(), 3, Cell{Cell::Type::Text, 0, {}, {}});
                    continue;
                }
                cells.push_back(number(round.tricks[at(t)].leader == s ? 1 : 0));
                cells.push_back(number(trick->predictions[at(s)]->predictedRank()));
                cells.push_back(number(round.tricks[at(t)].rank[at(s)]));
            }
        }
    }
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
        // Only the ids, in the history's order (its page reads every column).
        StoreError failure;
        ids = store.games().ids(all, &failure);
        if (failure.isError()) {
            if (error)
                *error = failure;
            return false;
        }
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
    // Games in batches, each read in one transaction. While one batch is
    // checked and made into rows on a second thread, this one gives the rows
    // of the batch before and reads the next: the connection stays here.
    constexpr std::size_t BatchSize = 200;
    const auto batchAt = [&](std::size_t first) {
        return std::vector<qint64>(ids.begin() + static_cast<std::ptrdiff_t>(first),
                                   ids.begin() + static_cast<std::ptrdiff_t>(std::min(ids.size(), first + BatchSize)));
    };
    const auto give = [&](const std::vector<std::vector<Row>> &byGame) {
        for (const std::vector<Row> &game : byGame) {
            for (const Row &cells : game) {
                if (!row(cells))
                    return false;
            }
        }
        return true;
    };
    // One game at a time, to fail where and as the games one by one would.
    const auto oneByOne = [&](const std::vector<qint64> &batch) {
        for (qint64 id : batch) {
            const auto found = summaries.find(id);
            const std::optional<GameSummary> summary =
                found != summaries.end() ? std::optional<GameSummary>(found->second) : store.games().summary(id, error);
            if (!summary)
                return false;
            const std::optional<Record> record = store.records().load(id, error);
            if (!record)
                return false;
            std::vector<std::vector<Row>> game(1);
            gameRows(id, *summary, *record, &game.front());
            if (!give(game))
                return false;
        }
        return true;
    };
    std::vector<std::vector<Row>> given; // the batch before, to give
    std::optional<GameRecords::Unchecked> next = ids.empty() ? std::nullopt : store.records().read(batchAt(0));
    for (std::size_t first = 0; first < ids.size(); first += BatchSize) {
        const std::vector<qint64> batch = batchAt(first);
        std::optional<GameRecords::Unchecked> read = std::move(next);
        next.reset();
        if (!read) {
            if (!give(given) || !oneByOne(batch))
                return false;
            given.clear();
            if (first + BatchSize < ids.size())
                next = store.records().read(batchAt(first + BatchSize));
            continue;
        }
        // A game not listed: its own query says why (no such game); the
        // games before it are given first.
        std::vector<std::optional<GameSummary>> unlisted(batch.size());
        std::vector<const GameSummary *> summaryOf;
        StoreError failure;
        for (std::size_t i = 0; i < batch.size(); ++i) {
            const auto found = summaries.find(batch[i]);
            if (found == summaries.end()) {
                unlisted[i] = store.games().summary(batch[i], &failure);
                if (!unlisted[i])
                    break;
            }
            summaryOf.push_back(found != summaries.end() ? &found->second : &*unlisted[i]);
        }
        std::vector<std::vector<Row>> rows(summaryOf.size());
        // (A future of std::async waits for its thread whichever way this returns.)
        std::future<bool> made = std::async(std::launch::async, [&rows, &summaryOf, &batch, &read] {
            const std::optional<std::vector<Record>> records = GameRecords::check(std::move(*read));
            if (!records)
                return false;
            for (std::size_t i = 0; i < summaryOf.size(); ++i)
                gameRows(batch[i], *summaryOf[i], (*records)[i], &rows[i]);
            return true;
        });
        if (!give(given))
            return false;
        if (first + BatchSize < ids.size())
            next = store.records().read(batchAt(first + BatchSize));
        if (!made.get()) {
            // A record differs from its checksum: said as its own load says it.
            given.clear();
            if (!oneByOne(batch))
                return false;
            continue;
        }
        given = std::move(rows);
        if (summaryOf.size() < batch.size()) {
            if (!give(given))
                return false;
            if (error)
                *error = failure;
            return false;
        }
    }
    if (!give(given))
        return false;
    return true;
}

} // namespace tornei
