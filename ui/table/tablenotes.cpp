#include "tablenotes.h"

#include "fitlabel.h"
#include "gamedocument.h"
#include "suitstyle.h"
#include "tabletexts.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace tornei {

namespace {

// Between the dummy's reason and the message under it.
constexpr int NotesSpacing = 2;

} // namespace

TableNotes::TableNotes(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("notes"));
    auto *notesRow = new QHBoxLayout(this);
    notesRow->setContentsMargins(0, 0, 0, 0);
    auto *notesText = new QVBoxLayout;
    notesText->setSpacing(NotesSpacing);
    // Each keeps the room of its lines, shrinking its words to stay within them.
    m_dummyLabel = new FitLabel(9, this);
    m_dummyLabel->setObjectName(QStringLiteral("dummyMessage"));
    m_dummyLabel->setLines(2);
    QFont dummyFont = m_dummyLabel->font();
    dummyFont.setPointSize(12);
    dummyFont.setBold(true);
    m_dummyLabel->setFont(dummyFont);
    // Set apart from the rest so the dummy's card is never a surprise.
    m_dummyLabel->setFrameShape(QFrame::StyledPanel);
    m_dummyLabel->setAutoFillBackground(true);
    m_dummyLabel->setBackgroundRole(QPalette::AlternateBase);
    m_dummyLabel->setMargin(3);
    m_messageLabel = new FitLabel(9, this); // plain text: it quotes names and what was typed
    m_messageLabel->setObjectName(QStringLiteral("message"));
    // A correction's message names the violation it proves: read whole, never cut.
    m_messageLabel->setGrows(true);
    QFont messageFont = m_messageLabel->font();
    messageFont.setPointSize(12);
    m_messageLabel->setFont(messageFont);
    notesText->addWidget(m_dummyLabel);
    notesText->addWidget(m_messageLabel);
    notesText->addStretch();
    m_retry = new QPushButton(this);
    m_retry->setObjectName(QStringLiteral("retryButton"));
    m_retry->setFocusPolicy(Qt::NoFocus);
    m_discard = new QPushButton(this);
    m_discard->setObjectName(QStringLiteral("discardButton"));
    m_discard->setFocusPolicy(Qt::NoFocus);
    notesRow->addLayout(notesText, 1);
    notesRow->addWidget(m_retry, 0, Qt::AlignTop);
    notesRow->addWidget(m_discard, 0, Qt::AlignTop);
    retranslate();
}

QColor TableNotes::errorColour(const QPalette &palette)
{
    return SuitStyle::isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x10, 0x10);
}

void TableNotes::setHasDummy(bool dummy)
{
    m_messageLabel->setLines(dummy ? 2 : 3);
    // Taller only for a message too long for its lines even in the smallest font.
    setMinimumHeight((dummy ? m_dummyLabel->sizeHint().height() + NotesSpacing : 0)
                     + m_messageLabel->sizeHint().height());
}

void TableNotes::say(const QString &message, bool isError, int revision)
{
    m_message = message;
    m_isError = isError;
    m_revision = revision;
}

void TableNotes::clearMessage()
{
    m_message.clear();
    m_isError = false;
}

void TableNotes::setDummyText(const QString &text)
{
    m_dummyLabel->setText(text);
    m_dummyLabel->setVisible(!text.isEmpty());
}

void TableNotes::refresh(const GameDocument &document)
{
    const GameSession *session = document.session();
    const NextEntry &next = session->replay().next();
    // A message describes the game as it was when it was said: any later change makes it stale.
    if (m_revision != session->revision())
        clearMessage();
    // What waits for Retry is never left unsaid.
    if (document.hasPendingAction() && m_message.isEmpty())
        say(document.pendingNote(), true, session->revision());
    m_messageLabel->setText(m_message);
    m_messageLabel->setVisible(!m_message.isEmpty());
    QPalette messagePalette = palette();
    if (m_isError)
        messagePalette.setColor(QPalette::WindowText, errorColour(palette()));
    m_messageLabel->setPalette(messagePalette);
    // A game left between a card and the dummy's answer to it: one click plays the dummy's card.
    const bool dummyPending = !next.gameOver && next.byDummy;
    m_retry->setVisible(document.hasPendingAction() || dummyPending);
    m_discard->setVisible(document.hasPendingAction());
}

bool TableNotes::hasContent() const
{
    return !m_message.isEmpty() || !m_dummyLabel->isHidden() || !m_retry->isHidden() || !m_discard->isHidden();
}

bool TableNotes::isOverlong() const
{
    if (m_messageLabel->isHidden())
        return false;
    // The strip's width less its buttons: a label just shown may not have its own width yet.
    int width = this->width();
    for (const QPushButton *button : {m_retry, m_discard}) {
        if (!button->isHidden())
            width -= button->sizeHint().width() + layout()->spacing();
    }
    return m_messageLabel->heightForWidth(width) > m_messageLabel->sizeHint().height();
}

QString TableNotes::messageText() const
{
    return m_messageLabel->text();
}

QString TableNotes::dummyText() const
{
    return m_dummyLabel->text();
}

void TableNotes::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TableNotes::retranslate()
{
    m_retry->setText(TableTexts::tr("Retry"));
    m_discard->setText(TableTexts::tr("Discard"));
    m_discard->setToolTip(TableTexts::tr("Drop what is not saved yet, and go on"));
}

} // namespace tornei
