#include "tablepage.h"

#include "cardpicker.h"
#include "entrycommand.h"
#include "fitlabel.h"
#include "scoresheetmodel.h"
#include "suitstyle.h"
#include "trickview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace tornei {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

constexpr int RoundRole = Qt::UserRole + 1;
constexpr int TrickRole = Qt::UserRole + 2;

QString escaped(const QString &s)
{
    return s.toHtmlEscaped();
}

} // namespace

TablePage::TablePage(QWidget *parent)
    : QWidget(parent)
    , m_undo(new QUndoStack(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 6, 6, 6);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(m_splitter);

    auto *main = new QWidget(m_splitter);
    auto *layout = new QVBoxLayout(main);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

    // Only the table grows and shrinks: every row around it keeps one height
    // whatever it shows, so nothing under a finger moves between two cards.
    auto *headerRow = new QHBoxLayout;
    m_header = new FitLabel(10, main);
    m_header->setObjectName(QStringLiteral("header"));
    QFont headerFont = m_header->font();
    headerFont.setPointSize(13);
    headerFont.setBold(true);
    m_header->setFont(headerFont);
    m_prevButton = new QToolButton(main);
    m_nextButton = new QToolButton(main);
    m_currentButton = new QToolButton(main);
    m_undoButton = new QToolButton(main);
    m_redoButton = new QToolButton(main);
    m_prevButton->setObjectName(QStringLiteral("previousButton"));
    m_nextButton->setObjectName(QStringLiteral("nextButton"));
    m_currentButton->setObjectName(QStringLiteral("currentButton"));
    m_undoButton->setObjectName(QStringLiteral("undoButton"));
    m_redoButton->setObjectName(QStringLiteral("redoButton"));
    for (QToolButton *b : {m_prevButton, m_nextButton, m_currentButton, m_undoButton, m_redoButton}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::NoFocus);
    }
    headerRow->addWidget(m_header, 1);
    headerRow->addWidget(m_prevButton);
    headerRow->addWidget(m_nextButton);
    headerRow->addWidget(m_currentButton);
    headerRow->addSpacing(12);
    headerRow->addWidget(m_undoButton);
    headerRow->addWidget(m_redoButton);
    layout->addLayout(headerRow);

    m_centre = new QStackedWidget(main);
    m_trickView = new TrickView(m_centre);
    m_summary = new QTextBrowser(m_centre);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setFocusPolicy(Qt::NoFocus);
    m_centre->addWidget(m_trickView);
    m_centre->addWidget(m_summary);
    layout->addWidget(m_centre, 1);

    // The dummy's reason and the last message share a strip of fixed height.
    m_notes = new QWidget(main);
    m_notes->setObjectName(QStringLiteral("notes"));
    auto *notesRow = new QHBoxLayout(m_notes);
    notesRow->setContentsMargins(0, 0, 0, 0);
    auto *notesText = new QVBoxLayout;
    notesText->setSpacing(2);
    m_dummyLabel = new QLabel(m_notes);
    m_dummyLabel->setObjectName(QStringLiteral("dummyMessage"));
    m_dummyLabel->setWordWrap(true);
    QFont dummyFont = m_dummyLabel->font();
    dummyFont.setPointSize(12);
    dummyFont.setBold(true);
    m_dummyLabel->setFont(dummyFont);
    // Set apart from the rest so the dummy's card is never a surprise.
    m_dummyLabel->setFrameShape(QFrame::StyledPanel);
    m_dummyLabel->setAutoFillBackground(true);
    m_dummyLabel->setBackgroundRole(QPalette::AlternateBase);
    m_dummyLabel->setMargin(3);
    m_dummyLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_messageLabel = new QLabel(m_notes);
    m_messageLabel->setObjectName(QStringLiteral("message"));
    m_messageLabel->setWordWrap(true);
    QFont messageFont = m_messageLabel->font();
    messageFont.setPointSize(12);
    m_messageLabel->setFont(messageFont);
    m_messageLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    notesText->addWidget(m_dummyLabel);
    notesText->addWidget(m_messageLabel);
    notesText->addStretch();
    m_retry = new QPushButton(m_notes);
    m_retry->setObjectName(QStringLiteral("retryButton"));
    m_retry->setFocusPolicy(Qt::NoFocus);
    notesRow->addLayout(notesText, 1);
    notesRow->addWidget(m_retry, 0, Qt::AlignTop);
    layout->addWidget(m_notes); // its height is set for each game, in setSession()

    auto *promptRow = new QHBoxLayout;
    m_prompt = new FitLabel(15, main);
    m_prompt->setObjectName(QStringLiteral("prompt"));
    QFont promptFont = m_prompt->font();
    promptFont.setPointSize(22);
    promptFont.setBold(true);
    m_prompt->setFont(promptFont);
    // What has been typed so far, beside the prompt it answers.
    m_typedEcho = new QLabel(main);
    m_typedEcho->setObjectName(QStringLiteral("typedEcho"));
    m_typedEcho->setFont(promptFont);
    m_typedEcho->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_typedEcho->setFixedWidth(QFontMetrics(promptFont).horizontalAdvance(QStringLiteral("⌨ W14…")));
    promptRow->addWidget(m_prompt, 1);
    promptRow->addWidget(m_typedEcho);
    layout->addLayout(promptRow);

    m_dummyPredictionButton = new QPushButton(main);
    m_dummyPredictionButton->setObjectName(QStringLiteral("dummyPredictionButton"));
    m_dummyPredictionButton->setCheckable(true);
    m_dummyPredictionButton->setFocusPolicy(Qt::NoFocus);
    m_editRoundButton = new QPushButton(main);
    m_editRoundButton->setObjectName(QStringLiteral("editRoundButton"));
    m_editRoundButton->setFocusPolicy(Qt::NoFocus);
    m_cancelButton = new QPushButton(main);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->setFocusPolicy(Qt::NoFocus);
    m_homeButton = new QPushButton(main);
    m_homeButton->setObjectName(QStringLiteral("homeButton"));
    auto *actions = new QWidget(main);
    auto *actionRow = new QHBoxLayout(actions);
    actionRow->setContentsMargins(0, 0, 0, 0);
    actionRow->addWidget(m_editRoundButton);
    actionRow->addWidget(m_cancelButton);
    actionRow->addWidget(m_dummyPredictionButton);
    actionRow->addStretch();
    actionRow->addWidget(m_homeButton);
    // Kept at one button's height when every button in it is hidden.
    actions->setFixedHeight(m_homeButton->sizeHint().height());
    layout->addWidget(actions);

    m_picker = new CardPicker(main);
    layout->addWidget(m_picker);

    m_side = new QTabWidget(m_splitter);
    m_scoreModel = new ScoreSheetModel(this);
    m_scoreView = new QTableView(m_side);
    m_scoreView->setObjectName(QStringLiteral("scoreSheet"));
    m_scoreView->setModel(m_scoreModel);
    m_scoreView->setFocusPolicy(Qt::NoFocus);
    m_scoreView->setWordWrap(false); // a cell's lines are short; a wrapped one would read as two
    m_scoreView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_scoreView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_violations = new QListWidget(m_side);
    m_violations->setObjectName(QStringLiteral("violations"));
    m_violations->setWordWrap(true);
    m_violations->setFocusPolicy(Qt::NoFocus);
    // The sheet with what its marks mean under it.
    auto *sheet = new QWidget(m_side);
    auto *sheetLayout = new QVBoxLayout(sheet);
    sheetLayout->setContentsMargins(0, 0, 0, 0);
    m_scoreView->setParent(sheet);
    m_scoreLegend = new QLabel(sheet);
    m_scoreLegend->setObjectName(QStringLiteral("scoreLegend"));
    m_scoreLegend->setWordWrap(true);
    m_scoreLegend->setMargin(4);
    sheetLayout->addWidget(m_scoreView, 1);
    sheetLayout->addWidget(m_scoreLegend);
    m_side->addTab(sheet, QString());
    m_side->addTab(m_violations, QString());
    m_splitter->addWidget(main);
    m_splitter->addWidget(m_side);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({1000, 340});

    connect(m_picker, &CardPicker::cardPicked, this, &TablePage::enterCard);
    connect(m_picker, &CardPicker::pendingChanged, this, [this](const QString &pending) {
        m_typedEcho->setText(pending.isEmpty() ? QString() : QStringLiteral("⌨ ") + pending);
    });
    connect(m_picker, &CardPicker::typedInvalid, this, [this](const QString &text) {
        //: %1 is what was typed.
        showError(tr("\"%1\" is not a card: type a suit letter (W, F, S or C) and a number from 1 to 14, e.g. w12.")
                      .arg(text),
                  false);
    });
    connect(m_trickView, &TrickView::slotClicked, this, &TablePage::onSlotClicked);
    connect(m_undoButton, &QToolButton::clicked, m_undo, &QUndoStack::undo);
    connect(m_redoButton, &QToolButton::clicked, m_undo, &QUndoStack::redo);
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        if (m_pushing)
            return; // the action that pushed refreshes once itself
        m_view.reset();
        m_correcting.reset();
        refresh();
    });
    connect(m_prevButton, &QToolButton::clicked, this, [this] { moveView(-1); });
    connect(m_nextButton, &QToolButton::clicked, this, [this] { moveView(1); });
    connect(m_currentButton, &QToolButton::clicked, this, &TablePage::showCurrent);
    connect(m_retry, &QPushButton::clicked, this, [this] {
        if (m_retryDummy) {
            playDummyNow();
        } else if (m_retryCard) {
            const Card card = *m_retryCard;
            enterCard(card);
        }
    });
    connect(m_dummyPredictionButton, &QPushButton::toggled, this, &TablePage::setDummyPredictionArmed);
    connect(m_editRoundButton, &QPushButton::clicked, this, [this] { unlockRound(currentView().first); });
    connect(m_cancelButton, &QPushButton::clicked, this, &TablePage::cancelCorrection);
    connect(m_homeButton, &QPushButton::clicked, this, &TablePage::backToStartRequested);
    connect(m_violations, &QListWidget::itemClicked, this, &TablePage::onViolationActivated);
    connect(m_violations, &QListWidget::itemActivated, this, &TablePage::onViolationActivated);

    auto *undoKey = new QShortcut(QKeySequence::Undo, this);
    auto *redoKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), this);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    auto *dummyKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_D), this);
    auto *previousKey = new QShortcut(QKeySequence(Qt::Key_PageUp), this);
    auto *nextKey = new QShortcut(QKeySequence(Qt::Key_PageDown), this);
    connect(previousKey, &QShortcut::activated, this, [this] { moveView(-1); });
    connect(nextKey, &QShortcut::activated, this, [this] { moveView(1); });
    for (QShortcut *s : {undoKey, redoKey, escape, dummyKey, previousKey, nextKey})
        s->setContext(Qt::WidgetWithChildrenShortcut);
    connect(undoKey, &QShortcut::activated, m_undo, &QUndoStack::undo);
    connect(redoKey, &QShortcut::activated, m_undo, &QUndoStack::redo);
    connect(escape, &QShortcut::activated, this, [this] {
        if (m_correcting)
            cancelCorrection();
        else if (m_dummyArmed)
            setDummyPredictionArmed(false);
        else
            showCurrent();
    });
    connect(dummyKey, &QShortcut::activated, this, [this] { setDummyPredictionArmed(!m_dummyArmed); });

    setFocusProxy(m_picker);
    retranslate();
}

