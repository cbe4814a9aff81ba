#pragma once

#include "servercommand.h"

namespace tornei::cli {

// `event standings EVENT [--json]`: an event's standings, as the server's games give them now (final once it is
// closed).
class EventStandingsReport : public ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    EventStandingsReport();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
