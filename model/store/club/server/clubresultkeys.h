#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that check the references of a game's derived rows
// (game_seats, game_summaries) once per statement rather than once per row
// (see clubresultkeys.cpp); a step of ClubSchema.
QStringList resultKeysPerStatement();

} // namespace tornei::clubschema
