// Record::place: cards put in their slots, slots outside the game refused,
// and the record's extensions kept.
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

class TestRecordPlace : public QObject
{
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestRecordPlace)
#include "tst_recordplace.moc"
