#include "eventpage.h"

#include "clubconnection.h"
#include "clubevents.h"
#include "json.h"

#include <QCommandLineParser>

namespace tornei::cli {

EventPage::EventPage()
    : ServerCommand(QStringLiteral("event page"),
                    tr("the address of an event's web page on the club's service, with its token (a director's); "
                       "--renew gives it a new token, and the old address shows nothing"))
{
    addArgument(QStringLiteral("event"), tr("the event's number"), QStringLiteral("EVENT"));
    addOption(
        QCommandLineOption(QStringLiteral("renew"), tr("Replace the page's token: the old address stops working.")));
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of text.")));
}

int EventPage::run(const QCommandLineParser &parser)
{
    ClubConnection connection;
    int status = 0;
    const qint64 event = openEvent(parser, connection, &status);
    if (!event)
        return status;
    StoreError error;
    ClubEvents events(connection.db());
    const std::optional<QString> token = events.pageToken(event, parser.isSet(QStringLiteral("renew")), &error);
    if (!token) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    const std::optional<QString> address = events.pageAddress(&error);
    if (!address) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    const QString path = ClubEvents::pagePath(*token);
    const QString url = ClubEvents::pageUrl(*address, *token);
    if (parser.isSet(QStringLiteral("json"))) {
        const JsonValue json =
            JsonValue::object({{QStringLiteral("event"), JsonValue::integer(event)},
                               {QStringLiteral("url"), url.isEmpty() ? JsonValue() : JsonValue::string(url)},
                               {QStringLiteral("path"), JsonValue::string(path)}});
        out(QString::fromUtf8(json.serialize(2)) + QLatin1Char('\n'));
        return 0;
    }
    if (url.isEmpty()) {
        //: %1 is the page's path on the club's service
        out(tr("The club's service has not served pages yet (club serve --http): the page will be at %1 on it.")
                .arg(path) +
            QLatin1Char('\n'));
        return 0;
    }
    out(url + QLatin1Char('\n'));
    return 0;
}

} // namespace tornei::cli
