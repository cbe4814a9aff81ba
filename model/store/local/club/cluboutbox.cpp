#include "cluboutbox.h"
#include "everycore.h"
#include "gamerecords.h"
#include "importplan.h"
#include "playerdirectory.h"
#include "playername.h"
#include "playerratings.h"
#include "recordformat.h"
#include "seatindex.h"
#include "storeconnection.h"
#include "storedrecords.h"

#include <QSqlQuery>

#include <algorithm>
#include <map>

namespace tornei {

using namespace storage;

ClubOutbox::ClubOutbox(StoreConnection &connection, const StoredRecords &reader, GameRecords &records,
                       PlayerDirectory &players)
    : m_connection(connection)
    , m_reader(reader)
    , m_records(records)
    , m_players(players)
{}

std::optional<int> ClubOutbox::waiting(StoreError *error) const
{
    const std::optional<QVariant> count =
        m_connection.keptValue(QStringLiteral("SELECT count(*) FROM club_outbox"), {}, error);
    return count ? std::optional<int>(count->toInt()) : std::nullopt;
}

std::optional<int> ClubOutbox::awaiting(StoreError *error) const
{
    const std::optional<QVariant> count = m_connection.keptValue(
        QStringLiteral("SELECT count(*) FROM club_games c WHERE c.sent_sha256 IS NOT NULL"
                       " AND NOT EXISTS (SELECT 1 FROM club_outbox o WHERE o.game = c.game)"),
        {}, error);
    return count ? std::optional<int>(count->toInt()) : std::nullopt;
}

std::optional<int> ClubOutbox::disputed(StoreError *error) const
{
    const std::optional<QVariant> count =
        m_connection.keptValue(QStringLiteral("SELECT count(*) FROM club_games WHERE disputed"), {}, error);
    return count ? std::optional<int>(count->toInt()) : std::nullopt;
}

std::optional<std::vector<qint64>> ClubOutbox::disputedGames(StoreError *error) const
{
    QSqlQuery *query =
        m_connection.runKept(QStringLiteral("SELECT game FROM club_games WHERE disputed ORDER BY game"), {}, error);
    if (!query)
        return std::nullopt;
    std::vector<qint64> games;
    while (query->next())
        games.push_back(query->value(0).toLongLong());
    query->finish();
    return games;
}

std::optional<std::vector<OutgoingGame>> ClubOutbox::outgoing(qint64 after, int limit, StoreError *error) const
{
    QString sql = QStringLiteral("SELECT o.game, g.uid, o.changes, coalesce(c.revision, 0), c.sent_sha256, g.source_sha256");
    for (int s = 0; s < SeatCount; ++s)
        sql += QStringLiteral(", (SELECT uid FROM players WHERE id = g.seat%1_player)").arg(s);
    sql += QStringLiteral(", (SELECT count(*) FROM players p WHERE p.id IN (g.seat0_player, g.seat1_player,"
                          " g.seat2_player, g.seat3_player) AND NOT EXISTS (SELECT 1 FROM club_players k"
                          " WHERE k.player = p.id)) = 0");
    sql += QStringLiteral(", (SELECT r.reason FROM club_revision_reasons r WHERE r.game = o.game)");
    sql += QStringLiteral(" FROM club_outbox o JOIN games g ON g.id = o.game LEFT JOIN club_games c ON c.game = o.game"
                          " WHERE o.game > ? ORDER BY o.game LIMIT ?");
    QSqlQuery *query = m_connection.runKept(sql, {after, limit}, error);
    if (!query)
        return std::nullopt;
    std::vector<OutgoingGame> games;
    while (query->next()) {
        OutgoingGame game;
        game.game = query->value(0).toLongLong();
        game.uid = query->value(1).toString();
        game.changes = query->value(2).toLongLong();
        game.revision = query->value(3).toInt();
        game.unanswered = query->value(4).toString();
        for (int s = 0; s < SeatCount; ++s)
            game.seatPlayers[at(s)] = query->value(6 + s).toString();
        game.playersKnown = query->value(6 + SeatCount).toBool();
        game.reason = query->value(7 + SeatCount).toString();
        game.identity = query->value(5).toString(); // its source's checksum, until the record is read
        games.push_back(std::move(game));
    }
    query->finish();
    for (OutgoingGame &game : games) {
        StoredRecords::Checked checked;
        const std::optional<Record> record = m_reader.load(game.game, error, &checked);
        if (!record)
            return std::nullopt;
        game.exported = GameRecords::exportable(*record);
        // What it was checked against is what goes, unless the game is left
        // out of the statistics (a flag its checksum leaves out).
        if (game.exported.excluded) {
            game.record = RecordFormat::write(game.exported);
            game.contentSha = GameRecords::sha256(game.record);
        } else {
            game.record = std::move(checked.canonical);
            game.contentSha = checked.sha256;
        }
        game.identity = GameRecords::identity(*record, game.identity, checked.sha256);
    }
    return games;
}

bool ClubOutbox::noteSending(const std::vector<const OutgoingGame *> &games, StoreError *error)
{
    if (games.empty())
        return true;
    return m_connection.transaction(error, [&](StoreError *e) {
        for (const OutgoingGame *game : games) {
            // A game deleted since it was read goes all the same (it is no longer noted here).
            if (game->unanswered != game->contentSha &&
                !m_connection.runKept(
                    QStringLiteral("INSERT INTO club_games (game, sent_sha256) SELECT id, ? FROM games WHERE id = ?"
                                   " ON CONFLICT (game) DO UPDATE SET sent_sha256 = excluded.sent_sha256"),
                    {game->contentSha, game->game}, e))
                return false;
        }
        return true;
    });
}

bool ClubOutbox::sent(const std::vector<const OutgoingGame *> &games, StoreError *error)
{
    if (games.empty())
        return true;
    return m_connection.transaction(error, [&](StoreError *e) {
        for (const OutgoingGame *game : games) {
            if (!m_connection.runKept(QStringLiteral("DELETE FROM club_outbox WHERE game = ? AND changes = ?"),
                                      {game->game, game->changes}, e) ||
                !m_connection.runKept(QStringLiteral("UPDATE club_games SET refused = NULL WHERE game = ?"),
                                      {game->game}, e) ||
                // The reason went up with the revision, unless more is still to send.
                !m_connection.runKept(QStringLiteral("DELETE FROM club_revision_reasons WHERE game = ?"
                                                     " AND NOT EXISTS (SELECT 1 FROM club_outbox o WHERE o.game = ?)"),
                                      {game->game, game->game}, e))
                return false;
        }
        return true;
    });
}

std::optional<std::vector<ClubOutbox::AwaitedGame>> ClubOutbox::awaited(StoreError *error) const
{
    QSqlQuery *query = m_connection.runKept(
        QStringLiteral("SELECT c.game, g.uid, c.sent_sha256 FROM club_games c JOIN games g ON g.id = c.game"
                       " WHERE c.sent_sha256 IS NOT NULL"
                       " AND NOT EXISTS (SELECT 1 FROM club_outbox o WHERE o.game = c.game) ORDER BY c.game"),
        {}, error);
    if (!query)
        return std::nullopt;
    std::vector<AwaitedGame> games;
    while (query->next())
        games.push_back({query->value(0).toLongLong(), query->value(1).toString(), query->value(2).toString()});
    query->finish();
    return games;
}

bool ClubOutbox::settle(const std::vector<AwaitedGame> &games, const std::vector<ClubAnswer> &answers,
                        QStringList *sameGames, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        for (std::size_t i = 0; i < games.size() && i < answers.size(); ++i) {
            const AwaitedGame &game = games[i];
            const ClubAnswer &answer = answers[i];
            if (answer.state == ClubAnswer::State::Waiting)
                continue;
            // Only what was sent last: a later change has its own answer to wait for.
            QSqlQuery *state = m_connection.runKept(
                QStringLiteral("SELECT disputed, refused FROM club_games WHERE game = ? AND sent_sha256 = ?"),
                {game.game, game.sentSha}, e);
            if (!state)
                return false;
            if (!state->next()) {
                state->finish();
                continue;
            }
            const bool wasDisputed = state->value(0).toBool();
            const bool wasRefused = !state->value(1).isNull();
            state->finish();
            bool disputed = wasDisputed;
            bool refused = false;
            switch (answer.state) {
            case ClubAnswer::State::Missing:
                // The server never had it (a server restored from a backup): it goes out again.
                if (!m_connection.runKept(QStringLiteral("UPDATE club_games SET sent_sha256 = NULL WHERE game = ?"),
                                          {game.game}, e) ||
                    !m_connection.runKept(QStringLiteral("INSERT INTO club_outbox (game, changes) VALUES (?, 1)"
                                                         " ON CONFLICT (game) DO UPDATE SET changes = changes + 1"),
                                          {game.game}, e))
                    return false;
                continue;
            case ClubAnswer::State::Rejected:
                refused = true;
                if (!m_connection.runKept(
                        QStringLiteral("UPDATE club_games SET sent_sha256 = NULL, refused = ? WHERE game = ?"),
                        {answer.rejection, game.game}, e))
                    return false;
                break;
            case ClubAnswer::State::Done:
                if (answer.receipt.outcome == ClubReceipt::Outcome::Disputed) {
                    // It waits on the server for a director; this laptop stays at the revision it had.
                    disputed = true;
                    if (!m_connection.runKept(
                            QStringLiteral("UPDATE club_games SET sent_sha256 = NULL, disputed = 1 WHERE game = ?"),
                            {game.game}, e))
                        return false;
                    break;
                }
                disputed = false;
                // The same record was there under another id (imported at another laptop): it is that game.
                if (answer.receipt.game != game.uid) {
                    if (!m_connection.runKept(QStringLiteral("UPDATE games SET uid = ? WHERE id = ?"),
                                              {answer.receipt.game, game.game}, e))
                        return false;
                    if (sameGames)
                        *sameGames << answer.receipt.game;
                }
                if (!m_connection.runKept(
                        QStringLiteral("UPDATE club_games SET revision = max(revision, ?), sent_sha256 = NULL,"
                                       " disputed = 0 WHERE game = ?"),
                        {answer.receipt.revision, game.game}, e))
                    return false;
                break;
            case ClubAnswer::State::Waiting:
                break;
            }
            if (wasDisputed != disputed || wasRefused != refused)
                m_connection.pending.gamesChanged.push_back(game.game);
        }
        return true;
    });
}

