#include "tablepage.h"

#include "cardpicker.h"
#include "fitlabel.h"
#include "plaintext.h"
#include "seatindex.h"
#include "tablesummaryview.h"
#include "tabletexts.h"
#include "trickview.h"
#include "violationline.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tornei {

TablePage::TablePage(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 6, 6, 6);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(m_splitter);

    auto *main = new QWidget(m_splitter);
    auto *layout = new QVBoxLayout(main);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);

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
    m_prevButton->setObjectName(QStringLiteral("previousButton"));
    m_nextButton->setObjectName(QStringLiteral("nextButton"));
    m_currentButton->setObjectName(QStringLiteral("currentButton"));
    for (QToolButton *b : {m_prevButton, m_nextButton, m_currentButton}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::NoFocus);
    }
    headerRow->addWidget(m_header, 1);
    headerRow->addWidget(m_prevButton);
    headerRow->addWidget(m_nextButton);
    headerRow->addWidget(m_currentButton);
    layout->addLayout(headerRow);

    m_centre = new QStackedWidget(main);
    m_trickView = new TrickView(m_centre);
    m_summary = new TableSummaryView(m_centre);
    m_centre->addWidget(m_trickView);
    m_centre->addWidget(m_summary);
    layout->addWidget(m_centre, 1);

    // The violations of the round on the table, named until its summary is shown: the red message
    // that announced one is gone with the next card.
    m_violationLine = new ViolationLine(main);
    layout->addWidget(m_violationLine);

    // The dummy's reason and the last message share a strip of fixed height.
    m_notes = new TableNotes(main);
    layout->addWidget(m_notes); // its height is set for each game, in setSession()

    auto *promptRow = new QHBoxLayout;
    m_prompt = new FitLabel(13, main);
    m_prompt->setObjectName(QStringLiteral("prompt"));
    QFont promptFont = m_prompt->font();
    promptFont.setPointSize(22);
    promptFont.setBold(true);
    m_prompt->setFont(promptFont);
    // What has been typed so far, beside the prompt it answers.
    m_typedEcho = new QLabel(main);
    m_typedEcho->setObjectName(QStringLiteral("typedEcho"));
    m_typedEcho->setFont(promptFont);
    m_typedEcho->setTextFormat(Qt::PlainText);
    m_typedEcho->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_typedEcho->setFixedWidth(QFontMetrics(promptFont).horizontalAdvance(QStringLiteral("⌨ W14…")));
    promptRow->addWidget(m_prompt, 1);
    promptRow->addWidget(m_typedEcho);
    layout->addLayout(promptRow);

    m_actions = new TableActionRow(main);
    layout->addWidget(m_actions);

    m_picker = new CardPicker(main);
    // Hidden while there is no card to enter, it keeps its room (refresh()): the buttons above it
    // stay where they were.
    layout->addWidget(m_picker);

    m_side = new ScoreSheetPanel(m_splitter);
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
                      .arg(text));
    });
    connect(m_trickView, &TrickView::slotClicked, this, &TablePage::onSlotClicked);
    connect(m_actions->undoButton(), &QToolButton::clicked, this, &TablePage::undo);
    connect(m_actions->redoButton(), &QToolButton::clicked, this, &TablePage::redo);
    // The session's signal redraws the table; the stack's says what undo and redo will do.
    // Within an action both come before its end, which redraws once.
    connect(m_prevButton, &QToolButton::clicked, this, [this] { moveView(-1); });
    connect(m_nextButton, &QToolButton::clicked, this, [this] { moveView(1); });
    connect(m_currentButton, &QToolButton::clicked, this, &TablePage::showCurrent);
    connect(m_notes->retryButton(), &QPushButton::clicked, this, [this] {
        if (!m_document)
            return;
        if (m_document->hasPendingAction())
            m_document->retryPending();
        else
            m_document->playDummy();
    });
    connect(m_notes->discardButton(), &QPushButton::clicked, this, [this] {
        if (m_document)
            m_document->discardPending();
    });
    connect(m_actions->swapButton(), &QPushButton::clicked, this, &TablePage::startSwap);
    connect(m_actions->summaryButton(), &QPushButton::clicked, this, &TablePage::showRoundSummary);
    connect(m_actions->dummyPredictionButton(), &QPushButton::toggled, this, &TablePage::setDummyPredictionArmed);
    connect(m_actions->editRoundButton(), &QPushButton::clicked, this, [this] { unlockRound(currentView().first); });
    connect(m_actions->cancelButton(), &QPushButton::clicked, this, &TablePage::stepBack);
    connect(m_actions->homeButton(), &QPushButton::clicked, this, &TablePage::backToStartRequested);
    connect(m_side, &ScoreSheetPanel::trickRequested, this, &TablePage::showTrick);

    auto *undoKey = new QShortcut(QKeySequence::Undo, this);
    auto *redoKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), this);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    auto *dummyKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_D), this);
    auto *misplayKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_M), this);
    auto *correctKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_E), this);
    auto *previousKey = new QShortcut(QKeySequence(Qt::Key_PageUp), this);
    auto *nextKey = new QShortcut(QKeySequence(Qt::Key_PageDown), this);
    connect(previousKey, &QShortcut::activated, this, [this] { moveView(-1); });
    connect(nextKey, &QShortcut::activated, this, [this] { moveView(1); });
    for (QShortcut *s : {undoKey, redoKey, escape, dummyKey, misplayKey, correctKey, previousKey, nextKey})
        s->setContext(Qt::WidgetWithChildrenShortcut);
    auto *summaryKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_R), this);
    summaryKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(summaryKey, &QShortcut::activated, this, &TablePage::showRoundSummary);
    connect(undoKey, &QShortcut::activated, this, &TablePage::undo);
    connect(redoKey, &QShortcut::activated, this, &TablePage::redo);
    connect(escape, &QShortcut::activated, this, &TablePage::stepBack);
    connect(misplayKey, &QShortcut::activated, this, &TablePage::correctDummyCard);
    connect(correctKey, &QShortcut::activated, this, &TablePage::chooseCardToCorrect);
    connect(dummyKey, &QShortcut::activated, this,
            [this] { setDummyPredictionArmed(!(m_document && m_document->isDummyArmed())); });

    setFocusProxy(m_picker);
    retranslate();
}

