// The club's service is the only writer of what the club counts: tried from
// psql with a table's and a director's login, every write of a result, an
// identity, a number or a rating is refused and changes nothing; forged
// submissions are rejected with a reason and count nowhere; a closed event
// refuses every change; game numbers come in order, without gaps; and what
// waits in the inbox while no service runs is read, once, when one starts.
#include "clirun.h"
#include "clubconnection.h"
#include "clubevents.h"
#include "clubfixture.h"
#include "clubgames.h"
#include "clubservice.h"
#include "gamerecords.h"
#include "pgcluster.h"
#include "playername.h"
#include "recordedits.h"
#include "recordformat.h"
#include "storeerror.h"

#include <QCryptographicHash>
#include <QTemporaryDir>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTest>
#include <QUuid>

using namespace tornei;
using namespace tornei::testing;

namespace {

QString sha(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString quoted(const QByteArray &text)
{
    return QLatin1Char('\'') + QString::fromUtf8(text).replace(QLatin1Char('\''), QStringLiteral("''")) +
           QLatin1Char('\'');
}

} // namespace

class TestClubService : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void noLoginButTheServicesWritesAResult();
    void forgedSubmissionsAreRejectedAndCountNowhere();
    void aClosedEventRefusesEveryChange();
    void aTableHoldingANightHoldsUpNoService();
    void aVoidedGameSentAgainStaysVoided();
    void aTableFollowsOnlyItsOwnSubmissions();
    void numbersComeInOrderWithoutGaps();
    void submissionsWaitForTheService();
    void aGameRemovedWhileItWaitsNeverCounts();
    void aSubmissionReadAheadIsTakenOnlyWhileItWaits();
    void manySubmissionsOfOneGameAreTakenInTurn();
    void largeRecordsAreTakenAFewABatch();
    void aSubmissionSentAgainWhileItWaitsIsOne();
    void aTableNeitherStallsNorFoolsTheService();
    void theServiceOutlivesBeingWokenWhileItFails();
    void whatTheServerRefusesToWriteIsRejectedAlone();
    void aMergeNeverLoopsNorJoinsTwoPlayersOfOneGame();
    void twoServicesReadEachSubmissionOnce();
    void aServiceKilledDuringAnUploadLosesNothing();

private:
    QString database() const { return QStringLiteral("svc%1").arg(m_database); }
    // psql as `login`: true when it ran, its output (or psql's error) in *out.
    bool psql(const QString &sql, QString *out, const QString &login = QStringLiteral("postgres")) const
    {
        return m_cluster->psql(sql, out, database(), login,
                               login == QLatin1String("postgres") ? QString() : QStringLiteral("pw"));
    }
    QString value(const QString &sql) const
    {
        QString out;
        if (!psql(sql, &out))
            qWarning("%s", qPrintable(out));
        return out;
    }
    // What the club counts, all in one line, to compare before and after.
    QString everything() const
    {
        return value(QStringLiteral(
            "SELECT (SELECT count(*) FROM tornei_club.games) || '/' || (SELECT coalesce(sum(total), 0)"
            " FROM tornei_club.game_seats) || '/' || (SELECT coalesce(sum(total), 0) FROM tornei_club.player_figures)"
            " || '/' || (SELECT count(*) FROM tornei_club.rating_steps) || '/' || (SELECT coalesce(max(number), 0)"
            " FROM tornei_club.games) || '/' || (SELECT count(*) FROM tornei_club.disputes)"));
    }
    QStringList addPlayers() const;
    // A whole game between the three players, as a laptop writes it.
    QByteArray game(int seed) const;
    // The club's players in a record's seats, as submit_games takes them (none for what is not a record).
    QString playersOf(const QByteArray &record) const;
    // Submits a record as `login` from psql; its ticket.
    qint64 submit(const QString &login, const QString &id, const QByteArray &record, const QString &extra = QString());
    // `count` games submitted by table1, one at a time, under new ids (added to *ids); their tickets.
    std::vector<qint64> submitGames(int count, int firstSeed, QStringList *ids);
    // The inbox's answer for a ticket, once the service has given it.
    QString answer(qint64 ticket);
    // A game of table1's the club has, attached to a club night of one round (its one table seated
    // as the game is); event 0 on failure.
    struct Night
    {
        QString game;
        Record record;
        qint64 event = 0;
    };
    Night night(int seed);

    // `club serve` as an admin runs it, for this test's club.
    std::unique_ptr<QProcess> serve();
    // A laptop of `count` finished games between the club's three players.
    QString laptop(const QString &name, int count);

    ClubCluster m_cluster;
    QTemporaryDir m_dir;
    int m_database = 0;
    QStringList m_players;
};

void TestClubService::initTestCase()
{
    QString why;
    m_cluster = startClubCluster({QStringLiteral("table1"), QStringLiteral("table2")}, {QStringLiteral("director")},
                                 &why);
    QVERIFY2(m_cluster, qPrintable(why));
}

void TestClubService::cleanupTestCase()
{
    m_cluster.reset();
}

void TestClubService::init()
{
    ++m_database;
    QString why;
    QVERIFY2(makeClubDatabase(*m_cluster, database(), &why), qPrintable(why));
    m_players = addPlayers();
    QCOMPARE(m_players.size(), 3);
}

QStringList TestClubService::addPlayers() const
{
    QStringList ids;
    for (const char *name : {"Aiko", "Ben", "Chie"}) {
        QString out;
        if (psql(QStringLiteral("SELECT tornei_club.add_player('%1', '%2')")
                     .arg(QLatin1String(name), QString::fromLatin1(name).toLower()),
                 &out, QStringLiteral("table1")))
            ids << out;
        else
            qWarning("%s", qPrintable(out));
    }
    return ids;
}

QByteArray TestClubService::game(int seed) const
{
    QRandomGenerator rng(static_cast<quint32>(seed));
    Record record = clubGame(rng, seed);
    int next = 0;
    const char *names[] = {"Aiko", "Ben", "Chie"};
    for (int s = 0; s < SeatCount; ++s) {
        if (record.isPlayer(s))
            record.seats[static_cast<std::size_t>(s)] = QString::fromLatin1(names[next++]);
    }
    return RecordFormat::write(GameRecords::exportable(record));
}

QString TestClubService::playersOf(const QByteArray &record) const
{
    RecordError unreadable;
    const std::optional<Record> read = RecordFormat::read(record, &unreadable);
    QStringList players;
    int next = 0;
    for (int s = 0; s < SeatCount; ++s) {
        players << (read && read->isPlayer(s) ? QLatin1Char('"') + m_players[next++] + QLatin1Char('"')
                                              : QStringLiteral("null"));
    }
    return QLatin1Char('[') + players.join(QLatin1Char(',')) + QLatin1Char(']');
}

qint64 TestClubService::submit(const QString &login, const QString &id, const QByteArray &record,
                               const QString &extra)
{
    QString out;
    const QString sql =
        QStringLiteral("SELECT ticket FROM tornei_club.submit_games(jsonb_build_array(jsonb_build_object('id', '%1',"
                       " 'base', 0, 'record', %2::text, 'players', '%3'::jsonb)%4))")
            .arg(id, quoted(record), playersOf(record), extra);
    if (!psql(sql, &out, login)) {
        qWarning("%s", qPrintable(out));
        return 0;
    }
    return out.toLongLong();
}

std::vector<qint64> TestClubService::submitGames(int count, int firstSeed, QStringList *ids)
{
    std::vector<qint64> tickets;
    for (int i = 0; i < count; ++i) {
        *ids << QUuid::createUuid().toString(QUuid::WithoutBraces);
        tickets.push_back(submit(QStringLiteral("table1"), ids->back(), game(firstSeed + i)));
    }
    return tickets;
}

QString TestClubService::answer(qint64 ticket)
{
    QString out;
    for (int tries = 0; tries < 3000; ++tries) {
        out = value(QStringLiteral("SELECT state || coalesce(' ' || coalesce(outcome, rejection), '') FROM tornei_club.inbox"
                                   " WHERE id = %1").arg(ticket));
        if (!out.startsWith(QLatin1String("waiting"))) {
            // And rated, once the inbox is quiet: nothing changes after the answer.
            for (int rated = 0; rated < 3000 && value(QStringLiteral("SELECT count(*) FROM tornei_club.rating_changes"))
                                                    != QLatin1String("0");
                 ++rated)
                QTest::qWait(20);
            return out;
        }
        QTest::qWait(20);
    }
    return out;
}

