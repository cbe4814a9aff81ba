#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that bring a version 4 club's schema to version 5 (see clubschemav5.cpp).
QStringList stepToV5();

} // namespace tornei::clubschema
