// Games sent to the club's server a batch at a time (submit_games): the
// club's kept sums (player_figures, player_pairs) stay the sums of the
// counted seats on every path (a batch added, revised, a game voided and
// counted again, a director's own delete and insert of seats), and a table's
// batch never revises another table's game.
#include "clubconnection.h"
#include "clubfixture.h"
#include "clubgames.h"
#include "gamerecords.h"
#include "pgcluster.h"
#include "playername.h"
#include "randomgame.h"
#include "recordformat.h"
#include "statistics.h"
#include "storeerror.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QTest>
#include <QUuid>
#include <algorithm>

using namespace tornei;
using namespace tornei::testing;

namespace {

// A whole game's record, the same for the same `key`, as a laptop writes it.
QByteArray recordFor(const char *key)
{
    QRandomGenerator rng(qHash(QByteArray(key)));
    return RecordFormat::write(GameRecords::exportable(clubGame(rng, 0)));
}

QString sha(const QByteArray &record)
{
    return QString::fromLatin1(QCryptographicHash::hash(record, QCryptographicHash::Sha256).toHex());
}

// player_figures' columns after `player`, each the sum of a seat's figure.
QStringList figureColumns()
{
    QStringList columns = {QStringLiteral("games"), QStringLiteral("wins"), QStringLiteral("shared_wins"),
                           QStringLiteral("total"), QStringLiteral("complete_rounds"), QStringLiteral("round_score")};
    for (int rank = 1; rank <= 4; ++rank)
        columns << QStringLiteral("made_rank%1").arg(rank);
    for (int rank = 1; rank <= 4; ++rank)
        columns << QStringLiteral("correct_rank%1").arg(rank);
    for (int won = 0; won <= 7; ++won)
        columns << QStringLiteral("rounds_won%1").arg(won);
    return columns + predictionMatrixColumns();
}

} // namespace

class TestClubBatch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void keptSumsFollowEveryPath();
    void aBatchNeverRevisesAnotherTablesGame();
    void aBatchAnswersAsOneByOne();
    void resultsNameOnlyWhatTheClubHas();
    void aGameWrittenAgainIsNotedOnceForEachPlace();

private:
    QString sql(const QString &statement, const QString &user = QStringLiteral("postgres")) const;
    // `count` players added by table 1's login, P0, P1...: their server ids.
    QStringList addPlayers(int count) const;
    // A game among `players` (server ids), its seats named after them.
    ClubSubmission game(QRandomGenerator &rng, const QStringList &players, bool finished) const;
    std::optional<std::vector<ClubReceipt>> send(const QString &login, const std::vector<ClubSubmission> &games);
    // Compares the kept sums with the same sums made by GROUP BY over every counted seat.
    void checkSums(const char *when);

    ClubCluster m_cluster;
    int m_database = 0;
};

void TestClubBatch::initTestCase()
{
    if (PgCluster::binDir().isEmpty())
        QSKIP("no PostgreSQL server installed: ./dev test installs it");
    QString why;
    m_cluster = startClubCluster({QStringLiteral("table1"), QStringLiteral("table2")}, {QStringLiteral("director")}, &why);
    QVERIFY2(m_cluster, qPrintable(why));
}

void TestClubBatch::cleanupTestCase()
{
    m_cluster.reset();
}

void TestClubBatch::init()
{
    QString why;
    QVERIFY2(makeClubDatabase(*m_cluster, QStringLiteral("club%1").arg(++m_database), &why), qPrintable(why));
}

QString TestClubBatch::sql(const QString &statement, const QString &user) const
{
    QString output;
    if (!m_cluster->psql(statement, &output, QStringLiteral("club%1").arg(m_database), user,
                         user == QLatin1String("postgres") ? QString() : QStringLiteral("pw")))
        qWarning("psql failed: %s", qPrintable(output));
    return output;
}

QStringList TestClubBatch::addPlayers(int count) const
{
    QStringList players;
    for (int i = 0; i < count; ++i) {
        players << sql(QStringLiteral("SELECT tornei_club.add_player('P%1', 'p%1')").arg(i), QStringLiteral("table1"));
    }
    return players;
}

