#include "scoresheetmodel.h"

#include "gamesession.h"
#include "plaintext.h"
#include "seatindex.h"

#include <QFont>

#include <algorithm>

namespace tornei {

ScoreSheetModel::ScoreSheetModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ScoreSheetModel::follow(const GameSession *session)
{
    disconnect(m_following);
    if (!session) {
        clear();
        return;
    }
    m_following = connect(session, &GameSession::changed, this, [this, session] { setReplay(session->sharedReplay()); });
    setReplay(session->sharedReplay());
}

void ScoreSheetModel::setReplay(std::shared_ptr<const Replay> shared)
{
    const Replay &replay = *shared;
    std::vector<int> seats;
    for (int s = 0; s < SeatCount; ++s) {
        if (replay.record().isPlayer(s))
            seats.push_back(s);
    }
    const int rounds = replay.roundsInGame();
    const bool sameShape = m_replay && seats == m_seats && rounds == m_rounds
                           && m_replay->record().seats == replay.record().seats;
    if (!sameShape) {
        beginResetModel();
        m_replay = shared;
        m_seats = seats;
        m_rounds = rounds;
        endResetModel();
        return;
    }
    // Only the rows that read differently are said: a card changes its round's row and the total,
    // and a whole sheet redrawn and measured again for each costs the table its frame.
    std::vector<QStringList> before;
    for (int row = 0; row < rowCount(); ++row)
        before.push_back(rowTexts(row));
    m_replay = shared;
    for (int row = 0; row < rowCount(); ++row) {
        const QStringList after = rowTexts(row);
        if (after == before[at(row)])
            continue;
        emit dataChanged(index(row, 0), index(row, columnCount() - 1));
        // The row's height follows its lines and its font: the header measures it again.
        if (after.front() != before[at(row)].front())
            emit headerDataChanged(Qt::Vertical, row, row);
    }
}

QStringList ScoreSheetModel::rowTexts(int row) const
{
    // First what decides the row's height: its header, each cell's line count and font.
    QString shape = headerData(row, Qt::Vertical).toString();
    QStringList texts;
    for (int column = 0; column < columnCount(); ++column) {
        const QModelIndex cell = index(row, column);
        const QString display = cell.data().toString();
        const QVariant font = cell.data(Qt::FontRole);
        shape += QLatin1Char('|') + QString::number(display.count(QLatin1Char('\n')))
                 + (font.isValid() ? font.value<QFont>().toString() : QString());
        texts << display << cell.data(Qt::ToolTipRole).toString();
    }
    texts.prepend(shape);
    return texts;
}

void ScoreSheetModel::clear()
{
    beginResetModel();
    m_replay.reset();
    m_seats.clear();
    m_rounds = 0;
    endResetModel();
}

void ScoreSheetModel::retranslate()
{
    if (rowCount() > 0)
        emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

QString ScoreSheetModel::legend()
{
    return tr("Each cell: the round's points, then ● tricks won, ✓ correct predictions and +3 for the no-trick bonus. "
              "Point at a cell for the details.");
}

int ScoreSheetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_replay ? 0 : m_rounds + 1;
}

int ScoreSheetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_replay ? 0 : static_cast<int>(m_seats.size());
}

int ScoreSheetModel::seatOfColumn(int column) const
{
    return column >= 0 && column < static_cast<int>(m_seats.size()) ? m_seats[at(column)] : -1;
}

QVariant ScoreSheetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_replay)
        return {};
    const int seat = seatOfColumn(index.column());
    const int row = index.row();
    const bool totalRow = row == m_rounds;
    if (totalRow) {
        const SeatArray totals = m_replay->totals();
        const std::vector<int> winners = m_replay->winners();
        const bool winner = std::find(winners.begin(), winners.end(), seat) != winners.end();
        switch (role) {
        case Qt::DisplayRole:
            if (winner && m_replay->isComplete())
                //: A final total of a winning player, e.g. "★ 31".
                return tr("★ %1").arg(totals[at(seat)]);
            return QString::number(totals[at(seat)]);
        case Qt::FontRole: {
            QFont f;
            f.setBold(true);
            return f;
        }
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(Qt::AlignCenter);
        case Qt::ToolTipRole:
            return PlainText::toolTip(
                tr("%1: %2 points in total").arg(m_replay->record().seatName(seat), QString::number(totals[at(seat)])));
        case Qt::UserRole:
            return totals[at(seat)];
        default:
            return {};
        }
    }
    if (row >= static_cast<int>(m_replay->rounds().size())) {
        if (role == Qt::DisplayRole)
            return QStringLiteral("—");
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignCenter);
        return {};
    }
    const RoundResult &round = m_replay->round(row);
    const auto &byRank = round.correctByRank[at(seat)];
    const int correct = byRank[0] + byRank[1] + byRank[2] + byRank[3];
    switch (role) {
    case Qt::DisplayRole: {
        // Short enough for four narrow columns in either language; legend() says what each mark means.
        //: Score sheet cell: %1 points; %2 tricks won (●), %3 correct predictions (✓). Keep it this short.
        QString text = tr("%1\n●%2 ✓%3").arg(round.scores[at(seat)]).arg(round.tricksWon[at(seat)]).arg(correct);
        if (round.zeroTrickBonus[at(seat)])
            //: Score sheet cell: the no-trick bonus, on a line of its own. Keep it this short.
            text += QLatin1Char('\n') + tr("+3");
        return text;
    }
    case Qt::FontRole:
        if (!round.complete) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        return PlainText::toolTip(
            tr("%1 in round %2: %3 tricks won, %4 correct predictions (1st %5, 2nd %6, 3rd %7, 4th %8)%9, %10 "
               "points.")
                .arg(m_replay->record().seatName(seat), QString::number(row + 1),
                     QString::number(round.tricksWon[at(seat)]), QString::number(correct), QString::number(byRank[0]),
                     QString::number(byRank[1]), QString::number(byRank[2]), QString::number(byRank[3]),
                     round.zeroTrickBonus[at(seat)] ? tr(", zero-trick bonus 3") : QString(),
                     QString::number(round.scores[at(seat)])));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignCenter);
    case Qt::UserRole:
        return round.scores[at(seat)];
    default:
        return {};
    }
}

QVariant ScoreSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || !m_replay)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount())
            return {};
        return m_replay->record().seatName(seatOfColumn(section));
    }
    if (section < 0 || section >= rowCount())
        return {};
    if (section == m_rounds)
        return tr("Total");
    //: Score sheet row: round number and its dealer.
    return tr("Round %1\ndealer %2").arg(section + 1).arg(m_replay->record().seatName(m_replay->dealerOf(section)));
}

} // namespace tornei
