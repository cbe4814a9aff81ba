#include "record.h"

#include "playername.h"

#include <QRegularExpression>

namespace tornei {

int Record::playerCount() const
{
    int n = 0;
    for (const auto &seat : seats)
        n += seat.has_value() ? 1 : 0;
    return n;
}

int Record::dummySeat() const
{
    for (int i = 0; i < SeatCount; ++i) {
        if (!seats[static_cast<std::size_t>(i)])
            return i;
    }
    return -1;
}

int Record::dealerAfter(int dealer) const
{
    int next = (dealer + 1) % SeatCount;
    if (!isPlayer(next))
        next = (next + 1) % SeatCount;
    return next;
}

Record Record::rematch() const
{
    Record next;
    next.seats = seats;
    next.firstDealer = dealerAfter(firstDealer);
    return next;
}

QString Record::seatName(int seat) const
{
    if (seat < 0 || seat >= SeatCount)
        return {};
    const auto &name = seats[static_cast<std::size_t>(seat)];
    return name ? *name : QCoreApplication::translate("tornei::Record", "Dummy");
}

CardSlot Record::cardAt(const Slot &slot) const
{
    if (slot.round < 0 || slot.round >= static_cast<int>(rounds.size()))
        return std::nullopt;
    const Round &round = rounds[static_cast<std::size_t>(slot.round)];
    const auto i = static_cast<std::size_t>(slot.index);
    const auto seat = static_cast<std::size_t>(slot.seat);
    switch (slot.kind) {
    case EntryKind::DummyLayout:
        return i < round.dummyLayout.size() ? CardSlot(round.dummyLayout[i]) : std::nullopt;
    case EntryKind::DummyPrediction:
        return i < round.dummyPredictions.size() ? CardSlot(round.dummyPredictions[i]) : std::nullopt;
    case EntryKind::Joust:
        return i < round.tricks.size() && seat < SeatCount ? round.tricks[i].jousts[seat] : std::nullopt;
    case EntryKind::Prediction:
        return i < round.tricks.size() && seat < SeatCount ? round.tricks[i].predictions[seat] : std::nullopt;
    }
    return std::nullopt;
}

bool Record::place(const Slot &slot, CardSlot card)
{
    // A slot outside any game's shape is refused here rather than trusted: a round of -1
    // would otherwise grow or empty the record.
    const bool dummyPile = slot.kind == EntryKind::DummyLayout || slot.kind == EntryKind::DummyPrediction;
    if (slot.round < 0 || slot.round >= SeatCount || slot.seat < 0 || slot.seat >= SeatCount || slot.index < 0
        || slot.index >= (dummyPile ? DummyLayoutSize : TricksPerRound))
        return false;
    const auto r = static_cast<std::size_t>(slot.round);
    const auto i = static_cast<std::size_t>(slot.index);
    const auto seat = static_cast<std::size_t>(slot.seat);
    if (card && rounds.size() <= r)
        rounds.resize(r + 1);
    if (r >= rounds.size())
        return true; // nothing there to clear
    Round &round = rounds[r];
    switch (slot.kind) {
    case EntryKind::DummyLayout:
    case EntryKind::DummyPrediction: {
        auto &cards = slot.kind == EntryKind::DummyLayout ? round.dummyLayout : round.dummyPredictions;
        if (card) {
            if (i > cards.size())
                return false; // the piles are filled in order
            if (i < cards.size())
                cards[i] = *card;
            else
                cards.push_back(*card);
            round.hasDummyPredictions = round.hasDummyPredictions || slot.kind == EntryKind::DummyPrediction;
        } else if (i + 1 == cards.size()) {
            cards.pop_back();
        }
        break;
    }
    case EntryKind::Joust:
    case EntryKind::Prediction: {
        if (card && round.tricks.size() <= i)
            round.tricks.resize(i + 1);
        if (i >= round.tricks.size())
            return true; // nothing there to clear
        Trick &trick = round.tricks[i];
        (slot.kind == EntryKind::Joust ? trick.jousts : trick.predictions)[seat] = card;
        const auto empty = [](const Trick &t) {
            for (int s = 0; s < SeatCount; ++s) {
                if (t.jousts[static_cast<std::size_t>(s)] || t.predictions[static_cast<std::size_t>(s)])
                    return false;
            }
            return t.extensions.empty();
        };
        while (!card && !round.tricks.empty() && empty(round.tricks.back()))
            round.tricks.pop_back();
        break;
    }
    }
    while (!card && !rounds.empty() && rounds.back().tricks.empty() && rounds.back().dummyLayout.empty()
           && rounds.back().dummyPredictions.empty() && rounds.back().extensions.empty())
        rounds.pop_back();
    return true;
}

QString RecordError::toString() const
{
    return path.isEmpty() ? message : path + QStringLiteral(": ") + message;
}

QString RecordFormat::seatNameProblem(const std::array<std::optional<QString>, SeatCount> &seats, int seat)
{
    const auto &name = seats[static_cast<std::size_t>(seat)];
    if (!name)
        return {};
    if (const QString problem = PlayerName::problem(*name); !problem.isEmpty())
        return problem;
    const QString key = PlayerName::matchKey(*name);
    for (int other = 0; other < seat; ++other) {
        const auto &o = seats[static_cast<std::size_t>(other)];
        if (o && PlayerName::matchKey(*o) == key)
            return tr("\"%1\" is already the name of seat %2").arg(*name, QString::number(other));
    }
    return {};
}

namespace {

// Walks a JSON document, checking its shape against tornei-record v1.
class Reader
{
    Q_DECLARE_TR_FUNCTIONS(tornei::RecordFormat)

public:
    std::optional<Record> read(const JsonValue &root)
    {
        if (!root.isObject())
            return fail(QString(), tr("a game record must be a JSON object"));
        if (!knownKeys(root, QString(), {"format", "version", "seats", "firstDealer", "started", "excluded", "rounds"}))
            return std::nullopt;

        const JsonValue *format = required(root, QString(), QStringLiteral("format"));
        if (!format)
            return std::nullopt;
        if (!format->isString() || format->toString() != QLatin1String("tornei-record"))
            return fail(QStringLiteral("format"), tr("%1 is not \"tornei-record\"").arg(format->brief()));

        const JsonValue *version = required(root, QString(), QStringLiteral("version"));
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

        const JsonValue *dealer = required(root, QString(), QStringLiteral("firstDealer"));
        if (!dealer)
            return std::nullopt;
        if (!dealer->isInteger())
            return fail(QStringLiteral("firstDealer"), tr("%1 is not an integer").arg(dealer->brief()));
        if (dealer->toInteger() < 0 || dealer->toInteger() >= SeatCount)
            return fail(QStringLiteral("firstDealer"), tr("%1 is not a seat (0 to 3)").arg(dealer->toInteger()));
        record.firstDealer = static_cast<int>(dealer->toInteger());
        if (!record.isPlayer(record.firstDealer))
            return fail(QStringLiteral("firstDealer"), tr("the dummy never deals"));

        if (const JsonValue *started = root.find(QStringLiteral("started"))) {
            if (!started->isString() || !RecordFormat::parseStarted(started->toString()))
                return fail(QStringLiteral("started"),
                            tr("%1 is not a date and time with its UTC offset (RFC 3339), e.g. "
                               "\"2026-11-21T19:30:00+09:00\"")
                                .arg(started->brief()));
            record.started = started->toString();
        }

        if (const JsonValue *excluded = root.find(QStringLiteral("excluded"))) {
            if (excluded->type() != JsonValue::Type::Bool)
                return fail(QStringLiteral("excluded"), tr("%1 is not true or false").arg(excluded->brief()));
            record.excluded = excluded->toBool();
        }

        if (!readRounds(root, record))
            return std::nullopt;
        record.extensions = extensions(root);
        return record;
    }

