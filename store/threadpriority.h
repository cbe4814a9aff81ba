#pragma once

namespace tornei {

// Lowers the calling thread below the table: a sync or a check of a backup
// then takes the processor only when the thread entering cards does not need
// it. For good: an ordinary process cannot raise a thread again.
void runBelowTheTable();

} // namespace tornei
