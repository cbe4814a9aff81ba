#pragma once

#include "servercommand.h"

#include <memory>
#include <vector>

namespace tornei::cli {

// `event ACTION ...`: a club event on the club's server. Each action is a
// command of its own (`event create`, `event standings`, ...), with its own
// options and --help; this one only chooses it.
class Event : public ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Event();
    ~Event() override;

    int execute(const QStringList &arguments) override;
    QString helpText() const override;

protected:
    int run(const QCommandLineParser &parser) override;

private:
    QStringList actions() const;

    std::vector<std::unique_ptr<ServerCommand>> m_actions;
};

} // namespace tornei::cli
