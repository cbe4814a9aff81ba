// The club event's standings window against a server of the test's own: two
// windows (two laptops, or a laptop and a projector) follow an event; a game
// sent to its table moves both within seconds of the server's notice, with
// no reading again and again; closing the event makes them final; the
// window speaks English and Japanese; a click on a header sorts the
// standings, by the players' ratings too; a director's window shows the
// night's page address, as `event page` gives it, and its QR code.
#include "clirun.h"
#include "clubconnection.h"
#include "clubevents.h"
#include "clubfixture.h"
#include "clubreports.h"
#include "historydatabase.h"
#include "language.h"
#include "pgcluster.h"
#include "qrcode.h"
#include "recordformat.h"
#include "standingsmodel.h"
#include "standingswindow.h"
#include "fitlabel.h"
#include "storeerror.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QHeaderView>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStyle>
#include <QTableView>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

namespace {

// 0003 of the specification's examples (totals 37, 30, 23, 21) with the table's players.
Record game(const QStringList &seats, const QString &started = QStringLiteral("2026-11-27T19:30:00+09:00"))
{
    QFile file(QStringLiteral(TORNEI_TEST_DATA "/examples/0003-legal-complete.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    RecordError error;
    Record record = RecordFormat::read(file.readAll(), &error).value_or(Record{});
    for (int s = 0; s < SeatCount; ++s)
        record.seats[static_cast<std::size_t>(s)] = seats[s];
    record.started = started;
    return record;
}

QString cell(const StandingsWindow &window, int row, int column)
{
    return window.model()->index(row, column).data().toString();
}

} // namespace

class TestStandingsWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void standingsMoveOnEveryWindow();
    void sortByRating();
    void namesKeepTheirWidth();
    void pageForTheDirector();

private:
    QString server(const QString &login) const { return m_cluster->server(QStringLiteral("club"), login); }

    ClubCluster m_cluster;
    Language m_language;
};

void TestStandingsWindow::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QString why;
    m_cluster = startClubCluster({QStringLiteral("table1")}, {QStringLiteral("director")}, &why);
    QVERIFY2(m_cluster, qPrintable(why));
    QVERIFY2(makeClubDatabase(*m_cluster, QStringLiteral("club"), &why), qPrintable(why));
}

void TestStandingsWindow::standingsMoveOnEveryWindow()
{
    m_language.apply(QStringLiteral("en"));
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    ClubEvents events(director.db());
    const QStringList players = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Cho"),
                                 QStringLiteral("Dai")};
    const std::optional<ClubEvent> event =
        events.create(QStringLiteral("Friday night"), QDate(2026, 11, 27), 1, players, &error);
    QVERIFY2(event, qPrintable(error.message));
    SeatedTable table;
    table.seats = {0, 1, 2, 3};
    QVERIFY2(events.saveSeating(event->id, 1, SeatedRound{{table}, {}}, &error), qPrintable(error.message));

    // A laptop and the projector, both a table's login.
    StandingsWindow laptop;
    StandingsWindow projector;
    for (StandingsWindow *window : {&laptop, &projector}) {
        window->setServer(server(QStringLiteral("table1")));
        QCOMPARE(window->shownEvent(), event->id);
        QCOMPARE(window->model()->rowCount(), 4);
        QCOMPARE(cell(*window, 0, StandingsModel::GamesColumn), QStringLiteral("0"));
        QVERIFY(window->statusLabel()->text().startsWith(QStringLiteral("Provisional standings")));
    }
    QSignalSpy laptopRead(&laptop, &StandingsWindow::standingsRead);
    QSignalSpy projectorRead(&projector, &StandingsWindow::standingsRead);

    // Table 1 sends its game: Aki 37, Ben 30, Cho 23, Dai 21.
    ClubConnection table1;
    QVERIFY2(table1.open(server(QStringLiteral("table1")), &error), qPrintable(error.message));
    QVERIFY2(ClubEvents(table1.db()).submitAndAttach(event->id, 1, 1, game(players), &error),
             qPrintable(error.message));
    for (StandingsWindow *window : {&laptop, &projector}) {
        QTRY_COMPARE_WITH_TIMEOUT(cell(*window, 0, StandingsModel::GamesColumn), QStringLiteral("1"), 10000);
        QCOMPARE(cell(*window, 0, StandingsModel::PlayerColumn), QStringLiteral("Aki"));
        QCOMPARE(cell(*window, 0, StandingsModel::PointsColumn), QStringLiteral("1.00"));
        QCOMPARE(cell(*window, 1, StandingsModel::PointsColumn), QStringLiteral("0.67"));
        QCOMPARE(cell(*window, 3, StandingsModel::PlayerColumn), QStringLiteral("Dai"));
        QCOMPARE(cell(*window, 3, StandingsModel::RankColumn), QStringLiteral("4"));
    }
    // Read once for the news, not again and again.
    QTest::qWait(1500);
    QCOMPARE(laptopRead.count(), 1);
    QCOMPARE(projectorRead.count(), 1);

    // The director closes the event: final on both, in either language.
    QVERIFY2(events.close(event->id, QStringLiteral("the event is over"), &error), qPrintable(error.message));
    QTRY_COMPARE_WITH_TIMEOUT(laptop.statusLabel()->text(), QStringLiteral("Final standings"), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(projector.sheet().final, true, 10000);
    m_language.apply(QStringLiteral("ja"));
    QTRY_COMPARE(laptop.statusLabel()->text(), QStringLiteral("最終順位"));
    QCOMPARE(laptop.model()->headerData(StandingsModel::PointsColumn, Qt::Horizontal).toString(),
             QStringLiteral("ポイント"));
    m_language.apply(QStringLiteral("en"));
}

