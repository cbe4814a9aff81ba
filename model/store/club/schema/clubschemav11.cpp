#include "clubschemav11.h"

#include "clubschemav5.h"

namespace tornei::clubschema {

// Version 11: submit_games() reads its batch into arrays once, before it
// takes the lock that lets one laptop's batch be written at a time. Version
// 5's read the JSON again in each of its statements, all of them under the
// lock: eight laptops sending at once waited on each other for that reading.
// Same arguments, same answers; the grants stay.
QStringList stepToV11()
{
    return {submitGames(BatchReading::Once)};
}

} // namespace tornei::clubschema
