#pragma once

#include "command.h"

namespace tornei::cli {

// `check FILE [--json]`: every rule violation one record file proves; exit
// status 1 when there is one.
class Check : public Command
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Check();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
