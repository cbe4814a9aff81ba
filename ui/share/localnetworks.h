#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace tornei {

// The networks this computer is on, as a choice of where to share a game:
// each IPv4 address of an interface that is up, the loopback last ("this
// computer only"). Read from the system (getifaddrs) so that the app needs
// no network library of its own.
struct LocalNetwork
{
    QString interfaceName; // "wlan0"
    QString address;       // "192.168.1.23"
    bool loopback = false;
    bool privateRange = false; // 10/8, 172.16/12, 192.168/16: a home's or a club's network
};

class LocalNetworks
{
    Q_DECLARE_TR_FUNCTIONS(tornei::LocalNetworks)

public:
    // The private networks first, then any other, the loopback last.
    static std::vector<LocalNetwork> list();
    // What a person reads in the choice: "wlan0 — 192.168.1.23", "This computer only — 127.0.0.1".
    static QString describe(const LocalNetwork &network);
};

} // namespace tornei
