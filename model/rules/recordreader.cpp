#include "recordreader.h"

namespace tornei {

std::optional<Record> RecordReader::read(const JsonValue &root)
{
    const Path top;
    if (!root.isObject())
        return fail(top, tr("a game record must be a JSON object"));
    if (!knownKeys(root, top, {"format", "version", "seats", "firstDealer", "started", "excluded", "rounds"}))
        return std::nullopt;

    const JsonValue *format = required(root, top, "format");
    if (!format)
        return std::nullopt;
    if (!format->isString() || format->toString() != QLatin1String("tornei-record"))
        return fail(QStringLiteral("format"), tr("%1 is not \"tornei-record\"").arg(format->brief()));

    const JsonValue *version = required(root, top, "version");
    if (!version)
        return std::nullopt;
    if (!version->isInteger())
        return fail(QStringLiteral("version"), tr("%1 is not an integer").arg(version->brief()));
    if (version->toInteger() != RecordFormat::Version)
        return fail(QStringLiteral("version"),
                    tr("version %1 is not supported (this app reads version %2)")
                        .arg(version->toInteger())
                        .arg(RecordFormat::Version));

    Record record;
    if (!readSeats(root, record))
        return std::nullopt;

    const JsonValue *dealer = required(root, top, "firstDealer");
    if (!dealer)
        return std::nullopt;
    if (!dealer->isInteger())
        return fail(QStringLiteral("firstDealer"), tr("%1 is not an integer").arg(dealer->brief()));
    if (dealer->toInteger() < 0 || dealer->toInteger() >= SeatCount)
        return fail(QStringLiteral("firstDealer"), tr("%1 is not a seat (0 to 3)").arg(dealer->toInteger()));
    record.firstDealer = static_cast<int>(dealer->toInteger());
    if (!record.isPlayer(record.firstDealer))
        return fail(QStringLiteral("firstDealer"), tr("the dummy never deals"));

    if (const JsonValue *started = root.find(QLatin1StringView("started"))) {
        if (!started->isString() || !RecordFormat::parseStarted(started->toString()))
            return fail(QStringLiteral("started"),
                        tr("%1 is not a date and time with its UTC offset (RFC 3339), e.g. "
                           "\"2026-11-21T19:30:00+09:00\"")
                            .arg(started->brief()));
        record.started = started->toString();
    }

    if (const JsonValue *excluded = root.find(QLatin1StringView("excluded"))) {
        if (excluded->type() != JsonValue::Type::Bool)
            return fail(QStringLiteral("excluded"), tr("%1 is not true or false").arg(excluded->brief()));
        record.excluded = excluded->toBool();
    }

    if (!readRounds(root, record))
        return std::nullopt;
    record.extensions = extensions(root);
    return record;
}


namespace {

// The path of member `key` of the value at `parent` (empty for the record itself).
template <typename Key>
QString memberPath(const QString &parent, const Key &key)
{
    return parent.isEmpty() ? QString(key) : parent + QLatin1Char('.') + key;
}

} // namespace

QString RecordReader::Path::text() const
{
    if (!parent)
        return QString();
    const QString result = parent->text();
    if (index >= 0)
        return result + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
    return memberPath(result, key);
}

std::nullopt_t RecordReader::fail(const Path &path, const QString &message)
{
    return fail(path.text(), message);
}

std::nullopt_t RecordReader::fail(const QString &path, const QString &message)
{
    m_error.path = path;
    m_error.message = message;
    return std::nullopt;
}

bool RecordReader::knownKeys(const JsonValue &object, const Path &path, std::initializer_list<const char *> keys)
{
    for (const auto &[key, value] : object.members()) {
        if (key.startsWith(QLatin1String("x-")))
            continue;
        bool known = false;
        for (const char *k : keys)
            known = known || key == QLatin1String(k);
        if (!known) {
            fail(memberPath(path.text(), key), tr("unknown key (only keys beginning with \"x-\" may be added)"));
            return false;
        }
    }
    return true;
}

const JsonValue *RecordReader::required(const JsonValue &object, const Path &path, const char *key)
{
    const JsonValue *v = object.find(QLatin1StringView(key));
    if (!v)
        fail(path.member(key), tr("required key is missing"));
    return v;
}

Extensions RecordReader::extensions(const JsonValue &object)
{
    Extensions result;
    for (const auto &member : object.members()) {
        if (member.first.startsWith(QLatin1String("x-")))
            result.push_back(member);
    }
    return result;
}

const JsonValue *RecordReader::array(const JsonValue &object, const Path &path, const char *key, int size)
{
    const JsonValue *v = required(object, path, key);
    if (!v)
        return nullptr;
    if (!v->isArray()) {
        fail(path.member(key), tr("%1 is not an array").arg(v->brief()));
        return nullptr;
    }
    if (size >= 0 && v->items().size() != static_cast<std::size_t>(size)) {
        fail(path.member(key), tr("expected exactly %1 entries, found %2").arg(size).arg(v->items().size()));
        return nullptr;
    }
    return v;
}

bool RecordReader::card(const JsonValue &v, const Path &path, CardSlot *out, bool nullable)
{
    if (v.isNull()) {
        if (!nullable) {
            fail(path, tr("null is not a card"));
            return false;
        }
        out->reset();
        return true;
    }
    std::optional<Card> c;
    if (v.isString())
        c = Card::fromCode(v.toString());
    if (!c) {
        fail(path, tr("%1 is not a card").arg(v.brief()));
        return false;
    }
    *out = c;
    return true;
}

bool RecordReader::cardList(const JsonValue &v, const Path &path, std::vector<Card> *out)
{
    for (std::size_t i = 0; i < v.items().size(); ++i) {
        CardSlot slot;
        if (!card(v.items()[i], path.item(i), &slot, false))
            return false;
        out->push_back(*slot);
    }
    return true;
}

bool RecordReader::readSeats(const JsonValue &root, Record &record)
{
    const Path top;
    const JsonValue *seats = required(root, top, "seats");
    if (!seats)
        return false;
    if (!seats->isArray())
        return fail(QStringLiteral("seats"), tr("%1 is not an array").arg(seats->brief())), false;
    if (seats->items().size() != SeatCount)
        return fail(QStringLiteral("seats"), tr("expected exactly 4 entries")), false;
    int nulls = 0;
    const Path seatsPath = top.member("seats");
    for (std::size_t i = 0; i < SeatCount; ++i) {
        const JsonValue &s = seats->items()[i];
        const Path path = seatsPath.item(i);
        if (s.isNull()) {
            if (++nulls > 1)
                return fail(path, tr("only one seat can be the dummy's (null)")), false;
            record.seats[i].reset();
            continue;
        }
        if (!s.isString())
            return fail(path, tr("%1 is not a player's name").arg(s.brief())), false;
        record.seats[i] = s.toString();
        const QString problem = RecordFormat::seatNameProblem(record.seats, static_cast<int>(i));
        if (!problem.isEmpty())
            return fail(path, problem), false;
    }
    return true;
}

bool RecordReader::readRounds(const JsonValue &root, Record &record)
{
    const Path top;
    const JsonValue *rounds = array(root, top, "rounds", -1);
    if (!rounds)
        return false;
    const std::size_t players = static_cast<std::size_t>(record.playerCount());
    const std::size_t count = rounds->items().size();
    for (std::size_t r = 0; r < count; ++r) {
        const Path list = top.member("rounds");
        const Path path = list.item(r);
        if (r >= players)
            return fail(path, tr("a game of %1 players has at most %1 rounds").arg(players)), false;
        Round round;
        if (!readRound(rounds->items()[r], path, record, r + 1 == count, round))
            return false;
        record.rounds.push_back(std::move(round));
    }
    return true;
}

bool RecordReader::readRound(const JsonValue &v, const Path &path, const Record &record, bool last, Round &round)
{
    if (!v.isObject())
        return fail(path, tr("%1 is not a round object").arg(v.brief())), false;
    if (!knownKeys(v, path, {"tricks", "dummyLayout", "dummyPredictions"}))
        return false;
    const bool dummy = record.hasDummy();

    const JsonValue *tricks = array(v, path, "tricks", -1);
    if (!tricks)
        return false;
    const Path tricksPath = path.member("tricks");
    const std::size_t trickCount = tricks->items().size();
    int completeTricks = 0;
    for (std::size_t t = 0; t < trickCount; ++t) {
        const Path trickPath = tricksPath.item(t);
        if (t >= TricksPerRound)
            return fail(trickPath, tr("a round has at most 7 tricks")), false;
        Trick trick;
        bool complete = false;
        if (!readTrick(tricks->items()[t], trickPath, record, last && t + 1 == trickCount, trick, &complete))
            return false;
        completeTricks += complete ? 1 : 0;
        round.tricks.push_back(std::move(trick));
    }
    if (!last && trickCount != TricksPerRound)
        return fail(tricksPath, tr("every round but the last needs 7 complete tricks, this one has %1").arg(trickCount)),
               false;

    const JsonValue *layout = v.find(QLatin1StringView("dummyLayout"));
    const Path layoutPath = path.member("dummyLayout");
    if (dummy) {
        layout = array(v, path, "dummyLayout", -1);
        if (!layout)
            return false;
        if (layout->items().size() != DummyLayoutSize)
            return fail(layoutPath, tr("the dummy's layout has exactly 7 cards, found %1").arg(layout->items().size())),
                   false;
        if (!cardList(*layout, layoutPath, &round.dummyLayout))
            return false;
    } else if (layout) {
        return fail(layoutPath, tr("only a 3-player game has a dummy")), false;
    }

    const JsonValue *predictions = v.find(QLatin1StringView("dummyPredictions"));
    const Path predictionsPath = path.member("dummyPredictions");
    if (predictions) {
        if (!dummy)
            return fail(predictionsPath, tr("only a 3-player game has a dummy")), false;
        if (!predictions->isArray())
            return fail(predictionsPath, tr("%1 is not an array").arg(predictions->brief())), false;
        if (!cardList(*predictions, predictionsPath, &round.dummyPredictions))
            return false;
        if (round.dummyPredictions.size() > static_cast<std::size_t>(completeTricks))
            return fail(predictionsPath.item(static_cast<std::size_t>(completeTricks)),
                        tr("the dummy turns up at most one prediction card per complete trick")),
                   false;
        round.hasDummyPredictions = true;
    }
    round.extensions = extensions(v);
    return true;
}

bool RecordReader::readTrick(const JsonValue &v, const Path &path, const Record &record, bool mayBeIncomplete,
                             Trick &trick, bool *complete)
{
    if (!v.isObject())
        return fail(path, tr("%1 is not a trick object").arg(v.brief())), false;
    if (!knownKeys(v, path, {"jousts", "predictions"}))
        return false;
    const JsonValue *jousts = array(v, path, "jousts", SeatCount);
    if (!jousts)
        return false;
    const JsonValue *predictions = array(v, path, "predictions", SeatCount);
    if (!predictions)
        return false;
    *complete = true;
    const Path joustsPath = path.member("jousts");
    const Path predictionsPath = path.member("predictions");
    for (std::size_t s = 0; s < SeatCount; ++s) {
        if (!card(jousts->items()[s], joustsPath.item(s), &trick.jousts[s], true))
            return false;
        if (!trick.jousts[s]) {
            if (!mayBeIncomplete)
                return fail(joustsPath.item(s), tr("missing card in a finished trick")), false;
            *complete = false;
        }
    }
    for (std::size_t s = 0; s < SeatCount; ++s) {
        if (!card(predictions->items()[s], predictionsPath.item(s), &trick.predictions[s], true))
            return false;
        const bool player = record.isPlayer(static_cast<int>(s));
        if (!player && trick.predictions[s])
            return fail(predictionsPath.item(s), tr("the dummy makes no prediction: this entry must be null")), false;
        if (player && !trick.predictions[s]) {
            if (!mayBeIncomplete)
                return fail(predictionsPath.item(s), tr("missing card in a finished trick")), false;
            *complete = false;
        }
    }
    trick.extensions = extensions(v);
    return true;
}

} // namespace tornei
