#pragma once

#include <QString>

class QSqlError;

namespace tornei {

// What went wrong in the store, said to the user: shared by the store, its
// schema and its statements, which need nothing else of one another.
struct StoreError
{
    StoreError() = default;
    StoreError(QString message_, int sqliteCode_ = 0, QString detail_ = QString())
        : message(std::move(message_))
        , sqliteCode(sqliteCode_)
        , detail(std::move(detail_))
    {}

    // A readable, translated error for a failed statement, keeping the native code.
    static StoreError fromSql(const QSqlError &error);
    // The error of a call made while no database is open.
    static StoreError noDatabase();

    QString message;    // readable, translated: a whole sentence
    int sqliteCode = 0; // native SQLite result code when there is one (13 = disk full)
    // What was found, without a sentence around it (SQLite's own words, or
    // ours): what a message that quotes this error puts in its own words.
    QString detail;
    // The club server's SQLSTATE for a statement it refused ("23505"), else empty.
    QString serverState;
    bool isError() const { return !message.isEmpty(); }
    // The message as a clause inside another sentence: without its full stop.
    QString clause() const;
};

// For the store's parts, which report errors through an optional pointer.
namespace storage {

inline StoreError plainError(const QString &message)
{
    return StoreError{message, 0};
}

inline void setError(StoreError *error, const StoreError &value)
{
    if (error)
        *error = value;
}

} // namespace storage

} // namespace tornei
