#include "rating.h"

#include <algorithm>
#include <cmath>

namespace tornei {

namespace {

// A team's strength and uncertainty: its players' means and variances summed.
struct TeamFigures
{
    double mu = 0;
    double sigmaSquared = 0;
    double rank = 0;
};

} // namespace

void RatingModel::rate(std::span<const std::span<Rating>> teams, std::span<const double> ranks) const
{
    const std::size_t k = teams.size();
    if (k < 2 || ranks.size() != k)
        return;
    const double tauSquared = tau * tau;
    std::vector<TeamFigures> team(k);
    double cSquared = 0;
    for (std::size_t i = 0; i < k; ++i) {
        for (Rating &player : teams[i]) {
            player.sigma = std::sqrt(player.sigma * player.sigma + tauSquared);
            team[i].mu += player.mu;
            team[i].sigmaSquared += player.sigma * player.sigma;
        }
        team[i].rank = ranks[i];
        cSquared += team[i].sigmaSquared + beta * beta;
    }
    const double c = std::sqrt(cSquared);
    // sumQ[q]: the strengths of the teams placed at q's place or below it;
    // tied[q]: how many teams share q's place.
    std::vector<double> strength(k), sumQ(k, 0.0), tied(k, 0.0);
    for (std::size_t i = 0; i < k; ++i)
        strength[i] = std::exp(team[i].mu / c);
    for (std::size_t q = 0; q < k; ++q) {
        for (std::size_t i = 0; i < k; ++i) {
            if (team[i].rank >= team[q].rank)
                sumQ[q] += strength[i];
            if (team[i].rank == team[q].rank)
                tied[q] += 1.0;
        }
    }
    for (std::size_t i = 0; i < k; ++i) {
        double omega = 0;
        double delta = 0;
        for (std::size_t q = 0; q < k; ++q) {
            if (team[q].rank > team[i].rank)
                continue;
            const double p = strength[i] / sumQ[q];
            delta += p * (1.0 - p) / tied[q];
            omega += (q == i ? 1.0 - p : -p) / tied[q];
        }
        omega *= team[i].sigmaSquared / c;
        // γ = σ_team / c, the paper's choice.
        delta *= team[i].sigmaSquared / cSquared * (std::sqrt(team[i].sigmaSquared) / c);
        for (Rating &player : teams[i]) {
            const double share = player.sigma * player.sigma / team[i].sigmaSquared;
            player.mu += share * omega;
            player.sigma *= std::sqrt(std::max(1.0 - share * delta, kappa));
        }
    }
}

void RatingModel::rateGame(std::span<Rating *const> players, std::span<const int> totals) const
{
    const std::size_t n = std::min(players.size(), totals.size());
    std::vector<Rating> ratings(n);
    std::vector<std::span<Rating>> teams(n);
    std::vector<double> ranks(n);
    for (std::size_t i = 0; i < n; ++i) {
        ratings[i] = *players[i];
        teams[i] = std::span<Rating>(&ratings[i], 1);
        // A place is how many totals are higher: only the order matters.
        ranks[i] = static_cast<double>(std::count_if(totals.begin(), totals.begin() + static_cast<std::ptrdiff_t>(n),
                                                     [&](int t) { return t > totals[i]; }));
    }
    rate(teams, ranks);
    for (std::size_t i = 0; i < n; ++i)
        *players[i] = ratings[i];
}

} // namespace tornei
