#include "playedgame.h"

#include "record.h"
#include "replay.h"
#include "seatindex.h"

#include <algorithm>
#include <limits>

namespace tornei::PlayedGame {

namespace {

// A player's figure, null at the dummy's seat.
JsonValue seatFigures(const Record &record, const SeatArray &figures)
{
    std::vector<JsonValue> items;
    for (int seat = 0; seat < SeatCount; ++seat)
        items.push_back(record.isPlayer(seat) ? JsonValue::integer(figures[at(seat)]) : JsonValue());
    return JsonValue::array(std::move(items));
}

JsonValue cards(const std::vector<Card> &list)
{
    std::vector<JsonValue> items;
    for (const Card &card : list)
        items.push_back(JsonValue::string(card.code()));
    return JsonValue::array(std::move(items));
}

} // namespace

JsonValue json(const Record &record)
{
    const Replay replay(record);
    std::vector<JsonValue> seats;
    for (int seat = 0; seat < SeatCount; ++seat)
        seats.push_back(record.isPlayer(seat) ? JsonValue::string(*record.seats[at(seat)]) : JsonValue());

    std::vector<JsonValue> rounds;
    SeatArray running{};
    for (int r = 0; r < static_cast<int>(replay.rounds().size()); ++r) {
        const RoundResult &round = replay.round(r);
        for (int seat = 0; seat < SeatCount; ++seat)
            running[at(seat)] += round.scores[at(seat)];
        rounds.push_back(JsonValue::object({
            {QStringLiteral("round"), JsonValue::integer(r + 1)},
            {QStringLiteral("dealer"), JsonValue::integer(round.dealer)},
            {QStringLiteral("complete"), JsonValue::boolean(round.complete)},
            {QStringLiteral("tricks"), JsonValue::integer(round.completeTricks)},
            {QStringLiteral("scores"), seatFigures(record, round.scores)},
            {QStringLiteral("running"), seatFigures(record, running)},
        }));
    }

    const SeatArray totals = replay.totals();
    std::vector<JsonValue> leaders;
    if (!replay.rounds().empty()) {
        int best = std::numeric_limits<int>::min();
        for (int seat = 0; seat < SeatCount; ++seat) {
            if (record.isPlayer(seat))
                best = std::max(best, totals[at(seat)]);
        }
        for (int seat = 0; seat < SeatCount; ++seat) {
            if (record.isPlayer(seat) && totals[at(seat)] == best)
                leaders.push_back(JsonValue::integer(seat));
        }
    }

    JsonValue current;
    if (!replay.isComplete() && !replay.rounds().empty()) {
        const int r = static_cast<int>(replay.rounds().size()) - 1;
        const RoundResult &round = replay.round(r);
        // A round just completed: the next one has not begun.
        if (!round.complete) {
            JsonValue dummy;
            if (record.hasDummy()) {
                std::vector<Card> remaining;
                for (int suit = 0; suit < SuitCount; ++suit) {
                    const std::vector<Card> &pile = round.dummyBoard.pile(static_cast<Suit>(suit));
                    remaining.insert(remaining.end(), pile.begin(), pile.end());
                }
                dummy = JsonValue::object({
                    {QStringLiteral("layout"), cards(record.rounds[static_cast<std::size_t>(r)].dummyLayout)},
                    {QStringLiteral("remaining"), cards(remaining)},
                });
            }
            // The trick on the table: its leader (the last trick's winner before
            // anyone plays) and the joust cards played so far, in play order.
            const int t = round.completeTricks;
            int leader = t == 0 ? round.firstLeader : round.tricks[at(t - 1)].winner;
            std::vector<JsonValue> played;
            if (t < static_cast<int>(round.tricks.size())) {
                leader = round.tricks[at(t)].leader;
                const Trick &trick = record.rounds[at(r)].tricks[at(t)];
                for (int seat : Replay::playOrder(leader)) {
                    if (const CardSlot card = trick.jousts[at(seat)]) {
                        played.push_back(JsonValue::object({{QStringLiteral("seat"), JsonValue::integer(seat)},
                                                            {QStringLiteral("card"), JsonValue::string(card->code())}}));
                    }
                }
            }
            current = JsonValue::object({
                {QStringLiteral("round"), JsonValue::integer(r + 1)},
                {QStringLiteral("trick"), JsonValue::integer(std::min(t + 1, TricksPerRound))},
                {QStringLiteral("leader"), leader >= 0 ? JsonValue::integer(leader) : JsonValue()},
                {QStringLiteral("played"), JsonValue::array(std::move(played))},
                {QStringLiteral("dummy"), std::move(dummy)},
            });
        }
    }

    return JsonValue::object({
        {QStringLiteral("players"), JsonValue::integer(record.playerCount())},
        {QStringLiteral("seats"), JsonValue::array(std::move(seats))},
        {QStringLiteral("dummySeat"), record.hasDummy() ? JsonValue::integer(record.dummySeat()) : JsonValue()},
        {QStringLiteral("firstDealer"), JsonValue::integer(record.firstDealer)},
        {QStringLiteral("roundsInGame"), JsonValue::integer(replay.roundsInGame())},
        {QStringLiteral("finished"), JsonValue::boolean(replay.isComplete())},
        {QStringLiteral("rounds"), JsonValue::array(std::move(rounds))},
        {QStringLiteral("totals"), seatFigures(record, totals)},
        {QStringLiteral("leaders"), JsonValue::array(std::move(leaders))},
        {QStringLiteral("current"), std::move(current)},
    });
}

} // namespace tornei::PlayedGame
