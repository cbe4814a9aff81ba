#pragma once

#include <QAbstractListModel>
#include <QString>

#include <vector>

namespace tornei {

// The saved players as a list sorted for the reader's language (QCollator:
// SQLite compares bytes), each with their number of counted games; when
// checkable, which of them are chosen (for the charts). Adapts plain data;
// knows nothing of storage.
class PlayerListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    struct Player
    {
        qint64 id = 0;
        QString name;
        int games = 0; // counted games
    };
    enum Role { PlayerIdRole = Qt::UserRole + 1, GamesRole };

    explicit PlayerListModel(bool checkable, QObject *parent = nullptr);

    // Replaces the players, keeping the chosen ones that are still there.
    void setPlayers(std::vector<Player> players);
    const Player &player(int row) const { return m_players[static_cast<std::size_t>(row)]; }
    int rowOfPlayer(qint64 id) const;

    std::vector<qint64> chosen() const;
    void setChosen(const std::vector<qint64> &ids);
    // Re-sends the cells after a language change (and sorts again: the
    // collation is the language's).
    void retranslate();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

signals:
    void chosenChanged();

private:
    void sortPlayers();

    bool m_checkable = false;
    std::vector<Player> m_players;
    std::vector<bool> m_chosen;
};

} // namespace tornei
