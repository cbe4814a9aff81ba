#pragma once

#include "servercommand.h"

namespace tornei::cli {

// `event void EVENT --game ID --reason TEXT`: a director's void of one of an event's games; it leaves the standings and
// goes into the event's audit.
class EventVoid : public ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    EventVoid();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
