#include "gamerecords.h"

#include "derivedgame.h"
#include "entrycodes.h"
#include "gamecolumns.h"
#include "gameresults.h"
#include "playerdirectory.h"
#include "playername.h"
#include "recordformat.h"
#include "storeconnection.h"
#include "storedrecords.h"

#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <openssl/evp.h>

namespace tornei {

using namespace storage;

GameRecords::GameRecords(StoreConnection &connection, const StoredRecords &reader, GameResults &results,
                         PlayerDirectory &players)
    : m_connection(connection)
    , m_reader(reader)
    , m_results(results)
    , m_players(players)
{}

bool GameRecords::checkSeats(const Record &record, StoreError *error)
{
    const int players = record.playerCount();
    if (players < 3) {
        setError(error, plainError(tr("A game needs 3 or 4 players.")));
        return false;
    }
    for (int s = 0; s < SeatCount; ++s) {
        const QString problem = RecordFormat::seatNameProblem(record.seats, s);
        if (!problem.isEmpty()) {
            //: %1 is the seat number, %2 what is wrong with its name
            setError(error, plainError(tr("Seat %1: %2").arg(s).arg(problem)));
            return false;
        }
    }
    if (record.firstDealer < 0 || record.firstDealer >= SeatCount || !record.isPlayer(record.firstDealer)) {
        setError(error, plainError(tr("The first dealer must be one of the players.")));
        return false;
    }
    return true;
}

std::optional<qint64> GameRecords::insertGame(const Record &record, const PlayerIds &players,
                                              const DerivedGame &derived, const QString &recordHash,
                                              const QString &sourceHash, StoreError *error)
{
    // Undated games are dated by their creation (started_utc, started_date).
    SqliteStatement *insert = m_connection.native(
        "INSERT INTO games (seat0_player, seat1_player, seat2_player, seat3_player, seat0_name, seat1_name,"
        " seat2_name, seat3_name, first_dealer, created_utc, updated_utc, finished, excluded, extensions,"
        " record_sha256, source_sha256, started_text, started_utc, started_date, started_offset,"
        " player_count, rounds_played, players_key, winner_key, violations, rating_key)"
        " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?23, ?12, ?13, ?14, ?15,"
        " COALESCE(?16, ?10), COALESCE(?17, date(?10, 'localtime')), ?18, ?19, ?20, ?21, ?22, ?24, ?25)",
        error);
    if (!insert)
        return std::nullopt;
    const auto text = [&](int column, const std::optional<QString> &value) {
        if (value)
            insert->bind(column, *value);
        else
            insert->bindNull(column);
    };
    const auto variant = [&](int column, const QVariant &value) {
        if (value.isNull())
            insert->bindNull(column);
        else if (value.typeId() == QMetaType::QString)
            insert->bind(column, value.toString());
        else
            insert->bind(column, value.toLongLong());
    };
    int column = 0;
    for (int s = 0; s < SeatCount; ++s) {
        if (players[at(s)])
            insert->bind(column++, *players[at(s)]);
        else
            insert->bindNull(column++);
    }
    for (int s = 0; s < SeatCount; ++s)
        text(column++, record.seats[at(s)]);
    insert->bind(column++, record.firstDealer);
    insert->bind(column++, nowUtc());
    insert->bind(column++, derived.finished ? 1 : 0);
    insert->bind(column++, derived.shape);
    insert->bind(column++, recordHash);
    // A source that is the record itself is not kept twice (see schema.sql).
    text(column++, sourceHash.isEmpty()       ? std::nullopt
                   : sourceHash == recordHash ? std::optional<QString>(QString(QLatin1String("")))
                                              : std::optional<QString>(sourceHash));
    text(column++, record.started);
    variant(column++, derived.startedUtc);
    variant(column++, derived.startedDate);
    variant(column++, derived.startedOffset);
    insert->bind(column++, record.playerCount());
    insert->bind(column++, derived.roundsPlayed);
    insert->bind(column++, derived.playersKey);
    insert->bind(column++, derived.winnerKey);
    insert->bind(column++, record.excluded ? 1 : 0);
    insert->bind(column++, derived.violations);
    insert->bind(column++, ratingKey(record));
    if (!insert->run(error))
        return std::nullopt;
    const qint64 game = insert->lastInsertRowid();
    if (!m_results.insertResults(game, derived, players, record.excluded, error))
        return std::nullopt;
    m_connection.pending.gamesAdded.push_back(game);
    return game;
}

bool GameRecords::insertEntries(qint64 game, const std::vector<Entry> &entries, int firstSeq, StoreError *error)
{
    SqliteStatement *insert = m_connection.native("INSERT INTO entries (id) VALUES (?)", error);
    if (!insert)
        return false;
    qint64 seq = firstSeq;
    for (const Entry &entry : entries) {
        insert->bind(0, packRow(game, seq++, entry));
        if (!insert->run(error))
            return false;
    }
    return true;
}

namespace {

std::optional<EntryKind> kindFromName(const QString &name)
{
    static const char *const names[] = {"layout", "joust", "prediction", "dummy-prediction"};
    for (int kind = 0; kind < 4; ++kind) {
        if (name == QLatin1String(names[kind]))
            return static_cast<EntryKind>(kind);
    }
    return std::nullopt;
}

} // namespace

bool GameRecords::convertOldEntries(StoreError *error)
{
    {
        QSqlQuery insert(m_connection.db);
        if (!m_connection.prepare(insert, QStringLiteral("INSERT INTO entries (id) VALUES (?)"), error))
            return false;
        QSqlQuery old(m_connection.db);
        old.setForwardOnly(true);
        if (!m_connection.prepare(old,
                                  QStringLiteral("SELECT game, seq, kind, round, slot_index, seat, card FROM entries_v2"
                                                 " ORDER BY game, seq"),
                                  error) ||
            !m_connection.exec(old, error))
            return false;
        while (old.next()) {
            const std::optional<EntryKind> kind = kindFromName(old.value(2).toString());
            const std::optional<Card> card = Card::fromCode(old.value(6).toString());
            const int round = old.value(3).toInt();
            const int index = old.value(4).toInt();
            const int seat = old.value(5).toInt();
            if (!kind || !card || round < 0 || round >= SeatCount || index < 0 || index >= TricksPerRound || seat < 0 ||
                seat >= SeatCount) {
                setError(error, StoreError{tr("Game %1 holds an entry this version cannot read; the database is "
                                              "damaged.")
                                               .arg(old.value(0).toLongLong()),
                                           11});
                return false;
            }
            insert.bindValue(0, packRow(old.value(0).toLongLong(), old.value(1).toLongLong(),
                                        Entry{Slot{*kind, round, index, seat}, *card}));
            if (!m_connection.exec(insert, error))
                return false;
        }
        if (old.lastError().isValid()) {
            setError(error, StoreError::fromSql(old.lastError()));
            return false;
        }
    }
    return m_connection.run(QStringLiteral("DROP TABLE entries_v2"), error);
}

GameRecords::Seats GameRecords::normalizedSeats(Seats seats)
{
    for (auto &name : seats) {
        if (name)
            *name = PlayerName::normalized(*name);
    }
    return seats;
}

std::optional<qint64> GameRecords::create(const Record &setup, StoreError *error,
                                          const std::function<bool(qint64, StoreError *)> &alsoWrite)
{
    Record record;
    record.seats = normalizedSeats(setup.seats);
    record.firstDealer = setup.firstDealer;
    record.extensions = setup.extensions;
    // A game is dated when it is set up.
    record.started = setup.started ? setup.started : RecordFormat::startedNow();
    std::optional<qint64> id;
    const bool ok = m_connection.transaction(error, [&](StoreError *e) {
        if (!checkSeats(record, e))
            return false;
        const std::optional<PlayerIds> players = m_players.seatPlayers(record, e);
        if (!players)
            return false;
        const Replay replay(record);
        id = insertGame(record, *players, derive(record, replay, seatsWithPlayers(record)), hash(record), QString(), e);
        return id.has_value() && (!alsoWrite || alsoWrite(*id, e));
    });
    return ok ? id : std::nullopt;
}

bool GameRecords::applyEdit(qint64 game, const EntryEdit &edit, StoreError *error)
{
    return m_connection.transaction(error, [&](StoreError *e) {
        std::optional<Record> record = m_reader.load(game, e);
        if (!record)
            return false;
        if (!edit.removeLast.empty()) {
            QSqlQuery last(m_connection.db);
            if (!m_connection.prepare(
                    last,
                    QStringLiteral("SELECT (id >> %1) & %2, id & %3 FROM entries WHERE id BETWEEN ? AND ?"
                                   " ORDER BY id DESC LIMIT ?")
                        .arg(SeqShift)
                        .arg(SeqMask)
                        .arg(EntryMask),
                    e))
                return false;
            last.addBindValue(firstRow(game));
            last.addBindValue(lastRow(game));
            last.addBindValue(static_cast<qint64>(edit.removeLast.size()));
            if (!m_connection.exec(last, e))
                return false;
            std::vector<Entry> newest;
            qint64 oldestSeq = 0;
            while (last.next()) {
                const std::optional<Entry> entry = unpackEntry(last.value(1).toLongLong());
                if (!entry)
                    break;
                oldestSeq = last.value(0).toLongLong();
                newest.push_back(*entry);
            }
            last.finish();
            if (!std::equal(newest.rbegin(), newest.rend(), edit.removeLast.begin(), edit.removeLast.end())) {
                *e = plainError(tr("The cards to take back are no longer the last ones entered."));
                return false;
            }
            QSqlQuery remove(m_connection.db);
            if (!m_connection.prepare(remove, QStringLiteral("DELETE FROM entries WHERE id BETWEEN ? AND ?"), e))
                return false;
            remove.addBindValue(firstRow(game) | (oldestSeq << SeqShift));
            remove.addBindValue(lastRow(game));
            if (!m_connection.exec(remove, e))
                return false;
            for (auto entry = edit.removeLast.rbegin(); entry != edit.removeLast.rend(); ++entry)
                record->place(entry->slot, std::nullopt);
        }
        for (const Entry &change : edit.replace) {
            if (!record->cardAt(change.slot)) {
                *e = plainError(tr("There is no card there to correct."));
                return false;
            }
            QSqlQuery update(m_connection.db);
            if (!m_connection.prepare(update,
                                      QStringLiteral("UPDATE entries SET id = (id & ~%1) | ? WHERE id BETWEEN ? AND ?"
                                                     " AND (id & %1) >> %2 = ?")
                                          .arg(EntryMask)
                                          .arg(CardBits),
                                      e))
                return false;
            update.addBindValue(packEntry(change));
            update.addBindValue(firstRow(game));
            update.addBindValue(lastRow(game));
            update.addBindValue(packSlot(change.slot));
            if (!m_connection.exec(update, e))
                return false;
            if (update.numRowsAffected() != 1) {
                *e = plainError(tr("There is no card there to correct."));
                return false;
            }
            record->place(change.slot, change.card);
        }
        if (!edit.replace.empty()) {
            const Replay replaced(*record);
            for (const Entry &change : edit.replace) {
                if (const std::optional<QString> refusal = replaced.refusal(change.slot, change.card)) {
                    *e = plainError(*refusal);
                    return false;
                }
            }
        }
        if (!edit.append.empty()) {
            int seq = 1;
            {
                QSqlQuery last(m_connection.db);
                if (!m_connection.prepare(last,
                                          QStringLiteral("SELECT (COALESCE(MAX(id), 0) >> %1) & %2 FROM entries"
                                                         " WHERE id BETWEEN ? AND ?")
                                              .arg(SeqShift)
                                              .arg(SeqMask),
                                          e))
                    return false;
                last.addBindValue(firstRow(game));
                last.addBindValue(lastRow(game));
                if (!m_connection.exec(last, e))
                    return false;
                if (last.next())
                    seq = last.value(0).toInt() + 1;
            }
            for (const Entry &entry : edit.append) {
                if (record->cardAt(entry.slot)) {
                    *e = plainError(tr("That place already holds a card; correct it instead."));
                    return false;
                }
                if (const std::optional<QString> refusal = Replay(*record).refusal(entry.slot, entry.card)) {
                    *e = plainError(*refusal);
                    return false;
                }
                record->place(entry.slot, entry.card);
            }
            if (!insertEntries(game, edit.append, seq, e))
                return false;
        }
        m_connection.pending.gamesChanged.push_back(game);
        return m_results.refresh(game, *record, true, e);
    });
}

std::optional<Record> GameRecords::load(qint64 game, StoreError *error) const
{
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return std::nullopt;
    }
    if (!m_connection.run(QStringLiteral("BEGIN"), error))
        return std::nullopt;
    std::optional<Record> record = m_reader.load(game, error);
    m_connection.run(QStringLiteral("COMMIT"), nullptr);
    return record;
}

