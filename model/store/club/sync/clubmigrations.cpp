#include "clubmigrations.h"

namespace tornei::clubmigrations {

namespace {

// A random (version 4) UUID, as SQLite can make one: every randomblob() is
// drawn again for each row (a subquery would be drawn once for all).
QString newUuidSql()
{
    return QStringLiteral(
        "lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2)"
        " || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-'"
        " || hex(randomblob(6)))");
}

} // namespace

// Version 6, the club: every game and player gets an id of its own, the same
// on every laptop and on the club's server once sent (a UUID, made here for
// new rows by a trigger, so every way of adding one gives it). What is still
// to send is written by triggers in the transaction of the change itself:
// club_outbox holds each game changed since the server last acknowledged it,
// with a count of its changes (an acknowledgement clears only the count it
// answers). club_games is what the server said of a game: its revision, the
// checksum of a record sent without an answer yet, and whether a revision
// made elsewhere waits for a director; club_players the players the server
// knows; club_servers how far each server's changes have been read.
QStringList stepV5toV6()
{
    const QString outbox = QStringLiteral("INSERT INTO club_outbox (game, changes) VALUES (new.id, 1)"
                                          " ON CONFLICT (game) DO UPDATE SET changes = changes + 1;");
    return {
        QStringLiteral("ALTER TABLE games ADD COLUMN uid TEXT"),
        QStringLiteral("ALTER TABLE players ADD COLUMN uid TEXT"),
        QStringLiteral("UPDATE games SET uid = %1").arg(newUuidSql()),
        QStringLiteral("UPDATE players SET uid = %1").arg(newUuidSql()),
        QStringLiteral("CREATE UNIQUE INDEX games_by_uid ON games (uid)"),
        QStringLiteral("CREATE UNIQUE INDEX players_by_uid ON players (uid)"),
        QStringLiteral("CREATE TRIGGER games_get_a_uid AFTER INSERT ON games WHEN new.uid IS NULL BEGIN"
                       " UPDATE games SET uid = %1 WHERE id = new.id; END")
            .arg(newUuidSql()),
        QStringLiteral("CREATE TRIGGER players_get_a_uid AFTER INSERT ON players WHEN new.uid IS NULL BEGIN"
                       " UPDATE players SET uid = %1 WHERE id = new.id; END")
            .arg(newUuidSql()),
        QStringLiteral("CREATE TABLE club_outbox ("
                       " game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
                       " changes INTEGER NOT NULL)"),
        QStringLiteral("INSERT INTO club_outbox (game, changes) SELECT id, 1 FROM games"),
        QStringLiteral("CREATE TRIGGER new_games_go_out AFTER INSERT ON games BEGIN %1 END").arg(outbox),
        // A rename changes the names in a game's record but not the game (updated_utc stays).
        QStringLiteral("CREATE TRIGGER changed_games_go_out AFTER UPDATE OF updated_utc, excluded ON games"
                       " WHEN new.updated_utc IS NOT old.updated_utc OR new.excluded IS NOT old.excluded BEGIN %1 END")
            .arg(outbox),
        QStringLiteral("CREATE TABLE club_games ("
                       " game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
                       " revision INTEGER NOT NULL DEFAULT 0,"
                       " sent_sha256 TEXT,"
                       " disputed INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE TABLE club_players ("
                       " player INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE)"),
        QStringLiteral("CREATE TABLE club_servers ("
                       " server TEXT PRIMARY KEY,"
                       " games_xid INTEGER NOT NULL DEFAULT 0, games_change INTEGER NOT NULL DEFAULT 0,"
                       " players_xid INTEGER NOT NULL DEFAULT 0, players_change INTEGER NOT NULL DEFAULT 0)"),
    };
}

// Version 7: renames and merges made here, for the club. A player the
// club's server knows (club_players) renamed or merged into another here
// leaves a row in club_player_outbox, in the transaction of the change
// (PlayerDirectory::rename and merge), until a sync has sent it. The player
// merged away is gone from `players`: the row keeps their club id, and the
// one they are now by their row here, whose club id a sync may still learn.
QStringList stepV6toV7PlayerChanges()
{
    return {
        QStringLiteral("CREATE TABLE club_player_outbox ("
                       " id INTEGER PRIMARY KEY,"
                       " player_uid TEXT NOT NULL,"
                       " name TEXT,"
                       " into_player INTEGER REFERENCES players(id) ON DELETE CASCADE,"
                       " CHECK ((name IS NULL) <> (into_player IS NULL)))"),
    };
}

// Version 8: games deleted here that the club has. A game the club's
// server has (acknowledged, or come down from it: club_games) deleted here
// leaves a row in club_removals, in the transaction of the delete
// (GameHistory::remove), under its club id and the server's revision it
// was deleted at. A sync sends it and marks it sent; the row stays, so that
// the game does not come down again at that revision (a newer one brings it
// back), until the server's void of it comes down.
QStringList stepV7toV8ClubRemovals()
{
    return {
        QStringLiteral("CREATE TABLE club_removals ("
                       " uid TEXT PRIMARY KEY,"
                       " revision INTEGER NOT NULL,"
                       " sent INTEGER NOT NULL DEFAULT 0)"),
    };
}

// Version 10: club events, for a laptop that is one of their tables. The
// club's events come down with the sync as read-only copies (club_events and
// the rows under them, keyed by the club's id and the server's event id):
// their players, each round's tables with the club's player in each seat and
// the first dealer, who sits out, and which of the club's games is attached
// to which table. `last_audit` is the event's last audit id on the server,
// which says whether it changed since; `director_audit` the last one that was
// not an attach (what may lift a refusal). Version 11 makes both counts. club_attachments is what a game
// played here at an event's table asks of the server: written in the
// transaction that creates the game, sent by a sync once the game is
// finished and on the server, then marked attached, or refused with the
// server's reason (tried again only once a director changed the event).
QStringList stepV9toV10ClubEvents()
{
    const QString event = QStringLiteral(" club TEXT NOT NULL, event INTEGER NOT NULL,");
    const QString parent =
        QStringLiteral(" FOREIGN KEY (club, event) REFERENCES club_events (club, id) ON DELETE CASCADE");
    return {
        QStringLiteral("CREATE TABLE club_events ("
                       " club TEXT NOT NULL, id INTEGER NOT NULL,"
                       " name TEXT NOT NULL, date TEXT NOT NULL, rounds INTEGER NOT NULL,"
                       " closed INTEGER NOT NULL DEFAULT 0,"
                       " last_audit INTEGER NOT NULL DEFAULT 0, director_audit INTEGER NOT NULL DEFAULT 0,"
                       " PRIMARY KEY (club, id))"),
        QStringLiteral("CREATE TABLE club_event_players (%1 position INTEGER NOT NULL, player_uid TEXT NOT NULL,"
                       " name TEXT NOT NULL, PRIMARY KEY (club, event, position), %2)")
            .arg(event, parent),
        QStringLiteral("CREATE TABLE club_event_tables (%1 round INTEGER NOT NULL, table_no INTEGER NOT NULL,"
                       " seat0_uid TEXT, seat1_uid TEXT, seat2_uid TEXT, seat3_uid TEXT,"
                       " first_dealer INTEGER NOT NULL, PRIMARY KEY (club, event, round, table_no), %2)")
            .arg(event, parent),
        QStringLiteral("CREATE TABLE club_event_sitouts (%1 round INTEGER NOT NULL, player_uid TEXT NOT NULL,"
                       " PRIMARY KEY (club, event, round, player_uid), %2)")
            .arg(event, parent),
        QStringLiteral("CREATE TABLE club_event_games (%1 round INTEGER NOT NULL, table_no INTEGER NOT NULL,"
                       " game_uid TEXT NOT NULL, voided INTEGER NOT NULL, finished INTEGER NOT NULL,"
                       " PRIMARY KEY (club, event, game_uid), %2)")
            .arg(event, parent),
        QStringLiteral("CREATE TABLE club_attachments ("
                       " game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
                       " club TEXT NOT NULL, event INTEGER NOT NULL, round INTEGER NOT NULL, table_no INTEGER NOT NULL,"
                       " state INTEGER NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2)),"
                       " reason TEXT, refused_at INTEGER)"),
        QStringLiteral("CREATE INDEX club_attachments_by_table ON club_attachments (club, event, table_no, round)"),
    };
}

// Version 11: the reason a director gives for correcting a club's game here,
// kept until the correction is on the server (the sync sends it with the
// game's revision, for the event's audit). The events' marks become counts
// of their audit's rows: every copy is read again at the next sync, and a
// refused attach is tried once more, to be marked anew.
QStringList stepV10toV11RevisionReasons()
{
    return {QStringLiteral("CREATE TABLE club_revision_reasons ("
                           " game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
                           " reason TEXT NOT NULL CHECK (reason <> ''))"),
            QStringLiteral("UPDATE club_events SET last_audit = -1, director_audit = -1"),
            QStringLiteral("UPDATE club_attachments SET refused_at = -1 WHERE state = 2")};
}

} // namespace tornei::clubmigrations
