#include "record.h"

#include <QCoreApplication>

namespace tornei {

int Record::playerCount() const
{
    int n = 0;
    for (const auto &seat : seats)
        n += seat.has_value() ? 1 : 0;
    return n;
}

int Record::dummySeat() const
{
    for (int i = 0; i < SeatCount; ++i) {
        if (!seats[static_cast<std::size_t>(i)])
            return i;
    }
    return -1;
}

int Record::dealerAfter(int dealer) const
{
    int next = (dealer + 1) % SeatCount;
    if (!isPlayer(next))
        next = (next + 1) % SeatCount;
    return next;
}

Record Record::rematch() const
{
    Record next;
    next.seats = seats;
    next.firstDealer = dealerAfter(firstDealer);
    return next;
}

QString Record::seatName(int seat) const
{
    if (seat < 0 || seat >= SeatCount)
        return {};
    const auto &name = seats[static_cast<std::size_t>(seat)];
    return name ? *name : QCoreApplication::translate("tornei::Record", "Dummy");
}

CardSlot Record::cardAt(const Slot &slot) const
{
    if (slot.round < 0 || slot.round >= static_cast<int>(rounds.size()))
        return std::nullopt;
    const Round &round = rounds[static_cast<std::size_t>(slot.round)];
    const auto i = static_cast<std::size_t>(slot.index);
    const auto seat = static_cast<std::size_t>(slot.seat);
    switch (slot.kind) {
    case EntryKind::DummyLayout:
        return i < round.dummyLayout.size() ? CardSlot(round.dummyLayout[i]) : std::nullopt;
    case EntryKind::DummyPrediction:
        return i < round.dummyPredictions.size() ? CardSlot(round.dummyPredictions[i]) : std::nullopt;
    case EntryKind::Joust:
        return i < round.tricks.size() && seat < SeatCount ? round.tricks[i].jousts[seat] : std::nullopt;
    case EntryKind::Prediction:
        return i < round.tricks.size() && seat < SeatCount ? round.tricks[i].predictions[seat] : std::nullopt;
    }
    return std::nullopt;
}

bool Record::place(const Slot &slot, CardSlot card)
{
    // A slot outside any game's shape is refused here rather than trusted: a round of -1
    // would otherwise grow or empty the record.
    const bool dummyPile = slot.kind == EntryKind::DummyLayout || slot.kind == EntryKind::DummyPrediction;
    if (slot.round < 0 || slot.round >= SeatCount || slot.seat < 0 || slot.seat >= SeatCount || slot.index < 0
        || slot.index >= (dummyPile ? DummyLayoutSize : TricksPerRound))
        return false;
    const auto r = static_cast<std::size_t>(slot.round);
    const auto i = static_cast<std::size_t>(slot.index);
    const auto seat = static_cast<std::size_t>(slot.seat);
    if (card && rounds.size() <= r)
        rounds.resize(r + 1);
    if (r >= rounds.size())
        return true; // nothing there to clear
    Round &round = rounds[r];
    switch (slot.kind) {
    case EntryKind::DummyLayout:
    case EntryKind::DummyPrediction: {
        auto &cards = slot.kind == EntryKind::DummyLayout ? round.dummyLayout : round.dummyPredictions;
        if (card) {
            if (i > cards.size())
                return false; // the piles are filled in order
            if (i < cards.size())
                cards[i] = *card;
            else
                cards.push_back(*card);
            round.hasDummyPredictions = round.hasDummyPredictions || slot.kind == EntryKind::DummyPrediction;
        } else if (i + 1 == cards.size()) {
            cards.pop_back();
        }
        break;
    }
    case EntryKind::Joust:
    case EntryKind::Prediction: {
        if (card && round.tricks.size() <= i)
            round.tricks.resize(i + 1);
        if (i >= round.tricks.size())
            return true; // nothing there to clear
        Trick &trick = round.tricks[i];
        (slot.kind == EntryKind::Joust ? trick.jousts : trick.predictions)[seat] = card;
        const auto empty = [](const Trick &t) {
            for (int s = 0; s < SeatCount; ++s) {
                if (t.jousts[static_cast<std::size_t>(s)] || t.predictions[static_cast<std::size_t>(s)])
                    return false;
            }
            return t.extensions.empty();
        };
        while (!card && !round.tricks.empty() && empty(round.tricks.back()))
            round.tricks.pop_back();
        break;
    }
    }
    while (!card && !rounds.empty() && rounds.back().tricks.empty() && rounds.back().dummyLayout.empty()
           && rounds.back().dummyPredictions.empty() && rounds.back().extensions.empty())
        rounds.pop_back();
    return true;
}

} // namespace tornei
