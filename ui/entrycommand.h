#pragma once

#include "gamesession.h"

#include <QUndoCommand>
#include <functional>
#include <vector>

namespace tornei {

// One user action on the table as an undo step: the cards it entered (with
// the dummy's card it caused) or the cards a correction replaced. The action
// is already stored when the command is pushed; undo and redo go through the
// session, so the store always holds what the table shows. Knows nothing of
// widgets.
class EntryCommand : public QUndoCommand
{
public:
    struct Change
    {
        Slot slot;
        Card before;
        Card after;
    };
    using ErrorHandler = std::function<void(const StoreError &)>;
    // Describes the step in the current language; asked again on a language change.
    using TextFunction = std::function<QString()>;

    // Entries already appended, in order.
    EntryCommand(GameSession *session, std::vector<Entry> appended, TextFunction text, ErrorHandler onError);
    // Replacements already made, in order.
    EntryCommand(GameSession *session, std::vector<Change> changes, TextFunction text, ErrorHandler onError);

    void undo() override;
    void redo() override;
    void retranslate();

private:
    GameSession *m_session;
    std::vector<Entry> m_appended;
    std::vector<Change> m_changes;
    TextFunction m_text;
    ErrorHandler m_onError;
    bool m_done = true; // the first redo() is the action itself, already made
};

} // namespace tornei
