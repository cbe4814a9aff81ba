#pragma once

#include "json.h"

#include <QByteArray>
#include <QString>

namespace tornei {

struct JsonParseError
{
    qsizetype offset = -1; // byte offset of the problem; -1 when there is none
    QString message;
    QString path; // where the offending value is ("rounds[2].x-notes"), when known
    bool limit = false; // a limit of JsonLimits was passed (the text may be valid JSON)
    bool ok() const { return offset < 0; }
};

// What a document may hold, checked while it is read so that memory stays
// bounded whatever the input: a value past a limit stops the reading at once.
struct JsonLimits
{
    int depth = 64;                // nested arrays and objects
    qsizetype stringBytes = 65536; // one string or key, in UTF-8
    qsizetype arrayItems = 10000;  // items of one array, members of one object
    qsizetype values = 200000;     // values in the whole document
};

// Parses UTF-8 JSON text (RFC 8259). Refuses duplicate keys, invalid UTF-8,
// trailing data and anything past `limits`.
JsonValue parseJson(const QByteArray &text, JsonParseError *error, const JsonLimits &limits = JsonLimits());

} // namespace tornei
