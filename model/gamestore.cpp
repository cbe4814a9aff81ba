#include "gamestore.h"

#include "json.h"
#include "migrations.h"

#include <QAtomicInteger>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QtEndian>
#include <algorithm>
#include <map>

namespace tornei {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QString uniqueConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("tornei-store-%1").arg(++counter);
}

QString kindName(EntryKind kind)
{
    switch (kind) {
    case EntryKind::DummyLayout:
        return QStringLiteral("layout");
    case EntryKind::Joust:
        return QStringLiteral("joust");
    case EntryKind::Prediction:
        return QStringLiteral("prediction");
    case EntryKind::DummyPrediction:
        return QStringLiteral("dummy-prediction");
    }
    return {};
}

std::optional<EntryKind> kindFromName(const QString &name)
{
    for (EntryKind kind :
         {EntryKind::DummyLayout, EntryKind::Joust, EntryKind::Prediction, EntryKind::DummyPrediction}) {
        if (kindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

// The shape of a record that its cards alone do not give: the x- keys at
// every level, how many rounds and tricks there are (a round or trick may be
// present before its first card) and whether a round carries the
// dummyPredictions key. Kept beside the entries so import and export are
// lossless.
QString shapeJson(const Record &record)
{
    std::vector<JsonValue::Member> top;
    if (!record.extensions.empty())
        top.emplace_back(QStringLiteral("x"), JsonValue::object(record.extensions));
    std::vector<JsonValue> rounds;
    for (const Round &round : record.rounds) {
        std::vector<JsonValue::Member> r;
        r.emplace_back(QStringLiteral("tricks"), JsonValue::integer(static_cast<qint64>(round.tricks.size())));
        if (round.hasDummyPredictions)
            r.emplace_back(QStringLiteral("dummyPredictions"), JsonValue::boolean(true));
        if (!round.extensions.empty())
            r.emplace_back(QStringLiteral("x"), JsonValue::object(round.extensions));
        std::vector<JsonValue> trickX;
        for (std::size_t t = 0; t < round.tricks.size(); ++t) {
            if (!round.tricks[t].extensions.empty()) {
                trickX.resize(t + 1, JsonValue::object());
                trickX[t] = JsonValue::object(round.tricks[t].extensions);
            }
        }
        if (!trickX.empty())
            r.emplace_back(QStringLiteral("trickX"), JsonValue::array(std::move(trickX)));
        rounds.push_back(JsonValue::object(std::move(r)));
    }
    top.emplace_back(QStringLiteral("rounds"), JsonValue::array(std::move(rounds)));
    return QString::fromUtf8(JsonValue::object(std::move(top)).serialize(-1));
}

bool applyShape(Record &record, const QString &json)
{
    if (json.isEmpty())
        return true;
    JsonParseError parseError;
    const JsonValue root = parseJson(json.toUtf8(), &parseError);
    if (!parseError.ok() || !root.isObject())
        return false;
    if (const JsonValue *x = root.find(QStringLiteral("x")); x && x->isObject())
        record.extensions = x->members();
    const JsonValue *rounds = root.find(QStringLiteral("rounds"));
    if (!rounds || !rounds->isArray())
        return false;
    if (record.rounds.size() < rounds->items().size())
        record.rounds.resize(rounds->items().size());
    for (std::size_t r = 0; r < rounds->items().size(); ++r) {
        const JsonValue &shape = rounds->items()[r];
        Round &round = record.rounds[r];
        if (const JsonValue *tricks = shape.find(QStringLiteral("tricks")); tricks && tricks->isInteger()) {
            const auto count = static_cast<std::size_t>(std::clamp<qint64>(tricks->toInteger(), 0, TricksPerRound));
            if (round.tricks.size() < count)
                round.tricks.resize(count);
        }
        if (const JsonValue *dp = shape.find(QStringLiteral("dummyPredictions")); dp && dp->toBool())
            round.hasDummyPredictions = true;
        if (const JsonValue *x = shape.find(QStringLiteral("x")); x && x->isObject())
            round.extensions = x->members();
        if (const JsonValue *trickX = shape.find(QStringLiteral("trickX")); trickX && trickX->isArray()) {
            if (round.tricks.size() < trickX->items().size())
                round.tricks.resize(trickX->items().size());
            for (std::size_t t = 0; t < trickX->items().size(); ++t)
                round.tricks[t].extensions = trickX->items()[t].members();
        }
    }
    return true;
}

bool isSqliteHeader(const QByteArray &header)
{
    return header.size() >= 100 && header.startsWith(QByteArrayLiteral("SQLite format 3\0"));
}

QString seatColumns(const char *suffix)
{
    QStringList columns;
    for (int s = 0; s < SeatCount; ++s)
        columns << QStringLiteral("seat%1_%2").arg(s).arg(QLatin1String(suffix));
    return columns.join(QStringLiteral(", "));
}

} // namespace

struct GameStore::Private
{
    QSqlDatabase db;
    QString connection;
    QString path;
    QString vfs;
    int busyTimeout = 5000;
    int version = 0;

    static QString databaseName(const QString &path, const QString &vfs, bool inspect);
    static bool connect(QSqlDatabase &db, const QString &path, const QString &vfs, bool inspect, StoreError *error);
    static void disconnect(QSqlDatabase &db);

    bool run(const QString &sql, StoreError *error) const;
    bool exec(QSqlQuery &query, StoreError *error) const;
    bool prepare(QSqlQuery &query, const QString &sql, StoreError *error) const;
    template <typename Body> bool transaction(StoreError *error, Body body);

    bool quickCheck(StoreError *error) const;
    std::optional<Record> load(qint64 game, StoreError *error) const;
    bool refresh(qint64 game, const Record &record, bool touch, StoreError *error, const QString &hash = QString());
    std::optional<qint64> playerFor(const QString &name, StoreError *error);
    std::optional<qint64> insertGame(const Record &record, const QString &sourceHash, StoreError *error);
    bool insertEntries(qint64 game, const std::vector<Entry> &entries, int firstSeq, StoreError *error);
    std::vector<GameSummary> summaries(const QString &where, const std::optional<qint64> &game,
                                       StoreError *error) const;
    std::vector<qint64> gamesOfPlayer(qint64 player, StoreError *error) const;
    bool backup(const QString &reason, StoreError *error);
    std::optional<qint64> findDuplicate(const QString &hash, StoreError *error) const;
    std::optional<qint64> importOne(const Record &record, StoreError *error);
};

namespace {

StoreError plainError(const QString &message)
{
    return StoreError{message, 0};
}

void setError(StoreError *error, const StoreError &value)
{
    if (error)
        *error = value;
}

QString backupName(const QString &dbPath, const QString &reason)
{
    const QFileInfo info(dbPath);
    QString name = info.completeBaseName() + QLatin1Char('-') +
                   QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    if (!reason.isEmpty())
        name += QLatin1Char('-') + reason;
    return QDir(GameStore::backupDirectory(dbPath)).filePath(name + QStringLiteral(".sqlite"));
}

} // namespace

QString GameStore::Private::databaseName(const QString &path, const QString &vfs, bool inspect)
{
    if (vfs.isEmpty() && !inspect)
        return path;
    QStringList parameters;
    // immutable: read without locks, without creating -wal or -shm files;
    // the file cannot change.
    if (inspect)
        parameters << QStringLiteral("mode=ro") << QStringLiteral("immutable=1");
    if (!vfs.isEmpty())
        parameters << QStringLiteral("vfs=") + QString::fromLatin1(QUrl::toPercentEncoding(vfs));
    return QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded) + QLatin1Char('?') +
           parameters.join(QLatin1Char('&'));
}

bool GameStore::Private::connect(QSqlDatabase &db, const QString &path, const QString &vfs, bool inspect,
                                 StoreError *error)
{
    db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), uniqueConnectionName());
    if (!db.isValid()) {
        setError(error, plainError(tr("The SQLite driver of Qt is missing (package libqt6sql6-sqlite).")));
        disconnect(db);
        return false;
    }
    db.setDatabaseName(databaseName(path, vfs, inspect));
    QStringList options;
    if (inspect || !vfs.isEmpty())
        options << QStringLiteral("QSQLITE_OPEN_URI");
    if (inspect)
        options << QStringLiteral("QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!db.open()) {
        StoreError e = errorFrom(db.lastError());
        e.message = tr("Cannot open the database %1: %2").arg(QDir::toNativeSeparators(path), e.message);
        setError(error, e);
        disconnect(db);
        return false;
    }
    return true;
}