TablePage::~TablePage()
{
    // The commands point at the session: let them go first.
    m_undo->clear();
}

void TablePage::setSession(std::unique_ptr<GameSession> session)
{
    m_undo->clear();
    m_session = std::move(session);
    m_correcting.reset();
    m_view.reset();
    m_dummyArmed = false;
    m_retryCard.reset();
    m_retryDummy = false;
    m_unlockedRounds.clear();
    clearMessage();
    // Room for two lines of the dummy's reason (3 players) and two lines of message, fixed for the game.
    const int dummyLines = m_session && m_session->record().hasDummy() ? 2 : 0;
    const int messageLines = dummyLines ? 1 : 2;
    m_notes->setFixedHeight(dummyLines * QFontMetrics(m_dummyLabel->font()).lineSpacing()
                            + messageLines * QFontMetrics(m_messageLabel->font()).lineSpacing() + 14);
    if (m_session) {
        // The stored entries become the undo history again, so a reopened game can still take cards
        // back; a dummy's card goes with the card that made it play.
        std::vector<std::vector<Entry>> groups;
        const Record &record = m_session->record();
        for (const Entry &entry : m_session->entries()) {
            const bool dummyPlay = entry.slot.kind == EntryKind::Joust && !record.isPlayer(entry.slot.seat);
            if (dummyPlay && !groups.empty())
                groups.back().push_back(entry);
            else
                groups.push_back({entry});
        }
        const QSignalBlocker blocker(m_undo);
        for (std::vector<Entry> &group : groups) {
            m_undo->push(new EntryCommand(m_session.get(), group, [this, group] { return entriesText(group); },
                                          [this](const StoreError &e) {
                showError(tr("Could not change the saved game: %1").arg(e.message), false);
            }));
        }
    }
    refresh();
}

