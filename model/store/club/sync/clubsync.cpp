#include "clubsync.h"

#include "clubeventfeed.h"
#include "clubgames.h"
#include "clubplayers.h"
#include "clubschema.h"
#include "gamestore.h"
#include "playername.h"

#include <algorithm>
#include <future>
#include <memory>

namespace tornei {

namespace {

// Games stored here per local transaction: twenty, each commit writing the
// pages every game touches (the kept sums, the indexes) once for all of them.
// A card entered meanwhile still waits for one game's writes at most: the
// transaction commits early when a write of this process waits
// (ClubOutbox::receiveGames). One game a transaction made the download 1.5
// to 2 times slower in bench_clubsync, a card's p99 alike.
constexpr std::size_t WritesPerTransaction = 20;
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
        !sendRemovals(report, error) || !settle(*club, report, error))
        return std::nullopt;
    if (receive && (!receivePlayers(*club, report, error) || !receiveGames(*club, report, error) ||
                    !rateReceived(error) || !receiveEvents(*club, report, error)))
        return std::nullopt;
    // After the games: a game is attached once the server has it as it is here.
    if (!sendAttachments(*club, report, error))
        return std::nullopt;
    const std::optional<int> waiting = m_store.club().waiting(error);
    const std::optional<int> awaiting = waiting ? m_store.club().awaiting(error) : std::nullopt;
    const std::optional<int> disputed = awaiting ? m_store.club().disputed(error) : std::nullopt;
    std::optional<std::vector<ClubOutbox::RefusedGame>> refusedGames =
        disputed ? m_store.club().refused(error) : std::nullopt;
    std::optional<std::vector<RefusedAttachment>> refused =
        refusedGames ? m_store.eventCopies().refusals(error) : std::nullopt;
    if (!refused)
        return std::nullopt;
    report.waiting = *waiting;
    report.awaitingClub = *awaiting;
    report.disputed = *disputed;
    report.refused = std::move(*refusedGames);
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
        std::vector<const OutgoingGame *> ready;
        std::vector<std::pair<QString, QString>> unanswered;
        for (const OutgoingGame &game : *games) {
            after = game.game;
            // A player added since the players went up (a game begun during the sync) goes up next time.
            if (!game.playersKnown)
                continue;
            ready.push_back(&game);
            if (!game.unanswered.isEmpty())
                unanswered.emplace_back(game.uid, game.unanswered);
        }
        // Sent before without hearing back (a kill, a lost connection): is it in the club's inbox?
        const std::optional<std::vector<ClubAnswer>> answers = club.answers(unanswered, error);
        if (!answers)
            return false;
        std::vector<const OutgoingGame *> sending;
        std::vector<const OutgoingGame *> arrived;
        std::vector<ClubSubmission> submissions;
        for (std::size_t i = 0, u = 0; i < ready.size(); ++i) {
            const OutgoingGame &game = *ready[i];
            int base = game.revision;
            QString previous;
            if (!game.unanswered.isEmpty()) {
                const ClubAnswer &answer = (*answers)[u++];
                if (answer.state != ClubAnswer::State::Missing && game.contentSha == game.unanswered) {
                    arrived.push_back(&game);
                    continue;
                }
                // Changed since: this revision follows what the club made of the one sent.
                if (answer.state == ClubAnswer::State::Waiting)
                    previous = game.unanswered;
                else if (answer.state == ClubAnswer::State::Done &&
                         answer.receipt.outcome != ClubReceipt::Outcome::Disputed)
                    base = std::max(base, answer.receipt.revision);
            }
            sending.push_back(&game);
            submissions.push_back(
                {game.uid, base, previous, game.record, game.identity, game.seatPlayers, game.reason});
        }
        if (!m_store.club().noteSending(sending, error))
            return false;
        // The batch in one call: the club's inbox keeps it, durable, until the service reads it.
        if (!sending.empty()) {
            const std::optional<std::vector<qint64>> tickets =
                club.send(submissions, error);
            if (!tickets)
                return false;
            report.gamesSubmitted += static_cast<int>(sending.size());
        }
        sending.insert(sending.end(), arrived.begin(), arrived.end());
        if (!m_store.club().sent(sending, error))
            return false;
        if (static_cast<int>(games->size()) < m_batch)
            return true;
    }
}

