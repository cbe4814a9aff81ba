#include "replay.h"
#include "seatindex.h"

#include <algorithm>
#include <map>

namespace tornei {

QString Violation::codeName(Code code)
{
    switch (code) {
    case Code::DuplicateCard:
        return QStringLiteral("duplicate-card");
    case Code::Revoke:
        return QStringLiteral("revoke");
    case Code::DummyMisplay:
        return QStringLiteral("dummy-misplay");
    }
    return {};
}

Replay::Replay(const Record &record)
    : m_record(record)
{
    for (int r = 0; r < static_cast<int>(m_record.rounds.size()); ++r)
        replayRound(r);

    const int players = m_record.playerCount();
    bool allComplete = true;
    for (const RoundResult &round : m_rounds) {
        allComplete = allComplete && round.complete;
        for (int s = 0; s < SeatCount; ++s)
            m_totals[at(s)] += round.scores[at(s)];
    }
    m_complete = players > 0 && static_cast<int>(m_rounds.size()) == players && allComplete;

    int best = -1;
    for (int s = 0; s < SeatCount; ++s) {
        if (m_record.isPlayer(s))
            best = std::max(best, m_totals[at(s)]);
    }
    for (int s = 0; s < SeatCount; ++s) {
        if (m_record.isPlayer(s) && m_totals[at(s)] == best)
            m_winners.push_back(s);
    }
    computeNext();
}

int Replay::dealerOf(int round) const
{
    int dealer = m_record.firstDealer;
    for (int r = 0; r < round; ++r)
        dealer = m_record.dealerAfter(dealer);
    return dealer;
}

std::vector<Standing> Replay::standings() const
{
    return standings(m_record, m_totals);
}

std::vector<Standing> Replay::standings(const Record &record, const SeatArray &totals)
{
    std::vector<Standing> result;
    for (int s = 0; s < SeatCount; ++s) {
        if (!record.isPlayer(s))
            continue;
        Standing standing;
        standing.seat = s;
        standing.name = record.seatName(s);
        standing.total = totals[at(s)];
        result.push_back(standing);
    }
    // Seat order among equal totals, so a shared place reads the same everywhere.
    std::stable_sort(result.begin(), result.end(), [](const Standing &a, const Standing &b) { return a.total > b.total; });
    for (std::size_t i = 0; i < result.size(); ++i) {
        Standing &standing = result[i];
        standing.place = i > 0 && standing.total == result[i - 1].total ? result[i - 1].place : static_cast<int>(i) + 1;
        standing.winner = standing.total == result.front().total;
        standing.shared = std::count_if(result.begin(), result.end(),
                                        [&](const Standing &o) { return o.total == standing.total; }) > 1;
    }
    return result;
}

std::array<int, SeatCount> Replay::playOrder(int leader)
{
    std::array<int, SeatCount> order{};
    for (int i = 0; i < SeatCount; ++i)
        order[at(i)] = (leader + i) % SeatCount;
    return order;
}

void Replay::replayRound(int r)
{
    const Round &round = m_record.rounds[at(r)];
    const int dummy = m_record.dummySeat();
    RoundResult result;
    result.dealer = dealerOf(r);
    result.firstLeader = (result.dealer + 1) % SeatCount;
    result.layoutComplete = dummy < 0 || round.dummyLayout.size() >= DummyLayoutSize;
    DummyBoard board(round.dummyLayout);

    int leader = result.firstLeader;
    for (int t = 0; t < static_cast<int>(round.tricks.size()); ++t) {
        const Trick &trick = round.tricks[at(t)];
        TrickResult tr;
        tr.leader = leader;
        tr.dummyBoard = board;
        if (const CardSlot lead = trick.jousts[at(leader)])
            tr.ledSuit = lead->suit;

        if (dummy >= 0) {
            if (leader == dummy)
                tr.dummyPlay = board.play(std::nullopt);
            else if (tr.ledSuit)
                tr.dummyPlay = board.play(tr.ledSuit);
            if (const CardSlot played = trick.jousts[at(dummy)]) {
                if (tr.dummyPlay && tr.dummyPlay->card != *played) {
                    Violation v;
                    v.code = Violation::Code::DummyMisplay;
                    v.round = r;
                    v.trick = t + 1;
                    v.seat = dummy;
                    v.card = tr.dummyPlay->card;
                    v.played = *played;
                    v.reason = tr.dummyPlay->reason;
                    if (tr.ledSuit && leader != dummy)
                        v.ledSuit = *tr.ledSuit;
                    m_violations.push_back(v);
                }
                board.remove(*played);
            }
        }

        tr.complete = true;
        for (int s = 0; s < SeatCount; ++s) {
            if (!trick.jousts[at(s)] || (m_record.isPlayer(s) && !trick.predictions[at(s)]))
                tr.complete = false;
        }
        if (tr.complete) {
            // Strongest first; of two equal cards (a duplicate) the one played earlier ranks higher.
            std::array<int, SeatCount> order = playOrder(leader);
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                return trick.jousts[at(a)]->strength() > trick.jousts[at(b)]->strength();
            });
            for (int i = 0; i < SeatCount; ++i)
                tr.rank[at(order[at(i)])] = i + 1;
            tr.winner = order[0];
            ++result.tricksWon[at(tr.winner)];
            for (int s = 0; s < SeatCount; ++s) {
                if (!m_record.isPlayer(s))
                    continue;
                const int rank = tr.rank[at(s)];
                if (trick.predictions[at(s)]->predictedRank() == rank) {
                    tr.correct[at(s)] = true;
                    ++result.correctByRank[at(s)][at(rank - 1)];
                    result.scores[at(s)] += predictionPoints(rank);
                }
            }
            ++result.completeTricks;
            leader = tr.winner;
        }
        result.tricks.push_back(tr);
    }
    result.dummyBoard = board;
    result.complete = result.completeTricks == TricksPerRound;
    for (int s = 0; s < SeatCount; ++s) {
        if (!m_record.isPlayer(s))
            continue;
        const int won = result.tricksWon[at(s)];
        result.scores[at(s)] += won;
        if (result.complete && won == 0) {
            result.zeroTrickBonus[at(s)] = true;
            result.scores[at(s)] += ZeroTrickBonusPoints;
        }
    }
    m_rounds.push_back(std::move(result));
    findDuplicates(r);
    findRevokes(r);
}

