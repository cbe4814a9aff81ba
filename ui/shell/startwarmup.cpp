#include "startwarmup.h"

#include "gamestore.h"

#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QImageReader>

#include <fontconfig/fontconfig.h>

#include <array>
#include <cstdlib>

#ifdef Q_OS_LINUX
#include <dlfcn.h>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace tornei {

namespace {

// Qt's font database is locked while it is read or filled, so the main
// thread waits at most for what is left. The font engines made here stay on
// this thread (each thread keeps its own), but the font list and the
// fallbacks found are kept for all. Plugins made here are moved to the main
// thread by Qt.
void warmUpApplication()
{
    QFontDatabase::families();
    QFontMetrics(QGuiApplication::font()).height();
    QImageReader::supportedImageFormats();
}

// A thread's own malloc arena grows a page at a time, each step an mprotect()
// that holds the process's memory map for writing: this thread's first
// allocations (about 250 steps) stalled the main thread's page faults while
// it loaded its libraries, and the application was made 1-3 ms later. Grown
// once here in a few steps, it keeps that room when the blocks are freed.
void growAllocator()
{
#ifdef __GLIBC__
    // Each block below malloc's mmap() threshold (128 KiB), so taken from the
    // arena; volatile, so that the compiler keeps the pairs it could elide.
    std::array<void *volatile, 18> blocks{};
    for (void *volatile &block : blocks)
        block = std::malloc(120 * 1024);
    for (void *block : blocks)
        std::free(block);
#endif
}

// The X11 platform plugin's library and the libraries it needs (about twenty):
// mapped and relocated here, they are found loaded when QApplication loads
// the plugin on the main thread, 1.5 ms sooner (bench/RESULTS.md). Only when
// Qt will choose X11: QT_QPA_PLATFORM says so, or it is unset and there is an
// X display outside a Wayland session. Taken from beside the Qt Core library
// this process runs, never another Qt's; none there, nothing is loaded.
// Never closed: the plugin keeps it.
void preloadPlatform()
{
#ifdef Q_OS_LINUX
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    const bool x11 = platform.isEmpty()
                         ? qEnvironmentVariableIsSet("DISPLAY") && qgetenv("XDG_SESSION_TYPE") != "wayland"
                         : platform.startsWith("xcb");
    Dl_info core{};
    if (!x11 || !dladdr(reinterpret_cast<const void *>(&qVersion), &core) || !core.dli_fname)
        return;
    QByteArray path = core.dli_fname;
    const qsizetype folder = path.lastIndexOf('/');
    if (folder < 0)
        return;
    path.truncate(folder + 1);
    dlopen((path + "libQt6XcbQpa.so.6").constData(), RTLD_LAZY);
#endif
}

// As MainWindow::openDatabase() opens a file: its folder made first.
GameStore::OpenResult openStore(GameStore &store, const QString &path, StoreError *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    return store.open(path, error);
}

} // namespace

// FcInit() is safe beside another thread's: the first configuration made is
// kept, and Qt's font database then finds it made. The fonts come first: the
// window measures text before it opens the database.
StartWarmUp::StartWarmUp()
    : m_thread([this] {
#ifdef Q_OS_LINUX
        // While the application is made, the main thread and the display
        // server it talks to are busy together: at the same priority this
        // thread took a core from them, and the application was made 1-3 ms
        // later on a 2-core machine. Niced, it runs on what they leave and
        // is still done before the window needs it (bench/RESULTS.md).
        setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 5);
#endif
        growAllocator();
        preloadPlatform();
        FcInit();
        GameStore::warmUp();
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_stage != Stage::Waiting; });
        if (m_stage != Stage::ApplicationMade)
            return;
        lock.unlock();
        warmUpApplication();
        m_opened.result = openStore(*m_store, m_path, &m_opened.error);
        if (m_opened.result == GameStore::OpenResult::Ok)
            m_opened.start = StartContents::read(*m_store);
        lock.lock();
        m_stage = Stage::ApplicationDone;
        m_changed.notify_all();
    })
{}

StartWarmUp::~StartWarmUp()
{
    {
        const std::lock_guard lock(m_mutex);
        if (m_stage == Stage::Waiting)
            m_stage = Stage::Abandoned;
    }
    m_changed.notify_all();
    m_thread.join();
}

WindowWarmUp::WindowWarmUp(StartWarmUp &start, GameStore &store, const QString &path)
    : m_start(start)
    , m_store(store)
    , m_path(path)
{
    {
        const std::lock_guard lock(m_start.m_mutex);
        if (m_start.m_stage == StartWarmUp::Stage::Waiting) {
            m_start.m_stage = StartWarmUp::Stage::ApplicationMade;
            m_start.m_store = &store;
            m_start.m_path = path;
            m_openedThere = true;
        }
    }
    m_start.m_changed.notify_all();
}

WindowWarmUp::~WindowWarmUp()
{
    std::unique_lock lock(m_start.m_mutex);
    m_start.m_changed.wait(lock, [this] { return m_start.m_stage != StartWarmUp::Stage::ApplicationMade; });
}

OpenedStore WindowWarmUp::opened()
{
    if (!m_openedThere) {
        OpenedStore opened;
        opened.result = openStore(m_store, m_path, &opened.error);
        return opened;
    }
    std::unique_lock lock(m_start.m_mutex);
    m_start.m_changed.wait(lock, [this] { return m_start.m_stage != StartWarmUp::Stage::ApplicationMade; });
    return std::move(m_start.m_opened);
}

} // namespace tornei
