#pragma once

#include "servercommand.h"

namespace tornei::cli {

// `event close EVENT [--reason TEXT]` and `event reopen EVENT [--reason
// TEXT]`: a director freezes an event (no game attached, voided or revised,
// no round seated) or lets it go on; both go into the event's audit.
class EventClose : public ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    explicit EventClose(bool reopen);

protected:
    int run(const QCommandLineParser &parser) override;

private:
    bool m_reopen = false;
};

} // namespace tornei::cli