void GameStore::Private::disconnect(QSqlDatabase &db)
{
    const QString name = db.connectionName();
    db.close();
    db = QSqlDatabase();
    if (!name.isEmpty())
        QSqlDatabase::removeDatabase(name);
}

bool GameStore::Private::run(const QString &sql, StoreError *error) const
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    setError(error, errorFrom(query.lastError()));
    return false;
}

bool GameStore::Private::prepare(QSqlQuery &query, const QString &sql, StoreError *error) const
{
    if (query.prepare(sql))
        return true;
    setError(error, errorFrom(query.lastError()));
    return false;
}

bool GameStore::Private::exec(QSqlQuery &query, StoreError *error) const
{
    if (query.exec())
        return true;
    setError(error, errorFrom(query.lastError()));
    return false;
}

template <typename Body> bool GameStore::Private::transaction(StoreError *error, Body body)
{
    if (!db.isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return false;
    }
    // Deferred BEGIN can fail at the first write whatever the busy timeout;
    // IMMEDIATE takes the write lock up front.
    if (!run(QStringLiteral("BEGIN IMMEDIATE"), error))
        return false;
    StoreError failure;
    if (!body(&failure)) {
        run(QStringLiteral("ROLLBACK"), nullptr);
        setError(error, failure);
        return false;
    }
    QSqlQuery commit(db);
    if (!commit.exec(QStringLiteral("COMMIT"))) {
        setError(error, errorFrom(commit.lastError()));
        commit.finish();
        run(QStringLiteral("ROLLBACK"), nullptr);
        return false;
    }
    return true;
}

bool GameStore::Private::quickCheck(StoreError *error) const
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA quick_check"))) {
        setError(error, errorFrom(query.lastError()));
        return false;
    }
    QStringList problems;
    while (query.next())
        problems << query.value(0).toString();
    if (query.lastError().isValid()) {
        setError(error, errorFrom(query.lastError()));
        return false;
    }
    if (problems == QStringList{QStringLiteral("ok")})
        return true;
    setError(error, StoreError{problems.join(QLatin1Char('\n')), 11});
    return false;
}

std::optional<Record> GameStore::Private::load(qint64 game, StoreError *error) const
{
    Record record;
    QString shape;
    {
        QSqlQuery query(db);
        if (!prepare(
                query,
                QStringLiteral("SELECT %1, first_dealer, extensions FROM games WHERE id = ?").arg(seatColumns("name")),
                error))
            return std::nullopt;
        query.addBindValue(game);
        if (!exec(query, error))
            return std::nullopt;
        if (!query.next()) {
            setError(error, plainError(tr("There is no game %1 in this database.").arg(game)));
            return std::nullopt;
        }
        for (int s = 0; s < SeatCount; ++s) {
            const QVariant name = query.value(s);
            if (!name.isNull())
                record.seats[at(s)] = name.toString();
        }
        record.firstDealer = query.value(SeatCount).toInt();
        shape = query.value(SeatCount + 1).toString();
    }
    QSqlQuery query(db);
    if (!prepare(query,
                 QStringLiteral("SELECT kind, round, slot_index, seat, card FROM entries WHERE game = ? ORDER BY seq"),
                 error))
        return std::nullopt;
    query.addBindValue(game);
    if (!exec(query, error))
        return std::nullopt;
    while (query.next()) {
        const std::optional<EntryKind> kind = kindFromName(query.value(0).toString());
        const std::optional<Card> card = Card::fromCode(query.value(4).toString());
        const int round = query.value(1).toInt();
        const int index = query.value(2).toInt();
        const int seat = query.value(3).toInt();
        if (!kind || !card || round < 0 || round >= SeatCount || index < 0 || index >= TricksPerRound || seat < 0 ||
            seat >= SeatCount) {
            setError(
                error,
                StoreError{tr("Game %1 holds an entry this version cannot read; the database is damaged.").arg(game),
                           11});
            return std::nullopt;
        }
        record.place(Slot{*kind, round, index, seat}, *card);
    }
    if (query.lastError().isValid()) {
        setError(error, errorFrom(query.lastError()));
        return std::nullopt;
    }
    if (!applyShape(record, shape)) {
        setError(error,
                 StoreError{tr("Game %1 holds data this version cannot read; the database is damaged.").arg(game), 11});
        return std::nullopt;
    }
    return record;
}

