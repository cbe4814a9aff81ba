#pragma once

#include "appsettings.h"
#include "eventcopies.h"

#include <QObject>
#include <QPointer>

#include <optional>

class QToolButton;
class QWidget;

namespace tornei {

class GameStore;

// Which table of a club event this laptop is (AppSettings::clubTable), what
// that table plays next by the copy of the event the sync keeps
// (EventCopies::turn), and the status bar's button that says so and changes
// it. A new game set up as the table sits is the table's game: created with
// its attach to the table waiting for the sync. Knows nothing of the pages.
class ClubTableMode : public QObject
{
    Q_OBJECT

public:
    // `window`: the parent of the button and of the dialog that changes the table.
    explicit ClubTableMode(QWidget *window);

    void setStore(GameStore *store);
    QToolButton *button() const { return m_button; }

    ClubTableChoice choice() const { return m_choice; }
    // Remembers the table (an unset choice: this laptop is no table) and says so.
    void setChoice(const ClubTableChoice &choice);
    // Asks which table, with the events this laptop has a copy of.
    void choose();

    // What the table plays next (NoEvent when no table is chosen).
    TableTurn turn() const;
    // The event's name, when this laptop has its copy.
    QString eventLabel() const;
    // "Table 3 · Friday night · round 2", in the current language ("" for no table).
    QString statusText() const;
    // Where New Game says it (""), as turn() finds it.
    QString turnText(const TableTurn &turn) const;
    // The line above New Game's form: "Table 3 of Friday night: round 2" ("" for no table).
    QString newGameNote(const TableTurn &turn) const;
    // A new game from `setup`: the table's game for its round when it sits
    // as the table does, with its attach waiting to be sent; else a game
    // like any other.
    std::optional<qint64> createGame(const Record &setup, StoreError *error);

    void retranslate();

signals:
    void changed();

private:
    void refresh();
    // The event by its number, while this laptop has no copy of it.
    QString eventName() const;

    QWidget *m_window = nullptr;
    QToolButton *m_button = nullptr;
    QPointer<QObject> m_events;
    GameStore *m_store = nullptr;
    ClubTableChoice m_choice;
};

} // namespace tornei
