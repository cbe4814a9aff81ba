#pragma once

#include "clubevents.h"

#include <QAbstractTableModel>

#include <vector>

namespace tornei {

// A club event's audit, read-only, as the server keeps it: when, which
// login (a table's or a director's), what was done, to which game and why,
// in the order it was done. Adapts what it is given.
class EventAuditModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { WhenColumn, LoginColumn, RoleColumn, ActionColumn, GameColumn, ReasonColumn, ColumnCount };

    explicit EventAuditModel(QObject *parent = nullptr);

    void setEntries(std::vector<EventAuditEntry> entries);
    const std::vector<EventAuditEntry> &entries() const { return m_entries; }
    void retranslate();

    static QString actionText(const QString &action);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<EventAuditEntry> m_entries;
};

} // namespace tornei
