// The pictures of the documentation, made from the real window so that they
// never go stale: the table in the middle of a 3-player trick with the
// dummy's card shown, the score sheet of a 4-player game, History, and
// Players with a chart, a player's predictions among twelve players' games,
// and the dialog that shares the table's game on the local network (on
// this computer only: its address is 127.0.0.1), each in English and
// Japanese at 1366×768. They are
// written to $TORNEI_DOCS_IMAGES (docs/screenshots.sh sets it) as
// <screen>-<language>.png. Not a test: it checks only that each state is
// reached.
#include "gamestore.h"
#include "gamehistorypage.h"
#include "language.h"
#include "mainwindow.h"
#include "playerlistmodel.h"
#include "playerprofilepanel.h"
#include "playerspage.h"
#include "randomgame.h"
#include "replay.h"
#include "seatindex.h"
#include "sharedialog.h"
#include "tablepage.h"
#include "tablefixture.h"
#include "tableshare.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QHash>
#include <QImage>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <limits>
#include <vector>

using namespace tornei;

class DocScreenshots : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase_data();
    void init();
    void cleanup() { m_language.apply(QStringLiteral("en")); }
    void table();
    void scoreSheet();
    void history();
    void players();
    void predictions();
    void share();

private:
    QStringList names() const;
    void shoot(QWidget *window, const QString &screen);
    // Plays `script` at `table` up to (not including) the first entry for which `stop` holds.
    template<typename Stop>
    bool playUntil(TablePage *table, const Record &script, Stop stop);

    Language m_language;
    QString m_code;
};

namespace {

// `picture` in its 256 commonest colours, each other colour (the edges of
// smoothed text) drawn in the nearest of them. Qt's own conversion to 8 bits
// uses a fixed palette, which changes the screen's colours; a screen has few
// colours, and its commonest are exactly its backgrounds, text and suits.
QImage withCommonColours(const QImage &picture)
{
    QHash<QRgb, qint64> counts;
    for (int y = 0; y < picture.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(picture.constScanLine(y));
        for (int x = 0; x < picture.width(); ++x)
            ++counts[line[x] | 0xff000000u];
    }
    std::vector<std::pair<qint64, QRgb>> byCount;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        byCount.emplace_back(it.value(), it.key());
    std::sort(byCount.begin(), byCount.end(), std::greater<>());
    QList<QRgb> table;
    for (std::size_t i = 0; i < byCount.size() && i < 256; ++i)
        table.append(byCount[i].second);
    QHash<QRgb, uchar> nearest;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        int best = 0;
        int bestDistance = std::numeric_limits<int>::max();
        for (int i = 0; i < table.size(); ++i) {
            const int dr = qRed(it.key()) - qRed(table[i]);
            const int dg = qGreen(it.key()) - qGreen(table[i]);
            const int db = qBlue(it.key()) - qBlue(table[i]);
            const int distance = dr * dr + dg * dg + db * db;
            if (distance < bestDistance) {
                bestDistance = distance;
                best = i;
            }
        }
        nearest.insert(it.key(), static_cast<uchar>(best));
    }
    QImage indexed(picture.size(), QImage::Format_Indexed8);
    indexed.setColorTable(table);
    for (int y = 0; y < picture.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(picture.constScanLine(y));
        uchar *out = indexed.scanLine(y);
        for (int x = 0; x < picture.width(); ++x)
            out[x] = nearest.value(line[x] | 0xff000000u);
    }
    return indexed;
}

} // namespace

void DocScreenshots::initTestCase_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
}

void DocScreenshots::init()
{
    QFETCH_GLOBAL(QString, language);
    m_code = language;
    m_language.apply(language);
    // The text cursor drawn steadily, so that two runs make the same pictures.
    QApplication::setCursorFlashTime(0);
}

