#pragma once

#include "databasecommand.h"

namespace tornei::cli {

// `games [--json]`: the stored games, one line (or object) each.
class Games : public DatabaseCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Games();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