void Replay::findDuplicates(int r)
{
    const Round &round = m_record.rounds[at(r)];
    const RoundResult &result = m_rounds[at(r)];
    const int dummy = m_record.dummySeat();

    // Every card in the order it reaches the table; the dummy's jousts are not
    // occurrences, its board already stands for them.
    std::vector<std::pair<Slot, int>> sequence; // slot, reported trick
    for (int i = 0; i < static_cast<int>(round.dummyLayout.size()); ++i)
        sequence.push_back({Slot{EntryKind::DummyLayout, r, i, dummy}, 0});
    const auto dummyPrediction = [&](int i) {
        sequence.push_back({Slot{EntryKind::DummyPrediction, r, i, dummy}, i + 1});
    };
    for (int t = 0; t < static_cast<int>(round.tricks.size()); ++t) {
        const int leader = result.tricks[at(t)].leader;
        const auto order = playOrder(leader);
        if (leader != dummy) {
            sequence.push_back({Slot{EntryKind::Joust, r, t, leader}, t + 1});
            sequence.push_back({Slot{EntryKind::Prediction, r, t, leader}, t + 1});
        }
        for (int i = 1; i < SeatCount; ++i) {
            if (order[at(i)] != dummy)
                sequence.push_back({Slot{EntryKind::Prediction, r, t, order[at(i)]}, t + 1});
        }
        for (int i = 1; i < SeatCount; ++i) {
            if (order[at(i)] != dummy)
                sequence.push_back({Slot{EntryKind::Joust, r, t, order[at(i)]}, t + 1});
        }
        if (t < static_cast<int>(round.dummyPredictions.size()))
            dummyPrediction(t);
    }
    for (int i = static_cast<int>(round.tricks.size()); i < static_cast<int>(round.dummyPredictions.size()); ++i)
        dummyPrediction(i);

    std::array<int, DeckSize> seen{};
    std::array<Slot, DeckSize> firstSlot{};
    for (const auto &[slot, trick] : sequence) {
        const CardSlot card = m_record.cardAt(slot);
        if (!card)
            continue;
        const int n = ++seen[at(card->index())];
        if (n == 1) {
            firstSlot[at(card->index())] = slot;
        } else if (n == 2) {
            Violation v;
            v.code = Violation::Code::DuplicateCard;
            v.round = r;
            v.trick = trick;
            v.seat = slot.seat;
            v.card = *card;
            v.first = firstSlot[at(card->index())];
            v.second = slot;
            m_violations.push_back(v);
        }
    }
}

