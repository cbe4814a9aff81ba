#pragma once

#include "storeerror.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>
#include <utility>

struct sqlite3;
struct sqlite3_stmt;

namespace tornei {

// One statement prepared through SQLite's own interface on the store's
// connection (Qt's driver links the same library), for the few statements
// the store repeats per row: binding an integer here is one call, where
// QSqlQuery makes a QVariant and a placeholder name for every value. Owns the
// prepared statement, which must be destroyed before the connection closes;
// knows nothing of the tables.
class SqliteStatement
{
public:
    SqliteStatement(sqlite3 *db, const QByteArray &sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    // Why it could not be prepared (empty when it was).
    const StoreError &prepareError() const { return m_prepareError; }
    bool isValid() const { return m_statement != nullptr; }

    // Columns count from 0, as with QSqlQuery.
    void bind(int column, qint64 value);
    void bind(int column, const QString &value);
    void bindUtf8(int column, QByteArrayView value);
    void bindBlob(int column, QByteArrayView value);
    void bindReal(int column, double value);
    void bindNull(int column);
    // Runs a statement that returns no rows, then resets it for the next values.
    bool run(StoreError *error);
    // Runs a statement that gives at most one row: its first column as an
    // integer in *value, nullopt without a row. False on an error.
    bool fetchInteger(std::optional<qint64> *value, StoreError *error);
    // Runs a statement whose rows are one integer each: row(value) for each
    // in order, then resets it. False on an error (or when row() says stop).
    template <typename Row> bool forEachInteger(Row row, StoreError *error)
    {
        return forEachRow([&row](const SqliteStatement &s) { return row(s.integer(0)); }, error);
    }
    // The same for rows of any columns: row(statement) reads the current
    // row's columns through integer(), real() and bytes().
    template <typename Row> bool forEachRow(Row row, StoreError *error)
    {
        int code = step();
        while (code == RowReady) {
            if (!row(std::as_const(*this))) {
                reset();
                return false;
            }
            code = step();
        }
        return finish(code, error);
    }
    // The current row's column as an integer, or as its text's UTF-8 bytes
    // (valid until the next step; empty for NULL).
    qint64 integer(int column) const;
    double real(int column) const;
    QByteArrayView bytes(int column) const;
    bool isNull(int column) const;
    // The rowid of the row the connection inserted last.
    qint64 lastInsertRowid() const;

private:
    static constexpr int RowReady = 100; // SQLITE_ROW
    int step();
    void reset();
    // Resets after the last step; false with the error unless it ended well.
    bool finish(int code, StoreError *error);
    StoreError lastError(int code) const;

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    StoreError m_prepareError;
};

} // namespace tornei
