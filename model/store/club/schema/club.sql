-- The club's schema on its PostgreSQL server, version 1: everything
-- `tornei-cli club init` makes on a server that has none. It runs in one
-- transaction, under an advisory lock, as the owner of the tables (whoever
-- runs `club init`). A later version gets a step from the version before it,
-- run by ClubSchema; this file then becomes that version's whole schema.
--
-- What a login may do is the server's to enforce, through three group roles:
-- a table's laptop (tornei_table) reads everything, submits games (new ones
-- and revisions of its own) and adds players (through add_player: the ids are the server's); a director (tornei_director)
-- may also submit a revision of any game, void games, resolve disputes and
-- rename or merge players (a table's delete, rename or merge waits as a
-- request for one). Neither writes a result: a submitted record waits in the
-- inbox until the club's service (tornei_service, `tornei-cli club serve`)
-- reads it with the app's own record reader and rules, and writes the game,
-- its figures, its number and the ratings, or rejects it with a reason.
-- Only the service's role may call the functions that write those.
-- Row-level security binds every role, since none owns the tables. Functions that must do more than their
-- caller may run with the owner's rights (SECURITY DEFINER) and check who
-- calls; all of them pin search_path, so that no caller's objects stand in
-- for ours: pg_catalog, then pg_temp named last, since PostgreSQL otherwise
-- looks in the caller's temporary schema first for a table or a type (a
-- domain "text" made there would run the caller's code as the owner).

-- The group roles are the cluster's, not the schema's: made when missing,
-- so that a second club's database on the same server shares them. Logins
-- are made members of them; the groups themselves cannot log in.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tornei_table') THEN
    CREATE ROLE tornei_table NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tornei_director') THEN
    CREATE ROLE tornei_director NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tornei_service') THEN
    CREATE ROLE tornei_service NOLOGIN;
  END IF;
END $$;

CREATE SCHEMA tornei_club;
COMMENT ON SCHEMA tornei_club IS 'Tornei Companion: the games of a club';

-- Says the schema is ours (application), which version it is, and the
-- club's own id: a laptop keeps how far it has read each club by it.
CREATE TABLE tornei_club.about (
    key text PRIMARY KEY,
    value text NOT NULL
);
INSERT INTO tornei_club.about VALUES ('application', 'tornei-club');
INSERT INTO tornei_club.about VALUES ('club', gen_random_uuid()::text);
INSERT INTO tornei_club.about VALUES ('version', '1');


-- ==========================================================================
-- Changes, as a laptop reads them
-- ==========================================================================

-- Every row of players and games carries the number of the change that last
-- touched it (one sequence for the club), so a laptop asks for what changed
-- since the last number it saw. Change numbers are taken when a change is
-- made but seen when it is committed, so a reader could pass one still under
-- way: each change also keeps its transaction's id (xid8), and a laptop reads
-- changes in (xid, changed) order, only of transactions older than every one
-- still running (pg_snapshot_xmin), which no later commit can come before.
CREATE SEQUENCE tornei_club.changes;

-- Whether the server checks a name's key, and whether `key` is
-- PlayerName::matchKey(name) for a name whose key SQL can work out exactly:
-- printable ASCII, kana, the common kanji, 々, ・, ー and the ideographic
-- space (a space in the key). Nothing of these folds, decomposes or is
-- ignored but the ASCII letters' case and the spaces ("C": no locale's case
-- rules). Any other name's key is the laptop's word, never what a seat's name
-- is compared with (ClubService compares names itself).
CREATE FUNCTION tornei_club.key_is_checked(p_name text)
    RETURNS boolean LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp
AS $$
  SELECT p_name !~ U&'[^ -~\3041-\3096\30A1-\30F6\30FB\30FC\3005\4E00-\9FFF\3000]'
$$;
-- The key of any other name as far as it is printable ASCII: of the characters
-- PlayerName::matchKey makes ASCII (each code point tried), the full-width
-- forms become theirs, spaces of every kind a space, ß ẞ ſ K ; ` and the Latin
-- ligatures their letters, and the default-ignorable ones nothing.
CREATE FUNCTION tornei_club.ascii_key(p_name text)
    RETURNS text LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp
AS $$
  SELECT lower(btrim(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    regexp_replace(
      translate(p_name,
        E'\t\n\x0b\f\r' || U&'\0085\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\2800\3000'
          || U&'\017F\212A\037E\1FEF'
          || U&'\FF01\FF02\FF03\FF04\FF05\FF06\FF07\FF08\FF09\FF0A\FF0B\FF0C\FF0D\FF0E\FF0F\FF10\FF11\FF12\FF13\FF14\FF15\FF16\FF17\FF18\FF19\FF1A\FF1B\FF1C\FF1D\FF1E\FF1F'
          || U&'\FF20\FF21\FF22\FF23\FF24\FF25\FF26\FF27\FF28\FF29\FF2A\FF2B\FF2C\FF2D\FF2E\FF2F\FF30\FF31\FF32\FF33\FF34\FF35\FF36\FF37\FF38\FF39\FF3A\FF3B\FF3C\FF3D\FF3E\FF3F'
          || U&'\FF40\FF41\FF42\FF43\FF44\FF45\FF46\FF47\FF48\FF49\FF4A\FF4B\FF4C\FF4D\FF4E\FF4F\FF50\FF51\FF52\FF53\FF54\FF55\FF56\FF57\FF58\FF59\FF5A\FF5B\FF5C\FF5D\FF5E',
        '                         sk;`'
          || '!"#$%&''()*+,-./0123456789:;<=>?'
          || '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_'
          || '`abcdefghijklmnopqrstuvwxyz{|}~'),
      U&'[\00AD\034F\061C\115F\1160\17B4\17B5\180B-\180F\200B\200C\200E\200F\202A-\202E\2060-\206F\3164\FE00-\FE0F\FEFF\FFA0\FFF0-\FFF8\+01BCA0-\+01BCA3\+01D173-\+01D17A\+0E0000-\+0E0FFF]',
      '', 'g'),
    U&'\00DF', 'ss'), U&'\1E9E', 'ss'), U&'\FB00', 'ff'), U&'\FB01', 'fi'), U&'\FB02', 'fl'), U&'\FB03', 'ffi'),
    U&'\FB04', 'ffl'), U&'\FB05', 'st'), U&'\FB06', 'st'), ' ') COLLATE "C")
$$;
-- A key of printable ASCII, or any key of a name that is all ASCII once so made, is
-- checked too: "Zoë" cannot take the key "nora", nor "Ｎｏｒａ" the key "zoë",
-- which would give a Nora who comes later Zoë's id, and her games refused.
CREATE FUNCTION tornei_club.key_fits_name(p_name text, p_key text)
    RETURNS boolean LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp
AS $$
  SELECT CASE
    WHEN tornei_club.key_is_checked(p_name)
      THEN p_key = lower(btrim(translate(p_name, U&'\3000', ' '), ' ') COLLATE "C")
    WHEN p_key !~ '[^ -~]' OR tornei_club.ascii_key(p_name) !~ '[^ -~]'
      THEN p_key = tornei_club.ascii_key(p_name)
    ELSE true
  END
$$;

CREATE FUNCTION tornei_club.touch()
    RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  NEW.changed := nextval('tornei_club.changes');
  NEW.xid := pg_current_xact_id();
  RETURN NEW;
END $$;


-- ==========================================================================
-- Players
-- ==========================================================================

-- Whether a name holds a character that PlayerName::problem refuses wherever
-- it stands: a control, a line or paragraph separator, a format character or
-- another that is ignored when drawn. Those it takes beside certain others
-- (selectors after a character, the joiner between emoji, tags after a flag)
-- are left to the laptop. Every code point is tried against it in the tests.
CREATE FUNCTION tornei_club.name_has_invisible(p_name text)
    RETURNS boolean LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp
AS $$
  SELECT p_name ~ U&'[\0001-\001F\007F-\009F\00AD\0600-\0605\061C\06DD\070F\0890\0891\08E2\115F\1160\17B4\17B5\180E\200B\200C\200E\200F\2028-\202E\2060-\206F\3164\FEFF\FFA0\FFF0-\FFFB\+0110BD\+0110CD\+013430-\+01343F\+01BCA0-\+01BCA3\+01D173-\+01D17A\+0E0000-\+0E001F\+0E0080-\+0E00FF\+0E01F0-\+0E0FFF]'
$$;

