#include "seatingsearch.h"

#include "seatindex.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace tornei {

namespace {

// A repeat weighs more than any change of the squares a swap can make, so a
// plan is compared by its repeats first.
constexpr std::int64_t RepeatWeight = std::int64_t{1} << 24;

// A round more at a table of three than someone else weighs more than any
// change of the squares, and less than a repeat.
constexpr std::int64_t ThreeWeight = std::int64_t{1} << 12;

// While searching, a repeat weighs only this many squares, so that the search
// can pass through plans with a repeat more on its way to better ones; the
// best plan it keeps is still the one with fewest repeats.
constexpr std::int64_t SearchRepeatWeight = 16;

// The worst move the search accepts, in the weights above, at its start; the
// bound falls to nothing as the moves run out.
constexpr std::int64_t SearchThreshold = 16;

// The search's budget: swaps tried in all, at most, and for each player in
// each round planned (few players over few rounds need far fewer), shared
// among fresh starts from different greedy plans, which find designs with no
// repeat more often than one long search.
constexpr long MaxMoves = 300000;
constexpr long MovesPerSeat = 1000;
constexpr int Starts = 6;

// splitmix64: the same sequence with every compiler and library, which the
// standard distributions do not promise.
class Random
{
public:
    explicit Random(std::uint64_t seed)
        : m_state(seed)
    {}

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    // Uniform enough in [0, bound) for bounds this small.
    int below(int bound) { return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(bound)) >> 32); }

private:
    std::uint64_t m_state;
};

// What a pair that has met `m` times adds when it meets once more.
std::int64_t addCost(int m, std::int64_t weight = RepeatWeight)
{
    return (m >= 1 ? weight : 0) + 2 * m + 1;
}

// What a pair that has met `m` times (at least once) saves when it meets once fewer.
std::int64_t removeCost(int m, std::int64_t weight = RepeatWeight)
{
    return (m >= 2 ? weight : 0) + 2 * m - 1;
}

// The rounds being planned: each round lays its players out in slots, table
// after table, and `m_met` counts every pair's meetings, earlier and planned.
class Plan
{
public:
    Plan(int players, const std::vector<int> &sizes, int rounds, const std::vector<int> &met,
         const std::vector<int> &threes, std::int64_t threeFloor, int start)
        : m_players(players)
        , m_rounds(rounds)
        , m_met(met)
        , m_earlierMet(met)
        , m_three(threes)
        , m_earlierThree(threes)
        , m_threeFloor(threeFloor)
        , m_slots(at(players * rounds))
        , m_random(0x5ea7ed0ddba11ULL ^ (static_cast<std::uint64_t>(players) << 32) ^
                   static_cast<std::uint64_t>(rounds) ^ (static_cast<std::uint64_t>(start) << 48))
    {
        for (std::size_t t = 0; t < sizes.size(); ++t) {
            m_tableStart.push_back(static_cast<int>(m_tableOfSlot.size()));
            m_tableSize.push_back(sizes[t]);
            m_tableOfSlot.insert(m_tableOfSlot.end(), at(sizes[t]), static_cast<int>(t));
            m_tableBegin.insert(m_tableBegin.end(), at(sizes[t]), m_tableStart.back());
            m_tableEnd.insert(m_tableEnd.end(), at(sizes[t]), m_tableStart.back() + sizes[t]);
            m_threeSlot.insert(m_threeSlot.end(), at(sizes[t]), sizes[t] == 3 ? 1 : 0);
        }
        for (int slot = 0; slot < players; ++slot)
            (m_threeSlot[at(slot)] ? m_threeSlots : m_fourSlots).push_back(slot);
        const PairingCost earlier = pairingCost(players, met, threes);
        m_repeats = m_earlierRepeats = earlier.repeats;
        m_threeSquares = earlier.threes;
        m_squares = earlier.squares;
    }

    void build()
    {
        for (int r = 0; r < m_rounds; ++r)
            buildRound(r);
    }

