#pragma once

#include "eventstandings.h"

#include <QAbstractTableModel>

#include <vector>

namespace tornei {

// A club night's standings as a table: rank, player, points and the
// figures beside them, in the order given (by rank). Adapts what it is
// given; knows nothing of the server.
class StandingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        RankColumn,
        PlayerColumn,
        PointsColumn,
        GamesColumn,
        WinsColumn,
        AverageColumn,
        TotalColumn,
        ColumnCount
    };

    explicit StandingsModel(QObject *parent = nullptr);

    void setStandings(std::vector<EventStanding> standings);
    const std::vector<EventStanding> &standings() const { return m_standings; }
    void retranslate();

    // The texts a cell shows, also for the printed and exported standings.
    static QString cellText(const EventStanding &standing, int column);
    static QString columnTitle(int column);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<EventStanding> m_standings;
};

} // namespace tornei
