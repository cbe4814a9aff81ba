#include "entrycommand.h"

namespace tornei {

EntryCommand::EntryCommand(GameSession *session, std::vector<Entry> appended, TextFunction text, ErrorHandler onError)
    : m_session(session)
    , m_appended(std::move(appended))
    , m_text(std::move(text))
    , m_onError(std::move(onError))
{
    retranslate();
}

EntryCommand::EntryCommand(GameSession *session, std::vector<Change> changes, TextFunction text, ErrorHandler onError)
    : m_session(session)
    , m_changes(std::move(changes))
    , m_text(std::move(text))
    , m_onError(std::move(onError))
{
    retranslate();
}

void EntryCommand::retranslate()
{
    setText(m_text());
}

void EntryCommand::undo()
{
    StoreError error;
    // Each step checks the session first, so a step that failed once is simply retried.
    for (auto it = m_appended.rbegin(); it != m_appended.rend(); ++it) {
        if (!m_session->record().cardAt(it->slot))
            continue;
        if (!m_session->removeLast(*it, &error)) {
            if (m_onError)
                m_onError(error);
            return;
        }
    }
    for (auto it = m_changes.rbegin(); it != m_changes.rend(); ++it) {
        if (m_session->record().cardAt(it->slot) == CardSlot(it->before))
            continue;
        if (!m_session->replace(it->slot, it->before, &error)) {
            if (m_onError)
                m_onError(error);
            return;
        }
    }
    m_done = false;
}

void EntryCommand::redo()
{
    if (m_done)
        return;
    StoreError error;
    for (const Entry &entry : m_appended) {
        if (m_session->record().cardAt(entry.slot))
            continue;
        if (!m_session->append(entry, &error)) {
            if (m_onError)
                m_onError(error);
            return;
        }
    }
    for (const Change &change : m_changes) {
        if (m_session->record().cardAt(change.slot) == CardSlot(change.after))
            continue;
        if (!m_session->replace(change.slot, change.after, &error)) {
            if (m_onError)
                m_onError(error);
            return;
        }
    }
    m_done = true;
}

} // namespace tornei
