#pragma once

#include <QString>
#include <libpq-fe.h>

namespace tornei::pq {

// libpq (the PostgreSQL client library), loaded the first time a club
// server is reached rather than when the program starts: it brings some
// twenty libraries (TLS, Kerberos, LDAP) that a table with no club never
// needs, and that every start of the window would otherwise map. Qt's QPSQL
// driver loads the same library when it connects.
//
// True once it is loaded; false, with the reason, when it cannot be.
bool load(QString *error = nullptr);

// The functions of libpq used here, valid once load() is true.
extern decltype(&::PQclear) PQclear;
extern decltype(&::PQconnectdbParams) PQconnectdbParams;
extern decltype(&::PQconninfoFree) PQconninfoFree;
extern decltype(&::PQconninfoParse) PQconninfoParse;
extern decltype(&::PQconsumeInput) PQconsumeInput;
extern decltype(&::PQerrorMessage) PQerrorMessage;
extern decltype(&::PQexec) PQexec;
extern decltype(&::PQexecParams) PQexecParams;
extern decltype(&::PQfinish) PQfinish;
extern decltype(&::PQfreemem) PQfreemem;
extern decltype(&::PQgetisnull) PQgetisnull;
extern decltype(&::PQgetlength) PQgetlength;
extern decltype(&::PQgetvalue) PQgetvalue;
extern decltype(&::PQnfields) PQnfields;
extern decltype(&::PQnotifies) PQnotifies;
extern decltype(&::PQntuples) PQntuples;
extern decltype(&::PQpingParams) PQpingParams;
extern decltype(&::PQresultErrorField) PQresultErrorField;
extern decltype(&::PQresultStatus) PQresultStatus;
extern decltype(&::PQsetNoticeProcessor) PQsetNoticeProcessor;
extern decltype(&::PQsocket) PQsocket;
extern decltype(&::PQstatus) PQstatus;

} // namespace tornei::pq
