#include "clubservice.h"

#include "clubconnection.h"
#include "clubgames.h"
#include "clublistener.h"
#include "clubratings.h"
#include "clubresults.h"
#include "everycore.h"
#include "gamerecords.h"
#include "importplan.h"
#include "json.h"
#include "playername.h"
#include "recordformat.h"
#include "storeerror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

#include <algorithm>
#include <future>
#include <map>
#include <set>
#include <vector>

namespace tornei {

namespace {

// The lock derive_games takes (tornei_club.lock_inbox): taken first, so that a
// second service waits for this one's batch rather than taking the rows after
// it and writing a game's revision before the game.
const QString LockInbox = QStringLiteral("SELECT tornei_club.lock_inbox()");
// How often a running service looks at the inbox without being woken.
constexpr int PollMilliseconds = 5000;
// How long the inbox stays empty before the ratings are brought up to date.
constexpr int QuietMilliseconds = 100;
// At most this much of records goes into a batch, as sent and as written for the server, and is
// read ahead for the next (a batch of 200 games is about 1.2 MB): records near the reader's limit
// (4 MiB each) wait for their turn instead, and no batch nears the server's limit of a message.
constexpr qint64 BatchBytes = 16 * 1024 * 1024;

const char *outcomeText(ClubReceipt::Outcome outcome)
{
    switch (outcome) {
    case ClubReceipt::Outcome::Added:
        return "added";
    case ClubReceipt::Outcome::Revised:
        return "revised";
    case ClubReceipt::Outcome::Unchanged:
        return "unchanged";
    case ClubReceipt::Outcome::SameGame:
        return "same-game";
    case ClubReceipt::Outcome::Disputed:
        return "disputed";
    }
    return "unchanged";
}

// A waiting submission, as the inbox holds it.
struct Submission
{
    qint64 ticket = 0;
    QString game;
    int base = 0;
    QString previous;
    QByteArray record;
    QString claimedSha;
    QByteArray claimedResults;
    std::array<QString, SeatCount> players;
    QString reason;
    QString by;
    QString stamp; // when it came, as a record's date, for a record without one
};

// What the service made of one: the game to write, or why not.
struct Derived
{
    QString rejection;
    int base = 0;
    QByteArray record; // canonical
    QString sha;       // its identity
    QString own;       // the record's own checksum
    QString undated;   // that of the record without its date
    std::array<QString, SeatCount> keys; // the match key of each seat's name sent with a club player
    QByteArray summary; // ClubResults::summary()
    QByteArray seats;   // ClubResults::seatRows()
};

// What the service makes of a submission without the database: the record read and checked as a local
// import reads it, made canonical, its identity and the results the rules give.
Derived deriveOne(const Submission &s)
{
    Derived d;
    d.base = s.base;
    RecordError readError;
    const std::optional<Record> read = RecordFormat::read(s.record, &readError);
    if (!read) {
        d.rejection = readError.toString();
        return d;
    }
    // Its canonical text as sent, with its date and without, written once (GameRecords::canonical).
    Record identity = GameRecords::exportable(*read);
    identity.excluded = false;
    QByteArray undatedText;
    const QByteArray canonicalText = RecordFormat::write(identity, &undatedText);
    const QString readHash = GameRecords::sha256(canonicalText);
    // Read as a local import reads it: what the app would refuse, the club refuses.
    const storage::PreparedImport prepared = GameRecords::prepareImport(*read, s.stamp, readHash);
    if (!prepared.plan) {
        d.rejection = prepared.refusal.message;
        return d;
    }
    // As sent, its names as the store keeps them; a record without a date keeps none (an import
    // would date it now: then the same record sent twice would be two revisions).
    Record record = prepared.plan->record;
    if (!read->started)
        record.started.reset();
    // Its identity: the record's own checksum, or (a file imported without a date, then
    // dated) that of the record without its date, which every laptop that imported it gives.
    // (Its canonical text is the one it is kept as, unless it is left out of the statistics.)
    if (record == *read) {
        d.record = record.excluded ? RecordFormat::write(GameRecords::exportable(record)) : canonicalText;
        d.own = readHash;
        d.undated = record.started ? GameRecords::sha256(undatedText) : d.own;
    } else {
        // Its names made NFC: written again.
        d.record = RecordFormat::write(GameRecords::exportable(record));
        d.own = GameRecords::sha256(record.excluded ? GameRecords::canonical(record) : d.record);
        Record undated = record;
        undated.started.reset();
        d.undated = record.started ? GameRecords::hash(undated) : d.own;
    }
    if (!s.claimedSha.isEmpty() && s.claimedSha != d.own && s.claimedSha != d.undated) {
        //: %1 is the checksum a laptop sent, %2 the record's own
        d.rejection = ClubService::tr("The checksum sent with it (%1) is not the record's (%2).").arg(s.claimedSha, d.own);
        return d;
    }
    d.sha = s.claimedSha.isEmpty() ? d.own : s.claimedSha;
    std::set<QString> seen;
    for (int seat = 0; seat < SeatCount; ++seat) {
        const QString &player = s.players[at(seat)];
        if (player.isEmpty())
            continue;
        if (!record.isPlayer(seat)) {
            d.rejection = ClubService::tr("It names a club player at the dummy's seat.");
            return d;
        }
        if (!seen.insert(player).second) {
            d.rejection = ClubService::tr("It names one club player at two seats.");
            return d;
        }
        d.keys[at(seat)] = PlayerName::matchKey(*record.seats[at(seat)]);
    }
    // From the import's own replay, unless it dated the record (then without the date, as kept).
    std::optional<storage::DerivedGame> undatedRows;
    if (!read->started)
        undatedRows = ClubResults::derive(record);
    const storage::DerivedGame &derived = undatedRows ? *undatedRows : prepared.plan->derived;
    d.summary = ClubResults::summary(record, derived);
    d.seats = ClubResults::seatRows(record, derived, s.players, s.game);
    if (!s.claimedResults.isEmpty() && QJsonDocument::fromJson(s.claimedResults) !=
                                           QJsonDocument::fromJson(ClubResults::json(record, derived, s.players)))
        d.rejection = ClubService::tr("The figures sent with it are not what its cards give.");
    return d;
}

// The server refused what it was given (its data, a constraint, a check of ours), rather than
// failing (a lost connection, a deadlock, a grant missing): the same submission fails again.
bool refusedByServer(const StoreError &error)
{
    const QString &state = error.serverState;
    return state.startsWith(QLatin1String("22")) || state.startsWith(QLatin1String("23")) ||
           state == QLatin1String("P0001") || state == QLatin1String("55000");
}

// Whether each seat's name (its match key, `keys`) is one of the names its club player may go by
// (`names`: a JSON array, per seat, of those names).
bool goesBy(const QByteArray &names, const std::vector<QString> &keys)
{
    const QJsonArray seats = QJsonDocument::fromJson(names).array();
    if (static_cast<std::size_t>(seats.size()) != keys.size())
        return false;
    for (std::size_t k = 0; k < keys.size(); ++k) {
        const QJsonArray known = seats[static_cast<qsizetype>(k)].toArray();
        if (std::none_of(known.begin(), known.end(),
                         [&](const QJsonValue &name) { return PlayerName::matchKey(name.toString()) == keys[k]; }))
            return false;
    }
    return true;
}

bool queryFailed(StoreError *error, const QSqlQuery &query)
{
    if (error)
        *error = ClubConnection::serverError(query.lastError());
    return false;
}

// A statement reading submissions: "SELECT" their columns (the record aside), then `rest`.
QByteArray selectSubmissions(const char *rest)
{
    return QByteArray("SELECT id, game, base, coalesce(previous, ''), coalesce(claimed_sha256, ''),"
                      " coalesce(claimed_results::text, ''), array_to_string(players, ',', ''),"
                      " coalesce(reason, ''), submitted_by,"
                      " to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')") +
           rest;
}

// A row of those columns (as the server's text), followed by its record when `withRecord`.
Submission readSubmission(const std::vector<QByteArray> &row, bool withRecord)
{
    Submission s;
    s.ticket = row[0].toLongLong();
    s.game = QString::fromLatin1(row[1]);
    s.base = row[2].toInt();
    s.previous = QString::fromUtf8(row[3]);
    s.claimedSha = QString::fromUtf8(row[4]);
    s.claimedResults = row[5];
    const QList<QByteArray> players = row[6].split(',');
    for (int seat = 0; seat < SeatCount && seat < players.size(); ++seat)
        s.players[at(seat)] = QString::fromLatin1(players[seat]);
    s.reason = QString::fromUtf8(row[7]);
    s.by = QString::fromUtf8(row[8]);
    s.stamp = QString::fromLatin1(row[9]);
    if (withRecord)
        s.record = row[10];
    return s;
}

} // namespace

// The submissions after a batch, read in its transaction and replayed on a thread of their own
// while the server writes the batch, so that the server and the replay share the cores rather than
// taking turns. What a submission sent and what the service makes of it never change, so the next
// batch takes them by ticket, for the rows that still wait.
struct ClubService::ReadAhead
{
    std::map<qint64, Derived> derived;
    std::future<void> replayed; // waited for on destruction too, before `derived` goes