std::optional<std::vector<ClubOutbox::RefusedGame>> ClubOutbox::refused(StoreError *error) const
{
    QSqlQuery *query = m_connection.runKept(
        QStringLiteral("SELECT game, refused FROM club_games WHERE refused IS NOT NULL ORDER BY game"), {}, error);
    if (!query)
        return std::nullopt;
    std::vector<RefusedGame> games;
    while (query->next())
        games.push_back({query->value(0).toLongLong(), query->value(1).toString()});
    query->finish();
    return games;
}

void ClubOutbox::deferRatings(bool defer)
{
    m_connection.deferRatings = defer;
}

std::optional<bool> ClubOutbox::rateDeferred(int games, StoreError *error)
{
    const PlayerRatings ratings(m_connection);
    std::optional<bool> waiting = ratings.pending(error);
    if (!waiting || !*waiting)
        return waiting ? std::optional<bool>(true) : std::nullopt;
    StoreConnection::giveWay(GiveWayMilliseconds);
    // Deferred still: this transaction's own commit must not rate the rest.
    const bool deferred = std::exchange(m_connection.deferRatings, true);
    // The ratings and where to go on from, undone together by a power cut.
    syncEachCommit(false);
    const bool ok = m_connection.transaction(error, [&](StoreError *e) {
        if (!ratings.catchUp(e, games))
            return false;
        waiting = ratings.pending(e);
        // Said once, when the last part is rated: the ratings read meanwhile
        // were rated from the games, the same figures, but whoever shows them
        // reads the kept ones again.
        m_connection.pending.ratingsCaughtUp = waiting && !*waiting;
        return waiting.has_value();
    });
    syncEachCommit(true);
    m_connection.deferRatings = deferred;
    if (!ok)
        return std::nullopt;
    copyLogIntoFile();
    return !*waiting;
}

