#include "clubschema.h"

#include "clubconnection.h"
#include "clublistener.h"
#include "clubresultkeys.h"
#include "clubschemav5.h"
#include "clubschemav6.h"
#include "clubschemav8.h"
#include "clubschemav9.h"
#include "clubschemav10.h"
#include "storeerror.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace tornei {

namespace {

// Said in tornei_club.about: the schema is ours, and which version it is.
constexpr const char *Application = "tornei-club";
// Held for the transaction, so that two `club init` at once do not both create.
constexpr qint64 InitLock = 0x546f726e6569; // "Tornei"

bool run(QSqlDatabase &db, const QString &sql, StoreError *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    if (error)
        *error = ClubConnection::serverError(query.lastError());
    return false;
}

// One value of the first row, or nullopt on error (an invalid QVariant without a row).
std::optional<QVariant> value(QSqlDatabase &db, const QString &sql, StoreError *error)
{
    QSqlQuery query(db);
    if (!query.exec(sql)) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    return query.next() ? query.value(0) : QVariant();
}

// Version 1: the players and the games of the club. Every row carries the
// number of the change that last touched it (one sequence for the club), so
// a laptop asks for what changed since the last number it saw.
QStringList stepToV1()
{
    return {
        QStringLiteral("CREATE SCHEMA tornei_club"),
        QStringLiteral("COMMENT ON SCHEMA tornei_club IS 'Tornei Companion: the games of a club'"),
        QStringLiteral("CREATE TABLE tornei_club.about (key text PRIMARY KEY, value text NOT NULL)"),
        QStringLiteral("INSERT INTO tornei_club.about VALUES ('application', '%1')").arg(QLatin1String(Application)),
        QStringLiteral("CREATE SEQUENCE tornei_club.changes"),
        QStringLiteral("CREATE FUNCTION tornei_club.touch() RETURNS trigger LANGUAGE plpgsql AS"
                       " $$ BEGIN NEW.changed := nextval('tornei_club.changes'); RETURN NEW; END $$"),
        // A player merged into another keeps their row, pointing at the one they are now.
        QStringLiteral("CREATE TABLE tornei_club.players ("
                       " id uuid PRIMARY KEY,"
                       " name text NOT NULL CHECK (name <> ''),"
                       " name_key text NOT NULL,"
                       " merged_into uuid REFERENCES tornei_club.players (id),"
                       " added_by name NOT NULL DEFAULT current_user,"
                       " added_at timestamptz NOT NULL DEFAULT now(),"
                       " changed bigint NOT NULL DEFAULT nextval('tornei_club.changes'))"),
        QStringLiteral("CREATE UNIQUE INDEX players_by_name_key ON tornei_club.players (name_key)"
                       " WHERE merged_into IS NULL"),
        QStringLiteral("CREATE INDEX players_by_change ON tornei_club.players (changed)"),
        QStringLiteral("CREATE TRIGGER players_touch BEFORE UPDATE ON tornei_club.players"
                       " FOR EACH ROW EXECUTE FUNCTION tornei_club.touch()"),
        // A game is its record (the tornei-record file, canonical), under the id its first laptop gave it.
        QStringLiteral("CREATE TABLE tornei_club.games ("
                       " id uuid PRIMARY KEY,"
                       " revision integer NOT NULL CHECK (revision > 0),"
                       " record text NOT NULL,"
                       " record_sha256 text NOT NULL CHECK (record_sha256 ~ '^[0-9a-f]{64}$'),"
                       " submitted_by name NOT NULL DEFAULT current_user,"
                       " submitted_at timestamptz NOT NULL DEFAULT now(),"
                       " voided boolean NOT NULL DEFAULT false,"
                       " changed bigint NOT NULL DEFAULT nextval('tornei_club.changes'))"),
        QStringLiteral("CREATE INDEX games_by_change ON tornei_club.games (changed)"),
        QStringLiteral("CREATE INDEX games_by_record ON tornei_club.games (record_sha256)"),
        QStringLiteral("CREATE TRIGGER games_touch BEFORE UPDATE ON tornei_club.games"
                       " FOR EACH ROW EXECUTE FUNCTION tornei_club.touch()"),

        QStringLiteral("REVOKE ALL ON SCHEMA tornei_club FROM PUBLIC"),
        QStringLiteral("GRANT USAGE ON SCHEMA tornei_club TO tornei_table, tornei_director"),
        QStringLiteral("GRANT SELECT ON tornei_club.about TO tornei_table, tornei_director"),
        QStringLiteral("GRANT USAGE ON SEQUENCE tornei_club.changes TO tornei_table, tornei_director"),
        QStringLiteral("GRANT SELECT, INSERT ON tornei_club.players, tornei_club.games TO tornei_table"),
        // A table revises its game's cards, never who submitted it or whether it counts.
        QStringLiteral("GRANT UPDATE (revision, record, record_sha256, submitted_at) ON tornei_club.games"
                       " TO tornei_table"),
        QStringLiteral("GRANT SELECT, INSERT, UPDATE ON tornei_club.players, tornei_club.games TO tornei_director"),

        QStringLiteral("ALTER TABLE tornei_club.players ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("ALTER TABLE tornei_club.games ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("CREATE POLICY everyone_reads ON tornei_club.players FOR SELECT"
                       " TO tornei_table, tornei_director USING (true)"),
        QStringLiteral("CREATE POLICY tables_add ON tornei_club.players FOR INSERT TO tornei_table"
                       " WITH CHECK (added_by = current_user AND merged_into IS NULL)"),
        QStringLiteral("CREATE POLICY directors_change ON tornei_club.players FOR ALL TO tornei_director"
                       " USING (true) WITH CHECK (true)"),
        QStringLiteral("CREATE POLICY everyone_reads ON tornei_club.games FOR SELECT"
                       " TO tornei_table, tornei_director USING (true)"),
        QStringLiteral("CREATE POLICY tables_add_their_own ON tornei_club.games FOR INSERT TO tornei_table"
                       " WITH CHECK (submitted_by = current_user AND NOT voided)"),
        QStringLiteral("CREATE POLICY tables_revise_their_own ON tornei_club.games FOR UPDATE TO tornei_table"
                       " USING (submitted_by = current_user AND NOT voided) WITH CHECK (submitted_by = current_user)"),
        QStringLiteral("CREATE POLICY directors_change ON tornei_club.games FOR ALL TO tornei_director"
                       " USING (true) WITH CHECK (true)"),
    };
}

// submit_game() as version 2 made it, and as version 3 remakes it: with the
// game's derived rows (p_results, jsonb; see ClubResults), written in the
// same transaction when the game is added or revised, and left as they are
// when it is unchanged, the same game or disputed. Version 3 also tells a
// revision by the record's whole text, not its identity: a game left out of
// the statistics, or counted again, is the same game with another record.
QString submitGame(bool withResults)
{
    const QString results = withResults ? QStringLiteral(" PERFORM tornei_club.write_results(p_id, p_results);")
                                        : QString();
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
        QStringLiteral("CREATE UNIQUE INDEX games_one_per_record ON tornei_club.games (record_sha256) WHERE NOT voided"),
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
            "     rounds_won0 = f.rounds_won0 + excluded.rounds_won0, rounds_won1 = f.rounds_won1 + excluded.rounds_won1,"
            "     rounds_won2 = f.rounds_won2 + excluded.rounds_won2, rounds_won3 = f.rounds_won3 + excluded.rounds_won3,"
            "     rounds_won4 = f.rounds_won4 + excluded.rounds_won4, rounds_won5 = f.rounds_won5 + excluded.rounds_won5,"
            "     rounds_won6 = f.rounds_won6 + excluded.rounds_won6, rounds_won7 = f.rounds_won7 + excluded.rounds_won7;"
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
        QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.write_results(uuid, jsonb) TO tornei_table, tornei_director"),

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
    steps << QStringLiteral("DROP FUNCTION tornei_club.submit_game(uuid, integer, text, text, text)") << submitGame(true)
          << QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.submit_game(uuid, integer, text, text, text, jsonb)"
                            " FROM PUBLIC")
          << QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.submit_game(uuid, integer, text, text, text, jsonb)"
                            " TO tornei_table, tornei_director");
    return steps;
}

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