ClubSubmission TestClubBatch::game(QRandomGenerator &rng, const QStringList &players, bool finished) const
{
    const int count = 3 + static_cast<int>(rng.bounded(2));
    Record record = finished ? RandomGame::play(rng, count) : RandomGame::playStopped(rng, count);
    ClubSubmission sent;
    sent.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    int next = static_cast<int>(rng.bounded(static_cast<quint32>(players.size())));
    for (int s = 0; s < SeatCount; ++s) {
        if (!record.isPlayer(s))
            continue;
        const int index = next++ % static_cast<int>(players.size());
        // Named as the club knows the player (addPlayers).
        record.seats[static_cast<std::size_t>(s)] = QStringLiteral("P%1").arg(index);
        sent.seatPlayers[static_cast<std::size_t>(s)] = players[index];
    }
    sent.record = RecordFormat::write(record);
    sent.recordSha256 = sha(sent.record);
    return sent;
}

std::optional<std::vector<ClubReceipt>> TestClubBatch::send(const QString &login,
                                                            const std::vector<ClubSubmission> &games)
{
    ClubConnection connection;
    StoreError error;
    if (!connection.open(m_cluster->server(QStringLiteral("club%1").arg(m_database), login), &error)) {
        qWarning("%s", qPrintable(error.message));
        return std::nullopt;
    }
    ClubGames club(connection.db());
    // Into the club's inbox, and what the club's service made of them.
    std::optional<std::vector<ClubReceipt>> receipts = club.submit(games, &error);
    if (!receipts)
        qWarning("%s", qPrintable(error.detail.isEmpty() ? error.message : error.detail));
    return receipts;
}

void TestClubBatch::checkSums(const char *when)
{
    const QStringList columns = figureColumns();
    QStringList sums = {QStringLiteral("count(*)"), QStringLiteral("count(*) FILTER (WHERE s.winner)"),
                        QStringLiteral("count(*) FILTER (WHERE s.shared_win)")};
    for (qsizetype i = 3; i < columns.size(); ++i)
        sums << QStringLiteral("sum(s.%1)").arg(columns[i]);
    const QString counted = QStringLiteral(" JOIN tornei_club.games g ON g.id = s.game"
                                           " WHERE NOT g.voided AND s.counted AND s.player IS NOT NULL");
    const QString keptFigures =
        sql(QStringLiteral("SELECT string_agg(f::text, ' ' ORDER BY f.player) FROM tornei_club.player_figures f"
                           " WHERE %1 <> 0")
                .arg(columns.join(QStringLiteral(" <> 0 OR "))));
    const QString figures = sql(QStringLiteral("SELECT string_agg(t::text, ' ' ORDER BY t.player) FROM"
                                               " (SELECT s.player, %1 FROM tornei_club.game_seats s%2 GROUP BY s.player) t")
                                    .arg(sums.join(QStringLiteral(", ")), counted));
    QVERIFY2(!figures.isEmpty(), when);
    QVERIFY2(keptFigures == figures, when);
    const QString keptPairs = sql(QStringLiteral(
        "SELECT string_agg(p::text, ' ' ORDER BY p.player, p.opponent) FROM tornei_club.player_pairs p"
        " WHERE p.games <> 0 OR p.above <> 0 OR p.below <> 0 OR p.equal <> 0"));
    const QString pairs = sql(QStringLiteral(
        "SELECT string_agg(t::text, ' ' ORDER BY t.player, t.opponent) FROM"
        " (SELECT s.player, o.player AS opponent, count(*), count(*) FILTER (WHERE s.total > o.total),"
        " count(*) FILTER (WHERE s.total < o.total), count(*) FILTER (WHERE s.total = o.total)"
        " FROM tornei_club.game_seats s JOIN tornei_club.game_seats o ON o.game = s.game AND o.seat <> s.seat"
        " AND o.counted AND o.player IS NOT NULL%1 GROUP BY s.player, o.player) t")
                                  .arg(counted));
    QVERIFY2(!pairs.isEmpty(), when);
    QVERIFY2(keptPairs == pairs, when);
}

