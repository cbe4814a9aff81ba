#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that make a version 1 club's schema: the players and the
// games (see clubschemav1.cpp).
QStringList stepToV1();

} // namespace tornei::clubschema
