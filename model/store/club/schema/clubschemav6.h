#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that bring a version 5 club's schema to version 6 (see clubschemav6.cpp).
QStringList stepToV6();

} // namespace tornei::clubschema
