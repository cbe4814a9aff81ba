#include "dummyboard.h"

#include <algorithm>

namespace tornei {

DummyBoard::DummyBoard(const std::vector<Card> &layout)
{
    for (const Card &card : layout)
        m_piles[static_cast<std::size_t>(card.suit)].push_back(card);
}

std::optional<Card> DummyBoard::top(Suit suit) const
{
    const auto &p = pile(suit);
    if (p.empty())
        return std::nullopt;
    return p.back();
}

bool DummyBoard::isEmpty() const
{
    return size() == 0;
}

int DummyBoard::size() const
{
    int n = 0;
    for (const auto &p : m_piles)
        n += static_cast<int>(p.size());
    return n;
}

void DummyBoard::remove(Card card)
{
    auto &p = m_piles[static_cast<std::size_t>(card.suit)];
    // The topmost match: the dummy only ever takes cards from the top.
    const auto it = std::find(p.rbegin(), p.rend(), card);
    if (it != p.rend())
        p.erase(std::next(it).base());
}

std::optional<DummyPlay> DummyBoard::play(std::optional<Suit> ledSuit) const
{
    if (ledSuit) {
        if (const auto card = top(*ledSuit))
            return DummyPlay{*card, DummyReason::FollowsLedSuit};
    }
    for (int s = 0; s < SuitCount; ++s) {
        if (const auto card = top(static_cast<Suit>(s)))
            return DummyPlay{*card, ledSuit ? DummyReason::NoLedSuitStrongest : DummyReason::LeadsStrongestSuit};
    }
    return std::nullopt;
}

} // namespace tornei
