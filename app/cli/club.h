#pragma once

#include "command.h"

namespace tornei::cli {

// `club init SERVER`: makes the club's tables on a PostgreSQL server, or
// brings them up to date. `club serve SERVER`: runs the club's service
// (ClubServiceRunner) until SIGTERM or SIGINT.
class Club : public Command
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Club();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
