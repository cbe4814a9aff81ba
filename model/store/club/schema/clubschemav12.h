#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that bring a version 11 club's schema to version 12: the
// records compressed with LZ4 (see clubschemav12.cpp).
QStringList stepToV12();

} // namespace tornei::clubschema
