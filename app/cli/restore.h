#pragma once

#include "databasecommand.h"

namespace tornei::cli {

// `restore SRC`: a backup in place of the database; the replaced file is
// kept beside it.
class Restore : public DatabaseCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Restore();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
