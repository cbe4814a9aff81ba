#pragma once

#include "leaguetable.h"

#include <QAbstractTableModel>

namespace tornei {

// A league table (LeagueTable) as rows: rank (empty for a player below the
// minimum of games), player, rating, games, win rate and average game score,
// in the table's order. Adapts the rows it is given; knows nothing of
// storage.
class LeagueTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { RankColumn, PlayerColumn, RatingColumn, GamesColumn, WinRateColumn, AverageColumn, ColumnCount };

    explicit LeagueTableModel(QObject *parent = nullptr);

    void setRows(std::vector<LeagueRow> rows);
    const LeagueRow &row(int row) const { return m_rows[static_cast<std::size_t>(row)]; }
    void retranslate();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<LeagueRow> m_rows;
};

} // namespace tornei
