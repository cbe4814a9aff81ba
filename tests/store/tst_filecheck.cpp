// The whole check of a database (FileCheck) and the check before a command:
// a damaged index is found by both (a quick check would pass it); every kept
// figure changed behind the store's back is found, said, and rebuilt to the
// exact figures of the games; a check asked to stop stops, unfinished and
// noted; and another program imports and closes while the check reads,
// without waiting for it.
#include "backups.h"
#include "filecheck.h"
#include "gamestore.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace tornei;

namespace {

// A statement run on a connection of its own, closed at once: another
// program changing the file behind the store's back. The first column of
// the first row, as text.
QString rawSql(const QString &path, const QString &sql, int *changed = nullptr)
{
    QString result;
    const QString connection = QStringLiteral("raw");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                result = query.value(0).toString();
            else if (query.lastError().isValid())
                result = QStringLiteral("error: ") + query.lastError().text();
            if (changed)
                *changed = query.numRowsAffected();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return result;
}

struct CliResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

CliResult cli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(TORNEI_CLI), args);
    process.waitForFinished(120000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

Record namedGame(QRandomGenerator &rng, int i)
{
    Record record = RandomGame::play(rng, 3 + i % 2);
    int seat = 0;
    for (auto &name : record.seats) {
        if (name)
            name = QStringLiteral("Player %1").arg((i + seat++) % 6 + 1);
    }
    record.started = QStringLiteral("2026-%1-%2T19:30:00+09:00")
                         .arg(1 + i % 12, 2, 10, QLatin1Char('0'))
                         .arg(1 + i % 27, 2, 10, QLatin1Char('0'));
    return record;
}

} // namespace

class TestFileCheck : public QObject
{
    Q_OBJECT

private slots:
    void damagedIndexFound();
    void damagedFigureRebuilt_data();
    void damagedFigureRebuilt();
    void everyKeptColumnRebuilt();
    void stopsWhenAsked();
    void importWhileChecking();

private:
    QRandomGenerator m_rng{20261127};
    // A closed database of `count` finished games among six players, each
    // dated; a backup made today, so that commands make no daily one.
    bool makeDatabase(const QString &path, int count = 40);
};

bool TestFileCheck::makeDatabase(const QString &path, int count)
{
    GameStore store;
    if (store.open(path) != GameStore::OpenResult::Ok)
        return false;
    std::vector<Record> records;
    for (int i = 0; i < count; ++i)
        records.push_back(namedGame(m_rng, i));
    std::vector<std::optional<qint64>> ids;
    if (!store.records().importBatch(records, &ids, nullptr))
        return false;
    return store.backups().makeNow();
}

void TestFileCheck::damagedIndexFound()
{
    // One game's date in the index by date differs from its row: the history
    // would list it under another year. Only a check that compares the
    // indexes with their tables sees it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.sqlite"));
    QVERIFY(makeDatabase(path));
    QCOMPARE(rawSql(path, QStringLiteral("PRAGMA writable_schema = 1")), QString());
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray bytes = file.readAll();
        const int pageSize = rawSql(path, QStringLiteral("PRAGMA page_size")).toInt();
        const int root = rawSql(path, QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name = 'games_by_started'"))
                             .toInt();
        QVERIFY(root > 1 && pageSize > 0);
        const qsizetype start = static_cast<qsizetype>(root - 1) * pageSize;
        const qsizetype at = bytes.indexOf("2026-", start);
        QVERIFY(at > 0 && at < start + pageSize);
        bytes[at + 3] = '4';
        QVERIFY(file.seek(0));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    // What the check was before: it passes the damage.
    QCOMPARE(rawSql(path, QStringLiteral("PRAGMA quick_check")), QStringLiteral("ok"));

    StoreError error;
    QVERIFY(!Backups::checkFile(path, true, &error));
    QVERIFY2(GameStore::isDamage(error), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("games_by_started")), qPrintable(error.message));
    QVERIFY(Backups::list(path).size() == 1); // no daily backup of a damaged file

    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    QVERIFY(!store.checkIntegrity(&error));
    QVERIFY(GameStore::isDamage(error));
    store.close();
    // The commands that read games refuse it rather than answer wrongly.
    const CliResult games = cli({QStringLiteral("--db"), path, QStringLiteral("games")});
    QCOMPARE(games.exitCode, 1);
    QVERIFY2(games.err.contains("damaged"), games.err.constData());
}