-- A player merged into another keeps their row, pointing at the one they are now.
CREATE TABLE tornei_club.players (
    id uuid PRIMARY KEY,
    -- as a record's seat may be named (RecordFormat): nothing invisible
    name text NOT NULL CHECK (name <> '' AND char_length(name) <= 100 AND NOT tornei_club.name_has_invisible(name)),
    -- PlayerName::matchKey(name), the laptop's (key_fits_name).
    name_key text NOT NULL CHECK (tornei_club.key_fits_name(name, name_key)),
    merged_into uuid REFERENCES tornei_club.players (id),
    added_by name NOT NULL DEFAULT current_user,
    added_at timestamptz NOT NULL DEFAULT now(),
    changed bigint NOT NULL DEFAULT nextval('tornei_club.changes'),
    xid xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE UNIQUE INDEX players_by_name_key ON tornei_club.players (name_key) WHERE merged_into IS NULL;
CREATE INDEX players_by_change ON tornei_club.players (xid, changed);
CREATE INDEX players_merged ON tornei_club.players (merged_into) WHERE merged_into IS NOT NULL;
CREATE TRIGGER players_touch BEFORE UPDATE ON tornei_club.players
    FOR EACH ROW EXECUTE FUNCTION tornei_club.touch();

-- Every name a club player has had, kept by a trigger: a game a laptop sends
-- names each seat's club player, and the service takes that player only under
-- a name of theirs (or of a player merged with them), including one the club
-- has since renamed them from.
CREATE TABLE tornei_club.player_names (
    player uuid NOT NULL REFERENCES tornei_club.players (id),
    name text NOT NULL,
    PRIMARY KEY (player, name)
);
CREATE FUNCTION tornei_club.keep_player_name()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  INSERT INTO tornei_club.player_names (player, name) VALUES (NEW.id, NEW.name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION tornei_club.keep_player_name() FROM PUBLIC;
CREATE TRIGGER players_names AFTER INSERT OR UPDATE OF name ON tornei_club.players
    FOR EACH ROW EXECUTE FUNCTION tornei_club.keep_player_name();

-- A merge that would make a player part of themselves, or one player of two
-- who sat at one game (the laptops refuse it too) or who both play in one
-- event, is refused, however it is made (change_player, or a director's own
-- UPDATE).
CREATE FUNCTION tornei_club.check_merge()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_number bigint; v_other text; v_mine uuid[]; v_theirs uuid[];
BEGIN
  IF NEW.merged_into IS NULL THEN RETURN NEW; END IF;
  IF EXISTS (WITH RECURSIVE up (id) AS (SELECT NEW.merged_into UNION
      SELECT p.merged_into FROM tornei_club.players p JOIN up u ON p.id = u.id WHERE p.merged_into IS NOT NULL)
      SELECT 1 FROM up WHERE up.id = NEW.id) THEN
    RAISE EXCEPTION '% cannot be merged into a player merged into them', NEW.name
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  WITH RECURSIVE mine (id) AS (SELECT NEW.id UNION
      SELECT p.id FROM tornei_club.players p JOIN mine m ON p.merged_into = m.id)
  SELECT array_agg(m.id) INTO v_mine FROM mine m;
  WITH RECURSIVE theirs (id) AS (SELECT tornei_club.player_root(NEW.merged_into) UNION
      SELECT p.id FROM tornei_club.players p JOIN theirs t ON p.merged_into = t.id)
  SELECT array_agg(t.id) INTO v_theirs FROM theirs t;
  SELECT o.name INTO v_other FROM tornei_club.players o WHERE o.id = tornei_club.player_root(NEW.merged_into);
  SELECT g.number INTO v_number FROM tornei_club.game_seats a
    JOIN tornei_club.game_seats b ON b.game = a.game AND b.seat <> a.seat
    JOIN tornei_club.games g ON g.id = a.game AND NOT g.voided
    WHERE a.player = ANY (v_mine) AND b.player = ANY (v_theirs)
    ORDER BY g.number LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION '% and % sat at one game (#%), so they are different players and cannot be merged',
      NEW.name, v_other, v_number USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT a.event INTO v_number FROM tornei_club.event_players a
    JOIN tornei_club.event_players b ON b.event = a.event
    WHERE a.player = ANY (v_mine) AND b.player = ANY (v_theirs)
    ORDER BY a.event LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION '% and % both play in event %, so they are different players and cannot be merged',
      NEW.name, v_other, v_number USING ERRCODE = 'invalid_parameter_value';
  END IF;
  RETURN NEW;
END $$;
REVOKE ALL ON FUNCTION tornei_club.check_merge() FROM PUBLIC;
CREATE TRIGGER players_merge BEFORE UPDATE OF merged_into ON tornei_club.players
    FOR EACH ROW WHEN (NEW.merged_into IS DISTINCT FROM OLD.merged_into) EXECUTE FUNCTION tornei_club.check_merge();

-- Renames and merges asked for by a table, for a director to apply
-- (apply_player_request) or delete.
CREATE TABLE tornei_club.player_requests (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    player uuid NOT NULL REFERENCES tornei_club.players (id),
    name text CHECK (name <> '' AND char_length(name) <= 100 AND NOT tornei_club.name_has_invisible(name)),
    name_key text CHECK (tornei_club.key_fits_name(name, name_key)),
    merged_into uuid REFERENCES tornei_club.players (id),
    requested_by name NOT NULL DEFAULT current_user,
    requested_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((name IS NULL) <> (merged_into IS NULL))
);

-- The player a club's player counts as now (merges followed); null for none.
CREATE FUNCTION tornei_club.player_root(p_id uuid)
    RETURNS uuid LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_id uuid := p_id; v_next uuid; v_hops integer := 0;
BEGIN
  LOOP
    SELECT p.merged_into INTO v_next FROM tornei_club.players p WHERE p.id = v_id;
    IF NOT FOUND THEN RETURN NULL; END IF;
    EXIT WHEN v_next IS NULL OR v_hops > 1000;
    v_id := v_next; v_hops := v_hops + 1;
  END LOOP;
  RETURN v_id;
END $$;

-- A rename or merge made at a laptop: applied when a director calls (a rename
-- to a name the club already has is a merge into that player; a merge goes to
-- the player the other one now is, never round to the first); a table's is
-- kept in player_requests. It runs with the caller's rights: row-level
-- security holds.
CREATE FUNCTION tornei_club.change_player(p_id uuid, p_name text, p_name_key text, p_into uuid)
    RETURNS text LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_into uuid := p_into; v_next uuid; v_hops integer := 0;
BEGIN
  -- A new name's key finds the player to merge with: a forged one would merge another.
  IF p_name IS NOT NULL AND NOT coalesce(tornei_club.key_fits_name(p_name, p_name_key), false) THEN
    RAISE EXCEPTION 'the name % does not have the match key %', p_name, p_name_key USING ERRCODE = 'check_violation';
  END IF;
  IF NOT pg_has_role(current_user, 'tornei_director', 'MEMBER') THEN
    INSERT INTO tornei_club.player_requests (player, name, name_key, merged_into)
      VALUES (p_id, p_name, p_name_key, p_into);
    RETURN 'requested';
  END IF;
  IF v_into IS NULL THEN
    SELECT p.id INTO v_into FROM tornei_club.players p
      WHERE p.name_key = p_name_key AND p.merged_into IS NULL AND p.id <> p_id;
    IF NOT FOUND THEN
      UPDATE tornei_club.players p SET name = p_name, name_key = p_name_key
        WHERE p.id = p_id AND p.merged_into IS NULL AND p.name IS DISTINCT FROM p_name;
      RETURN 'applied';
    END IF;
    -- A key the server cannot check merges only into a player who has had that very name.
    IF NOT tornei_club.key_is_checked(p_name)
        AND NOT EXISTS (SELECT 1 FROM tornei_club.player_names n WHERE n.player = v_into AND n.name = p_name) THEN
      RAISE EXCEPTION 'renaming to % would merge into another player found only by the match key sent (%): merge the two players by name instead',
        p_name, p_name_key USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  LOOP
    SELECT p.merged_into INTO v_next FROM tornei_club.players p WHERE p.id = v_into;
    EXIT WHEN v_next IS NULL OR v_hops > 1000;
    v_into := v_next; v_hops := v_hops + 1;
  END LOOP;
  IF v_into <> p_id THEN
    UPDATE tornei_club.players p SET merged_into = v_into WHERE p.id = p_id AND p.merged_into IS NULL;
  END IF;
  RETURN 'applied';
END $$;
REVOKE ALL ON FUNCTION tornei_club.change_player(uuid, text, text, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.change_player(uuid, text, text, uuid) TO tornei_table, tornei_director;

-- A player added at a laptop: the club's player of that name if it has one
-- (by its match key), or a new one, whose id the server makes. Nobody but
-- this function adds a player.
CREATE FUNCTION tornei_club.add_player(p_name text, p_name_key text)
    RETURNS uuid LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_id uuid;
BEGIN
  IF tornei_club.caller_role() NOT IN ('table', 'director') THEN
    RAISE EXCEPTION 'only a table or a director adds players' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF coalesce(p_name, '') = '' OR coalesce(p_name_key, '') = '' OR char_length(p_name) > 100
      OR char_length(p_name_key) > 400 THEN
    RAISE EXCEPTION 'a player has a name of 1 to 100 characters' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF tornei_club.name_has_invisible(p_name) THEN
    RAISE EXCEPTION 'a player''s name holds nothing invisible' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  -- Checked before the key finds anyone: "Gus" under Ben's key is not Ben.
  IF NOT tornei_club.key_fits_name(p_name, p_name_key) THEN
    RAISE EXCEPTION 'the key % is not that of the name %', p_name_key, p_name USING ERRCODE = 'check_violation';
  END IF;
  LOOP
    SELECT p.id INTO v_id FROM tornei_club.players p WHERE p.name_key = p_name_key AND p.merged_into IS NULL;
    IF FOUND THEN RETURN v_id; END IF;
    -- Another laptop may add the same name at the same moment: then the look above finds it.
    INSERT INTO tornei_club.players (id, name, name_key, added_by)
      VALUES (gen_random_uuid(), p_name, p_name_key, session_user)
      ON CONFLICT DO NOTHING RETURNING id INTO v_id;
    IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  END LOOP;
END $$;
REVOKE ALL ON FUNCTION tornei_club.add_player(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.add_player(text, text) TO tornei_table, tornei_director;

CREATE FUNCTION tornei_club.apply_player_request(p_request bigint)
    RETURNS text LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
DECLARE r tornei_club.player_requests; v_outcome text;
BEGIN
  DELETE FROM tornei_club.player_requests q WHERE q.id = p_request RETURNING * INTO r;
  IF NOT FOUND THEN RETURN 'none'; END IF;
  v_outcome := tornei_club.change_player(r.player, r.name, r.name_key, r.merged_into);
  RETURN v_outcome;
END $$;
REVOKE ALL ON FUNCTION tornei_club.apply_player_request(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.apply_player_request(bigint) TO tornei_director;


-- ==========================================================================
-- Games
-- ==========================================================================

-- A game is its record (the tornei-record file, canonical), under the id its
-- first laptop gave it, and a number that never changes (the `#N` of the
-- reports). created_at: when the server first had it.
CREATE TABLE tornei_club.games (
    id uuid PRIMARY KEY,
    revision integer NOT NULL CHECK (revision > 0),
    record text NOT NULL,
    record_sha256 text COLLATE "C" NOT NULL CHECK (record_sha256 ~ '^[0-9a-f]{64}$'),
    submitted_by name NOT NULL,
    submitted_at timestamptz NOT NULL DEFAULT now(),
    voided boolean NOT NULL DEFAULT false,
    changed bigint NOT NULL DEFAULT nextval('tornei_club.changes'),
    xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
    number bigint NOT NULL, -- the service's: the next one, under its lock (derive_games), so none is skipped
    created_at timestamptz DEFAULT now()
);
CREATE INDEX games_by_change ON tornei_club.games (xid, changed);
-- The same record sent under another id is the game already there; a
-- voided one too (a void stands), which the partial index does not hold.
CREATE UNIQUE INDEX games_one_per_record ON tornei_club.games (record_sha256) WHERE NOT voided;
CREATE INDEX games_by_record ON tornei_club.games (record_sha256);
CREATE UNIQUE INDEX games_by_number ON tornei_club.games (number);
CREATE TRIGGER games_touch BEFORE UPDATE ON tornei_club.games
    FOR EACH ROW EXECUTE FUNCTION tornei_club.touch();

-- Deletes asked for by a table, for a director to apply (apply_game_request)
-- or dismiss (state 'dismissed'); one pending request per game, whoever
-- asked and however often.
CREATE TABLE tornei_club.game_requests (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game uuid NOT NULL REFERENCES tornei_club.games (id),
    requested_by name NOT NULL DEFAULT current_user,
    requested_at timestamptz NOT NULL DEFAULT now(),
    state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'applied', 'dismissed'))
);
CREATE UNIQUE INDEX game_requests_one_pending ON tornei_club.game_requests (game) WHERE state = 'pending';

-- A game deleted at a laptop: voided when a director calls, as a void done by
-- hand is (the kept sums, the notice and every laptop follow); a table's
-- delete is kept in game_requests. A game the server does not have, or has
-- voided already, is 'unchanged'; a game of a closed event is refused. With
-- the owner's rights (nobody else writes games or requests), by who calls.
CREATE FUNCTION tornei_club.remove_game(p_id uuid)
    RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_role text := tornei_club.caller_role();
BEGIN
  IF v_role NOT IN ('table', 'director') THEN
    RAISE EXCEPTION 'only a table or a director asks for a removal' USING ERRCODE = 'insufficient_privilege';
  END IF;
  -- A game the service has not taken yet is withdrawn: what waits of it never counts. A
  -- submission the service is deriving now holds its row until it is done; the game is then
  -- found below, and removed as any other.
  IF NOT EXISTS (SELECT 1 FROM tornei_club.games g WHERE g.id = p_id) THEN
    UPDATE tornei_club.inbox i
       SET state = 'rejected', rejection = 'removed before the club took it', handled_at = now()
     WHERE i.game = p_id AND i.state = 'waiting' AND (v_role = 'director' OR i.submitted_by = session_user);
    IF FOUND THEN RETURN 'withdrawn'; END IF;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM tornei_club.games g WHERE g.id = p_id AND NOT g.voided) THEN
    RETURN 'unchanged';
  END IF;
  PERFORM tornei_club.refuse_closed(p_id);
  IF v_role = 'director' THEN
    UPDATE tornei_club.games g SET voided = true WHERE g.id = p_id AND NOT g.voided;
    IF NOT FOUND THEN RETURN 'unchanged'; END IF;
    UPDATE tornei_club.game_requests q SET state = 'applied'
      WHERE q.game = p_id AND q.state = 'pending';
    RETURN 'voided';
  END IF;
  INSERT INTO tornei_club.game_requests (game, requested_by) VALUES (p_id, session_user)
    ON CONFLICT (game) WHERE state = 'pending' DO NOTHING;
  RETURN 'requested';
END $$;
REVOKE ALL ON FUNCTION tornei_club.remove_game(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.remove_game(uuid) TO tornei_table, tornei_director;

CREATE FUNCTION tornei_club.apply_game_request(p_request bigint)
    RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_game uuid;
BEGIN
  PERFORM tornei_club.require_director('apply a request');
  UPDATE tornei_club.game_requests q SET state = 'applied'
    WHERE q.id = p_request AND q.state = 'pending' RETURNING q.game INTO v_game;
  IF NOT FOUND THEN RETURN 'none'; END IF;
  RETURN tornei_club.remove_game(v_game);
END $$;
REVOKE ALL ON FUNCTION tornei_club.apply_game_request(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.apply_game_request(bigint) TO tornei_director;


-- ==========================================================================
-- Disputes: revisions that wait for a director
-- ==========================================================================

-- A revision made on an older one than the server has (another table's, or
-- the director's, came first), or of another table's game, kept beside it.
CREATE TABLE tornei_club.disputes (
    game uuid NOT NULL REFERENCES tornei_club.games (id),
    record text NOT NULL,
    record_sha256 text NOT NULL CHECK (record_sha256 ~ '^[0-9a-f]{64}$'),
    base_revision integer NOT NULL,
    submitted_by name NOT NULL,
    submitted_at timestamptz NOT NULL DEFAULT now(),
    results jsonb, -- the service's results of this record, taken if a director chooses it
    PRIMARY KEY (game, record_sha256)
);

-- A new dispute is news of its game: laptops learn it with the game's next
-- change number. The owner's, as a table may not touch another table's game.
-- None comes to a closed event's game.
CREATE FUNCTION tornei_club.dispute_touches_game()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  PERFORM tornei_club.refuse_closed(NEW.game);
  UPDATE tornei_club.games SET changed = nextval('tornei_club.changes') WHERE id = NEW.game;
  RETURN NEW;
END $$;
REVOKE ALL ON FUNCTION tornei_club.dispute_touches_game() FROM PUBLIC;
CREATE TRIGGER disputes_touch_game AFTER INSERT ON tornei_club.disputes
    FOR EACH ROW EXECUTE FUNCTION tornei_club.dispute_touches_game();

-- Every revision a director's choice set aside: the revision the server had,
-- or one that waited beside it, with who chose, when and why. Nothing a
-- laptop sent is lost by a choice.
CREATE TABLE tornei_club.set_aside (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game uuid NOT NULL REFERENCES tornei_club.games (id),
    record text NOT NULL,
    record_sha256 text NOT NULL,
    submitted_by name NOT NULL,
    submitted_at timestamptz NOT NULL,
    kept_sha256 text NOT NULL,
    set_aside_by name NOT NULL DEFAULT session_user,
    set_aside_at timestamptz NOT NULL DEFAULT now(),
    reason text NOT NULL CHECK (btrim(reason) <> '')
);
CREATE INDEX set_aside_by_game ON tornei_club.set_aside (game, id);

-- The records (about 6 KB of JSON each) are compressed with LZ4 rather than
-- PostgreSQL's default, pglz, which took about a quarter of the server's time
-- while eight laptops sent their games. A server built without LZ4 keeps the
-- default (hence the block, rather than COMPRESSION in the tables above).
DO $$
BEGIN
  ALTER TABLE tornei_club.games ALTER COLUMN record SET COMPRESSION lz4;
  ALTER TABLE tornei_club.disputes ALTER COLUMN record SET COMPRESSION lz4;
  ALTER TABLE tornei_club.set_aside ALTER COLUMN record SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN NULL;
END $$;


-- ==========================================================================
-- Results and kept sums
-- ==========================================================================

-- What the rules library makes of a game's record (ClubResults), worked out
-- by the service from the record alone: per game its summary, per game and
-- seat the figures the statistics sum; replaced with each revision in the
-- same transaction. Nobody else writes them.
CREATE TABLE tornei_club.game_summaries (
    game uuid PRIMARY KEY,
    started_text text,
    started_utc timestamptz,
    started_offset integer,
    first_dealer integer NOT NULL,
    player_count integer NOT NULL,
    rounds_played integer NOT NULL,
    finished boolean NOT NULL,
    excluded boolean NOT NULL,
    seat_names text[] NOT NULL, -- the record's names, null for the dummy's seat
    totals integer[] NOT NULL,
    winners integer[] NOT NULL,
    -- Where the ratings take the game among games of the same instant
    -- (GameRecords::ratingKey: the same at every laptop, whoever's spelling
    -- of the names its copy of the record has).
    rating_key text COLLATE "C" NOT NULL
);

CREATE TABLE tornei_club.game_seats (
    game uuid NOT NULL,
    seat integer NOT NULL CHECK (seat BETWEEN 0 AND 3),
    player uuid,
    total integer NOT NULL,
    winner boolean NOT NULL,
    shared_win boolean NOT NULL,
    counted boolean NOT NULL, -- finished and not excluded
    complete_rounds integer NOT NULL,
    round_score integer NOT NULL,
    made_rank1 integer NOT NULL, made_rank2 integer NOT NULL,
    made_rank3 integer NOT NULL, made_rank4 integer NOT NULL,
    correct_rank1 integer NOT NULL, correct_rank2 integer NOT NULL,
    correct_rank3 integer NOT NULL, correct_rank4 integer NOT NULL,
    rounds_won0 integer NOT NULL, rounds_won1 integer NOT NULL, rounds_won2 integer NOT NULL,
    rounds_won3 integer NOT NULL, rounds_won4 integer NOT NULL, rounds_won5 integer NOT NULL,
    rounds_won6 integer NOT NULL, rounds_won7 integer NOT NULL,
    -- the complete tricks the seat led (lead_) or not (follow_), by the rank
    -- predicted (pP) and the rank its joust card got (gG)
    lead_p1_g1 integer NOT NULL, lead_p1_g2 integer NOT NULL, lead_p1_g3 integer NOT NULL, lead_p1_g4 integer NOT NULL,
    lead_p2_g1 integer NOT NULL, lead_p2_g2 integer NOT NULL, lead_p2_g3 integer NOT NULL, lead_p2_g4 integer NOT NULL,
    lead_p3_g1 integer NOT NULL, lead_p3_g2 integer NOT NULL, lead_p3_g3 integer NOT NULL, lead_p3_g4 integer NOT NULL,
    lead_p4_g1 integer NOT NULL, lead_p4_g2 integer NOT NULL, lead_p4_g3 integer NOT NULL, lead_p4_g4 integer NOT NULL,
    follow_p1_g1 integer NOT NULL, follow_p1_g2 integer NOT NULL, follow_p1_g3 integer NOT NULL, follow_p1_g4 integer NOT NULL,
    follow_p2_g1 integer NOT NULL, follow_p2_g2 integer NOT NULL, follow_p2_g3 integer NOT NULL, follow_p2_g4 integer NOT NULL,
    follow_p3_g1 integer NOT NULL, follow_p3_g2 integer NOT NULL, follow_p3_g3 integer NOT NULL, follow_p3_g4 integer NOT NULL,
    follow_p4_g1 integer NOT NULL, follow_p4_g2 integer NOT NULL, follow_p4_g3 integer NOT NULL, follow_p4_g4 integer NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE INDEX game_seats_by_player ON tornei_club.game_seats (player);

-- A game's summary and seats name a game (and a seat a player) the club has.
-- Not foreign keys: a batch of 200 games writes 200 summaries and about 600
-- seats, and the keys' triggers, one per row and key, took about three
-- quarters of the seats' statement. These check once per statement, for all
-- the rows it wrote, with the same SQLSTATE; the games and players named are
-- locked as a foreign key locks them (FOR KEY SHARE), so they cannot go
-- meanwhile. A batch's rows are looked up by key, never by reading a whole
-- table (enable_seqscan off): while games arrive by the thousand the
-- planner's figures for these tables lag behind, and it read all of games
-- for every batch.
CREATE FUNCTION tornei_club.results_refer()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp SET enable_seqscan = off
AS $$
BEGIN
  PERFORM 1 FROM tornei_club.games g WHERE g.id IN (SELECT a.game FROM added a) FOR KEY SHARE;
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM tornei_club.games g WHERE g.id = a.game)) THEN
    RAISE EXCEPTION 'a game''s results name a game the club does not have'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF TG_TABLE_NAME = 'game_seats' THEN
    PERFORM 1 FROM tornei_club.players p WHERE p.id IN (SELECT a.player FROM added a) FOR KEY SHARE;
    IF EXISTS (SELECT 1 FROM added a WHERE a.player IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM tornei_club.players p WHERE p.id = a.player)) THEN
      RAISE EXCEPTION 'a game''s seat names a player the club does not have'
        USING ERRCODE = 'foreign_key_violation';
    END IF;
  END IF;
  RETURN NULL;
END $$;

-- The other side of those keys: a game or a player still named by results
-- cannot go (deleted, or its id changed).
CREATE FUNCTION tornei_club.results_referred()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  IF TG_TABLE_NAME = 'games' AND EXISTS (SELECT 1 FROM gone o
      WHERE NOT EXISTS (SELECT 1 FROM tornei_club.games g WHERE g.id = o.id)
      AND (EXISTS (SELECT 1 FROM tornei_club.game_seats s WHERE s.game = o.id)
        OR EXISTS (SELECT 1 FROM tornei_club.game_summaries s WHERE s.game = o.id)))
    OR TG_TABLE_NAME = 'players' AND EXISTS (SELECT 1 FROM gone o
      WHERE NOT EXISTS (SELECT 1 FROM tornei_club.players p WHERE p.id = o.id)
      AND EXISTS (SELECT 1 FROM tornei_club.game_seats s WHERE s.player = o.id)) THEN
    RAISE EXCEPTION 'the results of the club''s games still name this %', rtrim(TG_TABLE_NAME, 's')
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION tornei_club.results_refer(), tornei_club.results_referred() FROM PUBLIC;

-- Transition tables allow one event per trigger.
CREATE TRIGGER game_seats_refer_insert AFTER INSERT ON tornei_club.game_seats
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.results_refer();
CREATE TRIGGER game_seats_refer_update AFTER UPDATE ON tornei_club.game_seats
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.results_refer();
CREATE TRIGGER game_summaries_refer_insert AFTER INSERT ON tornei_club.game_summaries
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.results_refer();
CREATE TRIGGER game_summaries_refer_update AFTER UPDATE ON tornei_club.game_summaries
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.results_refer();
CREATE TRIGGER games_results_referred_delete AFTER DELETE ON tornei_club.games
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.results_referred();
CREATE TRIGGER games_results_referred_update AFTER UPDATE ON tornei_club.games
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.results_referred();
CREATE TRIGGER players_results_referred_delete AFTER DELETE ON tornei_club.players
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.results_referred();
CREATE TRIGGER players_results_referred_update AFTER UPDATE ON tornei_club.players
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.results_referred();

-- The players' figures summed over their counted seats (player_figures) and
-- over the games two players both played (player_pairs), kept up to date by
-- triggers in the same transaction: everyone's statistics are a read of one
-- row per player and pair, whatever the number of games. A voided game leaves
-- them, an unvoided one comes back. Nobody writes them but the triggers.
CREATE TABLE tornei_club.player_figures (
    player uuid PRIMARY KEY,
    games bigint NOT NULL, wins bigint NOT NULL, shared_wins bigint NOT NULL,
    total bigint NOT NULL, complete_rounds bigint NOT NULL, round_score bigint NOT NULL,
    made_rank1 bigint NOT NULL, made_rank2 bigint NOT NULL,
    made_rank3 bigint NOT NULL, made_rank4 bigint NOT NULL,
    correct_rank1 bigint NOT NULL, correct_rank2 bigint NOT NULL,
    correct_rank3 bigint NOT NULL, correct_rank4 bigint NOT NULL,
    rounds_won0 bigint NOT NULL, rounds_won1 bigint NOT NULL, rounds_won2 bigint NOT NULL,
    rounds_won3 bigint NOT NULL, rounds_won4 bigint NOT NULL, rounds_won5 bigint NOT NULL,
    rounds_won6 bigint NOT NULL, rounds_won7 bigint NOT NULL,
    lead_p1_g1 bigint NOT NULL, lead_p1_g2 bigint NOT NULL, lead_p1_g3 bigint NOT NULL, lead_p1_g4 bigint NOT NULL,
    lead_p2_g1 bigint NOT NULL, lead_p2_g2 bigint NOT NULL, lead_p2_g3 bigint NOT NULL, lead_p2_g4 bigint NOT NULL,
    lead_p3_g1 bigint NOT NULL, lead_p3_g2 bigint NOT NULL, lead_p3_g3 bigint NOT NULL, lead_p3_g4 bigint NOT NULL,
    lead_p4_g1 bigint NOT NULL, lead_p4_g2 bigint NOT NULL, lead_p4_g3 bigint NOT NULL, lead_p4_g4 bigint NOT NULL,
    follow_p1_g1 bigint NOT NULL, follow_p1_g2 bigint NOT NULL, follow_p1_g3 bigint NOT NULL, follow_p1_g4 bigint NOT NULL,
    follow_p2_g1 bigint NOT NULL, follow_p2_g2 bigint NOT NULL, follow_p2_g3 bigint NOT NULL, follow_p2_g4 bigint NOT NULL,
    follow_p3_g1 bigint NOT NULL, follow_p3_g2 bigint NOT NULL, follow_p3_g3 bigint NOT NULL, follow_p3_g4 bigint NOT NULL,
    follow_p4_g1 bigint NOT NULL, follow_p4_g2 bigint NOT NULL, follow_p4_g3 bigint NOT NULL, follow_p4_g4 bigint NOT NULL
);

CREATE TABLE tornei_club.player_pairs (
    player uuid NOT NULL,
    opponent uuid NOT NULL,
    games bigint NOT NULL,
    above bigint NOT NULL,
    below bigint NOT NULL,
    equal bigint NOT NULL,
    PRIMARY KEY (player, opponent)
);

-- Seats added or removed: the sums updated once per statement (transition
-- tables), not once per seat, so a batch's seats reach player_figures and
-- player_pairs as one upsert each. The seats changed are summed per player,
-- and their pairs with each other (counted once) and with the game's seats
-- the statement left alone, summed per pair.
CREATE FUNCTION tornei_club.seats_count()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_sign integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END; v_games uuid[];
BEGIN
  -- The statement's games that count, each looked up by its key once (LIMIT
  -- keeps the look-ups apart from the join, which the planner would make a
  -- read of the whole table: its figures lag behind while games arrive).
  SELECT array_agg(d.game) INTO v_games FROM (SELECT DISTINCT c.game FROM changed c
      WHERE c.counted AND c.player IS NOT NULL) d
    WHERE NOT (SELECT g.voided FROM tornei_club.games g WHERE g.id = d.game LIMIT 1);
  IF v_games IS NULL THEN RETURN NULL; END IF;
  INSERT INTO tornei_club.player_figures AS f
  SELECT c.player, v_sign * count(*), v_sign * count(*) FILTER (WHERE c.winner),
    v_sign * count(*) FILTER (WHERE c.shared_win), v_sign * sum(c.total), v_sign * sum(c.complete_rounds), v_sign * sum(c.round_score), v_sign * sum(c.made_rank1), v_sign * sum(c.made_rank2), v_sign * sum(c.made_rank3), v_sign * sum(c.made_rank4), v_sign * sum(c.correct_rank1), v_sign * sum(c.correct_rank2), v_sign * sum(c.correct_rank3), v_sign * sum(c.correct_rank4), v_sign * sum(c.rounds_won0), v_sign * sum(c.rounds_won1), v_sign * sum(c.rounds_won2), v_sign * sum(c.rounds_won3), v_sign * sum(c.rounds_won4), v_sign * sum(c.rounds_won5), v_sign * sum(c.rounds_won6), v_sign * sum(c.rounds_won7), v_sign * sum(c.lead_p1_g1), v_sign * sum(c.lead_p1_g2), v_sign * sum(c.lead_p1_g3), v_sign * sum(c.lead_p1_g4), v_sign * sum(c.lead_p2_g1), v_sign * sum(c.lead_p2_g2), v_sign * sum(c.lead_p2_g3), v_sign * sum(c.lead_p2_g4), v_sign * sum(c.lead_p3_g1), v_sign * sum(c.lead_p3_g2), v_sign * sum(c.lead_p3_g3), v_sign * sum(c.lead_p3_g4), v_sign * sum(c.lead_p4_g1), v_sign * sum(c.lead_p4_g2), v_sign * sum(c.lead_p4_g3), v_sign * sum(c.lead_p4_g4), v_sign * sum(c.follow_p1_g1), v_sign * sum(c.follow_p1_g2), v_sign * sum(c.follow_p1_g3), v_sign * sum(c.follow_p1_g4), v_sign * sum(c.follow_p2_g1), v_sign * sum(c.follow_p2_g2), v_sign * sum(c.follow_p2_g3), v_sign * sum(c.follow_p2_g4), v_sign * sum(c.follow_p3_g1), v_sign * sum(c.follow_p3_g2), v_sign * sum(c.follow_p3_g3), v_sign * sum(c.follow_p3_g4), v_sign * sum(c.follow_p4_g1), v_sign * sum(c.follow_p4_g2), v_sign * sum(c.follow_p4_g3), v_sign * sum(c.follow_p4_g4)
  FROM changed c JOIN unnest(v_games) g(id) ON g.id = c.game
  WHERE c.counted AND c.player IS NOT NULL
  GROUP BY c.player
  ON CONFLICT (player) DO UPDATE SET games = f.games + excluded.games, wins = f.wins + excluded.wins, shared_wins = f.shared_wins + excluded.shared_wins, total = f.total + excluded.total, complete_rounds = f.complete_rounds + excluded.complete_rounds, round_score = f.round_score + excluded.round_score, made_rank1 = f.made_rank1 + excluded.made_rank1, made_rank2 = f.made_rank2 + excluded.made_rank2, made_rank3 = f.made_rank3 + excluded.made_rank3, made_rank4 = f.made_rank4 + excluded.made_rank4, correct_rank1 = f.correct_rank1 + excluded.correct_rank1, correct_rank2 = f.correct_rank2 + excluded.correct_rank2, correct_rank3 = f.correct_rank3 + excluded.correct_rank3, correct_rank4 = f.correct_rank4 + excluded.correct_rank4, rounds_won0 = f.rounds_won0 + excluded.rounds_won0, rounds_won1 = f.rounds_won1 + excluded.rounds_won1, rounds_won2 = f.rounds_won2 + excluded.rounds_won2, rounds_won3 = f.rounds_won3 + excluded.rounds_won3, rounds_won4 = f.rounds_won4 + excluded.rounds_won4, rounds_won5 = f.rounds_won5 + excluded.rounds_won5, rounds_won6 = f.rounds_won6 + excluded.rounds_won6, rounds_won7 = f.rounds_won7 + excluded.rounds_won7, lead_p1_g1 = f.lead_p1_g1 + excluded.lead_p1_g1, lead_p1_g2 = f.lead_p1_g2 + excluded.lead_p1_g2, lead_p1_g3 = f.lead_p1_g3 + excluded.lead_p1_g3, lead_p1_g4 = f.lead_p1_g4 + excluded.lead_p1_g4, lead_p2_g1 = f.lead_p2_g1 + excluded.lead_p2_g1, lead_p2_g2 = f.lead_p2_g2 + excluded.lead_p2_g2, lead_p2_g3 = f.lead_p2_g3 + excluded.lead_p2_g3, lead_p2_g4 = f.lead_p2_g4 + excluded.lead_p2_g4, lead_p3_g1 = f.lead_p3_g1 + excluded.lead_p3_g1, lead_p3_g2 = f.lead_p3_g2 + excluded.lead_p3_g2, lead_p3_g3 = f.lead_p3_g3 + excluded.lead_p3_g3, lead_p3_g4 = f.lead_p3_g4 + excluded.lead_p3_g4, lead_p4_g1 = f.lead_p4_g1 + excluded.lead_p4_g1, lead_p4_g2 = f.lead_p4_g2 + excluded.lead_p4_g2, lead_p4_g3 = f.lead_p4_g3 + excluded.lead_p4_g3, lead_p4_g4 = f.lead_p4_g4 + excluded.lead_p4_g4, follow_p1_g1 = f.follow_p1_g1 + excluded.follow_p1_g1, follow_p1_g2 = f.follow_p1_g2 + excluded.follow_p1_g2, follow_p1_g3 = f.follow_p1_g3 + excluded.follow_p1_g3, follow_p1_g4 = f.follow_p1_g4 + excluded.follow_p1_g4, follow_p2_g1 = f.follow_p2_g1 + excluded.follow_p2_g1, follow_p2_g2 = f.follow_p2_g2 + excluded.follow_p2_g2, follow_p2_g3 = f.follow_p2_g3 + excluded.follow_p2_g3, follow_p2_g4 = f.follow_p2_g4 + excluded.follow_p2_g4, follow_p3_g1 = f.follow_p3_g1 + excluded.follow_p3_g1, follow_p3_g2 = f.follow_p3_g2 + excluded.follow_p3_g2, follow_p3_g3 = f.follow_p3_g3 + excluded.follow_p3_g3, follow_p3_g4 = f.follow_p3_g4 + excluded.follow_p3_g4, follow_p4_g1 = f.follow_p4_g1 + excluded.follow_p4_g1, follow_p4_g2 = f.follow_p4_g2 + excluded.follow_p4_g2, follow_p4_g3 = f.follow_p4_g3 + excluded.follow_p4_g3, follow_p4_g4 = f.follow_p4_g4 + excluded.follow_p4_g4;
  WITH c AS (SELECT c.game, c.seat, c.player, c.total FROM changed c
      JOIN unnest(v_games) g(id) ON g.id = c.game
      WHERE c.counted AND c.player IS NOT NULL),
    o AS (SELECT r.player AS a, o.player AS b, r.total AS ta, o.total AS tb
      FROM c r JOIN c o ON o.game = r.game AND o.seat < r.seat
      UNION ALL SELECT r.player, o.player, r.total, o.total
      FROM (SELECT o.* FROM unnest(v_games) g(id) CROSS JOIN LATERAL (SELECT o.* FROM tornei_club.game_seats o
          WHERE o.game = g.id LIMIT 4) o
        WHERE o.counted AND o.player IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM changed x WHERE x.game = o.game AND x.seat = o.seat)) o
      JOIN c r ON r.game = o.game),
    x AS (SELECT a, b, ta, tb FROM o UNION ALL SELECT b, a, tb, ta FROM o)
  INSERT INTO tornei_club.player_pairs AS p
  SELECT x.a, x.b, v_sign * count(*), v_sign * count(*) FILTER (WHERE x.ta > x.tb),
    v_sign * count(*) FILTER (WHERE x.ta < x.tb), v_sign * count(*) FILTER (WHERE x.ta = x.tb)
  FROM x GROUP BY x.a, x.b
  ON CONFLICT (player, opponent) DO UPDATE SET games = p.games + excluded.games,
    above = p.above + excluded.above, below = p.below + excluded.below, equal = p.equal + excluded.equal;
  RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION tornei_club.seats_count() FROM PUBLIC;
CREATE TRIGGER game_seats_added AFTER INSERT ON tornei_club.game_seats
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.seats_count();
CREATE TRIGGER game_seats_removed AFTER DELETE ON tornei_club.game_seats
    REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.seats_count();

-- A game voided or unvoided: its seats leave the sums or come back, one at a
-- time. One counted seat's part of the sums, added (sign 1) or taken back
-- (-1), with its pairs against the game's other seats numbered below `below`.
CREATE FUNCTION tornei_club.count_seat(r tornei_club.game_seats, sign integer, below integer)
    RETURNS void LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  IF NOT r.counted OR r.player IS NULL THEN RETURN; END IF;
  INSERT INTO tornei_club.player_figures AS f VALUES (r.player, sign, sign * r.winner::int,
    sign * r.shared_win::int, sign * r.total, sign * r.complete_rounds, sign * r.round_score,
    sign * r.made_rank1, sign * r.made_rank2, sign * r.made_rank3, sign * r.made_rank4,
    sign * r.correct_rank1, sign * r.correct_rank2, sign * r.correct_rank3, sign * r.correct_rank4,
    sign * r.rounds_won0, sign * r.rounds_won1, sign * r.rounds_won2, sign * r.rounds_won3,
    sign * r.rounds_won4, sign * r.rounds_won5, sign * r.rounds_won6, sign * r.rounds_won7,
    sign * r.lead_p1_g1, sign * r.lead_p1_g2, sign * r.lead_p1_g3, sign * r.lead_p1_g4, sign * r.lead_p2_g1, sign * r.lead_p2_g2, sign * r.lead_p2_g3, sign * r.lead_p2_g4, sign * r.lead_p3_g1, sign * r.lead_p3_g2, sign * r.lead_p3_g3, sign * r.lead_p3_g4, sign * r.lead_p4_g1, sign * r.lead_p4_g2, sign * r.lead_p4_g3, sign * r.lead_p4_g4, sign * r.follow_p1_g1, sign * r.follow_p1_g2, sign * r.follow_p1_g3, sign * r.follow_p1_g4, sign * r.follow_p2_g1, sign * r.follow_p2_g2, sign * r.follow_p2_g3, sign * r.follow_p2_g4, sign * r.follow_p3_g1, sign * r.follow_p3_g2, sign * r.follow_p3_g3, sign * r.follow_p3_g4, sign * r.follow_p4_g1, sign * r.follow_p4_g2, sign * r.follow_p4_g3, sign * r.follow_p4_g4)
  ON CONFLICT (player) DO UPDATE SET games = f.games + excluded.games, wins = f.wins + excluded.wins,
    shared_wins = f.shared_wins + excluded.shared_wins, total = f.total + excluded.total,
    complete_rounds = f.complete_rounds + excluded.complete_rounds,
    round_score = f.round_score + excluded.round_score,
    made_rank1 = f.made_rank1 + excluded.made_rank1, made_rank2 = f.made_rank2 + excluded.made_rank2,
    made_rank3 = f.made_rank3 + excluded.made_rank3, made_rank4 = f.made_rank4 + excluded.made_rank4,
    correct_rank1 = f.correct_rank1 + excluded.correct_rank1,
    correct_rank2 = f.correct_rank2 + excluded.correct_rank2,
    correct_rank3 = f.correct_rank3 + excluded.correct_rank3,
    correct_rank4 = f.correct_rank4 + excluded.correct_rank4,
    rounds_won0 = f.rounds_won0 + excluded.rounds_won0, rounds_won1 = f.rounds_won1 + excluded.rounds_won1,
    rounds_won2 = f.rounds_won2 + excluded.rounds_won2, rounds_won3 = f.rounds_won3 + excluded.rounds_won3,
    rounds_won4 = f.rounds_won4 + excluded.rounds_won4, rounds_won5 = f.rounds_won5 + excluded.rounds_won5,
    rounds_won6 = f.rounds_won6 + excluded.rounds_won6, rounds_won7 = f.rounds_won7 + excluded.rounds_won7, lead_p1_g1 = f.lead_p1_g1 + excluded.lead_p1_g1, lead_p1_g2 = f.lead_p1_g2 + excluded.lead_p1_g2, lead_p1_g3 = f.lead_p1_g3 + excluded.lead_p1_g3, lead_p1_g4 = f.lead_p1_g4 + excluded.lead_p1_g4, lead_p2_g1 = f.lead_p2_g1 + excluded.lead_p2_g1, lead_p2_g2 = f.lead_p2_g2 + excluded.lead_p2_g2, lead_p2_g3 = f.lead_p2_g3 + excluded.lead_p2_g3, lead_p2_g4 = f.lead_p2_g4 + excluded.lead_p2_g4, lead_p3_g1 = f.lead_p3_g1 + excluded.lead_p3_g1, lead_p3_g2 = f.lead_p3_g2 + excluded.lead_p3_g2, lead_p3_g3 = f.lead_p3_g3 + excluded.lead_p3_g3, lead_p3_g4 = f.lead_p3_g4 + excluded.lead_p3_g4, lead_p4_g1 = f.lead_p4_g1 + excluded.lead_p4_g1, lead_p4_g2 = f.lead_p4_g2 + excluded.lead_p4_g2, lead_p4_g3 = f.lead_p4_g3 + excluded.lead_p4_g3, lead_p4_g4 = f.lead_p4_g4 + excluded.lead_p4_g4, follow_p1_g1 = f.follow_p1_g1 + excluded.follow_p1_g1, follow_p1_g2 = f.follow_p1_g2 + excluded.follow_p1_g2, follow_p1_g3 = f.follow_p1_g3 + excluded.follow_p1_g3, follow_p1_g4 = f.follow_p1_g4 + excluded.follow_p1_g4, follow_p2_g1 = f.follow_p2_g1 + excluded.follow_p2_g1, follow_p2_g2 = f.follow_p2_g2 + excluded.follow_p2_g2, follow_p2_g3 = f.follow_p2_g3 + excluded.follow_p2_g3, follow_p2_g4 = f.follow_p2_g4 + excluded.follow_p2_g4, follow_p3_g1 = f.follow_p3_g1 + excluded.follow_p3_g1, follow_p3_g2 = f.follow_p3_g2 + excluded.follow_p3_g2, follow_p3_g3 = f.follow_p3_g3 + excluded.follow_p3_g3, follow_p3_g4 = f.follow_p3_g4 + excluded.follow_p3_g4, follow_p4_g1 = f.follow_p4_g1 + excluded.follow_p4_g1, follow_p4_g2 = f.follow_p4_g2 + excluded.follow_p4_g2, follow_p4_g3 = f.follow_p4_g3 + excluded.follow_p4_g3, follow_p4_g4 = f.follow_p4_g4 + excluded.follow_p4_g4;
  INSERT INTO tornei_club.player_pairs AS p
  SELECT x.a, x.b, sign * count(*), sign * count(*) FILTER (WHERE x.ta > x.tb),
    sign * count(*) FILTER (WHERE x.ta < x.tb), sign * count(*) FILTER (WHERE x.ta = x.tb)
  FROM (SELECT r.player AS a, o.player AS b, r.total AS ta, o.total AS tb
        FROM tornei_club.game_seats o WHERE o.game = r.game AND o.seat <> r.seat AND o.seat < below
        AND o.counted AND o.player IS NOT NULL
        UNION ALL SELECT o.player, r.player, o.total, r.total
        FROM tornei_club.game_seats o WHERE o.game = r.game AND o.seat <> r.seat AND o.seat < below
        AND o.counted AND o.player IS NOT NULL) x
  GROUP BY x.a, x.b
  ON CONFLICT (player, opponent) DO UPDATE SET games = p.games + excluded.games,
    above = p.above + excluded.above, below = p.below + excluded.below, equal = p.equal + excluded.equal;
END $$;
CREATE FUNCTION tornei_club.void_counts()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE r tornei_club.game_seats;
BEGIN
  FOR r IN SELECT * FROM tornei_club.game_seats s WHERE s.game = NEW.id ORDER BY s.seat LOOP
    PERFORM tornei_club.count_seat(r, CASE WHEN NEW.voided THEN -1 ELSE 1 END, r.seat);
  END LOOP;
  RETURN NEW;
END $$;
REVOKE ALL ON FUNCTION tornei_club.count_seat(tornei_club.game_seats, integer, integer),
    tornei_club.void_counts() FROM PUBLIC;
CREATE TRIGGER games_void_counts AFTER UPDATE OF voided ON tornei_club.games
    FOR EACH ROW WHEN (OLD.voided IS DISTINCT FROM NEW.voided) EXECUTE FUNCTION tornei_club.void_counts();


-- ==========================================================================
-- Sending games
-- ==========================================================================

-- The service's locks, a row each, held until its transaction ends: 'inbox'
-- while it takes a batch and writes it, 'ratings' while it keeps the steps.
-- Only the owner's functions lock them (FOR UPDATE needs a privilege no login
-- has), so that no login can hold one and stall the club, as any login could
-- hold an advisory lock.
CREATE TABLE tornei_club.service_locks (name text PRIMARY KEY);
INSERT INTO tornei_club.service_locks VALUES ('inbox'), ('ratings');
CREATE FUNCTION tornei_club.lock_inbox()
    RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  PERFORM tornei_club.require_service();
  PERFORM 1 FROM tornei_club.service_locks l WHERE l.name = 'inbox' FOR UPDATE;