QStringList stepToV4()
{
    return announceChanges() + playerChanges();
}

QStringList step(int version)
{
    switch (version) {
    case 1:
        return stepToV1();
    case 2:
        return stepToV2();
    case 3:
        return stepToV3();
    case 4:
        return stepToV4();
    case 5:
        return clubschema::stepToV5();
    case 6:
        return clubschema::stepToV6();
    case 7:
        return clubschema::resultKeysPerStatement();
    case 8:
        return clubschema::stepToV8();
    case 9:
        return clubschema::stepToV9();
    case 10:
        return clubschema::stepToV10();
    default:
        return {};
    }
}

// The two group roles are the cluster's, not the schema's: made when missing.
QString createRoles()
{
    return QStringLiteral("DO $$ BEGIN"
                          " IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN CREATE ROLE %1 NOLOGIN; END IF;"
                          " IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%2') THEN CREATE ROLE %2 NOLOGIN; END IF;"
                          " END $$")
        .arg(QLatin1String(ClubSchema::TableRole), QLatin1String(ClubSchema::DirectorRole));
}

} // namespace

std::optional<int> ClubSchema::version(QSqlDatabase &db, StoreError *error)
{
    const std::optional<QVariant> schema =
        value(db, QStringLiteral("SELECT 1 FROM pg_namespace WHERE nspname = '%1'").arg(QLatin1String(Schema)), error);
    if (!schema)
        return std::nullopt;
    if (!schema->isValid())
        return 0;
    const auto foreign = [&] {
        if (error) {
            //: %1 is the schema's name (tornei_club).
            *error = StoreError{tr("This database already has a schema named %1 that this app did not make: it is "
                                   "left untouched. Use another database for the club, or remove that schema.")
                                    .arg(QLatin1String(Schema))};
        }
        return std::nullopt;
    };
    const std::optional<QVariant> about =
        value(db, QStringLiteral("SELECT to_regclass('%1.about') IS NOT NULL").arg(QLatin1String(Schema)), error);
    if (!about)
        return std::nullopt;
    if (!about->toBool())
        return foreign();
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT key, value FROM %1.about WHERE key IN ('application', 'version')")
                        .arg(QLatin1String(Schema)))) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    }
    QString application;
    int found = -1;
    while (query.next()) {
        if (query.value(0).toString() == QLatin1String("application"))
            application = query.value(1).toString();
        else
            found = query.value(1).toString().toInt();
    }
    if (application != QLatin1String(Application) || found < 1)
        return foreign();
    return found;
}

