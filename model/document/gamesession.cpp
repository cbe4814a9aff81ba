#include "gamesession.h"

#include <algorithm>

namespace tornei {

GameSession::GameSession(GameStore *store, qint64 game, const Record &record, const std::vector<Entry> &entries,
                         QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_game(game)
    , m_record(record)
    , m_entries(entries)
{
    rebuild();
}

std::unique_ptr<GameSession> GameSession::load(GameStore *store, qint64 game, StoreError *error)
{
    StoreError e;
    const std::optional<Record> record = store->records().load(game, &e);
    if (!record) {
        if (error)
            *error = e;
        return nullptr;
    }
    std::vector<Entry> entries = store->records().entries(game, &e);
    if (e.isError()) {
        if (error)
            *error = e;
        return nullptr;
    }
    // A store that could not tell the order still holds the cards: take the engine's order.
    if (entries.empty())
        entries = Replay(*record).entries();
    return std::make_unique<GameSession>(store, game, *record, entries);
}

std::unique_ptr<GameSession> GameSession::unstored(GameStore *store, const Record &setup)
{
    return std::make_unique<GameSession>(store, 0, setup, std::vector<Entry>());
}

bool GameSession::apply(const EntryEdit &edit, StoreError *error)
{
    const std::size_t removed = edit.removeLast.size();
    if (removed > m_entries.size()
        || !std::equal(edit.removeLast.begin(), edit.removeLast.end(), m_entries.end() - static_cast<std::ptrdiff_t>(removed))) {
        if (error)
            error->message = tr("The cards to take back are no longer the last ones entered.");
        return false;
    }
    if (m_store && m_game == 0) {
        // The first card: the game and the card are stored together, or neither is.
        const std::optional<qint64> created = m_store->records().create(m_record, error);
        if (!created)
            return false;
        if (!m_store->records().applyEdit(*created, edit, error)) {
            m_store->games().remove({*created});
            return false;
        }
        m_game = *created;
    } else if (m_store && !m_store->records().applyEdit(m_game, edit, error)) {
        return false;
    }
    for (auto entry = edit.removeLast.rbegin(); entry != edit.removeLast.rend(); ++entry) {
        m_record.place(entry->slot, std::nullopt);
        m_entries.pop_back();
    }
    for (const Entry &change : edit.replace) {
        m_record.place(change.slot, change.card);
        for (Entry &entry : m_entries) {
            if (entry.slot == change.slot)
                entry.card = change.card;
        }
    }
    for (const Entry &entry : edit.append) {
        m_record.place(entry.slot, entry.card);
        m_entries.push_back(entry);
    }
    ++m_revision;
    rebuild();
    return true;
}

bool GameSession::reload(bool *differs, StoreError *error)
{
    if (differs)
        *differs = false;
    if (!m_store || m_game == 0)
        return true;
    StoreError e;
    std::unique_ptr<GameSession> stored = load(m_store, m_game, &e);
    if (!stored) {
        if (error)
            *error = e;
        return false;
    }
    if (stored->m_record == m_record && stored->m_entries == m_entries)
        return true;
    m_record = stored->m_record;
    m_entries = stored->m_entries;
    ++m_revision;
    rebuild();
    if (differs)
        *differs = true;
    return true;
}

bool GameSession::holds(const EntryEdit &edit) const
{
    const auto placed = [this](const Entry &e) { return m_record.cardAt(e.slot) == CardSlot(e.card); };
    const auto empty = [this](const Entry &e) { return !m_record.cardAt(e.slot).has_value(); };
    return std::all_of(edit.append.begin(), edit.append.end(), placed)
           && std::all_of(edit.replace.begin(), edit.replace.end(), placed)
           && std::all_of(edit.removeLast.begin(), edit.removeLast.end(), empty);
}

void GameSession::rebuild()
{
    m_replay = std::make_shared<const Replay>(m_record);
    emit changed();
}

} // namespace tornei
