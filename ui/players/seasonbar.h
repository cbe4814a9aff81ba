#pragma once

#include "statistics.h"

#include <QWidget>

class QComboBox;
class QDateEdit;
class QLabel;

namespace tornei {

// The season a screen's figures are limited to: every game, this year, or a
// custom range of two dates (written as the chosen language writes dates).
// Says which range that is (DateRange) and when it changes; knows nothing of
// the figures.
class SeasonBar : public QWidget
{
    Q_OBJECT

public:
    // The choices, in the order the list offers them.
    enum Choice { AllGames, ThisYear, CustomRange };

    explicit SeasonBar(QWidget *parent = nullptr);

    DateRange range() const;
    // Chooses a custom range (the edits keep `from` on or before `to`).
    void setCustomRange(const QDate &from, const QDate &to);

    QComboBox *choice() const { return m_choice; }
    QDateEdit *fromEdit() const { return m_from; }
    QDateEdit *toEdit() const { return m_to; }

signals:
    void rangeChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void choose();

    QLabel *m_label = nullptr;
    QComboBox *m_choice = nullptr;
    QLabel *m_fromLabel = nullptr;
    QDateEdit *m_from = nullptr;
    QLabel *m_toLabel = nullptr;
    QDateEdit *m_to = nullptr;
    bool m_quiet = false; // while setCustomRange sets several edits: one signal at the end
};

} // namespace tornei
