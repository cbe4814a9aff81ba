// The players' ratings kept by the store against figures computed by
// openskill.js 4.1 (β = 25/6, τ = 25/300) for the same games in the order
// they were played: games imported out of order, a merge, a game left out
// and taken back, a delete, a reopen and a file upgraded from version 8; and
// games of one instant, rated in the order of their records' rating keys in
// whatever order they come.
#include "cluboutbox.h"
#include "examplerecords.h"
#include "gamehistory.h"
#include "gamesetup.h"
#include "gamestore.h"
#include "migrations.h"
#include "playername.h"
#include "playerratings.h"
#include "randomgame.h"
#include "rating.h"
#include "recordformat.h"
#include "replay.h"
#include "storeconnection.h"
#include "storedgames.h"
#include "storeevents.h"

#include <QCryptographicHash>
#include <QFile>
#include <QRandomGenerator>
#include <QSet>
#include <QSignalSpy>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <algorithm>
#include <atomic>
#include <sqlite3.h>

using namespace tornei;
using namespace tornei::testing;

namespace {

struct Expected
{
    const char *name;
    double mu;
    double sigma;
};

// A read-only connection of its own to the file at `path`, as another process has it.
bool openReadOnly(StoreConnection &connection, const QString &name, const QString &path)
{
    connection.db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    connection.db.setDatabaseName(path);
    connection.db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    connection.readOnly = true;
    return connection.db.open();
}

// Everyone's rating as the statistics give it, to the last digit.
QStringList ratings(GameStore &store)
{
    QStringList figures;
    for (const PlayerStatistics &player : store.statistics().all())
        figures << QStringLiteral("%1 %2 %3")
                       .arg(player.name)
                       .arg(player.rating.mu, 0, 'g', 17)
                       .arg(player.rating.sigma, 0, 'g', 17);
    return figures;
}

// The steps of SQLite's virtual machine that `work` takes on the store's
// connections to the file at `path`: a count of rows visited, not a time.
template <typename Work> qint64 sqliteSteps(const QString &path, Work work)
{
    std::vector<sqlite3 *> handles;
    for (const QString &name : QSqlDatabase::connectionNames()) {
        const QSqlDatabase db = QSqlDatabase::database(name, false);
        const QVariant handle = db.isOpen() ? db.driver()->handle() : QVariant();
        if (db.databaseName() == path && qstrcmp(handle.typeName(), "sqlite3*") == 0)
            handles.push_back(*static_cast<sqlite3 *const *>(handle.constData()));
    }
    qint64 steps = 0;
    const auto count = [](void *counter) {
        ++*static_cast<qint64 *>(counter);
        return 0;
    };
    for (sqlite3 *handle : handles)
        sqlite3_progress_handler(handle, 1, count, &steps);
    work();
    for (sqlite3 *handle : handles)
        sqlite3_progress_handler(handle, 0, nullptr, nullptr);
    return handles.empty() ? -1 : steps;
}

} // namespace

class TestPlayerRatings : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void ratedInTheOrderPlayed();
    void followEveryChange();
    void historyAndReopen();
    void aGamePlayedLastRatesOnlyItself();
    void version8OnlyReadIsRatedFromItsGames();
    void deferredRatingsAreRatedAPartAtATime();
    void aPartEndsForAWaitingWrite();
    void historyMeansWhileRatingsWait();
    void gamesOfOneInstantByTheirRatingKey();
    void aRatingKeyIsTheRecordsWithoutAndWithKeyedNames();
    void undatedGamesImportedTogetherByTheirRatingKey();

private:
    void ratingsAre(const std::vector<Expected> &expected);

    QTemporaryDir *m_dir = nullptr;
    QString m_path;
    std::optional<GameStore> m_store;
    qint64 m_first = 0;  // G1
    qint64 m_fourth = 0; // G4
};

