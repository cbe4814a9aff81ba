#include "clubschemav9.h"

#include "clubevents.h"
#include "clubratings.h"
#include "clubschemav8.h"

namespace tornei::clubschema {

namespace {

// Where a game falls in the order the ratings take games: the key
// ClubReports orders by, for the game `g` with the summary `s`.
const char *const GameKey = "COALESCE(s.started_utc, g.created_at, g.submitted_at)";

QStringList ratingTables()
{
    const QStringList steps = {
        // Every counted game's step for each of its players (as the club counted them then), in order.
        QStringLiteral("CREATE TABLE tornei_club.rating_steps ("
                       " at timestamptz NOT NULL, game uuid NOT NULL, player uuid NOT NULL,"
                       " mu double precision NOT NULL, sigma double precision NOT NULL,"
                       " PRIMARY KEY (at, game, player))"),
        QStringLiteral("CREATE INDEX rating_steps_by_player ON tornei_club.rating_steps (player, at, game)"),
        // Each player's last step: their rating now.
        QStringLiteral("CREATE TABLE tornei_club.player_ratings ("
                       " player uuid PRIMARY KEY, at timestamptz NOT NULL, game uuid NOT NULL,"
                       " mu double precision NOT NULL, sigma double precision NOT NULL)"),
        // Games whose place, seats or count changed since the steps were kept, where they were and are.
        // Only ever added to, by the triggers below, so that sending games never waits on it.
        QStringLiteral("CREATE TABLE tornei_club.rating_changes ("
                       " id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
                       " at timestamptz NOT NULL, game uuid NOT NULL)"),
    };
    return steps + readOnly({"rating_steps", "player_ratings", "rating_changes"});
}

// The triggers that note a change: a game's seats or summary added or
// removed (a submission, a revision, a director's own edit), a game voided
// or unvoided or sent again (an undated game's place is when it was sent),
// and a player merged into another (their games count for someone else
// from their first one on).
QStringList ratingChanges()
{
    const QString key = QLatin1String(GameKey);
    return {
        QStringLiteral("CREATE FUNCTION tornei_club.rating_seats_changed() RETURNS trigger LANGUAGE plpgsql"
                       " SECURITY DEFINER SET search_path = pg_catalog AS $$"
                       " BEGIN"
                       "   INSERT INTO tornei_club.rating_changes (at, game)"
                       "     SELECT DISTINCT %1, g.id FROM changed c JOIN tornei_club.games g ON g.id = c.game"
                       "     LEFT JOIN tornei_club.game_summaries s ON s.game = g.id;"
                       "   RETURN NULL;"
                       " END $$")
            .arg(key),
        QStringLiteral("CREATE FUNCTION tornei_club.rating_summaries_changed() RETURNS trigger LANGUAGE plpgsql"
                       " SECURITY DEFINER SET search_path = pg_catalog AS $$"
                       " BEGIN"
                       "   INSERT INTO tornei_club.rating_changes (at, game)"
                       "     SELECT %1, g.id FROM changed s JOIN tornei_club.games g ON g.id = s.game;"
                       "   RETURN NULL;"
                       " END $$")
            .arg(key),
        QStringLiteral("CREATE FUNCTION tornei_club.rating_game_changed() RETURNS trigger LANGUAGE plpgsql"
                       " SECURITY DEFINER SET search_path = pg_catalog AS $$"
                       " BEGIN"
                       "   INSERT INTO tornei_club.rating_changes (at, game)"
                       "     SELECT COALESCE(s.started_utc, OLD.created_at, OLD.submitted_at), OLD.id"
                       "     FROM (SELECT 1) one LEFT JOIN tornei_club.game_summaries s ON s.game = OLD.id"
                       "     UNION ALL SELECT COALESCE(s.started_utc, NEW.created_at, NEW.submitted_at), NEW.id"
                       "     FROM (SELECT 1) one LEFT JOIN tornei_club.game_summaries s ON s.game = NEW.id;"
                       "   RETURN NULL;"
                       " END $$"),
        // The first counted game of the player or of anyone merged into them.
        QStringLiteral("CREATE FUNCTION tornei_club.rating_player_merged() RETURNS trigger LANGUAGE plpgsql"
                       " SECURITY DEFINER SET search_path = pg_catalog AS $$"
                       " BEGIN"
                       "   WITH RECURSIVE below (id) AS (SELECT NEW.id UNION ALL SELECT p.id"
                       "       FROM tornei_club.players p JOIN below b ON p.merged_into = b.id)"
                       "   INSERT INTO tornei_club.rating_changes (at, game)"
                       "     SELECT %1, g.id FROM below JOIN tornei_club.game_seats x ON x.player = below.id"
                       "     JOIN tornei_club.games g ON g.id = x.game LEFT JOIN tornei_club.game_summaries s ON s.game = g.id"
                       "     WHERE x.counted AND NOT g.voided ORDER BY 1, 2 LIMIT 1;"
                       "   RETURN NULL;"
                       " END $$")
            .arg(key),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.rating_seats_changed(), tornei_club.rating_summaries_changed(),"
                       " tornei_club.rating_game_changed(), tornei_club.rating_player_merged() FROM PUBLIC"),
        QStringLiteral("CREATE TRIGGER game_seats_added_rating AFTER INSERT ON tornei_club.game_seats"
                       " REFERENCING NEW TABLE AS changed FOR EACH STATEMENT"
                       " EXECUTE FUNCTION tornei_club.rating_seats_changed()"),
        QStringLiteral("CREATE TRIGGER game_seats_removed_rating AFTER DELETE ON tornei_club.game_seats"
                       " REFERENCING OLD TABLE AS changed FOR EACH STATEMENT"
                       " EXECUTE FUNCTION tornei_club.rating_seats_changed()"),
        QStringLiteral("CREATE TRIGGER game_summaries_added_rating AFTER INSERT ON tornei_club.game_summaries"
                       " REFERENCING NEW TABLE AS changed FOR EACH STATEMENT"
                       " EXECUTE FUNCTION tornei_club.rating_summaries_changed()"),
        QStringLiteral("CREATE TRIGGER game_summaries_removed_rating AFTER DELETE ON tornei_club.game_summaries"
                       " REFERENCING OLD TABLE AS changed FOR EACH STATEMENT"
                       " EXECUTE FUNCTION tornei_club.rating_summaries_changed()"),
        QStringLiteral("CREATE TRIGGER games_rating AFTER UPDATE OF voided, submitted_at ON tornei_club.games"
                       " FOR EACH ROW WHEN (OLD.voided IS DISTINCT FROM NEW.voided"
                       " OR (NEW.created_at IS NULL AND OLD.submitted_at IS DISTINCT FROM NEW.submitted_at))"
                       " EXECUTE FUNCTION tornei_club.rating_game_changed()"),
        QStringLiteral("CREATE TRIGGER players_merged_rating AFTER UPDATE OF merged_into ON tornei_club.players"
                       " FOR EACH ROW WHEN (OLD.merged_into IS DISTINCT FROM NEW.merged_into)"
                       " EXECUTE FUNCTION tornei_club.rating_player_merged()"),
        // Every game the club has is to be rated once.
        QStringLiteral("INSERT INTO tornei_club.rating_changes (at, game)"
                       " SELECT %1, g.id FROM tornei_club.games g LEFT JOIN tornei_club.game_summaries s"
                       " ON s.game = g.id WHERE NOT g.voided")
            .arg(key),
    };
}

// The steps from the earliest changed game on, as a login worked them out
// from the seats (ClubRatings::catchUp): the server has no rules, so it
// keeps what it is given, as it keeps the results a laptop sends with a
// game. It refuses what another login kept first (the changes it was told
// of are no longer all there: 'stale') and steps before that game.
QString keepRatings()
{
    return QStringLiteral(
               "CREATE FUNCTION tornei_club.keep_ratings(p_through bigint, p_seen bigint, p_games uuid[],"
               " p_players uuid[], p_mu double precision[], p_sigma double precision[]) RETURNS text"
               " LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog AS $$"
               " DECLARE v_at timestamptz; v_game uuid; v_count bigint; v_players uuid[];"
               " BEGIN"
               "   IF tornei_club.caller_role() = 'none' THEN"
               "     RAISE EXCEPTION 'only a table or a director keeps the ratings' USING ERRCODE = 'insufficient_privilege';"
               "   END IF;"
               "   PERFORM pg_advisory_xact_lock(%1);"
               "   SELECT count(*) INTO v_count FROM tornei_club.rating_changes c WHERE c.id <= p_through;"
               "   IF v_count <> p_seen THEN RETURN 'stale'; END IF;"
               "   IF v_count = 0 THEN RETURN 'unchanged'; END IF;"
               "   IF cardinality(p_games) <> cardinality(p_players) OR cardinality(p_games) <> cardinality(p_mu)"
               "       OR cardinality(p_games) <> cardinality(p_sigma)"
               "       OR EXISTS (SELECT 1 FROM unnest(p_mu, p_sigma) u(mu, sigma)"
               "         WHERE u.mu IN ('NaN', 'Infinity', '-Infinity') OR NOT u.sigma > 0"
               "         OR u.sigma = 'Infinity') THEN"
               "     RAISE EXCEPTION 'ratings that cannot be kept' USING ERRCODE = 'invalid_parameter_value';"
               "   END IF;"
               "   SELECT c.at, c.game INTO v_at, v_game FROM tornei_club.rating_changes c"
               "     WHERE c.id <= p_through ORDER BY c.at, c.game LIMIT 1;"
               "   WITH gone AS (DELETE FROM tornei_club.rating_steps r WHERE (r.at, r.game) >= (v_at, v_game)"
               "       RETURNING r.player)"
               "   SELECT array_agg(DISTINCT p) INTO v_players FROM (SELECT player FROM gone"
               "     UNION SELECT unnest(p_players)) x(p);"
               "   INSERT INTO tornei_club.rating_steps (at, game, player, mu, sigma)"
               "     SELECT %2, u.game, u.player, u.mu, u.sigma"
               "     FROM unnest(p_games, p_players, p_mu, p_sigma) u(game, player, mu, sigma)"
               "     JOIN tornei_club.games g ON g.id = u.game LEFT JOIN tornei_club.game_summaries s ON s.game = g.id"
               "     WHERE (%2, g.id) >= (v_at, v_game);"
               "   GET DIAGNOSTICS v_count = ROW_COUNT;"
               "   IF v_count <> cardinality(p_games) THEN"
               "     RAISE EXCEPTION 'ratings of games before the first one changed, or of no game'"
               "       USING ERRCODE = 'invalid_parameter_value';"
               "   END IF;"
               "   DELETE FROM tornei_club.player_ratings p WHERE p.player = ANY (v_players);"
               "   INSERT INTO tornei_club.player_ratings (player, at, game, mu, sigma)"
               "     SELECT l.player, l.at, l.game, l.mu, l.sigma FROM unnest(v_players) x(p)"
               "     CROSS JOIN LATERAL (SELECT r.* FROM tornei_club.rating_steps r WHERE r.player = x.p"
               "       ORDER BY r.at DESC, r.game DESC LIMIT 1) l;"
               "   DELETE FROM tornei_club.rating_changes c WHERE c.id <= p_through;"
               "   RETURN 'kept';"
               " END $$")
        .arg(QString::number(ClubRatings::KeepLock), QLatin1String(GameKey));
}

// A player who comes late joins the event's players, after those already
// there, so that the rounds still to seat can seat them. A director's, while
// the event is open; a player already in the event is left where they are.
QString addEventPlayers()
{
    return QStringLiteral(
        "CREATE FUNCTION tornei_club.add_event_players(p_event bigint, p_players uuid[]) RETURNS integer"
        " LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog AS $$"
        " DECLARE v_added integer;"
        " BEGIN"
        "   PERFORM tornei_club.require_director('add players to an event');"
        "   PERFORM tornei_club.lock_event(p_event, true);"
        "   INSERT INTO tornei_club.event_players (event, position, player)"
        "     SELECT p_event, (SELECT coalesce(max(e.position), -1) FROM tornei_club.event_players e"
        "       WHERE e.event = p_event) + row_number() OVER (ORDER BY x.n), x.p"
        "     FROM (SELECT DISTINCT ON (tornei_club.player_root(u.p)) tornei_club.player_root(u.p), u.n"
        "       FROM unnest(p_players) WITH ORDINALITY u(p, n) ORDER BY tornei_club.player_root(u.p), u.n) x(p, n)"
        "     WHERE NOT EXISTS (SELECT 1 FROM tornei_club.event_players e WHERE e.event = p_event AND e.player = x.p)"
        "     ORDER BY x.n;"
        "   GET DIAGNOSTICS v_added = ROW_COUNT;"
        "   IF v_added > 0 THEN"
        "     INSERT INTO tornei_club.event_audit (event, role, action, reason)"
        "       VALUES (p_event, tornei_club.caller_role(), 'add', NULL);"
        "     PERFORM pg_notify('%1', p_event::text);"
        "   END IF;"
        "   RETURN v_added;"
        " END $$")
        .arg(QLatin1String(ClubEvents::Channel));
}

} // namespace

QStringList stepToV9()
{
    return ratingTables() + ratingChanges() +
           QStringList{
               keepRatings(),
               QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.keep_ratings(bigint, bigint, uuid[], uuid[],"
                              " double precision[], double precision[]) FROM PUBLIC"),
               QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.keep_ratings(bigint, bigint, uuid[], uuid[],"
                              " double precision[], double precision[]) TO tornei_table, tornei_director"),
               QStringLiteral("ALTER TABLE tornei_club.event_audit DROP CONSTRAINT event_audit_action_check"),
               QStringLiteral("ALTER TABLE tornei_club.event_audit ADD CONSTRAINT event_audit_action_check"
                              " CHECK (action IN ('create', 'seat', 'attach', 'close', 'reopen', 'void', 'unvoid',"
                              " 'revise', 'add'))"),
               addEventPlayers(),
               QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.add_event_players(bigint, uuid[]) FROM PUBLIC"),
               QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.add_event_players(bigint, uuid[])"
                              " TO tornei_director"),
           };
}

} // namespace tornei::clubschema
