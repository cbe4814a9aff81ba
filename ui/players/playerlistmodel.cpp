#include "playerlistmodel.h"

#include <QCollator>
#include <QLocale>

#include <algorithm>
#include <numeric>

namespace tornei {

PlayerListModel::PlayerListModel(bool checkable, QObject *parent)
    : QAbstractListModel(parent)
    , m_checkable(checkable)
{}

void PlayerListModel::setPlayers(std::vector<Player> players)
{
    const std::vector<qint64> kept = chosen();
    beginResetModel();
    m_players = std::move(players);
    m_chosen.assign(m_players.size(), false);
    for (std::size_t i = 0; i < m_players.size(); ++i)
        m_chosen[i] = std::find(kept.begin(), kept.end(), m_players[i].id) != kept.end();
    sortPlayers();
    endResetModel();
}

void PlayerListModel::sortPlayers()
{
    QCollator collator{QLocale()};
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::vector<std::size_t> order(m_players.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return collator.compare(m_players[a].name, m_players[b].name) < 0;
    });
    std::vector<Player> players;
    std::vector<bool> chosenFlags;
    for (std::size_t i : order) {
        players.push_back(m_players[i]);
        chosenFlags.push_back(m_chosen[i]);
    }
    m_players = std::move(players);
    m_chosen = std::move(chosenFlags);
}

int PlayerListModel::rowOfPlayer(qint64 id) const
{
    for (std::size_t i = 0; i < m_players.size(); ++i) {
        if (m_players[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

std::vector<qint64> PlayerListModel::chosen() const
{
    std::vector<qint64> ids;
    for (std::size_t i = 0; i < m_players.size(); ++i) {
        if (m_chosen[i])
            ids.push_back(m_players[i].id);
    }
    return ids;
}

void PlayerListModel::setChosen(const std::vector<qint64> &ids)
{
    for (std::size_t i = 0; i < m_players.size(); ++i)
        m_chosen[i] = std::find(ids.begin(), ids.end(), m_players[i].id) != ids.end();
    if (!m_players.empty())
        emit dataChanged(index(0), index(rowCount() - 1), {Qt::CheckStateRole});
    emit chosenChanged();
}

void PlayerListModel::retranslate()
{
    beginResetModel();
    sortPlayers();
    endResetModel();
}

int PlayerListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_players.size());
}

QVariant PlayerListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const std::size_t row = static_cast<std::size_t>(index.row());
    const Player &p = m_players[row];
    switch (role) {
    case Qt::DisplayRole:
        return p.name;
    case Qt::ToolTipRole:
        return tr("%Ln counted game(s)", nullptr, p.games);
    case Qt::CheckStateRole:
        if (m_checkable)
            return m_chosen[row] ? Qt::Checked : Qt::Unchecked;
        return {};
    case PlayerIdRole:
        return p.id;
    case GamesRole:
        return p.games;
    default:
        return {};
    }
}

bool PlayerListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!m_checkable || role != Qt::CheckStateRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    m_chosen[static_cast<std::size_t>(index.row())] = value.toInt() == Qt::Checked;
    emit dataChanged(index, index, {Qt::CheckStateRole});
    emit chosenChanged();
    return true;
}

Qt::ItemFlags PlayerListModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractListModel::flags(index);
    if (m_checkable && index.isValid())
        f |= Qt::ItemIsUserCheckable;
    return f;
}

} // namespace tornei
