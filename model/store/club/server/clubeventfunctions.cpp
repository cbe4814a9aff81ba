#include "clubevents.h"
#include "clubschema.h"
#include "clubschemav8.h"

namespace tornei::clubschema {

namespace {

// Who calls, by their login (these functions run with the owner's rights):
// 'director', 'table', or 'none'.
QString callerRole()
{
    return QStringLiteral("CREATE FUNCTION tornei_club.caller_role() RETURNS text LANGUAGE sql STABLE"
                          " SET search_path = pg_catalog AS $$"
                          " SELECT CASE WHEN pg_has_role(session_user, '%1', 'MEMBER') THEN 'director'"
                          " WHEN pg_has_role(session_user, '%2', 'MEMBER') THEN 'table' ELSE 'none' END $$")
        .arg(QLatin1String(ClubSchema::DirectorRole), QLatin1String(ClubSchema::TableRole));
}

// Refused unless a director calls.
QString requireDirector()
{
    return QStringLiteral(
        "CREATE FUNCTION tornei_club.require_director(p_what text) RETURNS void LANGUAGE plpgsql"
        " SET search_path = pg_catalog AS $$"
        " BEGIN"
        "   IF tornei_club.caller_role() <> 'director' THEN"
        "     RAISE EXCEPTION 'only a director may %', p_what USING ERRCODE = 'insufficient_privilege';"
        "   END IF;"
        " END $$");
}

// The player a club's player counts as now (merges followed); null for none.
QString playerRoot()
{
    return QStringLiteral("CREATE FUNCTION tornei_club.player_root(p_id uuid) RETURNS uuid LANGUAGE plpgsql STABLE"
                          " SET search_path = pg_catalog AS $$"
                          " DECLARE v_id uuid := p_id; v_next uuid; v_hops integer := 0;"
                          " BEGIN"
                          "   LOOP"
                          "     SELECT p.merged_into INTO v_next FROM tornei_club.players p WHERE p.id = v_id;"
                          "     IF NOT FOUND THEN RETURN NULL; END IF;"
                          "     EXIT WHEN v_next IS NULL OR v_hops > 1000;"
                          "     v_id := v_next; v_hops := v_hops + 1;"
                          "   END LOOP;"
                          "   RETURN v_id;"
                          " END $$");
}

// The event, locked for the change at hand; refused when there is none, or
// (`p_open`) when it is closed.
QString lockEvent()
{
    return QStringLiteral(
        "CREATE FUNCTION tornei_club.lock_event(p_event bigint, p_open boolean) RETURNS tornei_club.events"
        " LANGUAGE plpgsql SET search_path = pg_catalog AS $$"
        " DECLARE e tornei_club.events;"
        " BEGIN"
        "   SELECT * INTO e FROM tornei_club.events x WHERE x.id = p_event FOR UPDATE;"
        "   IF NOT FOUND THEN"
        "     RAISE EXCEPTION 'there is no event %', p_event USING ERRCODE = 'no_data_found';"
        "   END IF;"
        "   IF p_open AND e.closed THEN"
        "     RAISE EXCEPTION 'event % is closed: a director reopens it first', p_event"
        "       USING ERRCODE = 'object_not_in_prerequisite_state';"
        "   END IF;"
        "   RETURN e;"
        " END $$");
}

QString createEvent()
{
    return QStringLiteral(
        "CREATE FUNCTION tornei_club.create_event(p_name text, p_date date, p_rounds integer, p_players uuid[])"
        " RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog AS $$"
        " DECLARE v_id bigint; v_roots uuid[];"
        " BEGIN"
        "   PERFORM tornei_club.require_director('create an event');"
        "   SELECT array_agg(tornei_club.player_root(x.id) ORDER BY x.n) INTO v_roots"
        "     FROM unnest(p_players) WITH ORDINALITY AS x(id, n);"
        "   IF coalesce(cardinality(v_roots), 0) < 3 OR array_position(v_roots, NULL) IS NOT NULL THEN"
        "     RAISE EXCEPTION 'an event needs at least 3 of the club''s players' USING ERRCODE = "
        "'invalid_parameter_value';"
        "   END IF;"
        "   IF (SELECT count(DISTINCT r) FROM unnest(v_roots) r) <> cardinality(v_roots) THEN"
        "     RAISE EXCEPTION 'a player is named twice' USING ERRCODE = 'invalid_parameter_value';"
        "   END IF;"
        "   INSERT INTO tornei_club.events (name, date, rounds) VALUES (p_name, p_date, p_rounds) RETURNING id INTO "
        "v_id;"
        "   INSERT INTO tornei_club.event_players (event, position, player)"
        "     SELECT v_id, x.n - 1, x.id FROM unnest(v_roots) WITH ORDINALITY AS x(id, n);"
        "   INSERT INTO tornei_club.event_audit (event, role, action) VALUES (v_id, tornei_club.caller_role(), "
        "'create');"
        "   RETURN v_id;"
        " END $$");
}

// A round's seating: {"tables": [{"seats": [position or null, x4], "firstDealer": seat}], "sittingOut": [position]},
// positions in the event's list of players. A player absent from the event is in neither.
QString seatRound()
{
    return QStringLiteral(
               "CREATE FUNCTION tornei_club.seat_round(p_event bigint, p_round integer, p_seating jsonb)"
               " RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog AS $$"
               " DECLARE e tornei_club.events; t jsonb; v_table integer := 0; s integer; v_position integer;"
               "   v_used integer[] := '{}'; v_ids uuid[];"
               " BEGIN"
               "   PERFORM tornei_club.require_director('seat a round');"
               "   e := tornei_club.lock_event(p_event, true);"
               "   IF p_round IS NULL OR p_round < 1 OR p_round > e.rounds THEN"
               "     RAISE EXCEPTION 'event % has rounds 1 to %', p_event, e.rounds USING ERRCODE = "
               "'invalid_parameter_value';"
               "   END IF;"
               "   IF EXISTS (SELECT 1 FROM tornei_club.event_games g WHERE g.event = p_event AND g.round = p_round) "
               "THEN"
               "     RAISE EXCEPTION 'round % of event % has games already: it cannot be seated again', p_round, "
               "p_event"
               "       USING ERRCODE = 'object_not_in_prerequisite_state';"
               "   END IF;"
               "   DELETE FROM tornei_club.event_tables x WHERE x.event = p_event AND x.round = p_round;"
               "   DELETE FROM tornei_club.event_sitouts x WHERE x.event = p_event AND x.round = p_round;"
               "   FOR t IN SELECT x.e FROM jsonb_array_elements(coalesce(p_seating->'tables', '[]')) WITH ORDINALITY "
               "AS x(e, n)"
               "       ORDER BY x.n LOOP"
               "     v_table := v_table + 1;"
               "     v_ids := ARRAY[NULL, NULL, NULL, NULL]::uuid[];"
               "     IF jsonb_typeof(t->'seats') IS DISTINCT FROM 'array' OR jsonb_array_length(t->'seats') <> 4 THEN"
               "       RAISE EXCEPTION 'table % has not 4 seats', v_table USING ERRCODE = 'invalid_parameter_value';"
               "     END IF;"
               "     FOR s IN 0..3 LOOP"
               "       CONTINUE WHEN jsonb_typeof(t->'seats'->s) = 'null';"
               "       v_position := (t->'seats'->>s)::integer;"
               "       IF v_position = ANY (v_used) THEN"
               "         RAISE EXCEPTION 'player % is seated twice', v_position USING ERRCODE = "
               "'invalid_parameter_value';"
               "       END IF;"
               "       v_used := v_used || v_position;"
               "       v_ids[s + 1] := (SELECT p.player FROM tornei_club.event_players p"
               "         WHERE p.event = p_event AND p.position = v_position);"
               "       IF v_ids[s + 1] IS NULL THEN"
               "         RAISE EXCEPTION 'event % has no player %', p_event, v_position USING ERRCODE = "
               "'invalid_parameter_value';"
               "       END IF;"
               "     END LOOP;"
               "     INSERT INTO tornei_club.event_tables VALUES (p_event, p_round, v_table, v_ids[1], v_ids[2], "
               "v_ids[3],"
               "       v_ids[4], coalesce((t->>'firstDealer')::integer, 0));"
               "   END LOOP;"
               "   FOR v_position IN SELECT x::integer FROM "
               "jsonb_array_elements_text(coalesce(p_seating->'sittingOut', '[]')) x"
               "   LOOP"
               "     IF v_position = ANY (v_used) THEN"
               "       RAISE EXCEPTION 'player % is seated twice', v_position USING ERRCODE = "
               "'invalid_parameter_value';"
               "     END IF;"
               "     v_used := v_used || v_position;"
               "     INSERT INTO tornei_club.event_sitouts SELECT p_event, p_round, p.player FROM "
               "tornei_club.event_players p"
               "       WHERE p.event = p_event AND p.position = v_position;"
               "     IF NOT FOUND THEN"
               "       RAISE EXCEPTION 'event % has no player %', p_event, v_position USING ERRCODE = "
               "'invalid_parameter_value';"
               "     END IF;"
               "   END LOOP;"
               "   INSERT INTO tornei_club.event_audit (event, role, action, reason)"
               "     VALUES (p_event, tornei_club.caller_role(), 'seat', 'round ' || p_round);"
               "   PERFORM pg_notify('%1', p_event::text);"
               " END $$")
        .arg(QLatin1String(ClubEvents::Channel));
}

// A game played at a table of a seated round of an open event. A table
// attaches only a game it submitted; every game's seats must be the table's
// players in the table's seats (the club's players, merges followed), the
// dummy's where the table has none; a table keeps one game that is not voided.
QString attachGame()
{
    return QStringLiteral(
               "CREATE FUNCTION tornei_club.attach_game(p_event bigint, p_round integer, p_table integer, p_game uuid)"
               " RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog AS $$"
               " DECLARE v_role text := tornei_club.caller_role(); t tornei_club.event_tables; g tornei_club.games;"
               "   x tornei_club.event_games; v_names text[]; s integer; v_seat uuid; v_player uuid; v_wanted text;"
               " BEGIN"
               "   IF v_role = 'none' THEN"
               "     RAISE EXCEPTION 'only a table or a director may attach a game' USING ERRCODE = "
               "'insufficient_privilege';"
               "   END IF;"
               "   PERFORM tornei_club.lock_event(p_event, true);"
               "   SELECT * INTO t FROM tornei_club.event_tables w"
               "     WHERE w.event = p_event AND w.round = p_round AND w.table_no = p_table;"
               "   IF NOT FOUND THEN"
               "     IF NOT EXISTS (SELECT 1 FROM tornei_club.event_tables w WHERE w.event = p_event AND w.round = "
               "p_round) THEN"
               "       RAISE EXCEPTION 'round % of event % is not seated', p_round, p_event"
               "         USING ERRCODE = 'object_not_in_prerequisite_state';"
               "     END IF;"
               "     RAISE EXCEPTION 'round % of event % has no table %', p_round, p_event, p_table"
               "       USING ERRCODE = 'invalid_parameter_value';"
               "   END IF;"
               "   SELECT * INTO g FROM tornei_club.games w WHERE w.id = p_game;"
               "   IF NOT FOUND OR g.voided THEN"
               "     RAISE EXCEPTION 'the club has no such game, or it is voided' USING ERRCODE = 'no_data_found';"
               "   END IF;"
               "   IF v_role <> 'director' AND g.submitted_by <> session_user THEN"
               "     RAISE EXCEPTION 'game #% was submitted by %: only a director attaches another login''s game',"
               "       g.number, g.submitted_by USING ERRCODE = 'insufficient_privilege';"
               "   END IF;"
               "   SELECT * INTO x FROM tornei_club.event_games w WHERE w.game = p_game;"
               "   IF FOUND THEN"
               "     IF x.event = p_event AND x.round = p_round AND x.table_no = p_table THEN RETURN 'unchanged'; END "
               "IF;"
               "     RAISE EXCEPTION 'game #% is attached to table % of round % of event % already', g.number, "
               "x.table_no,"
               "       x.round, x.event USING ERRCODE = 'object_not_in_prerequisite_state';"
               "   END IF;"
               "   IF EXISTS (SELECT 1 FROM tornei_club.event_games w JOIN tornei_club.games o ON o.id = w.game"
               "       WHERE w.event = p_event AND w.round = p_round AND w.table_no = p_table AND NOT o.voided) THEN"
               "     RAISE EXCEPTION 'table % of round % has a game already: a director voids it first', p_table, "
               "p_round"
               "       USING ERRCODE = 'object_not_in_prerequisite_state';"
               "   END IF;"
               "   SELECT m.seat_names INTO v_names FROM tornei_club.game_summaries m WHERE m.game = p_game;"
               "   IF NOT FOUND THEN"
               "     RAISE EXCEPTION 'the club has no results of game #%', g.number USING ERRCODE = "
               "'invalid_parameter_value';"
               "   END IF;"
               "   FOR s IN 0..3 LOOP"
               "     v_seat := (ARRAY[t.seat0, t.seat1, t.seat2, t.seat3])[s + 1];"
               "     SELECT w.player INTO v_player FROM tornei_club.game_seats w WHERE w.game = p_game AND w.seat = s;"
               "     IF NOT FOUND THEN v_player := NULL; END IF;"
               "     IF v_seat IS NULL AND v_names[s + 1] IS NULL THEN CONTINUE; END IF;"
               "     IF v_seat IS NOT NULL AND v_names[s + 1] IS NOT NULL AND v_player IS NOT NULL"
               "         AND tornei_club.player_root(v_player) = tornei_club.player_root(v_seat) THEN CONTINUE; END IF;"
               "     v_wanted := coalesce((SELECT p.name FROM tornei_club.players p WHERE p.id = "
               "tornei_club.player_root(v_seat)),"
               "       'the dummy');"
               "     RAISE EXCEPTION 'seat % of the game is %, where table % of round % has %', s,"
               "       coalesce(v_names[s + 1], 'the dummy'), p_table, p_round, v_wanted USING ERRCODE = "
               "'check_violation';"
               "   END LOOP;"
               "   INSERT INTO tornei_club.event_games (game, event, round, table_no) VALUES (p_game, p_event, "
               "p_round, p_table);"
               "   INSERT INTO tornei_club.event_audit (event, role, action, game, reason)"
               "     VALUES (p_event, v_role, 'attach', p_game, 'round ' || p_round || ', table ' || p_table);"
               "   PERFORM pg_notify('%1', p_event::text);"
               "   RETURN 'attached';"
               " END $$")
        .arg(QLatin1String(ClubEvents::Channel));
}

// Closing freezes an event (no attach, void, revision or seating) until a
// director reopens it; both are kept in the audit, with the reason if given.
QString closeEvent(bool close)
{
    return QStringLiteral(
               "CREATE FUNCTION tornei_club.%1_event(p_event bigint, p_reason text) RETURNS text LANGUAGE plpgsql"
               " SECURITY DEFINER SET search_path = pg_catalog AS $$"
               " DECLARE e tornei_club.events;"
               " BEGIN"
               "   PERFORM tornei_club.require_director('%1 an event');"
               "   e := tornei_club.lock_event(p_event, false);"
               "   IF e.closed = %2 THEN RETURN 'unchanged'; END IF;"
               "   UPDATE tornei_club.events x SET closed = %2 WHERE x.id = p_event;"
               "   INSERT INTO tornei_club.event_audit (event, role, action, reason)"
               "     VALUES (p_event, tornei_club.caller_role(), '%1', nullif(btrim(p_reason), ''));"
               "   PERFORM pg_notify('%3', p_event::text);"
               "   RETURN '%4';"
               " END $$")
        .arg(close ? QStringLiteral("close") : QStringLiteral("reopen"),
             close ? QStringLiteral("true") : QStringLiteral("false"), QLatin1String(ClubEvents::Channel),
             close ? QStringLiteral("closed") : QStringLiteral("reopened"));
}

// A director's void of an event's game, with its reason; the games'
// trigger (event_game_changed) keeps it in the audit and sends the news.
QString voidEventGame()
{
    return QStringLiteral(
        "CREATE FUNCTION tornei_club.void_event_game(p_event bigint, p_game uuid, p_reason text) RETURNS text"
        " LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog AS $$"
        " BEGIN"
        "   PERFORM tornei_club.require_director('void an event''s game');"
        "   IF coalesce(btrim(p_reason), '') = '' THEN"
        "     RAISE EXCEPTION 'a void needs a reason' USING ERRCODE = 'invalid_parameter_value';"
        "   END IF;"
        "   PERFORM tornei_club.lock_event(p_event, true);"
        "   IF NOT EXISTS (SELECT 1 FROM tornei_club.event_games x WHERE x.event = p_event AND x.game = p_game) THEN"
        "     RAISE EXCEPTION 'the game is not one of event %', p_event USING ERRCODE = 'no_data_found';"
        "   END IF;"
        "   PERFORM set_config('tornei_club.void_reason', btrim(p_reason), true);"
        "   UPDATE tornei_club.games g SET voided = true WHERE g.id = p_game AND NOT g.voided;"
        "   IF NOT FOUND THEN"
        "     PERFORM set_config('tornei_club.void_reason', '', true);"
        "     RETURN 'unchanged';"
        "   END IF;"
        "   PERFORM set_config('tornei_club.void_reason', '', true);"
        "   RETURN 'voided';"
        " END $$");
}

} // namespace

QStringList eventFunctions()
{
    QStringList steps = {callerRole(), requireDirector(), playerRoot(),     lockEvent(),       createEvent(),
                         seatRound(),  attachGame(),      closeEvent(true), closeEvent(false), voidEventGame()};
    const QString everyone = QStringLiteral("tornei_table, tornei_director");
    const QString director = QStringLiteral("tornei_director");
    const std::pair<const char *, QString> grants[] = {
        {"caller_role()", everyone},
        {"require_director(text)", QString()},
        {"player_root(uuid)", everyone},
        {"lock_event(bigint, boolean)", QString()},
        {"create_event(text, date, integer, uuid[])", director},
        {"seat_round(bigint, integer, jsonb)", director},
        {"attach_game(bigint, integer, integer, uuid)", everyone},
        {"close_event(bigint, text)", director},
        {"reopen_event(bigint, text)", director},
        {"void_event_game(bigint, uuid, text)", director},
    };
    for (const auto &[function, roles] : grants) {
        steps << QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.%1 FROM PUBLIC").arg(QLatin1String(function));
        if (!roles.isEmpty())
            steps
                << QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.%1 TO %2").arg(QLatin1String(function), roles);
    }
    return steps;
}

} // namespace tornei::clubschema
