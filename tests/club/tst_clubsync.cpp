// Laptops syncing with a real club server of the test's own: every game
// goes up once and comes down everywhere, the same record is one game, a
// revision travels, so does a game left out of the statistics, a damaged
// game is not sent, two revisions of one game are both kept as a dispute,
// a director's void, rename and merge reach every laptop, and a sync cut
// off by a stopped server loses nothing (tst_clubkills kills syncs).
#include "clirun.h"
#include "clubconnection.h"
#include "clubfixture.h"
#include "clubgames.h"
#include "clubschema.h"
#include "clubsync.h"
#include "gamehistory.h"
#include "gamestore.h"
#include "pgcluster.h"
#include "storedgames.h"
#include "storeerror.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <set>
#include <utility>

using namespace tornei;
using namespace tornei::testing;

class TestClubSync : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void everyLaptopEndsWithTheWholeClub();
    void aSyncWithNothingNewSendsNothing();
    void anUndatedFileImportedAtTwoLaptopsIsOneGame();
    void gamesOfOneInstantAreRatedInOneOrderEverywhere();
    void gamesOfOneInstantAreRatedAlikeWhateverTheSpelling();
    void aRevisionTravels();
    void aGameLeftOutTravelsLeftOut();
    void aDamagedGameIsNotSent();
    void twoRevisionsOfOneGameAreADispute();
    void aDirectorsVoidRenameAndMergeTravel();
    void aRenameOrMergeMadeAtALaptopTravels();
    void aStoppedServerLosesNothing();
    void aDroppedConnectionIsTakenAgain();
    void aNewerServerIsRefused();
    void theCommandLineSays();

private:
    std::unique_ptr<ClubConnection> connect(const QString &login);
    // One sync of `store` as `login`; the report, or a failed check.
    std::optional<ClubSyncReport> sync(GameStore &store, const QString &login, StoreError *error = nullptr);
    // A new laptop's database in the test's folder.
    std::unique_ptr<GameStore> laptop(const QString &name);
    QString serverString(const QString &login) const
    {
        return m_cluster->server(QStringLiteral("club%1").arg(m_database), login);
    }
    int serverCount(const QString &sql);

    ClubCluster m_cluster;
    QTemporaryDir m_dir;
    int m_database = 0;
    QRandomGenerator m_rng{20261124};
};

void TestClubSync::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QVERIFY(m_dir.isValid());
    QString why;
    const QStringList tables = {QStringLiteral("table1"), QStringLiteral("table2"), QStringLiteral("table3"),
                                QStringLiteral("table4")};
    m_cluster = startClubCluster(tables, {QStringLiteral("director")}, &why);
    QVERIFY2(m_cluster, qPrintable(why));
}

void TestClubSync::cleanupTestCase()
{
    m_cluster.reset();
}

void TestClubSync::init()
{
    const QString name = QStringLiteral("club%1").arg(++m_database);
    QString why;
    QVERIFY2(makeClubDatabase(*m_cluster, name, &why), qPrintable(why));
}

std::unique_ptr<ClubConnection> TestClubSync::connect(const QString &login)
{
    auto connection = std::make_unique<ClubConnection>();
    StoreError error;
    if (!connection->open(serverString(login), &error))
        qWarning("%s", qPrintable(error.message));
    return connection;
}

std::optional<ClubSyncReport> TestClubSync::sync(GameStore &store, const QString &login, StoreError *error)
{
    const auto connection = connect(login);
    if (!connection->isOpen())
        return std::nullopt;
    StoreError failure;
    // Several round trips even for a few games.
    std::optional<ClubSyncReport> report = syncWithClub(store, connection->db(), &failure, 3);
    if (!report && !error)
        qWarning("sync failed: %s", qPrintable(failure.message));
    if (error)
        *error = failure;
    return report;
}

std::unique_ptr<GameStore> TestClubSync::laptop(const QString &name)
{
    auto store = std::make_unique<GameStore>();
    const QString path = m_dir.filePath(QStringLiteral("%1-%2.sqlite").arg(name).arg(m_database));
    StoreError error;
    if (store->open(path, &error) != GameStore::OpenResult::Ok)
        qWarning("%s", qPrintable(error.message));
    return store;
}

