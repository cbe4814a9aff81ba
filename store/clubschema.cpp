#include "clubschema.h"

#include "clubconnection.h"
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
        QStringLiteral(
            "CREATE FUNCTION tornei_club.submit_game(p_id uuid, p_base integer, p_previous text, p_record text,"
            " p_sha text) RETURNS TABLE (outcome text, game uuid, revision integer) LANGUAGE plpgsql"
            " SET search_path = pg_catalog AS $$"
            " DECLARE v_id uuid; v_revision integer; v_sha text;"
            " BEGIN"
            // A revision of what this laptop last had, or of what it sent last time without hearing back.
            "   IF p_base > 0 THEN"
            "     UPDATE tornei_club.games AS g SET revision = g.revision + 1, record = p_record,"
            "       record_sha256 = p_sha, submitted_at = now()"
            "       WHERE g.id = p_id AND (g.revision = p_base OR g.record_sha256 = p_previous)"
            "       AND g.record_sha256 <> p_sha AND NOT g.voided"
            "       RETURNING g.revision INTO v_revision;"
            "     IF FOUND THEN RETURN QUERY SELECT 'revised'::text, p_id, v_revision; RETURN; END IF;"
            "   END IF;"
            "   SELECT g.revision, g.record_sha256 INTO v_revision, v_sha FROM tornei_club.games g WHERE g.id = p_id;"
            "   IF NOT FOUND THEN"
            "     INSERT INTO tornei_club.games (id, revision, record, record_sha256)"
            "       VALUES (p_id, 1, p_record, p_sha) ON CONFLICT DO NOTHING;"
            "     IF FOUND THEN RETURN QUERY SELECT 'added'::text, p_id, 1; RETURN; END IF;"
            "     SELECT g.revision, g.record_sha256 INTO v_revision, v_sha FROM tornei_club.games g WHERE g.id = p_id;"
            "     IF NOT FOUND THEN"
            "       SELECT g.id, g.revision INTO v_id, v_revision FROM tornei_club.games g"
            "         WHERE g.record_sha256 = p_sha AND NOT g.voided;"
            "       RETURN QUERY SELECT 'same-game'::text, v_id, v_revision; RETURN;"
            "     END IF;"
            "   END IF;"
            "   IF v_sha = p_sha THEN RETURN QUERY SELECT 'unchanged'::text, p_id, v_revision; RETURN; END IF;"
            "   INSERT INTO tornei_club.disputes (game, record, record_sha256, base_revision)"
            "     VALUES (p_id, p_record, p_sha, p_base) ON CONFLICT DO NOTHING;"
            "   RETURN QUERY SELECT 'disputed'::text, p_id, v_revision;"
            " END $$"),
        QStringLiteral("REVOKE ALL ON FUNCTION tornei_club.submit_game(uuid, integer, text, text, text) FROM PUBLIC"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION tornei_club.submit_game(uuid, integer, text, text, text)"
                       " TO tornei_table, tornei_director"),
    };
}

QStringList step(int version)
{
    switch (version) {
    case 1:
        return stepToV1();
    case 2:
        return stepToV2();
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
