#include "clubschemav1.h"

#include "clubschema.h"

namespace tornei::clubschema {

// Version 1: the players and the games of the club. Every row carries the
// number of the change that last touched it (one sequence for the club), so
// a laptop asks for what changed since the last number it saw.
QStringList stepToV1()
{
    return {
        QStringLiteral("CREATE SCHEMA tornei_club"),
        QStringLiteral("COMMENT ON SCHEMA tornei_club IS 'Tornei Companion: the games of a club'"),
        QStringLiteral("CREATE TABLE tornei_club.about (key text PRIMARY KEY, value text NOT NULL)"),
        QStringLiteral("INSERT INTO tornei_club.about VALUES ('application', '%1')")
            .arg(QLatin1String(ClubSchema::Application)),
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

} // namespace tornei::clubschema