    // Threshold accepting: swaps two players of one round at different
    // tables, mostly a player who meets someone there again, and keeps the
    // swap unless it costs more than a threshold that falls to nothing as the
    // moves run out; so the search can leave a local minimum early on and
    // settles at the end. Keeps the best plan seen (fewest repeats, then
    // squares) and stops once no planned meeting repeats one. Then evens out
    // the tables of three without a repeat more (balanceThrees).
    PairingCost improve(long moves)
    {
        PairingCost best = cost();
        std::vector<int> bestSlots = m_slots;
        std::int64_t threshold = SearchThreshold;
        const long movesPerThreshold = moves / (SearchThreshold + 1) + 1;
        long untilLower = movesPerThreshold;
        for (long i = 0; i < moves && m_repeats > m_earlierRepeats; ++i) {
            if (--untilLower == 0) {
                untilLower = movesPerThreshold;
                threshold = std::max<std::int64_t>(threshold - 1, 0);
            }
            const int r = m_random.below(m_rounds);
            const int slotA = m_random.below(m_players);
            if (!hasRepeat(r, slotA) && m_random.below(4) != 0)
                continue;
            const int slotB = m_random.below(m_players);
            if (m_tableBegin.data()[slotA] == m_tableBegin.data()[slotB])
                continue;
            const std::int64_t delta = swapDelta(r, slotA, slotB, SearchRepeatWeight, 0);
            if (delta > threshold)
                continue;
            swap(r, slotA, slotB);
            if (std::tie(m_repeats, m_squares) < std::tie(best.repeats, best.squares)) {
                best = cost();
                bestSlots = m_slots;
            }
        }
        m_slots = std::move(bestSlots);
        recount();
        return balanceThrees(moves / 2);
    }

    std::vector<TableGroups> groups() const
    {
        std::vector<TableGroups> result(at(m_rounds));
        for (int r = 0; r < m_rounds; ++r) {
            TableGroups &round = result[at(r)];
            for (std::size_t t = 0; t < m_tableSize.size(); ++t) {
                std::vector<int> table;
                for (int s = 0; s < m_tableSize[t]; ++s)
                    table.push_back(slot(r, m_tableStart[t] + s));
                round.push_back(std::move(table));
            }
        }
        return result;
    }

private:
    PairingCost cost() const { return {m_repeats, m_threeSquares, m_squares}; }

    // Swaps a player at a table of three with one at a table of four, in the
    // same round, whenever that makes the plan cheaper (a repeat weighs more
    // than any change of the tables of three, which weighs more than any of
    // the squares): so the tables of three go round, never at the price of a
    // repeat. Stops when they are as even as they can be.
    PairingCost balanceThrees(long moves)
    {
        if (m_threeSlots.empty() || m_fourSlots.empty())
            return cost();
        for (long i = 0; i < moves && m_threeSquares > m_threeFloor; ++i) {
            const int r = m_random.below(m_rounds);
            const int slotA = m_threeSlots[at(m_random.below(static_cast<int>(m_threeSlots.size())))];
            const int slotB = m_fourSlots[at(m_random.below(static_cast<int>(m_fourSlots.size())))];
            if (swapDelta(r, slotA, slotB, RepeatWeight, ThreeWeight) < 0)
                swap(r, slotA, slotB);
        }
        return cost();
    }

    // The counts again from the slots, after the best plan's slots are put back.
    void recount()
    {
        const PairingCost earlier = pairingCost(m_players, m_earlierMet, m_earlierThree);
        m_met = m_earlierMet;
        m_three = m_earlierThree;
        m_repeats = earlier.repeats;
        m_threeSquares = earlier.threes;
        m_squares = earlier.squares;
        for (int r = 0; r < m_rounds; ++r) {
            for (std::size_t t = 0; t < m_tableSize.size(); ++t) {
                const int first = m_tableStart[t];
                for (int i = first; i < first + m_tableSize[t]; ++i) {
                    for (int j = first; j < i; ++j)
                        meet(slot(r, i), slot(r, j), 1);
                    if (m_tableSize[t] == 3)
                        sitAtThree(slot(r, i), 1);
                }
            }
        }
    }

    // A player's rounds at a table of three, one more or one fewer.
    void sitAtThree(int player, int by)
    {
        int &count = m_three[at(player)];
        m_threeSquares += by > 0 ? 2 * count + 1 : 1 - 2 * count;
        count += by;
    }

    int &met(int a, int b) { return m_met[at(a * m_players + b)]; }
    int met(int a, int b) const { return m_met[at(a * m_players + b)]; }
    int &slot(int r, int s) { return m_slots[at(r * m_players + s)]; }
    int slot(int r, int s) const { return m_slots[at(r * m_players + s)]; }

