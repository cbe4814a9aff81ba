#pragma once

#include "databasecommand.h"
#include "gamehistory.h"

namespace tornei::cli {

// `games [--json]`: the stored games, one line (or object) each; with
// --server, the club's games as its server lists them (ClubReports).
class Games : public DatabaseCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Games();

    bool readsServer() const override { return true; }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    // The games of the database or of the club server; nullopt once the error is said.
    std::optional<std::vector<GameSummary>> games(const QCommandLineParser &parser, int *status) const;
};

} // namespace tornei::cli