TablePage::~TablePage() = default;

void TablePage::setSession(std::unique_ptr<GameSession> session)
{
    // The old game's document goes, with its undo steps and its connections.
    m_document.reset();
    m_view.reset();
    m_held.reset();
    m_finalScoresAsked = false;
    m_notes->clearMessage();
    m_notes->setHasDummy(session && session->record().hasDummy());
    if (session) {
        m_document = std::make_unique<GameDocument>(std::move(session));
        // Whatever changed the game, the table shows where it stands now; an action then says
        // which trick belongs in sight before the table is drawn again.
        connect(m_document->session(), &GameSession::changed, this, [this] { m_view.reset(); });
        connect(m_document.get(), &GameDocument::slotInQuestion, this, [this](const Slot &slot) {
            m_view = viewOf(slot);
            m_held.reset();
        });
        connect(m_document.get(), &GameDocument::trickFinished, this, [this](int round, int trick) {
            m_held = {round, trick};
            m_heldRevision = m_document->session()->revision();
        });
        connect(m_document.get(), &GameDocument::said, this, &TablePage::setMessage);
        connect(m_document.get(), &GameDocument::changed, this, &TablePage::refresh);
        connect(m_document.get(), &GameDocument::storeDamaged, this, &TablePage::storeDamaged);
    }
    m_side->follow(this->session());
    refresh();
}

GameSession *TablePage::session() const
{
    return m_document ? m_document->session() : nullptr;
}

QUndoStack *TablePage::undoStack() const
{
    return m_document ? m_document->undoStack() : nullptr;
}