void TestClubService::noLoginButTheServicesWritesAResult()
{
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const qint64 ticket = submit(QStringLiteral("table1"), id, game(1));
    QVERIFY(ticket > 0);
    QCOMPARE(answer(ticket), QStringLiteral("done added"));
    // And rated, once the inbox is quiet.
    QTRY_COMPARE_WITH_TIMEOUT(value(QStringLiteral("SELECT count(*) FROM tornei_club.rating_changes")),
                              QStringLiteral("0"), 60000);
    const QString before = everything();
    const QString player = m_players[0];
    // Each of these, from each login, is refused and changes nothing.
    const QStringList writes = {
        QStringLiteral("INSERT INTO tornei_club.games (id, revision, record, record_sha256, submitted_by, number)"
                       " VALUES (gen_random_uuid(), 1, 'x', repeat('a', 64), current_user, 99)"),
        QStringLiteral("UPDATE tornei_club.games SET changed = 1, xid = '1'::xid8"),
        QStringLiteral("UPDATE tornei_club.games SET number = 7"),
        QStringLiteral("UPDATE tornei_club.games SET record_sha256 = repeat('b', 64)"),
        QStringLiteral("UPDATE tornei_club.games SET voided = true"),
        QStringLiteral("DELETE FROM tornei_club.games"),
        QStringLiteral("INSERT INTO tornei_club.game_seats SELECT * FROM tornei_club.game_seats"),
        QStringLiteral("UPDATE tornei_club.game_seats SET total = total + 100"),
        QStringLiteral("DELETE FROM tornei_club.game_seats"),
        QStringLiteral("UPDATE tornei_club.game_summaries SET totals = '{1,2,3}'"),
        QStringLiteral("DELETE FROM tornei_club.game_summaries"),
        QStringLiteral("UPDATE tornei_club.player_figures SET total = 1000"),
        QStringLiteral("INSERT INTO tornei_club.rating_steps VALUES (now(), repeat('a', 64), '%1', '%2', 1000, 1)")
            .arg(id, player),
        QStringLiteral("UPDATE tornei_club.player_ratings SET mu = 1000"),
        QStringLiteral("SELECT tornei_club.keep_ratings(0, 0, ARRAY['%1']::uuid[], ARRAY['%2']::uuid[],"
                       " ARRAY[1000]::float8[], ARRAY[1]::float8[])")
            .arg(id, player),
        QStringLiteral("SELECT tornei_club.write_results('%1', '{}'::jsonb)").arg(id),
        QStringLiteral("SELECT * FROM tornei_club.derive_games('[]'::jsonb, '{}'::text[], '{}')"),
        QStringLiteral("SELECT * FROM tornei_club.derive_game('%1', 1, 'x', repeat('a', 64), NULL, 'table1')")
            .arg(id),
        QStringLiteral("INSERT INTO tornei_club.disputes (game, record, record_sha256, base_revision, submitted_by)"
                       " VALUES ('%1', 'x', repeat('c', 64), 1, current_user)")
            .arg(id),
        QStringLiteral("INSERT INTO tornei_club.inbox (game, base, record, sent_sha256, players, submitted_by)"
                       " VALUES ('%1', 0, 'x', 'x', '{}', 'director')")
            .arg(id),
        QStringLiteral("UPDATE tornei_club.inbox SET state = 'rejected', rejection = 'no'"),
        QStringLiteral("UPDATE tornei_club.players SET changed = 1"),
        QStringLiteral("INSERT INTO tornei_club.players (id, name, name_key, changed) VALUES"
                       " (gen_random_uuid(), 'Dan', 'dan', 1)"),
        // A player's id is the server's too.
        QStringLiteral("INSERT INTO tornei_club.players (id, name, name_key) VALUES"
                       " ('00000000-0000-4000-8000-000000000001', 'Dan', 'dan')"),
    };
    for (const QString &login : {QStringLiteral("table1"), QStringLiteral("director")}) {
        for (const QString &write : writes) {
            QString out;
            QVERIFY2(!psql(write, &out, login), qPrintable(login + QLatin1String(": ") + write));
            QCOMPARE(everything(), before);
        }
    }
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.inbox")), QStringLiteral("1"));
    // Nor by lending our functions a type: a domain in the login's temporary schema, named as one
    // of those they take ("uuid", "text", "jsonb"), whose check would run the login's code with
    // the owner's rights if they looked there first.
    const QString lend = QStringLiteral(
        "CREATE FUNCTION pg_temp.escalate(v anyelement) RETURNS boolean LANGUAGE plpgsql AS $f$ BEGIN"
        " IF current_user <> session_user THEN EXECUTE format('GRANT tornei_service TO %I', session_user);"
        " UPDATE tornei_club.player_figures SET total = total + 1000; END IF; RETURN true; END $f$;"
        " CREATE DOMAIN pg_temp.uuid AS pg_catalog.uuid CHECK (pg_temp.escalate(VALUE));"
        " CREATE DOMAIN pg_temp.text AS pg_catalog.text CHECK (pg_temp.escalate(VALUE));"
        " CREATE DOMAIN pg_temp.jsonb AS pg_catalog.jsonb CHECK (pg_temp.escalate(VALUE));"
        " SELECT tornei_club.add_player('Zed', 'zed'); SELECT tornei_club.remove_game(gen_random_uuid());"
        " SELECT count(*) FROM tornei_club.submit_games(jsonb_build_array(jsonb_build_object('id', gen_random_uuid(),"
        " 'record', 'x')));");
    for (const QString &login : {QStringLiteral("table1"), QStringLiteral("director")}) {
        QString out;
        QVERIFY2(psql(lend, &out, login), qPrintable(out));
        QCOMPARE(value(QStringLiteral("SELECT pg_has_role('%1', 'tornei_service', 'MEMBER')").arg(login)),
                 QStringLiteral("f"));
        QCOMPARE(everything(), before);
    }
}

void TestClubService::forgedSubmissionsAreRejectedAndCountNowhere()
{
    const QByteArray record = game(2);
    QCOMPARE(answer(submit(QStringLiteral("table1"), QUuid::createUuid().toString(QUuid::WithoutBraces), record)),
             QStringLiteral("done added"));
    const QString before = everything();
    const auto rejected = [&](const QByteArray &text, const QString &extra = QString()) {
        return answer(submit(QStringLiteral("table2"), QUuid::createUuid().toString(QUuid::WithoutBraces), text,
                             extra));
    };
    // A card that is no card of the game (a fault of play, such as a card played twice, is the
    // table's to record and counts as a local import counts it).
    QByteArray illegal = game(3);
    const QRegularExpressionMatch card =
        QRegularExpression(QStringLiteral("\"jousts\": \\[\\s*\"([A-Z][0-9]+)\"")).match(QString::fromUtf8(illegal));
    QVERIFY(card.hasMatch());
    illegal.replace(card.capturedStart(1), card.capturedLength(1), "F99");
    QVERIFY(rejected(illegal).startsWith(QLatin1String("rejected ")));
    // Not a record at all, and one past the reader's limits.
    QVERIFY(rejected("{\"format\": \"tornei-record\"}").startsWith(QLatin1String("rejected ")));
    // Past the reader's limits: refused by the server as it is sent, or by the service.
    QByteArray huge = game(4);
    huge.insert(huge.lastIndexOf('}'), ", \"x-pad\": \"" + QByteArray(RecordFormat::MaxFileBytes, 'a') + "\"");
    ClubConnection table2;
    StoreError error;
    QVERIFY(table2.open(m_cluster->server(database(), QStringLiteral("table2")), &error));
    QVERIFY(!ClubGames(table2.db()).send(
        {{QUuid::createUuid().toString(QUuid::WithoutBraces), 0, {}, huge, {}, {}, {}}}, &error));
    QVERIFY2(error.message.contains(QLatin1String("4 MiB")) || error.detail.contains(QLatin1String("4 MiB")),
             qPrintable(error.message));
    QByteArray deep = game(4);
    deep.insert(deep.lastIndexOf('}'), ", \"x-deep\": " + QByteArray(200, '[') + QByteArray(200, ']'));
    QVERIFY(rejected(deep).startsWith(QLatin1String("rejected ")));
    // Within the limits as sent (80 KB), past them written out (a value a line, 60 deep).
    const QByteArray padded = withDeepZeros(game(4), 4);
    QVERIFY(padded.size() < 100 * 1024);
    const QString written = rejected(padded);
    QVERIFY2(written.startsWith(QLatin1String("rejected Written out, this record would take")), qPrintable(written));
    // Figures sent beside the record that its cards do not give.
    QVERIFY(rejected(game(5), QStringLiteral(" || jsonb_build_object('results', '{\"summary\": {\"totals\": [99]}}'::jsonb)"))
                .startsWith(QLatin1String("rejected The figures")));
    // The same record again, under another checksum.
    const QString forgedSha = QStringLiteral("'%1'").arg(sha("another"));
    QVERIFY(rejected(record, QStringLiteral(" || jsonb_build_object('sha', %1)").arg(forgedSha))
                .startsWith(QLatin1String("rejected The checksum")));
    // ... and under its own: the game already there.
    QCOMPARE(rejected(record), QStringLiteral("done same-game"));
    QCOMPARE(everything(), before);
}

