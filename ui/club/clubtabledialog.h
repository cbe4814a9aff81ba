#pragma once

#include "appsettings.h"
#include "eventcopies.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;

namespace tornei {

// Asks which table of which club event this laptop is: the events this
// laptop has a copy of (today's open ones first) and the table's number.
class ClubTableDialog : public QDialog
{
    Q_OBJECT

public:
    ClubTableDialog(const std::vector<CopiedEvent> &events, const ClubTableChoice &current, QWidget *parent = nullptr);

    // The choice made: unset after "Not a table".
    ClubTableChoice choice() const;

private:
    void eventChosen();

    std::vector<CopiedEvent> m_events;
    QComboBox *m_event = nullptr;
    QSpinBox *m_table = nullptr;
    QLabel *m_about = nullptr;
    bool m_none = false;
};

} // namespace tornei
