#pragma once

// The shape of a record its entries do not give (x- keys, trick and round
// counts), stored beside the entries so that import and export are lossless.
// Internal to the store.

#include "record.h"

#include <QString>

namespace tornei::storage {

QString shapeJson(const Record &record);
bool applyShape(Record &record, const QString &json);

} // namespace tornei::storage
