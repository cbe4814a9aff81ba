// Reading and writing tornei-record version 1: every structural error with
// its JSON path, the lossless round trip and Record::place.
#include "json.h"
#include "jsonparser.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "replay.h"
#include "seatindex.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTest>
#include <algorithm>
#include <variant>

using namespace tornei;

namespace {

JsonValue parse(const QByteArray &text)
{
    JsonParseError error;
    JsonValue v = parseJson(text, &error);
    if (!error.ok())
        qFatal("bad JSON in a test: %s: %s", text.constData(), qPrintable(error.message));
    return v;
}

// "rounds[1].tricks[3].jousts[2]" as keys and indexes.
using Step = std::variant<QString, int>;

std::vector<Step> steps(const QString &path)
{
    std::vector<Step> result;
    if (path.isEmpty())
        return result;
    for (const QString &part : path.split(QLatin1Char('.'))) {
        const qsizetype bracket = part.indexOf(QLatin1Char('['));
        result.emplace_back(part.left(bracket < 0 ? part.size() : bracket));
        if (bracket < 0)
            continue;
        for (const QString &index : part.mid(bracket + 1).chopped(1).split(QStringLiteral("][")))
            result.emplace_back(index.toInt());
    }
    return result;
}

JsonValue *child(JsonValue *v, const Step &step)
{
    if (const QString *key = std::get_if<QString>(&step)) {
        for (auto &member : v->members()) {
            if (member.first == *key)
                return &member.second;
        }
        qFatal("no key %s", qPrintable(*key));
    }
    return &v->items().at(at(std::get<int>(step)));
}

JsonValue *locate(JsonValue &root, const QString &path)
{
    JsonValue *v = &root;
    for (const Step &step : steps(path))
        v = child(v, step);
    return v;
}

// "set PATH JSON", "remove PATH", "append PATH JSON" (an item of an array,
// or the members of a JSON object to add to an object). A JSON value written
// "@PATH" is a copy of that value of the unedited document.
void edit(JsonValue &doc, const QString &command)
{
    const JsonValue original = doc;
    const QString op = command.section(QLatin1Char(' '), 0, 0);
    QString path = command.section(QLatin1Char(' '), 1, 1);
    if (path == QLatin1String("/"))
        path.clear();
    const QString text = command.section(QLatin1Char(' '), 2);
    JsonValue value;
    if (text.startsWith(QLatin1Char('@')))
        value = *locate(const_cast<JsonValue &>(original), text.mid(1));
    else if (!text.isEmpty())
        value = parse(text.toUtf8());

    if (op == QLatin1String("set")) {
        *locate(doc, path) = value;
    } else if (op == QLatin1String("append")) {
        JsonValue *target = locate(doc, path);
        if (target->isArray())
            target->items().push_back(value);
        else
            target->members().insert(target->members().end(), value.members().begin(), value.members().end());
    } else if (op == QLatin1String("remove")) {
        std::vector<Step> s = steps(path);
        const Step last = s.back();
        s.pop_back();
        JsonValue *parent = &doc;
        for (const Step &step : s)
            parent = child(parent, step);
        if (const QString *key = std::get_if<QString>(&last)) {
            auto &members = parent->members();
            members.erase(std::find_if(members.begin(), members.end(),
                                       [&](const JsonValue::Member &m) { return m.first == *key; }));
        } else {
            parent->items().erase(parent->items().begin() + std::get<int>(last));
        }
    } else {
        qFatal("unknown edit %s", qPrintable(command));
    }
}

// Whole games built by the random legal game generator, with a fixed seed
// and the dummy in seat 3 and the first dealer in seat 0 (3 players), or
// the first dealer in seat 0 (4 players).
Record baseGame(int players)
{
    for (quint32 seed = 1;; ++seed) {
        QRandomGenerator rng(seed);
        Record record = RandomGame::play(rng, players);
        if (record.firstDealer == 0 && (players == 4 || record.dummySeat() == 3))
            return record;
    }
}

QByteArray baseText(int players)
{
    return RecordFormat::write(baseGame(players));
}

} // namespace

