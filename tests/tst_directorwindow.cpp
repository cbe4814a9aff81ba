// The club night's director's window against a server of the test's own: a
// director voids a game with a reason through the window, and both the
// standings (another window, a table's login) and the audit log show it;
// the audit lists every action in order; a table's login may look but sees
// the director's actions disabled, saying why; a game is corrected on this
// laptop's copy once a sync has brought it.
#include "clubconnection.h"
#include "clubevents.h"
#include "clubfixture.h"
#include "clubsync.h"
#include "directorwindow.h"
#include "eventauditmodel.h"
#include "eventtablesmodel.h"
#include "gamestore.h"
#include "language.h"
#include "modaldialogs.h"
#include "pgcluster.h"
#include "pressbutton.h"
#include "recordformat.h"
#include "standingsmodel.h"
#include "standingswindow.h"
#include "storeerror.h"

#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

namespace {

// 0003 of the specification's examples (totals 37, 30, 23, 21 by seat) with these players, started at `started`.
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

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

QPushButton *button(QWidget *window, const char *name)
{
    return window->findChild<QPushButton *>(QLatin1String(name));
}

QStringList auditActions(const DirectorWindow &window)
{
    QStringList actions;
    for (const EventAuditEntry &entry : window.auditModel()->entries())
        actions << entry.action;
    return actions;
}

} // namespace

class TestDirectorWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void directorVoidsThroughTheWindow();
    void tableLoginMayOnlyLook();
    void correctionNeedsTheGameHere();

private:
    QString server(const QString &login) const { return m_cluster->server(QStringLiteral("club"), login); }
    // A night of four players, one table, seated, with its game sent by table1.
    ClubEvent night(const QString &name, const QStringList &players);

    std::unique_ptr<PgCluster> m_cluster;
    Language m_language;
};

void TestDirectorWindow::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QString why;
    m_cluster = startClubCluster({QStringLiteral("table1")}, {QStringLiteral("director")}, &why);
    QVERIFY2(m_cluster, qPrintable(why));
    QVERIFY2(makeClubDatabase(*m_cluster, QStringLiteral("club"), &why), qPrintable(why));
    m_language.apply(QStringLiteral("en"));
}

ClubEvent TestDirectorWindow::night(const QString &name, const QStringList &players)
{
    ClubConnection director;
    StoreError error;
    if (!director.open(server(QStringLiteral("director")), &error))
        qFatal("%s", qPrintable(error.message));
    ClubEvents events(director.db());
    const std::optional<ClubEvent> created = events.create(name, QDate(2026, 11, 27), 2, players, &error);
    if (!created)
        qFatal("%s", qPrintable(error.message));
    SeatedTable table;
    table.seats = {0, 1, 2, 3};
    table.firstDealer = 1;
    if (!events.saveSeating(created->id, 1, SeatedRound{{table}, {}}, &error))
        qFatal("%s", qPrintable(error.message));
    ClubConnection table1;
    if (!table1.open(server(QStringLiteral("table1")), &error) ||
        !ClubEvents(table1.db()).submitAndAttach(created->id, 1, 1, game(players), &error))
        qFatal("%s", qPrintable(error.message));
    return *created;
}

