#include "clubeventjson.h"

#include "seatindex.h"
#include "statistics.h"
#include "storereports.h"

namespace tornei::ClubEventJson {

double points(const EventStanding &line)
{
    return meanToHundredths(line.pointsTwelfths, 12);
}

double averageRoundScore(const EventStanding &line)
{
    return meanToHundredths(line.roundScore, line.rounds);
}

JsonValue seating(const EventSeating &seating)
{
    const auto name = [&](int player) {
        return JsonValue::string(seating.players.value(player));
    };
    std::vector<JsonValue> tables;
    int number = 0;
    for (const SeatedTable &table : seating.seated.tables) {
        std::vector<JsonValue> seats;
        for (int player : table.seats)
            seats.push_back(player == SeatedTable::Dummy ? JsonValue() : name(player));
        tables.push_back(JsonValue::object({{QStringLiteral("table"), JsonValue::integer(++number)},
                                            {QStringLiteral("seats"), JsonValue::array(std::move(seats))},
                                            {QStringLiteral("firstDealer"), JsonValue::integer(table.firstDealer)}}));
    }
    std::vector<JsonValue> absent;
    for (int player : seating.seated.sittingOut)
        absent.push_back(name(player));
    return JsonValue::object({{QStringLiteral("round"), JsonValue::integer(seating.round)},
                              {QStringLiteral("tables"), JsonValue::array(std::move(tables))},
                              {QStringLiteral("sittingOut"), JsonValue::array(std::move(absent))}});
}

JsonValue standings(qint64 event, const EventResults &results)
{
    std::vector<JsonValue> players;
    for (const EventStanding &line : results.players) {
        players.push_back(JsonValue::object({
            {QStringLiteral("name"), JsonValue::string(line.name)},
            {QStringLiteral("rank"), JsonValue::integer(line.rank)},
            {QStringLiteral("points"), StoreReports::hundredths(points(line))},
            {QStringLiteral("games"), JsonValue::integer(line.games)},
            {QStringLiteral("wins"), JsonValue::integer(line.wins)},
            {QStringLiteral("averageRoundScore"), StoreReports::hundredths(averageRoundScore(line))},
        }));
    }
    return JsonValue::object({{QStringLiteral("event"), JsonValue::integer(event)},
                              {QStringLiteral("final"), JsonValue::boolean(results.final)},
                              {QStringLiteral("players"), JsonValue::array(std::move(players))}});
}

} // namespace tornei::ClubEventJson
