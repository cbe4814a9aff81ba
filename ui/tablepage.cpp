#include "tablepage.h"

#include "cardpicker.h"
#include "entrytext.h"
#include "fitlabel.h"
#include "plaintext.h"
#include "roundsummary.h"
#include "scoresheetmodel.h"
#include "seatindex.h"
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
    connect(m_prevButton, &QToolButton::clicked, this, [this] { moveView(-1); });
    connect(m_nextButton, &QToolButton::clicked, this, [this] { moveView(1); });
    connect(m_currentButton, &QToolButton::clicked, this, &TablePage::showCurrent);
    connect(m_retry, &QPushButton::clicked, this, [this] {
        if (!m_document)
            return;
        if (m_document->hasPendingAction())
            m_document->retryPending();
        else
            m_document->playDummy();
    });
    connect(m_discard, &QPushButton::clicked, this, [this] {
        if (m_document)
            m_document->discardPending();
    });
    connect(m_swapPickButton, &QPushButton::clicked, this, &TablePage::startSwap);
    connect(m_summaryButton, &QPushButton::clicked, this, &TablePage::showRoundSummary);
    connect(m_dummyPredictionButton, &QPushButton::toggled, this, &TablePage::setDummyPredictionArmed);
    connect(m_editRoundButton, &QPushButton::clicked, this, [this] { unlockRound(currentView().first); });
    connect(m_cancelButton, &QPushButton::clicked, this, &TablePage::stepBack);
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
    connect(escape, &QShortcut::activated, this, &TablePage::stepBack);
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
    clearMessage();
    // Two lines of the dummy's reason (3 players) and two of message, or three of message: fixed for the game.
    const bool dummy = session && session->record().hasDummy();
    m_messageLabel->setLines(dummy ? 2 : 3);
    m_notes->setFixedHeight((dummy ? m_dummyLabel->sizeHint().height() + NotesSpacing : 0)
                            + m_messageLabel->sizeHint().height());
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
    m_scoreModel->follow(this->session());
    m_violations->follow(this->session());
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
    const Replay &replay = session()->replay();
    const Record &record = session()->record();
    const QString name = record.seatName(slot.seat);
    if (m_document->correcting() == slot) {
        if (m_document->isSwapping()) {
            //: %1 is a card, e.g. "W5".
            return tr("Swapping %1: click or pick the card it trades places with")
                .arg(cardLabel(*record.cardAt(slot)));
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
    m_messageRevision = m_document ? session()->revision() : -1;
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
    const NextEntry &next = session()->replay().next();
    // A message describes the game as it was when it was said: any later change makes it stale.
    if (m_messageRevision != session()->revision())
        clearMessage();
    // What waits for Retry is never left unsaid.
    if (m_document->hasPendingAction() && m_message.isEmpty())
        setMessage(m_document->pendingNote(), true);
    m_messageLabel->setText(m_message);
    m_messageLabel->setVisible(!m_message.isEmpty());
    QPalette messagePalette = palette();
    if (m_messageIsError)
        messagePalette.setColor(QPalette::WindowText, errorColour(palette()));
    m_messageLabel->setPalette(messagePalette);
    // A game left between a card and the dummy's answer to it: one click plays the dummy's card.
    const bool dummyPending = !next.gameOver && next.byDummy;
    m_retry->setVisible(m_document->hasPendingAction() || dummyPending);
    m_discard->setVisible(m_document->hasPendingAction());
}

void TablePage::refreshViolationLine(int round)
{
    QStringList named;
    QStringList full;
    if (m_document && round >= 0) {
        const Replay &replay = session()->replay();
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
    if (!m_document) {
        m_prompt->clear();
        m_header->clear();
        refreshViolationLine(-1);
        return;
    }
    const Replay &replay = session()->replay();
    const Record &record = session()->record();
    const NextEntry &next = replay.next();
    const std::optional<Slot> correcting = m_document->correcting();
    if (m_held && m_heldRevision != session()->revision())
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
    if (!m_view && !correcting && !m_held) {
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
        m_trickView->setFlagged(replay.faultySlots());
        m_trickView->show(session()->sharedReplay(), viewRound, viewTrick, slot, correcting);
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
                            .arg(cardLabel(*played), cardLabel(shown.dummyPlay->card));
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
                              .arg(cardLabel(next.dummyPlay->card)));
    } else {
        m_prompt->setText(promptFor(*slot));
    }

    // Buttons.
    const QUndoStack *undo = m_document->undoStack();
    m_undoButton->setEnabled(undo->canUndo());
    m_redoButton->setEnabled(undo->canRedo());
    // The buttons name the step in a few words (room is made for the longest); the tooltip has all of it.
    const QString undoText = undo->canUndo() ? tr("↶ Undo %1").arg(undo->undoText()) : tr("↶ Undo");
    const QString redoText = undo->canRedo() ? tr("↷ Redo %1").arg(undo->redoText()) : tr("↷ Redo");
    m_undoButton->setText(PlainText::buttonText(undoText));
    m_redoButton->setText(PlainText::buttonText(redoText));
    const int index = undo->index();
    const QString undoFull = undo->canUndo() ? tr("↶ Undo %1").arg(undo->command(index - 1)->text()) : undoText;
    const QString redoFull = undo->canRedo() ? tr("↷ Redo %1").arg(undo->command(index)->text()) : redoText;
    //: Tooltip: what undo will take back, and its key.
    m_undoButton->setToolTip(PlainText::toolTip(tr("%1 (Ctrl+Z)").arg(undoFull)));
    m_redoButton->setToolTip(PlainText::toolTip(tr("%1 (Ctrl+Shift+Z)").arg(redoFull)));
    const std::optional<Slot> openDummy = replay.openDummyPrediction();
    m_dummyPredictionButton->setVisible(openDummy.has_value() && !correcting);
    if (openDummy)
        m_dummyPredictionButton->setText(tr("Dummy's turned-up card after trick %1 (Ctrl+D)").arg(openDummy->index + 1));
    {
        const QSignalBlocker blocker(m_dummyPredictionButton);
        m_dummyPredictionButton->setChecked(m_document->isDummyArmed());
    }
    const bool viewingFinished = viewRound >= 0 && viewRound < static_cast<int>(replay.rounds().size())
                                 && m_document->isLocked(viewRound)
                                 && (m_view.has_value() || summary);
    m_editRoundButton->setVisible(viewingFinished && !summary);
    m_editRoundButton->setText(tr("Edit round %1").arg(viewRound + 1));
    m_cancelButton->setVisible(correcting.has_value());
    // Esc is said here, beside the prompt it ends, rather than in it.
    m_cancelButton->setText(m_document->isSwapping() ? tr("Cancel swap (Esc)") : tr("Cancel correction (Esc)"));
    m_swapPickButton->setVisible(correcting.has_value() && !m_document->isSwapping());
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
    if (replay.isComplete() && !m_held && !m_view && !correcting)
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
    const Replay &replay = session()->replay();
    for (int i = 0; i < DeckSize; ++i) {
        const Card card = Card::fromIndex(i);
        const std::optional<Slot> used = replay.whereIs(slot->round, card, *slot);
        if (!used)
            continue;
        if (m_document->correcting() && GameFlow::isSwappable(replay.record(), *used)) {
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
    const Replay &replay = session()->replay();
    const Record &record = session()->record();
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
    if (m_document)
        m_document->retranslate();
    refresh();
}

} // namespace tornei
