#include "migrations.h"

#include "clubmigrations.h"
#include "playerratings.h"
#include "replay.h"
#include "storeerror.h"

#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUuid>

namespace tornei {

namespace {

bool run(QSqlDatabase &db, const QString &sql, StoreError *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    if (error)
        *error = StoreError::fromSql(query.lastError());
    return false;
}

bool runAll(QSqlDatabase &db, const QStringList &statements, StoreError *error)
{
    for (const QString &sql : statements) {
        if (!run(db, sql, error))
            return false;
    }
    return true;
}

// Version 1: profiles, games, every entered card, and the per-round results.
QStringList schemaV1()
{
    return {
        QStringLiteral("CREATE TABLE players ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL,"
                       " name_key TEXT NOT NULL UNIQUE)"),
        QStringLiteral("CREATE TABLE games ("
                       " id INTEGER PRIMARY KEY,"
                       " seat0_player INTEGER REFERENCES players(id),"
                       " seat1_player INTEGER REFERENCES players(id),"
                       " seat2_player INTEGER REFERENCES players(id),"
                       " seat3_player INTEGER REFERENCES players(id),"
                       " seat0_name TEXT, seat1_name TEXT, seat2_name TEXT, seat3_name TEXT,"
                       " first_dealer INTEGER NOT NULL CHECK (first_dealer BETWEEN 0 AND 3),"
                       " created_utc TEXT NOT NULL,"
                       " updated_utc TEXT NOT NULL,"
                       " finished INTEGER NOT NULL DEFAULT 0,"
                       " extensions TEXT)"),
        QStringLiteral("CREATE TABLE entries ("
                       " game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                       " seq INTEGER NOT NULL,"
                       " kind TEXT NOT NULL CHECK (kind IN ('layout', 'joust', 'prediction', 'dummy-prediction')),"
                       " round INTEGER NOT NULL,"
                       " slot_index INTEGER NOT NULL,"
                       " seat INTEGER NOT NULL,"
                       " card TEXT NOT NULL,"
                       " PRIMARY KEY (game, seq),"
                       " UNIQUE (game, kind, round, slot_index, seat))"),
        QStringLiteral("CREATE TABLE round_results ("
                       " game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                       " round INTEGER NOT NULL,"
                       " seat INTEGER NOT NULL,"
                       " complete INTEGER NOT NULL,"
                       " score INTEGER NOT NULL,"
                       " tricks_won INTEGER NOT NULL,"
                       " correct_rank1 INTEGER NOT NULL,"
                       " correct_rank2 INTEGER NOT NULL,"
                       " correct_rank3 INTEGER NOT NULL,"
                       " correct_rank4 INTEGER NOT NULL,"
                       " zero_trick_bonus INTEGER NOT NULL,"
                       " PRIMARY KEY (game, round, seat))"),
    };
}

// Version 2: games can be left out of the statistics, carry the SHA-256 of
// their canonical record (duplicate imports), and history queries get indexes.
QStringList stepV1toV2()
{
    return {
        QStringLiteral("ALTER TABLE games ADD COLUMN excluded INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE games ADD COLUMN record_sha256 TEXT"),
        QStringLiteral("ALTER TABLE games ADD COLUMN source_sha256 TEXT"),
        QStringLiteral("CREATE INDEX games_by_update ON games (finished, updated_utc)"),
        QStringLiteral("CREATE INDEX games_by_record_sha256 ON games (record_sha256)"),
        QStringLiteral("CREATE INDEX games_by_source_sha256 ON games (source_sha256)"),
        QStringLiteral("CREATE INDEX games_by_seat0 ON games (seat0_player)"),
        QStringLiteral("CREATE INDEX games_by_seat1 ON games (seat1_player)"),
        QStringLiteral("CREATE INDEX games_by_seat2 ON games (seat2_player)"),
        QStringLiteral("CREATE INDEX games_by_seat3 ON games (seat3_player)"),
        QStringLiteral("CREATE INDEX round_results_by_seat ON round_results (seat, game)"),
    };
}

// Version 3, the entries: one row per card, its rowid packing the game, the
// order of entry, the slot and the card (see storage::packRow): about 11
// bytes a card, and the rows of a game are appended in order, so pages fill
// whole. No second unique index: the engine refuses a second card in a slot.
// A game's rows go with it (a range of rowids, deleted by a trigger). The old
// rows are converted by GameStore when it opens the file (the packing is the
// store's); the old table is left as entries_v2 for it. The file is marked as
// ours.
QStringList stepV2toV3Entries()
{
    return {
        QStringLiteral("ALTER TABLE entries RENAME TO entries_v2"),
        QStringLiteral("CREATE TABLE entries (id INTEGER PRIMARY KEY)"),
        QStringLiteral("CREATE TRIGGER entries_go_with_their_game AFTER DELETE ON games BEGIN"
                       " DELETE FROM entries WHERE id BETWEEN old.id * 16777216 AND old.id * 16777216 + 16777215;"
                       " END"),
        QStringLiteral("PRAGMA application_id = %1").arg(Migrations::ApplicationId),
    };
}

// Version 3, the derived part: when a game was played (the record's
// `started` as written, a sortable UTC instant, its UTC offset and the date
// at the table), what the history sorts and searches by, predictions made
// per rank and the rules version of each cached round, and the replay's
// totals, winners and summed round figures per game and seat. No foreign key
// on the player columns: a merge removes a player before the games that name
// it are rebuilt, in one transaction.
QStringList stepV2toV3Results()
{
    return {
        QStringLiteral("ALTER TABLE games ADD COLUMN started_text TEXT"),
        QStringLiteral("ALTER TABLE games ADD COLUMN started_utc TEXT"),
        QStringLiteral("ALTER TABLE games ADD COLUMN started_date TEXT"),
        QStringLiteral("ALTER TABLE games ADD COLUMN started_offset INTEGER"), // seconds east of UTC
        QStringLiteral("ALTER TABLE games ADD COLUMN player_count INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE games ADD COLUMN rounds_played INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE games ADD COLUMN players_key TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE games ADD COLUMN winner_key TEXT NOT NULL DEFAULT ''"),
        // Games from before: dated by their creation.
        QStringLiteral("UPDATE games SET started_utc = created_utc, started_date = date(created_utc, 'localtime')"),
        // The per-round cache is rebuilt from the entries after every upgrade:
        // made anew, keyed by its primary key alone (no rowid, no second copy
        // of the key in an index), which keeps a stored game small.
        QStringLiteral("DROP TABLE round_results"),
        QStringLiteral("CREATE TABLE round_results ("
                       " game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                       " round INTEGER NOT NULL,"
                       " seat INTEGER NOT NULL,"
                       " player INTEGER,"
                       " complete INTEGER NOT NULL,"
                       " score INTEGER NOT NULL,"
                       " tricks_won INTEGER NOT NULL,"
                       " correct_rank1 INTEGER NOT NULL, correct_rank2 INTEGER NOT NULL,"
                       " correct_rank3 INTEGER NOT NULL, correct_rank4 INTEGER NOT NULL,"
                       " made_rank1 INTEGER NOT NULL DEFAULT 0, made_rank2 INTEGER NOT NULL DEFAULT 0,"
                       " made_rank3 INTEGER NOT NULL DEFAULT 0, made_rank4 INTEGER NOT NULL DEFAULT 0,"
                       " zero_trick_bonus INTEGER NOT NULL,"
                       " rules_version INTEGER NOT NULL DEFAULT 0,"
                       " PRIMARY KEY (game, round, seat)) WITHOUT ROWID"),
        QStringLiteral("CREATE TABLE game_results ("
                       " game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                       " seat INTEGER NOT NULL,"
                       " player INTEGER NOT NULL,"
                       " total INTEGER NOT NULL,"
                       " winner INTEGER NOT NULL,"
                       " shared_win INTEGER NOT NULL,"
                       " counted INTEGER NOT NULL," // finished and not excluded
                       // The seat's complete rounds summed, so that statistics read one row per game.
                       " complete_rounds INTEGER NOT NULL,"
                       " round_score INTEGER NOT NULL,"
                       " made_rank1 INTEGER NOT NULL, made_rank2 INTEGER NOT NULL,"
                       " made_rank3 INTEGER NOT NULL, made_rank4 INTEGER NOT NULL,"
                       " correct_rank1 INTEGER NOT NULL, correct_rank2 INTEGER NOT NULL,"
                       " correct_rank3 INTEGER NOT NULL, correct_rank4 INTEGER NOT NULL,"
                       " rounds_won0 INTEGER NOT NULL, rounds_won1 INTEGER NOT NULL, rounds_won2 INTEGER NOT NULL,"
                       " rounds_won3 INTEGER NOT NULL, rounds_won4 INTEGER NOT NULL, rounds_won5 INTEGER NOT NULL,"
                       " rounds_won6 INTEGER NOT NULL, rounds_won7 INTEGER NOT NULL,"
                       " PRIMARY KEY (game, seat)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX game_results_by_player ON game_results (player, counted, game)"),
        // Only rounds cached by another version of the rules are indexed: none,
        // normally (GameResults::refreshOutdated asks with the same literal).
        QStringLiteral("CREATE INDEX round_results_outdated ON round_results (game) WHERE rules_version <> %1")
            .arg(Replay::RulesVersion),
        QStringLiteral("CREATE INDEX games_by_started ON games (started_utc, id)"),
        QStringLiteral("CREATE INDEX games_by_started_date ON games (started_date)"),
    };
}

// Version 4: players are matched by a new key (PlayerName::matchKey: widths
// and full case folding, NFC). Same tables; the keys are computed by
// the store (PlayerDirectory::rekeyPlayers), which knows how names are
// matched, in the transaction of the update.
QStringList stepV3toV4()
{
    return {};
}

// The per-seat figures a player's statistics sum, as game_results names
// them, beside the player_figures column that holds their sum.
struct SummedFigure
{
    const char *figure;
    const char *seat;
};
constexpr SummedFigure SummedFigures[] = {
    {"wins", "winner"},
    {"shared_wins", "shared_win"},
    {"total_sum", "total"},
    {"complete_rounds", "complete_rounds"},
    {"round_score", "round_score"},
    {"made_rank1", "made_rank1"},
    {"made_rank2", "made_rank2"},
    {"made_rank3", "made_rank3"},
    {"made_rank4", "made_rank4"},
    {"correct_rank1", "correct_rank1"},
    {"correct_rank2", "correct_rank2"},
    {"correct_rank3", "correct_rank3"},
    {"correct_rank4", "correct_rank4"},
    {"rounds_won0", "rounds_won0"},
    {"rounds_won1", "rounds_won1"},
    {"rounds_won2", "rounds_won2"},
    {"rounds_won3", "rounds_won3"},
    {"rounds_won4", "rounds_won4"},
    {"rounds_won5", "rounds_won5"},
    {"rounds_won6", "rounds_won6"},
    {"rounds_won7", "rounds_won7"},
};

// The player's counted game with the highest total, the earliest (by when it
// was played, then id) on a tie, as "total, game": for an UPDATE of
// player_figures. Only the rows with that total are joined with games.
QString bestGameOf(const QString &player)
{
    return QStringLiteral("(SELECT r.total, r.game FROM game_results r JOIN games g ON g.id = r.game"
                          " WHERE r.player = %1 AND r.counted = 1 AND r.total ="
                          " (SELECT max(m.total) FROM game_results m WHERE m.player = %1 AND m.counted = 1)"
                          " ORDER BY g.started_utc, g.id LIMIT 1)")
        .arg(player);
}

// The tables of the players' figures, in `schema` (main, or temp for a file
// only read at an older version).
QStringList playerFiguresTables(const QString &schema)
{
    QString figures = QStringLiteral("CREATE TABLE %1.player_figures (player INTEGER PRIMARY KEY,"
                                     " games INTEGER NOT NULL")
                          .arg(schema);
    for (const SummedFigure &f : SummedFigures)
        figures += QStringLiteral(", %1 INTEGER NOT NULL").arg(QLatin1String(f.figure));
    figures += QStringLiteral(", best_total INTEGER, best_game INTEGER)");
    return {
        figures,
        QStringLiteral("CREATE TABLE %1.head_to_head (player INTEGER NOT NULL, opponent INTEGER NOT NULL,"
                       " games INTEGER NOT NULL, above INTEGER NOT NULL, below INTEGER NOT NULL,"
                       " equal INTEGER NOT NULL, PRIMARY KEY (player, opponent)) WITHOUT ROWID")
            .arg(schema),
    };
}

// The figures summed from game_results as they are now (into empty tables).
QStringList playerFiguresFilled()
{
    QString columns = QStringLiteral("player, games");
    QString sums = QStringLiteral("player, count(*)");
    for (const SummedFigure &f : SummedFigures) {
        columns += QStringLiteral(", ") + QLatin1String(f.figure);
        sums += QStringLiteral(", sum(%1)").arg(QLatin1String(f.seat));
    }
    return {
        QStringLiteral("INSERT INTO player_figures (%1) SELECT %2 FROM game_results WHERE counted = 1"
                       " GROUP BY player")
            .arg(columns, sums),
        QStringLiteral("UPDATE player_figures SET (best_total, best_game) = %1")
            .arg(bestGameOf(QStringLiteral("player_figures.player"))),
        QStringLiteral("INSERT INTO head_to_head (player, opponent, games, above, below, equal)"
                       " SELECT g.player, o.player, count(*), sum(g.total > o.total), sum(g.total < o.total),"
                       " sum(g.total = o.total) FROM game_results g JOIN game_results o"
                       " ON o.game = g.game AND o.seat <> g.seat WHERE g.counted = 1 AND o.counted = 1"
                       " GROUP BY g.player, o.player"),
    };
}

// What one row of game_results adds to the figures (sign 1) or takes from
// them (sign -1) when it is counted, said once: the triggers on game_results
// write the row with its sign into this view, whose own trigger changes the
// figures. A player or a pair no longer counted for anything goes.
QStringList playerFiguresChange()
{
    QString columns = QStringLiteral("player, games");
    QString values = QStringLiteral("new.player, new.sign");
    QString sums = QStringLiteral("games = games + excluded.games");
    QString seat = QStringLiteral("sign, game, seat, player, counted");
    for (const SummedFigure &f : SummedFigures) {
        const QLatin1String figure(f.figure);
        columns += QStringLiteral(", ") + figure;
        values += QStringLiteral(", new.sign * new.%1").arg(QLatin1String(f.seat));
        sums += QStringLiteral(", %1 = %1 + excluded.%1").arg(figure);
        seat += QStringLiteral(", ") + QLatin1String(f.seat);
    }
    QString body = QStringLiteral("INSERT INTO player_figures (%1) SELECT %2 WHERE new.counted = 1"
                                  " ON CONFLICT (player) DO UPDATE SET %3;")
                       .arg(columns, values, sums);
    // Each pair of counted seats of a game is counted once each way, by the
    // later of the two rows to come (or the first to go).
    const QString pairs = QStringLiteral(
        " INSERT INTO head_to_head (player, opponent, games, above, below, equal)"
        " SELECT %1, %2, new.sign, new.sign * (%3 > %4), new.sign * (%3 < %4), new.sign * (%3 = %4)"
        " FROM game_results o WHERE new.counted = 1 AND o.game = new.game AND o.seat <> new.seat AND o.counted = 1"
        " ON CONFLICT (player, opponent) DO UPDATE SET games = games + excluded.games,"
        " above = above + excluded.above, below = below + excluded.below, equal = equal + excluded.equal;");
    body += pairs.arg(QStringLiteral("new.player"), QStringLiteral("o.player"), QStringLiteral("new.total"),
                      QStringLiteral("o.total"));
    body += pairs.arg(QStringLiteral("o.player"), QStringLiteral("new.player"), QStringLiteral("o.total"),
                      QStringLiteral("new.total"));
    // Coming, a higher total is the best game, an equal one only if played
    // earlier; the best game going, the next best is looked for.
    body += QStringLiteral(" UPDATE player_figures SET best_total = new.total, best_game = new.game"
                           " WHERE player = new.player AND new.sign > 0 AND new.counted = 1"
                           " AND (best_game IS NULL OR new.total > best_total);"
                           " UPDATE player_figures SET best_game = (SELECT id FROM games"
                           " WHERE id IN (best_game, new.game) ORDER BY started_utc, id LIMIT 1)"
                           " WHERE player = new.player AND new.sign > 0 AND new.counted = 1"
                           " AND new.total = best_total AND best_game <> new.game;"
                           " UPDATE player_figures SET (best_total, best_game) = %1"
                           " WHERE player = new.player AND new.sign < 0 AND new.counted = 1 AND best_game = new.game;"
                           " DELETE FROM player_figures WHERE new.sign < 0 AND player = new.player AND games = 0;"
                           " DELETE FROM head_to_head WHERE new.sign < 0 AND player = new.player AND games = 0;"
                           " DELETE FROM head_to_head WHERE new.sign < 0 AND opponent = new.player AND games = 0"
                           " AND player IN (SELECT o.player FROM game_results o WHERE o.game = new.game);")
                .arg(bestGameOf(QStringLiteral("player_figures.player")));
    return {
        QStringLiteral("CREATE VIEW player_figures_change AS SELECT 0 AS %1 FROM game_results WHERE 0")
            .arg(seat.replace(QStringLiteral(", "), QStringLiteral(", 0 AS "))),
        QStringLiteral("CREATE TRIGGER player_figures_change INSTEAD OF INSERT ON player_figures_change BEGIN %1 END")
            .arg(body),
    };
}

// One row of game_results, `row` (new or old), into player_figures_change with `sign`.
QString playerFiguresRow(const QString &row, int sign)
{
    QString values = QStringLiteral("%1, %2.game, %2.seat, %2.player, %2.counted").arg(sign).arg(row);
    for (const SummedFigure &f : SummedFigures)
        values += QStringLiteral(", %1.%2").arg(row, QLatin1String(f.seat));
    return QStringLiteral("INSERT INTO player_figures_change VALUES (%1);").arg(values);
}

// Version 5: each player's figures over the counted games (player_figures:
// counted games, wins, sums, the best game) and each pair's head to head
// (head_to_head), so that statistics read a row per player and per pair, not
// every game. Kept by triggers on game_results in the transaction that
// changes a game's rows, whatever the change (an entry, a correction, a
// delete, an exclusion, a rename or merge, an import, a rebuild); a changed
// date may change which tied game is the best. Filled from the rows there are.
QStringList stepV4toV5PlayerFigures()
{
    QStringList steps = playerFiguresTables(QStringLiteral("main"));
    steps << playerFiguresFilled();
    steps << playerFiguresChange();
    steps << QStringLiteral("CREATE TRIGGER player_figures_add AFTER INSERT ON game_results WHEN new.counted = 1"
                            " BEGIN %1 END")
                 .arg(playerFiguresRow(QStringLiteral("new"), 1));
    steps << QStringLiteral("CREATE TRIGGER player_figures_remove AFTER DELETE ON game_results WHEN old.counted = 1"
                            " BEGIN %1 END")
                 .arg(playerFiguresRow(QStringLiteral("old"), -1));
    steps << QStringLiteral("CREATE TRIGGER player_figures_update AFTER UPDATE ON game_results"
                            " WHEN old.counted = 1 OR new.counted = 1 BEGIN %1 %2 END")
                 .arg(playerFiguresRow(QStringLiteral("old"), -1), playerFiguresRow(QStringLiteral("new"), 1));
    steps << QStringLiteral("CREATE TRIGGER player_figures_redated AFTER UPDATE OF started_utc ON games"
                            " WHEN old.started_utc IS NOT new.started_utc BEGIN"
                            " UPDATE player_figures SET (best_total, best_game) = %1"
                            " WHERE player IN (SELECT player FROM game_results WHERE game = new.id AND counted = 1);"
                            " END")
                 .arg(bestGameOf(QStringLiteral("player_figures.player")));
    return steps;
}

// Version 9: the players' ratings, kept up to date before every commit
// (PlayerRatings::tables). They take games of the same `started` (undated
// files imported in the same second) in the order of their ids, so a new
// game's id is a time-ordered UUID (version 7: milliseconds since the
// epoch, then random bits): the game imported last is rated last, not
// somewhere among the others, which would rate them all again.
QStringList stepV8toV9GameIds()
{
    const QString millis = QStringLiteral("printf('%012x', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))");
    const QString uuid =
        QStringLiteral("lower(substr(%1, 1, 8) || '-' || substr(%1, 9, 4) || '-7' || substr(hex(randomblob(2)), 2)"
                       " || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-'"
                       " || hex(randomblob(6)))")
            .arg(millis);
    return {
        QStringLiteral("DROP TRIGGER games_get_a_uid"),
        QStringLiteral("CREATE TRIGGER games_get_a_uid AFTER INSERT ON games WHEN new.uid IS NULL BEGIN"
                       " UPDATE games SET uid = %1 WHERE id = new.id; END")
            .arg(uuid),
    };
}

bool setVersion(QSqlDatabase &db, int version, StoreError *error)
{
    return run(db, QStringLiteral("PRAGMA user_version = %1").arg(version), error);
}

} // namespace

int Migrations::userVersion(QSqlDatabase &db, StoreError *error)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        if (error)
            *error = StoreError::fromSql(query.lastError());
        return -1;
    }
    return query.value(0).toInt();
}