TestClubService::Night TestClubService::night(int seed)
{
    Night made;
    made.game = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QByteArray text = game(seed);
    if (answer(submit(QStringLiteral("table1"), made.game, text)) != QLatin1String("done added"))
        return made;
    made.record = *RecordFormat::read(text, nullptr);
    const QString &id = made.game;
    const Record &record = made.record;
    QString out;
    if (!psql(QStringLiteral("SELECT tornei_club.create_event('Night', '2026-11-21', 1, ARRAY['%1', '%2', '%3']::uuid[])")
                  .arg(m_players[0], m_players[1], m_players[2]),
              &out, QStringLiteral("director"))) {
        qWarning("%s", qPrintable(out));
        return made;
    }
    const qint64 event = out.toLongLong();
    QStringList seats;
    int next = 0;
    for (int s = 0; s < SeatCount; ++s)
        seats << (record.isPlayer(s) ? QString::number(next++) : QStringLiteral("null"));
    if (!psql(QStringLiteral("SELECT tornei_club.seat_round(%1, 1, '{\"tables\": [{\"seats\": [%2], \"firstDealer\": %3}],"
                             " \"sittingOut\": []}'::jsonb)")
                  .arg(event)
                  .arg(seats.join(QLatin1Char(',')))
                  .arg(record.firstDealer),
              &out, QStringLiteral("director")) ||
        !psql(QStringLiteral("SELECT tornei_club.attach_game(%1, 1, 1, '%2')").arg(event).arg(id), &out,
              QStringLiteral("table1"))) {
        qWarning("%s", qPrintable(out));
        return made;
    }
    made.event = event;
    return made;
}

void TestClubService::aClosedEventRefusesEveryChange()
{
    const Night made = night(6);
    QVERIFY(made.event > 0);
    const QString &id = made.game;
    const Record &read = made.record;
    const qint64 event = made.event;
    QString out;
    QVERIFY2(psql(QStringLiteral("SELECT tornei_club.close_event(%1, 'done')").arg(event), &out,
                  QStringLiteral("director")),
             qPrintable(out));
    const QString before = everything();
    const QString audits = value(QStringLiteral("SELECT count(*) FROM tornei_club.event_audit"));
    // A revision, from the table and from the director: rejected by the service, with the reason.
    for (const QString &login : {QStringLiteral("table1"), QStringLiteral("director")}) {
        Record revised = read;
        revised.excluded = !revised.excluded;
        const QString said = answer(submit(login, id, RecordFormat::write(revised),
                                           QStringLiteral(" || jsonb_build_object('base', 1)")));
        QVERIFY2(said.contains(QLatin1String("closed")), qPrintable(said));
    }
    // A removal request, a void, an attach elsewhere: refused by the server.
    QVERIFY(!psql(QStringLiteral("SELECT tornei_club.remove_game('%1')").arg(id), &out, QStringLiteral("table2")));
    QVERIFY(out.contains(QLatin1String("closed")));
    QVERIFY(!psql(QStringLiteral("SELECT tornei_club.remove_game('%1')").arg(id), &out, QStringLiteral("director")));
    // Nor a dispute, even as the service derives it: a close may come between the service's look
    // at the event and its write.
    Record disputed = read;
    disputed.excluded = !disputed.excluded;
    const QByteArray disputedText = RecordFormat::write(disputed);
    QVERIFY(!psql(QStringLiteral("SELECT * FROM tornei_club.derive_games(jsonb_build_array(jsonb_build_object('id', '%1',"
                                 " 'base', 1, 'sha', '%2', 'summary', null, 'by', 'table2')), ARRAY[%3::text], '{}')")
                      .arg(id, sha(disputedText), quoted(disputedText)),
                  &out, ServiceLogin));
    QVERIFY2(out.contains(QLatin1String("closed")), qPrintable(out));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.game_requests")), QStringLiteral("0"));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.disputes")), QStringLiteral("0"));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.event_audit")), audits);
    QCOMPARE(everything(), before);
    // A player renamed since: the night's standings keep the names it closed with.
    ClubConnection reader;
    StoreError error;
    QVERIFY(reader.open(m_cluster->server(database(), QStringLiteral("table2")), &error));
    const QStringList closedWith = ClubEvents(reader.db()).event(event, &error).value_or(ClubEvent{}).players;
    QCOMPARE(closedWith.size(), 3);
    QVERIFY2(psql(QStringLiteral("SELECT tornei_club.change_player('%1', 'Renamed', 'renamed', NULL)").arg(m_players[0]),
                  &out, QStringLiteral("director")),
             qPrintable(out));
    QCOMPARE(ClubEvents(reader.db()).event(event, &error).value_or(ClubEvent{}).players, closedWith);
    // Reopened, a void is audited as a void, whatever the director's session claims it is.
    QVERIFY2(psql(QStringLiteral("SELECT tornei_club.reopen_event(%1, 'a late correction')").arg(event), &out,
                  QStringLiteral("director")),
             qPrintable(out));
    QVERIFY(ClubEvents(reader.db()).event(event, &error).value_or(ClubEvent{}).players.contains(QStringLiteral("Renamed")));
    QVERIFY2(psql(QStringLiteral("BEGIN; SET LOCAL tornei_club.action = 'resolve';"
                                 " SELECT tornei_club.remove_game('%1'); COMMIT;")
                      .arg(id),
                  &out, QStringLiteral("director")),
             qPrintable(out));
    QCOMPARE(value(QStringLiteral("SELECT action FROM tornei_club.event_audit WHERE game = '%1' ORDER BY id DESC LIMIT 1")
                       .arg(id)),
             QStringLiteral("void"));
}

// A table's transaction left open after its attach (or after any call of its own on a night's game)
// holds up neither the service nor the revisions and disputes it derives of the night's games.
void TestClubService::aTableHoldingANightHoldsUpNoService()
{
    const Night made = night(7);
    QVERIFY(made.event > 0);
    ClubConnection holder;
    StoreError error;
    QVERIFY(holder.open(m_cluster->server(database(), QStringLiteral("table1")), &error));
    QSqlQuery hold(holder.db());
    QVERIFY(hold.exec(QStringLiteral("BEGIN")));
    QVERIFY(hold.exec(QStringLiteral("SELECT tornei_club.attach_game(%1, 1, 1, '%2')").arg(made.event).arg(made.game)));
    QVERIFY(hold.next());
    QCOMPARE(hold.value(0).toString(), QStringLiteral("unchanged"));
    // Another table's revision of the night's game: a dispute, derived while the attach is held.
    Record revised = made.record;
    revised.excluded = !revised.excluded;
    QCOMPARE(answer(submit(QStringLiteral("table2"), made.game, RecordFormat::write(revised),
                           QStringLiteral(" || jsonb_build_object('base', 1)"))),
             QStringLiteral("done disputed"));
    QCOMPARE(answer(submit(QStringLiteral("table2"), QUuid::createUuid().toString(QUuid::WithoutBraces), game(8))),
             QStringLiteral("done added"));
    QVERIFY(hold.exec(QStringLiteral("ROLLBACK")));
}

// A director's void stands: the same record sent again, by any table under any id, is the
// voided game, counted nowhere.
void TestClubService::aVoidedGameSentAgainStaysVoided()
{
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QByteArray record = game(7);
    QCOMPARE(answer(submit(QStringLiteral("table1"), id, record)), QStringLiteral("done added"));
    QString out;
    QVERIFY2(psql(QStringLiteral("SELECT tornei_club.remove_game('%1')").arg(id), &out, QStringLiteral("director")),
             qPrintable(out));
    QTRY_COMPARE_WITH_TIMEOUT(value(QStringLiteral("SELECT count(*) FROM tornei_club.rating_changes")),
                              QStringLiteral("0"), 30000);
    const QString before = everything();
    QCOMPARE(answer(submit(QStringLiteral("table2"), QUuid::createUuid().toString(QUuid::WithoutBraces), record)),
             QStringLiteral("done same-game"));
    QCOMPARE(value(QStringLiteral("SELECT result_game FROM tornei_club.inbox ORDER BY id DESC LIMIT 1")), id);
    QCOMPARE(everything(), before);
    QCOMPARE(value(QStringLiteral("SELECT count(*) || ' ' || count(*) FILTER (WHERE voided) FROM tornei_club.games")),
             QStringLiteral("1 1"));
    // Nor as the revision of another game.
    const QString other = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QCOMPARE(answer(submit(QStringLiteral("table1"), other, game(8))), QStringLiteral("done added"));
    const QString withOther = everything();
    QCOMPARE(answer(submit(QStringLiteral("table1"), other, record, QStringLiteral(" || jsonb_build_object('base', 1)"))),
             QStringLiteral("rejected Its record is that of game #1, another game of the club."));
    QCOMPARE(everything(), withOther);
}

