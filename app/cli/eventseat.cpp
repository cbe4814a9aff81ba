#include "eventseat.h"

#include "clubconnection.h"
#include "clubeventjson.h"
#include "clubevents.h"
#include "json.h"
#include "playername.h"
#include "seatindex.h"
#include "seating.h"

#include <QCommandLineParser>

namespace tornei::cli {

EventSeat::EventSeat()
    : ServerCommand(QStringLiteral("event seat"),
                    tr("seat a round (a director, once the rounds before it are seated), or show how it is seated"))
{
    addArgument(QStringLiteral("event"), tr("the event's number"), QStringLiteral("EVENT"));
    addOption(QCommandLineOption(QStringLiteral("round"), tr("The round."), QStringLiteral("K")));
    addOption(QCommandLineOption(QStringLiteral("present"),
                                 tr("Seat only these of the event's players (someone left, or is not there yet); "
                                    "everyone when not given."),
                                 QStringLiteral("A,B,...")));
    addOption(QCommandLineOption(QStringLiteral("again"),
                                 tr("Seat a round that is seated already anew, while none of its games has begun.")));
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of text.")));
}

std::optional<EventSeating> EventSeat::seat(ClubEvents &events, qint64 event, int round, const QString &present,
                                            StoreError *error) const
{
    const std::optional<ClubEvent> found = events.event(event, error);
    if (!found)
        return std::nullopt;
    if (round > found->rounds) {
        //: %1 the event's number, %n its number of rounds
        *error = StoreError{tr("Event %1 has %n round(s).", nullptr, found->rounds).arg(event), 0};
        return std::nullopt;
    }
    // Who plays: the named players of the event (as names match), or everyone.
    std::vector<int> players;
    if (present.isEmpty()) {
        for (int i = 0; i < static_cast<int>(found->players.size()); ++i)
            players.push_back(i);
    } else {
        for (const QString &name : present.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString key = PlayerName::matchKey(PlayerName::normalized(name.trimmed()));
            int index = -1;
            for (int i = 0; i < static_cast<int>(found->players.size()); ++i) {
                if (PlayerName::matchKey(found->players[i]) == key)
                    index = i;
            }
            if (index < 0) {
                //: %1 a name, %2 the event's number
                *error = StoreError{tr("%1 is not a player of event %2.").arg(name.trimmed()).arg(event), 0};
                return std::nullopt;
            }
            players.push_back(index);
        }
    }
    // The rounds before it, as they were seated: who met whom, dealt first, sat out.
    std::vector<SeatedRound> earlier;
    for (int r = 1; r < round; ++r) {
        const std::optional<EventSeating> before = events.seating(event, r, error);
        if (!before)
            return std::nullopt;
        if (before->seated.tables.empty()) {
            //: %1 the round not seated yet
            *error = StoreError{tr("Round %1 is not seated yet: seat the rounds in order.").arg(r), 0};
            return std::nullopt;
        }
        earlier.push_back(before->seated);
    }
    const SeatedRound seated = seatRound(players, earlier, found->rounds);
    if (seated.tables.empty()) {
        *error = StoreError{tr("At least three players are needed to seat a table."), 0};
        return std::nullopt;
    }
    if (!events.saveSeating(event, round, seated, error))
        return std::nullopt;
    return events.seating(event, round, error);
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
    ClubEvents events(connection.db());
    // A round seated already is shown as it is, unless it is to be seated anew.
    std::optional<EventSeating> seating = events.seating(event, round, &error);
    const QString present = parser.value(QStringLiteral("present"));
    if (seating && (seating->seated.tables.empty() || parser.isSet(QStringLiteral("again")) || !present.isEmpty()))
        seating = seat(events, event, round, present, &error);
    if (!seating) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    const auto name = [&](int player) {
        return seating->players.value(player);
    };
    if (parser.isSet(QStringLiteral("json"))) {
        const JsonValue json = ClubEventJson::seating(*seating);
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
