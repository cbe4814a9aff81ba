#pragma once

#include "reportcommand.h"

namespace tornei::cli {

// `check FILE [--json]`: every rule violation one record file proves; exit
// status 1 when there is one.
class Check : public ReportCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Check();

protected:
    JsonValue json(const Replay &replay) const override;
    QString text(const Replay &replay) const override;
    int status(const Replay &replay) const override;
};

} // namespace tornei::cli