void TablePage::enterCard(Card card)
{
    if (m_document)
        m_document->enterCard(card);
}

bool TablePage::startCorrection(const Slot &slot)
{
    return m_document && m_document->startCorrection(slot);
}

void TablePage::cancelCorrection()
{
    if (m_document)
        m_document->cancelCorrection();
}

void TablePage::startSwap()
{
    if (m_document)
        m_document->startSwap();
}

void TablePage::swapCards(const Slot &first, const Slot &second)
{
    if (m_document)
        m_document->swapCards(first, second);
}

void TablePage::undo()
{
    if (m_document)
        m_document->undo();
}

void TablePage::redo()
{
    if (m_document)
        m_document->redo();
}

void TablePage::setDummyPredictionArmed(bool armed)
{
    if (m_document)
        m_document->setDummyArmed(armed);
}

void TablePage::unlockRound(int round)
{
    if (m_document)
        m_document->unlockRound(round);
}

std::optional<Slot> TablePage::target() const
{
    return m_document ? m_document->target() : std::nullopt;
}

bool TablePage::isSwapping() const
{
    return m_document && m_document->isSwapping();
}

bool TablePage::hasPendingAction() const
{
    return m_document && m_document->hasPendingAction();
}

bool TablePage::followOtherWriters(const QString &note)
{
    return m_document && m_document->followOtherWriters(note);
}

void TablePage::stepBack()
{
    // A swap goes back to the correction it came from, a correction is dropped, the dummy's
    // turned-up card is disarmed; otherwise the table returns to the current trick.
    if (m_document && m_document->isSwapping())
        m_document->cancelSwap();
    else if (m_document && m_document->correcting())
        m_document->cancelCorrection();
    else if (m_document && m_document->isDummyArmed())
        m_document->setDummyArmed(false);
    else
        showCurrent();
}

void TablePage::onSlotClicked(const Slot &slot)
{
    if (!m_document)
        return;
    if (m_document->isSwapping() && m_document->correcting())
        m_document->swapCards(*m_document->correcting(), slot);
    else
        m_document->startCorrection(slot);
}

void TablePage::correctDummyCard()
{
    if (!m_document)
        return;
    const Record &record = session()->record();
    const auto [round, trick] = currentView();
    if (!record.hasDummy()) {
        showError(tr("A game of four players has no dummy: Ctrl+M corrects the dummy's card in a game of three."));
        return;
    }
    const Slot slot{EntryKind::Joust, round, trick, record.dummySeat()};
    if (!record.cardAt(slot)) {
        showError(tr("The dummy has no card in the trick shown: show the trick where it played (Page Up, Page "
                     "Down), then press Ctrl+M."));
        return;
    }
    m_document->startCorrection(slot);
}

