#include "event.h"

#include "eventadd.h"
#include "eventclose.h"
#include "eventcreate.h"
#include "eventpage.h"
#include "eventseat.h"
#include "eventstandingsreport.h"
#include "eventvoid.h"

namespace tornei::cli {

Event::Event()
    : ServerCommand(QStringLiteral("event"),
                    tr("club events on the club's server: create one, add late players, show its "
                       "standings, close or reopen it, void one of its games, seat a round, its web page"))
{
    m_actions.push_back(std::make_unique<EventCreate>());
    m_actions.push_back(std::make_unique<EventAdd>());
    m_actions.push_back(std::make_unique<EventStandingsReport>());
    m_actions.push_back(std::make_unique<EventClose>(false));
    m_actions.push_back(std::make_unique<EventClose>(true));
    m_actions.push_back(std::make_unique<EventVoid>());
    m_actions.push_back(std::make_unique<EventSeat>());
    m_actions.push_back(std::make_unique<EventPage>());
}

Event::~Event() = default;

QStringList Event::actions() const
{
    QStringList names;
    for (const std::unique_ptr<ServerCommand> &action : m_actions)
        names << action->name().section(QLatin1Char(' '), 1);
    return names;
}

int Event::execute(const QStringList &arguments)
{
    const QString action = arguments.value(0);
    if (action == QLatin1String("--help") || action == QLatin1String("-h") || action == QLatin1String("--help-all")) {
        out(helpText());
        return 0;
    }
    for (const std::unique_ptr<ServerCommand> &command : m_actions) {
        if (command->name() != name() + QLatin1Char(' ') + action)
            continue;
        if (givenServer())
            command->setServer(*givenServer());
        return command->execute(arguments.mid(1));
    }
    //: %1 lists the actions, e.g. "create, standings, close"
    return usage(tr("event takes an action: %1. See --help.").arg(actions().join(QStringLiteral(", "))));
}

QString Event::helpText() const
{
    QString text = Command::helpText();
    text += QLatin1Char('\n') + tr("Actions (\"event ACTION --help\" describes each):") + QLatin1Char('\n');
    for (const std::unique_ptr<ServerCommand> &action : m_actions) {
        // Its usage line from the action on ("create [options] NAME"), then what it does.
        const QString help = action->helpText();
        const QString usageLine = help.section(QLatin1Char('\n'), 0, 0);
        const qsizetype at = usageLine.indexOf(action->name());
        text += QStringLiteral("  ") + (at < 0 ? usageLine : usageLine.mid(at + name().size() + 1)) +
                QStringLiteral("\n      ") + help.section(QLatin1Char('\n'), 1, 1) + QLatin1Char('\n');
    }
    return text;
}

int Event::run(const QCommandLineParser &)
{
    return usage(tr("event takes an action: %1. See --help.").arg(actions().join(QStringLiteral(", "))));
}

} // namespace tornei::cli
