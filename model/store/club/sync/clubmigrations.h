#pragma once

#include <QStringList>

namespace tornei::clubmigrations {

// The steps of the game database (Migrations) that keep what a laptop
// shares with a club's server: the club's ids and outbox (version 6), the
// renames and merges made here (7), the games deleted here (8), copies of
// the club's events (10), and the reasons of a director's corrections (11).
QStringList stepV5toV6();
QStringList stepV6toV7PlayerChanges();
QStringList stepV7toV8ClubRemovals();
QStringList stepV9toV10ClubEvents();
QStringList stepV10toV11RevisionReasons();

} // namespace tornei::clubmigrations