bool ClubSync::settle(const QString &clubId, ClubSyncReport &report, StoreError *error)
{
    const std::optional<std::vector<ClubOutbox::AwaitedGame>> awaited = m_store.club().awaited(error);
    if (!awaited)
        return false;
    if (awaited->empty())
        return true;
    ClubGames club(m_server);
    std::vector<std::pair<QString, QString>> sent;
    for (const ClubOutbox::AwaitedGame &game : *awaited)
        sent.emplace_back(game.uid, game.sentSha);
    const std::optional<std::vector<ClubAnswer>> answers = club.answers(sent, error);
    if (!answers)
        return false;
    QStringList sameGames;
    if (!m_store.club().settle(*awaited, *answers, &sameGames, error))
        return false;
    // A revision kept as a dispute leaves the server's as it was: should that have come down while this
    // one waited (and so not taken here), it comes down again.
    QStringList disputes;
    for (const ClubAnswer &answer : *answers) {
        if (answer.state == ClubAnswer::State::Done && answer.receipt.outcome == ClubReceipt::Outcome::Disputed)
            disputes << answer.receipt.game;
    }
    if (!disputes.isEmpty()) {
        const std::optional<std::vector<ClubGame>> there = club.fetch(disputes, error);
        if (!there)
            return false;
        for (const ClubGame &game : *there) {
            if (!m_store.club().readGamesAgainFrom(clubId, {game.changed.xid, game.changed.change - 1}, error))
                return false;
        }
    }
    for (const ClubAnswer &answer : *answers) {
        if (answer.state == ClubAnswer::State::Rejected) {
            ++report.gamesRefused;
        } else if (answer.state == ClubAnswer::State::Done) {
            switch (answer.receipt.outcome) {
            case ClubReceipt::Outcome::Added:
            case ClubReceipt::Outcome::Revised:
                ++report.gamesSent;
                break;
            case ClubReceipt::Outcome::SameGame:
            case ClubReceipt::Outcome::Unchanged:
                ++report.alreadyThere;
                break;
            case ClubReceipt::Outcome::Disputed:
                ++report.disputesSent;
                break;
            }
        }
    }
    // Games the club had already, imported elsewhere too: an undated one takes the club's date.
    if (!sameGames.isEmpty()) {
        const std::optional<std::vector<ClubGame>> there = club.fetch(sameGames, error);
        if (!there || !m_store.club().takeServerRecords(*there, error))
            return false;
    }
    return true;
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
        else if (*outcome == ClubGames::Removal::Refused)
            ++report.removalsRefused;
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
    // The next batch, read from the server and prepared on a thread of its own while this one is written
    // (one thread: the table entering a card needs a core too). What needs no database is worked out
    // outside any transaction, so that a card entered meanwhile waits only for the writes.
    struct Batch
    {
        ClubCursor after;
        std::shared_ptr<const std::vector<ClubGame>> games;
        std::future<std::vector<ClubOutbox::PreparedGame>> prepared;
    };
    const auto read = [&](const ClubCursor &after) -> std::optional<Batch> {
        std::optional<std::vector<ClubGame>> batch = games.changedSince(after, m_batch, error);
        if (!batch)
            return std::nullopt;
        auto fetched = std::make_shared<const std::vector<ClubGame>>(std::move(*batch));
        ClubOutbox::SeatNames names = m_store.club().seatNames(*fetched);
        std::future<std::vector<ClubOutbox::PreparedGame>> prepared =
            std::async(std::launch::async, [fetched, names = std::move(names)] {
                return ClubOutbox::prepareGames(*fetched, names, ClubOutbox::Cores::One);
            });
        return Batch{after, std::move(fetched), std::move(prepared)};
    };
    std::optional<Batch> ahead;
    for (;;) {
        const std::optional<ClubOutbox::Progress> progress = m_store.club().progress(club, error);
        if (!progress)
            return false;
        // Read ahead from where this laptop is now, unless something moved its cursor meanwhile.
        std::optional<Batch> batch = ahead && ahead->after == progress->games ? std::move(ahead) : read(progress->games);
        ahead.reset();
        if (!batch)
            return false;
        const std::vector<ClubGame> &these = *batch->games;
        if (these.empty())
            return true;
        const bool more = static_cast<int>(these.size()) == m_batch;
        if (more && !(ahead = read(these.back().changed)))
            return false;
        const std::vector<ClubOutbox::PreparedGame> prepared = batch->prepared.get();
        std::span<const ClubOutbox::PreparedGame> preparedRest(prepared);
        // Stored a few at a time, each few one short transaction that gives way to the table entering a card.
        for (std::span<const ClubGame> rest(these); !rest.empty();) {
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
        if (!more)
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
