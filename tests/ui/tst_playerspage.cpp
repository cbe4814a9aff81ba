// The Players screen against a small hand-made set of published example
// games whose scores are known (tests/data/examples/*.expected.json): the
// figures below are worked out by hand from those files.
#include "appsettings.h"
#include "chartview.h"
#include "gamestore.h"
#include "headtoheadmodel.h"
#include "language.h"
#include "leaguetablemodel.h"
#include "modaldialogs.h"
#include "playerlistmodel.h"
#include "playerprofilepanel.h"
#include "playerspage.h"
#include "predictionmatrixview.h"
#include "rating.h"
#include "recordformat.h"
#include "seasonbar.h"
#include "seatindex.h"
#include "settingsdialog.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QCommandLinkButton>
#include <QDateEdit>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QListView>
#include <QLocale>
#include <QMessageBox>
#include <QPieSeries>
#include <QPieSlice>
#include <QPushButton>
#include <QRadioButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <ctime>
#include <functional>

using namespace tornei;

namespace {

// The viewer sits at UTC-11 (a POSIX rule: no time zone files needed), where
// a game of 19:30 +09:00 was played the day before.
void viewerAtMinusEleven()
{
    qputenv("TZ", "SST11");
    tzset();
}
Q_CONSTRUCTOR_FUNCTION(viewerAtMinusEleven)

// The app's settings (the league's minimum) in a folder of the test's own.
void settingsOfItsOwn()
{
    static QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
}
Q_CONSTRUCTOR_FUNCTION(settingsOfItsOwn)

Record example(const QString &name, const std::array<std::optional<QString>, SeatCount> &seats, const QString &started)
{
    QFile file(QStringLiteral(TORNEI_TEST_DATA "/examples/%1.json").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    RecordError error;
    std::optional<Record> record = RecordFormat::read(file.readAll(), &error);
    if (!record)
        qFatal("%s", qPrintable(error.toString()));
    for (int s = 0; s < SeatCount; ++s) {
        if (record->isPlayer(s) != seats[at(s)].has_value())
            qFatal("the dummy's seat of %s differs", qPrintable(name));
        record->seats[at(s)] = seats[at(s)];
    }
    record->started = started;
    return *record;
}

const std::optional<QString> None;

} // namespace

class TestPlayersPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void figuresWorkedByHand();
    void bestGameOpensItsReview();
    void closestRival();
    void renameThroughThePage();
    void mergeThroughThePage();
    void chartsOfChosenPlayers();
    void figuresAreTheStatistics();
    void seasonLimitsEveryFigure();
    void leagueTableOrdersAndCuts();
    void predictionTableWorkedByHand();

private:
    qint64 playerId(const QString &name) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<GameStore> m_store;
    std::vector<qint64> m_games;
    Language m_language;
};

void TestPlayersPage::init()
{
    m_language.apply(QStringLiteral("en"));
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<GameStore>();
    QCOMPARE(m_store->open(m_dir->filePath(QStringLiteral("p.sqlite"))), GameStore::OpenResult::Ok);
    const QString day = QStringLiteral("2026-11-0%1T19:30:00+09:00");
    // Totals from the .expected.json files:
    // G1 Ben 37, Hana 30, Ines 23, Jun 21        G2 Emi 14, Lena 16, Jun 20
    // G3 Goro 9, Lena 16, Ines 19                G4 Jun 23, Ben 18, Emi 27, Lena 43 (excluded)
    // G5 Jun 2, Ben 2, Ines 3 (not finished)     G6 Hana 13, Goro 22, Jun K 14
    const std::vector<Record> records = {
        example(QStringLiteral("0003-legal-complete"), {QStringLiteral("Ben"), QStringLiteral("Hana"), QStringLiteral("Ines"), QStringLiteral("Jun")}, day.arg(1)),
        example(QStringLiteral("0005-legal-complete"), {QStringLiteral("Emi"), QStringLiteral("Lena"), QStringLiteral("Jun"), None}, day.arg(2)),
        example(QStringLiteral("0011-legal-complete"), {None, QStringLiteral("Goro"), QStringLiteral("Lena"), QStringLiteral("Ines")}, day.arg(3)),
        example(QStringLiteral("0022-legal-complete"), {QStringLiteral("Jun"), QStringLiteral("Ben"), QStringLiteral("Emi"), QStringLiteral("Lena")}, day.arg(4)),
        example(QStringLiteral("0001-legal-stopped"), {None, QStringLiteral("Jun"), QStringLiteral("Ben"), QStringLiteral("Ines")}, day.arg(5)),
        example(QStringLiteral("0020-legal-complete"), {QStringLiteral("Hana"), None, QStringLiteral("Goro"), QStringLiteral("Jun K")}, day.arg(6)),
    };
    m_games.clear();
    for (const Record &record : records) {
        StoreError error;
        const std::optional<qint64> id = m_store->records().importOne(record, &error);
        QVERIFY2(id, qPrintable(error.message));
        m_games.push_back(*id);
    }
    QVERIFY(m_store->games().setExcluded({m_games[3]}, true));
}

