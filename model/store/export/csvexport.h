#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <vector>

namespace tornei {

class GameStore;
struct StoreError;

// Writes stored games as CSV for spreadsheets: the rows and columns of
// RoundsTable under a header row, UTF-8 with a byte order mark, CRLF line
// ends and RFC 4180 quoting, so Excel opens it with any names. Knows nothing
// of widgets.
class CsvExport
{
    Q_DECLARE_TR_FUNCTIONS(tornei::CsvExport)

public:
    // The CSV of the given games (every game, oldest first, when empty).
    static std::optional<QByteArray> write(const GameStore &store, const std::vector<qint64> &games, StoreError *error);
    // Writes it to a file atomically.
    static bool writeFile(const GameStore &store, const std::vector<qint64> &games, const QString &path,
                          StoreError *error);
    // One field quoted as RFC 4180 asks (only when it needs it).
    static QString field(const QString &text);
};

} // namespace tornei