// G1 = 0003 (Aki 37, Ben 30, Chie 23, Dai 21) on 10 January, G2 = 0015 (Aki
// 18, Bee 17, Chie 18, the dummy) on 1 February, G4 = 0022 (Aki 23, Ben 18,
// Chie 27, Dai 43) on 3 February; G3 = 0001 on 2 February is not finished.
// Imported G2, G4, G3, G1: the ratings follow the dates, not the import.
void TestPlayerRatings::init()
{
    m_dir = new QTemporaryDir;
    m_path = m_dir->filePath(QStringLiteral("r.sqlite"));
    m_store.emplace();
    QCOMPARE(m_store->open(m_path), GameStore::OpenResult::Ok);
    const QString aki = QStringLiteral("Aki"), ben = QStringLiteral("Ben"), chie = QStringLiteral("Chie"),
                  dai = QStringLiteral("Dai");
    const auto import = [&](const Record &record) {
        StoreError error;
        const std::optional<qint64> id = m_store->records().importOne(record, &error);
        if (!id)
            qWarning("%s", qPrintable(error.message));
        return id.value_or(0);
    };
    QVERIFY(import(example(QStringLiteral("0015-legal-onlysuit.json"), {aki, QStringLiteral("Bee"), chie, std::nullopt},
                           QStringLiteral("2026-02-01T19:00:00Z"))));
    m_fourth = import(example(QStringLiteral("0022-legal-complete.json"), {aki, ben, chie, dai},
                              QStringLiteral("2026-02-03T19:00:00Z")));
    QVERIFY(m_fourth);
    QVERIFY(import(example(QStringLiteral("0001-legal-stopped.json"), {std::nullopt, aki, ben, dai},
                           QStringLiteral("2026-02-02T19:00:00Z"))));
    m_first = import(example(QStringLiteral("0003-legal-complete.json"), {aki, ben, chie, dai},
                             QStringLiteral("2026-01-10T20:00:00+09:00")));
    QVERIFY(m_first);
}

void TestPlayerRatings::cleanup()
{
    m_store.reset();
    delete m_dir;
    m_dir = nullptr;
}

