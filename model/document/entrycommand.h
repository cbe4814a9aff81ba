#pragma once

#include "gameflow.h"
#include "gamesession.h"

#include <QUndoCommand>

#include <functional>

class QUndoStack;

namespace tornei {

// One user action on the table as an undo step: entering a card (with the
// dummy's cards it made follow), a correction or a swap. redo() performs the
// action through the session, the first time too; undo() applies its
// inverse. Each is one transaction. A step the store refuses is made
// obsolete, so QUndoStack drops it and the stack never claims what the store
// does not hold. Knows nothing of widgets.
class EntryCommand : public QUndoCommand
{
public:
    using ErrorHandler = std::function<void(const StoreError &)>;
    // Describes the step in the current language; asked again on a language change.
    using TextFunction = std::function<QString()>;

    EntryCommand(GameSession *session, GameAction action, TextFunction text, ErrorHandler onError);

    void undo() override;
    void redo() override;
    void retranslate();
    const GameAction &action() const { return m_action; }

    // Undoes the last step of `stack`. When the store refuses, the step is
    // still stored: it is put back as the next step to undo (a step the game
    // already holds stores nothing when pushed), and the result is false.
    static bool undoLast(QUndoStack *stack);

private:
    GameSession *m_session;
    GameAction m_action;
    TextFunction m_text;
    ErrorHandler m_onError;
};

} // namespace tornei
