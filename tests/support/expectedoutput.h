#pragma once

#include "json.h"

#include <QString>

namespace tornei {

// Reading the published examples' expected output and comparing `check`
// results, whose messages are free text and whose violations come in any order.
class ExpectedOutput
{
public:
    static JsonValue readJson(const QString &path);
    static JsonValue normalizedCheck(JsonValue check);
};

} // namespace tornei