std::optional<ClubSchema::Result> ClubSchema::initialize(QSqlDatabase &db, StoreError *error)
{
    if (!run(db, QStringLiteral("BEGIN"), error))
        return std::nullopt;
    const auto fail = [&db]() -> std::optional<Result> {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return std::nullopt;
    };
    if (!run(db, QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(InitLock), error))
        return fail();
    const std::optional<int> found = version(db, error);
    if (!found)
        return fail();
    Result result;
    result.from = *found;
    result.to = Current;
    if (*found > Current) {
        if (error) {
            //: %1 is the schema's version on the server, %2 the newest this app knows.
            *error = StoreError{tr("The club's tables on this server are of a newer version (%1) than this app knows "
                                   "(%2): they are left untouched. Update the app.")
                                    .arg(*found)
                                    .arg(Current)};
        }
        return fail();
    }
    if (*found == Current) {
        run(db, QStringLiteral("ROLLBACK"), nullptr);
        return result;
    }
    if (!run(db, createRoles(), error))
        return fail();
    for (int v = *found + 1; v <= Current; ++v) {
        for (const QString &sql : step(v)) {
            if (!run(db, sql, error))
                return fail();
        }
    }
    if (!run(db,
             QStringLiteral("INSERT INTO %1.about VALUES ('version', '%2')"
                            " ON CONFLICT (key) DO UPDATE SET value = excluded.value")
                 .arg(QLatin1String(Schema))
                 .arg(Current),
             error) ||
        !run(db, QStringLiteral("COMMIT"), error))
        return fail();
    result.outcome = *found == 0 ? Outcome::Created : Outcome::Upgraded;
    return result;
}

std::optional<QString> ClubSchema::clubFor(QSqlDatabase &db, StoreError *error)
{
    const std::optional<int> found = version(db, error);
    if (!found)
        return std::nullopt;
    if (*found != Current) {
        if (error) {
            if (*found == 0) {
                *error = StoreError{tr("This server has no club's tables yet: run \"tornei-cli club init\" on it first.")};
            } else if (*found > Current) {
                //: %1 is the schema's version on the server, %2 the newest this app knows.
                *error = StoreError{tr("The club's tables on this server are of a newer version (%1) than this app "
                                       "knows (%2). Update the app.")
                                        .arg(*found)
                                        .arg(Current)};
            } else {
                //: %1 is the schema's version on the server, %2 the one this app needs.
                *error = StoreError{tr("The club's tables on this server are of an older version (%1) than this app "
                                       "needs (%2): run \"tornei-cli club init\" on it to update them.")
                                        .arg(*found)
                                        .arg(Current)};
            }
        }
        return std::nullopt;
    }
    const std::optional<QVariant> club =
        value(db, QStringLiteral("SELECT value FROM %1.about WHERE key = 'club'").arg(QLatin1String(Schema)), error);
    if (!club)
        return std::nullopt;
    return club->toString();
}

} // namespace tornei
