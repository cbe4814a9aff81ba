#pragma once

#include "command.h"
#include "json.h"

namespace tornei {
class Replay;
}

namespace tornei::cli {

// A command that reads one record file and prints a report of its replay,
// as a table or (--json) as JSON: `score` and `check`.
class ReportCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

protected:
    ReportCommand(QString name, QString description);

    int run(const QCommandLineParser &parser) override;
    virtual JsonValue json(const Replay &replay) const = 0;
    virtual QString text(const Replay &replay) const = 0;
    // The exit status once the report is printed.
    virtual int status(const Replay &replay) const = 0;
};

} // namespace tornei::cli
