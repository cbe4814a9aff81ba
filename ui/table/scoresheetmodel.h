#pragma once

#include "replay.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>

namespace tornei {

class GameSession;

// The score sheet: one row per round of the game and a total row, one
// column per player, each cell the round's score with tricks won, correct
// predictions and the zero-trick bonus (by rank in the tooltip). Adapts a
// replay; changes nothing.
class ScoreSheetModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit ScoreSheetModel(QObject *parent = nullptr);

    // Follows the session's changes until another is given (nullptr: empty).
    void follow(const GameSession *session);
    void setReplay(std::shared_ptr<const Replay> replay);
    void clear();
    // Re-sends the headers and cells after a language change.
    void retranslate();
    // What the marks in a cell mean, for a line under the sheet.
    static QString legend();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The seat shown in a column.
    int seatOfColumn(int column) const;

private:
    // What a row shows, its height's measure first: compared to say only the rows that changed.
    QStringList rowTexts(int row) const;

    std::shared_ptr<const Replay> m_replay; // the session's own, shared
    std::vector<int> m_seats;
    int m_rounds = 0;
    QMetaObject::Connection m_following;
};

} // namespace tornei