int TestClubSync::serverCount(const QString &sql)
{
    QString out;
    if (!m_cluster->psql(sql, &out, QStringLiteral("club%1").arg(m_database)))
        qWarning("%s", qPrintable(out));
    return out.trimmed().toInt();
}

void TestClubSync::everyLaptopEndsWithTheWholeClub()
{
    const auto one = laptop(QStringLiteral("one"));
    const auto two = laptop(QStringLiteral("two"));
    const Record shared = clubGame(m_rng, 0);
    QVERIFY(one->records().importOne(shared));
    QVERIFY(one->records().importOne(clubGame(m_rng, 1)));
    QVERIFY(one->records().importOne(clubGame(m_rng, 2, true))); // still being played
    // The same game imported at the second laptop too, before either synced.
    QVERIFY(two->records().importOne(shared));
    QVERIFY(two->records().importOne(clubGame(m_rng, 3)));
    QVERIFY(enterGame(*two, clubGame(m_rng, 4), nullptr)); // entered card by card

    const std::optional<ClubSyncReport> first = sync(*one, QStringLiteral("table1"));
    QVERIFY(first);
    QCOMPARE(first->gamesSent, 3);
    QCOMPARE(first->received.added, 0);
    const std::optional<ClubSyncReport> second = sync(*two, QStringLiteral("table2"));
    QVERIFY(second);
    QCOMPARE(second->gamesSent, 2);
    QCOMPARE(second->alreadyThere, 1); // the shared game: the one already there
    QCOMPARE(second->received.added, 2);
    QVERIFY(sync(*one, QStringLiteral("table1")));

    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.games")), 5);
    const std::map<QString, int> all = identities(*one);
    QCOMPARE(all.size(), std::size_t(5));
    for (const auto &[identity, count] : all)
        QCOMPARE(count, 1);
    QCOMPARE(identities(*two), all);
    // The same players, one each, and the same statistics everywhere.
    const auto names = [](GameStore &store) {
        std::set<QString> found;
        for (const PlayerProfile &player : store.players().all())
            found.insert(player.name);
        return found;
    };
    QCOMPARE(names(*two), names(*one));
    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.players")), int(names(*one).size()));
    const std::vector<PlayerStatistics> oneStats = one->statistics().all();
    const std::vector<PlayerStatistics> twoStats = two->statistics().all();
    QCOMPARE(oneStats.size(), twoStats.size());
    for (std::size_t i = 0; i < oneStats.size(); ++i) {
        QCOMPARE(twoStats[i].name, oneStats[i].name);
        QCOMPARE(twoStats[i].games, oneStats[i].games);
        QCOMPARE(twoStats[i].wins, oneStats[i].wins);
        QCOMPARE(twoStats[i].averageRoundScore, oneStats[i].averageRoundScore);
    }
    QCOMPARE(*one->club().waiting(), 0);
    QCOMPARE(*two->club().waiting(), 0);
}

void TestClubSync::aSyncWithNothingNewSendsNothing()
{
    const auto one = laptop(QStringLiteral("one"));
    QVERIFY(one->records().importOne(clubGame(m_rng, 0)));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    const std::optional<ClubSyncReport> again = sync(*one, QStringLiteral("table1"));
    QVERIFY(again);
    QCOMPARE(again->gamesSent + again->alreadyThere + again->playersSent, 0);
    QCOMPARE(again->received.added + again->received.replaced + again->playersReceived, 0);
    QCOMPARE(serverCount(QStringLiteral("SELECT max(revision) FROM tornei_club.games")), 1);
}

