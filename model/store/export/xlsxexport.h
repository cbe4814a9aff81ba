#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace tornei {

class GameStore;
struct StoreError;

// Writes stored games as an Excel workbook (.xlsx, its XML parts written
// here, zipped by ZipWriter while the rows are made): the rows and columns of
// RoundsTable on one sheet under a bold header row, numbers as numbers, each
// game's date as a date-time cell in the viewer's local time, names as text,
// columns as wide as their contents. Unlike CSV, no spreadsheet has to guess
// an encoding or a type. Knows nothing of widgets.
class XlsxExport
{
    Q_DECLARE_TR_FUNCTIONS(tornei::XlsxExport)

public:
    // The given games (every game, oldest first, when empty) into a file,
    // replaced whole or left as it was.
    static bool writeFile(const GameStore &store, const std::vector<qint64> &games, const QString &path,
                          StoreError *error);
};

} // namespace tornei
