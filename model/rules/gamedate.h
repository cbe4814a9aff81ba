#pragma once

#include <QDateTime>
#include <QLocale>
#include <QString>

namespace tornei {

// How every screen, printout and listing shows when a game was played: in
// the viewer's time zone, whatever UTC offset the record was written in, so
// that games sorted by time read in order and the same game shows the same
// time everywhere. The record keeps its own offset; exports write that.
class GameDate
{
public:
    // The moment in the viewer's time zone.
    static QDateTime local(const QDateTime &played);
    // Date and time, as the default locale writes them.
    static QString text(const QDateTime &played, QLocale::FormatType format = QLocale::ShortFormat);
    // The date alone, in the viewer's time zone.
    static QString dayText(const QDateTime &played, QLocale::FormatType format = QLocale::ShortFormat);
    // The time at the table with its UTC offset ("8:00 PM UTC+09:00"), or
    // empty when the viewer's clock showed the same time.
    static QString tableText(const QDateTime &played);
};

} // namespace tornei
