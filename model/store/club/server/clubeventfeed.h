#pragma once

#include "clubexchange.h"

#include "record.h"
#include "storeerror.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include <array>
#include <optional>
#include <vector>

class QSqlDatabase;

namespace tornei {

// Club events as a laptop's sync reads them from the club's server
// (club.sql), and a table's attach of its game, through one
// open connection. Reads only; every change is the server's functions'.
class ClubEventFeed
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubEventFeed)

public:
    explicit ClubEventFeed(QSqlDatabase &db);

    // Every event's marks, in one query: what a sync compares with its copies.
    std::optional<std::vector<EventMark>> marks(StoreError *error = nullptr);
    // One event whole, read in one snapshot.
    std::optional<EventCopy> copy(qint64 event, StoreError *error = nullptr);
    // Attaches a game of the club to a table (tornei_club.attach_game, which
    // answers a repeated attach as unchanged). A refusal (a rule, a right)
    // is an answer; nullopt is a failure to reach the server.
    std::optional<AttachAnswer> attach(qint64 event, int round, int table, const QString &game,
                                       StoreError *error = nullptr);

private:
    QSqlDatabase &m_db;
};

} // namespace tornei