// A table's revision follows only what it sent itself: following a director's submission it
// has not seen would put its revision over the director's without a dispute.
void TestClubService::aTableFollowsOnlyItsOwnSubmissions()
{
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QByteArray record = game(70);
    QCOMPARE(answer(submit(QStringLiteral("table1"), id, record)), QStringLiteral("done added"));
    const Record read = *RecordFormat::read(record, nullptr);
    Record corrected = read;
    corrected.excluded = true;
    const qint64 director = submit(QStringLiteral("director"), id, RecordFormat::write(corrected),
                                   QStringLiteral(" || jsonb_build_object('base', 1)"));
    QCOMPARE(answer(director), QStringLiteral("done revised"));
    const QString followed = value(QStringLiteral("SELECT sent_sha256 FROM tornei_club.inbox WHERE id = %1").arg(director));
    Record tables = read;
    tables.started = QStringLiteral("2026-11-22T19:30:00+09:00");
    QCOMPARE(answer(submit(QStringLiteral("table1"), id, RecordFormat::write(tables),
                           QStringLiteral(" || jsonb_build_object('base', 1, 'previous', '%1')").arg(followed))),
             QStringLiteral("done disputed"));
    QCOMPARE(value(QStringLiteral("SELECT revision || ' ' || (record = %1::text) FROM tornei_club.games WHERE id = '%2'")
                       .arg(quoted(RecordFormat::write(corrected)), id)),
             QStringLiteral("2 true"));
}

// A merge never makes a player part of themselves (it would loop), nor one
// player of two who sat at one game, however a director asks for it; and a
// name the records could not hold is not a player's.
void TestClubService::aMergeNeverLoopsNorJoinsTwoPlayersOfOneGame()
{
    QCOMPARE(answer(submit(QStringLiteral("table1"), QUuid::createUuid().toString(QUuid::WithoutBraces), game(90))),
             QStringLiteral("done added"));
    QString out;
    const auto director = [&](const QString &sql) { return psql(sql, &out, QStringLiteral("director")); };
    QVERIFY(!director(QStringLiteral("UPDATE tornei_club.players SET merged_into = '%1' WHERE id = '%2'")
                          .arg(m_players[1], m_players[0])));
    QVERIFY2(out.contains(QLatin1String("sat at one game (#1)")), qPrintable(out));
    QVERIFY(!director(QStringLiteral("SELECT tornei_club.change_player('%1', NULL, NULL, '%2')")
                          .arg(m_players[0], m_players[1])));
    QVERIFY2(out.contains(QLatin1String("sat at one game (#1)")), qPrintable(out));
    QStringList others;
    for (const char *name : {"Dan", "Eve", "Fay"}) {
        QVERIFY2(psql(QStringLiteral("SELECT tornei_club.add_player('%1', '%2')")
                          .arg(QLatin1String(name), QString::fromLatin1(name).toLower()),
                      &out, QStringLiteral("table1")),
                 qPrintable(out));
        others << out;
    }
    QVERIFY2(director(QStringLiteral("UPDATE tornei_club.players SET merged_into = '%1' WHERE id = '%2'")
                          .arg(others[1], others[0])),
             qPrintable(out));
    QVERIFY(!director(QStringLiteral("UPDATE tornei_club.players SET merged_into = '%1' WHERE id = '%2'")
                          .arg(others[0], others[1])));
    QVERIFY2(out.contains(QLatin1String("merged into them")), qPrintable(out));
    QVERIFY(!director(QStringLiteral("UPDATE tornei_club.players SET merged_into = id WHERE id = '%1'").arg(others[1])));
    // Two players of one event are two people, though they never sat at one table.
    QVERIFY2(director(QStringLiteral("SELECT tornei_club.create_event('Night', '2026-11-21', 1, ARRAY['%1', '%2', '%3']::uuid[])")
                          .arg(others[1], others[2], m_players[0])),
             qPrintable(out));
    QVERIFY(!director(QStringLiteral("SELECT tornei_club.change_player('%1', NULL, NULL, '%2')")
                          .arg(others[2], others[0])));
    QVERIFY2(out.contains(QLatin1String("both play in event")), qPrintable(out));
    QVERIFY(!psql(QStringLiteral("SELECT tornei_club.add_player(E'Bad\\u0007Name', 'badname')"), &out,
                  QStringLiteral("table1")));
    QCOMPARE(value(QStringLiteral("SELECT count(*) || ' ' || count(merged_into) FROM tornei_club.players")),
             QStringLiteral("6 1"));
    // Dan, merged into Eve, is Eve: one person at two seats under the two ids is refused.
    QByteArray twice = game(91);
    twice.replace("\"Ben\"", "\"Eve\"");
    twice.replace("\"Chie\"", "\"Dan\"");
    const QStringList players = m_players;
    m_players[1] = others[1];
    m_players[2] = others[0];
    const qint64 ticket = submit(QStringLiteral("table1"), QUuid::createUuid().toString(QUuid::WithoutBraces), twice);
    m_players = players;
    QCOMPARE(answer(ticket), QStringLiteral("rejected It names one club player at two seats."));
}

void TestClubService::numbersComeInOrderWithoutGaps()
{
    // Rejected submissions between good ones, and one batch of several.
    std::vector<qint64> tickets;
    for (int i = 0; i < 6; ++i) {
        const QByteArray text = i % 2 ? QByteArray("{}") : game(10 + i);
        tickets.push_back(submit(QStringLiteral("table1"), QUuid::createUuid().toString(QUuid::WithoutBraces), text));
    }
    for (qint64 ticket : tickets)
        QVERIFY(!answer(ticket).startsWith(QLatin1String("waiting")));
    QCOMPARE(value(QStringLiteral("SELECT string_agg(g.number::text, ',' ORDER BY i.id) FROM tornei_club.inbox i"
                                  " JOIN tornei_club.games g ON g.id = i.result_game")),
             QStringLiteral("1,2,3"));
}

void TestClubService::submissionsWaitForTheService()
{
    // No service for this club: what tables send waits, counted nowhere.
    stopServices();
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const qint64 ticket = submit(QStringLiteral("table1"), id, game(20));
    QTest::qWait(200);
    QCOMPARE(value(QStringLiteral("SELECT state FROM tornei_club.inbox WHERE id = %1").arg(ticket)),
             QStringLiteral("waiting"));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.games")), QStringLiteral("0"));
    // The service as an administrator runs it, stopped by SIGTERM once it has read the inbox.
    QProcess serve;
    serve.start(QStringLiteral(TORNEI_CLI),
                {QStringLiteral("club"), QStringLiteral("serve"), m_cluster->server(database(), ServiceLogin)});
    QVERIFY(serve.waitForStarted());
    QCOMPARE(answer(ticket), QStringLiteral("done added"));
    serve.terminate();
    QVERIFY(serve.waitForFinished(30000));
    QCOMPARE(serve.exitStatus(), QProcess::NormalExit);
    QCOMPARE(serve.exitCode(), 0);
    QVERIFY(QString::fromUtf8(serve.readAllStandardOutput()).contains(QLatin1String("stopped")));
    QCOMPARE(value(QStringLiteral("SELECT count(*) || ' ' || max(number) FROM tornei_club.games")),
             QStringLiteral("1 1"));
    // A table's login is not the service.
    QProcess wrong;
    wrong.start(QStringLiteral(TORNEI_CLI),
                {QStringLiteral("club"), QStringLiteral("serve"), m_cluster->server(database(), QStringLiteral("table1"))});
    QVERIFY(wrong.waitForFinished(30000));
    QCOMPARE(wrong.exitCode(), 1);
    QVERIFY(QString::fromUtf8(wrong.readAllStandardError()).contains(QLatin1String("tornei_service")));
}

