#include "card.h"

namespace tornei {

QChar suitLetter(Suit suit)
{
    static constexpr char letters[] = {'W', 'F', 'S', 'C'};
    return QLatin1Char(letters[static_cast<int>(suit)]);
}

QString Card::code() const
{
    return suitLetter(suit) + QString::number(number);
}

std::optional<Card> Card::fromCode(QStringView code)
{
    if (code.size() < 2 || code.size() > 3)
        return std::nullopt;
    Card card;
    switch (code[0].unicode()) {
    case 'W':
        card.suit = Suit::Wyvern;
        break;
    case 'F':
        card.suit = Suit::Fleur;
        break;
    case 'S':
        card.suit = Suit::Shamrock;
        break;
    case 'C':
        card.suit = Suit::Cross;
        break;
    default:
        return std::nullopt;
    }
    int number = 0;
    for (qsizetype i = 1; i < code.size(); ++i) {
        const char16_t c = code[i].unicode();
        if (c < u'0' || c > u'9')
            return std::nullopt;
        if (i == 1 && c == u'0')
            return std::nullopt;
        number = number * 10 + (c - u'0');
    }
    if (number < 1 || number > NumbersPerSuit)
        return std::nullopt;
    card.number = number;
    return card;
}

QString suitName(Suit suit)
{
    switch (suit) {
    case Suit::Wyvern:
        return QCoreApplication::translate("tornei::Card", "Wyvern");
    case Suit::Fleur:
        return QCoreApplication::translate("tornei::Card", "Fleur-de-lis");
    case Suit::Shamrock:
        return QCoreApplication::translate("tornei::Card", "Shamrock");
    case Suit::Cross:
        return QCoreApplication::translate("tornei::Card", "Cross");
    }
    return {};
}

QString cardName(Card card)
{
    //: A card: suit name and number, e.g. "Shamrock 9".
    return QCoreApplication::translate("tornei::Card", "%1 %2").arg(suitName(card.suit)).arg(card.number);
}

QString cardLabel(Card card)
{
    return suitSymbol(card.suit) + suitLetter(card.suit) + QString::number(card.number);
}

QString suitSymbol(Suit suit)
{
    // Our own symbols: a dragon-like star, the lily, the clover, the cross.
    switch (suit) {
    case Suit::Wyvern:
        return QStringLiteral("\u2726"); // ✦
    case Suit::Fleur:
        return QStringLiteral("\u269C"); // ⚜
    case Suit::Shamrock:
        return QStringLiteral("\u2618"); // ☘
    case Suit::Cross:
        return QStringLiteral("\u271A"); // ✚
    }
    return {};
}

QString rankName(int rank)
{
    switch (rank) {
    case 1:
        return QCoreApplication::translate("tornei::Card", "1st");
    case 2:
        return QCoreApplication::translate("tornei::Card", "2nd");
    case 3:
        return QCoreApplication::translate("tornei::Card", "3rd");
    case 4:
        return QCoreApplication::translate("tornei::Card", "4th");
    }
    return {};
}

int predictionPoints(int rank)
{
    return (rank == 1 || rank == 4) ? 2 : 3;
}

} // namespace tornei
