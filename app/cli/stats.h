#pragma once

#include "databasecommand.h"
#include "statistics.h"

namespace tornei::cli {

// `stats [--player NAME] [--json]`: the players' statistics, as the Players
// screen shows them.
class Stats : public DatabaseCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Stats();

protected:
    int run(const QCommandLineParser &parser) override;

private:
    static QString text(const std::vector<PlayerStatistics> &players);
};

} // namespace tornei::cli
