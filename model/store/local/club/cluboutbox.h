#pragma once

#include "clubexchange.h"
#include "record.h"
#include "storeerror.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace tornei {

class GameRecords;
class PlayerDirectory;
class StoredRecords;
struct StoreConnection;

namespace storage {
struct PreparedImport;
} // namespace storage

// A game the club's server has not yet acknowledged as it is here.
struct OutgoingGame
{
    qint64 game = 0;
    QString uid;         // its club-wide id
    qint64 changes = 0;  // its changes since it was last sent (see ClubOutbox::sent)
    QByteArray record;   // the tornei-record file sent
    Record exported;     // what `record` was written from
    QString identity;    // GameRecords::hash: the same game is the same checksum everywhere
    QString contentSha;  // SHA-256 of `record` as sent (its date and exclusion included)
    int revision = 0;    // the server's revision this one follows (0: never acknowledged)
    QString unanswered;  // contentSha of a record sent without hearing back, if any
    std::array<QString, SeatCount> seatPlayers; // the players' uids, empty for a seat without one
    bool playersKnown = false; // the server has confirmed every seat's player
    QString reason;            // why a director corrected it here (see ClubOutbox::giveReason), for the event's audit
};

// A saved player and their club-wide id.
struct OutboxPlayer
{
    qint64 player = 0;
    QString uid;
    QString name;
};

// What a batch of the server's games did here.
struct ReceivedGames
{
    int added = 0;
    int replaced = 0;
    int removed = 0; // voided by a director
    int disputed = 0;
    std::vector<QString> refused; // games that could not be stored, with the reason
};

// The local half of a club's sync (GameStore::club()): what is still to send
// to the server and what the server has said, in this database, each step
// one transaction. The outbox itself is written by triggers in the
// transaction of every change (schema.sql), so a kill at any moment loses
// nothing; a game sent leaves it only for the changes that went. Knows
// nothing of how the server is reached (ClubSync does).
class ClubOutbox
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubOutbox)

