#pragma once

#include <QStringList>
#include <initializer_list>

namespace tornei::clubschema {

// The statements that bring a version 7 club's schema to version 8: club
// events (see clubschemav8.cpp and clubeventfunctions.cpp).
QStringList stepToV8();

// Tables every login reads and none writes (the owner's functions do):
// the grants, row-level security and the policy that lets them read.
QStringList readOnly(std::initializer_list<const char *> tables);

// The functions through which events change (clubeventfunctions.cpp), a part of stepToV8().
QStringList eventFunctions();

} // namespace tornei::clubschema
