// Writing tornei-record version 1: the lossless round trip and the exact
// layout and types of what is written.
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

class TestRecordWrite : public QObject
{
    Q_OBJECT

private slots:
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

    void undatedIsTheRecordWrittenWithoutItsDate()
    {
        QRandomGenerator rng(11);
        for (int i = 0; i < 60; ++i) {
            Record record = i % 3 == 0 ? RandomGame::playStopped(rng, 3 + i % 2) : RandomGame::play(rng, 3 + i % 2);
            record.excluded = i % 4 == 1;
            if (i % 2 == 0)
                record.started = QStringLiteral("2026-11-21T19:30:00+09:00");
            QByteArray undated;
            const QByteArray written = RecordFormat::write(record, &undated);
            QCOMPARE(written, RecordFormat::write(record));
            Record without = record;
            without.started.reset();
            QCOMPARE(undated, RecordFormat::write(without));
            QCOMPARE(undated == written, !record.started);
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
};

QTEST_GUILESS_MAIN(TestRecordWrite)
#include "tst_recordwrite.moc"
