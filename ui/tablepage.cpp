#include "tablepage.h"

#include "cardpicker.h"
#include "entrycommand.h"
#include "entrytext.h"
#include "fitlabel.h"
#include "plaintext.h"
#include "roundsummary.h"
#include "scoresheetmodel.h"
#include "storeevents.h"
#include "suitstyle.h"
#include "trickview.h"
#include "violationlist.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QStyle>
#include <QTextBrowser>
#include <QTextDocument>
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

// Between the dummy's reason and the message under it.
constexpr int NotesSpacing = 2;

// Errors and violations: a red that reads on the light and the dark palette.
QColor errorColour(const QPalette &palette)
{
    return SuitStyle::isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x10, 0x10);
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
    layout->addLayout(headerRow);

    m_centre = new QStackedWidget(main);
    m_trickView = new TrickView(m_centre);
    m_summary = new QTextBrowser(m_centre);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setFocusPolicy(Qt::NoFocus);
    m_summary->viewport()->installEventFilter(this); // its size decides the summary's font
    m_centre->addWidget(m_trickView);
    m_centre->addWidget(m_summary);
    layout->addWidget(m_centre, 1);

    // The violations of the round on the table, named until its summary is shown: the red message
    // that announced one is gone with the next card.
    m_violationLine = new FitLabel(9, main);
    m_violationLine->setObjectName(QStringLiteral("violationLine"));
    QFont violationFont = m_violationLine->font();
    violationFont.setPointSize(12);
    violationFont.setBold(true);
    m_violationLine->setFont(violationFont);
    m_violationLine->setTextFormat(Qt::PlainText);
    m_violationLine->hide();
    layout->addWidget(m_violationLine);

    // The dummy's reason and the last message share a strip of fixed height.
    m_notes = new QWidget(main);
    m_notes->setObjectName(QStringLiteral("notes"));
    auto *notesRow = new QHBoxLayout(m_notes);
    notesRow->setContentsMargins(0, 0, 0, 0);
    auto *notesText = new QVBoxLayout;
    notesText->setSpacing(NotesSpacing);
    // Each keeps the room of its lines, shrinking its words to stay within them.
    m_dummyLabel = new FitLabel(9, m_notes);
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
    m_messageLabel = new FitLabel(9, m_notes); // plain text: it quotes names and what was typed
    m_messageLabel->setObjectName(QStringLiteral("message"));
    QFont messageFont = m_messageLabel->font();
    messageFont.setPointSize(12);
    m_messageLabel->setFont(messageFont);
    notesText->addWidget(m_dummyLabel);
    notesText->addWidget(m_messageLabel);
    notesText->addStretch();
    m_retry = new QPushButton(m_notes);
    m_retry->setObjectName(QStringLiteral("retryButton"));
    m_retry->setFocusPolicy(Qt::NoFocus);
    m_discard = new QPushButton(m_notes);
    m_discard->setObjectName(QStringLiteral("discardButton"));
    m_discard->setFocusPolicy(Qt::NoFocus);
    notesRow->addLayout(notesText, 1);
    notesRow->addWidget(m_retry, 0, Qt::AlignTop);
    notesRow->addWidget(m_discard, 0, Qt::AlignTop);
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
    m_swapPickButton = new QPushButton(main);
    m_swapPickButton->setObjectName(QStringLiteral("swapButton"));
    m_swapPickButton->setFocusPolicy(Qt::NoFocus);
    m_summaryButton = new QPushButton(main);
    m_summaryButton->setObjectName(QStringLiteral("roundSummaryButton"));
    m_summaryButton->setFocusPolicy(Qt::NoFocus);
    actionRow->addWidget(m_swapPickButton);
    actionRow->addWidget(m_summaryButton);
    actionRow->addStretch();
    // Undo and Redo beside the cards they take back, leaving the header its room.
    actionRow->addWidget(m_undoButton);
    actionRow->addWidget(m_redoButton);
    actionRow->addWidget(m_homeButton);
    // Kept at one button's height whichever buttons it shows.
    actions->setFixedHeight(std::max(m_homeButton->sizeHint().height(), m_undoButton->sizeHint().height()));
    layout->addWidget(actions);

    m_picker = new CardPicker(main);
    // Hidden while there is no card to enter, it keeps its room: the buttons above it stay where
    // they were (the dummy's last turned-up card is entered from there at the game's end).
    QSizePolicy pickerPolicy = m_picker->sizePolicy();
    pickerPolicy.setRetainSizeWhenHidden(true);
    m_picker->setSizePolicy(pickerPolicy);
    layout->addWidget(m_picker);

    m_side = new QTabWidget(m_splitter);
    m_scoreModel = new ScoreSheetModel(this);
    m_scoreView = new QTableView(m_side);
    m_scoreView->setObjectName(QStringLiteral("scoreSheet"));
    m_scoreView->setModel(m_scoreModel);
    m_scoreView->setFocusPolicy(Qt::NoFocus);
    m_scoreView->setWordWrap(false); // a cell's lines are short; a wrapped one would read as two
    m_scoreView->installEventFilter(this); // its width decides the size of the names
    m_scoreView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_scoreView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_violations = new ViolationList(m_side);
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
                      .arg(text));
    });
    connect(m_trickView, &TrickView::slotClicked, this, &TablePage::onSlotClicked);
    connect(m_undoButton, &QToolButton::clicked, this, &TablePage::undo);
    connect(m_redoButton, &QToolButton::clicked, this, &TablePage::redo);
    // The session's signal redraws the table; the stack's says what undo and redo will do.
    // Within an action both come before its end, which redraws once.
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        if (!m_acting)
            refresh();
    });
    connect(m_prevButton, &QToolButton::clicked, this, [this] { moveView(-1); });
    connect(m_nextButton, &QToolButton::clicked, this, [this] { moveView(1); });
    connect(m_currentButton, &QToolButton::clicked, this, &TablePage::showCurrent);
    connect(m_retry, &QPushButton::clicked, this, [this] {
        if (m_pending)
            retryPending();
        else
            playDummyNow();
    });
    connect(m_discard, &QPushButton::clicked, this, &TablePage::discardPending);
    connect(m_swapPickButton, &QPushButton::clicked, this, &TablePage::startSwap);
    connect(m_summaryButton, &QPushButton::clicked, this, &TablePage::showRoundSummary);
    connect(m_dummyPredictionButton, &QPushButton::toggled, this, &TablePage::setDummyPredictionArmed);
    connect(m_editRoundButton, &QPushButton::clicked, this, [this] { unlockRound(currentView().first); });
    // As Esc: a swap goes back to the correction it came from, a correction is dropped.
    connect(m_cancelButton, &QPushButton::clicked, this, [this] {
        if (m_swapping) {
            m_swapping = false;
            refresh();
        } else {
            cancelCorrection();
        }
    });
    connect(m_homeButton, &QPushButton::clicked, this, &TablePage::backToStartRequested);
    // The score sheet and the violations follow the session themselves; the
    // page keeps the room the rows' names need and the tab's title.
    connect(m_violations, &ViolationList::trickRequested, this, &TablePage::showTrick);
    connect(m_violations, &ViolationList::titleChanged, this, [this](const QString &title) { m_side->setTabText(1, title); });
    connect(m_scoreModel, &QAbstractItemModel::modelReset, this, &TablePage::fitScoreSheet);
    connect(m_scoreModel, &QAbstractItemModel::headerDataChanged, this, &TablePage::fitScoreSheet);

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
    auto *summaryKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_R), this);
    summaryKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(summaryKey, &QShortcut::activated, this, &TablePage::showRoundSummary);
    connect(undoKey, &QShortcut::activated, this, &TablePage::undo);
    connect(redoKey, &QShortcut::activated, this, &TablePage::redo);
    connect(escape, &QShortcut::activated, this, [this] {
        if (m_swapping) {
            m_swapping = false;
            refresh();
        } else if (m_correcting) {
            cancelCorrection();
        } else if (m_dummyArmed) {
            setDummyPredictionArmed(false);
        } else {
            showCurrent();
        }
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
    if (m_session) {
        disconnect(m_session.get(), nullptr, this, nullptr);
        if (m_session->store())
            disconnect(m_session->store()->events(), nullptr, this, nullptr);
    }
    m_pending.reset();
    m_session = std::move(session);
    m_correcting.reset();
    m_swapping = false;
    m_view.reset();
    m_held.reset();
    m_dummyArmed = false;
    m_unlockedRounds.clear();
    clearMessage();
    // Two lines of the dummy's reason (3 players) and two of message, or three of message: fixed for the game.
    const bool dummy = m_session && m_session->record().hasDummy();
    m_messageLabel->setLines(dummy ? 2 : 3);
    m_notes->setFixedHeight((dummy ? m_dummyLabel->sizeHint().height() + NotesSpacing : 0)
                            + m_messageLabel->sizeHint().height());
    rebuildUndoHistory();
    m_scoreModel->follow(m_session.get());
    m_violations->follow(m_session.get());
    if (m_session) {
        connect(m_session.get(), &GameSession::changed, this, &TablePage::onSessionChanged);
        if (m_session->store()) {
            // This window's own changes are the session's; another window's or program's are reloaded.
            connect(m_session->store()->events(), &StoreEvents::changedElsewhere, this, [this] {
                if (!m_acting)
                    reloadGame();
            });
        }
    }
    refresh();
}

void TablePage::rebuildUndoHistory()
{
    m_undo->clear();
    if (!m_session)
        return;
    // The stored entries become the undo history again, so a reopened game can still take cards
    // back; a dummy's card goes with the card that made it play. The game holds them already, so
    // pushing stores nothing.
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
    for (const std::vector<Entry> &group : groups) {
        GameAction action;
        action.redo.append = group;
        action.undo.removeLast = group;
        m_undo->push(new EntryCommand(
            m_session.get(), action, [this, group] { return EntryText::entered(m_session->record(), group); },
            [this](const StoreError &e) { onStoreError(e); }));
    }
}

bool TablePage::followOtherWriters(const QString &note)
{
    if (!m_session || !m_session->store())
        return false;
    bool changed = false;
    {
        // The reload is this one's, which says what was not done; the signal's own waits.
        const QScopedValueRollback acting(m_acting, true);
        changed = m_session->store()->events()->checkElsewhere();
    }
    return changed && reloadGame(note);
}

bool TablePage::reloadGame(const QString &note)
{
    if (!m_session)
        return false;
    bool differs = false;
    StoreError error;
    if (!m_session->reload(&differs, &error)) {
        // Perhaps deleted or damaged elsewhere: nothing is applied to a game that cannot be read.
        //: %1 is the storage error.
        showError(tr("This game could not be read again after a change by another window or program: %1")
                      .arg(error.message));
        return true;
    }
    if (!differs)
        return false;
    // The steps on the stack were worked out against the game as it was: only the stored entries stay valid.
    rebuildUndoHistory();
    QStringList parts;
    parts << tr("This game was changed in another window; it has been reloaded.");
    if (!note.isEmpty())
        parts << note;
    if (m_pending)
        parts << pendingNote();
    setMessage(parts.join(QLatin1Char(' ')), true);
    refresh();
    return true;
}

QString TablePage::pendingNote() const
{
    //: %1 is what is not saved, e.g. "W5" or "the correction to W5".
    return tr("%1 is not saved yet: press Retry to save it now, or Discard to drop it.").arg(m_pending->what);
}

bool TablePage::refusedWhilePending(const QString &refused)
{
    if (!m_pending)
        return false;
    if (refused.isEmpty()) {
        //: %1 is what is not saved, e.g. "W5" or "the correction to W5"; %2 the storage error.
        setMessage(tr("Not done: %1 is not saved yet (%2). Press Retry to save it, or Discard to drop it.")
                       .arg(m_pending->what, m_pending->error),
                   true);
    } else {
        //: %1 is the card just typed or picked; %2 what is not saved, e.g. "W5" or "the correction to W5"; %3 the
        //: storage error.
        setMessage(tr("%1 was not entered: %2 is not saved yet (%3). Press Retry to save %2, or Discard to drop it.")
                       .arg(refused, m_pending->what, m_pending->error),
                   true);
    }
    refresh();
    return true;
}

void TablePage::retryPending()
{
    if (!m_pending)
        return;
    // A game changed elsewhere is shown first; the user then decides whether what is pending still belongs.
    if (followOtherWriters())
        return;
    const Pending pending = *m_pending;
    m_pending.reset();
    pending.retry(); // pending again if the store still cannot save it
}

void TablePage::discardPending()
{
    if (!m_pending)
        return;
    const QString what = m_pending->what;
    m_pending.reset();
    //: %1 is what was dropped, e.g. "W5" or "the correction to W5".
    setMessage(tr("%1 was dropped: nothing of it was saved.").arg(what), false);
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

void TablePage::onSessionChanged()
{
    // Whatever changed the game, the table shows where it stands now; the action
    // that made the change sets its own message and view once it returns.
    m_view.reset();
    m_correcting.reset();
    m_swapping = false;
    m_dummyArmed = false;
    if (!m_acting)
        refresh();
}

void TablePage::onStoreError(const StoreError &error)
{
    m_storeError = error;
    // A damaged game is not retried: the main window says it as at open.
    if (GameStore::isDamage(error))
        emit storeDamaged(error);
}

bool TablePage::perform(const GameAction &action, std::function<QString()> text,
                        const std::function<QString(const QString &)> &failure, const QString &what,
                        std::function<void()> retry, const QString &done)
{
    // Worked out against the game as this window knows it: never applied to a stale copy.
    const bool entering = !action.redo.append.empty() && action.redo.replace.empty();
    //: %1 is a card, e.g. "W5", or "the dummy's card W5".
    const QString notDone = entering ? tr("%1 was not entered: enter it again if it still belongs here.").arg(what)
                                     //: %1 is e.g. "the correction to W5" or "the swap".
                                     : tr("Not done: %1. Do it again if it still applies.").arg(what);
    if (followOtherWriters(notDone))
        return false;
    const std::shared_ptr<const Replay> before = m_session->sharedReplay();
    m_storeError.reset();
    // The action decides below what stays on the table; no view moves on before that.
    {
        const QScopedValueRollback acting(m_acting, true);
        m_undo->push(new EntryCommand(m_session.get(), action, std::move(text),
                                      [this](const StoreError &e) { onStoreError(e); }));
    }
    if (m_storeError) {
        // Nothing of the action is stored, and the command is gone from the stack. Another
        // writer may have changed the game just before: then it is shown as it is now.
        if (followOtherWriters(notDone))
            return false;
        // Said inside a sentence of ours: without its own closing full stop.
        const QString reason = m_storeError->clause();
        setMessage(failure(reason), true);
        m_pending = Pending{what, reason, std::move(retry)};
        refresh();
        return false;
    }
    const Replay &after = m_session->replay();
    QStringList parts;
    if (!done.isEmpty())
        parts << done;

    // A trick the action finished stays on screen until the table moves on, even when the
    // dummy has already led the next one or the round is over.
    if (!action.redo.append.empty()) {
        const Slot &slot = action.redo.append.front().slot;
        if ((slot.kind == EntryKind::Joust || slot.kind == EntryKind::Prediction)
            && slot.round < static_cast<int>(after.rounds().size())
            && slot.index < static_cast<int>(after.round(slot.round).tricks.size())
            && after.round(slot.round).tricks[at(slot.index)].complete) {
            m_held = {slot.round, slot.index};
            m_heldRevision = m_session->revision();
            const TrickResult &finished = after.round(slot.round).tricks[at(slot.index)];
            for (const DummyChange &play : action.dummy) {
                if (play.slot.round != slot.round || play.slot.index <= slot.index)
                    continue;
                const TrickResult &led = after.round(play.slot.round).tricks[at(play.slot.index)];
                if (led.dummyPlay) {
                    //: %1 is a trick number; %2 explains the dummy's lead of the next trick.
                    parts << tr("The dummy won trick %1. %2")
                                 .arg(slot.index + 1)
                                 .arg(Replay::explainDummy(*led.dummyPlay, led.ledSuit));
                }
                break;
            }
            if (finished.winner >= 0 && parts.isEmpty() && slot.index == TricksPerRound - 1) {
                // Said as the button beside it reads: at the game's end there is no next card to go on to.
                if (after.next().gameOver)
                    parts << tr("%1 won the last trick of the game. Press \"Final scores\" (Ctrl+R) to see who won.")
                                 .arg(after.record().seatName(finished.winner));
                else
                    parts << tr("%1 won the last trick. Press \"Round summary\" (Ctrl+R) for the scores, or go on.")
                                 .arg(after.record().seatName(finished.winner));
            }
        }
    }

    // A revoke the entry proves, or a dummy's card the rules now contradict, is said where the table looks.
    const std::vector<Violation> faults = GameFlow::newFaults(*before, after);
    for (const Violation &v : faults)
        parts << tr("⚠ Round %1, trick %2: %3").arg(v.round + 1).arg(v.trick).arg(after.describe(v));
    setMessage(parts.join(QLatin1Char('\n')), !faults.empty());
    refresh();
    return true;
}

void TablePage::enterCard(Card card)
{
    if (!m_session || refusedWhilePending(SuitStyle::cardLabel(card)))
        return;
    if (m_correcting) {
        correct(*m_correcting, card);
        return;
    }
    const std::optional<Slot> slot = target();
    if (!slot) {
        showError(tr("The game is over: every round has been played."));
        return;
    }
    enterAt(*slot, card);
}

void TablePage::enterAt(const Slot &slot, Card card)
{
    QString why;
    const std::optional<GameAction> action = GameFlow::enter(m_session->replay(), slot, card, &why);
    if (!action) {
        //: %1 is the card refused, %2 the reason.
        showError(tr("%1 refused: %2").arg(SuitStyle::cardLabel(card), why));
        return;
    }
    const std::vector<Entry> entries = action->redo.append;
    const bool dummysTurn = entries.front().slot.kind == EntryKind::Joust
                            && !m_session->record().isPlayer(entries.front().slot.seat);
    const Card first = entries.front().card;
    const auto failure = [first, dummysTurn](const QString &error) {
        if (dummysTurn)
            return tr("The dummy's card %1 is not saved yet: %2. Press Retry.").arg(SuitStyle::cardLabel(first), error);
        //: %1 is the card, %2 the storage error.
        return tr("%1 is not saved yet: %2. Nothing was lost; press Retry to save it, or Discard to drop it.")
            .arg(SuitStyle::cardLabel(first), error);
    };
    //: What is not saved yet, e.g. "the dummy's card W5".
    const QString what = dummysTurn ? tr("the dummy's card %1").arg(SuitStyle::cardLabel(first))
                                    : SuitStyle::cardLabel(first);
    // Retry enters the same card in the same place, whatever the table asks for by then.
    perform(*action, [this, entries] { return EntryText::entered(m_session->record(), entries); }, failure, what,
            [this, slot, card] { enterAt(slot, card); }, QString());
}

void TablePage::playDummyNow()
{
    if (!m_session || refusedWhilePending(QString()))
        return;
    const std::optional<GameAction> action = GameFlow::playDummy(m_session->replay());
    if (!action)
        return;
    const std::vector<Entry> entries = action->redo.append;
    const Card first = entries.front().card;
    perform(
        *action, [this, entries] { return EntryText::entered(m_session->record(), entries); },
        [first](const QString &error) {
            return tr("The dummy's card %1 is not saved yet: %2. Press Retry.").arg(SuitStyle::cardLabel(first), error);
        },
        tr("the dummy's card %1").arg(SuitStyle::cardLabel(first)), [this] { playDummyNow(); }, QString());
}

void TablePage::undo()
{
    if (!m_session || !m_undo->canUndo() || refusedWhilePending(QString()))
        return;
    if (followOtherWriters(tr("Undo was not done: undo again if it still applies.")))
        return;
    m_storeError.reset();
    bool undone = false;
    {
        const QScopedValueRollback acting(m_acting, true);
        undone = EntryCommand::undoLast(m_undo);
    }
    refresh();
    if (!undone && m_storeError)
        showError(tr("Could not undo: %1. The game is unchanged; Undo again once the problem is solved.")
                      .arg(m_storeError->clause()));
}

void TablePage::redo()
{
    if (!m_session || !m_undo->canRedo() || refusedWhilePending(QString()))
        return;
    if (followOtherWriters())
        return; // the stack was rebuilt from the stored entries: there is nothing to redo

    m_storeError.reset();
    {
        const QScopedValueRollback acting(m_acting, true);
        m_undo->redo();
    }
    refresh();
    if (m_storeError)
        showError(tr("Could not redo: %1. The game is unchanged.").arg(m_storeError->clause()));
}

bool TablePage::startCorrection(const Slot &slot)
{
    if (!m_session || refusedWhilePending(QString()))
        return false;
    const Record &record = m_session->record();
    if (!record.cardAt(slot))
        return false;
    if (slot.kind == EntryKind::Joust && !record.isPlayer(slot.seat)) {
        showError(tr("The dummy's card follows from its board and the cards before it: correct those instead."));
        return false;
    }
    const Replay &replay = m_session->replay();
    if (replay.round(slot.round).complete && !m_unlockedRounds.count(slot.round)) {
        m_view = viewOf(slot);
        showError(tr("Round %1 is finished. Press \"Edit round\" to change its cards.").arg(slot.round + 1));
        return false;
    }
    m_correcting = slot;
    m_swapping = false;
    m_dummyArmed = false;
    m_held.reset();
    m_view = viewOf(slot);
    clearMessage();
    refresh();
    return true;
}

void TablePage::cancelCorrection()
{
    m_correcting.reset();
    m_swapping = false;
    clearMessage();
    refresh();
}

void TablePage::startSwap()
{
    if (!m_correcting)
        return;
    m_swapping = true;
    clearMessage();
    refresh();
}

void TablePage::correct(const Slot &slot, Card card)
{
    const Replay &replay = m_session->replay();
    const CardSlot before = replay.record().cardAt(slot);
    if (!before)
        return;
    if (*before == card) {
        cancelCorrection();
        return;
    }
    // A card already in another place of the round: the slip is two cards entered the wrong way round.
    if (const std::optional<Slot> used = replay.whereIs(slot.round, card, slot);
        used && GameFlow::isSwappable(replay.record(), *used)) {
        swapCards(slot, *used);
        return;
    }
    QString why;
    const std::optional<GameAction> action = GameFlow::correct(replay, slot, card, &why);
    if (!action) {
        showError(tr("%1 refused: %2").arg(SuitStyle::cardLabel(card), why));
        return;
    }
    const QString dummyNotes = EntryText::dummyChanges(action->dummy);
    const QString done = dummyNotes.isEmpty()
                             ? tr("Corrected: %1.").arg(EntryText::entry(replay.record(), Entry{slot, card}))
                             : tr("Corrected. Because of it, %1.").arg(dummyNotes);
    const Card was = *before;
    if (perform(
            *action, [this, slot, card, was] { return EntryText::corrected(m_session->record(), slot, card, was); },
            [](const QString &error) {
                return tr("The correction is not saved: %1. Nothing was changed; press Retry to save it, or Discard to "
                          "drop it.")
                    .arg(error);
            },
            //: What is not saved yet; %1 is the new card.
            tr("the correction to %1").arg(SuitStyle::cardLabel(card)),
            [this, slot, card, was] {
                if (m_session->record().cardAt(slot) == CardSlot(was))
                    correct(slot, card);
                else
                    showError(tr("The correction was dropped: that card has changed since."));
            },
            done)) {
        m_view = viewOf(slot);
        refresh();
    }
}

void TablePage::swapCards(const Slot &first, const Slot &second)
{
    if (!m_session || refusedWhilePending(QString()))
        return;
    const Replay &replay = m_session->replay();
    const Record &record = replay.record();
    QString why;
    const std::optional<GameAction> action = GameFlow::swap(replay, first, second, &why);
    if (!action) {
        //: %1 is the reason two cards cannot change places.
        showError(tr("No swap: %1").arg(why));
        return;
    }
    const Entry a{first, *record.cardAt(first)};
    const Entry b{second, *record.cardAt(second)};
    //: %1 and %2 describe the two cards in their new places, e.g. "Ben's joust card W12".
    QString done = tr("Swapped: now %1 and %2.")
                       .arg(EntryText::entry(record, Entry{first, b.card}), EntryText::entry(record, Entry{second, a.card}));
    const QString dummyNotes = EntryText::dummyChanges(action->dummy);
    if (!dummyNotes.isEmpty())
        done += QLatin1Char(' ') + tr("Because of it, %1.").arg(dummyNotes);
    if (perform(
            *action, [this, a, b] { return EntryText::swapped(m_session->record(), a, b); },
            [](const QString &error) {
                return tr("The swap is not saved: %1. Nothing was changed; press Retry to save it, or Discard to drop "
                          "it.")
                    .arg(error);
            },
            tr("the swap"),
            [this, a, b] {
                const Record &now = m_session->record();
                if (now.cardAt(a.slot) == CardSlot(a.card) && now.cardAt(b.slot) == CardSlot(b.card))
                    swapCards(a.slot, b.slot);
                else
                    showError(tr("The swap was dropped: those cards have changed since."));
            },
            done)) {
        m_view = viewOf(first);
        refresh();
    }
}

void TablePage::setDummyPredictionArmed(bool armed)
{
    if (!m_session || (armed && refusedWhilePending(QString())))
        return;
    m_dummyArmed = armed && openDummyPrediction().has_value();
    if (m_dummyArmed) {
        m_correcting.reset();
        m_swapping = false;
    }
    refresh();
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
    if (!m_held)
        return;
    m_held.reset();
    m_view.reset();
    // What was said about the finished trick belongs to it: the table has moved on.
    if (!m_messageIsError)
        setMessage(QString(), false);
    refresh();
}

void TablePage::unlockRound(int round)
{
    m_unlockedRounds.insert(round);
    setMessage(tr("Round %1 can be changed now: click a card on the table to correct it.").arg(round + 1), false);
    refresh();
}

void TablePage::onSlotClicked(const Slot &slot)
{
    if (m_swapping && m_correcting) {
        swapCards(*m_correcting, slot);
        return;
    }
    startCorrection(slot);
}

void TablePage::fitScoreSheet()
{
    // The rounds' and the players' names in full: with long names in a narrow panel both headers
    // are written smaller (down to a minimum) rather than cut. The cells keep their size.
    const int columns = m_scoreModel->columnCount();
    int cells = 0;
    for (int c = 0; c < columns; ++c) {
        for (int r = 0; r < m_scoreModel->rowCount(); ++r) {
            QFont font = m_scoreView->font();
            if (const QVariant f = m_scoreModel->index(r, c).data(Qt::FontRole); f.isValid())
                font = f.value<QFont>();
            for (const QString &line : m_scoreModel->index(r, c).data().toString().split(QLatin1Char('\n')))
                cells = std::max(cells, QFontMetrics(font).horizontalAdvance(line) + 6);
        }
    }
    const auto widest = [](const QFont &font, Qt::Orientation orientation, int count, const QAbstractItemModel *model) {
        int width = 0;
        for (int i = 0; i < count; ++i) {
            for (const QString &line : model->headerData(i, orientation).toString().split(QLatin1Char('\n')))
                width = std::max(width, QFontMetrics(font).horizontalAdvance(line));
        }
        return width;
    };
    const int room = m_scoreView->width() - 2 * m_scoreView->frameWidth();
    QFont f = m_scoreView->font();
    const auto need = [&](const QFont &font) {
        const int rows = widest(font, Qt::Vertical, m_scoreModel->rowCount(), m_scoreModel) + 12;
        // A section's label has the style's margin on each side, and a stretched column may lose a pixel.
        const int margins = 2 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, m_scoreView->horizontalHeader()) + 3;
        return rows + columns * std::max(widest(font, Qt::Horizontal, columns, m_scoreModel) + margins, cells);
    };
    while (room > 0 && f.pointSizeF() - 0.5 >= 7 && need(f) > room)
        f.setPointSizeF(f.pointSizeF() - 0.5);
    m_scoreView->horizontalHeader()->setFont(f);
    m_scoreView->verticalHeader()->setFont(f);
    // The header keeps the width it first had when only the data changes.
    m_scoreView->verticalHeader()->setMinimumWidth(widest(f, Qt::Vertical, m_scoreModel->rowCount(), m_scoreModel) + 12);
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
    m_held.reset();
    refresh();
}

QString TablePage::promptFor(const Slot &slot) const
{
    const Replay &replay = m_session->replay();
    const Record &record = m_session->record();
    const QString name = record.seatName(slot.seat);
    if (m_correcting && slot == *m_correcting) {
        if (m_swapping) {
            //: %1 is a card, e.g. "W5".
            return tr("Swapping %1: click or pick the card it trades places with")
                .arg(SuitStyle::cardLabel(*record.cardAt(slot)));
        }
        //: %1 says which card, e.g. "played by Ben in trick 2".
        return tr("Correcting the card %1: pick the new card").arg(replay.describeSlot(slot));
    }
    switch (slot.kind) {
    case EntryKind::DummyLayout:
        //: %1 is the dealer's name; %2 counts 1 to 7.
        return tr("%1 deals: enter the dummy's face-up card %2 of 7, in the order dealt")
            .arg(record.seatName(replay.dealerOf(slot.round)), QString::number(slot.index + 1));
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

QString TablePage::violationText() const
{
    return m_violationLine->isVisibleTo(this) ? m_violationLine->text() : QString();
}

void TablePage::setMessage(const QString &message, bool isError)
{
    m_message = message;
    m_messageIsError = isError;
    m_messageRevision = m_session ? m_session->revision() : -1;
}

void TablePage::showError(const QString &message)
{
    setMessage(message, true);
    refresh();
}

void TablePage::clearMessage()
{
    m_message.clear();
    m_messageIsError = false;
}

void TablePage::refreshMessage()
{
    const NextEntry &next = m_session->replay().next();
    // A message describes the game as it was when it was said: any later change makes it stale.
    if (m_messageRevision != m_session->revision())
        clearMessage();
    // What waits for Retry is never left unsaid.
    if (m_pending && m_message.isEmpty())
        setMessage(pendingNote(), true);
    m_messageLabel->setText(m_message);
    m_messageLabel->setVisible(!m_message.isEmpty());
    QPalette messagePalette = palette();
    if (m_messageIsError)
        messagePalette.setColor(QPalette::WindowText, errorColour(palette()));
    m_messageLabel->setPalette(messagePalette);
    // A game left between a card and the dummy's answer to it: one click plays the dummy's card.
    const bool dummyPending = !next.gameOver && next.byDummy;
    m_retry->setVisible(m_pending || dummyPending);
    m_discard->setVisible(m_pending.has_value());
}

void TablePage::refreshViolationLine(int round)
{
    QStringList named;
    QStringList full;
    if (m_session && round >= 0) {
        const Replay &replay = m_session->replay();
        for (const Violation &v : replay.violations()) {
            if (v.round != round)
                continue;
            named << ViolationList::headline(replay, v);
            full << ViolationList::fullText(replay, v);
        }
    }
    //: The round's violations named under the table, e.g. "⚠ Round 1: Revoke by Ben in trick 2 (F9)"; %2
    //: lists them.
    const QString text = named.isEmpty() ? QString() : tr("⚠ Round %1: %2").arg(round + 1).arg(named.join(tr(" · ")));
    m_violationLine->setText(text);
    m_violationLine->setToolTip(PlainText::toolTip(full.join(QLatin1Char('\n'))));
    QPalette linePalette = palette();
    linePalette.setColor(QPalette::WindowText, errorColour(palette()));
    m_violationLine->setPalette(linePalette);
    m_violationLine->setVisible(!text.isEmpty());
}

void TablePage::refresh()
{
    if (!m_session) {
        m_prompt->clear();
        m_header->clear();
        refreshViolationLine(-1);
        return;
    }
    const Replay &replay = m_session->replay();
    const Record &record = m_session->record();
    const NextEntry &next = replay.next();
    if (m_correcting && !record.cardAt(*m_correcting))
        m_correcting.reset();
    if (!m_correcting)
        m_swapping = false;
    if (m_dummyArmed && !openDummyPrediction())
        m_dummyArmed = false;
    if (m_held && m_heldRevision != m_session->revision())
        m_held.reset();
    const std::optional<Slot> slot = target();

    // Header: where the game is (trick -1: the dummy's board).
    const auto where = [&](int round, int trick) {
        if (trick < 0) {
            return tr("Round %1 of %2 · Dealer %3 · Dummy's board")
                .arg(QString::number(round + 1), QString::number(replay.roundsInGame()),
                     record.seatName(replay.dealerOf(round)));
        }
        // In one arg(): a name holding "%4" stays as it is.
        return tr("Round %1 of %2 · Dealer %3 · Trick %4 of %5")
            .arg(QString::number(round + 1), QString::number(replay.roundsInGame()),
                 record.seatName(replay.dealerOf(round)), QString::number(trick + 1), QString::number(TricksPerRound));
    };
    const int round = next.gameOver ? static_cast<int>(record.rounds.size()) - 1 : next.slot.round;
    const int trick = next.gameOver || next.slot.kind == EntryKind::DummyLayout ? -1 : next.slot.index;
    const QString now = next.gameOver ? tr("Game over") : where(round, trick);

    // Centre: the trick, or a summary while nothing of the next round is entered.
    const auto [viewRound, viewTrick] = currentView();
    bool summary = false;
    if (!m_view && !m_correcting && !m_held) {
        if (next.gameOver)
            summary = true;
        else if (next.slot.round > 0 && next.slot.round >= static_cast<int>(record.rounds.size()))
            summary = true; // nothing of the new round entered yet
    }
    if (summary) {
        // Shown first, then filled: a hidden browser lays its page out for a stale width.
        m_centre->setCurrentWidget(m_summary);
        refreshSummary();
    } else {
        // The cards the rules find fault with are marked where they lie.
        m_trickView->setFlagged(TrickView::violationSlots(replay));
        m_trickView->show(m_session->sharedReplay(), viewRound, viewTrick, slot, m_correcting);
        m_centre->setCurrentWidget(m_trickView);
    }
    if (m_view) {
        //: Header while an earlier trick is shown: %1 round, %2 trick, %3 where the game is now.
        m_header->setText(tr("Showing round %1, trick %2 · now: %3").arg(viewRound + 1).arg(viewTrick + 1).arg(now));
    } else if (!summary && (next.gameOver || viewRound != round || (trick >= 0 && viewTrick != trick))) {
        // A finished trick still on the table (a round's last one, even the game's) is the one described.
        m_header->setText(where(viewRound, viewTrick));
    } else {
        m_header->setText(now);
    }
    m_header->setToolTip(PlainText::toolTip(m_header->text()));
    refreshViolationLine(summary ? -1 : viewRound);
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
            // The reason names the pile the card came from: said once.
            dummyText = Replay::explainDummy(*shown.dummyPlay, shown.ledSuit);
        } else if (played && shown.dummyPlay) {
            dummyText = tr("⚠ The dummy's recorded card %1 is not what its rule gives (%2).")
                            .arg(SuitStyle::cardLabel(*played), SuitStyle::cardLabel(shown.dummyPlay->card));
        }
    }
    m_dummyLabel->setText(dummyText);
    m_dummyLabel->setVisible(!dummyText.isEmpty());

    refreshMessage();

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
    // The buttons name the step in a few words (room is made for the longest); the tooltip has all of it.
    const QString undoText = m_undo->canUndo() ? tr("↶ Undo %1").arg(m_undo->undoText()) : tr("↶ Undo");
    const QString redoText = m_undo->canRedo() ? tr("↷ Redo %1").arg(m_undo->redoText()) : tr("↷ Redo");
    m_undoButton->setText(PlainText::buttonText(undoText));
    m_redoButton->setText(PlainText::buttonText(redoText));
    const int index = m_undo->index();
    const QString undoFull = m_undo->canUndo() ? tr("↶ Undo %1").arg(m_undo->command(index - 1)->text()) : undoText;
    const QString redoFull = m_undo->canRedo() ? tr("↷ Redo %1").arg(m_undo->command(index)->text()) : redoText;
    //: Tooltip: what undo will take back, and its key.
    m_undoButton->setToolTip(PlainText::toolTip(tr("%1 (Ctrl+Z)").arg(undoFull)));
    m_redoButton->setToolTip(PlainText::toolTip(tr("%1 (Ctrl+Shift+Z)").arg(redoFull)));
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
    // Esc is said here, beside the prompt it ends, rather than in it.
    m_cancelButton->setText(m_swapping ? tr("Cancel swap (Esc)") : tr("Cancel correction (Esc)"));
    m_swapPickButton->setVisible(m_correcting.has_value() && !m_swapping);
    const bool roundJustOver = m_held && m_held->second == TricksPerRound - 1
                               && m_held->first < static_cast<int>(replay.rounds().size())
                               && replay.round(m_held->first).complete;
    m_summaryButton->setVisible(roundJustOver);
    m_summaryButton->setText(next.gameOver ? tr("Final scores (Ctrl+R)") : tr("Round summary (Ctrl+R)"));

    refreshPicker(slot);
    // Keys stay with the table: with no card to enter, on the way back to the start (Ctrl+D still works).
    if (slot)
        m_picker->typedEntry()->setFocus();
    else
        m_homeButton->setFocus();
    // The last trick has been seen and the table has moved on: the game's end comes next.
    if (replay.isComplete() && !m_acting && !m_held && !m_view && !m_correcting)
        emit finishedGameShown();
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
        const std::optional<Slot> used = replay.whereIs(slot->round, card, *slot);
        if (!used)
            continue;
        if (m_correcting && GameFlow::isSwappable(replay.record(), *used)) {
            // While correcting, a card used elsewhere in the round is a swap away.
            //: Tooltip of a card in the picker; %1 says where it lies, e.g. "played by Ben in trick 2".
            m_picker->button(card)->setToolTip(
                PlainText::toolTip(tr("Swap with the card %1").arg(replay.describeSlot(*used))));
            continue;
        }
        m_picker->setUsed(card, replay.describeSlot(*used));
    }
}

