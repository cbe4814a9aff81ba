#include "reviewpage.h"

#include "charts.h"
#include "chartview.h"
#include "gamestore.h"
#include "language.h"
#include "scoresheetmodel.h"
#include "scoresheetprinter.h"
#include "seatindex.h"
#include "suitstyle.h"
#include "tabletexts.h"
#include "trickview.h"
#include "violationlist.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tornei {

ReviewPage::ReviewPage(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 6, 6, 6);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(splitter);

    auto *main = new QWidget(splitter);
    auto *layout = new QVBoxLayout(main);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

    m_title = new QLabel(main);
    m_title->setObjectName(QStringLiteral("reviewTitle"));
    QFont titleFont = m_title->font();
    titleFont.setPointSize(13);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText); // the players' names
    layout->addWidget(m_title);

    auto *navigation = new QHBoxLayout;
    m_firstButton = new QToolButton(main);
    m_prevButton = new QToolButton(main);
    m_nextButton = new QToolButton(main);
    m_lastButton = new QToolButton(main);
    // The page keeps the keyboard focus: arrows and Page Up/Down step through the tricks.
    setFocusPolicy(Qt::StrongFocus);
    for (QToolButton *b : {m_firstButton, m_prevButton, m_nextButton, m_lastButton}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::NoFocus);
    }
    m_roundLabel = new QLabel(main);
    m_roundBox = new QComboBox(main);
    m_roundBox->setObjectName(QStringLiteral("roundBox"));
    m_roundBox->setFocusPolicy(Qt::ClickFocus);
    m_roundLabel->setBuddy(m_roundBox);
    m_position = new QLabel(main);
    m_position->setObjectName(QStringLiteral("position"));
    QFont positionFont = m_position->font();
    positionFont.setPointSize(14);
    positionFont.setBold(true);
    m_position->setFont(positionFont);
    navigation->addWidget(m_firstButton);
    navigation->addWidget(m_prevButton);
    navigation->addWidget(m_position);
    navigation->addWidget(m_nextButton);
    navigation->addWidget(m_lastButton);
    navigation->addSpacing(16);
    navigation->addWidget(m_roundLabel);
    navigation->addWidget(m_roundBox);
    navigation->addStretch();
    layout->addLayout(navigation);

    m_trickView = new TrickView(main);
    // The picture sizes its cards by its height: kept about as tall as on
    // the table page, so that the names beside the cards keep their room.
    m_trickView->setMaximumHeight(430);
    layout->addWidget(m_trickView, 1);

    m_trickLabel = new QLabel(main);
    m_trickLabel->setObjectName(QStringLiteral("trickText"));
    m_trickLabel->setWordWrap(true);
    m_trickLabel->setTextFormat(Qt::PlainText);
    QFont trickFont = m_trickLabel->font();
    trickFont.setPointSize(14);
    m_trickLabel->setFont(trickFont);
    layout->addWidget(m_trickLabel);

    m_dummyLabel = new QLabel(main);
    m_dummyLabel->setObjectName(QStringLiteral("dummyText"));
    m_dummyLabel->setWordWrap(true);
    m_dummyLabel->setTextFormat(Qt::PlainText);
    QFont dummyFont = m_dummyLabel->font();
    dummyFont.setPointSize(14);
    dummyFont.setBold(true);
    m_dummyLabel->setFont(dummyFont);
    m_dummyLabel->setFrameShape(QFrame::StyledPanel);
    m_dummyLabel->setAutoFillBackground(true);
    m_dummyLabel->setBackgroundRole(QPalette::AlternateBase);
    m_dummyLabel->setMargin(6);
    layout->addWidget(m_dummyLabel);

    layout->addStretch();
    auto *actions = new QHBoxLayout;
    m_continue = new QPushButton(main);
    m_continue->setObjectName(QStringLiteral("continueButton"));
    m_back = new QPushButton(main);
    m_back->setObjectName(QStringLiteral("backButton"));
    m_print = new QPushButton(main);
    m_print->setObjectName(QStringLiteral("printButton"));
    m_pdf = new QPushButton(main);
    m_pdf->setObjectName(QStringLiteral("pdfButton"));
    actions->addWidget(m_continue);
    actions->addWidget(m_print);
    actions->addWidget(m_pdf);
    actions->addStretch();
    actions->addWidget(m_back);
    layout->addLayout(actions);

    m_side = new QTabWidget(splitter);
    m_scoreModel = new ScoreSheetModel(this);
    m_scoreView = new QTableView(m_side);
    m_scoreView->setModel(m_scoreModel);
    m_scoreView->setWordWrap(true);
    m_scoreView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_scoreView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_chart = new ChartView(m_side);
    m_violations = new ViolationList(m_side);
    m_side->addTab(m_scoreView, QString());
    m_side->addTab(m_chart, QString());
    m_side->addTab(m_violations, QString());
    splitter->addWidget(main);
    splitter->addWidget(m_side);
    // The table picture needs the width; the side panel as much as the table page gives it.
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({1000, 340});

    connect(m_firstButton, &QToolButton::clicked, this, &ReviewPage::showFirst);
    connect(m_prevButton, &QToolButton::clicked, this, &ReviewPage::showPrevious);
    connect(m_nextButton, &QToolButton::clicked, this, &ReviewPage::showNext);
    connect(m_lastButton, &QToolButton::clicked, this, &ReviewPage::showLast);
    // Once a round is chosen, the keys step through its tricks again rather than through the list.
    connect(m_roundBox, &QComboBox::activated, this, [this](int round) {
        jumpToRound(round);
        setFocus();
    });
    connect(m_continue, &QPushButton::clicked, this, [this] {
        if (m_replay && m_replay->isComplete())
            emit correctRequested(m_game, shownRound(), shownTrick());
        else
            emit continueRequested(m_game);
    });
    connect(m_back, &QPushButton::clicked, this, &ReviewPage::backRequested);
    connect(m_print, &QPushButton::clicked, this, [this] {
        if (m_replay)
            ScoreSheetPrinter::printWithDialog(this, *m_replay, m_played);
    });
    connect(m_pdf, &QPushButton::clicked, this, [this] {
        if (m_replay)
            ScoreSheetPrinter::savePdfWithDialog(this, *m_replay, m_played);
    });
    connect(m_violations, &ViolationList::trickRequested, this, &ReviewPage::showTrick);
    connect(m_violations, &ViolationList::titleChanged, this, [this](const QString &title) { m_side->setTabText(2, title); });

    retranslate();
}

