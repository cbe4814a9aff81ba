#include "playerprofilepanel.h"

#include "chartview.h"
#include "gamedate.h"
#include "headtoheadmodel.h"
#include "predictionmatrixview.h"

#include <QCommandLinkButton>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace tornei {

namespace {

// The profile's words keep the Players screen's context, and so their translations.
struct PlayersText
{
    Q_DECLARE_TR_FUNCTIONS(tornei::PlayersPage)
};

const char *const FigureKeys[] = {"games",        "wins",         "sharedWins",      "winRate",
                                  "averageGame",  "averageRound", "zeroTrickRounds", "tricksPerRound"};

// A figure of the statistics with the statistics' two decimals, or a dash
// when there is nothing to count it from.
QString figureText(double value, bool counted)
{
    return counted ? QLocale().toString(value, 'f', 2) : QStringLiteral("—");
}

QString percent(double value, bool counted)
{
    if (!counted)
        return QStringLiteral("—");
    //: A percentage, e.g. "42.5%".
    return QCoreApplication::translate("tornei::PlayersPage", "%1%").arg(figureText(value, true));
}

} // namespace

PlayerProfilePanel::PlayerProfilePanel(QWidget *parent)
    : QWidget(parent)
    , m_headToHead(new HeadToHeadModel(this))
{
    auto *profileLayout = new QVBoxLayout(this);
    m_name = new QLabel(this);
    m_name->setTextFormat(Qt::PlainText);
    QFont nameFont = m_name->font();
    nameFont.setPointSize(18);
    nameFont.setBold(true);
    m_name->setFont(nameFont);
    profileLayout->addWidget(m_name);
    auto *figuresRow = new QHBoxLayout;
    profileLayout->addLayout(figuresRow);
    auto *figures = new QGridLayout;
    figuresRow->addLayout(figures);
    for (int i = 0; i < 8; ++i)
        addFigure(figures, i % 4, (i / 4) * 2, QString::fromLatin1(FigureKeys[i]));
    addFigure(figures, 4, 0, QStringLiteral("rating"));
    figures->setColumnMinimumWidth(2, 12);
    figuresRow->addSpacing(24);
    auto *predictions = new QGridLayout;
    figuresRow->addLayout(predictions);
    figuresRow->addStretch(1);
    for (int c = 0; c < 3; ++c) {
        m_predictionHeader[c] = new QLabel(this);
        QFont bold = m_predictionHeader[c]->font();
        bold.setBold(true);
        m_predictionHeader[c]->setFont(bold);
        predictions->addWidget(m_predictionHeader[c], 0, c + 1, Qt::AlignRight);
    }
    for (int rank = 1; rank <= 4; ++rank) {
        m_rankLabels[rank - 1] = new QLabel(this);
        predictions->addWidget(m_rankLabels[rank - 1], rank, 0);
        for (const auto &[key, column] : {std::pair{QStringLiteral("predicted"), 1},
                                          std::pair{QStringLiteral("correct"), 2},
                                          std::pair{QStringLiteral("rate"), 3}}) {
            auto *label = new QLabel(this);
            label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_figures[key + QString::number(rank)] = label;
            predictions->addWidget(label, rank, column);
        }
    }
    auto *bestRow = new QHBoxLayout;
    m_bestLabel = new QLabel(this);
    m_bestGame = new QCommandLinkButton(this);
    m_bestGame->setObjectName(QStringLiteral("bestGame"));
    bestRow->addWidget(m_bestLabel);
    bestRow->addWidget(m_bestGame);
    bestRow->addStretch(1);
    profileLayout->addLayout(bestRow);
    auto *rivalRow = new QHBoxLayout;
    m_headToHeadLabel = new QLabel(this);
    QFont sectionFont = m_headToHeadLabel->font();
    sectionFont.setBold(true);
    m_headToHeadLabel->setFont(sectionFont);
    m_rival = new QLabel(this);
    m_rival->setObjectName(QStringLiteral("closestRival"));
    m_rival->setTextFormat(Qt::PlainText);
    rivalRow->addWidget(m_headToHeadLabel);
    rivalRow->addSpacing(16);
    rivalRow->addWidget(m_rival);
    rivalRow->addStretch(1);
    profileLayout->addLayout(rivalRow);
    m_headToHeadView = new QTableView(this);
    m_headToHeadView->setObjectName(QStringLiteral("headToHead"));
    m_headToHeadView->setModel(m_headToHead);
    m_headToHeadView->setSortingEnabled(true);
    m_headToHeadView->horizontalHeader()->setSortIndicator(HeadToHeadModel::GamesColumn, Qt::DescendingOrder);
    m_headToHeadView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_headToHeadView->horizontalHeader()->setSectionResizeMode(HeadToHeadModel::OpponentColumn, QHeaderView::Stretch);
    m_headToHeadView->verticalHeader()->hide();
    m_headToHeadView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_headToHeadView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The shown player's scores and rating over time beside their head-to-head table.
    auto *lower = new QHBoxLayout;
    lower->addWidget(m_headToHeadView, 1);
    m_charts = new QTabWidget(this);
    m_charts->setDocumentMode(true);
    m_scoresChart = new ChartView(m_charts);
    m_scoresChart->setObjectName(QStringLiteral("profileChart"));
    m_charts->addTab(m_scoresChart, QString());
    m_ratingChart = new ChartView(m_charts);
    m_ratingChart->setObjectName(QStringLiteral("profileRatingChart"));
    m_charts->addTab(m_ratingChart, QString());
    m_predictionMatrix = new PredictionMatrixView(m_charts);
    m_charts->addTab(m_predictionMatrix, QString());
    lower->addWidget(m_charts, 1);
    profileLayout->addLayout(lower, 1);

    connect(m_bestGame, &QCommandLinkButton::clicked, this, [this] {
        if (m_statistics && m_statistics->bestGame)
            emit reviewRequested(*m_statistics->bestGame);
    });
    retranslate();
}