QStringList DocScreenshots::names() const
{
    if (m_code == QLatin1String("ja"))
        return {QStringLiteral("あき"), QStringLiteral("ベン"), QStringLiteral("千恵"),
                QStringLiteral("大輔"), QStringLiteral("えみ"), QStringLiteral("史郎")};
    return {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"),
            QStringLiteral("Daisuke"), QStringLiteral("Emi"), QStringLiteral("Fumio")};
}

void DocScreenshots::shoot(QWidget *window, const QString &screen)
{
    QCoreApplication::processEvents();
    // Rendered at a scale of 1 whatever the screen, in its 256 commonest
    // colours and compressed as far as PNG goes, so the files stay small.
    QImage picture(window->size(), QImage::Format_RGB32);
    window->render(&picture);
    const QString dir = qEnvironmentVariable("TORNEI_DOCS_IMAGES", QDir::currentPath());
    QVERIFY(QDir().mkpath(dir));
    const QString file = QDir(dir).filePath(QStringLiteral("%1-%2.png").arg(screen, m_code));
    QVERIFY2(withCommonColours(picture).save(file, "PNG", 0), qPrintable(file));
}

template<typename Stop>
bool DocScreenshots::playUntil(TablePage *table, const Record &script, Stop stop)
{
    const int dummy = script.dummySeat();
    for (const Entry &e : Replay(script).entries()) {
        if (stop(e))
            return true;
        if (e.slot.kind == EntryKind::Joust && e.slot.seat == dummy)
            continue; // the app plays the dummy's card itself
        if (e.slot.kind == EntryKind::DummyPrediction)
            table->setDummyPredictionArmed(true);
        table->enterCard(e.card);
        if (table->heldResult() && table->roundSummaryButton()->isVisible())
            table->showRoundSummary(); // as a person looks at the last trick, then goes on
    }
    return false;
}

// A 3-player game in its first round, in the second trick: the dummy has
// played, the next player is asked for their joust card.
void DocScreenshots::table()
{
    QRandomGenerator rng(7u);
    Record script = RandomGame::play(rng, 3);
    const QStringList pool = names();
    int next = 0;
    for (int s = 0; s < SeatCount; ++s) {
        if (script.isPlayer(s))
            script.seats[at(s)] = pool[next++];
    }
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    window.resize(1366, 768);
    TablePage *table = window.tablePage();
    const int dummy = script.dummySeat();
    // The first joust after the dummy's in a trick past the first, with the trick still open.
    const bool reached = playUntil(table, script, [&](const Entry &e) {
        if (e.slot.round != 0 || e.slot.index < 1 || e.slot.kind != EntryKind::Joust || e.slot.seat == dummy)
            return false;
        const auto &tricks = table->session()->record().rounds[0].tricks;
        if (static_cast<int>(tricks.size()) <= e.slot.index)
            return false;
        const auto &jousts = tricks[at(e.slot.index)].jousts;
        const auto entered = std::count_if(jousts.begin(), jousts.end(), [](const CardSlot &c) { return c.has_value(); });
        return jousts[at(dummy)].has_value() && entered >= 2;
    });
    QVERIFY(reached);
    shoot(&window, QStringLiteral("table"));
}

// A 4-player game in its third round: the score sheet beside the table holds two rounds.
void DocScreenshots::scoreSheet()
{
    QRandomGenerator rng(8u);
    Record script = RandomGame::play(rng, 4);
    const QStringList pool = names();
    for (int s = 0; s < SeatCount; ++s)
        script.seats[at(s)] = pool[s];
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    window.resize(1366, 768);
    TablePage *table = window.tablePage();
    const bool reached = playUntil(table, script, [](const Entry &e) {
        return e.slot.round == 2 && e.slot.index == 1 && e.slot.kind == EntryKind::Joust;
    });
    QVERIFY(reached);
    shoot(&window, QStringLiteral("scoresheet"));
}

namespace {

// A database of 80 games among six players over three months, a few stopped part-way.
bool fillHistory(const QString &path, const QStringList &names)
{
    GameStore store;
    if (store.open(path) != GameStore::OpenResult::Ok)
        return false;
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
    return store.records().importBatch(records, &ids, &refusals);
}

} // namespace

