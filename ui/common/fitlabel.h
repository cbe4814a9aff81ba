#pragma once

#include <QLabel>

class QTextLayout;

namespace tornei {

// A label that never asks its layout for more room than it gets: its text
// wraps onto at most `lines` lines (one by default), and it shrinks its font
// from the size set with setFont() down to a minimum to stay within them; only
// past that is the last line cut, with the full text in its tooltip. Its
// height is fixed by the largest font and the line count, with room for
// Japanese glyphs whatever the language, so a longer text never moves what is
// around it. Knows nothing of what it shows.
class FitLabel : public QLabel
{
    Q_OBJECT

public:
    explicit FitLabel(qreal minimumPointSize, QWidget *parent = nullptr);

    void setLines(int lines);
    int lines() const { return m_lines; }

    // The font and the text as painted now (lines joined by '\n').
    QFont fittedFont() const;
    QString shownText() const;
    bool isElided() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    // Where the text goes: the contents less the label's margin.
    QRect textRect() const;
    // The text laid out in `font` at the width of textRect(); the number of lines it takes.
    int layOut(QTextLayout &layout, const QFont &font) const;
    // The height of one line in `font`, tall enough for any script the table writes.
    static int lineHeight(const QFont &font);

    qreal m_minimum;
    int m_lines = 1;
};

} // namespace tornei
