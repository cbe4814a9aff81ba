#include "gamedate.h"

namespace tornei {

QDateTime GameDate::local(const QDateTime &played)
{
    return played.toLocalTime();
}

QString GameDate::text(const QDateTime &played, QLocale::FormatType format)
{
    return QLocale().toString(local(played), format);
}

QString GameDate::dayText(const QDateTime &played, QLocale::FormatType format)
{
    return QLocale().toString(local(played).date(), format);
}

QString GameDate::tableText(const QDateTime &played)
{
    // Undated games carry local time; an offset of 0 comes as Qt::UTC.
    if (played.timeSpec() == Qt::LocalTime || played.offsetFromUtc() == local(played).offsetFromUtc())
        return {};
    return QLocale().toString(played, QLocale::ShortFormat) + QLatin1Char(' ') + played.timeZoneAbbreviation();
}

} // namespace tornei
