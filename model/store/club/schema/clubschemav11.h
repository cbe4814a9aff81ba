#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that bring a version 10 club's schema to version 11: a
// batch of games read once, before the lock (see clubschemav11.cpp).
QStringList stepToV11();

} // namespace tornei::clubschema