std::optional<Slot> TablePage::target() const
{
    if (!m_session)
        return std::nullopt;
    if (m_correcting)
        return m_correcting;
    const Replay &replay = m_session->replay();
    if (m_dummyArmed) {
        if (const auto slot = openDummyPrediction())
            return slot;
    }
    if (replay.next().gameOver)
        return std::nullopt;
    return replay.next().slot;
}

std::optional<Slot> TablePage::openDummyPrediction() const
{
    // Once a card of the next round's board is entered, the last round's pile is closed.
    const std::optional<Slot> open = m_session->replay().openDummyPrediction();
    const NextEntry &next = m_session->replay().next();
    if (open && !next.gameOver && open->round != next.slot.round
        && next.slot.round < static_cast<int>(m_session->record().rounds.size()))
        return std::nullopt;
    return open;
}

QString TablePage::entriesText(const std::vector<Entry> &entries) const
{
    QString text = entryText(entries.front());
    for (std::size_t i = 1; i < entries.size(); ++i) {
        //: Undo text when a card made the dummy play: %1 is the card entered, %2 the dummy's card.
        text = tr("%1 and the dummy's %2").arg(text, SuitStyle::cardLabel(entries[i].card));
    }
    return text;
}

QString TablePage::entryText(const Entry &entry) const
{
    const Record &record = m_session->record();
    const QString name = record.seatName(entry.slot.seat);
    const QString card = SuitStyle::cardLabel(entry.card);
    switch (entry.slot.kind) {
    case EntryKind::DummyLayout:
        //: Undo text; %1 is a position 1-7, %2 a card.
        return tr("the dummy's face-up card %1 (%2)").arg(entry.slot.index + 1).arg(card);
    case EntryKind::DummyPrediction:
        return tr("the dummy's turned-up prediction card %1").arg(card);
    case EntryKind::Joust:
        return tr("%1's joust card %2").arg(name, card);
    case EntryKind::Prediction:
        return tr("%1's prediction card %2").arg(name, card);
    }
    return {};
}

void TablePage::enterCard(Card card)
{
    if (!m_session)
        return;
    if (m_correcting) {
        correct(*m_correcting, card);
        return;
    }
    const Replay &replay = m_session->replay();
    const std::optional<Slot> slot = target();
    if (!slot) {
        showError(tr("The game is over: every round has been played."), false);
        return;
    }
    if (replay.next().byDummy && *slot == replay.next().slot) {
        // The dummy's card is not entered by hand: it follows from its board.
        playDummyNow();
        return;
    }
    if (const std::optional<QString> why = replay.refusal(*slot, card)) {
        //: %1 is the card refused, %2 the reason.
        showError(tr("%1 refused: %2").arg(SuitStyle::cardLabel(card), *why), false);
        return;
    }
    const Entry entry{*slot, card};
    StoreError error;
    if (!m_session->append(entry, &error)) {
        m_retryCard = card;
        //: %1 is the card, %2 the storage error.
        showError(tr("%1 is not saved yet: %2. Nothing was lost; press Retry.")
                      .arg(SuitStyle::cardLabel(card), error.message),
                  true);
        return;
    }
    m_retryCard.reset();
    m_dummyArmed = false;
    std::vector<Entry> done{entry};
    // The card that gives the dummy its turn makes it play at once.
    while (!m_session->replay().next().gameOver && m_session->replay().next().byDummy
           && m_session->replay().next().dummyPlay) {
        const NextEntry next = m_session->replay().next();
        const Entry dummyEntry{next.slot, next.dummyPlay->card};
        if (!m_session->append(dummyEntry, &error)) {
            m_retryDummy = true;
            showError(tr("The dummy's card %1 is not saved yet: %2. Press Retry.")
                          .arg(SuitStyle::cardLabel(dummyEntry.card), error.message),
                      true);
            break;
        }
        done.push_back(dummyEntry);
    }
    if (!m_retryDummy)
        clearMessage();
    const QScopedValueRollback pushing(m_pushing, true);
    m_undo->push(new EntryCommand(m_session.get(), done, [this, done] { return entriesText(done); },
                                  [this](const StoreError &e) {
        showError(tr("Could not change the saved game: %1").arg(e.message), false);
    }));
    m_view.reset();
    refresh();
}

