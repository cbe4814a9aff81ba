#include "csvexport.h"

#include "safefile.h"

#include "gamestore.h"
#include "roundstable.h"

#include <QDir>

namespace tornei {

QString CsvExport::field(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')) &&
        !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

std::optional<QByteArray> CsvExport::write(const GameStore &store, const std::vector<qint64> &games, StoreError *error)
{
    const QString crlf = QStringLiteral("\r\n");
    QString text = RoundsTable::header().join(QLatin1Char(',')) + crlf;
    const bool ok = RoundsTable::forEachRow(
        store, games,
        [&](const RoundsTable::Row &row) {
            QStringList fields;
            for (const RoundsTable::Cell &cell : row) {
                // The date as written in the record (ISO 8601, which both spreadsheets read).
                fields << (cell.type == RoundsTable::Cell::Type::Number ? QString::number(cell.number)
                                                                         : field(cell.text));
            }
            text += fields.join(QLatin1Char(',')) + crlf;
            return true;
        },
        error);
    if (!ok)
        return std::nullopt;
    // Excel needs the byte order mark to read UTF-8.
    return QByteArrayLiteral("\xEF\xBB\xBF") + text.toUtf8();
}

bool CsvExport::writeFile(const GameStore &store, const std::vector<qint64> &games, const QString &path,
                          StoreError *error)
{
    if (const QString refusal = SafeFile::refusal(path); !refusal.isEmpty()) {
        if (error)
            *error = StoreError{refusal};
        return false;
    }
    const std::optional<QByteArray> csv = write(store, games, error);
    if (!csv)
        return false;
    QString why;
    if (!SafeFile::write(path, *csv, &why)) {
        if (error)
            *error = StoreError{tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why), 0};
        return false;
    }
    return true;
}

} // namespace tornei
