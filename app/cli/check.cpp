#include "check.h"

#include "replay.h"
#include "reports.h"

#include <QCommandLineParser>

namespace tornei::cli {

Check::Check()
    : Command(QStringLiteral("check"), tr("list every rule violation the entered cards prove"))
{
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of a table.")));
    addArgument(QStringLiteral("file"), tr("a game record (JSON)"), QStringLiteral("FILE"));
}

int Check::run(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().size() != 1)
        return usage(tr("%1 takes exactly one FILE. See --help.").arg(name()));
    const std::optional<Record> record = load(parser.positionalArguments().constFirst());
    if (!record)
        return 2;
    const Replay replay(*record);
    out(parser.isSet(QStringLiteral("json"))
            ? QString::fromUtf8(Reports::checkJson(replay).serialize(2)) + QLatin1Char('\n')
            : Reports::checkText(replay));
    return replay.violations().empty() ? 0 : 1;
}

} // namespace tornei::cli
