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

ClubTableDialog::ClubTableDialog(const std::vector<ClubNight> &nights, const ClubTableChoice &current, QWidget *parent)
    : QDialog(parent)
    , m_nights(nights)
{
    setWindowTitle(tr("Table at a club night"));
    auto *layout = new QVBoxLayout(this);
    m_about = new QLabel(this);
    m_about->setWordWrap(true);
    layout->addWidget(m_about);
    auto *form = new QFormLayout;
    m_night = new QComboBox(this);
    m_night->setObjectName(QStringLiteral("clubNight"));
    m_table = new QSpinBox(this);
    m_table->setObjectName(QStringLiteral("clubTableNumber"));
    m_table->setRange(1, 99);
    form->addRow(tr("Club night:"), m_night);
    form->addRow(tr("Table number:"), m_table);
    layout->addLayout(form);
    const QLocale locale;
    for (const ClubNight &night : m_nights) {
        //: A club night in a list: %1 its name, %2 its date
        QString text = tr("%1, %2").arg(night.name, locale.toString(night.date, QLocale::ShortFormat));
        if (night.closed)
            //: A club night in a list that a director has closed: %1 is its name and date
            text = tr("%1 (closed)").arg(text);
        m_night->addItem(text);
    }
    int index = 0;
    for (std::size_t i = 0; i < m_nights.size(); ++i) {
        if (m_nights[i].club == current.club && m_nights[i].event == current.event)
            index = static_cast<int>(i);
    }
    m_night->setCurrentIndex(m_nights.empty() ? -1 : index);
    if (current.isSet())
        m_table->setValue(current.table);
    connect(m_night, &QComboBox::currentIndexChanged, this, &ClubTableDialog::nightChosen);
    nightChosen();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *none = buttons->addButton(tr("&Not a table"), QDialogButtonBox::ResetRole);
    none->setObjectName(QStringLiteral("notATable"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_nights.empty());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(none, &QPushButton::clicked, this, [this] {
        m_none = true;
        accept();
    });
    layout->addWidget(buttons);
    if (m_nights.empty()) {
        m_about->setText(tr("This laptop has no club night yet. Set the club's server in Settings: the nights come "
                            "down with the sync, and stay here when the network is lost."));
    }
}

void ClubTableDialog::nightChosen()
{
    const int index = m_night->currentIndex();
    if (index < 0 || static_cast<std::size_t>(index) >= m_nights.size())
        return;
    const ClubNight &night = m_nights[static_cast<std::size_t>(index)];
    if (night.tables > 0)
        m_table->setMaximum(night.tables);
    //: %n is the club night's number of rounds, %1 the most tables it has in a round
    m_about->setText(tr("New Game opens this table's game of the current round, its players in their seats, as the "
                        "director seated them. The night has %n round(s) and up to %1 table(s).",
                        nullptr, night.rounds)
                         .arg(night.tables));
}

ClubTableChoice ClubTableDialog::choice() const
{
    const int index = m_night->currentIndex();
    if (m_none || index < 0 || static_cast<std::size_t>(index) >= m_nights.size())
        return {};
    const ClubNight &night = m_nights[static_cast<std::size_t>(index)];
    return ClubTableChoice{night.club, night.event, m_table->value()};
}

} // namespace tornei