void ClubOutbox::copyLogIntoFile()
{
    m_connection.run(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"), nullptr);
}

void ClubOutbox::syncEachCommit(bool sync)
{
    m_connection.run(sync ? QStringLiteral("PRAGMA synchronous = FULL") : QStringLiteral("PRAGMA synchronous = NORMAL"),
                     nullptr);
}

bool ClubOutbox::giveReason(qint64 game, const QString &reason, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        if (reason.trimmed().isEmpty())
            return m_connection.runKept(QStringLiteral("DELETE FROM club_revision_reasons WHERE game = ?"), {game},
                                        e) != nullptr;
        return m_connection.runKept(QStringLiteral("INSERT INTO club_revision_reasons (game, reason) VALUES (?, ?)"
                                                   " ON CONFLICT (game) DO UPDATE SET reason = excluded.reason"),
                                    {game, reason.trimmed()}, e) != nullptr;
    });
}

std::optional<QString> ClubOutbox::reason(qint64 game, StoreError *error) const
{
    const std::optional<QVariant> found = m_connection.keptValue(
        QStringLiteral("SELECT coalesce((SELECT reason FROM club_revision_reasons WHERE game = ?), '')"), {game},
        error);
    if (!found)
        return std::nullopt;
    return found->toString();
}

std::optional<std::vector<OutboxPlayer>> ClubOutbox::unconfirmedPlayers(StoreError *error) const
{
    QSqlQuery *query =
        m_connection.runKept(QStringLiteral("SELECT p.id, p.uid, p.name FROM players p"
                                            " WHERE NOT EXISTS (SELECT 1 FROM club_players c WHERE c.player = p.id)"
                                            " ORDER BY p.id"),
                             {}, error);
    if (!query)
        return std::nullopt;
    std::vector<OutboxPlayer> players;
    while (query->next())
        players.push_back(OutboxPlayer{query->value(0).toLongLong(), query->value(1).toString(),
                                       query->value(2).toString()});
    query->finish();
    return players;
}

