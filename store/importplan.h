#pragma once

// A record accepted for import (see GameRecords::importOne). Internal to the
// store.

#include "derivedgame.h"
#include "record.h"

#include <QString>
#include <vector>

namespace tornei::storage {

// A record accepted for import, with everything it will write, worked out
// (reading only) before the first write.
struct ImportPlan
{
    Record record;      // dated
    QString sourceHash; // of the record as given
    QString recordHash; // of the dated record
    std::vector<Entry> entries;
    DerivedGame derived;
};

} // namespace tornei::storage
