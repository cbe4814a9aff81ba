#include "startwarmup.h"

#include "gamestore.h"

#include <QFontDatabase>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QImageReader>

#include <fontconfig/fontconfig.h>

namespace tornei {

// FcInit() is safe beside another thread's: the first configuration made is
// kept, and Qt's font database then finds it made. The fonts come first: the
// window measures text before it opens the database.
StartWarmUp::StartWarmUp()
    : m_thread([] {
        FcInit();
        GameStore::warmUp();
    })
{}

StartWarmUp::~StartWarmUp()
{
    m_thread.join();
}

// Qt's font database is locked while it is read or filled, so the main
// thread waits at most for what is left. The engines made here stay on this
// thread (each thread keeps its own), but the font list and the fallbacks
// found for the application's font are kept for all.
WindowWarmUp::WindowWarmUp()
    : m_thread([] {
        QFontDatabase::families();
        QFontMetrics(QGuiApplication::font()).height();
        QImageReader::supportedImageFormats();
    })
{}

WindowWarmUp::~WindowWarmUp()
{
    m_thread.join();
}

} // namespace tornei
