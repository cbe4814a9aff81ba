#pragma once

#include "json.h"
#include "playername.h"
#include "record.h"
#include "recordwriter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <array>
#include <optional>

namespace tornei {

struct RecordError
{
    QString path;    // JSON path of the first offending value, e.g. rounds[1].tricks[3].jousts[2]
    QString message; // what is wrong with it
    bool limit = false; // the file passed a limit of the format (size, depth, lengths, counts)

    // "path: message", the form printed by the command-line tool.
    QString toString() const;
};

// Reads and writes tornei-record version 1. Reading is strict: the first
// structural error is reported with its JSON path and nothing is returned.
// RecordReader checks the shape, RecordWriter lays out the bytes.
class RecordFormat
{
    Q_DECLARE_TR_FUNCTIONS(tornei::RecordFormat)

public:
    static constexpr int Version = 1;
    // The largest record file read (a whole 4-player game takes about 10 KiB):
    // anything larger is refused before it is read, so memory stays bounded.
    static constexpr qint64 MaxFileBytes = 4 * 1024 * 1024;
    // The longest player name, in characters as a person counts them.
    static constexpr int MaxNameLength = PlayerName::MaxLength;

    // Refuses text larger than MaxFileBytes and JSON past JsonLimits.
    static std::optional<Record> read(const QByteArray &json, RecordError *error);
    static std::optional<Record> fromJson(const JsonValue &root, RecordError *error);
    static JsonValue toJson(const Record &record);
    // Where each seat's name is in a record's text (RecordWriter::seatNames()).
    using SeatNameSpans = RecordWriter::SeatNameSpans;
    // With `undated`, also what write() gives the same record without its date, cut from this
    // text (a club's service hashes both of every record it takes). With `names`, where its seats'
    // names are in it (a game's rating key hashes the text with other names in their place).
    static QByteArray write(const Record &record, QByteArray *undated = nullptr, SeatNameSpans *names = nullptr);

    // The problem with a seat name ("" when it is acceptable): the rules of
    // PlayerName::problem, and no earlier seat with the same
    // PlayerName::matchKey.
    static QString seatNameProblem(const std::array<std::optional<QString>, SeatCount> &seats, int seat);
    // A short error for a file too large to read, for the readers of files.
    static QString tooLargeMessage(qint64 bytes);

    // A `started` value: an RFC 3339 date-time, "2026-11-21T19:30:00+09:00".
    // Seconds are required; a fraction of a second and "Z" (or "-00:00") for
    // UTC are accepted, "T" and "Z" in either case; a leap second is not. The
    // result keeps the written offset; nullopt for anything else.
    static std::optional<QDateTime> parseStarted(const QString &text);
    // Now, in local time with its offset, as a `started` value.
    static QString startedNow();
};

} // namespace tornei