void TestFileCheck::damagedFigureRebuilt_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("said");
    QTest::newRow("player_figures") << QStringLiteral(
        "UPDATE player_figures SET total_sum = total_sum + 1000 WHERE player = (SELECT min(player) FROM player_figures)")
                                    << QStringLiteral("players' figures");
    QTest::newRow("player_figures best") << QStringLiteral(
        "UPDATE player_figures SET best_game = best_game + 1 WHERE player = (SELECT max(player) FROM player_figures)")
                                         << QStringLiteral("players' figures");
    QTest::newRow("player_figures prediction matrix, leading") << QStringLiteral(
        "UPDATE player_figures SET lead_p2_g3 = lead_p2_g3 + 1 WHERE player = (SELECT min(player) FROM player_figures)")
                                                              << QStringLiteral("players' figures");
    QTest::newRow("player_figures prediction matrix, following") << QStringLiteral(
        "UPDATE player_figures SET follow_p4_g1 = follow_p4_g1 + 1 WHERE player = (SELECT max(player) FROM "
        "player_figures)") << QStringLiteral("players' figures");
    QTest::newRow("head_to_head") << QStringLiteral(
        "UPDATE head_to_head SET above = above + 2 WHERE (player, opponent) = (SELECT player, opponent FROM "
        "head_to_head ORDER BY player, opponent LIMIT 1)") << QStringLiteral("head-to-head");
    QTest::newRow("player_ratings") << QStringLiteral(
        "UPDATE player_ratings SET sigma = 79.7 WHERE player = (SELECT min(player) FROM player_ratings)")
                                    << QStringLiteral("ratings");
    QTest::newRow("rating_steps") << QStringLiteral(
        "UPDATE rating_steps SET mu = mu + 0.5 WHERE (player, started_utc, rating_key) = (SELECT player, started_utc, rating_key "
        "FROM rating_steps ORDER BY started_utc LIMIT 1 OFFSET 5)")
                                  << QStringLiteral("ratings");
    QTest::newRow("game_results") << QStringLiteral(
        "UPDATE game_results SET total = total + 7 WHERE (game, seat) = (SELECT game, seat FROM game_results "
        "WHERE game = 5 LIMIT 1)") << QStringLiteral("game 5");
    QTest::newRow("game_results prediction matrix, leading") << QStringLiteral(
        "UPDATE game_results SET lead_p1_g1 = lead_p1_g1 + 1 WHERE (game, seat) = (SELECT game, seat FROM "
        "game_results WHERE game = 6 LIMIT 1)") << QStringLiteral("game 6");
    QTest::newRow("game_results prediction matrix, following") << QStringLiteral(
        "UPDATE game_results SET follow_p3_g2 = follow_p3_g2 + 1 WHERE (game, seat) = (SELECT game, seat FROM "
        "game_results WHERE game = 7 ORDER BY seat DESC LIMIT 1)") << QStringLiteral("game 7");
    QTest::newRow("round_results") << QStringLiteral(
        "UPDATE round_results SET score = score + 1 WHERE game = 9 AND round = 2 AND seat = 1")
                                   << QStringLiteral("game 9");
    QTest::newRow("game's own column") << QStringLiteral("UPDATE games SET rounds_played = 2 WHERE id = 11")
                                       << QStringLiteral("game 11");
}

