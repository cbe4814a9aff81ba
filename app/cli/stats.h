#pragma once

#include "databasecommand.h"
#include "leaguetable.h"
#include "statistics.h"

namespace tornei::cli {

// `stats [--player NAME] [--from DATE] [--to DATE] [--league [--min-games N]]
// [--json]`: the players' statistics, as the Players screen shows them, over
// every game or a range of dates (DateRange), or their league table
// (LeagueTable); with --server, as the club's server computes them over its
// games (ClubReports).
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
    std::optional<std::vector<PlayerStatistics>> figures(const QCommandLineParser &parser, const DateRange &range,
                                                         int *status) const;
    // --from and --to; nullopt once a usage error is said.
    static std::optional<DateRange> range(const QCommandLineParser &parser);
    static QString text(const std::vector<PlayerStatistics> &players);
    static QString leagueText(const std::vector<LeagueRow> &rows, int minimumGames);
};

} // namespace tornei::cli
