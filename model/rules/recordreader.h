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
    std::nullopt_t fail(const QString &path, const QString &message);
    static QString join(const QString &path, const QString &key);
    static QString index(const QString &path, std::size_t i);
    bool knownKeys(const JsonValue &object, const QString &path, std::initializer_list<const char *> keys);
    const JsonValue *required(const JsonValue &object, const QString &path, const QString &key);
    static Extensions extensions(const JsonValue &object);
    // An array of exactly `size` entries (any size when size < 0).
    const JsonValue *array(const JsonValue &object, const QString &path, const QString &key, int size);
    // Item `i` of the list at `path` (its own path made only for an error: a record holds hundreds of cards).
    bool card(const JsonValue &v, const QString &path, std::size_t i, CardSlot *out, bool nullable);
    bool cardList(const JsonValue &v, const QString &path, std::vector<Card> *out);
    bool readSeats(const JsonValue &root, Record &record);
    bool readRounds(const JsonValue &root, Record &record);
    bool readRound(const JsonValue &v, const QString &path, const Record &record, bool last, Round &round);
    bool readTrick(const JsonValue &v, const QString &path, const Record &record, bool mayBeIncomplete, Trick &trick,
                   bool *complete);

    RecordError m_error;
};

} // namespace tornei
