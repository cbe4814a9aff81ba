#pragma once

#include "eventstandings.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QString>
#include <vector>

namespace tornei {

// A club event's standings at one moment, as shown, printed and exported.
struct StandingsSheet
{
    QString event;
    QDate date;
    bool final = false;
    QDateTime asOf; // when they were read
    std::vector<EventStanding> players;
};

// The standings as a file: CSV for spreadsheets (UTF-8 with a byte order
// mark, CRLF, RFC 4180, the header in the user's language) and one static
// HTML page a club can put on its website or print; both with the columns
// and texts of StandingsModel.
class StandingsDocument
{
    Q_DECLARE_TR_FUNCTIONS(tornei::StandingsDocument)

public:
    // "Final standings", or provisional as of a time.
    static QString status(const StandingsSheet &sheet);
    static QByteArray csv(const StandingsSheet &sheet);
    static QString html(const StandingsSheet &sheet);
};

} // namespace tornei
