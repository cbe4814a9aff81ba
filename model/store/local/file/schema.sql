-- The game database of this version, whole: a new file is made from it, and
-- a file of release 0.1.0 is brought to it (Migrations). Statements run in
-- this order; triggers on the same table and event fire in the order made
-- here, so keep that order when adding one.
-- PRAGMA application_id and user_version are set by Migrations, not here.

-- A player's profile: the name as written, the key names are matched by
-- (PlayerName::matchKey; a name that only now folds like an older one is kept
-- apart as "key<U+001F>id"), and the id shared with a club's server (a UUID).
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    uid TEXT);

-- A game: its seats (player and the name as the record writes it), the record's
-- own fields, and what the history lists and sorts by, rebuilt from the
-- replay in the transaction that changes the game. `started_*` is when it was
-- played: as written, a sortable UTC instant, the date at the table and its
-- UTC offset in seconds. The SHA-256 of the canonical record (duplicate
-- imports, and the check of a game read back) and of the file it came from.
-- `uid` is the game's id on every laptop and on the club's server.
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    seat0_player INTEGER REFERENCES players(id),
    seat1_player INTEGER REFERENCES players(id),
    seat2_player INTEGER REFERENCES players(id),
    seat3_player INTEGER REFERENCES players(id),
    seat0_name TEXT, seat1_name TEXT, seat2_name TEXT, seat3_name TEXT,
    first_dealer INTEGER NOT NULL CHECK (first_dealer BETWEEN 0 AND 3),
    created_utc TEXT NOT NULL,
    updated_utc TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    extensions TEXT,
    excluded INTEGER NOT NULL DEFAULT 0,
    record_sha256 TEXT,
    source_sha256 TEXT,
    started_text TEXT,
    started_utc TEXT,
    started_date TEXT,
    started_offset INTEGER,
    player_count INTEGER NOT NULL DEFAULT 0,
    rounds_played INTEGER NOT NULL DEFAULT 0,
    players_key TEXT NOT NULL DEFAULT '',
    winner_key TEXT NOT NULL DEFAULT '',
    -- How many of the rules the record breaks (Replay::violations), so that a
    -- list of games marks them without replaying each.
    violations INTEGER NOT NULL DEFAULT 0,
    uid TEXT,
    -- The game's place among games of the same instant
    -- (GameRecords::ratingKey): its record's SHA-256 without the seats' names,
    -- then with their match keys, shortened. Every copy of a game has the same,
    -- whoever's spelling of its players its record now has.
    rating_key TEXT);
-- The unfinished games, newest first (the start page); only they are indexed.
CREATE INDEX games_unfinished ON games (started_utc, id) WHERE finished = 0;
-- The checksums are found by their first 16 hex digits (64 bits), then
-- compared whole: an index of the whole 64 would cost 60 bytes more a game
-- (GameRecords::findDuplicate asks with the same expressions).
CREATE INDEX games_by_record_sha256 ON games (substr(record_sha256, 1, 16));
-- source_sha256: NULL for a game begun here; '' for a record imported as
-- it was written (with its date), which is its own source, rather than a
-- second copy of record_sha256 (GameResults keeps the original as the source
-- once the record changes); else the source's own. Games begun here are not
-- indexed (a lookup that compares source_sha256 can use this partial index).
CREATE INDEX games_by_source_sha256 ON games (substr(source_sha256, 1, 16)) WHERE source_sha256 IS NOT NULL;
-- No index by seat player: a player's games are looked for only to rename
-- or merge them (PlayerDirectory), where reading every game is a few
-- milliseconds; statistics find a player's games through game_results.

-- Every card entered: one row each, the rowid packing the game, the order of
-- entry, the slot and the card (storage::packRow), about 11 bytes a card. A
-- game's rows are appended in order, so pages fill whole. No second unique
-- index: the engine refuses a second card in a slot. A game's rows are one
-- range of rowids and go with it.
CREATE TABLE entries (id INTEGER PRIMARY KEY);
CREATE TRIGGER entries_go_with_their_game AFTER DELETE ON games BEGIN DELETE FROM entries WHERE id BETWEEN old.id * 16777216 AND old.id * 16777216 + 16777215; END;

-- The replay's figures per round and seat, with the rules version that made
-- them; keyed by the primary key alone (no rowid, no second copy of the key).
CREATE TABLE round_results (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    player INTEGER,
    complete INTEGER NOT NULL,
    score INTEGER NOT NULL,
    tricks_won INTEGER NOT NULL,
    correct_rank1 INTEGER NOT NULL, correct_rank2 INTEGER NOT NULL,
    correct_rank3 INTEGER NOT NULL, correct_rank4 INTEGER NOT NULL,
    made_rank1 INTEGER NOT NULL DEFAULT 0, made_rank2 INTEGER NOT NULL DEFAULT 0,
    made_rank3 INTEGER NOT NULL DEFAULT 0, made_rank4 INTEGER NOT NULL DEFAULT 0,
    zero_trick_bonus INTEGER NOT NULL,
    rules_version INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game, round, seat)) WITHOUT ROWID;

