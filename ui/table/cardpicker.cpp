#include "cardpicker.h"

#include "plaintext.h"
#include "seatindex.h"
#include "suitstyle.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace tornei {

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
    // The typed entry stands beside the grid, not under it: height is what the table needs most.
    auto *typedColumn = new QVBoxLayout;
    m_typedLabel = new QLabel(this);
    m_typedLabel->setObjectName(QStringLiteral("typedLabel"));
    m_typedLabel->setWordWrap(true);
    m_typed = new QLineEdit(this);
    m_typed->setObjectName(QStringLiteral("typedEntry"));
    m_typed->setAttribute(Qt::WA_InputMethodEnabled);
    m_typedLabel->setBuddy(m_typed);
    typedColumn->addStretch();
    typedColumn->addWidget(m_typedLabel);
    typedColumn->addWidget(m_typed);
    typedColumn->addStretch();
    auto *typedBox = new QWidget(this);
    typedBox->setLayout(typedColumn);
    typedColumn->setContentsMargins(6, 0, 0, 0);
    typedBox->setFixedWidth(150);
    layout->addWidget(typedBox, 0, NumbersPerSuit + 1, SuitCount, 1);
    connect(m_typed, &QLineEdit::returnPressed, this, &CardPicker::submitTyped);
    // Keys and input-method commits alike: a card goes as soon as it is complete.
    connect(m_typed, &QLineEdit::textEdited, this, [this] { consumeTyped(false); });
    setFocusProxy(m_typed);
    m_typed->installEventFilter(this);
    restyle();
    retranslate();
}

void CardPicker::resetCards()
{
    for (int i = 0; i < DeckSize; ++i)
        setFree(Card::fromIndex(i));
}

void CardPicker::setFree(Card card, const QString &toolTip)
{
    QToolButton *b = m_buttons[at(card.index())];
    b->setEnabled(true);
    m_where[at(card.index())].clear();
    b->setToolTip(toolTip.isEmpty() ? cardName(card) : toolTip);
}

void CardPicker::setUsed(Card card, const QString &where)
{
    QToolButton *b = m_buttons[at(card.index())];
    b->setEnabled(false);
    m_where[at(card.index())] = where;
    //: %1 is a card such as "Shamrock 9"; %2 says where it went, e.g. "played by Ben in trick 2".
    b->setToolTip(PlainText::toolTip(tr("%1: %2").arg(cardName(card), where)));
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
    const Reading reading = read(text, true);
    if (reading.kind != Reading::Kind::Complete || !reading.rest.isEmpty())
        return std::nullopt;
    return reading.card;
}

CardPicker::Reading CardPicker::read(const QString &text, bool finished)
{
    // Full-width letters, digits and the ideographic space become ASCII.
    const QString s = text.normalized(QString::NormalizationForm_KC).toUpper();
    const auto isSpace = [&s](qsizetype i) { return i < s.size() && s[i].isSpace(); };
    const auto isDigit = [&s](qsizetype i) { return i < s.size() && s[i] >= QLatin1Char('0') && s[i] <= QLatin1Char('9'); };
    qsizetype i = 0;
    while (isSpace(i))
        ++i;
    Reading reading;
    if (i == s.size())
        return reading;
    int suit = -1;
    for (int x = 0; x < SuitCount; ++x) {
        if (s[i] == suitLetter(static_cast<Suit>(x)))
            suit = x;
    }
    if (suit < 0) {
        reading.kind = Reading::Kind::Invalid;
        return reading;
    }
    ++i;
    while (isSpace(i)) // "w 12" is w12
        ++i;
    // A leading zero ("w07") is a slip, not a different card.
    const bool zero = isDigit(i) && s[i] == QLatin1Char('0');
    if (zero)
        ++i;
    int number = 0;
    if (!isDigit(i)) {
        // Nothing yet after the letter (or the zero): more may come, unless something else did.
        reading.kind = i == s.size() && !finished ? Reading::Kind::Waiting : Reading::Kind::Invalid;
        return reading;
    }
    number = s[i].digitValue();
    ++i;
    if (number == 0) {
        reading.kind = Reading::Kind::Invalid;
        return reading;
    }
    if (number == 1 && !zero) {
        if (isDigit(i)) {
            number = 10 + s[i].digitValue();
            ++i;
            if (number > NumbersPerSuit) {
                reading.kind = Reading::Kind::Invalid;
                return reading;
            }
        } else if (i == s.size() && !finished) {
            reading.kind = Reading::Kind::Waiting; // S1 or S10-S14
            return reading;
        }
    }
    // One space after a card separates it from the next.
    if (isSpace(i))
        ++i;
    reading.kind = Reading::Kind::Complete;
    reading.card = Card{static_cast<Suit>(suit), number};
    reading.rest = s.mid(i);
    if (finished)
        reading.rest = reading.rest.trimmed();
    return reading;
}

