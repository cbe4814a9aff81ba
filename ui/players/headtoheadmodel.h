#pragma once

#include "statistics.h"

#include <QAbstractTableModel>

#include <optional>

namespace tornei {

// One player's head-to-head record against every other player, sortable by
// any column (names with QCollator), the closest rival marked. Adapts the
// statistics it is given; knows nothing of storage.
class HeadToHeadModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { OpponentColumn, GamesColumn, AboveColumn, BelowColumn, EqualColumn, ColumnCount };

    explicit HeadToHeadModel(QObject *parent = nullptr);

    void setRecords(std::vector<HeadToHead> records);
    const HeadToHead &record(int row) const { return m_records[static_cast<std::size_t>(row)]; }
    // The closest rival's saved player, if there is one.
    std::optional<qint64> closestRival() const { return m_rival; }
    // The closest rival: among the opponents met at least half as often as
    // the most met one, the one whose above/below record is most even
    // (smallest |above - below| per game); more games together, then the
    // name, break ties. Nullopt without any opponent.
    static std::optional<qint64> closestRival(const std::vector<HeadToHead> &records);
    void retranslate();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    void sortRecords();

    std::vector<HeadToHead> m_records;
    std::optional<qint64> m_rival;
    int m_sortColumn = GamesColumn;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
};

} // namespace tornei