END $$;
REVOKE ALL ON FUNCTION tornei_club.lock_inbox() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.lock_inbox() TO tornei_service;

-- What tables and directors submit: a record, as a new game or a revision of
-- the server's revision `base` of its game, with the club's players of its
-- seats. Nothing here counts until the service has read it: it takes the
-- waiting rows in order (under the lock 'inbox', so that two services never
-- take the same game's rows out of order), and marks each 'done', with what
-- became of it (derive_games' outcome, the game and its revision), or
-- 'rejected', with why. A laptop reads its rows back by its game and the
-- SHA-256 of the text it sent (sent_sha256, taken here, not from the laptop).
CREATE TABLE tornei_club.inbox (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game uuid NOT NULL,
    base integer NOT NULL CHECK (base >= 0),
    previous text, -- sent_sha256 of a submission of this game not yet answered, which this one follows
    record text NOT NULL,
    sent_sha256 text COLLATE "C" NOT NULL,
    claimed_sha256 text, -- the identity the laptop gave it, checked by the service
    claimed_results jsonb, -- figures sent beside the record: checked, never kept
    players uuid[] NOT NULL, -- the club's player of each seat, null for none
    reason text, -- why a director revised it, for an event's audit
    submitted_by name NOT NULL,
    submitted_at timestamptz NOT NULL DEFAULT now(),
    state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'done', 'rejected')),
    outcome text CHECK (outcome IN ('added', 'revised', 'unchanged', 'same-game', 'disputed')),
    result_game uuid,
    result_revision integer,
    rejection text,
    handled_at timestamptz,
    CHECK ((state = 'done') = (outcome IS NOT NULL)),
    CHECK ((state = 'rejected') = (rejection IS NOT NULL))
);
CREATE INDEX inbox_waiting ON tornei_club.inbox (id) WHERE state = 'waiting';
CREATE INDEX inbox_by_game ON tornei_club.inbox (game);
-- A laptop asks what became of what it sent by the text's SHA-256 (ClubGames::answers).
CREATE INDEX inbox_by_text ON tornei_club.inbox (sent_sha256);
-- What a login sends again while it still waits (two syncs of one laptop at once, each sending
-- what neither had sent) is the submission already there: one row, one ticket.
CREATE UNIQUE INDEX inbox_one_waiting ON tornei_club.inbox (game, sent_sha256, submitted_by) WHERE state = 'waiting';
DO $$
BEGIN
  ALTER TABLE tornei_club.inbox ALTER COLUMN record SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN NULL;
