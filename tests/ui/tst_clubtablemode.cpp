// The app as a club event's table, against a server of the test's own: the
// event comes down with the background sync; with the server gone, New Game
// opens the table's game with its players in their seats, the dummy's seat
// empty and the first dealer set; the game is played at the table screen
// and, once the server is back, attached to its table, and another laptop's
// standings move with it. A refusal shows in the status bar with the
// server's reason until a director puts it right.
#include "appsettings.h"
#include "clirun.h"
#include "clubevents.h"
#include "clubfixture.h"
#include "clubsyncer.h"
#include "clubtabledialog.h"
#include "clubtablemode.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "newgamepage.h"
#include "pgcluster.h"
#include "randomgame.h"
#include "replay.h"
#include "seatindex.h"
#include "standingsmodel.h"
#include "standingswindow.h"
#include "tablepage.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace tornei;
using namespace tornei::testing;

namespace {

constexpr int D = SeatedTable::Dummy;

// A table of three (positions `a`, `b`, `c` clockwise) with the dummy where `game` has it, and its first dealer.
SeatedTable tableFor(const Record &game, int a, int b, int c)
{
    SeatedTable t;
    const int players[] = {a, b, c};
    int next = 0;
    for (int s = 0; s < SeatCount; ++s)
        t.seats[at(s)] = game.isPlayer(s) ? players[next++] : D;
    t.firstDealer = game.firstDealer;
    return t;
}

SeatedTable four(std::array<int, SeatCount> seats)
{
    SeatedTable t;
    t.seats = seats;
    return t;
}

} // namespace

class TestClubTableMode : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void aLaptopIsTableTwo();

private:
    QString server(const QString &login) const { return m_cluster->server(QStringLiteral("club"), login); }
    QString sql(const QString &statement) const
    {
        QString output;
        if (!m_cluster->psql(statement, &output, QStringLiteral("club")))
            qWarning("psql failed: %s", qPrintable(output));
        return output;
    }

    ClubCluster m_cluster;
    QTemporaryDir m_dir;
    QRandomGenerator m_rng{20261124};
};

void TestClubTableMode::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QVERIFY(m_dir.isValid());
    QString why;
    m_cluster =
        startClubCluster({QStringLiteral("table1"), QStringLiteral("table2")}, {QStringLiteral("director")}, &why);
    QVERIFY2(m_cluster, qPrintable(why));
    QVERIFY2(makeClubDatabase(*m_cluster, QStringLiteral("club"), &why), qPrintable(why));
}

void TestClubTableMode::cleanupTestCase()
{
    AppSettings::setClubTable({});
    m_cluster.reset();
}