-- The replay's totals, winners and summed round figures per game and seat, so
-- that statistics read one row per game. `counted`: finished and not
-- excluded. No foreign key on the player: a merge removes a player before the
-- games that name it are rebuilt, in one transaction. `lead_pP_gG` counts the
-- complete tricks the seat led, predicting rank P and getting rank G;
-- `follow_pP_gG` those it did not lead (the prediction matrix).
CREATE TABLE game_results (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player INTEGER NOT NULL,
    total INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    shared_win INTEGER NOT NULL,
    counted INTEGER NOT NULL,
    complete_rounds INTEGER NOT NULL,
    round_score INTEGER NOT NULL,
    made_rank1 INTEGER NOT NULL, made_rank2 INTEGER NOT NULL,
    made_rank3 INTEGER NOT NULL, made_rank4 INTEGER NOT NULL,
    correct_rank1 INTEGER NOT NULL, correct_rank2 INTEGER NOT NULL,
    correct_rank3 INTEGER NOT NULL, correct_rank4 INTEGER NOT NULL,
    rounds_won0 INTEGER NOT NULL, rounds_won1 INTEGER NOT NULL, rounds_won2 INTEGER NOT NULL,
    rounds_won3 INTEGER NOT NULL, rounds_won4 INTEGER NOT NULL, rounds_won5 INTEGER NOT NULL,
    rounds_won6 INTEGER NOT NULL, rounds_won7 INTEGER NOT NULL,
    lead_p1_g1 INTEGER NOT NULL, lead_p1_g2 INTEGER NOT NULL, lead_p1_g3 INTEGER NOT NULL, lead_p1_g4 INTEGER NOT NULL,
    lead_p2_g1 INTEGER NOT NULL, lead_p2_g2 INTEGER NOT NULL, lead_p2_g3 INTEGER NOT NULL, lead_p2_g4 INTEGER NOT NULL,
    lead_p3_g1 INTEGER NOT NULL, lead_p3_g2 INTEGER NOT NULL, lead_p3_g3 INTEGER NOT NULL, lead_p3_g4 INTEGER NOT NULL,
    lead_p4_g1 INTEGER NOT NULL, lead_p4_g2 INTEGER NOT NULL, lead_p4_g3 INTEGER NOT NULL, lead_p4_g4 INTEGER NOT NULL,
    follow_p1_g1 INTEGER NOT NULL, follow_p1_g2 INTEGER NOT NULL, follow_p1_g3 INTEGER NOT NULL, follow_p1_g4 INTEGER NOT NULL,
    follow_p2_g1 INTEGER NOT NULL, follow_p2_g2 INTEGER NOT NULL, follow_p2_g3 INTEGER NOT NULL, follow_p2_g4 INTEGER NOT NULL,
    follow_p3_g1 INTEGER NOT NULL, follow_p3_g2 INTEGER NOT NULL, follow_p3_g3 INTEGER NOT NULL, follow_p3_g4 INTEGER NOT NULL,
    follow_p4_g1 INTEGER NOT NULL, follow_p4_g2 INTEGER NOT NULL, follow_p4_g3 INTEGER NOT NULL, follow_p4_g4 INTEGER NOT NULL,
    PRIMARY KEY (game, seat)) WITHOUT ROWID;
CREATE INDEX game_results_by_player ON game_results (player, counted, game);
-- Only rounds cached by another version of the rules are indexed: none,
-- normally. The number is Replay::RulesVersion (GameResults::refreshOutdated
-- asks with the same literal; tst_storeupgrade checks they agree).
CREATE INDEX round_results_outdated ON round_results (game) WHERE rules_version <> 1;
CREATE INDEX games_by_started ON games (started_utc, id);
CREATE INDEX games_by_started_date ON games (started_date);

