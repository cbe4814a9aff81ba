#include "clubschemav6.h"

#include "clubschema.h"

namespace tornei::clubschema {

// Version 6: games deleted at a laptop. remove_game() voids the game when
// the caller is a director, as a void done by hand does (the kept sums, the
// notice and every laptop follow); a table's delete is kept in
// game_requests, for a director to apply (apply_game_request) or dismiss
// (state 'dismissed'). A game the server does not have, or has voided
// already, is 'unchanged'; a game with a request still pending gets no
// second one, so a removal sent again after a kill changes nothing more.
// Like change_player(), it runs with the caller's rights: row-level security
// holds, and a table can neither void a game nor change a request.
QStringList stepToV6()
{
    const QString director = QLatin1String(ClubSchema::DirectorRole);
    return {
        QStringLiteral("CREATE TABLE tornei_club.game_requests ("
                       " id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
                       " game uuid NOT NULL REFERENCES tornei_club.games (id),"
                       " requested_by name NOT NULL DEFAULT current_user,"
                       " requested_at timestamptz NOT NULL DEFAULT now(),"
                       " state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'applied', 'dismissed')))"),
        // One pending request per game, whoever asked and however often.
        QStringLiteral("CREATE UNIQUE INDEX game_requests_one_pending ON tornei_club.game_requests (game)"
                       " WHERE state = 'pending'"),
        QStringLiteral("GRANT SELECT, INSERT ON tornei_club.game_requests TO tornei_table"),
        QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON tornei_club.game_requests TO tornei_director"),
        QStringLiteral("ALTER TABLE tornei_club.game_requests ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("CREATE POLICY everyone_reads ON tornei_club.game_requests FOR SELECT"
                       " TO tornei_table, tornei_director USING (true)"),
        QStringLiteral("CREATE POLICY tables_ask ON tornei_club.game_requests FOR INSERT TO tornei_table"
                       " WITH CHECK (requested_by = current_user AND state = 'pending')"),
        QStringLiteral("CREATE POLICY directors_change ON tornei_club.game_requests FOR ALL TO tornei_director"
                       " USING (true) WITH CHECK (true)"),
        QStringLiteral("CREATE TRIGGER game_requests_announce AFTER INSERT OR UPDATE OR DELETE"
                       " ON tornei_club.game_requests FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.announce()"),
        QStringLiteral("CREATE FUNCTION tornei_club.remove_game(p_id uuid) RETURNS text LANGUAGE plpgsql"
                       " SET search_path = pg_catalog AS $$"
                       " BEGIN"
                       "   IF NOT EXISTS (SELECT 1 FROM tornei_club.games g WHERE g.id = p_id AND NOT g.voided) THEN"
                       "     RETURN 'unchanged';"
                       "   END IF;"
                       "   IF pg_has_role(current_user, '%1', 'MEMBER') THEN"
                       "     UPDATE tornei_club.games g SET voided = true WHERE g.id = p_id AND NOT g.voided;"
                       "     IF NOT FOUND THEN RETURN 'unchanged'; END IF;"
                       "     UPDATE tornei_club.game_requests q SET state = 'applied'"
                       "       WHERE q.game = p_id AND q.state = 'pending';"
                       "     RETURN 'voided';"
                       "   END IF;"
                       "   INSERT INTO tornei_club.game_requests (game) VALUES (p_id)"
                       "     ON CONFLICT (game) WHERE state = 'pending' DO NOTHING;"
                       "   RETURN 'requested';"
                       " END $$")
            .arg(director),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.remove_game(uuid) FROM PUBLIC"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.remove_game(uuid) TO tornei_table, tornei_director"),
        QStringLiteral("CREATE FUNCTION tornei_club.apply_game_request(p_request bigint) RETURNS text"
                       " LANGUAGE plpgsql SET search_path = pg_catalog AS $$"
                       " DECLARE v_game uuid;"
                       " BEGIN"
                       "   IF NOT pg_has_role(current_user, '%1', 'MEMBER') THEN"
                       "     RAISE EXCEPTION 'only a director applies a request' USING ERRCODE = 'insufficient_privilege';"
                       "   END IF;"
                       "   UPDATE tornei_club.game_requests q SET state = 'applied'"
                       "     WHERE q.id = p_request AND q.state = 'pending' RETURNING q.game INTO v_game;"
                       "   IF NOT FOUND THEN RETURN 'none'; END IF;"
                       "   RETURN tornei_club.remove_game(v_game);"
                       " END $$")
            .arg(director),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.apply_game_request(bigint) FROM PUBLIC"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.apply_game_request(bigint) TO tornei_director"),
    };
}

} // namespace tornei::clubschema