    RecordError error;

private:
    std::nullopt_t fail(const QString &path, const QString &message)
    {
        error.path = path;
        error.message = message;
        return std::nullopt;
    }

    static QString join(const QString &path, const QString &key)
    {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }

    static QString index(const QString &path, std::size_t i)
    {
        return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
    }

    bool knownKeys(const JsonValue &object, const QString &path, std::initializer_list<const char *> keys)
    {
        for (const auto &[key, value] : object.members()) {
            if (key.startsWith(QLatin1String("x-")))
                continue;
            bool known = false;
            for (const char *k : keys)
                known = known || key == QLatin1String(k);
            if (!known) {
                fail(join(path, key), tr("unknown key (only keys beginning with \"x-\" may be added)"));
                return false;
            }
        }
        return true;
    }

    const JsonValue *required(const JsonValue &object, const QString &path, const QString &key)
    {
        const JsonValue *v = object.find(key);
        if (!v)
            fail(join(path, key), tr("required key is missing"));
        return v;
    }

    static Extensions extensions(const JsonValue &object)
    {
        Extensions result;
        for (const auto &member : object.members()) {
            if (member.first.startsWith(QLatin1String("x-")))
                result.push_back(member);
        }
        return result;
    }

    // An array of exactly `size` entries (any size when size < 0).
    const JsonValue *array(const JsonValue &object, const QString &path, const QString &key, int size)
    {
        const JsonValue *v = required(object, path, key);
        if (!v)
            return nullptr;
        if (!v->isArray()) {
            fail(join(path, key), tr("%1 is not an array").arg(v->brief()));
            return nullptr;
        }
        if (size >= 0 && v->items().size() != static_cast<std::size_t>(size)) {
            fail(join(path, key), tr("expected exactly %1 entries, found %2").arg(size).arg(v->items().size()));
            return nullptr;
        }
        return v;
    }