END $$;

-- How a table or a director sends games: each element of p_games {"id",
-- "base", "previous", "players": [4 ids or null], "sha", "reason"} with its
-- record the element of p_records at the same place becomes a row of the
-- inbox, in order, answered by its ticket (the row's id). A laptop sends the
-- records as a text array in the server's binary form, taken as it comes,
-- where a record inside JSON is unescaped character by character and copied
-- with each element. The service is woken by tornei_club_inbox.
CREATE FUNCTION tornei_club.submit_games(p_games jsonb, p_records text[])
    RETURNS TABLE (game uuid, ticket bigint) LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$ #variable_conflict use_column
DECLARE v_added bigint; v_sha text[];
BEGIN
  IF tornei_club.caller_role() NOT IN ('table', 'director') THEN
    RAISE EXCEPTION 'only a table or a director submits games' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF jsonb_typeof(p_games) IS DISTINCT FROM 'array'
      OR coalesce(cardinality(p_records), 0) <> jsonb_array_length(p_games)
      OR array_position(p_records, NULL) IS NOT NULL THEN
    RAISE EXCEPTION 'submit_games takes an array of games and one of their records' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  -- A laptop sends 200 a call (ClubSync): a call of thousands holds the
  -- inbox's inserts and the server's memory for all of them at once.
  IF jsonb_array_length(p_games) > 1000 THEN
    RAISE EXCEPTION 'submit_games takes at most 1,000 games in one call' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(p_games) x(e) WHERE jsonb_typeof(x.e) <> 'object'
      OR x.e ? 'record'
      OR octet_length(coalesce(x.e->'results', 'null')::text) > 64 * 1024
      OR char_length(coalesce(x.e->>'reason', '')) > 10000
      OR char_length(coalesce(x.e->>'previous', '')) > 64 OR char_length(coalesce(x.e->>'sha', '')) > 64
      OR jsonb_typeof(coalesce(x.e->'players', '[]')) <> 'array'
      OR jsonb_array_length(coalesce(x.e->'players', '[]')) > 4)
    OR EXISTS (SELECT 1 FROM unnest(p_records) r WHERE octet_length(r) > 4 * 1024 * 1024) THEN
    RAISE EXCEPTION 'a game is sent as {"id", "base", "players"} and its record, the record at most 4 MiB, its figures 64 KiB, its reason 10,000 characters'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT array_agg(encode(sha256(convert_to(r.record, 'UTF8')), 'hex') ORDER BY r.n) INTO v_sha
    FROM unnest(p_records) WITH ORDINALITY AS r(record, n);
  WITH added AS (
    INSERT INTO tornei_club.inbox (game, base, previous, record, sent_sha256, claimed_sha256, claimed_results,
        players, reason, submitted_by)
      SELECT (x.e->>'id')::uuid, coalesce((x.e->>'base')::integer, 0), nullif(x.e->>'previous', ''),
        r.record, v_sha[x.n], nullif(x.e->>'sha', ''),
        CASE WHEN jsonb_typeof(x.e->'results') IN ('object', 'array') THEN x.e->'results' END,
        ARRAY(SELECT nullif(p.v, '')::uuid FROM jsonb_array_elements_text(coalesce(x.e->'players', '[]'))
          WITH ORDINALITY AS p(v, k) ORDER BY p.k),
        nullif(btrim(x.e->>'reason'), ''), session_user
      FROM jsonb_array_elements(p_games) WITH ORDINALITY AS x(e, n)
      JOIN unnest(p_records) WITH ORDINALITY AS r(record, n) ON r.n = x.n ORDER BY x.n
      ON CONFLICT (game, sent_sha256, submitted_by) WHERE state = 'waiting' DO NOTHING
      RETURNING inbox.id)
  SELECT count(*) INTO v_added FROM added;
  -- Each game's ticket, in the order sent: its row, or the one it is a copy of, which this
  -- statement sees (committed by another call, or made by this one).
  RETURN QUERY SELECT (x.e->>'id')::uuid, (SELECT i.id FROM tornei_club.inbox i
      WHERE i.game = (x.e->>'id')::uuid AND i.sent_sha256 = v_sha[x.n]
      AND i.submitted_by = session_user ORDER BY i.id DESC LIMIT 1)
    FROM jsonb_array_elements(p_games) WITH ORDINALITY AS x(e, n) ORDER BY x.n;
  IF v_added > 0 THEN
    PERFORM pg_notify('tornei_club_inbox', '');
  END IF;
