#include "eventchoice.h"

#include "clubevents.h"

#include <QComboBox>
#include <QLocale>
#include <QSignalBlocker>

namespace tornei {

void EventChoice::fill(QComboBox *box, const std::vector<ClubEvent> &events, std::optional<qint64> shown)
{
    const QSignalBlocker quiet(box);
    const QLocale locale;
    for (const ClubEvent &event : events) {
        //: An event in the list: its name and date.
        box->addItem(tr("%1 (%2)").arg(event.name, locale.toString(event.date, QLocale::ShortFormat)), event.id);
    }
    if (shown)
        choose(box, *shown);
}

void EventChoice::choose(QComboBox *box, qint64 event)
{
    const int row = box->findData(event);
    if (row >= 0)
        box->setCurrentIndex(row);
}

std::optional<qint64> EventChoice::shown(const QComboBox *box)
{
    if (box->currentIndex() < 0)
        return std::nullopt;
    return box->currentData().toLongLong();
}

} // namespace tornei