void TestClubSync::anUndatedFileImportedAtTwoLaptopsIsOneGame()
{
    // A record without a date is dated by each import, a second apart here.
    Record undated = playGame(m_rng, 3);
    undated.started.reset();
    const auto one = laptop(QStringLiteral("one"));
    const auto two = laptop(QStringLiteral("two"));
    QVERIFY(one->records().importOne(undated));
    const QDateTime imported = QDateTime::currentDateTime();
    QTRY_VERIFY(QDateTime::currentDateTime().toSecsSinceEpoch() > imported.toSecsSinceEpoch());
    QVERIFY(two->records().importOne(undated));
    const auto record = [](GameStore &store) {
        const std::vector<qint64> ids = store.games().ids(HistoryQuery{});
        return ids.size() == 1 ? store.records().load(ids.front()) : std::nullopt;
    };
    QVERIFY(record(*one)->started != record(*two)->started);

    QVERIFY(sync(*one, QStringLiteral("table1")));
    const std::optional<ClubSyncReport> second = sync(*two, QStringLiteral("table2"));
    QVERIFY(second);
    QCOMPARE(second->gamesSent, 0);
    QCOMPARE(second->alreadyThere, 1);
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.games")), 1);
    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.disputes")), 0);
    // One game everywhere, with the club's date: the first import's.
    QVERIFY(record(*one));
    QVERIFY(record(*two));
    QCOMPARE(*record(*two), *record(*one));
    QCOMPARE(*two->club().waiting(), 0);

    // A laptop that has it from the club finds the file already stored.
    const auto three = laptop(QStringLiteral("three"));
    QVERIFY(sync(*three, QStringLiteral("table3")));
    QCOMPARE(*record(*three), *record(*one));
    StoreError again;
    QVERIFY(!three->records().importOne(undated, &again));
    QVERIFY2(again.message.contains(QStringLiteral("already stored")), qPrintable(again.message));

    // Imported at a fourth laptop during its sync, it is the club's game when it comes down.
    const auto four = laptop(QStringLiteral("four"));
    QVERIFY(four->records().importOne(undated));
    std::unique_ptr<ClubConnection> server = connect(QStringLiteral("table4"));
    ClubGames games(server->db());
    StoreError error;
    const std::vector<ClubGame> changed = *games.changedSince(ClubCursor{}, 10);
    QCOMPARE(four->club().receiveGames(*ClubSchema::clubFor(server->db()), changed, nullptr, &error),
             std::optional<std::size_t>(changed.size()));
    QCOMPARE(*record(*four), *record(*one));
    QCOMPARE(*four->club().waiting(), 0);
}

