#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace tornei {

// A zip archive (the container of an .xlsx) written front to back into an
// open file: each member deflated by zlib at its fastest level, with its
// CRC-32, then the central directory and the end record. One member at a time
// may be streamed: the caller writes its bytes into chunks that a second
// thread deflates and writes while the next ones are made, and its first
// bytes, known only at the end, go into room kept for them (stored, not
// deflated). Refuses what would need ZIP64 (past 4 GB). Knows nothing of
// spreadsheets.
class ZipWriter
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ZipWriter)

public:
    // Writes at the start of `fd`, which stays the caller's.
    explicit ZipWriter(int fd);
    ~ZipWriter();
    ZipWriter(const ZipWriter &) = delete;
    ZipWriter &operator=(const ZipWriter &) = delete;

    // A whole member from memory.
    bool add(const QByteArray &name, const QByteArray &data);

    // A streamed member whose first `headBytes` bytes (at most 65,535) are
    // given to endStream() and whose rest is written through room()/wrote().
    bool beginStream(const QByteArray &name, qsizetype headBytes);
    // Where at least `bytes` (at most ChunkBytes) can be written now; then
    // wrote() with the end of what was written.
    char *room(std::size_t bytes)
    {
        if (static_cast<std::size_t>(m_chunkEnd - m_at) < bytes)
            handOver();
        return m_at;
    }
    void wrote(char *end) { m_at = end; }
    // True once the second thread has failed: what is written is then lost.
    bool streamFailed() const { return m_failed.load(std::memory_order_relaxed); }
    bool endStream(const QByteArray &head);

    // The central directory and the end record, after the last member.
    bool finish();
    // Why the last call failed, a clause to follow a file's name.
    QString reason() const { return m_reason; }

    // Whether `bytes` end with a central directory and an end record that
    // agree with each other, the file's size and the local headers they point at.
    static bool wellFormed(const QByteArray &bytes);

    static constexpr std::size_t ChunkBytes = 1 << 18;

private:
    struct Entry
    {
        QByteArray name;
        quint32 crc = 0;
        quint64 compressed = 0;
        quint64 size = 0;
        quint64 offset = 0;
    };
    struct Chunk
    {
        std::unique_ptr<char[]> data;
        std::size_t size = 0;
    };

    bool write(const char *data, qint64 size);
    bool fail(int error);
    bool tooLarge();
    QByteArray localHeader(const Entry &entry) const;
    void handOver();
    void compress();

    int m_fd;
    quint64 m_offset = 0;
    std::vector<Entry> m_entries;
    QString m_reason;

    // The streamed member: the chunk being filled here, those waiting for the
    // second thread and those it gave back.
    Entry m_stream;
    qsizetype m_headBytes = -1;
    Chunk m_chunk;
    char *m_at = nullptr;
    char *m_chunkEnd = nullptr;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Chunk> m_full; // an empty data pointer: the last
    std::vector<Chunk> m_free;
    std::thread m_thread;
    std::atomic<bool> m_failed{false};
    int m_streamError = 0; // errno, or -1: too large; written by the thread before it ends
};

} // namespace tornei