bool Migrations::derivePlayerFigures(QSqlDatabase &db, StoreError *error)
{
    QSqlQuery kept(db);
    if (!kept.exec(QStringLiteral("SELECT (SELECT count(*) FROM main.sqlite_schema WHERE name = 'player_figures'),"
                                  " (SELECT count(*) FROM temp.sqlite_schema WHERE name = 'player_figures')")) ||
        !kept.next()) {
        if (error)
            *error = StoreError::fromSql(kept.lastError());
        return false;
    }
    const bool inFile = kept.value(0).toInt() > 0;
    const bool made = kept.value(1).toInt() > 0;
    kept.finish();
    if (inFile)
        return true;
    // Another program may have changed the games since: summed anew each time.
    const QStringList steps = made ? QStringList{QStringLiteral("DELETE FROM temp.player_figures"),
                                                 QStringLiteral("DELETE FROM temp.head_to_head")}
                                   : playerFiguresTables(QStringLiteral("temp"));
    return runAll(db, steps, error) && runAll(db, playerFiguresFilled(), error);
}

bool Migrations::create(QSqlDatabase &db, int version, StoreError *error)
{
    if (version < 1 || version > Current) {
        if (error)
            *error = StoreError{tr("There is no database version %1.").arg(version), 0};
        return false;
    }
    if (!runAll(db, schemaV1(), error) || !setVersion(db, 1, error) || !upgrade(db, 1, version, error))
        return false;
    // A new file has no old entries to convert.
    return version < 3 || run(db, QStringLiteral("DROP TABLE entries_v2"), error);
}

