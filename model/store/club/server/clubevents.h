#pragma once

#include "eventstandings.h"
#include "record.h"
#include "seating.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <array>
#include <memory>
#include <optional>
#include <vector>

class QSqlDatabase;
class QSqlError;
class QSqlQuery;

namespace tornei {

struct StoreError;

// A club event as the club's server holds it.
struct ClubEvent
{
    qint64 id = 0;
    QString name;
    QDate date;
    int rounds = 0;
    bool closed = false;
    QStringList players;   // their names as the club calls them now, in the event's order
    QStringList playerIds; // the club's ids, in the same order
};

// A round's seating read back: players as indexes into `players`.
struct EventSeating
{
    int round = 0;
    SeatedRound seated; // no tables when the round is not seated
    QStringList players;
};

// What was done to an event, by whom and why (tornei_club.event_audit).
struct EventAuditEntry
{
    QDateTime at;
    QString login;
    QString role; // director or table
    QString action;
    qint64 game = 0; // the game's number on the server, 0 for none
    QString reason;
};

// A game attached to one of an event's tables, as a director looks after it.
struct EventGame
{
    int round = 0;
    int table = 0;
    QString id;      // the club's id of the game
    qint64 number = 0; // its number on the server
    bool voided = false;
    bool disputed = false; // a revision waits beside it for a director
    bool started = false;  // the server has its results (the rules engine's, sent with it)
    bool finished = false;
    std::array<int, SeatCount> totals{};
};

// The standings of an event, final once it is closed.
struct EventResults
{
    bool final = false;
    std::vector<EventStanding> players;
};

// Club events on the club's server (club.sql), through one open
// connection (ClubConnection). Every change goes through the server's own
// functions, which decide who may make it: the refusal of one comes back as
// the error, in the server's words.
class ClubEvents
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubEvents)

public:
    // The channel the server notifies with an event's id when one of its
    // games is attached, revised or voided, when it is seated, closed or
    // reopened (ClubEventListener).
    static constexpr const char *Channel = "tornei_club_event";

    explicit ClubEvents(QSqlDatabase &db);

    // A director's new event; names the club does not know become its
    // players (names match as a laptop's sync matches them), in one transaction.
    std::optional<ClubEvent> create(const QString &name, const QDate &date, int rounds, const QStringList &players,
                                    StoreError *error = nullptr);
    // A director's players who came late, after the event's others
    // (add_event_players in club.sql): the rounds still to seat seat them. Names as for create().
    std::optional<ClubEvent> addPlayers(qint64 event, const QStringList &players, StoreError *error = nullptr);
    std::optional<ClubEvent> event(qint64 id, StoreError *error = nullptr);
    // Every event of the club, the newest first (by date, then id), without their players.
    std::optional<std::vector<ClubEvent>> list(StoreError *error = nullptr);

    // A director's seating of a round, players as indexes into the event's
    // list; a round is seated again only while none of its games is attached.
    bool saveSeating(qint64 event, int round, const SeatedRound &seating, StoreError *error = nullptr);
    std::optional<EventSeating> seating(qint64 event, int round, StoreError *error = nullptr);

    enum class Change { Done, Unchanged };
    // Attaches a game the club has (its id) to a table.
    std::optional<Change> attach(qint64 event, int round, int table, const QString &game, StoreError *error = nullptr);
    // Sends a record to the club and, once the club's service has read it
    // (ClubGames::submit waits for it), attaches it to a table: refused, with
    // nothing sent, unless its seats are the table's players in the table's
    // seats. The game's number on the server.
    std::optional<qint64> submitAndAttach(qint64 event, int round, int table, const Record &record,
                                          StoreError *error = nullptr);

    std::optional<Change> close(qint64 event, const QString &reason, StoreError *error = nullptr);
    std::optional<Change> reopen(qint64 event, const QString &reason, StoreError *error = nullptr);
    // A director's void of an event's game: `game` is its number on the server (as `games` shows it) or its id.
    std::optional<Change> voidGame(qint64 event, const QString &game, const QString &reason,
                                   StoreError *error = nullptr);

    std::optional<EventResults> standings(qint64 event, StoreError *error = nullptr);
    // Every game attached to the event, voided ones too, by round, table and number (clubeventgames.cpp).
    std::optional<std::vector<EventGame>> games(qint64 event, StoreError *error = nullptr);
    // What this login is to the server: "director", "table" or "none".
    std::optional<QString> callerRole(StoreError *error = nullptr);
    std::optional<std::vector<EventAuditEntry>> audit(qint64 event, StoreError *error = nullptr);

    // The token of the event's page (a director's): made when it has none,
    // replaced when `renew` (the old address then shows nothing).
    std::optional<QString> pageToken(qint64 event, bool renew, StoreError *error = nullptr);
    // Where the club's service serves the pages, as it said when it started
    // (`club serve --http`); empty when it never did.
    std::optional<QString> pageAddress(StoreError *error = nullptr);
    // An event's page as the service serves it: `address` (pageAddress) followed by its token's path.
    static QString pagePath(const QString &token);
    static QString pageUrl(const QString &address, const QString &token);
    // The event's page address to show the players, as `event page` gives
    // it: empty for a table's login or when the service never served pages
    // (no token is made then); never a new token for one it has.
    std::optional<QString> shownPageUrl(qint64 event, StoreError *error = nullptr);
    // 128 random bits from the system's generator, as 32 hex digits.
    static QString newPageToken();

    // A server's error as said to the user: the club's refusals (a rule, a
    // right) in the server's words, anything else as a server error.
    static StoreError refusal(const QSqlError &error);

private:
    // The club's ids of `players`, names it does not know added as its players; inside a transaction.
    std::optional<QStringList> clubIds(const QStringList &players, StoreError *error);
    std::optional<QString> call(const QString &sql, const QVariantList &values, StoreError *error);
    // A function of the server's that answers "done" or "unchanged".
    std::optional<Change> change(const QString &sql, const QVariantList &values, StoreError *error);
    bool begin(bool readOnly, StoreError *error);
    bool commit(StoreError *error);
    void rollback();
    // The event's players' current names, in order; nullopt with the error when there is no such event.
    std::optional<ClubEvent> read(qint64 id, StoreError *error);
    // Whether `record`'s seats are the table's players in its seats; their club ids when they are.
    std::optional<std::array<QString, SeatCount>> seatsAt(qint64 event, int round, int table, const Record &record,
                                                          StoreError *error);

    QSqlDatabase &m_db;
    // The last statement the server refused, kept until its transaction is
    // rolled back: QPSQL frees a prepared statement on the server when the
    // query goes, which an aborted transaction refuses (and Qt prints).
    std::shared_ptr<QSqlQuery> m_refused; // shared_ptr: QSqlQuery is only declared here
};

} // namespace tornei
