#include "playerspage.h"

#include "appsettings.h"
#include "charts.h"
#include "chartview.h"
#include "gamestore.h"
#include "leaguetable.h"
#include "leaguetablemodel.h"
#include "plaintext.h"
#include "playerlistmodel.h"
#include "playerprofilepanel.h"
#include "seasonbar.h"
#include "storefollower.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace tornei {

PlayersPage::PlayersPage(QWidget *parent)
    : QWidget(parent)
    , m_playerModel(new PlayerListModel(false, this))
    , m_chosenModel(new PlayerListModel(true, this))
    , m_leagueModel(new LeagueTableModel(this))
{
    auto *outer = new QHBoxLayout(this);
    auto *left = new QVBoxLayout;
    outer->addLayout(left);
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSize(20);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    left->addWidget(m_title);
    m_players = new QListView(this);
    m_players->setObjectName(QStringLiteral("playerList"));
    m_players->setModel(m_playerModel);
    m_players->setMaximumWidth(260);
    QFont listFont = font();
    listFont.setPointSize(12);
    m_players->setFont(listFont);
    left->addWidget(m_players, 1);
    m_rename = new QPushButton(this);
    m_merge = new QPushButton(this);
    left->addWidget(m_rename);
    left->addWidget(m_merge);

    // The season above everything it limits: the profile, the charts and the league table.
    auto *right = new QVBoxLayout;
    outer->addLayout(right, 1);
    m_season = new SeasonBar(this);
    right->addWidget(m_season);
    m_tabs = new QTabWidget(this);
    right->addWidget(m_tabs, 1);

    m_profile = new PlayerProfilePanel(m_tabs);
    m_tabs->addTab(m_profile, QString());

    // The charts.
    auto *chartsPage = new QWidget(m_tabs);
    auto *chartsLayout = new QHBoxLayout(chartsPage);
    auto *chosenColumn = new QVBoxLayout;
    chartsLayout->addLayout(chosenColumn);
    m_chosenLabel = new QLabel(chartsPage);
    m_chosenLabel->setWordWrap(true);
    m_chosenLabel->setMaximumWidth(200);
    chosenColumn->addWidget(m_chosenLabel);
    m_chosen = new QListView(chartsPage);
    m_chosen->setObjectName(QStringLiteral("chosenPlayers"));
    m_chosen->setModel(m_chosenModel);
    m_chosen->setMaximumWidth(200);
    chosenColumn->addWidget(m_chosen, 1);
    auto *chartColumn = new QVBoxLayout;
    chartsLayout->addLayout(chartColumn, 1);
    m_chartTabs = new QTabWidget(chartsPage);
    for (std::size_t i = 0; i < m_charts.size(); ++i) {
        m_charts[i] = new ChartView(m_chartTabs);
        m_chartTabs->addTab(m_charts[i], QString());
    }
    chartColumn->addWidget(m_chartTabs, 1);
    auto *saveRow = new QHBoxLayout;
    saveRow->addStretch(1);
    m_saveChart = new QPushButton(chartsPage);
    m_saveChart->setObjectName(QStringLiteral("saveChartButton"));
    saveRow->addWidget(m_saveChart);
    chartColumn->addLayout(saveRow);
    m_tabs->addTab(chartsPage, QString());

    // The league table.
    auto *leaguePage = new QWidget(m_tabs);
    auto *leagueLayout = new QVBoxLayout(leaguePage);
    m_leagueNote = new QLabel(leaguePage);
    m_leagueNote->setObjectName(QStringLiteral("leagueNote"));
    m_leagueNote->setWordWrap(true);
    leagueLayout->addWidget(m_leagueNote);
    m_league = new QTableView(leaguePage);
    m_league->setObjectName(QStringLiteral("leagueTable"));
    m_league->setModel(m_leagueModel);
    m_league->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_league->setSelectionMode(QAbstractItemView::SingleSelection);
    m_league->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_league->verticalHeader()->hide();
    m_league->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_league->horizontalHeader()->setSectionResizeMode(LeagueTableModel::PlayerColumn, QHeaderView::Stretch);
    leagueLayout->addWidget(m_league, 1);
    m_tabs->addTab(leaguePage, QString());

    m_follower = new StoreFollower(this, [this] { reload(); });
    connect(m_season, &SeasonBar::rangeChanged, this, [this] {
        m_range = m_season->range();
        reload();
    });
    // The club's minimum may have changed in Settings since.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { fillLeague(); });
    // A player of the table shows their profile.
    connect(m_league, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        showPlayer(m_leagueModel->row(index.row()).player.player);
        m_tabs->setCurrentIndex(0);
    });
    connect(m_players->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        if (m_reloading)
            return;
        fillProfile();
        updateCharts();
    });
    connect(m_chosenModel, &PlayerListModel::chosenChanged, this, [this] {
        if (!m_reloading)
            updateCharts();
    });
    connect(m_profile, &PlayerProfilePanel::reviewRequested, this, &PlayersPage::reviewRequested);
    connect(m_rename, &QPushButton::clicked, this, &PlayersPage::askRename);
    connect(m_merge, &QPushButton::clicked, this, &PlayersPage::askMerge);
    connect(m_saveChart, &QPushButton::clicked, this, [this] {
        if (auto *view = qobject_cast<ChartView *>(m_chartTabs->currentWidget()))
            view->saveChart();
    });
    connect(m_chartTabs, &QTabWidget::currentChanged, this, [this] {
        auto *view = qobject_cast<ChartView *>(m_chartTabs->currentWidget());
        m_saveChart->setEnabled(view && view->hasChart());
    });
    retranslate();
}

