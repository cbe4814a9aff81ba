#pragma once

#include "card.h"

#include <QWidget>

#include <array>

class QLabel;
class QLineEdit;
class QToolButton;

namespace tornei {

// The 4 suits × 14 numbers grid and the typed entry ("w12" Enter, also
// full-width "Ｗ１２"): one click or one typed card emits one card. Owns
// which cards are shown as used and why; knows nothing of the rules.
class CardPicker : public QWidget
{
    Q_OBJECT

public:
    explicit CardPicker(QWidget *parent = nullptr);

    // Enables every card and clears the tooltips.
    void resetCards();
    // Greys out a card, with a tooltip saying where it went.
    void setUsed(Card card, const QString &where);
    bool isUsed(Card card) const;
    QToolButton *button(Card card) const;
    QLineEdit *typedEntry() const { return m_typed; }

    // "w12", "W 12", "Ｗ１２" → W12; nullopt when it is not a card.
    static std::optional<Card> parseTyped(const QString &text);

signals:
    void cardPicked(tornei::Card card);
    // Typed text that is not a card.
    void typedInvalid(const QString &text);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void restyle();
    void submitTyped();

    std::array<QToolButton *, DeckSize> m_buttons{};
    std::array<QLabel *, SuitCount> m_suitLabels{};
    std::array<QString, DeckSize> m_where;
    QLineEdit *m_typed = nullptr;
    QLabel *m_typedLabel = nullptr;
};

} // namespace tornei
