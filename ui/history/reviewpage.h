#pragma once

#include "replay.h"

#include <QDateTime>
#include <QWidget>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;
class QToolButton;

namespace tornei {

class ChartView;
class GameStore;
class ScoreSheetModel;
struct StoreError;
class TrickView;
class ViolationList;

// Looking back at one stored game, trick by trick: the table as it was (joust
// and prediction cards, ranks, correct or not, the dummy's board and why it
// played each card), the score sheet, the score chart and the violations. Reads
// the record once and replays it; never changes the game. An unfinished game
// can be handed back to the table.
class ReviewPage : public QWidget
{
    Q_OBJECT

public:
    explicit ReviewPage(QWidget *parent = nullptr);

    // Loads a stored game and shows its last trick; false (with the reason) when it cannot be read.
    bool loadGame(const GameStore &store, qint64 game, StoreError *error);
    // Shows a record directly (game 0: not stored, so it cannot be continued).
    void setRecord(const Record &record, qint64 game = 0);
    qint64 gameId() const { return m_game; }
    const Replay *replay() const { return m_replay ? &*m_replay : nullptr; }

    // The steps are every trick of every round, in play order.
    int stepCount() const { return static_cast<int>(m_steps.size()); }
    int currentStep() const { return m_step; }
    int shownRound() const;
    int shownTrick() const;
    void showStep(int step);
    // Shows a trick; the nearest step when that trick was not played.
    void showTrick(int round, int trick);
    void showNext();
    void showPrevious();
    void showFirst();
    void showLast();
    // The first trick of a round.
    void jumpToRound(int round);

    // What the page shows, for tests and screenshots.
    QString positionText() const;
    QString trickText() const;
    QString dummyText() const;
    TrickView *trickView() const { return m_trickView; }
    ScoreSheetModel *scoreSheet() const { return m_scoreModel; }
    ViolationList *violationsList() const { return m_violations; }
    QTabWidget *sidePanel() const { return m_side; }
    ChartView *chartView() const { return m_chart; }
    QPushButton *continueButton() const { return m_continue; }
    QPushButton *printButton() const { return m_print; }
    QPushButton *pdfButton() const { return m_pdf; }

    // The game's score sheet, with its date and legend, as a PDF (what the
    // PDF button saves after asking where); false, with the reason, when it
    // cannot be written.
    bool saveScoreSheet(const QString &path, QString *error = nullptr) const;

signals:
    void continueRequested(qint64 game);
    // A finished game opened at the table to correct a card, at the trick shown here.
    void correctRequested(qint64 game, int round, int trick);
    void backRequested();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslate();
    void refresh();

    std::shared_ptr<const Replay> m_replay;
    qint64 m_game = 0;
    QDateTime m_played; // the stored game's date (the record's, or its creation's when undated)
    bool m_disputed = false; // the club's server holds two revisions of it
    std::vector<std::pair<int, int>> m_steps; // (round, trick)
    int m_step = 0;

    QLabel *m_title = nullptr;
    QToolButton *m_firstButton = nullptr;
    QToolButton *m_prevButton = nullptr;
    QToolButton *m_nextButton = nullptr;
    QToolButton *m_lastButton = nullptr;
    QLabel *m_roundLabel = nullptr;
    QComboBox *m_roundBox = nullptr;
    QLabel *m_position = nullptr;
    TrickView *m_trickView = nullptr;
    QLabel *m_trickLabel = nullptr;
    QLabel *m_dummyLabel = nullptr;
    QPushButton *m_continue = nullptr;
    QPushButton *m_print = nullptr;
    QPushButton *m_pdf = nullptr;
    QPushButton *m_back = nullptr;
    QTabWidget *m_side = nullptr;
    QTableView *m_scoreView = nullptr;
    ScoreSheetModel *m_scoreModel = nullptr;
    ChartView *m_chart = nullptr;
    ViolationList *m_violations = nullptr;
};

} // namespace tornei
