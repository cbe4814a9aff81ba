#pragma once

#include "record.h"

#include <QWidget>

namespace tornei {

// A small picture of the seating being set up: four seats clockwise, the
// dummy's seat and the first dealer marked. Paints what it is given; knows
// nothing of storage.
class SeatingView : public QWidget
{
    Q_OBJECT

public:
    explicit SeatingView(QWidget *parent = nullptr);

    void setSeating(const std::array<QString, SeatCount> &names, int dummySeat, int firstDealer);
    QSize sizeHint() const override { return {360, 300}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    std::array<QString, SeatCount> m_names;
    int m_dummy = -1;
    int m_dealer = 0;
};

} // namespace tornei