    void meet(int a, int b, int by)
    {
        m_squares += by > 0 ? 2 * met(a, b) + 1 : 1 - 2 * met(a, b);
        if (by > 0 && met(a, b) >= 1)
            ++m_repeats;
        if (by < 0 && met(a, b) >= 2)
            --m_repeats;
        met(a, b) += by;
        met(b, a) += by;
    }

    // Fills round `r` table by table: each table starts from the next player
    // of a shuffled order and takes, seat by seat, the player whose meetings
    // with those already there cost least.
    void buildRound(int r)
    {
        std::vector<int> order(at(m_players));
        std::iota(order.begin(), order.end(), 0);
        for (int i = m_players - 1; i > 0; --i)
            std::swap(order[at(i)], order[at(m_random.below(i + 1))]);
        std::vector<bool> seated(at(m_players), false);
        std::size_t next = 0;
        for (std::size_t t = 0; t < m_tableSize.size(); ++t) {
            std::vector<int> table;
            while (seated[at(order[next])])
                ++next;
            table.push_back(order[next]);
            seated[at(order[next])] = true;
            while (static_cast<int>(table.size()) < m_tableSize[t]) {
                int best = -1;
                std::int64_t bestCost = 0;
                for (int candidate : order) {
                    if (seated[at(candidate)])
                        continue;
                    std::int64_t cost = 0;
                    for (int x : table)
                        cost += addCost(met(candidate, x));
                    if (best < 0 || cost < bestCost) {
                        best = candidate;
                        bestCost = cost;
                    }
                }
                table.push_back(best);
                seated[at(best)] = true;
            }
            for (std::size_t i = 0; i < table.size(); ++i) {
                for (std::size_t j = 0; j < i; ++j)
                    meet(table[i], table[j], 1);
                const int s = m_tableStart[t] + static_cast<int>(i);
                slot(r, s) = table[i];
                if (m_tableSize[t] == 3)
                    sitAtThree(table[i], 1);
            }
        }
    }

    // The hot loop below reads raw arrays: a debug build calls every
    // vector's accessor, which would make the tests several times slower.
    bool hasRepeat(int r, int s) const
    {
        const int *round = m_slots.data() + r * m_players;
        const int *met = m_met.data() + round[s] * m_players;
        const int end = m_tableEnd.data()[s];
        for (int i = m_tableBegin.data()[s]; i < end; ++i) {
            if (i != s && met[round[i]] >= 2)
                return true;
        }
        return false;
    }

    // The change of cost if the players in slots `sa` and `sb` (at different
    // tables) of round `r` changed places. The pairs touched are all distinct.
    std::int64_t swapDelta(int r, int sa, int sb, std::int64_t weight, std::int64_t threeWeight) const
    {
        const int *round = m_slots.data() + r * m_players;
        const int *metA = m_met.data() + round[sa] * m_players;
        const int *metB = m_met.data() + round[sb] * m_players;
        std::int64_t delta = 0;
        if (m_threeSlot.data()[sa] != m_threeSlot.data()[sb]) {
            // One leaves a table of three for the other's table of four.
            const int leaves = m_three.data()[round[m_threeSlot.data()[sa] ? sa : sb]];
            const int comes = m_three.data()[round[m_threeSlot.data()[sa] ? sb : sa]];
            delta += threeWeight * (2 * (comes - leaves) + 2);
        }
        for (int i = m_tableBegin.data()[sa], end = m_tableEnd.data()[sa]; i < end; ++i) {
            if (i != sa) // b comes, a goes
                delta += addCost(metB[round[i]], weight) - removeCost(metA[round[i]], weight);
        }
        for (int i = m_tableBegin.data()[sb], end = m_tableEnd.data()[sb]; i < end; ++i) {
            if (i != sb)
                delta += addCost(metA[round[i]], weight) - removeCost(metB[round[i]], weight);
        }
        return delta;
    }

    void swap(int r, int sa, int sb)
    {
        const int a = slot(r, sa);
        const int b = slot(r, sb);
        const auto leave = [&](int s, int from, int to) {
            const int t = m_tableOfSlot[at(s)];
            for (int i = m_tableStart[at(t)]; i < m_tableStart[at(t)] + m_tableSize[at(t)]; ++i) {
                if (i == s)
                    continue;
                const int x = slot(r, i);
                meet(from, x, -1);
                meet(to, x, 1);
            }
        };
        leave(sa, a, b);
        leave(sb, b, a);
        slot(r, sa) = b;
        slot(r, sb) = a;
        if (m_threeSlot[at(sa)] != m_threeSlot[at(sb)]) {
            sitAtThree(m_threeSlot[at(sa)] ? a : b, -1);
            sitAtThree(m_threeSlot[at(sa)] ? b : a, 1);
        }
    }

