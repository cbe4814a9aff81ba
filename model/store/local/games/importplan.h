#pragma once

// A record accepted for import (see GameRecords::importOne). Internal to the
// store.

#include "derivedgame.h"
#include "record.h"
#include "storeerror.h"

#include <QString>
#include <optional>
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

// An import's plan as far as it needs no database (GameRecords::prepareImport):
// the plan, or why the record is refused; the hashes a duplicate is looked up by.
struct PreparedImport
{
    std::optional<ImportPlan> plan;
    StoreError refusal;
    QString sourceHash;
    QString givenHash;
};

} // namespace tornei::storage
