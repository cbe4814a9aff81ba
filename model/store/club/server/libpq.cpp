#include "libpq.h"

#include <QCoreApplication>
#include <QLibrary>
#include <QMutex>

namespace tornei::pq {

decltype(&::PQclear) PQclear = nullptr;
decltype(&::PQconnectdbParams) PQconnectdbParams = nullptr;
decltype(&::PQconninfoFree) PQconninfoFree = nullptr;
decltype(&::PQconninfoParse) PQconninfoParse = nullptr;
decltype(&::PQconsumeInput) PQconsumeInput = nullptr;
decltype(&::PQerrorMessage) PQerrorMessage = nullptr;
decltype(&::PQexec) PQexec = nullptr;
decltype(&::PQexecParams) PQexecParams = nullptr;
decltype(&::PQfinish) PQfinish = nullptr;
decltype(&::PQfreemem) PQfreemem = nullptr;
decltype(&::PQgetisnull) PQgetisnull = nullptr;
decltype(&::PQgetlength) PQgetlength = nullptr;
decltype(&::PQgetvalue) PQgetvalue = nullptr;
decltype(&::PQnfields) PQnfields = nullptr;
decltype(&::PQnotifies) PQnotifies = nullptr;
decltype(&::PQntuples) PQntuples = nullptr;
decltype(&::PQpingParams) PQpingParams = nullptr;
decltype(&::PQresultErrorField) PQresultErrorField = nullptr;
decltype(&::PQresultStatus) PQresultStatus = nullptr;
decltype(&::PQsetNoticeProcessor) PQsetNoticeProcessor = nullptr;
decltype(&::PQsocket) PQsocket = nullptr;
decltype(&::PQstatus) PQstatus = nullptr;

namespace {

class Loader
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubConnection)

public:
    bool load(QString *error)
    {
        // Sync threads and the window may reach a server at once.
        const QMutexLocker lock(&m_mutex);
        if (m_loaded)
            return true;
        m_library.setFileNameAndVersion(QStringLiteral("pq"), 5);
        if (!m_library.load()) {
            if (error) {
                //: %1 is the system's reason
                *error = tr("The PostgreSQL client library (libpq) cannot be loaded: %1").arg(m_library.errorString());
            }
            return false;
        }
        bool all = true;
        const auto resolve = [&](auto &function, const char *name) {
            function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(m_library.resolve(name));
            all = all && function;
        };
        resolve(PQclear, "PQclear");
        resolve(PQconnectdbParams, "PQconnectdbParams");
        resolve(PQconninfoFree, "PQconninfoFree");
        resolve(PQconninfoParse, "PQconninfoParse");
        resolve(PQconsumeInput, "PQconsumeInput");
        resolve(PQerrorMessage, "PQerrorMessage");
        resolve(PQexec, "PQexec");
        resolve(PQexecParams, "PQexecParams");
        resolve(PQfinish, "PQfinish");
        resolve(PQfreemem, "PQfreemem");
        resolve(PQgetisnull, "PQgetisnull");
        resolve(PQgetlength, "PQgetlength");
        resolve(PQgetvalue, "PQgetvalue");
        resolve(PQnfields, "PQnfields");
        resolve(PQnotifies, "PQnotifies");
        resolve(PQntuples, "PQntuples");
        resolve(PQpingParams, "PQpingParams");
        resolve(PQresultErrorField, "PQresultErrorField");
        resolve(PQresultStatus, "PQresultStatus");
        resolve(PQsetNoticeProcessor, "PQsetNoticeProcessor");
        resolve(PQsocket, "PQsocket");
        resolve(PQstatus, "PQstatus");
        if (!all) {
            if (error) {
                //: %1 is the library's file
                *error = tr("The PostgreSQL client library %1 lacks functions this program needs.")
                             .arg(m_library.fileName());
            }
            return false;
        }
        m_loaded = true;
        return true;
    }

private:
    QMutex m_mutex;
    QLibrary m_library;
    bool m_loaded = false;
};

} // namespace

bool load(QString *error)
{
    static Loader loader;
    return loader.load(error);
}

} // namespace tornei::pq
