#include "clubschemav10.h"

#include "clubevents.h"
#include "clubschemav8.h"

namespace tornei::clubschema {

namespace {

// Every revision a director's choice set aside: the revision the server had,
// or one that waited beside it, with who chose, when and why. Nothing a
// laptop sent is lost by a choice.
QStringList setAsideTable()
{
    const QStringList steps = {
        QStringLiteral("CREATE TABLE tornei_club.set_aside ("
                       " id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
                       " game uuid NOT NULL REFERENCES tornei_club.games (id),"
                       " record text NOT NULL,"
                       " record_sha256 text NOT NULL,"
                       " submitted_by name NOT NULL,"
                       " submitted_at timestamptz NOT NULL,"
                       " kept_sha256 text NOT NULL,"
                       " set_aside_by name NOT NULL DEFAULT session_user,"
                       " set_aside_at timestamptz NOT NULL DEFAULT now(),"
                       " reason text NOT NULL CHECK (btrim(reason) <> ''))"),
        QStringLiteral("CREATE INDEX set_aside_by_game ON tornei_club.set_aside (game, id)"),
    };
    return steps + readOnly({"set_aside"});
}

// A director's choice between the revision the server has of a game and
// those that wait beside it (tornei_club.disputes), by the checksum of the
// one kept, with a reason; refused when the revisions are no longer those
// the director saw (`p_seen`, every one's checksum). Taking a waiting revision makes it the game's
// next revision, with its results (`p_results`, as submit_game takes them:
// the server has no rules engine); either way the others are set aside, the
// game is news for every laptop (no dispute waits any more), and a game of
// an event gets a 'resolve' row in the event's audit.
QString resolveDispute()
{
    return QStringLiteral(
               "CREATE FUNCTION tornei_club.resolve_dispute(p_game uuid, p_seen text[], p_keep text, p_reason text,"
               " p_results jsonb) RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog AS $$"
               " DECLARE g tornei_club.games; d tornei_club.disputes; v_event bigint; v_closed boolean;"
               "   v_reason text := btrim(p_reason);"
               " BEGIN"
               "   PERFORM tornei_club.require_director('choose between a game''s revisions');"
               "   IF coalesce(v_reason, '') = '' THEN"
               "     RAISE EXCEPTION 'a choice between revisions needs a reason' USING ERRCODE = "
               "'invalid_parameter_value';"
               "   END IF;"
               "   SELECT * INTO g FROM tornei_club.games w WHERE w.id = p_game FOR UPDATE;"
               "   IF NOT FOUND THEN"
               "     RAISE EXCEPTION 'the club has no such game' USING ERRCODE = 'no_data_found';"
               "   END IF;"
               "   IF NOT EXISTS (SELECT 1 FROM tornei_club.disputes x WHERE x.game = p_game) THEN"
               "     RAISE EXCEPTION 'game #% has no revision waiting for a director', g.number"
               "       USING ERRCODE = 'object_not_in_prerequisite_state';"
               "   END IF;"
               "   IF (SELECT array_agg(s ORDER BY s) FROM unnest(p_seen) s) IS DISTINCT FROM"
               "       (SELECT array_agg(s ORDER BY s) FROM (SELECT g.record_sha256 UNION ALL SELECT x.record_sha256"
               "       FROM tornei_club.disputes x WHERE x.game = p_game) y(s)) THEN"
               "     RAISE EXCEPTION 'game #% has changed since its revisions were read: read them again', g.number"
               "       USING ERRCODE = 'object_not_in_prerequisite_state';"
               "   END IF;"
               "   SELECT x.event, e.closed INTO v_event, v_closed FROM tornei_club.event_games x"
               "     JOIN tornei_club.events e ON e.id = x.event WHERE x.game = p_game;"
               "   IF v_closed THEN"
               "     RAISE EXCEPTION 'game #% belongs to event %, which is closed: a director reopens it first',"
               "       g.number, v_event USING ERRCODE = 'object_not_in_prerequisite_state';"
               "   END IF;"
               "   IF g.record_sha256 = p_keep THEN"
               "     INSERT INTO tornei_club.set_aside (game, record, record_sha256, submitted_by, submitted_at,"
               "       kept_sha256, reason)"
               "       SELECT x.game, x.record, x.record_sha256, x.submitted_by, x.submitted_at, p_keep, v_reason"
               "       FROM tornei_club.disputes x WHERE x.game = p_game ORDER BY x.submitted_at;"
               "     DELETE FROM tornei_club.disputes x WHERE x.game = p_game;"
               // The same record as a new revision: a laptop that kept its own waiting one takes the club's.
               "     UPDATE tornei_club.games w SET revision = w.revision + 1 WHERE w.id = p_game;"
               "     IF v_event IS NOT NULL THEN"
               "       INSERT INTO tornei_club.event_audit (event, role, action, game, reason)"
               "         VALUES (v_event, tornei_club.caller_role(), 'resolve', p_game, v_reason);"
               "       PERFORM pg_notify('%1', v_event::text);"
               "     END IF;"
               "     RETURN 'kept';"
               "   END IF;"
               "   SELECT * INTO d FROM tornei_club.disputes x WHERE x.game = p_game AND x.record_sha256 = p_keep;"
               "   IF NOT FOUND THEN"
               "     RAISE EXCEPTION 'game #% has no revision %', g.number, p_keep USING ERRCODE = 'no_data_found';"
               "   END IF;"
               "   INSERT INTO tornei_club.set_aside (game, record, record_sha256, submitted_by, submitted_at,"
               "     kept_sha256, reason) VALUES (p_game, g.record, g.record_sha256, g.submitted_by, g.submitted_at,"
               "     p_keep, v_reason);"
               "   INSERT INTO tornei_club.set_aside (game, record, record_sha256, submitted_by, submitted_at,"
               "     kept_sha256, reason)"
               "     SELECT x.game, x.record, x.record_sha256, x.submitted_by, x.submitted_at, p_keep, v_reason"
               "     FROM tornei_club.disputes x WHERE x.game = p_game AND x.record_sha256 <> p_keep"
               "     ORDER BY x.submitted_at;"
               "   DELETE FROM tornei_club.disputes x WHERE x.game = p_game;"
               // The event's audit row is the games' trigger's (event_game_changed), as for any revision.
               "   PERFORM set_config('tornei_club.action', 'resolve', true);"
               "   PERFORM set_config('tornei_club.reason', v_reason, true);"
               "   UPDATE tornei_club.games w SET revision = w.revision + 1, record = d.record,"
               "     record_sha256 = d.record_sha256, submitted_at = now() WHERE w.id = p_game;"
               "   PERFORM set_config('tornei_club.action', '', true);"
               "   PERFORM set_config('tornei_club.reason', '', true);"
               "   PERFORM tornei_club.write_results(p_game, p_results);"
               "   RETURN 'taken';"
               " END $$")
        .arg(QLatin1String(ClubEvents::Channel));
}

// As version 8 made it, but a revision's audit row takes the action and the
// reason its transaction gives (tornei_club.action, tornei_club.reason; a
// revision's reason also from tornei_club.reasons, a JSON object of reasons
// by game id, which a laptop sets for the revisions it sends in one batch).
QString eventGameChanged()
{
    return QStringLiteral(
               "CREATE OR REPLACE FUNCTION tornei_club.event_game_changed() RETURNS trigger LANGUAGE plpgsql"
               " SECURITY DEFINER SET search_path = pg_catalog AS $$"
               " DECLARE v_event bigint; v_closed boolean; v_action text; v_reason text; v_reasons jsonb;"
               " BEGIN"
               "   SELECT x.event, e.closed INTO v_event, v_closed FROM tornei_club.event_games x"
               "     JOIN tornei_club.events e ON e.id = x.event WHERE x.game = NEW.id;"
               "   IF NOT FOUND THEN RETURN NULL; END IF;"
               "   IF v_closed THEN"
               "     RAISE EXCEPTION 'game #% belongs to event %, which is closed: a director reopens it first',"
               "       NEW.number, v_event USING ERRCODE = 'object_not_in_prerequisite_state';"
               "   END IF;"
               "   v_action := coalesce(nullif(current_setting('tornei_club.action', true), ''),"
               "     CASE WHEN OLD.voided IS NOT DISTINCT FROM NEW.voided THEN 'revise'"
               "       WHEN NEW.voided THEN 'void' ELSE 'unvoid' END);"
               "   v_reason := coalesce(nullif(current_setting('tornei_club.reason', true), ''),"
               "     nullif(current_setting('tornei_club.void_reason', true), ''));"
               "   IF v_reason IS NULL AND v_action = 'revise' THEN"
               "     BEGIN"
               "       v_reasons := nullif(current_setting('tornei_club.reasons', true), '')::jsonb;"
               "     EXCEPTION WHEN invalid_text_representation THEN v_reasons := NULL;"
               "     END;"
               "     v_reason := nullif(btrim(v_reasons ->> NEW.id::text), '');"
               "   END IF;"
               "   INSERT INTO tornei_club.event_audit (event, role, action, game, reason)"
               "     VALUES (v_event, tornei_club.caller_role(), v_action, NEW.id, v_reason);"
               "   PERFORM pg_notify('%1', v_event::text);"
               "   RETURN NULL;"
               " END $$")
        .arg(QLatin1String(ClubEvents::Channel));
}

} // namespace

// Version 10: a director chooses between a game's disputed revisions
// (resolve_dispute, with a reason; what is not kept is set aside, never
// deleted), and a director's revision of an event's game carries the reason
// its laptop gives into the event's audit.
QStringList stepToV10()
{
    return setAsideTable() +
           QStringList{
               QStringLiteral("ALTER TABLE tornei_club.event_audit DROP CONSTRAINT event_audit_action_check"),
               QStringLiteral("ALTER TABLE tornei_club.event_audit ADD CONSTRAINT event_audit_action_check"
                              " CHECK (action IN ('create', 'seat', 'attach', 'close', 'reopen', 'void', 'unvoid',"
                              " 'revise', 'add', 'resolve'))"),
               eventGameChanged(),
               resolveDispute(),
               QStringLiteral(
                   "REVOKE ALL ON FUNCTION tornei_club.resolve_dispute(uuid, text[], text, text, jsonb) FROM PUBLIC"),
               QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.resolve_dispute(uuid, text[], text, text, jsonb)"
                              " TO tornei_director"),
           };
}

} // namespace tornei::clubschema
