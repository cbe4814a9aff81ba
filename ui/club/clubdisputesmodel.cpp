#include "clubdisputesmodel.h"

#include <QLocale>
#include <algorithm>

namespace tornei {

ClubDisputesModel::ClubDisputesModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void ClubDisputesModel::setDisputes(std::vector<ClubDispute> disputes, std::map<qint64, QString> events)
{
    beginResetModel();
    m_disputes = std::move(disputes);
    m_events = std::move(events);
    endResetModel();
}

void ClubDisputesModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_disputes.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

const ClubDispute *ClubDisputesModel::dispute(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    return &m_disputes[static_cast<std::size_t>(row)];
}

int ClubDisputesModel::rowOf(const QString &game) const
{
    const auto found = std::find_if(m_disputes.begin(), m_disputes.end(),
                                    [&game](const ClubDispute &dispute) { return dispute.game == game; });
    return found == m_disputes.end() ? -1 : static_cast<int>(found - m_disputes.begin());
}

QString ClubDisputesModel::eventLabel(qint64 event) const
{
    if (event == 0)
        return QString();
    const auto found = m_events.find(event);
    //: A club event the list of events does not show (yet), by its number on the server.
    return found != m_events.end() ? found->second : tr("Event %1").arg(event);
}

int ClubDisputesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_disputes.size());
}

int ClubDisputesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClubDisputesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ClubDispute &dispute = m_disputes[static_cast<std::size_t>(index.row())];
    if (role == GameIdRole)
        return dispute.game;
    if (role == Qt::TextAlignmentRole && index.column() != EventColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case GameColumn:
        //: A game's number on the club's server, e.g. "#12".
        return tr("#%1").arg(dispute.number);
    case EventColumn:
        //: A disputed game that belongs to no club event.
        return dispute.event ? eventLabel(dispute.event) : tr("none");
    case RoundColumn:
        return dispute.event ? QVariant(dispute.round) : QVariant();
    case TableColumn:
        return dispute.event ? QVariant(dispute.table) : QVariant();
    case RevisionsColumn:
        return static_cast<int>(dispute.revisions.size());
    case LastColumn: {
        QDateTime last;
        for (const DisputedRevision &revision : dispute.revisions)
            last = std::max(last, revision.submittedAt);
        return QLocale().toString(last.toLocalTime(), QLocale::ShortFormat);
    }
    default:
        return {};
    }
}

QVariant ClubDisputesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case GameColumn:
        return tr("Game");
    case EventColumn:
        return tr("Club event");
    case RoundColumn:
        return tr("Round");
    case TableColumn:
        return tr("Table");
    case RevisionsColumn:
        return tr("Revisions");
    case LastColumn:
        //: When the last revision of a disputed game came to the server.
        return tr("Last came");
    default:
        return {};
    }
}

} // namespace tornei