void TestClubBatch::keptSumsFollowEveryPath()
{
    const QStringList players = addPlayers(7);
    QRandomGenerator rng(20261124);
    std::vector<ClubSubmission> games;
    for (int i = 0; i < 40; ++i)
        games.push_back(game(rng, players, i % 7 != 3));
    const std::optional<std::vector<ClubReceipt>> added = send(QStringLiteral("table1"), games);
    QVERIFY(added);
    QCOMPARE(added->size(), games.size());
    for (const ClubReceipt &receipt : *added)
        QCOMPARE(receipt.outcome, ClubReceipt::Outcome::Added);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.game_seats")).toInt() > 100, true);
    checkSums("after the batch");

    // A batch of revisions (other cards, other players), games sent again unchanged, and new ones.
    std::vector<ClubSubmission> next;
    for (int i = 0; i < 10; ++i) {
        ClubSubmission revised = game(rng, players, i != 4);
        revised.id = games[static_cast<std::size_t>(i)].id;
        revised.base = 1;
        games[static_cast<std::size_t>(i)] = revised;
        next.push_back(revised);
    }
    for (int i = 10; i < 13; ++i) {
        next.push_back(games[static_cast<std::size_t>(i)]);
        next.back().base = 1;
    }
    for (int i = 0; i < 5; ++i)
        next.push_back(game(rng, players, true));
    const std::optional<std::vector<ClubReceipt>> answered = send(QStringLiteral("table1"), next);
    QVERIFY(answered);
    for (std::size_t i = 0; i < next.size(); ++i) {
        const ClubReceipt &receipt = (*answered)[i];
        QCOMPARE(receipt.game, next[i].id);
        QCOMPARE(receipt.outcome, i < 10 ? ClubReceipt::Outcome::Revised
                                  : i < 13 ? ClubReceipt::Outcome::Unchanged
                                           : ClubReceipt::Outcome::Added);
        QCOMPARE(receipt.revision, i < 10 ? 2 : 1);
    }
    checkSums("after the revisions");

    // Two games voided (in one statement), then one counted again, by the tables' owner: the kept sums follow.
    const QString voidTwo = QStringLiteral("UPDATE tornei_club.games SET voided = %1 WHERE id IN ('%2', '%3')");
    sql(voidTwo.arg(QStringLiteral("true"), games[0].id, games[20].id));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.games WHERE voided")), QStringLiteral("2"));
    checkSums("after a void");
    sql(QStringLiteral("UPDATE tornei_club.games SET voided = false WHERE id = '%1'").arg(games[20].id));
    checkSums("after an unvoid");

    // The owner's hand on the seats: one seat taken out, whole games' seats, then put back.
    sql(QStringLiteral("CREATE TABLE public.saved AS SELECT * FROM tornei_club.game_seats WHERE game IN ('%1', '%2', '%3');"
                       " GRANT SELECT ON public.saved TO director")
            .arg(games[21].id, games[22].id, games[23].id));
    sql(QStringLiteral("DELETE FROM tornei_club.game_seats WHERE game = '%1' AND seat = 1").arg(games[21].id));
    checkSums("after a seat's delete");
    sql(QStringLiteral("DELETE FROM tornei_club.game_seats WHERE game IN ('%1', '%2')").arg(games[22].id, games[23].id));
    checkSums("after two games' seats were deleted");
    sql(QStringLiteral("INSERT INTO tornei_club.game_seats SELECT * FROM public.saved WHERE game = '%1' AND seat = 1")
            .arg(games[21].id));
    checkSums("after a seat's insert");
    sql(QStringLiteral("INSERT INTO tornei_club.game_seats SELECT * FROM public.saved WHERE game <> '%1'").arg(games[21].id));
    checkSums("after two games' seats were inserted");
    // And one game by the older call, one at a time.
    ClubSubmission single = game(rng, players, true);
    single.id = games[30].id;
    single.base = 1;
    ClubConnection connection;
    QVERIFY(connection.open(m_cluster->server(QStringLiteral("club%1").arg(m_database), QStringLiteral("table1"))));
    ClubGames club(connection.db());
    QCOMPARE(club.submit(single.id, 1, {}, single.record, single.recordSha256, single.seatPlayers)->outcome,
             ClubReceipt::Outcome::Revised);
    checkSums("after a single revision");
}