bool GameStore::Private::refresh(qint64 game, const Record &record, bool touch, StoreError *error, const QString &hash)
{
    const Replay replay(record);
    {
        QSqlQuery remove(db);
        if (!prepare(remove, QStringLiteral("DELETE FROM round_results WHERE game = ?"), error))
            return false;
        remove.addBindValue(game);
        if (!exec(remove, error))
            return false;
    }
    QSqlQuery insert(db);
    if (!prepare(insert,
                 QStringLiteral("INSERT INTO round_results (game, round, seat, complete, score, tricks_won,"
                                " correct_rank1, correct_rank2, correct_rank3, correct_rank4, zero_trick_bonus)"
                                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                 error))
        return false;
    for (int r = 0; r < static_cast<int>(replay.rounds().size()); ++r) {
        const RoundResult &result = replay.round(r);
        for (int s = 0; s < SeatCount; ++s) {
            insert.bindValue(0, game);
            insert.bindValue(1, r);
            insert.bindValue(2, s);
            insert.bindValue(3, result.complete ? 1 : 0);
            insert.bindValue(4, result.scores[at(s)]);
            insert.bindValue(5, result.tricksWon[at(s)]);
            for (int rank = 0; rank < 4; ++rank)
                insert.bindValue(6 + rank, result.correctByRank[at(s)][at(rank)]);
            insert.bindValue(10, result.zeroTrickBonus[at(s)] ? 1 : 0);
            if (!exec(insert, error))
                return false;
        }
    }
    QSqlQuery update(db);
    if (!prepare(
            update,
            touch ? QStringLiteral("UPDATE games SET finished = ?, record_sha256 = ?, extensions = ?, updated_utc = ?"
                                   " WHERE id = ?")
                  : QStringLiteral("UPDATE games SET finished = ?, record_sha256 = ?, extensions = ? WHERE id = ?"),
            error))
        return false;
    update.addBindValue(replay.isComplete() ? 1 : 0);
    update.addBindValue(hash.isEmpty() ? recordHash(record) : hash);
    update.addBindValue(shapeJson(record));
    if (touch)
        update.addBindValue(nowUtc());
    update.addBindValue(game);
    return exec(update, error);
}

std::optional<qint64> GameStore::Private::playerFor(const QString &name, StoreError *error)
{
    const QString key = RecordFormat::normalizedName(name);
    {
        QSqlQuery find(db);
        if (!prepare(find, QStringLiteral("SELECT id FROM players WHERE name_key = ?"), error))
            return std::nullopt;
        find.addBindValue(key);
        if (!exec(find, error))
            return std::nullopt;
        if (find.next())
            return find.value(0).toLongLong();
    }
    QSqlQuery insert(db);
    if (!prepare(insert, QStringLiteral("INSERT INTO players (name, name_key) VALUES (?, ?)"), error))
        return std::nullopt;
    insert.addBindValue(name.trimmed());
    insert.addBindValue(key);
    if (!exec(insert, error))
        return std::nullopt;
    return insert.lastInsertId().toLongLong();
}

std::optional<qint64> GameStore::Private::insertGame(const Record &record, const QString &sourceHash, StoreError *error)
{
    const int players = record.playerCount();
    if (players < 3) {
        setError(error, plainError(tr("A game needs 3 or 4 players.")));
        return std::nullopt;
    }
    for (int s = 0; s < SeatCount; ++s) {
        const QString problem = RecordFormat::seatNameProblem(record.seats, s);
        if (!problem.isEmpty()) {
            //: %1 is the seat number, %2 what is wrong with its name
            setError(error, plainError(tr("Seat %1: %2").arg(s).arg(problem)));
            return std::nullopt;
        }
    }
    if (record.firstDealer < 0 || record.firstDealer >= SeatCount || !record.isPlayer(record.firstDealer)) {
        setError(error, plainError(tr("The first dealer must be one of the players.")));
        return std::nullopt;
    }
    std::array<QVariant, SeatCount> playerIds;
    for (int s = 0; s < SeatCount; ++s) {
        const auto &name = record.seats[at(s)];
        if (!name) {
            playerIds[at(s)] = QVariant(QMetaType::fromType<qint64>());
            continue;
        }
        const std::optional<qint64> id = playerFor(*name, error);
        if (!id)
            return std::nullopt;
        playerIds[at(s)] = *id;
    }
    QSqlQuery insert(db);
    if (!prepare(insert,
                 QStringLiteral("INSERT INTO games (%1, %2, first_dealer, created_utc, updated_utc, finished,"
                                " excluded, extensions, record_sha256, source_sha256)"
                                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                     .arg(seatColumns("player"), seatColumns("name")),
                 error))
        return std::nullopt;
    for (int s = 0; s < SeatCount; ++s)
        insert.addBindValue(playerIds[at(s)]);
    for (int s = 0; s < SeatCount; ++s) {
        const auto &name = record.seats[at(s)];
        insert.addBindValue(name ? QVariant(*name) : QVariant(QMetaType::fromType<QString>()));
    }
    const QString now = nowUtc();
    insert.addBindValue(record.firstDealer);
    insert.addBindValue(now);
    insert.addBindValue(now);
    insert.addBindValue(0);
    insert.addBindValue(0);
    insert.addBindValue(QString());
    insert.addBindValue(QString());
    insert.addBindValue(sourceHash.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(sourceHash));
    if (!exec(insert, error))
        return std::nullopt;
    return insert.lastInsertId().toLongLong();
}

bool GameStore::Private::insertEntries(qint64 game, const std::vector<Entry> &entries, int firstSeq, StoreError *error)
{
    QSqlQuery insert(db);
    if (!prepare(insert,
                 QStringLiteral("INSERT INTO entries (game, seq, kind, round, slot_index, seat, card)"
                                " VALUES (?, ?, ?, ?, ?, ?, ?)"),
                 error))
        return false;
    int seq = firstSeq;
    for (const Entry &entry : entries) {
        insert.bindValue(0, game);
        insert.bindValue(1, seq++);
        insert.bindValue(2, kindName(entry.slot.kind));
        insert.bindValue(3, entry.slot.round);
        insert.bindValue(4, entry.slot.index);
        insert.bindValue(5, entry.slot.seat);
        insert.bindValue(6, entry.card.code());
        if (!exec(insert, error))
            return false;
    }
    return true;
}

std::vector<GameSummary> GameStore::Private::summaries(const QString &where, const std::optional<qint64> &game,
                                                       StoreError *error) const
{
    std::vector<GameSummary> result;
    if (!db.isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return result;
    }
    // One read transaction: the games and their results from the same moment.
    if (!run(QStringLiteral("BEGIN"), error))
        return result;
    const auto finish = [this] {
        run(QStringLiteral("COMMIT"), nullptr);
    };
    std::map<qint64, std::size_t> rows;
    {
        QSqlQuery query(db);
        QString sql =
            QStringLiteral("SELECT id, created_utc, updated_utc, %1, first_dealer, finished, excluded FROM games")
                .arg(seatColumns("name"));
        if (!where.isEmpty())
            sql += QStringLiteral(" WHERE ") + where;
        sql += QStringLiteral(" ORDER BY created_utc DESC, id DESC");
        if (!prepare(query, sql, error)) {
            finish();
            return {};
        }
        if (game)
            query.addBindValue(*game);
        if (!exec(query, error)) {
            finish();
            return {};
        }
        while (query.next()) {
            GameSummary summary;
            summary.id = query.value(0).toLongLong();
            summary.created = QDateTime::fromString(query.value(1).toString(), Qt::ISODateWithMs);
            summary.updated = QDateTime::fromString(query.value(2).toString(), Qt::ISODateWithMs);
            for (int s = 0; s < SeatCount; ++s) {
                const QVariant name = query.value(3 + s);
                if (!name.isNull())
                    summary.seats[at(s)] = name.toString();
            }
            summary.firstDealer = query.value(3 + SeatCount).toInt();
            summary.finished = query.value(4 + SeatCount).toBool();
            summary.excludedFromStatistics = query.value(5 + SeatCount).toBool();
            rows[summary.id] = result.size();
            result.push_back(summary);
        }
        if (query.lastError().isValid()) {
            setError(error, errorFrom(query.lastError()));
            finish();
            return {};
        }
    }
    QSqlQuery totals(db);
    QString sql = QStringLiteral("SELECT game, seat, SUM(score), SUM(complete) FROM round_results");
    if (game)
        sql += QStringLiteral(" WHERE game = ?");
    sql += QStringLiteral(" GROUP BY game, seat");
    if (!prepare(totals, sql, error)) {
        finish();
        return {};
    }
    if (game)
        totals.addBindValue(*game);
    if (!exec(totals, error)) {
        finish();
        return {};
    }
    while (totals.next()) {
        const auto row = rows.find(totals.value(0).toLongLong());
        const int seat = totals.value(1).toInt();
        if (row == rows.end() || seat < 0 || seat >= SeatCount)
            continue;
        GameSummary &summary = result[row->second];
        summary.totals[at(seat)] = totals.value(2).toInt();
        summary.roundsPlayed = std::max(summary.roundsPlayed, totals.value(3).toInt());
    }
    totals.finish();
    finish();
    for (GameSummary &summary : result) {
        int best = std::numeric_limits<int>::min();
        for (int s = 0; s < SeatCount; ++s) {
            if (summary.seats[at(s)])
                best = std::max(best, summary.totals[at(s)]);
        }
        for (int s = 0; s < SeatCount; ++s) {
            if (summary.seats[at(s)] && summary.totals[at(s)] == best)
                summary.winners.push_back(s);
        }
    }
    return result;
}

std::vector<qint64> GameStore::Private::gamesOfPlayer(qint64 player, StoreError *error) const
{
    std::vector<qint64> games;
    QSqlQuery query(db);
    if (!prepare(query,
                 QStringLiteral("SELECT id FROM games WHERE seat0_player = ? OR seat1_player = ?"
                                " OR seat2_player = ? OR seat3_player = ?"),
                 error))
        return games;
    for (int s = 0; s < SeatCount; ++s)
        query.addBindValue(player);
    if (!exec(query, error))
        return games;
    while (query.next())
        games.push_back(query.value(0).toLongLong());
    return games;
}

bool GameStore::Private::backup(const QString &reason, StoreError *error)
{
    const QString dir = backupDirectory(path);
    if (!QDir().mkpath(dir)) {
        setError(error, plainError(tr("Cannot create the backup folder %1.").arg(QDir::toNativeSeparators(dir))));
        return false;
    }
    const QString target = backupName(path, reason);
    // Written under another name first: a backup interrupted half-way must
    // never be taken for a backup.
    const QString part = target + QStringLiteral(".part");
    // Left by a backup that was interrupted (the app killed, the disk full).
    const QDir backupDir(dir);
    for (const QString &stale :
         backupDir.entryList({QFileInfo(path).completeBaseName() + QStringLiteral("-*.sqlite.part")}, QDir::Files))
        QFile::remove(backupDir.filePath(stale));
    QSqlQuery query(db);
    if (!prepare(query, QStringLiteral("VACUUM INTO ?"), error))
        return false;
    query.addBindValue(part);
    if (!exec(query, error)) {
        QFile::remove(part);
        return false;
    }
    if (!QFile::rename(part, target)) {
        QFile::remove(part);
        setError(error, plainError(tr("Cannot write the backup %1.").arg(QDir::toNativeSeparators(target))));
        return false;
    }
    const QStringList all = backups(path);
    for (qsizetype i = BackupsKept; i < all.size(); ++i)
        QFile::remove(all[i]);
    return true;
}

GameStore::GameStore()
    : d(std::make_unique<Private>())
{}

GameStore::~GameStore()
{
    close();
}

QString GameStore::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("tornei.sqlite"));
}

