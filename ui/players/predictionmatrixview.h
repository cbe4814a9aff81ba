#pragma once

#include "statistics.h"

#include <QWidget>

#include <optional>

class QButtonGroup;
class QLabel;
class QRadioButton;
class QTableWidget;

namespace tornei {

// How a player predicts: a table of the rank predicted (rows) against the
// rank their joust card got (columns) over the complete tricks of their
// counted games, for all of them, those they led or those they did not,
// with each row's shares shaded, the points each row's missed predictions
// lost, and a few sentences that say what the table shows.
// Points lost: for each missed prediction, the points a prediction of the
// rank the joust card got would have scored (2, 3, 3, 2 for 1st to 4th).
class PredictionMatrixView : public QWidget
{
    Q_OBJECT

public:
    enum class Tricks { All, Leading, Following };
    enum Column { GotFirst = 0, TricksColumn = 4, PointsLostColumn = 5, ColumnCount = 6 };
    // The row under the four ranks predicted: how often each rank was got.
    static constexpr int TotalRow = 4;

    explicit PredictionMatrixView(QWidget *parent = nullptr);

    void showMatrix(const QString &name, const PredictionMatrix &matrix);
    void clear();
    void setTricks(Tricks tricks);
    Tricks tricks() const { return m_tricks; }

    QTableWidget *table() const { return m_table; }
    QString summary() const;
    QRadioButton *tricksButton(Tricks tricks) const;

    // The points the missed predictions of `predicted` (1-4) lost, and those of every row.
    static int pointsLost(const RankMatrix &matrix, int predicted);
    static int pointsLost(const RankMatrix &matrix);
    // The points the right predictions scored.
    static int pointsScored(const RankMatrix &matrix);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();
    RankMatrix shown() const;
    QString callSentence(const RankMatrix &matrix) const;
    QString overUnderSentence(const RankMatrix &matrix, Tricks tricks) const;

    QString m_name;
    std::optional<PredictionMatrix> m_matrix;
    Tricks m_tricks = Tricks::All;
    QLabel *m_caption = nullptr;
    QButtonGroup *m_group = nullptr;
    QRadioButton *m_buttons[3] = {};
    QTableWidget *m_table = nullptr;
    QLabel *m_summary = nullptr;
};

} // namespace tornei
