#pragma once

#include "record.h"
#include "seatindex.h"
#include "storeerror.h"

#include <QByteArray>
#include <QDate>
#include <QString>

#include <array>
#include <vector>

namespace tornei {

// The values a laptop and the club's server exchange in a sync: games,
// players and events as the server holds them, and its answers. Plain data,
// shared by the local file's side of a sync (ClubOutbox, EventCopies) and by
// the code that speaks to the server (club/server), so that the local store
// needs none of the latter.

// Where a laptop has read the server's changes up to: the transaction id
// and change number of the last change read (see club.sql).
struct ClubCursor
{
    qint64 xid = 0;
    qint64 change = 0;
    friend bool operator==(const ClubCursor &, const ClubCursor &) = default;
};

// A game as the club's server holds it: its record (a tornei-record file)
// under the id the laptop that first sent it gave it.
struct ClubGame
{
    QString id;
    int revision = 0;
    QByteArray record;
    QString recordSha256;
    QString submittedBy;
    bool voided = false;
    bool disputed = false; // a revision made elsewhere waits for a director
    ClubCursor changed;    // its last change
    // The club's player each seat is now (merges followed), empty for a seat
    // without one: the record names them as they were called when it was sent.
    std::array<QString, SeatCount> seatPlayers;
};

// What the club's service made of a game sent to it.
struct ClubReceipt
{
    enum class Outcome {
        Added,     // new on the server, revision 1
        Revised,   // the server's copy was the one it revised: now `revision`
        Unchanged, // the server has exactly this already (sent before)
        SameGame,  // the same record is there under another id: `game` is it
        Disputed,  // the server's copy changed meanwhile (or is another table's): kept beside it for a director
    };
    Outcome outcome = Outcome::Unchanged;
    QString game;
    int revision = 0;
};

// A game to send (see ClubGames::submit).
struct ClubSubmission
{
    QString id;
    int base = 0;
    QString previousSha;
    QByteArray record;
    QString recordSha256;
    std::array<QString, SeatCount> seatPlayers;
    QString reason; // why a director revised it, for an event's audit
};

// What became of a submission, as the server's inbox says (ClubGames::answers).
struct ClubAnswer
{
    enum class State {
        Missing,  // the server has no such submission
        Waiting,  // sent, waiting for the club's service
        Done,     // the service took it: `receipt` says how
        Rejected, // the service refused it: `rejection` says why; it counts nowhere
    };
    State state = State::Missing;
    ClubReceipt receipt;
    QString rejection;
};

// A player as the club's server holds them.
struct ClubPlayer
{
    QString id;
    QString name;
    QString mergedInto; // the player they are now, when a director merged them (empty otherwise)
    ClubCursor changed; // their last change
};

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

} // namespace tornei