void TestClubBatch::aBatchNeverRevisesAnotherTablesGame()
{
    const QStringList players = addPlayers(4);
    QRandomGenerator rng(5);
    const ClubSubmission theirs = game(rng, players, true);
    QCOMPARE(send(QStringLiteral("table1"), {theirs})->front().outcome, ClubReceipt::Outcome::Added);
    const QString seats = QStringLiteral("SELECT string_agg(seat || ':' || total, ' ' ORDER BY seat)"
                                         " FROM tornei_club.game_seats WHERE game = '%1'")
                              .arg(theirs.id);
    const QString before = sql(seats);
    QVERIFY(!before.isEmpty());

    // Table 2 sends a revision of table 1's game in a batch beside a game of its own.
    ClubSubmission forged = game(rng, players, true);
    forged.id = theirs.id;
    forged.base = 1;
    const ClubSubmission own = game(rng, players, true);
    const std::optional<std::vector<ClubReceipt>> answered = send(QStringLiteral("table2"), {forged, own});
    QVERIFY(answered);
    QCOMPARE((*answered)[0].outcome, ClubReceipt::Outcome::Disputed);
    QCOMPARE((*answered)[0].revision, 1);
    QCOMPARE((*answered)[1].outcome, ClubReceipt::Outcome::Added);
    QCOMPARE(sql(QStringLiteral("SELECT revision || ' ' || submitted_by || ' ' || (record = '%1')"
                                " FROM tornei_club.games WHERE id = '%2'")
                     .arg(QString::fromUtf8(theirs.record).replace(QLatin1Char('\''), QStringLiteral("''")), theirs.id)),
             QStringLiteral("1 table1 true"));
    QCOMPARE(sql(seats), before);
    QCOMPARE(sql(QStringLiteral("SELECT submitted_by || ' ' || base_revision FROM tornei_club.disputes WHERE game = '%1'")
                     .arg(theirs.id)),
             QStringLiteral("table2 1"));
    checkSums("after a forged revision");
}