StoreError GameStore::errorFrom(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    switch (ok ? code & 0xff : -1) {
    case 13: // SQLITE_FULL
        return {tr("The disk is full: the change was not saved. Free some space and try again."), code};
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return {tr("The database is being used by another program: the change was not saved. "
                   "Close the other program or wait a moment, then try again."),
                code};
    case 8: // SQLITE_READONLY
        return {tr("The database cannot be written (the file or its folder is read-only): the change was not saved."),
                code};
    case 10: // SQLITE_IOERR
        return {tr("The disk could not be read or written (%1): the change was not saved.").arg(detail), code};
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return {tr("The database file is damaged (%1).").arg(detail), code};
    case 14: // SQLITE_CANTOPEN
        return {tr("The database file cannot be opened (%1).").arg(detail), code};
    default:
        break;
    }
    //: %1 is SQLite's own description of the problem
    return {tr("The database reported an error: %1").arg(detail.isEmpty() ? tr("unknown error") : detail),
            ok ? code : 0};
}

GameStore::OpenResult GameStore::open(const QString &path, StoreError *error)
{
    close();
    const QFileInfo info(path);
    const QString absolute = info.absoluteFilePath();
    const bool existed = info.exists() && info.size() > 0;
    const bool walExisted = QFileInfo::exists(absolute + QStringLiteral("-wal"));
    if (!existed && !QDir().mkpath(info.absolutePath())) {
        setError(error, plainError(tr("Cannot create the folder %1 for the database.")
                                       .arg(QDir::toNativeSeparators(info.absolutePath()))));
        return OpenResult::Failed;
    }
    if (existed) {
        // Inspect before anything can write: a damaged file or one from a
        // newer version must be left exactly as it is.
        QFile file(absolute);
        if (!file.open(QIODevice::ReadOnly)) {
            setError(
                error,
                plainError(
                    tr("Cannot read the database %1: %2").arg(QDir::toNativeSeparators(absolute), file.errorString())));
            return OpenResult::Failed;
        }
        const QByteArray header = file.read(100);
        file.close();
        if (!isSqliteHeader(header)) {
            setError(error, StoreError{tr("The file %1 is not a Tornei database, or it is damaged. It was left as it "
                                          "is: restore a backup or start a new database.")
                                           .arg(QDir::toNativeSeparators(absolute)),
                                       26});
            return OpenResult::Damaged;
        }
        const qint32 version = qFromBigEndian<qint32>(header.constData() + 60);
        if (version > Migrations::Current) {
            setError(error, plainError(tr("The database %1 was made by a newer version of Tornei Companion (database "
                                          "version %2; this version reads up to %3). It was left as it is: update "
                                          "the app to open it.")
                                           .arg(QDir::toNativeSeparators(absolute))
                                           .arg(version)
                                           .arg(Migrations::Current)));
            return OpenResult::NewerVersion;
        }
        if (!walExisted) {
            QSqlDatabase inspect;
            StoreError failure;
            const bool opened = Private::connect(inspect, absolute, d->vfs, true, &failure);
            bool healthy = false;
            if (opened) {
                Private probe;
                probe.db = inspect;
                healthy = probe.quickCheck(&failure);
                probe.db = QSqlDatabase();
            }
            if (opened)
                Private::disconnect(inspect);
            if (!healthy) {
                setError(error,
                         StoreError{tr("The database %1 is damaged (%2). It was left as it is: restore a backup or "
                                       "start a new database.")
                                        .arg(QDir::toNativeSeparators(absolute), failure.message),
                                    failure.sqliteCode ? failure.sqliteCode : 11});
                return OpenResult::Damaged;
            }
        }
    }

    StoreError failure;
    if (!Private::connect(d->db, absolute, d->vfs, false, &failure)) {
        setError(error, failure);
        return OpenResult::Failed;
    }
    d->path = absolute;
    const auto fail = [&](OpenResult result, StoreError e) {
        if (result == OpenResult::Failed && !e.message.contains(QDir::toNativeSeparators(absolute)))
            e.message = tr("Cannot open the database %1: %2").arg(QDir::toNativeSeparators(absolute), e.message);
        setError(error, e);
        close();
        return result;
    };
    // One PRAGMA per exec(); foreign_keys is ignored inside a transaction.
    for (const QString &pragma :
         {QStringLiteral("PRAGMA busy_timeout = %1").arg(d->busyTimeout), QStringLiteral("PRAGMA foreign_keys = ON"),
          QStringLiteral("PRAGMA synchronous = FULL")}) {
        if (!d->run(pragma, &failure))
            return fail(OpenResult::Failed, failure);
    }
    // A file left with a write-ahead log could not be inspected without it.
    if (existed && walExisted && !d->quickCheck(&failure)) {
        return fail(OpenResult::Damaged,
                    StoreError{tr("The database %1 is damaged (%2). Restore a backup or start a new database.")
                                   .arg(QDir::toNativeSeparators(absolute), failure.message),
                               failure.sqliteCode ? failure.sqliteCode : 11});
    }
    int version = Migrations::userVersion(d->db, &failure);
    if (version < 0)
        return fail(OpenResult::Failed, failure);
    if (version > Migrations::Current) {
        return fail(OpenResult::NewerVersion,
                    plainError(tr("The database %1 was made by a newer version of Tornei Companion.")
                                   .arg(QDir::toNativeSeparators(absolute))));
    }
    if (version == 0) {
        QSqlQuery tables(d->db);
        if (!tables.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema")) || !tables.next())
            return fail(OpenResult::Failed, errorFrom(tables.lastError()));
        if (tables.value(0).toInt() > 0) {
            return fail(
                OpenResult::Failed,
                plainError(
                    tr("The file %1 is a database of another program.").arg(QDir::toNativeSeparators(absolute))));
        }
    }
    // Only now, with a file that is ours, the first write: the journal mode.
    {
        QSqlQuery wal(d->db);
        if (!wal.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !wal.next()) {
            StoreError e = errorFrom(wal.lastError());
            return fail(OpenResult::Failed, e);
        }
        if (wal.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
            return fail(OpenResult::Failed,
                        plainError(tr("The database %1 cannot use write-ahead logging (journal mode %2).")
                                       .arg(QDir::toNativeSeparators(absolute), wal.value(0).toString())));
        }
    }
    if (version == 0) {
        const bool created =
            d->transaction(&failure, [&](StoreError *e) { return Migrations::create(d->db, Migrations::Current, e); });
        if (!created)
            return fail(OpenResult::Failed, failure);
        version = Migrations::Current;
    } else if (version < Migrations::Current) {
        if (!d->backup(QStringLiteral("before-v%1").arg(Migrations::Current), &failure)) {
            failure.message = tr("The database needs an update, but no backup could be made first, so it was "
                                 "not changed: %1")
                                  .arg(failure.message);
            return fail(OpenResult::Failed, failure);
        }
        const int from = version;
        const bool upgraded = d->transaction(&failure, [&](StoreError *e) {
            if (!Migrations::upgrade(d->db, from, Migrations::Current, e))
                return false;
            // Derived data is rebuilt from the entries by this version's engine.
            std::vector<qint64> ids;
            {
                QSqlQuery query(d->db);
                if (!query.exec(QStringLiteral("SELECT id FROM games"))) {
                    *e = errorFrom(query.lastError());
                    return false;
                }
                while (query.next())
                    ids.push_back(query.value(0).toLongLong());
            }
            for (qint64 id : ids) {
                const std::optional<Record> record = d->load(id, e);
                if (!record || !d->refresh(id, *record, false, e))
                    return false;
            }
            return true;
        });
        if (!upgraded) {
            failure.message = tr("The database could not be updated to version %1, and was left as it was: %2")
                                  .arg(Migrations::Current)
                                  .arg(failure.message);
            return fail(OpenResult::Failed, failure);
        }
        version = Migrations::Current;
    } else if (existed) {
        const QStringList all = backups(absolute);
        const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1);
        if (all.isEmpty() || QFileInfo(all.first()).lastModified().toUTC() < dayAgo) {
            // A failed daily backup does not stop the table from playing; the
            // next open tries again.
            StoreError ignored;
            d->backup(QStringLiteral("daily"), &ignored);
        }
    }
    d->version = version;
    return OpenResult::Ok;
}

