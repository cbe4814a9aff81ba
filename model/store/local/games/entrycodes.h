#pragma once

// How the entries table stores a game's cards: one integer per entry, which
// is also the row's id. Internal to the store.

#include "record.h"
#include "seatindex.h"

#include <optional>

namespace tornei::storage {

// An entry as stored: one integer packing the slot and the card, so that a
// row of the entries table takes a few bytes. From the high bits down: kind
// (2 bits), round (2), index (3), seat (2), then the card (6, Card::index).
// The slot alone is code >> CardBits.
constexpr int CardBits = 6;

inline qint64 packSlot(const Slot &slot)
{
    return ((static_cast<qint64>(slot.kind) * SeatCount + slot.round) * 8 + slot.index) * SeatCount + slot.seat;
}

inline qint64 packEntry(const Entry &entry)
{
    return (packSlot(entry.slot) << CardBits) | entry.card.index();
}

// A row of the entries table is one integer, its rowid: the game, the
// entry's place in the order of entry (seq, from 1), and the entry itself.
// A game's rows are one range of rowids, in the order they were entered, so
// appending a card appends to the table (pages filled whole).
constexpr int SeqShift = 15;
constexpr int GameShift = 24;
constexpr qint64 EntryMask = (qint64(1) << SeqShift) - 1;
constexpr qint64 SeqMask = (qint64(1) << (GameShift - SeqShift)) - 1;

inline qint64 firstRow(qint64 game)
{
    return game << GameShift;
}

inline qint64 lastRow(qint64 game)
{
    return firstRow(game) | ((qint64(1) << GameShift) - 1);
}

inline qint64 packRow(qint64 game, qint64 seq, const Entry &entry)
{
    return firstRow(game) | (seq << SeqShift) | packEntry(entry);
}

// nullopt when the integer is not one packEntry() can give (a damaged row).
inline std::optional<Entry> unpackEntry(qint64 code)
{
    if (code < 0 || code >= (qint64(4 * SeatCount * 8 * SeatCount) << CardBits))
        return std::nullopt;
    const int card = static_cast<int>(code & ((1 << CardBits) - 1));
    qint64 slot = code >> CardBits;
    const int seat = static_cast<int>(slot % SeatCount);
    slot /= SeatCount;
    const int index = static_cast<int>(slot % 8);
    slot /= 8;
    const int round = static_cast<int>(slot % SeatCount);
    const int kind = static_cast<int>(slot / SeatCount);
    if (card >= DeckSize || index >= TricksPerRound)
        return std::nullopt;
    return Entry{Slot{static_cast<EntryKind>(kind), round, index, seat}, Card::fromIndex(card)};
}

} // namespace tornei::storage