    std::map<qint64, Derived> take()
    {
        replayed.get();
        return std::move(derived);
    }
};

ClubService::ClubService(QSqlDatabase &db, QSqlDatabase *readAhead)
    : m_db(db)
    , m_readAhead(readAhead)
{}

ClubService::~ClubService() = default;

std::optional<int> ClubService::drain(StoreError *error)
{
    int handled = 0;
    int limit = BatchSize;
    for (;;) {
        m_refused = 0;
        StoreError failure;
        const std::optional<int> done = handleWaiting(limit, &failure);
        if (!done) {
            if (m_refused != 0) {
                if (!reject(failure, error))
                    return std::nullopt;
                ++handled;
                limit = BatchSize;
                continue;
            }
            if (limit > 1 && refusedByServer(failure)) {
                limit = 1;
                continue;
            }
            if (error)
                *error = failure;
            return std::nullopt;
        }
        if (*done == 0)
            break;
        handled += *done;
    }
    if (handled == 0 && !ClubRatings(m_db).catchUp(error))
        return std::nullopt;
    return handled;
}

std::optional<int> ClubService::handleWaiting(int limit, StoreError *error)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    const auto fail = [&]() -> std::optional<int> {
        queryFailed(error, query);
        ClubConnection::rollback(m_db);
        return std::nullopt;
    };
    // A statement through ClubConnection::execute (its rows as the server's bytes) that failed.
    const auto failed = [&]() -> std::optional<int> {
        ClubConnection::rollback(m_db);
        return std::nullopt;
    };
    if (!query.exec(QStringLiteral("BEGIN")) ||
        !query.exec(LockInbox))
        return fail();
    const auto taken = ClubConnection::execute(
        m_db,
        selectSubmissions(", octet_length(record) FROM tornei_club.inbox WHERE state = 'waiting' ORDER BY id LIMIT $1"
                          " FOR UPDATE SKIP LOCKED")
            .constData(),
        {QByteArray::number(limit)}, error);
    if (!taken)
        return failed();
    std::vector<Submission> waiting;
    qint64 sent = 0;
    for (const std::vector<QByteArray> &row : *taken) {
        sent += row[10].toLongLong();
        if (!waiting.empty() && sent > BatchBytes)
            break; // locked and left waiting: the next batch takes them
        waiting.push_back(readSubmission(row, false));
    }
    // A game's second submission waits for the next batch, which sees what its first became.
    std::set<QString> seenGames;
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        if (!seenGames.insert(waiting[i].game).second) {
            waiting.resize(i);
            break;
        }
    }
    if (waiting.empty()) {
        ClubConnection::rollback(m_db);
        return 0;
    }

    // Each submission read and replayed: ahead, during the batch before, or now, on every core
    // (the database waits until all are read).
    std::vector<Derived> derived(waiting.size());
    std::vector<std::size_t> unread;
    std::map<qint64, Derived> ahead = m_ahead ? m_ahead->take() : std::map<qint64, Derived>();
    m_ahead.reset();
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        if (const auto found = ahead.find(waiting[i].ticket); found != ahead.end()) {
            derived[i] = std::move(found->second);
            ahead.erase(found);
        } else {
            unread.push_back(i);
        }
    }
    if (!unread.empty()) {
        QByteArray tickets = "{";
        for (std::size_t i : unread)
            tickets += QByteArray::number(waiting[i].ticket) + ',';
        tickets.back() = '}';
        const auto rows = ClubConnection::execute(
            m_db, "SELECT id, record FROM tornei_club.inbox WHERE id = ANY ($1::bigint[])", {tickets}, error);
        if (!rows)
            return failed();
        std::map<qint64, QByteArray> records;
        for (const std::vector<QByteArray> &row : *rows)
            records.emplace(row[0].toLongLong(), row[1]);
        for (std::size_t i : unread)
            waiting[i].record = records[waiting[i].ticket];
        onEveryCore(unread.size(), [&](std::size_t k) { derived[unread[k]] = deriveOne(waiting[unread[k]]); });
    }

    // A record sent twice (under its own checksum and under the one without its date) waits for
    // the next batch, which finds the game the first became; so do the records past BatchBytes,
    // as written (a record can be written out larger than it was sent).
    std::set<QString> identities;
    qint64 batchBytes = 0;
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        if (!derived[i].rejection.isEmpty())
            continue;
        batchBytes += derived[i].record.size() + derived[i].seats.size() + derived[i].summary.size();
        if (identities.count(derived[i].own) || identities.count(derived[i].undated) || (i > 0 && batchBytes > BatchBytes)) {
            for (std::size_t k = i; k < waiting.size(); ++k)
                ahead.emplace(waiting[k].ticket, std::move(derived[k]));
            waiting.resize(i);
            derived.resize(i);
            break;
        }
        identities.insert(derived[i].own);
        identities.insert(derived[i].undated);
    }

    // The next batch, read now and replayed while the server writes this one: on the read-ahead
    // connection, by a thread of its own; else here, in this transaction. What was read and not
    // taken (a game's later submissions, which wait for the next batch) is kept for it rather than
    // read and replayed again: many submissions of one game then cost a batch each, not a read-ahead.
    std::erase_if(ahead, [last = waiting.back().ticket](const auto &kept) { return kept.first <= last; });
    QByteArray known = "{";
    for (const auto &kept : ahead)
        known += QByteArray::number(kept.first) + ',';
    if (known.size() > 1)
        known.chop(1);
    known += '}';
    // The next rows are picked by id and size alone, then read: the rows themselves put in order
    // (while the inbox fills faster than the planner's figures of it follow) took every waiting
    // record through a sort spilled to disk, for each batch.
    const QByteArray following =
        selectSubmissions(", record FROM tornei_club.inbox JOIN (SELECT n.id, sum(n.size) OVER (ORDER BY n.id)"
                          " FROM (SELECT w.id, octet_length(w.record) AS size FROM tornei_club.inbox w"
                          " WHERE w.state = 'waiting' AND w.id > $1 ORDER BY w.id LIMIT $2) n) a(ahead, upto)"
                          " ON ahead = id WHERE upto <= $3 AND id <> ALL ($4::bigint[]) ORDER BY id");
    const std::vector<QByteArray> after = {QByteArray::number(waiting.back().ticket), QByteArray::number(limit),
                                           QByteArray::number(BatchBytes), known};
    const auto replay = [](ReadAhead *into, const std::vector<std::vector<QByteArray>> &rows) {
        for (const std::vector<QByteArray> &row : rows) {
            const Submission s = readSubmission(row, true);
            into->derived.emplace(s.ticket, deriveOne(s));
        }
    };
    if (pg_conn *own = m_readAhead ? ClubConnection::handle(*m_readAhead) : nullptr) {
        // Nothing more read ahead when that fails: the next batch reads its records itself.
        m_ahead = std::make_unique<ReadAhead>();
        m_ahead->derived = std::move(ahead);
        m_ahead->replayed = std::async(std::launch::async, [into = m_ahead.get(), own, following, after, replay] {
            if (const auto rows = ClubConnection::execute(own, following.constData(), after, nullptr))
                replay(into, *rows);
        });
    } else {
        auto read = ClubConnection::execute(m_db, following.constData(), after, error);
        if (!read)
            return failed();
        if (!read->empty() || !ahead.empty()) {
            m_ahead = std::make_unique<ReadAhead>();
            m_ahead->derived = std::move(ahead);
            m_ahead->replayed = std::async(read->empty() ? std::launch::deferred : std::launch::async,
                                           [into = m_ahead.get(), rows = std::move(*read), replay] { replay(into, rows); });
        }
    }

    std::vector<JsonValue> lookups;
    std::vector<std::vector<QString>> seatKeys(waiting.size()); // of the seats sent with a club player
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        if (!derived[i].rejection.isEmpty())
            continue;
        std::vector<JsonValue> named;
        for (int seat = 0; seat < SeatCount; ++seat) {
            const QString &player = waiting[i].players[at(seat)];
            if (!player.isEmpty()) {
                const QString &key = derived[i].keys[at(seat)];
                named.push_back(JsonValue::object(
                    {{QStringLiteral("p"), JsonValue::string(player)}, {QStringLiteral("k"), JsonValue::string(key)}}));
                seatKeys[i].push_back(key);
            }
        }
        lookups.push_back(JsonValue::object({
            {QStringLiteral("n"), JsonValue::integer(static_cast<qint64>(i))},
            {QStringLiteral("game"), JsonValue::string(waiting[i].game)},
            {QStringLiteral("own"), JsonValue::string(derived[i].own)},
            {QStringLiteral("undated"), JsonValue::string(derived[i].undated)},
            {QStringLiteral("previous"), JsonValue::string(waiting[i].previous)},
            {QStringLiteral("by"), JsonValue::string(waiting[i].by)},
            {QStringLiteral("players"), JsonValue::array(std::move(named))},
        }));
    }

    // What the club has that they depend on, in one query: the seats' players, the names each may
    // go by (any they or a player merged with them had, or one their sender asked to rename them to
    // that no other player has), the game's event, the game already there under the other
    // checksum (a counted one first, then the game itself; else a voided one, as a void stands),
    // another game with this record when this one is at the club already under neither checksum
    // (a voided one too: a revision does not bring a void back), the revision a submission it
    // follows became (its sender's own: another's would put this one over theirs unseen), and
    // how many people its players are (two ids of a player merged into another are one person).
    // The names are looked up once for each
    // player, key and sender of the batch (a night's batch seats the same few players again and
    // again) and compared here, by their match keys: a key a laptop gave the club is not taken on
    // trust.
    if (!lookups.empty()) {
        const auto found = ClubConnection::execute(
            m_db,
            "WITH s AS MATERIALIZED (SELECT * FROM jsonb_to_recordset($1::jsonb) AS s(n integer, game uuid,"
            "   own text, undated text, previous text, by name, players jsonb)),"
            " seats AS MATERIALIZED (SELECT s.n, x.i, x.p, x.k, s.by FROM s,"
            "   ROWS FROM (jsonb_to_recordset(s.players) AS (p uuid, k text)) WITH ORDINALITY AS x(p, k, i)),"
            " named AS MATERIALIZED (SELECT x.p, x.k, x.by, tornei_club.player_root(x.p) AS root,"
            "   EXISTS (SELECT 1 FROM tornei_club.players p WHERE p.id = x.p) AS known, (WITH RECURSIVE tree (id) AS"
            "     (SELECT tornei_club.player_root(x.p) UNION"
            "     SELECT p.id FROM tornei_club.players p JOIN tree t ON p.merged_into = t.id)"
            "   SELECT coalesce(json_agg(DISTINCT c.name), '[]') FROM (SELECT n.name FROM tree t"
            "     JOIN tornei_club.player_names n ON n.player = t.id UNION SELECT r.name FROM tree t"
            "     JOIN tornei_club.player_requests r ON r.player = t.id WHERE r.requested_by = x.by"
            "     AND r.name IS NOT NULL AND NOT EXISTS (SELECT 1 FROM tornei_club.players o"
            "       WHERE o.merged_into IS NULL AND o.name_key = x.k AND o.id NOT IN (SELECT u.id FROM tree u))) c)"
            "   AS names FROM (SELECT DISTINCT p, k, by FROM seats) x),"
            " per AS (SELECT t.n, count(DISTINCT t.p) FILTER (WHERE m.known) AS known, count(DISTINCT m.root) AS people,"
            "   json_agg(m.names ORDER BY t.i) AS names FROM seats t"
            "   JOIN named m ON m.p = t.p AND m.k = t.k AND m.by = t.by"
            "   GROUP BY t.n)"
            " SELECT s.n, coalesce(per.known, 0), jsonb_array_length(s.players), per.names,"
            " (SELECT x.event FROM tornei_club.event_games x JOIN tornei_club.events e ON e.id = x.event"
            "   WHERE x.game = s.game AND e.closed),"
            " (SELECT g.record_sha256 FROM tornei_club.games g WHERE g.record_sha256 IN (s.own, s.undated)"
            "   ORDER BY g.voided, g.id = s.game DESC, g.number LIMIT 1),"
            " (SELECT g.number FROM tornei_club.games g WHERE g.record_sha256 IN (s.own, s.undated)"
            "   AND g.id <> s.game AND EXISTS (SELECT 1 FROM tornei_club.games a WHERE a.id = s.game)"
            "   AND NOT EXISTS (SELECT 1 FROM tornei_club.games a WHERE a.id = s.game"
            "     AND a.record_sha256 IN (s.own, s.undated) AND NOT a.voided) ORDER BY g.number LIMIT 1),"
            " (SELECT i.result_revision FROM tornei_club.inbox i WHERE i.game = s.game"
            "   AND i.sent_sha256 = s.previous AND i.submitted_by = s.by AND i.state = 'done'"
            "   AND i.outcome IN ('added', 'revised', 'unchanged') ORDER BY i.id DESC LIMIT 1),"
            " coalesce(per.people, 0)"
            " FROM s LEFT JOIN per ON per.n = s.n ORDER BY s.n",
            {JsonValue::array(std::move(lookups)).serialize(-1)}, error);
        if (!found)
            return failed();
        for (const std::vector<QByteArray> &row : *found) {
            Derived &d = derived[static_cast<std::size_t>(row[0].toInt())];
            if (row[1].toInt() != row[2].toInt()) {
                d.rejection = tr("A seat names a player the club does not have.");
            } else if (row[8].toInt() != row[2].toInt()) {
                d.rejection = tr("It names one club player at two seats.");
            } else if (!goesBy(row[3], seatKeys[static_cast<std::size_t>(row[0].toInt())])) {
                d.rejection = tr("A seat's name is not the name of the club player sent for it.");
            } else if (!row[4].isNull()) {
                //: %1 is the event's number
                d.rejection = tr("Its game belongs to event %1, which is closed: a director reopens it first.")
                                  .arg(row[4].toLongLong());
            } else if (!row[6].isNull()) {
                //: %1 is a game's number at the club
                d.rejection = tr("Its record is that of game #%1, another game of the club.").arg(row[6].toLongLong());
            } else {
                if (!row[5].isNull())
                    d.sha = QString::fromLatin1(row[5]);
                if (!row[7].isNull())
                    d.base = std::max(d.base, row[7].toInt());
            }
        }
    }

    // Written in one statement, in the order they came, each as its sender's.
    std::vector<ClubReceipt> receipts(waiting.size());
    std::vector<std::size_t> written;
    std::vector<QByteArray> records;
    QByteArray batch = "[";
    QByteArray seats = "{";
    std::vector<JsonValue::Member> submitters;
    std::vector<JsonValue::Member> reasons;
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        const Derived &d = derived[i];
        if (!d.rejection.isEmpty())
            continue;
        written.push_back(i);
        if (batch.size() > 1)
            batch += ',';
        batch += "{\"id\":";
        JsonValue::writeString(batch, waiting[i].game);
        batch += ",\"base\":" + QByteArray::number(d.base) + ",\"sha\":";
        JsonValue::writeString(batch, d.sha);
        batch += ",\"by\":";
        JsonValue::writeString(batch, waiting[i].by);
        batch += ",\"summary\":" + d.summary + '}';
        records.push_back(d.record);
        if (!d.seats.isEmpty()) {
            if (seats.size() > 1)
                seats += ',';
            seats += d.seats;
        }
        submitters.push_back({waiting[i].game, JsonValue::string(waiting[i].by)});
        if (!waiting[i].reason.isEmpty())
            reasons.push_back({waiting[i].game, JsonValue::string(waiting[i].reason)});
    }
    batch += ']';
    seats += '}';
    if (!written.empty()) {
        // Who sent each, for an event's audit (caller_role) and the reasons a director gave.
        if (!ClubConnection::execute(m_db,
                                     "SELECT set_config('tornei_club.submitters', $1, true),"
                                     " set_config('tornei_club.reasons', $2, true)",
                                     {JsonValue::object(std::move(submitters)).serialize(-1),
                                      JsonValue::object(std::move(reasons)).serialize(-1)},
                                     error))
            return failed();
        StoreError refusal;
        const std::optional<std::vector<ClubReceipt>> done = ClubGames(m_db).derive(batch, records, seats, &refusal);
        if (!done) {
            ClubConnection::rollback(m_db);
            if (written.size() == 1 && refusedByServer(refusal))
                m_refused = waiting[written.front()].ticket;
            if (error)
                *error = refusal;
            return std::nullopt;
        }
        for (std::size_t k = 0; k < written.size(); ++k)
            receipts[written[k]] = (*done)[k];
    }

    std::vector<JsonValue> answers;
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        const bool rejected = !derived[i].rejection.isEmpty();
        answers.push_back(JsonValue::object({
            {QStringLiteral("id"), JsonValue::integer(waiting[i].ticket)},
            {QStringLiteral("state"), JsonValue::string(rejected ? QStringLiteral("rejected") : QStringLiteral("done"))},
            {QStringLiteral("outcome"),
             rejected ? JsonValue() : JsonValue::string(QLatin1String(outcomeText(receipts[i].outcome)))},
            {QStringLiteral("game"), rejected ? JsonValue() : JsonValue::string(receipts[i].game)},
            {QStringLiteral("revision"), rejected ? JsonValue() : JsonValue::integer(receipts[i].revision)},
            {QStringLiteral("rejection"), rejected ? JsonValue::string(derived[i].rejection) : JsonValue()},
        }));
    }
    if (!ClubConnection::execute(m_db,
                                 "UPDATE tornei_club.inbox i SET state = a.state, outcome = a.outcome,"
                                 " result_game = a.game, result_revision = a.revision, rejection = a.rejection,"
                                 " handled_at = now()"
                                 " FROM jsonb_to_recordset($1::jsonb) AS a(id bigint, state text, outcome text,"
                                 " game uuid, revision integer, rejection text) WHERE i.id = a.id",
                                 {JsonValue::array(std::move(answers)).serialize(-1)}, error))
        return failed();
    // Every laptop syncs: the senders learn what became of what they sent.
    if (!query.exec(QStringLiteral("SELECT pg_notify('tornei_club', '')")) || !query.exec(QStringLiteral("COMMIT")))
        return fail();
    return static_cast<int>(waiting.size());
}

