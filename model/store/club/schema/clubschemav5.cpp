#include "clubschemav5.h"

namespace tornei::clubschema {

namespace {

// The advisory lock of a batch of games being sent ("Trn2"; see ClubGames).
constexpr qint64 SubmitLock = 0x54726e32;

// The kept sums of player_figures, each the sum of the game_seats column of the same name.
QStringList figureSums()
{
    QStringList columns = {QStringLiteral("total"), QStringLiteral("complete_rounds"), QStringLiteral("round_score")};
    for (int rank = 1; rank <= 4; ++rank)
        columns << QStringLiteral("made_rank%1").arg(rank);
    for (int rank = 1; rank <= 4; ++rank)
        columns << QStringLiteral("correct_rank%1").arg(rank);
    for (int won = 0; won <= 7; ++won)
        columns << QStringLiteral("rounds_won%1").arg(won);
    return columns;
}

// A batch of games (submit_games' argument) as rows, in the order given: read
// from the JSON by each statement (version 5), or from the arrays it was read
// into once (version 11).
QString batchRows(BatchReading reading)
{
    if (reading == BatchReading::Once)
        return QStringLiteral("b AS (SELECT * FROM unnest(v_id, v_base, v_previous, v_record, v_sha, v_results)"
                              " WITH ORDINALITY AS b(id, base, previous, record, sha, results, n))");
    return QStringLiteral(
        "b AS (SELECT x.n, (x.e->>'id')::uuid AS id, (x.e->>'base')::integer AS base, x.e->>'previous' AS previous,"
        " x.e->>'record' AS record, x.e->>'sha' AS sha, x.e->'results' AS results"
        " FROM jsonb_array_elements(p_games) WITH ORDINALITY AS x(e, n))");
}

// The kept sums, updated once per statement that adds or removes seats: the
// seats changed (`changed`, the statement's transition table) summed per
// player, and their pairs with each other (counted once) and with the
// game's seats the statement left alone, summed per pair.
QString seatsCount()
{
    QString sums;
    QString updates = QStringLiteral("games = f.games + excluded.games, wins = f.wins + excluded.wins,"
                                     " shared_wins = f.shared_wins + excluded.shared_wins");
    for (const QString &column : figureSums()) {
        sums += QStringLiteral(", v_sign * sum(c.%1)").arg(column);
        updates += QStringLiteral(", %1 = f.%1 + excluded.%1").arg(column);
    }
    return QStringLiteral(
               "CREATE FUNCTION tornei_club.seats_count() RETURNS trigger LANGUAGE plpgsql"
               " SECURITY DEFINER SET search_path = pg_catalog AS $$"
               " DECLARE v_sign integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;"
               " BEGIN"
               "   INSERT INTO tornei_club.player_figures AS f"
               "   SELECT c.player, v_sign * count(*), v_sign * count(*) FILTER (WHERE c.winner),"
               "     v_sign * count(*) FILTER (WHERE c.shared_win)%1"
               "   FROM changed c JOIN tornei_club.games g ON g.id = c.game"
               "   WHERE c.counted AND c.player IS NOT NULL AND NOT g.voided"
               "   GROUP BY c.player"
               "   ON CONFLICT (player) DO UPDATE SET %2;"
               "   WITH c AS (SELECT c.game, c.seat, c.player, c.total FROM changed c"
               "       JOIN tornei_club.games g ON g.id = c.game"
               "       WHERE c.counted AND c.player IS NOT NULL AND NOT g.voided),"
               "     o AS (SELECT r.player AS a, o.player AS b, r.total AS ta, o.total AS tb"
               "       FROM c r JOIN c o ON o.game = r.game AND o.seat < r.seat"
               "       UNION ALL SELECT r.player, o.player, r.total, o.total"
               "       FROM c r JOIN tornei_club.game_seats o ON o.game = r.game AND o.counted AND o.player IS NOT NULL"
               "       WHERE NOT EXISTS (SELECT 1 FROM changed x WHERE x.game = o.game AND x.seat = o.seat)),"
               "     x AS (SELECT a, b, ta, tb FROM o UNION ALL SELECT b, a, tb, ta FROM o)"
               "   INSERT INTO tornei_club.player_pairs AS p"
               "   SELECT x.a, x.b, v_sign * count(*), v_sign * count(*) FILTER (WHERE x.ta > x.tb),"
               "     v_sign * count(*) FILTER (WHERE x.ta < x.tb), v_sign * count(*) FILTER (WHERE x.ta = x.tb)"
               "   FROM x GROUP BY x.a, x.b"
               "   ON CONFLICT (player, opponent) DO UPDATE SET games = p.games + excluded.games,"
               "     above = p.above + excluded.above, below = p.below + excluded.below, equal = p.equal + excluded.equal;"
               "   RETURN NULL;"
               " END $$")
        .arg(sums, updates);
}

// What submit_games does before it writes, as version 5 made it: one
// laptop's batch at a time, as ClubGames::begin() took it before (the sums'
// rows are locked in one order, and never wait on each other); taken here,
// the batch's transfer goes on while another's is written. Then the check
// that the batch names no game and no record twice.
// The refusal of anything but an array of games.
constexpr const char *ArrayOnly = "   IF jsonb_typeof(p_games) IS DISTINCT FROM 'array' THEN"
                                  "     RAISE EXCEPTION 'submit_games takes an array of games';"
                                  "   END IF;";

QString firstSteps()
{
    return (QStringLiteral("   PERFORM pg_advisory_xact_lock(%1);") + QLatin1String(ArrayOnly) +
            QStringLiteral("   IF (SELECT count(DISTINCT e->>'id') <> count(*) OR count(DISTINCT e->>'sha') <> count(*)"
                           "       FROM jsonb_array_elements(p_games) e) THEN"))
        .arg(SubmitLock);
}

// The same as version 11 remakes them: the batch read into arrays once,
// before the lock, so that another laptop's batch waits only for the
// writes, and each statement after reads the arrays.
QString firstStepsReadOnce()
{
    return (QLatin1String(ArrayOnly) +
            QStringLiteral(
                "   SELECT array_agg((x.e->>'id')::uuid ORDER BY x.n), array_agg((x.e->>'base')::integer ORDER BY x.n),"
                "     array_agg(x.e->>'previous' ORDER BY x.n), array_agg(x.e->>'record' ORDER BY x.n),"
                "     array_agg(x.e->>'sha' ORDER BY x.n), array_agg(x.e->'results' ORDER BY x.n)"
                "   INTO v_id, v_base, v_previous, v_record, v_sha, v_results"
                "   FROM jsonb_array_elements(p_games) WITH ORDINALITY AS x(e, n);"
                "   PERFORM pg_advisory_xact_lock(%1);"
                "   IF (SELECT count(DISTINCT i) <> count(*) FROM unnest(v_id) i)"
                "       OR (SELECT count(DISTINCT s) <> count(*) FROM unnest(v_sha) s) THEN"))
        .arg(SubmitLock);
}

} // namespace

// submit_game() for a whole batch, with the same outcome for each game as
// submit_game() called for each in turn, but a few statements for all of
// them: revisions first, then the games new here, the disputes, and the
// derived rows of the games added or revised. A batch that names one game
// or one record twice goes one game at a time, through submit_game().
QString submitGames(BatchReading reading)
{
    const bool once = reading == BatchReading::Once;
    const QString b = batchRows(reading);
    QString seatFigures;
    for (const QString &column : figureSums().mid(1)) // total is among the seat's own columns
        seatFigures += QStringLiteral(", r.") + column;
    return QStringLiteral(
               "CREATE OR REPLACE FUNCTION tornei_club.submit_games(p_games jsonb)"
               " RETURNS TABLE (outcome text, game uuid, revision integer) LANGUAGE plpgsql"
               " SET search_path = pg_catalog AS $$"
               " #variable_conflict use_column\n"
               " DECLARE v_revised uuid[]; v_added uuid[]; v_written uuid[]; v_game jsonb;%4"
               " BEGIN"
               "%2"
               "     FOR v_game IN SELECT x.e FROM jsonb_array_elements(p_games) WITH ORDINALITY AS x(e, n) ORDER BY "
               "x.n"
               "     LOOP"
               "       RETURN QUERY SELECT s.outcome, s.game, s.revision FROM tornei_club.submit_game("
               "         (v_game->>'id')::uuid, (v_game->>'base')::integer, v_game->>'previous', v_game->>'record',"
               "         v_game->>'sha', v_game->'results') s;"
               "     END LOOP;"
               "     RETURN;"
               "   END IF;"
               // A revision of what the laptop last had, or of what it sent last time without hearing back.
               "   WITH %1, u AS (UPDATE tornei_club.games AS g SET revision = g.revision + 1, record = b.record,"
               "       record_sha256 = b.sha, submitted_at = now()"
               "       FROM b WHERE g.id = b.id AND b.base > 0 AND (g.revision = b.base OR g.record_sha256 = "
               "b.previous)"
               "       AND g.record <> b.record AND NOT g.voided RETURNING g.id)"
               "   SELECT coalesce(array_agg(u.id), '{}') INTO v_revised FROM u;"
               "   WITH %1, i AS (INSERT INTO tornei_club.games AS g (id, revision, record, record_sha256)"
               "       SELECT b.id, 1, b.record, b.sha FROM b WHERE b.id <> ALL (v_revised)"
               "       AND NOT EXISTS (SELECT 1 FROM tornei_club.games o WHERE o.id = b.id) ORDER BY b.n"
               "       ON CONFLICT DO NOTHING RETURNING g.id)"
               "   SELECT coalesce(array_agg(i.id), '{}') INTO v_added FROM i;"
               // What differs from the server's copy, neither revised nor added, waits for a director.
               "   WITH %1 INSERT INTO tornei_club.disputes AS d (game, record, record_sha256, base_revision)"
               "     SELECT b.id, b.record, b.sha, b.base FROM b JOIN tornei_club.games g ON g.id = b.id"
               "     WHERE g.record <> b.record ORDER BY b.n ON CONFLICT DO NOTHING;"
               "   v_written := v_revised || v_added;"
               "   DELETE FROM tornei_club.game_seats s WHERE s.game = ANY (v_revised);"
               "   DELETE FROM tornei_club.game_summaries s WHERE s.game = ANY (v_revised);"
               "   WITH %1 INSERT INTO tornei_club.game_summaries"
               "     SELECT r.* FROM b, jsonb_populate_record(NULL::tornei_club.game_summaries,"
               "       b.results->'summary' || jsonb_build_object('game', b.id)) r"
               "     WHERE b.id = ANY (v_written) AND jsonb_typeof(b.results) = 'object';"
               "   WITH %1 INSERT INTO tornei_club.game_seats"
               "     SELECT b.id, r.seat, r.player, r.total, r.winner, r.shared_win, r.counted%3"
               "     FROM b, jsonb_array_elements(b.results->'seats') e,"
               "       jsonb_populate_record(NULL::tornei_club.game_seats, e) r"
               "     WHERE b.id = ANY (v_written) AND jsonb_typeof(b.results) = 'object';"
               "   RETURN QUERY WITH %1"
               "   SELECT CASE WHEN b.id = ANY (v_revised) THEN 'revised' WHEN b.id = ANY (v_added) THEN 'added'"
               "       WHEN g.id IS NULL THEN 'same-game' WHEN g.record = b.record THEN 'unchanged' ELSE 'disputed' "
               "END,"
               "     coalesce(g.id, s.id), coalesce(g.revision, s.revision)"
               "   FROM b LEFT JOIN tornei_club.games g ON g.id = b.id"
               "   LEFT JOIN LATERAL (SELECT o.id, o.revision FROM tornei_club.games o"
               "     WHERE o.record_sha256 = b.sha AND NOT o.voided) s ON g.id IS NULL"
               "   ORDER BY b.n;"
               " END $$")
        .arg(b, once ? firstStepsReadOnce() : firstSteps(), seatFigures,
             once ? QStringLiteral(" v_id uuid[]; v_base integer[]; v_previous text[]; v_record text[];"
                                   " v_sha text[]; v_results jsonb[];")
                  : QString());
}

// Version 5: games sent a batch at a time. submit_games() takes a laptop's
// batch in one call (one round trip, a few statements), and the kept sums
// are updated once per statement that adds or removes seats (transition
// tables) rather than once per seat: a batch's seats reach player_figures
// and player_pairs as one upsert each. The sums mean what they meant, on
// every path: a submission, a director's void or unvoid (void_counts, as
// before), a director's own delete or insert of seats. submit_game() stays
// for the apps that call it.
QStringList stepToV5()
{
    return {
        QStringLiteral("DROP TRIGGER game_seats_count ON tornei_club.game_seats"),
        QStringLiteral("DROP FUNCTION tornei_club.seat_counts()"),
        seatsCount(),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.seats_count() FROM PUBLIC"),
        QStringLiteral(
            "CREATE TRIGGER game_seats_added AFTER INSERT ON tornei_club.game_seats"
            " REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.seats_count()"),
        QStringLiteral(
            "CREATE TRIGGER game_seats_removed AFTER DELETE ON tornei_club.game_seats"
            " REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.seats_count()"),
        submitGames(BatchReading::PerStatement),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.submit_games(jsonb) FROM PUBLIC"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.submit_games(jsonb) TO tornei_table, tornei_director"),
    };
}

} // namespace tornei::clubschema
