#include "clubdisputes.h"

#include "clubconnection.h"
#include "clubevents.h"
#include "recordformat.h"
#include "replay.h"
#include "seatindex.h"
#include "storeerror.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <algorithm>

namespace tornei {

ClubDisputes::ClubDisputes(QSqlDatabase &db)
    : m_db(db)
{}

std::optional<std::vector<ClubDispute>> ClubDisputes::read(const QString &where, const QVariantList &values,
                                                           StoreError *error)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    // Each disputed game's revisions in one statement (one snapshot): the server's, then the waiting ones as they came.
    const QString sql = QStringLiteral(
        "SELECT g.id::text, g.number, coalesce(x.event, 0), coalesce(x.round, 0), coalesce(x.table_no, 0),"
        " r.current, r.record, r.record_sha256, r.submitted_by::text, r.submitted_at"
        " FROM tornei_club.games g LEFT JOIN tornei_club.event_games x ON x.game = g.id"
        " CROSS JOIN LATERAL (SELECT true, g.record, g.record_sha256, g.submitted_by, g.submitted_at"
        " UNION ALL SELECT false, d.record, d.record_sha256, d.submitted_by, d.submitted_at"
        " FROM tornei_club.disputes d WHERE d.game = g.id) r (current, record, record_sha256, submitted_by, "
        "submitted_at)"
        " WHERE EXISTS (SELECT 1 FROM tornei_club.disputes d WHERE d.game = g.id)%1"
        " ORDER BY g.number, r.current DESC, r.submitted_at, r.record_sha256");
    if (!query.prepare(sql.arg(where))) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec()) {
        if (error)
            *error = ClubEvents::refusal(query.lastError());
        return std::nullopt;
    }
    std::vector<ClubDispute> disputes;
    while (query.next()) {
        const QString game = query.value(0).toString();
        if (disputes.empty() || disputes.back().game != game) {
            disputes.push_back({game,
                                query.value(1).toLongLong(),
                                query.value(2).toLongLong(),
                                query.value(3).toInt(),
                                query.value(4).toInt(),
                                {}});
        }
        disputes.back().revisions.push_back({query.value(7).toString(), query.value(6).toString().toUtf8(),
                                             query.value(8).toString(), query.value(9).toDateTime(),
                                             query.value(5).toBool()});
    }
    return disputes;
}

std::optional<std::vector<ClubDispute>> ClubDisputes::list(StoreError *error)
{
    return read(QString(), {}, error);
}

std::optional<ClubDispute> ClubDisputes::of(const QString &game, StoreError *error)
{
    QString id = game.trimmed();
    if (id.startsWith(QLatin1Char('#')))
        id.remove(0, 1);
    bool isNumber = false;
    const qint64 number = id.toLongLong(&isNumber);
    if (!isNumber && QUuid::fromString(id).isNull()) {
        if (error)
            //: %1 the game as given
            *error = StoreError{tr("\"%1\" is not a game: give its number on the server or its id.").arg(game)};
        return std::nullopt;
    }
    const std::optional<std::vector<ClubDispute>> found =
        isNumber ? read(QStringLiteral(" AND g.number = ?"), {number}, error)
                 : read(QStringLiteral(" AND g.id = ?::uuid"), {id}, error);
    if (!found)
        return std::nullopt;
    if (found->empty()) {
        if (error)
            //: %1 the game as given
            *error = StoreError{tr("Game %1 has no revision waiting for a director.").arg(game)};
        return std::nullopt;
    }
    return found->front();
}

std::vector<RevisionSummary> ClubDisputes::summarize(const ClubDispute &dispute)
{
    std::vector<RevisionSummary> summaries;
    std::vector<Entry> server;
    for (const DisputedRevision &revision : dispute.revisions) {
        RevisionSummary summary;
        RecordError unreadable;
        summary.record = RecordFormat::read(revision.record, &unreadable);
        if (summary.record) {
            const Replay replay(*summary.record);
            const std::vector<Entry> entries = replay.entries();
            summary.cards = static_cast<int>(entries.size());
            summary.roundsComplete =
                static_cast<int>(std::count_if(replay.rounds().begin(), replay.rounds().end(),
                                               [](const RoundResult &round) { return round.complete; }));
            summary.finished = replay.isComplete();
            summary.totals = replay.totals();
            if (revision.current) {
                server = entries;
            } else {
                const auto [mine, theirs] = std::mismatch(entries.begin(), entries.end(), server.begin(), server.end());
                if (mine != entries.end()) {
                    summary.firstDifference = static_cast<int>(mine - entries.begin());
                    summary.differenceRound = mine->slot.round + 1;
                } else if (theirs != server.end()) {
                    summary.firstDifference = static_cast<int>(theirs - server.begin());
                    summary.differenceRound = theirs->slot.round + 1;
                }
            }
        }
        summaries.push_back(std::move(summary));
    }
    return summaries;
}

std::optional<ClubDisputes::Outcome> ClubDisputes::resolve(const ClubDispute &dispute, int choice,
                                                           const QString &reason, StoreError *error)
{
    const auto refuse = [error](const QString &why) -> std::optional<Outcome> {
        if (error)
            *error = StoreError{why};
        return std::nullopt;
    };
    if (choice < 1 || choice > static_cast<int>(dispute.revisions.size()))
        //: %1 the revision asked for, %2 how many the game has
        return refuse(tr("There is no revision %1: the game has %2.").arg(choice).arg(dispute.revisions.size()));
    if (reason.trimmed().isEmpty())
        return refuse(tr("A choice between revisions needs a reason."));
    const DisputedRevision &chosen = dispute.revisions[static_cast<std::size_t>(choice - 1)];
    QSqlQuery query(m_db);
    const auto failed = [&]() -> std::optional<Outcome> {
        if (error)
            *error = ClubEvents::refusal(query.lastError());
        return std::nullopt;
    };
    QStringList seen;
    for (const DisputedRevision &revision : dispute.revisions)
        seen << revision.sha;
    // A revision taken brings the results the club's service worked out when it came.
    if (!query.prepare(QStringLiteral("SELECT tornei_club.resolve_dispute(?::uuid, string_to_array(?, ','), ?, ?)")))
        return failed();
    query.addBindValue(dispute.game);
    query.addBindValue(seen.join(QLatin1Char(',')));
    query.addBindValue(chosen.sha);
    query.addBindValue(reason.trimmed());
    if (!query.exec() || !query.next())
        return failed();
    return query.value(0).toString() == QLatin1String("kept") ? Outcome::Kept : Outcome::Taken;
}

} // namespace tornei
