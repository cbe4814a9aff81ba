#pragma once

#include "databasecommand.h"

namespace tornei::cli {

// `share --http HOST:PORT [--game ID] [--follow-input] [--json]`: one table's
// game as a live page on the local network (TableGamePage) until stopped. The
// app runs it to share its game, telling it each game it moves to on its
// standard input.
class Share : public DatabaseCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Share();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
