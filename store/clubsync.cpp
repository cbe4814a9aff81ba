#include "clubsync.h"

#include "clubgames.h"
#include "clubplayers.h"
#include "clubschema.h"
#include "gamestore.h"
#include "playername.h"

namespace tornei {

ClubSync::ClubSync(GameStore &store, QSqlDatabase &server)
    : m_store(store)
    , m_server(server)
{}

std::optional<ClubSyncReport> ClubSync::run(StoreError *error)
{
    const std::optional<QString> club = ClubSchema::clubFor(m_server, error);
    if (!club)
        return std::nullopt;
    ClubSyncReport report;
    // Players first: a game names its seats' players by their club-wide ids.
    if (!sendPlayers(report, error) || !sendGames(report, error) || !receivePlayers(*club, report, error) ||
        !receiveGames(*club, report, error))
        return std::nullopt;
    const std::optional<int> waiting = m_store.club().waiting(error);
    const std::optional<int> disputed = waiting ? m_store.club().disputed(error) : std::nullopt;
    if (!disputed)
        return std::nullopt;
    report.waiting = *waiting;
    report.disputed = *disputed;
    return report;
}

bool ClubSync::sendPlayers(ClubSyncReport &report, StoreError *error)
{
    const std::optional<std::vector<LedgerPlayer>> players = m_store.club().unconfirmedPlayers(error);
    if (!players)
        return false;
    ClubPlayers club(m_server);
    for (const LedgerPlayer &player : *players) {
        const std::optional<QString> uid = club.confirm(player.uid, player.name, PlayerName::matchKey(player.name), error);
        if (!uid || !m_store.club().confirmPlayer(player.player, *uid, error))
            return false;
        ++report.playersSent;
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
                        if (!m_store.club().acknowledge(game, game.uid, there->revision, false, error))
                            return false;
                        ++report.alreadyThere;
                        continue;
                    }
                }
            }
            if (!m_store.club().noteSending(game, error))
                return false;
            const std::optional<ClubReceipt> receipt =
                club.submit(game.uid, base, QString(), game.record, game.identity, game.seatPlayers, error);
            if (!receipt)
                return false;
            // A dispute leaves this laptop at the revision it had: the server's comes down next, and
            // this one waits on the server for a director.
            const bool disputed = receipt->outcome == ClubReceipt::Outcome::Disputed;
            if (!m_store.club().acknowledge(game, receipt->game, disputed ? game.revision : receipt->revision,
                                            disputed, error))
                return false;
            switch (receipt->outcome) {
            case ClubReceipt::Outcome::Added:
            case ClubReceipt::Outcome::Revised:
                ++report.gamesSent;
                break;
            case ClubReceipt::Outcome::Unchanged:
            case ClubReceipt::Outcome::SameGame:
                ++report.alreadyThere;
                break;
            case ClubReceipt::Outcome::Disputed:
                ++report.disputesSent;
                break;
            }
        }
        if (static_cast<int>(games->size()) < m_batch)
            return true;
    }
}

bool ClubSync::receivePlayers(const QString &club, ClubSyncReport &report, StoreError *error)
{
    ClubPlayers players(m_server);
    for (;;) {
        const std::optional<ClubLedger::Progress> progress = m_store.club().progress(club, error);
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

bool ClubSync::receiveGames(const QString &club, ClubSyncReport &report, StoreError *error)
{
    ClubGames games(m_server);
    for (;;) {
        const std::optional<ClubLedger::Progress> progress = m_store.club().progress(club, error);
        if (!progress)
            return false;
        const std::optional<std::vector<ClubGame>> batch = games.changedSince(progress->games, m_batch, error);
        if (!batch)
            return false;
        if (batch->empty())
            return true;
        ReceivedGames received;
        if (!m_store.club().receiveGames(club, *batch, batch->back().changed, &received, error))
            return false;
        report.received.added += received.added;
        report.received.replaced += received.replaced;
        report.received.removed += received.removed;
        report.received.disputed += received.disputed;
        for (QString &refusal : received.refused)
            report.received.refused.push_back(std::move(refusal));
        if (static_cast<int>(batch->size()) < m_batch)
            return true;
    }
}

} // namespace tornei
