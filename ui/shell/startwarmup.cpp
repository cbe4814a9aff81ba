#include "startwarmup.h"

#include "gamestore.h"

#include <QFontDatabase>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QImageReader>

#include <fontconfig/fontconfig.h>

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

} // namespace

// FcInit() is safe beside another thread's: the first configuration made is
// kept, and Qt's font database then finds it made. The fonts come first: the
// window measures text before it opens the database.
StartWarmUp::StartWarmUp()
    : m_thread([this] {
        FcInit();
        GameStore::warmUp();
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_stage != Stage::Waiting; });
        if (m_stage != Stage::ApplicationMade)
            return;
        lock.unlock();
        warmUpApplication();
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

WindowWarmUp::WindowWarmUp(StartWarmUp &start)
    : m_start(start)
{
    {
        const std::lock_guard lock(m_start.m_mutex);
        if (m_start.m_stage == StartWarmUp::Stage::Waiting)
            m_start.m_stage = StartWarmUp::Stage::ApplicationMade;
    }
    m_start.m_changed.notify_all();
}

WindowWarmUp::~WindowWarmUp()
{
    std::unique_lock lock(m_start.m_mutex);
    m_start.m_changed.wait(lock, [this] { return m_start.m_stage != StartWarmUp::Stage::ApplicationMade; });
}

} // namespace tornei
