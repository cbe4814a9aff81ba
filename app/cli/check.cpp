#include "check.h"

#include "replay.h"
#include "reports.h"

namespace tornei::cli {

Check::Check()
    : ReportCommand(QStringLiteral("check"), tr("list every rule violation the entered cards prove"))
{}

JsonValue Check::json(const Replay &replay) const
{
    return Reports::checkJson(replay);
}

QString Check::text(const Replay &replay) const
{
    return Reports::checkText(replay);
}

int Check::status(const Replay &replay) const
{
    return replay.violations().empty() ? 0 : 1;
}

} // namespace tornei::cli