void Replay::findRevokes(int r)
{
    const Round &round = m_record.rounds[at(r)];
    const RoundResult &result = m_rounds[at(r)];
    const int trickCount = static_cast<int>(round.tricks.size());
    for (int t = 0; t < trickCount; ++t) {
        const TrickResult &tr = result.tricks[at(t)];
        if (!tr.ledSuit)
            continue;
        const Suit led = *tr.ledSuit;
        for (int s = 0; s < SeatCount; ++s) {
            const CardSlot joust = round.tricks[at(t)].jousts[at(s)];
            if (s == tr.leader || !m_record.isPlayer(s) || !joust || joust->suit == led)
                continue;
            // The prediction card placed in this same trick had already left the
            // hand; only a later card of the led suit proves the player held it.
            for (int later = t + 1; later < trickCount; ++later) {
                const Trick &next = round.tricks[at(later)];
                std::optional<Slot> proof;
                if (next.predictions[at(s)] && next.predictions[at(s)]->suit == led)
                    proof = Slot{EntryKind::Prediction, r, later, s};
                else if (next.jousts[at(s)] && next.jousts[at(s)]->suit == led)
                    proof = Slot{EntryKind::Joust, r, later, s};
                if (proof) {
                    Violation v;
                    v.code = Violation::Code::Revoke;
                    v.round = r;
                    v.trick = t + 1;
                    v.seat = s;
                    v.card = *joust;
                    v.proof = *proof;
                    v.proofCard = *m_record.cardAt(*proof);
                    v.ledSuit = led;
                    m_violations.push_back(v);
                    break;
                }
            }
        }
    }
}

void Replay::computeNext()
{
    m_next = NextEntry();
    const int players = m_record.playerCount();
    const int dummy = m_record.dummySeat();
    const auto startRound = [&](int r) {
        if (dummy >= 0) {
            m_next.slot = Slot{EntryKind::DummyLayout, r, 0, dummy};
            return;
        }
        m_next.slot = Slot{EntryKind::Joust, r, 0, (dealerOf(r) + 1) % SeatCount};
    };
    if (m_rounds.empty()) {
        startRound(0);
        return;
    }
    const int r = static_cast<int>(m_rounds.size()) - 1;
    const Round &round = m_record.rounds[at(r)];
    const RoundResult &result = m_rounds[at(r)];
    if (dummy >= 0 && round.dummyLayout.size() < DummyLayoutSize) {
        m_next.slot = Slot{EntryKind::DummyLayout, r, static_cast<int>(round.dummyLayout.size()), dummy};
        return;
    }
    const int trickCount = static_cast<int>(round.tricks.size());
    if (trickCount == 0 || result.tricks.back().complete) {
        if (result.completeTricks >= TricksPerRound || trickCount >= TricksPerRound) {
            if (r + 1 >= players)
                m_next.gameOver = true;
            else
                startRound(r + 1);
            return;
        }
        const int leader = trickCount == 0 ? result.firstLeader : result.tricks.back().winner;
        m_next.slot = Slot{EntryKind::Joust, r, trickCount, leader};
        if (leader == dummy) {
            m_next.byDummy = true;
            m_next.dummyPlay = result.dummyBoard.play(std::nullopt);
        }
        return;
    }
    const int t = trickCount - 1;
    const Trick &trick = round.tricks[at(t)];
    const TrickResult &tr = result.tricks[at(t)];
    for (int seat : playOrder(tr.leader)) {
        if (!trick.jousts[at(seat)]) {
            m_next.slot = Slot{EntryKind::Joust, r, t, seat};
            if (seat == dummy) {
                m_next.byDummy = true;
                m_next.dummyPlay = tr.dummyPlay;
            }
            return;
        }
    }
    for (int seat : playOrder(tr.leader)) {
        if (seat != dummy && !trick.predictions[at(seat)]) {
            m_next.slot = Slot{EntryKind::Prediction, r, t, seat};
            return;
        }
    }
}

