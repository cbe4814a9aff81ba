#include "clubtabledialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tornei {

ClubTableDialog::ClubTableDialog(const std::vector<CopiedEvent> &events, const ClubTableChoice &current, QWidget *parent)
    : QDialog(parent)
    , m_events(events)
{
    setWindowTitle(tr("Table at a club event"));
    auto *layout = new QVBoxLayout(this);
    m_about = new QLabel(this);
    m_about->setWordWrap(true);
    layout->addWidget(m_about);
    auto *form = new QFormLayout;
    m_event = new QComboBox(this);
    m_event->setObjectName(QStringLiteral("clubEvent"));
    m_table = new QSpinBox(this);
    m_table->setObjectName(QStringLiteral("clubTableNumber"));
    m_table->setRange(1, 99);
    form->addRow(tr("Club event:"), m_event);
    form->addRow(tr("Table number:"), m_table);
    layout->addLayout(form);
    const QLocale locale;
    for (const CopiedEvent &event : m_events) {
        //: A club event in a list: %1 its name, %2 its date
        QString text = tr("%1, %2").arg(event.name, locale.toString(event.date, QLocale::ShortFormat));
        if (event.closed)
            //: A club event in a list that a director has closed: %1 is its name and date
            text = tr("%1 (closed)").arg(text);
        m_event->addItem(text);
    }
    int index = 0;
    for (std::size_t i = 0; i < m_events.size(); ++i) {
        if (m_events[i].club == current.club && m_events[i].event == current.event)
            index = static_cast<int>(i);
    }
    m_event->setCurrentIndex(m_events.empty() ? -1 : index);
    if (current.isSet())
        m_table->setValue(current.table);
    connect(m_event, &QComboBox::currentIndexChanged, this, &ClubTableDialog::eventChosen);
    eventChosen();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *none = buttons->addButton(tr("&Not a table"), QDialogButtonBox::ResetRole);
    none->setObjectName(QStringLiteral("notATable"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_events.empty());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(none, &QPushButton::clicked, this, [this] {
        m_none = true;
        accept();
    });
    layout->addWidget(buttons);
    if (m_events.empty()) {
        m_about->setText(tr("This laptop has no club event yet. Set the club's server in Settings: the events come "
                            "down with the sync, and stay here when the network is lost."));
    }
}

void ClubTableDialog::eventChosen()
{
    const int index = m_event->currentIndex();
    if (index < 0 || static_cast<std::size_t>(index) >= m_events.size())
        return;
    const CopiedEvent &event = m_events[static_cast<std::size_t>(index)];
    if (event.tables > 0)
        m_table->setMaximum(event.tables);
    //: %n is the club event's number of rounds, %1 the most tables it has in a round
    m_about->setText(tr("New Game opens this table's game of the current round, its players in their seats, as the "
                        "director seated them. The event has %n round(s) and up to %1 table(s).",
                        nullptr, event.rounds)
                         .arg(event.tables));
}

ClubTableChoice ClubTableDialog::choice() const
{
    const int index = m_event->currentIndex();
    if (m_none || index < 0 || static_cast<std::size_t>(index) >= m_events.size())
        return {};
    const CopiedEvent &event = m_events[static_cast<std::size_t>(index)];
    return ClubTableChoice{event.club, event.event, m_table->value()};
}

} // namespace tornei