void TestFileCheck::damagedFigureRebuilt()
{
    QFETCH(QString, damage);
    QFETCH(QString, said);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.sqlite"));
    QVERIFY(makeDatabase(path));
    const QStringList stats = {QStringLiteral("--db"), path, QStringLiteral("stats"), QStringLiteral("--json")};
    const CliResult before = cli(stats);
    QCOMPARE(before.exitCode, 0);

    int changed = 0;
    QCOMPARE(rawSql(path, damage, &changed), QString());
    QCOMPARE(changed, 1);

    StoreError error;
    QString notice;
    QVERIFY2(Backups::checkFile(path, false, &error, &notice), qPrintable(error.message));
    QVERIFY2(notice.contains(QStringLiteral("damaged")) && notice.contains(said) &&
                 notice.contains(QStringLiteral("rebuilt")),
             qPrintable(notice));
    // Rebuilt to the figures of the games, exactly.
    const CliResult after = cli(stats);
    QCOMPARE(after.exitCode, 0);
    QCOMPARE(after.out, before.out);
    // And found whole the next time.
    notice.clear();
    QVERIFY(Backups::checkFile(path, false, &error, &notice));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
}

void TestFileCheck::everyKeptColumnRebuilt()
{
    // Every column the file keeps from the games, one at a time, whatever
    // the schema has grown (the prediction matrices of version 13 too): a
    // changed value is found, said, and rebuilt to what it was.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.sqlite"));
    QVERIFY(makeDatabase(path, 12));
    // The columns a replay writes into a game's own row; not the record's
    // checksum, date as written or extra keys, which the record is read with
    // (a changed one is a damaged game).
    const QStringList gameColumns = {
        QStringLiteral("finished"),       QStringLiteral("started_utc"),  QStringLiteral("started_date"),
        QStringLiteral("started_offset"), QStringLiteral("player_count"), QStringLiteral("rounds_played"),
        QStringLiteral("players_key"),    QStringLiteral("winner_key"),   QStringLiteral("violations")};
    const QStringList tables = {QStringLiteral("round_results"),  QStringLiteral("game_results"),
                                QStringLiteral("player_figures"), QStringLiteral("head_to_head"),
                                QStringLiteral("player_ratings"), QStringLiteral("rating_steps"),
                                QStringLiteral("games")};
    const auto names = [&path](const QString &table, const QString &where) {
        return rawSql(path, QStringLiteral("SELECT group_concat(name, ',') FROM (SELECT name FROM "
                                           "pragma_table_info('%1') WHERE %2 ORDER BY cid)")
                                .arg(table, where))
            .split(QLatin1Char(','), Qt::SkipEmptyParts);
    };
    // Each table whole, as text, in the order of its key.
    const auto dump = [&](const QString &table, const QStringList &key) {
        QStringList quoted;
        for (const QString &column : names(table, QStringLiteral("1")))
            quoted << QStringLiteral("quote(%1)").arg(column);
        return rawSql(path, QStringLiteral("SELECT group_concat(r, '|') FROM (SELECT %1 AS r FROM %2 ORDER BY %3)")
                                .arg(quoted.join(QStringLiteral(" || ',' || ")), table, key.join(QLatin1Char(','))));
    };
    int flipped = 0;
    for (const QString &table : tables) {
        const QStringList key = names(table, QStringLiteral("pk > 0"));
        QVERIFY2(!key.isEmpty(), qPrintable(table));
        const QStringList columns =
            table == QStringLiteral("games") ? gameColumns : names(table, QStringLiteral("pk = 0"));
        QVERIFY2(!columns.isEmpty(), qPrintable(table));
        const QString whole = dump(table, key);
        QVERIFY2(!whole.isEmpty() && !whole.startsWith(QStringLiteral("error")), qPrintable(whole));
        for (const QString &column : columns) {
            // A row in the middle, its value made another of the same kind.
            const QString damage =
                QStringLiteral("UPDATE %1 SET %2 = CASE typeof(%2) WHEN 'integer' THEN %2 + 1 WHEN 'real' THEN %2 + "
                               "0.25 WHEN 'text' THEN %2 || 'x' WHEN 'blob' THEN %2 || x'00' ELSE 1 END "
                               "WHERE (%3) = (SELECT %3 FROM %1 ORDER BY %3 LIMIT 1 OFFSET 3)")
                    .arg(table, column, key.join(QLatin1Char(',')));
            int changed = 0;
            QCOMPARE(rawSql(path, damage, &changed), QString());
            QCOMPARE(changed, 1);
            const QString what = table + QLatin1Char('.') + column;
            StoreError error;
            QString notice;
            QVERIFY2(Backups::checkFile(path, false, &error, &notice), qPrintable(what + QLatin1Char(' ') + error.message));
            QVERIFY2(notice.contains(QStringLiteral("rebuilt")), qPrintable(what));
            QVERIFY2(dump(table, key) == whole, qPrintable(what));
            ++flipped;
        }
    }
    // The prediction matrices are among them: 32 columns in each of the two tables.
    QVERIFY2(flipped > 2 * (2 * 16 + 8), qPrintable(QString::number(flipped)));
    // And the file is found whole again.
    StoreError error;
    QString notice;
    QVERIFY(Backups::checkFile(path, false, &error, &notice));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
}