QString CardPicker::pendingText() const
{
    const Reading reading = read(m_typed->text(), false);
    if (reading.kind != Reading::Kind::Waiting)
        return {};
    //: The card being typed, still waiting for its number (or for 0-4 after a 1): e.g. "S1…".
    return tr("%1…").arg(m_typed->text().normalized(QString::NormalizationForm_KC).toUpper().simplified().remove(QLatin1Char(' ')));
}

void CardPicker::submitTyped()
{
    consumeTyped(true);
}

void CardPicker::consumeTyped(bool finished)
{
    QString text = m_typed->text();
    std::vector<Card> cards;
    QString invalid;
    for (;;) {
        const Reading reading = read(text, finished);
        if (reading.kind == Reading::Kind::Complete) {
            cards.push_back(reading.card);
            text = reading.rest;
            continue;
        }
        if (reading.kind == Reading::Kind::Invalid)
            invalid = text.trimmed();
        if (reading.kind != Reading::Kind::Waiting)
            text.clear();
        break;
    }
    // What is left may still become a card; a wrong beginning goes at once, with the reason.
    if (m_typed->text() != text)
        m_typed->setText(text);
    emit pendingChanged(pendingText());
    for (const Card card : cards)
        emit cardPicked(card);
    if (!invalid.isEmpty())
        emit typedInvalid(invalid);
}

bool CardPicker::eventFilter(QObject *watched, QEvent *event)
{
    // Undo, redo, the dummy's keys and Ctrl+E belong to the table, not to the few letters typed here.
    if (watched == m_typed && event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const QKeyCombination combination = key->keyCombination();
        const bool dummyKey = combination == QKeyCombination(Qt::ControlModifier, Qt::Key_D);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)
            || combination == QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z) || dummyKey
            || combination == QKeyCombination(Qt::ControlModifier, Qt::Key_M)
            || combination == QKeyCombination(Qt::ControlModifier, Qt::Key_E)) {
            if (dummyKey)
                consumeTyped(true); // a pending "s1" was meant for the card asked for now
            else if (!m_typed->text().isEmpty()) {
                m_typed->clear(); // the card it was meant for changes
                emit pendingChanged(QString());
            }
            event->ignore();
            return true;
        }
        if (combination == QKeyCombination(Qt::NoModifier, Qt::Key_Escape) && !m_typed->text().isEmpty()) {
            // Esc first takes back what was typed, and only then reaches the table.
            event->accept();
            return true;
        }
    }
    if (watched == m_typed && event->type() == QEvent::KeyPress && !m_typed->text().isEmpty()
        && static_cast<QKeyEvent *>(event)->keyCombination() == QKeyCombination(Qt::NoModifier, Qt::Key_Escape)) {
        m_typed->clear();
        emit pendingChanged(QString());
        return true;
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
        m_buttons[at(i)]->setToolTip(where.isEmpty() ? cardName(card)
                                                     : PlainText::toolTip(tr("%1: %2").arg(cardName(card), where)));
        m_buttons[at(i)]->setAccessibleName(cardName(card));
    }
    //: Label of the box where a card can be typed, e.g. w12 then Enter.
    m_typedLabel->setText(tr("&Type a card, e.g. w12 (s1 then Space):"));
    m_typed->setPlaceholderText(tr("w12"));
}

} // namespace tornei
