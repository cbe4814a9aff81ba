#include "clubresultkeys.h"

namespace tornei::clubschema {

namespace {

// A game's seats and summary name a game (and a seat a player) the club has:
// what their foreign keys said, checked once per statement for all the rows
// it wrote rather than by a trigger per row (a batch writes hundreds). The
// games and players named are locked as a foreign key locks them (FOR KEY
// SHARE, to the end of the transaction), so they cannot go meanwhile.
QString resultsReferTo()
{
    return QStringLiteral(
        "CREATE FUNCTION tornei_club.results_refer() RETURNS trigger LANGUAGE plpgsql"
        " SECURITY DEFINER SET search_path = pg_catalog AS $$"
        " BEGIN"
        "   PERFORM 1 FROM tornei_club.games g WHERE g.id IN (SELECT a.game FROM added a) FOR KEY SHARE;"
        "   IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM tornei_club.games g WHERE g.id = a.game)) THEN"
        "     RAISE EXCEPTION 'a game''s results name a game the club does not have'"
        "       USING ERRCODE = 'foreign_key_violation';"
        "   END IF;"
        "   IF TG_TABLE_NAME = 'game_seats' THEN"
        "     PERFORM 1 FROM tornei_club.players p WHERE p.id IN (SELECT a.player FROM added a) FOR KEY SHARE;"
        "     IF EXISTS (SELECT 1 FROM added a WHERE a.player IS NOT NULL"
        "         AND NOT EXISTS (SELECT 1 FROM tornei_club.players p WHERE p.id = a.player)) THEN"
        "       RAISE EXCEPTION 'a game''s seat names a player the club does not have'"
        "         USING ERRCODE = 'foreign_key_violation';"
        "     END IF;"
        "   END IF;"
        "   RETURN NULL;"
        " END $$");
}

// The other side of those keys: a game or a player still named by results
// cannot go (deleted, or its id changed).
QString referredByResults()
{
    return QStringLiteral(
        "CREATE FUNCTION tornei_club.results_referred() RETURNS trigger LANGUAGE plpgsql"
        " SECURITY DEFINER SET search_path = pg_catalog AS $$"
        " BEGIN"
        "   IF TG_TABLE_NAME = 'games' AND EXISTS (SELECT 1 FROM gone o"
        "       WHERE NOT EXISTS (SELECT 1 FROM tornei_club.games g WHERE g.id = o.id)"
        "       AND (EXISTS (SELECT 1 FROM tornei_club.game_seats s WHERE s.game = o.id)"
        "         OR EXISTS (SELECT 1 FROM tornei_club.game_summaries s WHERE s.game = o.id)))"
        "      OR TG_TABLE_NAME = 'players' AND EXISTS (SELECT 1 FROM gone o"
        "       WHERE NOT EXISTS (SELECT 1 FROM tornei_club.players p WHERE p.id = o.id)"
        "       AND EXISTS (SELECT 1 FROM tornei_club.game_seats s WHERE s.player = o.id)) THEN"
        "     RAISE EXCEPTION 'the results of the club''s games still name this %', rtrim(TG_TABLE_NAME, 's')"
        "       USING ERRCODE = 'foreign_key_violation';"
        "   END IF;"
        "   RETURN NULL;"
        " END $$");
}

} // namespace

// The foreign keys of game_seats and game_summaries become statement
// triggers. A batch of 200 games writes 200 summaries and about 600 seats,
// and the keys' triggers, one per row and key, took about three quarters of
// the seats' statement and half of the summaries' (auto_explain). What they
// refused is refused as before, with the same SQLSTATE; only the message
// differs.
QStringList resultKeysPerStatement()
{
    QStringList steps = {
        QStringLiteral("ALTER TABLE tornei_club.game_seats DROP CONSTRAINT game_seats_game_fkey"),
        QStringLiteral("ALTER TABLE tornei_club.game_seats DROP CONSTRAINT game_seats_player_fkey"),
        QStringLiteral("ALTER TABLE tornei_club.game_summaries DROP CONSTRAINT game_summaries_game_fkey"),
        resultsReferTo(),
        referredByResults(),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.results_refer(), tornei_club.results_referred() FROM PUBLIC"),
    };
    // Transition tables allow one event per trigger.
    for (const char *table : {"game_seats", "game_summaries"}) {
        for (const char *event : {"INSERT", "UPDATE"}) {
            steps << QStringLiteral("CREATE TRIGGER %1_refer_%2 AFTER %3 ON tornei_club.%1"
                                    " REFERENCING NEW TABLE AS added FOR EACH STATEMENT"
                                    " EXECUTE FUNCTION tornei_club.results_refer()")
                         .arg(QLatin1String(table), QString::fromLatin1(event).toLower(), QLatin1String(event));
        }
    }
    for (const char *table : {"games", "players"}) {
        for (const char *event : {"DELETE", "UPDATE"}) {
            steps << QStringLiteral("CREATE TRIGGER %1_results_referred_%2 AFTER %3 ON tornei_club.%1"
                                    " REFERENCING OLD TABLE AS gone FOR EACH STATEMENT"
                                    " EXECUTE FUNCTION tornei_club.results_referred()")
                         .arg(QLatin1String(table), QString::fromLatin1(event).toLower(), QLatin1String(event));
        }
    }
    return steps;
}

} // namespace tornei::clubschema
