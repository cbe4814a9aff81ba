#pragma once

#include "language.h"

#include <QString>
#include <QVariant>

namespace tornei {

// The table of a club event this laptop is (none when `event` is 0).
struct ClubTableChoice
{
    QString club; // the club's id (ClubSchema::clubFor)
    qint64 event = 0;
    int table = 0;
    bool isSet() const { return event > 0 && table > 0 && !club.isEmpty(); }
};

// The GUI's remembered preferences (one QSettings store) and its single
// Language instance. Knows nothing of windows or dialogs.
class AppSettings
{
public:
    AppSettings() = delete;

    // A value of the app's settings store, or `fallback` when unset.
    static QVariant value(const QString &key, const QVariant &fallback = {});
    static void setValue(const QString &key, const QVariant &value);

    // "system", "en" or "ja"; "system" when unset or unknown.
    static QString languageChoice();
    // Remembers the choice; an unknown value is stored as "system".
    // Does not apply it: call language().apply() for that.
    static void setLanguageChoice(const QString &choice);

    // The fewest counted games a player needs in a season to be ranked in the
    // league table (LeagueTable::MinimumGamesKey, 1 when unset); `tornei-cli
    // stats --league` reads the same setting.
    static int leagueMinimumGames();
    static void setLeagueMinimumGames(int games);

    // Which table of which club event this laptop is, kept from one run to the next.
    static ClubTableChoice clubTable();
    static void setClubTable(const ClubTableChoice &choice);

    // The translators of the running GUI. Applying a language sends
    // QEvent::LanguageChange to every widget.
    static Language &language();
};

} // namespace tornei