END $$;
REVOKE ALL ON FUNCTION tornei_club.submit_games(jsonb, text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.submit_games(jsonb, text[]) TO tornei_table, tornei_director;

-- The same with each record inside its element ("record": the text), as one
-- JSON array is easiest to write by hand, from psql.
CREATE FUNCTION tornei_club.submit_games(p_games jsonb)
    RETURNS TABLE (game uuid, ticket bigint) LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  IF jsonb_typeof(p_games) IS DISTINCT FROM 'array' THEN
    RAISE EXCEPTION 'submit_games takes an array of games' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(p_games) x(e) WHERE jsonb_typeof(x.e) <> 'object'
      OR jsonb_typeof(x.e->'record') IS DISTINCT FROM 'string') THEN
    RAISE EXCEPTION 'a game is sent as {"id", "base", "record", "players"}, its record at most 4 MiB, its figures 64 KiB, its reason 10,000 characters'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  RETURN QUERY SELECT s.game, s.ticket FROM tornei_club.submit_games(
    (SELECT coalesce(jsonb_agg(x.e - 'record' ORDER BY x.n), '[]') FROM jsonb_array_elements(p_games) WITH ORDINALITY AS x(e, n)),
    ARRAY(SELECT x.e->>'record' FROM jsonb_array_elements(p_games) WITH ORDINALITY AS x(e, n) ORDER BY x.n)) s;
END $$;
REVOKE ALL ON FUNCTION tornei_club.submit_games(jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.submit_games(jsonb) TO tornei_table, tornei_director;

-- Refused unless the club's service calls.
CREATE FUNCTION tornei_club.require_service()
    RETURNS void LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  IF NOT pg_has_role(session_user, 'tornei_service', 'MEMBER') THEN
    RAISE EXCEPTION 'only the club''s service writes results' USING ERRCODE = 'insufficient_privilege';
  END IF;
END $$;

-- Refused when the game belongs to a closed event. Its event stays locked
-- (FOR SHARE) until the caller's transaction ends, so that a close waits for
-- the change rather than coming between this look and the change.
CREATE FUNCTION tornei_club.refuse_closed(p_game uuid)
    RETURNS void LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_event bigint; v_number bigint; v_closed boolean;
BEGIN
  SELECT x.event, g.number, e.closed INTO v_event, v_number, v_closed FROM tornei_club.event_games x
    JOIN tornei_club.events e ON e.id = x.event JOIN tornei_club.games g ON g.id = x.game
    WHERE x.game = p_game FOR SHARE OF e;
  IF v_closed THEN
    RAISE EXCEPTION 'game #% belongs to event %, which is closed: a director reopens it first', v_number, v_event
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
END $$;

-- A game's derived rows replaced by those given (none when null).
CREATE FUNCTION tornei_club.write_results(p_id uuid, p_results jsonb)
    RETURNS void LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  DELETE FROM tornei_club.game_seats WHERE game = p_id;
  DELETE FROM tornei_club.game_summaries WHERE game = p_id;
  IF p_results IS NULL OR jsonb_typeof(p_results) <> 'object' THEN RETURN; END IF;
  INSERT INTO tornei_club.game_summaries SELECT (jsonb_populate_record(NULL::tornei_club.game_summaries,
    p_results->'summary' || jsonb_build_object('game', p_id))).*;
  INSERT INTO tornei_club.game_seats SELECT (jsonb_populate_record(NULL::tornei_club.game_seats,
    e || jsonb_build_object('game', p_id))).* FROM jsonb_array_elements(p_results->'seats') e
    ORDER BY (e->>'seat')::integer;
END $$;
REVOKE ALL ON FUNCTION tornei_club.write_results(uuid, jsonb) FROM PUBLIC;

-- What the service writes of one submission it has read (p_record canonical,
-- p_sha its identity, p_results what the rules made of it; see ClubResults),
-- for the login `p_by` that sent it: the game added or revised with its
-- results, safe to repeat. A game sent again is 'unchanged'; a revision made
-- on an older one than the server has, or of a game the sender may not
-- revise (another table's, or one attached to an event, unless a director
-- sent it), waits as a dispute for a director ('disputed'), with its results;
-- the same record under another id is the game already there ('same-game'),
-- so a record imported at two laptops is one game; so is a record of a game
-- the club voided (sent again, it does not undo the void). A revision is told by the
-- record's whole text, not its identity: a game left out of the statistics,
-- or counted again, is the same game with another record. A new game takes
-- the next number.
CREATE FUNCTION tornei_club.derive_game(p_id uuid, p_base integer, p_record text, p_sha text, p_results jsonb,
    p_by name)
    RETURNS TABLE (outcome text, game uuid, revision integer) LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_id uuid; v_revision integer; v_sha text; v_record text;
  v_director boolean := pg_has_role(p_by, 'tornei_director', 'MEMBER');
BEGIN
  PERFORM tornei_club.require_service();
  PERFORM 1 FROM tornei_club.service_locks l WHERE l.name = 'inbox' FOR UPDATE;
  IF p_base > 0 THEN
    UPDATE tornei_club.games AS g SET revision = g.revision + 1, record = p_record,
      record_sha256 = p_sha, submitted_at = now()
      WHERE g.id = p_id AND g.revision = p_base AND g.record <> p_record AND NOT g.voided
      AND (v_director OR (g.submitted_by = p_by
        AND NOT EXISTS (SELECT 1 FROM tornei_club.event_games e WHERE e.game = g.id)))
      RETURNING g.revision INTO v_revision;
    IF FOUND THEN PERFORM tornei_club.write_results(p_id, p_results); RETURN QUERY SELECT 'revised'::text, p_id, v_revision; RETURN; END IF;
  END IF;
  SELECT g.revision, g.record_sha256, g.record INTO v_revision, v_sha, v_record
    FROM tornei_club.games g WHERE g.id = p_id;
  IF NOT FOUND THEN
    SELECT g.id, g.revision INTO v_id, v_revision FROM tornei_club.games g
      WHERE g.record_sha256 = p_sha ORDER BY g.voided, g.number LIMIT 1;
    IF FOUND THEN RETURN QUERY SELECT 'same-game'::text, v_id, v_revision; RETURN; END IF;
    INSERT INTO tornei_club.games (id, revision, record, record_sha256, submitted_by, number)
      VALUES (p_id, 1, p_record, p_sha, p_by,
        (SELECT coalesce(max(n.number), 0) + 1 FROM tornei_club.games n));
    PERFORM tornei_club.write_results(p_id, p_results);
    RETURN QUERY SELECT 'added'::text, p_id, 1;
    RETURN;
  END IF;
  IF v_record = p_record THEN RETURN QUERY SELECT 'unchanged'::text, p_id, v_revision; RETURN; END IF;
  INSERT INTO tornei_club.disputes (game, record, record_sha256, base_revision, submitted_by, results)
    VALUES (p_id, p_record, p_sha, p_base, p_by, p_results) ON CONFLICT DO NOTHING;
  RETURN QUERY SELECT 'disputed'::text, p_id, v_revision;
END $$;
REVOKE ALL ON FUNCTION tornei_club.derive_game(uuid, integer, text, text, jsonb, name) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.derive_game(uuid, integer, text, text, jsonb, name) TO tornei_service;

-- A game's results as derive_game() and the disputes keep them, {"summary",
-- "seats"}: its summary, and its seats among p_seats (none without a summary).
CREATE FUNCTION tornei_club.results_of(p_summary jsonb, p_seats tornei_club.game_seats[], p_game uuid)
    RETURNS jsonb LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp
AS $$
  SELECT CASE WHEN jsonb_typeof(p_summary) = 'object' THEN jsonb_build_object('summary', p_summary, 'seats',
    coalesce((SELECT jsonb_agg(to_jsonb(s) - 'game' ORDER BY s.seat) FROM unnest(p_seats) s WHERE s.game = p_game), '[]'))
  END
$$;
REVOKE ALL ON FUNCTION tornei_club.results_of(jsonb, tornei_club.game_seats[], uuid) FROM PUBLIC;

-- derive_game() for a whole batch (each element of p_games {"id", "base",
-- "sha", "summary", "by": the login that sent it}, its record the element of
-- p_records at the same place: a text array is read as it comes, where JSON
-- would be unescaped character by character; its seats' rows those of
-- p_seats that name it, as typed rows, which the server reads over ten
-- times faster than the same figures as JSON objects), with the same outcome for each
-- game as derive_game() called for each in turn, but a few statements for all
-- of them, whoever sent them: revisions first, then the games new here
-- (numbered in order), the disputes, and the derived rows of the games added
-- or revised. A batch that names one game or one record twice goes one game
-- at a time.
CREATE FUNCTION tornei_club.derive_games(p_games jsonb, p_records text[], p_seats tornei_club.game_seats[])
    RETURNS TABLE (outcome text, game uuid, revision integer) LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, pg_temp
AS $$ #variable_conflict use_column

DECLARE v_revised uuid[]; v_added uuid[]; v_written uuid[]; v_game jsonb; v_n bigint; v_id uuid[]; v_base integer[]; v_record text[] := p_records; v_sha text[]; v_summary jsonb[];
  v_by name[]; v_last bigint;
BEGIN
  PERFORM tornei_club.require_service();
  IF jsonb_typeof(p_games) IS DISTINCT FROM 'array'
      OR coalesce(cardinality(p_records), 0) <> jsonb_array_length(p_games)
      OR array_position(p_records, NULL) IS NOT NULL THEN
    RAISE EXCEPTION 'derive_games takes an array of games and one of their records';
  END IF;
  SELECT array_agg((x.e->>'id')::uuid ORDER BY x.n), array_agg((x.e->>'base')::integer ORDER BY x.n),
    array_agg(x.e->>'sha' ORDER BY x.n), array_agg(x.e->'summary' ORDER BY x.n),
    array_agg((x.e->>'by')::name ORDER BY x.n)
  INTO v_id, v_base, v_sha, v_summary, v_by
  FROM jsonb_array_elements(p_games) WITH ORDINALITY AS x(e, n);
  PERFORM 1 FROM tornei_club.service_locks l WHERE l.name = 'inbox' FOR UPDATE;
  IF (SELECT count(DISTINCT i) <> count(*) FROM unnest(v_id) i)
      OR (SELECT count(DISTINCT s) <> count(*) FROM unnest(v_sha) s) THEN
    FOR v_game, v_n IN SELECT x.e, x.n FROM jsonb_array_elements(p_games) WITH ORDINALITY AS x(e, n) ORDER BY x.n
    LOOP
      RETURN QUERY SELECT s.outcome, s.game, s.revision FROM tornei_club.derive_game(
        (v_game->>'id')::uuid, (v_game->>'base')::integer, p_records[v_n], v_game->>'sha',
        tornei_club.results_of(v_game->'summary', p_seats, (v_game->>'id')::uuid), (v_game->>'by')::name) s;
    END LOOP;
    RETURN;
  END IF;
  WITH b AS (SELECT * FROM unnest(v_id, v_base, v_record, v_sha, v_summary, v_by) WITH ORDINALITY AS b(id, base, record, sha, summary, sender, n)), u AS (UPDATE tornei_club.games AS g SET revision = g.revision + 1, record = b.record,
      record_sha256 = b.sha, submitted_at = now()
      FROM b WHERE g.id = b.id AND b.base > 0 AND g.revision = b.base
      AND g.record <> b.record AND NOT g.voided
      AND (pg_has_role(b.sender, 'tornei_director', 'MEMBER') OR (g.submitted_by = b.sender
        AND NOT EXISTS (SELECT 1 FROM tornei_club.event_games e WHERE e.game = g.id))) RETURNING g.id)
  SELECT coalesce(array_agg(u.id), '{}') INTO v_revised FROM u;
  SELECT coalesce(max(n.number), 0) INTO v_last FROM tornei_club.games n;
  WITH b AS (SELECT * FROM unnest(v_id, v_base, v_record, v_sha, v_summary, v_by) WITH ORDINALITY AS b(id, base, record, sha, summary, sender, n)),
    fresh AS (SELECT b.*, row_number() OVER (ORDER BY b.n) AS k FROM b WHERE b.id <> ALL (v_revised)
      AND NOT EXISTS (SELECT 1 FROM tornei_club.games o WHERE o.id = b.id)
      AND NOT EXISTS (SELECT 1 FROM tornei_club.games o WHERE o.record_sha256 = b.sha)),
    i AS (INSERT INTO tornei_club.games AS g (id, revision, record, record_sha256, submitted_by, number)
      SELECT f.id, 1, f.record, f.sha, f.sender, v_last + f.k FROM fresh f ORDER BY f.n RETURNING g.id)
  SELECT coalesce(array_agg(i.id), '{}') INTO v_added FROM i;
  WITH b AS (SELECT * FROM unnest(v_id, v_base, v_record, v_sha, v_summary, v_by) WITH ORDINALITY AS b(id, base, record, sha, summary, sender, n)) INSERT INTO tornei_club.disputes AS d (game, record, record_sha256, base_revision, submitted_by, results)
    SELECT b.id, b.record, b.sha, b.base, b.sender, tornei_club.results_of(b.summary, p_seats, b.id)
    FROM b JOIN tornei_club.games g ON g.id = b.id
    WHERE g.record <> b.record AND b.id <> ALL (v_revised) ORDER BY b.n ON CONFLICT DO NOTHING;
  v_written := v_revised || v_added;
  DELETE FROM tornei_club.game_seats s WHERE s.game = ANY (v_revised);
  DELETE FROM tornei_club.game_summaries s WHERE s.game = ANY (v_revised);
  WITH b AS (SELECT * FROM unnest(v_id, v_base, v_record, v_sha, v_summary, v_by) WITH ORDINALITY AS b(id, base, record, sha, summary, sender, n)) INSERT INTO tornei_club.game_summaries
    SELECT r.* FROM b, jsonb_populate_record(NULL::tornei_club.game_summaries,
      b.summary || jsonb_build_object('game', b.id)) r
    WHERE b.id = ANY (v_written) AND jsonb_typeof(b.summary) = 'object';
  INSERT INTO tornei_club.game_seats SELECT s.* FROM unnest(p_seats) s
    WHERE s.game = ANY (v_written) ORDER BY s.game, s.seat;
  RETURN QUERY WITH b AS (SELECT * FROM unnest(v_id, v_base, v_record, v_sha, v_summary, v_by) WITH ORDINALITY AS b(id, base, record, sha, summary, sender, n))
  SELECT CASE WHEN b.id = ANY (v_revised) THEN 'revised' WHEN b.id = ANY (v_added) THEN 'added'
      WHEN g.id IS NULL THEN 'same-game' WHEN g.record = b.record THEN 'unchanged' ELSE 'disputed' END,
    coalesce(g.id, s.id), coalesce(g.revision, s.revision)
  FROM b LEFT JOIN tornei_club.games g ON g.id = b.id
  LEFT JOIN LATERAL (SELECT o.id, o.revision FROM tornei_club.games o
    WHERE o.record_sha256 = b.sha ORDER BY o.voided, o.number LIMIT 1) s ON g.id IS NULL
  ORDER BY b.n;
