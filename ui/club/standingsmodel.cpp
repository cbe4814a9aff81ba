#include "standingsmodel.h"

#include "statistics.h"

#include <QLocale>

namespace tornei {

StandingsModel::StandingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void StandingsModel::setStandings(std::vector<EventStanding> standings)
{
    beginResetModel();
    m_standings = std::move(standings);
    endResetModel();
}

void StandingsModel::setRatings(std::map<int, Rating> ratings)
{
    m_ratings = std::move(ratings);
    if (!m_standings.empty())
        emit dataChanged(index(0, RatingColumn), index(rowCount() - 1, RatingColumn));
}

void StandingsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_standings.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString StandingsModel::cellText(const EventStanding &s, int column)
{
    const QLocale locale;
    switch (column) {
    case RankColumn:
        return locale.toString(s.rank);
    case PlayerColumn:
        return s.name;
    case PointsColumn:
        // Points are twelfths: two decimals say a third apart from a quarter.
        return locale.toString(static_cast<double>(s.pointsTwelfths) / 12.0, 'f', 2);
    case GamesColumn:
        return locale.toString(s.games);
    case WinsColumn:
        return locale.toString(s.wins);
    case AverageColumn:
        return s.rounds > 0 ? locale.toString(meanToHundredths(s.roundScore, s.rounds), 'f', 2) : QStringLiteral("—");
    case TotalColumn:
        return locale.toString(s.total);
    default:
        return {};
    }
}

QString StandingsModel::columnTitle(int column)
{
    switch (column) {
    case RankColumn:
        //: The standings' column of places: 1, 2, 2, 4...
        return tr("Rank");
    case PlayerColumn:
        return tr("Player");
    case PointsColumn:
        //: The standings' points: opponents finished above, a tie counting half, per table.
        return tr("Points");
    case GamesColumn:
        return tr("Games");
    case WinsColumn:
        return tr("Wins");
    case AverageColumn:
        return tr("Average round score");
    case TotalColumn:
        //: The game totals summed over the event.
        return tr("Total points");
    case RatingColumn:
        //: The player's rating (μ − 3σ) over all the club's games.
        return tr("Rating");
    default:
        return {};
    }
}

int StandingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_standings.size());
}

int StandingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StandingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const EventStanding &s = m_standings[static_cast<std::size_t>(index.row())];
    const auto rating = m_ratings.find(s.player);
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == RatingColumn)
            return rating == m_ratings.end() ? QStringLiteral("—")
                                             : QLocale().toString(rating->second.ordinal(), 'f', 2);
        return cellText(s, index.column());
    case SortRole:
        switch (index.column()) {
        case RankColumn:
            return s.rank;
        case PlayerColumn:
            return s.name;
        case PointsColumn:
            return s.pointsTwelfths;
        case GamesColumn:
            return s.games;
        case WinsColumn:
            return s.wins;
        case AverageColumn:
            return s.rounds > 0 ? static_cast<double>(s.roundScore) / s.rounds : -1e9;
        case TotalColumn:
            return s.total;
        case RatingColumn:
            // A player without a counted game sorts as a new player would be rated.
            return rating == m_ratings.end() ? RatingModel().initial().ordinal() : rating->second.ordinal();
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() == PlayerColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                              : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == RatingColumn)
            return tr("The player's rating over all the club's games (μ − 3σ), as the club's statistics give it.");
        if (index.column() == PointsColumn)
            return tr("Each game gives (opponents with a lower total + half of those with the same) divided by the "
                      "opponents at the table, so tables of three and four weigh the same.");
        return {};
    default:
        return {};
    }
}

QString StandingsModel::shortColumnTitle(int column)
{
    switch (column) {
    case AverageColumn:
        //: Short header of the average round score in the standings window.
        return tr("Round avg.");
    case TotalColumn:
        //: Short header of the game totals summed over the event in the standings window.
        return tr("Total");
    case RatingColumn:
        //: Short header of the player's rating in the standings window.
        return tr("Rating", "short");
    default:
        return columnTitle(column);
    }
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole)
        return shortColumnTitle(section);
    if (role == Qt::ToolTipRole && shortColumnTitle(section) != columnTitle(section))
        return columnTitle(section);
    return {};
}

} // namespace tornei