void TablePage::playDummyNow()
{
    const NextEntry next = m_session->replay().next();
    if (next.gameOver || !next.byDummy || !next.dummyPlay)
        return;
    const Entry entry{next.slot, next.dummyPlay->card};
    StoreError error;
    if (!m_session->append(entry, &error)) {
        m_retryDummy = true;
        showError(tr("The dummy's card %1 is not saved yet: %2. Press Retry.")
                      .arg(SuitStyle::cardLabel(entry.card), error.message),
                  true);
        return;
    }
    m_retryDummy = false;
    clearMessage();
    const QScopedValueRollback pushing(m_pushing, true);
    m_undo->push(new EntryCommand(m_session.get(), std::vector<Entry>{entry}, [this, entry] { return entryText(entry); },
                                  [this](const StoreError &e) {
                                      showError(tr("Could not change the saved game: %1").arg(e.message), false);
                                  }));
    refresh();
}

bool TablePage::startCorrection(const Slot &slot)
{
    if (!m_session)
        return false;
    const Record &record = m_session->record();
    if (!record.cardAt(slot))
        return false;
    if (slot.kind == EntryKind::Joust && !record.isPlayer(slot.seat)) {
        showError(tr("The dummy's card follows from its board and the cards before it: correct those instead."),
                  false);
        return false;
    }
    const Replay &replay = m_session->replay();
    if (replay.round(slot.round).complete && !m_unlockedRounds.count(slot.round)) {
        m_view = {slot.round, slot.index};
        showError(tr("Round %1 is finished. Press \"Edit round\" to change its cards.").arg(slot.round + 1), false);
        refresh();
        return false;
    }
    m_correcting = slot;
    m_dummyArmed = false;
    const bool inTrick = slot.kind == EntryKind::Joust || slot.kind == EntryKind::Prediction;
    m_view = {slot.round, inTrick ? slot.index : (m_view && m_view->first == slot.round ? m_view->second : 0)};
    clearMessage();
    refresh();
    return true;
}

void TablePage::cancelCorrection()
{
    m_correcting.reset();
    clearMessage();
    refresh();
}

void TablePage::correct(const Slot &slot, Card card)
{
    const CardSlot before = m_session->record().cardAt(slot);
    if (!before)
        return;
    if (*before == card) {
        cancelCorrection();
        return;
    }
    if (const std::optional<QString> why = m_session->replay().refusal(slot, card)) {
        showError(tr("%1 refused: %2").arg(SuitStyle::cardLabel(card), *why), false);
        return;
    }
    std::vector<EntryCommand::Change> changes;
    StoreError error;
    if (!m_session->replace(slot, card, &error)) {
        showError(tr("The correction is not saved: %1. Nothing was changed.").arg(error.message), false);
        return;
    }
    changes.push_back({slot, *before, card});
    // Where the correction changes what the dummy must play later, its stored card follows.
    QStringList dummyNotes;
    QString dummyFailure;
    const int dummy = m_session->record().dummySeat();
    for (int guard = 0; dummy >= 0 && guard < TricksPerRound; ++guard) {
        const Replay &replay = m_session->replay();
        const RoundResult &round = replay.round(slot.round);
        std::optional<EntryCommand::Change> change;
        for (int t = 0; t < static_cast<int>(round.tricks.size()) && !change; ++t) {
            const CardSlot played = m_session->record().rounds[at(slot.round)].tricks[at(t)].jousts[at(dummy)];
            const auto &rule = round.tricks[at(t)].dummyPlay;
            if (played && rule && rule->card != *played)
                change = EntryCommand::Change{Slot{EntryKind::Joust, slot.round, t, dummy}, *played, rule->card};
        }
        if (!change)
            break;
        if (!m_session->replace(change->slot, change->after, &error)) {
            //: %1 trick number, %2 the card the rule gives, %3 the reason it could not be stored.
            dummyFailure = tr("The dummy must now play %2 in trick %1, but its card could not be updated: %3. It is "
                              "listed under Violations.")
                               .arg(change->slot.index + 1)
                               .arg(SuitStyle::cardLabel(change->after), error.message);
            break;
        }
        changes.push_back(*change);
        //: %1 trick number, %2 and %3 cards.
        dummyNotes << tr("the dummy now plays %2 instead of %3 in trick %1")
                          .arg(change->slot.index + 1)
                          .arg(SuitStyle::cardLabel(change->after), SuitStyle::cardLabel(change->before));
    }
    const Card was = *before;
    const auto text = [this, slot, card, was] {
        //: Undo text for a correction: %1 describes the new card, %2 the old card.
        return tr("correction to %1 (was %2)").arg(entryText(Entry{slot, card}), SuitStyle::cardLabel(was));
    };
    m_correcting.reset();
    const QScopedValueRollback pushing(m_pushing, true);
    m_undo->push(new EntryCommand(m_session.get(), std::move(changes), text, [this](const StoreError &e) {
        showError(tr("Could not change the saved game: %1").arg(e.message), false);
    }));
    if (!dummyFailure.isEmpty()) {
        m_message = dummyFailure;
        m_messageIsError = true;
    } else if (!dummyNotes.isEmpty()) {
        m_message = tr("Corrected. Because of it, %1.").arg(dummyNotes.join(QStringLiteral("; ")));
        m_messageIsError = false;
    } else {
        m_message = tr("Corrected: %1.").arg(entryText(Entry{slot, card}));
        m_messageIsError = false;
    }
    m_view = {slot.round, slot.kind == EntryKind::Joust || slot.kind == EntryKind::Prediction ? slot.index : 0};
    refresh();
}

