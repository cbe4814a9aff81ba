#pragma once

#include "clubexchange.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "record.h"

#include <array>
#include <optional>
#include <vector>

class QSqlDatabase;
class QSqlQuery;

namespace tornei {

struct StoreError;

// The club's games on its server (club.sql), read and
// sent through one open connection (ClubConnection).
class ClubGames
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubGames)

public:
    explicit ClubGames(QSqlDatabase &db);

    // Sends one game: a new one (`base` 0) or a revision of the server's
    // revision `base`. `previousSha` is the checksum of the record sent last
    // time without hearing back (empty if none): if the server took it, this
    // revises it. One call, one transaction on the server; repeating it
    // changes nothing more. `seatPlayers` are the server's players (their
    // ids) of the record's seats in seat order, empty for a seat without one:
    // the rules engine's results of the record (ClubResults) go with it and
    // are the server's for the game when it is added or revised, in the same
    // transaction (none for a record the engine cannot read).
    std::optional<ClubReceipt> submit(const QString &id, int base, const QString &previousSha,
                                      const QByteArray &record, const QString &recordSha256,
                                      const std::array<QString, SeatCount> &seatPlayers,
                                      StoreError *error = nullptr);
    // Sends many games in one call (one round trip, one server statement):
    // for each, in the same order, what submit() would have answered had
    // they been sent one by one.
    std::optional<std::vector<ClubReceipt>> submit(const std::vector<ClubSubmission> &games,
                                                   StoreError *error = nullptr);
    // The same in two halves: the batch as the server takes it (the rules
    // engine's results made here, so before any server transaction is
    // open), then sent; `count` is how many games it holds.
    static QByteArray batch(const std::vector<ClubSubmission> &games);
    std::optional<std::vector<ClubReceipt>> submitBatch(const QByteArray &batch, std::size_t count,
                                                        StoreError *error = nullptr);

    // Games sent between begin() and commit() are one server transaction:
    // one commit for many games. The server writes them while no other
    // laptop's are being written (submit_games takes an advisory lock until
    // the commit), so the club's kept sums never wait on each other.
    bool begin(StoreError *error = nullptr);
    // Why a director revised these games (the club's id, the reason): a
    // event's audit keeps each with the game's revision sent next in this
    // transaction (club.sql). Between begin() and commit().
    bool giveReasons(const std::vector<std::pair<QString, QString>> &reasons, StoreError *error = nullptr);
    bool commit(StoreError *error = nullptr);
    void rollback();

    // The games whose changes come after `after`, at most `limit`, in the
    // order of their changes; only changes of transactions that have ended.
    std::optional<std::vector<ClubGame>> changedSince(const ClubCursor &after, int limit,
                                                      StoreError *error = nullptr);

    // The games with these ids, as changedSince() gives them.
    std::optional<std::vector<ClubGame>> fetch(const QStringList &ids, StoreError *error = nullptr);

    // The server's revision of a game and the SHA-256 of its record as
    // stored; nullopt without one (or on error: then `error` says so).
    struct State
    {
        int revision = 0;
        QString contentSha;
    };
    std::optional<State> state(const QString &id, StoreError *error = nullptr);

    // A game deleted at a laptop (club.sql): voided when this
    // login is a director's, else kept on the server as a request for a
    // director. Unchanged when the server has no such game, or has voided
    // it already; asking twice makes no second request.
    enum class Removal { Voided, Requested, Unchanged };
    std::optional<Removal> remove(const QString &id, StoreError *error = nullptr);

private:
    std::optional<std::vector<ClubGame>> games(QSqlQuery &query, StoreError *error);

    QSqlDatabase &m_db;
};

} // namespace tornei