// A game removed at its table while it waits for the service is withdrawn:
// the service never takes it, and it counts nowhere. A table withdraws only
// its own; a director any.
void TestClubService::aGameRemovedWhileItWaitsNeverCounts()
{
    stopServices();
    QStringList ids;
    for (int i = 0; i < 3; ++i)
        ids << QUuid::createUuid().toString(QUuid::WithoutBraces);
    const qint64 removed = submit(QStringLiteral("table1"), ids[0], game(30));
    const qint64 kept = submit(QStringLiteral("table1"), ids[1], game(31));
    const qint64 others = submit(QStringLiteral("table2"), ids[2], game(32));
    QVERIFY(removed > 0 && kept > 0 && others > 0);
    const auto remove = [this](const QString &login, const QString &id) {
        QString out;
        if (!psql(QStringLiteral("SELECT tornei_club.remove_game('%1')").arg(id), &out, login))
            qWarning("%s", qPrintable(out));
        return out;
    };
    QCOMPARE(remove(QStringLiteral("table1"), ids[0]), QStringLiteral("withdrawn"));
    QCOMPARE(remove(QStringLiteral("table1"), ids[2]), QStringLiteral("unchanged"));
    QCOMPARE(remove(QStringLiteral("director"), ids[2]), QStringLiteral("withdrawn"));
    startService(*m_cluster, database());
    QCOMPARE(answer(kept), QStringLiteral("done added"));
    QCOMPARE(answer(removed), QStringLiteral("rejected removed before the club took it"));
    QCOMPARE(answer(others), QStringLiteral("rejected removed before the club took it"));
    QCOMPARE(value(QStringLiteral("SELECT count(*) || ' ' || max(number) || ' ' || min(id::text) FROM tornei_club.games")),
             QStringLiteral("1 1 ") + ids[1]);
    // Taken once, the game is removed as any other: a table asks.
    QCOMPARE(remove(QStringLiteral("table1"), ids[1]), QStringLiteral("requested"));
}

// The service reads the submissions after a batch, and replays them, while
// the server writes the batch. One withdrawn after it was read ahead is never
// taken; the others are taken in order, as if nothing had been read ahead.
void TestClubService::aSubmissionReadAheadIsTakenOnlyWhileItWaits()
{
    stopServices();
    QStringList ids;
    const std::vector<qint64> tickets = submitGames(4, 40, &ids);
    for (qint64 ticket : tickets)
        QVERIFY(ticket > 0);
    ClubConnection connection;
    QVERIFY(connection.open(m_cluster->server(database(), ServiceLogin)));
    ClubService service(connection.db());
    // One at a time: each batch reads the next submission ahead.
    QCOMPARE(service.handleWaiting(1), std::optional<int>(1));
    QString out;
    QVERIFY2(psql(QStringLiteral("SELECT tornei_club.remove_game('%1')").arg(ids[1]), &out, QStringLiteral("table1")),
             qPrintable(out));
    QCOMPARE(out, QStringLiteral("withdrawn"));
    QCOMPARE(service.handleWaiting(1), std::optional<int>(1));
    QCOMPARE(service.handleWaiting(1), std::optional<int>(1));
    QCOMPARE(service.handleWaiting(1), std::optional<int>(0));
    QCOMPARE(service.drain(), std::optional<int>(0));
    QCOMPARE(value(QStringLiteral("SELECT string_agg(state || ' ' || coalesce(outcome, rejection), ', ' ORDER BY id)"
                                  " FROM tornei_club.inbox")),
             QStringLiteral("done added, rejected removed before the club took it, done added, done added"));
    QCOMPARE(value(QStringLiteral("SELECT string_agg(id::text, ' ' ORDER BY number) FROM tornei_club.games")),
             QStringList({ids[0], ids[2], ids[3]}).join(QLatin1Char(' ')));
    // Each with its seats and summary, the one read ahead too.
    QCOMPARE(value(QStringLiteral("SELECT count(*) || ' ' || count(DISTINCT game) FROM tornei_club.game_seats")),
             QStringLiteral("9 3"));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.game_summaries")), QStringLiteral("3"));
}

// Many submissions of one game in one call are taken one a batch, in order
// (each sees what the one before became), what was read ahead of them kept
// for the batches after: each is answered once, the game counted once. With
// the read-ahead in the batch's transaction and on a connection of its own.
void TestClubService::manySubmissionsOfOneGameAreTakenInTurn()
{
    stopServices();
    ClubConnection connection;
    ClubConnection readAhead;
    QVERIFY(connection.open(m_cluster->server(database(), ServiceLogin)));
    QVERIFY(readAhead.open(m_cluster->server(database(), ServiceLogin)));
    for (const bool ownConnection : {false, true}) {
        // One game sent 30 times, each time with another record (as a table corrects it again and
        // again while the service is away): the same record sent again while it waits is one.
        const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        for (int k = 0; k < 30; ++k)
            QVERIFY(submit(QStringLiteral("table1"), id, game((ownConnection ? 1000 : 2000) + k)) > 0);
        const qint64 after = submit(QStringLiteral("table1"), QUuid::createUuid().toString(QUuid::WithoutBraces),
                                    game(ownConnection ? 97 : 98));
        ClubService service(connection.db(), ownConnection ? &readAhead.db() : nullptr);
        QCOMPARE(service.drain(), std::optional<int>(31));
        QCOMPARE(value(QStringLiteral("SELECT string_agg(coalesce(outcome, rejection), ',' ORDER BY id) FROM"
                                      " tornei_club.inbox WHERE game = '%1'")
                           .arg(id)),
                 QStringLiteral("added") + QStringLiteral(",disputed").repeated(29));
        QCOMPARE(value(QStringLiteral("SELECT outcome FROM tornei_club.inbox WHERE id = %1").arg(after)),
                 QStringLiteral("added"));
    }
    QCOMPARE(value(QStringLiteral("SELECT count(*) || ' ' || max(number) FROM tornei_club.games")),
             QStringLiteral("4 4"));
}

// Records near the reader's limit go to the server a few a batch, not 200 (which could be 800 MB in
// one statement), each answered once: 3 MB each as sent (in notes of their own), and 80 KB as sent
// that are 3.7 MB written out (a value a line, 60 deep).
void TestClubService::largeRecordsAreTakenAFewABatch()
{
    stopServices();
    ClubConnection table1;
    StoreError error;
    QVERIFY(table1.open(m_cluster->server(database(), QStringLiteral("table1")), &error));
    ClubConnection connection;
    QVERIFY(connection.open(m_cluster->server(database(), ServiceLogin)));
    for (const bool asSent : {true, false}) {
        std::vector<ClubSubmission> large;
        QStringList ids;
        for (int k = 0; k < 8; ++k) {
            QByteArray record = game((asSent ? 300 : 400) + k);
            if (asSent) {
                QByteArray notes = "[";
                for (int n = 0; n < 50; ++n)
                    notes += (n > 0 ? ",\"" : "\"") + QByteArray(60000, static_cast<char>('a' + k)) + '"';
                record.insert(record.lastIndexOf('}'), ", \"x-notes\": " + notes + ']');
            } else {
                record = withDeepZeros(record, 3);
            }
            ids << QUuid::createUuid().toString(QUuid::WithoutBraces);
            large.push_back({ids.back(), 0, {}, record, {}, {}, {}});
        }
        QVERIFY2(ClubGames(table1.db()).send(large, &error), qPrintable(error.message));
        ClubService service(connection.db(), nullptr);
        QCOMPARE(service.drain(), std::optional<int>(8));
        const QString these = QStringLiteral("game IN ('%1')").arg(ids.join(QStringLiteral("','")));
        QCOMPARE(value(QStringLiteral("SELECT string_agg(coalesce(outcome, rejection), ',') FROM tornei_club.inbox WHERE ") +
                       these),
                 QStringList(8, QStringLiteral("added")).join(QLatin1Char(',')));
        QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.games WHERE octet_length(record) > 3000000 AND "
                                      "id::text IN ('%1')")
                           .arg(ids.join(QStringLiteral("','")))),
                 QStringLiteral("8"));
        // A batch's rows are answered in one transaction, at one time: more than one time here.
        QCOMPARE(value(QStringLiteral("SELECT count(DISTINCT handled_at) FROM tornei_club.inbox WHERE ") + these).toInt() >= 2,
                 true);
    }
    // Brought down by a laptop a few a page too, every one of them.
    ClubCursor after;
    int pages = 0;
    std::size_t got = 0;
    for (;;) {
        const std::optional<std::vector<ClubGame>> page = ClubGames(table1.db()).changedSince(after, 200, &error);
        QVERIFY2(page, qPrintable(error.message));
        if (page->empty())
            break;
        qint64 bytes = 0;
        for (const ClubGame &game : *page)
            bytes += game.record.size();
        QVERIFY(page->size() == 1 || bytes <= ClubGames::PageBytes);
        ++pages;
        got += page->size();
        after = page->back().changed;
    }
    QCOMPARE(got, std::size_t(16));
    QVERIFY(pages >= 4);
}