void GameStore::close()
{
    if (d->db.isValid())
        Private::disconnect(d->db);
    d->path.clear();
    d->version = 0;
}

bool GameStore::isOpen() const
{
    return d->db.isValid() && d->db.isOpen();
}

QString GameStore::path() const
{
    return d->path;
}

int GameStore::schemaVersion() const
{
    return d->version;
}

void GameStore::setBusyTimeout(int milliseconds)
{
    d->busyTimeout = milliseconds;
    if (isOpen())
        d->run(QStringLiteral("PRAGMA busy_timeout = %1").arg(milliseconds), nullptr);
}

void GameStore::setVfs(const QString &name)
{
    d->vfs = name;
}

std::optional<qint64> GameStore::createGame(const Record &setup, StoreError *error)
{
    Record record;
    record.seats = setup.seats;
    record.firstDealer = setup.firstDealer;
    record.extensions = setup.extensions;
    std::optional<qint64> id;
    const bool ok = d->transaction(error, [&](StoreError *e) {
        id = d->insertGame(record, QString(), e);
        return id && d->refresh(*id, record, true, e);
    });
    return ok ? id : std::nullopt;
}

bool GameStore::appendEntry(qint64 game, const Entry &entry, StoreError *error)
{
    return d->transaction(error, [&](StoreError *e) {
        std::optional<Record> record = d->load(game, e);
        if (!record)
            return false;
        if (record->cardAt(entry.slot)) {
            *e = plainError(tr("That place already holds a card; correct it instead."));
            return false;
        }
        if (const std::optional<QString> refusal = Replay(*record).refusal(entry.slot, entry.card)) {
            *e = plainError(*refusal);
            return false;
        }
        int seq = 1;
        {
            QSqlQuery last(d->db);
            if (!d->prepare(last, QStringLiteral("SELECT COALESCE(MAX(seq), 0) FROM entries WHERE game = ?"), e))
                return false;
            last.addBindValue(game);
            if (!d->exec(last, e))
                return false;
            if (last.next())
                seq = last.value(0).toInt() + 1;
        }
        if (!d->insertEntries(game, {entry}, seq, e))
            return false;
        record->place(entry.slot, entry.card);
        return d->refresh(game, *record, true, e);
    });
}

