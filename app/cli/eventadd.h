#pragma once

#include "servercommand.h"

namespace tornei::cli {

// `event add EVENT --players A,B,... [--json]`: a director's players who came late join a club event; the rounds
// still to seat seat them.
class EventAdd : public ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    EventAdd();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