// Two syncs of one laptop at once each send what neither had sent: the second copy of a submission
// that still waits is the first (one row, one ticket), from the same login only.
void TestClubService::aSubmissionSentAgainWhileItWaitsIsOne()
{
    stopServices();
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QByteArray record = game(77);
    const qint64 first = submit(QStringLiteral("table1"), id, record);
    QCOMPARE(submit(QStringLiteral("table1"), id, record), first);
    const qint64 other = submit(QStringLiteral("table2"), id, record);
    QVERIFY(other != first);
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.inbox WHERE game = '%1'").arg(id)),
             QStringLiteral("2"));
    startService(*m_cluster, database());
    QCOMPARE(answer(first), QStringLiteral("done added"));
    QCOMPARE(answer(other), QStringLiteral("done unchanged"));
    // Answered, the same record sent again is a new submission (a laptop restored from a backup).
    const qint64 again = submit(QStringLiteral("table1"), id, record);
    QVERIFY(again > other);
    QCOMPARE(answer(again), QStringLiteral("done unchanged"));
    QCOMPARE(value(QStringLiteral("SELECT count(*) || ' ' || max(number) FROM tornei_club.games")),
             QStringLiteral("1 1"));
}

// What a table sends can neither stop the service nor make the club count
// what its record does not say.
void TestClubService::aTableNeitherStallsNorFoolsTheService()
{
    const auto uuid = [] { return QUuid::createUuid().toString(QUuid::WithoutBraces); };
    const QString mine = uuid();
    QCOMPARE(answer(submit(QStringLiteral("table1"), mine, game(60))), QStringLiteral("done added"));
    QCOMPARE(answer(submit(QStringLiteral("table2"), uuid(), game(61))), QStringLiteral("done added"));
    // The service's locks are no other login's to take, and the locks anyone may take (advisory
    // ones, here the numbers the service once used) do not hold it up.
    QString refused;
    for (const QString &login : {QStringLiteral("table1"), QStringLiteral("director")}) {
        QVERIFY(!psql(QStringLiteral("SELECT 1 FROM tornei_club.service_locks FOR UPDATE"), &refused, login));
        QVERIFY2(refused.contains(QLatin1String("permission denied")), qPrintable(refused));
        QVERIFY(!psql(QStringLiteral("SELECT tornei_club.lock_inbox()"), &refused, login));
    }
    ClubConnection holder;
    StoreError error;
    QVERIFY(holder.open(m_cluster->server(database(), QStringLiteral("table1")), &error));
    QSqlQuery hold(holder.db());
    QVERIFY(hold.exec(QStringLiteral("BEGIN")));
    QVERIFY(hold.exec(QStringLiteral("SELECT pg_advisory_lock(1416785458), pg_advisory_lock(1416785459)")));
    QVERIFY(hold.exec(QStringLiteral("SELECT * FROM tornei_club.service_locks")));
    QCOMPARE(answer(submit(QStringLiteral("table2"), uuid(), game(64))), QStringLiteral("done added"));
    QVERIFY(hold.exec(QStringLiteral("ROLLBACK")));
    // A table's game revised into another game's record: rejected, and what comes after is taken.
    const QString base1 = QStringLiteral(" || jsonb_build_object('base', 1)");
    QCOMPARE(answer(submit(QStringLiteral("table1"), mine, game(61), base1)),
             QStringLiteral("rejected Its record is that of game #2, another game of the club."));
    QCOMPARE(answer(submit(QStringLiteral("table1"), uuid(), game(62))), QStringLiteral("done added"));

    // One record sent twice in one call, under its own checksum and under the one without its
    // date: one game, and the other is that game.
    const QByteArray twice = game(63);
    RecordError unreadable;
    Record undated = *RecordFormat::read(twice, &unreadable);
    QVERIFY(undated.started);
    undated.started.reset();
    const QString element = QStringLiteral("jsonb_build_object('id', '%1', 'base', 0, 'record', %2::text,"
                                           " 'players', '%3'::jsonb, 'sha', '%4')");
    QString out;
    QVERIFY2(psql(QStringLiteral("SELECT ticket FROM tornei_club.submit_games(jsonb_build_array(%1, %2))")
                      .arg(element.arg(uuid(), quoted(twice), playersOf(twice), sha(twice)),
                           element.arg(uuid(), quoted(twice), playersOf(twice), GameRecords::hash(undated))),
                  &out, QStringLiteral("table2")),
             qPrintable(out));
    const QStringList tickets = out.split(QLatin1Char('\n'));
    QCOMPARE(tickets.size(), 2);
    QCOMPARE(answer(tickets[0].toLongLong()), QStringLiteral("done added"));
    QCOMPARE(answer(tickets[1].toLongLong()), QStringLiteral("done same-game"));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.games")), QStringLiteral("5"));
    // A record with its date and without it are two games, as a local import keeps them; each is
    // revised as any game.
    const QString datedId = uuid();
    const QByteArray dated = game(59);
    Record bare = *RecordFormat::read(dated, &unreadable);
    bare.started.reset();
    const QByteArray undatedText = RecordFormat::write(GameRecords::exportable(bare));
    QVERIFY2(psql(QStringLiteral("SELECT ticket FROM tornei_club.submit_games(jsonb_build_array(%1, %2))")
                      .arg(element.arg(datedId, quoted(dated), playersOf(dated), sha(dated)),
                           element.arg(uuid(), quoted(undatedText), playersOf(undatedText), sha(undatedText))),
                  &out, QStringLiteral("table2")),
             qPrintable(out));
    const QStringList both = out.split(QLatin1Char('\n'));
    QCOMPARE(both.size(), 2);
    QCOMPARE(answer(both[0].toLongLong()), QStringLiteral("done added"));
    QCOMPARE(answer(both[1].toLongLong()), QStringLiteral("done added"));
    Record leftOut = *RecordFormat::read(dated, &unreadable);
    leftOut.excluded = true;
    QCOMPARE(answer(submit(QStringLiteral("table2"), datedId, RecordFormat::write(leftOut), base1)),
             QStringLiteral("done revised"));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.games")), QStringLiteral("7"));

    // A club player sent for a seat whose name is someone else's.
    const QString before = everything();
    QByteArray strangers = game(64);
    strangers.replace("\"Aiko\"", "\"Zed\"");
    QCOMPARE(answer(submit(QStringLiteral("table1"), uuid(), strangers)),
             QStringLiteral("rejected A seat's name is not the name of the club player sent for it."));
    QCOMPARE(everything(), before);
    // A name the club has since renamed the player from is still theirs; a new name only for the
    // table that asked for it, until a director applies it.
    QVERIFY2(psql(QStringLiteral("UPDATE tornei_club.players SET name = 'Aiko T', name_key = 'aiko t' WHERE id = '%1'")
                      .arg(m_players[0]),
                  &out, QStringLiteral("director")),
             qPrintable(out));
    QCOMPARE(answer(submit(QStringLiteral("table1"), uuid(), game(65))), QStringLiteral("done added"));
    QVERIFY2(psql(QStringLiteral("SELECT tornei_club.change_player('%1', 'Aiko N', 'aiko n', NULL)").arg(m_players[0]),
                  &out, QStringLiteral("table1")),
             qPrintable(out));
    QCOMPARE(out, QStringLiteral("requested"));
    QByteArray renamed = game(66);
    renamed.replace("\"Aiko\"", "\"Aiko N\"");
    QCOMPARE(answer(submit(QStringLiteral("table2"), uuid(), renamed)),
             QStringLiteral("rejected A seat's name is not the name of the club player sent for it."));
    QCOMPARE(answer(submit(QStringLiteral("table1"), uuid(), renamed)), QStringLiteral("done added"));
    // ... but not to a name another player has.
    QVERIFY2(psql(QStringLiteral("SELECT tornei_club.add_player('Dora', 'dora')"), &out, QStringLiteral("table2")),
             qPrintable(out));
    QVERIFY2(psql(QStringLiteral("SELECT tornei_club.change_player('%1', 'Dora', 'dora', NULL)").arg(m_players[0]),
                  &out, QStringLiteral("table1")),
             qPrintable(out));
    QByteArray another = game(68);
    another.replace("\"Aiko\"", "\"Dora\"");
    QCOMPARE(answer(submit(QStringLiteral("table1"), uuid(), another)),
             QStringLiteral("rejected A seat's name is not the name of the club player sent for it."));
    // A player's match key is not the club's word: refused where the server can tell (a name of
    // ASCII, kana and kanji), and never what a seat's name is compared with.
    QVERIFY(!psql(QStringLiteral("SELECT tornei_club.add_player('Aiko', 'mallory')"), &out, QStringLiteral("table1")));
    QVERIFY(!psql(QString::fromUtf8("SELECT tornei_club.add_player('アキ', 'mallory')"), &out, QStringLiteral("table1")));
    QVERIFY(!psql(QString::fromUtf8("SELECT tornei_club.add_player('佐々木　ケン', '佐々木　ケン')"), &out,
                  QStringLiteral("table1")));
    for (const QString &name : {QStringLiteral("Aki Sato"), QString::fromUtf8("アキ"), QString::fromUtf8("　佐々木　ケン・ブラウン ")}) {
        QVERIFY2(psql(QStringLiteral("SELECT tornei_club.add_player('%1', '%2')").arg(name, PlayerName::matchKey(name)),
                      &out, QStringLiteral("table2")),
                 qPrintable(name + QLatin1Char(' ') + out));
    }
    // Nor in a rename, asked for or made: the key finds the player to merge with, and a forged
    // one would merge Chie into Ben under a rename.
    for (const QString &login : {QStringLiteral("table1"), QStringLiteral("director")}) {
        QVERIFY(!psql(QString::fromUtf8("SELECT tornei_club.change_player('%1', 'エミ', 'ben', NULL)").arg(m_players[2]),
                      &out, login));
    }
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.player_requests WHERE name_key = 'ben'")),
             QStringLiteral("0"));
    QCOMPARE(value(QStringLiteral("SELECT merged_into IS NULL FROM tornei_club.players WHERE id = '%1'").arg(m_players[2])),
             QStringLiteral("t"));
    // Nor an ASCII key of any name, nor any key of a name that is ASCII but for its width, its
    // invisible characters and its ligatures: "Zoë" would take a later Nora's id, and "Ｎｏｒａ" a
    // later Zoë's, and her games would be refused.
    for (const auto &[name, key] : {std::pair{"Zo\u00eb", "nora"}, std::pair{"Zo\u00eb", "zoe"},
                                    std::pair{"\uff2e\uff4f\uff52\uff41", "zo\u00eb"}, std::pair{"Strau\u00df", "strau\u00df"},
                                    std::pair{"Gus", "ben"}, std::pair{"G\u00fcs", "ben"}}) {
        QVERIFY2(!psql(QStringLiteral("SELECT tornei_club.add_player('%1', '%2')").arg(QString::fromUtf8(name), QString::fromUtf8(key)),
                       &out, QStringLiteral("table1")),
                 name);
    }
    // A name whose key the server cannot check: Gus's rename asked for under Bén's key waits, and
    // applied it merges nobody.
    QVERIFY2(psql(QString::fromUtf8("SELECT tornei_club.add_player('Bén', 'bén')"), &out, QStringLiteral("table2")),
             qPrintable(out));
    QVERIFY2(psql(QStringLiteral("SELECT tornei_club.add_player('Gus', 'gus')"), &out, QStringLiteral("table1")),
             qPrintable(out));
    const QString gus = out;
    QVERIFY(!psql(QString::fromUtf8("SELECT tornei_club.change_player('%1', 'Güs', 'ben', NULL)").arg(gus), &out,
                  QStringLiteral("table1")));
    QVERIFY2(psql(QString::fromUtf8("SELECT tornei_club.change_player('%1', 'Güs', 'bén', NULL)").arg(gus), &out,
                  QStringLiteral("table1")),
             qPrintable(out));
    QCOMPARE(out, QStringLiteral("requested"));
    const QString request = value(QStringLiteral("SELECT max(id) FROM tornei_club.player_requests"));
    QVERIFY(!psql(QStringLiteral("SELECT tornei_club.apply_player_request(%1)").arg(request), &out,
                  QStringLiteral("director")));
    QVERIFY2(out.contains(QLatin1String("merge the two players by name")), qPrintable(out));
    QVERIFY(!psql(QString::fromUtf8("SELECT tornei_club.change_player('%1', 'Güs', 'bén', NULL)").arg(gus), &out,
                  QStringLiteral("director")));
    QCOMPARE(value(QStringLiteral("SELECT merged_into IS NULL FROM tornei_club.players WHERE id = '%1'").arg(gus)),
             QStringLiteral("t"));
    // A key left to the laptop is still never what a seat's name is compared with.
    QVERIFY2(psql(QString::fromUtf8("SELECT tornei_club.add_player('Ÿ', 'zoë')"), &out, QStringLiteral("table1")),
             qPrintable(out));
    QString forged = out;
    QByteArray zoe = game(69);
    zoe.replace("\"Aiko\"", "\"Zo\u00eb\"");
    std::swap(m_players[0], forged); // sent as the player whose key says "zoë"
    const qint64 claimed = submit(QStringLiteral("table1"), uuid(), zoe);
    std::swap(m_players[0], forged);
    QCOMPARE(answer(claimed), QStringLiteral("rejected A seat's name is not the name of the club player sent for it."));
    // Nor a name the app would refuse for what it holds that cannot be seen.
    for (const char *name : {"x\u200b", "Be\u202en", "Aki\u0085", "\u2060Ben"}) {
        QVERIFY2(!psql(QStringLiteral("SELECT tornei_club.add_player('%1', '%2')")
                           .arg(QString::fromUtf8(name), PlayerName::matchKey(QString::fromUtf8(name))),
                       &out, QStringLiteral("table1")),
                 name);
        QVERIFY2(out.contains(QLatin1String("invisible")), qPrintable(out));
    }
    // Every name of one character between two letters fits its own key, as a laptop works it out,
    // and none the app takes is refused as invisible.
    QByteArray names = "[";
    for (char32_t c = 0x20; c <= 0x10FFFF; ++c) {
        if ((c >= 0xD800 && c <= 0xDFFF) || (c > 0xFFFF && !(c >= 0xE0000 && c <= 0xE0FFF) && c != 0x1BCA0 &&
                                              !(c >= 0x1D173 && c <= 0x1D17A) && c != 0x1F600))
            continue;
        const QString name = QLatin1Char('A') + QString::fromUcs4(&c, 1) + QLatin1Char('b');
        names += names.size() > 1 ? ",[" : "[";
        JsonValue::writeString(names, name);
        names += ',';
        JsonValue::writeString(names, PlayerName::matchKey(name));
        names += PlayerName::problem(name).isEmpty() ? ",true]" : ",false]";
    }
    names += ']';
    ClubConnection reader;
    QVERIFY(reader.open(m_cluster->server(database(), QStringLiteral("table1"))));
    const auto unfit = ClubConnection::execute(
        reader.db(),
        "SELECT count(*), min(e->>0) FROM jsonb_array_elements($1::jsonb) e WHERE NOT tornei_club.key_fits_name(e->>0, e->>1)"
        " OR ((e->>2)::boolean AND tornei_club.name_has_invisible(e->>0))",
        {names}, nullptr);
    QVERIFY(unfit && unfit->size() == 1);
    QVERIFY2(unfit->front()[0] == "0", unfit->front()[1].constData());

    // Figures beside a record past any game's: refused as they are sent.
    const QString count = value(QStringLiteral("SELECT count(*) FROM tornei_club.inbox"));
    QVERIFY(!psql(QStringLiteral("SELECT ticket FROM tornei_club.submit_games(jsonb_build_array(jsonb_build_object("
                                 "'id', gen_random_uuid(), 'record', %1::text, 'results', jsonb_build_object('x',"
                                 " repeat('a', 100000)))))")
                      .arg(quoted(game(67))),
                  &out, QStringLiteral("table1")));
    QVERIFY2(out.contains(QLatin1String("64 KiB")), qPrintable(out));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.inbox")), count);
    // More games in one call than a laptop ever sends: refused whole, nothing of it kept.
    const QString many = QStringLiteral("SELECT count(*) FROM tornei_club.submit_games((SELECT jsonb_agg(jsonb_build_object("
                                        "'id', gen_random_uuid(), 'record', %1::text)) FROM generate_series(1, %2)))");
    QVERIFY(!psql(many.arg(quoted(game(67))).arg(1001), &out, QStringLiteral("table1")));
    QVERIFY2(out.contains(QLatin1String("at most 1,000 games")), qPrintable(out));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.inbox")), count);
    QVERIFY2(psql(many.arg(quoted(game(67))).arg(1000), &out, QStringLiteral("table1")), qPrintable(out));
    QCOMPARE(out.trimmed(), QStringLiteral("1000"));
    // The records beside the games, as a laptop sends them: one for each game, and only there.
    const QString count1000 = value(QStringLiteral("SELECT count(*) FROM tornei_club.inbox"));
    const QString beside = QStringLiteral("SELECT count(*) FROM tornei_club.submit_games(jsonb_build_array(%1),"
                                          " ARRAY[%2]::text[])");
    const QString plain = QStringLiteral("jsonb_build_object('id', gen_random_uuid())");
    QVERIFY(!psql(beside.arg(plain, quoted(game(67)) + QLatin1Char(',') + quoted(game(68))), &out,
                  QStringLiteral("table1")));
    QVERIFY2(out.contains(QLatin1String("one of their records")), qPrintable(out));
    QVERIFY(!psql(beside.arg(QStringLiteral("jsonb_build_object('id', gen_random_uuid(), 'record', %1::text)")
                                 .arg(quoted(game(68))),
                             quoted(game(67))),
                  &out, QStringLiteral("table1")));
    QVERIFY2(out.contains(QLatin1String("a game is sent as")), qPrintable(out));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.inbox")), count1000);
    QVERIFY2(psql(beside.arg(plain, quoted(game(67))), &out, QStringLiteral("table1")), qPrintable(out));
    QCOMPARE(out.trimmed(), QStringLiteral("1"));
}

