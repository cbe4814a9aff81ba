#pragma once

#include "eventstandings.h"
#include "rating.h"

#include <QAbstractTableModel>

#include <map>
#include <vector>

namespace tornei {

// A club event's standings as a table: rank, player, points and the
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
        // The players' ratings as the club's statistics give them: shown and
        // sortable on screen, not part of the event's printed or saved standings.
        RatingColumn,
        ColumnCount
    };
    // The columns the printed and saved standings have.
    static constexpr int SheetColumnCount = RatingColumn;
    // What a column sorts by (a number where it shows one).
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit StandingsModel(QObject *parent = nullptr);

    void setStandings(std::vector<EventStanding> standings);
    // Each player's rating by their index in the event's list; a player not in it has no rating yet.
    void setRatings(std::map<int, Rating> ratings);
    const std::vector<EventStanding> &standings() const { return m_standings; }
    void retranslate();

    // The texts a cell shows, also for the printed and exported standings.
    static QString cellText(const EventStanding &standing, int column);
    static QString columnTitle(int column);
    // The window's header: short for the figures, so that the players' names
    // keep the width (the full title is the header's tooltip).
    static QString shortColumnTitle(int column);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<EventStanding> m_standings;
    std::map<int, Rating> m_ratings;
};

} // namespace tornei
