#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that bring a version 2 club's schema to version 3: what the
// server reports from (see clubschemav3.cpp).
QStringList stepToV3();

} // namespace tornei::clubschema
