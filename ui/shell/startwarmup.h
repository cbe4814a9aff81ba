#pragma once

#include <thread>

namespace tornei {

// Does on a thread of its own, while the libraries load and the window is
// made, what a start needs before its first text and its first game, which
// the main thread would otherwise do alone with the other core idle:
// fontconfig reading its XML files and font caches (about a tenth of a
// start's work), then the store's once-per-process set-up (GameStore::warmUp).
// Made first thing in main(); waits for the thread when it goes.
class StartWarmUp
{
public:
    StartWarmUp();
    ~StartWarmUp();
    StartWarmUp(const StartWarmUp &) = delete;
    StartWarmUp &operator=(const StartWarmUp &) = delete;

private:
    std::thread m_thread;
};

// The same for what needs the QApplication: Qt's list of the fonts and the
// fonts each falls back on (shared by every thread), and the image format
// plugins the menu bar's first icon loads. Made right after the QApplication
// and gone before it, as the thread uses it.
class WindowWarmUp
{
public:
    WindowWarmUp();
    ~WindowWarmUp();
    WindowWarmUp(const WindowWarmUp &) = delete;
    WindowWarmUp &operator=(const WindowWarmUp &) = delete;

private:
    std::thread m_thread;
};

} // namespace tornei
