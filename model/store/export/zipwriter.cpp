#include "zipwriter.h"

#include "safefile.h"

#include <cerrno>
#include <cstring>
#include <unistd.h>
#include <zlib.h>

namespace tornei {

namespace {

constexpr quint32 LocalSignature = 0x04034b50;
constexpr quint32 CentralSignature = 0x02014b50;
constexpr quint32 EndSignature = 0x06054b50;
constexpr quint64 ZipLimit = 0xFFFFFFFFu; // sizes and offsets without ZIP64
constexpr int TooLarge = -1;              // not an errno
constexpr std::size_t MaxWaiting = 4;     // full chunks the second thread may lag behind
constexpr int LocalHeaderBytes = 30;
constexpr int StoredHeaderBytes = 5;
constexpr quint16 Version = 20;     // 2.0: deflate
constexpr quint16 Deflated = 8;
constexpr quint16 Date1980 = 0x21;  // 1980-01-01, as any fixed date: a stamp would only make files differ

void put16(QByteArray *out, quint16 value)
{
    out->append(static_cast<char>(value & 0xFF));
    out->append(static_cast<char>(value >> 8));
}

void put32(QByteArray *out, quint32 value)
{
    put16(out, static_cast<quint16>(value & 0xFFFF));
    put16(out, static_cast<quint16>(value >> 16));
}

quint16 get16(const QByteArray &in, qsizetype at)
{
    return static_cast<quint16>(static_cast<quint8>(in[at]) | static_cast<quint8>(in[at + 1]) << 8);
}

quint32 get32(const QByteArray &in, qsizetype at)
{
    return get16(in, at) | static_cast<quint32>(get16(in, at + 2)) << 16;
}

// The fields a local header and a central directory entry share, from the
// version needed to the name's length.
void putCommon(QByteArray *out, quint32 crc, quint64 compressed, quint64 size, qsizetype nameBytes)
{
    put16(out, Version);
    put16(out, 0); // flags
    put16(out, Deflated);
    put16(out, 0); // time
    put16(out, Date1980);
    put32(out, crc);
    put32(out, static_cast<quint32>(compressed));
    put32(out, static_cast<quint32>(size));
    put16(out, static_cast<quint16>(nameBytes));
}

} // namespace

ZipWriter::ZipWriter(int fd)
    : m_fd(fd)
{}

ZipWriter::~ZipWriter()
{
    if (!m_thread.joinable())
        return;
    // Abandoned mid-stream: the thread drops what is left and ends.
    m_failed = true;
    {
        std::lock_guard lock(m_mutex);
        m_full.push_back(Chunk{});
    }
    m_changed.notify_all();
    m_thread.join();
}

bool ZipWriter::fail(int error)
{
    m_reason = error == TooLarge ? tr("the workbook would be larger than 4 GB, more than a zip file holds")
                                 : SafeFile::reason(error);
    return false;
}

bool ZipWriter::write(const char *data, qint64 size)
{
    if (m_offset + static_cast<quint64>(size) > ZipLimit)
        return fail(TooLarge);
    int error = 0;
    if (!SafeFile::writeAll(m_fd, data, size, &error))
        return fail(error);
    m_offset += static_cast<quint64>(size);
    return true;
}

QByteArray ZipWriter::localHeader(const Entry &entry) const
{
    QByteArray header;
    put32(&header, LocalSignature);
    putCommon(&header, entry.crc, entry.compressed, entry.size, entry.name.size());
    put16(&header, 0); // extra field
    return header + entry.name;
}

bool ZipWriter::add(const QByteArray &name, const QByteArray &data)
{
    z_stream z{};
    if (deflateInit2(&z, Z_BEST_SPEED, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return fail(ENOMEM);
    QByteArray deflated(static_cast<qsizetype>(deflateBound(&z, static_cast<uLong>(data.size()))), Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = static_cast<uInt>(data.size());
    z.next_out = reinterpret_cast<Bytef *>(deflated.data());
    z.avail_out = static_cast<uInt>(deflated.size());
    const int result = deflate(&z, Z_FINISH);
    deflated.resize(static_cast<qsizetype>(z.total_out));
    deflateEnd(&z);
    if (result != Z_STREAM_END)
        return fail(ENOMEM);
    Entry entry{name,
                static_cast<quint32>(crc32_z(0, reinterpret_cast<const Bytef *>(data.constData()),
                                             static_cast<z_size_t>(data.size()))),
                static_cast<quint64>(deflated.size()), static_cast<quint64>(data.size()), m_offset};
    const QByteArray header = localHeader(entry);
    if (!write(header.constData(), header.size()) || !write(deflated.constData(), deflated.size()))
        return false;
    m_entries.push_back(std::move(entry));
    return true;
}

bool ZipWriter::beginStream(const QByteArray &name, qsizetype headBytes)
{
    Q_ASSERT(headBytes >= 0 && headBytes <= 0xFFFF && !m_thread.joinable());
    m_stream = Entry{name, 0, 0, 0, m_offset};
    m_headBytes = headBytes;
    // The header and the head's room, filled in by endStream().
    const QByteArray room = localHeader(m_stream) + QByteArray(StoredHeaderBytes + headBytes, '\0');
    if (!write(room.constData(), room.size()))
        return false;
    m_failed = false;
    m_streamError = 0;
    m_chunk = Chunk{std::make_unique<char[]>(ChunkBytes), 0};
    m_at = m_chunk.data.get();
    m_chunkEnd = m_at + ChunkBytes;
    m_thread = std::thread(&ZipWriter::compress, this);
    return true;
}

void ZipWriter::handOver()
{
    m_chunk.size = static_cast<std::size_t>(m_at - m_chunk.data.get());
    if (!m_failed && m_chunk.size > 0) {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_full.size() < MaxWaiting || m_failed; });
        m_full.push_back(std::move(m_chunk));
        if (!m_free.empty()) {
            m_chunk = std::move(m_free.back());
            m_free.pop_back();
        }
        lock.unlock();
        m_changed.notify_all();
        if (!m_chunk.data)
            m_chunk.data = std::make_unique<char[]>(ChunkBytes);
    }
    m_at = m_chunk.data.get();
    m_chunkEnd = m_at + ChunkBytes;
}

// The second thread: deflates the chunks in order into one raw deflate
// stream, written after the head's room as it comes.
void ZipWriter::compress()
{
    z_stream z{};
    int error = deflateInit2(&z, Z_BEST_SPEED, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) == Z_OK ? 0 : ENOMEM;
    std::vector<Bytef> out(ChunkBytes);
    uLong crc = crc32(0, nullptr, 0);
    quint64 size = 0;
    const quint64 start = m_offset; // nothing else writes until this thread ends
    for (;;) {
        Chunk chunk;
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return !m_full.empty(); });
            chunk = std::move(m_full.front());
            m_full.pop_front();
        }
        m_changed.notify_all();
        const bool last = !chunk.data;
        if (error == 0 && m_failed)
            error = ECANCELED;
        if (error == 0) {
            if (!last) // (a null buffer asks crc32 for its initial value)
                crc = crc32_z(crc, reinterpret_cast<const Bytef *>(chunk.data.get()), chunk.size);
            size += chunk.size;
            z.next_in = reinterpret_cast<Bytef *>(chunk.data.get());
            z.avail_in = static_cast<uInt>(chunk.size);
            for (;;) {
                z.next_out = out.data();
                z.avail_out = static_cast<uInt>(out.size());
                const int result = deflate(&z, last ? Z_FINISH : Z_NO_FLUSH);
                const auto produced = static_cast<qint64>(out.size() - z.avail_out);
                if (size + static_cast<quint64>(m_headBytes) > ZipLimit || start + z.total_out > ZipLimit) {
                    error = TooLarge;
                    break;
                }
                if (!SafeFile::writeAll(m_fd, reinterpret_cast<const char *>(out.data()), produced, &error))
                    break;
                if (last ? result == Z_STREAM_END : z.avail_out != 0)
                    break;
            }
            if (error != 0)
                m_failed = true;
        }
        if (last)
            break;
        {
            std::lock_guard lock(m_mutex);
            m_free.push_back(std::move(chunk));
        }
        m_changed.notify_all();
    }
    m_stream.crc = static_cast<quint32>(crc);
    m_stream.size = size;
    m_stream.compressed = z.total_out;
    m_streamError = error;
    deflateEnd(&z);
}

