#pragma once
// Games of Aki, Ben, Chie and Dai built by hand from card codes ("W5 F3 W9"),
// the worked rounds and the dummy's layout the rules' tests share.
#include "card.h"
#include "dummyboard.h"
#include "record.h"
#include "replay.h"
#include "seatindex.h"

#include <QList>
#include <QString>
#include <algorithm>
#include <array>
#include <vector>

namespace tornei::testing {

inline Card card(QStringView code)
{
    const std::optional<Card> c = Card::fromCode(code);
    if (!c)
        qFatal("not a card: %s", qPrintable(code.toString()));
    return *c;
}

// "W5 F3 W9": cards separated by spaces.
inline std::vector<Card> cards(const QString &codes)
{
    std::vector<Card> result;
    for (const QString &code : codes.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        result.push_back(card(code));
    return result;
}

// Four entries by seat; "-" for a card not entered (or the dummy's prediction).
inline std::array<CardSlot, SeatCount> seatCards(const QString &codes)
{
    const QStringList list = codes.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (list.size() != SeatCount)
        qFatal("four entries expected: %s", qPrintable(codes));
    std::array<CardSlot, SeatCount> result;
    for (int s = 0; s < SeatCount; ++s) {
        if (list[s] != QLatin1String("-"))
            result[at(s)] = card(list[s]);
    }
    return result;
}

inline Trick trick(const QString &jousts, const QString &predictions)
{
    Trick t;
    t.jousts = seatCards(jousts);
    t.predictions = seatCards(predictions);
    return t;
}

inline Round round(std::vector<Trick> tricks, const QString &layout = QString(), const QString &dummyPredictions = QString())
{
    Round r;
    r.tricks = std::move(tricks);
    r.dummyLayout = cards(layout);
    r.dummyPredictions = cards(dummyPredictions);
    r.hasDummyPredictions = !r.dummyPredictions.empty();
    return r;
}

// Aki, Ben, Chie and Dai clockwise from seat 0; the dummy (if any) replaces one of them.
inline Record game(int dummySeat, int firstDealer, std::vector<Round> rounds = {})
{
    static const char *names[] = {"Aki", "Ben", "Chie", "Dai"};
    Record record;
    for (int s = 0; s < SeatCount; ++s) {
        if (s != dummySeat)
            record.seats[at(s)] = QString::fromLatin1(names[s]);
    }
    record.firstDealer = firstDealer;
    record.rounds = std::move(rounds);
    return record;
}

inline QList<int> list(const SeatArray &a)
{
    return {a[0], a[1], a[2], a[3]};
}

inline std::vector<Violation> violationsOf(const Replay &replay, Violation::Code code)
{
    std::vector<Violation> result;
    for (const Violation &v : replay.violations()) {
        if (v.code == code)
            result.push_back(v);
    }
    return result;
}

// A complete, legal 4-player round. Every trick is led in one suit that the
// others follow (trick 4 aside), so the first leader changes nothing: whoever
// leads trick 1, the led suit is Wyvern and the ranks are the same.
//
//  trick  leader  jousts (seat 0..3)   ranks (seat 0..3)  winner
//  1      (any)   W14 W1  W2  W3       1 4 3 2            0
//  2      0       W13 W4  W5  W6       1 4 3 2            0
//  3      0       W7  W12 W8  W9       4 1 3 2            1
//  4      1       F2  W11 W10 F1       3 1 2 4            1   (no Wyvern is left for seats 0 and 3)
//  5      1       F14 F3  F4  F5       1 4 3 2            0
//  6      0       F6  F7  F13 F8       4 3 1 2            2
//  7      2       F10 F11 F12 F9       3 2 1 4            2
//
// Predictions are all Shamrock (3rd, 3 points) or Cross (4th, 2 points):
//
//  trick  predictions (seat 0..3)   correct
//  1      S1  C1  S2  C2            seat 1 (4th), seat 2 (3rd)
//  2      C3  C4  C5  S3            seat 1 (4th)
//  3      C6  S4  S5  C7            seat 0 (4th), seat 2 (3rd)
//  4      S6  C8  S7  C9            seat 0 (3rd), seat 3 (4th)
//  5      C10 C11 S8  S9            seat 1 (4th), seat 2 (3rd)
//  6      C12 S10 C13 S11           seat 0 (4th), seat 1 (3rd)
//  7      S12 S13 S14 C14           seat 0 (3rd), seat 3 (4th)
//
//  seat  tricks  correct [1st,2nd,3rd,4th]  points                  score
//  0     3       [0,0,2,2]                  3+3+2+2 = 10, +3 tricks  13
//  1     2       [0,0,1,3]                  2+2+2+3 = 9,  +2 tricks  11
//  2     2       [0,0,3,0]                  3+3+3   = 9,  +2 tricks  11
//  3     0       [0,0,0,2]                  2+2     = 4,  +3 bonus    7
inline Round bigRound()
{
    return round({
        trick(QStringLiteral("W14 W1 W2 W3"), QStringLiteral("S1 C1 S2 C2")),
        trick(QStringLiteral("W13 W4 W5 W6"), QStringLiteral("C3 C4 C5 S3")),
        trick(QStringLiteral("W7 W12 W8 W9"), QStringLiteral("C6 S4 S5 C7")),
        trick(QStringLiteral("F2 W11 W10 F1"), QStringLiteral("S6 C8 S7 C9")),
        trick(QStringLiteral("F14 F3 F4 F5"), QStringLiteral("C10 C11 S8 S9")),
        trick(QStringLiteral("F6 F7 F13 F8"), QStringLiteral("C12 S10 C13 S11")),
        trick(QStringLiteral("F10 F11 F12 F9"), QStringLiteral("S12 S13 S14 C14")),
    });
}

// The dummy's layout used throughout, in dealt order. Its piles, bottom to top:
//   Wyvern   W5 W9 W7   (top W7, although W9 is stronger)
//   Fleur    F3 F1      (top F1)
//   Shamrock S14 S2     (top S2, although S14 is stronger)
//   Cross    none
inline const QString Layout = QStringLiteral("W5 F3 W9 S14 S2 F1 W7");

} // namespace tornei::testing
