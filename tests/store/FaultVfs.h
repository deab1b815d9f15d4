#pragma once

// A SQLite VFS shim for tests (as SQLite's own test VFSes do): every file is the default VFS's,
// and every write goes through here, counted; once armed, the Nth write from then on fails with
// SQLITE_IOERR_WRITE (once: the next writes succeed) or SQLITE_FULL (it and every write after it,
// as a full disk does, until disarmed). Registered as the default VFS of the test process, so
// every connection the engine opens uses it; nothing of it is in the engine.

#include <atomic>
#include <cstring>
#include <sqlite3.h>

namespace lookalike::test {

class FaultVfs
{
public:
    enum class Fault
    {
        IoError,
        DiskFull
    };

    // Installs the shim as the default VFS (once per process).
    static void install()
    {
        static bool installed = [] {
            s_real = sqlite3_vfs_find(nullptr);
            s_vfs = *s_real;
            s_vfs.zName = "lookalike-fault";
            s_vfs.szOsFile = int(sizeof(File)) + s_real->szOsFile;
            s_vfs.xOpen = &open;
            s_vfs.pAppData = nullptr;
            return sqlite3_vfs_register(&s_vfs, 1) == SQLITE_OK;
        }();
        (void)installed;
    }
    // The `nth` write from now on fails (1: the next one).
    static void arm(long nth, Fault fault)
    {
        s_fault = fault;
        s_failed.store(false);
        s_countdown.store(nth);
    }
    static void disarm() { s_countdown.store(-1); }
    // Whether the armed write was reached (and failed), and whether it was one to the database
    // file itself (a checkpoint copying the WAL back), not to the WAL or a journal.
    static bool failed() { return s_failed.load(); }
    static bool failedInDatabaseFile() { return s_failedMain.load(); }
    // Writes since the last reset.
    static long writes() { return s_writes.load(); }
    static void resetCount() { s_writes.store(0); }

private:
    struct File
    {
        sqlite3_file base;
        sqlite3_file *real; // follows this struct in the same allocation
        int flags;          // SQLITE_OPEN_MAIN_DB, _WAL, ...
    };
    static sqlite3_file *real(sqlite3_file *f) { return reinterpret_cast<File *>(f)->real; }

    static int write(sqlite3_file *f, const void *data, int amount, sqlite3_int64 offset)
    {
        s_writes.fetch_add(1);
        if (s_countdown.load() > 0 && s_countdown.fetch_sub(1) == 1) {
            s_failed.store(true);
            s_failedMain.store((reinterpret_cast<File *>(f)->flags & SQLITE_OPEN_MAIN_DB) != 0);
            if (s_fault == Fault::DiskFull)
                s_countdown.store(1); // and every write after it, until disarmed
            return s_fault == Fault::DiskFull ? SQLITE_FULL : SQLITE_IOERR_WRITE;
        }
        return real(f)->pMethods->xWrite(real(f), data, amount, offset);
    }
    static int close(sqlite3_file *f)
    {
        const int rc = real(f)->pMethods->xClose(real(f));
        return rc;
    }
    static int read(sqlite3_file *f, void *data, int amount, sqlite3_int64 offset)
    {
        return real(f)->pMethods->xRead(real(f), data, amount, offset);
    }
    static int truncate(sqlite3_file *f, sqlite3_int64 size)
    {
        return real(f)->pMethods->xTruncate(real(f), size);
    }
    static int sync(sqlite3_file *f, int flags) { return real(f)->pMethods->xSync(real(f), flags); }
    static int fileSize(sqlite3_file *f, sqlite3_int64 *size)
    {
        return real(f)->pMethods->xFileSize(real(f), size);
    }
    static int lock(sqlite3_file *f, int level) { return real(f)->pMethods->xLock(real(f), level); }
    static int unlock(sqlite3_file *f, int level) { return real(f)->pMethods->xUnlock(real(f), level); }
    static int checkReserved(sqlite3_file *f, int *out)
    {
        return real(f)->pMethods->xCheckReservedLock(real(f), out);
    }
    static int fileControl(sqlite3_file *f, int op, void *arg)
    {
        return real(f)->pMethods->xFileControl(real(f), op, arg);
    }
    static int sectorSize(sqlite3_file *f) { return real(f)->pMethods->xSectorSize(real(f)); }
    static int deviceCharacteristics(sqlite3_file *f)
    {
        return real(f)->pMethods->xDeviceCharacteristics(real(f));
    }
    static int shmMap(sqlite3_file *f, int region, int size, int extend, void volatile **out)
    {
        return real(f)->pMethods->xShmMap(real(f), region, size, extend, out);
    }
    static int shmLock(sqlite3_file *f, int offset, int n, int flags)
    {
        return real(f)->pMethods->xShmLock(real(f), offset, n, flags);
    }
    static void shmBarrier(sqlite3_file *f) { real(f)->pMethods->xShmBarrier(real(f)); }
    static int shmUnmap(sqlite3_file *f, int deleteFlag)
    {
        return real(f)->pMethods->xShmUnmap(real(f), deleteFlag);
    }
    static int fetch(sqlite3_file *f, sqlite3_int64 offset, int amount, void **out)
    {
        return real(f)->pMethods->xFetch(real(f), offset, amount, out);
    }
    static int unfetch(sqlite3_file *f, sqlite3_int64 offset, void *p)
    {
        return real(f)->pMethods->xUnfetch(real(f), offset, p);
    }

    static int open(sqlite3_vfs *, const char *name, sqlite3_file *f, int flags, int *outFlags)
    {
        File *file = reinterpret_cast<File *>(f);
        file->real = reinterpret_cast<sqlite3_file *>(file + 1);
        file->flags = flags;
        std::memset(file->real, 0, std::size_t(s_real->szOsFile));
        const int rc = s_real->xOpen(s_real, name, file->real, flags, outFlags);
        if (rc != SQLITE_OK || !file->real->pMethods) {
            f->pMethods = nullptr;
            return rc;
        }
        static sqlite3_io_methods methods = [] {
            sqlite3_io_methods m = {};
            m.xClose = &close;
            m.xRead = &read;
            m.xWrite = &write;
            m.xTruncate = &truncate;
            m.xSync = &sync;
            m.xFileSize = &fileSize;
            m.xLock = &lock;
            m.xUnlock = &unlock;
            m.xCheckReservedLock = &checkReserved;
            m.xFileControl = &fileControl;
            m.xSectorSize = &sectorSize;
            m.xDeviceCharacteristics = &deviceCharacteristics;
            m.xShmMap = &shmMap;
            m.xShmLock = &shmLock;
            m.xShmBarrier = &shmBarrier;
            m.xShmUnmap = &shmUnmap;
            m.xFetch = &fetch;
            m.xUnfetch = &unfetch;
            return m;
        }();
        methods.iVersion = file->real->pMethods->iVersion;
        f->pMethods = &methods;
        return SQLITE_OK;
    }

    static inline sqlite3_vfs *s_real = nullptr;
    static inline sqlite3_vfs s_vfs = {};
    static inline std::atomic<long> s_countdown{-1};
    static inline std::atomic<long> s_writes{0};
    static inline std::atomic<bool> s_failed{false};
    static inline std::atomic<bool> s_failedMain{false};
    static inline Fault s_fault = Fault::IoError;
};

} // namespace lookalike::test