// Undated files imported together are dated with the same instant; the
// ratings take games of one instant in the order of their records'
// checksums, the same at every laptop and on the server, whose checksum of
// such a game is that of the record without its date.
void TestClubSync::gamesOfOneInstantAreRatedInOneOrderEverywhere()
{
    std::vector<Record> files;
    for (int i = 0; i < 12; ++i) {
        Record undated = clubGame(m_rng, i % 6);
        undated.started.reset();
        files.push_back(undated);
    }
    const auto one = laptop(QStringLiteral("one"));
    QVERIFY(one->records().importBatch(files, nullptr, nullptr));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    const auto two = laptop(QStringLiteral("two"));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    QTRY_COMPARE_WITH_TIMEOUT(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.rating_changes")), 0, 60000);
    const auto stats = [](const QStringList &where) {
        const CliRun run = runCli(where + QStringList{QStringLiteral("stats"), QStringLiteral("--json")});
        return run.exitCode == 0 ? run.out : run.err;
    };
    const QString atOne =
        stats({QStringLiteral("--db"), m_dir.filePath(QStringLiteral("one-%1.sqlite").arg(m_database))});
    QVERIFY2(atOne.contains(QLatin1String("\"rating\"")), qPrintable(atOne));
    QCOMPARE(stats({QStringLiteral("--db"), m_dir.filePath(QStringLiteral("two-%1.sqlite").arg(m_database))}), atOne);
    QCOMPARE(stats({QStringLiteral("--server"), serverString(QStringLiteral("table1"))}), atOne);
}

// One laptop knows its players as "Aki", "Ben"..., and tells the club first; the other's files
// spell them "aki", "ben"... and its copies take the club's spelling, as does the first
// laptop's copy of those games: three spellings of the same records, rated in one order.
void TestClubSync::gamesOfOneInstantAreRatedAlikeWhateverTheSpelling()
{
    const Record first = clubGame(m_rng, 0);
    std::vector<Record> lowerCase;
    for (int i = 0; i < 8; ++i) {
        Record record = clubGame(m_rng, 30);
        for (std::optional<QString> &seat : record.seats) {
            if (seat)
                *seat = seat->toLower();
        }
        lowerCase.push_back(record);
    }
    // The same cards played at the same time by one of the same players and others, which only
    // the names tell apart.
    Record others = lowerCase.front();
    const QStringList otherNames = {QStringLiteral("emi"), QStringLiteral("fumi"), QStringLiteral("gen"),
                                    QStringLiteral("hana")};
    bool kept = false;
    for (int s = 0; s < SeatCount; ++s) {
        if (others.isPlayer(s) && std::exchange(kept, true))
            others.seats[at(s)] = otherNames[s];
    }
    lowerCase.push_back(others);
    const auto one = laptop(QStringLiteral("one"));
    QVERIFY(one->records().importBatch({first}, nullptr, nullptr));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    const auto two = laptop(QStringLiteral("two"));
    QVERIFY(two->records().importBatch(lowerCase, nullptr, nullptr));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    QTRY_COMPARE_WITH_TIMEOUT(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.rating_changes")), 0, 60000);
    // The second laptop's copies of its own games now spell the names as the club does, unlike
    // the records the club has of them.
    int respelled = 0;
    for (qint64 id : two->games().ids(HistoryQuery{})) {
        const std::optional<Record> copy = two->records().load(id);
        QVERIFY(copy);
        if (copy->started == lowerCase.front().started &&
            std::count(copy->seats.begin(), copy->seats.end(), std::optional<QString>(QStringLiteral("Aki"))) == 1)
            ++respelled;
    }
    QVERIFY(respelled > 0);

    const QString fresh = m_dir.filePath(QStringLiteral("fresh-%1.sqlite").arg(m_database));
    {
        GameStore store;
        QCOMPARE(store.open(fresh), GameStore::OpenResult::Ok);
        std::vector<Record> all = {first};
        all.insert(all.end(), lowerCase.begin(), lowerCase.end());
        QVERIFY(store.records().importBatch(all, nullptr, nullptr));
    }
    const auto stats = [](const QStringList &where) {
        const CliRun run = runCli(where + QStringList{QStringLiteral("stats"), QStringLiteral("--json")});
        return run.exitCode == 0 ? run.out : run.err;
    };
    const QString imported = stats({QStringLiteral("--db"), fresh});
    QVERIFY2(imported.contains(QLatin1String("\"rating\"")), qPrintable(imported));
    QCOMPARE(stats({QStringLiteral("--server"), serverString(QStringLiteral("table1"))}), imported);
    QCOMPARE(stats({QStringLiteral("--db"), m_dir.filePath(QStringLiteral("one-%1.sqlite").arg(m_database))}),
             imported);
    QCOMPARE(stats({QStringLiteral("--db"), m_dir.filePath(QStringLiteral("two-%1.sqlite").arg(m_database))}),
             imported);
}

void TestClubSync::aRevisionTravels()
{
    const auto one = laptop(QStringLiteral("one"));
    const auto two = laptop(QStringLiteral("two"));
    const Record whole = clubGame(m_rng, 0);
    const std::vector<Entry> entries = Replay(whole).entries();
    Record start = setupOf(whole);
    for (std::size_t i = 0; i < entries.size() / 2; ++i)
        start.place(entries[i].slot, entries[i].card);
    const std::optional<qint64> game = one->records().importOne(start);
    QVERIFY(game);
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    // The game goes on at the first table, and comes down whole at the second.
    const std::vector<Entry> rest(entries.begin() + static_cast<std::ptrdiff_t>(entries.size() / 2), entries.end());
    QVERIFY(one->records().applyEdit(*game, EntryEdit::appending(rest)));
    QCOMPARE(*one->club().waiting(), 1);
    const std::optional<ClubSyncReport> up = sync(*one, QStringLiteral("table1"));
    QVERIFY(up);
    QCOMPARE(up->gamesSent, 1);
    const std::optional<ClubSyncReport> down = sync(*two, QStringLiteral("table2"));
    QVERIFY(down);
    QCOMPARE(down->received.replaced, 1);
    QCOMPARE(identities(*two), identities(*one));
    QCOMPARE(*two->club().waiting(), 0);
    QCOMPARE(serverCount(QStringLiteral("SELECT revision FROM tornei_club.games")), 2);
}

// Left out of the statistics at one laptop: the same game (its identity
// leaves the flag out), sent as a revision with the flag, and left out at
// the other laptop and on the server too.
void TestClubSync::aGameLeftOutTravelsLeftOut()
{
    const auto one = laptop(QStringLiteral("one"));
    const auto two = laptop(QStringLiteral("two"));
    const std::optional<qint64> game = one->records().importOne(clubGame(m_rng, 0));
    QVERIFY(game);
    QVERIFY(one->records().importOne(clubGame(m_rng, 1)));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    const std::map<QString, int> before = identities(*one);

    const auto counted = [](GameStore &store) {
        int games = 0;
        for (const PlayerStatistics &player : store.statistics().all())
            games += player.games;
        return games;
    };
    const int countedBefore = counted(*one);
    QVERIFY(one->games().setExcluded({*game}, true));
    const std::optional<ClubSyncReport> up = sync(*one, QStringLiteral("table1"));
    QVERIFY(up);
    QCOMPARE(up->gamesSent, 1);
    QCOMPARE(
        serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.games WHERE record LIKE '%\"excluded\": true%'")),
        1);
    const std::optional<ClubSyncReport> down = sync(*two, QStringLiteral("table2"));
    QVERIFY(down);
    QCOMPARE(down->received.replaced, 1);
    QCOMPARE(identities(*one), before);
    QCOMPARE(identities(*two), before);
    int leftOut = 0;
    for (qint64 id : two->games().ids(HistoryQuery{}))
        leftOut += two->records().load(id)->excluded ? 1 : 0;
    QCOMPARE(leftOut, 1);
    QCOMPARE(counted(*one), countedBefore - 3); // a game of three players
    QCOMPARE(counted(*two), counted(*one));
    QCOMPARE(*one->club().waiting(), 0);
}

// A game whose cards no longer match the checksum stored with them is
// damage found when the sync reads it: nothing goes up, and the laptop says why.
void TestClubSync::aDamagedGameIsNotSent()
{
    const auto one = laptop(QStringLiteral("one"));
    const std::optional<qint64> game = one->records().importOne(clubGame(m_rng, 0));
    QVERIFY(game);
    {
        RawDb raw(one->path());
        QVERIFY(raw.exec(QStringLiteral("UPDATE games SET record_sha256 = '%1' WHERE id = %2")
                             .arg(QString(64, QLatin1Char('0')))
                             .arg(*game)));
    }
    StoreError error;
    QVERIFY(!sync(*one, QStringLiteral("table1"), &error));
    QVERIFY2(error.message.contains(QStringLiteral("damaged")), qPrintable(error.message));
    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.games")), 0);
    QCOMPARE(*one->club().waiting(), 1);
}

void TestClubSync::twoRevisionsOfOneGameAreADispute()
{
    const auto one = laptop(QStringLiteral("one"));
    const auto two = laptop(QStringLiteral("two"));
    const Record whole = clubGame(m_rng, 0);
    const std::vector<Entry> entries = Replay(whole).entries();
    QVERIFY(entries.size() > 2);
    const std::optional<qint64> atOne = one->records().importOne(whole);
    QVERIFY(atOne);
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    const qint64 atTwo = two->games().ids(HistoryQuery{}).front();
    // Both tables take back cards of the same game, differently, before syncing again.
    QVERIFY(one->records().applyEdit(*atOne, EntryEdit::takingBack({entries.back()})));
    QVERIFY(two->records().applyEdit(
        atTwo, EntryEdit::takingBack({entries[entries.size() - 2], entries[entries.size() - 1]})));
    const Record second = *two->records().load(atTwo);
    QVERIFY(sync(*one, QStringLiteral("table1")));
    const std::optional<ClubSyncReport> late = sync(*two, QStringLiteral("table2"));
    QVERIFY(late);
    QCOMPARE(late->disputesSent, 1);
    QCOMPARE(late->disputed, 1);
    // Nothing is written over: the server keeps the first revision and the second beside it; the
    // second laptop shows the server's, and both laptops know the game is disputed.
    QCOMPARE(serverCount(QStringLiteral("SELECT revision FROM tornei_club.games")), 2);
    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.disputes WHERE record_sha256 = '%1'")
                             .arg(GameRecords::hash(second))),
             1);
    QCOMPARE(identities(*two), identities(*one));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QCOMPARE(*one->club().disputedGames(), std::vector<qint64>{*atOne});
    QCOMPARE(*two->club().disputedGames(), std::vector<qint64>{atTwo});
    QCOMPARE(*two->club().waiting(), 0);
}

