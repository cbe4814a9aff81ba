#include "recordshape.h"

#include "json.h"
#include "jsonparser.h"
#include "seatindex.h"

#include <algorithm>

namespace tornei::storage {

// The shape of a record that its cards alone do not give: the x- keys at
// every level, how many rounds and tricks there are (a round or trick may be
// present before its first card) and whether a round carries the
// dummyPredictions key. Kept beside the entries so import and export are
// lossless.
namespace {

// Whether the record is exactly what its cards alone give back (no x- keys,
// no round or trick before its first card): then no shape is stored.
bool shapeFollowsFromCards(const Record &record)
{
    Record plain;
    plain.seats = record.seats;
    plain.firstDealer = record.firstDealer;
    for (int r = 0; r < static_cast<int>(record.rounds.size()); ++r) {
        const Round &round = record.rounds[at(r)];
        for (int i = 0; i < static_cast<int>(round.dummyLayout.size()); ++i)
            plain.place(Slot{EntryKind::DummyLayout, r, i, 0}, round.dummyLayout[at(i)]);
        for (int t = 0; t < static_cast<int>(round.tricks.size()); ++t) {
            for (int seat = 0; seat < SeatCount; ++seat) {
                if (const CardSlot &card = round.tricks[at(t)].jousts[at(seat)])
                    plain.place(Slot{EntryKind::Joust, r, t, seat}, *card);
                if (const CardSlot &card = round.tricks[at(t)].predictions[at(seat)])
                    plain.place(Slot{EntryKind::Prediction, r, t, seat}, *card);
            }
        }
        for (int i = 0; i < static_cast<int>(round.dummyPredictions.size()); ++i)
            plain.place(Slot{EntryKind::DummyPrediction, r, i, 0}, round.dummyPredictions[at(i)]);
    }
    return plain == record;
}

} // namespace

QString shapeJson(const Record &record)
{
    if (shapeFollowsFromCards(record))
        return QString();
    std::vector<JsonValue::Member> top;
    if (!record.extensions.empty())
        top.emplace_back(QStringLiteral("x"), JsonValue::object(record.extensions));
    std::vector<JsonValue> rounds;
    for (const Round &round : record.rounds) {
        std::vector<JsonValue::Member> r;
        r.emplace_back(QStringLiteral("tricks"), JsonValue::integer(static_cast<qint64>(round.tricks.size())));
        if (round.hasDummyPredictions)
            r.emplace_back(QStringLiteral("dummyPredictions"), JsonValue::boolean(true));
        if (!round.extensions.empty())
            r.emplace_back(QStringLiteral("x"), JsonValue::object(round.extensions));
        std::vector<JsonValue> trickX;
        for (std::size_t t = 0; t < round.tricks.size(); ++t) {
            if (!round.tricks[t].extensions.empty()) {
                trickX.resize(t + 1, JsonValue::object());
                trickX[t] = JsonValue::object(round.tricks[t].extensions);
            }
        }
        if (!trickX.empty())
            r.emplace_back(QStringLiteral("trickX"), JsonValue::array(std::move(trickX)));
        rounds.push_back(JsonValue::object(std::move(r)));
    }
    top.emplace_back(QStringLiteral("rounds"), JsonValue::array(std::move(rounds)));
    return QString::fromUtf8(JsonValue::object(std::move(top)).serialize(-1));
}

bool applyShape(Record &record, const QString &json)
{
    if (json.isEmpty())
        return true;
    JsonParseError parseError;
    // The shape holds a record's x- values one or two levels deeper than the
    // record did (inside its own "x" and "trickX"): whatever a record may
    // nest, its shape may nest two levels more.
    JsonLimits limits;
    limits.depth += 2;
    const JsonValue root = parseJson(json.toUtf8(), &parseError, limits);
    if (!parseError.ok() || !root.isObject())
        return false;
    if (const JsonValue *x = root.find(QStringLiteral("x")); x && x->isObject())
        record.extensions = x->members();
    const JsonValue *rounds = root.find(QStringLiteral("rounds"));
    if (!rounds || !rounds->isArray())
        return false;
    if (record.rounds.size() < rounds->items().size())
        record.rounds.resize(rounds->items().size());
    for (std::size_t r = 0; r < rounds->items().size(); ++r) {
        const JsonValue &shape = rounds->items()[r];
        Round &round = record.rounds[r];
        if (const JsonValue *tricks = shape.find(QStringLiteral("tricks")); tricks && tricks->isInteger()) {
            const auto count = static_cast<std::size_t>(std::clamp<qint64>(tricks->toInteger(), 0, TricksPerRound));
            if (round.tricks.size() < count)
                round.tricks.resize(count);
        }
        if (const JsonValue *dp = shape.find(QStringLiteral("dummyPredictions")); dp && dp->toBool())
            round.hasDummyPredictions = true;
        if (const JsonValue *x = shape.find(QStringLiteral("x")); x && x->isObject())
            round.extensions = x->members();
        if (const JsonValue *trickX = shape.find(QStringLiteral("trickX")); trickX && trickX->isArray()) {
            if (round.tricks.size() < trickX->items().size())
                round.tricks.resize(trickX->items().size());
            for (std::size_t t = 0; t < trickX->items().size(); ++t)
                round.tricks[t].extensions = trickX->items()[t].members();
        }
    }
    return true;
}

} // namespace tornei::storage