void TablePage::setDummyPredictionArmed(bool armed)
{
    if (!m_session)
        return;
    m_dummyArmed = armed && openDummyPrediction().has_value();
    if (m_dummyArmed)
        m_correcting.reset();
    refresh();
}

void TablePage::showTrick(int round, int trick)
{
    m_view = {round, trick};
    refresh();
}

void TablePage::showCurrent()
{
    m_view.reset();
    refresh();
}

void TablePage::unlockRound(int round)
{
    m_unlockedRounds.insert(round);
    m_message = tr("Round %1 can be changed now: click a card on the table to correct it.").arg(round + 1);
    m_messageIsError = false;
    refresh();
}

void TablePage::onSlotClicked(const Slot &slot)
{
    startCorrection(slot);
}

void TablePage::onViolationActivated()
{
    QListWidgetItem *item = m_violations->currentItem();
    if (!item)
        return;
    const int round = item->data(RoundRole).toInt();
    const int trick = item->data(TrickRole).toInt();
    showTrick(round, std::max(0, trick - 1));
}

std::pair<int, int> TablePage::currentView() const
{
    if (m_view)
        return *m_view;
    const Replay &replay = m_session->replay();
    const NextEntry &next = replay.next();
    const Record &record = m_session->record();
    if (next.gameOver) {
        const int r = static_cast<int>(record.rounds.size()) - 1;
        return {r, TricksPerRound - 1};
    }
    const Slot &slot = next.slot;
    if (slot.kind == EntryKind::DummyLayout)
        return {slot.round, 0};
    const int t = slot.index;
    const bool started = slot.round < static_cast<int>(record.rounds.size())
                         && t < static_cast<int>(record.rounds[at(slot.round)].tricks.size());
    if (!started && t > 0)
        return {slot.round, t - 1}; // the result stays on the table until the next card
    return {slot.round, t};
}

bool TablePage::isShowingSummary() const
{
    return m_centre->currentWidget() == m_summary;
}

void TablePage::moveView(int delta)
{
    if (!m_session)
        return;
    auto [r, t] = currentView();
    const Record &record = m_session->record();
    t += delta;
    if (t < 0 && r > 0) {
        --r;
        t = TricksPerRound - 1;
    } else if (t >= TricksPerRound && r + 1 < static_cast<int>(record.rounds.size())) {
        ++r;
        t = 0;
    }
    t = std::clamp(t, 0, TricksPerRound - 1);
    m_view = {r, t};
    refresh();
}

QString TablePage::promptFor(const Slot &slot) const
{
    const Replay &replay = m_session->replay();
    const Record &record = m_session->record();
    const QString name = record.seatName(slot.seat);
    if (m_correcting && slot == *m_correcting) {
        //: %1 says which card, e.g. "played by Ben in trick 2".
        return tr("Correcting the card %1: pick the new card (Esc to cancel)").arg(replay.describeSlot(slot));
    }
    switch (slot.kind) {
    case EntryKind::DummyLayout:
        //: %1 is the dealer's name; %2 counts 1 to 7.
        return tr("%1 deals: enter the dummy's face-up card %2 of 7, in the order dealt")
            .arg(record.seatName(replay.dealerOf(slot.round)))
            .arg(slot.index + 1);
    case EntryKind::DummyPrediction:
        return tr("Dummy: enter the prediction card turned up after trick %1 (optional)").arg(slot.index + 1);
    case EntryKind::Prediction:
        return tr("%1: turn up your prediction card").arg(name);
    case EntryKind::Joust: {
        if (!record.isPlayer(slot.seat))
            return tr("The dummy plays its card now");
        std::optional<Suit> led;
        if (slot.round < static_cast<int>(replay.rounds().size())
            && slot.index < static_cast<int>(replay.round(slot.round).tricks.size()))
            led = replay.round(slot.round).tricks[at(slot.index)].ledSuit;
        if (!led)
            return tr("%1: lead with your joust card — you are the leader").arg(name);
        //: %1 player, %2 suit name.
        return tr("%1: play your joust card — %2 was led: follow it if you can").arg(name, suitName(*led));
    }
    }
    return {};
}

QString TablePage::promptText() const
{
    return m_prompt->text();
}

QString TablePage::messageText() const
{
    return m_messageLabel->text();
}

QString TablePage::dummyText() const
{
    return m_dummyLabel->text();
}

void TablePage::showError(const QString &message, bool retry)
{
    m_message = message;
    m_messageIsError = true;
    m_retry->setVisible(retry);
    refresh();
}

void TablePage::clearMessage()
{
    m_message.clear();
    m_messageIsError = false;
    m_retry->setVisible(false);
    m_retryDummy = false;
}

