// Importing records into the store: lossless, duplicates found, refused
// batches writing nothing, and `tornei-cli` import, export, backup and restore.
#include "gamesetup.h"
#include "gamestore.h"
#include "migrations.h"
#include "randomgame.h"
#include "record.h"
#include "recordedits.h"
#include "recordformat.h"
#include "replay.h"
#include "seatindex.h"
#include "storedgames.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

class TestStoreImport : public QObject
{
    Q_OBJECT

private slots:
    void importLosslessAndDuplicates();
    void importBatchRefusalsWriteNothing();
    void importRefusesOnStrayEntryRows();
    void importRefusesARecordWrittenPastTheLimit();
    void correctedGameKnowsItsFile();
    void cliImportExport();

private:
    QRandomGenerator m_rng{20261121};
};

void TestStoreImport::importLosslessAndDuplicates()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    // x- keys at every level, an explicit empty dummyPredictions and a fault.
    const QByteArray json = R"({
  "format": "tornei-record", "version": 1,
  "seats": ["Aki", null, "Ben", "Chie"], "firstDealer": 2, "started": "2026-11-21T19:30:00.5+09:00",
  "x-app": {"note": [1, 2.5, "three"]},
  "rounds": [{
    "dummyLayout": ["W5", "F3", "W9", "C2", "S14", "F1", "W7"],
    "dummyPredictions": [],
    "x-round": true,
    "tricks": [{"jousts": ["F13", null, null, null], "predictions": [null, null, null, null], "x-trick": null}]
  }],
  "x-last": "end"
})";
    RecordError readError;
    const std::optional<Record> record = RecordFormat::read(json, &readError);
    QVERIFY2(record, qPrintable(readError.toString()));
    StoreError error;
    const std::optional<qint64> game = store.records().importOne(*record, &error);
    QVERIFY2(game, qPrintable(error.message));
    QCOMPARE(RecordFormat::write(*store.records().load(*game)), RecordFormat::write(*record));
    QVERIFY(*store.records().load(*game) == *record);
    QCOMPARE(store.records().findDuplicate(*record), game);
    QVERIFY(!store.records().importOne(*record, &error));
    QVERIFY(error.message.contains(QString::number(*game)));
    QCOMPARE(store.games().all().size(), std::size_t(1));

    // Every example record (legal or not) survives the store unchanged.
    const QDir examples(QStringLiteral(TORNEI_TEST_DATA "/examples"));
    int imported = 0;
    for (const QFileInfo &file : examples.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (file.fileName().endsWith(QStringLiteral(".expected.json")))
            continue;
        const std::optional<Record> example = RecordFormat::read(readAll(file.filePath()), &readError);
        if (!example)
            continue;
        if (store.records().findDuplicate(*example))
            continue;
        const std::optional<qint64> id = store.records().importOne(*example, &error);
        QVERIFY2(id, qPrintable(file.fileName() + QStringLiteral(": ") + error.message));
        // Undated examples are dated by the import.
        Record dated = *example;
        dated.started = store.records().load(*id)->started;
        QVERIFY(dated.started);
        QVERIFY2(*store.records().load(*id) == dated, qPrintable(file.fileName()));
        ++imported;
    }
    QVERIFY(imported > 10);
}

void TestStoreImport::importRefusesARecordWrittenPastTheLimit()
{
    // An x- value of 40,000 zeros 59 arrays deep: 80 KB as read, about 5 MB written out a value a
    // line. No file of it could be read again, so it is not stored; one of 10,000 zeros is.
    const auto withPad = [&](int arrays) {
        const QByteArray text = withDeepZeros(RecordFormat::write(playGame(m_rng, 4)), arrays);
        RecordError readError;
        const std::optional<Record> record = RecordFormat::read(text, &readError);
        if (!record)
            qWarning("%s", qPrintable(readError.toString()));
        return record;
    };
    const std::optional<Record> large = withPad(4);
    const std::optional<Record> small = withPad(1);
    QVERIFY(large && small);
    QVERIFY(RecordFormat::write(*large).size() > RecordFormat::MaxFileBytes);
    QVERIFY(RecordFormat::write(*small).size() <= RecordFormat::MaxFileBytes);
    QTemporaryDir dir;
    GameStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite"))), GameStore::OpenResult::Ok);
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    StoreError error;
    QVERIFY2(store.records().importBatch({*large, *small}, &ids, &refusals, &error), qPrintable(error.message));
    QCOMPARE(ids, (std::vector<std::optional<qint64>>{std::nullopt, 1}));
    QVERIFY2(refusals[0].message.startsWith(QStringLiteral("Written out, this record would take ")) &&
                 refusals[0].message.contains(QString::number(RecordFormat::MaxFileBytes)),
             qPrintable(refusals[0].message));
    QCOMPARE(store.games().all().size(), std::size_t(1));
    QVERIFY(*store.records().load(1) == *small);
}

