#include "startwarmup.h"

#include "gamestore.h"

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

} // namespace tornei