    bool card(const JsonValue &v, const QString &path, CardSlot *out, bool nullable)
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

    bool cardList(const JsonValue &v, const QString &path, std::vector<Card> *out)
    {
        for (std::size_t i = 0; i < v.items().size(); ++i) {
            CardSlot slot;
            if (!card(v.items()[i], index(path, i), &slot, false))
                return false;
            out->push_back(*slot);
        }
        return true;
    }

    bool readSeats(const JsonValue &root, Record &record)
    {
        const JsonValue *seats = required(root, QString(), QStringLiteral("seats"));
        if (!seats)
            return false;
        if (!seats->isArray())
            return fail(QStringLiteral("seats"), tr("%1 is not an array").arg(seats->brief())), false;
        if (seats->items().size() != SeatCount)
            return fail(QStringLiteral("seats"), tr("expected exactly 4 entries")), false;
        int nulls = 0;
        for (std::size_t i = 0; i < SeatCount; ++i) {
            const JsonValue &s = seats->items()[i];
            const QString path = index(QStringLiteral("seats"), i);
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

    bool readRounds(const JsonValue &root, Record &record)
    {
        const JsonValue *rounds = array(root, QString(), QStringLiteral("rounds"), -1);
        if (!rounds)
            return false;
        const std::size_t players = static_cast<std::size_t>(record.playerCount());
        const std::size_t count = rounds->items().size();
        for (std::size_t r = 0; r < count; ++r) {
            const QString path = index(QStringLiteral("rounds"), r);
            if (r >= players)
                return fail(path, tr("a game of %1 players has at most %1 rounds").arg(players)), false;
            Round round;
            if (!readRound(rounds->items()[r], path, record, r + 1 == count, round))
                return false;
            record.rounds.push_back(std::move(round));
        }
        return true;
    }

    bool readRound(const JsonValue &v, const QString &path, const Record &record, bool last, Round &round)
    {
        if (!v.isObject())
            return fail(path, tr("%1 is not a round object").arg(v.brief())), false;
        if (!knownKeys(v, path, {"tricks", "dummyLayout", "dummyPredictions"}))
            return false;
        const bool dummy = record.hasDummy();

        const JsonValue *tricks = array(v, path, QStringLiteral("tricks"), -1);
        if (!tricks)
            return false;
        const QString tricksPath = join(path, QStringLiteral("tricks"));
        const std::size_t trickCount = tricks->items().size();
        int completeTricks = 0;
        for (std::size_t t = 0; t < trickCount; ++t) {
            const QString trickPath = index(tricksPath, t);
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

        const JsonValue *layout = v.find(QStringLiteral("dummyLayout"));
        const QString layoutPath = join(path, QStringLiteral("dummyLayout"));
        if (dummy) {
            layout = array(v, path, QStringLiteral("dummyLayout"), -1);
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

        const JsonValue *predictions = v.find(QStringLiteral("dummyPredictions"));
        const QString predictionsPath = join(path, QStringLiteral("dummyPredictions"));
        if (predictions) {
            if (!dummy)
                return fail(predictionsPath, tr("only a 3-player game has a dummy")), false;
            if (!predictions->isArray())
                return fail(predictionsPath, tr("%1 is not an array").arg(predictions->brief())), false;
            if (!cardList(*predictions, predictionsPath, &round.dummyPredictions))
                return false;
            if (round.dummyPredictions.size() > static_cast<std::size_t>(completeTricks))
                return fail(index(predictionsPath, static_cast<std::size_t>(completeTricks)),
                            tr("the dummy turns up at most one prediction card per complete trick")),
                       false;
            round.hasDummyPredictions = true;
        }
        round.extensions = extensions(v);
        return true;
    }

    bool readTrick(const JsonValue &v, const QString &path, const Record &record, bool mayBeIncomplete, Trick &trick,
                   bool *complete)
    {
        if (!v.isObject())
            return fail(path, tr("%1 is not a trick object").arg(v.brief())), false;
        if (!knownKeys(v, path, {"jousts", "predictions"}))
            return false;
        const JsonValue *jousts = array(v, path, QStringLiteral("jousts"), SeatCount);
        if (!jousts)
            return false;
        const JsonValue *predictions = array(v, path, QStringLiteral("predictions"), SeatCount);
        if (!predictions)
            return false;
        *complete = true;
        const QString joustsPath = join(path, QStringLiteral("jousts"));
        const QString predictionsPath = join(path, QStringLiteral("predictions"));
        for (std::size_t s = 0; s < SeatCount; ++s) {
            if (!card(jousts->items()[s], index(joustsPath, s), &trick.jousts[s], true))
                return false;
            if (!trick.jousts[s]) {
                if (!mayBeIncomplete)
                    return fail(index(joustsPath, s), tr("missing card in a finished trick")), false;
                *complete = false;
            }
        }
        for (std::size_t s = 0; s < SeatCount; ++s) {
            const QString p = index(predictionsPath, s);
            if (!card(predictions->items()[s], p, &trick.predictions[s], true))
                return false;
            const bool player = record.isPlayer(static_cast<int>(s));
            if (!player && trick.predictions[s])
                return fail(p, tr("the dummy makes no prediction: this entry must be null")), false;
            if (player && !trick.predictions[s]) {
                if (!mayBeIncomplete)
                    return fail(p, tr("missing card in a finished trick")), false;
                *complete = false;
            }
        }
        trick.extensions = extensions(v);
        return true;
    }
};

void appendCards(std::vector<JsonValue::Member> &members, const char *key, const std::vector<Card> &cards)
{
    std::vector<JsonValue> items;
    for (const Card &c : cards)
        items.push_back(JsonValue::string(c.code()));
    members.emplace_back(QLatin1String(key), JsonValue::array(std::move(items)));
}

JsonValue cardSlots(const std::array<CardSlot, SeatCount> &cards)
{
    std::vector<JsonValue> items;
    for (const CardSlot &c : cards)
        items.push_back(c ? JsonValue::string(c->code()) : JsonValue());
    return JsonValue::array(std::move(items));
}

} // namespace

std::optional<Record> RecordFormat::fromJson(const JsonValue &root, RecordError *error)
{
    Reader reader;
    std::optional<Record> record = reader.read(root);
    if (!record && error)
        *error = reader.error;
    return record;
}

std::optional<Record> RecordFormat::read(const QByteArray &json, RecordError *error)
{
    if (json.size() > MaxFileBytes) {
        if (error) {
            error->path.clear();
            error->message = tooLargeMessage(json.size());
        }
        return std::nullopt;
    }
    QByteArray text = json;
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    JsonParseError parseError;
    const JsonValue root = parseJson(text, &parseError);
    if (!parseError.ok()) {
        if (error) {
            error->path = parseError.path;
            error->message = tr("not a JSON document: %1 (at byte %2)").arg(parseError.message).arg(parseError.offset);
        }
        return std::nullopt;
    }
    return fromJson(root, error);
}

QString RecordFormat::tooLargeMessage(qint64 bytes)
{
    //: %1 and %2 are sizes in bytes
    return tr("the file is too large for a game record (%1 bytes; at most %2)").arg(bytes).arg(MaxFileBytes);
}

JsonValue RecordFormat::toJson(const Record &record)
{
    std::vector<JsonValue::Member> top;
    top.emplace_back(QStringLiteral("format"), JsonValue::string(QStringLiteral("tornei-record")));
    top.emplace_back(QStringLiteral("version"), JsonValue::integer(Version));
    std::vector<JsonValue> seats;
    for (const auto &s : record.seats)
        seats.push_back(s ? JsonValue::string(*s) : JsonValue());
    top.emplace_back(QStringLiteral("seats"), JsonValue::array(std::move(seats)));
    top.emplace_back(QStringLiteral("firstDealer"), JsonValue::integer(record.firstDealer));
    if (record.started)
        top.emplace_back(QStringLiteral("started"), JsonValue::string(*record.started));
    if (record.excluded)
        top.emplace_back(QStringLiteral("excluded"), JsonValue::boolean(true));
    std::vector<JsonValue> rounds;
    for (const Round &round : record.rounds) {
        std::vector<JsonValue::Member> r;
        if (record.hasDummy())
            appendCards(r, "dummyLayout", round.dummyLayout);
        if (round.hasDummyPredictions || !round.dummyPredictions.empty())
            appendCards(r, "dummyPredictions", round.dummyPredictions);
        std::vector<JsonValue> tricks;
        for (const Trick &trick : round.tricks) {
            std::vector<JsonValue::Member> t;
            t.emplace_back(QStringLiteral("jousts"), cardSlots(trick.jousts));
            t.emplace_back(QStringLiteral("predictions"), cardSlots(trick.predictions));
            t.insert(t.end(), trick.extensions.begin(), trick.extensions.end());
            tricks.push_back(JsonValue::object(std::move(t)));
        }
        r.emplace_back(QStringLiteral("tricks"), JsonValue::array(std::move(tricks)));
        r.insert(r.end(), round.extensions.begin(), round.extensions.end());
        rounds.push_back(JsonValue::object(std::move(r)));
    }
    top.emplace_back(QStringLiteral("rounds"), JsonValue::array(std::move(rounds)));
    top.insert(top.end(), record.extensions.begin(), record.extensions.end());
    return JsonValue::object(std::move(top));
}

std::optional<QDateTime> RecordFormat::parseStarted(const QString &text)
{
    // RFC 3339 section 5.6 date-time; QDateTime's ISO parser is more lenient.
    static const QRegularExpression pattern(
        QStringLiteral("^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(\\.[0-9]+)?(?:([Zz])|([+-"
                       "])([0-9]{2}):([0-9]{2}))$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const auto number = [&](int group) {
        return match.captured(group).toInt();
    };
    const QDate date(number(1), number(2), number(3));
    if (!date.isValid() || number(4) > 23 || number(5) > 59 || number(6) > 59)
        return std::nullopt;
    int offset = 0;
    if (match.captured(8).isEmpty()) {
        if (number(10) > 23 || number(11) > 59)
            return std::nullopt;
        offset = (number(10) * 60 + number(11)) * 60 * (match.captured(9) == QLatin1String("-") ? -1 : 1);
    }
    // Milliseconds are what QDateTime holds; further digits are kept in the text only.
    const int ms =
        match.captured(7).isEmpty() ? 0 : match.captured(7).mid(1).left(3).leftJustified(3, QLatin1Char('0')).toInt();
    return QDateTime(date, QTime(number(4), number(5), number(6), ms), Qt::OffsetFromUTC, offset);
}

QString RecordFormat::startedNow()
{
    const QDateTime now = QDateTime::currentDateTime();
    return now.toOffsetFromUtc(now.offsetFromUtc()).toString(Qt::ISODate);
}

namespace {

// Lays out a record exactly as toJson(record).serialize(2) does, straight
// into the bytes: every import hashes this text (twice for an undated
// record), and building the tree of values first cost more than hashing it.
class PrettyWriter
{
public:
    explicit PrettyWriter(QByteArray &out) : m_out(out) {}

    void write(const Record &record)
    {
        m_out += '{';
        bool first = true;
        key("format", 1, first);
        m_out += "\"tornei-record\"";
        key("version", 1, first);
        m_out += QByteArray::number(RecordFormat::Version);
        key("seats", 1, first);
        m_out += '[';
        for (std::size_t s = 0; s < record.seats.size(); ++s) {
            item(s, 2);
            if (record.seats[s])
                JsonValue::writeString(m_out, *record.seats[s]);
            else
                m_out += "null";
        }
        close(!record.seats.empty(), 1, ']');
        key("firstDealer", 1, first);
        m_out += QByteArray::number(record.firstDealer);
        if (record.started) {
            key("started", 1, first);
            JsonValue::writeString(m_out, *record.started);
        }
        if (record.excluded) {
            key("excluded", 1, first);
            m_out += "true";
        }
        key("rounds", 1, first);
        m_out += '[';
        for (std::size_t r = 0; r < record.rounds.size(); ++r) {
            item(r, 2);
            writeRound(record, record.rounds[r]);
        }
        close(!record.rounds.empty(), 1, ']');
        extensions(record.extensions, 1, first);
        close(true, 0, '}');
    }

private:
    // A round object at depth 2: its members at 3.
    void writeRound(const Record &record, const Round &round)
    {
        m_out += '{';
        bool first = true;
        if (record.hasDummy()) {
            key("dummyLayout", 3, first);
            cards(round.dummyLayout, 3);
        }
        if (round.hasDummyPredictions || !round.dummyPredictions.empty()) {
            key("dummyPredictions", 3, first);
            cards(round.dummyPredictions, 3);
        }
        key("tricks", 3, first);
        m_out += '[';
        for (std::size_t t = 0; t < round.tricks.size(); ++t) {
            item(t, 4);
            const Trick &trick = round.tricks[t];
            m_out += '{';
            bool firstOfTrick = true;
            key("jousts", 5, firstOfTrick);
            slotCards(trick.jousts, 5);
            key("predictions", 5, firstOfTrick);
            slotCards(trick.predictions, 5);
            extensions(trick.extensions, 5, firstOfTrick);
            close(true, 4, '}');
        }
        close(!round.tricks.empty(), 3, ']');
        extensions(round.extensions, 3, first);
        close(true, 2, '}');
    }

    void newline(int depth)
    {
        m_out += '\n';
        m_out.append(depth * Indent, ' ');
    }
    // The next member of an object whose members are at `depth`.
    void key(const char *name, int depth, bool &first)
    {
        if (!first)
            m_out += ',';
        first = false;
        newline(depth);
        m_out += '"';
        m_out += name;
        m_out += "\": ";
    }
    // The next item of an array whose items are at `depth`.
    void item(std::size_t index, int depth)
    {
        if (index > 0)
            m_out += ',';
        newline(depth);
    }
    void close(bool hadContent, int depth, char bracket)
    {
        if (hadContent)
            newline(depth);
        m_out += bracket;
    }
    void extensions(const Extensions &members, int depth, bool &first)
    {
        for (const JsonValue::Member &member : members) {
            if (!first)
                m_out += ',';
            first = false;
            newline(depth);
            JsonValue::writeString(m_out, member.first);
            m_out += ": ";
            member.second.write(m_out, Indent, depth);
        }
    }
    void card(Card c)
    {
        m_out += '"';
        m_out += suitLetter(c.suit).toLatin1();
        if (c.number >= 0 && c.number < 10) {
            m_out += static_cast<char>('0' + c.number);
        } else if (c.number >= 10 && c.number < 20) {
            m_out += '1';
            m_out += static_cast<char>('0' + c.number - 10);
        } else {
            m_out += QByteArray::number(c.number);
        }
        m_out += '"';
    }
    // An array of cards as the value of a member at `depth`.
    void cards(const std::vector<Card> &list, int depth)
    {
        m_out += '[';
        for (std::size_t i = 0; i < list.size(); ++i) {
            item(i, depth + 1);
            card(list[i]);
        }
        close(!list.empty(), depth, ']');
    }
    void slotCards(const std::array<CardSlot, SeatCount> &list, int depth)
    {
        m_out += '[';
        for (std::size_t i = 0; i < list.size(); ++i) {
            item(i, depth + 1);
            if (list[i])
                card(*list[i]);
            else
                m_out += "null";
        }
        close(true, depth, ']');
    }

    static constexpr int Indent = 2;
    QByteArray &m_out;
};

} // namespace

QByteArray RecordFormat::write(const Record &record)
{
    QByteArray out;
    out.reserve(8192);
    PrettyWriter(out).write(record);
    out += '\n';
    return out;
}

} // namespace tornei
