#pragma once

#include "card.h"

#include <QWidget>

#include <array>

class QLabel;
class QLineEdit;
class QToolButton;

namespace tornei {

// The 4 suits × 14 numbers grid and the typed entry: one click or one typed
// card emits one card. A typed card goes as soon as it cannot grow into
// another one ("s9", "s12"); "s1" waits for a digit (S10–S14), a space,
// Enter or the next card's letter. Full-width input ("Ｗ１２") from an input
// method works the same. Owns which cards are shown as used and why, and
// the text typed so far; knows nothing of the rules.
class CardPicker : public QWidget
{
    Q_OBJECT

public:
    explicit CardPicker(QWidget *parent = nullptr);

    // Enables every card and clears the tooltips.
    void resetCards();
    // Enables a card, with its name as tooltip or `toolTip` when one is given.
    void setFree(Card card, const QString &toolTip = QString());
    // Greys out a card, with a tooltip saying where it went.
    void setUsed(Card card, const QString &where);
    bool isUsed(Card card) const;
    QToolButton *button(Card card) const;
    QLineEdit *typedEntry() const { return m_typed; }

    // "w12", "W 12", "Ｗ１２" → W12; nullopt when it is not a card.
    static std::optional<Card> parseTyped(const QString &text);

    // How far typed text gets: a card and what follows it, a beginning that
    // may still become a card, or text that never can. With `finished`
    // (Enter) a pending "s1" is S1.
    struct Reading
    {
        enum class Kind { Empty, Waiting, Complete, Invalid };
        Kind kind = Kind::Empty;
        Card card{};
        QString rest;
    };
    static Reading read(const QString &text, bool finished);

    // The text typed so far, as the card it is becoming ("S1…"); empty when none.
    QString pendingText() const;

signals:
    void cardPicked(tornei::Card card);
    // Typed text that is not a card (the box is cleared).
    void typedInvalid(const QString &text);
    // The typed text changed; `pending` as pendingText() gives it.
    void pendingChanged(const QString &pending);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void restyle();
    // Enter: a pending card is complete, anything else left is not a card.
    void submitTyped();
    // Emits every card the typed text completes and keeps what may still become one.
    void consumeTyped(bool finished);

    std::array<QToolButton *, DeckSize> m_buttons{};
    std::array<QLabel *, SuitCount> m_suitLabels{};
    std::array<QString, DeckSize> m_where;
    QLineEdit *m_typed = nullptr;
    QLabel *m_typedLabel = nullptr;
};

} // namespace tornei