bool ReviewPage::loadGame(const GameStore &store, qint64 game, StoreError *error)
{
    const std::optional<Record> record = store.records().load(game, error);
    if (!record)
        return false;
    setRecord(*record, game);
    // A game stored before dates were kept is dated by its creation.
    if (const std::optional<GameSummary> summary = store.games().summary(game))
        m_played = summary->started;
    const std::vector<qint64> disputed = store.club().disputedGames().value_or(std::vector<qint64>{});
    m_disputed = std::find(disputed.begin(), disputed.end(), game) != disputed.end();
    retranslate();
    return true;
}

bool ReviewPage::saveScoreSheet(const QString &path, QString *error) const
{
    if (!m_replay) {
        if (error)
            *error = tr("There is no game to print.");
        return false;
    }
    ScoreSheetPrinter sheet(*m_replay);
    if (m_played.isValid())
        sheet.setPlayed(m_played);
    return sheet.writePdf(path, ScoreSheetPrinter::defaultPaper(), error);
}

void ReviewPage::setRecord(const Record &record, qint64 game)
{
    m_game = game;
    m_played = {};
    m_disputed = false;
    m_replay = std::make_shared<const Replay>(record);
    m_steps.clear();
    for (int r = 0; r < static_cast<int>(m_replay->rounds().size()); ++r) {
        // A round entered no further than the dummy's board still has its first trick to show.
        const int tricks = std::max(1, static_cast<int>(m_replay->round(r).tricks.size()));
        for (int t = 0; t < tricks; ++t)
            m_steps.emplace_back(r, t);
    }
    m_scoreModel->setReplay(m_replay);
    m_violations->setReplay(m_replay);
    const GameScoreData scores = Charts::gameScoreData(*m_replay);
    m_chart->setBuilder([scores](const QPalette &palette) { return Charts::gameScores(scores, palette); },
                        QStringLiteral("scores"));
    m_step = std::max(0, stepCount() - 1);
    retranslate(); // the title, the round list and the violations name the game
}

