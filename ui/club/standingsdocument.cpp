#include "standingsdocument.h"

#include "csvexport.h"
#include "standingsmodel.h"

#include <QLocale>

namespace tornei {

QString StandingsDocument::status(const StandingsSheet &sheet)
{
    if (sheet.final)
        return tr("Final standings");
    //: %1 is the time the standings were read, e.g. 21:04.
    return tr("Provisional standings, as of %1").arg(QLocale().toString(sheet.asOf.time(), QLocale::ShortFormat));
}

QByteArray StandingsDocument::csv(const StandingsSheet &sheet)
{
    QString text = QStringLiteral("\uFEFF");
    QStringList header;
    for (int c = 0; c < StandingsModel::SheetColumnCount; ++c)
        header << CsvExport::field(StandingsModel::columnTitle(c));
    text += header.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (const EventStanding &s : sheet.players) {
        // Numbers as a spreadsheet reads them in any language: no grouping, a point for decimals.
        const QStringList row = {
            QString::number(s.rank),
            CsvExport::field(s.name),
            QString::number(static_cast<double>(s.pointsTwelfths) / 12.0, 'f', 2),
            QString::number(s.games),
            QString::number(s.wins),
            s.rounds > 0 ? QString::number(static_cast<double>(s.roundScore) / s.rounds, 'f', 2) : QString(),
            QString::number(s.total),
        };
        text += row.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return text.toUtf8();
}

QString StandingsDocument::html(const StandingsSheet &sheet)
{
    const QLocale locale;
    QString rows;
    for (const EventStanding &s : sheet.players) {
        rows += QStringLiteral("<tr>");
        for (int c = 0; c < StandingsModel::SheetColumnCount; ++c) {
            rows += QStringLiteral("<td%1>%2</td>")
                        .arg(c == StandingsModel::PlayerColumn ? QString() : QStringLiteral(" class=\"n\""),
                             StandingsModel::cellText(s, c).toHtmlEscaped());
        }
        rows += QStringLiteral("</tr>\n");
    }
    QString head;
    for (int c = 0; c < StandingsModel::SheetColumnCount; ++c) {
        head += QStringLiteral("<th%1>%2</th>")
                    .arg(c == StandingsModel::PlayerColumn ? QString() : QStringLiteral(" class=\"n\""),
                         StandingsModel::columnTitle(c).toHtmlEscaped());
    }
    const QString title = sheet.event.toHtmlEscaped();
    const QString date = sheet.date.isValid() ? locale.toString(sheet.date, QLocale::LongFormat) : QString();
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n<title>%2</title>\n"
                          "<style>\nbody { font-family: sans-serif; margin: 2em; }\n"
                          "table { border-collapse: collapse; font-size: 1.2em; }\n"
                          "th, td { padding: 0.3em 0.8em; border-bottom: 1px solid #ccc; text-align: left; }\n"
                          ".n { text-align: right; }\n</style>\n</head>\n<body>\n<h1>%2</h1>\n<p>%3</p>\n"
                          "<table>\n<thead><tr>%4</tr></thead>\n<tbody>\n%5</tbody>\n</table>\n<p>%6</p>\n"
                          "</body>\n</html>\n")
        .arg(locale.name().section(QLatin1Char('_'), 0, 0), title,
             (date.isEmpty() ? QString() : date.toHtmlEscaped() + QStringLiteral(" · ")) +
                 status(sheet).toHtmlEscaped(),
             head, rows,
             //: Under the standings: how a player's points are counted.
             tr("Each game gives a player the opponents at the table with a lower total, a tie counting half, "
                "divided by the opponents at that table. Ties on points are broken by the average round score.")
                 .toHtmlEscaped());
}

} // namespace tornei
