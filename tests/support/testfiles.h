#pragma once
// Whole files read and written by tests (byte-for-byte comparisons of what
// the store left, and files to damage or import).
#include <QByteArray>
#include <QFile>
#include <QString>

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// The page size an SQLite file's header gives (bytes 16 and 17, big-endian);
// `file` is the file's bytes, or at least its first 100.
inline int pageSize(const QByteArray &file)
{
    return (static_cast<unsigned char>(file[16]) << 8) | static_cast<unsigned char>(file[17]);
}