int ReviewPage::shownRound() const
{
    return m_steps.empty() ? 0 : m_steps[at(m_step)].first;
}

int ReviewPage::shownTrick() const
{
    return m_steps.empty() ? 0 : m_steps[at(m_step)].second;
}

void ReviewPage::showStep(int step)
{
    if (m_steps.empty())
        return;
    m_step = std::clamp(step, 0, stepCount() - 1);
    refresh();
}

void ReviewPage::showTrick(int round, int trick)
{
    // The last step at or before the trick asked for: steps are in play order.
    const auto wanted = std::make_pair(round, trick);
    const auto after = std::upper_bound(m_steps.begin(), m_steps.end(), wanted);
    showStep(std::max(0, static_cast<int>(after - m_steps.begin()) - 1));
}

void ReviewPage::showNext()
{
    showStep(m_step + 1);
}

void ReviewPage::showPrevious()
{
    showStep(m_step - 1);
}

void ReviewPage::showFirst()
{
    showStep(0);
}

void ReviewPage::showLast()
{
    showStep(stepCount() - 1);
}

void ReviewPage::jumpToRound(int round)
{
    showTrick(round, 0);
}

QString ReviewPage::positionText() const
{
    return m_position->text();
}

QString ReviewPage::trickText() const
{
    return m_trickLabel->text();
}

QString ReviewPage::dummyText() const
{
    return m_dummyLabel->isVisibleTo(this) ? m_dummyLabel->text() : QString();
}

void ReviewPage::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_PageUp:
        showPrevious();
        return;
    case Qt::Key_Right:
    case Qt::Key_PageDown:
        showNext();
        return;
    case Qt::Key_Home:
        showFirst();
        return;
    case Qt::Key_End:
        showLast();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void ReviewPage::refresh()
{
    const bool any = m_replay && !m_steps.empty();
    m_firstButton->setEnabled(any && m_step > 0);
    m_prevButton->setEnabled(any && m_step > 0);
    m_nextButton->setEnabled(any && m_step < stepCount() - 1);
    m_lastButton->setEnabled(any && m_step < stepCount() - 1);
    // A finished game goes back to the table only to correct a card of it.
    const bool finished = m_replay && m_replay->isComplete();
    m_continue->setVisible(m_replay && m_game > 0);
    m_continue->setText(finished ? tr("&Correct at the table") : tr("&Continue this game at the table"));
    m_continue->setToolTip(finished ? tr("Opens the finished game at the table at this trick: press Edit round, "
                                         "or Ctrl+E, to correct a card. The scores are worked out again.")
                                    : QString());
    m_print->setEnabled(m_replay != nullptr);
    m_pdf->setEnabled(m_replay != nullptr);
    if (!any) {
        m_position->setText(m_replay ? tr("Nothing entered yet") : QString());
        m_trickLabel->clear();
        m_dummyLabel->hide();
        return;
    }
    const Replay &replay = *m_replay;
    const Record &record = replay.record();
    const int r = shownRound();
    const int t = shownTrick();
    // Every card the rules find fault with is marked: a revoke's as well as the dummy's misplay.
    m_trickView->setFlagged(replay.faultySlots());
    m_trickView->show(m_replay, r, t, std::nullopt, std::nullopt);
    {
        const QSignalBlocker blocker(m_roundBox);
        m_roundBox->setCurrentIndex(r);
    }
    //: Where the review stands: round and trick of the game.
    m_position->setText(tr("Round %1 of %2 · Trick %3 of %4")
                            .arg(r + 1)
                            .arg(replay.roundsInGame())
                            .arg(t + 1)
                            .arg(TricksPerRound));

    // The trick in words: who led, who won, whose prediction was correct.
    const RoundResult &round = replay.round(r);
    QStringList lines;
    if (t < static_cast<int>(round.tricks.size())) {
        const TrickResult &trick = round.tricks[at(t)];
        const QString leader = trick.leader == record.dummySeat() ? tr("The dummy") : record.seatName(trick.leader);
        if (trick.ledSuit)
            //: %1 is a seat, %2 a suit name.
            lines << tr("%1 led %2.").arg(leader, suitName(*trick.ledSuit));
        if (trick.complete) {
            const Trick &cards = record.rounds[at(r)].tricks[at(t)];
            const QString winner = trick.winner == record.dummySeat() ? tr("The dummy") : record.seatName(trick.winner);
            //: %1 is a seat, %2 its card.
            lines << tr("%1 won the trick with %2.").arg(winner, cardLabel(*cards.jousts[at(trick.winner)]));
            QStringList correct;
            QStringList wrong;
            for (int s = 0; s < SeatCount; ++s) {
                if (!record.isPlayer(s))
                    continue;
                const QString called = rankName(cards.predictions[at(s)]->predictedRank());
                if (trick.correct[at(s)]) {
                    //: A player and the rank their prediction card named, e.g. "Aki (2nd)".
                    correct << tr("%1 (%2)").arg(record.seatName(s), called);
                } else {
                    //: A player, the rank their prediction card named and the rank their joust card got,
                    //: e.g. "Aki (called 3rd, got 1st)".
                    wrong << tr("%1 (called %2, got %3)")
                                 .arg(record.seatName(s), called, rankName(trick.rank[at(s)]));
                }
            }
            if (!correct.isEmpty())
                lines << tr("✓ Correct: %1").arg(Language::joinNames(correct));
            if (!wrong.isEmpty())
                lines << tr("✗ Incorrect: %1").arg(Language::joinNames(wrong));
        } else {
            lines << tr("This trick was not finished.");
        }
    } else {
        lines << tr("No card of this round's tricks was entered.");
    }
    // What the cards prove about this trick (a duplicate on the board goes with the first trick); the
    // dummy's misplay is said under the table with its rule.
    for (const Violation &v : replay.violations()) {
        if (v.round == r && std::max(0, v.trick - 1) == t && v.code != Violation::Code::DummyMisplay)
            //: A violation said under the trick it concerns; %1 gives it and its proof.
            lines << tr("⚠ %1").arg(replay.describe(v));
    }
    //: Between the sentences about a trick (in Japanese a zero-width space: no gap, yet a place to wrap).
    m_trickLabel->setText(lines.join(tr(" ", "sentence separator")));

    // The dummy's card and the step of its rule that chose it, or its misplay, in the table's words.
    const QString dummy = TableTexts::dummyNote(replay, r, t);
    m_dummyLabel->setText(dummy);
    m_dummyLabel->setVisible(!dummy.isEmpty());
}

void ReviewPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ReviewPage::retranslate()
{
    m_firstButton->setText(tr("« First"));
    m_prevButton->setText(tr("◀ Previous trick"));
    m_nextButton->setText(tr("Next trick ▶"));
    m_lastButton->setText(tr("Last »"));
    m_prevButton->setToolTip(tr("Left arrow or Page Up"));
    m_nextButton->setToolTip(tr("Right arrow or Page Down"));
    m_roundLabel->setText(tr("&Round:"));
    m_back->setText(tr("&Back"));
    m_print->setText(tr("Print score sheet…"));
    m_pdf->setText(tr("Save score sheet as PDF…"));
    m_side->setTabText(0, tr("Score sheet"));
    m_side->setTabText(1, tr("Score chart"));
    m_scoreModel->retranslate();

    {
        const QSignalBlocker blocker(m_roundBox);
        m_roundBox->clear();
        if (m_replay) {
            for (int r = 0; r < static_cast<int>(m_replay->rounds().size()); ++r)
                //: An entry of the round list: round number and its dealer.
                m_roundBox->addItem(tr("Round %1 (dealer %2)")
                                        .arg(r + 1)
                                        .arg(m_replay->record().seatName(m_replay->dealerOf(r))));
        }
    }
    if (m_replay) {
        QStringList names;
        for (int s = 0; s < SeatCount; ++s) {
            if (m_replay->record().isPlayer(s))
                names << m_replay->record().seatName(s);
        }
        const QString state = m_replay->isComplete() ? tr("finished") : tr("not finished");
        //: %1 lists the players, %2 says whether the game is finished.
        QString title = tr("Review: %1 (%2)").arg(Language::joinNames(names), state);
        if (m_disputed) {
            //: After a game's title: the club's server holds two revisions of it.
            title += QLatin1Char(' ') + tr("— disputed: the club's director chooses between two revisions");
        }
        m_title->setText(title);
    }
    m_side->setTabText(2, m_violations->title());
    refresh();
}

} // namespace tornei
