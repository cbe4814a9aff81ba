#include "appsettings.h"

#include "leaguetable.h"

#include <QSettings>

namespace tornei {

namespace {

const QString languageKey = QStringLiteral("ui/language");
const QString systemChoice = QStringLiteral("system");

QSettings store()
{
    return QSettings(QStringLiteral("tornei"), QStringLiteral("tornei"));
}

} // namespace

QVariant AppSettings::value(const QString &key, const QVariant &fallback)
{
    return store().value(key, fallback);
}

void AppSettings::setValue(const QString &key, const QVariant &value)
{
    store().setValue(key, value);
}

QString AppSettings::languageChoice()
{
    const QString choice = value(languageKey, systemChoice).toString();
    return Language::isSupported(choice) ? choice : systemChoice;
}

void AppSettings::setLanguageChoice(const QString &choice)
{
    setValue(languageKey, Language::isSupported(choice) ? choice : systemChoice);
}

int AppSettings::leagueMinimumGames()
{
    bool number = false;
    const int games =
        value(QLatin1String(LeagueTable::MinimumGamesKey), LeagueTable::DefaultMinimumGames).toInt(&number);
    return number && games >= 0 ? games : LeagueTable::DefaultMinimumGames;
}

void AppSettings::setLeagueMinimumGames(int games)
{
    setValue(QLatin1String(LeagueTable::MinimumGamesKey), games);
}

ClubTableChoice AppSettings::clubTable()
{
    return ClubTableChoice{value(QStringLiteral("club/tableClub")).toString(),
                           value(QStringLiteral("club/tableEvent"), 0).toLongLong(),
                           value(QStringLiteral("club/tableNumber"), 0).toInt()};
}

void AppSettings::setClubTable(const ClubTableChoice &choice)
{
    const bool set = choice.isSet();
    setValue(QStringLiteral("club/tableClub"), set ? choice.club : QString());
    setValue(QStringLiteral("club/tableEvent"), set ? choice.event : 0);
    setValue(QStringLiteral("club/tableNumber"), set ? choice.table : 0);
}

Language &AppSettings::language()
{
    static Language instance;
    return instance;
}

} // namespace tornei
