#pragma once

#include "servercommand.h"

namespace tornei::cli {

// `event seat EVENT --round K [--json]`: a round's tables as they are seated, and who sits out.
class EventSeat : public ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    EventSeat();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