void PlayersPage::setStore(GameStore *store)
{
    m_store = store;
    m_follower->follow(store);
    reload();
}

void PlayersPage::reload()
{
    const std::optional<qint64> shown = currentPlayer();
    // The lists are refilled first; the profile and charts follow once, at the end.
    const QScopedValueRollback<bool> reloading(m_reloading, true);
    m_statistics.clear();
    std::vector<PlayerListModel::Player> players;
    if (m_store && m_store->isOpen()) {
        StoreError error;
        for (PlayerStatistics &s : m_store->statistics().all(m_range, &error))
            m_statistics[s.player] = std::move(s);
        if (error.isError())
            showStoreError(error);
        for (const PlayerProfile &p : m_store->players().all(&error)) {
            const auto found = m_statistics.find(p.id);
            players.push_back({p.id, p.name, found == m_statistics.end() ? 0 : found->second.games});
        }
    }
    const bool firstFill = m_chosenModel->rowCount() == 0;
    m_playerModel->setPlayers(players);
    m_chosenModel->setPlayers(players);
    if (firstFill && m_store && m_store->isOpen()) {
        // Start the charts with the players of the table that played most
        // among themselves: every chart then has something to compare, the
        // win share too (it counts only such games).
        StoreError error;
        m_chosenModel->setChosen(m_store->statistics().busiestTable(m_range, &error));
        if (error.isError())
            showStoreError(error);
    }
    int row = shown ? m_playerModel->rowOfPlayer(*shown) : -1;
    if (row < 0 && m_playerModel->rowCount() > 0)
        row = 0;
    if (row >= 0)
        m_players->setCurrentIndex(m_playerModel->index(row));
    fillProfile();
    updateCharts();
    fillLeague();
}

void PlayersPage::fillLeague()
{
    std::vector<PlayerStatistics> players;
    for (const auto &[id, stats] : m_statistics) {
        if (stats.games > 0)
            players.push_back(stats);
    }
    const int minimum = AppSettings::leagueMinimumGames();
    m_leagueModel->setRows(LeagueTable::rank(std::move(players), minimum));
    //: Under the league table's tab: %n the club's minimum of games (Settings)
    m_leagueNote->setText(tr("Ranked by rating (μ − 3σ) over the season; equal ratings share a rank. Players with "
                             "fewer than %n game(s) follow, without a rank (Settings → Games to be ranked).",
                             nullptr, minimum));
}

void PlayersPage::showPlayer(qint64 player)
{
    const int row = m_playerModel->rowOfPlayer(player);
    if (row >= 0)
        m_players->setCurrentIndex(m_playerModel->index(row));
}