bool ClubOutbox::confirmPlayer(qint64 player, const QString &uid, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        const std::optional<QVariant> holder =
            m_connection.keptValue(QStringLiteral("SELECT id FROM players WHERE uid = ?"), {uid}, e);
        if (!holder)
            return false;
        if (holder->isValid() && holder->toLongLong() != player) {
            // The club's player is already here under another name's row: they are one player.
            return m_players.mergeInto(player, holder->toLongLong(), e);
        }
        return m_connection.runKept(QStringLiteral("UPDATE players SET uid = ? WHERE id = ?"), {uid, player}, e) &&
               m_connection.runKept(QStringLiteral("INSERT OR IGNORE INTO club_players (player) VALUES (?)"), {player},
                                    e);
    });
}

std::optional<std::vector<ClubOutbox::PlayerChange>> ClubOutbox::playerChanges(StoreError *error) const
{
    QSqlQuery *query = m_connection.runKept(
        QStringLiteral("SELECT o.id, o.player_uid, o.name, p.uid,"
                       " p.id IS NULL OR EXISTS (SELECT 1 FROM club_players c WHERE c.player = p.id)"
                       " FROM club_player_outbox o LEFT JOIN players p ON p.id = o.into_player"
                       " ORDER BY o.id"),
        {}, error);
    if (!query)
        return std::nullopt;
    std::vector<PlayerChange> changes;
    while (query->next())
        changes.push_back(PlayerChange{query->value(0).toLongLong(), query->value(1).toString(),
                                       query->value(2).toString(), query->value(3).toString(), query->value(4).toBool()});
    query->finish();
    return changes;
}

bool ClubOutbox::playerChangeSent(qint64 change, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        return m_connection.runKept(QStringLiteral("DELETE FROM club_player_outbox WHERE id = ?"), {change}, e) !=
               nullptr;
    });
}

std::optional<int> ClubOutbox::known(const std::vector<qint64> &games, StoreError *error) const
{
    int count = 0;
    for (qint64 game : games) {
        const std::optional<QVariant> found =
            m_connection.keptValue(QStringLiteral("SELECT count(*) FROM club_games WHERE game = ?"
                                                  " AND (revision > 0 OR sent_sha256 IS NOT NULL)"),
                                   {game}, error);
        if (!found)
            return std::nullopt;
        count += found->toInt();
    }
    return count;
}

std::optional<std::vector<QString>> ClubOutbox::removals(StoreError *error) const
{
    QSqlQuery *query =
        m_connection.runKept(QStringLiteral("SELECT uid FROM club_removals WHERE sent = 0 ORDER BY rowid"), {}, error);
    if (!query)
        return std::nullopt;
    std::vector<QString> uids;
    while (query->next())
        uids.push_back(query->value(0).toString());
    query->finish();
    return uids;
}

bool ClubOutbox::removalSent(const QString &uid, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        return m_connection.runKept(QStringLiteral("UPDATE club_removals SET sent = 1 WHERE uid = ?"), {uid}, e) !=
               nullptr;
    });
}

std::optional<ClubOutbox::Progress> ClubOutbox::progress(const QString &server, StoreError *error) const
{
    QSqlQuery *query = m_connection.runKept(QStringLiteral("SELECT games_xid, games_change, players_xid, players_change"
                                                           " FROM club_servers WHERE server = ?"),
                                            {server}, error);
    if (!query)
        return std::nullopt;
    Progress progress;
    if (query->next()) {
        progress.games = ClubCursor{query->value(0).toLongLong(), query->value(1).toLongLong()};
        progress.players = ClubCursor{query->value(2).toLongLong(), query->value(3).toLongLong()};
    }
    query->finish();
    return progress;
}

