#include "randomgame.h"

#include "replay.h"
#include "seatindex.h"

#include <algorithm>

namespace tornei {

namespace {

Card takeRandom(QRandomGenerator &rng, std::vector<Card> &hand, std::optional<Suit> suit = std::nullopt)
{
    std::vector<std::size_t> choices;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        if (!suit || hand[i].suit == *suit)
            choices.push_back(i);
    }
    const std::size_t pick = choices[rng.bounded(static_cast<quint32>(choices.size()))];
    const Card card = hand[pick];
    hand.erase(hand.begin() + static_cast<std::ptrdiff_t>(pick));
    return card;
}

} // namespace

Record RandomGame::play(QRandomGenerator &rng, int players)
{
    static const QString names[] = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"),
                                    QStringLiteral("Dai")};
    Record record;
    const int dummy = players == 3 ? static_cast<int>(rng.bounded(SeatCount)) : -1;
    for (int s = 0; s < SeatCount; ++s) {
        if (s != dummy)
            record.seats[at(s)] = names[s];
    }
    do {
        record.firstDealer = static_cast<int>(rng.bounded(SeatCount));
    } while (record.firstDealer == dummy);

    for (int r = 0; r < players; ++r) {
        std::vector<Card> deck;
        for (int i = 0; i < DeckSize; ++i)
            deck.push_back(Card::fromIndex(i));
        std::shuffle(deck.begin(), deck.end(), rng);
        std::array<std::vector<Card>, SeatCount> hands;
        int next = 0;
        for (int s = 0; s < SeatCount; ++s) {
            if (s == dummy)
                continue;
            hands[at(s)].assign(deck.begin() + next, deck.begin() + next + 14);
            next += 14;
        }
        record.rounds.emplace_back();
        if (dummy >= 0) {
            Round &round = record.rounds.back();
            round.dummyLayout.assign(deck.begin() + next, deck.begin() + next + DummyLayoutSize);
            round.hasDummyPredictions = true;
        }
        // 3 players: the 7 cards after the layout; 4 players deal the whole deck.
        std::vector<Card> dummyPile;
        if (dummy >= 0)
            dummyPile.assign(deck.begin() + next + DummyLayoutSize, deck.end());

        // The engine replays only this round: the earlier ones stand in as
        // empty rounds, which keep the dealer rotation and cost nothing.
        const auto replayRound = [&]() {
            Record view;
            view.seats = record.seats;
            view.firstDealer = record.firstDealer;
            view.rounds.resize(static_cast<std::size_t>(r));
            view.rounds.push_back(record.rounds.back());
            return Replay(view);
        };
        for (int t = 0; t < TricksPerRound; ++t) {
            // Ask the engine, once per trick, who leads and what the dummy's board holds.
            record.rounds.back().tricks.emplace_back();
            Trick &trick = record.rounds.back().tricks.back();
            const Replay replay = replayRound();
            const TrickResult &before = replay.round(r).tricks.back();
            const int leader = before.leader;
            const auto order = Replay::playOrder(leader);
            if (leader == dummy) {
                trick.jousts[at(leader)] = before.dummyBoard.play(std::nullopt)->card;
            } else {
                trick.jousts[at(leader)] = takeRandom(rng, hands[at(leader)]);
                trick.predictions[at(leader)] = takeRandom(rng, hands[at(leader)]);
            }
            const Suit led = trick.jousts[at(leader)]->suit;
            for (int i = 1; i < SeatCount; ++i) {
                const int s = order[at(i)];
                if (s != dummy)
                    trick.predictions[at(s)] = takeRandom(rng, hands[at(s)]);
            }
            for (int i = 1; i < SeatCount; ++i) {
                const int s = order[at(i)];
                if (s == dummy) {
                    trick.jousts[at(s)] = before.dummyBoard.play(led)->card;
                    continue;
                }
                std::vector<Card> &hand = hands[at(s)];
                const bool holdsLed = std::any_of(hand.begin(), hand.end(), [&](Card c) { return c.suit == led; });
                trick.jousts[at(s)] = takeRandom(rng, hand, holdsLed ? std::optional<Suit>(led) : std::nullopt);
            }
            if (dummy >= 0)
                record.rounds.back().dummyPredictions.push_back(dummyPile[at(t)]);
        }
    }
    return record;
}

Record RandomGame::playStopped(QRandomGenerator &rng, int players)
{
    const Record full = play(rng, players);
    const std::vector<Entry> entries = Replay(full).entries();
    auto keep = static_cast<std::size_t>(rng.bounded(static_cast<quint32>(entries.size() + 1)));
    // A record holds the dummy's layout whole: never stop inside it.
    while (keep > 0 && keep < entries.size() && entries[keep].slot.kind == EntryKind::DummyLayout
           && entries[keep - 1].slot.kind == EntryKind::DummyLayout)
        ++keep;
    Record stopped = full;
    stopped.rounds.clear();
    for (std::size_t i = 0; i < keep; ++i)
        stopped.place(entries[i].slot, entries[i].card);
    return stopped;
}

} // namespace tornei