void TestStandingsWindow::sortByRating()
{
    // Ryo won two earlier club events; Nao wins tonight's only game, Ryo comes last.
    const QStringList players = {QStringLiteral("Nao"), QStringLiteral("Oto"), QStringLiteral("Pia"),
                                 QStringLiteral("Ryo")};
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    ClubConnection table1;
    QVERIFY2(table1.open(server(QStringLiteral("table1")), &error), qPrintable(error.message));
    ClubEvents events(director.db());
    const std::optional<ClubEvent> earlier =
        events.create(QStringLiteral("Earlier event"), QDate(2026, 11, 20), 2, players, &error);
    QVERIFY2(earlier, qPrintable(error.message));
    for (int round = 1; round <= 2; ++round) {
        SeatedTable reversed;
        reversed.seats = {3, 2, 1, 0};
        QVERIFY2(events.saveSeating(earlier->id, round, SeatedRound{{reversed}, {}}, &error),
                 qPrintable(error.message));
        const QStringList seats = {players[3], players[2], players[1], players[0]};
        QVERIFY2(ClubEvents(table1.db()).submitAndAttach(
                     earlier->id, round, 1,
                     game(seats, QStringLiteral("2026-11-20T19:0%1:00+09:00").arg(round)), &error),
                 qPrintable(error.message));
    }
    const std::optional<ClubEvent> tonight =
        events.create(QStringLiteral("Tonight"), QDate(2026, 11, 27), 1, players, &error);
    QVERIFY2(tonight, qPrintable(error.message));
    SeatedTable table;
    table.seats = {0, 1, 2, 3};
    QVERIFY2(events.saveSeating(tonight->id, 1, SeatedRound{{table}, {}}, &error), qPrintable(error.message));
    QVERIFY2(ClubEvents(table1.db()).submitAndAttach(tonight->id, 1, 1, game(players), &error),
             qPrintable(error.message));

    StandingsWindow window;
    window.resize(1366, 700);
    window.setServer(server(QStringLiteral("table1")));
    window.chooseEvent(tonight->id);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTableView *view = window.view();
    const auto shownNames = [view] {
        QStringList names;
        for (int row = 0; row < view->model()->rowCount(); ++row)
            names << view->model()->index(row, StandingsModel::PlayerColumn).data().toString();
        return names;
    };
    // By rank at first: Nao won tonight.
    QCOMPARE(shownNames(), players);
    const auto ratingOf = [view](int row) {
        return view->model()->index(row, StandingsModel::RatingColumn).data(StandingsModel::SortRole).toDouble();
    };
    QVERIFY(view->model()->index(0, StandingsModel::RatingColumn).data().toString() != QStringLiteral("—"));

    // A click on the rating's header sorts by it, either way.
    clickHeader(view, StandingsModel::RatingColumn);
    const Qt::SortOrder first = view->horizontalHeader()->sortIndicatorOrder();
    QCOMPARE(view->horizontalHeader()->sortIndicatorSection(), int(StandingsModel::RatingColumn));
    for (int row = 1; row < 4; ++row)
        QVERIFY(first == Qt::AscendingOrder ? ratingOf(row - 1) <= ratingOf(row) : ratingOf(row - 1) >= ratingOf(row));
    clickHeader(view, StandingsModel::RatingColumn);
    QVERIFY(view->horizontalHeader()->sortIndicatorOrder() != first);
    if (view->horizontalHeader()->sortIndicatorOrder() == Qt::AscendingOrder)
        clickHeader(view, StandingsModel::RatingColumn);
    // The highest rating first, as the club's statistics rate them; not the event's order.
    const std::optional<std::vector<PlayerStatistics>> club = ClubReports(director.db()).statistics(&error);
    QVERIFY2(club, qPrintable(error.message));
    std::map<QString, double> rating;
    for (const PlayerStatistics &player : *club)
        rating[player.name] = player.rating.ordinal();
    QStringList byRating = players;
    std::sort(byRating.begin(), byRating.end(),
              [&](const QString &a, const QString &b) { return rating[a] > rating[b]; });
    QCOMPARE(shownNames(), byRating);
    QVERIFY(byRating != players);
    QCOMPARE(view->model()->index(0, StandingsModel::RatingColumn).data().toString(),
             QLocale().toString(rating[byRating.first()], 'f', 2));
}

