#include "eventseat.h"

#include "clubconnection.h"
#include "clubevents.h"
#include "json.h"
#include "seatindex.h"

#include <QCommandLineParser>

namespace tornei::cli {

EventSeat::EventSeat()
    : ServerCommand(QStringLiteral("event seat"), tr("a round's tables as they are seated, and who sits it out"))
{
    addArgument(QStringLiteral("event"), tr("the event's number"), QStringLiteral("EVENT"));
    addOption(QCommandLineOption(QStringLiteral("round"), tr("The round."), QStringLiteral("K")));
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of text.")));
}

int EventSeat::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    const qint64 event = args.size() == 1 ? eventId(args[0]) : 0;
    bool ok = false;
    const int round = parser.value(QStringLiteral("round")).toInt(&ok);
    if (!event || !ok || round < 1)
        return usage(tr("event seat takes an EVENT and --round. See --help."));
    ClubConnection connection;
    int status = 0;
    if (!openServer(parser, connection, &status))
        return status;
    StoreError error;
    const std::optional<EventSeating> seating = ClubEvents(connection.db()).seating(event, round, &error);
    if (!seating) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    if (seating->seated.tables.empty()) {
        //: %1 the round, %2 the event's number
        err(tr("Round %1 of event %2 is not seated.").arg(round).arg(event) + QLatin1Char('\n'));
        return 1;
    }
    const auto name = [&](int player) {
        return seating->players.value(player);
    };
    if (parser.isSet(QStringLiteral("json"))) {
        std::vector<JsonValue> tables;
        int number = 0;
        for (const SeatedTable &table : seating->seated.tables) {
            std::vector<JsonValue> seats;
            for (int player : table.seats)
                seats.push_back(player == SeatedTable::Dummy ? JsonValue() : JsonValue::string(name(player)));
            tables.push_back(
                JsonValue::object({{QStringLiteral("table"), JsonValue::integer(++number)},
                                   {QStringLiteral("seats"), JsonValue::array(std::move(seats))},
                                   {QStringLiteral("firstDealer"), JsonValue::integer(table.firstDealer)}}));
        }
        std::vector<JsonValue> absent;
        for (int player : seating->seated.sittingOut)
            absent.push_back(JsonValue::string(name(player)));
        const JsonValue json = JsonValue::object({{QStringLiteral("round"), JsonValue::integer(round)},
                                                  {QStringLiteral("tables"), JsonValue::array(std::move(tables))},
                                                  {QStringLiteral("sittingOut"), JsonValue::array(std::move(absent))}});
        out(QString::fromUtf8(json.serialize(2)) + QLatin1Char('\n'));
        return 0;
    }
    //: %1 the round, %2 the event's number
    QString text = tr("Round %1 of event %2:").arg(round).arg(event) + QLatin1Char('\n');
    int number = 0;
    for (const SeatedTable &table : seating->seated.tables) {
        QStringList seats;
        for (int player : table.seats)
            seats << (player == SeatedTable::Dummy ? tr("(dummy)") : name(player));
        //: %1 the table's number, %2 its seats in order, %3 who deals first
        text += QStringLiteral("  ") +
                tr("Table %1: %2; first dealer %3")
                    .arg(++number)
                    .arg(seats.join(QStringLiteral(", ")), name(table.seats[at(table.firstDealer)])) +
                QLatin1Char('\n');
    }
    if (!seating->seated.sittingOut.empty()) {
        QStringList absent;
        for (int player : seating->seated.sittingOut)
            absent << name(player);
        text += QStringLiteral("  ") + tr("Sitting out: %1").arg(absent.join(QStringLiteral(", "))) + QLatin1Char('\n');
    }
    out(text);
    return 0;
}

} // namespace tornei::cli
