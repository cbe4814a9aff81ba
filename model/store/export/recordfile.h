#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace tornei {

struct Record;

// Writes one game as a tornei-record file, the one way the app and
// tornei-cli do it: the record as it is exported (GameRecords::exportable), an
// atomic replacement of the file, and never a database file this process has
// open (DatabaseFiles). Knows nothing of widgets.
class RecordFile
{
    Q_DECLARE_TR_FUNCTIONS(tornei::RecordFile)

public:
    // False with a whole sentence naming the file in `error`. `trimmed` says
    // whether the last round was left out for its partly entered dummy
    // layout; it is set whether or not the file could be written.
    static bool write(const Record &record, const QString &path, QString *error, bool *trimmed = nullptr);

    // The bytes of a record file, read the one way the app and tornei-cli
    // do: never a database file this process has open, only a regular file
    // (a pipe or a device would block or never end), at most
    // RecordFormat::MaxFileBytes. Without them, the reason in `why` (a
    // clause to follow the file's name), and `unopened` says whether the
    // file could not be opened at all.
    static std::optional<QByteArray> read(const QString &path, QString *why, bool *unopened = nullptr);
};

} // namespace tornei
