// The club event's director's window against a server of the test's own: a
// director voids a game with a reason through the window, and both the
// standings (another window, a table's login) and the audit log show it;
// the audit lists every action in order; a table's login may look but sees
// the director's actions disabled, saying why; a game is corrected on this
// laptop's copy once a sync has brought it; a director chooses between a
// disputed game's revisions through the window's dialog, from the tables or
// from the club's list of disputes, and a table's login may not.
#include "clubconnection.h"
#include "clubdisputes.h"
#include "clubdisputesmodel.h"
#include "clubevents.h"
#include "clubfixture.h"
#include "clubsync.h"
#include "directorwindow.h"
#include "disputedialog.h"
#include "entryedit.h"
#include "eventauditmodel.h"
#include "eventtablesmodel.h"
#include "gamehistory.h"
#include "gamerecords.h"
#include "gamestore.h"
#include "language.h"
#include "modaldialogs.h"
#include "pgcluster.h"
#include "pressbutton.h"
#include "recordformat.h"
#include "replay.h"
#include "standingsmodel.h"
#include "standingswindow.h"
#include "storeerror.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
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
    void longNamesWrapInTheirSeat_data();
    void longNamesWrapInTheirSeat();
    void correctionNeedsTheGameHere();
    void directorResolvesAnEventsDispute();
    void tableLoginMayNotResolve();
    void aDisputeOutsideAnEventFromTheList();

private:
    QString server(const QString &login) const { return m_cluster->server(QStringLiteral("club"), login); }
    // An event of four players, one table, seated, with its game sent by table1.
    ClubEvent createEvent(const QString &name, const QStringList &players);
    // The club's id of the event's game, after table1's laptop took back its last card: the game is
    // the director's once attached, so the revision waits beside the club's for a director.
    QString disputeAtTable(const ClubEvent &event);
    QString sql(const QString &statement);

    ClubCluster m_cluster;
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

ClubEvent TestDirectorWindow::createEvent(const QString &name, const QStringList &players)
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

QString TestDirectorWindow::disputeAtTable(const ClubEvent &event)
{
    ClubConnection table1;
    StoreError error;
    if (!table1.open(server(QStringLiteral("table1")), &error))
        qFatal("%s", qPrintable(error.message));
    const std::optional<std::vector<EventGame>> games = ClubEvents(table1.db()).games(event.id, &error);
    if (!games || games->empty())
        qFatal("no game: %s", qPrintable(error.message));
    const QString id = games->front().id;
    QTemporaryDir dir;
    GameStore laptop;
    if (laptop.open(dir.filePath(QStringLiteral("table1.sqlite")), &error) != GameStore::OpenResult::Ok ||
        !syncWithClub(laptop, table1.db(), &error))
        qFatal("%s", qPrintable(error.message));
    const std::optional<qint64> local = laptop.games().gameOfUid(id, &error);
    if (!local)
        qFatal("not synced down: %s", qPrintable(error.message));
    const std::vector<Entry> entries = Replay(*laptop.records().load(*local)).entries();
    if (!laptop.records().applyEdit(*local, EntryEdit::takingBack({entries.back()}), &error))
        qFatal("%s", qPrintable(error.message));
    const std::optional<ClubSyncReport> sent = syncWithClub(laptop, table1.db(), &error);
    if (!sent || sent->disputesSent != 1)
        qFatal("no dispute: %s", qPrintable(error.message));
    return id;
}

QString TestDirectorWindow::sql(const QString &statement)
{
    QString out;
    if (!m_cluster->psql(statement, &out, QStringLiteral("club")))
        qWarning("psql: %s", qPrintable(out));
    return out.trimmed();
}

