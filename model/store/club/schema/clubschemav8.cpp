#include "clubschemav8.h"

#include "clubevents.h"

namespace tornei::clubschema {

namespace {

QStringList eventTables()
{
    const QStringList steps = {
        QStringLiteral("CREATE TABLE tornei_club.events ("
                       " id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
                       " name text NOT NULL CHECK (name <> ''),"
                       " date date NOT NULL,"
                       " rounds integer NOT NULL CHECK (rounds BETWEEN 1 AND 99),"
                       " closed boolean NOT NULL DEFAULT false,"
                       " created_by name NOT NULL DEFAULT session_user,"
                       " created_at timestamptz NOT NULL DEFAULT now())"),
        // The event's players in order: a player's position is their index in the seating.
        QStringLiteral("CREATE TABLE tornei_club.event_players ("
                       " event bigint NOT NULL REFERENCES tornei_club.events (id),"
                       " position integer NOT NULL CHECK (position >= 0),"
                       " player uuid NOT NULL REFERENCES tornei_club.players (id),"
                       " PRIMARY KEY (event, position),"
                       " UNIQUE (event, player))"),
        // A round's tables, numbered from 1; a seat without a player is the dummy's.
        QStringLiteral("CREATE TABLE tornei_club.event_tables ("
                       " event bigint NOT NULL REFERENCES tornei_club.events (id),"
                       " round integer NOT NULL CHECK (round >= 1),"
                       " table_no integer NOT NULL CHECK (table_no >= 1),"
                       " seat0 uuid, seat1 uuid, seat2 uuid, seat3 uuid,"
                       " first_dealer integer NOT NULL CHECK (first_dealer BETWEEN 0 AND 3),"
                       " PRIMARY KEY (event, round, table_no),"
                       " FOREIGN KEY (event, seat0) REFERENCES tornei_club.event_players (event, player),"
                       " FOREIGN KEY (event, seat1) REFERENCES tornei_club.event_players (event, player),"
                       " FOREIGN KEY (event, seat2) REFERENCES tornei_club.event_players (event, player),"
                       " FOREIGN KEY (event, seat3) REFERENCES tornei_club.event_players (event, player),"
                       " CHECK ((seat0 IS NULL)::integer + (seat1 IS NULL)::integer + (seat2 IS NULL)::integer"
                       " + (seat3 IS NULL)::integer <= 1),"
                       " CHECK ((ARRAY[seat0, seat1, seat2, seat3])[first_dealer + 1] IS NOT NULL))"),
        QStringLiteral("CREATE TABLE tornei_club.event_sitouts ("
                       " event bigint NOT NULL,"
                       " round integer NOT NULL CHECK (round >= 1),"
                       " player uuid NOT NULL,"
                       " PRIMARY KEY (event, round, player),"
                       " FOREIGN KEY (event, player) REFERENCES tornei_club.event_players (event, player))"),
        // The games played at a table: at most one of them not voided (attach_game sees to it).
        QStringLiteral(
            "CREATE TABLE tornei_club.event_games ("
            " game uuid PRIMARY KEY REFERENCES tornei_club.games (id),"
            " event bigint NOT NULL,"
            " round integer NOT NULL,"
            " table_no integer NOT NULL,"
            " attached_by name NOT NULL DEFAULT session_user,"
            " attached_at timestamptz NOT NULL DEFAULT now(),"
            " FOREIGN KEY (event, round, table_no) REFERENCES tornei_club.event_tables (event, round, table_no))"),
        QStringLiteral("CREATE INDEX event_games_by_table ON tornei_club.event_games (event, round, table_no)"),
        // Who did what to an event, and why.
        QStringLiteral("CREATE TABLE tornei_club.event_audit ("
                       " id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
                       " event bigint NOT NULL REFERENCES tornei_club.events (id),"
                       " at timestamptz NOT NULL DEFAULT clock_timestamp(),"
                       " login name NOT NULL DEFAULT session_user,"
                       " role text NOT NULL,"
                       " action text NOT NULL CHECK (action IN ('create', 'seat', 'attach', 'close', 'reopen', 'void',"
                       " 'unvoid', 'revise')),"
                       " game uuid,"
                       " reason text)"),
        QStringLiteral("CREATE INDEX event_audit_by_event ON tornei_club.event_audit (event, id)"),
    };
    // Nobody writes them but the functions (the owner's rights), which check who calls.
    return steps + readOnly({"events", "event_players", "event_tables", "event_sitouts", "event_games", "event_audit"});
}

// A game attached to an event is the director's: its table's revision of it
// waits as a dispute (submit_game finds no row of its own to revise), and
// its derived rows are no longer the table's to write.
QStringList eventGamesAreTheDirectors()
{
    const QString notAttached =
        QStringLiteral("NOT EXISTS (SELECT 1 FROM tornei_club.event_games e WHERE e.game = %1)");
    QStringList steps = {
        QStringLiteral(
            "ALTER POLICY tables_revise_their_own ON tornei_club.games"
            " USING (submitted_by = current_user AND NOT voided AND %1) WITH CHECK (submitted_by = current_user)")
            .arg(notAttached.arg(QStringLiteral("games.id"))),
    };
    for (const char *table : {"game_summaries", "game_seats"}) {
        const QString theirs = QStringLiteral("EXISTS (SELECT 1 FROM tornei_club.games g WHERE g.id = game"
                                              " AND g.submitted_by = current_user AND NOT g.voided) AND %1")
                                   .arg(notAttached.arg(QStringLiteral("%1.game").arg(QLatin1String(table))));
        steps << QStringLiteral("ALTER POLICY tables_add_their_own ON tornei_club.%1 WITH CHECK (%2)")
                     .arg(QLatin1String(table), theirs)
              << QStringLiteral("ALTER POLICY tables_remove_their_own ON tornei_club.%1 USING (%2)")
                     .arg(QLatin1String(table), theirs);
    }
    return steps;
}

// A change of a game attached to an event (a revision, a void, an unvoid),
// whoever makes it and however: refused while the event is closed, kept in
// the event's audit (a void with the reason void_event_game gave), and news
// for whoever shows the event's standings.
QString eventGameChanged()
{
    return QStringLiteral(
               "CREATE FUNCTION tornei_club.event_game_changed() RETURNS trigger LANGUAGE plpgsql"
               " SECURITY DEFINER SET search_path = pg_catalog AS $$"
               " DECLARE v_event bigint; v_closed boolean;"
               " BEGIN"
               "   SELECT x.event, e.closed INTO v_event, v_closed FROM tornei_club.event_games x"
               "     JOIN tornei_club.events e ON e.id = x.event WHERE x.game = NEW.id;"
               "   IF NOT FOUND THEN RETURN NULL; END IF;"
               "   IF v_closed THEN"
               "     RAISE EXCEPTION 'game #% belongs to event %, which is closed: a director reopens it first',"
               "       NEW.number, v_event USING ERRCODE = 'object_not_in_prerequisite_state';"
               "   END IF;"
               "   INSERT INTO tornei_club.event_audit (event, role, action, game, reason)"
               "     VALUES (v_event, tornei_club.caller_role(),"
               "       CASE WHEN OLD.voided IS NOT DISTINCT FROM NEW.voided THEN 'revise'"
               "         WHEN NEW.voided THEN 'void' ELSE 'unvoid' END,"
               "       NEW.id, nullif(current_setting('tornei_club.void_reason', true), ''));"
               "   PERFORM pg_notify('%1', v_event::text);"
               "   RETURN NULL;"
               " END $$")
        .arg(QLatin1String(ClubEvents::Channel));
}

} // namespace

QStringList readOnly(std::initializer_list<const char *> tables)
{
    QStringList steps;
    for (const char *table : tables) {
        steps << QStringLiteral("GRANT SELECT ON tornei_club.%1 TO tornei_table, tornei_director")
                     .arg(QLatin1String(table))
              << QStringLiteral("ALTER TABLE tornei_club.%1 ENABLE ROW LEVEL SECURITY").arg(QLatin1String(table))
              << QStringLiteral("CREATE POLICY everyone_reads ON tornei_club.%1 FOR SELECT"
                                " TO tornei_table, tornei_director USING (true)")
                     .arg(QLatin1String(table));
    }
    return steps;
}

// Version 8: club events. An event has its players in order, its rounds'
// tables and who sits out, and the games played at each table; who may do
// what is the server's to enforce. Nobody writes the event tables directly:
// everything goes through functions that run with the owner's rights and
// check who calls (clubeventfunctions.cpp). A director creates, seats,
// closes, reopens an event and voids its games; a table attaches a game it
// submitted, and only to the table whose players sit in the game's seats.
QStringList stepToV8()
{
    return eventTables() + eventFunctions() + eventGamesAreTheDirectors() +
           QStringList{
               eventGameChanged(),
               QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.event_game_changed() FROM PUBLIC"),
               QStringLiteral("CREATE TRIGGER games_event_changed AFTER UPDATE OF record, voided ON tornei_club.games"
                              " FOR EACH ROW WHEN (OLD.record IS DISTINCT FROM NEW.record"
                              " OR OLD.voided IS DISTINCT FROM NEW.voided)"
                              " EXECUTE FUNCTION tornei_club.event_game_changed()"),
           };
}

} // namespace tornei::clubschema
