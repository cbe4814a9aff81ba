#pragma once

#include <thread>

namespace tornei {

// Reads the system's font configuration on a thread of its own while the
// window is made: fontconfig parses its XML files and font caches the first
// time any text is measured, about a tenth of a start's work, which the main
// thread would otherwise do alone with the other core idle. Made first thing
// in main(); waits for the thread when it goes.
class FontWarmUp
{
public:
    FontWarmUp();
    ~FontWarmUp();
    FontWarmUp(const FontWarmUp &) = delete;
    FontWarmUp &operator=(const FontWarmUp &) = delete;

private:
    std::thread m_thread;
};

} // namespace tornei
