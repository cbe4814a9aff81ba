#pragma once

#include "record.h"

#include <vector>

namespace tornei {

// One user action on a game's cards, stored as one transaction: first the
// last entries are taken back (`removeLast`, in the order they were entered,
// which must be the newest entries), then cards already entered are replaced
// (`replace`: all are applied, then each is checked by the engine, so two
// cards can trade places), then new entries are added in order (`append`,
// each checked by the engine as the next entry). All of it is stored, or
// nothing.
struct EntryEdit
{
    std::vector<Entry> removeLast;
    std::vector<Entry> replace;
    std::vector<Entry> append;

    bool isEmpty() const { return removeLast.empty() && replace.empty() && append.empty(); }

    // An edit of one kind alone.
    static EntryEdit appending(std::vector<Entry> entries) { return EntryEdit{{}, {}, std::move(entries)}; }
    static EntryEdit takingBack(std::vector<Entry> entries) { return EntryEdit{std::move(entries), {}, {}}; }
    static EntryEdit replacing(std::vector<Entry> entries) { return EntryEdit{{}, std::move(entries), {}}; }
};

} // namespace tornei
