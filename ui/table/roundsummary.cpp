#include "roundsummary.h"

#include "seatindex.h"
#include "suitstyle.h"

#include <QStringList>

#include <algorithm>

namespace tornei {

namespace {

QString escaped(const QString &s)
{
    return s.toHtmlEscaped();
}

} // namespace

QString RoundSummary::roundHtml(const Replay &replay, int r, bool violations)
{
    const Record &record = replay.record();
    const RoundResult &round = replay.round(r);
    SeatArray running{};
    for (int i = 0; i <= r; ++i) {
        for (int s = 0; s < SeatCount; ++s)
            running[at(s)] += replay.round(i).scores[at(s)];
    }
    QString html = QStringLiteral("<h2>") + escaped(tr("Round %1 is over").arg(r + 1)) + QStringLiteral("</h2>");
    html += QStringLiteral("<table border='1' cellspacing='0' cellpadding='4' width='100%'><tr><th></th>");
    const QStringList heads = {tr("Tricks"),     tr("✓ 1st (W)"),   tr("✓ 2nd (F)"),    tr("✓ 3rd (S)"),
                               tr("✓ 4th (C)"),  tr("No-trick bonus"), tr("Round score"), tr("Total so far")};
    for (const QString &h : heads)
        html += QStringLiteral("<th>") + escaped(h) + QStringLiteral("</th>");
    html += QStringLiteral("</tr>");
    for (int s = 0; s < SeatCount; ++s) {
        if (!record.isPlayer(s))
            continue;
        html += QStringLiteral("<tr><td><b>") + escaped(record.seatName(s)) + QStringLiteral("</b></td>");
        const QStringList cells = {QString::number(round.tricksWon[at(s)]),
                                   QString::number(round.correctByRank[at(s)][0]),
                                   QString::number(round.correctByRank[at(s)][1]),
                                   QString::number(round.correctByRank[at(s)][2]),
                                   QString::number(round.correctByRank[at(s)][3]),
                                   round.zeroTrickBonus[at(s)] ? tr("+3") : QStringLiteral("—"),
                                   QString::number(round.scores[at(s)]),
                                   QString::number(running[at(s)])};
        for (const QString &c : cells)
            html += QStringLiteral("<td align='center'>") + escaped(c) + QStringLiteral("</td>");
        html += QStringLiteral("</tr>");
    }
    if (record.hasDummy()) {
        html += QStringLiteral("<tr><td>") + escaped(tr("Dummy")) + QStringLiteral("</td><td align='center'>")
                + QString::number(round.tricksWon[at(record.dummySeat())]) + QStringLiteral("</td>")
                + QStringLiteral("<td colspan='7'>") + escaped(tr("The dummy never scores.")) + QStringLiteral("</td></tr>");
    }
    html += QStringLiteral("</table>");
    if (violations)
        html += violationsHtml(replay, r);
    html += cardCountHtml(replay, r);
    return html;
}

QString RoundSummary::violationsHtml(const Replay &replay, int r)
{
    QStringList lines;
    for (const Violation &v : replay.violations()) {
        if (r < 0 || v.round == r)
            lines << replay.describeInGame(v);
    }
    // One paragraph each, no heading: the summary stays whole in sight between two rounds.
    QString html;
    for (const QString &line : lines)
        html += QStringLiteral("<p><b>") + escaped(tr("⚠ %1").arg(line)) + QStringLiteral("</b></p>");
    return html;
}

QString RoundSummary::gameEndHtml(const Replay &replay)
{
    const Record &record = replay.record();
    const SeatArray totals = replay.totals();
    const std::vector<int> winners = replay.winners();
    std::vector<int> seats;
    for (int s = 0; s < SeatCount; ++s) {
        if (record.isPlayer(s))
            seats.push_back(s);
    }
    std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) { return totals[at(a)] > totals[at(b)]; });
    QStringList names;
    for (int w : winners)
        names << record.seatName(w);
    QString html = QStringLiteral("<h1>") + escaped(tr("Game over")) + QStringLiteral("</h1>");
    if (winners.size() > 1)
        html += QStringLiteral("<h2>") + escaped(tr("★ Shared win: %1").arg(names.join(tr(" and ")))) + QStringLiteral("</h2>");
    else if (!winners.empty())
        html += QStringLiteral("<h2>") + escaped(tr("★ %1 wins").arg(names.join(QString()))) + QStringLiteral("</h2>");
    html += QStringLiteral("<table border='1' cellspacing='0' cellpadding='8'><tr><th>") + escaped(tr("Place"))
            + QStringLiteral("</th><th>") + escaped(tr("Player")) + QStringLiteral("</th><th>") + escaped(tr("Total"))
            + QStringLiteral("</th></tr>");
    int place = 0;
    int previous = -1;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const int s = seats[i];
        if (totals[at(s)] != previous)
            place = static_cast<int>(i) + 1;
        previous = totals[at(s)];
        const bool won = std::find(winners.begin(), winners.end(), s) != winners.end();
        html += QStringLiteral("<tr><td align='center'>") + escaped(won && winners.size() > 1 ? tr("%1 (shared)").arg(place)
                                                                                           : QString::number(place))
                + QStringLiteral("</td><td><b>") + escaped(record.seatName(s)) + QStringLiteral("</b></td><td align='center'>")
                + QString::number(totals[at(s)]) + QStringLiteral("</td></tr>");
    }
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p>") + escaped(tr("The game is saved as finished.")) + QStringLiteral("</p>");
    // Every round's, not only the last one's: the earlier summaries are gone from the screen.
    html += violationsHtml(replay, -1);
    if (!record.rounds.empty())
        html += roundHtml(replay, static_cast<int>(record.rounds.size()) - 1, false);
    return html;
}

