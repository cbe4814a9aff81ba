#include "entrycommand.h"

#include <QUndoStack>

#include <memory>

namespace tornei {

EntryCommand::EntryCommand(GameSession *session, GameAction action, TextFunction text, ErrorHandler onError)
    : m_session(session)
    , m_action(std::move(action))
    , m_text(std::move(text))
    , m_onError(std::move(onError))
{
    retranslate();
}

void EntryCommand::retranslate()
{
    setText(m_text());
}

void EntryCommand::redo()
{
    // A game reopened, or a step put back after a refused undo, already holds the action.
    if (m_session->holds(m_action.redo))
        return;
    StoreError error;
    if (!m_session->apply(m_action.redo, &error)) {
        setObsolete(true);
        if (m_onError)
            m_onError(error);
    }
}

void EntryCommand::undo()
{
    StoreError error;
    if (!m_session->apply(m_action.undo, &error)) {
        setObsolete(true);
        if (m_onError)
            m_onError(error);
    }
}

bool EntryCommand::undoLast(QUndoStack *stack)
{
    const int index = stack->index();
    if (index == 0)
        return true;
    const auto *command = dynamic_cast<const EntryCommand *>(stack->command(index - 1));
    if (!command) {
        stack->undo();
        return true;
    }
    // QUndoStack deletes a command that turns obsolete in undo(): keep a twin to put back.
    auto twin = std::make_unique<EntryCommand>(command->m_session, command->m_action, command->m_text,
                                               command->m_onError);
    GameSession *session = command->m_session;
    stack->undo();
    if (!session->holds(twin->m_action.redo))
        return true;
    stack->push(twin.release());
    return false;
}

} // namespace tornei
