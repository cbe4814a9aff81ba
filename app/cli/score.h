#pragma once

#include "command.h"

namespace tornei::cli {

// `score FILE [--json]`: the score table of one record file.
class Score : public Command
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Score();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
