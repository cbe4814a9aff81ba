#include "historymodel.h"

#include "gamedate.h"
#include "gamestore.h"
#include "language.h"
#include "plaintext.h"
#include "replay.h"
#include "seatindex.h"

#include <QBrush>
#include <QDateTime>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>

namespace tornei {

HistoryModel::HistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void HistoryModel::setStore(const GameStore *store, const HistoryFilter &filter)
{
    m_store = store;
    m_query.filter = filter;
    reload(PageSize);
}

void HistoryModel::setFilter(const HistoryFilter &filter)
{
    m_query.filter = filter;
    reload(PageSize);
}

void HistoryModel::refresh()
{
    reload(std::max(PageSize, static_cast<int>(m_rows.size())));
}

void HistoryModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int HistoryModel::rowOfGame(qint64 id) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

bool HistoryModel::readPage(int offset, int limit, std::vector<HistoryRow> *rows)
{
    if (!m_store || !m_store->isOpen()) {
        m_total = 0;
        return true;
    }
    HistoryQuery query = m_query;
    query.offset = offset;
    query.limit = limit;
    StoreError error;
    HistoryPage page = m_store->games().page(query, &error);
    if (error.isError()) {
        m_error = error.message;
        emit readFailed(m_error);
        return false;
    }
    m_error.clear();
    m_total = page.totalCount;
    *rows = std::move(page.rows);
    return true;
}

HistoryModel::Contents HistoryModel::read(const GameStore &store, const HistoryQuery &query)
{
    Contents contents;
    if (!store.isOpen())
        return contents;
    StoreError error;
    HistoryQuery first = query;
    first.offset = 0;
    contents.page = store.games().page(first, &error);
    if (error.isError()) {
        contents.page = HistoryPage();
        contents.error = error.message;
    }
    for (const PlayerProfile &player : store.players().all())
        contents.names << player.name;
    // None in a file made before the club's sync (read-only, not updated).
    for (qint64 game : store.club().disputedGames().value_or(std::vector<qint64>{}))
        contents.disputed.insert(game);
    return contents;
}

void HistoryModel::setStore(const GameStore *store, Contents contents)
{
    m_store = store;
    m_query = HistoryQuery();
    show(std::move(contents));
}

void HistoryModel::reload(int atLeast)
{
    HistoryQuery query = m_query;
    query.limit = atLeast;
    show(m_store ? read(*m_store, query) : Contents());
}

void HistoryModel::show(Contents contents)
{
    beginResetModel();
    m_rows = std::move(contents.page.rows);
    m_total = contents.page.totalCount;
    m_error = std::move(contents.error);
    m_names = std::move(contents.names);
    m_disputed = std::move(contents.disputed);
    m_violations.clear();
    endResetModel();
    if (!m_error.isEmpty())
        emit readFailed(m_error);
}

bool HistoryModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && static_cast<int>(m_rows.size()) < m_total;
}

void HistoryModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    std::vector<HistoryRow> rows;
    const int offset = static_cast<int>(m_rows.size());
    if (!readPage(offset, PageSize, &rows) || rows.empty()) {
        // Nothing more to read (the store changed under us): stop asking.
        m_total = static_cast<int>(m_rows.size());
        return;
    }
    beginInsertRows(QModelIndex(), offset, offset + static_cast<int>(rows.size()) - 1);
    m_rows.insert(m_rows.end(), std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end()));
    endInsertRows();
}

bool HistoryModel::hasExcluded() const
{
    return hasExcluded(0, rowCount() - 1);
}

bool HistoryModel::hasExcluded(int first, int last) const
{
    const auto begin = m_rows.begin() + std::clamp(first, 0, rowCount());
    const auto end = m_rows.begin() + std::clamp(last + 1, 0, rowCount());
    return begin < end && std::any_of(begin, end, [](const HistoryRow &row) { return row.excluded; });
}

