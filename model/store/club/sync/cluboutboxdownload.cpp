// The games that come down from the club's server: prepared outside any
// transaction, stored a few at a time, and the server's records taken for
// games it already had.
#include "cluboutbox.h"
#include "gamerecords.h"
#include "importplan.h"
#include "playerdirectory.h"
#include "playerratings.h"
#include "recordformat.h"
#include "seatindex.h"
#include "storeconnection.h"
#include "storedrecords.h"

#include <QSqlQuery>

namespace tornei {

using namespace storage;

namespace {

// How many games a sync stores between two checkpoints of the log by its own
// connection: often enough that a card's commit never finds the log long
// enough to copy it itself (1,000 pages), seldom enough that the copying is
// not most of the sync's writing (one after every game halved the download).
constexpr int StoredPerCheckpoint = 5;

// A game the rules or the file refuse, rather than a failure of the database.
bool isRefusal(const StoreError &error)
{
    return error.isError() && error.sqliteCode == 0;
}

} // namespace

std::vector<ClubOutbox::PreparedGame> ClubOutbox::prepareGames(std::span<const ClubGame> games) const
{
    std::vector<PreparedGame> prepared(games.size());
    for (std::size_t i = 0; i < games.size(); ++i) {
        const ClubGame &game = games[i];
        PreparedGame &p = prepared[i];
        if (game.voided)
            continue;
        RecordError readError;
        p.read = RecordFormat::read(game.record, &readError);
        if (!p.read) {
            p.readError = readError.toString();
            continue;
        }
        p.clubHash = GameRecords::hash(*p.read);
        p.named = *p.read;
        // Read outside the write lock: a transaction names the seats again, and uses what follows only if
        // they are named the same.
        StoreError ignored;
        if (!nameSeats(p.named, game.seatPlayers, &ignored))
            continue;
        p.written = RecordFormat::write(GameRecords::exportable(p.named));
        p.hash = GameRecords::hash(p.named);
        p.import = std::make_shared<const PreparedImport>(GameRecords::prepareImport(p.named));
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
    if (ok) {
        m_storedSinceCheckpoint += static_cast<int>(taken);
        if (m_storedSinceCheckpoint >= StoredPerCheckpoint) {
            copyLogIntoFile();
            m_storedSinceCheckpoint = 0;
        }
    }
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
        for (const QString &digest : {clubHash, hash, game.recordSha256}) {
            if (!same && !e->isError())
                same = m_records.findDuplicate(digest, e);
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
    QSqlQuery *state =
        m_connection.runKept(QStringLiteral("SELECT coalesce(c.revision, 0), coalesce(c.disputed, 0),"
                                            " EXISTS (SELECT 1 FROM club_outbox o WHERE o.game = g.id)"
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
