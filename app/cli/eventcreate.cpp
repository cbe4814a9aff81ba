#include "eventcreate.h"

#include "clubconnection.h"
#include "clubevents.h"
#include "json.h"

#include <QCommandLineParser>

namespace tornei::cli {

EventCreate::EventCreate()
    : ServerCommand(QStringLiteral("event create"),
                    tr("a director makes a club event: its players in order and its number of rounds; names the club "
                       "does not know become its players"))
{
    addArgument(QStringLiteral("name"), tr("the event's name"), QStringLiteral("NAME"));
    addOption(QCommandLineOption(QStringLiteral("players"), tr("The players, in order, separated by commas."),
                                 QStringLiteral("A,B,...")));
    addOption(QCommandLineOption(QStringLiteral("rounds"), tr("How many rounds the event has."), QStringLiteral("R")));
    addOption(QCommandLineOption(QStringLiteral("date"), tr("The event's date (default: today)."),
                                 QStringLiteral("YYYY-MM-DD")));
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of text.")));
}

QString EventCreate::json(const ClubEvent &event)
{
    std::vector<JsonValue> names;
    for (const QString &player : event.players)
        names.push_back(JsonValue::string(player));
    const JsonValue json = JsonValue::object({
        {QStringLiteral("event"), JsonValue::integer(event.id)},
        {QStringLiteral("name"), JsonValue::string(event.name)},
        {QStringLiteral("date"), JsonValue::string(event.date.toString(Qt::ISODate))},
        {QStringLiteral("rounds"), JsonValue::integer(event.rounds)},
        {QStringLiteral("players"), JsonValue::array(std::move(names))},
    });
    return QString::fromUtf8(json.serialize(2)) + QLatin1Char('\n');
}

int EventCreate::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    if (args.size() != 1 || !parser.isSet(QStringLiteral("players")) || !parser.isSet(QStringLiteral("rounds")))
        return usage(tr("event create takes a NAME, --players and --rounds. See --help."));
    QStringList players;
    for (const QString &player : parser.value(QStringLiteral("players")).split(QLatin1Char(','))) {
        if (!player.trimmed().isEmpty())
            players << player.trimmed();
    }
    bool ok = false;
    const int rounds = parser.value(QStringLiteral("rounds")).toInt(&ok);
    if (!ok || rounds < 1 || rounds > 99)
        return usage(tr("--rounds takes a number from 1 to 99. See --help."));
    QDate date = QDate::currentDate();
    if (parser.isSet(QStringLiteral("date"))) {
        date = QDate::fromString(parser.value(QStringLiteral("date")), Qt::ISODate);
        if (!date.isValid())
            return usage(tr("--date takes a date as YYYY-MM-DD. See --help."));
    }
    if (players.size() < 3)
        return usage(tr("An event needs at least 3 players. See --help."));
    ClubConnection connection;
    int status = 0;
    if (!openServer(parser, connection, &status))
        return status;
    StoreError error;
    const std::optional<ClubEvent> event = ClubEvents(connection.db()).create(args[0], date, rounds, players, &error);
    if (!event) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        out(json(*event));
        return 0;
    }
    //: %1 the event's number, %2 its name, %3 its date, %n its rounds, %4 the players
    out(tr("Made event %1, \"%2\" on %3: %n round(s), players %4.", nullptr, event->rounds)
            .arg(event->id)
            .arg(event->name, event->date.toString(Qt::ISODate), event->players.join(QStringLiteral(", "))) +
        QLatin1Char('\n'));
    return 0;
}

} // namespace tornei::cli
