#pragma once

// How the games table's columns are named and read, shared by the store's
// parts. Internal to the store.

#include "seatindex.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace tornei::storage {

inline QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

inline QString seatColumns(const char *suffix)
{
    QStringList columns;
    for (int s = 0; s < SeatCount; ++s)
        columns << QStringLiteral("seat%1_%2").arg(s).arg(QLatin1String(suffix));
    return columns.join(QStringLiteral(", "));
}

// When a game was played, from the games table: the UTC instant in the
// offset it was played at (undated games: local time).
inline QDateTime playedAt(const QVariant &utc, const QVariant &offset)
{
    const QDateTime instant = QDateTime::fromString(utc.toString(), Qt::ISODateWithMs);
    return offset.isNull() ? instant.toLocalTime() : instant.toOffsetFromUtc(offset.toInt());
}

} // namespace tornei::storage
