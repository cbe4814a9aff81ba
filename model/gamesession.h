#pragma once

#include "gamestore.h"
#include "record.h"
#include "replay.h"

#include <QObject>

#include <memory>
#include <vector>

namespace tornei {

// One game being entered: its record, the entries in the order they were
// made and the replay derived from them, kept equal to what the store holds.
// Every change goes to the store first and shows here only once it is
// stored. Without a store (nullptr) the game lives in memory only. Knows
// nothing of widgets or undo.
class GameSession : public QObject
{
    Q_OBJECT

public:
    GameSession(GameStore *store, qint64 game, const Record &record, const std::vector<Entry> &entries,
                QObject *parent = nullptr);
    // Loads a stored game with its entries; nullptr (and the error) when it cannot.
    static std::unique_ptr<GameSession> load(GameStore *store, qint64 game, StoreError *error);

    GameStore *store() const { return m_store; }
    qint64 gameId() const { return m_game; }
    const Record &record() const { return m_record; }
    const Replay &replay() const { return *m_replay; }
    const std::vector<Entry> &entries() const { return m_entries; }

    bool append(const Entry &entry, StoreError *error);
    // Removes the entry made last; refused when it is not `expected`.
    bool removeLast(const Entry &expected, StoreError *error);
    // Replaces the card in an entered slot.
    bool replace(const Slot &slot, Card card, StoreError *error);

signals:
    void changed();

private:
    void rebuild();

    GameStore *m_store = nullptr;
    qint64 m_game = 0;
    Record m_record;
    std::vector<Entry> m_entries;
    std::unique_ptr<Replay> m_replay;
};

} // namespace tornei
