#pragma once

#include <QLabel>

namespace tornei {

// A one-line label that never asks its layout for more width than it gets:
// it shrinks its font from the size set with setFont() down to a minimum,
// and only past that elides, with the full text in its tooltip. Its height
// is fixed by the largest font, so a longer text never moves what is around
// it. Knows nothing of what it shows.
class FitLabel : public QLabel
{
    Q_OBJECT

public:
    explicit FitLabel(qreal minimumPointSize, QWidget *parent = nullptr);

    // The font and the text as painted now.
    QFont fittedFont() const;
    QString shownText() const;
    bool isElided() const { return shownText() != text(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    qreal m_minimum;
};

} // namespace tornei
