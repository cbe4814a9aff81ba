#pragma once

#include "appsettings.h"
#include "clubnights.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;

namespace tornei {

// Asks which table of which club night this laptop is: the nights this
// laptop has a copy of (today's open ones first) and the table's number.
class ClubTableDialog : public QDialog
{
    Q_OBJECT

public:
    ClubTableDialog(const std::vector<ClubNight> &nights, const ClubTableChoice &current, QWidget *parent = nullptr);

    // The choice made: unset after "Not a table".
    ClubTableChoice choice() const;

private:
    void nightChosen();

    std::vector<ClubNight> m_nights;
    QComboBox *m_night = nullptr;
    QSpinBox *m_table = nullptr;
    QLabel *m_about = nullptr;
    bool m_none = false;
};

} // namespace tornei
