// A club event's standings as the table shows them and as CSV and HTML files:
// texts and numbers worked by hand for both languages.
#include "language.h"
#include "standingsdocument.h"
#include "standingsmodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QTest>

using namespace tornei;

namespace {

EventStanding line(int rank, const QString &name, qint64 twelfths, int games, int wins, qint64 total, qint64 roundScore,
                   int rounds)
{
    EventStanding s;
    s.rank = rank;
    s.name = name;
    s.pointsTwelfths = twelfths;
    s.games = games;
    s.wins = wins;
    s.total = total;
    s.roundScore = roundScore;
    s.rounds = rounds;
    return s;
}

// Aki 2.5 points, Ben and "Chie, Jr." sharing 2nd on 1 1/3, Dai without a game.
StandingsSheet sheet()
{
    StandingsSheet s;
    s.event = QStringLiteral("Club event <3>");
    s.date = QDate(2026, 11, 20);
    s.asOf = QDateTime(QDate(2026, 11, 20), QTime(21, 4));
    s.players = {line(1, QStringLiteral("Aki"), 30, 3, 2, 112, 111, 12),
                 line(2, QStringLiteral("Ben"), 16, 3, 1, 80, 74, 12),
                 line(2, QStringLiteral("Chie, Jr."), 16, 2, 0, 51, 50, 8),
                 line(4, QStringLiteral("Dai"), 0, 0, 0, 0, 0, 0)};
    return s;
}

} // namespace

class TestStandingsDocument : public QObject
{
    Q_OBJECT

private slots:
    void tableTexts();
    void csv();
    void html();
    void japanese();

private:
    Language m_language;
};

void TestStandingsDocument::tableTexts()
{
    m_language.apply(QStringLiteral("en"));
    StandingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStandings(sheet().players);
    QCOMPARE(model.rowCount(), 4);
    const auto text = [&](int row, int column) { return model.index(row, column).data().toString(); };
    QCOMPARE(text(0, StandingsModel::PointsColumn), QStringLiteral("2.50"));
    QCOMPARE(text(1, StandingsModel::PointsColumn), QStringLiteral("1.33")); // 16 twelfths
    QCOMPARE(text(2, StandingsModel::RankColumn), QStringLiteral("2"));
    QCOMPARE(text(0, StandingsModel::AverageColumn), QStringLiteral("9.25")); // 111 / 12
    QCOMPARE(text(2, StandingsModel::AverageColumn), QStringLiteral("6.25")); // 50 / 8
    QCOMPARE(text(3, StandingsModel::AverageColumn), QStringLiteral("—"));
    // The window's header is short; the full title is its tooltip, and the documents'.
    QCOMPARE(model.headerData(StandingsModel::TotalColumn, Qt::Horizontal).toString(), QStringLiteral("Total"));
    QCOMPARE(model.headerData(StandingsModel::TotalColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("Total points"));
    QCOMPARE(StandingsModel::columnTitle(StandingsModel::TotalColumn), QStringLiteral("Total points"));
}

void TestStandingsDocument::csv()
{
    m_language.apply(QStringLiteral("en"));
    QCOMPARE(StandingsDocument::csv(sheet()),
             QByteArray("\xEF\xBB\xBFRank,Player,Points,Games,Wins,Average round score,Total points\r\n"
                        "1,Aki,2.50,3,2,9.25,112\r\n"
                        "2,Ben,1.33,3,1,6.17,80\r\n"
                        "2,\"Chie, Jr.\",1.33,2,0,6.25,51\r\n"
                        "4,Dai,0.00,0,0,,0\r\n"));
}

void TestStandingsDocument::html()
{
    m_language.apply(QStringLiteral("en"));
    StandingsSheet provisional = sheet();
    const QString page = StandingsDocument::html(provisional);
    QVERIFY(page.startsWith(QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">")));
    QVERIFY(page.contains(QStringLiteral("<title>Club event &lt;3&gt;</title>")));
    QVERIFY(page.contains(QStringLiteral("Provisional standings, as of 9:04")));
    QVERIFY(page.contains(QStringLiteral("<td>Chie, Jr.</td><td class=\"n\">1.33</td>")));
    provisional.final = true;
    QVERIFY(StandingsDocument::html(provisional).contains(QStringLiteral("Final standings")));
}

void TestStandingsDocument::japanese()
{
    m_language.apply(QStringLiteral("ja"));
    StandingsSheet finalSheet = sheet();
    finalSheet.final = true;
    const QString page = StandingsDocument::html(finalSheet);
    QVERIFY(page.contains(QStringLiteral("<html lang=\"ja\">")));
    QVERIFY(page.contains(QStringLiteral("2026年11月20日")));
    QVERIFY(!page.contains(QStringLiteral("Final standings")));
    QVERIFY(!StandingsDocument::csv(finalSheet).contains("Average round score"));
    m_language.apply(QStringLiteral("en"));
}

QTEST_MAIN(TestStandingsDocument)
#include "tst_standingsdocument.moc"
