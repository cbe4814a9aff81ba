#include "score.h"

#include "replay.h"
#include "reports.h"

namespace tornei::cli {

Score::Score()
    : ReportCommand(QStringLiteral("score"), tr("print the score table of a game"))
{}

JsonValue Score::json(const Replay &replay) const
{
    return Reports::scoreJson(replay);
}

QString Score::text(const Replay &replay) const
{
    return Reports::scoreText(replay);
}

int Score::status(const Replay &) const
{
    return 0;
}

} // namespace tornei::cli
