#include "reports.h"
#include "seatindex.h"

#include <QLocale>

#include <algorithm>

namespace tornei {

namespace {

JsonValue seatNumbers(const Record &record, const SeatArray &values, bool playersOnly)
{
    std::vector<JsonValue> items;
    for (int s = 0; s < SeatCount; ++s) {
        if (playersOnly && !record.isPlayer(s))
            items.emplace_back();
        else
            items.push_back(JsonValue::integer(values[at(s)]));
    }
    return JsonValue::array(std::move(items));
}

JsonValue intList(const std::vector<int> &values)
{
    std::vector<JsonValue> items;
    for (int v : values)
        items.push_back(JsonValue::integer(v));
    return JsonValue::array(std::move(items));
}

// Pads to a display width, counting East Asian wide characters as two columns.
int displayWidth(const QString &s)
{
    int w = 0;
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        w += (u >= 0x1100 && (u <= 0x115F || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
                              || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F)
                              || (u >= 0xFF00 && u <= 0xFF60) || (u >= 0xFFE0 && u <= 0xFFE6)))
            ? 2
            : 1;
    }
    return w;
}

QString padLeft(const QString &s, int width)
{
    return QString(std::max(0, width - displayWidth(s)), QLatin1Char(' ')) + s;
}

QString padRight(const QString &s, int width)
{
    return s + QString(std::max(0, width - displayWidth(s)), QLatin1Char(' '));
}

} // namespace

QString Reports::padLeft(const QString &text, int width)
{
    return tornei::padLeft(text, width);
}

QString Reports::padRight(const QString &text, int width)
{
    return tornei::padRight(text, width);
}

int Reports::displayWidth(const QString &text)
{
    return tornei::displayWidth(text);
}

JsonValue Reports::scoreJson(const Replay &replay)
{
    const Record &record = replay.record();
    std::vector<JsonValue> rounds;
    for (const RoundResult &round : replay.rounds()) {
        std::vector<JsonValue> correct;
        for (int s = 0; s < SeatCount; ++s) {
            if (!record.isPlayer(s)) {
                correct.emplace_back();
                continue;
            }
            const SeatArray &byRank = round.correctByRank[at(s)];
            correct.push_back(intList({byRank[0], byRank[1], byRank[2], byRank[3]}));
        }
        rounds.push_back(JsonValue::object({
            {QStringLiteral("dealer"), JsonValue::integer(round.dealer)},
            {QStringLiteral("complete"), JsonValue::boolean(round.complete)},
            {QStringLiteral("scores"), seatNumbers(record, round.scores, true)},
            {QStringLiteral("tricksWon"), seatNumbers(record, round.tricksWon, false)},
            {QStringLiteral("correctPredictions"), JsonValue::array(std::move(correct))},
        }));
    }
    return JsonValue::object({
        {QStringLiteral("complete"), JsonValue::boolean(replay.isComplete())},
        {QStringLiteral("rounds"), JsonValue::array(std::move(rounds))},
        {QStringLiteral("totals"), seatNumbers(record, replay.totals(), true)},
        {QStringLiteral("winners"), intList(replay.winners())},
    });
}

JsonValue Reports::checkJson(const Replay &replay)
{
    std::vector<JsonValue> violations;
    for (const Violation &v : replay.violations()) {
        violations.push_back(JsonValue::object({
            {QStringLiteral("code"), JsonValue::string(Violation::codeName(v.code))},
            {QStringLiteral("round"), JsonValue::integer(v.round + 1)},
            {QStringLiteral("trick"), JsonValue::integer(v.trick)},
            {QStringLiteral("seat"), JsonValue::integer(v.seat)},
            {QStringLiteral("card"), JsonValue::string(v.card.code())},
            {QStringLiteral("message"), JsonValue::string(replay.describe(v))},
        }));
    }
    return JsonValue::object({
        {QStringLiteral("ok"), JsonValue::boolean(replay.violations().empty())},
        {QStringLiteral("violations"), JsonValue::array(std::move(violations))},
    });
}