QMenu *TablePage::chooseCardToCorrect()
{
    if (!m_document)
        return nullptr;
    const Replay &replay = session()->replay();
    const Record &record = session()->record();
    const auto [round, trick] = currentView();
    // Leader first, as the cards reached the table: each player's joust card, then their prediction;
    // then the dummy's card turned up after the trick.
    std::vector<Slot> trickSlots;
    std::vector<Slot> boardSlots;
    // While swapping, the card being swapped is not one to swap it with.
    const std::optional<Slot> swapped = m_document->isSwapping() ? m_document->correcting() : std::nullopt;
    const auto entered = [&](const Slot &slot, std::vector<Slot> &into) {
        if (record.cardAt(slot) && slot != swapped)
            into.push_back(slot);
    };
    if (round >= 0 && round < static_cast<int>(replay.rounds().size())) {
        if (trick < static_cast<int>(replay.round(round).tricks.size())) {
            const int leader = replay.round(round).tricks[static_cast<std::size_t>(trick)].leader;
            for (int i = 0; i < SeatCount; ++i) {
                const int seat = (std::max(leader, 0) + i) % SeatCount;
                entered(Slot{EntryKind::Joust, round, trick, seat}, trickSlots);
                entered(Slot{EntryKind::Prediction, round, trick, seat}, trickSlots);
            }
        }
        if (record.hasDummy()) {
            const int dummy = record.dummySeat();
            entered(Slot{EntryKind::DummyPrediction, round, trick, dummy}, trickSlots);
            for (int i = 0; i < DummyLayoutSize; ++i)
                entered(Slot{EntryKind::DummyLayout, round, i, dummy}, boardSlots);
        }
    }
    if (trickSlots.empty() && boardSlots.empty()) {
        showError(tr("No card of the trick shown has been entered yet: show the trick with the card to correct "
                     "(Page Up, Page Down), then press Ctrl+E."));
        return nullptr;
    }
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("correctionMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const auto addSlot = [&](const Slot &slot, const QString &key) {
        //: An entry of the Ctrl+E menu: %1 its key, %2 the card, %3 where it lies, e.g. "played by Ben in trick 2".
        const QString text =
            tr("&%1  %2 — %3").arg(key, record.cardAt(slot)->code(), replay.describeSlot(slot));
        connect(menu->addAction(text), &QAction::triggered, this, [this, slot] {
            if (!m_document)
                return;
            // Chosen on purpose, from a list: a finished round opens for it, as Edit round does.
            if (m_document->isLocked(slot.round))
                m_document->unlockRound(slot.round);
            onSlotClicked(slot);
        });
    };
    menu->addSection(m_document->isSwapping() ? tr("Swap with which card?") : tr("Correct which card?"));
    if (trickSlots.empty()) {
        //: In the Ctrl+E menu, when only the dummy's board has cards to correct.
        menu->addAction(tr("No card of trick %1 has been entered yet").arg(trick + 1))->setEnabled(false);
    }
    for (std::size_t i = 0; i < trickSlots.size(); ++i)
        addSlot(trickSlots[i], QString::number(i + 1));
    if (!boardSlots.empty()) {
        menu->addSection(tr("The dummy's board"));
        for (std::size_t i = 0; i < boardSlots.size(); ++i)
            addSlot(boardSlots[i], QString(QLatin1Char(char('A' + i))));
    }
    showTrick(round, trick);
    menu->popup(m_trickView->mapToGlobal(m_trickView->rect().center() - QPoint(menu->sizeHint().width() / 2, 0)));
    return menu;
}

void TablePage::showTrick(int round, int trick)
{
    m_view = {round, trick};
    m_held.reset();
    refresh();
}

void TablePage::showCurrent()
{
    m_view.reset();
    m_held.reset();
    refresh();
}

void TablePage::showRoundSummary()
{
    if (!m_held) {
        if (!m_document || !session()->replay().next().gameOver || m_document->correcting())
            return;
        if (!isShowingSummary()) {
            // An earlier trick looked at after the game: back to the last round's summary.
            m_view.reset();
            m_finalScoresAsked = false;
            refresh();
            return;
        }
        m_finalScoresAsked = true;
        refresh();
        emit finalScoresRequested();
        return;
    }
    m_held.reset();
    m_view.reset();
    // What was said about the finished trick belongs to it: the table has moved on.
    if (!m_notes->isError())
        setMessage(QString(), false);
    refresh();
}

void TablePage::returnFromGameEnd()
{
    // The table's last step before the game's end: its last round's summary, and Ctrl+R to go on.
    m_finalScoresAsked = false;
    refresh();
}

std::pair<int, int> TablePage::viewOf(const Slot &slot) const
{
    if (slot.kind == EntryKind::Joust || slot.kind == EntryKind::Prediction)
        return {slot.round, slot.index};
    // The board and the turned-up cards are drawn beside every trick of the round: the shown one
    // stays, as long as a turned-up card had been turned up by then.
    const auto [round, trick] = currentView();
    if (slot.kind == EntryKind::DummyPrediction)
        return {slot.round, round == slot.round ? std::max(trick, slot.index) : slot.index};
    return {slot.round, round == slot.round ? trick : 0};
}

