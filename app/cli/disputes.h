#pragma once

#include "servercommand.h"

namespace tornei::cli {

// `disputes [--json]`: the club's games with revisions waiting for a
// director, each revision numbered as `resolve` takes it.
class Disputes : public ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Disputes();

protected:
    int run(const QCommandLineParser &parser) override;
};

// `resolve GAME --keep N --reason TEXT [--json]`: a director keeps one
// revision of a disputed game; the others are set aside on the server.
class Resolve : public ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Resolve();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