QString Reports::scoreText(const Replay &replay)
{
    const Record &record = replay.record();
    const QLocale locale;
    std::vector<int> players;
    for (int s = 0; s < SeatCount; ++s) {
        if (record.isPlayer(s))
            players.push_back(s);
    }
    const QString roundHeader = tr("Round");
    const QString dealerHeader = tr("Dealer");
    const QString totalLabel = tr("Total");

    // Every cell first, so that each column is as wide as its widest cell.
    struct Row
    {
        QString first;
        QString dealer;
        std::vector<QString> cells;
    };
    std::vector<Row> body;
    for (std::size_t r = 0; r < replay.rounds().size(); ++r) {
        const RoundResult &round = replay.rounds()[r];
        Row row;
        row.first = locale.toString(static_cast<int>(r + 1));
        if (!round.complete) {
            //: Follows a round number in the score table, e.g. "4 (2/7 tricks)".
            row.first += QStringLiteral(" ") + tr("(%1/7 tricks)").arg(locale.toString(round.completeTricks));
        }
        row.dealer = record.seatName(round.dealer);
        for (int s : players) {
            QString cell = locale.toString(round.scores[at(s)]);
            if (round.zeroTrickBonus[at(s)])
                cell = QStringLiteral("*") + cell;
            row.cells.push_back(cell);
        }
        body.push_back(std::move(row));
    }
    Row header{roundHeader, dealerHeader, {}};
    for (int s : players)
        header.cells.push_back(record.seatName(s));
    Row total{totalLabel, QString(), {}};
    for (int s : players)
        total.cells.push_back(locale.toString(replay.totals()[at(s)]));

    int firstWidth = 0;
    int dealerWidth = 0;
    std::vector<int> widths(players.size(), 6);
    const auto measure = [&](const Row &row) {
        firstWidth = std::max(firstWidth, displayWidth(row.first));
        dealerWidth = std::max(dealerWidth, displayWidth(row.dealer));
        for (std::size_t i = 0; i < row.cells.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row.cells[i]));
    };
    measure(header);
    measure(total);
    for (const Row &row : body)
        measure(row);
    int ruleWidth = firstWidth + 2 + dealerWidth;
    for (int w : widths)
        ruleWidth += 2 + w;
    const QString rule = QString(ruleWidth, QLatin1Char('-')) + QLatin1Char('\n');

    QString out;
    const auto print = [&](const Row &row) {
        QString line = padRight(row.first, firstWidth) + QStringLiteral("  ") + padRight(row.dealer, dealerWidth);
        for (std::size_t i = 0; i < row.cells.size(); ++i)
            line += QStringLiteral("  ") + padLeft(row.cells[i], widths[i]);
        // No trailing blanks (a total row has no dealer, but always has cells).
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out += line + QLatin1Char('\n');
    };
    print(header);
    out += rule;
    for (const Row &row : body)
        print(row);
    out += rule;
    print(total);
    out += QLatin1Char('\n');

    // Breakdown: tricks and correct predictions per player, over the game.
    for (int s : players) {
        int tricks = 0;
        SeatArray byRank{};
        int bonuses = 0;
        for (const RoundResult &round : replay.rounds()) {
            tricks += round.tricksWon[at(s)];
            bonuses += round.zeroTrickBonus[at(s)] ? 1 : 0;
            for (int k = 0; k < 4; ++k)
                byRank[at(k)] += round.correctByRank[at(s)][at(k)];
        }
        out += tr("%1: %2 tricks won; correct predictions %3 1st, %4 2nd, %5 3rd, %6 4th; %7 zero-trick bonus")
                   .arg(record.seatName(s), locale.toString(tricks), locale.toString(byRank[0]), locale.toString(byRank[1]),
                        locale.toString(byRank[2]), locale.toString(byRank[3]), locale.toString(bonuses))
               + QLatin1Char('\n');
    }
    if (std::any_of(replay.rounds().begin(), replay.rounds().end(), [](const RoundResult &round) {
            return std::any_of(round.zeroTrickBonus.begin(), round.zeroTrickBonus.end(), [](bool b) { return b; });
        }))
        out += tr("* includes the zero-trick bonus (3 points)") + QLatin1Char('\n');
    out += QLatin1Char('\n');

    QStringList winnerNames;
    for (int s : replay.winners())
        winnerNames << record.seatName(s);
    const QString names_ = locale.createSeparatedList(winnerNames);
    if (replay.isComplete())
        out += (winnerNames.size() > 1 ? tr("Shared win: %1") : tr("Winner: %1")).arg(names_);
    else
        out += tr("Game not finished. Leading: %1").arg(names_);
    out += QLatin1Char('\n');
    return out;
}

QString Reports::checkText(const Replay &replay)
{
    if (replay.violations().empty())
        return tr("No violations: every entered card is consistent with the rules.") + QLatin1Char('\n');
    QString out = tr("%n violation(s) found:", nullptr, static_cast<int>(replay.violations().size()))
                  + QLatin1Char('\n');
    for (const Violation &v : replay.violations()) {
        out += QStringLiteral("- [%1] ").arg(Violation::codeName(v.code));
        out += tr("round %1, trick %2: ").arg(v.round + 1).arg(v.trick);
        out += replay.describe(v) + QLatin1Char('\n');
    }
    return out;
}

} // namespace tornei