-- Each player's figures over the counted games, and each pair's head to
-- head, so that statistics read a row per player and per pair, not every
-- game. Kept by the triggers on game_results below, in the transaction that
-- changes a game's rows, whatever the change; a changed date may change which
-- tied game is the best (the earliest, then the lowest rating_key, as
-- every copy of the games would choose), and so may a changed record where
-- a player's best game was played at the same instant (only then is it
-- looked at again: a card entered changes the record too).
CREATE TABLE player_figures (player INTEGER PRIMARY KEY, games INTEGER NOT NULL, wins INTEGER NOT NULL, shared_wins INTEGER NOT NULL, total_sum INTEGER NOT NULL, complete_rounds INTEGER NOT NULL, round_score INTEGER NOT NULL, made_rank1 INTEGER NOT NULL, made_rank2 INTEGER NOT NULL, made_rank3 INTEGER NOT NULL, made_rank4 INTEGER NOT NULL, correct_rank1 INTEGER NOT NULL, correct_rank2 INTEGER NOT NULL, correct_rank3 INTEGER NOT NULL, correct_rank4 INTEGER NOT NULL, rounds_won0 INTEGER NOT NULL, rounds_won1 INTEGER NOT NULL, rounds_won2 INTEGER NOT NULL, rounds_won3 INTEGER NOT NULL, rounds_won4 INTEGER NOT NULL, rounds_won5 INTEGER NOT NULL, rounds_won6 INTEGER NOT NULL, rounds_won7 INTEGER NOT NULL, lead_p1_g1 INTEGER NOT NULL, lead_p1_g2 INTEGER NOT NULL, lead_p1_g3 INTEGER NOT NULL, lead_p1_g4 INTEGER NOT NULL, lead_p2_g1 INTEGER NOT NULL, lead_p2_g2 INTEGER NOT NULL, lead_p2_g3 INTEGER NOT NULL, lead_p2_g4 INTEGER NOT NULL, lead_p3_g1 INTEGER NOT NULL, lead_p3_g2 INTEGER NOT NULL, lead_p3_g3 INTEGER NOT NULL, lead_p3_g4 INTEGER NOT NULL, lead_p4_g1 INTEGER NOT NULL, lead_p4_g2 INTEGER NOT NULL, lead_p4_g3 INTEGER NOT NULL, lead_p4_g4 INTEGER NOT NULL, follow_p1_g1 INTEGER NOT NULL, follow_p1_g2 INTEGER NOT NULL, follow_p1_g3 INTEGER NOT NULL, follow_p1_g4 INTEGER NOT NULL, follow_p2_g1 INTEGER NOT NULL, follow_p2_g2 INTEGER NOT NULL, follow_p2_g3 INTEGER NOT NULL, follow_p2_g4 INTEGER NOT NULL, follow_p3_g1 INTEGER NOT NULL, follow_p3_g2 INTEGER NOT NULL, follow_p3_g3 INTEGER NOT NULL, follow_p3_g4 INTEGER NOT NULL, follow_p4_g1 INTEGER NOT NULL, follow_p4_g2 INTEGER NOT NULL, follow_p4_g3 INTEGER NOT NULL, follow_p4_g4 INTEGER NOT NULL, best_total INTEGER, best_game INTEGER);
CREATE TABLE head_to_head (player INTEGER NOT NULL, opponent INTEGER NOT NULL, games INTEGER NOT NULL, above INTEGER NOT NULL, below INTEGER NOT NULL, equal INTEGER NOT NULL, PRIMARY KEY (player, opponent)) WITHOUT ROWID;
-- What one row of game_results adds to the figures (sign 1) or takes from
-- them (sign -1) when it is counted, said once: the triggers on game_results
-- write the row with its sign into this view, whose own trigger changes the
-- figures. Each pair of counted seats is counted once each way, by the later
-- of the two rows to come (or the first to go). A player or a pair no longer
-- counted for anything goes.
CREATE VIEW player_figures_change AS SELECT 0 AS sign, 0 AS game, 0 AS seat, 0 AS player, 0 AS counted, 0 AS winner, 0 AS shared_win, 0 AS total, 0 AS complete_rounds, 0 AS round_score, 0 AS made_rank1, 0 AS made_rank2, 0 AS made_rank3, 0 AS made_rank4, 0 AS correct_rank1, 0 AS correct_rank2, 0 AS correct_rank3, 0 AS correct_rank4, 0 AS rounds_won0, 0 AS rounds_won1, 0 AS rounds_won2, 0 AS rounds_won3, 0 AS rounds_won4, 0 AS rounds_won5, 0 AS rounds_won6, 0 AS rounds_won7, 0 AS lead_p1_g1, 0 AS lead_p1_g2, 0 AS lead_p1_g3, 0 AS lead_p1_g4, 0 AS lead_p2_g1, 0 AS lead_p2_g2, 0 AS lead_p2_g3, 0 AS lead_p2_g4, 0 AS lead_p3_g1, 0 AS lead_p3_g2, 0 AS lead_p3_g3, 0 AS lead_p3_g4, 0 AS lead_p4_g1, 0 AS lead_p4_g2, 0 AS lead_p4_g3, 0 AS lead_p4_g4, 0 AS follow_p1_g1, 0 AS follow_p1_g2, 0 AS follow_p1_g3, 0 AS follow_p1_g4, 0 AS follow_p2_g1, 0 AS follow_p2_g2, 0 AS follow_p2_g3, 0 AS follow_p2_g4, 0 AS follow_p3_g1, 0 AS follow_p3_g2, 0 AS follow_p3_g3, 0 AS follow_p3_g4, 0 AS follow_p4_g1, 0 AS follow_p4_g2, 0 AS follow_p4_g3, 0 AS follow_p4_g4 FROM game_results WHERE 0;
CREATE TRIGGER player_figures_change INSTEAD OF INSERT ON player_figures_change BEGIN INSERT INTO player_figures (player, games, wins, shared_wins, total_sum, complete_rounds, round_score, made_rank1, made_rank2, made_rank3, made_rank4, correct_rank1, correct_rank2, correct_rank3, correct_rank4, rounds_won0, rounds_won1, rounds_won2, rounds_won3, rounds_won4, rounds_won5, rounds_won6, rounds_won7, lead_p1_g1, lead_p1_g2, lead_p1_g3, lead_p1_g4, lead_p2_g1, lead_p2_g2, lead_p2_g3, lead_p2_g4, lead_p3_g1, lead_p3_g2, lead_p3_g3, lead_p3_g4, lead_p4_g1, lead_p4_g2, lead_p4_g3, lead_p4_g4, follow_p1_g1, follow_p1_g2, follow_p1_g3, follow_p1_g4, follow_p2_g1, follow_p2_g2, follow_p2_g3, follow_p2_g4, follow_p3_g1, follow_p3_g2, follow_p3_g3, follow_p3_g4, follow_p4_g1, follow_p4_g2, follow_p4_g3, follow_p4_g4) SELECT new.player, new.sign, new.sign * new.winner, new.sign * new.shared_win, new.sign * new.total, new.sign * new.complete_rounds, new.sign * new.round_score, new.sign * new.made_rank1, new.sign * new.made_rank2, new.sign * new.made_rank3, new.sign * new.made_rank4, new.sign * new.correct_rank1, new.sign * new.correct_rank2, new.sign * new.correct_rank3, new.sign * new.correct_rank4, new.sign * new.rounds_won0, new.sign * new.rounds_won1, new.sign * new.rounds_won2, new.sign * new.rounds_won3, new.sign * new.rounds_won4, new.sign * new.rounds_won5, new.sign * new.rounds_won6, new.sign * new.rounds_won7, new.sign * new.lead_p1_g1, new.sign * new.lead_p1_g2, new.sign * new.lead_p1_g3, new.sign * new.lead_p1_g4, new.sign * new.lead_p2_g1, new.sign * new.lead_p2_g2, new.sign * new.lead_p2_g3, new.sign * new.lead_p2_g4, new.sign * new.lead_p3_g1, new.sign * new.lead_p3_g2, new.sign * new.lead_p3_g3, new.sign * new.lead_p3_g4, new.sign * new.lead_p4_g1, new.sign * new.lead_p4_g2, new.sign * new.lead_p4_g3, new.sign * new.lead_p4_g4, new.sign * new.follow_p1_g1, new.sign * new.follow_p1_g2, new.sign * new.follow_p1_g3, new.sign * new.follow_p1_g4, new.sign * new.follow_p2_g1, new.sign * new.follow_p2_g2, new.sign * new.follow_p2_g3, new.sign * new.follow_p2_g4, new.sign * new.follow_p3_g1, new.sign * new.follow_p3_g2, new.sign * new.follow_p3_g3, new.sign * new.follow_p3_g4, new.sign * new.follow_p4_g1, new.sign * new.follow_p4_g2, new.sign * new.follow_p4_g3, new.sign * new.follow_p4_g4 WHERE new.counted = 1 ON CONFLICT (player) DO UPDATE SET games = games + excluded.games, wins = wins + excluded.wins, shared_wins = shared_wins + excluded.shared_wins, total_sum = total_sum + excluded.total_sum, complete_rounds = complete_rounds + excluded.complete_rounds, round_score = round_score + excluded.round_score, made_rank1 = made_rank1 + excluded.made_rank1, made_rank2 = made_rank2 + excluded.made_rank2, made_rank3 = made_rank3 + excluded.made_rank3, made_rank4 = made_rank4 + excluded.made_rank4, correct_rank1 = correct_rank1 + excluded.correct_rank1, correct_rank2 = correct_rank2 + excluded.correct_rank2, correct_rank3 = correct_rank3 + excluded.correct_rank3, correct_rank4 = correct_rank4 + excluded.correct_rank4, rounds_won0 = rounds_won0 + excluded.rounds_won0, rounds_won1 = rounds_won1 + excluded.rounds_won1, rounds_won2 = rounds_won2 + excluded.rounds_won2, rounds_won3 = rounds_won3 + excluded.rounds_won3, rounds_won4 = rounds_won4 + excluded.rounds_won4, rounds_won5 = rounds_won5 + excluded.rounds_won5, rounds_won6 = rounds_won6 + excluded.rounds_won6, rounds_won7 = rounds_won7 + excluded.rounds_won7, lead_p1_g1 = lead_p1_g1 + excluded.lead_p1_g1, lead_p1_g2 = lead_p1_g2 + excluded.lead_p1_g2, lead_p1_g3 = lead_p1_g3 + excluded.lead_p1_g3, lead_p1_g4 = lead_p1_g4 + excluded.lead_p1_g4, lead_p2_g1 = lead_p2_g1 + excluded.lead_p2_g1, lead_p2_g2 = lead_p2_g2 + excluded.lead_p2_g2, lead_p2_g3 = lead_p2_g3 + excluded.lead_p2_g3, lead_p2_g4 = lead_p2_g4 + excluded.lead_p2_g4, lead_p3_g1 = lead_p3_g1 + excluded.lead_p3_g1, lead_p3_g2 = lead_p3_g2 + excluded.lead_p3_g2, lead_p3_g3 = lead_p3_g3 + excluded.lead_p3_g3, lead_p3_g4 = lead_p3_g4 + excluded.lead_p3_g4, lead_p4_g1 = lead_p4_g1 + excluded.lead_p4_g1, lead_p4_g2 = lead_p4_g2 + excluded.lead_p4_g2, lead_p4_g3 = lead_p4_g3 + excluded.lead_p4_g3, lead_p4_g4 = lead_p4_g4 + excluded.lead_p4_g4, follow_p1_g1 = follow_p1_g1 + excluded.follow_p1_g1, follow_p1_g2 = follow_p1_g2 + excluded.follow_p1_g2, follow_p1_g3 = follow_p1_g3 + excluded.follow_p1_g3, follow_p1_g4 = follow_p1_g4 + excluded.follow_p1_g4, follow_p2_g1 = follow_p2_g1 + excluded.follow_p2_g1, follow_p2_g2 = follow_p2_g2 + excluded.follow_p2_g2, follow_p2_g3 = follow_p2_g3 + excluded.follow_p2_g3, follow_p2_g4 = follow_p2_g4 + excluded.follow_p2_g4, follow_p3_g1 = follow_p3_g1 + excluded.follow_p3_g1, follow_p3_g2 = follow_p3_g2 + excluded.follow_p3_g2, follow_p3_g3 = follow_p3_g3 + excluded.follow_p3_g3, follow_p3_g4 = follow_p3_g4 + excluded.follow_p3_g4, follow_p4_g1 = follow_p4_g1 + excluded.follow_p4_g1, follow_p4_g2 = follow_p4_g2 + excluded.follow_p4_g2, follow_p4_g3 = follow_p4_g3 + excluded.follow_p4_g3, follow_p4_g4 = follow_p4_g4 + excluded.follow_p4_g4; INSERT INTO head_to_head (player, opponent, games, above, below, equal) SELECT new.player, o.player, new.sign, new.sign * (new.total > o.total), new.sign * (new.total < o.total), new.sign * (new.total = o.total) FROM game_results o WHERE new.counted = 1 AND o.game = new.game AND o.seat <> new.seat AND o.counted = 1 ON CONFLICT (player, opponent) DO UPDATE SET games = games + excluded.games, above = above + excluded.above, below = below + excluded.below, equal = equal + excluded.equal; INSERT INTO head_to_head (player, opponent, games, above, below, equal) SELECT o.player, new.player, new.sign, new.sign * (o.total > new.total), new.sign * (o.total < new.total), new.sign * (o.total = new.total) FROM game_results o WHERE new.counted = 1 AND o.game = new.game AND o.seat <> new.seat AND o.counted = 1 ON CONFLICT (player, opponent) DO UPDATE SET games = games + excluded.games, above = above + excluded.above, below = below + excluded.below, equal = equal + excluded.equal; UPDATE player_figures SET best_total = new.total, best_game = new.game WHERE player = new.player AND new.sign > 0 AND new.counted = 1 AND (best_game IS NULL OR new.total > best_total); UPDATE player_figures SET best_game = (SELECT id FROM games WHERE id IN (best_game, new.game) ORDER BY started_utc, rating_key LIMIT 1) WHERE player = new.player AND new.sign > 0 AND new.counted = 1 AND new.total = best_total AND best_game <> new.game; UPDATE player_figures SET (best_total, best_game) = (SELECT r.total, r.game FROM game_results r JOIN games g ON g.id = r.game WHERE r.player = player_figures.player AND r.counted = 1 AND r.total = (SELECT max(m.total) FROM game_results m WHERE m.player = player_figures.player AND m.counted = 1) ORDER BY g.started_utc, g.rating_key LIMIT 1) WHERE player = new.player AND new.sign < 0 AND new.counted = 1 AND best_game = new.game; DELETE FROM player_figures WHERE new.sign < 0 AND player = new.player AND games = 0; DELETE FROM head_to_head WHERE new.sign < 0 AND player = new.player AND games = 0; DELETE FROM head_to_head WHERE new.sign < 0 AND opponent = new.player AND games = 0 AND player IN (SELECT o.player FROM game_results o WHERE o.game = new.game); END;
CREATE TRIGGER player_figures_add AFTER INSERT ON game_results WHEN new.counted = 1 BEGIN INSERT INTO player_figures_change VALUES (1, new.game, new.seat, new.player, new.counted, new.winner, new.shared_win, new.total, new.complete_rounds, new.round_score, new.made_rank1, new.made_rank2, new.made_rank3, new.made_rank4, new.correct_rank1, new.correct_rank2, new.correct_rank3, new.correct_rank4, new.rounds_won0, new.rounds_won1, new.rounds_won2, new.rounds_won3, new.rounds_won4, new.rounds_won5, new.rounds_won6, new.rounds_won7, new.lead_p1_g1, new.lead_p1_g2, new.lead_p1_g3, new.lead_p1_g4, new.lead_p2_g1, new.lead_p2_g2, new.lead_p2_g3, new.lead_p2_g4, new.lead_p3_g1, new.lead_p3_g2, new.lead_p3_g3, new.lead_p3_g4, new.lead_p4_g1, new.lead_p4_g2, new.lead_p4_g3, new.lead_p4_g4, new.follow_p1_g1, new.follow_p1_g2, new.follow_p1_g3, new.follow_p1_g4, new.follow_p2_g1, new.follow_p2_g2, new.follow_p2_g3, new.follow_p2_g4, new.follow_p3_g1, new.follow_p3_g2, new.follow_p3_g3, new.follow_p3_g4, new.follow_p4_g1, new.follow_p4_g2, new.follow_p4_g3, new.follow_p4_g4); END;
CREATE TRIGGER player_figures_remove AFTER DELETE ON game_results WHEN old.counted = 1 BEGIN INSERT INTO player_figures_change VALUES (-1, old.game, old.seat, old.player, old.counted, old.winner, old.shared_win, old.total, old.complete_rounds, old.round_score, old.made_rank1, old.made_rank2, old.made_rank3, old.made_rank4, old.correct_rank1, old.correct_rank2, old.correct_rank3, old.correct_rank4, old.rounds_won0, old.rounds_won1, old.rounds_won2, old.rounds_won3, old.rounds_won4, old.rounds_won5, old.rounds_won6, old.rounds_won7, old.lead_p1_g1, old.lead_p1_g2, old.lead_p1_g3, old.lead_p1_g4, old.lead_p2_g1, old.lead_p2_g2, old.lead_p2_g3, old.lead_p2_g4, old.lead_p3_g1, old.lead_p3_g2, old.lead_p3_g3, old.lead_p3_g4, old.lead_p4_g1, old.lead_p4_g2, old.lead_p4_g3, old.lead_p4_g4, old.follow_p1_g1, old.follow_p1_g2, old.follow_p1_g3, old.follow_p1_g4, old.follow_p2_g1, old.follow_p2_g2, old.follow_p2_g3, old.follow_p2_g4, old.follow_p3_g1, old.follow_p3_g2, old.follow_p3_g3, old.follow_p3_g4, old.follow_p4_g1, old.follow_p4_g2, old.follow_p4_g3, old.follow_p4_g4); END;
CREATE TRIGGER player_figures_update AFTER UPDATE ON game_results WHEN old.counted = 1 OR new.counted = 1 BEGIN INSERT INTO player_figures_change VALUES (-1, old.game, old.seat, old.player, old.counted, old.winner, old.shared_win, old.total, old.complete_rounds, old.round_score, old.made_rank1, old.made_rank2, old.made_rank3, old.made_rank4, old.correct_rank1, old.correct_rank2, old.correct_rank3, old.correct_rank4, old.rounds_won0, old.rounds_won1, old.rounds_won2, old.rounds_won3, old.rounds_won4, old.rounds_won5, old.rounds_won6, old.rounds_won7, old.lead_p1_g1, old.lead_p1_g2, old.lead_p1_g3, old.lead_p1_g4, old.lead_p2_g1, old.lead_p2_g2, old.lead_p2_g3, old.lead_p2_g4, old.lead_p3_g1, old.lead_p3_g2, old.lead_p3_g3, old.lead_p3_g4, old.lead_p4_g1, old.lead_p4_g2, old.lead_p4_g3, old.lead_p4_g4, old.follow_p1_g1, old.follow_p1_g2, old.follow_p1_g3, old.follow_p1_g4, old.follow_p2_g1, old.follow_p2_g2, old.follow_p2_g3, old.follow_p2_g4, old.follow_p3_g1, old.follow_p3_g2, old.follow_p3_g3, old.follow_p3_g4, old.follow_p4_g1, old.follow_p4_g2, old.follow_p4_g3, old.follow_p4_g4); INSERT INTO player_figures_change VALUES (1, new.game, new.seat, new.player, new.counted, new.winner, new.shared_win, new.total, new.complete_rounds, new.round_score, new.made_rank1, new.made_rank2, new.made_rank3, new.made_rank4, new.correct_rank1, new.correct_rank2, new.correct_rank3, new.correct_rank4, new.rounds_won0, new.rounds_won1, new.rounds_won2, new.rounds_won3, new.rounds_won4, new.rounds_won5, new.rounds_won6, new.rounds_won7, new.lead_p1_g1, new.lead_p1_g2, new.lead_p1_g3, new.lead_p1_g4, new.lead_p2_g1, new.lead_p2_g2, new.lead_p2_g3, new.lead_p2_g4, new.lead_p3_g1, new.lead_p3_g2, new.lead_p3_g3, new.lead_p3_g4, new.lead_p4_g1, new.lead_p4_g2, new.lead_p4_g3, new.lead_p4_g4, new.follow_p1_g1, new.follow_p1_g2, new.follow_p1_g3, new.follow_p1_g4, new.follow_p2_g1, new.follow_p2_g2, new.follow_p2_g3, new.follow_p2_g4, new.follow_p3_g1, new.follow_p3_g2, new.follow_p3_g3, new.follow_p3_g4, new.follow_p4_g1, new.follow_p4_g2, new.follow_p4_g3, new.follow_p4_g4); END;
CREATE TRIGGER player_figures_redated AFTER UPDATE OF started_utc, rating_key ON games WHEN old.started_utc IS NOT new.started_utc OR (old.rating_key IS NOT new.rating_key AND EXISTS (SELECT 1 FROM game_results r JOIN player_figures f ON f.player = r.player JOIN games b ON b.id = f.best_game WHERE r.game = new.id AND r.counted = 1 AND b.started_utc = new.started_utc)) BEGIN UPDATE player_figures SET (best_total, best_game) = (SELECT r.total, r.game FROM game_results r JOIN games g ON g.id = r.game WHERE r.player = player_figures.player AND r.counted = 1 AND r.total = (SELECT max(m.total) FROM game_results m WHERE m.player = player_figures.player AND m.counted = 1) ORDER BY g.started_utc, g.rating_key LIMIT 1) WHERE player IN (SELECT player FROM game_results WHERE game = new.id AND counted = 1); END;

