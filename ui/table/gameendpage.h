#pragma once

#include "replay.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QPushButton;

namespace tornei {

class ChartView;

// The screen a table sees when its game is over: the final standings (a
// shared win shown as shared), the score chart, and the next steps: a
// rematch, the review, the record file, the printed score sheet. Shows a
// replay; changes nothing stored (its requests go to the main window).
class GameEndPage : public QWidget
{
    Q_OBJECT

public:
    explicit GameEndPage(QWidget *parent = nullptr);

    void setGame(const Replay &replay, qint64 game);
    qint64 gameId() const { return m_game; }

    // Writes the game's record file (RecordFile); false, with a sentence
    // saying why, when it cannot.
    bool exportRecord(const QString &path, QString *error) const;
    // Writes the record file as the Export button does, then says on the
    // page where it went (or warns why it could not).
    bool exportTo(const QString &path);

    // What the page shows, for tests and screenshots.
    QString headlineText() const;
    QString standingsText() const;
    // The violations the game's cards prove, as the page names them (empty when none).
    QString violationsText() const;
    ChartView *chartView() const { return m_chart; }
    QPushButton *rematchButton() const { return m_rematch; }
    // The confirmation of the last export ("Record saved to …"); hidden before one.
    QLabel *exportedLabel() const { return m_exported; }

signals:
    void rematchRequested(const tornei::Record &setup);
    // Look back at the game, from its last trick.
    void reviewRequested(qint64 game);
    void backToTableRequested();
    void startScreenRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void exportWithDialog();
    void printWithDialog();
    void savePdfWithDialog();

    std::optional<Replay> m_replay;
    qint64 m_game = 0;

    QLabel *m_title = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_standings = nullptr;
    QLabel *m_violations = nullptr;
    ChartView *m_chart = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_rematch = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_print = nullptr;
    QPushButton *m_pdf = nullptr;
    QPushButton *m_table = nullptr;
    QPushButton *m_start = nullptr;
    QLabel *m_exported = nullptr;
    QString m_exportedPath; // the last file written for this game
};

} // namespace tornei