// A service that cannot write (here its grant taken away) tries again, and
// stays up however often tables wake it meanwhile.
void TestClubService::theServiceOutlivesBeingWokenWhileItFails()
{
    stopServices();
    QString out;
    const QString derive = QStringLiteral("FUNCTION tornei_club.derive_games(jsonb, text[], tornei_club.game_seats[])");
    QVERIFY2(psql(QStringLiteral("REVOKE EXECUTE ON %1 FROM tornei_service").arg(derive), &out), qPrintable(out));
    const auto process = serve();
    std::vector<qint64> tickets;
    for (int i = 0; i < 4; ++i) {
        tickets.push_back(submit(QStringLiteral("table1"), QUuid::createUuid().toString(QUuid::WithoutBraces), game(70 + i)));
        QTest::qWait(300);
        QVERIFY2(psql(QStringLiteral("SELECT pg_notify('tornei_club_inbox', '')"), &out, QStringLiteral("table2")),
                 qPrintable(out));
        QTest::qWait(300);
        QCOMPARE(process->state(), QProcess::Running);
    }
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.inbox WHERE state = 'waiting'")),
             QStringLiteral("4"));
    QVERIFY2(psql(QStringLiteral("GRANT EXECUTE ON %1 TO tornei_service").arg(derive), &out), qPrintable(out));
    for (qint64 ticket : tickets)
        QCOMPARE(answer(ticket), QStringLiteral("done added"));
    process->terminate();
    QVERIFY(process->waitForFinished(30000));
    QCOMPARE(process->exitStatus(), QProcess::NormalExit);
    QCOMPARE(process->exitCode(), 0);
}