QString RoundSummary::cardCountHtml(const Replay &replay, int r)
{
    const Record &record = replay.record();
    const Round &round = record.rounds[at(r)];
    const int dummy = record.dummySeat();
    std::array<int, DeckSize> seen{};
    int hands = 0;
    for (const Trick &trick : round.tricks) {
        for (int s = 0; s < SeatCount; ++s) {
            if (s == dummy)
                continue;
            for (const CardSlot &c : {trick.jousts[at(s)], trick.predictions[at(s)]}) {
                if (c) {
                    ++seen[at(c->index())];
                    ++hands;
                }
            }
        }
    }
    for (const Card &c : round.dummyLayout)
        ++seen[at(c.index())];
    for (const Card &c : round.dummyPredictions)
        ++seen[at(c.index())];
    QStringList missing;
    int duplicates = 0;
    for (int i = 0; i < DeckSize; ++i) {
        if (seen[at(i)] == 0)
            missing << cardLabel(Card::fromIndex(i));
        if (seen[at(i)] > 1)
            ++duplicates;
    }
    const int board = static_cast<int>(round.dummyLayout.size());
    const int pile = static_cast<int>(round.dummyPredictions.size());
    QString html;
    if (dummy >= 0) {
        html = tr("Card count: %1 in the players' hands + %2 on the dummy's board + %3 of 7 turned up from the "
                  "dummy's prediction pile = %4 of 56.")
                   .arg(hands)
                   .arg(board)
                   .arg(pile)
                   .arg(hands + board + pile);
    } else {
        html = tr("Card count: %1 in the players' hands = %2 of 56.").arg(hands).arg(hands);
    }
    html = QStringLiteral("<p>") + escaped(html) + QStringLiteral("</p>");
    if (missing.isEmpty() && duplicates == 0) {
        html += QStringLiteral("<p><b>") + escaped(tr("✓ All 56 cards are accounted for.")) + QStringLiteral("</b></p>");
    } else {
        if (!missing.isEmpty())
            html += QStringLiteral("<p>")
                    + escaped(dummy >= 0 ? tr("Not accounted for (%1): %2 — these lie in the dummy's prediction pile "
                                              "that was not turned up.")
                                               .arg(missing.size())
                                               .arg(missing.join(QStringLiteral(" ")))
                                         : tr("Not accounted for (%1): %2.")
                                               .arg(missing.size())
                                               .arg(missing.join(QStringLiteral(" "))))
                    + QStringLiteral("</p>");
        if (duplicates > 0)
            html += QStringLiteral("<p><b>") + escaped(tr("⚠ Cards entered more than once: %1. See Violations.").arg(duplicates))
                    + QStringLiteral("</b></p>");
    }
    return html;
}

} // namespace tornei