void TestClubTableMode::aLaptopIsTableTwo()
{
    // The director's event: seven players, round 1 seated, table 2 being Gen, Dai and Ben.
    const Record played = RandomGame::play(m_rng, 3);
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    ClubEvents events(director.db());
    const QStringList players = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Cho"),
                                 QStringLiteral("Dai"), QStringLiteral("Emi"), QStringLiteral("Fumi"),
                                 QStringLiteral("Gen")};
    QVERIFY2(events.create(QStringLiteral("Friday night"), QDate::currentDate(), 2, players, &error),
             qPrintable(error.message));
    const SeatedRound seated{{four({0, 2, 4, 5}), tableFor(played, 6, 3, 1)}, {}};
    QVERIFY2(events.saveSeating(1, 1, seated, &error), qPrintable(error.message));

    AppSettings::setClubTable({});
    MainWindow window;
    window.useClubServer(server(QStringLiteral("table2")));
    window.clubSyncer()->setInterval(24 * 60 * 60 * 1000);
    QVERIFY(window.openDatabase(m_dir.filePath(QStringLiteral("table2.sqlite")), false));
    QTRY_COMPARE_WITH_TIMEOUT(window.clubSyncer()->state(), ClubSyncer::State::Synced, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(window.store()->eventCopies().events()->size(), std::size_t(1), 20000);

    // The laptop says it is table 2, in the dialog the status bar's button opens.
    const std::vector<CopiedEvent> copies = *window.store()->eventCopies().events();
    ClubTableDialog dialog(copies, window.clubTableMode()->choice());
    QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("clubEvent"))->currentText(),
             QStringLiteral("Friday night, %1").arg(QLocale().toString(QDate::currentDate(), QLocale::ShortFormat)));
    auto *number = dialog.findChild<QSpinBox *>(QStringLiteral("clubTableNumber"));
    QCOMPARE(number->maximum(), 2);
    number->setValue(2);
    const ClubTableChoice choice = dialog.choice();
    QCOMPARE(choice.event, qint64(1));
    QCOMPARE(choice.table, 2);
    window.clubTableMode()->setChoice(choice);
    QCOMPARE(AppSettings::clubTable().table, 2);
    auto *button = window.findChild<QToolButton *>(QStringLiteral("clubTable"));
    QCOMPARE(button->text(), QStringLiteral("Table 2 · Friday night · round 1"));

    // The network is lost; New Game still fills in the table's game.
    m_cluster->stop();
    window.showNewGame();
    NewGamePage *page = window.newGamePage();
    QCOMPARE(page->playerCount(), 3);
    const Record setup = page->setup();
    QCOMPARE(setup.dummySeat(), played.dummySeat());
    QCOMPARE(setup.firstDealer, played.firstDealer);
    QStringList names;
    for (const std::optional<QString> &seat : setup.seats) {
        if (seat)
            names << *seat;
    }
    QCOMPARE(names, (QStringList{QStringLiteral("Gen"), QStringLiteral("Dai"), QStringLiteral("Ben")}));
    QCOMPARE(page->findChild<QLabel *>(QStringLiteral("clubNote"))->text(),
             QStringLiteral("Table 2 of Friday night: round 1"));
    QVERIFY(page->problem().isEmpty());
    page->startButton()->click();

    // Played at the table screen, card by card.
    GameSession *session = window.tablePage()->session();
    QVERIFY(session && session->isStored());
    const qint64 game = session->gameId();
    for (const Entry &entry : Replay(played).entries())
        QVERIFY2(session->apply(EntryEdit::appending({entry}), &error), qPrintable(error.message));
    QVERIFY(session->replay().isComplete());
    QCOMPARE(button->text(), QStringLiteral("Table 2 · Friday night · round 2 is not seated yet"));

    // The server is back, but the director has seated the round again meanwhile: refused, and said.
    QString why;
    QVERIFY2(m_cluster->resume(&why), qPrintable(why));
    ClubConnection again; // the director's first connection went with the server
    QVERIFY2(again.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    ClubEvents director2(again.db());
    QVERIFY2(director2.saveSeating(1, 1, SeatedRound{{tableFor(played, 6, 3, 1), four({0, 2, 4, 5})}, {}}, &error),
             qPrintable(error.message));
    // Synced again and again: the refused attach is not sent again.
    window.clubSyncer()->setInterval(300);
    window.clubSyncer()->syncNow();
    const QLabel *status = window.findChild<QLabel *>(QStringLiteral("clubStatus"));
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("not attached")), 30000);
    QVERIFY2(status->text().contains(QStringLiteral("table 2, round 1 not attached: seat ")),
             qPrintable(status->text()));
    QVERIFY(status->toolTip().contains(QStringLiteral("where table 2 of round 1 has")));
    QCOMPARE(window.clubSyncer()->state(), ClubSyncer::State::Synced);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.event_games")), QStringLiteral("0"));
    QVERIFY(window.store()->records().load(game));

    // Another laptop shows the event's standings: nobody has played yet.
    StandingsWindow other;
    other.setServer(server(QStringLiteral("table1")));
    QCOMPARE(other.shownEvent(), std::optional<qint64>(1));
    const auto playedOnce = [&other] {
        QStringList once;
        for (int row = 0; row < other.model()->rowCount(); ++row) {
            if (other.model()->index(row, StandingsModel::GamesColumn).data().toString() == QLatin1String("1"))
                once << other.model()->index(row, StandingsModel::PlayerColumn).data().toString();
        }
        once.sort();
        return once;
    };
    QCOMPARE(playedOnce(), QStringList());

    // Seated back as it was played: attached at the next sync.
    QVERIFY2(director2.saveSeating(1, 1, seated, &error), qPrintable(error.message));
    window.clubSyncer()->syncNow();
    QTRY_COMPARE_WITH_TIMEOUT(sql(QStringLiteral("SELECT count(*) FROM tornei_club.event_games")), QStringLiteral("1"),
                              30000);
    QTRY_VERIFY_WITH_TIMEOUT(!status->text().contains(QStringLiteral("not attached")), 30000);
    QCOMPARE(sql(QStringLiteral("SELECT x.round || ' ' || x.table_no FROM tornei_club.event_games x")),
             QStringLiteral("1 2"));
    const CliRun standings =
        runCli({QStringLiteral("--server"), server(QStringLiteral("director")), QStringLiteral("event"),
                QStringLiteral("standings"), QStringLiteral("1"), QStringLiteral("--json")});
    QCOMPARE(standings.exitCode, 0);
    QStringList counted;
    for (const QJsonValue &line :
         QJsonDocument::fromJson(standings.out.toUtf8()).object().value(QStringLiteral("players")).toArray()) {
        if (line.toObject().value(QStringLiteral("games")).toInt() == 1)
            counted << line.toObject().value(QStringLiteral("name")).toString();
    }
    counted.sort();
    QCOMPARE(counted, (QStringList{QStringLiteral("Ben"), QStringLiteral("Dai"), QStringLiteral("Gen")}));
    // The other laptop's standings moved with the server's notice, nothing asked.
    QTRY_COMPARE_WITH_TIMEOUT(playedOnce(), counted, 10000);
    window.clubTableMode()->setChoice({});
    QVERIFY(!button->isVisible());
}

QTEST_MAIN(TestClubTableMode)
#include "tst_clubtablemode.moc"
