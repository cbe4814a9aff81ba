#include "eventchoice.h"

#include "clubevents.h"

#include <QComboBox>
#include <QLocale>
#include <QSignalBlocker>

namespace tornei {

namespace {

// What an event's line is written from, kept beside its id.
constexpr int NameRole = Qt::UserRole + 1;
constexpr int DateRole = Qt::UserRole + 2;

} // namespace

void EventChoice::fill(QComboBox *box, const std::vector<ClubEvent> &events, std::optional<qint64> shown)
{
    const QSignalBlocker quiet(box);
    for (const ClubEvent &event : events) {
        box->addItem(QString(), event.id);
        box->setItemData(box->count() - 1, event.name, NameRole);
        box->setItemData(box->count() - 1, event.date, DateRole);
    }
    retranslate(box);
    if (shown)
        choose(box, *shown);
}

void EventChoice::retranslate(QComboBox *box)
{
    const QLocale locale;
    for (int row = 0; row < box->count(); ++row) {
        //: An event in the list: its name and date.
        box->setItemText(row, tr("%1 (%2)").arg(box->itemData(row, NameRole).toString(),
                                                locale.toString(box->itemData(row, DateRole).toDate(),
                                                                QLocale::ShortFormat)));
    }
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
