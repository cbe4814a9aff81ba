#pragma once

#include "json.h"
#include "record.h"
#include "recordformat.h"

#include <QCoreApplication>
#include <QString>

#include <initializer_list>
#include <optional>
#include <vector>

namespace tornei {

// Walks a JSON document, checking its shape against tornei-record v1: the
// first structural error is kept with its JSON path and nothing is returned.
// Knows the format's shape and the seat names' rules; not text, files or
// storage. Its messages are RecordFormat's.
class RecordReader
{
    Q_DECLARE_TR_FUNCTIONS(tornei::RecordFormat)

public:
    std::optional<Record> read(const JsonValue &root);
    // Why the last read() gave nothing.
    const RecordError &error() const { return m_error; }

private:
    // Where a value is in the document, from the root: its text ("rounds[1].tricks[3]") is made
    // only for an error, as a record holds about a hundred arrays and objects.
    struct Path
    {
        const Path *parent = nullptr;
        QLatin1StringView key; // a member of the parent's object, or
        qsizetype index = -1;  // an item of its array

        Path member(const char *name) const { return {this, QLatin1StringView(name), -1}; }
        Path item(std::size_t i) const { return {this, {}, static_cast<qsizetype>(i)}; }
        QString text() const;
    };

    std::nullopt_t fail(const Path &path, const QString &message);
    std::nullopt_t fail(const QString &path, const QString &message);
    bool knownKeys(const JsonValue &object, const Path &path, std::initializer_list<const char *> keys);
    const JsonValue *required(const JsonValue &object, const Path &path, const char *key);
    static Extensions extensions(const JsonValue &object);
    // An array of exactly `size` entries (any size when size < 0).
    const JsonValue *array(const JsonValue &object, const Path &path, const char *key, int size);
    bool card(const JsonValue &v, const Path &path, CardSlot *out, bool nullable);
    bool cardList(const JsonValue &v, const Path &path, std::vector<Card> *out);
    bool readSeats(const JsonValue &root, Record &record);
    bool readRounds(const JsonValue &root, Record &record);
    bool readRound(const JsonValue &v, const Path &path, const Record &record, bool last, Round &round);
    bool readTrick(const JsonValue &v, const Path &path, const Record &record, bool mayBeIncomplete, Trick &trick,
                   bool *complete);

    RecordError m_error;
};

} // namespace tornei
