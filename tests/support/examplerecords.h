#pragma once
// The specification's example records (tests/data/examples), read as they
// are or with other players and another date.
#include "record.h"
#include "recordformat.h"
#include "testfiles.h"

#include <QString>

#include <array>
#include <optional>

namespace tornei::testing {

// Only the names and the date change: the seats, and so every figure, stay the example's.
inline Record example(const QString &name, const std::array<std::optional<QString>, SeatCount> &seats, const QString &started)
{
    RecordError error;
    std::optional<Record> record =
        RecordFormat::read(readAll(QStringLiteral(TORNEI_TEST_DATA "/examples/") + name), &error);
    if (!record)
        return {};
    record->seats = seats;
    record->started = started;
    return *record;
}

} // namespace tornei::testing