END $$;
REVOKE ALL ON FUNCTION tornei_club.derive_games(jsonb, text[], tornei_club.game_seats[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.derive_games(jsonb, text[], tornei_club.game_seats[]) TO tornei_service;


-- ==========================================================================
-- Ratings
-- ==========================================================================

-- Every counted game's step for each of its players (as the club counted
-- them then), in order: by when the game was played, then by its
-- game_summaries.rating_key, which every copy of the game agrees on (a laptop
-- rates games of the same instant in the same order: hex compared byte by
-- byte, "C", as SQLite compares it).
CREATE TABLE tornei_club.rating_steps (
    at timestamptz NOT NULL,
    rating_key text COLLATE "C" NOT NULL,
    game uuid NOT NULL,
    player uuid NOT NULL,
    mu double precision NOT NULL,
    sigma double precision NOT NULL,
    PRIMARY KEY (at, rating_key, game, player)
);
CREATE INDEX rating_steps_by_player ON tornei_club.rating_steps (player, at, rating_key);

-- Each player's last step: their rating now.
CREATE TABLE tornei_club.player_ratings (
    player uuid PRIMARY KEY,
    at timestamptz NOT NULL,
    rating_key text COLLATE "C" NOT NULL,
    game uuid NOT NULL,
    mu double precision NOT NULL,
    sigma double precision NOT NULL
);

-- Games whose place, seats or count changed since the steps were kept, where
-- they were and are. Only ever added to, by the triggers below, so that
-- sending games never waits on it.
CREATE TABLE tornei_club.rating_changes (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL,
    rating_key text COLLATE "C" NOT NULL,
    game uuid NOT NULL
);

-- The triggers that note a change: a game's seats or summary added or removed
-- (a submission, a revision, a director's own edit), a game voided or
-- unvoided or sent again (an undated game's place is when it was sent), and a
-- player merged into another (their games count for someone else from their
-- first one on); a game's record changed has its results written again, and
-- so both its places noted. A game's place in the order the ratings take
-- games is (COALESCE(s.started_utc, g.created_at, g.submitted_at), s.rating_key),
-- the key ClubReports orders by. A summary moves only the seats it stands
-- beside: the service writes a game's summary before its seats and removes
-- it after them, so that each game it writes is noted once, by its seats.
-- The seats beside a summary are looked up by key (see results_refer).
CREATE FUNCTION tornei_club.rating_seats_changed()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  -- Each game looked up by its key once (see seats_count).
  INSERT INTO tornei_club.rating_changes (at, rating_key, game)
    SELECT COALESCE(s.started_utc, g.created_at, g.submitted_at), coalesce(s.rating_key, ''), g.id
    FROM (SELECT DISTINCT c.game FROM changed c) c
    CROSS JOIN LATERAL (SELECT g.id, g.created_at, g.submitted_at FROM tornei_club.games g
      WHERE g.id = c.game LIMIT 1) g
    LEFT JOIN LATERAL (SELECT s.started_utc, s.rating_key FROM tornei_club.game_summaries s
      WHERE s.game = g.id LIMIT 1) s ON true;
  RETURN NULL;
END $$;
CREATE FUNCTION tornei_club.rating_summaries_changed()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp SET enable_seqscan = off
AS $$
BEGIN
  INSERT INTO tornei_club.rating_changes (at, rating_key, game)
    SELECT COALESCE(s.started_utc, g.created_at, g.submitted_at), s.rating_key, g.id FROM changed s JOIN tornei_club.games g ON g.id = s.game
    WHERE EXISTS (SELECT 1 FROM tornei_club.game_seats x WHERE x.game = s.game);
  RETURN NULL;
END $$;
CREATE FUNCTION tornei_club.rating_game_changed()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  INSERT INTO tornei_club.rating_changes (at, rating_key, game)
    SELECT COALESCE(s.started_utc, OLD.created_at, OLD.submitted_at), coalesce(s.rating_key, ''), OLD.id
    FROM (SELECT 1) one LEFT JOIN tornei_club.game_summaries s ON s.game = OLD.id
    UNION ALL SELECT COALESCE(s.started_utc, NEW.created_at, NEW.submitted_at), coalesce(s.rating_key, ''), NEW.id
    FROM (SELECT 1) one LEFT JOIN tornei_club.game_summaries s ON s.game = NEW.id;
  RETURN NULL;
END $$;
-- The first counted game of the player or of anyone merged into them.
CREATE FUNCTION tornei_club.rating_player_merged()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  WITH RECURSIVE below (id) AS (SELECT NEW.id UNION ALL SELECT p.id
      FROM tornei_club.players p JOIN below b ON p.merged_into = b.id)
  INSERT INTO tornei_club.rating_changes (at, rating_key, game)
    SELECT COALESCE(s.started_utc, g.created_at, g.submitted_at), coalesce(s.rating_key, ''), g.id FROM below JOIN tornei_club.game_seats x ON x.player = below.id
    JOIN tornei_club.games g ON g.id = x.game LEFT JOIN tornei_club.game_summaries s ON s.game = g.id
    WHERE x.counted AND NOT g.voided ORDER BY 1, 2 LIMIT 1;
  RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION tornei_club.rating_seats_changed(), tornei_club.rating_summaries_changed(),
    tornei_club.rating_game_changed(), tornei_club.rating_player_merged() FROM PUBLIC;
CREATE TRIGGER game_seats_added_rating AFTER INSERT ON tornei_club.game_seats
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.rating_seats_changed();
CREATE TRIGGER game_seats_removed_rating AFTER DELETE ON tornei_club.game_seats
    REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.rating_seats_changed();
CREATE TRIGGER game_summaries_added_rating AFTER INSERT ON tornei_club.game_summaries
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.rating_summaries_changed();
CREATE TRIGGER game_summaries_removed_rating AFTER DELETE ON tornei_club.game_summaries
    REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.rating_summaries_changed();
CREATE TRIGGER games_rating AFTER UPDATE OF voided, submitted_at ON tornei_club.games
    FOR EACH ROW WHEN (OLD.voided IS DISTINCT FROM NEW.voided
        OR (NEW.created_at IS NULL AND OLD.submitted_at IS DISTINCT FROM NEW.submitted_at))
    EXECUTE FUNCTION tornei_club.rating_game_changed();
CREATE TRIGGER players_merged_rating AFTER UPDATE OF merged_into ON tornei_club.players
    FOR EACH ROW WHEN (OLD.merged_into IS DISTINCT FROM NEW.merged_into)
    EXECUTE FUNCTION tornei_club.rating_player_merged();

-- The steps from the earliest changed game on, as the service worked them
-- out from the seats (ClubRatings::catchUp) with the rules library's rating.
-- It refuses what another service kept first (the changes it was told of are no
-- longer all there: 'stale') and steps before that game. One at a time, under
-- the lock 'ratings'.
CREATE FUNCTION tornei_club.keep_ratings(p_through bigint, p_seen bigint, p_games uuid[], p_players uuid[], p_mu double precision[], p_sigma double precision[])
    RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_at timestamptz; v_key text; v_count bigint; v_players uuid[];
BEGIN
  PERFORM tornei_club.require_service();
  PERFORM 1 FROM tornei_club.service_locks l WHERE l.name = 'ratings' FOR UPDATE;
  SELECT count(*) INTO v_count FROM tornei_club.rating_changes c WHERE c.id <= p_through;
  IF v_count <> p_seen THEN RETURN 'stale'; END IF;
  IF v_count = 0 THEN RETURN 'unchanged'; END IF;
  IF cardinality(p_games) <> cardinality(p_players) OR cardinality(p_games) <> cardinality(p_mu)
      OR cardinality(p_games) <> cardinality(p_sigma)
      OR EXISTS (SELECT 1 FROM unnest(p_mu, p_sigma) u(mu, sigma)
        WHERE u.mu IN ('NaN', 'Infinity', '-Infinity') OR NOT u.sigma > 0
        OR u.sigma = 'Infinity') THEN
    RAISE EXCEPTION 'ratings that cannot be kept' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT c.at, c.rating_key INTO v_at, v_key FROM tornei_club.rating_changes c
    WHERE c.id <= p_through ORDER BY c.at, c.rating_key LIMIT 1;
  WITH gone AS (DELETE FROM tornei_club.rating_steps r WHERE (r.at, r.rating_key) >= (v_at, v_key)
      RETURNING r.player)
  SELECT array_agg(DISTINCT p) INTO v_players FROM (SELECT player FROM gone
    UNION SELECT unnest(p_players)) x(p);
  INSERT INTO tornei_club.rating_steps (at, rating_key, game, player, mu, sigma)
    SELECT COALESCE(s.started_utc, g.created_at, g.submitted_at), s.rating_key, u.game, u.player, u.mu, u.sigma
    FROM unnest(p_games, p_players, p_mu, p_sigma) u(game, player, mu, sigma)
    JOIN tornei_club.games g ON g.id = u.game LEFT JOIN tornei_club.game_summaries s ON s.game = g.id
    WHERE (COALESCE(s.started_utc, g.created_at, g.submitted_at), s.rating_key) >= (v_at, v_key);
  GET DIAGNOSTICS v_count = ROW_COUNT;
  IF v_count <> cardinality(p_games) THEN
    RAISE EXCEPTION 'ratings of games before the first one changed, or of no game'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  DELETE FROM tornei_club.player_ratings p WHERE p.player = ANY (v_players);
  INSERT INTO tornei_club.player_ratings (player, at, rating_key, game, mu, sigma)
    SELECT l.player, l.at, l.rating_key, l.game, l.mu, l.sigma FROM unnest(v_players) x(p)
    CROSS JOIN LATERAL (SELECT r.* FROM tornei_club.rating_steps r WHERE r.player = x.p
      ORDER BY r.at DESC, r.rating_key DESC LIMIT 1) l;
  DELETE FROM tornei_club.rating_changes c WHERE c.id <= p_through;
  RETURN 'kept';
END $$;
REVOKE ALL ON FUNCTION tornei_club.keep_ratings(bigint, bigint, uuid[], uuid[], double precision[],
    double precision[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.keep_ratings(bigint, bigint, uuid[], uuid[], double precision[],
    double precision[]) TO tornei_service;


-- ==========================================================================
-- Events (a club's night)
-- ==========================================================================

-- An event has its players in order, its rounds' tables and who sits out, and
-- the games played at each table. Nobody writes these tables directly:
-- everything goes through the functions below, which run with the owner's
-- rights and check who calls. A director creates, seats, closes, reopens an
-- event and voids its games; a table attaches a game it submitted, and only to
-- the table whose players sit in the game's seats.
CREATE TABLE tornei_club.events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- Written as a player's name may be: something to see, at most 100 characters, nothing invisible.
    name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 100
                              AND NOT tornei_club.name_has_invisible(name)),
    date date NOT NULL,
    rounds integer NOT NULL CHECK (rounds BETWEEN 1 AND 99),
    closed boolean NOT NULL DEFAULT false,
    created_by name NOT NULL DEFAULT session_user,
    created_at timestamptz NOT NULL DEFAULT now()
);

-- The event's players in order: a player's position is their index in the
-- seating. A closed event keeps each one's name as it was then (`name`, null
-- while it is open), so that a rename or a merge made later, or undone, does
-- not change its final standings.
CREATE TABLE tornei_club.event_players (
    event bigint NOT NULL REFERENCES tornei_club.events (id),
    position integer NOT NULL CHECK (position >= 0),
    player uuid NOT NULL REFERENCES tornei_club.players (id),
    name text,
    PRIMARY KEY (event, position),
    UNIQUE (event, player)
);

-- A round's tables, numbered from 1; a seat without a player is the dummy's.
CREATE TABLE tornei_club.event_tables (
    event bigint NOT NULL REFERENCES tornei_club.events (id),
    round integer NOT NULL CHECK (round >= 1),
    table_no integer NOT NULL CHECK (table_no >= 1),
    seat0 uuid,
    seat1 uuid,
    seat2 uuid,
    seat3 uuid,
    first_dealer integer NOT NULL CHECK (first_dealer BETWEEN 0 AND 3),
    PRIMARY KEY (event, round, table_no),
    FOREIGN KEY (event, seat0) REFERENCES tornei_club.event_players (event, player),
    FOREIGN KEY (event, seat1) REFERENCES tornei_club.event_players (event, player),
    FOREIGN KEY (event, seat2) REFERENCES tornei_club.event_players (event, player),
    FOREIGN KEY (event, seat3) REFERENCES tornei_club.event_players (event, player),
    CHECK ((seat0 IS NULL)::integer + (seat1 IS NULL)::integer + (seat2 IS NULL)::integer
        + (seat3 IS NULL)::integer <= 1),
    CHECK ((ARRAY[seat0, seat1, seat2, seat3])[first_dealer + 1] IS NOT NULL)
);

CREATE TABLE tornei_club.event_sitouts (
    event bigint NOT NULL,
    round integer NOT NULL CHECK (round >= 1),
    player uuid NOT NULL,
    PRIMARY KEY (event, round, player),
    FOREIGN KEY (event, player) REFERENCES tornei_club.event_players (event, player)
);

-- The games played at a table: at most one of them not voided (attach_game sees to it).
CREATE TABLE tornei_club.event_games (
    game uuid PRIMARY KEY REFERENCES tornei_club.games (id),
    event bigint NOT NULL,
    round integer NOT NULL,
    table_no integer NOT NULL,
    attached_by name NOT NULL DEFAULT session_user,
    attached_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (event, round, table_no) REFERENCES tornei_club.event_tables (event, round, table_no)
);
CREATE INDEX event_games_by_table ON tornei_club.event_games (event, round, table_no);

-- Who did what to an event, and why.
CREATE TABLE tornei_club.event_audit (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    event bigint NOT NULL REFERENCES tornei_club.events (id),
    at timestamptz NOT NULL DEFAULT clock_timestamp(),
    login name NOT NULL DEFAULT session_user,
    role text NOT NULL,
    action text NOT NULL CHECK (action IN ('create', 'seat', 'attach',
        'close', 'reopen', 'void', 'unvoid', 'revise', 'add', 'resolve', 'page')),
    game uuid,
    reason text
);
CREATE INDEX event_audit_by_event ON tornei_club.event_audit (event, id);

-- Who calls, by their login (the event functions run with the owner's
-- rights): 'director', 'table', or 'none'; for the service writing game
-- `p_game`, whoever sent that submission (tornei_club.submitters, a JSON
-- object of logins by game id, which the service sets for a batch), so that
-- an event's audit names them.
CREATE FUNCTION tornei_club.caller(p_game uuid DEFAULT NULL)
    RETURNS name LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp
AS $$
  SELECT coalesce(CASE WHEN p_game IS NOT NULL AND pg_has_role(session_user, 'tornei_service', 'MEMBER')
    THEN (SELECT r.rolname FROM pg_roles r
      WHERE r.rolname = nullif(current_setting('tornei_club.submitters', true), '')::jsonb ->> p_game::text) END,
    session_user)
$$;
CREATE FUNCTION tornei_club.caller_role(p_game uuid DEFAULT NULL)
    RETURNS text LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp
AS $$
  SELECT CASE WHEN pg_has_role(tornei_club.caller(p_game), 'tornei_director', 'MEMBER') THEN 'director'
    WHEN pg_has_role(tornei_club.caller(p_game), 'tornei_table', 'MEMBER') THEN 'table' ELSE 'none' END
$$;

-- Refused unless a director calls.
CREATE FUNCTION tornei_club.require_director(p_what text)
    RETURNS void LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  IF tornei_club.caller_role() <> 'director' THEN
    RAISE EXCEPTION 'only a director may %', p_what USING ERRCODE = 'insufficient_privilege';
  END IF;
END $$;

-- The event, locked for the change at hand; refused when there is none, or
-- (`p_open`) when it is closed. A table's change locks it shared
-- (`p_shared`), as the service's revisions and disputes do: a table that
-- keeps its transaction open then holds up a director's close, never the
-- service.
CREATE FUNCTION tornei_club.lock_event(p_event bigint, p_open boolean, p_shared boolean DEFAULT false)
    RETURNS tornei_club.events LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
DECLARE e tornei_club.events;
BEGIN
  IF p_shared THEN
    SELECT * INTO e FROM tornei_club.events x WHERE x.id = p_event FOR SHARE;
  ELSE
    SELECT * INTO e FROM tornei_club.events x WHERE x.id = p_event FOR UPDATE;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'there is no event %', p_event USING ERRCODE = 'no_data_found';
  END IF;
  IF p_open AND e.closed THEN
    RAISE EXCEPTION 'event % is closed: a director reopens it first', p_event
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  RETURN e;
END $$;

CREATE FUNCTION tornei_club.create_event(p_name text, p_date date, p_rounds integer, p_players uuid[])
    RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_id bigint; v_roots uuid[];
BEGIN
  PERFORM tornei_club.require_director('create an event');
  IF p_name IS NULL OR btrim(p_name) = '' OR char_length(p_name) > 100 OR tornei_club.name_has_invisible(p_name) THEN
    RAISE EXCEPTION 'an event''s name must show something, be at most 100 characters long and hold nothing invisible'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT array_agg(tornei_club.player_root(x.id) ORDER BY x.n) INTO v_roots
    FROM unnest(p_players) WITH ORDINALITY AS x(id, n);
  IF coalesce(cardinality(v_roots), 0) < 3 OR array_position(v_roots, NULL) IS NOT NULL THEN
    RAISE EXCEPTION 'an event needs at least 3 of the club''s players' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF (SELECT count(DISTINCT r) FROM unnest(v_roots) r) <> cardinality(v_roots) THEN
    RAISE EXCEPTION 'a player is named twice' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  INSERT INTO tornei_club.events (name, date, rounds) VALUES (p_name, p_date, p_rounds) RETURNING id INTO v_id;
  INSERT INTO tornei_club.event_players (event, position, player)
    SELECT v_id, x.n - 1, x.id FROM unnest(v_roots) WITH ORDINALITY AS x(id, n);
  INSERT INTO tornei_club.event_audit (event, role, action) VALUES (v_id, tornei_club.caller_role(), 'create');
  RETURN v_id;
END $$;

-- A round's seating: {"tables": [{"seats": [position or null, x4],
-- "firstDealer": seat}], "sittingOut": [position]}, positions in the event's
-- list of players. A player absent from the event is in neither.
CREATE FUNCTION tornei_club.seat_round(p_event bigint, p_round integer, p_seating jsonb)
    RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE e tornei_club.events; t jsonb; v_table integer := 0; s integer; v_position integer;
  v_used integer[] := '{}'; v_ids uuid[];
