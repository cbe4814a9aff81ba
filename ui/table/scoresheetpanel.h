#pragma once

#include <QTabWidget>

class QLabel;
class QTableView;

namespace tornei {

class GameSession;
class ScoreSheetModel;
class ViolationList;

// The table screen's side panel: the score sheet with what its marks mean
// under it, and the violations. Both follow the session they are given; the
// panel keeps the sheet's headers readable in its width (names written
// smaller, never cut) and the violations tab's title. Choosing a violation
// asks for its trick; the panel shows nothing of the table itself.
class ScoreSheetPanel : public QTabWidget
{
    Q_OBJECT

public:
    explicit ScoreSheetPanel(QWidget *parent = nullptr);

    // Follows the session's changes until another is given (nullptr: empty).
    void follow(const GameSession *session);

    QTableView *scoreSheetView() const { return m_scoreView; }
    ScoreSheetModel *scoreSheet() const { return m_scoreModel; }
    ViolationList *violationsList() const { return m_violations; }

signals:
    // A violation was chosen: its round and trick.
    void trickRequested(int round, int trick);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void fitScoreSheet();

    QTableView *m_scoreView = nullptr;
    ScoreSheetModel *m_scoreModel = nullptr;
    QLabel *m_scoreLegend = nullptr;
    ViolationList *m_violations = nullptr;
};

} // namespace tornei
