#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that bring a version 9 club's schema to version 10: a
// director's choice between a game's disputed revisions, and the reasons
// given for a director's revisions (see clubschemav10.cpp).
QStringList stepToV10();

} // namespace tornei::clubschema