bool Migrations::upgrade(QSqlDatabase &db, int from, int to, StoreError *error)
{
    for (int version = from; version < to; ++version) {
        bool ok = false;
        switch (version) {
        case 1:
            ok = runAll(db, stepV1toV2(), error);
            break;
        case 2:
            ok = runAll(db, stepV2toV3Entries(), error) && runAll(db, stepV2toV3Results(), error);
            break;
        case 3:
            ok = runAll(db, stepV3toV4(), error);
            break;
        case 4:
            ok = runAll(db, stepV4toV5PlayerFigures(), error);
            break;
        case 5:
            ok = runAll(db, clubmigrations::stepV5toV6(), error);
            break;
        case 6:
            ok = runAll(db, clubmigrations::stepV6toV7PlayerChanges(), error);
            break;
        case 7:
            ok = runAll(db, clubmigrations::stepV7toV8ClubRemovals(), error);
            break;
        case 8:
            ok = runAll(db, stepV8toV9GameIds(), error) && runAll(db, PlayerRatings::tables(), error);
            break;
        case 9:
            ok = runAll(db, clubmigrations::stepV9toV10ClubEvents(), error);
            break;
        case 10:
            ok = runAll(db, clubmigrations::stepV10toV11RevisionReasons(), error);
            break;
        default:
            if (error)
                *error = StoreError{tr("There is no way to update a database from version %1.").arg(version), 0};
            return false;
        }
        if (!ok || !setVersion(db, version + 1, error))
            return false;
    }
    return true;
}

