#pragma once

#include "databasecommand.h"

namespace tornei::cli {

// `import FILE...`: each record file becomes a stored game. Every file is
// read before anything is written: one unreadable file and nothing is
// imported. With --server and --event, the one file goes to the club's
// server instead, attached to a table of a club event.
class Import : public DatabaseCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Import();

    bool readsServer() const override { return true; }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    int toEvent(const QCommandLineParser &parser);
};

} // namespace tornei::cli