void TestDirectorWindow::directorVoidsThroughTheWindow()
{
    const QStringList players = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Cho"),
                                 QStringLiteral("Dai")};
    const ClubEvent friday = createEvent(QStringLiteral("Friday night"), players);

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
    QVERIFY(!button(&window, "resolveDispute")->isEnabled());
    QVERIFY2(button(&window, "resolveDispute")->toolTip().contains(QStringLiteral("not disputed")),
             qPrintable(button(&window, "resolveDispute")->toolTip()));
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

    // Closing the event, with its reason, through the window: final everywhere, and in the audit.
    whenModal([](QWidget *modal) {
        auto *dialog = qobject_cast<QInputDialog *>(modal);
        QVERIFY(dialog);
        dialog->setTextValue(QStringLiteral("the event is over"));
        dialog->accept();
    });
    QVERIFY(pressButton(&window, QStringLiteral("closeEvent")));
    QCOMPARE(auditActions(window).last(), QStringLiteral("close"));
    QCOMPARE(cell(window.auditModel(), window.auditModel()->rowCount() - 1, EventAuditModel::ReasonColumn),
             QStringLiteral("the event is over"));
    QCOMPARE(button(&window, "closeEvent")->text().remove(QLatin1Char('&')), QStringLiteral("Reopen event…"));
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
    const ClubEvent saturday = createEvent(QStringLiteral("Saturday night"),
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

void TestDirectorWindow::longNamesWrapInTheirSeat_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
}

void TestDirectorWindow::longNamesWrapInTheirSeat()
{
    // At half a 1920 screen, a name longer than its seat's column goes over two lines, whole.
    QFETCH(QString, language);
    const QString suffix = language == QLatin1String("en") ? QString() : QStringLiteral(" (%1)").arg(language);
    const ClubEvent event = createEvent(QStringLiteral("Long names") + suffix,
                                        {QStringLiteral("Maximiliana von Hohenzollern-Sigmaringen") + suffix,
                                         QStringLiteral("Bartholomew Featherstonehaugh-Smythe") + suffix,
                                         QStringLiteral("Aki") + suffix, QStringLiteral("Ben") + suffix});
    m_language.apply(language);
    const auto english = qScopeGuard([this] { m_language.apply(QStringLiteral("en")); });
    DirectorWindow window;
    window.resize(960, 700);
    window.setServer(server(QStringLiteral("director")));
    window.chooseEvent(event.id);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.tablesModel()->rowCount(), 1);
    QCoreApplication::processEvents();
    if (const QString shots = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR"); !shots.isEmpty())
        window.grab().save(QStringLiteral("%1/director-%2.png").arg(shots, language));
    QTableView *view = window.tablesView();
    const QString longest = cell(window.tablesModel(), 0, EventTablesModel::Seat1Column);
    const int width = view->columnWidth(EventTablesModel::Seat1Column);
    QVERIFY2(view->fontMetrics().horizontalAdvance(longest) > width, "the name fits: nothing to wrap");
    // Two lines of it, and nothing of the table beside the view.
    QVERIFY2(view->rowHeight(0) >= 2 * view->fontMetrics().lineSpacing(),
             qPrintable(QStringLiteral("%1 px for %2").arg(view->rowHeight(0)).arg(longest)));
    QVERIFY(view->horizontalHeader()->length() <= view->viewport()->width());
}