std::vector<Entry> Replay::entries() const
{
    std::vector<Entry> result;
    const auto add = [&](const Slot &slot) {
        if (const CardSlot card = m_record.cardAt(slot))
            result.push_back(Entry{slot, *card});
    };
    const int dummy = m_record.dummySeat();
    for (int r = 0; r < static_cast<int>(m_record.rounds.size()); ++r) {
        const Round &round = m_record.rounds[at(r)];
        for (int i = 0; i < static_cast<int>(round.dummyLayout.size()); ++i)
            add(Slot{EntryKind::DummyLayout, r, i, dummy});
        const int trickCount = static_cast<int>(round.tricks.size());
        for (int t = 0; t < trickCount; ++t) {
            const auto order = playOrder(m_rounds[at(r)].tricks[at(t)].leader);
            for (int seat : order)
                add(Slot{EntryKind::Joust, r, t, seat});
            for (int seat : order)
                add(Slot{EntryKind::Prediction, r, t, seat});
            if (t < static_cast<int>(round.dummyPredictions.size()))
                add(Slot{EntryKind::DummyPrediction, r, t, dummy});
        }
        for (int i = trickCount; i < static_cast<int>(round.dummyPredictions.size()); ++i)
            add(Slot{EntryKind::DummyPrediction, r, i, dummy});
    }
    return result;
}

std::optional<Slot> Replay::openDummyPrediction() const
{
    const int dummy = m_record.dummySeat();
    if (dummy < 0 || m_rounds.empty())
        return std::nullopt;
    const int r = static_cast<int>(m_rounds.size()) - 1;
    const Round &round = m_record.rounds[at(r)];
    const int turned = static_cast<int>(round.dummyPredictions.size());
    if (turned >= m_rounds[at(r)].completeTricks)
        return std::nullopt;
    // Once a card of the next round's board is entered, the last round's pile is closed.
    if (!m_next.gameOver && m_next.slot.round != r && m_next.slot.round < static_cast<int>(m_record.rounds.size()))
        return std::nullopt;
    return Slot{EntryKind::DummyPrediction, r, turned, dummy};
}

std::vector<Slot> Replay::faultySlots() const
{
    std::vector<Slot> faulty;
    for (const Violation &v : m_violations) {
        if (v.code == Violation::Code::Revoke)
            faulty.push_back(Slot{EntryKind::Joust, v.round, v.trick - 1, v.seat});
        else if (v.code == Violation::Code::DummyMisplay)
            faulty.push_back(Slot{EntryKind::Joust, v.round, v.trick - 1, m_record.dummySeat()});
    }
    return faulty;
}

