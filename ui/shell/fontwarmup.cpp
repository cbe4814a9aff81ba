#include "fontwarmup.h"

#include <fontconfig/fontconfig.h>

namespace tornei {

// FcInit() is safe beside another thread's: the first configuration made is
// kept, and Qt's font database then finds it made.
FontWarmUp::FontWarmUp()
    : m_thread([] { FcInit(); })
{}

FontWarmUp::~FontWarmUp()
{
    m_thread.join();
}

} // namespace tornei