void TablePage::refresh()
{
    if (!m_session) {
        m_prompt->clear();
        m_header->clear();
        m_scoreModel->clear();
        return;
    }
    const Replay &replay = m_session->replay();
    const Record &record = m_session->record();
    const NextEntry &next = replay.next();
    if (m_correcting && !record.cardAt(*m_correcting))
        m_correcting.reset();
    if (m_dummyArmed && !openDummyPrediction())
        m_dummyArmed = false;
    const std::optional<Slot> slot = target();

    // Header.
    const int round = next.gameOver ? static_cast<int>(record.rounds.size()) - 1 : next.slot.round;
    const int trick = next.gameOver || next.slot.kind == EntryKind::DummyLayout ? -1 : next.slot.index;
    if (next.gameOver) {
        m_header->setText(tr("Game over"));
    } else if (trick < 0) {
        m_header->setText(tr("Round %1 of %2 · Dealer %3 · Dummy's board")
                              .arg(round + 1)
                              .arg(replay.roundsInGame())
                              .arg(record.seatName(replay.dealerOf(round))));
    } else {
        m_header->setText(tr("Round %1 of %2 · Dealer %3 · Trick %4 of %5")
                              .arg(round + 1)
                              .arg(replay.roundsInGame())
                              .arg(record.seatName(replay.dealerOf(round)))
                              .arg(trick + 1)
                              .arg(TricksPerRound));
    }

    // Centre: the trick, or a summary while nothing of the next round is entered.
    const auto [viewRound, viewTrick] = currentView();
    bool summary = false;
    if (!m_view && !m_correcting) {
        if (next.gameOver)
            summary = true;
        else if (next.slot.round > 0 && next.slot.round >= static_cast<int>(record.rounds.size()))
            summary = true; // nothing of the new round entered yet
    }
    if (summary) {
        refreshSummary();
        m_centre->setCurrentWidget(m_summary);
    } else {
        std::optional<Slot> highlight = slot;
        m_trickView->show(replay, viewRound, viewTrick, highlight, m_correcting);
        m_centre->setCurrentWidget(m_trickView);
    }
    if (m_view) {
        //: Header while an earlier trick is shown: %1 round, %2 trick, %3 where the game is now.
        m_header->setText(tr("Showing round %1, trick %2 · now: %3").arg(viewRound + 1).arg(viewTrick + 1).arg(m_header->text()));
    }
    m_header->setToolTip(m_header->text());
    // Always in its place, so that a second click on the same spot never lands on another button.
    m_currentButton->setEnabled(m_view.has_value());
    m_prevButton->setEnabled(!record.rounds.empty());
    m_nextButton->setEnabled(!record.rounds.empty());

    // The dummy's card in the shown trick, with its reason and its pile.
    QString dummyText;
    const int dummy = record.dummySeat();
    if (dummy >= 0 && !summary && viewRound < static_cast<int>(replay.rounds().size())
        && viewTrick < static_cast<int>(replay.round(viewRound).tricks.size())) {
        const TrickResult &shown = replay.round(viewRound).tricks[at(viewTrick)];
        const CardSlot played = record.rounds[at(viewRound)].tricks[at(viewTrick)].jousts[at(dummy)];
        if (played && shown.dummyPlay && shown.dummyPlay->card == *played) {
            //: %1 explains the dummy's play; %2 is a suit name.
            dummyText = tr("%1 It came from the top of its %2 pile.")
                            .arg(Replay::explainDummy(*shown.dummyPlay, shown.ledSuit), suitName(played->suit));
        } else if (played && shown.dummyPlay) {
            dummyText = tr("⚠ The dummy's recorded card %1 is not what its rule gives (%2).")
                            .arg(SuitStyle::cardLabel(*played), SuitStyle::cardLabel(shown.dummyPlay->card));
        }
    }
    m_dummyLabel->setText(dummyText);
    m_dummyLabel->setVisible(!dummyText.isEmpty());

    // Message line.
    m_messageLabel->setText(m_message);
    m_messageLabel->setVisible(!m_message.isEmpty());
    QPalette messagePalette = palette();
    if (m_messageIsError)
        messagePalette.setColor(QPalette::WindowText,
                                SuitStyle::isDark(palette()) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x10, 0x10));
    m_messageLabel->setPalette(messagePalette);
    // A game left between a card and the dummy's answer to it: one click plays the dummy's card.
    m_retryDummy = !next.gameOver && next.byDummy;
    if (m_retryDummy)
        m_retry->setVisible(true);
    else if (!m_retryCard && !m_retryDummy)
        m_retry->setVisible(false);

    // Prompt.
    if (!slot) {
        m_prompt->setText(tr("The game is over."));
    } else if (next.byDummy && *slot == next.slot && next.dummyPlay) {
        m_prompt->setText(tr("The dummy plays %1 — press Retry or any card to play it")
                              .arg(SuitStyle::cardLabel(next.dummyPlay->card)));
    } else {
        m_prompt->setText(promptFor(*slot));
    }

    // Buttons.
    m_undoButton->setEnabled(m_undo->canUndo());
    m_redoButton->setEnabled(m_undo->canRedo());
    const QString undoText = m_undo->canUndo() ? tr("↶ Undo %1").arg(m_undo->undoText()) : tr("↶ Undo");
    const QString redoText = m_undo->canRedo() ? tr("↷ Redo %1").arg(m_undo->redoText()) : tr("↷ Redo");
    // Fixed widths (set in retranslate): the text is cut to fit, the tooltip has all of it.
    const auto fit = [](QToolButton *button, const QString &text) {
        const int room = button->width() - (button->sizeHint().width() - button->fontMetrics().horizontalAdvance(button->text()));
        button->setText(button->fontMetrics().elidedText(text, Qt::ElideRight, std::max(room, 0)));
    };
    m_undoButton->setText(undoText);
    m_redoButton->setText(redoText);
    fit(m_undoButton, undoText);
    fit(m_redoButton, redoText);
    //: Tooltip: what undo will take back, and its key.
    m_undoButton->setToolTip(tr("%1 (Ctrl+Z)").arg(undoText));
    m_redoButton->setToolTip(tr("%1 (Ctrl+Shift+Z)").arg(redoText));
    const std::optional<Slot> openDummy = openDummyPrediction();
    m_dummyPredictionButton->setVisible(openDummy.has_value() && !m_correcting);
    if (openDummy)
        m_dummyPredictionButton->setText(tr("Dummy's turned-up card after trick %1 (Ctrl+D)").arg(openDummy->index + 1));
    {
        const QSignalBlocker blocker(m_dummyPredictionButton);
        m_dummyPredictionButton->setChecked(m_dummyArmed);
    }
    const bool viewingFinished = viewRound >= 0 && viewRound < static_cast<int>(replay.rounds().size())
                                 && replay.round(viewRound).complete && !m_unlockedRounds.count(viewRound)
                                 && (m_view.has_value() || summary);
    m_editRoundButton->setVisible(viewingFinished && !summary);
    m_editRoundButton->setText(tr("Edit round %1").arg(viewRound + 1));
    m_cancelButton->setVisible(m_correcting.has_value());

    refreshPicker(slot);
    m_scoreModel->setReplay(replay);
    // The rows' names in full: the header keeps the width it first had when only the data changes.
    int rowNames = 0;
    for (int r = 0; r < m_scoreModel->rowCount(); ++r) {
        for (const QString &line : m_scoreModel->headerData(r, Qt::Vertical).toString().split(QLatin1Char('\n')))
            rowNames = std::max(rowNames, m_scoreView->verticalHeader()->fontMetrics().horizontalAdvance(line));
    }
    m_scoreView->verticalHeader()->setMinimumWidth(rowNames + 12);

    // Violations.
    m_violations->clear();
    for (const Violation &v : replay.violations()) {
        auto *item = new QListWidgetItem(tr("Round %1, trick %2: %3").arg(v.round + 1).arg(v.trick).arg(replay.describe(v)),
                                         m_violations);
        item->setData(RoundRole, v.round);
        item->setData(TrickRole, v.trick);
    }
    const int count = static_cast<int>(replay.violations().size());
    m_side->setTabText(1, count ? tr("⚠ Violations (%1)").arg(count) : tr("Violations (none)"));
    // Keys stay with the table: with no card to enter, on the way back to the start (Ctrl+D still works).
    if (slot)
        m_picker->typedEntry()->setFocus();
    else
        m_homeButton->setFocus();
}