// At half a 1920-pixel screen the players' names are whole, in either
// language: the figures' columns are compact, their headers short, with the
// full title in the header's tooltip.
void TestStandingsWindow::namesKeepTheirWidth()
{
    const QStringList players = {QStringLiteral("Roberta Fitzgerald-W"), // 20 characters
                                 QStringLiteral("山田 太郎左衛門"), QStringLiteral("Sam"), QStringLiteral("Tao")};
    QCOMPARE(players.first().size(), 20);
    // Longer than any column at this width: whole over two lines.
    const QString longName = QStringLiteral("Maximiliana von Hohenzollern-Sigmaringen");
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    ClubEvents events(director.db());
    const std::optional<ClubEvent> event =
        events.create(QStringLiteral("Long names"), QDate(2026, 11, 28), 1, players + QStringList{longName}, &error);
    QVERIFY2(event, qPrintable(error.message));
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("ja")}) {
        m_language.apply(language);
        StandingsWindow window;
        window.resize(960, 700);
        window.setServer(server(QStringLiteral("table1")));
        window.chooseEvent(event->id);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.model()->rowCount(), 5);
        QTableView *view = window.view();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const QFontMetrics metrics(view->font());
        // The item view's margin on each side of a cell's text.
        const int margins = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
        for (const QString &name : players) {
            QVERIFY2(view->columnWidth(StandingsModel::PlayerColumn) >= metrics.horizontalAdvance(name) + margins,
                     qPrintable(QStringLiteral("%1: %2 px for %3 px of %4")
                                    .arg(language)
                                    .arg(view->columnWidth(StandingsModel::PlayerColumn))
                                    .arg(metrics.horizontalAdvance(name))
                                    .arg(name)));
        }
        const QAbstractItemModel *model = window.model();
        const QModelIndexList longRow = view->model()->match(view->model()->index(0, StandingsModel::PlayerColumn),
                                                             Qt::DisplayRole, longName, 1, Qt::MatchExactly);
        QCOMPARE(longRow.size(), 1);
        const int columnWidth = view->columnWidth(StandingsModel::PlayerColumn);
        QVERIFY(columnWidth < metrics.horizontalAdvance(longName) + margins);
        const QRect wrapped =
            metrics.boundingRect(QRect(0, 0, columnWidth - margins, 10000), Qt::TextWordWrap, longName);
        QVERIFY2(wrapped.width() <= columnWidth - margins && wrapped.height() <= view->rowHeight(longRow.front().row()),
                 qPrintable(QStringLiteral("%1: %2 px high for %3 px of text")
                                .arg(language)
                                .arg(view->rowHeight(longRow.front().row()))
                                .arg(wrapped.height())));
        QCOMPARE(model->headerData(StandingsModel::AverageColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 StandingsModel::columnTitle(StandingsModel::AverageColumn));
        QVERIFY(metrics.horizontalAdvance(model->headerData(StandingsModel::AverageColumn, Qt::Horizontal).toString())
                < metrics.horizontalAdvance(StandingsModel::columnTitle(StandingsModel::AverageColumn)));
    }
    m_language.apply(QStringLiteral("en"));
}

