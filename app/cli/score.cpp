#include "score.h"

#include "replay.h"
#include "reports.h"

#include <QCommandLineParser>

namespace tornei::cli {

Score::Score()
    : Command(QStringLiteral("score"), tr("print the score table of a game"))
{
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON instead of a table.")));
    addArgument(QStringLiteral("file"), tr("a game record (JSON)"), QStringLiteral("FILE"));
}

int Score::run(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().size() != 1)
        return usage(tr("%1 takes exactly one FILE. See --help.").arg(name()));
    const std::optional<Record> record = load(parser.positionalArguments().constFirst());
    if (!record)
        return 2;
    const Replay replay(*record);
    out(parser.isSet(QStringLiteral("json"))
            ? QString::fromUtf8(Reports::scoreJson(replay).serialize(2)) + QLatin1Char('\n')
            : Reports::scoreText(replay));
    return 0;
}

} // namespace tornei::cli
