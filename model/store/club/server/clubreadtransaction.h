#pragma once

#include "clubconnection.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace tornei {

// A read of one moment of the club's server; ended (rolled back: it only
// read) with the object.
class ClubReadTransaction
{
public:
    explicit ClubReadTransaction(QSqlDatabase &db) : m_db(db) {}
    ~ClubReadTransaction()
    {
        if (m_open)
            ClubConnection::rollback(m_db);
    }
    ClubReadTransaction(const ClubReadTransaction &) = delete;
    ClubReadTransaction &operator=(const ClubReadTransaction &) = delete;

    bool begin(StoreError *error)
    {
        QSqlQuery query(m_db);
        m_open = query.exec(QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"));
        if (!m_open && error)
            *error = ClubConnection::serverError(query.lastError());
        return m_open;
    }

private:
    QSqlDatabase &m_db;
    bool m_open = false;
};

} // namespace tornei
