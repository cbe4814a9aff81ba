#pragma once

#include <QStringList>

namespace tornei::clubschema {

// The statements that bring a version 8 club's schema to version 9: the
// players' ratings kept on the server, and players added to an event after
// it began (see clubschemav9.cpp).
QStringList stepToV9();

} // namespace tornei::clubschema
