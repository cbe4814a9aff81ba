#include "headtoheadmodel.h"

#include <QCollator>
#include <QFont>
#include <QLocale>

#include <algorithm>
#include <cstdlib>

namespace tornei {

HeadToHeadModel::HeadToHeadModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

std::optional<qint64> HeadToHeadModel::closestRival(const std::vector<HeadToHead> &records)
{
    int most = 0;
    for (const HeadToHead &r : records)
        most = std::max(most, r.games);
    if (most == 0)
        return std::nullopt;
    QCollator collator{QLocale()};
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    const HeadToHead *best = nullptr;
    for (const HeadToHead &r : records) {
        // Met at least half as often as the most met opponent.
        if (2 * r.games < most)
            continue;
        if (!best) {
            best = &r;
            continue;
        }
        // |above - below| / games, compared without division.
        const long long mine = static_cast<long long>(std::abs(r.above - r.below)) * best->games;
        const long long theirs = static_cast<long long>(std::abs(best->above - best->below)) * r.games;
        if (mine < theirs || (mine == theirs && r.games > best->games)
            || (mine == theirs && r.games == best->games && collator.compare(r.opponentName, best->opponentName) < 0))
            best = &r;
    }
    return best->opponent;
}

void HeadToHeadModel::setRecords(std::vector<HeadToHead> records)
{
    beginResetModel();
    m_records = std::move(records);
    m_rival = closestRival(m_records);
    sortRecords();
    endResetModel();
}

void HeadToHeadModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    sort(m_sortColumn, m_sortOrder);
}

void HeadToHeadModel::sortRecords()
{
    QCollator collator{QLocale()};
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    const auto key = [this](const HeadToHead &r) {
        switch (m_sortColumn) {
        case GamesColumn:
            return r.games;
        case AboveColumn:
            return r.above;
        case BelowColumn:
            return r.below;
        case EqualColumn:
            return r.equal;
        default:
            return 0;
        }
    };
    std::stable_sort(m_records.begin(), m_records.end(), [&](const HeadToHead &a, const HeadToHead &b) {
        int c = m_sortColumn == OpponentColumn ? collator.compare(a.opponentName, b.opponentName)
                                               : (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
        if (c == 0 && m_sortColumn != OpponentColumn)
            // Equal figures: by name, whatever the direction.
            return collator.compare(a.opponentName, b.opponentName) < 0;
        return m_sortOrder == Qt::AscendingOrder ? c < 0 : c > 0;
    });
}

void HeadToHeadModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<qint64> ids;
    for (const QModelIndex &index : before)
        ids.push_back(m_records[static_cast<std::size_t>(index.row())].opponent);
    m_sortColumn = column;
    m_sortOrder = order;
    sortRecords();
    QModelIndexList after;
    for (qsizetype i = 0; i < before.size(); ++i) {
        int row = 0;
        while (m_records[static_cast<std::size_t>(row)].opponent != ids[static_cast<std::size_t>(i)])
            ++row;
        after << index(row, before[i].column());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

int HeadToHeadModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_records.size());
}

int HeadToHeadModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HeadToHeadModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const HeadToHead &r = m_records[static_cast<std::size_t>(index.row())];
    const bool rival = m_rival && *m_rival == r.opponent;
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case OpponentColumn:
            return rival ? tr("%1 (closest rival)").arg(r.opponentName) : r.opponentName;
        case GamesColumn:
            return locale.toString(r.games);
        case AboveColumn:
            return locale.toString(r.above);
        case BelowColumn:
            return locale.toString(r.below);
        case EqualColumn:
            return locale.toString(r.equal);
        default:
            return {};
        }
    case Qt::UserRole:
        return r.opponent;
    case Qt::FontRole:
        if (rival) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == OpponentColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignCenter);
    case Qt::ToolTipRole:
        if (rival)
            return tr("The closest rival: among the players met at least half as often as the most met one, the one "
                      "whose finishes above and below are most even.");
        return {};
    default:
        return {};
    }
}

QVariant HeadToHeadModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case GamesColumn:
            return tr("Counted games both played");
        case AboveColumn:
            return tr("Games this player finished with a higher total");
        case BelowColumn:
            return tr("Games this player finished with a lower total");
        case EqualColumn:
            return tr("Games both finished with the same total");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OpponentColumn:
        return tr("Opponent");
    case GamesColumn:
        return tr("Together");
    case AboveColumn:
        return tr("Above");
    case BelowColumn:
        return tr("Below");
    case EqualColumn:
        return tr("Equal");
    default:
        return {};
    }
}

} // namespace tornei
