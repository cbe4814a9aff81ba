#include "clubschemav4.h"

#include "clublistener.h"
#include "clubschema.h"

namespace tornei::clubschema {

namespace {

// Version 4: news of every change as it is committed. A statement that
// changes the club's games, players or disputes notifies the channel a
// laptop LISTENs on (ClubListener), so that it fetches another table's game
// as it arrives; the notice is sent when the transaction commits, once per
// transaction, and carries nothing: it only says "sync now".
QStringList announceChanges()
{
    QStringList steps = {
        QStringLiteral("CREATE FUNCTION tornei_club.announce() RETURNS trigger LANGUAGE plpgsql"
                       " SET search_path = pg_catalog AS $$ BEGIN PERFORM pg_notify('%1', ''); RETURN NULL; END $$")
            .arg(QLatin1String(ClubListener::Channel)),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.announce() FROM PUBLIC"),
    };
    for (const char *table : {"games", "players", "disputes"}) {
        steps << QStringLiteral("CREATE TRIGGER %1_announce AFTER INSERT OR UPDATE OR DELETE ON tornei_club.%1"
                                " FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.announce()")
                     .arg(QLatin1String(table));
    }
    return steps;
}

// Version 4 also: renames and merges made at a laptop. change_player()
// applies one when the caller is a director (a rename to a name the club
// already has is a merge into that player; a merge goes to the player the
// other one now is, never round to the first); a table's is kept in
// player_requests, for a director to apply (apply_player_request) or delete.
QStringList playerChanges()
{
    return {
        QStringLiteral("CREATE TABLE tornei_club.player_requests ("
                       " id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
                       " player uuid NOT NULL REFERENCES tornei_club.players (id),"
                       " name text CHECK (name <> ''),"
                       " name_key text,"
                       " merged_into uuid REFERENCES tornei_club.players (id),"
                       " requested_by name NOT NULL DEFAULT current_user,"
                       " requested_at timestamptz NOT NULL DEFAULT now(),"
                       " CHECK ((name IS NULL) <> (merged_into IS NULL)))"),
        QStringLiteral("GRANT SELECT, INSERT ON tornei_club.player_requests TO tornei_table"),
        QStringLiteral("GRANT SELECT, INSERT, DELETE ON tornei_club.player_requests TO tornei_director"),
        QStringLiteral("ALTER TABLE tornei_club.player_requests ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("CREATE POLICY everyone_reads ON tornei_club.player_requests FOR SELECT"
                       " TO tornei_table, tornei_director USING (true)"),
        QStringLiteral("CREATE POLICY tables_ask ON tornei_club.player_requests FOR INSERT TO tornei_table"
                       " WITH CHECK (requested_by = current_user)"),
        QStringLiteral("CREATE POLICY directors_change ON tornei_club.player_requests FOR ALL TO tornei_director"
                       " USING (true) WITH CHECK (true)"),
        QStringLiteral(
            "CREATE FUNCTION tornei_club.change_player(p_id uuid, p_name text, p_name_key text, p_into uuid)"
            " RETURNS text LANGUAGE plpgsql SET search_path = pg_catalog AS $$"
            " DECLARE v_into uuid := p_into; v_next uuid; v_hops integer := 0;"
            " BEGIN"
            "   IF NOT pg_has_role(current_user, '%1', 'MEMBER') THEN"
            "     INSERT INTO tornei_club.player_requests (player, name, name_key, merged_into)"
            "       VALUES (p_id, p_name, p_name_key, p_into);"
            "     RETURN 'requested';"
            "   END IF;"
            "   IF v_into IS NULL THEN"
            "     SELECT p.id INTO v_into FROM tornei_club.players p"
            "       WHERE p.name_key = p_name_key AND p.merged_into IS NULL AND p.id <> p_id;"
            "     IF NOT FOUND THEN"
            "       UPDATE tornei_club.players p SET name = p_name, name_key = p_name_key"
            "         WHERE p.id = p_id AND p.merged_into IS NULL AND p.name IS DISTINCT FROM p_name;"
            "       RETURN 'applied';"
            "     END IF;"
            "   END IF;"
            "   LOOP"
            "     SELECT p.merged_into INTO v_next FROM tornei_club.players p WHERE p.id = v_into;"
            "     EXIT WHEN v_next IS NULL OR v_hops > 1000;"
            "     v_into := v_next; v_hops := v_hops + 1;"
            "   END LOOP;"
            "   IF v_into <> p_id THEN"
            "     UPDATE tornei_club.players p SET merged_into = v_into WHERE p.id = p_id AND p.merged_into IS NULL;"
            "   END IF;"
            "   RETURN 'applied';"
            " END $$")
            .arg(QLatin1String(ClubSchema::DirectorRole)),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.change_player(uuid, text, text, uuid) FROM PUBLIC"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.change_player(uuid, text, text, uuid)"
                       " TO tornei_table, tornei_director"),
        QStringLiteral("CREATE FUNCTION tornei_club.apply_player_request(p_request bigint) RETURNS text"
                       " LANGUAGE plpgsql SET search_path = pg_catalog AS $$"
                       " DECLARE r tornei_club.player_requests; v_outcome text;"
                       " BEGIN"
                       "   DELETE FROM tornei_club.player_requests q WHERE q.id = p_request RETURNING * INTO r;"
                       "   IF NOT FOUND THEN RETURN 'none'; END IF;"
                       "   v_outcome := tornei_club.change_player(r.player, r.name, r.name_key, r.merged_into);"
                       "   RETURN v_outcome;"
                       " END $$"),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.apply_player_request(bigint) FROM PUBLIC"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.apply_player_request(bigint) TO tornei_director"),
    };
}

} // namespace

QStringList stepToV4()
{
    return announceChanges() + playerChanges();
}

} // namespace tornei::clubschema
