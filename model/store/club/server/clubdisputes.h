#pragma once

#include "record.h"
#include "replay.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <optional>
#include <vector>

class QSqlDatabase;

namespace tornei {

struct StoreError;

// One revision of a disputed game: the one the club's server has, or one
// that waits beside it for a director (tornei_club.disputes).
struct DisputedRevision
{
    QString sha;         // the SHA-256 the server knows it by: how a choice names it
    QByteArray record;   // a tornei-record file
    QString submittedBy; // the login that sent it
    QDateTime submittedAt;
    bool current = false; // the server's revision (the one every laptop shows meanwhile)
};

// A game of the club with revisions waiting for a director.
struct ClubDispute
{
    QString game;      // the club's id of the game
    qint64 number = 0; // its number on the server
    qint64 event = 0;  // the club event it belongs to, 0 for none
    int round = 0;
    int table = 0;
    // The server's revision first, then the waiting ones as they came: a
    // revision's place here is its number in `resolve` (1 for the server's).
    std::vector<DisputedRevision> revisions;
};

// What each revision of a dispute holds, as a director compares them: the
// record read and replayed (nullopt when it cannot be read), how many cards
// it has and where it first differs from the server's revision.
struct RevisionSummary
{
    std::optional<Record> record;
    int cards = 0;
    int roundsComplete = 0;
    bool finished = false;
    SeatArray totals{};
    // The first card (0-based, in entry order) that is not the server's
    // revision's: nullopt for the server's own, or one that only adds cards.
    std::optional<int> firstDifference;
    int differenceRound = 0; // its round, 1-based (0 when it only adds cards)
};

// A director's choice between the revisions of a club's game
// (resolve_dispute in club.sql), through one open connection (ClubConnection). The server
// keeps what is not chosen (tornei_club.set_aside), with the reason.
class ClubDisputes
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ClubDisputes)

public:
    explicit ClubDisputes(QSqlDatabase &db);

    // Every game with a revision waiting, by number.
    std::optional<std::vector<ClubDispute>> list(StoreError *error = nullptr);
    // One game's, by its number on the server ("12" or "#12") or its id;
    // nullopt with the reason when it has none waiting.
    std::optional<ClubDispute> of(const QString &game, StoreError *error = nullptr);

    static std::vector<RevisionSummary> summarize(const ClubDispute &dispute);

    // A director's choice: `choice` is the revision's place (1 for the
    // server's), and the reason is required. The chosen revision becomes the
    // game's (with the rules engine's results of it); the others are set
    // aside. Refused, with the server's reason, to a table's login, for an
    // event that is closed, or when the dispute changed since it was read.
    enum class Outcome { Kept, Taken };
    std::optional<Outcome> resolve(const ClubDispute &dispute, int choice, const QString &reason,
                                   StoreError *error = nullptr);

private:
    std::optional<std::vector<ClubDispute>> read(const QString &where, const QVariantList &values, StoreError *error);

    QSqlDatabase &m_db;
};

} // namespace tornei
