#pragma once

#include "gameflow.h"
#include "gamesession.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <set>

class QUndoStack;

namespace tornei {

// One game at the table: owns its session and its undo stack, and the state
// of entry around them — a card being corrected, a swap under way, the
// dummy's turned-up card armed, the finished rounds opened for changes, and
// an action the store could not save. Every action of the table is one call
// here, worked out by GameFlow and run as one EntryCommand (one
// transaction). What an action did or why it was refused is said with
// said(); changed() follows once the action is over, whoever changed the game
// (this window, or another window or program, which the document follows
// before anything is applied to a stale game). While an action is pending,
// every other change is refused with the reason, so no card is lost or lands
// elsewhere. Knows nothing of widgets.
class GameDocument : public QObject
{
    Q_OBJECT

public:
    explicit GameDocument(std::unique_ptr<GameSession> session, QObject *parent = nullptr);
    ~GameDocument() override;

    GameSession *session() const { return m_session.get(); }
    QUndoStack *undoStack() const { return m_undo; }

    // Where the next card goes: the card being corrected, the dummy's turned-up card when armed, or the next entry.
    std::optional<Slot> target() const;
    std::optional<Slot> correcting() const { return m_correcting; }
    bool isSwapping() const { return m_swapping; }
    bool isDummyArmed() const { return m_dummyArmed; }
    // A finished round is closed to changes until it is opened with unlockRound().
    bool isLocked(int round) const;
    bool hasPendingAction() const { return m_pending.has_value(); }
    // What waits for Retry or Discard, as a sentence.
    QString pendingNote() const;

    // A card for target(): an entry, a correction, or a swap when the card lies elsewhere in the round.
    void enterCard(Card card);
    // The dummy's cards a game was left waiting for.
    void playDummy();
    // Starts correcting an entered card; false (with the reason said) when it cannot be corrected now.
    // The dummy's joust card too: a card other than its rule's is recorded as a dummy misplay.
    bool startCorrection(const Slot &slot);
    void cancelCorrection();
    // While correcting: the next card clicked or picked trades places with the one corrected.
    void startSwap();
    void cancelSwap();
    void swapCards(const Slot &first, const Slot &second);
    // One step; a refused undo leaves the step to undo again.
    void undo();
    void redo();
    // Arms the next card as the dummy's turned-up prediction card, while its pile is open.
    void setDummyArmed(bool armed);
    void unlockRound(int round);
    void retryPending();
    void discardPending();
    // Asks at once whether another window or program changed the database,
    // as the store does on a timer, and follows it; true when the game was
    // reloaded, and `note` (what was not done because of it) is said with it.
    bool followOtherWriters(const QString &note = QString());
    // The undo steps' texts again, after a language change.
    void retranslate();

signals:
    // The game or the state of entry changed: said once an action is over.
    void changed();
    // What the table is told about the last action (empty: nothing to say).
    void said(const QString &message, bool isError);
    // An action finished this trick: it stays in sight until the table moves on.
    void trickFinished(int round, int trick);
    // The card at `slot` is the one in question (being corrected, or just changed): its trick belongs in sight.
    void slotInQuestion(const tornei::Slot &slot);
    // The database was found damaged while the game was read or written.
    void storeDamaged(const tornei::StoreError &error);

private:
    // Pushes one action; on success says what it did (`done`, then what follows from it; a violation
    // at `told` is said in `done` already). On a
    // store error the action is pending: `what` names it, `retry` does it again.
    bool perform(const GameAction &action, std::function<QString()> text,
                 const std::function<QString(const QString &)> &failure, const QString &what,
                 std::function<void()> retry, const QString &done, const std::optional<Slot> &told = std::nullopt);
    // What correcting the dummy's card to `card` records: a dummy misplay with its reason, or none.
    static QString dummyCorrection(const Replay &replay, const Slot &slot, Card card);
    // " The dummy's card … is taken back …" when the action takes back the dummy's last card, else empty.
    static QString strandedNote(const GameAction &action);
    void enterAt(const Slot &slot, Card card);
    void correct(const Slot &slot, Card card);
    // While an action is pending, refuses another one (`refused` names a card, or is empty) and says why.
    bool refusedWhilePending(const QString &refused);
    bool reloadGame(const QString &note = QString());
    // The stored entries as the undo history, as when the game is opened.
    void rebuildUndoHistory();
    void onSessionChanged();
    void onStoreError(const StoreError &error);
    void say(const QString &message, bool isError);
    void refuse(const QString &message) { say(message, true); }

    std::unique_ptr<GameSession> m_session;
    QUndoStack *m_undo = nullptr;
    std::optional<Slot> m_correcting;
    bool m_swapping = false;
    bool m_dummyArmed = false;
    std::set<int> m_unlockedRounds;
    bool m_acting = false; // inside an action: changed() waits for its end
    struct Pending
    {
        QString what;
        QString error; // why the store could not save it
        std::function<void()> retry;
    };
    std::optional<Pending> m_pending;
    std::optional<StoreError> m_storeError;
};

} // namespace tornei