bool GameStore::removeLastEntry(qint64 game, StoreError *error)
{
    return d->transaction(error, [&](StoreError *e) {
        std::optional<Record> record = d->load(game, e);
        if (!record)
            return false;
        Slot slot;
        qint64 seq = 0;
        {
            QSqlQuery last(d->db);
            if (!d->prepare(last,
                            QStringLiteral("SELECT seq, kind, round, slot_index, seat FROM entries WHERE game = ?"
                                           " ORDER BY seq DESC LIMIT 1"),
                            e))
                return false;
            last.addBindValue(game);
            if (!d->exec(last, e))
                return false;
            if (!last.next()) {
                *e = plainError(tr("Game %1 has no entry to take back.").arg(game));
                return false;
            }
            seq = last.value(0).toLongLong();
            slot = Slot{kindFromName(last.value(1).toString()).value_or(EntryKind::Joust), last.value(2).toInt(),
                        last.value(3).toInt(), last.value(4).toInt()};
        }
        QSqlQuery remove(d->db);
        if (!d->prepare(remove, QStringLiteral("DELETE FROM entries WHERE game = ? AND seq = ?"), e))
            return false;
        remove.addBindValue(game);
        remove.addBindValue(seq);
        if (!d->exec(remove, e))
            return false;
        record->place(slot, std::nullopt);
        return d->refresh(game, *record, true, e);
    });
}

bool GameStore::replaceCard(qint64 game, const Slot &slot, Card card, StoreError *error)
{
    return replaceCards(game, {Entry{slot, card}}, error);
}

bool GameStore::replaceCards(qint64 game, const std::vector<Entry> &changes, StoreError *error)
{
    return d->transaction(error, [&](StoreError *e) {
        std::optional<Record> record = d->load(game, e);
        if (!record)
            return false;
        for (const Entry &change : changes) {
            if (!record->cardAt(change.slot)) {
                *e = plainError(tr("There is no card there to correct."));
                return false;
            }
            if (const std::optional<QString> refusal = Replay(*record).refusal(change.slot, change.card)) {
                *e = plainError(*refusal);
                return false;
            }
            QSqlQuery update(d->db);
            if (!d->prepare(update,
                            QStringLiteral("UPDATE entries SET card = ? WHERE game = ? AND kind = ? AND round = ?"
                                           " AND slot_index = ? AND seat = ?"),
                            e))
                return false;
            update.addBindValue(change.card.code());
            update.addBindValue(game);
            update.addBindValue(kindName(change.slot.kind));
            update.addBindValue(change.slot.round);
            update.addBindValue(change.slot.index);
            update.addBindValue(change.slot.seat);
            if (!d->exec(update, e))
                return false;
            if (update.numRowsAffected() != 1) {
                *e = plainError(tr("There is no card there to correct."));
                return false;
            }
            record->place(change.slot, change.card);
        }
        return d->refresh(game, *record, true, e);
    });
}

std::optional<Record> GameStore::loadRecord(qint64 game, StoreError *error) const
{
    if (!isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return std::nullopt;
    }
    if (!d->run(QStringLiteral("BEGIN"), error))
        return std::nullopt;
    std::optional<Record> record = d->load(game, error);
    d->run(QStringLiteral("COMMIT"), nullptr);
    return record;
}

std::vector<Entry> GameStore::entries(qint64 game, StoreError *error) const
{
    std::vector<Entry> result;
    if (!isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return result;
    }
    QSqlQuery query(d->db);
    if (!d->prepare(
            query,
            QStringLiteral("SELECT kind, round, slot_index, seat, card FROM entries WHERE game = ? ORDER BY seq"),
            error))
        return result;
    query.addBindValue(game);
    if (!d->exec(query, error))
        return result;
    while (query.next()) {
        const std::optional<EntryKind> kind = kindFromName(query.value(0).toString());
        const std::optional<Card> card = Card::fromCode(query.value(4).toString());
        if (!kind || !card) {
            setError(
                error,
                StoreError{tr("Game %1 holds an entry this version cannot read; the database is damaged.").arg(game),
                           11});
            return {};
        }
        result.push_back(
            Entry{Slot{*kind, query.value(1).toInt(), query.value(2).toInt(), query.value(3).toInt()}, *card});
    }
    return result;
}

std::vector<GameSummary> GameStore::games(StoreError *error) const
{
    return d->summaries(QString(), std::nullopt, error);
}

std::vector<GameSummary> GameStore::unfinishedGames(StoreError *error) const
{
    return d->summaries(QStringLiteral("finished = 0"), std::nullopt, error);
}

std::optional<GameSummary> GameStore::game(qint64 game, StoreError *error) const
{
    StoreError failure;
    const std::vector<GameSummary> found = d->summaries(QStringLiteral("id = ?"), game, &failure);
    if (failure.isError()) {
        setError(error, failure);
        return std::nullopt;
    }
    if (found.empty()) {
        setError(error, plainError(tr("There is no game %1 in this database.").arg(game)));
        return std::nullopt;
    }
    return found.front();
}

bool GameStore::deleteGame(qint64 game, StoreError *error)
{
    return d->transaction(error, [&](StoreError *e) {
        QSqlQuery remove(d->db);
        if (!d->prepare(remove, QStringLiteral("DELETE FROM games WHERE id = ?"), e))
            return false;
        remove.addBindValue(game);
        if (!d->exec(remove, e))
            return false;
        if (remove.numRowsAffected() != 1) {
            *e = plainError(tr("There is no game %1 in this database.").arg(game));
            return false;
        }
        return true;
    });
}

bool GameStore::setExcludedFromStatistics(qint64 game, bool excluded, StoreError *error)
{
    return d->transaction(error, [&](StoreError *e) {
        QSqlQuery update(d->db);
        if (!d->prepare(update, QStringLiteral("UPDATE games SET excluded = ? WHERE id = ?"), e))
            return false;
        update.addBindValue(excluded ? 1 : 0);
        update.addBindValue(game);
        if (!d->exec(update, e))
            return false;
        if (update.numRowsAffected() != 1) {
            *e = plainError(tr("There is no game %1 in this database.").arg(game));
            return false;
        }
        return true;
    });
}

std::vector<PlayerProfile> GameStore::players(StoreError *error) const
{
    std::vector<PlayerProfile> result;
    if (!isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return result;
    }
    QSqlQuery query(d->db);
    if (!query.exec(QStringLiteral("SELECT id, name FROM players ORDER BY name_key, id"))) {
        setError(error, errorFrom(query.lastError()));
        return result;
    }
    while (query.next())
        result.push_back(PlayerProfile{query.value(0).toLongLong(), query.value(1).toString()});
    return result;
}

std::optional<qint64> GameStore::addPlayer(const QString &name, StoreError *error)
{
    if (name.trimmed().isEmpty()) {
        setError(error, plainError(tr("A player's name must not be blank.")));
        return std::nullopt;
    }
    std::optional<qint64> id;
    const bool ok = d->transaction(error, [&](StoreError *e) {
        QSqlQuery find(d->db);
        if (!d->prepare(find, QStringLiteral("SELECT name FROM players WHERE name_key = ?"), e))
            return false;
        find.addBindValue(RecordFormat::normalizedName(name));
        if (!d->exec(find, e))
            return false;
        if (find.next()) {
            *e = plainError(tr("There is already a player named \"%1\".").arg(find.value(0).toString()));
            return false;
        }
        find.finish();
        id = d->playerFor(name, e);
        return id.has_value();
    });
    return ok ? id : std::nullopt;
}

