#include "clubresults.h"

#include "derivedgame.h"
#include "json.h"
#include "replay.h"

namespace tornei {

using namespace storage;

namespace {

JsonValue optionalInteger(const QVariant &value)
{
    return value.isNull() ? JsonValue() : JsonValue::integer(value.toLongLong());
}

JsonValue optionalString(const QVariant &value)
{
    return value.isNull() ? JsonValue() : JsonValue::string(value.toString());
}

} // namespace

QByteArray ClubResults::json(const Record &record, const std::array<QString, SeatCount> &seatPlayers)
{
    const Replay replay(record);
    // Every player's seat has its row, as every seat of a stored game has a saved player.
    return json(record, derive(record, replay, seatsWithPlayers(record)), seatPlayers);
}

QByteArray ClubResults::json(const Record &record, const DerivedGame &derived,
                             const std::array<QString, SeatCount> &seatPlayers)
{
    const bool counted = derived.finished && !record.excluded;
    std::array<JsonValue, SeatCount> seatTotals;
    for (const DerivedGame::SeatRow &row : derived.seats)
        seatTotals[at(row.seat)] = JsonValue::integer(row.total);
    std::vector<JsonValue> names;
    std::vector<JsonValue> totals;
    for (int s = 0; s < SeatCount; ++s) {
        names.push_back(record.isPlayer(s) ? JsonValue::string(*record.seats[at(s)]) : JsonValue());
        totals.push_back(record.isPlayer(s) ? seatTotals[at(s)] : JsonValue());
    }
    std::vector<JsonValue> winners;
    for (const DerivedGame::SeatRow &row : derived.seats) {
        if (row.winner)
            winners.push_back(JsonValue::integer(row.seat));
    }
    JsonValue summary = JsonValue::object({
        {QStringLiteral("started_text"), record.started ? JsonValue::string(*record.started) : JsonValue()},
        {QStringLiteral("started_utc"), optionalString(derived.startedUtc)},
        {QStringLiteral("started_offset"), optionalInteger(derived.startedOffset)},
        {QStringLiteral("first_dealer"), JsonValue::integer(record.firstDealer)},
        {QStringLiteral("player_count"), JsonValue::integer(record.playerCount())},
        {QStringLiteral("rounds_played"), JsonValue::integer(derived.roundsPlayed)},
        {QStringLiteral("finished"), JsonValue::boolean(derived.finished)},
        {QStringLiteral("excluded"), JsonValue::boolean(record.excluded)},
        {QStringLiteral("seat_names"), JsonValue::array(std::move(names))},
        {QStringLiteral("totals"), JsonValue::array(std::move(totals))},
        {QStringLiteral("winners"), JsonValue::array(std::move(winners))},
    });
    std::vector<JsonValue> seats;
    for (const DerivedGame::SeatRow &row : derived.seats) {
        const QString &player = seatPlayers[at(row.seat)];
        std::vector<JsonValue::Member> members = {
            {QStringLiteral("seat"), JsonValue::integer(row.seat)},
            {QStringLiteral("player"), player.isEmpty() ? JsonValue() : JsonValue::string(player)},
            {QStringLiteral("total"), JsonValue::integer(row.total)},
            {QStringLiteral("winner"), JsonValue::boolean(row.winner)},
            {QStringLiteral("shared_win"), JsonValue::boolean(row.sharedWin)},
            {QStringLiteral("counted"), JsonValue::boolean(counted)},
            {QStringLiteral("complete_rounds"), JsonValue::integer(row.completeRounds)},
            {QStringLiteral("round_score"), JsonValue::integer(row.roundScore)},
        };
        for (int rank = 1; rank <= 4; ++rank)
            members.push_back({QStringLiteral("made_rank%1").arg(rank), JsonValue::integer(row.made[at(rank - 1)])});
        for (int rank = 1; rank <= 4; ++rank)
            members.push_back(
                {QStringLiteral("correct_rank%1").arg(rank), JsonValue::integer(row.correct[at(rank - 1)])});
        for (int k = 0; k <= TricksPerRound; ++k)
            members.push_back({QStringLiteral("rounds_won%1").arg(k), JsonValue::integer(row.roundsWon[at(k)])});
        for (const auto &[side, matrix] : {std::pair{QStringLiteral("lead"), &row.matrix.leading},
                                           std::pair{QStringLiteral("follow"), &row.matrix.following}}) {
            for (int predicted = 1; predicted <= 4; ++predicted) {
                for (int got = 1; got <= 4; ++got)
                    members.push_back({QStringLiteral("%1_p%2_g%3").arg(side).arg(predicted).arg(got),
                                       JsonValue::integer((*matrix)[at(predicted - 1)][at(got - 1)])});
            }
        }
        seats.push_back(JsonValue::object(std::move(members)));
    }
    return JsonValue::object({{QStringLiteral("summary"), std::move(summary)},
                              {QStringLiteral("seats"), JsonValue::array(std::move(seats))}})
        .serialize(-1);
}

} // namespace tornei
