#include "gameresults.h"

#include "gamecolumns.h"
#include "gamerecords.h"
#include "playername.h"
#include "recordformat.h"
#include "recordshape.h"
#include "storeconnection.h"
#include "storedrecords.h"

#include <QScopeGuard>
#include <QSqlError>
#include <algorithm>

namespace tornei {

using namespace storage;

namespace {

// What the history sorts and searches seat names by: their match keys, in
// seat order, joined by a separator no name search can match across.
QString namesKey(const std::vector<QString> &names)
{
    QStringList folded;
    for (const QString &name : names)
        folded << PlayerName::matchKey(name);
    return folded.join(QChar(0x1f));
}

} // namespace

namespace storage {

DerivedGame derive(const Record &record, const Replay &replay, const SeatFlags &saved)
{
    DerivedGame derived;
    // Per seat, summed over complete rounds: score, predictions made and
    // correct per rank, and how many rounds each number of tricks was won.
    std::array<DerivedGame::SeatRow, SeatCount> sums{};
    for (int r = 0; r < static_cast<int>(replay.rounds().size()); ++r) {
        const RoundResult &result = replay.round(r);
        derived.roundsPlayed += result.complete ? 1 : 0;
        // Predictions made, per seat and rank, over complete tricks, and
        // the same by the rank got.
        std::array<SeatArray, SeatCount> made{};
        for (std::size_t t = 0; t < result.tricks.size(); ++t) {
            const TrickResult &ranked = result.tricks[t];
            if (!ranked.complete)
                continue;
            const Trick &trick = record.rounds[at(r)].tricks[t];
            for (int s = 0; s < SeatCount; ++s) {
                if (!record.isPlayer(s) || !trick.predictions[at(s)])
                    continue;
                const int predicted = trick.predictions[at(s)]->predictedRank();
                ++made[at(s)][at(predicted - 1)];
                RankMatrix &matrix = ranked.leader == s ? sums[at(s)].matrix.leading : sums[at(s)].matrix.following;
                ++matrix[at(predicted - 1)][at(ranked.rank[at(s)] - 1)];
            }
        }
        for (int s = 0; s < SeatCount; ++s) {
            DerivedGame::RoundRow row;
            row.round = r;
            row.seat = s;
            row.complete = result.complete;
            row.score = result.scores[at(s)];
            row.tricksWon = result.tricksWon[at(s)];
            row.correct = result.correctByRank[at(s)];
            row.zeroTrickBonus = result.zeroTrickBonus[at(s)];
            row.made = made[at(s)];
            derived.rounds.push_back(row);
            DerivedGame::SeatRow &sum = sums[at(s)];
            for (int rank = 0; rank < 4; ++rank) {
                sum.made[at(rank)] += row.made[at(rank)];
                sum.correct[at(rank)] += row.correct[at(rank)];
            }
            if (result.complete) {
                ++sum.completeRounds;
                sum.roundScore += row.score;
                ++sum.roundsWon[at(std::clamp(row.tricksWon, 0, TricksPerRound))];
            }
        }
    }
    const std::vector<int> winners = replay.winners();
    derived.finished = replay.isComplete();
    std::vector<QString> names;
    for (int s = 0; s < SeatCount; ++s) {
        if (!record.isPlayer(s) || !saved[at(s)])
            continue;
        names.push_back(record.seatName(s));
        DerivedGame::SeatRow row = sums[at(s)];
        row.seat = s;
        row.total = replay.totals()[at(s)];
        row.winner = std::find(winners.begin(), winners.end(), s) != winners.end();
        row.sharedWin = row.winner && winners.size() > 1;
        derived.seats.push_back(row);
    }
    derived.playersKey = namesKey(names);
    derived.winnerKey = winners.empty() ? QString() : namesKey({record.seatName(winners.front())});
    derived.shape = shapeJson(record);
    derived.violations = static_cast<int>(replay.violations().size());
    // When it was played: the record's date (else the creation's, filled in by the caller's SQL).
    if (record.started) {
        if (const std::optional<QDateTime> started = RecordFormat::parseStarted(*record.started)) {
            derived.startedUtc = started->toUTC().toString(Qt::ISODateWithMs);
            derived.startedDate = started->date().toString(Qt::ISODate);
            derived.startedOffset = started->offsetFromUtc();
        }
    }
    return derived;
}

} // namespace storage

GameResults::GameResults(StoreConnection &connection, const StoredRecords &reader)
    : m_connection(connection)
    , m_reader(reader)
{}

bool GameResults::insertResults(qint64 game, const DerivedGame &derived, const PlayerIds &players, bool excluded,
                                StoreError *error)
{
    const auto bindPlayer = [&](SqliteStatement &statement, int column, int seat) {
        if (const std::optional<qint64> &player = players[at(seat)])
            statement.bind(column, *player);
        else
            statement.bindNull(column);
    };
    if (!derived.rounds.empty()) {
        SqliteStatement *insert = m_connection.native(
            "INSERT INTO round_results (game, round, seat, complete, score, tricks_won, correct_rank1,"
            " correct_rank2, correct_rank3, correct_rank4, zero_trick_bonus, player, made_rank1, made_rank2,"
            " made_rank3, made_rank4, rules_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            error);
        if (!insert)
            return false;
        for (const DerivedGame::RoundRow &row : derived.rounds) {
            int column = 0;
            insert->bind(column++, game);
            insert->bind(column++, row.round);
            insert->bind(column++, row.seat);
            insert->bind(column++, row.complete ? 1 : 0);
            insert->bind(column++, row.score);
            insert->bind(column++, row.tricksWon);
            for (int correct : row.correct)
                insert->bind(column++, correct);
            insert->bind(column++, row.zeroTrickBonus ? 1 : 0);
            bindPlayer(*insert, column++, row.seat);
            for (int made : row.made)
                insert->bind(column++, made);
            insert->bind(column++, Replay::RulesVersion);
            if (!insert->run(error))
                return false;
        }
    }
    SqliteStatement *insert = m_connection.native(
        "INSERT INTO game_results (game, seat, player, total, winner, shared_win, counted, complete_rounds,"
        " round_score, made_rank1, made_rank2, made_rank3, made_rank4, correct_rank1, correct_rank2,"
        " correct_rank3, correct_rank4, rounds_won0, rounds_won1, rounds_won2, rounds_won3, rounds_won4,"
        " rounds_won5, rounds_won6, rounds_won7,"
        " lead_p1_g1, lead_p1_g2, lead_p1_g3, lead_p1_g4, lead_p2_g1, lead_p2_g2, lead_p2_g3, lead_p2_g4,"
        " lead_p3_g1, lead_p3_g2, lead_p3_g3, lead_p3_g4, lead_p4_g1, lead_p4_g2, lead_p4_g3, lead_p4_g4,"
        " follow_p1_g1, follow_p1_g2, follow_p1_g3, follow_p1_g4, follow_p2_g1, follow_p2_g2,"
        " follow_p2_g3, follow_p2_g4, follow_p3_g1, follow_p3_g2, follow_p3_g3, follow_p3_g4,"
        " follow_p4_g1, follow_p4_g2, follow_p4_g3, follow_p4_g4)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
        " ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
        " ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        error);
    if (!insert)
        return false;
    const bool counted = derived.finished && !excluded;
    for (const DerivedGame::SeatRow &row : derived.seats) {
        int column = 0;
        insert->bind(column++, game);
        insert->bind(column++, row.seat);
        bindPlayer(*insert, column++, row.seat);
        insert->bind(column++, row.total);
        insert->bind(column++, row.winner ? 1 : 0);
        insert->bind(column++, row.sharedWin ? 1 : 0);
        insert->bind(column++, counted ? 1 : 0);
        insert->bind(column++, row.completeRounds);
        insert->bind(column++, row.roundScore);
        for (int made : row.made)
            insert->bind(column++, made);
        for (int correct : row.correct)
            insert->bind(column++, correct);
        for (int rounds : row.roundsWon)
            insert->bind(column++, rounds);
        for (const RankMatrix *matrix : {&row.matrix.leading, &row.matrix.following}) {
            for (const std::array<int, 4> &predicted : *matrix) {
                for (int count : predicted)
                    insert->bind(column++, count);
            }
        }
        if (!insert->run(error))
            return false;
    }
    return true;
}

// The derived tables of one game, rebuilt from its record by the rules
// engine: per round and seat (round_results), per seat (game_results: the
// replay's totals and winners) and the game's own derived columns. Called in
// the transaction that changes the record.
bool GameResults::refresh(qint64 game, const Record &record, bool touch, StoreError *error, const QString &sha256)
{
    PlayerIds players;
    bool excluded = false;
    {
        QSqlQuery *query = m_connection.cached(
            QStringLiteral("SELECT %1, excluded FROM games WHERE id = ?").arg(seatColumns("player")), error);
        if (!query)
            return false;
        const auto done = qScopeGuard([query] { query->finish(); });
        query->bindValue(0, game);
        if (!m_connection.exec(*query, error))
            return false;
        if (!query->next()) {
            setError(error, plainError(tr("There is no game %1 in this database.").arg(game)));
            return false;
        }
        for (int s = 0; s < SeatCount; ++s) {
            if (!query->value(s).isNull())
                players[at(s)] = query->value(s).toLongLong();
        }
        excluded = query->value(SeatCount).toBool();
    }
    for (const QString &sql : {QStringLiteral("DELETE FROM round_results WHERE game = ?"),
                               QStringLiteral("DELETE FROM game_results WHERE game = ?")}) {
        QSqlQuery *remove = m_connection.cached(sql, error);
        if (!remove)
            return false;
        remove->bindValue(0, game);
        if (!m_connection.exec(*remove, error))
            return false;
    }
    const Replay replay(record);
    SeatFlags saved{};
    for (int s = 0; s < SeatCount; ++s)
        saved[at(s)] = players[at(s)].has_value();
    const DerivedGame derived = derive(record, replay, saved);
    if (!insertResults(game, derived, players, excluded, error))
        return false;
    QSqlQuery *update = m_connection.cached(
        // A record that was its own source ('') keeps its first checksum as the
        // source once it changes, so that its file is still known (see schema.sql).
        QStringLiteral("UPDATE games SET source_sha256 = CASE WHEN source_sha256 = '' AND record_sha256 IS NOT ?"
                       " THEN record_sha256 ELSE source_sha256 END, finished = ?, record_sha256 = ?, extensions = ?,"
                       " started_text = ?, started_utc = COALESCE(?, created_utc),"
                       " started_date = COALESCE(?, date(created_utc, 'localtime')), started_offset = ?,"
                       " player_count = ?, rounds_played = ?, players_key = ?, winner_key = ?, violations = ?,"
                       " rating_key = ?,"
                       " updated_utc = CASE WHEN ? THEN ? ELSE updated_utc END WHERE id = ?"),
        error);
    if (!update)
        return false;
    int column = 0;
    const QString hash = sha256.isEmpty() ? GameRecords::hash(record) : sha256;
    update->bindValue(column++, hash);
    update->bindValue(column++, derived.finished ? 1 : 0);
    update->bindValue(column++, hash);
    update->bindValue(column++, derived.shape);
    update->bindValue(column++, record.started ? QVariant(*record.started) : QVariant(QMetaType::fromType<QString>()));
    update->bindValue(column++, derived.startedUtc);
    update->bindValue(column++, derived.startedDate);
    update->bindValue(column++, derived.startedOffset);
    update->bindValue(column++, record.playerCount());
    update->bindValue(column++, derived.roundsPlayed);
    update->bindValue(column++, derived.playersKey);
    update->bindValue(column++, derived.winnerKey);
    update->bindValue(column++, derived.violations);
    update->bindValue(column++, GameRecords::ratingKey(record));
    update->bindValue(column++, touch ? 1 : 0);
    update->bindValue(column++, nowUtc());
    update->bindValue(column++, game);
    return m_connection.exec(*update, error);
}

bool GameResults::refreshOutdated(StoreError *error)
{
    std::vector<qint64> games;
    {
        QSqlQuery query(m_connection.db);
        // A literal, not a bound value, so that the partial index of outdated rounds serves it.
        if (!m_connection.prepare(query,
                                  QStringLiteral("SELECT DISTINCT game FROM round_results WHERE rules_version <> %1")
                                      .arg(Replay::RulesVersion),
                                  error))
            return false;
        if (!m_connection.exec(query, error))
            return false;
        while (query.next())
            games.push_back(query.value(0).toLongLong());
    }
    if (games.empty())
        return true;
    return m_connection.transaction(error, [&](StoreError *e) {
        for (qint64 game : games) {
            const std::optional<Record> record = m_reader.load(game, e);
            if (!record || !refresh(game, *record, false, e))
                return false;
        }
        return true;
    });
}

} // namespace tornei
