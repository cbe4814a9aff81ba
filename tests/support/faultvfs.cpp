#include "faultvfs.h"

#include <atomic>
#include <sqlite3.h>

namespace {

std::atomic<FaultVfs::Fault> g_fault{FaultVfs::Fault::None};
sqlite3_vfs *g_base = nullptr;
sqlite3_vfs g_vfs;
sqlite3_io_methods g_methods;

struct FaultFile
{
    sqlite3_file base;
    sqlite3_file *real;
};

sqlite3_file *realOf(sqlite3_file *file)
{
    return reinterpret_cast<FaultFile *>(file)->real;
}

int writeFault()
{
    switch (g_fault.load()) {
    case FaultVfs::Fault::DiskFull:
        return SQLITE_FULL;
    case FaultVfs::Fault::ReadOnly:
        return SQLITE_READONLY;
    case FaultVfs::Fault::None:
        break;
    }
    return SQLITE_OK;
}

int fClose(sqlite3_file *f)
{
    sqlite3_file *real = realOf(f);
    return real->pMethods ? real->pMethods->xClose(real) : SQLITE_OK;
}
int fRead(sqlite3_file *f, void *buffer, int amount, sqlite3_int64 offset)
{
    return realOf(f)->pMethods->xRead(realOf(f), buffer, amount, offset);
}
int fWrite(sqlite3_file *f, const void *buffer, int amount, sqlite3_int64 offset)
{
    if (const int rc = writeFault())
        return rc;
    return realOf(f)->pMethods->xWrite(realOf(f), buffer, amount, offset);
}
int fTruncate(sqlite3_file *f, sqlite3_int64 size)
{
    if (const int rc = writeFault())
        return rc;
    return realOf(f)->pMethods->xTruncate(realOf(f), size);
}
int fSync(sqlite3_file *f, int flags)
{
    return realOf(f)->pMethods->xSync(realOf(f), flags);
}
int fFileSize(sqlite3_file *f, sqlite3_int64 *size)
{
    return realOf(f)->pMethods->xFileSize(realOf(f), size);
}
int fLock(sqlite3_file *f, int level)
{
    return realOf(f)->pMethods->xLock(realOf(f), level);
}
int fUnlock(sqlite3_file *f, int level)
{
    return realOf(f)->pMethods->xUnlock(realOf(f), level);
}
int fCheckReservedLock(sqlite3_file *f, int *out)
{
    return realOf(f)->pMethods->xCheckReservedLock(realOf(f), out);
}
int fFileControl(sqlite3_file *f, int op, void *arg)
{
    return realOf(f)->pMethods->xFileControl(realOf(f), op, arg);
}
int fSectorSize(sqlite3_file *f)
{
    return realOf(f)->pMethods->xSectorSize(realOf(f));
}
int fDeviceCharacteristics(sqlite3_file *f)
{
    return realOf(f)->pMethods->xDeviceCharacteristics(realOf(f));
}
int fShmMap(sqlite3_file *f, int region, int size, int extend, void volatile **out)
{
    return realOf(f)->pMethods->xShmMap(realOf(f), region, size, extend, out);
}
int fShmLock(sqlite3_file *f, int offset, int n, int flags)
{
    return realOf(f)->pMethods->xShmLock(realOf(f), offset, n, flags);
}
void fShmBarrier(sqlite3_file *f)
{
    realOf(f)->pMethods->xShmBarrier(realOf(f));
}
int fShmUnmap(sqlite3_file *f, int deleteFlag)
{
    return realOf(f)->pMethods->xShmUnmap(realOf(f), deleteFlag);
}

int vOpen(sqlite3_vfs *, sqlite3_filename name, sqlite3_file *f, int flags, int *outFlags)
{
    auto *file = reinterpret_cast<FaultFile *>(f);
    file->real = reinterpret_cast<sqlite3_file *>(file + 1);
    file->base.pMethods = nullptr;
    const int rc = g_base->xOpen(g_base, name, file->real, flags, outFlags);
    if (file->real->pMethods)
        file->base.pMethods = &g_methods;
    return rc;
}
int vDelete(sqlite3_vfs *, const char *name, int syncDir)
{
    return g_base->xDelete(g_base, name, syncDir);
}
int vAccess(sqlite3_vfs *, const char *name, int flags, int *out)
{
    return g_base->xAccess(g_base, name, flags, out);
}
int vFullPathname(sqlite3_vfs *, const char *name, int size, char *out)
{
    return g_base->xFullPathname(g_base, name, size, out);
}

} // namespace

bool FaultVfs::install()
{
    if (sqlite3_vfs_find(Name))
        return true;
    g_base = sqlite3_vfs_find(nullptr);
    if (!g_base)
        return false;
    g_methods = sqlite3_io_methods{};
    g_methods.iVersion = 2; // no memory-mapped I/O: every write goes through xWrite
    g_methods.xClose = fClose;
    g_methods.xRead = fRead;
    g_methods.xWrite = fWrite;
    g_methods.xTruncate = fTruncate;
    g_methods.xSync = fSync;
    g_methods.xFileSize = fFileSize;
    g_methods.xLock = fLock;
    g_methods.xUnlock = fUnlock;
    g_methods.xCheckReservedLock = fCheckReservedLock;
    g_methods.xFileControl = fFileControl;
    g_methods.xSectorSize = fSectorSize;
    g_methods.xDeviceCharacteristics = fDeviceCharacteristics;
    g_methods.xShmMap = fShmMap;
    g_methods.xShmLock = fShmLock;
    g_methods.xShmBarrier = fShmBarrier;
    g_methods.xShmUnmap = fShmUnmap;
    g_vfs = *g_base;
    g_vfs.pNext = nullptr;
    g_vfs.zName = Name;
    g_vfs.szOsFile = static_cast<int>(sizeof(FaultFile)) + g_base->szOsFile;
    g_vfs.xOpen = vOpen;
    g_vfs.xDelete = vDelete;
    g_vfs.xAccess = vAccess;
    g_vfs.xFullPathname = vFullPathname;
    return sqlite3_vfs_register(&g_vfs, 0) == SQLITE_OK;
}

void FaultVfs::set(Fault fault)
{
    g_fault = fault;
}
