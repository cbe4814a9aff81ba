#pragma once

#include "gamestore.h"
#include "startcontents.h"

#include <QString>

#include <condition_variable>
#include <mutex>
#include <thread>

namespace tornei {

// Does on a thread of its own, while the libraries load and the window is
// made, what a start needs before its first text and its first game, which
// the main thread would otherwise do alone with the other core idle: the
// X11 platform plugin's libraries loaded, fontconfig reading its XML files
// and font caches (about a tenth of a start's work), then the store's
// once-per-process set-up (GameStore::warmUp), then, once a WindowWarmUp
// says the QApplication is made, what needs it, and the window's database
// opened and its start page read. Made first thing in main(); waits for the
// thread when it goes.
class StartWarmUp
{
public:
    StartWarmUp();
    ~StartWarmUp();
    StartWarmUp(const StartWarmUp &) = delete;
    StartWarmUp &operator=(const StartWarmUp &) = delete;

private:
    friend class WindowWarmUp;
    enum class Stage { Waiting, ApplicationMade, ApplicationDone, Abandoned };

    std::mutex m_mutex;
    std::condition_variable m_changed;
    Stage m_stage = Stage::Waiting;
    // The window's store, opened on the thread once the application's part is done.
    GameStore *m_store = nullptr;
    QString m_path;
    OpenedStore m_opened;
    std::thread m_thread; // last: started once the rest is made
};

// Made right after the QApplication and gone before it: the warm-up's thread
// then also finds Qt's list of the fonts and the fonts the application's
// font falls back on (kept for every thread), and loads the image format
// plugins the menu bar's first icon asks for, after its own first work so
// that it never reads fontconfig's files a second time beside it. Then it
// opens the window's store at `path` (its folder made first, as
// MainWindow::openDatabase() does) and reads the start page from it while
// the main thread makes the window: the store is neither read nor destroyed
// before opened() has returned.
class WindowWarmUp
{
public:
    WindowWarmUp(StartWarmUp &start, GameStore &store, const QString &path);
    ~WindowWarmUp();
    WindowWarmUp(const WindowWarmUp &) = delete;
    WindowWarmUp &operator=(const WindowWarmUp &) = delete;

    // Waits for the store's open: GameStore::open's result and error, and
    // the start page read (taken: once).
    OpenedStore opened();

private:
    StartWarmUp &m_start;
    GameStore &m_store;
    const QString m_path;
    bool m_openedThere = false; // by the warm-up's thread, rather than in opened()
};

} // namespace tornei
