#include "gamesession.h"

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
    const std::optional<Record> record = store->loadRecord(game, &e);
    if (!record) {
        if (error)
            *error = e;
        return nullptr;
    }
    std::vector<Entry> entries = store->entries(game, &e);
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

bool GameSession::append(const Entry &entry, StoreError *error)
{
    if (m_store && !m_store->appendEntry(m_game, entry, error))
        return false;
    m_record.place(entry.slot, entry.card);
    m_entries.push_back(entry);
    rebuild();
    return true;
}

bool GameSession::removeLast(const Entry &expected, StoreError *error)
{
    if (m_entries.empty() || !(m_entries.back() == expected)) {
        if (error)
            error->message = tr("The card to take back is no longer the last one entered.");
        return false;
    }
    if (m_store && !m_store->removeLastEntry(m_game, error))
        return false;
    m_entries.pop_back();
    m_record.place(expected.slot, std::nullopt);
    rebuild();
    return true;
}

bool GameSession::replace(const Slot &slot, Card card, StoreError *error)
{
    if (!m_record.cardAt(slot)) {
        if (error)
            error->message = tr("There is no card there to correct.");
        return false;
    }
    if (m_store && !m_store->replaceCard(m_game, slot, card, error))
        return false;
    m_record.place(slot, card);
    for (Entry &entry : m_entries) {
        if (entry.slot == slot)
            entry.card = card;
    }
    rebuild();
    return true;
}

void GameSession::rebuild()
{
    m_replay = std::make_unique<Replay>(m_record);
    emit changed();
}

} // namespace tornei
