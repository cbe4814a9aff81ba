#include "cluboutbox.h"

#include "gamerecords.h"
#include "playerdirectory.h"
#include "playername.h"
#include "playerratings.h"
#include "recordformat.h"
#include "seatindex.h"
#include "storeconnection.h"
#include "storedrecords.h"

#include <QSqlQuery>

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
            // A game deleted since it was read goes all the same: acknowledge() notes its removal.
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

bool ClubOutbox::acknowledge(const std::vector<Answer> &answers, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        for (const Answer &answer : answers) {
            const OutgoingGame &game = *answer.game;
            const std::optional<QVariant> here =
                m_connection.keptValue(QStringLiteral("SELECT count(*) FROM games WHERE id = ?"), {game.game}, e);
            if (!here)
                return false;
            if (here->toInt() == 0) {
                // Deleted here while it was on its way: the club has it now, and is asked to remove it.
                if (!m_connection.runKept(
                        QStringLiteral("INSERT INTO club_removals (uid, revision) VALUES (?, ?)"
                                       " ON CONFLICT (uid) DO UPDATE SET revision = excluded.revision, sent = 0"),
                        {answer.uid, answer.revision}, e))
                    return false;
                continue;
            }
            const std::optional<QVariant> was = m_connection.keptValue(
                QStringLiteral("SELECT disputed FROM club_games WHERE game = ?"), {game.game}, e);
            if (!was)
                return false;
            // The same record was there under another id (imported at another laptop): it is that game.
            if (answer.uid != game.uid && !m_connection.runKept(QStringLiteral("UPDATE games SET uid = ? WHERE id = ?"),
                                                                {answer.uid, game.game}, e))
                return false;
            if (!m_connection.runKept(
                    QStringLiteral(
                        "INSERT INTO club_games (game, revision, sent_sha256, disputed) VALUES (?, ?, NULL, ?)"
                        " ON CONFLICT (game) DO UPDATE SET revision = excluded.revision,"
                        " sent_sha256 = NULL, disputed = excluded.disputed"),
                    {game.game, answer.revision, answer.disputed ? 1 : 0}, e) ||
                !m_connection.runKept(QStringLiteral("DELETE FROM club_outbox WHERE game = ? AND changes = ?"),
                                      {game.game, game.changes}, e) ||
                // The reason went up with the revision the server answered for, unless more is still to send.
                !m_connection.runKept(QStringLiteral("DELETE FROM club_revision_reasons WHERE game = ?"
                                                     " AND NOT EXISTS (SELECT 1 FROM club_outbox o WHERE o.game = ?)"),
                                      {game.game, game.game}, e))
                return false;
            if (was->toBool() != answer.disputed)
                m_connection.pending.gamesChanged.push_back(game.game);
        }
        return true;
    });
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

} // namespace tornei
