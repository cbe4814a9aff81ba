#pragma once

#include <QTextBrowser>

namespace tornei {

class Replay;

// The table's summary of the round just finished, or of the whole game once
// it is over, shown in place of the trick. Written as large as reads across
// the table and small enough that nothing of it hides behind a scroll bar,
// at whatever size it is given. The words are RoundSummary's.
class TableSummaryView : public QTextBrowser
{
    Q_OBJECT

public:
    explicit TableSummaryView(QWidget *parent = nullptr);

    // The game's end when it is over (unless its last round is asked for), else the last round entered.
    void showSummary(const Replay &replay, bool lastRound = false);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fit();
};

} // namespace tornei