-- The club: every game and player has an id of its own, the same on every
-- laptop and on the club's server once sent (a UUID, made here for a new row
-- by a trigger, so every way of adding one gives it).
CREATE UNIQUE INDEX games_by_uid ON games (uid);
CREATE UNIQUE INDEX players_by_uid ON players (uid);
CREATE TRIGGER players_get_a_uid AFTER INSERT ON players WHEN new.uid IS NULL BEGIN UPDATE players SET uid = lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))) WHERE id = new.id; END;
-- What is still to send is written by triggers in the transaction of the
-- change itself: each game changed since the server last acknowledged it,
-- with a count of its changes (an acknowledgement clears only the count it
-- answers). A rename changes the names in a game's record but not the game
-- (updated_utc stays).
CREATE TABLE club_outbox (
    game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    changes INTEGER NOT NULL);
CREATE TRIGGER new_games_go_out AFTER INSERT ON games BEGIN INSERT INTO club_outbox (game, changes) VALUES (new.id, 1) ON CONFLICT (game) DO UPDATE SET changes = changes + 1; END;
CREATE TRIGGER changed_games_go_out AFTER UPDATE OF updated_utc, excluded ON games WHEN new.updated_utc IS NOT old.updated_utc OR new.excluded IS NOT old.excluded BEGIN INSERT INTO club_outbox (game, changes) VALUES (new.id, 1) ON CONFLICT (game) DO UPDATE SET changes = changes + 1; END;
-- What the server said of a game: its revision, the checksum of a record
-- sent without an answer yet (in the club's inbox, or not known to have
-- arrived), whether a revision made elsewhere waits for a director, and why
-- the club's service refused what was sent last.
CREATE TABLE club_games (
    game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    revision INTEGER NOT NULL DEFAULT 0,
    sent_sha256 TEXT,
    disputed INTEGER NOT NULL DEFAULT 0,
    refused TEXT);