std::optional<GameRecords::Unchecked> GameRecords::read(const std::vector<qint64> &games, StoreError *error) const
{
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return std::nullopt;
    }
    if (!m_connection.run(QStringLiteral("BEGIN"), error))
        return std::nullopt;
    Unchecked read;
    read.reserve(games.size());
    for (qint64 game : games) {
        std::optional<StoredRecords::Stored> stored = m_reader.read(game, error);
        if (!stored) {
            m_connection.run(QStringLiteral("COMMIT"), nullptr);
            return std::nullopt;
        }
        read.push_back(std::move(*stored));
    }
    m_connection.run(QStringLiteral("COMMIT"), nullptr);
    return read;
}

std::optional<std::vector<Record>> GameRecords::check(Unchecked read, StoreError *error)
{
    std::vector<Record> records;
    records.reserve(read.size());
    for (StoredRecords::Stored &stored : read) {
        StoredRecords::Checked checked;
        std::optional<Record> record = StoredRecords::finish(std::move(stored), error, &checked);
        if (!record)
            return std::nullopt;
        records.push_back(std::move(*record));
    }
    return records;
}

std::vector<Entry> GameRecords::entries(qint64 game, StoreError *error) const
{
    if (!m_connection.isOpen()) {
        setError(error, StoreError::noDatabase());
        return {};
    }
    return m_reader.loadEntries(game, error).value_or(std::vector<Entry>{});
}