bool GameStore::renamePlayer(qint64 player, const QString &name, StoreError *error)
{
    if (name.trimmed().isEmpty()) {
        setError(error, plainError(tr("A player's name must not be blank.")));
        return false;
    }
    return d->transaction(error, [&](StoreError *e) {
        const QString key = RecordFormat::normalizedName(name);
        {
            QSqlQuery find(d->db);
            if (!d->prepare(find, QStringLiteral("SELECT id, name FROM players WHERE name_key = ? AND id <> ?"), e))
                return false;
            find.addBindValue(key);
            find.addBindValue(player);
            if (!d->exec(find, e))
                return false;
            if (find.next()) {
                *e = plainError(tr("There is already a player named \"%1\"; merge the two players instead.")
                                    .arg(find.value(1).toString()));
                return false;
            }
        }
        QSqlQuery update(d->db);
        if (!d->prepare(update, QStringLiteral("UPDATE players SET name = ?, name_key = ? WHERE id = ?"), e))
            return false;
        update.addBindValue(name.trimmed());
        update.addBindValue(key);
        update.addBindValue(player);
        if (!d->exec(update, e))
            return false;
        if (update.numRowsAffected() != 1) {
            *e = plainError(tr("There is no such player."));
            return false;
        }
        for (int s = 0; s < SeatCount; ++s) {
            QSqlQuery seat(d->db);
            if (!d->prepare(seat, QStringLiteral("UPDATE games SET seat%1_name = ? WHERE seat%1_player = ?").arg(s), e))
                return false;
            seat.addBindValue(name.trimmed());
            seat.addBindValue(player);
            if (!d->exec(seat, e))
                return false;
        }
        for (qint64 game : d->gamesOfPlayer(player, e)) {
            const std::optional<Record> record = d->load(game, e);
            if (!record || !d->refresh(game, *record, false, e))
                return false;
        }
        return !e->isError();
    });
}

bool GameStore::mergePlayers(qint64 from, qint64 into, StoreError *error)
{
    if (from == into) {
        setError(error, plainError(tr("A player cannot be merged into themselves.")));
        return false;
    }
    return d->transaction(error, [&](StoreError *e) {
        QString fromName;
        QString intoName;
        for (auto [id, name] : {std::pair{from, &fromName}, std::pair{into, &intoName}}) {
            QSqlQuery find(d->db);
            if (!d->prepare(find, QStringLiteral("SELECT name FROM players WHERE id = ?"), e))
                return false;
            find.addBindValue(id);
            if (!d->exec(find, e))
                return false;
            if (!find.next()) {
                *e = plainError(tr("There is no such player."));
                return false;
            }
            *name = find.value(0).toString();
        }
        const std::vector<qint64> fromGames = d->gamesOfPlayer(from, e);
        const std::vector<qint64> intoGames = d->gamesOfPlayer(into, e);
        if (e->isError())
            return false;
        for (qint64 game : fromGames) {
            if (std::find(intoGames.begin(), intoGames.end(), game) != intoGames.end()) {
                *e = plainError(tr("%1 and %2 sat at the same table in game %3, so they are different players and "
                                   "cannot be merged.")
                                    .arg(fromName, intoName)
                                    .arg(game));
                return false;
            }
        }
        for (int s = 0; s < SeatCount; ++s) {
            QSqlQuery seat(d->db);
            if (!d->prepare(
                    seat,
                    QStringLiteral("UPDATE games SET seat%1_player = ?, seat%1_name = ? WHERE seat%1_player = ?")
                        .arg(s),
                    e))
                return false;
            seat.addBindValue(into);
            seat.addBindValue(intoName);
            seat.addBindValue(from);
            if (!d->exec(seat, e))
                return false;
        }
        QSqlQuery remove(d->db);
        if (!d->prepare(remove, QStringLiteral("DELETE FROM players WHERE id = ?"), e))
            return false;
        remove.addBindValue(from);
        if (!d->exec(remove, e))
            return false;
        for (qint64 game : fromGames) {
            const std::optional<Record> record = d->load(game, e);
            if (!record || !d->refresh(game, *record, false, e))
                return false;
        }
        return true;
    });
}

Record GameStore::exportable(const Record &record, bool *trimmed)
{
    Record result = record;
    bool cut = false;
    if (result.hasDummy() && !result.rounds.empty()) {
        const Round &last = result.rounds.back();
        if (static_cast<int>(last.dummyLayout.size()) < DummyLayoutSize && last.tricks.empty() &&
            last.dummyPredictions.empty()) {
            result.rounds.pop_back();
            cut = true;
        }
    }
    if (trimmed)
        *trimmed = cut;
    return result;
}

QString GameStore::recordHash(const Record &record)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(RecordFormat::write(exportable(record)), QCryptographicHash::Sha256).toHex());
}

std::optional<qint64> GameStore::findDuplicate(const Record &record, StoreError *error) const
{
    if (!isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return std::nullopt;
    }
    return d->findDuplicate(recordHash(record), error);
}

std::optional<qint64> GameStore::Private::findDuplicate(const QString &hash, StoreError *error) const
{
    QSqlQuery find(db);
    if (!prepare(
            find,
            QStringLiteral("SELECT id FROM games WHERE record_sha256 = ? OR source_sha256 = ? ORDER BY id LIMIT 1"),
            error))
        return std::nullopt;
    find.addBindValue(hash);
    find.addBindValue(hash);
    if (!exec(find, error))
        return std::nullopt;
    if (find.next())
        return find.value(0).toLongLong();
    return std::nullopt;
}

std::optional<qint64> GameStore::importRecord(const Record &record, StoreError *error)
{
    std::optional<qint64> id;
    const bool ok = d->transaction(error, [&](StoreError *e) {
        id = d->importOne(record, e);
        return id.has_value();
    });
    return ok ? id : std::nullopt;
}

bool GameStore::importRecords(const std::vector<Record> &records, std::vector<std::optional<qint64>> *ids,
                              std::vector<StoreError> *refusals, StoreError *error)
{
    std::vector<std::optional<qint64>> newIds(records.size());
    std::vector<StoreError> reasons(records.size());
    const bool ok = d->transaction(error, [&](StoreError *e) {
        for (std::size_t i = 0; i < records.size(); ++i) {
            if (!d->run(QStringLiteral("SAVEPOINT import_one"), e))
                return false;
            newIds[i] = d->importOne(records[i], &reasons[i]);
            if (!newIds[i]) {
                // A refusal; a failure of the database itself ends the batch.
                if (reasons[i].sqliteCode != 0) {
                    *e = reasons[i];
                    return false;
                }
                if (!d->run(QStringLiteral("ROLLBACK TO import_one"), e))
                    return false;
            }
            if (!d->run(QStringLiteral("RELEASE import_one"), e))
                return false;
        }
        return true;
    });
    if (!ok) {
        newIds.assign(records.size(), std::nullopt);
        reasons.assign(records.size(), StoreError{});
    }
    if (ids)
        *ids = std::move(newIds);
    if (refusals)
        *refusals = std::move(reasons);
    return ok;
}