-- The players the server knows.
CREATE TABLE club_players (
    player INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE);
-- How far each server's changes have been read.
CREATE TABLE club_servers (
    server TEXT PRIMARY KEY,
    games_xid INTEGER NOT NULL DEFAULT 0, games_change INTEGER NOT NULL DEFAULT 0,
    players_xid INTEGER NOT NULL DEFAULT 0, players_change INTEGER NOT NULL DEFAULT 0);
-- Renames and merges made here of a player the server knows, written in the
-- transaction of the change until a sync has sent it. The player merged away
-- is gone from `players`: the row keeps their club id, and the one they are
-- now by their row here, whose club id a sync may still learn.
CREATE TABLE club_player_outbox (
    id INTEGER PRIMARY KEY,
    player_uid TEXT NOT NULL,
    name TEXT,
    into_player INTEGER REFERENCES players(id) ON DELETE CASCADE,
    CHECK ((name IS NULL) <> (into_player IS NULL)));
-- Games deleted here that the club has, under their club id and the server's
-- revision they were deleted at. A sync sends each and marks it sent; the row
-- stays, so that the game does not come down again at that revision (a newer
-- one brings it back), until the server's void of it comes down.
CREATE TABLE club_removals (
    uid TEXT PRIMARY KEY,
    revision INTEGER NOT NULL,
    sent INTEGER NOT NULL DEFAULT 0);
