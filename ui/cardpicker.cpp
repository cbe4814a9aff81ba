#include "cardpicker.h"

#include "suitstyle.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

namespace tornei {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

CardPicker::CardPicker(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(4);
    layout->setVerticalSpacing(4);
    for (int s = 0; s < SuitCount; ++s) {
        auto *label = new QLabel(this);
        m_suitLabels[at(s)] = label;
        layout->addWidget(label, s, 0);
        for (int n = 1; n <= NumbersPerSuit; ++n) {
            const Card card{static_cast<Suit>(s), n};
            auto *button = new QToolButton(this);
            button->setText(QString::number(n));
            button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
            button->setMinimumSize(40, 40);
            button->setFocusPolicy(Qt::NoFocus);
            button->setObjectName(QStringLiteral("card-") + card.code());
            connect(button, &QToolButton::clicked, this, [this, card] { emit cardPicked(card); });
            m_buttons[at(card.index())] = button;
            layout->addWidget(button, s, n);
        }
    }
    auto *typedRow = new QHBoxLayout;
    m_typedLabel = new QLabel(this);
    m_typed = new QLineEdit(this);
    m_typed->setObjectName(QStringLiteral("typedEntry"));
    m_typed->setMaximumWidth(160);
    m_typed->setAttribute(Qt::WA_InputMethodEnabled);
    m_typedLabel->setBuddy(m_typed);
    typedRow->addStretch();
    typedRow->addWidget(m_typedLabel);
    typedRow->addWidget(m_typed);
    layout->addLayout(typedRow, SuitCount, 0, 1, NumbersPerSuit + 1);
    connect(m_typed, &QLineEdit::returnPressed, this, &CardPicker::submitTyped);
    setFocusProxy(m_typed);
    m_typed->installEventFilter(this);
    restyle();
    retranslate();
}

void CardPicker::resetCards()
{
    for (int i = 0; i < DeckSize; ++i) {
        m_buttons[at(i)]->setEnabled(true);
        m_where[at(i)].clear();
        m_buttons[at(i)]->setToolTip(cardName(Card::fromIndex(i)));
    }
}

void CardPicker::setUsed(Card card, const QString &where)
{
    QToolButton *b = m_buttons[at(card.index())];
    b->setEnabled(false);
    m_where[at(card.index())] = where;
    //: %1 is a card such as "Shamrock 9"; %2 says where it went, e.g. "played by Ben in trick 2".
    b->setToolTip(tr("%1: %2").arg(cardName(card), where));
}

bool CardPicker::isUsed(Card card) const
{
    return !m_buttons[at(card.index())]->isEnabled();
}

QToolButton *CardPicker::button(Card card) const
{
    return m_buttons[at(card.index())];
}

std::optional<Card> CardPicker::parseTyped(const QString &text)
{
    QString s = text.normalized(QString::NormalizationForm_KC).toUpper();
    s.remove(QLatin1Char(' '));
    s.remove(QChar(0x3000));
    if (s.isEmpty())
        return std::nullopt;
    // A leading zero ("W07") is a slip, not a different card.
    if (s.size() == 3 && s[1] == QLatin1Char('0'))
        s.remove(1, 1);
    return Card::fromCode(s);
}

void CardPicker::submitTyped()
{
    const QString text = m_typed->text();
    const std::optional<Card> card = parseTyped(text);
    if (!card) {
        if (!text.trimmed().isEmpty())
            emit typedInvalid(text);
        return;
    }
    m_typed->clear();
    emit cardPicked(*card);
}

bool CardPicker::eventFilter(QObject *watched, QEvent *event)
{
    // Undo and redo belong to the table, not to the few letters typed here.
    if (watched == m_typed && event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const QKeyCombination combination = key->keyCombination();
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)
            || combination == QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z)
            || combination == QKeyCombination(Qt::ControlModifier, Qt::Key_D)) {
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void CardPicker::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        restyle();
    QWidget::changeEvent(event);
}

void CardPicker::restyle()
{
    QFont big = font();
    big.setPointSize(20);
    big.setBold(true);
    for (int s = 0; s < SuitCount; ++s) {
        const QColor c = SuitStyle::colour(static_cast<Suit>(s), palette());
        const QString sheet = QStringLiteral("color: %1;").arg(c.name());
        m_suitLabels[at(s)]->setFont(big);
        m_suitLabels[at(s)]->setStyleSheet(sheet);
        for (int n = 1; n <= NumbersPerSuit; ++n) {
            QToolButton *b = m_buttons[at(s * NumbersPerSuit + n - 1)];
            b->setFont(big);
            // Used cards keep the palette's disabled look, so they stand out as gone.
            QPalette p = b->palette();
            p.setColor(QPalette::Active, QPalette::ButtonText, c);
            p.setColor(QPalette::Inactive, QPalette::ButtonText, c);
            QColor gone = palette().color(QPalette::Disabled, QPalette::ButtonText);
            gone.setAlpha(110);
            p.setColor(QPalette::Disabled, QPalette::ButtonText, gone);
            p.setColor(QPalette::Disabled, QPalette::Button, palette().color(QPalette::Window));
            b->setPalette(p);
        }
    }
    QFont typedFont = font();
    typedFont.setPointSize(18);
    m_typed->setFont(typedFont);
}

void CardPicker::retranslate()
{
    for (int s = 0; s < SuitCount; ++s) {
        const Suit suit = static_cast<Suit>(s);
        m_suitLabels[at(s)]->setText(suitSymbol(suit) + QLatin1Char(' ') + suitLetter(suit));
        m_suitLabels[at(s)]->setToolTip(suitName(suit));
    }
    for (int i = 0; i < DeckSize; ++i) {
        const Card card = Card::fromIndex(i);
        const QString where = m_where[at(i)];
        m_buttons[at(i)]->setToolTip(where.isEmpty() ? cardName(card) : tr("%1: %2").arg(cardName(card), where));
        m_buttons[at(i)]->setAccessibleName(cardName(card));
    }
    //: Label of the box where a card can be typed, e.g. w12 then Enter.
    m_typedLabel->setText(tr("&Type a card (e.g. w12 ⏎):"));
    m_typed->setPlaceholderText(tr("w12"));
}

} // namespace tornei