void TablePage::refreshPicker(const std::optional<Slot> &slot)
{
    m_picker->resetCards();
    // Nothing to click without a card to enter; the dummy's last turned-up card arms it again (Ctrl+D).
    m_picker->setEnabled(slot.has_value());
    m_picker->setVisible(slot.has_value());
    m_homeButton->setVisible(!slot.has_value());
    if (!slot)
        return;
    const Replay &replay = m_session->replay();
    for (int i = 0; i < DeckSize; ++i) {
        const Card card = Card::fromIndex(i);
        if (const std::optional<Slot> used = replay.whereIs(slot->round, card, *slot))
            m_picker->setUsed(card, replay.describeSlot(*used));
    }
}

QString TablePage::cardCountHtml(int r) const
{
    const Record &record = m_session->record();
    const Round &round = record.rounds[at(r)];
    const int dummy = record.dummySeat();
    std::array<int, DeckSize> seen{};
    int hands = 0;
    for (const Trick &trick : round.tricks) {
        for (int s = 0; s < SeatCount; ++s) {
            if (s == dummy)
                continue;
            for (const CardSlot &c : {trick.jousts[at(s)], trick.predictions[at(s)]}) {
                if (c) {
                    ++seen[at(c->index())];
                    ++hands;
                }
            }
        }
    }
    for (const Card &c : round.dummyLayout)
        ++seen[at(c.index())];
    for (const Card &c : round.dummyPredictions)
        ++seen[at(c.index())];
    QStringList missing;
    int duplicates = 0;
    for (int i = 0; i < DeckSize; ++i) {
        if (seen[at(i)] == 0)
            missing << SuitStyle::cardLabel(Card::fromIndex(i));
        if (seen[at(i)] > 1)
            ++duplicates;
    }
    const int board = static_cast<int>(round.dummyLayout.size());
    const int pile = static_cast<int>(round.dummyPredictions.size());
    QString html;
    if (dummy >= 0) {
        html = tr("Card count: %1 in the players' hands + %2 on the dummy's board + %3 of 7 turned up from the "
                  "dummy's prediction pile = %4 of 56.")
                   .arg(hands)
                   .arg(board)
                   .arg(pile)
                   .arg(hands + board + pile);
    } else {
        html = tr("Card count: %1 in the players' hands = %2 of 56.").arg(hands).arg(hands);
    }
    html = QStringLiteral("<p>") + escaped(html) + QStringLiteral("</p>");
    if (missing.isEmpty() && duplicates == 0) {
        html += QStringLiteral("<p><b>") + escaped(tr("✓ All 56 cards are accounted for.")) + QStringLiteral("</b></p>");
    } else {
        if (!missing.isEmpty())
            html += QStringLiteral("<p>")
                    + escaped(dummy >= 0 ? tr("Not accounted for (%1): %2 — these lie in the dummy's prediction pile "
                                              "that was not turned up.")
                                               .arg(missing.size())
                                               .arg(missing.join(QStringLiteral(" ")))
                                         : tr("Not accounted for (%1): %2.")
                                               .arg(missing.size())
                                               .arg(missing.join(QStringLiteral(" "))))
                    + QStringLiteral("</p>");
        if (duplicates > 0)
            html += QStringLiteral("<p><b>") + escaped(tr("⚠ Cards entered more than once: %1. See Violations.").arg(duplicates))
                    + QStringLiteral("</b></p>");
    }
    return html;
}