QLabel *PlayerProfilePanel::addFigure(QGridLayout *grid, int row, int column, const QString &key)
{
    auto *caption = new QLabel(this);
    auto *value = new QLabel(this);
    QFont bold = value->font();
    bold.setBold(true);
    bold.setPointSize(bold.pointSize() + 2);
    value->setFont(bold);
    value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    value->setObjectName(key);
    grid->addWidget(caption, row, column);
    grid->addWidget(value, row, column + 1);
    m_captions[key] = caption;
    m_figures[key] = value;
    return value;
}

QString PlayerProfilePanel::figure(const QString &key) const
{
    const auto found = m_figures.find(key);
    return found == m_figures.end() ? QString() : found->second->text();
}

void PlayerProfilePanel::showPlayer(const std::optional<PlayerStatistics> &statistics,
                                    const std::vector<ScorePoint> &scores)
{
    m_statistics = statistics;
    m_scores = scores;
    fill();
}

void PlayerProfilePanel::fill()
{
    const QLocale locale;
    if (!m_statistics) {
        m_name->setText(PlayersText::tr("No players yet"));
        for (auto &[key, label] : m_figures)
            label->setText(QStringLiteral("—"));
        m_bestGame->setVisible(false);
        m_headToHead->setRecords({});
        m_rival->clear();
        m_predictionMatrix->clear();
        return;
    }
    const PlayerStatistics &s = *m_statistics;
    m_name->setText(s.name);
    m_figures[QStringLiteral("games")]->setText(locale.toString(s.games));
    m_figures[QStringLiteral("wins")]->setText(locale.toString(s.wins));
    m_figures[QStringLiteral("sharedWins")]->setText(locale.toString(s.sharedWins));
    m_figures[QStringLiteral("winRate")]->setText(percent(s.winRate(), s.games > 0));
    m_figures[QStringLiteral("averageGame")]->setText(figureText(s.averageGameScore, s.games > 0));
    m_figures[QStringLiteral("averageRound")]->setText(figureText(s.averageRoundScore, s.completeRounds > 0));
    m_figures[QStringLiteral("zeroTrickRounds")]->setText(locale.toString(s.zeroTrickRounds));
    m_figures[QStringLiteral("tricksPerRound")]->setText(figureText(s.tricksPerRound(), s.completeRounds > 0));
    m_figures[QStringLiteral("rating")]->setText(figureText(s.rating.ordinal(), s.games > 0));
    //: The rating's tooltip: %1 the mean μ, %2 the deviation σ.
    m_figures[QStringLiteral("rating")]->setToolTip(
        s.games > 0 ? PlayersText::tr("μ %1, σ %2: the rating shown is μ − 3σ, a skill the player very likely has.")
                          .arg(locale.toString(s.rating.mu, 'f', 2), locale.toString(s.rating.sigma, 'f', 2))
                    : QString());
    QStringList spread;
    for (int k = 0; k <= TricksPerRound; ++k)
        //: In a tooltip: "3 tricks: 5 rounds".
        spread << PlayersText::tr("%1 tricks: %n round(s)", nullptr, s.tricksWonPerRound[static_cast<std::size_t>(k)])
                      .arg(locale.toString(k));
    m_figures[QStringLiteral("tricksPerRound")]->setToolTip(spread.join(QLatin1Char('\n')));
    for (int rank = 1; rank <= 4; ++rank) {
        const PredictionFigures &p = s.predictions[static_cast<std::size_t>(rank - 1)];
        m_figures[QStringLiteral("predicted%1").arg(rank)]->setText(locale.toString(p.made));
        m_figures[QStringLiteral("correct%1").arg(rank)]->setText(locale.toString(p.correct));
        m_figures[QStringLiteral("rate%1").arg(rank)]->setText(percent(p.rate(), p.made > 0));
    }
    m_predictionMatrix->showMatrix(s.name, s.predictionMatrix);
    m_bestGame->setVisible(s.bestGame.has_value());
    if (s.bestGame) {
        QString when;
        for (const ScorePoint &point : m_scores) {
            if (point.game == *s.bestGame)
                when = GameDate::dayText(point.started);
        }
        //: The best game's link: its total, then the date it was played.
        m_bestGame->setText(PlayersText::tr("%n point(s) on %1", nullptr, s.bestScore).arg(when));
        m_bestGame->setToolTip(PlayersText::tr("Review this game"));
    }
    m_headToHead->setRecords(s.headToHead);
    const std::optional<qint64> rival = m_headToHead->closestRival();
    QString rivalName;
    for (const HeadToHead &h : s.headToHead) {
        if (rival && h.opponent == *rival)
            rivalName = h.opponentName;
    }
    m_rival->setText(rival ? PlayersText::tr("Closest rival: %1").arg(rivalName) : QString());
    m_rival->setToolTip(
        PlayersText::tr("The closest rival: among the players met at least half as often as the most met one, "
                        "the one whose finishes above and below are most even."));
}

void PlayerProfilePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PlayerProfilePanel::retranslate()
{
    const std::pair<const char *, QString> captions[] = {
        {"games", PlayersText::tr("Games")},
        {"wins", PlayersText::tr("Wins")},
        {"sharedWins", PlayersText::tr("Shared wins")},
        {"winRate", PlayersText::tr("Win rate")},
        {"averageGame", PlayersText::tr("Average game score")},
        {"averageRound", PlayersText::tr("Average round score")},
        {"zeroTrickRounds", PlayersText::tr("Zero-trick rounds")},
        {"tricksPerRound", PlayersText::tr("Tricks won per round")},
        {"rating", PlayersText::tr("Rating")},
    };
    for (const auto &[key, text] : captions)
        m_captions[QString::fromLatin1(key)]->setText(text);
    m_captions[QStringLiteral("games")]->setToolTip(
        PlayersText::tr("Finished games that are not excluded from the statistics; only these count."));
    m_captions[QStringLiteral("wins")]->setToolTip(PlayersText::tr("Highest total of the game, shared wins included."));
    m_captions[QStringLiteral("rating")]->setToolTip(
        PlayersText::tr("Weng–Lin rating over the counted games in the order they were played: it rises most for "
                        "finishing above players rated higher, and is cautious while a player has few games."));
    m_charts->setTabText(0, PlayersText::tr("Scores"));
    m_charts->setTabText(1, PlayersText::tr("Rating"));
    //: The profile's tab with the table of ranks predicted against ranks got.
    m_charts->setTabText(2, PredictionMatrixView::tr("Predictions"));
    m_predictionHeader[0]->setText(PlayersText::tr("Predicted"));
    m_predictionHeader[1]->setText(PlayersText::tr("Came true"));
    m_predictionHeader[2]->setText(PlayersText::tr("Rate"));
    for (int rank = 1; rank <= 4; ++rank) {
        const Suit suit = static_cast<Suit>(rank - 1);
        //: A predicted rank with its suit, e.g. "1st (✦ Wyvern)".
        m_rankLabels[rank - 1]->setText(
            PlayersText::tr("%1 (%2 %3)").arg(rankName(rank), suitSymbol(suit), suitName(suit)));
    }
    m_bestLabel->setText(PlayersText::tr("Best game:"));
    m_headToHeadLabel->setText(PlayersText::tr("Head-to-head"));
    m_headToHead->retranslate();
    fill();
}

} // namespace tornei