    int m_players;
    int m_rounds;
    std::vector<int> m_met;
    std::vector<int> m_earlierMet;
    std::vector<int> m_three; // by player: rounds at a table of three, earlier and planned
    std::vector<int> m_earlierThree;
    std::int64_t m_threeFloor = 0;
    std::vector<int> m_slots;
    std::vector<int> m_threeSlot; // by slot: 1 at a table of three
    std::vector<int> m_threeSlots; // the slots at tables of three
    std::vector<int> m_fourSlots;  // and the others
    std::vector<int> m_tableOfSlot;
    std::vector<int> m_tableBegin; // by slot: its table's first slot
    std::vector<int> m_tableEnd;   // and the slot after its last
    std::vector<int> m_tableStart;
    std::vector<int> m_tableSize;
    std::int64_t m_repeats = 0;
    std::int64_t m_earlierRepeats = 0;
    std::int64_t m_threeSquares = 0;
    std::int64_t m_squares = 0;
    Random m_random;
};

// The least sum of squares of `total` shared out among `among`: as evenly as it goes.
std::int64_t evenSquares(std::int64_t total, std::int64_t among)
{
    const std::int64_t each = total / among;
    const std::int64_t more = total % among;
    return (among - more) * each * each + more * (each + 1) * (each + 1);
}

// No plan can cost less than this: with M meetings in all among C pairs,
// at least M − C of them repeat one, and the squares are least when the
// meetings, and the rounds at tables of three, are spread as evenly as they
// go; and no plan can take away a repeat of the earlier rounds.
PairingCost fewestPossible(int players, const std::vector<int> &sizes, int rounds, const std::vector<int> &met,
                           const std::vector<int> &threes)
{
    std::int64_t meetings = 0;
    for (int m : met)
        meetings += m;
    meetings /= 2;
    for (int size : sizes)
        meetings += std::int64_t{rounds} * size * (size - 1) / 2;
    const std::int64_t pairs = std::int64_t{players} * (players - 1) / 2;
    std::int64_t seatsAtThree = std::accumulate(threes.begin(), threes.end(), std::int64_t{0});
    seatsAtThree += std::int64_t{rounds} * 3 * std::count(sizes.begin(), sizes.end(), 3);
    PairingCost floor;
    floor.repeats = std::max(meetings - pairs, pairingCost(players, met).repeats);
    floor.threes = evenSquares(seatsAtThree, players);
    floor.squares = evenSquares(meetings, pairs);
    return floor;
}

} // namespace

std::vector<TableGroups> planRounds(int players, const std::vector<int> &sizes, int rounds, const std::vector<int> &met,
                                    const std::vector<int> &threes)
{
    rounds = std::max(rounds, 1);
    const long moves = std::min(MaxMoves, MovesPerSeat * players * rounds);
    const std::int64_t earlierRepeats = pairingCost(players, met).repeats;
    const PairingCost floor = fewestPossible(players, sizes, rounds, met, threes);
    std::vector<TableGroups> best;
    PairingCost bestCost;
    for (int start = 0; start < Starts; ++start) {
        Plan plan(players, sizes, rounds, met, threes, floor.threes, start);
        plan.build();
        const PairingCost cost = plan.improve(moves / Starts);
        if (best.empty() || cost < bestCost) {
            best = plan.groups();
            bestCost = cost;
        }
        // No plan can do better than one with no new repeat, or than the bound.
        if (cost.repeats == earlierRepeats || (cost.repeats == floor.repeats && cost.squares <= floor.squares))
            break;
    }
    return best;
}

PairingCost pairingCost(int players, const std::vector<int> &met, const std::vector<int> &threes)
{
    PairingCost cost;
    for (int count : threes)
        cost.threes += std::int64_t{count} * count;
    for (int a = 0; a < players; ++a) {
        for (int b = a + 1; b < players; ++b) {
            const int m = met[at(a * players + b)];
            cost.repeats += std::max(0, m - 1);
            cost.squares += std::int64_t{m} * m;
        }
    }
    return cost;
}

} // namespace tornei
