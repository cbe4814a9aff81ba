#include "recordimport.h"

#include "recordfile.h"
#include "record.h"
#include "recordformat.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace tornei {

namespace {

std::optional<Record> readFile(const QString &path, QString *why)
{
    const std::optional<QByteArray> bytes = RecordFile::read(path, why);
    if (!bytes)
        return std::nullopt;
    RecordError error;
    std::optional<Record> record = RecordFormat::read(*bytes, &error);
    if (!record)
        *why = error.toString();
    return record;
}

} // namespace

RecordImport::Result RecordImport::importFiles(GameStore &store, const QStringList &files)
{
    Result result;
    QStringList refusedLines;
    std::vector<Record> records;
    QStringList readable;
    for (const QString &path : files) {
        QString why;
        std::optional<Record> record = readFile(path, &why);
        if (!record) {
            //: %1 is a file's name, %2 why it was not imported.
            refusedLines << tr("%1: %2").arg(QFileInfo(path).fileName(), why);
            continue;
        }
        records.push_back(std::move(*record));
        readable << path;
    }
    if (!records.empty()) {
        std::vector<std::optional<qint64>> ids;
        std::vector<StoreError> refusals;
        StoreError error;
        if (!store.records().importBatch(records, &ids, &refusals, &error)) {
            result.failure = error;
            result.refused = static_cast<int>(files.size());
            result.report = tr("Nothing was imported: %1").arg(error.message);
            return result;
        }
        for (std::size_t i = 0; i < ids.size(); ++i) {
            if (ids[i]) {
                ++result.imported;
            } else {
                const QString name = QFileInfo(readable[static_cast<qsizetype>(i)]).fileName();
                refusedLines << tr("%1: %2").arg(name, i < refusals.size() ? refusals[i].message : QString());
            }
        }
    }
    result.refused = static_cast<int>(refusedLines.size());
    QStringList lines;
    //: How many game records were imported into the database.
    lines << tr("Imported %n game(s).", nullptr, result.imported);
    if (!refusedLines.isEmpty()) {
        //: Followed by one line per refused file: its name and why.
        lines << tr("Not imported (%n file(s)):", nullptr, result.refused);
        lines << refusedLines;
    }
    result.report = lines.join(QLatin1Char('\n'));
    return result;
}

} // namespace tornei