void TestDirectorWindow::correctionNeedsTheGameHere()
{
    const ClubEvent sunday = createEvent(QStringLiteral("Sunday night"),
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
    QVERIFY2(syncWithClub(store, connection.db(), &error), qPrintable(error.message));
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

void TestDirectorWindow::directorResolvesAnEventsDispute()
{
    const QStringList players = {QStringLiteral("Nao"), QStringLiteral("Oki"), QStringLiteral("Pia"),
                                 QStringLiteral("Rei")};
    const ClubEvent monday = createEvent(QStringLiteral("Monday night"), players);
    const QString id = disputeAtTable(monday);
    const std::vector<Entry> entries = Replay(game(players)).entries();
    const int cards = static_cast<int>(entries.size());
    const int lastRound = entries.back().slot.round + 1;
    ClubConnection director;
    StoreError error;
    QVERIFY2(director.open(server(QStringLiteral("director")), &error), qPrintable(error.message));
    const std::optional<ClubDispute> before = ClubDisputes(director.db()).of(id, &error);
    QVERIFY2(before, qPrintable(error.message));
    QCOMPARE(before->revisions.size(), std::size_t(2));
    const QString taken = before->revisions[1].sha;

    DirectorWindow window;
    window.resize(1100, 700);
    window.setServer(server(QStringLiteral("director")));
    window.chooseEvent(monday.id);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(cell(window.tablesModel(), 0, EventTablesModel::StateColumn), QStringLiteral("Disputed"));
    const QString number = cell(window.tablesModel(), 0, EventTablesModel::GameColumn);
    QVERIFY(!button(&window, "resolveDispute")->isEnabled());
    window.tablesView()->selectRow(0);
    QVERIFY(button(&window, "resolveDispute")->isEnabled());

    // The club's list of disputes has it, with its event, round and table.
    const int listed = window.disputesModel()->rowOf(id);
    QVERIFY(listed >= 0);
    QCOMPARE(cell(window.disputesModel(), listed, ClubDisputesModel::GameColumn), number);
    QVERIFY(cell(window.disputesModel(), listed, ClubDisputesModel::EventColumn)
                .startsWith(QStringLiteral("Monday night")));
    QCOMPARE(cell(window.disputesModel(), listed, ClubDisputesModel::RoundColumn), QStringLiteral("1"));
    QCOMPARE(cell(window.disputesModel(), listed, ClubDisputesModel::TableColumn), QStringLiteral("1"));
    QCOMPARE(cell(window.disputesModel(), listed, ClubDisputesModel::RevisionsColumn), QStringLiteral("2"));
    QVERIFY(!cell(window.disputesModel(), listed, ClubDisputesModel::LastColumn).isEmpty());

    // The dialog shows both revisions; it needs a choice and a reason.
    QSize shown;
    whenModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<DisputeDialog *>(modal);
        QVERIFY(dialog);
        shown = dialog->sizeHint();
        QVERIFY(dialog->revisionButton(1) && dialog->revisionButton(2));
        QVERIFY(!dialog->revisionButton(3));
        const auto *difference = dialog->findChild<QLabel *>(QStringLiteral("revisionDifference2"));
        QVERIFY(difference);
        // It took back the last card: where it ends, the club's still has one.
        QCOMPARE(difference->text(),
                 QStringLiteral("Differs from the club's revision from card %1 (round %2).").arg(cards).arg(lastRound));
        QStringList texts;
        for (const QLabel *label :
             dialog->findChild<QWidget *>(QStringLiteral("revisionBox2"))->findChildren<QLabel *>())
            texts << label->text();
        QVERIFY2(texts.contains(QStringLiteral("Nao")) && texts.contains(QStringLiteral("Rei")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY2(texts.join(QLatin1Char('|')).contains(QStringLiteral("Sent by table1")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(!dialog->okButton()->isEnabled());
        QTest::mouseClick(dialog->revisionButton(2), Qt::LeftButton);
        QCOMPARE(dialog->choice(), 2);
        QVERIFY(!dialog->okButton()->isEnabled());
        QTest::keyClicks(dialog->reasonEdit(), QStringLiteral("   "));
        QVERIFY(!dialog->okButton()->isEnabled());
        dialog->reasonEdit()->clear();
        QTest::keyClicks(dialog->reasonEdit(), QStringLiteral("The table took back a misplayed card"));
        QVERIFY(dialog->okButton()->isEnabled());
        dialog->okButton()->click();
    });
    QVERIFY(pressButton(&window, QStringLiteral("resolveDispute")));
    // Readable at a table, and within a 1366x768 screen.
    QVERIFY2(shown.width() <= 1366 && shown.height() <= 700,
             qPrintable(QStringLiteral("%1x%2").arg(shown.width()).arg(shown.height())));

    // The server's game is the chosen revision; nothing waits any more.
    QCOMPARE(sql(QStringLiteral("SELECT record_sha256 FROM tornei_club.games WHERE id = '%1'").arg(id)), taken);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.disputes WHERE game = '%1'").arg(id)),
             QStringLiteral("0"));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.set_aside WHERE game = '%1'").arg(id)),
             QStringLiteral("1"));
    // The window read again: the game is in progress (one card short), listed no more, and the audit says why.
    QCOMPARE(cell(window.tablesModel(), 0, EventTablesModel::StateColumn), QStringLiteral("In progress"));
    QCOMPARE(window.disputesModel()->rowOf(id), -1);
    QVERIFY(!button(&window, "resolveDispute")->isEnabled());
    QCOMPARE(auditActions(window).last(), QStringLiteral("resolve"));
    const int last = window.auditModel()->rowCount() - 1;
    QCOMPARE(cell(window.auditModel(), last, EventAuditModel::LoginColumn), QStringLiteral("director"));
    QCOMPARE(cell(window.auditModel(), last, EventAuditModel::ActionColumn),
             QStringLiteral("Chose between a game's revisions"));
    QCOMPARE(cell(window.auditModel(), last, EventAuditModel::GameColumn), number);
    QCOMPARE(cell(window.auditModel(), last, EventAuditModel::ReasonColumn),
             QStringLiteral("The table took back a misplayed card"));
}

void TestDirectorWindow::tableLoginMayNotResolve()
{
    const ClubEvent tuesday = createEvent(QStringLiteral("Tuesday night"), {QStringLiteral("Sora"), QStringLiteral("Taro"),
                                                                      QStringLiteral("Umi"), QStringLiteral("Yuki")});
    const QString id = disputeAtTable(tuesday);
    DirectorWindow window;
    window.setServer(server(QStringLiteral("table1")));
    window.chooseEvent(tuesday.id);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.role(), QStringLiteral("table"));
    window.tablesView()->selectRow(0);
    QCOMPARE(cell(window.tablesModel(), 0, EventTablesModel::StateColumn), QStringLiteral("Disputed"));
    // It may see the dispute, not resolve it.
    const int listed = window.disputesModel()->rowOf(id);
    QVERIFY(listed >= 0);
    window.disputesView()->selectRow(listed);
    for (const char *name : {"resolveDispute", "resolveListedDispute"}) {
        QPushButton *action = button(&window, name);
        QVERIFY2(!action->isEnabled(), name);
        QVERIFY2(action->toolTip().contains(QStringLiteral("Only a director's login")), qPrintable(action->toolTip()));
    }
    // The server refuses anyway, and the window says so.
    QString said;
    whenModal([&said](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        said = box->text();
        box->accept();
    });
    QVERIFY(!window.resolveSelectedDispute(2, QStringLiteral("mine")));
    QVERIFY2(said.contains(QStringLiteral("may not do that")), qPrintable(said));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.disputes WHERE game = '%1'").arg(id)),
             QStringLiteral("1"));
    QCOMPARE(cell(window.tablesModel(), 0, EventTablesModel::StateColumn), QStringLiteral("Disputed"));
}