void TestFileCheck::stopsWhenAsked()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.sqlite"));
    QVERIFY(makeDatabase(path, 450));

    // Asked to stop while SQLite reads the pages (the app quitting right
    // after its start): the check ends there, unfinished, nothing found.
    {
        FileCheck check(path);
        check.setWhileReading([&check] { check.stop(); });
        StoreError error;
        QCOMPARE(check.run(true, &error), FileCheck::Result::Stopped);
        QCOMPARE(error.sqliteCode, 9);
        QCOMPARE(check.checkedUpTo(), qint64(0));
        QCOMPARE(Backups::list(path).size(), 1); // no daily backup of an unchecked file
    }
    // Stopped from another thread while it goes through the games: it
    // notes how far it got, and a check resumed from there finishes.
    FileCheck check(path);
    FileCheck::Result result = FileCheck::Result::Failed;
    QThread *thread = QThread::create([&] { result = check.run(false); });
    thread->start();
    QTRY_VERIFY_WITH_TIMEOUT(check.checkedUpTo() > 0 || thread->isFinished(), 60000);
    check.stop();
    QVERIFY(thread->wait(60000));
    delete thread;
    if (result == FileCheck::Result::Stopped && check.checkedUpTo() != -1) {
        // Up to 450: the stop may come after the last slice, before the
        // games' part finds that no game is left.
        QVERIFY(check.checkedUpTo() > 0);
        QVERIFY(check.checkedUpTo() <= 450);
        FileCheck resumed(path);
        resumed.resumeAfter(check.checkedUpTo());
        QCOMPARE(resumed.run(false), FileCheck::Result::Whole);
        QCOMPARE(resumed.checkedUpTo(), qint64(-1));
    } else if (result == FileCheck::Result::Stopped) {
        // The stop came once the games' part had gone through every game, in the figures' part
        // after it: nothing to go on from.
        QCOMPARE(check.checkedUpTo(), qint64(-1));
    } else {
        QCOMPARE(result, FileCheck::Result::Whole); // a fast machine finished first
    }
}

void TestFileCheck::importWhileChecking()
{
    // Another program imports a game while the check holds its read
    // transaction open: the import and its close do not wait for it (the
    // store's checkpoint at close used to wait for every reader, its busy
    // timeout of 5 s), and the game is there.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.sqlite"));
    QVERIFY(makeDatabase(path));
    const QString record = dir.filePath(QStringLiteral("new.json"));
    {
        QFile file(record);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(RecordFormat::write(namedGame(m_rng, 99)));
    }
    FileCheck check(path);
    CliResult imported;
    qint64 took = -1;
    check.setWhileReading([&] {
        QElapsedTimer timer;
        timer.start();
        imported = cli({QStringLiteral("--db"), path, QStringLiteral("import"), record});
        took = timer.elapsed();
    });
    StoreError error;
    QCOMPARE(check.run(false, &error), FileCheck::Result::Whole);
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    QVERIFY2(!imported.err.contains("another program"), imported.err.constData());
    // Well under the busy timeout it would have waited out.
    QVERIFY2(took < 4000, qPrintable(QString::number(took)));
    QCOMPARE(rawSql(path, QStringLiteral("SELECT count(*) FROM games")), QStringLiteral("41"));
}

QTEST_GUILESS_MAIN(TestFileCheck)
#include "tst_filecheck.moc"
