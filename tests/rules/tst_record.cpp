// Reading tornei-record version 1: every structural error with its JSON path,
// bad and accepted JSON, and the limits on what is read.
#include "json.h"
#include "jsonparser.h"
#include "randomgame.h"
#include "record.h"
#include "recordedits.h"
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
using namespace tornei::testing;

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
        // Said as a limit of the format, not as broken JSON.
        QVERIFY(error.limit);
        QVERIFY2(!error.message.startsWith(QStringLiteral("not a JSON document")), qPrintable(error.message));
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
