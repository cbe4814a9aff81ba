#pragma once

#include "databasecommand.h"

namespace tornei::cli {

// `backup DEST`: a consistent copy of the database, even while others write.
class Backup : public DatabaseCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Backup();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
