#pragma once

#include "servercommand.h"

namespace tornei::cli {

// `event page EVENT [--renew] [--json]`: the address of the event's page on
// the club's service (`club serve --http`), with its token; a director's.
class EventPage : public ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    EventPage();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
