// The final standings and the rematch's seating, worked by hand from totals
// and seats.
#include "record.h"
#include "replay.h"

#include <QTest>

using namespace tornei;

namespace {

// Aki, Ben, Chie and Dai in seats 0 to 3; -1 for a 4-player game.
Record table(int dummySeat, int firstDealer = 0)
{
    static const char *names[] = {"Aki", "Ben", "Chie", "Dai"};
    Record record;
    for (int s = 0; s < SeatCount; ++s) {
        if (s != dummySeat)
            record.seats[static_cast<std::size_t>(s)] = QString::fromLatin1(names[s]);
    }
    record.firstDealer = firstDealer;
    return record;
}

// "Ben 1 ★ 25" per standing: name, place, whether a winner, whether shared, total.
QStringList lines(const std::vector<Standing> &standings)
{
    QStringList result;
    for (const Standing &s : standings) {
        result << QStringLiteral("%1 %2%3%4 %5")
                      .arg(s.name)
                      .arg(s.place)
                      .arg(s.winner ? QStringLiteral(" ★") : QString())
                      .arg(s.shared ? QStringLiteral(" shared") : QString())
                      .arg(s.total);
    }
    return result;
}

} // namespace

class TestStandings : public QObject
{
    Q_OBJECT

private slots:
    void standings_data()
    {
        QTest::addColumn<int>("dummySeat");
        QTest::addColumn<QList<int>>("totals"); // by seat
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("4 players, one winner")
            << -1 << QList<int>{10, 25, 3, 17}
            << QStringList{"Ben 1 ★ 25", "Dai 2 17", "Aki 3 10", "Chie 4 3"};
        // Two share the win; the next place is the third.
        QTest::newRow("4 players, shared win")
            << -1 << QList<int>{12, 20, 20, 5}
            << QStringList{"Ben 1 ★ shared 20", "Chie 1 ★ shared 20", "Aki 3 12", "Dai 4 5"};
        // A tie below the winner is shared but wins nothing; the next place is the fourth.
        QTest::newRow("4 players, shared second")
            << -1 << QList<int>{30, 14, 9, 14}
            << QStringList{"Aki 1 ★ 30", "Ben 2 shared 14", "Dai 2 shared 14", "Chie 4 9"};
        // The dummy (seat 2) has no standing, whatever its entry in the totals.
        QTest::newRow("3 players, dummy in seat 2")
            << 2 << QList<int>{8, 11, 99, 8}
            << QStringList{"Ben 1 ★ 11", "Aki 2 shared 8", "Dai 2 shared 8"};
        QTest::newRow("3 players, dummy in seat 0")
            << 0 << QList<int>{0, 4, 19, 7}
            << QStringList{"Chie 1 ★ 19", "Dai 2 7", "Ben 3 4"};
        // Before anything is scored everyone shares the first place.
        QTest::newRow("3 players, nothing scored")
            << 3 << QList<int>{0, 0, 0, 0}
            << QStringList{"Aki 1 ★ shared 0", "Ben 1 ★ shared 0", "Chie 1 ★ shared 0"};
    }

    void standings()
    {
        QFETCH(int, dummySeat);
        QFETCH(QList<int>, totals);
        QFETCH(QStringList, expected);
        const SeatArray byseat{totals[0], totals[1], totals[2], totals[3]};
        const std::vector<Standing> result = Replay::standings(table(dummySeat), byseat);
        QCOMPARE(lines(result), expected);
        for (const Standing &s : result)
            QCOMPARE(s.name, table(dummySeat).seatName(s.seat));
    }

    void standingsOfAReplay()
    {
        // No card entered: every player at 0, so all share the first place.
        const Replay replay(table(1));
        QCOMPARE(lines(replay.standings()), (QStringList{"Aki 1 ★ shared 0", "Chie 1 ★ shared 0", "Dai 1 ★ shared 0"}));
    }

    void rematch_data()
    {
        QTest::addColumn<int>("dummySeat");
        QTest::addColumn<int>("firstDealer");
        QTest::addColumn<int>("nextDealer");
        // The left neighbour of seat i is i + 1; the deal passes over the dummy.
        QTest::newRow("4 players, 0 -> 1") << -1 << 0 << 1;
        QTest::newRow("4 players, 3 -> 0") << -1 << 3 << 0;
        QTest::newRow("dummy in seat 0, 3 -> 1") << 0 << 3 << 1;
        QTest::newRow("dummy in seat 0, 1 -> 2") << 0 << 1 << 2;
        QTest::newRow("dummy in seat 1, 0 -> 2") << 1 << 0 << 2;
        QTest::newRow("dummy in seat 2, 1 -> 3") << 2 << 1 << 3;
        QTest::newRow("dummy in seat 3, 2 -> 0") << 3 << 2 << 0;
        QTest::newRow("dummy in seat 3, 1 -> 2") << 3 << 1 << 2;
    }

    void rematch()
    {
        QFETCH(int, dummySeat);
        QFETCH(int, firstDealer);
        QFETCH(int, nextDealer);
        Record played = table(dummySeat, firstDealer);
        played.started = QStringLiteral("2026-03-01T20:00:00+01:00");
        played.excluded = true;
        played.rounds.resize(1);
        const Record next = played.rematch();
        QCOMPARE(next.seats, played.seats);
        QCOMPARE(next.firstDealer, nextDealer);
        // A new game: nothing of the played one's cards, date or exclusion.
        QVERIFY(next.rounds.empty());
        QVERIFY(!next.started);
        QVERIFY(!next.excluded);
        // The rematch's first dealer is the played game's second.
        QCOMPARE(Replay(played).dealerOf(1), nextDealer);
    }
};

QTEST_GUILESS_MAIN(TestStandings)
#include "tst_standings.moc"
