#include "clubtablemode.h"

#include "clubtabledialog.h"
#include "gamestore.h"
#include "storeevents.h"

#include <QToolButton>

namespace tornei {

ClubTableMode::ClubTableMode(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_button(new QToolButton(window))
    , m_choice(AppSettings::clubTable())
{
    m_button->setObjectName(QStringLiteral("clubTable"));
    m_button->setAutoRaise(true);
    m_button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_button, &QToolButton::clicked, this, &ClubTableMode::choose);
    retranslate();
}

void ClubTableMode::setStore(GameStore *store)
{
    if (m_events)
        disconnect(m_events, nullptr, this, nullptr);
    m_store = store && store->isOpen() ? store : nullptr;
    m_events = m_store ? m_store->events() : nullptr;
    // A sync bringing the event down, or a game of the table finished: what it plays next may change.
    if (m_store)
        connect(m_store->events(), &StoreEvents::changed, this, &ClubTableMode::refresh);
    refresh();
}

void ClubTableMode::setChoice(const ClubTableChoice &choice)
{
    m_choice = choice.isSet() ? choice : ClubTableChoice{};
    AppSettings::setClubTable(m_choice);
    refresh();
}

void ClubTableMode::choose()
{
    std::vector<CopiedEvent> events;
    if (m_store)
        events = m_store->eventCopies().events().value_or(std::vector<CopiedEvent>{});
    ClubTableDialog dialog(events, m_choice, m_window);
    if (dialog.exec() == QDialog::Accepted)
        setChoice(dialog.choice());
}

TableTurn ClubTableMode::turn() const
{
    if (!m_store || !m_choice.isSet())
        return {};
    return m_store->eventCopies().turn(m_choice.club, m_choice.event, m_choice.table);
}

QString ClubTableMode::eventLabel() const
{
    if (!m_store || !m_choice.isSet())
        return {};
    const std::optional<CopiedEvent> event = m_store->eventCopies().find(m_choice.club, m_choice.event);
    return event ? event->name : QString();
}

QString ClubTableMode::eventName() const
{
    //: A club event this laptop has no copy of yet: %1 is its number on the club's server
    return tr("event %1").arg(m_choice.event);
}

QString ClubTableMode::turnText(const TableTurn &turn) const
{
    if (!m_choice.isSet())
        return {};
    switch (turn.kind) {
    case TableTurn::Kind::NoEvent:
        return tr("this laptop has no copy of the event yet: it comes with the next sync");
    case TableTurn::Kind::Closed:
        return tr("the event is closed");
    case TableTurn::Kind::Play:
    case TableTurn::Kind::Continue:
        //: %1 is the round's number
        return tr("round %1").arg(turn.round);
    case TableTurn::Kind::Waiting:
        //: %1 is the round's number
        return tr("round %1 is not seated yet").arg(turn.round);
    case TableTurn::Kind::Done:
        return tr("every round played");
    }
    return {};
}

QString ClubTableMode::statusText() const
{
    if (!m_choice.isSet())
        return {};
    const QString name = eventLabel();
    //: The status bar: %1 is the table's number, %2 the club event's name, %3 its round or state
    return tr("Table %1 · %2 · %3").arg(m_choice.table).arg(name.isEmpty() ? eventName() : name, turnText(turn()));
}

QString ClubTableMode::newGameNote(const TableTurn &turn) const
{
    if (!m_choice.isSet())
        return {};
    const QString name = eventLabel();
    //: Above a new game at a club event: %1 the table's number, %2 the event's name, %3 its round or state
    return tr("Table %1 of %2: %3").arg(m_choice.table).arg(name.isEmpty() ? eventName() : name, turnText(turn));
}

std::optional<qint64> ClubTableMode::createGame(const Record &setup, StoreError *error)
{
    if (!m_store)
        return std::nullopt;
    const TableTurn now = turn();
    // Set up otherwise (a player replaced, seats changed): a game of this laptop's own, not the table's.
    if (now.kind == TableTurn::Kind::Play && EventCopies::sameSeats(setup, now.setup))
        return m_store->eventCopies().startTableGame(m_choice.club, m_choice.event, now.round, m_choice.table, setup,
                                                    error);
    return m_store->records().create(setup, error);
}

void ClubTableMode::retranslate()
{
    refresh();
}

void ClubTableMode::refresh()
{
    const QString text = statusText();
    m_button->setText(text.isEmpty() ? tr("Not a club event's table") : text);
    m_button->setToolTip(tr("Choose which table of a club event this laptop is"));
    m_button->setVisible(m_choice.isSet());
    emit changed();
}

} // namespace tornei