std::optional<qint64> PlayersPage::currentPlayer() const
{
    const QModelIndex current = m_players->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    return m_playerModel->player(current.row()).id;
}

PlayerStatistics PlayersPage::statisticsOf(qint64 player) const
{
    const auto found = m_statistics.find(player);
    if (found != m_statistics.end())
        return found->second;
    // A saved player without a counted game: zeros, with the name.
    PlayerStatistics none;
    none.player = player;
    const int row = m_playerModel->rowOfPlayer(player);
    if (row >= 0)
        none.name = m_playerModel->player(row).name;
    for (int rank = 1; rank <= 4; ++rank)
        none.predictions[static_cast<std::size_t>(rank - 1)].rank = rank;
    return none;
}

QString PlayersPage::figure(const QString &key) const
{
    return m_profile->figure(key);
}

HeadToHeadModel *PlayersPage::headToHeadModel() const
{
    return m_profile->headToHeadModel();
}

QCommandLinkButton *PlayersPage::bestGameButton() const
{
    return m_profile->bestGameButton();
}

QLabel *PlayersPage::rivalLabel() const
{
    return m_profile->rivalLabel();
}

void PlayersPage::fillProfile()
{
    const std::optional<qint64> player = currentPlayer();
    m_rename->setEnabled(player.has_value());
    m_merge->setEnabled(player.has_value() && m_playerModel->rowCount() > 1);
    m_scores.clear();
    m_ratings.clear();
    if (player && m_store && m_store->isOpen()) {
        StoreError error;
        m_scores = m_store->statistics().scoresOverTime(*player, m_range, &error);
        if (!error.isError())
            m_ratings = m_store->statistics().ratingOverTime(*player, m_range, &error);
        if (error.isError())
            showStoreError(error);
    }
    m_profile->showPlayer(player ? std::optional(statisticsOf(*player)) : std::nullopt, m_scores);
}

namespace {

ScoreHistoryData scoreHistory(const QString &name, const std::vector<ScorePoint> &scores)
{
    ScoreHistoryData history;
    history.player = name;
    for (const ScorePoint &point : scores)
        history.games.push_back({point.started, point.total, point.game});
    return history;
}

// At the time of the table, as the scores: the same game on the same evening in both charts.
RatingHistoryData ratingHistory(const QString &name, const std::vector<RatingPoint> &ratings,
                                const std::vector<ScorePoint> &scores)
{
    std::map<qint64, QDateTime> started;
    for (const ScorePoint &point : scores)
        started[point.game] = point.started;
    RatingHistoryData history;
    history.player = name;
    for (const RatingPoint &point : ratings) {
        const auto found = started.find(point.game);
        const QDateTime when = found != started.end() ? found->second : point.started.toLocalTime();
        history.points.push_back({when, point.rating.mu, point.rating.ordinal(), point.game, point.ratingKey});
    }
    return history;
}

} // namespace

