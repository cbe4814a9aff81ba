#include "gamestore_p.h"

#include <QSqlError>

namespace tornei {

using namespace storage;

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

} // namespace tornei
