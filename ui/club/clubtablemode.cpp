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
    // A sync bringing the night down, or a game of the table finished: what it plays next may change.
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
    std::vector<ClubNight> nights;
    if (m_store)
        nights = m_store->clubNights().nights().value_or(std::vector<ClubNight>{});
    ClubTableDialog dialog(nights, m_choice, m_window);
    if (dialog.exec() == QDialog::Accepted)
        setChoice(dialog.choice());
}

TableTurn ClubTableMode::turn() const
{
    if (!m_store || !m_choice.isSet())
        return {};
    return m_store->clubNights().turn(m_choice.club, m_choice.event, m_choice.table);
}

QString ClubTableMode::nightName() const
{
    if (!m_store || !m_choice.isSet())
        return {};
    const std::optional<ClubNight> night = m_store->clubNights().night(m_choice.club, m_choice.event);
    return night ? night->name : QString();
}

QString ClubTableMode::eventName() const
{
    //: A club night this laptop has no copy of yet: %1 is its number on the club's server
    return tr("event %1").arg(m_choice.event);
}

QString ClubTableMode::turnText(const TableTurn &turn) const
{
    if (!m_choice.isSet())
        return {};
    switch (turn.kind) {
    case TableTurn::Kind::NoEvent:
        return tr("this laptop has no copy of the night yet: it comes with the next sync");
    case TableTurn::Kind::Closed:
        return tr("the night is closed");
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
    const QString name = nightName();
    //: The status bar: %1 is the table's number, %2 the club night's name, %3 its round or state
    return tr("Table %1 · %2 · %3").arg(m_choice.table).arg(name.isEmpty() ? eventName() : name, turnText(turn()));
}

QString ClubTableMode::newGameNote(const TableTurn &turn) const
{
    if (!m_choice.isSet())
        return {};
    const QString name = nightName();
    //: Above a new game at a club night: %1 the table's number, %2 the night's name, %3 its round or state
    return tr("Table %1 of %2: %3").arg(m_choice.table).arg(name.isEmpty() ? eventName() : name, turnText(turn));
}

std::optional<qint64> ClubTableMode::createGame(const Record &setup, StoreError *error)
{
    if (!m_store)
        return std::nullopt;
    const TableTurn now = turn();
    // Set up otherwise (a player replaced, seats changed): a game of this laptop's own, not the table's.
    if (now.kind == TableTurn::Kind::Play && ClubNights::sameSeats(setup, now.setup))
        return m_store->clubNights().startTableGame(m_choice.club, m_choice.event, now.round, m_choice.table, setup,
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
    m_button->setText(text.isEmpty() ? tr("Not a club night's table") : text);
    m_button->setToolTip(tr("Choose which table of a club night this laptop is"));
    m_button->setVisible(m_choice.isSet());
    emit changed();
}

} // namespace tornei
