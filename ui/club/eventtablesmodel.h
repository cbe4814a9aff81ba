#pragma once

#include "clubevents.h"

#include <QAbstractTableModel>

#include <vector>

namespace tornei {

// A round of a club event for its director: one row per table, its seats
// (the dummy's and the first dealer marked) and the game played there (the
// one not voided, else the last voided), its state and totals. Adapts what
// it is given; knows nothing of the server.
class EventTablesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TableColumn, Seat1Column, Seat2Column, Seat3Column, Seat4Column, GameColumn, StateColumn,
                  TotalsColumn, ColumnCount };
    enum Role { GameIdRole = Qt::UserRole + 1, GameNumberRole, DisputedRole, VoidedRole };
    enum class State { NotStarted, InProgress, Finished, Voided, Disputed };

    explicit EventTablesModel(QObject *parent = nullptr);

    // The round's seating and every game of the event (the round's are picked out).
    void setRound(const EventSeating &seating, const std::vector<EventGame> &games);
    void clear();
    void retranslate();

    // The game at a row's table, or null when none was attached.
    const EventGame *game(int row) const;
    State state(int row) const;
    static QString stateText(State state);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        int table = 0;
        SeatedTable seats;
        std::optional<EventGame> game;
    };
    QString seatText(const Row &row, int seat) const;

    std::vector<Row> m_rows;
    QStringList m_players;
};

} // namespace tornei