bool ZipWriter::endStream(const QByteArray &head)
{
    Q_ASSERT(m_thread.joinable() && head.size() == m_headBytes);
    handOver();
    {
        std::lock_guard lock(m_mutex);
        m_full.push_back(Chunk{});
    }
    m_changed.notify_all();
    m_thread.join();
    m_full.clear();
    m_free.clear();
    m_chunk = Chunk{};
    if (m_streamError != 0)
        return fail(m_streamError);
    // The head as a stored block, not the last, before the deflated rest:
    // one deflate stream, one CRC-32.
    QByteArray stored;
    stored.append('\0');
    put16(&stored, static_cast<quint16>(head.size()));
    put16(&stored, static_cast<quint16>(~head.size()));
    stored += head;
    m_stream.crc = static_cast<quint32>(
        crc32_combine(crc32_z(0, reinterpret_cast<const Bytef *>(head.constData()), static_cast<z_size_t>(head.size())),
                      m_stream.crc, static_cast<z_off_t>(m_stream.size)));
    m_stream.size += static_cast<quint64>(head.size());
    m_stream.compressed += static_cast<quint64>(stored.size());
    const QByteArray header = localHeader(m_stream);
    const auto at = static_cast<off_t>(m_stream.offset);
    if (m_stream.offset + header.size() + m_stream.compressed > ZipLimit)
        return fail(TooLarge);
    if (::pwrite(m_fd, header.constData(), static_cast<size_t>(header.size()), at) != header.size() ||
        ::pwrite(m_fd, stored.constData(), static_cast<size_t>(stored.size()), at + header.size()) != stored.size())
        return fail(errno != 0 ? errno : EIO);
    m_offset = m_stream.offset + static_cast<quint64>(header.size()) + m_stream.compressed;
    m_entries.push_back(std::move(m_stream));
    return true;
}

