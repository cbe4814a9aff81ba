#pragma once

#include "clubdisputes.h"

#include <QAbstractTableModel>
#include <map>
#include <vector>

namespace tornei {

// The club's disputed games for a director, one row each: its number on the
// server, the event, round and table it belongs to (if any), how many
// revisions it has and when the last of them came. Adapts what it is given;
// knows nothing of the server.
class ClubDisputesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { GameColumn, EventColumn, RoundColumn, TableColumn, RevisionsColumn, LastColumn, ColumnCount };
    enum Role { GameIdRole = Qt::UserRole + 1 };

    explicit ClubDisputesModel(QObject *parent = nullptr);

    // The disputes, and the events' names by id as the list of events shows them.
    void setDisputes(std::vector<ClubDispute> disputes, std::map<qint64, QString> events);
    void retranslate();

    const ClubDispute *dispute(int row) const;
    // The row of the game with this club id, or -1.
    int rowOf(const QString &game) const;
    // The name of an event as given, or its number when it was not.
    QString eventLabel(qint64 event) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<ClubDispute> m_disputes;
    std::map<qint64, QString> m_events;
};

} // namespace tornei
