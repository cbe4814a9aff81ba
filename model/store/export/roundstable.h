#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

namespace tornei {

class GameStore;
struct StoreError;

// The rounds of stored games as one table for spreadsheets: one row per
// player per complete or partial round, with every figure the statistics are
// made of (whether the game is finished and counted, whether the round is
// complete, predictions made and correct per rank, the zero-trick bonus in
// points). The CSV and the Excel export lay out the same rows and columns
// from here, each with its own cell types. Knows nothing of file formats.
class RoundsTable
{
    // The column titles were the CSV's before both exports shared them: they
    // keep that context, and its translations.
    Q_DECLARE_TR_FUNCTIONS(tornei::CsvExport)

public:
    struct Cell
    {
        enum class Type { Number, Text, DateTime };
        Type type = Type::Number;
        qint64 number = 0;
        QString text;       // Text; DateTime: the record's own text (RFC 3339, its offset)
        QDateTime dateTime; // DateTime
    };
    using Row = std::vector<Cell>;

    // The column titles, in the user's language; every row has this many cells.
    static QStringList header();
    // Calls row() for each row of the given games, in the order given (every
    // game, oldest first, when empty). False, with the reason, when the store
    // fails or row() returns false (its reason is then its own). row() and
    // the store's reads run on the calling thread; the games are checked and
    // replayed on a second one meanwhile.
    static bool forEachRow(const GameStore &store, const std::vector<qint64> &games,
                           const std::function<bool(const Row &)> &row, StoreError *error);
};

} // namespace tornei