std::optional<Slot> Replay::whereIs(int r, Card card, const std::optional<Slot> &except) const
{
    if (r < 0 || r >= static_cast<int>(m_record.rounds.size()))
        return std::nullopt;
    const Round &round = m_record.rounds[at(r)];
    const int dummy = m_record.dummySeat();
    const auto matches = [&](const Slot &slot) {
        const CardSlot c = m_record.cardAt(slot);
        return c && *c == card && !(except && *except == slot);
    };
    // The dummy's jousts first: "played by the dummy" says more than "on its board".
    // When a layout card is being corrected, the dummy's jousts follow from it.
    const bool layoutEdit = except && except->kind == EntryKind::DummyLayout;
    for (int t = 0; dummy >= 0 && !layoutEdit && t < static_cast<int>(round.tricks.size()); ++t) {
        const Slot slot{EntryKind::Joust, r, t, dummy};
        if (matches(slot))
            return slot;
    }
    for (int i = 0; i < static_cast<int>(round.dummyLayout.size()); ++i) {
        const Slot slot{EntryKind::DummyLayout, r, i, dummy};
        if (matches(slot))
            return slot;
    }
    for (int t = 0; t < static_cast<int>(round.tricks.size()); ++t) {
        for (int s = 0; s < SeatCount; ++s) {
            if (s == dummy)
                continue;
            for (EntryKind kind : {EntryKind::Joust, EntryKind::Prediction}) {
                const Slot slot{kind, r, t, s};
                if (matches(slot))
                    return slot;
            }
        }
    }
    for (int i = 0; i < static_cast<int>(round.dummyPredictions.size()); ++i) {
        const Slot slot{EntryKind::DummyPrediction, r, i, dummy};
        if (matches(slot))
            return slot;
    }
    return std::nullopt;
}

QString Replay::describeSlot(const Slot &slot) const
{
    const QString who = m_record.seatName(slot.seat);
    switch (slot.kind) {
    case EntryKind::DummyLayout:
        return tr("on the dummy's board");
    case EntryKind::DummyPrediction:
        return tr("turned up from the dummy's prediction pile after trick %1").arg(slot.index + 1);
    case EntryKind::Joust:
        if (!m_record.isPlayer(slot.seat))
            return tr("played by the dummy in trick %1").arg(slot.index + 1);
        return tr("played by %1 in trick %2").arg(who, QString::number(slot.index + 1));
    case EntryKind::Prediction:
        return tr("%1's prediction card in trick %2").arg(who, QString::number(slot.index + 1));
    }
    return {};
}

std::optional<QString> Replay::refusal(const Slot &slot, Card card) const
{
    const bool correction = m_record.cardAt(slot).has_value();
    if (!correction) {
        const std::optional<Slot> dummyPrediction = openDummyPrediction();
        const bool isNext = !m_next.gameOver && slot == m_next.slot;
        if (!isNext && !(dummyPrediction && slot == *dummyPrediction)) {
            if (m_next.gameOver)
                return tr("The game is over: every round has been played.");
            return tr("That is not the card to enter now.");
        }
        if (isNext && m_next.byDummy) {
            if (m_next.dummyPlay && m_next.dummyPlay->card != card)
                return tr("The dummy must play %1, not %2.").arg(m_next.dummyPlay->card.code(), card.code());
            return std::nullopt;
        }
    }
    if (correction && m_record.isDummyJoust(slot)) {
        // The dummy's jousts come from its board, where they lie already, and are
        // no occurrences of their own: only a card in a player's hand, turned up
        // from the dummy's prediction pile, or already played by the dummy earlier
        // in the round (it has left the board) is taken. A card against the dummy's
        // rule is a dummy misplay, which the check lists; refusing it here would
        // also block taking a correction back one card at a time.
        const Round &round = m_record.rounds[at(slot.round)];
        std::vector<Slot> taken;
        for (int t = 0; t < static_cast<int>(round.tricks.size()); ++t) {
            for (int s = 0; s < SeatCount; ++s) {
                if (m_record.isPlayer(s)) {
                    taken.push_back(Slot{EntryKind::Joust, slot.round, t, s});
                    taken.push_back(Slot{EntryKind::Prediction, slot.round, t, s});
                } else if (t < slot.index) {
                    taken.push_back(Slot{EntryKind::Joust, slot.round, t, s});
                }
            }
        }
        for (int i = 0; i < static_cast<int>(round.dummyPredictions.size()); ++i)
            taken.push_back(Slot{EntryKind::DummyPrediction, slot.round, i, slot.seat});
        for (const Slot &other : taken) {
            if (m_record.cardAt(other) == CardSlot(card))
                return tr("%1 is already used: %2.").arg(card.code(), describeSlot(other));
        }
        return std::nullopt;
    }
    if (const std::optional<Slot> used = whereIs(slot.round, card, slot)) {
        //: %1 is a card such as F7; %2 says where it is, e.g. "played by Ben in trick 2".
        return tr("%1 is already used: %2.").arg(card.code(), describeSlot(*used));
    }
    return std::nullopt;
}