QString TablePage::roundSummaryHtml(int r) const
{
    const Replay &replay = m_session->replay();
    const Record &record = m_session->record();
    const RoundResult &round = replay.round(r);
    SeatArray running{};
    for (int i = 0; i <= r; ++i) {
        for (int s = 0; s < SeatCount; ++s)
            running[at(s)] += replay.round(i).scores[at(s)];
    }
    QString html = QStringLiteral("<h2>") + escaped(tr("Round %1 is over").arg(r + 1)) + QStringLiteral("</h2>");
    html += QStringLiteral("<table border='1' cellspacing='0' cellpadding='6' width='100%'><tr><th></th>");
    const QStringList heads = {tr("Tricks"),     tr("✓ 1st (W)"),   tr("✓ 2nd (F)"),    tr("✓ 3rd (S)"),
                               tr("✓ 4th (C)"),  tr("No-trick bonus"), tr("Round score"), tr("Total so far")};
    for (const QString &h : heads)
        html += QStringLiteral("<th>") + escaped(h) + QStringLiteral("</th>");
    html += QStringLiteral("</tr>");
    for (int s = 0; s < SeatCount; ++s) {
        if (!record.isPlayer(s))
            continue;
        html += QStringLiteral("<tr><td><b>") + escaped(record.seatName(s)) + QStringLiteral("</b></td>");
        const QStringList cells = {QString::number(round.tricksWon[at(s)]),
                                   QString::number(round.correctByRank[at(s)][0]),
                                   QString::number(round.correctByRank[at(s)][1]),
                                   QString::number(round.correctByRank[at(s)][2]),
                                   QString::number(round.correctByRank[at(s)][3]),
                                   round.zeroTrickBonus[at(s)] ? tr("+3") : QStringLiteral("—"),
                                   QString::number(round.scores[at(s)]),
                                   QString::number(running[at(s)])};
        for (const QString &c : cells)
            html += QStringLiteral("<td align='center'>") + escaped(c) + QStringLiteral("</td>");
        html += QStringLiteral("</tr>");
    }
    if (record.hasDummy()) {
        html += QStringLiteral("<tr><td>") + escaped(tr("Dummy")) + QStringLiteral("</td><td align='center'>")
                + QString::number(round.tricksWon[at(record.dummySeat())]) + QStringLiteral("</td>")
                + QStringLiteral("<td colspan='7'>") + escaped(tr("The dummy never scores.")) + QStringLiteral("</td></tr>");
    }
    html += QStringLiteral("</table>");
    html += cardCountHtml(r);
    return html;
}

QString TablePage::gameEndHtml() const
{
    const Replay &replay = m_session->replay();
    const Record &record = m_session->record();
    const SeatArray totals = replay.totals();
    const std::vector<int> winners = replay.winners();
    std::vector<int> seats;
    for (int s = 0; s < SeatCount; ++s) {
        if (record.isPlayer(s))
            seats.push_back(s);
    }
    std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) { return totals[at(a)] > totals[at(b)]; });
    QStringList names;
    for (int w : winners)
        names << record.seatName(w);
    QString html = QStringLiteral("<h1>") + escaped(tr("Game over")) + QStringLiteral("</h1>");
    if (winners.size() > 1)
        html += QStringLiteral("<h2>") + escaped(tr("★ Shared win: %1").arg(names.join(tr(" and ")))) + QStringLiteral("</h2>");
    else if (!winners.empty())
        html += QStringLiteral("<h2>") + escaped(tr("★ %1 wins").arg(names.join(QString()))) + QStringLiteral("</h2>");
    html += QStringLiteral("<table border='1' cellspacing='0' cellpadding='8'><tr><th>") + escaped(tr("Place"))
            + QStringLiteral("</th><th>") + escaped(tr("Player")) + QStringLiteral("</th><th>") + escaped(tr("Total"))
            + QStringLiteral("</th></tr>");
    int place = 0;
    int previous = -1;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const int s = seats[i];
        if (totals[at(s)] != previous)
            place = static_cast<int>(i) + 1;
        previous = totals[at(s)];
        const bool won = std::find(winners.begin(), winners.end(), s) != winners.end();
        html += QStringLiteral("<tr><td align='center'>") + escaped(won && winners.size() > 1 ? tr("%1 (shared)").arg(place)
                                                                                           : QString::number(place))
                + QStringLiteral("</td><td><b>") + escaped(record.seatName(s)) + QStringLiteral("</b></td><td align='center'>")
                + QString::number(totals[at(s)]) + QStringLiteral("</td></tr>");
    }
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p>") + escaped(tr("The game is saved as finished.")) + QStringLiteral("</p>");
    if (!record.rounds.empty())
        html += roundSummaryHtml(static_cast<int>(record.rounds.size()) - 1);
    return html;
}

void TablePage::refreshSummary()
{
    const Replay &replay = m_session->replay();
    const Record &record = m_session->record();
    QString html;
    if (replay.next().gameOver)
        html = gameEndHtml();
    else if (!record.rounds.empty())
        html = roundSummaryHtml(static_cast<int>(record.rounds.size()) - 1);
    QFont f = font();
    f.setPointSize(14);
    m_summary->document()->setDefaultFont(f);
    m_summary->setHtml(html);
}

void TablePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TablePage::retranslate()
{
    m_prevButton->setText(tr("◀ Previous"));
    m_nextButton->setText(tr("Next ▶"));
    m_prevButton->setToolTip(tr("Previous trick (Page Up)"));
    m_nextButton->setToolTip(tr("Next trick (Page Down)"));
    m_currentButton->setText(tr("Current trick"));
    m_currentButton->setToolTip(tr("Back to the current trick (Esc)"));
    m_scoreLegend->setText(ScoreSheetModel::legend());
    // Undo and Redo keep one width whatever they will take back.
    const int charWidth = m_undoButton->fontMetrics().averageCharWidth();
    m_undoButton->setFixedWidth(30 * charWidth);
    m_redoButton->setFixedWidth(16 * charWidth);
    m_retry->setText(tr("Retry"));
    m_cancelButton->setText(tr("Cancel correction"));
    m_homeButton->setText(tr("Back to the start screen"));
    m_side->setTabText(0, tr("Score sheet"));
    m_side->setTabText(1, tr("Violations"));
    m_scoreModel->retranslate();
    for (int i = 0; i < m_undo->count(); ++i) {
        // Every command on this stack is an EntryCommand.
        static_cast<EntryCommand *>(const_cast<QUndoCommand *>(m_undo->command(i)))->retranslate();
    }
    refresh();
}

} // namespace tornei
