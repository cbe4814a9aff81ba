#pragma once

#include "reportcommand.h"

namespace tornei::cli {

// `score FILE [--json]`: the score table of one record file.
class Score : public ReportCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Score();

protected:
    JsonValue json(const Replay &replay) const override;
    QString text(const Replay &replay) const override;
    int status(const Replay &replay) const override;
};

} // namespace tornei::cli