-- A new game's id is a time-ordered UUID (version 7: milliseconds since the
-- epoch, then random bits), so that new ids are appended to games_by_uid.
-- Its random bits order nothing: the ratings take games of the same
-- `started` in the order of their records' SHA-256 (see rating_steps).
CREATE TRIGGER games_get_a_uid AFTER INSERT ON games WHEN new.uid IS NULL BEGIN UPDATE games SET uid = lower(substr(printf('%012x', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)), 1, 8) || '-' || substr(printf('%012x', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)), 9, 4) || '-7' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))) WHERE id = new.id; END;

-- The players' ratings (PlayerRatings): each counted game's step of each of
-- its players in the order the games were played, each player's latest, and
-- where the steps must be worked out again from (noted by the triggers below
-- in the transaction of the change, caught up before it commits).
-- Games played at the same instant are taken in the order of their
-- rating_key, which every copy of a game agrees on, here and on the club's
-- server; a step keeps it as its 24 bytes (smaller than the hex text, and in
-- the same order).
CREATE TABLE rating_steps (
    player INTEGER NOT NULL,
    started_utc TEXT NOT NULL,
    rating_key BLOB NOT NULL,
    game INTEGER NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    PRIMARY KEY (player, started_utc, rating_key)) WITHOUT ROWID;