QStringList Migrations::tableShapes(QSqlDatabase &db, StoreError *error)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' "
                                   "ESCAPE '\\' ORDER BY name"))) {
        if (error)
            *error = StoreError::fromSql(query.lastError());
        return {};
    }
    QStringList tables;
    while (query.next())
        tables << query.value(0).toString();
    if (query.lastError().isValid()) {
        if (error)
            *error = StoreError::fromSql(query.lastError());
        return {};
    }
    query.finish();
    QStringList shapes;
    for (const QString &table : std::as_const(tables)) {
        QSqlQuery columns(db);
        if (!columns.prepare(QStringLiteral("SELECT name FROM pragma_table_info(?) ORDER BY cid"))) {
            if (error)
                *error = StoreError::fromSql(columns.lastError());
            return {};
        }
        columns.addBindValue(table);
        if (!columns.exec()) {
            if (error)
                *error = StoreError::fromSql(columns.lastError());
            return {};
        }
        QStringList names;
        while (columns.next())
            names << columns.value(0).toString();
        shapes << table + QLatin1Char('(') + names.join(QStringLiteral(", ")) + QLatin1Char(')');
    }
    return shapes;
}

QStringList Migrations::expectedTableShapes(int version)
{
    static QMutex mutex;
    static QHash<int, QStringList> made;
    const QMutexLocker lock(&mutex);
    if (const auto found = made.constFind(version); found != made.cend())
        return *found;
    QStringList shapes;
    const QString connection = QStringLiteral("tornei-shapes-") + QUuid::createUuid().toString();
    {
        // Made as create() makes them, in memory.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open() && create(db, version, nullptr))
            shapes = tableShapes(db, nullptr);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    made.insert(version, shapes);
    return shapes;
}

} // namespace tornei
