#pragma once

#include "historyquery.h"

#include <QAbstractTableModel>

#include <map>
#include <set>

namespace tornei {

class GameStore;
struct StoreError;

// The stored games as a table that fetches itself a page at a time from the
// store's history query: filtering and sorting happen in SQL, so the rows
// shown are always the first rows of the whole answer, however few have been
// fetched. Reads the store; never changes it.
class HistoryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // RatingColumn: the mean of the game's players' ratings as they are now
    // (HistoryRow::meanRating). The mean rather than the winner's: a game is
    // all its players', an unfinished one has no winner yet, and sorting by it
    // brings up the strongest tables (or the friendliest) as a player thinks of them.
    enum Column { DateColumn, PlayerCountColumn, PlayersColumn, WinnerColumn, RoundsColumn, StateColumn,
                  StatisticsColumn, RatingColumn, ColumnCount };
    // ViolationsRole: how many violations of the rules the game's record holds.
    enum Role { GameIdRole = Qt::UserRole + 1, FinishedRole, ExcludedRole, ViolationsRole };

    static constexpr int PageSize = 100;

    explicit HistoryModel(QObject *parent = nullptr);

    // The store to read (not owned) and the games to show; nullptr empties
    // the model. Reads the first page again.
    void setStore(const GameStore *store, const HistoryFilter &filter = HistoryFilter());

    // What the model shows of a store, read in one go with read(): on
    // another thread than the model's too, while nothing else uses the store.
    struct Contents
    {
        HistoryPage page;
        QString error;             // why the page could not be read; empty when it was
        QStringList names;         // every saved player's
        std::set<qint64> disputed; // games the club's server holds two revisions of
    };
    // The first `query.limit` games of `query` (offset 0), with what they are shown with.
    static Contents read(const GameStore &store, const HistoryQuery &query);
    // The same as setStore(store) with a new model's query (HistoryQuery()),
    // with the contents already read from `store` with that query.
    void setStore(const GameStore *store, Contents contents);
    void setFilter(const HistoryFilter &filter);
    const HistoryFilter &filter() const { return m_query.filter; }
    HistoryColumn sortColumn() const { return m_query.sortColumn; }
    Qt::SortOrder sortOrder() const { return m_query.sortOrder; }
    // Reads the games again (after a change to the store), keeping at least as
    // many rows fetched as before so that a view keeps its place.
    void refresh();
    // Re-sends the headers and cells after a language change.
    void retranslate();

    // Games matching the filter, fetched or not.
    int totalCount() const { return m_total; }
    const HistoryRow &game(int row) const { return m_rows[static_cast<std::size_t>(row)]; }
    // The row of a fetched game, or -1.
    int rowOfGame(qint64 id) const;
    // The last failure of a read, empty when the last read worked.
    QString lastError() const { return m_error; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // Every kind of text `column` can show (any date, every saved player as
    // winner...), not only the fetched rows': what the column makes room for.
    QStringList possibleTexts(int column) const;
    // Whether a fetched game is excluded from the statistics (its row is in
    // italics), among all of them or the rows from `first` to `last`.
    bool hasExcluded() const;
    bool hasExcluded(int first, int last) const;

    static HistoryColumn sortKey(int column);
    static int columnOfSortKey(HistoryColumn key);

signals:
    // A read failed (the message is readable and translated).
    void readFailed(const QString &message);

private:
    void reload(int atLeast);
    void show(Contents contents);
    bool readPage(int offset, int limit, std::vector<HistoryRow> *rows);
    QString playersText(const HistoryRow &row) const;
    QString winnersText(const HistoryRow &row) const;
    static QString violationText(const QString &state);
    // What the replay of the game's record finds against the rules, in words:
    // replayed when its tooltip is first asked for, and kept until the games
    // are read again.
    const QStringList &violations(const HistoryRow &row) const;

    const GameStore *m_store = nullptr;
    HistoryQuery m_query;
    std::vector<HistoryRow> m_rows;
    int m_total = 0;
    QString m_error;
    // The saved players' names, read with each page: the winners that can appear.
    QStringList m_names;
    std::set<qint64> m_disputed; // games the club's server holds two revisions of
    mutable std::map<qint64, QStringList> m_violations;
};

} // namespace tornei
