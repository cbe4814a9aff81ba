#pragma once

namespace tornei {

// Lowers the calling thread below the table: the check of the file and its
// backup after opening then takes the processor only when the thread entering
// cards does not need it. For good: an ordinary process cannot raise a thread
// again. Never for a thread that writes the file (a sync): holding the write
// lock while starved by a busy processor, it would keep a card waiting.
void runBelowTheTable();

} // namespace tornei