public:
    ClubOutbox(StoreConnection &connection, const StoredRecords &reader, GameRecords &records,
               PlayerDirectory &players);
    ClubOutbox(const ClubOutbox &) = delete;
    ClubOutbox &operator=(const ClubOutbox &) = delete;

    // Games waiting to be sent (their count), games sent and waiting for the
    // club's service, and games the server holds a disputed revision of.
    std::optional<int> waiting(StoreError *error = nullptr) const;
    std::optional<int> awaiting(StoreError *error = nullptr) const;
    std::optional<int> disputed(StoreError *error = nullptr) const;
    std::optional<std::vector<qint64>> disputedGames(StoreError *error = nullptr) const;

    // Up to `limit` games to send, after game `after`, in id order.
    std::optional<std::vector<OutgoingGame>> outgoing(qint64 after, int limit, StoreError *error = nullptr) const;
    // Before games are sent: the checksum of what is about to go, so that
    // after a kill the next sync can ask the server whether it arrived. One
    // transaction.
    bool noteSending(const std::vector<const OutgoingGame *> &games, StoreError *error = nullptr);
    // Games now in the club's inbox (sent, waiting for the club's service):
    // they leave the outbox unless they changed again since they were read,
    // and wait for the service's answer (settle()). One transaction.
    bool sent(const std::vector<const OutgoingGame *> &games, StoreError *error = nullptr);
    // Games sent and not answered yet, with the checksum of what was sent.
    struct AwaitedGame
    {
        qint64 game = 0;
        QString uid;
        QString sentSha;
    };
    std::optional<std::vector<AwaitedGame>> awaited(StoreError *error = nullptr) const;
    // What the club's service made of them (`answers[i]` of `games[i]`):
    // taken (the server's revision noted), disputed, or refused (its reason
    // kept until the game changes here again); a submission the server does
    // not have goes out again. One transaction; `sameGames` gets the club's
    // ids of games it had already under another id.
    bool settle(const std::vector<AwaitedGame> &games, const std::vector<ClubAnswer> &answers,
                QStringList *sameGames, StoreError *error = nullptr);
    // Games the club's service refused, with its reason, by game id here.
    struct RefusedGame
    {
        qint64 game = 0;
        QString reason;
    };
    std::optional<std::vector<RefusedGame>> refused(StoreError *error = nullptr) const;

    // While set, games stored here leave the players' ratings to rateDeferred()
    // (StoreConnection::deferRatings): each game that comes down could move
    // the ratings of every game after it, and they come in the server's order.
    void deferRatings(bool defer);
    // Rates `games` of the games waiting to be rated, in one transaction
    // begun once no other write of this process waits; true once none waits.
    std::optional<bool> rateDeferred(int games, StoreError *error = nullptr);

    // Why a director is about to correct a club's game here: it goes up with
    // the game's next revision into the audit of the event the game belongs
    // to, and is kept until the server has acknowledged that revision. A
    // reason given again replaces one not sent yet.
    bool giveReason(qint64 game, const QString &reason, StoreError *error = nullptr);
    std::optional<QString> reason(qint64 game, StoreError *error = nullptr) const;

    // Players the server has not confirmed yet, and the id it gave one
    // (the uid of the club's player of the same name, or the player's own).
    std::optional<std::vector<OutboxPlayer>> unconfirmedPlayers(StoreError *error = nullptr) const;
    bool confirmPlayer(qint64 player, const QString &uid, StoreError *error = nullptr);

    // Renames and merges of the club's players made here, in the order they
    // were made (PlayerDirectory notes them), and one sent.
    struct PlayerChange
    {
        qint64 id = 0;
        QString player; // the club's id of the player renamed or merged away
        QString name;   // a rename: the new name
        QString into;   // a merge: the club's id of the player they are now
        bool ready = true; // false while the server has not confirmed `into` yet
    };
    std::optional<std::vector<PlayerChange>> playerChanges(StoreError *error = nullptr) const;
    bool playerChangeSent(qint64 change, StoreError *error = nullptr);

    // How many of these games the club has (or may have: sent, no answer
    // yet): deleting them asks the club's server to remove them too.
    std::optional<int> known(const std::vector<qint64> &games, StoreError *error = nullptr) const;
    // The club's ids of games the club has that were deleted here and not
    // sent yet (GameHistory::remove notes them), and one sent: the server
    // voided it or keeps the request. It stays deleted here either way: the
    // server's game comes down again only as a newer revision.
    std::optional<std::vector<QString>> removals(StoreError *error = nullptr) const;
    bool removalSent(const QString &uid, StoreError *error = nullptr);

    // How far the server's changes have been read (its change numbers).
    struct Progress
    {
        ClubCursor games;
        ClubCursor players;
    };
    std::optional<Progress> progress(const QString &server, StoreError *error = nullptr) const;
    // Reads the server's games again from just after `from`, if it has read past it: a game
    // already read while this laptop's own revision of it waited comes down again.
    bool readGamesAgainFrom(const QString &server, const ClubCursor &from, StoreError *error = nullptr);
    // The server's players changed since progress().players: new names are
    // added, known ones follow a rename; then `reached` is noted. One transaction.
    bool receivePlayers(const QString &server, const std::vector<ClubPlayer> &players, const ClubCursor &reached,
                        StoreError *error = nullptr);
    // The server's games changed since progress().games, in the order they
    // came, stored here (new, newer revisions, voided ones removed, disputes
    // marked), then the last stored one's cursor is noted. One transaction; a
    // game that cannot be stored is listed in `received` and skipped.
    // It gives way to the table: it begins once no other write of this
    // process is waiting, and commits early, after at least one game, when
    // one is. Says how many of `games` it took (the rest is for another call).
    std::optional<std::size_t> receiveGames(const QString &server, std::span<const ClubGame> games,
                                            ReceivedGames *received, StoreError *error = nullptr);
    // What storing a game from the server takes without writing: its record
    // read, hashed, its seats named as here, and planned as a new game (the
    // replay and the derived rows). Worked out before the write lock is
    // taken, so that a card entered at the table waits only for the writes;
    // checked again in the transaction (a player renamed since is named anew).
    struct PreparedGame
    {
        std::optional<Record> read; // the record as sent
        QString readError;
        QString clubHash; // of the record as sent
        Record named;     // with its seats named as here
        QByteArray written;
        QString hash; // of `named`
        std::shared_ptr<const storage::PreparedImport> import;
    };
    std::vector<PreparedGame> prepareGames(std::span<const ClubGame> games) const;
    // The same in two halves: the seats' names here, looked up for a batch
    // at once (on the database's thread), then the rest, which needs no
    // database (on any thread): on every core, or on this thread alone
    // while another writes.
    using SeatNames = std::map<QString, std::optional<QString>>;
    SeatNames seatNames(std::span<const ClubGame> games) const;
    enum class Cores { Every, One };
    static std::vector<PreparedGame> prepareGames(std::span<const ClubGame> games, const SeatNames &names,
                                                  Cores cores);
    // The same as above, with the games prepared (`prepared[i]` for `games[i]`).
    std::optional<std::size_t> receiveGames(const QString &server, std::span<const ClubGame> games,
                                            std::span<const PreparedGame> prepared, ReceivedGames *received,
                                            StoreError *error = nullptr);

    // The server's record of games this laptop sent and the server already
    // had under another id (ClubReceipt::SameGame): one imported here
    // without a date, unchanged since, takes the club's record (its date).
    // One transaction.
    bool takeServerRecords(const std::vector<ClubGame> &games, StoreError *error = nullptr);

private:
    // The longest a download, or the rating after it, waits for the table's
    // writes before it goes on anyway: a table entering card after card never
    // stops it.
    static constexpr int GiveWayMilliseconds = 1000;

    // Whether this connection's commits wait for the disk (they do but while
    // it stores what the server keeps anyway: the games that come down and
    // the ratings rated from them). A power cut may undo such a commit,
    // never half of one, and what it stored comes down or is rated again; the
    // table's next commit syncs it anyway.
    void syncEachCommit(bool sync);
    // Copies the write-ahead log into the file (a checkpoint), as a sync
    // does after a few games or a part of the ratings: left to grow, the log
    // would be copied by whichever commit came next, maybe a card entered at
    // the table.
    void copyLogIntoFile();

    // A record from the server with each seat named as its club player
    // (ClubGame::seatPlayers) is called here now: renames and merges made
    // since it was sent are followed, as they are in the games stored here.
    bool nameSeats(Record &record, const std::array<QString, SeatCount> &seatPlayers, StoreError *error) const;
    // Whether a stored game, as it is, has the club identity `identity` (GameRecords::identity).
    // `loaded`: the game's record when already read.
    std::optional<bool> hasIdentity(qint64 game, const QString &identity, StoreError *error,
                                    const Record *loaded = nullptr) const;
    bool receiveGame(const ClubGame &game, const PreparedGame &prepared, ReceivedGames *received, StoreError *error);
    bool note(const QString &server, const char *what, const ClubCursor &reached, StoreError *error);
    bool receivePlayer(const ClubPlayer &player, StoreError *error);

    StoreConnection &m_connection;
    const StoredRecords &m_reader;
    GameRecords &m_records;
    PlayerDirectory &m_players;
};

} // namespace tornei
