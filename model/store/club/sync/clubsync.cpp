#include "clubsync.h"

#include "clubeventfeed.h"
#include "clubgames.h"
#include "clubplayers.h"
#include "clubschema.h"
#include "gamestore.h"
#include "playername.h"

#include <algorithm>

namespace tornei {

namespace {

// Games stored here per local transaction: one, so that a card entered
// meanwhile waits for one game's writes and one small commit at most (ten a
// transaction made the download about 10% quicker, and a card's p99 4.3 ms
// instead of 2.7 in bench_clubsync).
constexpr std::size_t WritesPerTransaction = 1;
// Games rated per transaction after a download: about a millisecond's work.
constexpr int RatedPerTransaction = 200;

} // namespace

ClubSync::ClubSync(GameStore &store, QSqlDatabase &server)
    : m_store(store)
    , m_server(server)
{}

std::optional<ClubSyncReport> ClubSync::run(StoreError *error)
{
    return sync(true, error);
}

std::optional<ClubSyncReport> ClubSync::send(StoreError *error)
{
    return sync(false, error);
}

std::optional<ClubSyncReport> ClubSync::sync(bool receive, StoreError *error)
{
    const std::optional<QString> club = ClubSchema::clubFor(m_server, error);
    if (!club)
        return std::nullopt;
    ClubSyncReport report;
    // Players first: a game names its seats' players by their club-wide ids.
    if (!sendPlayers(report, error) || !sendPlayerChanges(report, error) || !sendGames(report, error) ||
        !sendRemovals(report, error))
        return std::nullopt;
    if (receive && (!receivePlayers(*club, report, error) || !receiveGames(*club, report, error) ||
                    !rateReceived(error) || !receiveEvents(*club, report, error)))
        return std::nullopt;
    // After the games: a game is attached once the server has it as it is here.
    if (!sendAttachments(*club, report, error))
        return std::nullopt;
    const std::optional<int> waiting = m_store.club().waiting(error);
    const std::optional<int> disputed = waiting ? m_store.club().disputed(error) : std::nullopt;
    std::optional<std::vector<RefusedAttachment>> refused =
        disputed ? m_store.eventCopies().refusals(error) : std::nullopt;
    if (!refused)
        return std::nullopt;
    report.waiting = *waiting;
    report.disputed = *disputed;
    report.refusedAttachments = std::move(*refused);
    return report;
}

bool ClubSync::sendPlayers(ClubSyncReport &report, StoreError *error)
{
    const std::optional<std::vector<OutboxPlayer>> players = m_store.club().unconfirmedPlayers(error);
    if (!players)
        return false;
    ClubPlayers club(m_server);
    for (const OutboxPlayer &player : *players) {
        const std::optional<QString> uid = club.confirm(player.uid, player.name, PlayerName::matchKey(player.name), error);
        if (!uid || !m_store.club().confirmPlayer(player.player, *uid, error))
            return false;
        ++report.playersSent;
    }
    return true;
}

bool ClubSync::sendPlayerChanges(ClubSyncReport &report, StoreError *error)
{
    const std::optional<std::vector<ClubOutbox::PlayerChange>> changes = m_store.club().playerChanges(error);
    if (!changes)
        return false;
    ClubPlayers club(m_server);
    for (const ClubOutbox::PlayerChange &change : *changes) {
        // A merge into a player added during this sync goes next time, once the server has them.
        if (!change.ready)
            continue;
        const std::optional<bool> applied =
            club.change(change.player, change.name, PlayerName::matchKey(change.name), change.into, error);
        if (!applied || !m_store.club().playerChangeSent(change.id, error))
            return false;
        ++(*applied ? report.playerChangesApplied : report.playerChangesRequested);
    }
    return true;
}

bool ClubSync::sendGames(ClubSyncReport &report, StoreError *error)
{
    ClubGames club(m_server);
    qint64 after = 0;
    for (;;) {
        const std::optional<std::vector<OutgoingGame>> games = m_store.club().outgoing(after, m_batch, error);
        if (!games)
            return false;
        std::vector<const OutgoingGame *> sending;
        std::vector<int> bases;
        std::vector<ClubOutbox::Answer> answers;
        QStringList sameGames;
        for (const OutgoingGame &game : *games) {
            after = game.game;
            // A player added since the players went up (a game begun during the sync) goes up next time.
            if (!game.playersKnown)
                continue;
            int base = game.revision;
            if (!game.unanswered.isEmpty()) {
                // Sent before without an answer (a kill, a lost connection): did it arrive?
                StoreError lookup;
                const std::optional<ClubGames::State> there = club.state(game.uid, &lookup);
                if (lookup.isError()) {
                    *error = lookup;
                    return false;
                }
                if (there && there->contentSha == game.unanswered) {
                    base = there->revision;
                    if (game.contentSha == there->contentSha) {
                        answers.push_back({&game, game.uid, there->revision, false});
                        ++report.alreadyThere;
                        continue;
                    }
                }
            }
            sending.push_back(&game);
            bases.push_back(base);
        }
        if (!m_store.club().noteSending(sending, error))
            return false;
        // The batch in one call and one server transaction: one commit for all, and the
        // club's kept sums updated by one laptop at a time (no deadlock between laptops).
        if (!sending.empty()) {
            std::vector<ClubSubmission> submissions;
            submissions.reserve(sending.size());
            for (std::size_t i = 0; i < sending.size(); ++i) {
                const OutgoingGame &game = *sending[i];
                submissions.push_back(
                    {game.uid, bases[i], QString(), game.record, game.identity, game.seatPlayers, &game.exported});
            }
            const QByteArray batch = ClubGames::batch(submissions);
            std::vector<std::pair<QString, QString>> reasons;
            for (const OutgoingGame *game : sending) {
                if (!game->reason.isEmpty())
                    reasons.emplace_back(game->uid, game->reason);
            }
            if (!club.begin(error))
                return false;
            if (!reasons.empty() && !club.giveReasons(reasons, error)) {
                club.rollback();
                return false;
            }
            const std::optional<std::vector<ClubReceipt>> receipts = club.submitBatch(batch, submissions.size(), error);
            if (!receipts) {
                club.rollback();
                return false;
            }
            for (std::size_t i = 0; i < sending.size(); ++i) {
                const OutgoingGame &game = *sending[i];
                const ClubReceipt &receipt = (*receipts)[i];
                // A dispute leaves this laptop at the revision it had: the server's comes down next,
                // and this one waits on the server for a director.
                const bool disputed = receipt.outcome == ClubReceipt::Outcome::Disputed;
                answers.push_back({&game, receipt.game, disputed ? game.revision : receipt.revision, disputed});
                switch (receipt.outcome) {
                case ClubReceipt::Outcome::Added:
                case ClubReceipt::Outcome::Revised:
                    ++report.gamesSent;
                    break;
                case ClubReceipt::Outcome::SameGame:
                    sameGames << receipt.game;
                    [[fallthrough]];
                case ClubReceipt::Outcome::Unchanged:
                    ++report.alreadyThere;
                    break;
                case ClubReceipt::Outcome::Disputed:
                    ++report.disputesSent;
                    break;
                }
            }
            if (!club.commit(error))
                return false;
        }
        if (!answers.empty() && !m_store.club().acknowledge(answers, error))
            return false;
        // Games the club had already, imported elsewhere too: an undated one takes the club's date.
        if (!sameGames.isEmpty()) {
            const std::optional<std::vector<ClubGame>> there = club.fetch(sameGames, error);
            if (!there || !m_store.club().takeServerRecords(*there, error))
                return false;
        }
        if (static_cast<int>(games->size()) < m_batch)
            return true;
    }
}

bool ClubSync::sendRemovals(ClubSyncReport &report, StoreError *error)
{
    const std::optional<std::vector<QString>> removals = m_store.club().removals(error);
    if (!removals)
        return false;
    ClubGames club(m_server);
    for (const QString &uid : *removals) {
        // Sent again after a kill, a removal changes nothing more on the server.
        const std::optional<ClubGames::Removal> outcome = club.remove(uid, error);
        if (!outcome || !m_store.club().removalSent(uid, error))
            return false;
        if (*outcome == ClubGames::Removal::Voided)
            ++report.gamesVoided;
        else if (*outcome == ClubGames::Removal::Requested)
            ++report.removalRequests;
    }
    return true;
}

bool ClubSync::receivePlayers(const QString &club, ClubSyncReport &report, StoreError *error)
{
    ClubPlayers players(m_server);
    for (;;) {
        const std::optional<ClubOutbox::Progress> progress = m_store.club().progress(club, error);
        if (!progress)
            return false;
        const std::optional<std::vector<ClubPlayer>> batch = players.changedSince(progress->players, m_batch, error);
        if (!batch)
            return false;
        if (batch->empty())
            return true;
        if (!m_store.club().receivePlayers(club, *batch, batch->back().changed, error))
            return false;
        report.playersReceived += static_cast<int>(batch->size());
        if (static_cast<int>(batch->size()) < m_batch)
            return true;
    }
}

bool ClubSync::rateReceived(StoreError *error)
{
    // A part at a time, each a short transaction that gives way to the table.
    for (;;) {
        const std::optional<bool> done = m_store.club().rateDeferred(RatedPerTransaction, error);
        if (!done)
            return false;
        if (*done)
            return true;
    }
}

bool ClubSync::receiveGames(const QString &club, ClubSyncReport &report, StoreError *error)
{
    // The players' ratings are rated once after the games (rateReceived), not again for each game that comes
    // down before games already here.
    m_store.club().deferRatings(true);
    const auto rateLater = qScopeGuard([this] { m_store.club().deferRatings(false); });
    ClubGames games(m_server);
    for (;;) {
        const std::optional<ClubOutbox::Progress> progress = m_store.club().progress(club, error);
        if (!progress)
            return false;
        const std::optional<std::vector<ClubGame>> batch = games.changedSince(progress->games, m_batch, error);
        if (!batch)
            return false;
        if (batch->empty())
            return true;
        // Stored a few at a time, each few one short transaction that gives
        // way to the table entering a card; what needs no database is worked
        // out for the whole batch first, outside any transaction.
        const std::vector<ClubOutbox::PreparedGame> prepared = m_store.club().prepareGames(*batch);
        std::span<const ClubOutbox::PreparedGame> preparedRest(prepared);
        for (std::span<const ClubGame> rest(*batch); !rest.empty();) {
            ReceivedGames received;
            const std::size_t few = std::min(rest.size(), WritesPerTransaction);
            const std::optional<std::size_t> taken =
                m_store.club().receiveGames(club, rest.first(few), preparedRest.first(few), &received, error);
            if (!taken)
                return false;
            rest = rest.subspan(*taken);
            preparedRest = preparedRest.subspan(*taken);
            report.received.added += received.added;
            report.received.replaced += received.replaced;
            report.received.removed += received.removed;
            report.received.disputed += received.disputed;
            for (QString &refusal : received.refused)
                report.received.refused.push_back(std::move(refusal));
        }
        if (static_cast<int>(batch->size()) < m_batch)
            return true;
    }
}

bool ClubSync::receiveEvents(const QString &club, ClubSyncReport &report, StoreError *error)
{
    ClubEventFeed feed(m_server);
    // Two small queries when nothing changed: the server's marks and this laptop's.
    const std::optional<std::vector<EventMark>> marks = feed.marks(error);
    if (!marks)
        return false;
    const std::optional<std::map<qint64, qint64>> copied = m_store.eventCopies().marks(club, error);
    if (!copied)
        return false;
    for (const EventMark &mark : *marks) {
        const auto found = copied->find(mark.event);
        if (found != copied->end() && found->second == mark.audits)
            continue;
        const std::optional<EventCopy> copy = feed.copy(mark.event, error);
        if (!copy || !m_store.eventCopies().keep(club, *copy, error))
            return false;
        ++report.eventsReceived;
    }
    return true;
}

bool ClubSync::sendAttachments(const QString &club, ClubSyncReport &report, StoreError *error)
{
    const std::optional<std::vector<PendingAttachment>> pending = m_store.eventCopies().pending(club, error);
    if (!pending)
        return false;
    ClubEventFeed feed(m_server);
    for (const PendingAttachment &game : *pending) {
        // Sent again after a kill, an attach is answered as unchanged: nothing is attached twice.
        const std::optional<AttachAnswer> answer = feed.attach(game.event, game.round, game.table, game.uid, error);
        if (!answer)
            return false;
        if (answer->refused) {
            if (!m_store.eventCopies().refused(game.game, answer->reason.detail, answer->directorAudits, error))
                return false;
            ++report.attachesRefused;
            continue;
        }
        if (!m_store.eventCopies().attached(game.game, error))
            return false;
        ++report.gamesAttached;
    }
    return true;
}

} // namespace tornei