bool ClubService::reject(const StoreError &refusal, StoreError *error)
{
    QSqlQuery query(m_db);
    //: %1 is the club server's own words (PostgreSQL's)
    const QString reason = tr("The club server refused to write it: %1")
                               .arg(refusal.detail.isEmpty() ? refusal.message : refusal.detail);
    // Under the lock a batch takes, and only while it waits: another service may have taken it.
    if (!query.exec(QStringLiteral("BEGIN")) ||
        !query.exec(LockInbox)) {
        queryFailed(error, query);
        ClubConnection::rollback(m_db);
        return false;
    }
    if (!ClubConnection::execute(m_db,
                                 "UPDATE tornei_club.inbox SET state = 'rejected', rejection = $2, handled_at = now()"
                                 " WHERE id = $1 AND state = 'waiting'",
                                 {QByteArray::number(m_refused), reason.toUtf8()}, error)) {
        ClubConnection::rollback(m_db);
        return false;
    }
    if (!query.exec(QStringLiteral("SELECT pg_notify('tornei_club', '')")) || !query.exec(QStringLiteral("COMMIT"))) {
        queryFailed(error, query);
        ClubConnection::rollback(m_db);
        return false;
    }
    return true;
}

ClubServiceRunner::ClubServiceRunner(const QString &server, QObject *parent)
    : QObject(parent)
    , m_server(server)
{}