Record GameRecords::exportable(const Record &record, bool *trimmed)
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

QString GameRecords::identity(const Record &record, const QString &sourceHash, QString recordHash)
{
    if (recordHash.isEmpty())
        recordHash = hash(record);
    // A file imported with its date has the record's own hash as its source's.
    if (!sourceHash.isEmpty() && sourceHash != recordHash && record.started) {
        Record undated = record;
        undated.started.reset();
        if (hash(undated) == sourceHash)
            return sourceHash;
    }
    return recordHash;
}

QString GameRecords::hash(const Record &record)
{
    return sha256(canonical(record));
}

QString GameRecords::ratingKey(const Record &record)
{
    // The hashes of the record without its players' names and with their match keys in their
    // place, each text made from the record's own written once (what writing each would give).
    RecordFormat::SeatNameSpans names;
    const QByteArray text = canonical(record, &names);
    QByteArray unnamed;
    QByteArray keyed;
    unnamed.reserve(text.size());
    keyed.reserve(text.size() + 64);
    qsizetype from = 0;
    for (int s = 0; s < SeatCount; ++s) {
        if (const auto &name = names[at(s)]) {
            const QByteArrayView before(text.constData() + from, name->first - from);
            unnamed.append(before).append("\"\"");
            keyed.append(before);
            JsonValue::writeString(keyed, PlayerName::matchKey(*record.seats[at(s)]));
            from = name->second;
        }
    }
    const QByteArrayView rest(text.constData() + from, text.size() - from);
    unnamed.append(rest);
    keyed.append(rest);
    return sha256(unnamed).left(32) + sha256(keyed).left(16);
}

QString GameRecords::sha256(const QByteArray &bytes)
{
    // OpenSSL's SHA-256 uses the CPU's SHA instructions, which Qt 6.4's does
    // not: every read of a game checks one, so an export of every game hashes
    // them all.
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (!EVP_Digest(bytes.constData(), static_cast<std::size_t>(bytes.size()), digest, &length, EVP_sha256(), nullptr))
        qFatal("SHA-256 is not available");
    return QString::fromLatin1(
        QByteArray::fromRawData(reinterpret_cast<const char *>(digest), static_cast<qsizetype>(length)).toHex());
}

QByteArray GameRecords::canonical(const Record &record, RecordFormat::SeatNameSpans *names)
{
    // Leaving a game out of the statistics does not make it another game.
    Record identity = exportable(record);
    identity.excluded = false;
    return RecordFormat::write(identity, nullptr, names);
}

} // namespace tornei
