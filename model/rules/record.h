#pragma once

#include "card.h"
#include "json.h"
#include "playername.h"

#include <QDateTime>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace tornei {

constexpr int SeatCount = 4;
constexpr int TricksPerRound = 7;
constexpr int DummyLayoutSize = 7;

// Keys beginning with "x-", kept in order and written back untouched.
using Extensions = std::vector<JsonValue::Member>;

// Where one card of a record goes.
enum class EntryKind {
    DummyLayout,     // index: position in the dummy's layout (dealt order)
    Joust,           // index: trick
    Prediction,      // index: trick
    DummyPrediction, // index: position in the dummy's prediction pile (turned up after trick index + 1)
};

struct Slot
{
    EntryKind kind = EntryKind::Joust;
    int round = 0;
    int index = 0;
    int seat = 0; // the dummy's seat for the dummy's own cards

    bool operator==(const Slot &) const = default;
};

struct Entry
{
    Slot slot;
    Card card;

    bool operator==(const Entry &) const = default;
};

struct Trick
{
    std::array<CardSlot, SeatCount> jousts;
    std::array<CardSlot, SeatCount> predictions;
    Extensions extensions;

    bool operator==(const Trick &) const = default;
};

struct Round
{
    std::vector<Trick> tricks;
    std::vector<Card> dummyLayout;      // 3 players: the dummy's face-up cards in dealt order
    std::vector<Card> dummyPredictions; // 3 players: the dummy's prediction cards turned up so far
    bool hasDummyPredictions = false;   // whether the key is present, for a lossless round trip
    Extensions extensions;

    bool operator==(const Round &) const = default;
};

// A game as entered at the table: the single source of truth from which the
// rules engine derives everything else. Plain data; it knows no rules beyond
// its own shape.
struct Record
{
    std::array<std::optional<QString>, SeatCount> seats; // nullopt: the dummy's seat
    int firstDealer = 0;
    // When the game was set up, as written: an RFC 3339 date-time with its
    // UTC offset (see RecordFormat::parseStarted). Part of the canonical record.
    std::optional<QString> started;
    // Left out of every statistic by the club (a practice or misplayed game).
    // Written only when true; not part of the game's identity (the store's
    // recordHash() leaves it out), so the same cards are the same game.
    bool excluded = false;
    std::vector<Round> rounds;
    Extensions extensions;

    int playerCount() const;
    // The dummy's seat, or -1 in a 4-player game.
    int dummySeat() const;
    bool hasDummy() const { return dummySeat() >= 0; }
    bool isPlayer(int seat) const { return seats[static_cast<std::size_t>(seat)].has_value(); }
    // Whether `slot` holds a joust card of the dummy's, which follows from its board and is never entered by hand.
    bool isDummyJoust(const Slot &slot) const { return slot.kind == EntryKind::Joust && !isPlayer(slot.seat); }
    QString seatName(int seat) const;
    // Who deals after `dealer`: the seat to the left, passing over the dummy's.
    int dealerAfter(int dealer) const;
    // The next game of the same table: the same seats (the dummy's too), its
    // first deal passing one dealer on from this game's first.
    Record rematch() const;

    // The card in a slot, if it is there.
    CardSlot cardAt(const Slot &slot) const;
    // Puts a card in a slot, adding the round or trick it needs. Clearing
    // the last card of a trailing trick or round removes that trick or round;
    // layout and dummy prediction cards can only be cleared from the end.
    // False, with the record unchanged, for a slot outside a game's shape
    // (negative or too large a round, index or seat; a pile filled out of order).
    bool place(const Slot &slot, CardSlot card);

    bool operator==(const Record &) const = default;
};

} // namespace tornei
