#pragma once

#include "servercommand.h"

namespace tornei {
struct ClubEvent;
}

namespace tornei::cli {

// `event create NAME --players A,B,... --rounds R [--date YYYY-MM-DD] [--json]`: a director's new club event; names the
// club does not know become its players.
class EventCreate : public ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    EventCreate();

    // The event as `--json` prints it: its number, name, date, rounds and players.
    static QString json(const ClubEvent &event);

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
