#pragma once

#include "databasecommand.h"

namespace tornei::cli {

// `import FILE...`: each record file becomes a stored game. Every file is
// read before anything is written: one unreadable file and nothing is
// imported.
class Import : public DatabaseCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Import();

protected:
    int run(const QCommandLineParser &parser) override;
};

} // namespace tornei::cli
