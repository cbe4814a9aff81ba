#include "threadpriority.h"

#include <QThread>
#include <cerrno>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace tornei {

void runBelowTheTable()
{
#ifdef Q_OS_LINUX
    // QThread's priorities change nothing for an ordinary thread on Linux
    // (SCHED_OTHER has a single priority); its nice value, its own there, does.
    constexpr int Nice = 10;
    const int tid = static_cast<int>(gettid());
    errno = 0;
    const int now = getpriority(PRIO_PROCESS, static_cast<id_t>(tid));
    if (errno == 0 && now < Nice)
        setpriority(PRIO_PROCESS, static_cast<id_t>(tid), Nice);
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
}

} // namespace tornei
