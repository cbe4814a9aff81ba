#pragma once

#include <QLabel>

#include <optional>

class QTextLayout;

namespace tornei {

// A label that never asks its layout for more room than it gets: its text
// wraps onto at most `lines` lines (one by default), and it shrinks its font
// from the size set with setFont() down to a minimum to stay within them; only
// past that is the last line cut, with the full text in its tooltip, or,
// when it grows, are more lines taken. Its height is fixed by the largest
// font and the line count, with room for Japanese glyphs whatever the
// language, so a longer text never moves what is around it; one that grows
// asks for the extra lines' height for its width. Knows nothing of what it
// shows.
class FitLabel : public QLabel
{
    Q_OBJECT

public:
    explicit FitLabel(qreal minimumPointSize, QWidget *parent = nullptr);

    void setLines(int lines);
    int lines() const { return m_lines; }
    // Past the minimum font, more lines rather than a cut: for a text that
    // must be read whole.
    void setGrows(bool grows);

    // The font and the text as painted now (lines joined by '\n').
    QFont fittedFont() const;
    QString shownText() const;
    bool isElided() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    // Where the text goes: the contents less the label's margin.
    QRect textRect() const;
    // The text laid out in `font` at `width` (of textRect() by default); the number of lines it takes.
    int layOut(QTextLayout &layout, const QFont &font, int width = -1) const;
    // The lines it shows at a text width: m_lines, or more when it grows.
    int linesAt(int width) const;
    // The height of one line in `font`, tall enough for any script the table writes.
    static int lineHeight(const QFont &font);

    // The font, text and line height as painted, and what they were worked out from.
    struct Fitted
    {
        QString key;
        QFont font;
        QString shown;
        int lineHeight = 0;
    };
    const Fitted &fitted() const;
    QString shownText(const QFont &font) const;

    qreal m_minimum;
    mutable std::optional<Fitted> m_fitted;
    int m_lines = 1;
    bool m_grows = false;
};

} // namespace tornei
