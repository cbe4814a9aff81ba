#pragma once

#include "cluboutbox.h"
#include "eventcopies.h"

#include <QCoreApplication>
#include <QString>

#include <algorithm>
#include <optional>

class QSqlDatabase;

namespace tornei {

class GameStore;

// What one sync did.
struct ClubSyncReport
{
    int playersSent = 0;   // players the server learnt of (or matched by name)
    int playerChangesApplied = 0;   // renames and merges made here, now the club's
    int playerChangesRequested = 0; // those waiting on the server for a director
    int gamesSubmitted = 0; // games put in the club's inbox by this sync
    // What the club's service made of games sent (by this sync or before), answered in this sync:
    int gamesSent = 0;     // games the club took: new ones and revisions
    int alreadyThere = 0;  // games the server had as they are here (sent before, or the same game)
    int disputesSent = 0;  // revisions the server kept beside its own, for a director
    int gamesRefused = 0;  // games the service refused (ClubOutbox::refused() says why)
    int gamesVoided = 0;     // games deleted here, now voided on the server
    int removalRequests = 0; // those waiting on the server for a director
    int removalsRefused = 0; // deletes of games of a closed event, refused by the server
    ReceivedGames received; // what came down
    int playersReceived = 0;
    int waiting = 0;  // games still to send after it (changed meanwhile)
    int awaitingClub = 0; // games sent, waiting for the club's service to read them
    int disputed = 0; // games with a revision waiting for a director
    std::vector<ClubOutbox::RefusedGame> refused; // every game whose last submission the club refused
    int eventsReceived = 0; // club events copied here again (new or changed on the server)
    int gamesAttached = 0;  // games played here attached to their event's table
    int attachesRefused = 0; // attaches the server refused in this sync
    std::vector<RefusedAttachment> refusedAttachments; // every refused attach kept here, after it
};

// One full sync of a laptop's database with its club's server: the players
// and games still to send go up (games into the club's inbox, where the
// club's service reads them; what it made of each is asked for next), then
// the games deleted here (each acknowledged in its own local
// transaction, so a kill or a lost connection at any point sends nothing
// twice and loses nothing), then everything the server has that the laptop
// lacks comes down, in batches, each one local transaction with how far it
// has read. The club's events are copied whole, each one that changed on
// the server since (by its last audit id), and games played here at a
// event's table are attached to it once the server has them finished: an
// attach sent twice changes nothing, and one refused is kept with the
// server's reason and not sent again until a director changes the event.
// A sync with nothing new costs a few small queries.
class ClubSync
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubSync)

public:
    // `server`: an open connection (ClubConnection::db()).
    ClubSync(GameStore &store, QSqlDatabase &server);

    std::optional<ClubSyncReport> run(StoreError *error = nullptr);
    // The sending half of run() alone: what this laptop has goes up, nothing comes down.
    std::optional<ClubSyncReport> send(StoreError *error = nullptr);

    // Games and players per server round trip (tests make them small): 1 to
    // MaxBatchSize, the most the server's submit_games takes in one call.
    void setBatchSize(int batch) { m_batch = std::clamp(batch, 1, MaxBatchSize); }
    static constexpr int MaxBatchSize = 1000;

private:
    std::optional<ClubSyncReport> sync(bool receive, StoreError *error);
    bool sendPlayers(ClubSyncReport &report, StoreError *error);
    bool sendPlayerChanges(ClubSyncReport &report, StoreError *error);
    bool sendGames(ClubSyncReport &report, StoreError *error);
    // Asks the club what became of games sent and not answered yet.
    bool settle(const QString &clubId, ClubSyncReport &report, StoreError *error);
    bool sendRemovals(ClubSyncReport &report, StoreError *error);
    bool receivePlayers(const QString &club, ClubSyncReport &report, StoreError *error);
    // Rates the games stored by receiveGames() (which defers their ratings), a part per transaction.
    bool rateReceived(StoreError *error);
    bool receiveGames(const QString &club, ClubSyncReport &report, StoreError *error);
    bool receiveEvents(const QString &club, ClubSyncReport &report, StoreError *error);
    bool sendAttachments(const QString &club, ClubSyncReport &report, StoreError *error);

    GameStore &m_store;
    QSqlDatabase &m_server;
    int m_batch = 200;
};

} // namespace tornei
