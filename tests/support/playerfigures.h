#pragma once
// The players' figures as the database keeps them (player_figures,
// head_to_head) and the same worked out from scratch from game_results the
// way the statistics once read them: every counted seat, game by game.
#include "statistics.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <map>
#include <vector>

namespace tornei::testing {

// One line per player ("player games wins sharedWins totalSum completeRounds
// roundScore made1 correct1 .. made4 correct4 won0 .. won7, the prediction
// matrix's 32 cells, best bestGame"),
// then one per pair ("player vs opponent games above below equal"), by id.
inline QStringList figuresFromScratch(const QSqlDatabase &db)
{
    struct Seat
    {
        qint64 player;
        int total;
    };
    struct Figures
    {
        std::vector<long long> sums = std::vector<long long>(21 + 32, 0);
        int games = 0;
        int best = 0;
        qint64 bestGame = 0;
        QString bestStarted;
    };
    std::map<qint64, Figures> players;
    std::map<std::pair<qint64, qint64>, std::vector<int>> pairs;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT r.game, r.player, r.total, g.started_utc, r.winner, r.shared_win, r.total,"
                          " r.complete_rounds, r.round_score, r.made_rank1, r.correct_rank1, r.made_rank2,"
                          " r.correct_rank2, r.made_rank3, r.correct_rank3, r.made_rank4, r.correct_rank4,"
                          " r.rounds_won0, r.rounds_won1, r.rounds_won2, r.rounds_won3, r.rounds_won4,"
                          " r.rounds_won5, r.rounds_won6, r.rounds_won7, r.")
           + predictionMatrixColumns().join(QStringLiteral(", r."))
           + QStringLiteral(" FROM game_results r JOIN games g ON g.id = r.game WHERE r.counted = 1"
                            " ORDER BY r.game, r.seat"));
    std::vector<Seat> game;
    qint64 current = 0;
    const auto finishGame = [&] {
        for (std::size_t i = 0; i < game.size(); ++i) {
            for (std::size_t j = 0; j < game.size(); ++j) {
                if (i == j)
                    continue;
                std::vector<int> &h = pairs[{game[i].player, game[j].player}];
                h.resize(4);
                ++h[0];
                h[1] += game[i].total > game[j].total;
                h[2] += game[i].total < game[j].total;
                h[3] += game[i].total == game[j].total;
            }
        }
        game.clear();
    };
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (id != current)
            finishGame();
        current = id;
        const Seat seat{q.value(1).toLongLong(), q.value(2).toInt()};
        game.push_back(seat);
        Figures &f = players[seat.player];
        for (int i = 0; i < 21 + 32; ++i)
            f.sums[static_cast<std::size_t>(i)] += q.value(4 + i).toLongLong();
        const QString started = q.value(3).toString();
        // Games come in id order: an equal total replaces the best only when played earlier.
        if (f.games == 0 || seat.total > f.best || (seat.total == f.best && started < f.bestStarted)) {
            f.best = seat.total;
            f.bestGame = id;
            f.bestStarted = started;
        }
        ++f.games;
    }
    finishGame();
    QStringList lines;
    for (const auto &[player, f] : players) {
        QStringList fields{QString::number(player), QString::number(f.games)};
        for (long long sum : f.sums)
            fields << QString::number(sum);
        fields << QString::number(f.best) << QString::number(f.bestGame);
        lines << fields.join(QLatin1Char(' '));
    }
    for (const auto &[pair, h] : pairs) {
        lines << QStringLiteral("%1 vs %2 %3 %4 %5 %6")
                     .arg(pair.first)
                     .arg(pair.second)
                     .arg(h[0])
                     .arg(h[1])
                     .arg(h[2])
                     .arg(h[3]);
    }
    return lines;
}

// The same lines from the tables the database keeps.
inline QStringList keptFigures(const QSqlDatabase &db)
{
    QStringList lines;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT player, games, wins, shared_wins, total_sum, complete_rounds, round_score,"
                               " made_rank1, correct_rank1, made_rank2, correct_rank2, made_rank3, correct_rank3,"
                               " made_rank4, correct_rank4, rounds_won0, rounds_won1, rounds_won2, rounds_won3,"
                               " rounds_won4, rounds_won5, rounds_won6, rounds_won7, ")
                + predictionMatrixColumns().join(QStringLiteral(", "))
                + QStringLiteral(", best_total, best_game FROM player_figures ORDER BY player")))
        return {QStringLiteral("no player_figures")};
    while (q.next()) {
        QStringList fields;
        for (int i = 0; i < 25 + 32; ++i)
            fields << q.value(i).toString();
        lines << fields.join(QLatin1Char(' '));
    }
    if (!q.exec(QStringLiteral("SELECT player, opponent, games, above, below, equal FROM head_to_head"
                               " ORDER BY player, opponent")))
        return {QStringLiteral("no head_to_head")};
    while (q.next()) {
        lines << QStringLiteral("%1 vs %2 %3 %4 %5 %6")
                     .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                          q.value(4).toString(), q.value(5).toString());
    }
    return lines;
}

} // namespace tornei::testing
