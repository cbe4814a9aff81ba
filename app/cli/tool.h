#pragma once

#include "command.h"

#include <memory>
#include <vector>

namespace tornei::cli {

// tornei-cli itself: the language, the options that come before a command
// (--help, --version, --lang, --db), and the choice of the command, which
// parses everything after its name.
class Tool
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Tool();
    ~Tool();

    // `arguments` as QCoreApplication::arguments() gives them; returns the
    // exit status.
    int run(const QStringList &arguments);

private:
    std::vector<std::unique_ptr<Command>> m_commands;
};

} // namespace tornei::cli
