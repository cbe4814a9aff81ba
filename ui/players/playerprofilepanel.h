#pragma once

#include "statistics.h"

#include <QWidget>

#include <map>
#include <optional>
#include <vector>

class QCommandLinkButton;
class QGridLayout;
class QLabel;
class QTabWidget;
class QTableView;

namespace tornei {

class ChartView;
class HeadToHeadModel;
class PredictionMatrixView;

// One player's profile on the Players screen: games, wins, averages,
// predictions by rank, tricks per round, the best game, the head-to-head
// table with the closest rival, and beside it a place for the scores and
// rating charts and the table of how the player predicts.
// Shows the figures it is given; knows nothing of the store or of how they
// are computed. Its words are the Players screen's, translated as they
// always were.
class PlayerProfilePanel : public QWidget
{
    Q_OBJECT

public:
    explicit PlayerProfilePanel(QWidget *parent = nullptr);

    // Shows a player's figures; `scores` are their counted games (the best
    // game's date is read from them). Without a player: "No players yet".
    void showPlayer(const std::optional<PlayerStatistics> &statistics, const std::vector<ScorePoint> &scores);

    // The figure shown for `key` (see PlayersPage::figure()).
    QString figure(const QString &key) const;
    HeadToHeadModel *headToHeadModel() const { return m_headToHead; }
    QCommandLinkButton *bestGameButton() const { return m_bestGame; }
    QLabel *rivalLabel() const { return m_rival; }
    ChartView *scoresChart() const { return m_scoresChart; }
    ChartView *ratingChart() const { return m_ratingChart; }
    PredictionMatrixView *predictionMatrix() const { return m_predictionMatrix; }
    QTabWidget *chartTabs() const { return m_charts; }

signals:
    void reviewRequested(qint64 game);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();
    QLabel *addFigure(QGridLayout *grid, int row, int column, const QString &key);

    std::optional<PlayerStatistics> m_statistics;
    std::vector<ScorePoint> m_scores;
    HeadToHeadModel *m_headToHead = nullptr;
    QLabel *m_name = nullptr;
    std::map<QString, QLabel *> m_captions;
    std::map<QString, QLabel *> m_figures;
    QLabel *m_predictionHeader[3] = {};
    QLabel *m_rankLabels[4] = {};
    QLabel *m_bestLabel = nullptr;
    QCommandLinkButton *m_bestGame = nullptr;
    QLabel *m_headToHeadLabel = nullptr;
    QTableView *m_headToHeadView = nullptr;
    QLabel *m_rival = nullptr;
    QTabWidget *m_charts = nullptr;
    ChartView *m_scoresChart = nullptr;
    ChartView *m_ratingChart = nullptr;
    PredictionMatrixView *m_predictionMatrix = nullptr;
};

} // namespace tornei