// The night's page for the players' phones: a director's window shows its
// address and QR code once the club's service serves pages, the same
// address `event page` gives (no new token); a table's window shows none.
void TestStandingsWindow::pageForTheDirector()
{
    m_language.apply(QStringLiteral("en"));
    const QStringList players = {QStringLiteral("Roberta Fitzgerald-W"), QStringLiteral("山田 太郎左衛門"),
                                 QStringLiteral("Uma"), QStringLiteral("Vic")};
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    const std::optional<ClubEvent> event =
        ClubEvents(director.db()).create(QStringLiteral("Page night"), QDate(2026, 11, 29), 1, players, &error);
    QVERIFY2(event, qPrintable(error.message));

    // No service has served pages yet: nothing to show, not even an empty box.
    {
        StandingsWindow window;
        window.setServer(server(QStringLiteral("director")));
        window.chooseEvent(event->id);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.pageAddress(), QString());
        QVERIFY(!window.pageCode()->isVisible());
        QVERIFY(!window.pageLabel()->isVisible());
    }

    // The service says where it serves the pages, as `club serve --http` does.
    ClubConnection service;
    QVERIFY2(service.open(server(ServiceLogin), &error), qPrintable(error.message));
    QSqlQuery query(service.db());
    QVERIFY(query.exec(QStringLiteral("SELECT tornei_club.set_page_address('http://192.168.1.20:8080')")));

    StandingsWindow directors;
    directors.resize(960, 700);
    directors.setServer(server(QStringLiteral("director")));
    directors.chooseEvent(event->id);
    directors.show();
    QVERIFY(QTest::qWaitForWindowExposed(&directors));
    const CliRun page = runCli({QStringLiteral("--server"), server(QStringLiteral("director")), QStringLiteral("event"),
                                QStringLiteral("page"), QString::number(event->id)});
    QCOMPARE(page.exitCode, 0);
    const QString address = page.out.trimmed();
    QVERIFY(address.startsWith(QStringLiteral("http://192.168.1.20:8080/night/")));
    QCOMPARE(directors.pageAddress(), address);
    QVERIFY(directors.pageCode()->isVisible());
    QCOMPARE(directors.pageCode()->text(), address);
    QCOMPARE(directors.pageCode()->code().size(), QrCode(address).size());
    QVERIFY(directors.pageLabel()->isVisible());
    QCOMPARE(directors.pageLabel()->text(), QStringLiteral("Follow the night: %1").arg(address));
    // Three pixels to a module beside the title, four in full screen.
    const int side = directors.pageCode()->code().sideWithQuietZone();
    QCOMPARE(directors.pageCode()->size(), QSize(side * 3, side * 3));
    // The token was made once and read again with the news of it: still the same.
    QTest::qWait(500);
    QCOMPARE(directors.pageAddress(), address);

    // A table's login sees the standings, not the page.
    StandingsWindow tables;
    tables.resize(960, 700);
    tables.setServer(server(QStringLiteral("table1")));
    tables.chooseEvent(event->id);
    tables.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tables));
    QCOMPARE(tables.model()->rowCount(), 4);
    QCOMPARE(tables.pageAddress(), QString());
    QVERIFY(!tables.pageCode()->isVisible());
    QVERIFY(!tables.pageLabel()->isVisible());

    // The code takes no width from the players' names.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCOMPARE(directors.view()->columnWidth(StandingsModel::PlayerColumn),
             tables.view()->columnWidth(StandingsModel::PlayerColumn));

    // In Japanese, and larger in full screen.
    m_language.apply(QStringLiteral("ja"));
    QVERIFY(directors.pageLabel()->text().contains(address));
    directors.setWindowState(Qt::WindowFullScreen);
    QTRY_COMPARE(directors.pageCode()->size(), QSize(side * 4, side * 4));
    m_language.apply(QStringLiteral("en"));
}

QTEST_MAIN(TestStandingsWindow)
#include "tst_standingswindow.moc"
