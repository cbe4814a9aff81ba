#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that bring a version 7 club's schema to version 8: club
// nights (see clubschemav8.cpp and clubeventfunctions.cpp).
QStringList stepToV8();

// The functions through which events change (clubeventfunctions.cpp), a part of stepToV8().
QStringList eventFunctions();

} // namespace tornei::clubschema