bool ClubOutbox::note(const QString &server, const char *what, const ClubCursor &reached, StoreError *error)
{
    const QString sql = QStringLiteral("INSERT INTO club_servers (server, %1_xid, %1_change) VALUES (?, ?, ?)"
                                       " ON CONFLICT (server) DO UPDATE SET %1_xid = excluded.%1_xid,"
                                       " %1_change = excluded.%1_change")
                            .arg(QLatin1String(what));
    return m_connection.runKept(sql, {server, reached.xid, reached.change}, error) != nullptr;
}

bool ClubOutbox::readGamesAgainFrom(const QString &server, const ClubCursor &from, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        const std::optional<Progress> read = progress(server, e);
        if (!read)
            return false;
        if (std::pair(read->games.xid, read->games.change) <= std::pair(from.xid, from.change))
            return true;
        return note(server, "games", from, e);
    });
}

bool ClubOutbox::receivePlayers(const QString &server, const std::vector<ClubPlayer> &players,
                                const ClubCursor &reached, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        for (const ClubPlayer &player : players) {
            if (!receivePlayer(player, e))
                return false;
        }
        return note(server, "players", reached, e);
    });
}

bool ClubOutbox::receivePlayer(const ClubPlayer &player, StoreError *e)
{
    const auto playerWithUid = [&](const QString &uid) -> std::optional<qint64> {
        const std::optional<QVariant> found =
            m_connection.keptValue(QStringLiteral("SELECT id FROM players WHERE uid = ?"), {uid}, e);
        if (!found)
            return std::nullopt;
        return found->isValid() ? found->toLongLong() : 0;
    };
    const std::optional<qint64> local = playerWithUid(player.id);
    if (!local)
        return false;
    if (!player.mergedInto.isEmpty()) {
        // Merged by a director: here too, into the player they are now (who,
        // when not here yet, is this row under their id).
        if (*local == 0)
            return true;
        const std::optional<qint64> into = playerWithUid(player.mergedInto);
        if (!into)
            return false;
        if (*into == 0)
            return m_connection.runKept(QStringLiteral("UPDATE players SET uid = ? WHERE id = ?"),
                                        {player.mergedInto, *local}, e) != nullptr;
        return *into == *local || m_players.mergeInto(*local, *into, e);
    }
    const QString name = PlayerName::normalized(player.name.trimmed());
    const std::optional<PlayerProfile> sameName = m_players.playerNamed(name, *local, e);
    if (e->isError())
        return false;
    qint64 id = *local;
    if (id == 0 && sameName) {
        // This laptop's player of that name, met for the first time: the club's id is theirs now.
        id = sameName->id;
        if (!m_connection.runKept(QStringLiteral("UPDATE players SET uid = ? WHERE id = ?"), {player.id, id}, e))
            return false;
    } else if (id == 0) {
        QSqlQuery *insert =
            m_connection.runKept(QStringLiteral("INSERT INTO players (name, name_key, uid) VALUES (?, ?, ?)"),
                                 {name, PlayerName::matchKey(name), player.id}, e);
        if (!insert)
            return false;
        id = insert->lastInsertId().toLongLong();
        m_connection.pending.playersAdded.push_back(id);
    } else {
        // A name this laptop gave another row since: the club's player is that one too.
        if (sameName && !m_players.mergeInto(sameName->id, id, e))
            return false;
        const std::optional<QVariant> current =
            m_connection.keptValue(QStringLiteral("SELECT name FROM players WHERE id = ?"), {id}, e);
        if (!current)
            return false;
        if (current->toString() != name && !m_players.renameTo(id, name, e))
            return false;
    }
    return m_connection.runKept(QStringLiteral("INSERT OR IGNORE INTO club_players (player) VALUES (?)"), {id}, e) !=
           nullptr;
}

// The games that come down from the club's server: prepared outside any transaction, stored a few
// at a time, and the server's records taken for games it already had.

namespace {

// How long the log may grow while a sync stores games before the sync copies
// it into the file itself: far enough below the 1,000 pages at which a
// card's commit would copy it that a card never does, long enough that the
// copying is not most of the sync's writing (after every game it halved the
// download). A transaction of ClubSync's 20 games adds about 130 pages.
constexpr int LogPagesPerCheckpoint = 400;

// A game the rules or the file refuse, rather than a failure of the database.
bool isRefusal(const StoreError &error)
{
    return error.isError() && error.sqliteCode == 0;
}

} // namespace