std::pair<int, int> TablePage::currentView() const
{
    if (m_view)
        return *m_view;
    if (m_held)
        return *m_held;
    const Replay &replay = session()->replay();
    const NextEntry &next = replay.next();
    const Record &record = session()->record();
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
    if (!m_document)
        return;
    auto [r, t] = currentView();
    const Record &record = session()->record();
    // At the game's end the last round's summary comes after its last trick.
    if (session()->replay().next().gameOver && !m_document->correcting()) {
        const int last = static_cast<int>(record.rounds.size()) - 1;
        if (isShowingSummary()) {
            if (delta > 0)
                return;
            delta = 0; // back to the last trick itself
        } else if (delta > 0 && r == last && t == TricksPerRound - 1) {
            m_view.reset();
            m_held.reset();
            m_finalScoresAsked = false;
            refresh();
            return;
        }
    }
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
    m_held.reset();
    refresh();
}

QString TablePage::promptText() const
{
    return m_prompt->text();
}

QString TablePage::messageText() const
{
    return m_notes->messageText();
}

QString TablePage::dummyText() const
{
    return m_notes->dummyText();
}

QString TablePage::violationText() const
{
    return m_violationLine->isVisibleTo(this) ? m_violationLine->text() : QString();
}

void TablePage::setMessage(const QString &message, bool isError)
{
    m_notes->say(message, isError, m_document ? session()->revision() : -1);
}

void TablePage::showError(const QString &message)
{
    setMessage(message, true);
    refresh();
}

void TablePage::refresh()
{
    if (!m_document) {
        m_prompt->clear();
        m_header->clear();
        m_violationLine->clearRound();
        return;
    }
    const Replay &replay = session()->replay();
    const Record &record = session()->record();
    const NextEntry &next = replay.next();
    const std::optional<Slot> correcting = m_document->correcting();
    if (m_held && m_heldRevision != session()->revision())
        m_held.reset();
    if (!next.gameOver)
        m_finalScoresAsked = false;
    const std::optional<Slot> slot = target();

    // Centre: the trick, or a summary while nothing of the next round is entered.
    const auto [viewRound, viewTrick] = currentView();
    bool summary = false;
    if (!m_view && !correcting && !m_held) {
        if (next.gameOver)
            summary = true;
        else if (next.slot.round > 0 && next.slot.round >= static_cast<int>(record.rounds.size()))
            summary = true; // nothing of the new round entered yet
    }
    if (summary) {
        // Shown first, then filled: a hidden browser lays its page out for a stale width.
        m_centre->setCurrentWidget(m_summary);
        m_summary->showSummary(replay, next.gameOver && !m_finalScoresAsked);
    } else {
        // The cards the rules find fault with are marked where they lie.
        m_trickView->setFlagged(replay.faultySlots());
        m_trickView->show(session()->sharedReplay(), viewRound, viewTrick, slot, correcting);
        m_centre->setCurrentWidget(m_trickView);
    }
    m_header->setText(TableTexts::header(replay, viewRound, viewTrick, m_view.has_value(), summary));
    m_header->setToolTip(PlainText::toolTip(m_header->text()));
    m_violationLine->showRound(replay, summary ? -1 : viewRound);
    // Always in its place, so that a second click on the same spot never lands on another button.
    m_currentButton->setEnabled(m_view.has_value());
    m_prevButton->setEnabled(!record.rounds.empty());
    m_nextButton->setEnabled(!record.rounds.empty() && !(summary && next.gameOver));

    // The dummy's card in the shown trick, with its reason and its pile.
    m_notes->setDummyText(summary ? QString() : TableTexts::dummyNote(replay, viewRound, viewTrick));
    m_notes->refresh(*m_document);
    // Its room is kept so that the cards of a trick never move under a finger; a summary has
    // none, and takes the room unless there is something to say in it.
    m_notes->setVisible(!summary || m_notes->hasContent());

    m_prompt->setText(TableTexts::prompt(*m_document, slot));

    // Buttons.
    const bool viewingFinished = viewRound >= 0 && viewRound < static_cast<int>(replay.rounds().size())
                                 && m_document->isLocked(viewRound)
                                 && (m_view.has_value() || summary);
    const bool roundJustOver = m_held && m_held->second == TricksPerRound - 1
                               && m_held->first < static_cast<int>(replay.rounds().size())
                               && replay.round(m_held->first).complete;
    const bool lastRoundShown = summary && next.gameOver && !m_finalScoresAsked;
    m_actions->refresh(*m_document, viewRound, viewingFinished && !summary, roundJustOver || lastRoundShown,
                       lastRoundShown);

    refreshPicker(slot);
    // The picker keeps its room, so that the buttons above it stay put between two cards and on
    // the game's last trick (the dummy's last turned-up card is entered from there); only the
    // game's final scores, with nothing left to enter, take it, and a message too long for its
    // strip, which would otherwise squeeze the trick it speaks of.
    QSizePolicy pickerPolicy = m_picker->sizePolicy();
    // (Measured only while the picker is hidden: between two cards it is shown anyway.)
    pickerPolicy.setRetainSizeWhenHidden(!(summary && next.gameOver) && (slot || !m_notes->isOverlong()));
    m_picker->setSizePolicy(pickerPolicy);
    takeKeys();
    // The last trick has been seen and the table has moved on: the game's end comes next.
    if (replay.isComplete() && !m_held && !m_view && !correcting && m_finalScoresAsked)
        emit finishedGameShown();
}

