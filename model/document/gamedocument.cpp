#include "gamedocument.h"

#include "entrycommand.h"
#include "entrytext.h"
#include "language.h"
#include "seatindex.h"
#include "storeevents.h"

#include <QScopedValueRollback>
#include <QUndoStack>

namespace tornei {

namespace {

// The card a step changes in place (a correction or a swap), not an entry at the end: taking it
// back or doing it again shows that card's trick, as the correction itself did.
std::optional<Slot> replacedSlot(const QUndoCommand *command, bool undoing)
{
    const auto *entry = dynamic_cast<const EntryCommand *>(command);
    if (!entry)
        return std::nullopt;
    const EntryEdit &edit = undoing ? entry->action().undo : entry->action().redo;
    if (edit.replace.empty())
        return std::nullopt;
    return edit.replace.front().slot;
}

} // namespace

GameDocument::GameDocument(std::unique_ptr<GameSession> session, QObject *parent)
    : QObject(parent)
    , m_session(std::move(session))
    , m_undo(new QUndoStack(this))
{
    rebuildUndoHistory();
    connect(m_session.get(), &GameSession::changed, this, &GameDocument::onSessionChanged);
    if (m_session->store()) {
        // This document's own changes come through the session; another window's or program's are reloaded.
        connect(m_session->store()->events(), &StoreEvents::changedElsewhere, this, [this] {
            if (!m_acting)
                reloadGame();
        });
    }
}

GameDocument::~GameDocument()
{
    // The commands point at the session: let them go first.
    m_undo->clear();
}

std::optional<Slot> GameDocument::target() const
{
    if (m_correcting)
        return m_correcting;
    const Replay &replay = m_session->replay();
    if (m_dummyArmed) {
        if (const auto slot = replay.openDummyPrediction())
            return slot;
    }
    if (replay.next().gameOver)
        return std::nullopt;
    return replay.next().slot;
}

bool GameDocument::isLocked(int round) const
{
    const Replay &replay = m_session->replay();
    return round >= 0 && round < static_cast<int>(replay.rounds().size()) && replay.round(round).complete
           && !m_unlockedRounds.count(round);
}

QString GameDocument::pendingNote() const
{
    if (!m_pending)
        return {};
    //: %1 is what is not saved, e.g. "W5" or "the correction to W5".
    return tr("%1 is not saved yet: press Retry to save it now, or Discard to drop it.").arg(m_pending->what);
}

void GameDocument::say(const QString &message, bool isError)
{
    emit said(message, isError);
    if (!m_acting)
        emit changed();
}

void GameDocument::rebuildUndoHistory()
{
    m_undo->clear();
    // The stored entries become the undo history again, so a reopened game can still take cards
    // back. The game holds them already, so pushing stores nothing.
    const QSignalBlocker blocker(m_undo);
    for (const std::vector<Entry> &step : GameFlow::undoSteps(m_session->record(), m_session->entries())) {
        GameAction action;
        action.redo.append = step;
        action.undo.removeLast = step;
        m_undo->push(new EntryCommand(
            m_session.get(), action, [this, step] { return EntryText::entered(m_session->record(), step); },
            [this](const StoreError &e) { onStoreError(e); }));
    }
}

bool GameDocument::followOtherWriters(const QString &note)
{
    if (!m_session->store())
        return false;
    bool changedElsewhere = false;
    {
        // The reload is this call's, which says what was not done; the signal's own waits.
        const QScopedValueRollback acting(m_acting, true);
        changedElsewhere = m_session->store()->events()->checkElsewhere();
    }
    return changedElsewhere && reloadGame(note);
}

bool GameDocument::reloadGame(const QString &note)
{
    bool differs = false;
    StoreError error;
    if (!m_session->reload(&differs, &error)) {
        // Perhaps deleted or damaged elsewhere: nothing is applied to a game that cannot be read.
        //: %1 is the storage error.
        refuse(tr("This game could not be read again after a change by another window or program: %1")
                   .arg(error.message));
        return true;
    }
    if (!differs)
        return false;
    // The steps on the stack were worked out against the game as it was: only the stored entries stay valid.
    rebuildUndoHistory();
    QStringList parts;
    parts << tr("This game was changed in another window; it has been reloaded.");
    if (!note.isEmpty())
        parts << note;
    if (m_pending)
        parts << pendingNote();
    say(Language::joinSentences(parts), true);
    return true;
}

bool GameDocument::refusedWhilePending(const QString &refused)
{
    if (!m_pending)
        return false;
    if (refused.isEmpty()) {
        //: %1 is what is not saved, e.g. "W5" or "the correction to W5"; %2 the storage error.
        refuse(tr("Not done: %1 is not saved yet (%2). Press Retry to save it, or Discard to drop it.")
                   .arg(m_pending->what, m_pending->error));
    } else {
        //: %1 is the card just typed or picked; %2 what is not saved, e.g. "W5" or "the correction to W5"; %3 the
        //: storage error.
        refuse(tr("%1 was not entered: %2 is not saved yet (%3). Press Retry to save %2, or Discard to drop it.")
                   .arg(refused, m_pending->what, m_pending->error));
    }
    return true;
}

void GameDocument::retryPending()
{
    if (!m_pending)
        return;
    // A game changed elsewhere is shown first; the user then decides whether what is pending still belongs.
    if (followOtherWriters())
        return;
    const Pending pending = *m_pending;
    m_pending.reset();
    pending.retry(); // pending again if the store still cannot save it
}

void GameDocument::discardPending()
{
    if (!m_pending)
        return;
    const QString what = m_pending->what;
    m_pending.reset();
    //: %1 is what was dropped, e.g. "W5" or "the correction to W5".
    say(tr("%1 was dropped: nothing of it was saved.").arg(what), false);
}

void GameDocument::onSessionChanged()
{
    // Whatever changed the game, entry goes on where it stands now; the action that made the
    // change says what it did once it returns.
    m_correcting.reset();
    m_swapping = false;
    m_dummyArmed = false;
    if (!m_acting)
        emit changed();
}

void GameDocument::onStoreError(const StoreError &error)
{
    m_storeError = error;
    // A damaged game is not retried: whoever shows the document says it as at open.
    if (GameStore::isDamage(error))
        emit storeDamaged(error);
}

bool GameDocument::perform(const GameAction &action, std::function<QString()> text,
                           const std::function<QString(const QString &)> &failure, const QString &what,
                           std::function<void()> retry, const QString &done, const std::optional<Slot> &told)
{
    // Worked out against the game as this document knows it: never applied to a stale copy.
    const bool entering = !action.redo.append.empty() && action.redo.replace.empty();
    //: %1 is a card, e.g. "W5", or "the dummy's card W5".
    const QString notDone = entering ? tr("%1 was not entered: enter it again if it still belongs here.").arg(what)
                                     //: %1 is e.g. "the correction to W5" or "the swap".
                                     : tr("Not done: %1. Do it again if it still applies.").arg(what);
    if (followOtherWriters(notDone))
        return false;
    const std::shared_ptr<const Replay> before = m_session->sharedReplay();
    m_storeError.reset();
    const QScopedValueRollback acting(m_acting, true);
    m_undo->push(new EntryCommand(m_session.get(), action, std::move(text),
                                  [this](const StoreError &e) { onStoreError(e); }));
    if (m_storeError) {
        // Nothing of the action is stored, and the command is gone from the stack. Another
        // writer may have changed the game just before: then it is shown as it is now.
        m_acting = false;
        if (followOtherWriters(notDone))
            return false;
        // Said inside a sentence of ours: without its own closing full stop.
        const QString reason = m_storeError->clause();
        m_pending = Pending{what, reason, std::move(retry)};
        say(failure(reason), true);
        return false;
    }
    const Replay &after = m_session->replay();
    QStringList parts;
    if (!done.isEmpty())
        parts << done;

    // A trick the action finished stays in sight until the table moves on, even when the
    // dummy has already led the next one or the round is over.
    if (!action.redo.append.empty()) {
        const Slot &slot = action.redo.append.front().slot;
        if ((slot.kind == EntryKind::Joust || slot.kind == EntryKind::Prediction)
            && slot.round < static_cast<int>(after.rounds().size())
            && slot.index < static_cast<int>(after.round(slot.round).tricks.size())
            && after.round(slot.round).tricks[at(slot.index)].complete) {
            emit trickFinished(slot.round, slot.index);
            const TrickResult &finished = after.round(slot.round).tricks[at(slot.index)];
            for (const DummyChange &play : action.dummy) {
                if (play.slot.round != slot.round || play.slot.index <= slot.index)
                    continue;
                const TrickResult &led = after.round(play.slot.round).tricks[at(play.slot.index)];
                if (led.dummyPlay) {
                    //: %1 is a trick number; %2 explains the dummy's lead of the next trick.
                    parts << tr("The dummy won trick %1. %2")
                                 .arg(slot.index + 1)
                                 .arg(Replay::explainDummy(*led.dummyPlay, led.ledSuit));
                }
                break;
            }
            if (finished.winner >= 0 && parts.isEmpty() && slot.index == TricksPerRound - 1) {
                // Said as the button beside it reads: at the game's end there is no next card to go on to.
                if (after.next().gameOver)
                    parts << tr("%1 won the last trick of the game. Press \"Round summary\" (Ctrl+R) for the last "
                                "round's scores, and again for the final scores.")
                                 .arg(after.record().seatName(finished.winner));
                else
                    parts << tr("%1 won the last trick. Press \"Round summary\" (Ctrl+R) for the scores, or go on.")
                                 .arg(after.record().seatName(finished.winner));
            }
        }
    }

    // A revoke the entry proves, or a dummy's card the rules now contradict, is said where the table looks.
    const std::vector<Violation> faults = GameFlow::newFaults(*before, after);
    for (const Violation &v : faults) {
        if (told && v.code == Violation::Code::DummyMisplay && v.round == told->round && v.trick == told->index + 1)
            continue; // `done` said it, with its reason
        parts << QStringLiteral("⚠ ") + after.describeInGame(v);
    }
    emit said(parts.join(QLatin1Char('\n')), !faults.empty());
    return true;
}

void GameDocument::enterCard(Card card)
{
    if (refusedWhilePending(cardLabel(card)))
        return;
    if (m_correcting) {
        correct(*m_correcting, card);
        return;
    }
    const std::optional<Slot> slot = target();
    if (!slot) {
        refuse(tr("The game is over: every round has been played."));
        return;
    }
    enterAt(*slot, card);
}

void GameDocument::enterAt(const Slot &slot, Card card)
{
    QString why;
    const std::optional<GameAction> action = GameFlow::enter(m_session->replay(), slot, card, &why);
    if (!action) {
        //: %1 is the card refused, %2 the reason.
        refuse(tr("%1 refused: %2").arg(cardLabel(card), why));
        return;
    }
    const std::vector<Entry> entries = action->redo.append;
    const bool dummysTurn = m_session->record().isDummyJoust(entries.front().slot);
    const Card first = entries.front().card;
    const auto failure = [first, dummysTurn](const QString &error) {
        if (dummysTurn)
            return tr("The dummy's card %1 is not saved yet: %2. Press Retry.").arg(cardLabel(first), error);
        //: %1 is the card, %2 the storage error.
        return tr("%1 is not saved yet: %2. Nothing was lost; press Retry to save it, or Discard to drop it.")
            .arg(cardLabel(first), error);
    };
    //: What is not saved yet, e.g. "the dummy's card W5".
    const QString what = dummysTurn ? tr("the dummy's card %1").arg(cardLabel(first)) : cardLabel(first);
    // Retry enters the same card in the same place, whatever the table asks for by then.
    perform(*action, [this, entries] { return EntryText::entered(m_session->record(), entries); }, failure, what,
            [this, slot, card] { enterAt(slot, card); }, QString());
    emit changed();
}

void GameDocument::playDummy()
{
    if (refusedWhilePending(QString()))
        return;
    const std::optional<GameAction> action = GameFlow::playDummy(m_session->replay());
    if (!action)
        return;
    const std::vector<Entry> entries = action->redo.append;
    const Card first = entries.front().card;
    perform(
        *action, [this, entries] { return EntryText::entered(m_session->record(), entries); },
        [first](const QString &error) {
            return tr("The dummy's card %1 is not saved yet: %2. Press Retry.").arg(cardLabel(first), error);
        },
        tr("the dummy's card %1").arg(cardLabel(first)), [this] { playDummy(); }, QString());
    emit changed();
}

void GameDocument::undo()
{
    if (!m_undo->canUndo() || refusedWhilePending(QString()))
        return;
    if (followOtherWriters(tr("Undo was not done: undo again if it still applies.")))
        return;
    m_storeError.reset();
    const std::optional<Slot> replaced = replacedSlot(m_undo->command(m_undo->index() - 1), true);
    bool undone = false;
    {
        const QScopedValueRollback acting(m_acting, true);
        undone = EntryCommand::undoLast(m_undo);
    }
    if (!undone && m_storeError) {
        refuse(tr("Could not undo: %1. The game is unchanged; Undo again once the problem is solved.")
                   .arg(m_storeError->clause()));
        return;
    }
    if (replaced)
        emit slotInQuestion(*replaced);
    emit changed();
}

void GameDocument::redo()
{
    if (!m_undo->canRedo() || refusedWhilePending(QString()))
        return;
    if (followOtherWriters())
        return; // the stack was rebuilt from the stored entries: there is nothing to redo
    m_storeError.reset();
    const std::optional<Slot> replaced = replacedSlot(m_undo->command(m_undo->index()), false);
    {
        const QScopedValueRollback acting(m_acting, true);
        m_undo->redo();
    }
    if (m_storeError) {
        refuse(tr("Could not redo: %1. The game is unchanged.").arg(m_storeError->clause()));
        return;
    }
    if (replaced)
        emit slotInQuestion(*replaced);
    emit changed();
}

bool GameDocument::startCorrection(const Slot &slot)
{
    if (refusedWhilePending(QString()))
        return false;
    const Record &record = m_session->record();
    if (!record.cardAt(slot))
        return false;
    if (isLocked(slot.round)) {
        emit slotInQuestion(slot);
        refuse(tr("Round %1 is finished. Press \"Edit round\" to change its cards.").arg(slot.round + 1));
        return false;
    }
    m_correcting = slot;
    m_swapping = false;
    m_dummyArmed = false;
    emit slotInQuestion(slot);
    say(QString(), false);
    return true;
}

void GameDocument::cancelCorrection()
{
    m_correcting.reset();
    m_swapping = false;
    say(QString(), false);
}

void GameDocument::startSwap()
{
    if (!m_correcting)
        return;
    m_swapping = true;
    say(QString(), false);
}

void GameDocument::cancelSwap()
{
    m_swapping = false;
    // Back to the correction it came from, which the prompt names: a refusal of the swap is past.
    say(QString(), false);
    emit changed();
}

void GameDocument::correct(const Slot &slot, Card card)
{
    const Replay &replay = m_session->replay();
    const CardSlot before = replay.record().cardAt(slot);
    if (!before)
        return;
    if (*before == card) {
        cancelCorrection();
        return;
    }
    // A card already in another place of the round: the slip is two cards entered the wrong way round.
    // The dummy's card is never swapped: the one the table played comes off its board.
    const bool dummys = replay.record().isDummyJoust(slot);
    const std::optional<Slot> other = dummys ? std::nullopt : GameFlow::swapPartner(replay, slot, card);
    if (other) {
        swapCards(slot, *other);
        return;
    }
    QString why;
    std::optional<GameAction> action = GameFlow::correct(replay, slot, card, &why);
    if (!action) {
        refuse(tr("%1 refused: %2").arg(cardLabel(card), why));
        return;
    }
    GameFlow::settleDummyTurn(replay.record(), m_session->entries(), *action);
    const QString dummyNotes = EntryText::dummyChanges(action->dummy);
    QString done = dummyNotes.isEmpty()
                       ? tr("Corrected: %1.").arg(EntryText::entry(replay.record(), Entry{slot, card}))
                       : tr("Corrected. Because of it, %1.").arg(dummyNotes);
    std::optional<Slot> told;
    if (dummys) {
        done = dummyCorrection(replay, slot, card);
        if (!dummyNotes.isEmpty())
            done = Language::joinSentences({done, tr("Because of it, %1.").arg(dummyNotes)});
        told = slot;
    }
    if (const QString stranded = strandedNote(*action); !stranded.isEmpty())
        done = Language::joinSentences({done, stranded});
    const Card was = *before;
    if (perform(
            *action, [this, slot, card, was] { return EntryText::corrected(m_session->record(), slot, card, was); },
            [](const QString &error) {
                return tr("The correction is not saved: %1. Nothing was changed; press Retry to save it, or Discard to "
                          "drop it.")
                    .arg(error);
            },
            //: What is not saved yet; %1 is the new card.
            tr("the correction to %1").arg(cardLabel(card)),
            [this, slot, card, was] {
                if (m_session->record().cardAt(slot) == CardSlot(was))
                    correct(slot, card);
                else
                    refuse(tr("The correction was dropped: that card has changed since."));
            },
            done, told)) {
        emit slotInQuestion(slot);
    }
    emit changed();
}

QString GameDocument::strandedNote(const GameAction &action)
{
    if (action.redo.removeLast.empty())
        return {};
    const Entry &taken = action.redo.removeLast.front();
    //: %1 is a card, %2 a trick number.
    return tr("The dummy's card %1 in trick %2 is taken back: it plays once the new leader has led.")
        .arg(cardLabel(taken.card))
        .arg(taken.slot.index + 1);
}

QString GameDocument::dummyCorrection(const Replay &replay, const Slot &slot, Card card)
{
    // The rule's card does not depend on the dummy's own card in the trick: the replay before tells it.
    const TrickResult &trick = replay.round(slot.round).tricks[at(slot.index)];
    if (!trick.dummyPlay) {
        //: %1 is a card, %2 a trick number.
        return tr("The dummy played %1 in trick %2.").arg(cardLabel(card)).arg(slot.index + 1);
    }
    const DummyPlay &rule = *trick.dummyPlay;
    if (rule.card == card) {
        //: %1 is a trick number, %2 the card the dummy's rule gives.
        return tr("The dummy's card in trick %1 is %2 again, as its rule gives: no dummy misplay.")
            .arg(slot.index + 1)
            .arg(cardLabel(card));
    }
    // The rule's reason is in the dummy's note of the trick, which the table shows with this.
    //: %1 is the card really played, %2 the card the dummy's rule gives, %3 a trick number.
    return tr("⚠ The dummy played %1 instead of %2 in trick %3 — recorded as a dummy misplay.")
        .arg(cardLabel(card), cardLabel(rule.card), QString::number(slot.index + 1));
}

void GameDocument::swapCards(const Slot &first, const Slot &second)
{
    if (refusedWhilePending(QString()))
        return;
    const Replay &replay = m_session->replay();
    const Record &record = replay.record();
    QString why;
    std::optional<GameAction> action = GameFlow::swap(replay, first, second, &why);
    if (!action) {
        //: %1 is the reason two cards cannot change places.
        refuse(tr("No swap: %1").arg(why));
        return;
    }
    GameFlow::settleDummyTurn(record, m_session->entries(), *action);
    const Entry a{first, *record.cardAt(first)};
    const Entry b{second, *record.cardAt(second)};
    //: %1 and %2 describe the two cards in their new places, e.g. "Ben's joust card W12".
    QString done = tr("Swapped: now %1 and %2.")
                       .arg(EntryText::entry(record, Entry{first, b.card}), EntryText::entry(record, Entry{second, a.card}));
    const QString dummyNotes = EntryText::dummyChanges(action->dummy);
    if (!dummyNotes.isEmpty())
        done = Language::joinSentences({done, tr("Because of it, %1.").arg(dummyNotes)});
    if (const QString stranded = strandedNote(*action); !stranded.isEmpty())
        done = Language::joinSentences({done, stranded});
    if (perform(
            *action, [this, a, b] { return EntryText::swapped(m_session->record(), a, b); },
            [](const QString &error) {
                return tr("The swap is not saved: %1. Nothing was changed; press Retry to save it, or Discard to drop "
                          "it.")
                    .arg(error);
            },
            tr("the swap"),
            [this, a, b] {
                const Record &now = m_session->record();
                if (now.cardAt(a.slot) == CardSlot(a.card) && now.cardAt(b.slot) == CardSlot(b.card))
                    swapCards(a.slot, b.slot);
                else
                    refuse(tr("The swap was dropped: those cards have changed since."));
            },
            done)) {
        emit slotInQuestion(first);
    }
    emit changed();
}

void GameDocument::setDummyArmed(bool armed)
{
    if (armed && refusedWhilePending(QString()))
        return;
    m_dummyArmed = armed && m_session->replay().openDummyPrediction().has_value();
    if (m_dummyArmed) {
        m_correcting.reset();
        m_swapping = false;
    }
    emit changed();
}

void GameDocument::unlockRound(int round)
{
    m_unlockedRounds.insert(round);
    say(tr("Round %1 can be changed now: click a card on the table to correct it.").arg(round + 1), false);
}

void GameDocument::retranslate()
{
    for (int i = 0; i < m_undo->count(); ++i) {
        // Every command on this stack is an EntryCommand.
        static_cast<EntryCommand *>(const_cast<QUndoCommand *>(m_undo->command(i)))->retranslate();
    }
}

} // namespace tornei