void DocScreenshots::history()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.sqlite"));
    QVERIFY(fillHistory(path, names()));
    MainWindow window;
    window.resize(1366, 768);
    QVERIFY(window.openDatabase(path, false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showHistory();
    window.historyPage()->view()->selectRow(1);
    shoot(&window, QStringLiteral("history"));
}

void DocScreenshots::players()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.sqlite"));
    QVERIFY(fillHistory(path, names()));
    MainWindow window;
    window.resize(1366, 768);
    QVERIFY(window.openDatabase(path, false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showPlayers();
    PlayersPage *page = window.playersPage();
    page->showPlayer(page->playerModel()->player(0).id);
    page->tabs()->setCurrentIndex(1);
    page->chartTabs()->setCurrentIndex(4); // the rating over time
    shoot(&window, QStringLiteral("players"));
}

// How a player predicts, over 150 games among twelve players.
void DocScreenshots::predictions()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QStringList twelve = names();
        for (const char *name : {"Kenji", "Mara", "Noor", "Oskar", "Pia", "Ryo"})
            twelve << QString::fromUtf8(name);
        QRandomGenerator rng(12u);
        std::vector<Record> records;
        const QDateTime first(QDate(2026, 9, 1), QTime(19, 30), Qt::OffsetFromUTC, 9 * 3600);
        for (int i = 0; i < 150; ++i) {
            Record record = RandomGame::play(rng, 3 + static_cast<int>(rng.bounded(2)));
            QStringList pool = twelve;
            for (int s = 0; s < SeatCount; ++s) {
                if (record.isPlayer(s))
                    record.seats[at(s)] =
                        pool.takeAt(static_cast<qsizetype>(rng.bounded(static_cast<quint32>(pool.size()))));
            }
            record.started = first.addDays(i / 2).addSecs(3600 * (i % 2)).toString(Qt::ISODate);
            records.push_back(record);
        }
        std::vector<std::optional<qint64>> ids;
        std::vector<StoreError> refusals;
        QVERIFY(store.records().importBatch(records, &ids, &refusals));
    }
    MainWindow window;
    window.resize(1366, 768);
    QVERIFY(window.openDatabase(path, false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showPlayers();
    PlayersPage *page = window.playersPage();
    page->showPlayer(page->playerModel()->player(0).id);
    page->tabs()->setCurrentIndex(0);
    page->profile()->chartTabs()->setCurrentIndex(2);
    shoot(&window, QStringLiteral("predictions"));
    // With TORNEI_SCREEN_GRABS, also the window as the screen shows it, at the
    // screen's own scale (QT_SCALE_FACTOR=2 gives twice the pixels).
    if (const QString grabs = qEnvironmentVariable("TORNEI_SCREEN_GRABS"); !grabs.isEmpty())
        QVERIFY(window.grab().save(QDir(grabs).filePath(QStringLiteral("predictions-%1-screen.png").arg(m_code))));
}

// The table's game shared, as the dialog shows it to the players: its address and QR code.
void DocScreenshots::share()
{
    TableFixture fixture(handSetup());
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    window.tableShare()->setProgram(QStringLiteral(TORNEI_CLI));
    QAction *share = menuAction(window, MainWindow::tr("Share on the local net&work…"));
    QVERIFY(share);
    share->trigger();
    ShareDialog *dialog = window.shareDialog();
    QVERIFY(dialog);
    dialog->networkChoice()->setCurrentIndex(dialog->networkChoice()->findData(QStringLiteral("127.0.0.1")));
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!window.tableShare()->url().isEmpty(), 60000);
    QCoreApplication::processEvents();
    shoot(dialog, QStringLiteral("share"));
    window.tableShare()->stop();
}

QTEST_MAIN(DocScreenshots)
#include "docscreenshots.moc"