void TestClubBatch::aBatchAnswersAsOneByOne()
{
    const auto record = [](const char *text) {
        ClubSubmission sent;
        sent.record = recordFor(text);
        sent.recordSha256 = sha(sent.record);
        sent.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        return sent;
    };
    ClubSubmission kept = record("{\"kept\": 1}"), revised = record("{\"revised\": 1}"),
                   older = record("{\"older\": 1}"), there = record("{\"there\": 1}");
    QVERIFY(send(QStringLiteral("table1"), {kept, revised, older, there}));
    // `older` is revised twice here; a laptop then sends its revision of revision 1.
    older.record = recordFor("{\"older\": 2}");
    older.recordSha256 = sha(older.record);
    older.base = 1;
    QVERIFY(send(QStringLiteral("table1"), {older}));
    revised.record = recordFor("{\"revised\": 2}");
    revised.recordSha256 = sha(revised.record);
    revised.base = 1;
    ClubSubmission stale = older;
    stale.record = recordFor("{\"older\": \"elsewhere\"}");
    stale.recordSha256 = sha(stale.record);
    ClubSubmission sameRecord = record("{\"there\": 1}");
    ClubSubmission fresh = record("{\"fresh\": 1}");
    const std::vector<ClubSubmission> batch = {kept, revised, stale, sameRecord, fresh};
    const std::vector<std::pair<ClubReceipt::Outcome, QString>> expected = {
        {ClubReceipt::Outcome::Unchanged, kept.id}, {ClubReceipt::Outcome::Revised, revised.id},
        {ClubReceipt::Outcome::Disputed, older.id}, {ClubReceipt::Outcome::SameGame, there.id},
        {ClubReceipt::Outcome::Added, fresh.id},
    };
    const std::vector<int> revisions = {1, 2, 2, 1, 1};
    const std::optional<std::vector<ClubReceipt>> answered = send(QStringLiteral("table1"), batch);
    QVERIFY(answered);
    QCOMPARE(answered->size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE((*answered)[i].outcome, expected[i].first);
        QCOMPARE((*answered)[i].game, expected[i].second);
        QCOMPARE((*answered)[i].revision, revisions[i]);
    }
    // Sent again, the same batch changes nothing more.
    const std::optional<std::vector<ClubReceipt>> again = send(QStringLiteral("table1"), batch);
    QVERIFY(again);
    QCOMPARE((*again)[1].outcome, ClubReceipt::Outcome::Unchanged);
    QCOMPARE((*again)[4].outcome, ClubReceipt::Outcome::Unchanged);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.disputes")), QStringLiteral("1"));
    // One game twice in a batch: answered one at a time, in order.
    ClubSubmission first = record("{\"twice\": 1}");
    ClubSubmission second = first;
    second.record = recordFor("{\"twice\": 2}");
    second.recordSha256 = sha(second.record);
    second.base = 1;
    const std::optional<std::vector<ClubReceipt>> twice = send(QStringLiteral("table1"), {first, second});
    QVERIFY(twice);
    QCOMPARE((*twice)[0].outcome, ClubReceipt::Outcome::Added);
    QCOMPARE((*twice)[1].outcome, ClubReceipt::Outcome::Revised);
    QCOMPARE((*twice)[1].revision, 2);
}

// The references of a game's seats and summary, checked once per statement:
// they cannot name a game or a player the club lacks, and what they name
// cannot go (tried as the cluster's owner, whom no grant stops).
void TestClubBatch::resultsNameOnlyWhatTheClubHas()
{
    const QStringList players = addPlayers(4);
    QRandomGenerator rng(7);
    std::vector<ClubSubmission> games;
    for (int i = 0; i < 3; ++i)
        games.push_back(game(rng, players, true));
    QVERIFY(send(QStringLiteral("table1"), games));
    const QString seats = QStringLiteral("SELECT count(*) FROM tornei_club.game_seats");
    const QString before = sql(seats);
    QVERIFY(before.toInt() >= 9);
    const QString stranger = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const auto refused = [&](const QString &statement) {
        const QString out = sql(QStringLiteral("DO $$ BEGIN %1; EXCEPTION WHEN foreign_key_violation THEN"
                                               " RAISE EXCEPTION 'refused: 23503'; END $$")
                                    .arg(statement));
        return out.contains(QLatin1String("refused: 23503"));
    };
    // A seat and a summary of a game the club does not have; a seat moved to a player it does not have.
    for (const char *table : {"game_seats", "game_summaries"}) {
        QVERIFY2(refused(QStringLiteral("INSERT INTO tornei_club.%1 SELECT (jsonb_populate_record(NULL::tornei_club.%1,"
                                        " to_jsonb(r) || jsonb_build_object('game', '%2'))).*"
                                        " FROM tornei_club.%1 r WHERE game = '%3'")
                             .arg(QLatin1String(table), stranger, games[0].id)),
                 table);
    }
    QVERIFY(refused(QStringLiteral("UPDATE tornei_club.game_seats SET player = '%1' WHERE game = '%2' AND seat = 0")
                        .arg(stranger, games[0].id)));
    // A game its seats or its summary name, and a player a seat names.
    for (const char *results : {"game_summaries", "game_seats"}) {
        QVERIFY2(refused(QStringLiteral("DELETE FROM tornei_club.%1 WHERE game = '%2';"
                                        " DELETE FROM tornei_club.games WHERE id = '%2'")
                             .arg(QLatin1String(results), games[1].id)),
                 results);
    }
    QVERIFY(refused(QStringLiteral("UPDATE tornei_club.games SET id = '%1' WHERE id = '%2'").arg(stranger, games[1].id)));
    const auto named = std::find_if(games[1].seatPlayers.begin(), games[1].seatPlayers.end(),
                                    [](const QString &player) { return !player.isEmpty(); });
    QVERIFY(named != games[1].seatPlayers.end());
    QVERIFY(refused(QStringLiteral("DELETE FROM tornei_club.players WHERE id = '%1'").arg(*named)));
    QCOMPARE(sql(seats), before);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.game_summaries")).toInt(), 3);
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.games")).toInt(), 3);
    checkSums("after the refusals");
    // Without its seats (and summary), a game can go.
    QVERIFY(!refused(QStringLiteral("DELETE FROM tornei_club.game_seats WHERE game = '%1';"
                                    " DELETE FROM tornei_club.game_summaries WHERE game = '%1';"
                                    " DELETE FROM tornei_club.disputes WHERE game = '%1';"
                                    " DELETE FROM tornei_club.games WHERE id = '%1'")
                         .arg(games[2].id)));
    QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tornei_club.games")).toInt(), 2);
    checkSums("after a game was deleted with its seats");
}