void PlayersPage::updateCharts()
{
    // The profile's charts: the shown player's scores and rating after each game.
    if (const auto player = currentPlayer(); player && !m_scores.empty()) {
        const ScoreHistoryData history = scoreHistory(statisticsOf(*player).name, m_scores);
        m_profile->scoresChart()->setBuilder([history](const QPalette &p) { return Charts::scoreHistory(history, p); },
                                             QStringLiteral("scores-%1").arg(*player));
    } else {
        m_profile->scoresChart()->clearChart();
    }
    if (const auto player = currentPlayer(); player && !m_ratings.empty()) {
        const RatingHistoryData history = ratingHistory(statisticsOf(*player).name, m_ratings, m_scores);
        m_profile->ratingChart()->setBuilder([history](const QPalette &p) { return Charts::ratingHistory(history, p); },
                                             QStringLiteral("rating-%1").arg(*player));
    } else {
        m_profile->ratingChart()->clearChart();
    }
    // 1. and 5. The chosen players' scores and ratings over time.
    std::vector<ScoreHistoryData> scoreLines;
    std::vector<RatingHistoryData> ratingLines;
    if (m_store && m_store->isOpen()) {
        for (qint64 id : m_chosenModel->chosen()) {
            const QString name = statisticsOf(id).name;
            StoreError error;
            const std::vector<ScorePoint> scores = m_store->statistics().scoresOverTime(id, m_range, &error);
            std::vector<RatingPoint> ratings;
            if (!error.isError())
                ratings = m_store->statistics().ratingOverTime(id, m_range, &error);
            if (error.isError()) {
                showStoreError(error);
                break;
            }
            if (!scores.empty())
                scoreLines.push_back(scoreHistory(name, scores));
            if (!ratings.empty())
                ratingLines.push_back(ratingHistory(name, ratings, scores));
        }
    }
    if (scoreLines.empty())
        m_charts[0]->clearChart();
    else
        m_charts[0]->setBuilder([scoreLines](const QPalette &p) { return Charts::scoreHistory(scoreLines, p); },
                                QStringLiteral("scores"));
    if (ratingLines.empty())
        m_charts[4]->clearChart();
    else
        m_charts[4]->setBuilder([ratingLines](const QPalette &p) { return Charts::ratingHistory(ratingLines, p); },
                                QStringLiteral("ratings"));
    // 3.-5. The chosen players, in list order.
    PredictionRateData rates;
    TrickDistributionData tricks;
    std::vector<qint64> group;
    for (qint64 id : m_chosenModel->chosen()) {
        const PlayerStatistics s = statisticsOf(id);
        if (s.games == 0)
            continue;
        PlayerPredictions p{s.name, {}};
        for (std::size_t r = 0; r < 4; ++r)
            p.byRank[r] = {s.predictions[r].made, s.predictions[r].correct};
        rates.push_back(p);
        tricks.push_back({s.name, s.tricksWonPerRound});
        group.push_back(id);
    }
    if (rates.empty()) {
        for (std::size_t i = 1; i < 4; ++i) // the chosen players' charts
            m_charts[i]->clearChart();
    } else {
        m_charts[1]->setBuilder([rates](const QPalette &p) { return Charts::predictionRates(rates, p); },
                                QStringLiteral("prediction-rates"));
        // 4. Only the games played among the chosen players.
        StoreError error;
        const GroupWins groupWins = m_store ? m_store->statistics().groupWins(group, m_range, &error) : GroupWins{};
        if (error.isError())
            showStoreError(error);
        if (groupWins.games > 0) {
            WinShareData wins{groupWins.games, {}};
            for (const GroupWins::Player &p : groupWins.players)
                wins.players.push_back({statisticsOf(p.player).name, p.wins, p.sharedWins, p.share});
            m_charts[2]->setBuilder([wins](const QPalette &p) { return Charts::winShare(wins, p); },
                                    QStringLiteral("win-share"));
        } else {
            m_charts[2]->showMessage(error.isError() ? QString()
                                                     : tr("No game was played only among the chosen players."));
        }
        m_charts[3]->setBuilder([tricks](const QPalette &p) { return Charts::trickDistribution(tricks, p); },
                                QStringLiteral("tricks-per-round"));
    }
    auto *view = qobject_cast<ChartView *>(m_chartTabs->currentWidget());
    m_saveChart->setEnabled(view && view->hasChart());
}

void PlayersPage::askRename()
{
    const std::optional<qint64> player = currentPlayer();
    if (!player)
        return;
    const QString old = m_playerModel->player(m_playerModel->rowOfPlayer(*player)).name;
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("renameDialog"));
    dialog.setWindowTitle(tr("Rename player"));
    dialog.setLabelText(tr("New name for %1 (every game of theirs shows it):").arg(old));
    PlainText::plainLabels(&dialog);
    dialog.setTextValue(old);
    if (dialog.exec() != QDialog::Accepted || dialog.textValue().trimmed() == old)
        return;
    renamePlayer(*player, dialog.textValue());
}

bool PlayersPage::renamePlayer(qint64 player, const QString &name)
{
    if (!m_store)
        return false;
    StoreError error;
    // The store's signal reads the players again.
    if (!m_store->players().rename(player, name, &error)) {
        showStoreError(error);
        return false;
    }
    showPlayer(player);
    return true;
}