BEGIN
  PERFORM tornei_club.require_director('seat a round');
  e := tornei_club.lock_event(p_event, true);
  IF p_round IS NULL OR p_round < 1 OR p_round > e.rounds THEN
    RAISE EXCEPTION 'event % has rounds 1 to %', p_event, e.rounds USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF EXISTS (SELECT 1 FROM tornei_club.event_games g WHERE g.event = p_event AND g.round = p_round) THEN
    RAISE EXCEPTION 'round % of event % has games already: it cannot be seated again', p_round, p_event
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  DELETE FROM tornei_club.event_tables x WHERE x.event = p_event AND x.round = p_round;
  DELETE FROM tornei_club.event_sitouts x WHERE x.event = p_event AND x.round = p_round;
  FOR t IN SELECT x.e FROM jsonb_array_elements(coalesce(p_seating->'tables', '[]')) WITH ORDINALITY AS x(e, n)
      ORDER BY x.n LOOP
    v_table := v_table + 1;
    v_ids := ARRAY[NULL, NULL, NULL, NULL]::uuid[];
    IF jsonb_typeof(t->'seats') IS DISTINCT FROM 'array' OR jsonb_array_length(t->'seats') <> 4 THEN
      RAISE EXCEPTION 'table % has not 4 seats', v_table USING ERRCODE = 'invalid_parameter_value';
    END IF;
    FOR s IN 0..3 LOOP
      CONTINUE WHEN jsonb_typeof(t->'seats'->s) = 'null';
      v_position := (t->'seats'->>s)::integer;
      IF v_position = ANY (v_used) THEN
        RAISE EXCEPTION 'player % is seated twice', v_position USING ERRCODE = 'invalid_parameter_value';
      END IF;
      v_used := v_used || v_position;
      v_ids[s + 1] := (SELECT p.player FROM tornei_club.event_players p
        WHERE p.event = p_event AND p.position = v_position);
      IF v_ids[s + 1] IS NULL THEN
        RAISE EXCEPTION 'event % has no player %', p_event, v_position USING ERRCODE = 'invalid_parameter_value';
      END IF;
    END LOOP;
    INSERT INTO tornei_club.event_tables VALUES (p_event, p_round, v_table, v_ids[1], v_ids[2], v_ids[3],
      v_ids[4], coalesce((t->>'firstDealer')::integer, 0));
  END LOOP;
  FOR v_position IN SELECT x::integer FROM jsonb_array_elements_text(coalesce(p_seating->'sittingOut', '[]')) x
  LOOP
    IF v_position = ANY (v_used) THEN
      RAISE EXCEPTION 'player % is seated twice', v_position USING ERRCODE = 'invalid_parameter_value';
    END IF;
    v_used := v_used || v_position;
    INSERT INTO tornei_club.event_sitouts SELECT p_event, p_round, p.player FROM tornei_club.event_players p
      WHERE p.event = p_event AND p.position = v_position;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'event % has no player %', p_event, v_position USING ERRCODE = 'invalid_parameter_value';
    END IF;
  END LOOP;
  INSERT INTO tornei_club.event_audit (event, role, action, reason)
    VALUES (p_event, tornei_club.caller_role(), 'seat', 'round ' || p_round);
  PERFORM pg_notify('tornei_club_event', p_event::text);
END $$;

-- A game played at a table of a seated round of an open event. A table
-- attaches only a game it submitted; every game's seats must be the table's
-- players in the table's seats (the club's players, merges followed), the
-- dummy's where the table has none; a table keeps one game that is not voided.
CREATE FUNCTION tornei_club.attach_game(p_event bigint, p_round integer, p_table integer, p_game uuid)
    RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_role text := tornei_club.caller_role(); t tornei_club.event_tables; g tornei_club.games;
  x tornei_club.event_games; v_names text[]; s integer; v_seat uuid; v_player uuid; v_wanted text;
BEGIN
  IF v_role = 'none' THEN
    RAISE EXCEPTION 'only a table or a director may attach a game' USING ERRCODE = 'insufficient_privilege';
  END IF;
  -- Two attaches at one table take turns by its row.
  PERFORM tornei_club.lock_event(p_event, true, true);
  SELECT * INTO t FROM tornei_club.event_tables w
    WHERE w.event = p_event AND w.round = p_round AND w.table_no = p_table FOR UPDATE;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM tornei_club.event_tables w WHERE w.event = p_event AND w.round = p_round) THEN
      RAISE EXCEPTION 'round % of event % is not seated', p_round, p_event
        USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    RAISE EXCEPTION 'round % of event % has no table %', p_round, p_event, p_table
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT * INTO g FROM tornei_club.games w WHERE w.id = p_game;
  IF NOT FOUND OR g.voided THEN
    RAISE EXCEPTION 'the club has no such game, or it is voided' USING ERRCODE = 'no_data_found';
  END IF;
  IF v_role <> 'director' AND g.submitted_by <> session_user THEN
    RAISE EXCEPTION 'game #% was submitted by %: only a director attaches another login''s game',
      g.number, g.submitted_by USING ERRCODE = 'insufficient_privilege';
  END IF;
  SELECT * INTO x FROM tornei_club.event_games w WHERE w.game = p_game;
  IF FOUND THEN
    IF x.event = p_event AND x.round = p_round AND x.table_no = p_table THEN RETURN 'unchanged'; END IF;
    RAISE EXCEPTION 'game #% is attached to table % of round % of event % already', g.number, x.table_no,
      x.round, x.event USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  IF EXISTS (SELECT 1 FROM tornei_club.event_games w JOIN tornei_club.games o ON o.id = w.game
      WHERE w.event = p_event AND w.round = p_round AND w.table_no = p_table AND NOT o.voided) THEN
    RAISE EXCEPTION 'table % of round % has a game already: a director voids it first', p_table, p_round
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  SELECT m.seat_names INTO v_names FROM tornei_club.game_summaries m WHERE m.game = p_game;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the club has no results of game #%', g.number USING ERRCODE = 'invalid_parameter_value';
  END IF;
  FOR s IN 0..3 LOOP
    v_seat := (ARRAY[t.seat0, t.seat1, t.seat2, t.seat3])[s + 1];
    SELECT w.player INTO v_player FROM tornei_club.game_seats w WHERE w.game = p_game AND w.seat = s;
    IF NOT FOUND THEN v_player := NULL; END IF;
    IF v_seat IS NULL AND v_names[s + 1] IS NULL THEN CONTINUE; END IF;
    IF v_seat IS NOT NULL AND v_names[s + 1] IS NOT NULL AND v_player IS NOT NULL
        AND tornei_club.player_root(v_player) = tornei_club.player_root(v_seat) THEN CONTINUE; END IF;
    v_wanted := coalesce((SELECT p.name FROM tornei_club.players p WHERE p.id = tornei_club.player_root(v_seat)),
      'the dummy');
    RAISE EXCEPTION 'seat % of the game is %, where table % of round % has %', s,
      coalesce(v_names[s + 1], 'the dummy'), p_table, p_round, v_wanted USING ERRCODE = 'check_violation';
  END LOOP;
  INSERT INTO tornei_club.event_games (game, event, round, table_no) VALUES (p_game, p_event, p_round, p_table);
  INSERT INTO tornei_club.event_audit (event, role, action, game, reason)
    VALUES (p_event, v_role, 'attach', p_game, 'round ' || p_round || ', table ' || p_table);
  PERFORM pg_notify('tornei_club_event', p_event::text);
  RETURN 'attached';
END $$;

-- Closing freezes an event (no attach, void, revision or seating) until a
-- director reopens it; both are kept in the audit, with the reason if given.
CREATE FUNCTION tornei_club.close_event(p_event bigint, p_reason text)
    RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE e tornei_club.events;
BEGIN
  PERFORM tornei_club.require_director('close an event');
  e := tornei_club.lock_event(p_event, false);
  IF e.closed = true THEN RETURN 'unchanged'; END IF;
  UPDATE tornei_club.events x SET closed = true WHERE x.id = p_event;
  UPDATE tornei_club.event_players p SET name = (SELECT r.name FROM tornei_club.players r
    WHERE r.id = tornei_club.player_root(p.player)) WHERE p.event = p_event;
  INSERT INTO tornei_club.event_audit (event, role, action, reason)
    VALUES (p_event, tornei_club.caller_role(), 'close', nullif(btrim(p_reason), ''));
  PERFORM pg_notify('tornei_club_event', p_event::text);
  RETURN 'closed';
END $$;

CREATE FUNCTION tornei_club.reopen_event(p_event bigint, p_reason text)
    RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE e tornei_club.events;
BEGIN
  PERFORM tornei_club.require_director('reopen an event');
  e := tornei_club.lock_event(p_event, false);
  IF e.closed = false THEN RETURN 'unchanged'; END IF;
  UPDATE tornei_club.events x SET closed = false WHERE x.id = p_event;
  UPDATE tornei_club.event_players p SET name = NULL WHERE p.event = p_event;
  INSERT INTO tornei_club.event_audit (event, role, action, reason)
    VALUES (p_event, tornei_club.caller_role(), 'reopen', nullif(btrim(p_reason), ''));
  PERFORM pg_notify('tornei_club_event', p_event::text);
  RETURN 'reopened';
END $$;

-- A director's void of an event's game, with its reason; the games' trigger
-- (event_game_changed) keeps it in the audit and sends the news.
CREATE FUNCTION tornei_club.void_event_game(p_event bigint, p_game uuid, p_reason text)
    RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  PERFORM tornei_club.require_director('void an event''s game');
  IF coalesce(btrim(p_reason), '') = '' THEN
    RAISE EXCEPTION 'a void needs a reason' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  PERFORM tornei_club.lock_event(p_event, true);
  IF NOT EXISTS (SELECT 1 FROM tornei_club.event_games x WHERE x.event = p_event AND x.game = p_game) THEN
    RAISE EXCEPTION 'the game is not one of event %', p_event USING ERRCODE = 'no_data_found';
  END IF;
  PERFORM set_config('tornei_club.void_reason', btrim(p_reason), true);
  UPDATE tornei_club.games g SET voided = true WHERE g.id = p_game AND NOT g.voided;
  IF NOT FOUND THEN
    PERFORM set_config('tornei_club.void_reason', '', true);
    RETURN 'unchanged';
  END IF;
  PERFORM set_config('tornei_club.void_reason', '', true);
  RETURN 'voided';
END $$;

-- A player who comes late joins the event's players, after those already
-- there, so that the rounds still to seat can seat them. A director's, while
-- the event is open; a player already in the event is left where they are.
CREATE FUNCTION tornei_club.add_event_players(p_event bigint, p_players uuid[])
    RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_added integer;
BEGIN
  PERFORM tornei_club.require_director('add players to an event');
  PERFORM tornei_club.lock_event(p_event, true);
  INSERT INTO tornei_club.event_players (event, position, player)
    SELECT p_event, (SELECT coalesce(max(e.position), -1) FROM tornei_club.event_players e
      WHERE e.event = p_event) + row_number() OVER (ORDER BY x.n), x.p
    FROM (SELECT DISTINCT ON (tornei_club.player_root(u.p)) tornei_club.player_root(u.p), u.n
      FROM unnest(p_players) WITH ORDINALITY u(p, n) ORDER BY tornei_club.player_root(u.p), u.n) x(p, n)
    WHERE NOT EXISTS (SELECT 1 FROM tornei_club.event_players e WHERE e.event = p_event AND e.player = x.p)
    ORDER BY x.n;
  GET DIAGNOSTICS v_added = ROW_COUNT;
  IF v_added > 0 THEN
    INSERT INTO tornei_club.event_audit (event, role, action, reason)
      VALUES (p_event, tornei_club.caller_role(), 'add', NULL);
    PERFORM pg_notify('tornei_club_event', p_event::text);
  END IF;
  RETURN v_added;
