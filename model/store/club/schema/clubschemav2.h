#pragma once

#include <QString>
#include <QStringList>

namespace tornei::clubschema {

// The statements that bring a version 1 club's schema to version 2: how a
// laptop sends a game, and disputes (see clubschemav2.cpp).
QStringList stepToV2();

// The statement that makes submit_game(), as version 2 made it (false) and
// as version 3 remakes it, with the game's results (true).
QString submitGame(bool withResults);

} // namespace tornei::clubschema
