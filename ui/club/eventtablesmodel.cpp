#include "eventtablesmodel.h"

#include "seatindex.h"

#include <QLocale>

namespace tornei {

EventTablesModel::EventTablesModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void EventTablesModel::setRound(const EventSeating &seating, const std::vector<EventGame> &games)
{
    beginResetModel();
    m_players = seating.players;
    m_rows.clear();
    int table = 0;
    for (const SeatedTable &seated : seating.seated.tables) {
        Row row;
        row.table = ++table;
        row.seats = seated;
        // The game that counts (not voided), else the last one voided.
        for (const EventGame &game : games) {
            if (game.round != seating.round || game.table != row.table)
                continue;
            if (!row.game || row.game->voided)
                row.game = game;
        }
        m_rows.push_back(std::move(row));
    }
    endResetModel();
}

void EventTablesModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_players.clear();
    endResetModel();
}

void EventTablesModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

const EventGame *EventTablesModel::game(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    const Row &r = m_rows[static_cast<std::size_t>(row)];
    return r.game ? &*r.game : nullptr;
}

EventTablesModel::State EventTablesModel::state(int row) const
{
    const EventGame *g = game(row);
    if (!g)
        return State::NotStarted;
    if (g->voided)
        return State::Voided;
    if (g->disputed)
        return State::Disputed;
    return g->finished ? State::Finished : State::InProgress;
}

QString EventTablesModel::stateText(State state)
{
    switch (state) {
    case State::NotStarted:
        //: A table's game in the director's window: nothing has reached the server yet.
        return tr("Not started");
    case State::InProgress:
        return tr("In progress");
    case State::Finished:
        return tr("Finished");
    case State::Voided:
        return tr("Voided");
    case State::Disputed:
        //: A table's game in the director's window: two revisions of it wait for the director.
        return tr("Disputed");
    }
    return {};
}

QString EventTablesModel::seatText(const Row &row, int seat) const
{
    const int player = row.seats.seats[at(seat)];
    //: A seat of a table in the director's window: the dummy sits there.
    QString text = player == SeatedTable::Dummy ? tr("(dummy)") : m_players.value(player);
    if (seat == row.seats.firstDealer)
        //: A seat's player who deals first, e.g. "▶ Aki".
        text = tr("▶ %1").arg(text);
    return text;
}

int EventTablesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int EventTablesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventTablesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TableColumn:
            return locale.toString(row.table);
        case Seat1Column:
        case Seat2Column:
        case Seat3Column:
        case Seat4Column:
            return seatText(row, index.column() - Seat1Column);
        case GameColumn:
            //: A game's number on the club's server, e.g. "#12".
            return row.game ? tr("#%1").arg(row.game->number) : QString();
        case StateColumn:
            return stateText(state(index.row()));
        case TotalsColumn: {
            if (!row.game || !row.game->started)
                return QString();
            QStringList totals;
            for (int s = 0; s < SeatCount; ++s) {
                if (row.seats.seats[at(s)] != SeatedTable::Dummy)
                    totals << locale.toString(row.game->totals[at(s)]);
            }
            //: Between a game's totals in seat order, e.g. "37 – 30 – 23 – 21".
            return totals.join(tr(" – "));
        }
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == StateColumn && state(index.row()) == State::Disputed)
            return tr("Two revisions of this game reached the club's server: review it to choose.");
        if (index.column() >= Seat1Column && index.column() <= Seat4Column &&
            index.column() - Seat1Column == row.seats.firstDealer)
            return tr("Deals first.");
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == TableColumn || index.column() == GameColumn)
            return QVariant(Qt::AlignCenter);
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case GameIdRole:
        return row.game ? row.game->id : QVariant();
    case GameNumberRole:
        return row.game ? row.game->number : QVariant();
    case DisputedRole:
        return row.game && row.game->disputed;
    case VoidedRole:
        return row.game && row.game->voided;
    default:
        return {};
    }
}

QVariant EventTablesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TableColumn:
        return tr("Table");
    case Seat1Column:
    case Seat2Column:
    case Seat3Column:
    case Seat4Column:
        //: A column of the director's tables: seat 1 to 4.
        return tr("Seat %1").arg(section - Seat1Column + 1);
    case GameColumn:
        return tr("Game");
    case StateColumn:
        return tr("State");
    case TotalsColumn:
        return tr("Totals");
    default:
        return {};
    }
}

} // namespace tornei
