#pragma once

#include "card.h"

#include <array>
#include <optional>
#include <vector>

namespace tornei {

// Why the dummy plays the card it plays: the step of its rule that chose it.
enum class DummyReason {
    LeadsStrongestSuit,  // it leads: the top card of its strongest remaining suit
    FollowsLedSuit,      // it holds the led suit: that pile's top card
    NoLedSuitStrongest,  // it lacks the led suit: the top card of its strongest remaining suit
};

struct DummyPlay
{
    Card card;
    DummyReason reason = DummyReason::LeadsStrongestSuit;

    bool operator==(const DummyPlay &) const = default;
};

// The dummy's face-up board: one pile per suit, the card dealt last on top.
// Knows the dummy's rule; knows nothing of seats, tricks or scores.
class DummyBoard
{
public:
    DummyBoard() = default;
    explicit DummyBoard(const std::vector<Card> &layout);

    // Bottom to top.
    const std::vector<Card> &pile(Suit suit) const { return m_piles[static_cast<std::size_t>(suit)]; }
    std::optional<Card> top(Suit suit) const;
    bool isEmpty() const;
    int size() const;

    // Takes a played card off the board; a card not on it removes nothing.
    void remove(Card card);

    // The card the rule gives when leading (no led suit) or following.
    std::optional<DummyPlay> play(std::optional<Suit> ledSuit) const;

private:
    std::array<std::vector<Card>, SuitCount> m_piles;
};

} // namespace tornei
