#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that bring a version 4 club's schema to version 5 (see clubschemav5.cpp).
QStringList stepToV5();

// How submit_games() reads the batch it is given: again in each statement
// (version 5), or into arrays once (version 11).
enum class BatchReading { PerStatement, Once };

// The statement that makes (or remakes) submit_games().
QString submitGames(BatchReading reading);

} // namespace tornei::clubschema