void TestDirectorWindow::aDisputeOutsideAnEventFromTheList()
{
    // Two laptops have the game from the club; each takes back cards of it, differently: the second's waits.
    QTemporaryDir dir;
    GameStore one;
    GameStore two;
    StoreError error;
    QCOMPARE(one.open(dir.filePath(QStringLiteral("one.sqlite")), &error), GameStore::OpenResult::Ok);
    QCOMPARE(two.open(dir.filePath(QStringLiteral("two.sqlite")), &error), GameStore::OpenResult::Ok);
    ClubConnection table1;
    QVERIFY2(table1.open(server(QStringLiteral("table1")), &error), qPrintable(error.message));
    const Record record =
        game({QStringLiteral("Vic"), QStringLiteral("Wen"), QStringLiteral("Xia"), QStringLiteral("Zen")},
             QStringLiteral("2026-11-20T19:30:00+09:00"));
    const std::optional<qint64> atOne = one.records().importOne(record, &error);
    QVERIFY2(atOne, qPrintable(error.message));
    QVERIFY2(syncWithClub(one, table1.db(), &error), qPrintable(error.message));
    QVERIFY2(syncWithClub(two, table1.db(), &error), qPrintable(error.message));
    const QString id = sql(QStringLiteral("SELECT id FROM tornei_club.games ORDER BY number DESC LIMIT 1"));
    const std::optional<qint64> atTwo = two.games().gameOfUid(id, &error);
    QVERIFY(atTwo);
    const std::vector<Entry> entries = Replay(record).entries();
    QVERIFY(one.records().applyEdit(*atOne, EntryEdit::takingBack({entries.back()}), &error));
    QVERIFY(two.records().applyEdit(*atTwo, EntryEdit::takingBack({entries.end() - 2, entries.end()}), &error));
    QVERIFY2(syncWithClub(one, table1.db(), &error), qPrintable(error.message));
    const std::optional<ClubSyncReport> late = syncWithClub(two, table1.db(), &error);
    QVERIFY2(late, qPrintable(error.message));
    QCOMPARE(late->disputesSent, 1);
    const QString kept = sql(QStringLiteral("SELECT record_sha256 FROM tornei_club.games WHERE id = '%1'").arg(id));

    DirectorWindow window;
    window.resize(1100, 700);
    window.setServer(server(QStringLiteral("director")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAbstractItemModelTester tester(window.disputesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int listed = window.disputesModel()->rowOf(id);
    QVERIFY(listed >= 0);
    QCOMPARE(cell(window.disputesModel(), listed, ClubDisputesModel::EventColumn), QStringLiteral("none"));
    QCOMPARE(cell(window.disputesModel(), listed, ClubDisputesModel::RoundColumn), QString());
    QCOMPARE(cell(window.disputesModel(), listed, ClubDisputesModel::RevisionsColumn), QStringLiteral("2"));
    window.tabs()->setCurrentWidget(window.disputesView()->parentWidget());
    QVERIFY(!button(&window, "resolveListedDispute")->isEnabled());
    window.disputesView()->selectRow(listed);
    QVERIFY(button(&window, "resolveListedDispute")->isEnabled());

    // The director keeps the club's revision.
    QString intro;
    whenModal([&intro](QWidget *modal) {
        auto *dialog = qobject_cast<DisputeDialog *>(modal);
        QVERIFY(dialog);
        intro = dialog->findChild<QLabel *>(QStringLiteral("disputeIntro"))->text();
        dialog->revisionButton(1)->click();
        dialog->reasonEdit()->setText(QStringLiteral("The first laptop's count is right"));
        QVERIFY(dialog->okButton()->isEnabled());
        dialog->okButton()->click();
    });
    QVERIFY(pressButton(&window, QStringLiteral("resolveListedDispute")));
    QVERIFY2(intro.contains(QStringLiteral("belongs to no club event")), qPrintable(intro));
    QCOMPARE(sql(QStringLiteral("SELECT record_sha256 FROM tornei_club.games WHERE id = '%1'").arg(id)), kept);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.disputes WHERE game = '%1'").arg(id)),
             QStringLiteral("0"));
    QCOMPARE(sql(QStringLiteral("SELECT reason FROM tornei_club.set_aside WHERE game = '%1'").arg(id)),
             QStringLiteral("The first laptop's count is right"));
    QCOMPARE(window.disputesModel()->rowOf(id), -1);
    // Read again, nothing is chosen: nothing to resolve until the director chooses another.
    QVERIFY(!button(&window, "resolveListedDispute")->isEnabled());
}

QTEST_MAIN(TestDirectorWindow)
#include "tst_directorwindow.moc"
