#include "recordformat.h"

#include "jsonparser.h"
#include "playername.h"
#include "recordreader.h"
#include "recordwriter.h"

#include <QRegularExpression>

namespace tornei {

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

std::optional<Record> RecordFormat::fromJson(const JsonValue &root, RecordError *error)
{
    RecordReader reader;
    std::optional<Record> record = reader.read(root);
    if (!record && error)
        *error = reader.error();
    return record;
}

std::optional<Record> RecordFormat::read(const QByteArray &json, RecordError *error)
{
    if (json.size() > MaxFileBytes) {
        if (error) {
            error->path.clear();
            error->message = tooLargeMessage(json.size());
            error->limit = true;
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
            error->limit = parseError.limit;
            //: %1 names the limit passed, %2 is a byte offset
            error->message = parseError.limit ? tr("past a limit of game records: %1 (at byte %2)")
                                                    .arg(parseError.message)
                                                    .arg(parseError.offset)
                                              : tr("not a JSON document: %1 (at byte %2)")
                                                    .arg(parseError.message)
                                                    .arg(parseError.offset);
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

namespace {

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

QByteArray RecordFormat::write(const Record &record, QByteArray *undated, SeatNameSpans *names)
{
    QByteArray out;
    out.reserve(8192);
    RecordWriter writer(out);
    writer.write(record);
    out += '\n';
    if (names)
        *names = writer.seatNames();
    if (undated) {
        *undated = out;
        if (const std::optional<std::pair<qsizetype, qsizetype>> started = writer.startedMember())
            undated->remove(started->first, started->second - started->first);
    }
    return out;
}

} // namespace tornei