void PlayersPage::askMerge()
{
    const std::optional<qint64> player = currentPlayer();
    if (!player)
        return;
    const PlayerStatistics from = statisticsOf(*player);
    QStringList names;
    std::vector<qint64> ids;
    for (int row = 0; row < m_playerModel->rowCount(); ++row) {
        const PlayerListModel::Player &p = m_playerModel->player(row);
        if (p.id != *player) {
            names << p.name;
            ids.push_back(p.id);
        }
    }
    if (ids.empty())
        return;
    QInputDialog choose(this);
    choose.setObjectName(QStringLiteral("mergeDialog"));
    choose.setWindowTitle(tr("Merge players"));
    choose.setLabelText(tr("Merge %1 into:").arg(from.name));
    PlainText::plainLabels(&choose);
    choose.setComboBoxItems(names);
    choose.setComboBoxEditable(false);
    if (choose.exec() != QDialog::Accepted)
        return;
    const qsizetype chosen = names.indexOf(choose.textValue());
    if (chosen < 0)
        return;
    const qint64 into = ids[static_cast<std::size_t>(chosen)];
    StoreError error;
    int games = 0;
    if (m_store) {
        HistoryQuery query;
        query.filter.players = {*player};
        query.limit = 1;
        games = m_store->games().page(query, &error).totalCount;
    }
    QMessageBox box(QMessageBox::Question, tr("Merge players"),
                    tr("Merge %1 into %2? Every game of %1 (%n game(s)) then counts for %2 and shows %2's name, "
                       "and %1 is removed. Use this when both names are the same person. It cannot be undone.",
                       nullptr, games)
                        .arg(from.name, choose.textValue()),
                    QMessageBox::NoButton, this);
    box.setTextFormat(Qt::PlainText);
    box.setObjectName(QStringLiteral("confirmMerge"));
    QPushButton *merge = box.addButton(tr("Merge"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == merge)
        mergePlayers(*player, into);
}

bool PlayersPage::mergePlayers(qint64 from, qint64 into)
{
    if (!m_store)
        return false;
    StoreError error;
    if (!m_store->players().merge(from, into, &error)) {
        showStoreError(error);
        return false;
    }
    showPlayer(into);
    return true;
}

void PlayersPage::showStoreError(const StoreError &error)
{
    // Damage is the main window's to say, as at open, with a backup offered.
    if (GameStore::isDamage(error))
        emit storeDamaged(error);
    else
        showError(error.message);
}

void PlayersPage::showError(const QString &message)
{
    PlainText::warning(this, tr("Players"), message);
}

void PlayersPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PlayersPage::retranslate()
{
    m_title->setText(tr("Players"));
    m_rename->setText(tr("&Rename…"));
    m_merge->setText(tr("&Merge into…"));
    m_merge->setToolTip(tr("Two names for one person: move every game of this player to another and remove "
                           "this name."));
    m_tabs->setTabText(0, tr("Profile"));
    m_tabs->setTabText(1, tr("Charts"));
    m_tabs->setTabText(2, tr("League table"));
    m_leagueModel->retranslate();
    m_chosenLabel->setText(tr("Players compared in the charts:"));
    m_chartTabs->setTabText(0, tr("Scores over time"));
    m_chartTabs->setTabText(1, tr("Predictions by rank"));
    m_chartTabs->setTabText(2, tr("Win share"));
    m_chartTabs->setTabText(3, tr("Tricks per round"));
    m_chartTabs->setTabText(4, tr("Rating over time"));
    m_chartTabs->setTabToolTip(0, tr("The chosen players' game totals, with a moving average."));
    m_chartTabs->setTabToolTip(4, tr("The chosen players' ratings after each counted game."));
    m_chartTabs->setTabToolTip(2, tr("The chosen players' wins in the games in which every player was one of them."));
    m_saveChart->setText(tr("Save chart as PNG or SVG…"));
    // Names sort by the language's collation: sort again, keeping the shown player.
    const std::optional<qint64> shown = currentPlayer();
    m_playerModel->retranslate();
    m_chosenModel->retranslate();
    if (shown)
        showPlayer(*shown);
    fillProfile();
    updateCharts();
    fillLeague();
}

} // namespace tornei