QString Replay::explainDummy(const DummyPlay &play, std::optional<Suit> ledSuit)
{
    const QString card = cardName(play.card);
    switch (play.reason) {
    case DummyReason::LeadsStrongestSuit:
        return tr("The dummy leads %1: the top card of its strongest suit.").arg(card);
    case DummyReason::FollowsLedSuit:
        return tr("The dummy plays %1: it has %2, the led suit, so it plays that pile's top card.")
            .arg(card, suitName(play.card.suit));
    case DummyReason::NoLedSuitStrongest:
        return tr("The dummy plays %1: it has no %2, so the top card of its strongest suit.")
            .arg(card, ledSuit ? suitName(*ledSuit) : QString());
    }
    return {};
}

QString Replay::explainRule(const DummyPlay &play, std::optional<Suit> ledSuit)
{
    const QString card = cardName(play.card);
    switch (play.reason) {
    case DummyReason::LeadsStrongestSuit:
        //: Why the dummy should have played another card; %1 is a card such as "Wyvern 9".
        return tr("Its rule gives %1: it leads, so the top card of its strongest suit.").arg(card);
    case DummyReason::FollowsLedSuit:
        //: %1 is a card such as "Fleur-de-lis 5", %2 a suit.
        return tr("Its rule gives %1: it has %2, the led suit, so that pile's top card.")
            .arg(card, suitName(play.card.suit));
    case DummyReason::NoLedSuitStrongest:
        //: %1 is a card such as "Wyvern 9", %2 the led suit.
        return tr("Its rule gives %1: it has no %2, so the top card of its strongest suit.")
            .arg(card, ledSuit ? suitName(*ledSuit) : QString());
    }
    return {};
}

QString Replay::describe(const Violation &v) const
{
    switch (v.code) {
    case Violation::Code::DuplicateCard:
        return tr("%1 appears more than once in round %2: %3, and again %4.")
            .arg(v.card.code())
            .arg(v.round + 1)
            .arg(describeSlot(v.first), describeSlot(v.second));
    case Violation::Code::Revoke:
        return tr("%1 played %2 in trick %3 although %4 was led, yet showed %5 in trick %6: they held %4.")
            .arg(m_record.seatName(v.seat), v.card.code(), QString::number(v.trick), suitName(v.ledSuit),
                 v.proofCard.code(), QString::number(v.proof.index + 1));
    case Violation::Code::DummyMisplay:
        //: %1 is a trick number, %2 the card recorded for the dummy, %3 the card its rule gives, %4 why.
        return tr("In trick %1 the dummy played %2 instead of %3. %4")
            .arg(QString::number(v.trick), v.played.code(), v.card.code(),
                 explainRule(DummyPlay{v.card, v.reason}, v.ledSuit));
    }
    return {};
}

QString Replay::describeInGame(const Violation &v) const
{
    // A duplicate's account names its round and both places; the others name their trick.
    if (v.code == Violation::Code::DuplicateCard)
        return describe(v);
    //: %1 is a round number, %2 a violation in full, which names its trick.
    return tr("Round %1: %2").arg(v.round + 1).arg(describe(v));
}

} // namespace tornei