void TestDirectorWindow::directorVoidsThroughTheWindow()
{
    const QStringList players = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Cho"),
                                 QStringLiteral("Dai")};
    const ClubEvent friday = night(QStringLiteral("Friday night"), players);

    DirectorWindow window;
    window.resize(1100, 700);
    window.setServer(server(QStringLiteral("director")));
    window.chooseEvent(friday.id);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.role(), QStringLiteral("director"));
    QCOMPARE(window.shownEvent(), friday.id);
    QCOMPARE(window.tablesModel()->rowCount(), 1);
    QCOMPARE(cell(window.tablesModel(), 0, EventTablesModel::Seat1Column), QStringLiteral("Aki"));
    QCOMPARE(cell(window.tablesModel(), 0, EventTablesModel::Seat2Column), QStringLiteral("▶ Ben"));
    QCOMPARE(cell(window.tablesModel(), 0, EventTablesModel::StateColumn), QStringLiteral("Finished"));
    QCOMPARE(cell(window.tablesModel(), 0, EventTablesModel::TotalsColumn), QStringLiteral("37 – 30 – 23 – 21"));
    const QString number = cell(window.tablesModel(), 0, EventTablesModel::GameColumn);
    QVERIFY(number.startsWith(QLatin1Char('#')));

    // A table's laptop shows the standings.
    StandingsWindow standings;
    standings.setServer(server(QStringLiteral("table1")));
    standings.chooseEvent(friday.id);
    QCOMPARE(cell(standings.model(), 0, StandingsModel::GamesColumn), QStringLiteral("1"));

    // Nothing chosen, nothing to void.
    QVERIFY(!button(&window, "voidGame")->isEnabled());
    window.tablesView()->selectRow(0);
    QVERIFY(button(&window, "voidGame")->isEnabled());
    whenModal([](QWidget *modal) {
        auto *dialog = qobject_cast<QInputDialog *>(modal);
        QVERIFY(dialog);
        QCOMPARE(dialog->objectName(), QStringLiteral("reasonDialog"));
        // OK waits for a reason.
        QPushButton *ok = nullptr;
        for (QPushButton *b : dialog->findChildren<QPushButton *>()) {
            if (b->text().remove(QLatin1Char('&')) == QLatin1String("OK"))
                ok = b;
        }
        QVERIFY(ok);
        QVERIFY(!ok->isEnabled());
        dialog->setTextValue(QStringLiteral("wrong deck"));
        QVERIFY(ok->isEnabled());
        ok->click();
    });
    QVERIFY(pressButton(&window, QStringLiteral("voidGame")));
    QCOMPARE(cell(window.tablesModel(), 0, EventTablesModel::StateColumn), QStringLiteral("Voided"));
    QVERIFY(!button(&window, "voidGame")->isEnabled());

    // The standings follow the server's notice: the game no longer counts.
    QTRY_COMPARE_WITH_TIMEOUT(cell(standings.model(), 0, StandingsModel::GamesColumn), QStringLiteral("0"), 10000);

    // The audit log: every action in order, the void with its login, game and reason.
    QCOMPARE(auditActions(window),
             (QStringList{QStringLiteral("create"), QStringLiteral("seat"), QStringLiteral("attach"),
                          QStringLiteral("void")}));
    const int last = window.auditModel()->rowCount() - 1;
    QCOMPARE(cell(window.auditModel(), last, EventAuditModel::LoginColumn), QStringLiteral("director"));
    QCOMPARE(cell(window.auditModel(), last, EventAuditModel::RoleColumn), QStringLiteral("Director"));
    QCOMPARE(cell(window.auditModel(), last, EventAuditModel::ActionColumn), QStringLiteral("Voided a game"));
    QCOMPARE(cell(window.auditModel(), last, EventAuditModel::GameColumn), number);
    QCOMPARE(cell(window.auditModel(), last, EventAuditModel::ReasonColumn), QStringLiteral("wrong deck"));
    QCOMPARE(cell(window.auditModel(), 2, EventAuditModel::LoginColumn), QStringLiteral("table1"));

    // Closing the night, with its reason, through the window: final everywhere, and in the audit.
    whenModal([](QWidget *modal) {
        auto *dialog = qobject_cast<QInputDialog *>(modal);
        QVERIFY(dialog);
        dialog->setTextValue(QStringLiteral("the night is over"));
        dialog->accept();
    });
    QVERIFY(pressButton(&window, QStringLiteral("closeEvent")));
    QCOMPARE(auditActions(window).last(), QStringLiteral("close"));
    QCOMPARE(cell(window.auditModel(), window.auditModel()->rowCount() - 1, EventAuditModel::ReasonColumn),
             QStringLiteral("the night is over"));
    QCOMPARE(button(&window, "closeEvent")->text().remove(QLatin1Char('&')), QStringLiteral("Reopen night…"));
    QTRY_COMPARE_WITH_TIMEOUT(standings.sheet().final, true, 10000);
    QVERIFY(window.setClosed(false, QStringLiteral("a late game")));
    QCOMPARE(auditActions(window).last(), QStringLiteral("reopen"));

    // Another director's change reaches the window through the server's notice alone.
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    QVERIFY2(ClubEvents(director.db()).close(friday.id, QStringLiteral("done"), &error), qPrintable(error.message));
    QTRY_COMPARE_WITH_TIMEOUT(auditActions(window).last(), QStringLiteral("close"), 10000);
    QVERIFY(window.statusLabel()->text().contains(QStringLiteral("closed")));
}

