#include "eventauditmodel.h"

#include <QLocale>

namespace tornei {

EventAuditModel::EventAuditModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void EventAuditModel::setEntries(std::vector<EventAuditEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

void EventAuditModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_entries.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString EventAuditModel::actionText(const QString &action)
{
    // The server's words for what was done (event_audit.action), in the user's language.
    if (action == QLatin1String("create"))
        return tr("Created the event");
    if (action == QLatin1String("seat"))
        return tr("Seated a round");
    if (action == QLatin1String("attach"))
        return tr("Attached a game");
    if (action == QLatin1String("close"))
        return tr("Closed the event");
    if (action == QLatin1String("reopen"))
        return tr("Reopened the event");
    if (action == QLatin1String("void"))
        return tr("Voided a game");
    if (action == QLatin1String("unvoid"))
        return tr("Restored a voided game");
    if (action == QLatin1String("revise"))
        return tr("Revised a game");
    if (action == QLatin1String("add"))
        return tr("Added players who came late");
    if (action == QLatin1String("resolve"))
        return tr("Chose between a game's revisions");
    return action;
}

int EventAuditModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int EventAuditModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventAuditModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const EventAuditEntry &entry = m_entries[static_cast<std::size_t>(index.row())];
    if (role == Qt::ToolTipRole && index.column() == ReasonColumn && !entry.reason.isEmpty())
        return entry.reason;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case WhenColumn:
        return QLocale().toString(entry.at.toLocalTime(), QLocale::ShortFormat);
    case LoginColumn:
        return entry.login;
    case RoleColumn:
        //: Who did it, in the club event's audit: a director's login or a table's.
        return entry.role == QLatin1String("director") ? tr("Director")
               : entry.role == QLatin1String("table")  ? tr("Table")
                                                       : entry.role;
    case ActionColumn:
        return actionText(entry.action);
    case GameColumn:
        //: A game's number on the club's server, e.g. "#12".
        return entry.game > 0 ? tr("#%1").arg(entry.game) : QString();
    case ReasonColumn:
        return entry.reason;
    default:
        return {};
    }
}

QVariant EventAuditModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case WhenColumn:
        return tr("When");
    case LoginColumn:
        return tr("Login");
    case RoleColumn:
        return tr("Role");
    case ActionColumn:
        return tr("What");
    case GameColumn:
        return tr("Game");
    case ReasonColumn:
        return tr("Why");
    default:
        return {};
    }
}

} // namespace tornei
