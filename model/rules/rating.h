#pragma once
// Players' ratings: the Weng–Lin Bayesian approximation with the
// Plackett–Luce model (Weng & Lin, "A Bayesian Approximation Method for
// Online Ranking", JMLR 12, 2011, algorithm 4), with the parameters the
// openskill libraries use by default, so that their published figures check it.
#include <span>
#include <vector>

namespace tornei {

struct Rating
{
    double mu = 25.0;
    double sigma = 25.0 / 3.0;

    // The rating shown: a skill the player is very likely to have (μ − 3σ).
    double ordinal() const { return mu - 3.0 * sigma; }

    friend bool operator==(const Rating &, const Rating &) = default;
};

struct RatingModel
{
    double mu = 25.0;          // a new player's mean
    double sigma = 25.0 / 3.0; // a new player's deviation
    double beta = 25.0 / 6.0;  // the spread of one game's performance
    double kappa = 0.0001;     // the least a variance may shrink to, as a fraction
    double tau = 25.0 / 300.0; // added to every deviation before a game, so skill may drift

    Rating initial() const { return {mu, sigma}; }

    // One match between teams of one or more players, updated in place:
    // team i made place ranks[i], lower is better, equal places shared. Each
    // tied group is counted once, as Plackett–Luce does.
    void rate(std::span<const std::span<Rating>> teams, std::span<const double> ranks) const;
    // One game of Tornei: every player a team of one, ranked by game total,
    // the highest first, equal totals sharing their place.
    void rateGame(std::span<Rating *const> players, std::span<const int> totals) const;
};

} // namespace tornei
