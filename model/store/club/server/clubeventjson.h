#pragma once

#include "clubevents.h"
#include "json.h"

namespace tornei {

// An event's seating and standings as JSON: what `event seat --json` and
// `event standings --json` print (docs/cli.md) and the event's page shows,
// one writer for both.
namespace ClubEventJson {

// {"round": K, "tables": [{"table": 1, "seats": ["Aki", null, ...], "firstDealer": 0}], "sittingOut": [...]}
JsonValue seating(const EventSeating &seating);
// {"event": N, "final": false, "players": [{"name", "rank", "points", "games", "wins", "averageRoundScore"}]}
JsonValue standings(qint64 event, const EventResults &results);
// Rounded as the statistics round every average: to hundredths, half away from zero.
double points(const EventStanding &line);
double averageRoundScore(const EventStanding &line);

} // namespace ClubEventJson

} // namespace tornei