ClubOutbox::SeatNames ClubOutbox::seatNames(std::span<const ClubGame> games) const
{
    // Read outside the write lock: a transaction names the seats again, and uses what was prepared
    // only if they are named the same.
    SeatNames names;
    for (const ClubGame &game : games) {
        for (const QString &uid : game.seatPlayers) {
            if (uid.isEmpty() || names.count(uid))
                continue;
            StoreError ignored;
            const std::optional<QVariant> name =
                m_connection.keptValue(QStringLiteral("SELECT name FROM players WHERE uid = ?"), {uid}, &ignored);
            // Unknown here, or not looked up: the transaction names it.
            names[uid] = name && name->isValid() ? std::optional<QString>(name->toString()) : std::nullopt;
        }
    }
    return names;
}

std::vector<ClubOutbox::PreparedGame> ClubOutbox::prepareGames(std::span<const ClubGame> games) const
{
    return prepareGames(games, seatNames(games), Cores::Every);
}

std::vector<ClubOutbox::PreparedGame> ClubOutbox::prepareGames(std::span<const ClubGame> games,
                                                               const SeatNames &names, Cores cores)
{
    std::vector<PreparedGame> prepared(games.size());
    const auto prepareOne = [&](std::size_t i) {
        const ClubGame &game = games[i];
        PreparedGame &p = prepared[i];
        if (game.voided)
            return;
        RecordError readError;
        p.read = RecordFormat::read(game.record, &readError);
        if (!p.read) {
            p.readError = readError.toString();
            return;
        }
        p.named = *p.read;
        for (int s = 0; s < SeatCount; ++s) {
            const QString &uid = game.seatPlayers[at(s)];
            if (!p.named.isPlayer(s) || uid.isEmpty())
                continue;
            if (const std::optional<QString> &name = names.at(uid))
                p.named.seats[at(s)] = *name;
        }
        p.written = RecordFormat::write(GameRecords::exportable(p.named));
        // The canonical record is the written one unless the game is left out of the statistics
        // (GameRecords::canonical); the same record named the same has the same hash.
        p.hash = p.named.excluded ? GameRecords::hash(p.named) : GameRecords::sha256(p.written);
        p.clubHash = p.named == *p.read ? p.hash : GameRecords::hash(*p.read);
        p.import = std::make_shared<const PreparedImport>(GameRecords::prepareImport(p.named, QString(), p.hash));
    };
    if (cores == Cores::Every) {
        onEveryCore(games.size(), prepareOne);
    } else {
        for (std::size_t i = 0; i < games.size(); ++i)
            prepareOne(i);
    }
    return prepared;
}

std::optional<std::size_t> ClubOutbox::receiveGames(const QString &server, std::span<const ClubGame> games,
                                                    ReceivedGames *received, StoreError *error)
{
    const std::vector<PreparedGame> prepared = prepareGames(games);
    return receiveGames(server, games, prepared, received, error);
}

std::optional<std::size_t> ClubOutbox::receiveGames(const QString &server, std::span<const ClubGame> games,
                                                    std::span<const PreparedGame> prepared, ReceivedGames *received,
                                                    StoreError *error)
{
    if (games.empty())
        return std::size_t{0};
    StoreConnection::giveWay(GiveWayMilliseconds);
    // The games and the cursor noted with them, undone together by a power cut.
    syncEachCommit(false);
    ReceivedGames done;
    std::size_t taken = 0;
    const bool ok = m_connection.transaction(error, [&](StoreError *e) {
        done = ReceivedGames{};
        taken = 0;
        for (const ClubGame &game : games) {
            StoreError refusal;
            if (!receiveGame(game, prepared[taken], &done, &refusal)) {
                if (!isRefusal(refusal)) {
                    *e = refusal;
                    return false;
                }
                //: %1 is the game's club-wide id, %2 why it could not be stored
                done.refused.push_back(
                    tr("Game %1 from the club server was not stored: %2").arg(game.id, refusal.message));
            }
            ++taken;
            if (StoreConnection::writerWaiting())
                break;
        }
        return note(server, "games", games[taken - 1].changed, e);
    });
    syncEachCommit(true);
    if (ok && m_connection.logPages() >= LogPagesPerCheckpoint)
        copyLogIntoFile();
    if (!ok)
        return std::nullopt;
    if (received)
        *received = std::move(done);
    return taken;
}

