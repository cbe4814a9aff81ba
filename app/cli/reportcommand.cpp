#include "reportcommand.h"

#include "replay.h"

#include <QCommandLineParser>

namespace tornei::cli {

ReportCommand::ReportCommand(QString name, QString description)
    : Command(std::move(name), std::move(description))
{
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of a table.")));
    addArgument(QStringLiteral("file"), tr("a game record (JSON)"), QStringLiteral("FILE"));
}

int ReportCommand::run(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().size() != 1)
        return usage(tr("%1 takes exactly one FILE. See --help.").arg(name()));
    const std::optional<Record> record = load(parser.positionalArguments().constFirst());
    if (!record)
        return 2;
    const Replay replay(*record);
    out(parser.isSet(QStringLiteral("json")) ? QString::fromUtf8(json(replay).serialize(2)) + QLatin1Char('\n')
                                             : text(replay));
    return status(replay);
}

} // namespace tornei::cli