void TablePage::takeKeys()
{
    // Keys stay with the table (Ctrl+D, Ctrl+R, Ctrl+Z still work). With no card to enter they go
    // to no button: a Space typed after the last card out of habit must not leave the game. Only
    // while shown: a hidden table must not take the keys from the page shown instead.
    if (!isVisible() || !m_document)
        return;
    if (target())
        m_picker->typedEntry()->setFocus();
    else
        m_centre->setFocus();
}

void TablePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    takeKeys();
}

void TablePage::refreshPicker(const std::optional<Slot> &slot)
{
    // Nothing to click without a card to enter; the dummy's last turned-up card arms it again (Ctrl+D).
    m_picker->setEnabled(slot.has_value());
    m_picker->setVisible(slot.has_value());
    m_actions->homeButton()->setVisible(!slot.has_value());
    if (!slot) {
        m_picker->resetCards();
        return;
    }
    // Each card set once, to what it is now: a card greyed out again after being enabled would be
    // drawn twice, and every used card with it, for each card entered.
    const Replay &replay = session()->replay();
    for (int i = 0; i < DeckSize; ++i) {
        const Card card = Card::fromIndex(i);
        const std::optional<Slot> used = replay.whereIs(slot->round, card, *slot);
        if (!used) {
            m_picker->setFree(card);
        } else if (m_document->correcting() && replay.record().isDummyJoust(*slot)) {
            // The card the dummy really played may lie on its board, or be one it plays later by its rule.
            if (replay.refusal(*slot, card))
                m_picker->setUsed(card, replay.describeSlot(*used));
            else
                m_picker->setFree(card);
        } else if (m_document->correcting() && GameFlow::isSwappable(replay.record(), *used)) {
            // While correcting, a card used elsewhere in the round is a swap away.
            //: Tooltip of a card in the picker; %1 says where it lies, e.g. "played by Ben in trick 2".
            m_picker->setFree(card, PlainText::toolTip(tr("Swap with the card %1").arg(replay.describeSlot(*used))));
        } else {
            m_picker->setUsed(card, replay.describeSlot(*used));
        }
    }
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
    // What was said was said in the other language; what waits for Retry is said again.
    m_notes->clearMessage();
    if (m_document)
        m_document->retranslate();
    refresh();
}

} // namespace tornei
