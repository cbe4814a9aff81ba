#include "storereports.h"

#include "gamestore.h"

#include <QLocale>

#include <cmath>

namespace tornei {

namespace {

// An average as the statistics give it (already rounded to hundredths): two
// decimals at most, always with a fraction.
JsonValue average(double value)
{
    const double rounded = std::round(value * 100.0) / 100.0;
    QByteArray text = QByteArray::number(rounded, 'f', 2);
    while (text.endsWith('0') && !text.endsWith(".0"))
        text.chop(1);
    return JsonValue::number(text.toDouble(), text);
}

// A figure that is no average (a rating): as few digits as read back to the
// same double, always with a fraction or an exponent.
JsonValue real(double value)
{
    QByteArray text = QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
    if (!text.contains('.') && !text.contains('e'))
        text += ".0";
    return JsonValue::number(value, text);
}

JsonValue ratingJson(const Rating &rating)
{
    return JsonValue::object({{QStringLiteral("mu"), real(rating.mu)},
                              {QStringLiteral("sigma"), real(rating.sigma)},
                              {QStringLiteral("ordinal"), real(rating.ordinal())}});
}

} // namespace

JsonValue StoreReports::hundredths(double value)
{
    return average(value);
}

JsonValue StoreReports::gamesJson(const std::vector<GameSummary> &games)
{
    std::vector<JsonValue> items;
    for (const GameSummary &game : games) {
        std::vector<JsonValue> seats;
        std::vector<JsonValue> totals;
        std::vector<JsonValue> winners;
        for (int s = 0; s < SeatCount; ++s) {
            const auto &name = game.seats[static_cast<std::size_t>(s)];
            seats.push_back(name ? JsonValue::string(*name) : JsonValue());
            totals.push_back(name ? JsonValue::integer(game.totals[static_cast<std::size_t>(s)]) : JsonValue());
        }
        for (int w : game.winners)
            winners.push_back(JsonValue::integer(w));
        items.push_back(JsonValue::object({
            {QStringLiteral("id"), JsonValue::integer(game.id)},
            {QStringLiteral("created"), JsonValue::string(game.created.toUTC().toString(Qt::ISODate))},
            {QStringLiteral("started"), game.startedText.isEmpty() ? JsonValue() : JsonValue::string(game.startedText)},
            {QStringLiteral("updated"), JsonValue::string(game.updated.toUTC().toString(Qt::ISODate))},
            {QStringLiteral("seats"), JsonValue::array(std::move(seats))},
            {QStringLiteral("firstDealer"), JsonValue::integer(game.firstDealer)},
            {QStringLiteral("roundsPlayed"), JsonValue::integer(game.roundsPlayed)},
            {QStringLiteral("totals"), JsonValue::array(std::move(totals))},
            {QStringLiteral("winners"), JsonValue::array(std::move(winners))},
            {QStringLiteral("finished"), JsonValue::boolean(game.finished)},
            {QStringLiteral("excludedFromStatistics"), JsonValue::boolean(game.excludedFromStatistics)},
        }));
    }
    return JsonValue::array(std::move(items));
}

JsonValue StoreReports::statsJson(const std::vector<PlayerStatistics> &players)
{
    std::vector<JsonValue> items;
    for (const PlayerStatistics &p : players) {
        std::vector<JsonValue> predictions;
        for (const PredictionFigures &f : p.predictions)
            predictions.push_back(JsonValue::object({{QStringLiteral("rank"), JsonValue::integer(f.rank)},
                                                     {QStringLiteral("made"), JsonValue::integer(f.made)},
                                                     {QStringLiteral("correct"), JsonValue::integer(f.correct)}}));
        // [rank predicted - 1][rank got - 1], the tricks led and not led together.
        std::vector<JsonValue> matrix;
        for (const std::array<int, 4> &predicted : p.predictionMatrix.all()) {
            std::vector<JsonValue> row;
            for (int count : predicted)
                row.push_back(JsonValue::integer(count));
            matrix.push_back(JsonValue::array(std::move(row)));
        }
        std::vector<JsonValue> tricks;
        for (int count : p.tricksWonPerRound)
            tricks.push_back(JsonValue::integer(count));
        std::vector<JsonValue> versus;
        for (const HeadToHead &h : p.headToHead)
            versus.push_back(JsonValue::object({{QStringLiteral("opponent"), JsonValue::string(h.opponentName)},
                                                {QStringLiteral("games"), JsonValue::integer(h.games)},
                                                {QStringLiteral("above"), JsonValue::integer(h.above)},
                                                {QStringLiteral("below"), JsonValue::integer(h.below)},
                                                {QStringLiteral("equal"), JsonValue::integer(h.equal)}}));
        items.push_back(JsonValue::object({
            {QStringLiteral("name"), JsonValue::string(p.name)},
            {QStringLiteral("games"), JsonValue::integer(p.games)},
            {QStringLiteral("wins"), JsonValue::integer(p.wins)},
            {QStringLiteral("sharedWins"), JsonValue::integer(p.sharedWins)},
            {QStringLiteral("averageGameScore"), average(p.averageGameScore)},
            {QStringLiteral("averageRoundScore"), average(p.averageRoundScore)},
            {QStringLiteral("predictions"), JsonValue::array(std::move(predictions))},
            {QStringLiteral("predictionMatrix"), JsonValue::array(std::move(matrix))},
            {QStringLiteral("zeroTrickRounds"), JsonValue::integer(p.zeroTrickRounds)},
            {QStringLiteral("tricksWonPerRound"), JsonValue::array(std::move(tricks))},
            {QStringLiteral("headToHead"), JsonValue::array(std::move(versus))},
            {QStringLiteral("rating"), ratingJson(p.rating)},
        }));
    }
    return JsonValue::object({{QStringLiteral("players"), JsonValue::array(std::move(items))}});
}

JsonValue StoreReports::leagueJson(const std::vector<LeagueRow> &rows, int minimumGames)
{
    std::vector<JsonValue> items;
    for (const LeagueRow &row : rows) {
        const PlayerStatistics &p = row.player;
        items.push_back(JsonValue::object({
            {QStringLiteral("rank"), row.rank ? JsonValue::integer(*row.rank) : JsonValue()},
            {QStringLiteral("name"), JsonValue::string(p.name)},
            {QStringLiteral("games"), JsonValue::integer(p.games)},
            {QStringLiteral("wins"), JsonValue::integer(p.wins)},
            {QStringLiteral("sharedWins"), JsonValue::integer(p.sharedWins)},
            {QStringLiteral("winRate"), average(p.winRate())},
            {QStringLiteral("averageGameScore"), average(p.averageGameScore)},
            {QStringLiteral("rating"), ratingJson(p.rating)},
        }));
    }
    return JsonValue::object({{QStringLiteral("minGames"), JsonValue::integer(minimumGames)},
                              {QStringLiteral("players"), JsonValue::array(std::move(items))}});
}

} // namespace tornei