void TestStoreImport::importBatchRefusalsWriteNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    const Record first = playGame(m_rng, 3);
    const Record second = playGame(m_rng, 4);
    Record undated = playGame(m_rng, 3);
    undated.started.reset();
    // New names, one of them blank: refused before any player is added.
    Record badSeats = playGame(m_rng, 3);
    const std::array<QString, 3> names{QStringLiteral("Zephyrine"), QStringLiteral("  "), QStringLiteral("Quillon")};
    int blankSeat = -1;
    for (int s = 0, n = 0; s < SeatCount; ++s) {
        if (badSeats.isPlayer(s)) {
            badSeats.seats[at(s)] = names[at(n)];
            if (n++ == 1)
                blankSeat = s;
        }
    }
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    StoreError error;
    QVERIFY2(store.records().importBatch({first, first, badSeats, second, undated}, &ids, &refusals, &error),
             qPrintable(error.message));
    QCOMPARE(ids, (std::vector<std::optional<qint64>>{1, std::nullopt, std::nullopt, 2, 3}));
    QCOMPARE(refusals[1].message,
             QStringLiteral("This game is already stored (game 1); it was not imported again."));
    QCOMPARE(refusals[2].message, QStringLiteral("Seat %1: a player's name must not be blank").arg(blankSeat));
    QCOMPARE(refusals[1].sqliteCode, 0);
    QVERIFY(!refusals[0].isError() && !refusals[3].isError() && !refusals[4].isError());
    QCOMPARE(store.games().all().size(), std::size_t(3));
    for (const PlayerProfile &player : store.players().all())
        QVERIFY2(player.name != names[0] && player.name != names[2], qPrintable(player.name));
    QVERIFY(*store.records().load(1) == first);
    QVERIFY(*store.records().load(2) == second);
    // The undated record is found by its own hash and by the dated one.
    const std::optional<Record> dated = store.records().load(3);
    QVERIFY(dated && dated->started);
    QCOMPARE(store.records().findDuplicate(undated), std::optional<qint64>(3));
    QCOMPARE(store.records().findDuplicate(*dated), std::optional<qint64>(3));
    // The derived rows: a row per seat and round, one per player seat (4 players, 4 rounds).
    store.close();
    RawDb raw(path);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM round_results WHERE game = 2")).toInt(),
             SeatCount * static_cast<int>(Replay(second).rounds().size()));
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM game_results WHERE game = 2")).toInt(), 4);
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM game_results WHERE game = 3")).toInt(), 3);
}

void TestStoreImport::importRefusesOnStrayEntryRows()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    QVERIFY(store.records().importOne(playGame(m_rng, 3)));
    store.close();
    {
        // A row in the range of entries of the next game (2), left by no game.
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO entries (id) VALUES (%1)").arg((qint64(2) << 24) | (1 << 15))));
    }
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    StoreError error;
    QVERIFY(!store.records().importOne(playGame(m_rng, 3), &error));
    QCOMPARE(error.sqliteCode, 11);
    QVERIFY2(error.message.contains(QStringLiteral("damaged")), qPrintable(error.message));
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    error = {};
    QVERIFY(!store.records().importBatch({playGame(m_rng, 3), playGame(m_rng, 4)}, &ids, &refusals, &error));
    QCOMPARE(error.sqliteCode, 11);
    QCOMPARE(ids, (std::vector<std::optional<qint64>>{std::nullopt, std::nullopt}));
    QCOMPARE(store.games().all().size(), std::size_t(1));
}

// A record imported as written is its own source, kept once; once the game
// is corrected, its file is still known: importing it again is refused.
void TestStoreImport::correctedGameKnowsItsFile()
{
    QTemporaryDir dir;
    GameStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite"))), GameStore::OpenResult::Ok);
    Record record = playGame(m_rng, 4);
    record.started = QStringLiteral("2026-11-21T19:30:00+09:00");
    StoreError error;
    const std::optional<qint64> game = store.records().importOne(record, &error);
    QVERIFY2(game, qPrintable(error.message));
    const Entry last = Replay(record).entries().back();
    QVERIFY2(store.records().applyEdit(*game, EntryEdit::takingBack({last}), &error), qPrintable(error.message));
    QVERIFY(!(*store.records().load(*game) == record));
    QCOMPARE(store.records().findDuplicate(record), game);
    QVERIFY(!store.records().importOne(record, &error));
    QVERIFY(error.message.contains(QString::number(*game)));
    // Put back as it was, the game is its file again.
    QVERIFY2(store.records().applyEdit(*game, EntryEdit::appending({last}), &error), qPrintable(error.message));
    QVERIFY(*store.records().load(*game) == record);
    QCOMPARE(store.records().findDuplicate(record), game);
}

