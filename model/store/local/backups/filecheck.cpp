#include "filecheck.h"

#include "backups.h"
#include "gameresults.h"
#include "gamestore.h"
#include "migrations.h"
#include "playerratings.h"
#include "storeconnection.h"
#include "storedrecords.h"
#include "storefile.h"

#include <QDir>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <map>
#include <tuple>
#include <sqlite3.h>

namespace tornei {

using namespace storage;

namespace {

// Games read per read transaction: a few milliseconds each, so that a
// checkpoint of another connection never waits long behind one.
constexpr int SliceGames = 200;
// SQLite's result code of a statement its progress handler stopped.
constexpr int Interrupted = 9;

// What a game's row holds apart from what is derived from its record: what
// the replay needs to work its results out again (and its date, which the
// triggers of the results read before the replay writes it again).
const QString GameOwnColumns = QStringLiteral(
    "id, seat0_player, seat1_player, seat2_player, seat3_player, seat0_name, seat1_name, seat2_name, seat3_name,"
    " first_dealer, created_utc, updated_utc, excluded, record_sha256, source_sha256, uid, started_utc");
// What GameResults::refresh() writes into a game's row. The date of a game
// that has none in its record is the day of its creation where it was made,
// which depends on that laptop's time zone: not compared.
const QString GameDerivedColumns =
    QStringLiteral("id, finished, record_sha256, extensions, started_text, started_utc,"
                   " CASE WHEN started_text IS NULL THEN NULL ELSE started_date END, started_offset, player_count,"
                   " rounds_played, players_key, winner_key, violations, rating_key");

using Rows = std::map<qint64, QList<QVariantList>>;

sqlite3 *handleOf(const QSqlDatabase &db)
{
    const QVariant handle = db.isOpen() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

// The rows of a query, by the game in its first column.
bool readRows(const StoreConnection &connection, const QString &sql, const QVariantList &values, Rows *rows,
              StoreError *error)
{
    QSqlQuery query(connection.db);
    query.setForwardOnly(true);
    if (!connection.prepare(query, sql, error))
        return false;
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!connection.exec(query, error))
        return false;
    const int columns = query.record().count();
    while (query.next()) {
        QVariantList row;
        for (int c = 0; c < columns; ++c)
            row << query.value(c);
        (*rows)[row.first().toLongLong()].append(row);
    }
    if (query.lastError().isValid()) {
        setError(error, StoreError::fromSql(query.lastError()));
        return false;
    }
    return true;
}

// A connection of the check's own to a database in memory with this
// version's tables: where the store's code works the figures out again.
bool openScratch(StoreConnection &scratch, StoreError *error)
{
    return StoreFile::connect(scratch.db, QStringLiteral(":memory:"), QString(), StoreFile::Access::ReadWrite,
                              error) &&
           Migrations::create(scratch.db, error);
}

void closeConnection(StoreConnection &connection)
{
    connection.clearStatements();
    if (connection.db.isValid())
        StoreFile::disconnect(connection.db);
}

} // namespace

FileCheck::FileCheck(const QString &dbPath)
    : m_path(QFileInfo(dbPath).absoluteFilePath())
{}

void FileCheck::stop()
{
    m_stop.store(true);
    // SQLite's page walk is one step of its machine, which the progress
    // handler never sees: interrupted, it ends within milliseconds.
    const std::lock_guard<std::mutex> lock(m_readingLock);
    if (m_readingHandle)
        sqlite3_interrupt(m_readingHandle);
}

int FileCheck::progress(void *check)
{
    auto *self = static_cast<FileCheck *>(check);
    if (self->m_reading && self->m_whileReading)
        std::exchange(self->m_whileReading, {})();
    // A backup begun is finished: never half of one, and it takes seconds.
    return self->m_stop.load() && !self->m_backingUp ? 1 : 0;
}

void FileCheck::watch(const StoreConnection &connection)
{
    if (sqlite3 *handle = handleOf(connection.db))
        sqlite3_progress_handler(handle, 1000, &FileCheck::progress, this);
}

bool FileCheck::stopped(StoreError *error) const
{
    if (!m_stop.load())
        return false;
    setError(error, StoreError{tr("The check of the database was stopped before its end."), Interrupted});
    return true;
}

FileCheck::Result FileCheck::run(bool dailyBackup, StoreError *error)
{
    m_notice.clear();
    StoreConnection file;
    StoreError failure;
    const auto outcome = [&](Result result) {
        closeConnection(file);
        if (result == Result::Damaged)
            failure.message = GameStore::damageMessage(m_path, failure);
        if (result != Result::Whole && result != Result::Rebuilt)
            setError(error, failure);
        return result;
    };
    const auto failed = [&]() {
        if (stopped(&failure))
            return outcome(Result::Stopped);
        return outcome(GameStore::isDamage(failure) ? Result::Damaged : Result::Failed);
    };
    if (stopped(&failure))
        return outcome(Result::Stopped);
    // Opened as the store opens it (a backup reads through it), and only read.
    if (!StoreFile::connect(file.db, m_path, QString(), StoreFile::Access::ReadWrite, &failure))
        return outcome(Result::Failed);
    watch(file);
    if (!file.run(QStringLiteral("PRAGMA busy_timeout = 5000"), &failure))
        return failed();
    // SQLite's whole check: a quick_check reads every page but does not
    // compare the indexes with their tables, so a damaged index (a game
    // listed under the wrong date) would pass it. One statement, so one read
    // transaction: in write-ahead-log mode it keeps no writer waiting, only
    // holds back how far a checkpoint may go, and the store's own checkpoint
    // at close does not wait for it (GameStore::close()).
    m_reading = true;
    {
        const std::lock_guard<std::mutex> lock(m_readingLock);
        m_readingHandle = handleOf(file.db);
        if (m_stop.load() && m_readingHandle)
            sqlite3_interrupt(m_readingHandle);
    }
    const bool pagesWhole = StoreFile::integrityCheck(file, &failure);
    {
        const std::lock_guard<std::mutex> lock(m_readingLock);
        m_readingHandle = nullptr;
    }
    m_reading = false;
    if (!pagesWhole)
        return failed();
    std::vector<qint64> differingGames;
    if (!checkGames(file, &differingGames, &failure))
        return failed();
    // Results that disagree with their games are rebuilt with every figure
    // kept from them, so the figures are compared only with whole results
    // (a damaged seat may name a player twice, which no rating can take).
    QStringList differingFigures;
    if (differingGames.empty() && !checkFigures(&differingFigures, &failure))
        return failed();

    Result result = Result::Whole;
    if (!differingGames.empty() || !differingFigures.isEmpty()) {
        QStringList what;
        if (!differingGames.empty()) {
            //: What disagreed with the games, inside a sentence; %1 is a game's number
            what << (differingGames.size() == 1 ? tr("the results kept for game %1").arg(differingGames.front())
                                                : tr("the results kept for %n game(s)", nullptr,
                                                     static_cast<int>(differingGames.size())));
        }
        what << differingFigures;
        if (!rebuild(differingGames, &failure)) {
            if (stopped(&failure))
                return outcome(Result::Stopped);
            // Not rebuilt (a read-only file, another program holding it):
            // damage all the same, said as such, and the file left as it is.
            //: What was found, inside a sentence; %1 says which kept figures
            const QString found = tr("%1 did not agree with the games").arg(what.join(QStringLiteral(", ")));
            failure = StoreError{found, 11, found};
            return outcome(Result::Damaged);
        }
        //: %1 is the database file, %2 what disagreed with the games
        m_notice = tr("The database %1 was damaged (%2 did not agree with the games they are kept from). The games "
                      "themselves are whole: those figures were rebuilt from them.")
                       .arg(QDir::toNativeSeparators(m_path), what.join(QStringLiteral(", ")));
        result = Result::Rebuilt;
    }
    if (dailyBackup) {
        if (stopped(&failure))
            return outcome(Result::Stopped);
        m_backingUp = true;
        const bool backedUp = Backups::make(file, m_path, QStringLiteral("daily"), &failure, true);
        m_backingUp = false;
        if (!backedUp)
            return failed();
    }
    return outcome(result);
}

bool FileCheck::checkGames(const StoreConnection &file, std::vector<qint64> *differing, StoreError *error)
{
    StoreConnection scratch;
    const auto done = qScopeGuard([&scratch] { closeConnection(scratch); });
    if (!openScratch(scratch, error))
        return false;
    watch(scratch);
    // Only the games' own rows are compared here: the triggers that keep
    // the figures from them (compared in checkFigures()) would only cost.
    {
        QStringList triggers;
        QSqlQuery query(scratch.db);
        if (!scratch.prepare(query, QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'trigger'"), error) ||
            !scratch.exec(query, error))
            return false;
        while (query.next())
            triggers << query.value(0).toString();
        query.finish();
        for (const QString &trigger : triggers) {
            if (!scratch.run(QStringLiteral("DROP TRIGGER %1").arg(trigger), error))
                return false;
        }
    }
    const StoredRecords reader(file);
    const StoredRecords scratchReader(scratch);
    GameResults results(scratch, scratchReader);
    // By the columns' names, in this version's order (a file brought from
    // an older release may hold them in another).
    const auto columnsOf = [&scratch, error](const QString &table) -> std::optional<QString> {
        QStringList names;
        QSqlQuery query(scratch.db);
        if (!scratch.prepare(query, QStringLiteral("SELECT name FROM pragma_table_info(?)"), error))
            return std::nullopt;
        query.addBindValue(table);
        if (!scratch.exec(query, error))
            return std::nullopt;
        while (query.next())
            names << query.value(0).toString();
        return names.join(QStringLiteral(", "));
    };
    const std::optional<QString> roundColumns = columnsOf(QStringLiteral("round_results"));
    const std::optional<QString> resultColumns = columnsOf(QStringLiteral("game_results"));
    if (!roundColumns || !resultColumns)
        return false;
    const QString roundsSql =
        QStringLiteral("SELECT %1 FROM round_results WHERE game BETWEEN ? AND ? ORDER BY game, round, seat")
            .arg(*roundColumns);
    const QString seatsSql =
        QStringLiteral("SELECT %1 FROM game_results WHERE game BETWEEN ? AND ? ORDER BY game, seat").arg(*resultColumns);
    const QString derivedSql =
        QStringLiteral("SELECT %1 FROM games WHERE id BETWEEN ? AND ? ORDER BY id").arg(GameDerivedColumns);
    qint64 after = m_resumeAfter;
    for (;;) {
        m_checkedUpTo = after;
        if (stopped(error))
            return false;
        // One slice of games, its records and its kept results, read in one
        // read transaction: a game changed meanwhile is seen before or after.
        if (!file.run(QStringLiteral("BEGIN"), error))
            return false;
        auto endRead = qScopeGuard([&file] { file.run(QStringLiteral("COMMIT"), nullptr); });
        Rows own;
        if (!readRows(file, QStringLiteral("SELECT %1 FROM games WHERE id > ? ORDER BY id LIMIT %2")
                                .arg(GameOwnColumns)
                                .arg(SliceGames),
                      {after}, &own, error))
            return false;
        if (own.empty()) {
            m_checkedUpTo = -1;
            return true;
        }
        const qint64 first = own.begin()->first;
        const qint64 last = own.rbegin()->first;
        Rows keptRounds, keptSeats, keptDerived;
        if (!readRows(file, roundsSql, {first, last}, &keptRounds, error) ||
            !readRows(file, seatsSql, {first, last}, &keptSeats, error) ||
            !readRows(file, derivedSql, {first, last}, &keptDerived, error))
            return false;
        std::vector<std::tuple<qint64, Record, QString>> records;
        for (const auto &[game, rows] : own) {
            // Against the checksum stored with it: a damaged card is damage.
            StoredRecords::Checked checked;
            std::optional<Record> record = reader.load(game, error, &checked);
            if (!record)
                return false;
            records.emplace_back(game, std::move(*record), checked.sha256);
        }
        endRead.dismiss();
        file.run(QStringLiteral("COMMIT"), nullptr);

        // The same games' results worked out again by the store's own code,
        // in memory, and read back as the file's were; then forgotten.
        if (!scratch.run(QStringLiteral("BEGIN"), error))
            return false;
        const auto forget = qScopeGuard([&scratch] { scratch.run(QStringLiteral("ROLLBACK"), nullptr); });
        QSqlQuery insert(scratch.db);
        if (!scratch.prepare(insert,
                             QStringLiteral("INSERT INTO games (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                                            "?, ?, ?)")
                                 .arg(GameOwnColumns),
                             error))
            return false;
        for (const auto &[game, rows] : own) {
            for (const QVariant &value : rows.first())
                insert.addBindValue(value);
            if (!scratch.exec(insert, error))
                return false;
        }
        for (const auto &[game, record, sha256] : records) {
            if (!results.refresh(game, record, false, error, sha256))
                return false;
        }
        Rows rounds, seats, derived;
        if (!readRows(scratch, roundsSql, {first, last}, &rounds, error) ||
            !readRows(scratch, seatsSql, {first, last}, &seats, error) ||
            !readRows(scratch, derivedSql, {first, last}, &derived, error))
            return false;
        for (const auto &[game, rows] : own) {
            if (rounds[game] != keptRounds[game] || seats[game] != keptSeats[game] ||
                derived[game] != keptDerived[game])
                differing->push_back(game);
        }
        after = last;
    }
}

bool FileCheck::checkFigures(QStringList *differing, StoreError *error)
{
    StoreConnection scratch;
    const auto done = qScopeGuard([&scratch] { closeConnection(scratch); });
    if (!openScratch(scratch, error))
        return false;
    watch(scratch);
    // The games' results as one snapshot of the file has them (checked
    // against the games above), with the figures kept beside them. The
    // schema's own triggers make the players' figures and head to head as
    // the results come in, and the ratings are rated by PlayerRatings, as
    // the store keeps them.
    QSqlQuery attach(scratch.db);
    if (!scratch.prepare(attach, QStringLiteral("ATTACH DATABASE ? AS src"), error))
        return false;
    attach.addBindValue(m_path);
    if (!scratch.exec(attach, error))
        return false;
    attach.finish();
    // By the columns' names: a file brought from an older release may hold
    // them in another order.
    std::map<QString, QString> columns;
    for (const char *table : {"games", "game_results", "player_figures", "head_to_head", "player_ratings",
                              "rating_steps", "ratings_from"}) {
        QStringList names;
        QSqlQuery query(scratch.db);
        if (!scratch.prepare(query, QStringLiteral("SELECT name FROM pragma_table_info(?)"), error))
            return false;
        query.addBindValue(QString::fromLatin1(table));
        if (!scratch.exec(query, error))
            return false;
        while (query.next())
            names << query.value(0).toString();
        columns[QString::fromLatin1(table)] = names.join(QStringLiteral(", "));
    }
    const auto copyOf = [&columns](const QString &table) {
        return QStringLiteral("CREATE TABLE main.kept_%1 AS SELECT %2 FROM src.%1").arg(table, columns[table]);
    };
    const auto fill = [&columns](const QString &table) {
        return QStringLiteral("INSERT INTO main.%1 (%2) SELECT %2 FROM src.%1").arg(table, columns[table]);
    };
    const QStringList copy = {
        // Not the club's outbox: it has nothing to do with the figures.
        QStringLiteral("DROP TRIGGER new_games_go_out"),
        QStringLiteral("BEGIN"),
        fill(QStringLiteral("games")),
        copyOf(QStringLiteral("player_figures")),
        copyOf(QStringLiteral("head_to_head")),
        copyOf(QStringLiteral("player_ratings")),
        copyOf(QStringLiteral("rating_steps")),
        copyOf(QStringLiteral("ratings_from")),
        fill(QStringLiteral("game_results")) + QStringLiteral(" ORDER BY game, seat"),
        QStringLiteral("COMMIT"),
        QStringLiteral("DETACH DATABASE src"),
    };
    for (const QString &sql : copy) {
        if (!scratch.run(sql, error)) {
            scratch.run(QStringLiteral("ROLLBACK"), nullptr);
            return false;
        }
    }
    if (stopped(error))
        return false;
    const std::optional<QVariant> waiting =
        scratch.keptValue(QStringLiteral("SELECT count(*) FROM kept_ratings_from"), {}, error);
    if (!waiting)
        return false;
    if (!scratch.run(QStringLiteral("BEGIN"), error))
        return false;
    if (!PlayerRatings(scratch).catchUp(error)) {
        scratch.run(QStringLiteral("ROLLBACK"), nullptr);
        return false;
    }
    if (!scratch.run(QStringLiteral("COMMIT"), error))
        return false;
    struct Kept
    {
        QString table;
        QString what;
    };
    std::vector<Kept> kept = {{QStringLiteral("player_figures"), tr("the players' figures")},
                              {QStringLiteral("head_to_head"), tr("the head-to-head figures")}};
    // Games a sync left to be rated later are rated when read, from the
    // games: the kept ratings are only compared when none waits.
    if (waiting->toLongLong() == 0) {
        kept.push_back({QStringLiteral("player_ratings"), tr("the players' ratings")});
        kept.push_back({QStringLiteral("rating_steps"), tr("the players' ratings")});
    }
    for (const Kept &table : kept) {
        const std::optional<QVariant> differ = scratch.keptValue(
            QStringLiteral("SELECT EXISTS (SELECT %2 FROM %1 EXCEPT SELECT * FROM kept_%1)"
                           " OR EXISTS (SELECT * FROM kept_%1 EXCEPT SELECT %2 FROM %1)")
                .arg(table.table, columns[table.table]),
            {}, error);
        if (!differ)
            return false;
        if (differ->toBool() && !differing->contains(table.what))
            differing->append(table.what);
    }
    return true;
}

bool FileCheck::rebuild(const std::vector<qint64> &games, StoreError *error)
{
    if (stopped(error))
        return false;
    StoreConnection writer;
    const auto done = qScopeGuard([&writer] { closeConnection(writer); });
    if (!StoreFile::connect(writer.db, m_path, QString(), StoreFile::Access::ReadWrite, error))
        return false;
    writer.waitWhileBusy(5000);
    const StoredRecords reader(writer);
    GameResults results(writer, reader);
    // As an import would make them: each differing game's results from its
    // record, then every figure kept from the results made again by the
    // schema's triggers, from nothing (a damaged figure cannot be taken off
    // what it was added to), and the ratings rated again from the first
    // game before the commit (StoreConnection::transaction).
    return writer.transaction(error, [&](StoreError *e) {
        for (qint64 game : games) {
            const std::optional<Record> record = reader.load(game, e);
            if (!record || !results.refresh(game, *record, false, e))
                return false;
        }
        for (const char *sql : {"CREATE TEMP TABLE results_again AS SELECT * FROM game_results",
                                "DELETE FROM game_results", "DELETE FROM player_figures", "DELETE FROM head_to_head",
                                "DELETE FROM rating_steps", "DELETE FROM player_ratings",
                                "INSERT INTO game_results SELECT * FROM temp.results_again ORDER BY game, seat",
                                "DROP TABLE temp.results_again"}) {
            if (!writer.run(QString::fromLatin1(sql), e))
                return false;
        }
        return true;
    });
}

} // namespace tornei
