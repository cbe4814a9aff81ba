#pragma once

#include "json.h"

#include <QList>
#include <QString>

namespace tornei {

// Reading the published examples' expected output and comparing `check`
// results, whose messages are free text and whose violations come in any order.
class ExpectedOutput
{
public:
    struct Example
    {
        QString name;     // e.g. 0006-fault-revoke
        QString record;   // path of the record
        QString expected; // path of its expected output
    };
    // The published examples in tests/data/examples, in name order.
    static QList<Example> examples();

    static JsonValue readJson(const QString &path);
    static JsonValue normalizedCheck(JsonValue check);
};

} // namespace tornei
