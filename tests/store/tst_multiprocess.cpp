// Many programs on one database: tornei-cli imports and listings running
// side by side with a writer in this process, and several programs creating
// the same new database at once. Every program either succeeds or says
// clearly that the database was busy; none calls a healthy database damaged.
#include "gamestore.h"
#include "migrations.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "replay.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace tornei;

namespace {

const QString BusyText = QStringLiteral("being used by another program");

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

std::unique_ptr<QProcess> startCli(const QString &db, const QStringList &args)
{
    auto process = std::make_unique<QProcess>();
    process->start(QStringLiteral(TORNEI_CLI), QStringList{QStringLiteral("--db"), db} + args);
    return process;
}

struct Outcome
{
    int exitCode = -1;
    QByteArray stderrText;
};

Outcome finish(QProcess &process)
{
    process.waitForFinished(120000);
    Outcome outcome;
    outcome.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    outcome.stderrText = process.readAllStandardError();
    return outcome;
}

} // namespace

class TestMultiProcess : public QObject
{
    Q_OBJECT

private slots:
    void importsListingsAndAWriter();
    void simultaneousCreation();
    void busyWaitsThenSaysSo();

private:
    QRandomGenerator m_rng{20261123};
};

void TestMultiProcess::importsListingsAndAWriter()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("club.sqlite"));
    constexpr int Importers = 3;
    constexpr int FilesEach = 15;
    constexpr int ListingRounds = 4;
    constexpr int Listers = 3;

    // Files for each importer, every game different.
    std::vector<QStringList> files(Importers);
    for (int i = 0; i < Importers; ++i) {
        for (int f = 0; f < FilesEach; ++f) {
            const QString path = dir.filePath(QStringLiteral("g%1-%2.json").arg(i).arg(f));
            QVERIFY(writeAll(path, RecordFormat::write(RandomGame::play(m_rng, 3))));
            files[static_cast<std::size_t>(i)] << path;
        }
    }
    GameStore writer;
    StoreError error;
    QCOMPARE(writer.open(db, &error), GameStore::OpenResult::Ok);
    const Record game = RandomGame::play(m_rng, 3);
    Record setup;
    setup.seats = game.seats;
    setup.firstDealer = game.firstDealer;
    const std::optional<qint64> id = writer.records().create(setup, &error);
    QVERIFY2(id, qPrintable(error.message));

    // Importers bring one file at a time (one transaction each); listers
    // open and read the whole history again and again; this process enters
    // a game card by card meanwhile.
    std::vector<std::unique_ptr<QProcess>> importers;
    std::vector<int> nextFile(Importers, 0);
    std::vector<std::unique_ptr<QProcess>> listers;
    std::vector<int> listingsLeft(Listers, ListingRounds);
    std::vector<Outcome> outcomes;
    int importedFiles = 0;
    for (int i = 0; i < Importers; ++i)
        importers.push_back(startCli(db, {QStringLiteral("import"), files[static_cast<std::size_t>(i)][0]}));
    for (int l = 0; l < Listers; ++l)
        listers.push_back(startCli(db, {QStringLiteral("games"), QStringLiteral("--json")}));

    const std::vector<Entry> entries = Replay(game).entries();
    std::size_t entered = 0;
    int busyWrites = 0;
    bool running = true;
    while (running) {
        running = false;
        if (entered < entries.size()) {
            StoreError entryError;
            if (writer.records().applyEdit(*id, EntryEdit::appending({entries[entered]}), &entryError)) {
                ++entered;
            } else {
                // Waiting longer than the busy timeout is allowed, with the clear message.
                QVERIFY2(entryError.message.contains(BusyText), qPrintable(entryError.message));
                ++busyWrites;
            }
            running = true;
        }
        for (int i = 0; i < Importers; ++i) {
            auto &process = importers[static_cast<std::size_t>(i)];
            if (!process)
                continue;
            running = true;
            if (process->state() != QProcess::NotRunning && !process->waitForFinished(1))
                continue;
            const Outcome outcome = finish(*process);
            outcomes.push_back(outcome);
            if (outcome.exitCode == 0)
                ++importedFiles;
            const int next = ++nextFile[static_cast<std::size_t>(i)];
            process = next < FilesEach
                          ? startCli(db, {QStringLiteral("import"), files[static_cast<std::size_t>(i)][next]})
                          : nullptr;
        }
        for (int l = 0; l < Listers; ++l) {
            auto &process = listers[static_cast<std::size_t>(l)];
            if (!process)
                continue;
            running = true;
            if (process->state() != QProcess::NotRunning && !process->waitForFinished(1))
                continue;
            outcomes.push_back(finish(*process));
            process = --listingsLeft[static_cast<std::size_t>(l)] > 0
                          ? startCli(db, {QStringLiteral("games"), QStringLiteral("--json")})
                          : nullptr;
        }
    }
    QCOMPARE(entered, entries.size());
    QCOMPARE(static_cast<int>(outcomes.size()), Importers * FilesEach + Listers * ListingRounds);
    int busy = 0;
    for (const Outcome &outcome : outcomes) {
        QVERIFY2(!outcome.stderrText.contains("damaged"), outcome.stderrText.constData());
        if (outcome.exitCode != 0) {
            QVERIFY2(outcome.stderrText.contains(BusyText.toUtf8()), outcome.stderrText.constData());
            ++busy;
        }
    }
    qInfo("%d programs, %d of them busy; %d busy writes in this process", static_cast<int>(outcomes.size()), busy,
          busyWrites);

    // Every acknowledged import is stored, and the entered game is whole.
    QCOMPARE(static_cast<int>(writer.games().all().size()), importedFiles + 1);
    const std::optional<Record> stored = writer.records().load(*id);
    QVERIFY(stored && stored->started); // dated when set up
    Record expected = game;
    expected.started = stored->started;
    QVERIFY(*stored == expected);
    QVERIFY(writer.checkIntegrity(&error));
}

