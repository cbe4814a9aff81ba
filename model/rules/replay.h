#pragma once

#include "dummyboard.h"
#include "record.h"

#include <array>
#include <optional>
#include <vector>

namespace tornei {

using SeatArray = std::array<int, SeatCount>;

struct TrickResult
{
    int leader = -1;
    bool complete = false;         // every joust and every player's prediction entered
    SeatArray rank{};              // 1..4 by strength, when complete (0 otherwise)
    int winner = -1;               // rank 1, when complete
    std::array<bool, SeatCount> correct{}; // a player's prediction named their rank (complete tricks)
    std::optional<Suit> ledSuit;   // once the lead joust is entered
    DummyBoard dummyBoard;         // the dummy's board before this trick (3 players)
    std::optional<DummyPlay> dummyPlay; // what the dummy's rule gives here, once it can be known
};

struct RoundResult
{
    int dealer = -1;
    int firstLeader = -1;
    bool layoutComplete = false; // 3 players: all 7 face-up cards entered (always true with 4)
    bool complete = false;       // 7 complete tricks
    int completeTricks = 0;
    SeatArray scores{};          // players only; the dummy's entry stays 0
    SeatArray tricksWon{};       // complete tricks only; the dummy's tricks counted too
    std::array<SeatArray, SeatCount> correctByRank{}; // [seat][rank - 1]
    std::array<bool, SeatCount> zeroTrickBonus{};
    std::vector<TrickResult> tricks;
    DummyBoard dummyBoard;       // after the entered tricks
};

struct Violation
{
    enum class Code { DuplicateCard, Revoke, DummyMisplay };

    Code code = Code::DuplicateCard;
    int round = 0; // 0-based
    int trick = 0; // 1-based; 0 is the dummy's board (duplicates only)
    int seat = 0;
    Card card;     // duplicate: the card; revoke: the off-suit joust; misplay: the card the rule required

    // Proof.
    Slot first;             // duplicate: the first occurrence
    Slot second;            // duplicate: the second occurrence
    Slot proof;             // revoke: the later card of the led suit
    Card proofCard;         // revoke
    Suit ledSuit = Suit::Wyvern; // revoke; misplay: the led suit when the dummy follows
    Card played;            // misplay: the card recorded for the dummy
    DummyReason reason = DummyReason::LeadsStrongestSuit; // misplay: why the rule gives `card`

    static QString codeName(Code code); // "duplicate-card", "revoke", "dummy-misplay"
    bool operator==(const Violation &) const = default;
};

// One player's place at the end of a game.
struct Standing
{
    int seat = 0;
    QString name;
    int total = 0;
    int place = 1;       // 1-based; tied totals share a place
    bool winner = false; // highest total
    bool shared = false; // the place (or the win) is shared with another player

    bool operator==(const Standing &) const = default;
};

// What the table enters next.
struct NextEntry
{
    bool gameOver = false;
    Slot slot;
    bool byDummy = false;               // the dummy's joust: the app plays it from the rule
    std::optional<DummyPlay> dummyPlay; // when byDummy
};

// Everything derived from a record by replaying the rules: dealers, leaders,
// ranks, scores, the dummy's cards, violations and what comes next. Pure and
// cheap, so every screen can simply replay. Knows nothing of storage or UI.
class Replay
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Replay)

public:
    // Bumped whenever a rule change alters derived figures: the store rebuilds
    // its cached per-round results computed with an older version.
    static constexpr int RulesVersion = 1;

    explicit Replay(const Record &record);

    const Record &record() const { return m_record; }
    const std::vector<RoundResult> &rounds() const { return m_rounds; }
    const RoundResult &round(int r) const { return m_rounds[static_cast<std::size_t>(r)]; }
    SeatArray totals() const { return m_totals; }
    std::vector<int> winners() const { return m_winners; }
    bool isComplete() const { return m_complete; }
    const std::vector<Violation> &violations() const { return m_violations; }
    // The card each violation points at: a revoke's card, or the dummy's misplayed card.
    std::vector<Slot> faultySlots() const;
    const NextEntry &next() const { return m_next; }
    int roundsInGame() const { return m_record.playerCount(); }

    // The dealer of round r (0-based), following the rotation from the record's first dealer.
    int dealerOf(int round) const;
    // The players by total, highest first, tied players sharing their place
    // (in seat order); the winners are those of the highest total.
    std::vector<Standing> standings() const;
    static std::vector<Standing> standings(const Record &record, const SeatArray &totals);
    // Seats in play order starting from `leader`.
    static std::array<int, SeatCount> playOrder(int leader);

    // Every entered card in the order the app enters them: the dummy's layout,
    // then per trick the jousts in play order and the predictions from the leader,
    // then the dummy's prediction card turned up after it.
    std::vector<Entry> entries() const;

    // Whether a card may go into a slot now (as the next entry, or to correct
    // a card already there); the reason in a player's words when it may not.
    std::optional<QString> refusal(const Slot &slot, Card card) const;
    // The slot (of the same round) already holding the card, other than `except`.
    std::optional<Slot> whereIs(int round, Card card, const std::optional<Slot> &except = std::nullopt) const;
    // "played by Ben in trick 2", "on the dummy's board": where a slot lies, in words.
    QString describeSlot(const Slot &slot) const;
    // The optional dummy prediction slot that can be filled now, if any.
    std::optional<Slot> openDummyPrediction() const;
    // A player-readable account of a violation and its proof.
    QString describe(const Violation &violation) const;
    // The same, with the round it happened in, for a list of the game's violations.
    QString describeInGame(const Violation &violation) const;
    // One sentence explaining a dummy play: "the dummy has no Cross, so its strongest suit".
    static QString explainDummy(const DummyPlay &play, std::optional<Suit> ledSuit);
    // Why the rule gives `play` where the dummy played another card: "Its rule gives W9: …".
    static QString explainRule(const DummyPlay &play, std::optional<Suit> ledSuit);

private:
    void replayRound(int r);
    void findDuplicates(int r);
    void findRevokes(int r);
    void computeNext();

    Record m_record;
    std::vector<RoundResult> m_rounds;
    SeatArray m_totals{};
    std::vector<int> m_winners;
    bool m_complete = false;
    std::vector<Violation> m_violations;
    NextEntry m_next;
};

} // namespace tornei
