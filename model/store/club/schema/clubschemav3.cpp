#include "clubschemav3.h"

#include "clubschemav2.h"

namespace tornei::clubschema {

// Version 3: what the server reports from. The server has no rules engine,
// so the laptop that sends a game sends what the rules engine made of it
// (ClubResults) in the same call: per game its summary (game_summaries), per
// game and seat the figures the statistics sum (game_seats), replaced with
// each revision in submit_game's transaction. Each game gets a number that
// never changes (the `#N` of the reports). The players' figures summed over
// their counted seats (player_figures) and over the games two players both
// played (player_pairs) are kept up to date by triggers in the same
// transaction, so everyone's statistics are a read of one row per player and
// pair, whatever the number of games; a voided game leaves them, an unvoided
// one comes back. Nobody writes those sums but the triggers.
QStringList stepToV3()
{
    QStringList steps = {
        QStringLiteral("ALTER TABLE tornei_club.games ADD COLUMN number bigint GENERATED ALWAYS AS IDENTITY"),
        QStringLiteral("CREATE UNIQUE INDEX games_by_number ON tornei_club.games (number)"),
        // When the server first had it; older games have only their last submission's time.
        QStringLiteral("ALTER TABLE tornei_club.games ADD COLUMN created_at timestamptz"),
        QStringLiteral("ALTER TABLE tornei_club.games ALTER COLUMN created_at SET DEFAULT now()"),
        QStringLiteral("CREATE TABLE tornei_club.game_summaries ("
                       " game uuid PRIMARY KEY REFERENCES tornei_club.games (id),"
                       " started_text text,"
                       " started_utc timestamptz,"
                       " started_offset integer,"
                       " first_dealer integer NOT NULL,"
                       " player_count integer NOT NULL,"
                       " rounds_played integer NOT NULL,"
                       " finished boolean NOT NULL,"
                       " excluded boolean NOT NULL,"
                       " seat_names text[] NOT NULL," // the record's names, null for the dummy's seat
                       " totals integer[] NOT NULL,"
                       " winners integer[] NOT NULL)"),
        QStringLiteral("CREATE TABLE tornei_club.game_seats ("
                       " game uuid NOT NULL REFERENCES tornei_club.games (id),"
                       " seat integer NOT NULL CHECK (seat BETWEEN 0 AND 3),"
                       " player uuid REFERENCES tornei_club.players (id),"
                       " total integer NOT NULL,"
                       " winner boolean NOT NULL,"
                       " shared_win boolean NOT NULL,"
                       " counted boolean NOT NULL," // finished and not excluded
                       " complete_rounds integer NOT NULL,"
                       " round_score integer NOT NULL,"
                       " made_rank1 integer NOT NULL, made_rank2 integer NOT NULL,"
                       " made_rank3 integer NOT NULL, made_rank4 integer NOT NULL,"
                       " correct_rank1 integer NOT NULL, correct_rank2 integer NOT NULL,"
                       " correct_rank3 integer NOT NULL, correct_rank4 integer NOT NULL,"
                       " rounds_won0 integer NOT NULL, rounds_won1 integer NOT NULL, rounds_won2 integer NOT NULL,"
                       " rounds_won3 integer NOT NULL, rounds_won4 integer NOT NULL, rounds_won5 integer NOT NULL,"
                       " rounds_won6 integer NOT NULL, rounds_won7 integer NOT NULL,"
                       " PRIMARY KEY (game, seat))"),
        QStringLiteral("CREATE INDEX game_seats_by_player ON tornei_club.game_seats (player)"),
        QStringLiteral("CREATE TABLE tornei_club.player_figures ("
                       " player uuid PRIMARY KEY,"
                       " games bigint NOT NULL, wins bigint NOT NULL, shared_wins bigint NOT NULL,"
                       " total bigint NOT NULL, complete_rounds bigint NOT NULL, round_score bigint NOT NULL,"
                       " made_rank1 bigint NOT NULL, made_rank2 bigint NOT NULL,"
                       " made_rank3 bigint NOT NULL, made_rank4 bigint NOT NULL,"
                       " correct_rank1 bigint NOT NULL, correct_rank2 bigint NOT NULL,"
                       " correct_rank3 bigint NOT NULL, correct_rank4 bigint NOT NULL,"
                       " rounds_won0 bigint NOT NULL, rounds_won1 bigint NOT NULL, rounds_won2 bigint NOT NULL,"
                       " rounds_won3 bigint NOT NULL, rounds_won4 bigint NOT NULL, rounds_won5 bigint NOT NULL,"
                       " rounds_won6 bigint NOT NULL, rounds_won7 bigint NOT NULL)"),
        QStringLiteral("CREATE TABLE tornei_club.player_pairs ("
                       " player uuid NOT NULL, opponent uuid NOT NULL,"
                       " games bigint NOT NULL, above bigint NOT NULL, below bigint NOT NULL, equal bigint NOT NULL,"
                       " PRIMARY KEY (player, opponent))"),
        // One counted seat's part of the sums, added (sign 1) or taken back
        // (-1), with its pairs against the game's other seats numbered below
        // `below` that are in the table at the time.
        QStringLiteral(
            "CREATE FUNCTION tornei_club.count_seat(r tornei_club.game_seats, sign integer, below integer)"
            " RETURNS void LANGUAGE plpgsql SET search_path = pg_catalog AS $$"
            " BEGIN"
            "   IF NOT r.counted OR r.player IS NULL THEN RETURN; END IF;"
            "   INSERT INTO tornei_club.player_figures AS f VALUES (r.player, sign, sign * r.winner::int,"
            "     sign * r.shared_win::int, sign * r.total, sign * r.complete_rounds, sign * r.round_score,"
            "     sign * r.made_rank1, sign * r.made_rank2, sign * r.made_rank3, sign * r.made_rank4,"
            "     sign * r.correct_rank1, sign * r.correct_rank2, sign * r.correct_rank3, sign * r.correct_rank4,"
            "     sign * r.rounds_won0, sign * r.rounds_won1, sign * r.rounds_won2, sign * r.rounds_won3,"
            "     sign * r.rounds_won4, sign * r.rounds_won5, sign * r.rounds_won6, sign * r.rounds_won7)"
            "   ON CONFLICT (player) DO UPDATE SET games = f.games + excluded.games, wins = f.wins + excluded.wins,"
            "     shared_wins = f.shared_wins + excluded.shared_wins, total = f.total + excluded.total,"
            "     complete_rounds = f.complete_rounds + excluded.complete_rounds,"
            "     round_score = f.round_score + excluded.round_score,"
            "     made_rank1 = f.made_rank1 + excluded.made_rank1, made_rank2 = f.made_rank2 + excluded.made_rank2,"
            "     made_rank3 = f.made_rank3 + excluded.made_rank3, made_rank4 = f.made_rank4 + excluded.made_rank4,"
            "     correct_rank1 = f.correct_rank1 + excluded.correct_rank1,"
            "     correct_rank2 = f.correct_rank2 + excluded.correct_rank2,"
            "     correct_rank3 = f.correct_rank3 + excluded.correct_rank3,"
            "     correct_rank4 = f.correct_rank4 + excluded.correct_rank4,"
            "     rounds_won0 = f.rounds_won0 + excluded.rounds_won0,"
            " rounds_won1 = f.rounds_won1 + excluded.rounds_won1,"
            "     rounds_won2 = f.rounds_won2 + excluded.rounds_won2,"
            " rounds_won3 = f.rounds_won3 + excluded.rounds_won3,"
            "     rounds_won4 = f.rounds_won4 + excluded.rounds_won4,"
            " rounds_won5 = f.rounds_won5 + excluded.rounds_won5,"
            "     rounds_won6 = f.rounds_won6 + excluded.rounds_won6,"
            " rounds_won7 = f.rounds_won7 + excluded.rounds_won7;"
            "   INSERT INTO tornei_club.player_pairs AS p"
            "   SELECT x.a, x.b, sign * count(*), sign * count(*) FILTER (WHERE x.ta > x.tb),"
            "     sign * count(*) FILTER (WHERE x.ta < x.tb), sign * count(*) FILTER (WHERE x.ta = x.tb)"
            "   FROM (SELECT r.player AS a, o.player AS b, r.total AS ta, o.total AS tb"
            "         FROM tornei_club.game_seats o WHERE o.game = r.game AND o.seat <> r.seat AND o.seat < below"
            "         AND o.counted AND o.player IS NOT NULL"
            "         UNION ALL SELECT o.player, r.player, o.total, r.total"
            "         FROM tornei_club.game_seats o WHERE o.game = r.game AND o.seat <> r.seat AND o.seat < below"
            "         AND o.counted AND o.player IS NOT NULL) x"
            "   GROUP BY x.a, x.b"
            "   ON CONFLICT (player, opponent) DO UPDATE SET games = p.games + excluded.games,"
            "     above = p.above + excluded.above, below = p.below + excluded.below, equal = p.equal + excluded.equal;"
            " END $$"),
        // Row by row, before the change: a seat added pairs with the seats
        // already there, a seat removed with those still there, so that the
        // rows of one statement count each pair exactly once.
        QStringLiteral("CREATE FUNCTION tornei_club.seat_counts() RETURNS trigger LANGUAGE plpgsql"
                       " SECURITY DEFINER SET search_path = pg_catalog AS $$"
                       " BEGIN"
                       "   IF TG_OP = 'INSERT' THEN"
                       "     IF NOT (SELECT g.voided FROM tornei_club.games g WHERE g.id = NEW.game) THEN"
                       "       PERFORM tornei_club.count_seat(NEW, 1, 4);"
                       "     END IF;"
                       "     RETURN NEW;"
                       "   END IF;"
                       "   IF NOT (SELECT g.voided FROM tornei_club.games g WHERE g.id = OLD.game) THEN"
                       "     PERFORM tornei_club.count_seat(OLD, -1, 4);"
                       "   END IF;"
                       "   RETURN OLD;"
                       " END $$"),
        QStringLiteral("CREATE TRIGGER game_seats_count BEFORE INSERT OR DELETE ON tornei_club.game_seats"
                       " FOR EACH ROW EXECUTE FUNCTION tornei_club.seat_counts()"),
        QStringLiteral("CREATE FUNCTION tornei_club.void_counts() RETURNS trigger LANGUAGE plpgsql"
                       " SECURITY DEFINER SET search_path = pg_catalog AS $$"
                       " DECLARE r tornei_club.game_seats;"
                       " BEGIN"
                       "   FOR r IN SELECT * FROM tornei_club.game_seats s WHERE s.game = NEW.id ORDER BY s.seat LOOP"
                       "     PERFORM tornei_club.count_seat(r, CASE WHEN NEW.voided THEN -1 ELSE 1 END, r.seat);"
                       "   END LOOP;"
                       "   RETURN NEW;"
                       " END $$"),
        QStringLiteral("CREATE TRIGGER games_void_counts AFTER UPDATE OF voided ON tornei_club.games FOR EACH ROW"
                       " WHEN (OLD.voided IS DISTINCT FROM NEW.voided) EXECUTE FUNCTION tornei_club.void_counts()"),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.count_seat(tornei_club.game_seats, integer, integer),"
                       " tornei_club.seat_counts(), tornei_club.void_counts() FROM PUBLIC"),
        // A game's derived rows replaced by those given (none when null), with the caller's rights.
        QStringLiteral(
            "CREATE FUNCTION tornei_club.write_results(p_id uuid, p_results jsonb) RETURNS void LANGUAGE plpgsql"
            " SET search_path = pg_catalog AS $$"
            " BEGIN"
            "   DELETE FROM tornei_club.game_seats WHERE game = p_id;"
            "   DELETE FROM tornei_club.game_summaries WHERE game = p_id;"
            "   IF p_results IS NULL OR jsonb_typeof(p_results) <> 'object' THEN RETURN; END IF;"
            "   INSERT INTO tornei_club.game_summaries SELECT (jsonb_populate_record(NULL::tornei_club.game_summaries,"
            "     p_results->'summary' || jsonb_build_object('game', p_id))).*;"
            "   INSERT INTO tornei_club.game_seats SELECT (jsonb_populate_record(NULL::tornei_club.game_seats,"
            "     e || jsonb_build_object('game', p_id))).* FROM jsonb_array_elements(p_results->'seats') e"
            "     ORDER BY (e->>'seat')::integer;"
            " END $$"),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.write_results(uuid, jsonb) FROM PUBLIC"),
        QStringLiteral(
            "GRANT EXECUTE ON FUNCTION tornei_club.write_results(uuid, jsonb) TO tornei_table, tornei_director"),

        QStringLiteral("GRANT SELECT, INSERT, DELETE ON tornei_club.game_summaries, tornei_club.game_seats"
                       " TO tornei_table, tornei_director"),
        QStringLiteral("GRANT SELECT ON tornei_club.player_figures, tornei_club.player_pairs"
                       " TO tornei_table, tornei_director"),
    };
    for (const char *table : {"game_summaries", "game_seats"}) {
        const QString t = QStringLiteral("tornei_club.") + QLatin1String(table);
        // A table writes the derived rows of the games it submitted, and only while they count.
        const QString theirs = QStringLiteral("EXISTS (SELECT 1 FROM tornei_club.games g WHERE g.id = game"
                                              " AND g.submitted_by = current_user AND NOT g.voided)");
        steps << QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(t)
              << QStringLiteral("CREATE POLICY everyone_reads ON %1 FOR SELECT TO tornei_table, tornei_director"
                                " USING (true)")
                     .arg(t)
              << QStringLiteral("CREATE POLICY tables_add_their_own ON %1 FOR INSERT TO tornei_table WITH CHECK (%2)")
                     .arg(t, theirs)
              << QStringLiteral("CREATE POLICY tables_remove_their_own ON %1 FOR DELETE TO tornei_table USING (%2)")
                     .arg(t, theirs)
              << QStringLiteral("CREATE POLICY directors_change ON %1 FOR ALL TO tornei_director"
                                " USING (true) WITH CHECK (true)")
                     .arg(t);
    }
    steps << QStringLiteral("DROP FUNCTION tornei_club.submit_game(uuid, integer, text, text, text)")
          << submitGame(true)
          << QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.submit_game(uuid, integer, text, text, text, jsonb)"
                            " FROM PUBLIC")
          << QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.submit_game(uuid, integer, text, text, text, jsonb)"
                            " TO tornei_table, tornei_director");
    return steps;
}

} // namespace tornei::clubschema