ClubServiceRunner::~ClubServiceRunner() = default;

bool ClubServiceRunner::connect(StoreError *error)
{
    // This may run in a slot of the old listener's own signal: it goes once that has returned.
    if (m_listener) {
        m_listener->disconnect(this);
        m_listener->setParent(this);
        m_listener.release()->deleteLater();
    }
    m_connection = std::make_unique<ClubConnection>();
    if (!m_connection->open(m_server, error)) {
        m_connection.reset();
        return false;
    }
    m_readAhead = std::make_unique<ClubConnection>();
    if (!m_readAhead->open(m_server))
        m_readAhead.reset();
    QSqlQuery query(m_connection->db());
    if (!query.exec(QStringLiteral("SELECT pg_has_role(session_user, 'tornei_service', 'MEMBER')")) ||
        !query.next()) {
        queryFailed(error, query);
        m_connection.reset();
        return false;
    }
    if (!query.value(0).toBool()) {
        if (error) {
            *error = StoreError{
                ClubService::tr("%1 is not the club's service: its login must be a member of tornei_service.")
                    .arg(ClubConnection::describe(m_server))};
        }
        m_connection.reset();
        return false;
    }
    query.finish();
    m_listener = std::make_unique<ClubListener>("tornei_club_inbox", nullptr);
    QObject::connect(m_listener.get(), &ClubListener::changed, this, &ClubServiceRunner::work);
    QObject::connect(m_listener.get(), &ClubListener::lost, this, [this] { m_connection.reset(); });
    m_listener->listen(m_server, m_connection->backendPid());
    return true;
}

bool ClubServiceRunner::start(StoreError *error)
{
    if (!connect(error))
        return false;
    m_timer = new QTimer(this);
    m_timer->setInterval(PollMilliseconds);
    QObject::connect(m_timer, &QTimer::timeout, this, &ClubServiceRunner::work);
    m_timer->start();
    QTimer::singleShot(0, this, &ClubServiceRunner::work);
    return true;
}

void ClubServiceRunner::work()
{
    StoreError error;
    if (!m_connection && !connect(&error)) {
        emit failed(error.message);
        return;
    }
    const std::optional<int> count =
        ClubService(m_connection->db(), m_readAhead ? &m_readAhead->db() : nullptr).drain(&error);
    if (!count) {
        emit failed(error.message);
        // Whatever went wrong, the next try starts on a new connection.
        m_connection.reset();
        return;
    }
    if (*count > 0) {
        emit handled(*count);
        // Again in a moment: the ratings once nothing more comes.
        QTimer::singleShot(QuietMilliseconds, this, &ClubServiceRunner::work);
    }
}

} // namespace tornei