namespace {

// The record with its players' seats named `names`, in seat order (the dummy's seat stays empty).
Record named(Record record, const QStringList &names)
{
    int next = 0;
    for (auto &seat : record.seats) {
        if (seat)
            seat = names.value(next++);
    }
    return record;
}

} // namespace

void TestClubSync::aDirectorsVoidRenameAndMergeTravel()
{
    const auto one = laptop(QStringLiteral("one"));
    const auto two = laptop(QStringLiteral("two"));
    const Record first = named(clubGame(m_rng, 0), {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie")});
    const Record second = named(clubGame(m_rng, 1), {QStringLiteral("Akiko"), QStringLiteral("Dai"), QStringLiteral("Eri")});
    const Record third = named(clubGame(m_rng, 2), {QStringLiteral("Fumi"), QStringLiteral("Dai"), QStringLiteral("Eri")});
    QVERIFY(one->records().importOne(first));
    QVERIFY(one->records().importOne(second));
    QVERIFY(two->records().importOne(third));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QCOMPARE(one->games().ids(HistoryQuery{}).size(), std::size_t(3));
    // The director voids the third game, renames Ben and merges Akiko into Aki (the same person).
    QString out;
    QVERIFY2(m_cluster->psql(QStringLiteral(
                                 "UPDATE tornei_club.games SET voided = true WHERE record_sha256 = '%1';"
                                 " UPDATE tornei_club.players SET name = 'Benji', name_key = 'benji' WHERE name = 'Ben';"
                                 " UPDATE tornei_club.players SET merged_into = (SELECT id FROM tornei_club.players"
                                 " WHERE name = 'Aki') WHERE name = 'Akiko'")
                                 .arg(GameRecords::hash(third)),
                             &out, QStringLiteral("club%1").arg(m_database)),
             qPrintable(out));
    // A laptop new to the club gets the games with the players they are now, though their records name
    // Ben and Akiko.
    const auto three = laptop(QStringLiteral("three"));
    for (GameStore *store : {one.get(), two.get(), three.get()}) {
        const std::optional<ClubSyncReport> report = sync(*store, QStringLiteral("table1"));
        QVERIFY(report);
        QCOMPARE(report->received.removed, store == three.get() ? 0 : 1);
        QCOMPARE(store->games().ids(HistoryQuery{}).size(), std::size_t(2));
        QVERIFY(store->players().find(QStringLiteral("Benji")));
        QVERIFY(!store->players().find(QStringLiteral("Ben")));
        QVERIFY(!store->players().find(QStringLiteral("Akiko")));
        const std::optional<qint64> aki = store->players().find(QStringLiteral("Aki"));
        QVERIFY(aki);
        const std::vector<PlayerStatistics> stats = store->statistics().all();
        const auto akiStats = std::find_if(stats.begin(), stats.end(), [&](const auto &p) { return p.player == *aki; });
        QVERIFY(akiStats != stats.end());
        QCOMPARE(akiStats->games, 2);
        // What the server sent does not go back up: renames and merges change no game.
        QCOMPARE(*store->club().waiting(), 0);
    }
}

void TestClubSync::aRenameOrMergeMadeAtALaptopTravels()
{
    const auto one = laptop(QStringLiteral("one"));
    const auto two = laptop(QStringLiteral("two"));
    QVERIFY(one->records().importOne(
        named(clubGame(m_rng, 0), {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie")})));
    QVERIFY(one->records().importOne(
        named(clubGame(m_rng, 1), {QStringLiteral("Akiko"), QStringLiteral("Dai"), QStringLiteral("Eri")})));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QVERIFY(sync(*two, QStringLiteral("table2")));
    const auto id = [](GameStore &store, const QString &name) { return store.players().find(name).value_or(0); };
    const auto gamesOf = [&](GameStore &store, const QString &name) {
        for (const PlayerStatistics &player : store.statistics().all()) {
            if (player.player == id(store, name))
                return player.games;
        }
        return -1;
    };

    // The director's laptop: its rename and merge are the club's at its next sync.
    QVERIFY(one->players().rename(id(*one, QStringLiteral("Ben")), QStringLiteral("Benji")));
    QVERIFY(one->players().merge(id(*one, QStringLiteral("Akiko")), id(*one, QStringLiteral("Aki"))));
    const std::optional<ClubSyncReport> sent = sync(*one, QStringLiteral("director"));
    QVERIFY(sent);
    QCOMPARE(sent->playerChangesApplied, 2);
    QCOMPARE(sent->gamesSent, 0); // no game changed
    const auto three = laptop(QStringLiteral("three"));
    for (GameStore *store : {two.get(), three.get()}) {
        QVERIFY(sync(*store, QStringLiteral("table2")));
        QVERIFY(id(*store, QStringLiteral("Benji")));
        QVERIFY(!id(*store, QStringLiteral("Ben")));
        QVERIFY(!id(*store, QStringLiteral("Akiko")));
        QCOMPARE(gamesOf(*store, QStringLiteral("Aki")), 2);
    }

    // A table's rename waits on the server for a director, then travels.
    QVERIFY(two->players().rename(id(*two, QStringLiteral("Dai")), QStringLiteral("Daisuke")));
    const std::optional<ClubSyncReport> asked = sync(*two, QStringLiteral("table2"));
    QVERIFY(asked);
    QCOMPARE(asked->playerChangesRequested, 1);
    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.player_requests")), 1);
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QVERIFY(id(*one, QStringLiteral("Dai")));
    QString out;
    QVERIFY2(m_cluster->psql(QStringLiteral("SELECT tornei_club.apply_player_request(id) FROM tornei_club.player_requests"),
                             &out, QStringLiteral("club%1").arg(m_database), QStringLiteral("director"),
                             QStringLiteral("pw")),
             qPrintable(out));
    QVERIFY(sync(*one, QStringLiteral("table1")));
    QVERIFY(id(*one, QStringLiteral("Daisuke")));
    QVERIFY(!id(*one, QStringLiteral("Dai")));
    QCOMPARE(*two->club().waiting(), 0);
}

void TestClubSync::aStoppedServerLosesNothing()
{
    const auto one = laptop(QStringLiteral("one"));
    for (int i = 0; i < 4; ++i)
        QVERIFY(one->records().importOne(clubGame(m_rng, i)));
    m_cluster->stop();
    StoreError error;
    QVERIFY(!sync(*one, QStringLiteral("table1"), &error));
    QCOMPARE(*one->club().waiting(), 4);
    QString why;
    QVERIFY2(m_cluster->resume(&why), qPrintable(why));
    const std::optional<ClubSyncReport> report = sync(*one, QStringLiteral("table1"));
    QVERIFY(report);
    QCOMPARE(report->gamesSent, 4);
    QCOMPARE(*one->club().waiting(), 0);
}

// An administrator ends the command line's connection while it syncs (pg_terminate_backend, once
// the sync has begun its work on the club's tables): it syncs once more on a new one, and says
// nothing of the first.
void TestClubSync::aDroppedConnectionIsTakenAgain()
{
    const QString path = m_dir.filePath(QStringLiteral("dropped.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        std::vector<Record> games;
        for (int i = 0; i < 400; ++i)
            games.push_back(clubGame(m_rng, i));
        QVERIFY(store.records().importBatch(games, nullptr, nullptr));
    }
    QProcess sync;
    sync.start(QStringLiteral(TORNEI_CLI), {QStringLiteral("--db"), path, QStringLiteral("sync"),
                                            serverString(QStringLiteral("table1")), QStringLiteral("--json")});
    QVERIFY(sync.waitForStarted());
    bool ended = false;
    for (int tries = 0; !ended && tries < 2000 && sync.state() == QProcess::Running; ++tries) {
        QString out;
        QVERIFY2(m_cluster->psql(QStringLiteral("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                                                " WHERE usename = 'table1' AND datname = current_database()"
                                                " AND query LIKE '%tornei_club%'"),
                                 &out, QStringLiteral("club%1").arg(m_database)),
                 qPrintable(out));
        ended = out.trimmed() != QLatin1String("0");
    }
    QVERIFY(ended);
    QVERIFY(sync.waitForFinished(60000));
    const QByteArray errors = sync.readAllStandardError();
    QCOMPARE(sync.exitCode(), 0);
    QVERIFY2(!errors.contains("terminat"), errors.constData());
    QVERIFY2(sync.readAllStandardOutput().contains("\"waitingForClub\": 400"), errors.constData());
    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.inbox")), 400);
}

void TestClubSync::aNewerServerIsRefused()
{
    const auto one = laptop(QStringLiteral("one"));
    QVERIFY(one->records().importOne(clubGame(m_rng, 0)));
    QString out;
    QVERIFY2(m_cluster->psql(QStringLiteral("UPDATE tornei_club.about SET value = '99' WHERE key = 'version'"), &out,
                             QStringLiteral("club%1").arg(m_database)),
             qPrintable(out));
    StoreError error;
    QVERIFY(!sync(*one, QStringLiteral("table1"), &error));
    QVERIFY2(error.message.contains(QStringLiteral("newer version (99)")), qPrintable(error.message));
    QCOMPARE(*one->club().waiting(), 1);
    QCOMPARE(serverCount(QStringLiteral("SELECT count(*) FROM tornei_club.games")), 0);
}

void TestClubSync::theCommandLineSays()
{
    const QString path = m_dir.filePath(QStringLiteral("cli.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QVERIFY(store.records().importOne(clubGame(m_rng, 0)));
        QVERIFY(store.records().importOne(clubGame(m_rng, 1)));
    }
    const auto cli = [&](const QStringList &arguments, QByteArray *output = nullptr, QByteArray *errors = nullptr) {
        QProcess child;
        child.start(QStringLiteral(TORNEI_CLI), arguments);
        child.waitForFinished(60000);
        if (output)
            *output = child.readAllStandardOutput();
        if (errors)
            *errors = child.readAllStandardError();
        return child.exitStatus() == QProcess::NormalExit ? child.exitCode() : -1;
    };
    QByteArray output;
    QByteArray errors;
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("sync"), serverString(QStringLiteral("table1")),
                  QStringLiteral("--json")},
                 &output, &errors),
             0);
    QVERIFY2(output.contains("\"submitted\": 2"), output.constData());
    QVERIFY2(output.contains("\"waitingForClub\": 2"), output.constData());
    // What the club's service made of them, at the next sync.
    {
        const auto connection = connect(QStringLiteral("table1"));
        QVERIFY(inboxRead(connection->db()));
    }
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("sync"), serverString(QStringLiteral("table1")),
                  QStringLiteral("--json")},
                 &output),
             0);
    QVERIFY2(output.contains("\"games\": 2"), output.constData());
    QVERIFY2(output.contains("\"waitingForClub\": 0"), output.constData());
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("sync"), serverString(QStringLiteral("table1"))}, &output),
             0);
    QVERIFY2(output.contains("Taken by the club: 0 game"), output.constData());
    // Usage, a wrong password and a server that does not answer.
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("sync")}), 2);
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("sync"), QStringLiteral("password=x host=/tmp")}), 2);
    qputenv("PGPASSWORD", "wrong");
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("sync"), serverString(QStringLiteral("table1"))}, nullptr,
                 &errors),
             1);
    qputenv("PGPASSWORD", "pw");
    QVERIFY2(errors.contains("password authentication failed"), errors.constData());
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("sync"),
                  QStringLiteral("host=192.0.2.1 dbname=club connect_timeout=1")},
                 nullptr, &errors),
             1);
    QVERIFY(!errors.isEmpty());
}

QTEST_GUILESS_MAIN(TestClubSync)
#include "tst_clubsync.moc"
