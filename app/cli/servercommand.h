#pragma once

#include "command.h"

#include <optional>

namespace tornei {
class ClubConnection;
} // namespace tornei

namespace tornei::cli {

// A command that works on the club's server only (`event ...`): takes
// --server SERVER (the tool's own --server, given before the command, is its
// default) and says the server's refusals the same way.
class ServerCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    void setServer(const QString &server) { m_server = server; }

protected:
    ServerCommand(QString name, QString description);

    static QCommandLineOption serverOption();
    // Opens the server this run works on; false when it cannot, with the
    // exit status in *status once said (2 when none is named, 1 when it
    // cannot be reached).
    bool openServer(const QCommandLineParser &parser, ClubConnection &connection, int *status) const;
    // An event's id as given on the command line; 0 when it is not one.
    static qint64 eventId(const QString &text);
    // The one EVENT the command takes, once the server is open: its id, or 0 with the exit
    // status in *status once said (as openServer(), and 2 for anything but one EVENT).
    qint64 openEvent(const QCommandLineParser &parser, ClubConnection &connection, int *status) const;
    // The server named before the command, if any.
    const std::optional<QString> &givenServer() const { return m_server; }

private:
    std::optional<QString> m_server;
};

} // namespace tornei::cli
