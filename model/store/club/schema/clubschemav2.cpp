#include "clubschemav2.h"

namespace tornei::clubschema {

// submit_game() as version 2 made it, and as version 3 remakes it: with the
// game's derived rows (p_results, jsonb; see ClubResults), written in the
// same transaction when the game is added or revised, and left as they are
// when it is unchanged, the same game or disputed. Version 3 also tells a
// revision by the record's whole text, not its identity: a game left out of
// the statistics, or counted again, is the same game with another record.
QString submitGame(bool withResults)
{
    const QString results =
        withResults ? QStringLiteral(" PERFORM tornei_club.write_results(p_id, p_results);") : QString();
    QString sql = QStringLiteral(
        "CREATE FUNCTION tornei_club.submit_game(p_id uuid, p_base integer, p_previous text, p_record text,"
        " p_sha text%1) RETURNS TABLE (outcome text, game uuid, revision integer) LANGUAGE plpgsql"
        " SET search_path = pg_catalog AS $$"
        " DECLARE v_id uuid; v_revision integer; v_sha text; v_record text;"
        " BEGIN"
        // A revision of what this laptop last had, or of what it sent last time without hearing back.
        "   IF p_base > 0 THEN"
        "     UPDATE tornei_club.games AS g SET revision = g.revision + 1, record = p_record,"
        "       record_sha256 = p_sha, submitted_at = now()"
        "       WHERE g.id = p_id AND (g.revision = p_base OR g.record_sha256 = p_previous)"
        "       AND %3 AND NOT g.voided"
        "       RETURNING g.revision INTO v_revision;"
        "     IF FOUND THEN%2 RETURN QUERY SELECT 'revised'::text, p_id, v_revision; RETURN; END IF;"
        "   END IF;"
        "   SELECT g.revision, g.record_sha256, g.record INTO v_revision, v_sha, v_record"
        "     FROM tornei_club.games g WHERE g.id = p_id;"
        "   IF NOT FOUND THEN"
        "     INSERT INTO tornei_club.games (id, revision, record, record_sha256)"
        "       VALUES (p_id, 1, p_record, p_sha) ON CONFLICT DO NOTHING;"
        "     IF FOUND THEN%2 RETURN QUERY SELECT 'added'::text, p_id, 1; RETURN; END IF;"
        "     SELECT g.revision, g.record_sha256, g.record INTO v_revision, v_sha, v_record"
        "       FROM tornei_club.games g WHERE g.id = p_id;"
        "     IF NOT FOUND THEN"
        "       SELECT g.id, g.revision INTO v_id, v_revision FROM tornei_club.games g"
        "         WHERE g.record_sha256 = p_sha AND NOT g.voided;"
        "       RETURN QUERY SELECT 'same-game'::text, v_id, v_revision; RETURN;"
        "     END IF;"
        "   END IF;"
        "   IF %4 THEN RETURN QUERY SELECT 'unchanged'::text, p_id, v_revision; RETURN; END IF;"
        "   INSERT INTO tornei_club.disputes (game, record, record_sha256, base_revision)"
        "     VALUES (p_id, p_record, p_sha, p_base) ON CONFLICT DO NOTHING;"
        "   RETURN QUERY SELECT 'disputed'::text, p_id, v_revision;"
        " END $$");
    return sql.arg(withResults ? QStringLiteral(", p_results jsonb") : QString(), results,
                   withResults ? QStringLiteral("g.record <> p_record") : QStringLiteral("g.record_sha256 <> p_sha"),
                   withResults ? QStringLiteral("v_record = p_record") : QStringLiteral("v_sha = p_sha"));
}

// Version 2: how a laptop sends a game. submit_game() adds or revises one
// game in one call, safe to repeat: a game sent again is "unchanged"; a
// revision made on an older one than the server has (another table's, or the
// director's, came first), or of another table's game, is kept beside it as
// a dispute for a director; the same record sent under another id is the
// game already there ("same-game"), so a record imported at two laptops is
// one game. It runs with the caller's rights: row-level security holds.
QStringList stepToV2()
{
    return {
        // Change numbers are taken when a change is made but seen when it is committed, so a reader
        // could pass one still under way. Each change also keeps its transaction's id (xid8); a laptop
        // reads changes in (xid, changed) order, only of transactions older than every one still
        // running (pg_snapshot_xmin), which no later commit can come before.
        QStringLiteral("ALTER TABLE tornei_club.games ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id()"),
        QStringLiteral("ALTER TABLE tornei_club.players ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id()"),
        QStringLiteral("CREATE OR REPLACE FUNCTION tornei_club.touch() RETURNS trigger LANGUAGE plpgsql AS"
                       " $$ BEGIN NEW.changed := nextval('tornei_club.changes'); NEW.xid := pg_current_xact_id();"
                       " RETURN NEW; END $$"),
        QStringLiteral("DROP INDEX tornei_club.games_by_change"),
        QStringLiteral("DROP INDEX tornei_club.players_by_change"),
        QStringLiteral("CREATE INDEX games_by_change ON tornei_club.games (xid, changed)"),
        QStringLiteral("CREATE INDEX players_by_change ON tornei_club.players (xid, changed)"),
        // The club's own id: a laptop keeps how far it has read each club by it.
        QStringLiteral("INSERT INTO tornei_club.about VALUES ('club', gen_random_uuid()::text)"),
        QStringLiteral("DROP INDEX tornei_club.games_by_record"),
        QStringLiteral(
            "CREATE UNIQUE INDEX games_one_per_record ON tornei_club.games (record_sha256) WHERE NOT voided"),
        QStringLiteral("CREATE TABLE tornei_club.disputes ("
                       " game uuid NOT NULL REFERENCES tornei_club.games (id),"
                       " record text NOT NULL,"
                       " record_sha256 text NOT NULL CHECK (record_sha256 ~ '^[0-9a-f]{64}$'),"
                       " base_revision integer NOT NULL,"
                       " submitted_by name NOT NULL DEFAULT current_user,"
                       " submitted_at timestamptz NOT NULL DEFAULT now(),"
                       " PRIMARY KEY (game, record_sha256))"),
        // A new dispute is news of its game: laptops learn it with the game's next change number. The
        // function is the owner's, as a table may not touch another table's game itself.
        QStringLiteral("CREATE FUNCTION tornei_club.dispute_touches_game() RETURNS trigger LANGUAGE plpgsql"
                       " SECURITY DEFINER SET search_path = pg_catalog AS"
                       " $$ BEGIN UPDATE tornei_club.games SET changed = nextval('tornei_club.changes')"
                       " WHERE id = NEW.game; RETURN NEW; END $$"),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.dispute_touches_game() FROM PUBLIC"),
        QStringLiteral("CREATE TRIGGER disputes_touch_game AFTER INSERT ON tornei_club.disputes"
                       " FOR EACH ROW EXECUTE FUNCTION tornei_club.dispute_touches_game()"),
        QStringLiteral("GRANT SELECT, INSERT ON tornei_club.disputes TO tornei_table"),
        QStringLiteral("GRANT SELECT, INSERT, DELETE ON tornei_club.disputes TO tornei_director"),
        QStringLiteral("ALTER TABLE tornei_club.disputes ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("CREATE POLICY everyone_reads ON tornei_club.disputes FOR SELECT"
                       " TO tornei_table, tornei_director USING (true)"),
        QStringLiteral("CREATE POLICY tables_add_their_own ON tornei_club.disputes FOR INSERT TO tornei_table"
                       " WITH CHECK (submitted_by = current_user)"),
        QStringLiteral("CREATE POLICY directors_change ON tornei_club.disputes FOR ALL TO tornei_director"
                       " USING (true) WITH CHECK (true)"),
        submitGame(false),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.submit_game(uuid, integer, text, text, text) FROM PUBLIC"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.submit_game(uuid, integer, text, text, text)"
                       " TO tornei_table, tornei_director"),
    };
}

} // namespace tornei::clubschema