-- No index of the steps by date: those from a place in the order on are
-- found through each rated player's key (every player with a step has a row
-- in player_ratings), which costs a lookup per player instead of a second
-- copy of every step's date and id.
CREATE TABLE player_ratings (player INTEGER PRIMARY KEY, mu REAL NOT NULL, sigma REAL NOT NULL);
CREATE TABLE ratings_from (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    started_utc TEXT NOT NULL,
    rating_key TEXT NOT NULL);
CREATE TRIGGER ratings_follow_new_results AFTER INSERT ON game_results WHEN new.counted = 1 BEGIN INSERT INTO ratings_from (only, started_utc, rating_key) SELECT 1, started_utc, rating_key FROM games WHERE id = new.game AND rating_key IS NOT NULL ON CONFLICT (only) DO UPDATE SET started_utc = excluded.started_utc, rating_key = excluded.rating_key WHERE (excluded.started_utc, excluded.rating_key) < (ratings_from.started_utc, ratings_from.rating_key); END;
CREATE TRIGGER ratings_follow_changed_results AFTER UPDATE OF counted, total, player ON game_results WHEN (old.counted = 1 OR new.counted = 1) AND (old.counted <> new.counted OR old.total <> new.total OR old.player <> new.player) BEGIN INSERT INTO ratings_from (only, started_utc, rating_key) SELECT 1, started_utc, rating_key FROM games WHERE id = new.game AND rating_key IS NOT NULL ON CONFLICT (only) DO UPDATE SET started_utc = excluded.started_utc, rating_key = excluded.rating_key WHERE (excluded.started_utc, excluded.rating_key) < (ratings_from.started_utc, ratings_from.rating_key); END;
-- Results replaced while their game stays; a deleted game is noted below.
CREATE TRIGGER ratings_follow_removed_results AFTER DELETE ON game_results WHEN old.counted = 1 BEGIN INSERT INTO ratings_from (only, started_utc, rating_key) SELECT 1, started_utc, rating_key FROM games WHERE id = old.game AND rating_key IS NOT NULL ON CONFLICT (only) DO UPDATE SET started_utc = excluded.started_utc, rating_key = excluded.rating_key WHERE (excluded.started_utc, excluded.rating_key) < (ratings_from.started_utc, ratings_from.rating_key); END;
CREATE TRIGGER ratings_follow_removed_games BEFORE DELETE ON games WHEN EXISTS (SELECT 1 FROM game_results WHERE game = old.id AND counted = 1) BEGIN INSERT INTO ratings_from (only, started_utc, rating_key) SELECT 1, started_utc, rating_key FROM games WHERE id = old.id AND rating_key IS NOT NULL ON CONFLICT (only) DO UPDATE SET started_utc = excluded.started_utc, rating_key = excluded.rating_key WHERE (excluded.started_utc, excluded.rating_key) < (ratings_from.started_utc, ratings_from.rating_key); END;
-- A game's place in the order moves with its date and its record (a sync may bring the club's).
CREATE TRIGGER ratings_follow_moved_games AFTER UPDATE OF started_utc, rating_key ON games WHEN (old.started_utc IS NOT new.started_utc OR old.rating_key IS NOT new.rating_key) AND EXISTS (SELECT 1 FROM game_results WHERE game = new.id AND counted = 1) BEGIN INSERT INTO ratings_from (only, started_utc, rating_key) SELECT 1, old.started_utc, old.rating_key WHERE old.rating_key IS NOT NULL ON CONFLICT (only) DO UPDATE SET started_utc = excluded.started_utc, rating_key = excluded.rating_key WHERE (excluded.started_utc, excluded.rating_key) < (ratings_from.started_utc, ratings_from.rating_key); INSERT INTO ratings_from (only, started_utc, rating_key) SELECT 1, new.started_utc, new.rating_key WHERE new.rating_key IS NOT NULL ON CONFLICT (only) DO UPDATE SET started_utc = excluded.started_utc, rating_key = excluded.rating_key WHERE (excluded.started_utc, excluded.rating_key) < (ratings_from.started_utc, ratings_from.rating_key); END;

