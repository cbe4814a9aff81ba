#include "seasonbar.h"

#include <QComboBox>
#include <QDateEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScopedValueRollback>
#include <QSignalBlocker>

namespace tornei {

SeasonBar::SeasonBar(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_choice(new QComboBox(this))
    , m_fromLabel(new QLabel(this))
    , m_from(new QDateEdit(this))
    , m_toLabel(new QLabel(this))
    , m_to(new QDateEdit(this))
{
    setObjectName(QStringLiteral("seasonBar"));
    m_choice->setObjectName(QStringLiteral("seasonChoice"));
    m_from->setObjectName(QStringLiteral("seasonFrom"));
    m_to->setObjectName(QStringLiteral("seasonTo"));
    for (int i = 0; i < 3; ++i)
        m_choice->addItem(QString());
    m_label->setBuddy(m_choice);
    m_fromLabel->setBuddy(m_from);
    m_toLabel->setBuddy(m_to);
    const QDate today = QDate::currentDate();
    m_from->setDate(QDate(today.year(), 1, 1));
    m_to->setDate(today);
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setEnabled(false);
    }
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_choice);
    layout->addSpacing(fontMetrics().averageCharWidth() * 2);
    layout->addWidget(m_fromLabel);
    layout->addWidget(m_from);
    layout->addWidget(m_toLabel);
    layout->addWidget(m_to);
    layout->addStretch(1);

    connect(m_choice, &QComboBox::currentIndexChanged, this, &SeasonBar::choose);
    // The range never runs backwards: the other end follows.
    connect(m_from, &QDateEdit::dateChanged, this, [this](const QDate &from) {
        if (from > m_to->date()) {
            const QSignalBlocker blocker(m_to);
            m_to->setDate(from);
        }
        if (!m_quiet)
            emit rangeChanged();
    });
    connect(m_to, &QDateEdit::dateChanged, this, [this](const QDate &to) {
        if (to < m_from->date()) {
            const QSignalBlocker blocker(m_from);
            m_from->setDate(to);
        }
        if (!m_quiet)
            emit rangeChanged();
    });
    retranslate();
}

DateRange SeasonBar::range() const
{
    switch (m_choice->currentIndex()) {
    case ThisYear: {
        const int year = QDate::currentDate().year();
        return DateRange{QDate(year, 1, 1), QDate(year, 12, 31)};
    }
    case CustomRange:
        return DateRange{m_from->date(), m_to->date()};
    default:
        return DateRange{};
    }
}

void SeasonBar::setCustomRange(const QDate &from, const QDate &to)
{
    {
        const QScopedValueRollback<bool> quiet(m_quiet, true);
        const QSignalBlocker blocker(m_choice);
        m_choice->setCurrentIndex(CustomRange);
        m_from->setEnabled(true);
        m_to->setEnabled(true);
        m_from->setDate(from);
        m_to->setDate(to);
    }
    emit rangeChanged();
}

void SeasonBar::choose()
{
    const bool custom = m_choice->currentIndex() == CustomRange;
    m_from->setEnabled(custom);
    m_to->setEnabled(custom);
    emit rangeChanged();
}

void SeasonBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SeasonBar::retranslate()
{
    m_label->setText(tr("&Season:"));
    m_choice->setItemText(AllGames, tr("All games"));
    m_choice->setItemText(ThisYear, tr("This year"));
    m_choice->setItemText(CustomRange, tr("Custom range…"));
    m_choice->setToolTip(tr("Every figure, the rating and the charts count only the games played in the season, "
                            "as if there were no others: a rating starts afresh at the season's first game."));
    //: The first day of a custom season
    m_fromLabel->setText(tr("&From"));
    //: The last day of a custom season
    m_toLabel->setText(tr("T&o"));
    // Dates as the chosen language writes them.
    const QString format = QLocale().dateFormat(QLocale::ShortFormat);
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setLocale(QLocale());
        edit->setDisplayFormat(format);
    }
}

} // namespace tornei