bool ClubOutbox::nameSeats(Record &record, const std::array<QString, SeatCount> &seatPlayers, StoreError *e) const
{
    for (int s = 0; s < SeatCount; ++s) {
        if (!record.isPlayer(s) || seatPlayers[at(s)].isEmpty())
            continue;
        const std::optional<QVariant> name =
            m_connection.keptValue(QStringLiteral("SELECT name FROM players WHERE uid = ?"), {seatPlayers[at(s)]}, e);
        if (!name)
            return false;
        if (name->isValid())
            record.seats[at(s)] = name->toString();
    }
    return true;
}

bool ClubOutbox::takeServerRecords(const std::vector<ClubGame> &games, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        for (const ClubGame &game : games) {
            const std::optional<QVariant> found = m_connection.keptValue(
                QStringLiteral("SELECT g.id FROM games g WHERE g.uid = ?"
                               " AND NOT EXISTS (SELECT 1 FROM club_outbox o WHERE o.game = g.id)"),
                {game.id}, e);
            if (!found)
                return false;
            // Not here, or changed again since it was sent: that change goes up as a revision.
            if (!found->isValid())
                continue;
            const qint64 local = found->toLongLong();
            const std::optional<Record> current = m_reader.load(local, e);
            const std::optional<bool> same =
                current ? hasIdentity(local, game.recordSha256, e, &*current) : std::nullopt;
            if (!same)
                return false;
            if (!*same)
                continue;
            RecordError readError;
            std::optional<Record> record = RecordFormat::read(game.record, &readError);
            if (!record)
                continue; // the server's record stays the server's; this one counts here as it is
            if (!nameSeats(*record, game.seatPlayers, e))
                return false;
            if (RecordFormat::write(GameRecords::exportable(*current)) ==
                RecordFormat::write(GameRecords::exportable(*record)))
                continue;
            if (!m_records.replaceRecord(local, *record, e) ||
                !m_connection.runKept(QStringLiteral("DELETE FROM club_outbox WHERE game = ?"), {local}, e) ||
                !m_connection.runKept(QStringLiteral("UPDATE club_games SET revision = ? WHERE game = ?"),
                                      {game.revision, local}, e))
                return false;
        }
        return true;
    });
}

std::optional<bool> ClubOutbox::hasIdentity(qint64 game, const QString &identity, StoreError *error,
                                            const Record *loaded) const
{
    const std::optional<QVariant> source =
        m_connection.keptValue(QStringLiteral("SELECT source_sha256 FROM games WHERE id = ?"), {game}, error);
    if (!source)
        return std::nullopt;
    const std::optional<Record> record = loaded ? std::optional<Record>() : m_reader.load(game, error);
    if (!loaded && !record)
        return std::nullopt;
    return GameRecords::identity(loaded ? *loaded : *record, source->toString()) == identity;
}

