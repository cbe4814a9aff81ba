#pragma once

#include <QCoreApplication>
#include <optional>
#include <vector>

class QComboBox;

namespace tornei {

struct ClubEvent;

// A list of the club's events to choose from (the standings' and the
// director's windows): each by its name and date, its id as the item's data.
class EventChoice
{
    Q_DECLARE_TR_FUNCTIONS(tornei::EventChoice)

public:
    // Adds `events` to `box`, then chooses `shown` again when it is among
    // them, without a signal: the window reads the event itself after.
    static void fill(QComboBox *box, const std::vector<ClubEvent> &events, std::optional<qint64> shown);
    static void choose(QComboBox *box, qint64 event);
    static std::optional<qint64> shown(const QComboBox *box);
    // Each event's line written again in the language of the moment, its date in its format.
    static void retranslate(QComboBox *box);
};

} // namespace tornei
