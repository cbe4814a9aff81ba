#include "sqlitestatement.h"

#include <QSqlError>
#include <sqlite3.h>

namespace tornei {

SqliteStatement::SqliteStatement(sqlite3 *db, const QByteArray &sql) : m_db(db)
{
    if (!db) {
        m_prepareError = StoreError::noDatabase();
        return;
    }
    const int code = sqlite3_prepare_v3(db, sql.constData(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT,
                                        &m_statement, nullptr);
    if (code != SQLITE_OK) {
        m_prepareError = lastError(code);
        sqlite3_finalize(m_statement);
        m_statement = nullptr;
    }
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_statement);
}

void SqliteStatement::bind(int column, qint64 value)
{
    sqlite3_bind_int64(m_statement, column + 1, value);
}

void SqliteStatement::bind(int column, const QString &value)
{
    // Copied by SQLite: the string need not outlive the call.
    sqlite3_bind_text16(m_statement, column + 1, value.utf16(), static_cast<int>(value.size() * 2), SQLITE_TRANSIENT);
}

void SqliteStatement::bindUtf8(int column, QByteArrayView value)
{
    sqlite3_bind_text(m_statement, column + 1, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
}

void SqliteStatement::bindBlob(int column, QByteArrayView value)
{
    sqlite3_bind_blob(m_statement, column + 1, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
}

void SqliteStatement::bindReal(int column, double value)
{
    sqlite3_bind_double(m_statement, column + 1, value);
}

void SqliteStatement::bindNull(int column)
{
    sqlite3_bind_null(m_statement, column + 1);
}

bool SqliteStatement::run(StoreError *error)
{
    const int code = sqlite3_step(m_statement);
    if (code == SQLITE_DONE || code == SQLITE_ROW) {
        sqlite3_reset(m_statement);
        return true;
    }
    if (error)
        *error = lastError(code);
    sqlite3_reset(m_statement);
    return false;
}

bool SqliteStatement::fetchInteger(std::optional<qint64> *value, StoreError *error)
{
    const int code = sqlite3_step(m_statement);
    if (code == SQLITE_ROW || code == SQLITE_DONE) {
        *value = code == SQLITE_ROW ? std::optional<qint64>(sqlite3_column_int64(m_statement, 0)) : std::nullopt;
        // Reset at once, so that no read stays open.
        sqlite3_reset(m_statement);
        return true;
    }
    if (error)
        *error = lastError(code);
    sqlite3_reset(m_statement);
    return false;
}

int SqliteStatement::step()
{
    static_assert(RowReady == SQLITE_ROW);
    return sqlite3_step(m_statement);
}

qint64 SqliteStatement::integer(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

double SqliteStatement::real(int column) const
{
    return sqlite3_column_double(m_statement, column);
}

QByteArrayView SqliteStatement::bytes(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    return text ? QByteArrayView(text, sqlite3_column_bytes(m_statement, column)) : QByteArrayView();
}

bool SqliteStatement::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

void SqliteStatement::reset()
{
    sqlite3_reset(m_statement);
}

bool SqliteStatement::finish(int code, StoreError *error)
{
    sqlite3_reset(m_statement);
    if (code == SQLITE_DONE)
        return true;
    if (error)
        *error = lastError(code);
    return false;
}

qint64 SqliteStatement::lastInsertRowid() const
{
    return sqlite3_last_insert_rowid(m_db);
}

StoreError SqliteStatement::lastError(int code) const
{
    // The same readable form as every other failed statement of the store.
    return StoreError::fromSql(QSqlError(QString(), QString::fromUtf8(sqlite3_errmsg(m_db)),
                                          QSqlError::StatementError, QString::number(code)));
}

} // namespace tornei
