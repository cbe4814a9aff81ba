#include "leaguetablemodel.h"

#include <QLocale>

namespace tornei {

LeagueTableModel::LeagueTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void LeagueTableModel::setRows(std::vector<LeagueRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

void LeagueTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int LeagueTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int LeagueTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LeagueTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const LeagueRow &r = m_rows[static_cast<std::size_t>(index.row())];
    const PlayerStatistics &p = r.player;
    const QLocale locale;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case RankColumn:
            return r.rank ? locale.toString(*r.rank) : QString();
        case PlayerColumn:
            return p.name;
        case RatingColumn:
            return locale.toString(p.rating.ordinal(), 'f', 2);
        case GamesColumn:
            return locale.toString(p.games);
        case WinRateColumn:
            //: A win rate in percent, as the Players screen writes it
            return tr("%1%").arg(locale.toString(p.winRate(), 'f', 2));
        case AverageColumn:
            return locale.toString(p.averageGameScore, 'f', 2);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        if (index.column() == RatingColumn)
            //: The parts of a rating: %1 its mean μ, %2 its uncertainty σ
            return tr("μ %1, σ %2 (rating μ − 3σ)")
                .arg(locale.toString(p.rating.mu, 'f', 2), locale.toString(p.rating.sigma, 'f', 2));
        if (index.column() == RankColumn && !r.rank)
            return tr("Too few games in the season to be ranked");
        return {};
    }
    if (role == Qt::TextAlignmentRole && index.column() != PlayerColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant LeagueTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RankColumn:
        //: The column of places in the league table
        return tr("Rank");
    case PlayerColumn:
        return tr("Player");
    case RatingColumn:
        return tr("Rating");
    case GamesColumn:
        return tr("Games");
    case WinRateColumn:
        return tr("Win rate");
    case AverageColumn:
        return tr("Average per game");
    default:
        return {};
    }
}

} // namespace tornei
