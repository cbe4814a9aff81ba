#include "gamestore_p.h"

#include <QSqlError>
#include <algorithm>

namespace tornei {

using namespace storage;

namespace {

// What the history sorts and searches seat names by: case-folded, in seat
// order, joined by a separator no name search can match across.
QString namesKey(const std::vector<QString> &names)
{
    QStringList folded;
    for (const QString &name : names)
        folded << name.toCaseFolded();
    return folded.join(QChar(0x1f));
}

} // namespace

// The derived tables of one game, rebuilt from its record by the rules
// engine: per round and seat (round_results), per seat (game_results: the
// replay's totals and winners) and the game's own derived columns. Called in
// the transaction that changes the record.
bool GameStore::Private::refresh(qint64 game, const Record &record, bool touch, StoreError *error, const QString &hash)
{
    const Replay replay(record);
    std::array<QVariant, SeatCount> players;
    bool excluded = false;
    {
        QSqlQuery query(db);
        if (!prepare(query, QStringLiteral("SELECT %1, excluded FROM games WHERE id = ?").arg(seatColumns("player")),
                     error))
            return false;
        query.addBindValue(game);
        if (!exec(query, error))
            return false;
        if (!query.next()) {
            setError(error, plainError(tr("There is no game %1 in this database.").arg(game)));
            return false;
        }
        for (int s = 0; s < SeatCount; ++s)
            players[at(s)] = query.value(s);
        excluded = query.value(SeatCount).toBool();
    }
    for (const QString &table : {QStringLiteral("round_results"), QStringLiteral("game_results")}) {
        QSqlQuery remove(db);
        if (!prepare(remove, QStringLiteral("DELETE FROM %1 WHERE game = ?").arg(table), error))
            return false;
        remove.addBindValue(game);
        if (!exec(remove, error))
            return false;
    }
    QSqlQuery insert(db);
    if (!prepare(insert,
                 QStringLiteral("INSERT INTO round_results (game, round, seat, complete, score, tricks_won,"
                                " correct_rank1, correct_rank2, correct_rank3, correct_rank4, zero_trick_bonus,"
                                " player, made_rank1, made_rank2, made_rank3, made_rank4, rules_version)"
                                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                 error))
        return false;
    int roundsPlayed = 0;
    // Per seat, summed over complete rounds: score, predictions made and
    // correct per rank, and how many rounds each number of tricks was won.
    struct Sums
    {
        int rounds = 0;
        int score = 0;
        std::array<int, 4> made{};
        std::array<int, 4> correct{};
        std::array<int, TricksPerRound + 1> roundsWon{};
    };
    std::array<Sums, SeatCount> sums{};
    for (int r = 0; r < static_cast<int>(replay.rounds().size()); ++r) {
        const RoundResult &result = replay.round(r);
        roundsPlayed += result.complete ? 1 : 0;
        // Predictions made, per seat and rank, over complete tricks.
        std::array<SeatArray, SeatCount> made{};
        for (std::size_t t = 0; t < result.tricks.size(); ++t) {
            if (!result.tricks[t].complete)
                continue;
            const Trick &trick = record.rounds[at(r)].tricks[t];
            for (int s = 0; s < SeatCount; ++s) {
                if (record.isPlayer(s) && trick.predictions[at(s)])
                    ++made[at(s)][at(trick.predictions[at(s)]->predictedRank() - 1)];
            }
        }
        for (int s = 0; s < SeatCount; ++s) {
            insert.bindValue(0, game);
            insert.bindValue(1, r);
            insert.bindValue(2, s);
            insert.bindValue(3, result.complete ? 1 : 0);
            insert.bindValue(4, result.scores[at(s)]);
            insert.bindValue(5, result.tricksWon[at(s)]);
            for (int rank = 0; rank < 4; ++rank)
                insert.bindValue(6 + rank, result.correctByRank[at(s)][at(rank)]);
            insert.bindValue(10, result.zeroTrickBonus[at(s)] ? 1 : 0);
            insert.bindValue(11, players[at(s)]);
            for (int rank = 0; rank < 4; ++rank)
                insert.bindValue(12 + rank, made[at(s)][at(rank)]);
            insert.bindValue(16, Replay::RulesVersion);
            if (!exec(insert, error))
                return false;
            Sums &sum = sums[at(s)];
            for (int rank = 0; rank < 4; ++rank) {
                sum.made[at(rank)] += made[at(s)][at(rank)];
                sum.correct[at(rank)] += result.correctByRank[at(s)][at(rank)];
            }
            if (result.complete) {
                ++sum.rounds;
                sum.score += result.scores[at(s)];
                ++sum.roundsWon[at(std::clamp(result.tricksWon[at(s)], 0, TricksPerRound))];
            }
        }
    }
    const std::vector<int> winners = replay.winners();
    const bool shared = winners.size() > 1;
    const bool counted = replay.isComplete() && !excluded;
    QSqlQuery seat(db);
    if (!prepare(seat,
                 QStringLiteral("INSERT INTO game_results (game, seat, player, total, winner, shared_win, counted,"
                                " complete_rounds, round_score, made_rank1, made_rank2, made_rank3, made_rank4,"
                                " correct_rank1, correct_rank2, correct_rank3, correct_rank4, rounds_won0,"
                                " rounds_won1, rounds_won2, rounds_won3, rounds_won4, rounds_won5, rounds_won6,"
                                " rounds_won7) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                                " ?, ?, ?, ?, ?)"),
                 error))
        return false;
    std::vector<QString> names;
    for (int s = 0; s < SeatCount; ++s) {
        if (!record.isPlayer(s) || players[at(s)].isNull())
            continue;
        names.push_back(record.seatName(s));
        const bool winner = std::find(winners.begin(), winners.end(), s) != winners.end();
        seat.bindValue(0, game);
        seat.bindValue(1, s);
        seat.bindValue(2, players[at(s)]);
        seat.bindValue(3, replay.totals()[at(s)]);
        seat.bindValue(4, winner ? 1 : 0);
        seat.bindValue(5, winner && shared ? 1 : 0);
        seat.bindValue(6, counted ? 1 : 0);
        const Sums &sum = sums[at(s)];
        seat.bindValue(7, sum.rounds);
        seat.bindValue(8, sum.score);
        for (int rank = 0; rank < 4; ++rank) {
            seat.bindValue(9 + rank, sum.made[at(rank)]);
            seat.bindValue(13 + rank, sum.correct[at(rank)]);
        }
        for (int k = 0; k <= TricksPerRound; ++k)
            seat.bindValue(17 + k, sum.roundsWon[at(k)]);
        if (!exec(seat, error))
            return false;
    }

    // When it was played: the record's date, else the creation's.
    QVariant startedUtc(QMetaType::fromType<QString>());
    QVariant startedDate(QMetaType::fromType<QString>());
    QVariant startedOffset(QMetaType::fromType<int>());
    if (record.started) {
        if (const std::optional<QDateTime> started = RecordFormat::parseStarted(*record.started)) {
            startedUtc = started->toUTC().toString(Qt::ISODateWithMs);
            startedDate = started->date().toString(Qt::ISODate);
            startedOffset = started->offsetFromUtc();
        }
    }
    QSqlQuery update(db);
    if (!prepare(update,
                 QStringLiteral("UPDATE games SET finished = ?, record_sha256 = ?, extensions = ?,"
                                " started_text = ?, started_utc = COALESCE(?, created_utc),"
                                " started_date = COALESCE(?, date(created_utc, 'localtime')), started_offset = ?,"
                                " player_count = ?, rounds_played = ?, players_key = ?, winner_key = ?%1"
                                " WHERE id = ?")
                     .arg(touch ? QStringLiteral(", updated_utc = ?") : QString()),
                 error))
        return false;
    update.addBindValue(replay.isComplete() ? 1 : 0);
    update.addBindValue(hash.isEmpty() ? recordHash(record) : hash);
    update.addBindValue(shapeJson(record));
    update.addBindValue(record.started ? QVariant(*record.started) : QVariant(QMetaType::fromType<QString>()));
    update.addBindValue(startedUtc);
    update.addBindValue(startedDate);
    update.addBindValue(startedOffset);
    update.addBindValue(record.playerCount());
    update.addBindValue(roundsPlayed);
    update.addBindValue(namesKey(names));
    update.addBindValue(winners.empty() ? QString() : namesKey({record.seatName(winners.front())}));
    if (touch)
        update.addBindValue(nowUtc());
    update.addBindValue(game);
    return exec(update, error);
}

bool GameStore::Private::refreshOutdated(StoreError *error)
{
    std::vector<qint64> games;
    {
        QSqlQuery query(db);
        // A literal, not a bound value, so that the partial index of outdated rounds serves it.
        if (!prepare(query,
                     QStringLiteral("SELECT DISTINCT game FROM round_results WHERE rules_version <> %1")
                         .arg(Replay::RulesVersion),
                     error))
            return false;
        if (!exec(query, error))
            return false;
        while (query.next())
            games.push_back(query.value(0).toLongLong());
    }
    if (games.empty())
        return true;
    return transaction(error, [&](StoreError *e) {
        for (qint64 game : games) {
            const std::optional<Record> record = load(game, e);
            if (!record || !refresh(game, *record, false, e))
                return false;
        }
        return true;
    });
}

} // namespace tornei