// One of the server's games; a refusal (a record that cannot be stored)
// writes nothing, as every check comes before the first write.
bool ClubOutbox::receiveGame(const ClubGame &game, const PreparedGame &prepared, ReceivedGames *received, StoreError *e)
{
    const std::optional<QVariant> found =
        m_connection.keptValue(QStringLiteral("SELECT id FROM games WHERE uid = ?"), {game.id}, e);
    if (!found)
        return false;
    qint64 local = found->isValid() ? found->toLongLong() : 0;
    // Deleted here at the revision noted: it stays deleted, unless this is a newer one.
    const std::optional<QVariant> removedAt =
        m_connection.keptValue(QStringLiteral("SELECT revision FROM club_removals WHERE uid = ?"), {game.id}, e);
    if (!removedAt)
        return false;
    if (removedAt->isValid() && !game.voided && local == 0 && game.revision <= removedAt->toInt())
        return true;
    if (removedAt->isValid() &&
        !m_connection.runKept(QStringLiteral("DELETE FROM club_removals WHERE uid = ?"), {game.id}, e))
        return false;
    if (game.voided) {
        if (local == 0)
            return true;
        if (!m_connection.runKept(QStringLiteral("DELETE FROM games WHERE id = ?"), {local}, e))
            return false;
        m_connection.pending.gamesRemoved.push_back(local);
        ++received->removed;
        return true;
    }
    if (!prepared.read) {
        *e = plainError(prepared.readError);
        return false;
    }
    const QString &clubHash = prepared.clubHash;
    Record record = *prepared.read;
    if (!nameSeats(record, game.seatPlayers, e))
        return false;
    // Worked out before the transaction, unless a seat is named otherwise now.
    const bool asPrepared = prepared.import && record == prepared.named;
    const QByteArray written = asPrepared ? prepared.written : RecordFormat::write(GameRecords::exportable(record));
    // The same game entered or imported here too, not sent yet, is the
    // club's game; unchanged since its import, it takes the club's record.
    bool sameAsImported = false;
    if (local == 0) {
        // By the record as sent, as named here, and by its club identity (an undated file's).
        const QString hash = asPrepared ? prepared.hash : GameRecords::hash(record);
        std::optional<qint64> same;
        // Most often the three are one digest, looked up once.
        const std::array<QString, 3> digests = {clubHash, hash, game.recordSha256};
        for (auto d = digests.begin(); d != digests.end() && !same && !e->isError(); ++d) {
            if (std::find(digests.begin(), d, *d) == d)
                same = m_records.findDuplicate(*d, e);
        }
        if (e->isError())
            return false;
        if (same) {
            local = *same;
            const std::optional<bool> unchanged = hasIdentity(local, game.recordSha256, e);
            if (!unchanged ||
                !m_connection.runKept(QStringLiteral("UPDATE games SET uid = ? WHERE id = ?"), {game.id, local}, e))
                return false;
            sameAsImported = *unchanged;
        } else {
            const std::optional<ImportPlan> plan =
                asPrepared ? m_records.planImport(*prepared.import, e) : m_records.planImport(record, e);
            const std::optional<qint64> added = plan ? m_records.writeImport(*plan, e) : std::nullopt;
            // Its club identity (an undated file's) finds it again when that file is imported here.
            if (!added ||
                !m_connection.runKept(
                    QStringLiteral("UPDATE games SET uid = ?, source_sha256 = coalesce(?, source_sha256) WHERE id = ?"),
                    {game.id,
                     game.recordSha256 != hash ? QVariant(game.recordSha256) : QVariant(QMetaType::fromType<QString>()),
                     *added},
                    e) ||
                !m_connection.runKept(
                    QStringLiteral("INSERT INTO club_games (game, revision, disputed) VALUES (?, ?, ?)"),
                    {*added, game.revision, game.disputed ? 1 : 0}, e) ||
                !m_connection.runKept(QStringLiteral("DELETE FROM club_outbox WHERE game = ?"), {*added}, e))
                return false;
            ++received->added;
            received->disputed += game.disputed ? 1 : 0;
            return true;
        }
    }
    // A game sent and not answered yet is unsent too: its answer sets its revision (settle()).
    QSqlQuery *state =
        m_connection.runKept(QStringLiteral("SELECT coalesce(c.revision, 0), coalesce(c.disputed, 0),"
                                            " EXISTS (SELECT 1 FROM club_outbox o WHERE o.game = g.id)"
                                            " OR c.sent_sha256 IS NOT NULL"
                                            " FROM games g LEFT JOIN club_games c ON c.game = g.id WHERE g.id = ?"),
                             {local}, e);
    if (!state)
        return false;
    state->next();
    const int revision = state->value(0).toInt();
    const bool wasDisputed = state->value(1).toBool();
    const bool unsent = state->value(2).toBool();
    state->finish();
    int keptRevision = revision;
    // A newer revision replaces what is here, unless this laptop changed the
    // game since: that change goes up and, made on an older revision, is
    // kept beside the server's as a dispute.
    if ((game.revision > revision && !unsent) || sameAsImported) {
        const std::optional<Record> current = m_reader.load(local, e);
        if (!current)
            return false;
        if (RecordFormat::write(GameRecords::exportable(*current)) != written) {
            if (!m_records.replaceRecord(local, record, e) ||
                !m_connection.runKept(QStringLiteral("DELETE FROM club_outbox WHERE game = ?"), {local}, e))
                return false;
            ++received->replaced;
        }
        keptRevision = game.revision;
    }
    if (!m_connection.runKept(QStringLiteral("INSERT INTO club_games (game, revision, disputed) VALUES (?, ?, ?)"
                                             " ON CONFLICT (game) DO UPDATE SET revision = excluded.revision,"
                                             " disputed = excluded.disputed"),
                              {local, keptRevision, game.disputed ? 1 : 0}, e))
        return false;
    if (wasDisputed != game.disputed)
        m_connection.pending.gamesChanged.push_back(local);
    received->disputed += game.disputed ? 1 : 0;
    return true;
}

} // namespace tornei
