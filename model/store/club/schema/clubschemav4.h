#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that bring a version 3 club's schema to version 4: news of
// every change as it is committed, and renames and merges made at a laptop
// (see clubschemav4.cpp).
QStringList stepToV4();

} // namespace tornei::clubschema
