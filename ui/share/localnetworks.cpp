#include "localnetworks.h"

#include <algorithm>
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

namespace tornei {

std::vector<LocalNetwork> LocalNetworks::list()
{
    std::vector<LocalNetwork> networks;
    ifaddrs *all = nullptr;
    if (::getifaddrs(&all) == 0) {
        for (const ifaddrs *i = all; i; i = i->ifa_next) {
            if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || !(i->ifa_flags & IFF_UP))
                continue;
            const auto *in = reinterpret_cast<const sockaddr_in *>(i->ifa_addr);
            char text[INET_ADDRSTRLEN] = {};
            if (!::inet_ntop(AF_INET, &in->sin_addr, text, sizeof text))
                continue;
            const quint32 ip = ntohl(in->sin_addr.s_addr);
            LocalNetwork network;
            network.interfaceName = QString::fromLocal8Bit(i->ifa_name);
            network.address = QString::fromLatin1(text);
            network.loopback = (i->ifa_flags & IFF_LOOPBACK) || (ip >> 24) == 127;
            network.privateRange =
                (ip >> 24) == 10 || (ip >> 20) == ((172u << 4) | 1u) || (ip >> 16) == ((192u << 8) | 168u);
            networks.push_back(network);
        }
        ::freeifaddrs(all);
    }
    if (std::none_of(networks.begin(), networks.end(), [](const LocalNetwork &n) { return n.loopback; }))
        networks.push_back(LocalNetwork{QStringLiteral("lo"), QStringLiteral("127.0.0.1"), true, false});
    std::stable_sort(networks.begin(), networks.end(), [](const LocalNetwork &a, const LocalNetwork &b) {
        const auto rank = [](const LocalNetwork &n) {
            return n.loopback ? 2 : n.privateRange ? 0 : 1;
        };
        return rank(a) < rank(b);
    });
    return networks;
}

QString LocalNetworks::describe(const LocalNetwork &network)
{
    if (network.loopback) {
        //: %1 is an address such as 127.0.0.1: only this computer reaches it
        return tr("This computer only — %1").arg(network.address);
    }
    //: %1 is a network interface's name (wlan0), %2 its address (192.168.1.23)
    return tr("%1 — %2").arg(network.interfaceName, network.address);
}

} // namespace tornei
