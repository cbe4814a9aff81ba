#pragma once

// An SQLite VFS for tests that forwards to the default one and fails every
// write on demand, as a full disk or a read-only place would. A store uses it
// through GameStore::setVfs(FaultVfs::Name). Registered with the system
// library, which Qt's SQLite driver links too.
namespace FaultVfs {

enum class Fault { None, DiskFull, ReadOnly };

inline constexpr const char *Name = "tornei-faults";

// Registers the VFS (once; later calls only say it is there).
bool install();
// From now on every write fails this way (None: writes work again).
void set(Fault fault);

} // namespace FaultVfs
