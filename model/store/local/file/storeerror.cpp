#include "storeerror.h"

#include <QCoreApplication>
#include <QSqlError>

namespace tornei {

namespace {

// The sentences keep the store's translation context, where they were first written.
// fromSql()'s sentence for a native error, without the detail.
StoreError translatedError(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    switch (ok ? code & 0xff : -1) {
    case 13: // SQLITE_FULL
        return {QCoreApplication::translate("tornei::GameStore", "The disk is full: the change was not saved. Free some space and try again."), code};
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return {QCoreApplication::translate("tornei::GameStore", "The database is being used by another program: the change was not saved. "
                   "Close the other program or wait a moment, then try again."),
                code};
    case 8: // SQLITE_READONLY
        return {QCoreApplication::translate("tornei::GameStore", "The database cannot be written (the file or its folder is read-only): the change was not saved."),
                code};
    case 10: // SQLITE_IOERR
        return {QCoreApplication::translate("tornei::GameStore", "The disk could not be read or written (%1): the change was not saved.").arg(detail), code};
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return {QCoreApplication::translate("tornei::GameStore", "The database file is damaged (%1).").arg(detail), code};
    case 14: // SQLITE_CANTOPEN
        return {QCoreApplication::translate("tornei::GameStore", "The database file cannot be opened (%1).").arg(detail), code};
    default:
        break;
    }
    //: %1 is SQLite's own description of the problem
    return {QCoreApplication::translate("tornei::GameStore", "The database reported an error: %1").arg(detail.isEmpty() ? QCoreApplication::translate("tornei::GameStore", "unknown error") : detail),
            ok ? code : 0};
}

} // namespace

StoreError StoreError::fromSql(const QSqlError &error)
{
    StoreError result = translatedError(error);
    result.detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return result;
}

StoreError StoreError::noDatabase()
{
    return StoreError{QCoreApplication::translate("tornei::GameStore", "No database is open."), 0};
}

QString StoreError::clause() const
{
    QString text = message.trimmed();
    while (text.endsWith(QLatin1Char('.')) || text.endsWith(QChar(0x3002)))
        text.chop(1);
    return text;
}

} // namespace tornei