END $$;

REVOKE ALL ON FUNCTION tornei_club.caller_role(uuid), tornei_club.caller(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.caller_role(uuid) TO tornei_table, tornei_director;
GRANT EXECUTE ON FUNCTION tornei_club.caller(uuid) TO tornei_table, tornei_director;
REVOKE ALL ON FUNCTION tornei_club.require_director(text) FROM PUBLIC;
REVOKE ALL ON FUNCTION tornei_club.player_root(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.player_root(uuid) TO tornei_table, tornei_director;
REVOKE ALL ON FUNCTION tornei_club.lock_event(bigint, boolean, boolean) FROM PUBLIC;
REVOKE ALL ON FUNCTION tornei_club.create_event(text, date, integer, uuid[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.create_event(text, date, integer, uuid[]) TO tornei_director;
REVOKE ALL ON FUNCTION tornei_club.seat_round(bigint, integer, jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.seat_round(bigint, integer, jsonb) TO tornei_director;
REVOKE ALL ON FUNCTION tornei_club.attach_game(bigint, integer, integer, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.attach_game(bigint, integer, integer, uuid) TO tornei_table, tornei_director;
REVOKE ALL ON FUNCTION tornei_club.close_event(bigint, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.close_event(bigint, text) TO tornei_director;
REVOKE ALL ON FUNCTION tornei_club.reopen_event(bigint, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.reopen_event(bigint, text) TO tornei_director;
REVOKE ALL ON FUNCTION tornei_club.void_event_game(bigint, uuid, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.void_event_game(bigint, uuid, text) TO tornei_director;
REVOKE ALL ON FUNCTION tornei_club.add_event_players(bigint, uuid[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.add_event_players(bigint, uuid[]) TO tornei_director;

-- A change of a game attached to an event (a revision, a void, an unvoid),
-- whoever makes it and however: refused while the event is closed, kept in
-- the event's audit, and news for whoever shows the event's standings. The
-- audit row's action is what changed, never what a session says: a void or
-- an unvoid; a new record from the service (a revision) or from anyone else
-- (resolve_dispute, the only other writer of a record). Its reason is the one
-- its transaction gives (tornei_club.reason; a revision's from
-- tornei_club.reasons, a JSON object of reasons by game id, which the service
-- sets for the revisions it writes in one batch; a void's from
-- tornei_club.void_reason, set by void_event_game).
CREATE FUNCTION tornei_club.event_game_changed()
    RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_event bigint; v_closed boolean; v_action text; v_reason text; v_reasons jsonb;
BEGIN
  -- Locked as refuse_closed locks it: a close waits for the change.
  SELECT x.event, e.closed INTO v_event, v_closed FROM tornei_club.event_games x
    JOIN tornei_club.events e ON e.id = x.event WHERE x.game = NEW.id FOR SHARE OF e;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF v_closed THEN
    RAISE EXCEPTION 'game #% belongs to event %, which is closed: a director reopens it first',
      NEW.number, v_event USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  v_action := CASE WHEN OLD.voided IS DISTINCT FROM NEW.voided THEN CASE WHEN NEW.voided THEN 'void' ELSE 'unvoid' END
    WHEN pg_has_role(session_user, 'tornei_service', 'MEMBER') THEN 'revise' ELSE 'resolve' END;
  v_reason := coalesce(nullif(current_setting('tornei_club.reason', true), ''),
    nullif(current_setting('tornei_club.void_reason', true), ''));
  IF v_reason IS NULL AND v_action = 'revise' THEN

BEGIN
      v_reasons := nullif(current_setting('tornei_club.reasons', true), '')::jsonb;
    EXCEPTION WHEN invalid_text_representation THEN v_reasons := NULL;
    END;
    v_reason := nullif(btrim(v_reasons ->> NEW.id::text), '');
  END IF;
  INSERT INTO tornei_club.event_audit (event, login, role, action, game, reason)
    VALUES (v_event, tornei_club.caller(NEW.id), tornei_club.caller_role(NEW.id), v_action, NEW.id, v_reason);
  PERFORM pg_notify('tornei_club_event', v_event::text);
  RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION tornei_club.event_game_changed() FROM PUBLIC;
CREATE TRIGGER games_event_changed AFTER UPDATE OF record, voided ON tornei_club.games
    FOR EACH ROW WHEN (OLD.record IS DISTINCT FROM NEW.record OR OLD.voided IS DISTINCT FROM NEW.voided)
    EXECUTE FUNCTION tornei_club.event_game_changed();


-- ==========================================================================
-- Choosing between disputed revisions
-- ==========================================================================

-- A director's choice between the revision the server has of a game and
-- those that wait beside it (disputes), by the checksum of the one kept, with
-- a reason; refused when the revisions are no longer those the director saw
-- (`p_seen`, every one's checksum). Taking a waiting revision makes it the
-- game's next revision, with the results the service worked out when it
-- came; either way the others are set aside, the game is news for every
-- laptop (no dispute waits any more), and a game of an event gets a 'resolve'
-- row in the event's audit.
CREATE FUNCTION tornei_club.resolve_dispute(p_game uuid, p_seen text[], p_keep text, p_reason text)
    RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE g tornei_club.games; d tornei_club.disputes; v_event bigint; v_closed boolean;
  v_reason text := btrim(p_reason);
BEGIN
  PERFORM tornei_club.require_director('choose between a game''s revisions');
  IF coalesce(v_reason, '') = '' THEN
    RAISE EXCEPTION 'a choice between revisions needs a reason' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT * INTO g FROM tornei_club.games w WHERE w.id = p_game FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the club has no such game' USING ERRCODE = 'no_data_found';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM tornei_club.disputes x WHERE x.game = p_game) THEN
    RAISE EXCEPTION 'game #% has no revision waiting for a director', g.number
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  IF (SELECT array_agg(s ORDER BY s) FROM unnest(p_seen) s) IS DISTINCT FROM
      (SELECT array_agg(s ORDER BY s) FROM (SELECT g.record_sha256 UNION ALL SELECT x.record_sha256
      FROM tornei_club.disputes x WHERE x.game = p_game) y(s)) THEN
    RAISE EXCEPTION 'game #% has changed since its revisions were read: read them again', g.number
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  SELECT x.event, e.closed INTO v_event, v_closed FROM tornei_club.event_games x
    JOIN tornei_club.events e ON e.id = x.event WHERE x.game = p_game;
  IF v_closed THEN
    RAISE EXCEPTION 'game #% belongs to event %, which is closed: a director reopens it first',
      g.number, v_event USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  IF g.record_sha256 = p_keep THEN
    INSERT INTO tornei_club.set_aside (game, record, record_sha256, submitted_by, submitted_at,
      kept_sha256, reason)
      SELECT x.game, x.record, x.record_sha256, x.submitted_by, x.submitted_at, p_keep, v_reason
      FROM tornei_club.disputes x WHERE x.game = p_game ORDER BY x.submitted_at;
    DELETE FROM tornei_club.disputes x WHERE x.game = p_game;
    UPDATE tornei_club.games w SET revision = w.revision + 1 WHERE w.id = p_game;
    IF v_event IS NOT NULL THEN
      INSERT INTO tornei_club.event_audit (event, role, action, game, reason)
        VALUES (v_event, tornei_club.caller_role(), 'resolve', p_game, v_reason);
      PERFORM pg_notify('tornei_club_event', v_event::text);
    END IF;
    RETURN 'kept';
  END IF;
  SELECT * INTO d FROM tornei_club.disputes x WHERE x.game = p_game AND x.record_sha256 = p_keep;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'game #% has no revision %', g.number, p_keep USING ERRCODE = 'no_data_found';
  END IF;
  INSERT INTO tornei_club.set_aside (game, record, record_sha256, submitted_by, submitted_at,
    kept_sha256, reason) VALUES (p_game, g.record, g.record_sha256, g.submitted_by, g.submitted_at,
    p_keep, v_reason);
  INSERT INTO tornei_club.set_aside (game, record, record_sha256, submitted_by, submitted_at,
    kept_sha256, reason)
    SELECT x.game, x.record, x.record_sha256, x.submitted_by, x.submitted_at, p_keep, v_reason
    FROM tornei_club.disputes x WHERE x.game = p_game AND x.record_sha256 <> p_keep
    ORDER BY x.submitted_at;
  DELETE FROM tornei_club.disputes x WHERE x.game = p_game;
  PERFORM set_config('tornei_club.reason', v_reason, true);
  UPDATE tornei_club.games w SET revision = w.revision + 1, record = d.record,
    record_sha256 = d.record_sha256, submitted_at = now() WHERE w.id = p_game;
  PERFORM set_config('tornei_club.reason', '', true);
  PERFORM tornei_club.write_results(p_game, d.results);
  RETURN 'taken';
END $$;
REVOKE ALL ON FUNCTION tornei_club.resolve_dispute(uuid, text[], text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.resolve_dispute(uuid, text[], text, text) TO tornei_director;


-- ==========================================================================
-- News of changes (LISTEN)
-- ==========================================================================

-- A statement that changes the club's games, players, disputes or game
-- requests notifies the channel a laptop LISTENs on (ClubListener), so that
-- it fetches another table's game as it arrives. The notice is sent when the
-- transaction commits, once per transaction, and carries nothing: it only
-- says "sync now" (a payload would bypass row-level security). An event's
-- own news goes to tornei_club_event with the event's id (ClubEvents).
CREATE FUNCTION tornei_club.announce()
    RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  PERFORM pg_notify('tornei_club', '');
  RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION tornei_club.announce() FROM PUBLIC;
CREATE TRIGGER games_announce AFTER INSERT OR UPDATE OR DELETE ON tornei_club.games
    FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.announce();
CREATE TRIGGER players_announce AFTER INSERT OR UPDATE OR DELETE ON tornei_club.players
    FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.announce();
CREATE TRIGGER disputes_announce AFTER INSERT OR UPDATE OR DELETE ON tornei_club.disputes
    FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.announce();
CREATE TRIGGER game_requests_announce AFTER INSERT OR UPDATE OR DELETE ON tornei_club.game_requests
    FOR EACH STATEMENT EXECUTE FUNCTION tornei_club.announce();


-- ==========================================================================
-- Grants and row-level security
-- ==========================================================================

REVOKE ALL ON SCHEMA tornei_club FROM PUBLIC;
GRANT USAGE ON SCHEMA tornei_club TO tornei_table, tornei_director, tornei_service;
GRANT USAGE ON SEQUENCE tornei_club.changes TO tornei_table, tornei_director;

-- Every login reads every table; none writes one directly but these: players
-- (a table adds them, a director renames and merges them: never their change
-- numbers), requests, and the inbox's answers (the service). Everything else
-- is written by the owner's functions, each of which checks who calls, and
-- by their triggers.
GRANT SELECT ON ALL TABLES IN SCHEMA tornei_club TO tornei_table, tornei_director, tornei_service;
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c WHERE c.relnamespace = 'tornei_club'::regnamespace
      AND c.relkind = 'r' AND c.relname NOT IN ('about', 'player_figures', 'player_pairs') LOOP
    EXECUTE format('ALTER TABLE tornei_club.%I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY everyone_reads ON tornei_club.%I FOR SELECT'
      ' TO tornei_table, tornei_director, tornei_service USING (true)', t);
  END LOOP;
END $$;

GRANT UPDATE (name, name_key, merged_into) ON tornei_club.players TO tornei_director;
CREATE POLICY directors_change ON tornei_club.players FOR UPDATE TO tornei_director USING (true) WITH CHECK (true);

GRANT INSERT (player, name, name_key, merged_into) ON tornei_club.player_requests TO tornei_table;
GRANT DELETE ON tornei_club.player_requests TO tornei_director;
CREATE POLICY tables_ask ON tornei_club.player_requests FOR INSERT TO tornei_table
    WITH CHECK (requested_by = session_user);
CREATE POLICY directors_dismiss ON tornei_club.player_requests FOR DELETE TO tornei_director USING (true);

-- A director dismisses a table's request to remove a game.
GRANT UPDATE (state) ON tornei_club.game_requests TO tornei_director;
CREATE POLICY directors_dismiss ON tornei_club.game_requests FOR UPDATE TO tornei_director
    USING (state = 'pending') WITH CHECK (state IN ('pending', 'dismissed'));

-- The service takes waiting submissions (FOR UPDATE SKIP LOCKED) and answers them.
GRANT UPDATE (state, outcome, result_game, result_revision, rejection, handled_at) ON tornei_club.inbox
    TO tornei_service;
CREATE POLICY service_answers ON tornei_club.inbox FOR UPDATE TO tornei_service
    USING (state = 'waiting') WITH CHECK (true);


-- ==========================================================================
-- An event's page (the service's web pages, ClubPageServer)
-- ==========================================================================

-- The page of a club night is read by anyone who has its address: the
-- address carries a random token, one per event, which only a director (and
-- the service, which checks it) may read; a director renews it, and the old
-- address then shows nothing. The token is made by the caller (128 random
-- bits from the system's generator, as hex).
CREATE TABLE tornei_club.event_pages (
    event bigint PRIMARY KEY REFERENCES tornei_club.events (id),
    token text COLLATE "C" NOT NULL UNIQUE CHECK (token ~ '^[0-9a-f]{32,128}$'),
    made_by name NOT NULL DEFAULT session_user,
    made_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE tornei_club.event_pages ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON tornei_club.event_pages FROM tornei_table, tornei_director;
GRANT SELECT ON tornei_club.event_pages TO tornei_service;
CREATE POLICY service_reads ON tornei_club.event_pages FOR SELECT TO tornei_service USING (true);

-- The event's token: the one it has, or `p_token` when it has none or
-- (`p_renew`) to replace it; a director's, kept in the event's audit when it changes.
CREATE FUNCTION tornei_club.event_page(p_event bigint, p_token text, p_renew boolean)
    RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE v_token text;
BEGIN
  PERFORM tornei_club.require_director('read or renew an event''s page');
  PERFORM tornei_club.lock_event(p_event, false);
  SELECT p.token INTO v_token FROM tornei_club.event_pages p WHERE p.event = p_event;
  IF FOUND AND NOT p_renew THEN
    RETURN v_token;
  END IF;
  INSERT INTO tornei_club.event_pages (event, token) VALUES (p_event, p_token)
    ON CONFLICT (event) DO UPDATE SET token = excluded.token, made_by = session_user, made_at = now();
  INSERT INTO tornei_club.event_audit (event, role, action, reason)
    VALUES (p_event, 'director', 'page', CASE WHEN v_token IS NULL THEN 'made' ELSE 'renewed' END);
  PERFORM pg_notify('tornei_club_event', p_event::text);
  RETURN p_token;
END $$;
REVOKE ALL ON FUNCTION tornei_club.event_page(bigint, text, boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.event_page(bigint, text, boolean) TO tornei_director;

-- Where the running service serves the pages (`club serve --http`), as a
-- page's address begins: the service says so when it starts, and
-- `event page` builds an event's address from it.
CREATE FUNCTION tornei_club.set_page_address(p_address text)
    RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  PERFORM tornei_club.require_service();
  INSERT INTO tornei_club.about (key, value) VALUES ('page_address', p_address)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
END $$;
REVOKE ALL ON FUNCTION tornei_club.set_page_address(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tornei_club.set_page_address(text) TO tornei_service;
-- The page follows a table's game before it is attached, by its players.
GRANT EXECUTE ON FUNCTION tornei_club.player_root(uuid) TO tornei_service;