// A submission the server refuses to write for a reason no check of the
// service foresaw (here a constraint added to the club's games) would stop
// the inbox for good: it is rejected with the server's words, and those
// around it are taken, numbered without a gap.
void TestClubService::whatTheServerRefusesToWriteIsRejectedAlone()
{
    stopServices();
    QStringList ids;
    const std::vector<qint64> tickets = submitGames(3, 80, &ids);
    QString out;
    QVERIFY2(psql(QStringLiteral("ALTER TABLE tornei_club.games ADD CONSTRAINT refuses_one CHECK (id <> '%1')").arg(ids[1]),
                  &out),
             qPrintable(out));
    ClubConnection connection;
    QVERIFY(connection.open(m_cluster->server(database(), ServiceLogin)));
    ClubService service(connection.db());
    QCOMPARE(service.drain(), std::optional<int>(3));
    QCOMPARE(service.drain(), std::optional<int>(0)); // and rated
    QCOMPARE(answer(tickets[0]), QStringLiteral("done added"));
    const QString refused = answer(tickets[1]);
    QVERIFY2(refused.startsWith(QLatin1String("rejected The club server refused to write it: ")) &&
                 refused.contains(QLatin1String("refuses_one")),
             qPrintable(refused));
    QCOMPARE(answer(tickets[2]), QStringLiteral("done added"));
    QCOMPARE(value(QStringLiteral("SELECT string_agg(number || ' ' || id, ', ' ORDER BY number) FROM tornei_club.games")),
             QStringLiteral("1 %1, 2 %2").arg(ids[0], ids[2]));
}

std::unique_ptr<QProcess> TestClubService::serve()
{
    auto process = std::make_unique<QProcess>();
    process->setProcessEnvironment(PgCluster::withPassword(QStringLiteral("pw")));
    process->start(QStringLiteral(TORNEI_CLI),
                   {QStringLiteral("club"), QStringLiteral("serve"), m_cluster->server(database(), ServiceLogin)});
    process->waitForStarted();
    return process;
}

QString TestClubService::laptop(const QString &name, int count)
{
    const QString path = m_dir.filePath(database() + name + QStringLiteral(".sqlite"));
    GameStore store;
    if (store.open(path) != GameStore::OpenResult::Ok)
        return QString();
    for (int i = 0; i < count; ++i) {
        RecordError unreadable;
        if (!store.records().importOne(*RecordFormat::read(game(100 * m_database + i), &unreadable)))
            return QString();
    }
    return path;
}

void TestClubService::twoServicesReadEachSubmissionOnce()
{
    stopServices();
    const QString path = laptop(QStringLiteral("two"), 30);
    QVERIFY(!path.isEmpty());
    const auto first = serve();
    const auto second = serve();
    const QString table1 = m_cluster->server(database(), QStringLiteral("table1"));
    QCOMPARE(runCli({QStringLiteral("--db"), path, QStringLiteral("sync"), table1}).exitCode, 0);
    ClubConnection connection;
    QVERIFY(connection.open(table1));
    QVERIFY(inboxRead(connection.db()));
    first->terminate();
    second->terminate();
    QVERIFY(first->waitForFinished(30000) && second->waitForFinished(30000));
    // Every game once, numbered 1 to 30 in the order sent; every submission answered once.
    QCOMPARE(value(QStringLiteral("SELECT count(*) || ' ' || min(number) || ' ' || max(number) || ' '"
                                  " || count(DISTINCT record_sha256) FROM tornei_club.games")),
             QStringLiteral("30 1 30 30"));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tornei_club.inbox WHERE outcome = 'added'")),
             QStringLiteral("30"));
    QCOMPARE(value(QStringLiteral("SELECT bool_and(g.number = i.n) FROM tornei_club.games g JOIN"
                                  " (SELECT result_game, row_number() OVER (ORDER BY id) n FROM tornei_club.inbox) i"
                                  " ON i.result_game = g.id")),
             QStringLiteral("t"));
}

void TestClubService::aServiceKilledDuringAnUploadLosesNothing()
{
    stopServices();
    const QString path = laptop(QStringLiteral("killed"), 60);
    QVERIFY(!path.isEmpty());
    const QString table1 = m_cluster->server(database(), QStringLiteral("table1"));
    // The laptop sends while the service is killed (SIGKILL) and started again, time after time.
    QRandomGenerator rng(34);
    QProcess sync;
    sync.setProcessEnvironment(PgCluster::withPassword(QStringLiteral("pw")));
    sync.start(QStringLiteral(TORNEI_CLI), {QStringLiteral("--db"), path, QStringLiteral("sync"), table1});
    for (int kill = 0; kill < 8; ++kill) {
        const auto service = serve();
        QTest::qWait(20 + static_cast<int>(rng.bounded(150)));
        service->kill();
        service->waitForFinished(30000);
    }
    QVERIFY(sync.state() == QProcess::NotRunning || sync.waitForFinished(120000));
    QCOMPARE(sync.exitCode(), 0);
    const auto service = serve();
    ClubConnection connection;
    QVERIFY(connection.open(table1));
    QVERIFY(inboxRead(connection.db()));
    // The laptop learns what became of every game; the club counts each once, numbered without a gap.
    QCOMPARE(runCli({QStringLiteral("--db"), path, QStringLiteral("sync"), table1}).exitCode, 0);
    QTRY_COMPARE_WITH_TIMEOUT(value(QStringLiteral("SELECT count(*) FROM tornei_club.rating_changes")),
                              QStringLiteral("0"), 60000);
    service->terminate();
    QVERIFY(service->waitForFinished(30000));
    QCOMPARE(value(QStringLiteral("SELECT count(*) || ' ' || max(number) FROM tornei_club.games")),
             QStringLiteral("60 60"));
    const CliRun here = runCli({QStringLiteral("--db"), path, QStringLiteral("stats"), QStringLiteral("--json")});
    const CliRun there = runCli({QStringLiteral("--server"), table1, QStringLiteral("stats"), QStringLiteral("--json")});
    QCOMPARE(here.exitCode, 0);
    QCOMPARE(there.exitCode, 0);
    QCOMPARE(there.out, here.out);
    const CliRun synced = runCli({QStringLiteral("--db"), path, QStringLiteral("sync"), table1, QStringLiteral("--json")});
    QVERIFY2(synced.out.contains(QLatin1String("\"waitingForClub\": 0")), qPrintable(synced.out));
}

QTEST_GUILESS_MAIN(TestClubService)
#include "tst_clubservice.moc"