void TestClubBatch::aGameWrittenAgainIsNotedOnceForEachPlace()
{
    const QStringList players = addPlayers(5);
    QRandomGenerator rng(20261129);
    const ClubSubmission sent = game(rng, players, true);
    QVERIFY(send(QStringLiteral("table1"), {sent}));
    // The notes for the ratings that `writes` makes, in one transaction the service's rating cannot see into.
    const auto notes = [&](const QString &writes) {
        return sql(QStringLiteral(
                       "SELECT set_config('test.before', (SELECT coalesce(max(id), 0) FROM tornei_club.rating_changes)::text, true);"
                       " CREATE TEMP TABLE seats AS SELECT * FROM tornei_club.game_seats WHERE game = '%1';"
                       " CREATE TEMP TABLE summary AS SELECT * FROM tornei_club.game_summaries WHERE game = '%1';"
                       " %2;"
                       " SELECT count(*) FROM tornei_club.rating_changes"
                       " WHERE game = '%1' AND id > current_setting('test.before')::bigint")
                       .arg(sent.id, writes))
            .trimmed()
            .section(QLatin1Char('\n'), -1)
            .toInt();
    };
    const QString seatsOut = QStringLiteral("DELETE FROM tornei_club.game_seats WHERE game = '%1'").arg(sent.id);
    const QString summaryOut = QStringLiteral("DELETE FROM tornei_club.game_summaries WHERE game = '%1'").arg(sent.id);
    const QString summaryIn = QStringLiteral("INSERT INTO tornei_club.game_summaries SELECT * FROM summary");
    const QString seatsIn = QStringLiteral("INSERT INTO tornei_club.game_seats SELECT * FROM seats");
    // As the service writes a revision: the place the seats leave and the one they take, once each.
    QCOMPARE(notes(QStringList{seatsOut, summaryOut, summaryIn, seatsIn}.join(QStringLiteral("; "))), 2);
    // A summary replaced beside its seats moves them too.
    QCOMPARE(notes(summaryOut + QStringLiteral("; ") + summaryIn), 2);
    // A summary without seats moves nobody's rating: only the seats' going is noted.
    sql(QStringLiteral("CREATE TABLE public.kept AS SELECT * FROM tornei_club.game_seats WHERE game = '%1'").arg(sent.id));
    QCOMPARE(notes(QStringList{seatsOut, summaryOut, summaryIn}.join(QStringLiteral("; "))), 1);
    QCOMPARE(notes(QStringLiteral("INSERT INTO tornei_club.game_seats SELECT * FROM public.kept")), 1);
    checkSums("after the rewrites");
}

QTEST_GUILESS_MAIN(TestClubBatch)
#include "tst_clubbatch.moc"
