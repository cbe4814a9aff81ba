#pragma once

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

// How far an event on the server has changed: how many rows its audit has,
// and how many of them are not a table's attach (a director's changes).
struct EventMark
{
    qint64 event = 0;
    qint64 audits = 0;
    qint64 directorAudits = 0;
};

// One club event as a laptop keeps a copy of it: what a table needs to know
// its game without the server (EventCopies).
struct EventCopy
{
    EventMark mark;
    QString name;
    QDate date;
    int rounds = 0;
    bool closed = false;
    struct Player
    {
        QString uid; // the club's player this one is now (merges followed)
        QString name;
    };
    std::vector<Player> players; // in the event's order
    struct Table
    {
        int round = 0;
        int table = 0;
        std::array<QString, SeatCount> seats; // the club's players' ids, "" for the dummy's seat
        int firstDealer = 0;
    };
    std::vector<Table> tables;
    struct SitOut
    {
        int round = 0;
        QString player;
    };
    std::vector<SitOut> sitouts;
    struct Game
    {
        QString game; // its club-wide id
        int round = 0;
        int table = 0;
        bool voided = false;
        bool finished = false;
    };
    std::vector<Game> games;
};

// What the server said to a table's attach.
struct AttachAnswer
{
    bool refused = false;
    StoreError reason;        // the refusal, the server's words in `detail`
    qint64 directorAudits = 0; // the event's director's changes when it refused
};

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