class TestRecord : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The bases are readable and legal: every error below is the edit's.
        for (int players : {3, 4}) {
            RecordError error;
            const std::optional<Record> record = RecordFormat::read(baseText(players), &error);
            QVERIFY2(record, qPrintable(error.toString()));
            QVERIFY(Replay(*record).violations().empty());
            QVERIFY(Replay(*record).isComplete());
        }
    }

    void structuralErrors_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QStringList>("edits");
        QTest::addColumn<QString>("path");    // "-" when the edited record is readable
        QTest::addColumn<QString>("message"); // a part of the message

        const auto row = [](const char *name, int players, const QStringList &edits, const QString &path,
                            const QString &message) {
            QTest::newRow(name) << players << edits << path << message;
        };
        const QString missing = QStringLiteral("required key is missing");
        const QString unknown = QStringLiteral("unknown key (only keys beginning with \"x-\" may be added)");
        const QString missingCard = QStringLiteral("missing card in a finished trick");

        row("not an object", 3, {"set / []"}, "", "a game record must be a JSON object");
        row("a string", 3, {"set / \"tornei-record\""}, "", "a game record must be a JSON object");
        row("missing format", 3, {"remove format"}, "format", missing);
        row("missing version", 3, {"remove version"}, "version", missing);
        row("missing seats", 3, {"remove seats"}, "seats", missing);
        row("missing firstDealer", 3, {"remove firstDealer"}, "firstDealer", missing);
        row("missing rounds", 3, {"remove rounds"}, "rounds", missing);
        row("missing tricks", 3, {"remove rounds[1].tricks"}, "rounds[1].tricks", missing);
        row("missing jousts", 3, {"remove rounds[1].tricks[4].jousts"}, "rounds[1].tricks[4].jousts", missing);
        row("missing predictions", 4, {"remove rounds[0].tricks[0].predictions"}, "rounds[0].tricks[0].predictions",
            missing);
        row("unknown key at the top", 3, {"append / {\"Format\": 1}"}, "Format", unknown);
        row("unknown key in a round", 3, {"append rounds[2] {\"dummylayout\": []}"}, "rounds[2].dummylayout", unknown);
        row("unknown key in a trick", 4, {"append rounds[3].tricks[6] {\"winner\": 0}"}, "rounds[3].tricks[6].winner",
            unknown);
        row("x- keys anywhere", 3,
            {"append / {\"x-app\": {\"name\": \"t\", \"list\": [1, 2.5, null]}}",
             "append rounds[0] {\"x-note\": \"dealt twice\"}", "append rounds[2].tricks[6] {\"x-\": []}"},
            "-", "");
        row("X- is not x-", 3, {"append rounds[0] {\"X-note\": 1}"}, "rounds[0].X-note", unknown);
        row("wrong format", 3, {"set format \"tornei-recordx\""}, "format",
            "\"tornei-recordx\" is not \"tornei-record\"");
        row("format not a string", 3, {"set format 1"}, "format", "1 is not \"tornei-record\"");
        row("version a string", 3, {"set version \"1\""}, "version", "\"1\" is not an integer");
        row("version 1.0", 3, {"set version 1.0"}, "version", "1.0 is not an integer");
        row("version 1e0", 3, {"set version 1e0"}, "version", "1e0 is not an integer");
        row("version 2", 3, {"set version 2"}, "version", "version 2 is not supported (this app reads version 1)");
        row("version 0", 4, {"set version 0"}, "version", "version 0 is not supported");
        row("seats not an array", 3, {"set seats \"Aki\""}, "seats", "\"Aki\" is not an array");
        row("three seats", 3, {"remove seats[3]"}, "seats", "expected exactly 4 entries");
        row("five seats", 4, {"append seats \"Eve\""}, "seats", "expected exactly 4 entries");
        row("two nulls", 3, {"set seats[1] null"}, "seats[3]", "only one seat can be the dummy's (null)");
        row("four nulls", 3, {"set seats [null, null, null, null]"}, "seats[1]", "only one seat can be the dummy's");
        row("blank name", 3, {"set seats[1] \"  \""}, "seats[1]", "a player's name must not be blank");
        row("empty name", 4, {"set seats[3] \"\""}, "seats[3]", "a player's name must not be blank");
        row("name not a string", 3, {"set seats[0] 5"}, "seats[0]", "5 is not a player's name");
        row("duplicate name, case and spaces", 3, {"set seats[0] \"Aki\"", "set seats[2] \" aKI \""}, "seats[2]",
            "\" aKI \" is already the name of seat 0");
        row("duplicate name, later seat", 4, {"set seats[1] \"Dai\"", "set seats[3] \"dai\""}, "seats[3]",
            "is already the name of seat 1");
        row("firstDealer 4", 3, {"set firstDealer 4"}, "firstDealer", "4 is not a seat (0 to 3)");
        row("firstDealer -1", 4, {"set firstDealer -1"}, "firstDealer", "-1 is not a seat (0 to 3)");
        row("firstDealer the dummy", 3, {"set firstDealer 3"}, "firstDealer", "the dummy never deals");
        row("firstDealer 0.0", 3, {"set firstDealer 0.0"}, "firstDealer", "0.0 is not an integer");
        row("firstDealer a string", 3, {"set firstDealer \"0\""}, "firstDealer", "\"0\" is not an integer");
        row("rounds not an array", 3, {"set rounds {}"}, "rounds", "an object is not an array");
        row("round not an object", 3, {"set rounds[1] []"}, "rounds[1]", "an array is not a round object");
        row("too many rounds, 3 players", 3, {"append rounds @rounds[0]"}, "rounds[3]",
            "a game of 3 players has at most 3 rounds");
        row("too many rounds, 4 players", 4, {"append rounds @rounds[0]"}, "rounds[4]",
            "a game of 4 players has at most 4 rounds");
        row("a round before the last with 6 tricks", 3, {"remove rounds[0].tricks[6]"}, "rounds[0].tricks",
            "every round but the last needs 7 complete tricks, this one has 6");
        row("a round before the last with 0 tricks", 4, {"set rounds[2].tricks []"}, "rounds[2].tricks",
            "this one has 0");
        row("the last round may have fewer", 3,
            {"remove rounds[2].tricks[6]", "remove rounds[2].tricks[5]", "remove rounds[2].dummyPredictions[6]",
             "remove rounds[2].dummyPredictions[5]"},
            "-", "");
        row("the last round may have none", 4, {"set rounds[3].tricks []"}, "-", "");
        row("8 tricks", 3, {"append rounds[2].tricks @rounds[2].tricks[0]"}, "rounds[2].tricks[7]",
            "a round has at most 7 tricks");
        row("8 tricks before the last round", 4, {"append rounds[0].tricks @rounds[0].tricks[0]"},
            "rounds[0].tricks[7]", "a round has at most 7 tricks");
        row("trick not an object", 3, {"set rounds[0].tricks[2] 7"}, "rounds[0].tricks[2]", "7 is not a trick object");
        row("three jousts", 3, {"remove rounds[0].tricks[0].jousts[3]"}, "rounds[0].tricks[0].jousts",
            "expected exactly 4 entries, found 3");
        row("five predictions", 4, {"append rounds[1].tricks[1].predictions null"}, "rounds[1].tricks[1].predictions",
            "expected exactly 4 entries, found 5");
        row("missing joust in a finished trick", 3, {"set rounds[0].tricks[3].jousts[1] null"},
            "rounds[0].tricks[3].jousts[1]", missingCard);
        row("missing dummy joust in a finished trick", 3, {"set rounds[1].tricks[3].jousts[3] null"},
            "rounds[1].tricks[3].jousts[3]", missingCard);
        row("missing prediction in a finished trick", 4, {"set rounds[1].tricks[0].predictions[0] null"},
            "rounds[1].tricks[0].predictions[0]", missingCard);
        row("missing card before the last trick", 3, {"set rounds[2].tricks[5].jousts[0] null"},
            "rounds[2].tricks[5].jousts[0]", missingCard);
        row("the last trick may be incomplete", 3,
            {"set rounds[2].tricks[6].jousts [null, null, null, null]",
             "set rounds[2].tricks[6].predictions [null, null, null, null]", "remove rounds[2].dummyPredictions[6]"},
            "-", "");
        row("dummy prediction not null", 3, {"set rounds[0].tricks[0].predictions[3] \"C1\""},
            "rounds[0].tricks[0].predictions[3]", "the dummy makes no prediction: this entry must be null");
        row("dummyLayout missing", 3, {"remove rounds[1].dummyLayout"}, "rounds[1].dummyLayout", missing);
        row("dummyLayout not an array", 3, {"set rounds[0].dummyLayout \"W5\""}, "rounds[0].dummyLayout",
            "\"W5\" is not an array");
        row("dummyLayout of 6", 3, {"remove rounds[1].dummyLayout[6]"}, "rounds[1].dummyLayout",
            "the dummy's layout has exactly 7 cards, found 6");
        row("dummyLayout of 8", 3, {"append rounds[2].dummyLayout \"W1\""}, "rounds[2].dummyLayout",
            "the dummy's layout has exactly 7 cards, found 8");
        row("null in the layout", 3, {"set rounds[0].dummyLayout[2] null"}, "rounds[0].dummyLayout[2]",
            "null is not a card");
        row("dummyLayout with 4 players", 4, {"append rounds[0] {\"dummyLayout\": []}"}, "rounds[0].dummyLayout",
            "only a 3-player game has a dummy");
        row("dummyPredictions with 4 players", 4, {"append rounds[3] {\"dummyPredictions\": []}"},
            "rounds[3].dummyPredictions", "only a 3-player game has a dummy");
        row("dummyPredictions may be left out", 3, {"remove rounds[1].dummyPredictions"}, "-", "");
        row("dummyPredictions not an array", 3, {"set rounds[1].dummyPredictions null"}, "rounds[1].dummyPredictions",
            "null is not an array");
        row("null dummy prediction", 3, {"set rounds[1].dummyPredictions[4] null"}, "rounds[1].dummyPredictions[4]",
            "null is not a card");
        row("8 dummy predictions", 3, {"append rounds[0].dummyPredictions \"W1\""}, "rounds[0].dummyPredictions[7]",
            "the dummy turns up at most one prediction card per complete trick");
        // The last trick made incomplete: 6 complete tricks, 7 dummy predictions.
        row("more dummy predictions than complete tricks", 3, {"set rounds[2].tricks[6].predictions[0] null"},
            "rounds[2].dummyPredictions[6]", "at most one prediction card per complete trick");
        // Bad cards, all in one place.
        const char *target = "rounds[0].tricks[1].jousts[2]";
        const std::pair<const char *, const char *> badCards[] = {
            {"\"X15\"", "\"X15\" is not a card"},   {"\"w5\"", "\"w5\" is not a card"},
            {"\"W05\"", "\"W05\" is not a card"},   {"\"W0\"", "\"W0\" is not a card"},
            {"\"W15\"", "\"W15\" is not a card"},   {"5", "5 is not a card"},
            {"\"W\"", "\"W\" is not a card"},       {"\"\"", "\"\" is not a card"},
            {"\"W1 \"", "\"W1 \" is not a card"},   {"\"W100\"", "\"W100\" is not a card"},
            {"\"5W\"", "\"5W\" is not a card"},     {"\"W-1\"", "\"W-1\" is not a card"},
            {"[\"W5\"]", "an array is not a card"}, {"true", "true is not a card"},
        };
        for (const auto &[value, message] : badCards) {
            QTest::addRow("card %s", value) << 3 << QStringList{QStringLiteral("set %1 %2").arg(target, value)}
                                            << QString::fromLatin1(target) << QString::fromUtf8(message);
        }
        row("bad card in the layout", 3, {"set rounds[2].dummyLayout[6] \"F0\""}, "rounds[2].dummyLayout[6]",
            "\"F0\" is not a card");
        row("bad dummy prediction", 3, {"set rounds[2].dummyPredictions[0] \"c3\""}, "rounds[2].dummyPredictions[0]",
            "\"c3\" is not a card");
        row("bad prediction", 4, {"set rounds[3].tricks[6].predictions[3] \"S15\""},
            "rounds[3].tricks[6].predictions[3]", "\"S15\" is not a card");
        row("excluded a number", 3, {"append / {\"excluded\": 1}"}, "excluded", "1 is not true or false");
        row("excluded a string", 4, {"append / {\"excluded\": \"true\"}"}, "excluded",
            "\"true\" is not true or false");
        row("excluded null", 3, {"append / {\"excluded\": null}"}, "excluded", "is not true or false");
        row("excluded an array", 3, {"append / {\"excluded\": [true]}"}, "excluded", "is not true or false");
        row("excluded true", 3, {"append / {\"excluded\": true}"}, "-", "");
        row("excluded false", 4, {"append / {\"excluded\": false}"}, "-", "");
        // Only the first error is reported.
        row("the first of two errors", 3, {"set rounds[1].tricks[0].jousts[0] \"X1\"", "set rounds[2] 1"},
            "rounds[1].tricks[0].jousts[0]", "\"X1\" is not a card");
    }

    void structuralErrors()
    {
        QFETCH(int, players);
        QFETCH(QStringList, edits);
        QFETCH(QString, path);
        QFETCH(QString, message);
        JsonValue doc = parse(baseText(players));
        for (const QString &e : edits)
            edit(doc, e);
        RecordError error;
        const std::optional<Record> record = RecordFormat::read(doc.serialize(2), &error);
        if (path == QLatin1String("-")) {
            QVERIFY2(record, qPrintable(error.toString()));
            // Readable: also written back as it was read.
            QCOMPARE(RecordFormat::read(RecordFormat::write(*record), nullptr), record);
            return;
        }
        QVERIFY2(!record, "a malformed record was accepted");
        QCOMPARE(error.path, path);
        QVERIFY2(error.message.contains(message), qPrintable(error.message));
        QCOMPARE(error.toString(), path.isEmpty() ? error.message : path + QStringLiteral(": ") + error.message);
    }

    void badJson_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");

        const QByteArray base = baseText(3);
        QTest::newRow("empty") << QByteArray() << "unexpected end of the file (at byte 0)";
        QTest::newRow("white space") << QByteArray(" \n") << "unexpected end of the file (at byte 2)";
        QTest::newRow("truncated") << base.left(base.size() / 2) << "not a JSON document";
        QTest::newRow("missing value") << QByteArray("{\"format\": }") << "not valid JSON (at byte 11)";
        QTest::newRow("trailing comma") << QByteArray("{\"format\": 1,}") << "not valid JSON";
        QTest::newRow("single quotes") << QByteArray("{'format': 1}") << "not valid JSON (at byte 1)";
        QTest::newRow("trailing text") << base + "x"
                                       << "unexpected text after the JSON value";
        QTest::newRow("two documents") << base + base << "unexpected text after the JSON value";
        QTest::newRow("comment") << QByteArray("// record\n{}") << "not valid JSON (at byte 0)";
        QTest::newRow("NaN") << QByteArray("{\"version\": NaN}") << "not valid JSON";
        QTest::newRow("leading zero") << QByteArray("{\"version\": 01}") << "not valid JSON";
        QTest::newRow("control character in a string") << QByteArray("[\"a\tb\"]") << "not valid JSON";
        QTest::newRow("bad escape") << QByteArray("[\"\\x41\"]") << "not valid JSON";
        QTest::newRow("lone high surrogate") << QByteArray("[\"\\ud800\"]") << "not valid JSON";
        QTest::newRow("lone low surrogate") << QByteArray("[\"\\udc00x\"]") << "not valid JSON";
        QTest::newRow("invalid UTF-8") << QByteArray("[\"Ak\xff\"]") << "the file is not valid UTF-8 (at byte 4)";
        QTest::newRow("overlong UTF-8") << QByteArray("[\"\xc0\xaf\"]") << "the file is not valid UTF-8";
        QTest::newRow("UTF-8 surrogate") << QByteArray("[\"\xed\xa0\x80\"]") << "the file is not valid UTF-8";
        QTest::newRow("UTF-8 above U+10FFFF") << QByteArray("[\"\xf4\x90\x80\x80\"]") << "the file is not valid UTF-8";
        QTest::newRow("truncated UTF-8") << QByteArray("[\"\xe3\x81") << "the file is not valid UTF-8";
        QTest::newRow("invalid UTF-8 in a name")
            << QByteArray(base).replace("\"Aki\"", "\"A\xe3\x28i\"") << "the file is not valid UTF-8";
        QTest::newRow("duplicate key") << QByteArray("{\"format\": \"tornei-record\", \"format\": \"tornei-record\"}")
                                       << "the key \"format\" appears twice in one object (at byte 28)";
        QTest::newRow("duplicate key, escaped")
            << QByteArray("{\"x-a\": 1, \"x-\\u0061\": 2}") << "the key \"x-a\" appears twice in one object";
        QTest::newRow("duplicate x- key deep inside")
            << QByteArray(base).replace("\"tricks\": [", "\"x-n\": {\"a\": 1, \"a\": 2}, \"tricks\": [")
            << "the key \"a\" appears twice in one object";
        QTest::newRow("deep objects") << QByteArray(10000, '{') << "not valid JSON";
    }

    void badJson()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        RecordError error;
        QVERIFY(!RecordFormat::read(text, &error));
        QCOMPARE(error.path, QString());
        QVERIFY2(error.message.startsWith(QStringLiteral("not a JSON document: ")), qPrintable(error.message));
        QVERIFY2(error.message.contains(message), qPrintable(error.message));
    }

    void acceptedJson_data()
    {
        QTest::addColumn<QByteArray>("text");
        const QByteArray base = baseText(3);
        QTest::newRow("as written") << base;
        QTest::newRow("byte order mark") << QByteArray("\xef\xbb\xbf") + base;
        QTest::newRow("compact") << parse(base).serialize(-1);
        QTest::newRow("CRLF and tabs") << QByteArray(base).replace("\n", "\r\n").replace("  ", "\t");
        QTest::newRow("nesting within the limit") << QByteArray(base).replace(
            "\"tricks\": [", "\"x-deep\": " + QByteArray(60, '[') + QByteArray(60, ']') + ", \"tricks\": [");
        QTest::newRow("Japanese names") << QByteArray(base).replace("\"Aki\"", "\"\xe3\x81\x82\xe3\x81\x8d\"");
        QTest::newRow("escaped name") << QByteArray(base).replace("\"Aki\"", "\"\\u30a2\\u30ad \\ud83c\\udccf\"");
    }

    void acceptedJson()
    {
        QFETCH(QByteArray, text);
        RecordError error;
        const std::optional<Record> record = RecordFormat::read(text, &error);
        QVERIFY2(record, qPrintable(error.toString()));
        QCOMPARE(record->rounds.size(), std::size_t(3));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("text");
        JsonValue doc = parse(baseText(3));
        // Extensions in every object, in an order the writer does not use, with values
        // the reader must keep exactly: fractions, huge numbers, escapes, nesting.
        edit(doc, QStringLiteral("append / {\"x-first\": 1.0, \"x-big\": 1e999, \"x-tiny\": -0.0}"));
        edit(doc, QStringLiteral("append / {\"x-n\": 123456789012345678901234567890, \"x-i\": -9223372036854775808}"));
        edit(doc,
             QStringLiteral("append rounds[1] {\"x-s\": \"tab\\tquote\\\"slash\\\\ \\u0001 \\u00e9\\ud83c\\udccf\"}"));
        edit(doc, QStringLiteral("append rounds[2].tricks[3] {\"x-o\": {\"b\": [true, false, null, {}], \"a\": []}}"));
        QTest::newRow("x- keys") << doc.serialize(4);
        // Key order inside a round is free: tricks first, then the dummy's cards.
        JsonValue moved = parse(baseText(3));
        JsonValue *round = locate(moved, QStringLiteral("rounds[0]"));
        std::reverse(round->members().begin(), round->members().end());
        QTest::newRow("members reordered") << moved.serialize(-1);
        QTest::newRow("4 players") << baseText(4);
        QTest::newRow("excluded") << QByteArray(
            "{\"format\":\"tornei-record\",\"version\":1,\"seats\":[\"A\",null,\"B\",\"C\"],\"firstDealer\":2,"
            "\"started\":\"2026-11-21T19:30:00+09:00\",\"excluded\":true,\"rounds\":[]}");
        QTest::newRow("empty game") << QByteArray(
            "{\"format\":\"tornei-record\",\"version\":1,\"seats\":[\"A\",null,\"B\",\"C\"],\"firstDealer\":2,"
            "\"rounds\":[]}");
        QTest::newRow("empty dummyPredictions kept") << QByteArray(
            "{\"format\":\"tornei-record\",\"version\":1,\"seats\":[\"A\",null,\"B\",\"C\"],\"firstDealer\":2,"
            "\"rounds\":[{\"dummyLayout\":[\"W1\",\"W2\",\"W3\",\"W4\",\"W5\",\"W6\",\"W7\"],"
            "\"dummyPredictions\":[],\"tricks\":[]}]}");
    }

    void roundTrip()
    {
        QFETCH(QByteArray, text);
        RecordError error;
        const std::optional<Record> record = RecordFormat::read(text, &error);
        QVERIFY2(record, qPrintable(error.toString()));
        const QByteArray written = RecordFormat::write(*record);
        const std::optional<Record> again = RecordFormat::read(written, &error);
        QVERIFY2(again, qPrintable(error.toString()));
        QVERIFY(*again == *record);
        // Written again, byte for byte the same.
        QCOMPARE(RecordFormat::write(*again), written);
        // Every extension value as it was, number spelling included.
        const JsonValue original = parse(text);
        const JsonValue rewritten = parse(written);
        for (const auto &[key, value] : original.members()) {
            if (key.startsWith(QLatin1String("x-")))
                QCOMPARE(rewritten.find(key)->serialize(-1), value.serialize(-1));
        }
        if (text.contains("x-first")) {
            QVERIFY(written.contains("\"x-first\": 1.0"));
            QVERIFY(written.contains("\"x-big\": 1e999"));
            QVERIFY(written.contains("\"x-n\": 123456789012345678901234567890"));
            QCOMPARE(record->extensions.front().first, QStringLiteral("x-first"));
            QCOMPARE(record->extensions.front().second.type(), JsonValue::Type::Double);
            QCOMPARE(record->rounds[2].tricks[3].extensions.size(), std::size_t(1));
        }
        if (text.contains("\"dummyPredictions\":[]"))
            QVERIFY(written.contains("\"dummyPredictions\": []"));
    }

    void excludedWrittenOnlyWhenTrue()
    {
        const QByteArray base = baseText(3);
        RecordError error;
        const std::optional<Record> plain = RecordFormat::read(base, &error);
        QVERIFY2(plain, qPrintable(error.toString()));
        QVERIFY(!plain->excluded);
        QVERIFY(!RecordFormat::write(*plain).contains("excluded"));

        JsonValue doc = parse(base);
        edit(doc, QStringLiteral("append / {\"excluded\": true}"));
        const std::optional<Record> excluded = RecordFormat::read(doc.serialize(2), &error);
        QVERIFY2(excluded, qPrintable(error.toString()));
        QVERIFY(excluded->excluded);
        const QByteArray written = RecordFormat::write(*excluded);
        QVERIFY(written.contains("\n  \"excluded\": true,\n"));
        QVERIFY(RecordFormat::read(written, &error)->excluded);
        // The same cards otherwise.
        Record cleared = *excluded;
        cleared.excluded = false;
        QCOMPARE(RecordFormat::write(cleared), RecordFormat::write(*plain));

        JsonValue no = parse(base);
        edit(no, QStringLiteral("append / {\"excluded\": false}"));
        const std::optional<Record> notExcluded = RecordFormat::read(no.serialize(2), &error);
        QVERIFY2(notExcluded, qPrintable(error.toString()));
        QVERIFY(!notExcluded->excluded);
        QCOMPARE(RecordFormat::write(*notExcluded), RecordFormat::write(*plain));
    }

    void writeLaysOutTheTreeExactly_data()
    {
        // The writer lays the text out itself; it must be the tree's own
        // layout byte for byte, since stored games are identified by its hash.
        QTest::addColumn<QByteArray>("text");
        roundTrip_data();
        const QDir examples(QStringLiteral(TORNEI_TEST_DATA "/examples"));
        for (const QFileInfo &file : examples.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            if (file.fileName().endsWith(QStringLiteral(".expected.json")))
                continue;
            QFile in(file.filePath());
            QVERIFY(in.open(QIODevice::ReadOnly));
            QTest::newRow(qPrintable(file.fileName())) << in.readAll();
        }
    }

    void writeLaysOutTheTreeExactly()
    {
        QFETCH(QByteArray, text);
        RecordError error;
        const std::optional<Record> record = RecordFormat::read(text, &error);
        if (!record)
            QSKIP("not a readable record");
        QCOMPARE(RecordFormat::write(*record), RecordFormat::toJson(*record).serialize(2) + '\n');
    }

    void writeLaysOutRandomGamesExactly()
    {
        QRandomGenerator rng(7);
        for (int i = 0; i < 200; ++i) {
            const int players = 3 + i % 2;
            Record record = i % 3 == 0 ? RandomGame::playStopped(rng, players) : RandomGame::play(rng, players);
            if (i % 5 == 0)
                record.started = QStringLiteral("2026-11-21T19:30:00+09:00");
            QCOMPARE(RecordFormat::write(record), RecordFormat::toJson(record).serialize(2) + '\n');
        }
    }

    void numbersKeepTheirType()
    {
        // A fraction must not come back as an integer, whichever way it was made.
        for (double d : {1.0, -0.0, 1e21, 0.1, 2.5}) {
            const JsonValue v = JsonValue::array({JsonValue::number(d)});
            JsonParseError error;
            const JsonValue back = parseJson(v.serialize(-1), &error);
            QVERIFY2(error.ok(), qPrintable(error.message));
            QCOMPARE(back.items().front().type(), JsonValue::Type::Double);
            QCOMPARE(back.items().front().toDouble(), d);
        }
    }

    void writtenShape()
    {
        // The writer's own layout: keys in the documented order, the dummy's
        // prediction pile only when it was there, cards as codes.
        Record record;
        record.seats = {QStringLiteral("Aki"), std::nullopt, QStringLiteral("Ben"), QStringLiteral("Chie")};
        record.firstDealer = 2;
        const JsonValue doc = RecordFormat::toJson(record);
        QCOMPARE(doc.serialize(-1),
                 QByteArray("{\"format\":\"tornei-record\",\"version\":1,\"seats\":[\"Aki\",null,\"Ben\",\"Chie\"],"
                            "\"firstDealer\":2,\"rounds\":[]}"));
        record.place(Slot{EntryKind::DummyLayout, 0, 0, 1}, Card{Suit::Fleur, 10});
        QCOMPARE(RecordFormat::toJson(record).find(QStringLiteral("rounds"))->serialize(-1),
                 QByteArray("[{\"dummyLayout\":[\"F10\"],\"tricks\":[]}]"));
        QVERIFY(RecordFormat::write(record).endsWith("}\n"));
    }

    void place()
    {
        Record record;
        record.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), std::nullopt};
        const Card w1{Suit::Wyvern, 1};
        const Card c5{Suit::Cross, 5};
        const Card s9{Suit::Shamrock, 9};

        // A card in round 2's trick 3 adds the rounds and tricks it needs.
        record.place(Slot{EntryKind::Joust, 1, 2, 0}, w1);
        QCOMPARE(record.rounds.size(), std::size_t(2));
        QCOMPARE(record.rounds[1].tricks.size(), std::size_t(3));
        QCOMPARE(record.cardAt(Slot{EntryKind::Joust, 1, 2, 0}), CardSlot(w1));
        QCOMPARE(record.cardAt(Slot{EntryKind::Prediction, 1, 2, 0}), CardSlot());
        // Replaced in place.
        record.place(Slot{EntryKind::Joust, 1, 2, 0}, c5);
        QCOMPARE(record.cardAt(Slot{EntryKind::Joust, 1, 2, 0}), CardSlot(c5));
        // Clearing the last card of a trailing trick removes it, then the empty
        // tricks and rounds before it.
        record.place(Slot{EntryKind::Joust, 1, 2, 0}, std::nullopt);
        QVERIFY(record.rounds.empty());

        // A trick with another card stays.
        record.place(Slot{EntryKind::Joust, 0, 0, 1}, w1);
        record.place(Slot{EntryKind::Prediction, 0, 0, 1}, c5);
        record.place(Slot{EntryKind::Joust, 0, 0, 1}, std::nullopt);
        QCOMPARE(record.rounds[0].tricks.size(), std::size_t(1));
        QCOMPARE(record.cardAt(Slot{EntryKind::Prediction, 0, 0, 1}), CardSlot(c5));
        // Clearing a card in an earlier trick keeps the tricks after it.
        record.place(Slot{EntryKind::Joust, 0, 1, 2}, s9);
        record.place(Slot{EntryKind::Prediction, 0, 0, 1}, std::nullopt);
        QCOMPARE(record.rounds[0].tricks.size(), std::size_t(2));
        record.place(Slot{EntryKind::Joust, 0, 1, 2}, std::nullopt);
        QVERIFY(record.rounds.empty());

        // The dummy's layout and prediction pile grow and shrink at the end only.
        for (int i = 0; i < DummyLayoutSize; ++i)
            record.place(Slot{EntryKind::DummyLayout, 0, i, 3}, Card::fromIndex(i));
        QCOMPARE(record.rounds[0].dummyLayout.size(), std::size_t(7));
        record.place(Slot{EntryKind::DummyLayout, 0, 2, 3}, std::nullopt);
        QCOMPARE(record.rounds[0].dummyLayout.size(), std::size_t(7));
        record.place(Slot{EntryKind::DummyLayout, 0, 2, 3}, s9);
        QCOMPARE(record.rounds[0].dummyLayout[2], s9);
        QVERIFY(!record.rounds[0].hasDummyPredictions);
        record.place(Slot{EntryKind::DummyPrediction, 0, 0, 3}, c5);
        QVERIFY(record.rounds[0].hasDummyPredictions);
        QCOMPARE(record.cardAt(Slot{EntryKind::DummyPrediction, 0, 0, 3}), CardSlot(c5));
        QCOMPARE(record.cardAt(Slot{EntryKind::DummyPrediction, 0, 1, 3}), CardSlot());
        record.place(Slot{EntryKind::DummyPrediction, 0, 0, 3}, std::nullopt);
        QVERIFY(record.rounds[0].dummyPredictions.empty());
        for (int i = DummyLayoutSize - 1; i >= 0; --i)
            record.place(Slot{EntryKind::DummyLayout, 0, i, 3}, std::nullopt);
        QVERIFY(record.rounds.empty());

        // Nothing to clear: nothing happens.
        record.place(Slot{EntryKind::Joust, 3, 0, 0}, std::nullopt);
        QVERIFY(record.rounds.empty());
        QCOMPARE(record.cardAt(Slot{EntryKind::Joust, -1, 0, 0}), CardSlot());
        QCOMPARE(record.cardAt(Slot{EntryKind::Joust, 0, 0, 0}), CardSlot());
    }

    void placeRefusesSlotsOutsideTheGame_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("round");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("seat");
        QTest::newRow("round -1") << int(EntryKind::Joust) << -1 << 0 << 0;
        QTest::newRow("round 4") << int(EntryKind::Joust) << 4 << 0 << 0;
        QTest::newRow("trick -1") << int(EntryKind::Prediction) << 0 << -1 << 0;
        QTest::newRow("trick 7") << int(EntryKind::Joust) << 0 << 7 << 0;
        QTest::newRow("seat -1") << int(EntryKind::Joust) << 0 << 0 << -1;
        QTest::newRow("seat 4") << int(EntryKind::Prediction) << 0 << 0 << 4;
        QTest::newRow("layout 7") << int(EntryKind::DummyLayout) << 0 << 7 << 3;
        QTest::newRow("dummy prediction -1") << int(EntryKind::DummyPrediction) << 0 << -1 << 3;
    }

    void placeRefusesSlotsOutsideTheGame()
    {
        QFETCH(int, kind);
        QFETCH(int, round);
        QFETCH(int, index);
        QFETCH(int, seat);
        Record record;
        record.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), std::nullopt};
        QVERIFY(record.place(Slot{EntryKind::DummyLayout, 0, 0, 3}, Card{Suit::Cross, 2}));
        QVERIFY(record.place(Slot{EntryKind::Joust, 0, 0, 1}, Card{Suit::Wyvern, 1}));
        const Record before = record;
        const Slot slot{EntryKind(kind), round, index, seat};
        // Neither a card nor a clearing touches the record.
        QVERIFY(!record.place(slot, Card{Suit::Fleur, 9}));
        QCOMPARE(record, before);
        QVERIFY(!record.place(slot, std::nullopt));
        QCOMPARE(record, before);
        QCOMPARE(record.cardAt(slot), CardSlot());
        // The dummy's piles are filled in order: a card two places past the end is refused.
        QVERIFY(!record.place(Slot{EntryKind::DummyLayout, 0, 2, 3}, Card{Suit::Fleur, 9}));
        QCOMPARE(record, before);
    }

    void placeKeepsExtensions()
    {
        // A round or trick holding x- keys is not empty: clearing its cards keeps it.
        Record record;
        record.seats = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D")};
        record.place(Slot{EntryKind::Joust, 0, 0, 1}, Card{Suit::Cross, 1});
        record.rounds[0].tricks[0].extensions.emplace_back(QStringLiteral("x-note"), JsonValue::integer(1));
        record.place(Slot{EntryKind::Joust, 0, 0, 1}, std::nullopt);
        QCOMPARE(record.rounds.size(), std::size_t(1));
        QCOMPARE(record.rounds[0].tricks.size(), std::size_t(1));
    }

    void seatNames()
    {
        const QString a = QString::fromUtf8("\xe3\x81\x82");
        std::array<std::optional<QString>, SeatCount> seats{QStringLiteral("Aki"), std::nullopt, a,
                                                            QStringLiteral("AKI ")};
        QCOMPARE(RecordFormat::seatNameProblem(seats, 0), QString());
        QCOMPARE(RecordFormat::seatNameProblem(seats, 1), QString());
        QCOMPARE(RecordFormat::seatNameProblem(seats, 2), QString());
        QCOMPARE(RecordFormat::seatNameProblem(seats, 3), QStringLiteral("\"AKI \" is already the name of seat 0"));
        QCOMPARE(PlayerName::matchKey(QStringLiteral(" \tAKI  ")), QStringLiteral("aki"));
        Record record;
        record.seats = seats;
        QCOMPARE(record.playerCount(), 3);
        QCOMPARE(record.dummySeat(), 1);
        QCOMPARE(record.seatName(1), QStringLiteral("Dummy"));
        QCOMPARE(record.seatName(2), a);
        QCOMPARE(record.seatName(7), QString());
    }

    // A name comes back exactly as stored or is refused, saying why.
    void invisibleCharactersInNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("problem");
        QTest::newRow("byte order mark first")
            << QStringLiteral("\uFEFFAki") << QStringLiteral("U+FEFF at character 1");
        QTest::newRow("zero width space inside")
            << QStringLiteral("A\u200Bki") << QStringLiteral("U+200B at character 2");
        QTest::newRow("right-to-left mark last")
            << QStringLiteral("Aki\u200F") << QStringLiteral("U+200F at character 4");
        QTest::newRow("tab") << QStringLiteral("A\tki") << QStringLiteral("U+0009");
        QTest::newRow("line separator") << QStringLiteral("Aki\u2028") << QStringLiteral("U+2028");
        QTest::newRow("Japanese and an emoji")
            << QString::fromUtf8("\xe3\x81\x82\xe3\x81\x8d \xf0\x9f\x98\x80") << QString();
        QTest::newRow("longest") << QString(RecordFormat::MaxNameLength, QLatin1Char('a')) << QString();
        QTest::newRow("too long") << QString(RecordFormat::MaxNameLength + 1, QLatin1Char('a'))
                                  << QStringLiteral("longer than 100 characters");

        // Not characters at all: refused, since they could not come back as written.
        QTest::newRow("noncharacter U+FFFE")
            << QStringLiteral("Aki\uFFFE") << QStringLiteral("U+FFFE (at character 4), which is not a character");
        QTest::newRow("noncharacter U+FFFF") << QStringLiteral("\uFFFFAki") << QStringLiteral("U+FFFF");
        QTest::newRow("noncharacter U+FDD0") << QStringLiteral("A\uFDD0ki") << QStringLiteral("U+FDD0");
        QTest::newRow("noncharacter U+1FFFE")
            << QStringLiteral("Aki") + QString::fromUcs4(U"\U0001FFFE") << QStringLiteral("U+1FFFE");
        QTest::newRow("noncharacter U+10FFFF")
            << QStringLiteral("Aki") + QString::fromUcs4(U"\U0010FFFF") << QStringLiteral("U+10FFFF");

        // Length as a person counts it: an emoji, a flag, a family is one character.
        const QString grin = QString::fromUcs4(U"\U0001F600");
        const QString flag = QString::fromUcs4(U"\U0001F1EF\U0001F1F5");
        const QString family = QString::fromUcs4(U"\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466");
        QTest::newRow("100 emoji") << grin.repeated(100) << QString();
        QTest::newRow("101 emoji") << grin.repeated(101) << QStringLiteral("longer than 100 characters");
        QTest::newRow("100 flags") << flag.repeated(100) << QString();
        QTest::newRow("100 families") << family.repeated(100) << QString();
        QTest::newRow("100 accented letters") << QStringLiteral("e\u0301").repeated(100) << QString();
        QTest::newRow("101 accented letters")
            << QStringLiteral("e\u0301").repeated(101) << QStringLiteral("longer than 100 characters");
        QTest::newRow("a letter under a stack of accents")
            << QStringLiteral("Aki") + QStringLiteral("\u0301").repeated(40)
            << QStringLiteral("more than 32 code points");
        QTest::newRow("woman technologist") << QString::fromUcs4(U"\U0001F469\u200D\U0001F4BB") << QString();
        QTest::newRow("red heart, emoji style") << QStringLiteral("\u2764\uFE0F") << QString();
        QTest::newRow("flag of England")
            << QString::fromUcs4(U"\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F")
            << QString();
        QTest::newRow("a kanji's registered variant") << QString::fromUcs4(U"\u845B\U000E0100\u98FE") << QString();
        QTest::newRow("zero width joiner between letters")
            << QStringLiteral("A\u200Dki") << QStringLiteral("U+200D at character 1");
        QTest::newRow("variation selector alone") << QStringLiteral("\uFE0F") << QStringLiteral("U+FE0F");

        // Names that show nothing.
        QTest::newRow("Hangul filler") << QStringLiteral("\u3164") << QStringLiteral("U+3164");
        QTest::newRow("Hangul filler after a name") << QStringLiteral("Aki\u3164") << QStringLiteral("U+3164");
        QTest::newRow("half-width Hangul filler") << QStringLiteral("\uFFA0") << QStringLiteral("U+FFA0");
        QTest::newRow("Hangul choseong filler") << QStringLiteral("\u115F") << QStringLiteral("U+115F");
        QTest::newRow("Hangul jungseong filler") << QStringLiteral("\u1160") << QStringLiteral("U+1160");
        QTest::newRow("combining grapheme joiner") << QStringLiteral("\u034F") << QStringLiteral("U+034F");
        QTest::newRow("braille blank") << QStringLiteral("\u2800") << QStringLiteral("look blank");
        QTest::newRow("braille blanks and spaces")
            << QStringLiteral("\u2800 \u2800\u3000") << QStringLiteral("look blank");
        QTest::newRow("ideographic space") << QStringLiteral("\u3000") << QStringLiteral("must not be blank");
        QTest::newRow("no-break spaces") << QStringLiteral("\u00A0\u00A0") << QStringLiteral("must not be blank");
        QTest::newRow("em and thin spaces") << QStringLiteral("\u2003\u2009") << QStringLiteral("must not be blank");
        QTest::newRow("accents on nothing") << QStringLiteral("\u0301\u0301") << QStringLiteral("look blank");
        QTest::newRow("braille letters") << QStringLiteral("\u2801\u2800\u2803") << QString();
    }

    void invisibleCharactersInNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, problem);
        const std::array<std::optional<QString>, SeatCount> seats{name, QStringLiteral("Aki"), QStringLiteral("Ben"),
                                                                  std::nullopt};
        const QString found = RecordFormat::seatNameProblem(seats, 0);
        if (problem.isEmpty())
            QCOMPARE(found, QString());
        else
            QVERIFY2(found.contains(problem), qPrintable(found));

        // Through a file: refused at the seat's path, or read back exactly.
        JsonValue doc = parse(baseText(3));
        edit(doc, QStringLiteral("set seats[0] ") + QString::fromUtf8(JsonValue::string(name).serialize(-1)));
        RecordError error;
        const std::optional<Record> record = RecordFormat::read(doc.serialize(), &error);
        if (!problem.isEmpty()) {
            QVERIFY(!record);
            QCOMPARE(error.path, QStringLiteral("seats[0]"));
            QVERIFY2(error.message.contains(problem), qPrintable(error.message));
            return;
        }
        QVERIFY2(record, qPrintable(error.toString()));
        QCOMPARE(*record->seats[0], name);
        QCOMPARE(RecordFormat::write(*RecordFormat::read(RecordFormat::write(*record), &error)),
                 RecordFormat::write(*record));
    }

    // Halves of a UTF-16 pair alone are no text: refused, never replaced.
    void unpairedSurrogatesInNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("high surrogate last") << QStringLiteral("Aki") + QChar(0xD83D);
        QTest::newRow("low surrogate first") << QChar(0xDE00) + QStringLiteral("Aki");
        QTest::newRow("high surrogate before a letter") << QStringLiteral("A") + QChar(0xD83D) + QStringLiteral("ki");
    }

    void unpairedSurrogatesInNames()
    {
        QFETCH(QString, name);
        const std::array<std::optional<QString>, SeatCount> seats{name, QStringLiteral("Ben"), QStringLiteral("Chie"),
                                                                  std::nullopt};
        const QString problem = RecordFormat::seatNameProblem(seats, 0);
        QVERIFY2(problem.contains(QStringLiteral("which is not a character")), qPrintable(problem));
    }

    // Two seats are one player when their names match: in case (full case
    // folding), in width, in composed or decomposed form, in the kind of space.
    void sameNameInTwoSeats_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<bool>("same");
        QTest::newRow("case") << QStringLiteral("Aki") << QStringLiteral("AKI") << true;
        QTest::newRow("full width") << QStringLiteral("AKI") << QStringLiteral("\uFF21\uFF2B\uFF29") << true;
        QTest::newRow("full width, lower case")
            << QStringLiteral("Aki") << QStringLiteral("\uFF41\uFF4B\uFF49") << true;
        QTest::newRow("sharp s") << QStringLiteral("Stra\u00DFe") << QStringLiteral("STRASSE") << true;
        QTest::newRow("composed and decomposed")
            << QStringLiteral("Am\u00E9lie") << QStringLiteral("Ame\u0301lie") << true;
        QTest::newRow("half-width katakana")
            << QStringLiteral("\u30AC\u30AF") << QStringLiteral("\uFF76\uFF9E\uFF78") << true;
        QTest::newRow("no-break space") << QStringLiteral("Aki Sato") << QStringLiteral("Aki\u00A0Sato") << true;
        QTest::newRow("ideographic space")
            << QStringLiteral("\u4F50\u85E4 \u660E") << QStringLiteral("\u4F50\u85E4\u3000\u660E") << true;
        QTest::newRow("emoji and text style") << QStringLiteral("\u2764") << QStringLiteral("\u2764\uFE0F") << true;
        QTest::newRow("ligature") << QStringLiteral("\uFB01lip") << QStringLiteral("Filip") << true;
        QTest::newRow("different") << QStringLiteral("Aki") << QStringLiteral("Akio") << false;
        QTest::newRow("different accent") << QStringLiteral("Am\u00E9lie") << QStringLiteral("Am\u00E8lie") << false;
        QTest::newRow("hiragana and katakana")
            << QStringLiteral("\u3042\u304D") << QStringLiteral("\u30A2\u30AD") << false;
    }

    void sameNameInTwoSeats()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(bool, same);
        const std::array<std::optional<QString>, SeatCount> seats{first, QStringLiteral("Ben"), second, std::nullopt};
        QCOMPARE(RecordFormat::seatNameProblem(seats, 0), QString());
        const QString problem = RecordFormat::seatNameProblem(seats, 2);
        if (same)
            QCOMPARE(problem, QStringLiteral("\"%1\" is already the name of seat 0").arg(second));
        else
            QCOMPARE(problem, QString());
    }

    // ["\ufeffAki", "Aki"] is refused for the invisible character, not as a
    // second "Aki"; written as an escape or as raw UTF-8 alike.
    void byteOrderMarkInsideAString()
    {
        for (const QByteArray &spelling : {QByteArray("\\ufeffAki"), QByteArray("\xef\xbb\xbf"
                                                                                "Aki")}) {
            QByteArray text = baseText(3);
            text.replace("\"Aki\"", "\"" + spelling + "\"");
            RecordError error;
            QVERIFY(!RecordFormat::read(text, &error));
            QCOMPARE(error.path, QStringLiteral("seats[0]"));
            QVERIFY2(error.message.contains(QStringLiteral("U+FEFF")), qPrintable(error.message));
        }
        // Elsewhere (an x- value) it is kept: nothing is dropped on the way.
        JsonParseError parseError;
        const JsonValue value = parseJson("[\"\xef\xbb\xbfx\", \"\\ufeffy\"]", &parseError);
        QVERIFY(parseError.ok());
        QCOMPARE(value.items()[0].toString(), QStringLiteral("\uFEFFx"));
        QCOMPARE(value.items()[1].toString(), QStringLiteral("\uFEFFy"));
    }

    void limits_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        const QByteArray base = baseText(3);
        const auto withX = [&](const QByteArray &value) {
            return QByteArray(base).replace("\"rounds\":", "\"x-big\": " + value + ", \"rounds\":");
        };
        QByteArray items = "[0";
        for (int i = 0; i < 10000; ++i)
            items += ",0";
        items += "]";
        QTest::newRow("an x- array of 10,001 items")
            << withX(items) << QStringLiteral("x-big") << QStringLiteral("an array holds more than 10000 items");
        QTest::newRow("an x- text of 70,000 bytes")
            << withX("\"" + QByteArray(70000, 'a') + "\"") << QStringLiteral("x-big")
            << QStringLiteral("a text is longer than 65536 bytes");
        QTest::newRow("x- nesting 100 deep") << withX(QByteArray(100, '[') + QByteArray(100, ']'))
                                             << QStringLiteral("x-big") + QStringLiteral("[0]").repeated(64)
                                             << QStringLiteral("nested more than 64 levels deep");
        QTest::newRow("deep nesting") << QByteArray(100000, '[') << QStringLiteral("[0]").repeated(65)
                                      << QStringLiteral("nested more than 64 levels deep");
        // 25 arrays of 10,000 items after about ten values: the 200,001st value is in the 20th.
        const QByteArray full = items.left(items.size() - 3) + "]";
        QByteArray many = "[";
        for (int i = 0; i < 25; ++i)
            many += QByteArray(i ? "," : "") + full;
        many += "]";
        QTest::newRow("250,000 values") << withX(many) << QStringLiteral("x-big[19][")
                                        << QStringLiteral("more than 200000 values");
    }

    void limits()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, path);
        QFETCH(QString, message);
        RecordError error;
        QVERIFY(!RecordFormat::read(text, &error));
        if (path.endsWith(QLatin1Char('[')))
            QVERIFY2(error.path.startsWith(path), qPrintable(error.path));
        else
            QCOMPARE(error.path, path);
        QVERIFY2(error.message.contains(message), qPrintable(error.message));
    }

    // A file over the limit is refused on its size alone, before any of it
    // is parsed: the same answer for valid JSON and for garbage.
    void tooLargeRefusedBeforeParsing()
    {
        const qint64 size = 50 * 1024 * 1024;
        for (const char fill : {'[', 'x'}) {
            QByteArray text(size, fill);
            RecordError error;
            QVERIFY(!RecordFormat::read(text, &error));
            QCOMPARE(error.path, QString());
            QCOMPARE(error.message, RecordFormat::tooLargeMessage(size));
            QVERIFY(error.message.contains(QStringLiteral("52428800 bytes; at most 4194304")));
        }
        QByteArray atLimit = baseText(3);
        atLimit += QByteArray(RecordFormat::MaxFileBytes - atLimit.size(), ' ');
        RecordError error;
        QVERIFY2(RecordFormat::read(atLimit, &error), qPrintable(error.toString()));
    }
};

QTEST_GUILESS_MAIN(TestRecord)
#include "tst_record.moc"