void TablePage::refreshSummary()
{
    const Replay &replay = m_session->replay();
    const Record &record = m_session->record();
    QString html;
    if (replay.next().gameOver)
        html = RoundSummary::gameEndHtml(replay);
    else if (!record.rounds.empty())
        html = RoundSummary::roundHtml(replay, static_cast<int>(record.rounds.size()) - 1);
    m_summary->setHtml(html);
    fitSummary();
}

void TablePage::fitSummary()
{
    // As large as reads across the table, and small enough that nothing of it hides behind a scroll bar.
    QTextDocument *document = m_summary->document();
    document->setTextWidth(m_summary->viewport()->width());
    QFont f = font();
    for (qreal size = 14; size >= 9; size -= 0.5) {
        f.setPointSizeF(size);
        document->setDefaultFont(f);
        if (document->size().height() <= m_summary->viewport()->height())
            break;
    }
}

bool TablePage::eventFilter(QObject *watched, QEvent *event)
{
    // Asked while the page is still being made: only what exists yet is compared.
    if (event->type() == QEvent::Resize && m_summary && watched == m_summary->viewport() && isShowingSummary())
        fitSummary();
    if (event->type() == QEvent::Resize && m_scoreView && m_scoreModel && watched == m_scoreView)
        fitScoreSheet();
    return QWidget::eventFilter(watched, event);
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
    // Undo and Redo keep one width whatever they will take back: the longest step they can name.
    for (QToolButton *button : {m_undoButton, m_redoButton}) {
        const QString form = button == m_undoButton ? tr("↶ Undo %1") : tr("↷ Redo %1");
        int widest = 0;
        for (const QString &brief : EntryText::widestBrief().split(QLatin1Char('\n')))
            widest = std::max(widest, button->fontMetrics().horizontalAdvance(form.arg(brief)));
        const int chrome = button->sizeHint().width() - button->fontMetrics().horizontalAdvance(button->text());
        button->setFixedWidth(widest + chrome);
    }
    m_retry->setText(tr("Retry"));
    m_discard->setText(tr("Discard"));
    m_discard->setToolTip(tr("Drop what is not saved yet, and go on"));
    m_swapPickButton->setText(tr("Swap with another card…"));
    m_swapPickButton->setToolTip(tr("Then click the card on the table that belongs where this one is"));
    m_homeButton->setText(tr("Back to the start screen"));
    m_side->setTabText(0, tr("Score sheet"));
    m_side->setTabText(1, m_violations->title());
    m_scoreModel->retranslate();
    for (int i = 0; i < m_undo->count(); ++i) {
        // Every command on this stack is an EntryCommand.
        static_cast<EntryCommand *>(const_cast<QUndoCommand *>(m_undo->command(i)))->retranslate();
    }
    refresh();
}

} // namespace tornei
