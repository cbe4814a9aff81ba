#include "disputes.h"

#include "clubconnection.h"
#include "clubdisputes.h"
#include "json.h"
#include "seatindex.h"

#include <QCommandLineParser>
#include <QLocale>

namespace tornei::cli {

namespace {

const QString Json = QStringLiteral("json");

JsonValue revisionJson(const DisputedRevision &revision, const RevisionSummary &summary, int number)
{
    std::vector<JsonValue> seats;
    std::vector<JsonValue> totals;
    for (int s = 0; s < SeatCount; ++s) {
        const bool player = summary.record && summary.record->isPlayer(s);
        seats.push_back(player ? JsonValue::string(*summary.record->seats[at(s)]) : JsonValue());
        totals.push_back(player ? JsonValue::integer(summary.totals[at(s)]) : JsonValue());
    }
    return JsonValue::object({
        {QStringLiteral("revision"), JsonValue::integer(number)},
        {QStringLiteral("current"), JsonValue::boolean(revision.current)},
        {QStringLiteral("sha256"), JsonValue::string(revision.sha)},
        {QStringLiteral("submittedBy"), JsonValue::string(revision.submittedBy)},
        {QStringLiteral("submittedAt"), JsonValue::string(revision.submittedAt.toUTC().toString(Qt::ISODate))},
        {QStringLiteral("readable"), JsonValue::boolean(summary.record.has_value())},
        {QStringLiteral("cards"), JsonValue::integer(summary.cards)},
        {QStringLiteral("roundsComplete"), JsonValue::integer(summary.roundsComplete)},
        {QStringLiteral("finished"), JsonValue::boolean(summary.finished)},
        {QStringLiteral("seats"), JsonValue::array(std::move(seats))},
        {QStringLiteral("totals"), JsonValue::array(std::move(totals))},
        {QStringLiteral("firstDifference"),
         summary.firstDifference ? JsonValue::integer(*summary.firstDifference + 1) : JsonValue()},
    });
}

QString revisionText(const DisputedRevision &revision, const RevisionSummary &summary, int number)
{
    const QString when = QLocale().toString(revision.submittedAt.toLocalTime(), QLocale::ShortFormat);
    //: %1 the revision's number, %2 the login that sent it, %3 when
    QString text = (revision.current ? Disputes::tr("  %1. the club's revision, sent by %2 at %3")
                                     : Disputes::tr("  %1. waiting, sent by %2 at %3"))
                       .arg(number)
                       .arg(revision.submittedBy, when);
    if (!summary.record)
        return text + QLatin1Char('\n') + Disputes::tr("     its record cannot be read") + QLatin1Char('\n');
    QStringList totals;
    for (int s = 0; s < SeatCount; ++s) {
        if (summary.record->isPlayer(s))
            totals << QStringLiteral("%1 %2").arg(*summary.record->seats[at(s)]).arg(summary.totals[at(s)]);
    }
    text += QLatin1Char('\n') + QStringLiteral("     ") +
            (summary.finished
                 ? Disputes::tr("%n card(s), finished", nullptr, summary.cards)
                 //: %1 how many cards ("61 cards"), %2 how many rounds are complete ("3 rounds complete")
                 : Disputes::tr("%1, %2").arg(Disputes::tr("%n card(s)", nullptr, summary.cards),
                                              Disputes::tr("%n round(s) complete", nullptr, summary.roundsComplete))) +
            QStringLiteral("; ") + totals.join(QStringLiteral(", "));
    if (summary.firstDifference)
        //: %1 the card's place in entry order, %2 its round
        text += QLatin1Char('\n') + QStringLiteral("     ") +
                Disputes::tr("differs from the club's revision from card %1 (round %2)")
                    .arg(*summary.firstDifference + 1)
                    .arg(summary.differenceRound);
    else if (!revision.current)
        text += QLatin1Char('\n') + QStringLiteral("     ") +
                Disputes::tr("the same cards as the club's revision (it differs in names, date or exclusion)");
    return text + QLatin1Char('\n');
}

} // namespace

Disputes::Disputes()
    : ServerCommand(QStringLiteral("disputes"),
                    tr("list the club's games with revisions waiting for a director, each revision numbered for "
                       "resolve"))
{
    addOption(QCommandLineOption(Json, tr("Print JSON instead of text.")));
}

int Disputes::run(const QCommandLineParser &parser)
{
    if (!parser.positionalArguments().isEmpty())
        return usage(tr("disputes takes no arguments. See --help."));
    ClubConnection connection;
    int status = 0;
    if (!openServer(parser, connection, &status))
        return status;
    StoreError error;
    const std::optional<std::vector<ClubDispute>> disputes = ClubDisputes(connection.db()).list(&error);
    if (!disputes) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    if (parser.isSet(Json)) {
        std::vector<JsonValue> games;
        for (const ClubDispute &dispute : *disputes) {
            const std::vector<RevisionSummary> summaries = ClubDisputes::summarize(dispute);
            std::vector<JsonValue> revisions;
            for (std::size_t i = 0; i < dispute.revisions.size(); ++i)
                revisions.push_back(revisionJson(dispute.revisions[i], summaries[i], static_cast<int>(i) + 1));
            games.push_back(JsonValue::object({
                {QStringLiteral("game"), JsonValue::string(dispute.game)},
                {QStringLiteral("number"), JsonValue::integer(dispute.number)},
                {QStringLiteral("event"), dispute.event ? JsonValue::integer(dispute.event) : JsonValue()},
                {QStringLiteral("round"), dispute.event ? JsonValue::integer(dispute.round) : JsonValue()},
                {QStringLiteral("table"), dispute.event ? JsonValue::integer(dispute.table) : JsonValue()},
                {QStringLiteral("revisions"), JsonValue::array(std::move(revisions))},
            }));
        }
        out(QString::fromUtf8(
                JsonValue::object({{QStringLiteral("disputes"), JsonValue::array(std::move(games))}}).serialize(2)) +
            QLatin1Char('\n'));
        return 0;
    }
    if (disputes->empty()) {
        out(tr("No game is disputed.") + QLatin1Char('\n'));
        return 0;
    }
    for (const ClubDispute &dispute : *disputes) {
        const std::vector<RevisionSummary> summaries = ClubDisputes::summarize(dispute);
        //: %1 the game's number on the server
        QString text = tr("Game #%1").arg(dispute.number);
        if (dispute.event)
            //: %1 the club event's number, %2 round, %3 table
            text += QLatin1Char(' ') +
                    tr("(event %1, round %2, table %3)").arg(dispute.event).arg(dispute.round).arg(dispute.table);
        text += QLatin1Char('\n');
        for (std::size_t i = 0; i < dispute.revisions.size(); ++i)
            text += revisionText(dispute.revisions[i], summaries[i], static_cast<int>(i) + 1);
        out(text);
    }
    return 0;
}

Resolve::Resolve()
    : ServerCommand(QStringLiteral("resolve"),
                    tr("a director keeps one revision of a disputed game; the others are set aside on the server, "
                       "with the reason"))
{
    addArgument(QStringLiteral("game"), tr("the game: its number on the server (as disputes shows it) or its id"),
                QStringLiteral("GAME"));
    addOption(QCommandLineOption(QStringLiteral("keep"),
                                 tr("The revision to keep, numbered as disputes shows them (1: the club's)."),
                                 QStringLiteral("N")));
    addOption(
        QCommandLineOption(QStringLiteral("reason"), tr("Why, for the club's record of it."), QStringLiteral("TEXT")));
    addOption(QCommandLineOption(Json, tr("Print JSON instead of text.")));
}

int Resolve::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    bool isNumber = false;
    const int keep = parser.value(QStringLiteral("keep")).toInt(&isNumber);
    const QString reason = parser.value(QStringLiteral("reason")).trimmed();
    if (args.size() != 1 || !isNumber || keep < 1 || reason.isEmpty())
        return usage(tr("resolve takes a GAME, --keep N and --reason. See --help."));
    ClubConnection connection;
    int status = 0;
    if (!openServer(parser, connection, &status))
        return status;
    StoreError error;
    ClubDisputes disputes(connection.db());
    const std::optional<ClubDispute> dispute = disputes.of(args[0], &error);
    const std::optional<ClubDisputes::Outcome> outcome =
        dispute ? disputes.resolve(*dispute, keep, reason, &error) : std::nullopt;
    if (!outcome) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    const int setAside = static_cast<int>(dispute->revisions.size()) - 1;
    if (parser.isSet(Json)) {
        out(QString::fromUtf8(JsonValue::object({
                                                    {QStringLiteral("game"), JsonValue::string(dispute->game)},
                                                    {QStringLiteral("number"), JsonValue::integer(dispute->number)},
                                                    {QStringLiteral("kept"), JsonValue::integer(keep)},
                                                    {QStringLiteral("setAside"), JsonValue::integer(setAside)},
                                                })
                                  .serialize(2)) +
            QLatin1Char('\n'));
        return 0;
    }
    //: %1 the game's number on the server, %2 the revision kept
    out((*outcome == ClubDisputes::Outcome::Kept
             ? tr("Game #%1 keeps the club's revision; %n other(s) set aside.", nullptr, setAside).arg(dispute->number)
             : tr("Game #%1 takes revision %2; %n other(s) set aside.", nullptr, setAside)
                   .arg(dispute->number)
                   .arg(keep)) +
        QLatin1Char('\n'));
    return 0;
}

} // namespace tornei::cli