bool ZipWriter::finish()
{
    QByteArray directory;
    for (const Entry &entry : m_entries) {
        put32(&directory, CentralSignature);
        put16(&directory, Version); // made by
        putCommon(&directory, entry.crc, entry.compressed, entry.size, entry.name.size());
        put16(&directory, 0); // extra field
        put16(&directory, 0); // comment
        put16(&directory, 0); // disk
        put16(&directory, 0); // internal attributes
        put32(&directory, 0); // external attributes
        put32(&directory, static_cast<quint32>(entry.offset));
        directory += entry.name;
    }
    const auto directoryBytes = static_cast<quint32>(directory.size());
    put32(&directory, EndSignature);
    put16(&directory, 0); // this disk
    put16(&directory, 0); // the directory's disk
    put16(&directory, static_cast<quint16>(m_entries.size()));
    put16(&directory, static_cast<quint16>(m_entries.size()));
    put32(&directory, directoryBytes);
    put32(&directory, static_cast<quint32>(m_offset));
    put16(&directory, 0); // comment
    return write(directory.constData(), directory.size());
}

bool ZipWriter::wellFormed(const QByteArray &bytes)
{
    constexpr qsizetype EndBytes = 22;
    constexpr qsizetype CentralBytes = 46;
    const qsizetype end = bytes.size() - EndBytes;
    if (end < 0 || get32(bytes, end) != EndSignature || get16(bytes, end + 20) != 0)
        return false;
    const quint16 entries = get16(bytes, end + 10);
    const qsizetype directory = get32(bytes, end + 16);
    if (get16(bytes, end + 8) != entries || directory + static_cast<qsizetype>(get32(bytes, end + 12)) != end)
        return false;
    qsizetype at = directory;
    for (quint16 i = 0; i < entries; ++i) {
        if (at + CentralBytes > end || get32(bytes, at) != CentralSignature)
            return false;
        const quint16 nameBytes = get16(bytes, at + 28);
        const qsizetype next = at + CentralBytes + nameBytes + get16(bytes, at + 30) + get16(bytes, at + 32);
        const qsizetype local = get32(bytes, at + 42);
        const qsizetype compressed = get32(bytes, at + 20);
        if (next > end || local + LocalHeaderBytes + nameBytes + compressed > directory ||
            get32(bytes, local) != LocalSignature || get16(bytes, local + 26) != nameBytes ||
            get32(bytes, local + 14) != get32(bytes, at + 16) || get32(bytes, local + 18) != get32(bytes, at + 20) ||
            bytes.mid(local + LocalHeaderBytes, nameBytes) != bytes.mid(at + CentralBytes, nameBytes))
            return false;
        at = next;
    }
    return at == end;
}

} // namespace tornei
