#pragma once

#include "databasecommand.h"

namespace tornei::cli {

// `sync SERVER`: one full sync of the database with a club's server; prints
// what went up, what came down and the disputes.
class Sync : public DatabaseCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Sync();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
