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
    // About this much of records at most in one page of changedSince().
    static constexpr qint64 PageBytes = 16 * 1024 * 1024;

    explicit ClubGames(QSqlDatabase &db);

    // Sends games to the club's inbox, in one call and one statement,
    // answered by a ticket each (in the same order): nothing counts until
    // the club's service has read them (ClubService).
    std::optional<std::vector<qint64>> send(const std::vector<ClubSubmission> &games, StoreError *error = nullptr);
    // What became of submissions: for each (game id, SHA-256 of the record
    // text sent), the latest submission of it, in the same order.
    std::optional<std::vector<ClubAnswer>> answers(const std::vector<std::pair<QString, QString>> &sent,
                                                   StoreError *error = nullptr);
    // The answers of these tickets once the service has given them all, or
    // after `timeoutMs`; nullopt on error, with `error` saying why.
    std::optional<std::vector<ClubAnswer>> await(const std::vector<qint64> &tickets, int timeoutMs,
                                                 StoreError *error = nullptr);

    // Sends games and waits for the service's answers (send(), await()):
    // for each, in the same order, what the service made of it. A game the
    // service rejected, or did not answer in time, is an error saying so.
    std::optional<std::vector<ClubReceipt>> submit(const std::vector<ClubSubmission> &games,
                                                   StoreError *error = nullptr);
    std::optional<ClubReceipt> submit(const QString &id, int base, const QString &previousSha,
                                      const QByteArray &record, const QString &recordSha256,
                                      const std::array<QString, SeatCount> &seatPlayers,
                                      StoreError *error = nullptr);
    // How long submit() waits for the service.
    static constexpr int ServiceTimeoutMs = 60000;

    // The service's half (tornei_club.derive_games): the submissions it
    // has read, `batch` a JSON array of {"id", "base", "sha", "summary",
    // "by"}, `records` their records in the same order and `seats` their
    // seats' rows (a tornei_club.game_seats[] in the server's text form,
    // ClubResults::seatRows), written in one statement; what became of
    // each, in the same order. Inside the service's transaction.
    std::optional<std::vector<ClubReceipt>> derive(const QByteArray &batch, const std::vector<QByteArray> &records,
                                                   const QByteArray &seats, StoreError *error = nullptr);

    // The games whose changes come after `after`, at most `limit` and about
    // PageBytes of records, in the order of their changes; only changes of
    // transactions that have ended.
    std::optional<std::vector<ClubGame>> changedSince(const ClubCursor &after, int limit,
                                                      StoreError *error = nullptr);

    // The games with these ids, as changedSince() gives them.
    std::optional<std::vector<ClubGame>> fetch(const QStringList &ids, StoreError *error = nullptr);

    // A game deleted at a laptop (club.sql): voided when this
    // login is a director's, else kept on the server as a request for a
    // director. Unchanged when the server has no such game, or has voided
    // it already; asking twice makes no second request.
    // Refused: the game belongs to a closed event (`error` says so).
    enum class Removal { Voided, Requested, Unchanged, Refused };
    std::optional<Removal> remove(const QString &id, StoreError *error = nullptr);

private:
    std::optional<std::vector<ClubGame>> games(QSqlQuery &query, StoreError *error);

    QSqlDatabase &m_db;
};

} // namespace tornei
