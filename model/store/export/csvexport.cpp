#include "csvexport.h"

#include "safefile.h"

#include "gamestore.h"
#include "roundstable.h"

#include <QDir>
#include <QHash>

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
    // Excel needs the byte order mark to read UTF-8.
    QByteArray csv = QByteArrayLiteral("\xEF\xBB\xBF");
    csv += RoundsTable::header().join(QLatin1Char(',')).toUtf8() + "\r\n";
    // Names repeat on every row: each is quoted and encoded once.
    QHash<QString, QByteArray> encoded;
    const bool ok = RoundsTable::forEachRow(
        store, games,
        [&](const RoundsTable::Row &row) {
            bool first = true;
            for (const RoundsTable::Cell &cell : row) {
                if (!first)
                    csv += ',';
                first = false;
                if (cell.type == RoundsTable::Cell::Type::Number) {
                    csv += QByteArray::number(cell.number);
                    continue;
                }
                // The date as written in the record (ISO 8601, which both spreadsheets read).
                auto it = encoded.constFind(cell.text);
                if (it == encoded.constEnd())
                    it = encoded.insert(cell.text, field(cell.text).toUtf8());
                csv += *it;
            }
            csv += "\r\n";
            return true;
        },
        error);
    if (!ok)
        return std::nullopt;
    return csv;
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
