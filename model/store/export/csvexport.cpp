#include "csvexport.h"

#include "safefile.h"

#include "gamestore.h"
#include "roundstable.h"

#include <QDir>
#include <QHash>
#include <algorithm>
#include <charconv>
#include <cstring>

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
    // Bytes go straight into the array's spare room (QByteArray::append
    // costs more than the copy for a few digits); its size is set at the end.
    qsizetype used = csv.size();
    const auto room = [&](qsizetype bytes) {
        if (used + bytes > csv.size())
            csv.resize(std::max(2 * csv.size(), used + bytes + 4096));
        return csv.data() + used;
    };
    const auto add = [&](const QByteArray &bytes) {
        std::memcpy(room(bytes.size()), bytes.constData(), static_cast<std::size_t>(bytes.size()));
        used += bytes.size();
    };
    // Names repeat on every row: each is quoted and encoded once; a game's
    // date is on each of its rows.
    QHash<QString, QByteArray> encoded;
    QString lastDate;
    QByteArray lastDateBytes;
    const bool ok = RoundsTable::forEachRow(
        store, games,
        [&](const RoundsTable::Row &row) {
            bool first = true;
            for (const RoundsTable::Cell &cell : row) {
                if (!first) {
                    *room(1) = ',';
                    ++used;
                }
                first = false;
                if (cell.type == RoundsTable::Cell::Type::Number) {
                    char *at = room(24);
                    used += std::to_chars(at, at + 24, cell.number).ptr - at;
                    continue;
                }
                if (cell.text.isEmpty())
                    continue;
                // The date as written in the record (ISO 8601, which both spreadsheets read).
                if (cell.type == RoundsTable::Cell::Type::DateTime) {
                    if (cell.text != lastDate) {
                        lastDate = cell.text;
                        lastDateBytes = field(cell.text).toUtf8();
                    }
                    add(lastDateBytes);
                    continue;
                }
                auto it = encoded.constFind(cell.text);
                if (it == encoded.constEnd())
                    it = encoded.insert(cell.text, field(cell.text).toUtf8());
                add(*it);
            }
            std::memcpy(room(2), "\r\n", 2);
            used += 2;
            return true;
        },
        error);
    if (!ok)
        return std::nullopt;
    csv.resize(used);
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