void TestStoreImport::cliImportExport()
{
#ifndef TORNEI_CLI
    QSKIP("built without the path of tornei-cli");
#else
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("cli.sqlite"));
    const auto cli = [&](const QStringList &args, QByteArray *out = nullptr) {
        QProcess process;
        process.start(QStringLiteral(TORNEI_CLI), QStringList{QStringLiteral("--db"), db} + args);
        process.waitForFinished(120000);
        if (out)
            *out = process.readAllStandardOutput();
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    };
    // A malformed file among good ones: nothing at all is written.
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(writeAll(bad, R"({"format": "tornei-record", "version": 1, "seats": ["A", "B", "C", "D"],)"
                          R"( "firstDealer": 0, "rounds": [{"tricks": [{"jousts": ["X15", null, null, null],)"
                          R"( "predictions": [null, null, null, null]}]}]})"));
    const QString good = QStringLiteral(TORNEI_TEST_DATA "/examples/0003-legal-complete.json");
    QCOMPARE(cli({QStringLiteral("import"), good, bad}), 2);
    {
        GameStore store;
        QCOMPARE(store.open(db), GameStore::OpenResult::Ok);
        QCOMPARE(store.games().all().size(), std::size_t(0));
    }
    // Import, duplicate refused, export gives back the same record.
    QCOMPARE(cli({QStringLiteral("import"), good}), 0);
    QCOMPARE(cli({QStringLiteral("import"), good}), 1);
    const QString exported = dir.filePath(QStringLiteral("out.json"));
    QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("1"), exported}), 0);
    RecordError error;
    // The example has no date: the export carries the import's.
    std::optional<Record> back = RecordFormat::read(readAll(exported), &error);
    QVERIFY(back && back->started);
    back->started.reset();
    QVERIFY(*back == *RecordFormat::read(readAll(good), &error));
    QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("--all"), dir.filePath(QStringLiteral("all"))}), 0);
    QCOMPARE(QDir(dir.filePath(QStringLiteral("all"))).entryList(QDir::Files).size(), 1);
    QCOMPARE(readAll(dir.filePath(QStringLiteral("all/game-1.json"))), readAll(exported));
    QByteArray listing;
    QCOMPARE(cli({QStringLiteral("games"), QStringLiteral("--json")}, &listing), 0);
    QVERIFY(listing.contains("\"finished\": true"));
    // x- keys at every level survive import and export through the tool.
    const QString extended = dir.filePath(QStringLiteral("extended.json"));
    QVERIFY(writeAll(
        extended,
        R"({"format": "tornei-record", "version": 1, "seats": ["Aki", "Ben", null, "Dai"],)"
        R"( "firstDealer": 3, "started": "2025-12-31T23:59:59Z", "x-top": {"a": [1, 2]}, "rounds": [{"dummyLayout": ["W5", "F3",)"
        R"( "W9", "C2", "S14", "F1", "W7"], "x-round": "r", "tricks": [{"jousts": [null, null,)"
        R"( null, "F13"], "predictions": [null, null, null, null], "x-trick": 1.5}]}]})"));
    QByteArray imported;
    QCOMPARE(cli({QStringLiteral("import"), extended}, &imported), 0);
    QVERIFY(imported.contains("game 2"));
    const QString reexported = dir.filePath(QStringLiteral("extended-out.json"));
    QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("2"), reexported}), 0);
    QCOMPARE(readAll(reexported), RecordFormat::write(*RecordFormat::read(readAll(extended), &error)));
    QVERIFY(readAll(reexported).contains("\"x-trick\": 1.5"));
    QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("99"), exported}), 1);
    QCOMPARE(cli({QStringLiteral("export")}), 2);
    // A 50 MB file is refused on its size, before it is read: exit 2, nothing written.
    const QString huge = dir.filePath(QStringLiteral("huge.json"));
    {
        QFile file(huge);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(50 * 1024 * 1024));
    }
    QCOMPARE(cli({QStringLiteral("score"), huge}), 2);
    QCOMPARE(cli({QStringLiteral("import"), huge}), 2);
    {
        GameStore store;
        QCOMPARE(store.open(db), GameStore::OpenResult::Ok);
        QCOMPARE(store.games().all().size(), std::size_t(2));
    }
    const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
    QCOMPARE(cli({QStringLiteral("backup"), copy}), 0);
    QCOMPARE(cli({QStringLiteral("restore"), copy}), 0);
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("cli.sqlite.replaced-*")}, QDir::Files).size(), 1);
#endif
}

QTEST_GUILESS_MAIN(TestStoreImport)
#include "tst_storeimport.moc"
