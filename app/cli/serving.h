#pragma once

#include <QHostAddress>
#include <QString>
#include <optional>
#include <utility>

class QSocketNotifier;

namespace tornei::cli {

// What the commands that run until stopped (`club serve`, `share`) share.

// Where `--http` serves pages: HOST:PORT, [IPv6]:PORT, localhost:PORT;
// nullopt when it is not that.
std::optional<std::pair<QHostAddress, quint16>> httpAddress(const QString &text);

// While it lives, SIGTERM and SIGINT quit the event loop (between two of its
// events: the handler only writes a byte, which the loop reads).
class StopOnSignal
{
public:
    StopOnSignal();
    ~StopOnSignal();
    StopOnSignal(const StopOnSignal &) = delete;
    StopOnSignal &operator=(const StopOnSignal &) = delete;

    // False when the signals cannot be watched.
    bool isReady() const { return m_notifier != nullptr; }

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace tornei::cli
