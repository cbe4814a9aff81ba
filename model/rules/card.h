#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace tornei {

// Suits, strongest first. The order of the enum is the order of strength and
// of the rank a prediction card of that suit names (Wyvern predicts 1st).
enum class Suit { Wyvern = 0, Fleur = 1, Shamrock = 2, Cross = 3 };

constexpr int SuitCount = 4;
constexpr int NumbersPerSuit = 14;
constexpr int DeckSize = SuitCount * NumbersPerSuit;

// One of the 56 cards. Strength is a total order over all of them: suit
// first, then number; the led suit makes no card stronger.
struct Card
{
    Suit suit = Suit::Wyvern;
    int number = 1;

    // 0 (Cross 1, the weakest) to 55 (Wyvern 14, the strongest).
    int strength() const { return (SuitCount - 1 - static_cast<int>(suit)) * NumbersPerSuit + number - 1; }
    // 0..55 in a fixed order (W1..W14, F1..F14, ...), for sets of cards.
    int index() const { return static_cast<int>(suit) * NumbersPerSuit + number - 1; }
    static Card fromIndex(int index) { return {static_cast<Suit>(index / NumbersPerSuit), index % NumbersPerSuit + 1}; }

    // The rank (1-4) this card names when used as a prediction card.
    int predictedRank() const { return static_cast<int>(suit) + 1; }

    // "W14", "F3": the record's spelling, independent of the language.
    QString code() const;
    // Strict parse of the record's spelling; no leading zeros, upper case.
    static std::optional<Card> fromCode(QStringView code);

    friend bool operator==(Card a, Card b) { return a.suit == b.suit && a.number == b.number; }
    friend bool operator!=(Card a, Card b) { return !(a == b); }
};

using CardSlot = std::optional<Card>;

QChar suitLetter(Suit suit);
// Translated names for display ("Shamrock", "シャムロック").
QString suitName(Suit suit);
QString cardName(Card card);
// The suit's symbol, used with its letter everywhere (never colour alone).
QString suitSymbol(Suit suit);
// A card as the table reads it: its suit's symbol and letter, and its number ("✦W12").
QString cardLabel(Card card);
// "1st".."4th", translated.
QString rankName(int rank);
// Points for a correct prediction of that rank: 2, 3, 3, 2.
int predictionPoints(int rank);
// Points for winning no trick in a complete round (instead of the tricks' points).
constexpr int ZeroTrickBonusPoints = 3;

} // namespace tornei