void TestMultiProcess::simultaneousCreation()
{
    constexpr int Trials = 4;
    constexpr int Programs = 6;
    for (int trial = 0; trial < Trials; ++trial) {
        QTemporaryDir dir;
        QTemporaryDir records;
        const QString db = dir.filePath(QStringLiteral("new.sqlite"));
        // Each program imports a game of its own, which makes the database where there is none.
        std::vector<std::unique_ptr<QProcess>> programs;
        for (int p = 0; p < Programs; ++p) {
            const QString record = records.filePath(QStringLiteral("game%1.json").arg(p));
            QVERIFY(writeAll(record, RecordFormat::write(RandomGame::play(m_rng, 3))));
            programs.push_back(startCli(db, {QStringLiteral("import"), record}));
        }
        int imported = 0;
        for (auto &program : programs) {
            const Outcome outcome = finish(*program);
            QVERIFY2(outcome.exitCode == 0 || outcome.stderrText.contains(BusyText.toUtf8()),
                     outcome.stderrText.constData());
            imported += outcome.exitCode == 0 ? 1 : 0;
        }
        // One database, made once, as this version makes it.
        GameStore store;
        StoreError error;
        QCOMPARE(store.open(db, &error), GameStore::OpenResult::Ok);
        QCOMPARE(store.schemaVersion(), Migrations::Current);
        QCOMPARE(static_cast<int>(store.games().all().size()), imported);
        QVERIFY(store.checkIntegrity(&error));
        store.close();
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("new.sqlite")});
    }
}

// Another program holding the write lock: opening and reading go on, a
// change waits the busy timeout and then says so, changing nothing.
void TestMultiProcess::busyWaitsThenSaysSo()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("busy.sqlite"));
    const Record game = RandomGame::play(m_rng, 3);
    {
        GameStore first;
        StoreError error;
        QCOMPARE(first.open(db, &error), GameStore::OpenResult::Ok);
        QVERIFY(first.records().importOne(game, &error));
    }
    {
        // The other program: a plain connection in the middle of a write.
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        other.setDatabaseName(db);
        QVERIFY(other.open());
        QSqlQuery lock(other);
        QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));
        QVERIFY(lock.exec(QStringLiteral("DELETE FROM round_results")));

        GameStore store;
        store.setBusyTimeout(200);
        StoreError error;
        QCOMPARE(store.open(db, &error), GameStore::OpenResult::Ok);
        const std::optional<Record> stored = store.records().load(1, &error);
        QVERIFY(stored && stored->started); // dated when stored
        Record expected = game;
        expected.started = stored->started;
        QVERIFY(*stored == expected);
        Record setup;
        setup.seats = game.seats;
        setup.firstDealer = game.firstDealer;
        QVERIFY(!store.records().create(setup, &error));
        QVERIFY2(error.message.contains(BusyText), qPrintable(error.message));
        QCOMPARE(error.sqliteCode & 0xff, 5);
        QCOMPARE(store.games().all().size(), std::size_t(1));

        QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
        QVERIFY2(store.records().create(setup, &error), qPrintable(error.message));
        QCOMPARE(store.games().all().size(), std::size_t(2));
        lock.finish();
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
}

QTEST_GUILESS_MAIN(TestMultiProcess)
#include "tst_multiprocess.moc"
