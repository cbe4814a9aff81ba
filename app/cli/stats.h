#pragma once

#include "databasecommand.h"
#include "statistics.h"

namespace tornei::cli {

// `stats [--player NAME] [--json]`: the players' statistics, as the Players
// screen shows them; with --server, as the club's server computes them over
// its games (ClubReports).
class Stats : public DatabaseCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Stats();

    bool readsServer() const override { return true; }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    // The figures from the database or the club server; nullopt with the exit status once it is said.
    std::optional<std::vector<PlayerStatistics>> figures(const QCommandLineParser &parser, int *status) const;
    static QString text(const std::vector<PlayerStatistics> &players);
};

} // namespace tornei::cli