-- Club events, for a laptop that is one of their tables. The club's events
-- come down with the sync as read-only copies (EventCopies), keyed by the
-- club's id and the server's event id: their players, each round's tables
-- with the club's player in each seat and the first dealer, who sits out, and
-- which of the club's games is attached to which table. `last_audit` is the
-- count of the event's audit rows on the server, which says whether it
-- changed since; `director_audit` the count of those that were not an attach
-- (what may lift a refusal).
CREATE TABLE club_events (
    club TEXT NOT NULL, id INTEGER NOT NULL,
    name TEXT NOT NULL, date TEXT NOT NULL, rounds INTEGER NOT NULL,
    closed INTEGER NOT NULL DEFAULT 0,
    last_audit INTEGER NOT NULL DEFAULT 0, director_audit INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (club, id));
CREATE TABLE club_event_players (
    club TEXT NOT NULL, event INTEGER NOT NULL,
    position INTEGER NOT NULL, player_uid TEXT NOT NULL, name TEXT NOT NULL,
    PRIMARY KEY (club, event, position),
    FOREIGN KEY (club, event) REFERENCES club_events (club, id) ON DELETE CASCADE);
CREATE TABLE club_event_tables (
    club TEXT NOT NULL, event INTEGER NOT NULL,
    round INTEGER NOT NULL, table_no INTEGER NOT NULL,
    seat0_uid TEXT, seat1_uid TEXT, seat2_uid TEXT, seat3_uid TEXT,
    first_dealer INTEGER NOT NULL,
    PRIMARY KEY (club, event, round, table_no),
    FOREIGN KEY (club, event) REFERENCES club_events (club, id) ON DELETE CASCADE);
CREATE TABLE club_event_sitouts (
    club TEXT NOT NULL, event INTEGER NOT NULL,
    round INTEGER NOT NULL, player_uid TEXT NOT NULL,
    PRIMARY KEY (club, event, round, player_uid),
    FOREIGN KEY (club, event) REFERENCES club_events (club, id) ON DELETE CASCADE);
CREATE TABLE club_event_games (
    club TEXT NOT NULL, event INTEGER NOT NULL,
    round INTEGER NOT NULL, table_no INTEGER NOT NULL,
    game_uid TEXT NOT NULL, voided INTEGER NOT NULL, finished INTEGER NOT NULL,
    PRIMARY KEY (club, event, game_uid),
    FOREIGN KEY (club, event) REFERENCES club_events (club, id) ON DELETE CASCADE);
-- What a game played here at an event's table asks of the server: written in
-- the transaction that creates the game, sent by a sync once the game is
-- finished and on the server, then marked attached (1), or refused (2) with
-- the server's reason (tried again only once a director changed the event).
CREATE TABLE club_attachments (
    game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    club TEXT NOT NULL, event INTEGER NOT NULL, round INTEGER NOT NULL, table_no INTEGER NOT NULL,
    state INTEGER NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2)),
    reason TEXT, refused_at INTEGER);
CREATE INDEX club_attachments_by_table ON club_attachments (club, event, table_no, round);
-- The reason a director gives for correcting a club's game here, kept until
-- the correction is on the server (the sync sends it with the game's
-- revision, for the event's audit).
CREATE TABLE club_revision_reasons (
    game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    reason TEXT NOT NULL CHECK (reason <> ''));