QStringList HistoryModel::possibleTexts(int column) const
{
    const QLocale locale;
    QStringList texts{headerData(column, Qt::Horizontal).toString()};
    switch (column) {
    case DateColumn:
        // The widest day and time of any month this year, in the morning and the evening.
        for (int month = 1; month <= 12; ++month) {
            for (int hour : {10, 22})
                texts << GameDate::text(QDateTime(QDate(QDate::currentDate().year(), month, 28), QTime(hour, 58)));
        }
        break;
    case PlayerCountColumn:
        texts << locale.toString(3) << locale.toString(4);
        break;
    case WinnerColumn: {
        texts << QStringLiteral("—") << m_names;
        // A shared win of the two longest names.
        QStringList longest = m_names;
        std::sort(longest.begin(), longest.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
        if (longest.size() >= 2)
            texts << tr("%1 (shared)").arg(Language::joinNames({longest[0], longest[1]}));
        for (const HistoryRow &row : m_rows)
            texts << winnersText(row);
        break;
    }
    case RoundsColumn:
        texts << tr("%1/%2").arg(locale.toString(4), locale.toString(4));
        break;
    case StateColumn:
        for (const QString &state : {tr("Finished"), tr("In play"), tr("Finished, disputed"), tr("In play, disputed")})
            texts << state << violationText(state);
        break;
    case StatisticsColumn:
        texts << tr("Excluded") << tr("Counted");
        break;
    case RatingColumn:
        texts << QStringLiteral("—") << locale.toString(-88.88, 'f', 2) << locale.toString(88.88, 'f', 2);
        break;
    default:
        for (const HistoryRow &row : m_rows)
            texts << playersText(row);
        break;
    }
    return texts;
}

HistoryColumn HistoryModel::sortKey(int column)
{
    switch (column) {
    case PlayerCountColumn:
        return HistoryColumn::PlayerCount;
    case PlayersColumn:
        return HistoryColumn::Players;
    case WinnerColumn:
        return HistoryColumn::Winner;
    case RoundsColumn:
        return HistoryColumn::RoundsPlayed;
    case StateColumn:
        return HistoryColumn::Finished;
    case StatisticsColumn:
        return HistoryColumn::Excluded;
    case RatingColumn:
        return HistoryColumn::Rating;
    default:
        return HistoryColumn::Date;
    }
}

int HistoryModel::columnOfSortKey(HistoryColumn key)
{
    for (int column = 0; column < ColumnCount; ++column) {
        if (sortKey(column) == key)
            return column;
    }
    return DateColumn;
}

void HistoryModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    if (m_query.sortColumn == sortKey(column) && m_query.sortOrder == order)
        return;
    m_query.sortColumn = sortKey(column);
    m_query.sortOrder = order;
    // A new order can bring other games to the top: read the first pages again.
    reload(std::max(PageSize, static_cast<int>(m_rows.size())));
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int HistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString HistoryModel::playersText(const HistoryRow &row) const
{
    const QLocale locale;
    QStringList parts;
    for (int s = 0; s < SeatCount; ++s) {
        if (const auto &name = row.seats[at(s)])
            //: A player and their total in the history, e.g. "Aki 31".
            parts << tr("%1 %2").arg(*name, locale.toString(row.totals[at(s)]));
    }
    return parts.join(QStringLiteral(" · "));
}

QString HistoryModel::violationText(const QString &state)
{
    //: A game's state in the history when its record breaks the rules, e.g. "⚠ Finished".
    return tr("⚠ %1").arg(state);
}

QString HistoryModel::winnersText(const HistoryRow &row) const
{
    QStringList names;
    for (int seat : row.winners) {
        if (seat >= 0 && seat < SeatCount && row.seats[at(seat)])
            names << *row.seats[at(seat)];
    }
    if (names.size() > 1)
        //: Players who tied for the highest total.
        return tr("%1 (shared)").arg(Language::joinNames(names));
    return names.join(QString());
}

const QStringList &HistoryModel::violations(const HistoryRow &row) const
{
    auto found = m_violations.find(row.id);
    if (found != m_violations.end())
        return found->second;
    // Said only in a tooltip: the store keeps how many, not which. A record
    // that cannot be read is described nowhere here: the review says why
    // when it is opened.
    QStringList said;
    if (m_store && m_store->isOpen()) {
        if (const std::optional<Record> record = m_store->records().load(row.id)) {
            const Replay replay(*record);
            for (const Violation &v : replay.violations())
                said << replay.describeInGame(v);
        }
    }
    return m_violations.emplace(row.id, said).first->second;
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const HistoryRow &row = m_rows[at(index.row())];
    const QLocale locale;
    switch (role) {
    case GameIdRole:
        return row.id;
    case FinishedRole:
        return row.finished;
    case ExcludedRole:
        return row.excluded;
    case ViolationsRole:
        return row.violations;
    case Qt::DisplayRole:
        switch (index.column()) {
        case DateColumn:
            return GameDate::text(row.started);
        case PlayerCountColumn:
            return locale.toString(row.playerCount);
        case PlayersColumn:
            return playersText(row);
        case WinnerColumn:
            // A game in play has a leader, not a winner.
            return row.finished ? winnersText(row) : QStringLiteral("—");
        case RoundsColumn:
            //: Rounds complete out of rounds in the game, e.g. "3/4".
            return tr("%1/%2").arg(locale.toString(row.roundsPlayed), locale.toString(row.playerCount));
        case StateColumn: {
            QString state;
            if (m_disputed.count(row.id))
                state = row.finished ? tr("Finished, disputed") : tr("In play, disputed");
            else
                state = row.finished ? tr("Finished") : tr("In play");
            return row.violations == 0 ? state : violationText(state);
        }
        case StatisticsColumn:
            return row.excluded ? tr("Excluded") : tr("Counted");
        case RatingColumn:
            return row.meanRating ? locale.toString(*row.meanRating, 'f', 2) : QStringLiteral("—");
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == StateColumn) {
            QStringList parts;
            if (m_disputed.count(row.id))
                parts << tr("Two revisions of this game reached the club's server: both are kept there until the "
                            "club's director chooses. This is the server's.");
            if (row.violations > 0) {
                const QStringList &broken = violations(row);
                //: Before the list of a game's violations in the history's tooltip.
                parts << tr("This game's record breaks the rules (%n violation(s)):", nullptr,
                            static_cast<int>(broken.size()));
                for (const QString &v : broken)
                    parts << QStringLiteral("• ") + v;
            }
            if (!parts.isEmpty())
                return PlainText::toolTip(parts.join(QLatin1Char('\n')));
            return {};
        }
        if (index.column() == StatisticsColumn)
            return row.excluded ? tr("Left out of every statistic and chart.")
                                : tr("Counted in the statistics once finished.");
        if (index.column() == DateColumn) {
            const QString atTable = GameDate::tableText(row.started);
            //: A game's date in the viewer's time zone, then the time where it was played, e.g. "8:00 PM UTC+09:00".
            return atTable.isEmpty() ? GameDate::text(row.started, QLocale::LongFormat)
                                     : tr("%1 (at the table: %2)").arg(GameDate::text(row.started, QLocale::LongFormat), atTable);
        }
        if (index.column() == PlayersColumn)
            return PlainText::toolTip(playersText(row));
        if (index.column() == WinnerColumn && row.finished)
            return PlainText::toolTip(winnersText(row));
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == PlayerCountColumn || index.column() == RoundsColumn)
            return QVariant(Qt::AlignCenter);
        if (index.column() == RatingColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (row.excluded) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (row.excluded)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    default:
        return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == RatingColumn)
        return tr("The mean of the players' ratings as they are now (μ − 3σ; a player without a counted game at "
                  "0): the strongest tables first when sorted from the highest.");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DateColumn:
        return tr("Date");
    case PlayerCountColumn:
        //: Column header: 3 or 4 players.
        return tr("Size");
    case PlayersColumn:
        return tr("Players and totals");
    case WinnerColumn:
        return tr("Winner");
    case RoundsColumn:
        return tr("Rounds");
    case StateColumn:
        return tr("State");
    case StatisticsColumn:
        return tr("Statistics");
    case RatingColumn:
        //: Column header: the mean of the game's players' ratings.
        return tr("Mean rating");
    default:
        return {};
    }
}

} // namespace tornei
