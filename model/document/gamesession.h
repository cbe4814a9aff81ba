#pragma once

#include "gamestore.h"
#include "record.h"
#include "replay.h"

#include <QObject>

#include <memory>
#include <vector>

namespace tornei {

// One game being entered: its record, the entries in the order they were
// made and the one replay derived from them that every view reads, kept
// equal to what the store holds. Every change is one edit that goes to the
// store in one transaction first and shows here only once it is stored;
// then changed() tells every view. Without a store (nullptr) the game lives
// in memory only. Knows nothing of widgets or undo; what an action edits is
// worked out by GameFlow.
class GameSession : public QObject
{
    Q_OBJECT

public:
    GameSession(GameStore *store, qint64 game, const Record &record, const std::vector<Entry> &entries,
                QObject *parent = nullptr);
    // Loads a stored game with its entries; nullptr (and the error) when it cannot.
    static std::unique_ptr<GameSession> load(GameStore *store, qint64 game, StoreError *error);
    // A game set up but not stored yet: the store gets it with its first
    // card, so a game left before any card leaves nothing behind.
    static std::unique_ptr<GameSession> unstored(GameStore *store, const Record &setup);

    GameStore *store() const { return m_store; }
    // 0 while an unstored game has no card yet.
    qint64 gameId() const { return m_game; }
    bool isStored() const { return m_game != 0; }
    const Record &record() const { return m_record; }
    const Replay &replay() const { return *m_replay; }
    // The same replay, for views that keep it until the next change.
    std::shared_ptr<const Replay> sharedReplay() const { return m_replay; }
    const std::vector<Entry> &entries() const { return m_entries; }

    // Counts the changes made since the session began, so that whatever
    // describes one state (a message) can tell when it no longer holds.
    int revision() const { return m_revision; }

    // Applies one edit (see GameRecords::applyEdit): all of it is stored and
    // shown, or nothing is and the session stays as it was.
    bool apply(const EntryEdit &edit, StoreError *error);
    // Reads the game from the store again, after another connection changed
    // the database: when the stored game differs from the session's, the
    // session takes it (a change, and changed()) and `differs` says so. False
    // (with the reason) when the game cannot be read; the session stays as it was.
    bool reload(bool *differs, StoreError *error);
    // Whether the session holds what `edit` leaves: its appended and
    // replaced cards in their slots, its removed slots empty.
    bool holds(const EntryEdit &edit) const;

signals:
    void changed();

private:
    void rebuild();

    GameStore *m_store = nullptr;
    qint64 m_game = 0;
    Record m_record;
    std::vector<Entry> m_entries;
    std::shared_ptr<const Replay> m_replay;
    int m_revision = 0;
};

} // namespace tornei