void TestPlayersPage::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

qint64 TestPlayersPage::playerId(const QString &name) const
{
    const std::optional<qint64> id = m_store->players().find(name);
    return id ? *id : 0;
}

void TestPlayersPage::figuresWorkedByHand()
{
    PlayersPage page;
    QAbstractItemModelTester players(page.playerModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester chosen(page.chosenModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester rivals(page.headToHeadModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    page.setStore(m_store.get());
    QStringList names;
    for (int row = 0; row < page.playerModel()->rowCount(); ++row)
        names << page.playerModel()->index(row).data().toString();
    QCOMPARE(names, QStringList({"Ben", "Emi", "Goro", "Hana", "Ines", "Jun", "Jun K", "Lena"}));

    page.showPlayer(playerId(QStringLiteral("Jun")));
    // Counted: G1 (21, 4th) and G2 (20, won); G4 is excluded, G5 unfinished.
    QCOMPARE(page.figure(QStringLiteral("games")), QStringLiteral("2"));
    QCOMPARE(page.figure(QStringLiteral("wins")), QStringLiteral("1"));
    QCOMPARE(page.figure(QStringLiteral("sharedWins")), QStringLiteral("0"));
    QCOMPARE(page.figure(QStringLiteral("winRate")), QStringLiteral("50.00%"));
    QCOMPARE(page.figure(QStringLiteral("averageGame")), QStringLiteral("20.50")); // (21 + 20) / 2
    // Rounds 7, 8, 1, 5 and 7, 5, 8: 41 / 7.
    QCOMPARE(page.figure(QStringLiteral("averageRound")), QStringLiteral("5.86"));
    // Tricks 0, 3, 1, 2 and 1, 0, 3: two rounds without a trick, 10 / 7 a round.
    QCOMPARE(page.figure(QStringLiteral("zeroTrickRounds")), QStringLiteral("2"));
    QCOMPARE(page.figure(QStringLiteral("tricksPerRound")), QStringLiteral("1.43"));
    // Correct predictions by rank, summed over the seven rounds' correctPredictions.
    QCOMPARE(page.figure(QStringLiteral("correct1")), QStringLiteral("1"));
    QCOMPARE(page.figure(QStringLiteral("correct2")), QStringLiteral("2"));
    QCOMPARE(page.figure(QStringLiteral("correct3")), QStringLiteral("3"));
    QCOMPARE(page.figure(QStringLiteral("correct4")), QStringLiteral("4"));
    // G1, 1 November 19:30 at the table, is 31 October 23:30 for this viewer.
    QCOMPARE(page.bestGameButton()->text(), QStringLiteral("21 points on 10/31/26"));
    // Rated after G1 (4th of four new players) and G2 (above Emi and Lena,
    // both new): μ 23.902…, σ 7.979… (openskill.js 4.1), μ − 3σ = −0.0346.
    QCOMPARE(page.figure(QStringLiteral("rating")), QStringLiteral("-0.03"));
    QVERIFY(page.findChild<QLabel *>(QStringLiteral("rating"))->toolTip().startsWith(QStringLiteral("μ 23.90, σ 7.98")));

    // Head-to-head: below Ben, Hana and Ines in G1, above Emi and Lena in G2;
    // one game each and as even, so the closest rival is the first by name.
    HeadToHeadModel *h = page.headToHeadModel();
    QCOMPARE(h->rowCount(), 5);
    QStringList order;
    for (int row = 0; row < h->rowCount(); ++row) {
        const HeadToHead &r = h->record(row);
        order << r.opponentName;
        QCOMPARE(r.games, 1);
        const bool above = r.opponentName == QLatin1String("Emi") || r.opponentName == QLatin1String("Lena");
        QCOMPARE(r.above, above ? 1 : 0);
        QCOMPARE(r.below, above ? 0 : 1);
        QCOMPARE(r.equal, 0);
    }
    QCOMPARE(order, QStringList({"Ben", "Emi", "Hana", "Ines", "Lena"}));
    QCOMPARE(page.rivalLabel()->text(), QStringLiteral("Closest rival: Ben"));
    QCOMPARE(h->index(0, HeadToHeadModel::OpponentColumn).data().toString(), QStringLiteral("Ben (closest rival)"));
    // Sorting by "below" puts the three above Jun first.
    h->sort(HeadToHeadModel::BelowColumn, Qt::DescendingOrder);
    QCOMPARE(h->record(0).opponentName, QStringLiteral("Ben"));
    QCOMPARE(h->record(3).opponentName, QStringLiteral("Emi"));

    // Ines: G1 23 (3rd) and G3 19 (won).
    page.showPlayer(playerId(QStringLiteral("Ines")));
    QCOMPARE(page.figure(QStringLiteral("games")), QStringLiteral("2"));
    QCOMPARE(page.figure(QStringLiteral("wins")), QStringLiteral("1"));
    QCOMPARE(page.figure(QStringLiteral("averageGame")), QStringLiteral("21.00"));
    QVERIFY(page.bestGameButton()->text().startsWith(QStringLiteral("23 points on ")));
}

void TestPlayersPage::bestGameOpensItsReview()
{
    PlayersPage page;
    page.setStore(m_store.get());
    page.showPlayer(playerId(QStringLiteral("Jun")));
    QSignalSpy review(&page, &PlayersPage::reviewRequested);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTest::mouseClick(page.bestGameButton(), Qt::LeftButton);
    QCOMPARE(review.size(), 1);
    QCOMPARE(review.front().front().toLongLong(), m_games[0]); // 21 in G1, not 23 in excluded G4
}

void TestPlayersPage::closestRival()
{
    const auto record = [](qint64 id, const char *name, int games, int above, int below) {
        return HeadToHead{id, QString::fromLatin1(name), games, above, below, games - above - below};
    };
    // Most met: 10 games. D (1 game) is met too rarely to count, however even.
    QCOMPARE(HeadToHeadModel::closestRival({record(1, "A", 10, 6, 4), record(2, "B", 4, 2, 2),
                                            record(3, "C", 6, 3, 3), record(4, "D", 1, 0, 0)}),
             std::optional<qint64>(3));
    // As even per game: the one met more often.
    QCOMPARE(HeadToHeadModel::closestRival({record(1, "A", 10, 6, 4), record(2, "B", 5, 3, 2)}),
             std::optional<qint64>(1));
    QCOMPARE(HeadToHeadModel::closestRival({}), std::nullopt);
}

void TestPlayersPage::renameThroughThePage()
{
    PlayersPage page;
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const qint64 emi = playerId(QStringLiteral("Emi"));
    page.showPlayer(emi);
    whenModal([](QWidget *dialog) {
        auto *input = qobject_cast<QInputDialog *>(dialog);
        QVERIFY(input);
        input->setTextValue(QStringLiteral("Emiko"));
        input->accept();
    });
    QTest::mouseClick(page.renameButton(), Qt::LeftButton);
    QCOMPARE(playerId(QStringLiteral("Emiko")), emi);
    QCOMPARE(m_store->games().summary(m_games[1])->seats[0], std::optional<QString>(QStringLiteral("Emiko")));
    QCOMPARE(page.currentPlayer(), std::optional<qint64>(emi));
    QCOMPARE(page.findChild<QListView *>(QStringLiteral("playerList"))->currentIndex().data().toString(),
             QStringLiteral("Emiko"));
    // Nothing lost: still one counted game.
    QCOMPARE(page.figure(QStringLiteral("games")), QStringLiteral("1"));
}

void TestPlayersPage::mergeThroughThePage()
{
    PlayersPage page;
    page.setStore(m_store.get());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const qint64 jun = playerId(QStringLiteral("Jun"));
    const qint64 junK = playerId(QStringLiteral("Jun K"));
    page.showPlayer(junK);
    QString question;
    whenModal([&](QWidget *dialog) {
        auto *input = qobject_cast<QInputDialog *>(dialog);
        QVERIFY(input);
        QVERIFY(input->comboBoxItems().contains(QStringLiteral("Jun")));
        QVERIFY(!input->comboBoxItems().contains(QStringLiteral("Jun K")));
        input->setTextValue(QStringLiteral("Jun"));
        whenModal([&](QWidget *box) {
            question = qobject_cast<QMessageBox *>(box)->text();
            clickButton(box, QStringLiteral("Merge"));
        });
        input->accept();
    });
    QTest::mouseClick(page.mergeButton(), Qt::LeftButton);
    QCOMPARE(question, QStringLiteral("Merge Jun K into Jun? Every game of Jun K (1 game) then counts for Jun and "
                                      "shows Jun's name, and Jun K is removed. Use this when both names are the same "
                                      "person. It cannot be undone."));
    QCOMPARE(m_store->players().find(QStringLiteral("Jun K")), std::nullopt);
    QCOMPARE(m_store->games().summary(m_games[5])->seats[3], std::optional<QString>(QStringLiteral("Jun")));
    QCOMPARE(page.currentPlayer(), std::optional<qint64>(jun));
    // G6 (14, below Goro's 22, above Hana's 13) joins Jun's figures.
    QCOMPARE(page.figure(QStringLiteral("games")), QStringLiteral("3"));
    QCOMPARE(page.figure(QStringLiteral("wins")), QStringLiteral("1"));
    QCOMPARE(page.figure(QStringLiteral("averageGame")), QStringLiteral("18.33")); // 55 / 3
    // Hana: two games, one above and one below: the most even of the most met.
    QCOMPARE(page.rivalLabel()->text(), QStringLiteral("Closest rival: Hana"));
}

void TestPlayersPage::chartsOfChosenPlayers()
{
    PlayersPage page;
    page.resize(1366, 700);
    page.setStore(m_store.get());
    page.showPlayer(playerId(QStringLiteral("Jun")));
    // The profile's scores and rating charts follow the shown player.
    QVERIFY(page.profile()->scoresChart()->hasChart());
    QCOMPARE(page.profile()->ratingChart()->currentChart()->title(), QStringLiteral("Jun: rating over time"));
    QCOMPARE(qobject_cast<QLineSeries *>(page.profile()->ratingChart()->currentChart()->series().last())->count(), 2);
    // At first the players of the table that played most among themselves
    // are chosen: every table played once, so the largest, G1's.
    PlayerListModel *model = page.chosenModel();
    QCOMPARE(model->chosen(), (std::vector<qint64>{playerId(QStringLiteral("Ben")), playerId(QStringLiteral("Hana")),
                                                   playerId(QStringLiteral("Ines")), playerId(QStringLiteral("Jun"))}));
    for (int i = 0; i < 5; ++i)
        QVERIFY(page.chart(i)->hasChart());
    // The win share has G1 (Ben 37 won it).
    QVERIFY(page.chart(2)->currentChart()->title().startsWith(QStringLiteral("Win share in the 1 game")));
    auto *pie = qobject_cast<QPieSeries *>(page.chart(2)->currentChart()->series().first());
    QVERIFY(pie);
    QCOMPARE(pie->slices()[0]->value(), 1.0);
    // Scores and ratings over time: a line each.
    QVERIFY(page.chart(0)->currentChart()->title().startsWith(
        QStringLiteral("Game scores over time (lines: average of the last 2 game")));
    QCOMPARE(page.chart(4)->currentChart()->series().size(), 4);
    QCOMPARE(page.chart(4)->currentChart()->series()[3]->name(), QStringLiteral("Jun"));
    const QString noGame = QStringLiteral("No game was played only among the chosen players.");
    // Unchoosing everyone through the list's check boxes empties the charts.
    for (int row = 0; row < model->rowCount(); ++row)
        model->setData(model->index(row), Qt::Unchecked, Qt::CheckStateRole);
    QVERIFY(model->chosen().empty());
    for (int i = 0; i < 5; ++i)
        QVERIFY(!page.chart(i)->hasChart());
    QVERIFY(page.chart(2)->message().isEmpty());
    // Choose Ines: the charts come back, but no game was hers alone.
    const auto choose = [&](const QString &name) {
        model->setData(model->index(model->rowOfPlayer(playerId(name))), Qt::Checked, Qt::CheckStateRole);
    };
    choose(QStringLiteral("Ines"));
    QCOMPARE(model->chosen(), std::vector<qint64>{playerId(QStringLiteral("Ines"))});
    QCOMPARE(page.chart(0)->currentChart()->title(), QStringLiteral("Ines: game scores over time"));
    QCOMPARE(page.chart(4)->currentChart()->title(), QStringLiteral("Ines: rating over time"));
    QVERIFY(page.chart(1)->hasChart());
    QVERIFY(page.chart(3)->hasChart());
    QCOMPARE(page.chart(2)->message(), noGame);
    // With Goro and Lena: G3 (Goro 9, Lena 16, Ines 19) was played only among them.
    choose(QStringLiteral("Goro"));
    choose(QStringLiteral("Lena"));
    QVERIFY(page.chart(2)->hasChart());
    // Their scores and ratings: a line each, whoever the profile shows.
    QCOMPARE(page.chart(4)->currentChart()->series().size(), 3);
    QCOMPARE(page.chart(4)->currentChart()->series()[0]->name(), QStringLiteral("Goro"));
    // (Plurals as the English catalogue writes them: "game(s)" until it has them.)
    QVERIFY(page.chart(2)->currentChart()->title().startsWith(QStringLiteral("Win share in the 1 game")));
    pie = qobject_cast<QPieSeries *>(page.chart(2)->currentChart()->series().first());
    QVERIFY(pie);
    QCOMPARE(pie->count(), 3);
    const QList<QLegendMarker *> markers = page.chart(2)->currentChart()->legend()->markers(pie);
    QVERIFY(markers[0]->label().startsWith(QStringLiteral("Goro: 0 win")));
    QVERIFY(markers[1]->label().startsWith(QStringLiteral("Ines: 1 win")));
    QVERIFY(markers[2]->label().startsWith(QStringLiteral("Lena: 0 win")));
    QCOMPARE(pie->slices()[1]->value(), 1.0);
    QCOMPARE(pie->slices()[1]->label(), QStringLiteral("100%"));
    // Jun, Ben, Emi and Lena: G2 (Jun won); G4 had the four of them too but
    // is excluded.
    for (int row = 0; row < model->rowCount(); ++row)
        model->setData(model->index(row), Qt::Unchecked, Qt::CheckStateRole);
    for (const char *name : {"Ben", "Emi", "Jun", "Lena"})
        choose(QString::fromLatin1(name));
    // (Plurals as the English catalogue writes them: "game(s)" until it has them.)
    QVERIFY(page.chart(2)->currentChart()->title().startsWith(QStringLiteral("Win share in the 1 game")));
    pie = qobject_cast<QPieSeries *>(page.chart(2)->currentChart()->series().first());
    QVERIFY(page.chart(2)->currentChart()->legend()->markers(pie)[2]->label().startsWith(QStringLiteral("Jun: 1 win")));
    QCOMPARE(pie->slices()[2]->value(), 1.0);
}

// Every figure of the profile is the statistics' own, with their rounding
// (two decimals, as `tornei-cli stats` prints them), for every player.
void TestPlayersPage::figuresAreTheStatistics()
{
    PlayersPage page;
    page.setStore(m_store.get());
    const QLocale locale;
    const auto twoDecimals = [&](double value) { return locale.toString(value, 'f', 2); };
    const std::vector<PlayerStatistics> players = m_store->statistics().all();
    QVERIFY(players.size() >= 6);
    for (const PlayerStatistics &s : players) {
        page.showPlayer(s.player);
        QCOMPARE(page.figure(QStringLiteral("games")), locale.toString(s.games));
        QCOMPARE(page.figure(QStringLiteral("wins")), locale.toString(s.wins));
        QCOMPARE(page.figure(QStringLiteral("winRate")), twoDecimals(s.winRate()) + QLatin1Char('%'));
        QCOMPARE(page.figure(QStringLiteral("averageGame")), twoDecimals(s.averageGameScore));
        QCOMPARE(page.figure(QStringLiteral("averageRound")), twoDecimals(s.averageRoundScore));
        QCOMPARE(page.figure(QStringLiteral("tricksPerRound")), twoDecimals(s.tricksPerRound()));
        QCOMPARE(page.figure(QStringLiteral("rating")), twoDecimals(s.rating.ordinal()));
        for (const PredictionFigures &p : s.predictions) {
            QCOMPARE(page.figure(QStringLiteral("predicted%1").arg(p.rank)), locale.toString(p.made));
            QCOMPARE(page.figure(QStringLiteral("correct%1").arg(p.rank)), locale.toString(p.correct));
            QCOMPARE(page.figure(QStringLiteral("rate%1").arg(p.rank)),
                     p.made ? twoDecimals(p.rate()) + QLatin1Char('%') : QStringLiteral("—"));
        }
    }
    // Ines won 1 of her 2 counted games (G3), Hana neither of hers (G1, G6).
    page.showPlayer(playerId(QStringLiteral("Ines")));
    QCOMPARE(page.figure(QStringLiteral("winRate")), QStringLiteral("50.00%"));
    page.showPlayer(playerId(QStringLiteral("Hana")));
    QCOMPARE(page.figure(QStringLiteral("winRate")), QStringLiteral("0.00%"));
}

// Only G2 and G3 (2 and 3 November at the table): every figure, the rating,
// the head to head and the charts are those of these two games alone.
void TestPlayersPage::seasonLimitsEveryFigure()
{
    PlayersPage page;
    QAbstractItemModelTester league(page.leagueModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    page.setStore(m_store.get());
    page.showPlayer(playerId(QStringLiteral("Jun")));
    QCOMPARE(page.figure(QStringLiteral("games")), QStringLiteral("2"));
    QCOMPARE(page.seasonBar()->choice()->currentIndex(), int(SeasonBar::AllGames));
    QVERIFY(!page.seasonBar()->fromEdit()->isEnabled());

    page.seasonBar()->setCustomRange(QDate(2026, 11, 2), QDate(2026, 11, 3));
    QCOMPARE(page.seasonBar()->choice()->currentIndex(), int(SeasonBar::CustomRange));
    QVERIFY(page.seasonBar()->fromEdit()->isEnabled());
    QCOMPARE(page.range(), (DateRange{QDate(2026, 11, 2), QDate(2026, 11, 3)}));
    // Jun: G2 alone, 20 and the win.
    QCOMPARE(page.currentPlayer(), playerId(QStringLiteral("Jun")));
    QCOMPARE(page.figure(QStringLiteral("games")), QStringLiteral("1"));
    QCOMPARE(page.figure(QStringLiteral("wins")), QStringLiteral("1"));
    QCOMPARE(page.figure(QStringLiteral("winRate")), QStringLiteral("100.00%"));
    QCOMPARE(page.figure(QStringLiteral("averageGame")), QStringLiteral("20.00"));
    // G2, 2 November 19:30 at the table, is 1 November for this viewer.
    QCOMPARE(page.bestGameButton()->text(), QStringLiteral("20 points on 11/1/26"));
    // Rated from G2 alone: Emi 14, Lena 16, Jun 20, all new.
    const RatingModel model;
    Rating emi = model.initial(), lena = model.initial(), jun = model.initial();
    Rating *seats[] = {&emi, &lena, &jun};
    const int totals[] = {14, 16, 20};
    model.rateGame(seats, totals);
    QCOMPARE(page.figure(QStringLiteral("rating")), QLocale().toString(jun.ordinal(), 'f', 2));
    // Met Emi and Lena only.
    QCOMPARE(page.headToHeadModel()->rowCount(), 2);
    QCOMPARE(page.headToHeadModel()->record(0).opponentName, QStringLiteral("Emi"));
    QCOMPARE(page.headToHeadModel()->record(1).opponentName, QStringLiteral("Lena"));
    // Ben played no counted game in it.
    page.showPlayer(playerId(QStringLiteral("Ben")));
    QCOMPARE(page.figure(QStringLiteral("games")), QStringLiteral("0"));
    QVERIFY(!page.profile()->scoresChart()->hasChart());
    // Lena: G2 and G3, her two 16s; her scores chart has the two.
    page.showPlayer(playerId(QStringLiteral("Lena")));
    QCOMPARE(page.figure(QStringLiteral("games")), QStringLiteral("2"));
    QCOMPARE(page.figure(QStringLiteral("averageGame")), QStringLiteral("16.00"));
    QVERIFY(page.profile()->scoresChart()->hasChart());
    // The league table holds the season's five players.
    QCOMPARE(page.leagueModel()->rowCount(), 5);

    // This year: the calendar year of today.
    page.seasonBar()->choice()->setCurrentIndex(SeasonBar::ThisYear);
    const int year = QDate::currentDate().year();
    QCOMPARE(page.range(), (DateRange{QDate(year, 1, 1), QDate(year, 12, 31)}));
    QVERIFY(!page.seasonBar()->fromEdit()->isEnabled());
    // Back to every game.
    page.seasonBar()->choice()->setCurrentIndex(SeasonBar::AllGames);
    QCOMPARE(page.range(), DateRange{});
    page.showPlayer(playerId(QStringLiteral("Jun")));
    QCOMPARE(page.figure(QStringLiteral("games")), QStringLiteral("2"));
    QCOMPARE(page.leagueModel()->rowCount(), 8);
}

// Every game: Jun, Ines, Lena, Hana and Goro have two counted games each;
// Ben, Emi and Jun K one. With a minimum of 2 the five are ranked by rating
// and the three follow, unranked.
void TestPlayersPage::leagueTableOrdersAndCuts()
{
    AppSettings::setLeagueMinimumGames(2);
    PlayersPage page;
    QAbstractItemModelTester league(page.leagueModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    page.setStore(m_store.get());
    page.tabs()->setCurrentIndex(2);
    QCOMPARE(page.tabs()->tabText(2), QStringLiteral("League table"));
    LeagueTableModel *model = page.leagueModel();
    QCOMPARE(model->rowCount(), 8);
    QStringList ranked;
    QStringList unranked;
    double previous = 1e9;
    for (int row = 0; row < model->rowCount(); ++row) {
        const LeagueRow &r = model->row(row);
        const QString rank = model->index(row, LeagueTableModel::RankColumn).data().toString();
        if (row < 5) {
            ranked << r.player.name;
            QVERIFY(r.player.rating.ordinal() <= previous);
            previous = r.player.rating.ordinal();
            QCOMPARE(rank, QString::number(row + 1)); // no two ratings are equal here
        } else {
            unranked << r.player.name;
            QVERIFY(rank.isEmpty());
        }
        QCOMPARE(model->index(row, LeagueTableModel::PlayerColumn).data().toString(), r.player.name);
        QCOMPARE(model->index(row, LeagueTableModel::RatingColumn).data().toString(),
                 QLocale().toString(r.player.rating.ordinal(), 'f', 2));
        QCOMPARE(model->index(row, LeagueTableModel::GamesColumn).data().toString(), QString::number(r.player.games));
    }
    ranked.sort();
    QCOMPARE(ranked, QStringList({"Goro", "Hana", "Ines", "Jun", "Lena"}));
    unranked.sort();
    QCOMPARE(unranked, QStringList({"Ben", "Emi", "Jun K"}));
    // The ratings are the statistics' own.
    for (const PlayerStatistics &s : m_store->statistics().all()) {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->row(row).player.player == s.player)
                QCOMPARE(model->row(row).player.rating.mu, s.rating.mu);
        }
    }
    QCOMPARE(model->headerData(LeagueTableModel::RankColumn, Qt::Horizontal).toString(), QStringLiteral("Rank"));

    // A minimum of 1, set in Settings, ranks everyone, when the table is shown again.
    {
        SettingsDialog settings;
        auto *minimum = settings.findChild<QSpinBox *>(QStringLiteral("leagueMinimumGames"));
        QVERIFY(minimum);
        QCOMPARE(minimum->value(), 2);
        minimum->setValue(1);
    }
    QCOMPARE(AppSettings::leagueMinimumGames(), 1);
    page.tabs()->setCurrentIndex(0);
    page.tabs()->setCurrentIndex(2);
    for (int row = 0; row < model->rowCount(); ++row)
        QVERIFY(model->row(row).rank.has_value());
    // A season cuts it too: on 6 November only G6 (Hana 13, Goro 22, Jun K 14), Goro first.
    page.seasonBar()->setCustomRange(QDate(2026, 11, 6), QDate(2026, 11, 6));
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->row(0).player.name, QStringLiteral("Goro"));
    QCOMPARE(model->row(0).rank, std::optional<int>(1));
    AppSettings::setLeagueMinimumGames(1);
}

// Ben's counted game is G1 alone (seat 0 of 0003; G4 is excluded, G5
// unfinished). His tricks there, "predicted/got", * where he led (the first
// leader of each round is the dealer's left; seat 0 deals round 1):
//   round 1: 3/3 1/1 4/3* 3/3 2/2 2/1 4/3*
//   round 2: 2/4 4/4 3/2 1/2 2/1 3/3* 4/4
//   round 3: 4/2 4/1 1/2* 4/1 2/2* 1/1 1/2*
//   round 4: 1/4* 2/2 4/1 2/2* 1/4 3/1 4/2*
// Led (9): 1st→2nd 2, 1st→4th 1; 2nd→2nd 2; 3rd→3rd 1; 4th→2nd 1, 4th→3rd 2.
// All 28, by rank predicted (rows) and got (columns):
//   1st: 2 3 0 2 (7)   2nd: 2 4 0 1 (7)   3rd: 1 1 3 0 (5)   4th: 3 2 2 2 (9)
//   got:  8 10 5 5
// Points lost (2, 3, 3, 2 for a right 1st to 4th): 1st 3×3 + 2×2 = 13,
// 2nd 2×2 + 1×2 = 6, 3rd 1×2 + 1×3 = 5, 4th 3×2 + 2×3 + 2×3 = 18: 42 in all;
// the right ones scored 2×2 + 4×3 + 3×3 + 2×2 = 29 of 8×2 + 10×3 + 5×3 + 5×2 = 71.
void TestPlayersPage::predictionTableWorkedByHand()
{
    PlayersPage page;
    page.setStore(m_store.get());
    page.showPlayer(playerId(QStringLiteral("Ben")));
    PredictionMatrixView *view = page.profile()->predictionMatrix();
    QCOMPARE(page.profile()->chartTabs()->tabText(2), QStringLiteral("Predictions"));
    QTableWidget *table = view->table();
    const auto row = [table](int r) {
        QStringList cells;
        for (int c = 0; c < table->columnCount(); ++c)
            cells << table->item(r, c)->text();
        return cells;
    };
    QCOMPARE(table->verticalHeaderItem(0)->text(), QStringLiteral("1st (✦ W)"));
    QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Got 1st"));
    QCOMPARE(row(0), (QStringList{"2\n29%", "3\n43%", "0\n0%", "2\n29%", "7\n25%", "13"}));
    QCOMPARE(table->item(0, 1)->toolTip(), QStringLiteral("Predicted 1st, got 2nd: 3 of the 7 predictions of 1st (43%)."));
    QCOMPARE(row(1), (QStringList{"2\n29%", "4\n57%", "0\n0%", "1\n14%", "7\n25%", "6"}));
    QCOMPARE(row(2), (QStringList{"1\n20%", "1\n20%", "3\n60%", "0\n0%", "5\n18%", "5"}));
    QCOMPARE(row(3), (QStringList{"3\n33%", "2\n22%", "2\n22%", "2\n22%", "9\n32%", "18"}));
    QCOMPARE(row(PredictionMatrixView::TotalRow), (QStringList{"8\n29%", "10\n36%", "5\n18%", "5\n18%", "28", "42"}));
    // Called 4th 9 times in 28, got it 5 times: the largest gap. Led: 1st
    // called 3 got 0, 2nd 2 and 5, 3rd 1 and 3, 4th 3 and 1; not led: 1st 4
    // and 8, 2nd 5 and 5, 3rd 4 and 2, 4th 6 and 4 (a gap of 1 trick in 20 counts).
    QCOMPARE(view->summary(),
             QStringLiteral("Ben calls 4th in 32% of these tricks and gets 4th in 18%. When leading, over-calls 1st "
                            "and 4th; under-calls 2nd and 3rd. When not leading, over-calls 3rd and 4th; under-calls "
                            "1st. The right predictions scored 29 of a possible 71 points; the missed ones lost 42."));
    // The tricks he led.
    view->tricksButton(PredictionMatrixView::Tricks::Leading)->click();
    QCOMPARE(view->tricks(), PredictionMatrixView::Tricks::Leading);
    QCOMPARE(row(0), (QStringList{"0\n0%", "2\n67%", "0\n0%", "1\n33%", "3\n33%", "8"}));
    QCOMPARE(row(PredictionMatrixView::TotalRow), (QStringList{"0\n0%", "5\n56%", "3\n33%", "1\n11%", "9", "17"}));
    // 1st and 2nd differ by 3 each; 1st is called more.
    QVERIFY2(view->summary().startsWith(QStringLiteral("Ben calls 1st in 33% of these tricks and gets 1st in 0%. "
                                                       "When leading, over-calls 1st and 4th; under-calls 2nd and 3rd.")),
             qPrintable(view->summary()));
    // The others.
    view->tricksButton(PredictionMatrixView::Tricks::Following)->click();
    QCOMPARE(row(3), (QStringList{"3\n50%", "1\n17%", "0\n0%", "2\n33%", "6\n32%", "9"}));
    QCOMPARE(row(PredictionMatrixView::TotalRow)[4], QStringLiteral("19"));

    // In Japanese, the same table in its words.
    m_language.apply(QStringLiteral("ja"));
    QCoreApplication::processEvents();
    QVERIFY(table->horizontalHeaderItem(0)->text() != QStringLiteral("Got 1st"));
    QCOMPARE(row(3)[4], QStringLiteral("6\n32%"));
    m_language.apply(QStringLiteral("en"));
    QCoreApplication::processEvents();

    // Nothing to show: dashes, and a sentence that says so.
    view->clear();
    QCOMPARE(row(0)[0], QStringLiteral("—"));
    QCOMPARE(view->summary(), QStringLiteral("No complete tricks in the counted games yet."));
}

QTEST_MAIN(TestPlayersPage)
#include "tst_playerspage.moc"