void TestPlayerRatings::ratingsAre(const std::vector<Expected> &expected)
{
    StoreError error;
    const std::vector<PlayerStatistics> all = m_store->statistics().all(&error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    QCOMPARE(all.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(all[i].name, QString::fromUtf8(expected[i].name));
        if (std::abs(all[i].rating.mu - expected[i].mu) > 1e-9 ||
            std::abs(all[i].rating.sigma - expected[i].sigma) > 1e-9)
            QFAIL(qPrintable(QStringLiteral("%1: %2, %3 instead of %4, %5")
                                 .arg(all[i].name)
                                 .arg(all[i].rating.mu, 0, 'g', 17)
                                 .arg(all[i].rating.sigma, 0, 'g', 17)
                                 .arg(expected[i].mu, 0, 'g', 17)
                                 .arg(expected[i].sigma, 0, 'g', 17)));
    }
}

void TestPlayerRatings::ratedInTheOrderPlayed()
{
    ratingsAre({{"Aki", 27.680947775751015, 7.8765553990846175},
                {"Bee", 23.6293657298779, 8.205042737440591},
                {"Ben", 22.62474387331531, 7.929568411114327},
                {"Chie", 27.01079425408888, 7.836922981545209},
                {"Dai", 23.854317770623783, 8.028867859429575}});
}

void TestPlayerRatings::followEveryChange()
{
    StoreError error;
    // Bee was Ben: G2 is now Ben's.
    const std::optional<qint64> bee = m_store->players().find(QStringLiteral("Bee"));
    const std::optional<qint64> ben = m_store->players().find(QStringLiteral("Ben"));
    QVERIFY(bee && ben);
    QVERIFY2(m_store->players().merge(*bee, *ben, &error), qPrintable(error.message));
    ratingsAre({{"Aki", 27.599085776772842, 7.872490452879878},
                {"Ben", 21.504728742738127, 7.822967674024077},
                {"Chie", 27.0135687610502, 7.834069016253763},
                {"Dai", 23.850629949043718, 8.027587155370458}});
    // G4 left out, then counted again.
    QVERIFY(m_store->games().setExcluded({m_fourth}, true));
    ratingsAre({{"Aki", 28.379624924611917, 8.128447954212373},
                {"Ben", 25.135828419597054, 8.054595167424587},
                {"Chie", 25.51434498987062, 7.972212482949381},
                {"Dai", 20.962412806387245, 8.084127880168786}});
    QVERIFY(m_store->games().setExcluded({m_fourth}, false));
    ratingsAre({{"Aki", 27.599085776772842, 7.872490452879878},
                {"Ben", 21.504728742738127, 7.822967674024077},
                {"Chie", 27.0135687610502, 7.834069016253763},
                {"Dai", 23.850629949043718, 8.027587155370458}});
    // Without G1 and G4 only G2 is left; Dai has no counted game.
    QVERIFY(m_store->games().remove({m_first, m_fourth}, &error));
    ratingsAre({{"Aki", 25.717262170187357, 8.205243377397993},
                {"Ben", 23.565475659625285, 8.205243377397993},
                {"Chie", 25.717262170187357, 8.205243377397993}});
    const std::optional<PlayerStatistics> dai =
        m_store->statistics().player(*m_store->players().find(QStringLiteral("Dai")));
    QVERIFY(dai);
    QCOMPARE(dai->rating, RatingModel().initial());
}

// A game played after every other, entered card by card at the table, is
// rated from the ratings its players had when it finishes: what each card
// costs does not grow with the games before it. Counted in SQLite's steps
// (rows visited, not time) for each card of such a game after 40 games, then
// after 400.
void TestPlayerRatings::aGamePlayedLastRatesOnlyItself()
{
    const QDateTime first(QDate(2026, 3, 1), QTime(19, 0), Qt::UTC);
    int played = 0;
    const auto next = [&] {
        return example(QStringLiteral("0022-legal-complete.json"),
                       {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dai")},
                       first.addSecs(3600 * played++).toString(Qt::ISODate));
    };
    std::vector<std::vector<qint64>> steps;
    for (int before : {40, 400}) {
        while (played < before)
            QVERIFY(m_store->records().importOne(next()));
        const Record last = next();
        const std::optional<qint64> id = m_store->records().create(setupOf(last));
        QVERIFY(id);
        steps.emplace_back();
        for (const Entry &entry : Replay(last).entries()) {
            bool entered = false;
            steps.back().push_back(sqliteSteps(
                m_path, [&] { entered = m_store->records().applyEdit(*id, EntryEdit::appending({entry})); }));
            QVERIFY(entered);
            QVERIFY(steps.back().back() > 0);
        }
    }
    QCOMPARE(RawDb(m_path).value(QStringLiteral("SELECT count(*) FROM ratings_from")).toInt(), 0);
    for (std::size_t card = 0; card < steps[0].size(); ++card) {
        QVERIFY2(steps[1][card] < steps[0][card] * 5 / 4,
                 qPrintable(QStringLiteral("card %1: %2 steps after 40 games, %3 after 400")
                                .arg(card + 1)
                                .arg(steps[0][card])
                                .arg(steps[1][card])));
    }
}

void TestPlayerRatings::historyAndReopen()
{
    const qint64 aki = *m_store->players().find(QStringLiteral("Aki"));
    StoreError error;
    const std::vector<RatingPoint> points = m_store->statistics().ratingOverTime(aki, &error);
    QVERIFY2(!error.isError(), qPrintable(error.message));
    QCOMPARE(points.size(), std::size_t(3));
    QCOMPARE(points[0].game, m_first);
    QCOMPARE(points[0].started, QDateTime(QDate(2026, 1, 10), QTime(11, 0), Qt::UTC));
    QCOMPARE(points[2].game, m_fourth);
    QCOMPARE(points[2].rating.mu, 27.680947775751015);
    m_store->close();
    QCOMPARE(m_store->open(m_path), GameStore::OpenResult::Ok);
    ratedInTheOrderPlayed();
}

// A file of version 8 is the same file without the ratings' tables.
static void makeVersion8(const QString &path)
{
    RawDb raw(path);
    QVERIFY(asVersion8(raw.db()));
}

void TestPlayerRatings::version8OnlyReadIsRatedFromItsGames()
{
    m_store->close();
    makeVersion8(m_path);
    const QString name = QStringLiteral("read");
    {
        StoreConnection connection;
        QVERIFY(openReadOnly(connection, name, m_path));
        StoreError error;
        const std::optional<std::map<qint64, Rating>> ratings = PlayerRatings(connection).latest(&error);
        QVERIFY2(ratings, qPrintable(error.message));
        QCOMPARE(ratings->size(), std::size_t(5));
        QSqlQuery aki(connection.db);
        QVERIFY(aki.exec(QStringLiteral("SELECT id FROM players WHERE name = 'Aki'")) && aki.next());
        QCOMPARE(ratings->at(aki.value(0).toLongLong()).mu, 27.680947775751015);
        const std::optional<std::vector<RatingPoint>> points =
            PlayerRatings(connection).history(aki.value(0).toLongLong(), &error);
        QVERIFY(points);
        QCOMPARE(points->size(), std::size_t(3));
        QCOMPARE(points->back().rating.sigma, 7.8765553990846175);
        aki.finish();
        connection.clearStatements();
        connection.db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// A sync storing games defers their ratings: they are read as if rated
// meanwhile, another connection's commit that changes no counted game leaves
// them to the sync, which rates them a part per transaction.
void TestPlayerRatings::deferredRatingsAreRatedAPartAtATime()
{
    const Record earliest =
        example(QStringLiteral("0022-legal-complete.json"),
                {QStringLiteral("Dai"), QStringLiteral("Chie"), QStringLiteral("Ben"), QStringLiteral("Aki")},
                QStringLiteral("2026-01-01T19:00:00Z"));
    // The same games rated as they come, in a file of their own.
    GameStore reference;
    QCOMPARE(reference.open(m_dir->filePath(QStringLiteral("reference.sqlite"))), GameStore::OpenResult::Ok);
    for (qint64 game : m_store->games().ids(HistoryQuery{}))
        QVERIFY(reference.records().importOne(*m_store->records().load(game)));
    QVERIFY(reference.records().importOne(earliest));
    const QStringList expected = ratings(reference);
    const auto waiting = [this] {
        RawDb raw(m_path);
        return raw.value(QStringLiteral("SELECT count(*) FROM ratings_from")).toInt();
    };

    // The table's laptop has the file open already (opening it rates what waits).
    GameStore table;
    QCOMPARE(table.open(m_path), GameStore::OpenResult::Ok);
    m_store->club().deferRatings(true);
    QVERIFY(m_store->records().importOne(earliest));
    m_store->club().deferRatings(false);
    QCOMPARE(waiting(), 1);
    QCOMPARE(ratings(*m_store), expected);

    // A table entering a card meanwhile leaves them waiting.
    const Record setup = setupOf(earliest);
    const std::optional<qint64> playing = table.records().create(setup);
    QVERIFY(playing);
    QVERIFY(table.records().applyEdit(*playing, EntryEdit::appending({Replay(earliest).entries().front()})));
    QCOMPARE(waiting(), 1);
    QCOMPARE(ratings(table), expected);

    // Four counted games from the earliest on, one per transaction; read
    // between two, the ratings are rated on from the steps kept so far.
    for (int part = 0; part < 3; ++part) {
        QCOMPARE(m_store->club().rateDeferred(1), std::optional<bool>(false));
        QCOMPARE(ratings(*m_store), expected);
        QCOMPARE(ratings(table), expected);
    }
    QCOMPARE(m_store->club().rateDeferred(1), std::optional<bool>(true));
    QCOMPARE(waiting(), 0);
    QCOMPARE(m_store->club().rateDeferred(1), std::optional<bool>(true));
    QCOMPARE(ratings(*m_store), expected);
    QCOMPARE(ratings(table), expected);

    // A sync stopped before it rated what it stored: the file rates it when opened again.
    m_store->club().deferRatings(true);
    QVERIFY(table.games().remove({*playing}));
    QVERIFY(m_store->games().remove({m_first}));
    m_store->club().deferRatings(false);
    QCOMPARE(waiting(), 1);
    const QStringList withoutFirst = ratings(*m_store);
    QVERIFY(withoutFirst != expected);
    m_store->close();
    table.close();
    QCOMPARE(m_store->open(m_path), GameStore::OpenResult::Ok);
    QCOMPARE(waiting(), 0);
    QCOMPARE(ratings(*m_store), withoutFirst);
}

// A part of the deferred ratings ends after one game when another
// connection of the process waits to write: the table's card waits for
// that game alone, and the rest is rated in the parts that follow.
void TestPlayerRatings::aPartEndsForAWaitingWrite()
{
    const Record earliest =
        example(QStringLiteral("0022-legal-complete.json"),
                {QStringLiteral("Dai"), QStringLiteral("Chie"), QStringLiteral("Ben"), QStringLiteral("Aki")},
                QStringLiteral("2026-01-01T19:00:00Z"));
    const auto waiting = [this] {
        RawDb raw(m_path);
        return raw.value(QStringLiteral("SELECT count(*) FROM ratings_from")).toInt();
    };
    m_store->club().deferRatings(true);
    QVERIFY(m_store->records().importOne(earliest));
    m_store->club().deferRatings(false);
    QCOMPARE(waiting(), 1);

    // A write that waits: another file's, locked for now by a connection of its own.
    const QString other = m_dir->filePath(QStringLiteral("other.sqlite"));
    {
        GameStore created;
        QCOMPARE(created.open(other), GameStore::OpenResult::Ok);
    }
    std::atomic<bool> opened = false;
    std::atomic<bool> go = false;
    std::atomic<bool> written = false;
    QThread *table = QThread::create([&] {
        GameStore store;
        if (store.open(other) != GameStore::OpenResult::Ok)
            return;
        opened = true;
        while (!go)
            QThread::msleep(1);
        written = store.records().create(setupOf(earliest)).has_value();
    });
    table->start();
    QTRY_VERIFY(opened);
    RawDb lock(other);
    QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));
    go = true;
    QTRY_VERIFY(StoreConnection::writerWaiting());

    // Up to 200 games asked for: one rated, three still waiting.
    QCOMPARE(m_store->club().rateDeferred(200), std::optional<bool>(false));
    QCOMPARE(waiting(), 1);
    QVERIFY(lock.exec(QStringLiteral("COMMIT")));
    QVERIFY(table->wait(10000));
    delete table;
    QVERIFY(written);
    QVERIFY(!StoreConnection::writerWaiting());
    QCOMPARE(m_store->club().rateDeferred(200), std::optional<bool>(true));
    QCOMPARE(waiting(), 0);

    // Rated as if in one part.
    GameStore reference;
    QCOMPARE(reference.open(m_dir->filePath(QStringLiteral("reference.sqlite"))), GameStore::OpenResult::Ok);
    for (qint64 game : m_store->games().ids(HistoryQuery{}))
        QVERIFY(reference.records().importOne(*m_store->records().load(game)));
    QCOMPARE(ratings(*m_store), ratings(reference));
}

// The History's mean ratings, and its order by them, while a sync's games
// wait to be rated are those it has once they are rated: read from the
// ratings rated from the games, here and on a connection that only reads.
// The commit that rates the last of them says so.
void TestPlayerRatings::historyMeansWhileRatingsWait()
{
    // Each game's mean, in the order of the History sorted by it (or by date).
    const auto means = [](GameHistory &games, HistoryColumn column, Qt::SortOrder order) {
        HistoryQuery query;
        query.sortColumn = column;
        query.sortOrder = order;
        query.limit = 0;
        StoreError error;
        const HistoryPage page = games.page(query, &error);
        if (error.isError())
            qWarning("%s", qPrintable(error.message));
        QStringList shown;
        for (const HistoryRow &row : page.rows)
            shown << QStringLiteral("%1 %2").arg(row.id).arg(row.meanRating.value_or(-1000), 0, 'g', 17);
        std::vector<qint64> ids = games.ids(query, &error);
        if (error.isError())
            qWarning("%s", qPrintable(error.message));
        QStringList listed;
        for (qint64 id : ids)
            listed << QString::number(id);
        return shown.join(QLatin1Char(',')) + QLatin1Char('|') + listed.join(QLatin1Char(','));
    };
    const auto all = [&](GameHistory &games) {
        QStringList views;
        for (const HistoryColumn column : {HistoryColumn::Rating, HistoryColumn::Date}) {
            for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder})
                views << means(games, column, order);
        }
        return views;
    };
    const QStringList before = all(m_store->games());

    // A game older than every other, with a newcomer: it moves every rating after it.
    m_store->club().deferRatings(true);
    QVERIFY(m_store->records().importOne(
        example(QStringLiteral("0022-legal-complete.json"),
                {QStringLiteral("Eri"), QStringLiteral("Chie"), QStringLiteral("Ben"), QStringLiteral("Aki")},
                QStringLiteral("2026-01-01T19:00:00Z"))));
    m_store->club().deferRatings(false);
    const auto waitingGames = [this] {
        RawDb raw(m_path);
        return raw.value(QStringLiteral("SELECT count(*) FROM ratings_from")).toInt();
    };
    QCOMPARE(waitingGames(), 1);
    const QStringList waiting = all(m_store->games());
    QCOMPARE(waiting.size(), before.size());
    QVERIFY(waiting.front() != before.front());

    const QString name = QStringLiteral("history-read");
    QStringList readOnly;
    {
        StoreConnection connection;
        QVERIFY(openReadOnly(connection, name, m_path));
        GameHistory games(connection);
        readOnly = all(games);
        connection.clearStatements();
        connection.db.close();
    }
    QSqlDatabase::removeDatabase(name);
    QCOMPARE(readOnly, waiting);

    QSignalSpy caughtUp(m_store->events(), &StoreEvents::ratingsCaughtUp);
    QSignalSpy changed(m_store->events(), &StoreEvents::changed);
    QCOMPARE(m_store->club().rateDeferred(1), std::optional<bool>(false));
    QCOMPARE(caughtUp.count(), 0);
    QCOMPARE(changed.count(), 0);
    for (;;) {
        const std::optional<bool> done = m_store->club().rateDeferred(1);
        QVERIFY(done);
        if (*done)
            break;
        QCOMPARE(all(m_store->games()), waiting);
    }
    QCOMPARE(caughtUp.count(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(waitingGames(), 0);
    QCOMPARE(all(m_store->games()), waiting);
    // Nothing more to rate: nothing more said.
    QCOMPARE(m_store->club().rateDeferred(1), std::optional<bool>(true));
    QCOMPARE(caughtUp.count(), 1);
}

namespace {

// Six finished games among four players, the same players in several of them.
std::vector<Record> sixGames(const std::optional<QString> &started)
{
    QRandomGenerator rng(35);
    const QStringList names = {QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid"),
                               QStringLiteral("Dee")};
    std::vector<Record> games;
    for (int i = 0; i < 6; ++i) {
        Record record = RandomGame::play(rng, 3);
        int next = i;
        for (auto &seat : record.seats) {
            if (seat)
                seat = names[next++ % names.size()];
        }
        record.started = started;
        games.push_back(std::move(record));
    }
    return games;
}

// A game's rating key, worked out here: the SHA-256 of its canonical record
// with the seats' names left empty, then that with the names' match keys.
std::pair<QByteArray, QByteArray> keyHashes(const Record &record)
{
    const auto sha = [](const Record &written) {
        return QCryptographicHash::hash(GameRecords::canonical(written), QCryptographicHash::Sha256).toHex();
    };
    Record unnamed = record;
    Record keyed = record;
    for (std::size_t s = 0; s < record.seats.size(); ++s) {
        if (record.seats[s]) {
            unnamed.seats[s] = QString();
            keyed.seats[s] = PlayerName::matchKey(*record.seats[s]);
        }
    }
    return std::pair{sha(unnamed), sha(keyed)};
}

// The ratings worked out here, without the store: the games by when they were
// played (all at once), then by their rating keys, each rated with its
// players' totals.
QStringList ratedByKey(std::vector<Record> games)
{
    std::sort(games.begin(), games.end(),
              [&](const Record &a, const Record &b) { return keyHashes(a) < keyHashes(b); });
    const RatingModel model;
    std::map<QString, Rating> ratings;
    for (const Record &record : games) {
        const SeatArray totals = Replay(record).totals();
        std::vector<Rating *> players;
        std::vector<int> scores;
        for (int s = 0; s < SeatCount; ++s) {
            if (!record.seats[at(s)])
                continue;
            players.push_back(&ratings.try_emplace(*record.seats[at(s)], model.initial()).first->second);
            scores.push_back(totals[at(s)]);
        }
        model.rateGame(players, scores);
    }
    QStringList figures;
    for (const auto &[name, rating] : ratings)
        figures << QStringLiteral("%1 %2 %3").arg(name).arg(rating.mu, 0, 'g', 17).arg(rating.sigma, 0, 'g', 17);
    return figures;
}

// The orders the six are imported in: as made, reversed, and shuffled.
std::vector<std::vector<int>> importOrders()
{
    std::vector<std::vector<int>> orders = {{0, 1, 2, 3, 4, 5}, {5, 4, 3, 2, 1, 0}};
    QRandomGenerator rng(20270101);
    for (int i = 0; i < 4; ++i) {
        std::vector<int> order = orders.front();
        std::shuffle(order.begin(), order.end(), rng);
        orders.push_back(order);
    }
    return orders;
}

} // namespace

void TestPlayerRatings::gamesOfOneInstantByTheirRatingKey()
{
    // Six games all played at the same minute, imported one by one into fresh
    // databases in six orders: the same ratings each time, those of the order
    // by the records' rating keys.
    const std::vector<Record> games = sixGames(QStringLiteral("2027-01-01T20:00:00+09:00"));
    const QStringList expected = ratedByKey(games);
    QCOMPARE(expected.size(), 4);
    for (const std::vector<int> &order : importOrders()) {
        QTemporaryDir dir;
        GameStore store;
        QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite"))), GameStore::OpenResult::Ok);
        for (int i : order) {
            StoreError error;
            QVERIFY2(store.records().importOne(games[static_cast<std::size_t>(i)], &error), qPrintable(error.message));
        }
        QCOMPARE(ratings(store), expected);
    }
}

void TestPlayerRatings::aRatingKeyIsTheRecordsWithoutAndWithKeyedNames()
{
    // The store's key (made from the record written once) against the two records written
    // here: names that need escaping, that are not ASCII or whose keys differ from them, three
    // and four players, finished and stopped (a last dummy's round without cards is not
    // written), dated or not, excluded or not.
    const QStringList names = {
        QStringLiteral("Ann"),       QStringLiteral("a \"b\" \\c"),     QStringLiteral("ＺＯË"),
        QStringLiteral("山田 太郎"), QStringLiteral("Ｅ\u0301 Straße"), QStringLiteral("tab\tname")};
    QRandomGenerator rng(36);
    for (int i = 0; i < 24; ++i) {
        const int players = 3 + i % 2;
        Record record = i % 3 == 0 ? RandomGame::playStopped(rng, players) : RandomGame::play(rng, players);
        int next = i;
        for (auto &seat : record.seats) {
            if (seat)
                seat = names[next++ % names.size()];
        }
        if (i % 4 < 2)
            record.started = QStringLiteral("2027-01-01T20:00:00+09:00");
        record.excluded = i % 5 == 0;
        const auto [unnamed, keyed] = keyHashes(record);
        QCOMPARE(GameRecords::ratingKey(record), QString::fromLatin1(unnamed.left(32) + keyed.left(16)));
    }
}

void TestPlayerRatings::undatedGamesImportedTogetherByTheirRatingKey()
{
    // Six records without a date, imported together: dated by the import, all
    // with the same instant, so rated in the order of their records' rating
    // keys (the date now part of each), whatever the order of the files.
    const std::vector<Record> games = sixGames(std::nullopt);
    for (const std::vector<int> &order : importOrders()) {
        QTemporaryDir dir;
        GameStore store;
        QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite"))), GameStore::OpenResult::Ok);
        std::vector<Record> given;
        for (int i : order)
            given.push_back(games[static_cast<std::size_t>(i)]);
        std::vector<std::optional<qint64>> ids;
        StoreError error;
        QVERIFY2(store.records().importBatch(given, &ids, nullptr, &error), qPrintable(error.message));
        QCOMPARE(std::count_if(ids.begin(), ids.end(), [](const auto &id) { return id.has_value(); }), 6);
        QSet<QString> dates;
        for (const GameSummary &game : store.games().all())
            dates.insert(game.startedText);
        QCOMPARE(dates.size(), 1);
        std::vector<Record> dated = games;
        for (Record &record : dated)
            record.started = *dates.begin();
        QCOMPARE(ratings(store), ratedByKey(dated));
    }
}

QTEST_GUILESS_MAIN(TestPlayerRatings)
#include "tst_playerratings.moc"
