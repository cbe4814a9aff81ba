#include "gamestore_p.h"
#include "json.h"
#include "jsonparser.h"

#include <QCryptographicHash>
#include <QSqlError>
#include <algorithm>

namespace tornei {

using namespace storage;

namespace storage {

// The shape of a record that its cards alone do not give: the x- keys at
// every level, how many rounds and tricks there are (a round or trick may be
// present before its first card) and whether a round carries the
// dummyPredictions key. Kept beside the entries so import and export are
// lossless.
namespace {

// Whether the record is exactly what its cards alone give back (no x- keys,
// no round or trick before its first card): then no shape is stored.
bool shapeFollowsFromCards(const Record &record)
{
    Record plain;
    plain.seats = record.seats;
    plain.firstDealer = record.firstDealer;
    for (int r = 0; r < static_cast<int>(record.rounds.size()); ++r) {
        const Round &round = record.rounds[at(r)];
        for (int i = 0; i < static_cast<int>(round.dummyLayout.size()); ++i)
            plain.place(Slot{EntryKind::DummyLayout, r, i, 0}, round.dummyLayout[at(i)]);
        for (int t = 0; t < static_cast<int>(round.tricks.size()); ++t) {
            for (int seat = 0; seat < SeatCount; ++seat) {
                if (const CardSlot &card = round.tricks[at(t)].jousts[at(seat)])
                    plain.place(Slot{EntryKind::Joust, r, t, seat}, *card);
                if (const CardSlot &card = round.tricks[at(t)].predictions[at(seat)])
                    plain.place(Slot{EntryKind::Prediction, r, t, seat}, *card);
            }
        }
        for (int i = 0; i < static_cast<int>(round.dummyPredictions.size()); ++i)
            plain.place(Slot{EntryKind::DummyPrediction, r, i, 0}, round.dummyPredictions[at(i)]);
    }
    return plain == record;
}

} // namespace

QString shapeJson(const Record &record)
{
    if (shapeFollowsFromCards(record))
        return QString();
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

} // namespace storage

std::optional<Record> GameStore::Private::load(qint64 game, StoreError *error, Verify verify) const
{
    Record record;
    QString shape;
    QString storedHash;
    {
        QSqlQuery *query = cached(
            QStringLiteral("SELECT %1, first_dealer, extensions, started_text, record_sha256, excluded FROM games "
                           "WHERE id = ?")
                .arg(seatColumns("name")),
            error);
        if (!query)
            return std::nullopt;
        const auto done = qScopeGuard([query] { query->finish(); });
        query->bindValue(0, game);
        if (!exec(*query, error))
            return std::nullopt;
        if (!query->next()) {
            setError(error, plainError(tr("There is no game %1 in this database.").arg(game)));
            return std::nullopt;
        }
        for (int s = 0; s < SeatCount; ++s) {
            const QVariant name = query->value(s);
            if (!name.isNull())
                record.seats[at(s)] = name.toString();
        }
        record.firstDealer = query->value(SeatCount).toInt();
        shape = query->value(SeatCount + 1).toString();
        if (!query->value(SeatCount + 2).isNull())
            record.started = query->value(SeatCount + 2).toString();
        storedHash = query->value(SeatCount + 3).toString();
        record.excluded = query->value(SeatCount + 4).toBool();
    }
    const std::optional<std::vector<Entry>> entries = loadEntries(game, error);
    if (!entries)
        return std::nullopt;
    for (const Entry &entry : *entries)
        record.place(entry.slot, entry.card);
    if (!applyShape(record, shape)) {
        setError(error,
                 StoreError{tr("Game %1 holds data this version cannot read; the database is damaged.").arg(game), 11});
        return std::nullopt;
    }
    // A game is the SHA-256 of its canonical record, stored with every change:
    // what is read back must be that record, or something was lost.
    if (verify == Verify::Identity && recordHash(record) != storedHash) {
        //: %1 is a game's number
        setError(error, StoreError{tr("Game %1 is not what was stored (its cards or players differ from the "
                                      "record's checksum): the database is damaged.")
                                       .arg(game),
                                   11, tr("game %1 differs from its checksum").arg(game)});
        return std::nullopt;
    }
    return record;
}

bool GameStore::Private::verifyGames(const std::vector<qint64> &games, StoreError *error) const
{
    for (qint64 game : games) {
        if (!load(game, error))
            return false;
    }
    return true;
}

std::optional<std::vector<Entry>> GameStore::Private::loadEntries(qint64 game, StoreError *error) const
{
    // Every card read goes through here (review, continue, export, the
    // whole check): SQLite's own interface, one integer a row.
    SqliteStatement *query = native("SELECT id FROM entries WHERE id BETWEEN ? AND ? ORDER BY id", error);
    if (!query)
        return std::nullopt;
    query->bind(0, firstRow(game));
    query->bind(1, lastRow(game));
    std::vector<Entry> entries;
    bool unreadable = false;
    const bool ok = query->forEachInteger(
        [&](qint64 row) {
            const std::optional<Entry> entry = unpackEntry(row & EntryMask);
            if (!entry) {
                unreadable = true;
                return false;
            }
            entries.push_back(*entry);
            return true;
        },
        error);
    if (unreadable) {
        setError(error,
                 StoreError{tr("Game %1 holds an entry this version cannot read; the database is damaged.").arg(game),
                            11, tr("game %1 holds an unreadable card").arg(game)});
        return std::nullopt;
    }
    if (!ok)
        return std::nullopt;
    return entries;
}

bool GameStore::Private::checkSeats(const Record &record, StoreError *error)
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

std::optional<PlayerIds> GameStore::Private::seatPlayers(const Record &record, StoreError *error)
{
    PlayerIds ids;
    for (int s = 0; s < SeatCount; ++s) {
        const auto &name = record.seats[at(s)];
        if (!name)
            continue;
        ids[at(s)] = playerFor(*name, error);
        if (!ids[at(s)])
            return std::nullopt;
    }
    return ids;
}

std::optional<qint64> GameStore::Private::insertGame(const Record &record, const PlayerIds &players,
                                                     const DerivedGame &derived, const QString &recordHash,
                                                     const QString &sourceHash, StoreError *error)
{
    // Undated games are dated by their creation (started_utc, started_date).
    SqliteStatement *insert =
        native("INSERT INTO games (seat0_player, seat1_player, seat2_player, seat3_player, seat0_name, seat1_name,"
               " seat2_name, seat3_name, first_dealer, created_utc, updated_utc, finished, excluded, extensions,"
               " record_sha256, source_sha256, started_text, started_utc, started_date, started_offset,"
               " player_count, rounds_played, players_key, winner_key)"
               " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?23, ?12, ?13, ?14, ?15,"
               " COALESCE(?16, ?10), COALESCE(?17, date(?10, 'localtime')), ?18, ?19, ?20, ?21, ?22)",
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
    text(column++, sourceHash.isEmpty() ? std::nullopt : std::optional<QString>(sourceHash));
    text(column++, record.started);
    variant(column++, derived.startedUtc);
    variant(column++, derived.startedDate);
    variant(column++, derived.startedOffset);
    insert->bind(column++, record.playerCount());
    insert->bind(column++, derived.roundsPlayed);
    insert->bind(column++, derived.playersKey);
    insert->bind(column++, derived.winnerKey);
    insert->bind(column++, record.excluded ? 1 : 0);
    if (!insert->run(error))
        return std::nullopt;
    const qint64 game = insert->lastInsertRowid();
    if (!insertResults(game, derived, players, record.excluded, error))
        return std::nullopt;
    pending.gamesAdded.push_back(game);
    return game;
}

bool GameStore::Private::insertEntries(qint64 game, const std::vector<Entry> &entries, int firstSeq, StoreError *error)
{
    SqliteStatement *insert = native("INSERT INTO entries (id) VALUES (?)", error);
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

bool GameStore::Private::convertOldEntries(StoreError *error)
{
    {
        QSqlQuery insert(db);
        if (!prepare(insert, QStringLiteral("INSERT INTO entries (id) VALUES (?)"), error))
            return false;
        QSqlQuery old(db);
        old.setForwardOnly(true);
        if (!prepare(old,
                     QStringLiteral("SELECT game, seq, kind, round, slot_index, seat, card FROM entries_v2"
                                    " ORDER BY game, seq"),
                     error) ||
            !exec(old, error))
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
            if (!exec(insert, error))
                return false;
        }
        if (old.lastError().isValid()) {
            setError(error, StoreError::fromSql(old.lastError()));
            return false;
        }
    }
    return run(QStringLiteral("DROP TABLE entries_v2"), error);
}

namespace {

std::array<std::optional<QString>, SeatCount> withNormalizedNames(std::array<std::optional<QString>, SeatCount> seats)
{
    for (auto &name : seats) {
        if (name)
            *name = PlayerName::normalized(*name);
    }
    return seats;
}

} // namespace

std::optional<qint64> GameStore::createGame(const Record &setup, StoreError *error)
{
    Record record;
    record.seats = withNormalizedNames(setup.seats);
    record.firstDealer = setup.firstDealer;
    record.extensions = setup.extensions;
    // A game is dated when it is set up.
    record.started = setup.started ? setup.started : RecordFormat::startedNow();
    std::optional<qint64> id;
    const bool ok = d->transaction(error, [&](StoreError *e) {
        if (!Private::checkSeats(record, e))
            return false;
        const std::optional<PlayerIds> players = d->seatPlayers(record, e);
        if (!players)
            return false;
        const Replay replay(record);
        id = d->insertGame(record, *players, derive(record, replay, seatsWithPlayers(record)), recordHash(record),
                           QString(), e);
        return id.has_value();
    });
    return ok ? id : std::nullopt;
}

bool GameStore::applyEdit(qint64 game, const EntryEdit &edit, StoreError *error)
{
    return d->transaction(error, [&](StoreError *e) {
        std::optional<Record> record = d->load(game, e);
        if (!record)
            return false;
        if (!edit.removeLast.empty()) {
            QSqlQuery last(d->db);
            if (!d->prepare(
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
            if (!d->exec(last, e))
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
            QSqlQuery remove(d->db);
            if (!d->prepare(remove, QStringLiteral("DELETE FROM entries WHERE id BETWEEN ? AND ?"), e))
                return false;
            remove.addBindValue(firstRow(game) | (oldestSeq << SeqShift));
            remove.addBindValue(lastRow(game));
            if (!d->exec(remove, e))
                return false;
            for (auto entry = edit.removeLast.rbegin(); entry != edit.removeLast.rend(); ++entry)
                record->place(entry->slot, std::nullopt);
        }
        for (const Entry &change : edit.replace) {
            if (!record->cardAt(change.slot)) {
                *e = plainError(tr("There is no card there to correct."));
                return false;
            }
            QSqlQuery update(d->db);
            if (!d->prepare(update,
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
            if (!d->exec(update, e))
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
                QSqlQuery last(d->db);
                if (!d->prepare(last,
                                QStringLiteral("SELECT (COALESCE(MAX(id), 0) >> %1) & %2 FROM entries"
                                               " WHERE id BETWEEN ? AND ?")
                                    .arg(SeqShift)
                                    .arg(SeqMask),
                                e))
                    return false;
                last.addBindValue(firstRow(game));
                last.addBindValue(lastRow(game));
                if (!d->exec(last, e))
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
            if (!d->insertEntries(game, edit.append, seq, e))
                return false;
        }
        d->pending.gamesChanged.push_back(game);
        return d->refresh(game, *record, true, e);
    });
}

std::optional<Record> GameStore::loadRecord(qint64 game, StoreError *error) const
{
    if (!isOpen()) {
        setError(error, StoreError::noDatabase());
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
    if (!isOpen()) {
        setError(error, StoreError::noDatabase());
        return {};
    }
    return d->loadEntries(game, error).value_or(std::vector<Entry>{});
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
    // Leaving a game out of the statistics does not make it another game.
    Record identity = exportable(record);
    identity.excluded = false;
    return QString::fromLatin1(
        QCryptographicHash::hash(RecordFormat::write(identity), QCryptographicHash::Sha256).toHex());
}

std::optional<qint64> GameStore::findDuplicate(const Record &record, StoreError *error) const
{
    if (!isOpen()) {
        setError(error, StoreError::noDatabase());
        return std::nullopt;
    }
    Record normalized = record;
    normalized.seats = withNormalizedNames(record.seats);
    const std::optional<qint64> found = d->findDuplicate(recordHash(normalized), error);
    if (found || normalized == record)
        return found;
    return d->findDuplicate(recordHash(record), error);
}

std::optional<qint64> GameStore::Private::findDuplicate(const QString &hash, StoreError *error) const
{
    SqliteStatement *find =
        native("SELECT id FROM games WHERE record_sha256 = ?1 OR source_sha256 = ?1 ORDER BY id LIMIT 1", error);
    if (!find)
        return std::nullopt;
    find->bind(0, hash);
    std::optional<qint64> id;
    if (!find->fetchInteger(&id, error))
        return std::nullopt;
    return id;
}

std::optional<qint64> GameStore::importRecord(const Record &record, StoreError *error)
{
    std::optional<qint64> id;
    const bool ok = d->transaction(error, [&](StoreError *e) {
        const std::optional<ImportPlan> plan = d->planImport(record, e);
        id = plan ? d->writeImport(*plan, e) : std::nullopt;
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
            // A refused record has written nothing (planImport only reads),
            // so no savepoint is needed to take it back; a failure of the
            // database itself ends the batch, and the transaction keeps nothing.
            const std::optional<ImportPlan> plan = d->planImport(records[i], &reasons[i]);
            if (!plan) {
                if (reasons[i].sqliteCode != 0) {
                    *e = reasons[i];
                    return false;
                }
                continue;
            }
            newIds[i] = d->writeImport(*plan, e);
            if (!newIds[i])
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

namespace {

// Whether what the store keeps of a record (seats, first dealer and date as
// text, the entries packed in the order of entry, the shape) rebuilds exactly
// that record, the way load() reads it back.
bool storedFormGivesBack(const Record &record, const std::vector<Entry> &entries, const QString &shape)
{
    if (static_cast<qint64>(entries.size()) >= SeqMask)
        return false;
    Record stored;
    // Names are checked to be plain text (no lone surrogates), so they come
    // back from SQLite unchanged; the date is text as written.
    stored.seats = record.seats;
    stored.firstDealer = record.firstDealer;
    if (record.started)
        stored.started = QString::fromUtf8(record.started->toUtf8());
    stored.excluded = record.excluded;
    for (const Entry &entry : entries) {
        const std::optional<Entry> unpacked = unpackEntry(packEntry(entry));
        if (!unpacked || !stored.place(unpacked->slot, unpacked->card))
            return false;
    }
    return applyShape(stored, shape) && stored == record;
}

} // namespace

std::optional<ImportPlan> GameStore::Private::planImport(const Record &record, StoreError *e) const
{
    ImportPlan plan;
    // Names are stored in NFC. The file's own hash is of its record with
    // them so: the same game written with decomposed names is found again.
    plan.record = record;
    plan.record.seats = withNormalizedNames(record.seats);
    plan.sourceHash = recordHash(plan.record);
    const QString givenHash = plan.record == record ? plan.sourceHash : recordHash(record);
    for (const QString &hash : {plan.sourceHash, givenHash}) {
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
    // A record without a date is dated by its import; the file's own hash
    // (source_sha256) still finds it again.
    if (!plan.record.started)
        plan.record.started = RecordFormat::startedNow();
    if (!checkSeats(plan.record, e))
        return std::nullopt;
    plan.recordHash = record.started ? plan.sourceHash : recordHash(plan.record);
    // One replay gives the entries, the derived rows and the game's columns.
    const Replay replay(plan.record);
    plan.entries = replay.entries();
    plan.derived = derive(plan.record, replay, seatsWithPlayers(plan.record));
    // The stored form must give back exactly this record. Checked here, on
    // the values about to be written, rather than by reading the game back:
    // SQLite gives back integers and text as they were bound, and the one
    // thing the database itself could add (stray rows in the game's range of
    // entry rowids) is counted after the write.
    if (!storedFormGivesBack(plan.record, plan.entries, plan.derived.shape)) {
        *e = plainError(tr("This record cannot be stored without changing it, so it was not imported."));
        return std::nullopt;
    }
    return plan;
}

std::optional<qint64> GameStore::Private::writeImport(const ImportPlan &plan, StoreError *e)
{
    const std::optional<PlayerIds> players = seatPlayers(plan.record, e);
    if (!players)
        return std::nullopt;
    const std::optional<qint64> id = insertGame(plan.record, *players, plan.derived, plan.recordHash, plan.sourceHash, e);
    if (!id || !insertEntries(*id, plan.entries, 1, e))
        return std::nullopt;
    SqliteStatement *count = native("SELECT count(*) FROM entries WHERE id BETWEEN ? AND ?", e);
    if (!count)
        return std::nullopt;
    count->bind(0, firstRow(*id));
    count->bind(1, lastRow(*id));
    std::optional<qint64> rows;
    if (!count->fetchInteger(&rows, e))
        return std::nullopt;
    if (rows != static_cast<qint64>(plan.entries.size())) {
        // Rows in the range of a game just made: left by no game of ours.
        *e = StoreError{tr("The cards of a new game overlap cards already stored; the database is damaged."), 11};
        return std::nullopt;
    }
    return id;
}

} // namespace tornei
