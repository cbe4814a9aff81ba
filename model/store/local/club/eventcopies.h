#pragma once

#include "clubexchange.h"
#include "record.h"
#include "storeerror.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace tornei {

class GameRecords;
struct StoreConnection;

// A club event as this laptop's copy has it.
struct CopiedEvent
{
    QString club; // the club's id (ClubSchema::clubFor)
    qint64 event = 0;
    QString name;
    QDate date;
    int rounds = 0;
    bool closed = false;
    int tables = 0; // the most tables of any of its rounds
};

// What a table of a club event plays next, by this laptop's copy. The
// current round is the lowest of the event's rounds, in order, where this
// table sits and has no finished game yet: a game attached to it on the
// server, not voided and finished, or a game of this laptop begun for it
// (not refused by the server) and finished here. A round that has no table
// of this number is passed over; a round not yet seated stops the search.
struct TableTurn
{
    enum class Kind {
        NoEvent,  // this laptop has no copy of the event (yet)
        Closed,   // the event is closed
        Play,     // round `round`'s game is to begin: `setup` has its seats and first dealer
        Continue, // round `round`'s game is under way here: game `game`
        Waiting,  // round `round` is not seated yet
        Done,     // every round of this table is played
    };
    Kind kind = Kind::NoEvent;
    int round = 0;
    Record setup;
    qint64 game = 0;
};

// A game of this laptop to attach to its event's table (club_attachments).
struct PendingAttachment
{
    qint64 game = 0;
    QString uid; // the game's club-wide id
    qint64 event = 0;
    int round = 0;
    int table = 0;
};

// An attach the server refused, with its reason in the server's words.
struct RefusedAttachment
{
    qint64 game = 0;
    qint64 event = 0;
    int round = 0;
    int table = 0;
    QString reason;
};

// This laptop's copies of its club's events (GameStore::eventCopies()), which
// only a sync writes (the server is the truth), and the games played here at
// an event's table, waiting to be attached to it on the server. Knows nothing
// of how the server is reached (ClubSync).
class EventCopies
{
    Q_DECLARE_TR_FUNCTIONS(tornei::EventCopies)

public:
    EventCopies(StoreConnection &connection, GameRecords &records);
    EventCopies(const EventCopies &) = delete;
    EventCopies &operator=(const EventCopies &) = delete;

    // Each copied event's last audit id on the server.
    std::optional<std::map<qint64, qint64>> marks(const QString &club, StoreError *error = nullptr) const;
    // An event's copy replaced by what the server has now, in one
    // transaction. Refused attaches of the event are tried again once a
    // director changed it since they were refused.
    bool keep(const QString &club, const EventCopy &copy, StoreError *error = nullptr);

    // Every copied event: today's open ones first, then the other open ones,
    // then the closed ones, each the newest first.
    std::optional<std::vector<CopiedEvent>> events(StoreError *error = nullptr) const;
    std::optional<CopiedEvent> find(const QString &club, qint64 event, StoreError *error = nullptr) const;
    TableTurn turn(const QString &club, qint64 event, int table, StoreError *error = nullptr) const;
    // Whether a game set up as `setup` has the table's players in the
    // table's seats (names compared as players are matched).
    static bool sameSeats(const Record &setup, const Record &table);
    // A new game at an event's table (GameRecords::create), with its attach
    // to the table waiting to be sent, in one transaction.
    std::optional<qint64> startTableGame(const QString &club, qint64 event, int round, int table, const Record &setup,
                                         StoreError *error = nullptr);

    // Attaches to send: the game finished here, and the server has it as it is here.
    std::optional<std::vector<PendingAttachment>> pending(const QString &club, StoreError *error = nullptr) const;
    bool attached(qint64 game, StoreError *error = nullptr);
    bool refused(qint64 game, const QString &reason, qint64 directorAudits, StoreError *error = nullptr);
    std::optional<std::vector<RefusedAttachment>> refusals(StoreError *error = nullptr) const;

private:
    StoreConnection &m_connection;
    GameRecords &m_records;
};

} // namespace tornei