void TestDirectorWindow::tableLoginMayOnlyLook()
{
    const ClubEvent saturday = night(QStringLiteral("Saturday night"),
                                     {QStringLiteral("Eri"), QStringLiteral("Fumi"), QStringLiteral("Goro"),
                                      QStringLiteral("Hana")});
    DirectorWindow window;
    window.setServer(server(QStringLiteral("table1")));
    window.chooseEvent(saturday.id);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.role(), QStringLiteral("table"));
    window.tablesView()->selectRow(0);
    for (const char *name : {"voidGame", "correctGame", "closeEvent"}) {
        QPushButton *action = button(&window, name);
        QVERIFY2(!action->isEnabled(), name);
        QVERIFY2(action->toolTip().contains(QStringLiteral("Only a director's login")), qPrintable(action->toolTip()));
    }
    // It may look: the game, the seating's print and the audit.
    QVERIFY(button(&window, "reviewGame")->isEnabled());
    QVERIFY(button(&window, "printSeating")->isEnabled());
    QCOMPARE(cell(window.tablesModel(), 0, EventTablesModel::StateColumn), QStringLiteral("Finished"));
    QCOMPARE(auditActions(window),
             (QStringList{QStringLiteral("create"), QStringLiteral("seat"), QStringLiteral("attach")}));
    QVERIFY(window.statusLabel()->text().contains(QStringLiteral("a table's")));
    // The server refuses anyway, and the window says so.
    QString said;
    whenModal([&said](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        said = box->text();
        box->accept();
    });
    QVERIFY(!window.voidSelectedGame(QStringLiteral("try")));
    QVERIFY2(said.contains(QStringLiteral("may not do that")), qPrintable(said));
    QCOMPARE(cell(window.tablesModel(), 0, EventTablesModel::StateColumn), QStringLiteral("Finished"));
}

void TestDirectorWindow::correctionNeedsTheGameHere()
{
    const ClubEvent sunday = night(QStringLiteral("Sunday night"),
                                   {QStringLiteral("Ichi"), QStringLiteral("Jun"), QStringLiteral("Ken"),
                                    QStringLiteral("Mai")});
    QTemporaryDir dir;
    GameStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("director.sqlite"))), GameStore::OpenResult::Ok);
    DirectorWindow window;
    window.setStore(&store);
    window.setServer(server(QStringLiteral("director")));
    window.chooseEvent(sunday.id);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.tablesView()->selectRow(0);
    QSignalSpy corrected(&window, &DirectorWindow::correctRequested);

    // Not synced yet: it says so, and opens nothing.
    QString said;
    whenModal([&said](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        said = box->text();
        box->accept();
    });
    QVERIFY(pressButton(&window, QStringLiteral("correctGame")));
    QVERIFY2(said.contains(QStringLiteral("not in this laptop's database yet")), qPrintable(said));
    QCOMPARE(corrected.count(), 0);

    // After a sync the laptop has it: its own copy opens.
    ClubConnection connection;
    StoreError error;
    QVERIFY2(connection.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    QVERIFY2(ClubSync(store, connection.db()).run(&error), qPrintable(error.message));
    // A correction needs a reason, kept beside the game until the sync sends it with the correction.
    whenModal([](QWidget *modal) {
        auto *dialog = qobject_cast<QInputDialog *>(modal);
        QVERIFY(dialog);
        dialog->setTextValue(QStringLiteral("Jun's prediction was entered for Ken"));
        dialog->accept();
    });
    QVERIFY(pressButton(&window, QStringLiteral("correctGame")));
    QCOMPARE(corrected.count(), 1);
    const qint64 local = corrected.first().first().toLongLong();
    QCOMPARE(store.games().gameOfUid(window.tablesModel()->index(0, 0).data(EventTablesModel::GameIdRole).toString()),
             std::optional<qint64>(local));
    QCOMPARE(store.club().reason(local),
             std::optional<QString>(QStringLiteral("Jun's prediction was entered for Ken")));
}

QTEST_MAIN(TestDirectorWindow)
#include "tst_directorwindow.moc"