std::optional<qint64> GameStore::Private::importOne(const Record &record, StoreError *e)
{
    std::optional<qint64> id;
    const QString hash = recordHash(record);
    {
        StoreError lookup;
        if (const std::optional<qint64> duplicate = findDuplicate(hash, &lookup)) {
            *e = plainError(tr("This game is already stored (game %1); it was not imported again.").arg(*duplicate));
            return std::nullopt;
        }
        if (lookup.isError()) {
            *e = lookup;
            return std::nullopt;
        }
    }
    id = insertGame(record, hash, e);
    if (!id)
        return std::nullopt;
    const Replay replay(record);
    if (!insertEntries(*id, replay.entries(), 1, e))
        return std::nullopt;
    if (!refresh(*id, record, true, e, hash))
        return std::nullopt;
    // The stored form must give back exactly this record.
    const std::optional<Record> stored = load(*id, e);
    if (!stored)
        return std::nullopt;
    if (!(*stored == record)) {
        *e = plainError(tr("This record cannot be stored without changing it, so it was not imported."));
        return std::nullopt;
    }
    return id;
}

QString GameStore::backupDirectory(const QString &dbPath)
{
    return QFileInfo(dbPath).absoluteDir().filePath(QStringLiteral("backups"));
}

QStringList GameStore::backups(const QString &dbPath)
{
    const QDir dir(backupDirectory(dbPath));
    const QString base = QFileInfo(dbPath).completeBaseName();
    QFileInfoList found = dir.entryInfoList({base + QStringLiteral("-*.sqlite")}, QDir::Files);
    std::sort(found.begin(), found.end(), [](const QFileInfo &a, const QFileInfo &b) {
        const QDateTime ta = a.lastModified();
        const QDateTime tb = b.lastModified();
        return ta != tb ? ta > tb : a.fileName() > b.fileName();
    });
    QStringList result;
    for (const QFileInfo &info : found)
        result << info.absoluteFilePath();
    return result;
}

bool GameStore::backupTo(const QString &dbPath, const QString &dest, StoreError *error)
{
    if (!QFileInfo(dbPath).isFile() || QFileInfo(dbPath).size() == 0) {
        setError(error, plainError(tr("There is no database at %1.").arg(QDir::toNativeSeparators(dbPath))));
        return false;
    }
    if (QFileInfo::exists(dest)) {
        setError(
            error,
            plainError(
                tr("%1 already exists; choose a new file name for the backup.").arg(QDir::toNativeSeparators(dest))));
        return false;
    }
    const QString destDir = QFileInfo(dest).absolutePath();
    if (!QDir().mkpath(destDir)) {
        setError(error, plainError(tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(destDir))));
        return false;
    }
    const QString part = QFileInfo(dest).absoluteFilePath() + QStringLiteral(".part");
    QFile::remove(part);
    Private copy;
    if (!Private::connect(copy.db, QFileInfo(dbPath).absoluteFilePath(), QString(), false, error))
        return false;
    bool ok = copy.run(QStringLiteral("PRAGMA busy_timeout = 5000"), error);
    if (ok) {
        QSqlQuery query(copy.db);
        ok = copy.prepare(query, QStringLiteral("VACUUM INTO ?"), error);
        if (ok) {
            query.addBindValue(part);
            ok = copy.exec(query, error);
        }
    }
    Private::disconnect(copy.db);
    if (ok && !QFile::rename(part, dest)) {
        setError(error, plainError(tr("Cannot write the backup %1.").arg(QDir::toNativeSeparators(dest))));
        ok = false;
    }
    if (!ok)
        QFile::remove(part);
    return ok;
}

bool GameStore::backupNow(StoreError *error)
{
    if (!isOpen()) {
        setError(error, plainError(tr("No database is open.")));
        return false;
    }
    return d->backup(QStringLiteral("manual"), error);
}

bool GameStore::restoreBackup(const QString &backup, const QString &dbPath, StoreError *error, QString *replacedAs)
{
    // The backup must be a healthy database this version can open.
    QFile file(backup);
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, plainError(tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(backup), file.errorString())));
        return false;
    }
    const QByteArray header = file.read(100);
    file.close();
    if (!isSqliteHeader(header)) {
        setError(error, plainError(tr("%1 is not a Tornei database.").arg(QDir::toNativeSeparators(backup))));
        return false;
    }
    if (qFromBigEndian<qint32>(header.constData() + 60) > Migrations::Current) {
        setError(error,
                 plainError(
                     tr("%1 was made by a newer version of Tornei Companion.").arg(QDir::toNativeSeparators(backup))));
        return false;
    }
    {
        Private probe;
        StoreError failure;
        bool healthy = Private::connect(probe.db, QFileInfo(backup).absoluteFilePath(), QString(),
                                        !QFileInfo::exists(backup + QStringLiteral("-wal")), &failure) &&
                       probe.quickCheck(&failure);
        if (probe.db.isValid())
            Private::disconnect(probe.db);
        if (!healthy) {
            setError(error, StoreError{tr("%1 is damaged (%2); it was not restored.")
                                           .arg(QDir::toNativeSeparators(backup), failure.message),
                                       failure.sqliteCode});
            return false;
        }
    }
    const QString target = QFileInfo(dbPath).absoluteFilePath();
    if (!QDir().mkpath(QFileInfo(target).absolutePath())) {
        setError(
            error,
            plainError(
                tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(QFileInfo(target).absolutePath()))));
        return false;
    }
    const QString incoming = target + QStringLiteral(".restoring");
    QFile::remove(incoming);
    if (!QFile::copy(backup, incoming)) {
        QFile::remove(incoming);
        setError(error, plainError(tr("Cannot copy %1 beside the database (is the disk full or read-only?).")
                                       .arg(QDir::toNativeSeparators(backup))));
        return false;
    }
    QString aside;
    if (QFileInfo::exists(target)) {
        aside = target + QStringLiteral(".replaced-") +
                QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        int n = 1;
        while (QFileInfo::exists(aside))
            aside = target + QStringLiteral(".replaced-") +
                    QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")) +
                    QStringLiteral("-%1").arg(++n);
        if (!QFile::rename(target, aside)) {
            QFile::remove(incoming);
            setError(
                error,
                plainError(tr("Cannot move %1 aside; nothing was changed.").arg(QDir::toNativeSeparators(target))));
            return false;
        }
        // The replaced file keeps its write-ahead log under its new name.
        for (const char *suffix : {"-wal", "-shm"}) {
            const QString side = target + QLatin1String(suffix);
            if (QFileInfo::exists(side))
                QFile::rename(side, aside + QLatin1String(suffix));
        }
    }
    if (!QFile::rename(incoming, target)) {
        if (!aside.isEmpty()) {
            QFile::rename(aside, target);
            for (const char *suffix : {"-wal", "-shm"}) {
                if (QFileInfo::exists(aside + QLatin1String(suffix)))
                    QFile::rename(aside + QLatin1String(suffix), target + QLatin1String(suffix));
            }
        }
        QFile::remove(incoming);
        setError(error, plainError(tr("Cannot put the backup in place of %1; nothing was changed.")
                                       .arg(QDir::toNativeSeparators(target))));
        return false;
    }
    if (replacedAs)
        *replacedAs = aside;
    return true;
}

} // namespace tornei
