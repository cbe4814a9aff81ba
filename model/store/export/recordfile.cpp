#include "recordfile.h"

#include "databasefiles.h"
#include "gamestore.h"
#include "record.h"
#include "recordformat.h"

#include <QDir>
#include <QSaveFile>

namespace tornei {

bool RecordFile::write(const Record &record, const QString &path, QString *error, bool *trimmed)
{
    const Record exported = GameRecords::exportable(record, trimmed);
    if (const QString refusal = DatabaseFiles::refusal(path); !refusal.isEmpty()) {
        if (error)
            *error = refusal;
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(RecordFormat::write(exported)) < 0 || !file.commit()) {
        if (error)
            //: %1 is a file, %2 why it could not be written
            *error = tr("%1: cannot write: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

} // namespace tornei
