// The History and Players screens (and each chart) at the laptop size, saved
// to $TORNEI_SCREENSHOT_DIR when it is set; each must fit 1366×768.
#include "historydatabase.h"
#include "chartview.h"
#include "gamehistorypage.h"
#include "gamestore.h"
#include "historymodel.h"
#include "language.h"
#include "mainwindow.h"
#include "modaldialogs.h"
#include "playerlistmodel.h"
#include "playerspage.h"
#include "pressbutton.h"
#include "randomgame.h"
#include "recordformat.h"
#include "replay.h"
#include "reviewpage.h"
#include "seatindex.h"
#include "startpage.h"
#include "tablepage.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <ctime>
#include <functional>
#include <set>

using namespace tornei;

class TestHistoryScreenshots : public QObject, protected HistoryDatabase
{
    Q_OBJECT

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }
    void screenshots_data();
    void screenshots();
};

void TestHistoryScreenshots::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
}

// The History and Players screens (and each chart) at the laptop size, saved
// to $TORNEI_SCREENSHOT_DIR when it is set; each must fit 1366×768.
void TestHistoryScreenshots::screenshots()
{
    QFETCH(QString, language);
    m_language.apply(language);
    const QStringList names = language == QLatin1String("ja")
                                  ? QStringList{QStringLiteral("あき"), QStringLiteral("ベン"), QStringLiteral("千恵"),
                                                QStringLiteral("大輔"), QStringLiteral("えみ"), QStringLiteral("史郎")}
                                  : QStringList{QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"),
                                                QStringLiteral("Daisuke"), QStringLiteral("Emi"), QStringLiteral("Fumio")};
    QTemporaryDir dir;
    {
        GameStore store;
        QCOMPARE(store.open(dir.filePath(QStringLiteral("s.sqlite"))), GameStore::OpenResult::Ok);
        QRandomGenerator rng(7u);
        std::vector<Record> records;
        const QDateTime first(QDate(2026, 9, 1), QTime(19, 30), Qt::OffsetFromUTC, 9 * 3600);
        for (int i = 0; i < 80; ++i) {
            const int players = 3 + static_cast<int>(rng.bounded(2));
            Record record = (i % 9 == 8) ? RandomGame::playStopped(rng, players) : RandomGame::play(rng, players);
            QStringList pool = names;
            for (int s = 0; s < SeatCount; ++s) {
                if (record.isPlayer(s))
                    record.seats[at(s)] = pool.takeAt(static_cast<qsizetype>(rng.bounded(static_cast<quint32>(pool.size()))));
            }
            record.started = first.addDays(i).addSecs(60 * 17 * (i % 7)).toString(Qt::ISODate);
            records.push_back(record);
        }
        std::vector<std::optional<qint64>> ids;
        std::vector<StoreError> refusals;
        QVERIFY(store.records().importBatch(records, &ids, &refusals));
        QVERIFY(store.games().setExcluded({*ids[75]}, true));
    }
    MainWindow window;
    window.resize(1366, 768);
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("s.sqlite")), false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString out = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR");
    const auto shoot = [&](const QString &name) {
        QCoreApplication::processEvents();
        QVERIFY(window.minimumSizeHint().width() <= 1366);
        QVERIFY(window.minimumSizeHint().height() <= 768);
        const QPixmap picture = window.grab();
        QVERIFY(!picture.isNull());
        if (out.isEmpty())
            return;
        QDir().mkpath(out);
        QVERIFY(picture.save(QDir(out).filePath(QStringLiteral("%1-%2.png").arg(language, name))));
    };
    shoot(QStringLiteral("h0-start"));
    window.showHistory();
    // The newest game, day 79: 1 September + 79 days, 19:30 + 2 × 17 minutes,
    // at the table's own time, written as the language writes dates.
    QCOMPARE(window.historyPage()->model()->index(0, HistoryModel::DateColumn).data().toString(),
             language == QLatin1String("ja") ? QStringLiteral("2026/11/19 20:04") : QStringLiteral("11/19/26 8:04 PM"));
    window.historyPage()->view()->selectRow(1);
    shoot(QStringLiteral("h1-history"));
    window.showPlayers();
    PlayersPage *players = window.playersPage();
    players->showPlayer(players->playerModel()->player(0).id);
    shoot(QStringLiteral("h2-players"));
    players->tabs()->setCurrentIndex(1);
    for (int i = 0; i < 4; ++i) {
        players->chartTabs()->setCurrentIndex(i);
        QVERIFY(players->chart(i)->hasChart());
        shoot(QStringLiteral("h3-chart%1").arg(i + 2));
    }
    m_language.apply(QStringLiteral("en"));
}

QTEST_MAIN(TestHistoryScreenshots)
#include "tst_historyscreenshots.moc"
